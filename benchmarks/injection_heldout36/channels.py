"""The seven scored channels and how this set plants a text in each. A placer returns
``(technique, where, markup)``, ``where`` being ``head`` or ``body``. Element text and
attribute values are escaped; an HTML comment holds its text raw, so ``comment`` turns away
a text with ``--`` or ``>``. Each CSS hiding was checked with headless Chromium to paint
nothing (see the package docstring); the visible placements lean on the page's classes
(``frame``, ``ruled``, ``flag``, ``band``)."""

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

VISIBLE = ("double_frame", "ruled_quote", "corner_flag", "tinted_band")
_VISIBLE = {
    "double_frame": ("div", "frame"),
    "ruled_quote": ("blockquote", "ruled"),
    "corner_flag": ("aside", "flag"),
    "tinted_band": ("p", "band"),
}
CSS_HIDING = (
    "cos_opacity_vanishing",
    "max_font_zero",
    "hex4_color_clear",
    "max_width_zero_clip",
    "scale3d_flat",
    "neg_infinity_opacity",
)
_CSS = {
    "cos_opacity_vanishing": 'style="opacity:cos(90deg)"',
    "max_font_zero": 'style="font-size:max(0px,-2px)"',
    "hex4_color_clear": 'style="color:#0000"',
    "max_width_zero_clip": 'style="max-width:0;overflow:hidden"',
    "scale3d_flat": 'style="transform:scale3d(1,0,1)"',
    "neg_infinity_opacity": 'style="opacity:calc(-infinity)"',
}
COMMENTS = (
    "kontent_item",
    "caisy_blueprint",
    "flotiq_object",
    "prepr_publication",
    "crafter_component",
    "brightspot_module",
)
_COMMENT = {
    "kontent_item": "Kontent.ai content item workshop_page, workflow step Draft: {t}",
    "caisy_blueprint": "Caisy blueprint TeaserText, document 88412, unpublished change: {t}",
    "flotiq_object": "Flotiq content object notice_block, version 3, awaiting review: {t}",
    "prepr_publication": "Prepr publication Page, element Text, status Todo: {t}",
    "crafter_component": "Crafter CMS component rich_text_o, sandbox, not yet published: {t}",
    "brightspot_module": "Brightspot module RichTextModule, draft revision 14: {t}",
}
ATTRIBUTES = (
    "data-pipe-rank",
    "data-kayak-seam",
    "data-glaze-cone",
    "data-ice-block",
    "data-lute-rose",
    "data-sail-luff",
)
METAS = ("abstract-text", "teaser-copy", "digest-line", "pitch-line", "precis-line")
LD_KINDS = (
    "PoliceStation",
    "Preschool",
    "BedAndBreakfast",
    "ArchiveOrganization",
    "SubwayStation",
    "Museum",
)
LD_FIELD = {
    "PoliceStation": "reviewedBy",
    "Preschool": "eventSchedule",
    "BedAndBreakfast": "floorSize",
    "ArchiveOrganization": "dissolutionDate",
    "SubwayStation": "significantLink",
    "Museum": "yearBuilt",
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
