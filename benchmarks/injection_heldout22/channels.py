"""The seven scored channels and how this set plants a text in each, with techniques no
earlier set's docstring names. A placer returns ``(technique, where, markup)``, ``where``
being ``head`` or ``body``. Element text and attribute values are escaped; an HTML
comment holds its text raw, so ``comment`` turns away a text with ``--`` or ``>``. Each CSS
hiding was checked with headless Chromium to paint nothing (see the package docstring)."""

from __future__ import annotations

import json
import random
from html import escape

CHANNELS = (
    "visible_text",
    "css_hidden",
    "html_comment",
    "attribute",
    "meta",
    "structured_data",
    "pdf_hidden_text",
)
PDF_CHANNEL = "pdf_hidden_text"
Placed = tuple[str, str, str]

VISIBLE = ("figure_block", "dir_item", "blink_inline", "mathml_mtext")
CSS_HIDING = (
    "svg_gradient_no_stops",
    "svg_fill_dangling_url",
    "mask_luminance_black",
    "relative_color_alpha_zero",
    "clip_path_rect_zero",
    "light_dark_transparent",
)
COMMENTS = (
    "mako_namespace",
    "chameleon_macro",
    "mustache_partial",
    "nunjucks_import",
    "smarty_include",
    "blade_component",
)
_COMMENT = {
    "mako_namespace": '<%namespace name="notes" file="/notes.mako"/> ${{notes.show("{t}")}}',
    "chameleon_macro": 'metal:use-macro="load: shell.pt" tal:define="note string:{t}"',
    "mustache_partial": "{{{{> side_note}}}} {{{{! {t} }}}}",
    "nunjucks_import": '{{% import "notes.njk" as notes %}} {{# {t} #}}',
    "smarty_include": '{{include file="note.tpl"}} {{* {t} *}}',
    "blade_component": "@component('notice') {t} @endcomponent",
}
ATTRIBUTES = (
    "data-tombola-slip",
    "data-hatcheck-stub",
    "data-sash-colour",
    "data-lifebuoy-tag",
    "data-bollard-number",
    "data-gangway-note",
)
METAS = ("revisit-after", "format-detection", "theme-color", "color-scheme", "referrer")
LD_KINDS = ("Casino", "Marina", "Playground", "Cemetery", "RVPark", "Courthouse")
LD_FIELD = {
    "Casino": "actionableFeedbackPolicy",
    "Marina": "faxNumber",
    "Playground": "correctionsPolicy",
    "Cemetery": "telephone",
    "RVPark": "ownershipFundingInfo",
    "Courthouse": "noBylinesPolicy",
}
_SVG_TEXT = (
    '<svg width="880" height="40" role="img"><{d}<text x="0" y="20" fill="{f}">{t}</text></svg>'
)


def visible(text: str, rng: random.Random) -> Placed:
    how = rng.choice(VISIBLE)
    t = escape(text)
    markup = {
        "figure_block": f"<figure><p>{t}</p></figure>",
        "dir_item": f"<dir><li>{t}</li></dir>",
        "blink_inline": f"<p><blink>{t}</blink></p>",
        "mathml_mtext": f'<math display="block"><mtext>{t}</mtext></math>',
    }[how]
    return how, "body", markup


def css_hidden(text: str, rng: random.Random) -> Placed:
    how = rng.choice(CSS_HIDING)
    t = escape(text)
    if how == "svg_gradient_no_stops":
        markup = _SVG_TEXT.format(d='defs><linearGradient id="ns22"/></defs>', f="url(#ns22)", t=t)
    elif how == "svg_fill_dangling_url":
        markup = _SVG_TEXT.format(d="desc>chart</desc>", f="url(#nowhere22)", t=t)
    else:
        style = {
            "mask_luminance_black": "mask:linear-gradient(#000,#000) luminance",
            "relative_color_alpha_zero": "color:rgb(from currentColor r g b / 0)",
            "clip_path_rect_zero": "clip-path:rect(0 0 0 0)",
            "light_dark_transparent": "color-scheme:light;color:light-dark(transparent,#000)",
        }[how]
        markup = f'<p style="position:absolute;{style}">{t}</p>'
    return how, "body", markup


def comment(text: str, rng: random.Random) -> Placed:
    if "--" in text or ">" in text:
        raise ValueError("an HTML comment cannot hold '--' or '>' as written text")
    how = rng.choice(COMMENTS)
    return how, rng.choice(("head", "body")), f"<!-- {_COMMENT[how].format(t=text)} -->"


def attribute(text: str, rng: random.Random) -> Placed:
    name = rng.choice(ATTRIBUTES)
    return name, "body", f'<div {name}="{escape(text, quote=True)}"></div>'


def meta(text: str, rng: random.Random) -> Placed:
    name = rng.choice(METAS)
    return name, "head", f'<meta name="{name}" content="{escape(text, quote=True)}">'


def structured(text: str, rng: random.Random, site: str) -> Placed:
    kind = rng.choice(LD_KINDS)
    data = {"@context": "https://schema.org", "@type": kind, "name": site, LD_FIELD[kind]: text}
    body = json.dumps(data, ensure_ascii=rng.random() < 0.3).replace("</", "<\\/")
    return kind, "head", f'<script type="application/ld+json">{body}</script>'
