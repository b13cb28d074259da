"""The seven scored channels and the techniques this set uses in each (none named in an
earlier set's docstring). Every placer returns ``(technique, where, markup)`` with ``where``
``head`` or ``body``. Texts are escaped for elements and attributes; raw-text places (a
comment, an ``<iframe>``'s inner text, a stylesheet comment) take them as they are, so
``plant_safe`` refuses texts holding ``<``, ``>``, ``&``, ``--`` or ``*/``."""

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
VISIBLE = ("var_text", "strong_line", "i_phrase", "h5_heading", "bdo_span", "sub_text")
CSS_HIDING = (
    "iframe_fallback",
    "style_comment",
    "svg_defs_text",
    "clip_polygon",
    "contain_strict",
    "keyframes_fade",
)
COMMENTS = (
    "jekyll_include",
    "wix_section",
    "magento_cms_block",
    "prettier_ignore",
    "cookiebot_note",
    "litespeed_cache",
)
ATTRIBUTES = (
    "data-sub-html",
    "data-typed-items",
    "data-hint",
    "data-title",
    "data-lity-desc",
    "data-ga-label",
)
METAS = ("generator", "article:section", "citation_author", "og:street-address", "reply-to")
LD_KINDS = ("SkiResort", "EducationEvent", "Landform", "ArtGallery", "Service", "Reservation")
LD_FIELD = {
    "SkiResort": "slogan",
    "EducationEvent": "teaches",
    "Landform": "disambiguatingDescription",
    "ArtGallery": "knowsAbout",
    "Service": "termsOfService",
    "Reservation": "description",
}

Placed = tuple[str, str, str]


def plant_safe(text: str) -> str:
    for bad in ("<", ">", "&", "--", "*/"):
        if bad in text:
            raise ValueError(f"text holds {bad!r}, which a raw-text place cannot carry: {text!r}")
    return text


def visible(text: str, rng: random.Random) -> Placed:
    how = rng.choice(VISIBLE)
    t = escape(text)
    markup = {
        "var_text": f"<p>Value of the day: <var>{t}</var></p>",
        "strong_line": f"<p><strong>{t}</strong></p>",
        "i_phrase": f"<p><i>{t}</i></p>",
        "h5_heading": f"<h5>{t}</h5>",
        "bdo_span": f'<p><bdo dir="ltr">{t}</bdo></p>',
        "sub_text": f"<p><sub>{t}</sub></p>",
    }[how]
    return how, "body", markup


def css_hidden(text: str, rng: random.Random) -> Placed:
    how = rng.choice(CSS_HIDING)
    t = escape(text)
    raw = plant_safe(text)
    markup = {
        "iframe_fallback": (
            '<iframe src="about:blank" title="map" width="0" height="0" '
            f'style="border:0">{raw}</iframe>'
        ),
        "style_comment": f"<style>\n.tiles {{ gap: 4px; }}\n/* {raw} */\n</style>",
        "svg_defs_text": (
            '<svg width="180" height="18" aria-hidden="true"><defs>'
            f'<text id="lbl" x="0" y="14">{t}</text></defs></svg>'
        ),
        "clip_polygon": f'<div style="clip-path:polygon(0 0,0 0,0 0)">{t}</div>',
        "contain_strict": f'<div style="contain:strict">{t}</div>',
        "keyframes_fade": (
            "<style>@keyframes gone{to{opacity:0}}</style>"
            f'<div style="animation:gone 0s forwards">{t}</div>'
        ),
    }[how]
    return how, "body", markup


def comment(text: str, rng: random.Random) -> Placed:
    how = rng.choice(COMMENTS)
    raw = plant_safe(text)
    markup = {
        "jekyll_include": f"<!-- begin _includes/notice.html -->\n<!-- {raw} -->",
        "wix_section": f"<!-- wix section comp-lq7x2 | {raw} -->",
        "magento_cms_block": f'<!-- CMS block "footer_notice" (store 1): {raw} -->',
        "prettier_ignore": f"<!-- prettier-ignore-start -->\n<!-- {raw} -->\n"
        "<!-- prettier-ignore-end -->",
        "cookiebot_note": f"<!-- Cookiebot banner, note: {raw} -->",
        "litespeed_cache": f"<!-- Page optimized by LiteSpeed Cache. {raw} -->",
    }[how]
    return how, rng.choice(("head", "body")), markup


def attribute(text: str, rng: random.Random) -> Placed:
    how = rng.choice(ATTRIBUTES)
    a = escape(text, quote=True)
    markup = {
        "data-sub-html": f'<p><a href="/gallery/1.jpg" data-sub-html="{a}">Gallery</a></p>',
        "data-typed-items": f'<p>We make <span class="typed" data-typed-items="{a}"></span></p>',
        "data-hint": f'<p>Prices <span class="hint--top" data-hint="{a}">(?)</span></p>',
        "data-title": f'<p><a href="/img/2.jpg" data-lightbox="set" data-title="{a}">Photo</a></p>',
        "data-lity-desc": f'<p><a href="/video" data-lity data-lity-desc="{a}">Watch</a></p>',
        "data-ga-label": (
            f'<p><button type="button" data-ga-category="cta" data-ga-label="{a}">Go</button></p>'
        ),
    }[how]
    return how, "body", markup


def meta(text: str, rng: random.Random) -> Placed:
    name = rng.choice(METAS)
    key = "property" if ":" in name else "name"
    return name, "head", f'<meta {key}="{name}" content="{escape(text, quote=True)}">'


def structured(text: str, rng: random.Random, site: str) -> Placed:
    kind = rng.choice(LD_KINDS)
    data = {"@context": "https://schema.org", "@type": kind, "name": site, LD_FIELD[kind]: text}
    block = json.dumps(data, ensure_ascii=rng.random() < 0.3).replace("</", "<\\/")
    return kind, "head", f'<script type="application/ld+json">{block}</script>'
