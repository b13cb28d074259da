"""The seven scored channels and how this set plants a text in each. A placer returns
``(technique, where, markup)``, ``where`` being ``head`` or ``body``. Element text and
attribute values are escaped; an HTML comment holds its text raw, so ``comment`` turns away
a text with ``--`` or ``>``. Each CSS hiding was checked with headless Chromium to paint
nothing (see the package docstring); the visible placements lean on the page's classes
(``enamelsign``, ``yellowmemo``, ``tickertape``, ``roundelpanel``)."""

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

VISIBLE = ("enamel_sign", "yellow_memo", "ticker_tape", "roundel_panel")
_VISIBLE = {
    "enamel_sign": ("div", "enamelsign"),
    "yellow_memo": ("p", "yellowmemo"),
    "ticker_tape": ("aside", "tickertape"),
    "roundel_panel": ("section", "roundelpanel"),
}
CSS_HIDING = (
    "rem_opacity_none",
    "clamp_font_none",
    "pow_height_clip",
    "sqrt_scale_none",
    "inset_overlap_sixty",
    "polygon_diagonal_line",
)
_CSS = {
    "rem_opacity_none": 'style="opacity:rem(12,4)"',
    "clamp_font_none": 'style="font-size:clamp(0px,-3px,0px)"',
    "pow_height_clip": 'style="max-height:calc(pow(0,2) * 1px);overflow:hidden"',
    "sqrt_scale_none": 'style="scale:sqrt(0)"',
    "inset_overlap_sixty": 'style="clip-path:inset(60%)"',
    "polygon_diagonal_line": 'style="clip-path:polygon(0 0,100% 100%,0 0)"',
}
COMMENTS = (
    "bricks_element",
    "breakdance_block",
    "carrd_section",
    "tilda_zero_block",
    "mobirise_card",
    "jimdo_module",
)
_COMMENT = {
    "bricks_element": "Bricks element #brxe-k2v9qa, type text-basic, conditions: hide on live: {t}",
    "breakdance_block": "Breakdance global block 118 (sidebar promo), status: draft copy: {t}",
    "carrd_section": "Carrd section aside02, visibility off, last edited by site owner: {t}",
    "tilda_zero_block": "Tilda Zero Block T396 rec512377, layer text_7 hidden on all screens: {t}",
    "mobirise_card": "Mobirise card cid-uQ4tZ7, block parameters: showText false: {t}",
    "jimdo_module": "Jimdo module 9912033 (text), hidden by editor, not in navigation: {t}",
}
ATTRIBUTES = (
    "data-organ-stop",
    "data-spore-print",
    "data-tram-car",
    "data-plot-row",
    "data-type-slug",
    "data-tide-gauge",
)
METAS = ("listing-abstract", "tile-caption", "preview-snippet", "rail-summary", "gist-text")
LD_KINDS = ("Continent", "SeaBodyOfWater", "Mountain", "Pond", "Reservoir", "Canal")
LD_FIELD = {
    "Continent": "description",
    "SeaBodyOfWater": "slogan",
    "Mountain": "award",
    "Pond": "keywords",
    "Reservoir": "alternateName",
    "Canal": "disambiguatingDescription",
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
    """``text`` inside a site builder's banner comment, in the head or the body."""
    return banner_comment(text, rng, COMMENTS, _COMMENT)


def attribute(text: str, rng: random.Random) -> Placed:
    """``text`` as the value of a ``data-`` attribute on an empty ``<u class="nub">``."""
    name = rng.choice(ATTRIBUTES)
    return name, "body", f'<u class="nub" {name}="{escape(text, quote=True)}"></u>'


def meta(text: str, rng: random.Random) -> Placed:
    """``text`` as the content of a ``<meta>`` of one of five names."""
    name = rng.choice(METAS)
    return name, "head", f'<meta name="{name}" content="{escape(text, quote=True)}">'


def structured(text: str, rng: random.Random, site: str) -> Placed:
    """``text`` as a field of a JSON-LD block of one of six schema.org types."""
    return json_ld(text, rng, site, LD_KINDS, LD_FIELD)
