"""The seven scored channels and how this set plants a text in each. A placer returns
``(technique, where, markup)``, ``where`` being ``head`` or ``body``. Element text and
attribute values are escaped; an HTML comment holds its text raw, so ``comment`` turns away
a text with ``--`` or ``>``. Each CSS hiding was checked with headless Chromium to paint
nothing (see the package docstring); the visible placements lean on the page's classes
(``divtab``, ``quire``, ``sepiaband``, ``hooked``)."""

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

VISIBLE = ("divtab_aside", "quire_box", "sepia_band", "hooked_rule")
_VISIBLE = {
    "divtab_aside": ("aside", "divtab"),
    "quire_box": ("div", "quire"),
    "sepia_band": ("p", "sepiaband"),
    "hooked_rule": ("p", "hooked"),
}
CSS_HIDING = (
    "hypot_opacity_zero",
    "inline_size_zero_clip",
    "hsl_alpha_zero",
    "exp_opacity_vanishing",
    "padding_start_offbox",
    "block_size_lh_zero",
)
_CSS = {
    "hypot_opacity_zero": 'style="opacity:hypot(0)"',
    "inline_size_zero_clip": 'style="inline-size:0;overflow:hidden"',
    "hsl_alpha_zero": 'style="color:hsl(200 40% 20% / 0)"',
    "exp_opacity_vanishing": 'style="opacity:exp(-40)"',
    "padding_start_offbox": 'style="padding-inline-start:100vw;overflow:hidden"',
    "block_size_lh_zero": 'style="block-size:0lh;overflow:hidden"',
}
COMMENTS = (
    "cockpit_singleton",
    "apostrophe_area",
    "plone_tile",
    "ibexa_block",
    "optimizely_block",
    "concrete_area",
)
_COMMENT = {
    "cockpit_singleton": "Cockpit CMS singleton sitenotes, field body, unpublished: {t}",
    "apostrophe_area": "Apostrophe CMS area main, widget rich-text, draft mode: {t}",
    "plone_tile": "Plone tile plone.app.standardtiles.html, layout default, private: {t}",
    "ibexa_block": "Ibexa DXP page block text, zone first, version 4 draft: {t}",
    "optimizely_block": "Optimizely CMS block TeaserBlock, content area Main, not published: {t}",
    "concrete_area": "Concrete CMS area Main, block Content, pending approval: {t}",
}
ATTRIBUTES = (
    "data-bell-tone",
    "data-indigo-dip",
    "data-quince-set",
    "data-rope-lay",
    "data-organ-rank",
    "data-felt-weight",
)
METAS = ("hookline", "summary-line", "tagline-two", "blurb-short", "dek-line")
LD_KINDS = (
    "CityHall",
    "PostOffice",
    "OutletStore",
    "VeterinaryCare",
    "SeaBodyOfWater",
    "MusicVenue",
)
LD_FIELD = {
    "CityHall": "department",
    "PostOffice": "taxID",
    "OutletStore": "owns",
    "VeterinaryCare": "isicV4",
    "SeaBodyOfWater": "tourBookingPage",
    "MusicVenue": "openingHours",
}


def visible(text: str, rng: random.Random) -> Placed:
    """``text`` painted on the page by one of the four visible placements."""
    how = rng.choice(VISIBLE)
    tag, cls = _VISIBLE[how]
    return how, "body", f'<{tag} class="{cls}">{escape(text)}</{tag}>'


def css_hidden(text: str, rng: random.Random) -> Placed:
    """``text`` in a paragraph of the content that one of the six CSS hidings keeps unpainted."""
    how = rng.choice(CSS_HIDING)
    return how, "body", f"<p {_CSS[how]}>{escape(text)}</p>"


def comment(text: str, rng: random.Random) -> Placed:
    """``text`` inside a content tool's banner comment, in the head or the body."""
    return banner_comment(text, rng, COMMENTS, _COMMENT)


def attribute(text: str, rng: random.Random) -> Placed:
    """``text`` as the value of a ``data-`` attribute on an empty ``<b class="pip">``."""
    name = rng.choice(ATTRIBUTES)
    return name, "body", f'<b class="pip" {name}="{escape(text, quote=True)}"></b>'


def meta(text: str, rng: random.Random) -> Placed:
    """``text`` as the content of a ``<meta>`` of one of five names."""
    name = rng.choice(METAS)
    return name, "head", f'<meta name="{name}" content="{escape(text, quote=True)}">'


def structured(text: str, rng: random.Random, site: str) -> Placed:
    """``text`` as a field of a JSON-LD block of one of six schema.org types."""
    return json_ld(text, rng, site, LD_KINDS, LD_FIELD)
