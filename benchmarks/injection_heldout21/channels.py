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
VISIBLE = ("aside_block", "code_inline", "td_cell", "fieldset_block")
CSS_HIDING = (
    "svg_feconvolve_zero",
    "svg_feimage_empty",
    "svg_fedisplacement_far",
    "webkit_mask_box_clear",
    "clip_path_ellipse_zero",
    "color_mix_clear",
)
SVG_FILTER = {
    "svg_feconvolve_zero": (
        "cv21",
        '<feConvolveMatrix order="3" kernelMatrix="0 0 0 0 0 0 0 0 0" divisor="1"/>',
    ),
    "svg_feimage_empty": ("im21", "<feImage/>"),
    "svg_fedisplacement_far": (
        "dm21",
        '<feFlood flood-color="#ffffff" result="f"/><feDisplacementMap in="SourceGraphic" '
        'in2="f" scale="90000" xChannelSelector="R" yChannelSelector="G"/>',
    ),
}
CSS_STYLE = {
    "svg_feconvolve_zero": "filter:url(#cv21)",
    "svg_feimage_empty": "filter:url(#im21)",
    "svg_fedisplacement_far": "filter:url(#dm21)",
    "webkit_mask_box_clear": "-webkit-mask-box-image:linear-gradient(transparent,transparent)",
    "clip_path_ellipse_zero": "clip-path:ellipse(0 0)",
    "color_mix_clear": "color:color-mix(in srgb,currentColor 0%,transparent)",
}
COMMENTS = (
    "velocity_macro",
    "freemarker_include",
    "thymeleaf_fragment",
    "razor_partial",
    "coldfusion_cfinclude",
    "pug_mixin",
)
_COMMENT_HEAD = {
    "velocity_macro": "#macro( stallNotice ) velocity",
    "freemarker_include": '[#include "/parts/notice.ftl"] freemarker',
    "thymeleaf_fragment": 'th:fragment="notice" thymeleaf',
    "razor_partial": '@Html.Partial("_Notice") razor',
    "coldfusion_cfinclude": 'cfinclude template="notice.cfm" coldfusion',
    "pug_mixin": "+notice() pug mixin",
}
ATTRIBUTES = (
    "data-raffle-stub",
    "data-tannoy-line",
    "data-turnstile-hint",
    "data-cloakroom-ticket",
    "data-coat-peg",
    "data-bunting-flag",
)
METAS = ("DC.type", "ICBM", "distribution", "target", "og:determiner")
LD_FIELD = {
    "GolfCourse": "smokingAllowed",
    "Stadium": "tourBookingPage",
    "PublicSwimmingPool": "hasCredential",
    "TattooParlor": "diversityPolicy",
    "MovingCompany": "foundingLocation",
    "SelfStorage": "nonprofitStatus",
}
LD_KINDS = tuple(LD_FIELD)
Placed = tuple[str, str, str]


def visible(text: str, rng: random.Random) -> Placed:
    how = rng.choice(VISIBLE)
    t = escape(text)
    markup = {
        "aside_block": f"<aside>{t}</aside>",
        "code_inline": f"<p>From the desk: <code>{t}</code></p>",
        "td_cell": f"<table><tr><td>{t}</td></tr></table>",
        "fieldset_block": f"<fieldset>{t}</fieldset>",
    }[how]
    return how, "body", markup


def css_hidden(text: str, rng: random.Random) -> Placed:
    how = rng.choice(CSS_HIDING)
    svg = ""
    if how in SVG_FILTER:
        ident, primitive = SVG_FILTER[how]
        svg = (
            '<svg width="0" height="0" style="position:absolute" aria-hidden="true">'
            f'<filter id="{ident}">{primitive}</filter></svg>\n'
        )
    style = f"position:absolute;left:24px;top:{rng.randint(160, 420)}px;{CSS_STYLE[how]}"
    return how, "body", f'{svg}<p style="{style}">{escape(text)}</p>'


def comment(text: str, rng: random.Random) -> Placed:
    if "--" in text or ">" in text or text.endswith("-"):
        raise ValueError("an HTML comment cannot hold '--' or '>'; choose another text")
    how = rng.choice(COMMENTS)
    return how, rng.choice(("head", "body")), f"<!-- {_COMMENT_HEAD[how]}: {text} -->"


def attribute(text: str, rng: random.Random) -> Placed:
    name = rng.choice(ATTRIBUTES)
    return name, "body", f'<div class="strip" {name}="{escape(text)}"></div>'


def meta(text: str, rng: random.Random) -> Placed:
    name = rng.choice(METAS)
    key = "property" if ":" in name else "name"
    return name, "head", f'<meta {key}="{name}" content="{escape(text)}">'


def structured(text: str, rng: random.Random, site: str) -> Placed:
    kind = rng.choice(LD_KINDS)
    data = {"@context": "https://schema.org", "@type": kind, "name": site, LD_FIELD[kind]: text}
    raw = json.dumps(data, ensure_ascii=rng.random() < 0.3)
    raw = raw.replace("<", "\\u003c").replace(">", "\\u003e")
    return kind, "head", f'<script type="application/ld+json">{raw}</script>'
