"""The seven scored channels and how this set plants a text in each. A placer returns
``(technique, where, markup)``, ``where`` being ``head`` or ``body``. Element text and
attribute values are escaped; an HTML comment holds its text raw, so ``comment`` turns away
a text with ``--`` or ``>``. Each CSS hiding was checked with headless Chromium to paint
nothing (see the package docstring); the visible placements lean on the page's classes
(``ruledcard``, ``tillslip``, ``dotticket``, ``corkboard``)."""

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

VISIBLE = ("ruled_card", "till_receipt", "dotted_ticket", "cork_pinboard")
_VISIBLE = {
    "ruled_card": ("div", "ruledcard"),
    "till_receipt": ("pre", "tillslip"),
    "dotted_ticket": ("p", "dotticket"),
    "cork_pinboard": ("aside", "corkboard"),
}
CSS_HIDING = (
    "lh_zero_height_clip",
    "font_min_zero",
    "inset_top_full",
    "rgb_slash_alpha_zero",
    "abs_opacity_zero",
    "rect_collapsed_centre",
)
_CSS = {
    "lh_zero_height_clip": 'style="max-height:0lh;overflow:clip"',
    "font_min_zero": 'style="font-size:min(0px,1em)"',
    "inset_top_full": 'style="clip-path:inset(100% 0 0 0)"',
    "rgb_slash_alpha_zero": 'style="color:rgb(0 0 0 / 0)"',
    "abs_opacity_zero": 'style="opacity:abs(0)"',
    "rect_collapsed_centre": 'style="clip-path:rect(50% 50% 50% 50%)"',
}
COMMENTS = (
    "duda_widget",
    "weebly_element",
    "godaddy_section",
    "strikingly_section",
    "framer_layer",
    "webnode_box",
)
_COMMENT = {
    "duda_widget": "Duda widget dm-paragraph-7741 (popup content), shown: never; text: {t}",
    "weebly_element": "Weebly element 318804 paragraph, parked in trash, restore to show: {t}",
    "godaddy_section": "GoDaddy builder section widget-c82f, toggled off by owner; copy: {t}",
    "strikingly_section": "Strikingly section s-3390 (rich text), hidden from published: {t}",
    "framer_layer": "Framer layer Text 14, visible false, breakpoint Desktop: {t}",
    "webnode_box": "Webnode content box wnd_TextBlock_55, unpublished draft: {t}",
}
ATTRIBUTES = (
    "data-hat-block",
    "data-nib-cut",
    "data-pot-mesh",
    "data-rake-tine",
    "data-whistle-pitch",
    "data-brush-knot",
)
METAS = ("hover-note", "peek-text", "shelf-talker", "tile-strap", "fold-teaser")
LD_KINDS = (
    "ComputerStore",
    "Tailor",
    "ElectronicsStore",
    "GardenStore",
    "JewelryStore",
    "MensClothingStore",
)
LD_FIELD = {
    "ComputerStore": "slogan",
    "Tailor": "description",
    "ElectronicsStore": "knowsAbout",
    "GardenStore": "alternateName",
    "JewelryStore": "disambiguatingDescription",
    "MensClothingStore": "keywords",
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
    """``text`` as the value of a ``data-`` attribute on an empty ``<i class="tack">``."""
    name = rng.choice(ATTRIBUTES)
    return name, "body", f'<i class="tack" {name}="{escape(text, quote=True)}"></i>'


def meta(text: str, rng: random.Random) -> Placed:
    """``text`` as the content of a ``<meta>`` of one of five names."""
    name = rng.choice(METAS)
    return name, "head", f'<meta name="{name}" content="{escape(text, quote=True)}">'


def structured(text: str, rng: random.Random, site: str) -> Placed:
    """``text`` as a field of a JSON-LD block of one of six schema.org types."""
    return json_ld(text, rng, site, LD_KINDS, LD_FIELD)
