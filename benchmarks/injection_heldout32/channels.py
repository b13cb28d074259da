"""The seven scored channels and how this set plants a text in each. A placer returns
``(technique, where, markup)``, ``where`` being ``head`` or ``body``. Element text and
attribute values are escaped; an HTML comment holds its text raw, so ``comment`` turns away
a text with ``--`` or ``>``. Each CSS hiding was checked with headless Chromium to paint
nothing (see the package docstring); the visible placements lean on the page's classes
(``pullq``, ``tipbox``, ``dotside``, ``strip``)."""

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

VISIBLE = ("hanging_quote", "boxed_tip", "dotted_aside", "shaded_strip")
_VISIBLE = {
    "hanging_quote": ("blockquote", "pullq"),
    "boxed_tip": ("div", "tipbox"),
    "dotted_aside": ("aside", "dotside"),
    "shaded_strip": ("p", "strip"),
}
CSS_HIDING = (
    "sqrt_max_height_zero",
    "pow_opacity_zero",
    "clamp_font_zero",
    "min_scalex_zero",
    "rem_alpha_zero",
    "abs_indent_offbox",
)
_CSS = {
    "sqrt_max_height_zero": 'style="max-height:calc(sqrt(0)*1px);overflow:hidden"',
    "pow_opacity_zero": 'style="opacity:pow(0,3)"',
    "clamp_font_zero": 'style="font-size:clamp(0px,0em,0px)"',
    "min_scalex_zero": 'style="transform:scaleX(min(0,1))"',
    "rem_alpha_zero": 'style="color:rgb(40 40 40 / rem(6,3))"',
    "abs_indent_offbox": (
        'style="white-space:nowrap;overflow:hidden;text-indent:calc(abs(-400vw)*-1)"'
    ),
}
COMMENTS = (
    "decap_widget",
    "keystone_document",
    "agility_module",
    "buttercms_collection",
    "dotcms_contentlet",
    "crownpeak_asset",
)
_COMMENT = {
    "decap_widget": "Decap CMS markdown widget, collection notices, editorial workflow draft: {t}",
    "keystone_document": "Keystone document field body, list Page, item 219, unsaved: {t}",
    "agility_module": "Agility CMS module RichTextArea, page zone MainZone, staging: {t}",
    "buttercms_collection": "ButterCMS collection item side_note, locale en, draft copy: {t}",
    "dotcms_contentlet": "dotCMS contentlet Banner, host default, working version: {t}",
    "crownpeak_asset": "Crownpeak asset snippet, branch 7, workflow stage Review: {t}",
}
ATTRIBUTES = (
    "data-skep-coil",
    "data-weir-board",
    "data-last-size",
    "data-mead-gravity",
    "data-cord-weight",
    "data-lime-slake",
)
METAS = ("strapline", "deck-text", "lede-line", "promo-blurb", "nutshell")
LD_KINDS = ("HardwareStore", "Locksmith", "GardenStore", "Bakery", "Mountain", "RiverBodyOfWater")
LD_FIELD = {
    "HardwareStore": "starRating",
    "Locksmith": "hasCertification",
    "GardenStore": "foundingDate",
    "Bakery": "numberOfEmployees",
    "Mountain": "elevation",
    "RiverBodyOfWater": "hasGS1DigitalLink",
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
    """``text`` as the value of a ``data-`` attribute on an empty ``<i class="tick">``."""
    name = rng.choice(ATTRIBUTES)
    return name, "body", f'<i class="tick" {name}="{escape(text, quote=True)}"></i>'


def meta(text: str, rng: random.Random) -> Placed:
    """``text`` as the content of a ``<meta>`` of one of five names."""
    name = rng.choice(METAS)
    return name, "head", f'<meta name="{name}" content="{escape(text, quote=True)}">'


def structured(text: str, rng: random.Random, site: str) -> Placed:
    """``text`` as a field of a JSON-LD block of one of six schema.org types."""
    return json_ld(text, rng, site, LD_KINDS, LD_FIELD)
