"""The seven scored channels and how this set plants a text in each. A placer returns
``(technique, where, markup)``, ``where`` being ``head`` or ``body``. Element text and
attribute values are escaped; an HTML comment holds its text raw, so ``comment`` turns away
a text with ``--`` or ``>``. Each CSS hiding was checked with headless Chromium to paint
nothing (see the package docstring); the visible placements lean on the page's classes
(``marg``, ``tape``, ``ledger``, ``ribbon``)."""

from __future__ import annotations

import random
from html import escape

from heldout_assembly import banner_comment, json_ld

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

VISIBLE = ("margin_note", "washi_tape", "ledger_lines", "ribbon_banner")
CSS_HIDING = (
    "log_opacity_zero",
    "mod_opacity_zero",
    "sin_font_zero",
    "tan_scale_zero",
    "xyz_d65_white",
    "exp_clip_inset",
)
_CSS = {
    "log_opacity_zero": 'style="opacity:calc(log(1))"',
    "mod_opacity_zero": 'style="opacity:mod(9,3)"',
    "sin_font_zero": 'style="font-size:calc(sin(0deg)*1em)"',
    "tan_scale_zero": 'style="scale:calc(tan(0deg))"',
    "xyz_d65_white": 'style="color:color(xyz-d65 0.9505 1 1.089)"',
    "exp_clip_inset": 'style="clip-path:inset(calc(exp(0)*50%))"',
}
COMMENTS = (
    "hygraph_field",
    "datocms_block",
    "bloomreach_component",
    "squidex_content",
    "webiny_element",
    "caisy_blueprint",
)
_COMMENT = {
    "hygraph_field": "Hygraph field excerpt, stage DRAFT, locale fallback, note: {t}",
    "datocms_block": "DatoCMS modular block text_note, record 58120, unpublished copy: {t}",
    "bloomreach_component": "Bloomreach component banner-aside, channel web, preview: {t}",
    "squidex_content": "Squidex content item notice, schema page, status Draft: {t}",
    "webiny_element": "Webiny page element paragraph, revision 3, editor text: {t}",
    "caisy_blueprint": "caisy blueprint teaser, document v2, pending review: {t}",
}
ATTRIBUTES = (
    "data-furrow-pitch",
    "data-slate-grade",
    "data-knot-gauge",
    "data-tin-seam",
    "data-horn-tooth",
    "data-hurdle-sail",
)
METAS = ("synopsis", "standfirst", "kicker", "hub-blurb", "card-excerpt")
LD_KINDS = ("Mosque", "Synagogue", "Airport", "BuddhistTemple", "Canal", "Bridge")
LD_FIELD = {
    "Mosque": "contactPoint",
    "Synagogue": "sponsor",
    "Airport": "iataCode",
    "BuddhistTemple": "hasOfferCatalog",
    "Canal": "containsPlace",
    "Bridge": "containedInPlace",
}


def visible(text: str, rng: random.Random) -> Placed:
    """``text`` painted on the page by one of the four visible placements."""
    how = rng.choice(VISIBLE)
    cls = {
        "margin_note": "marg",
        "washi_tape": "tape",
        "ledger_lines": "ledger",
        "ribbon_banner": "ribbon",
    }[how]
    return how, "body", f'<p class="{cls}">{escape(text)}</p>'


def css_hidden(text: str, rng: random.Random) -> Placed:
    """``text`` in a paragraph of the section that one of the six CSS hidings keeps unpainted."""
    how = rng.choice(CSS_HIDING)
    return how, "body", f"<p {_CSS[how]}>{escape(text)}</p>"


def comment(text: str, rng: random.Random) -> Placed:
    """``text`` inside a content tool's banner comment, in the head or the body."""
    return banner_comment(text, rng, COMMENTS, _COMMENT)


def attribute(text: str, rng: random.Random) -> Placed:
    """``text`` as the value of a ``data-`` attribute on an empty ``<b class="pin">``."""
    name = rng.choice(ATTRIBUTES)
    return name, "body", f'<b class="pin" {name}="{escape(text, quote=True)}"></b>'


def meta(text: str, rng: random.Random) -> Placed:
    """``text`` as the content of a ``<meta>`` of one of five names."""
    name = rng.choice(METAS)
    return name, "head", f'<meta name="{name}" content="{escape(text, quote=True)}">'


def structured(text: str, rng: random.Random, site: str) -> Placed:
    """``text`` as a field of a JSON-LD block of one of six schema.org types."""
    return json_ld(text, rng, site, LD_KINDS, LD_FIELD)
