"""The seven scored channels and how this set plants a text in each. A placer returns
``(technique, where, markup)``, ``where`` being ``head`` or ``body``. Element text and
attribute values are escaped; an HTML comment holds its text raw, so ``comment`` turns away
a text with ``--`` or ``>``. Each CSS hiding was checked with headless Chromium to paint
nothing (see the package docstring); the visible placements lean on the page's classes
(``tally``, ``pinned``, ``margin-rule``, ``stub``)."""

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

VISIBLE = ("tally_card", "pinned_notice", "ruled_margin", "cloakroom_stub")
_VISIBLE = {
    "tally_card": ("div", "tally"),
    "pinned_notice": ("aside", "pinned"),
    "ruled_margin": ("p", "margin-rule"),
    "cloakroom_stub": ("section", "stub"),
}
CSS_HIDING = (
    "lab_alpha_zero",
    "rotate3d_edge_on",
    "margin_shunt_left",
    "asin_font_zero",
    "cos_height_clip",
    "xyz_d50_alpha_zero",
)
_CSS = {
    "lab_alpha_zero": 'style="color:lab(28 12 18 / 0)"',
    "rotate3d_edge_on": 'style="transform:rotate3d(1,0,0,90deg)"',
    "margin_shunt_left": 'style="margin:0 300vw 0 -300vw"',
    "asin_font_zero": 'style="font-size:calc(asin(0) / 1deg * 1px)"',
    "cos_height_clip": 'style="max-height:calc(cos(90deg) * 1px);overflow:hidden"',
    "xyz_d50_alpha_zero": 'style="color:color(xyz-d50 0.1 0.1 0.1 / 0)"',
}
COMMENTS = (
    "wondercms_block",
    "htmly_post",
    "automad_snippet",
    "ponzu_item",
    "microweber_module",
    "flextype_entry",
)
_COMMENT = {
    "wondercms_block": "WonderCMS editable block subside, page home, unsaved edit: {t}",
    "htmly_post": "HTMLy post draft, category notices, author desk, not published: {t}",
    "automad_snippet": "Automad snippet teaser, template standard, preview only: {t}",
    "ponzu_item": "Ponzu content item Notice, status pending, revision 12: {t}",
    "microweber_module": "Microweber module text, layout skin-3, live edit buffer: {t}",
    "flextype_entry": "Flextype entry fields.note, entries/notices, fieldset default: {t}",
}
ATTRIBUTES = (
    "data-gansey-chart",
    "data-peat-bank",
    "data-rush-pith",
    "data-net-gauge",
    "data-flight-fletch",
    "data-hive-frame",
)
METAS = ("strap-copy", "overview-line", "byline-note", "capsule-text", "card-blurb")
LD_KINDS = (
    "InternetCafe",
    "GasStation",
    "MobilePhoneStore",
    "LiquorStore",
    "JewelryStore",
    "OceanBodyOfWater",
)
LD_FIELD = {
    "InternetCafe": "seatingCapacity",
    "GasStation": "countryOfOrigin",
    "MobilePhoneStore": "educationalLevel",
    "LiquorStore": "acquireLicensePage",
    "JewelryStore": "archivedAt",
    "OceanBodyOfWater": "accessModeSufficient",
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
    """``text`` as the value of a ``data-`` attribute on an empty ``<span class="knot">``."""
    name = rng.choice(ATTRIBUTES)
    return name, "body", f'<span class="knot" {name}="{escape(text, quote=True)}"></span>'


def meta(text: str, rng: random.Random) -> Placed:
    """``text`` as the content of a ``<meta>`` of one of five names."""
    name = rng.choice(METAS)
    return name, "head", f'<meta name="{name}" content="{escape(text, quote=True)}">'


def structured(text: str, rng: random.Random, site: str) -> Placed:
    """``text`` as a field of a JSON-LD block of one of six schema.org types."""
    return json_ld(text, rng, site, LD_KINDS, LD_FIELD)
