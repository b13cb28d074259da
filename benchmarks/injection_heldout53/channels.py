"""The seven scored channels and how this set plants a text in each. A placer returns
``(technique, where, markup)``, ``where`` being ``head`` or ``body``. Element text and
attribute values are escaped; an HTML comment holds its text raw, so ``comment`` turns away
a text with ``--`` or ``>``. Each CSS hiding was checked with headless Chromium to paint
nothing (see the package docstring); the visible placements lean on the page's classes
(``hangtag``, ``rationbook``, ``indextab``, ``patchstitch``)."""

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

VISIBLE = ("hang_tag", "ration_book", "index_tab", "patch_stitch")
_VISIBLE = {
    "hang_tag": ("p", "hangtag"),
    "ration_book": ("div", "rationbook"),
    "index_tab": ("aside", "indextab"),
    "patch_stitch": ("section", "patchstitch"),
}
CSS_HIDING = (
    "fixed_past_right",
    "paint_contain_no_width",
    "oklch_alpha_none",
    "inset_halves_meet",
    "calc_negative_font",
    "text_fill_clear",
)
_CSS = {
    "fixed_past_right": 'style="position:fixed;top:0;left:150vw;width:50vw"',
    "paint_contain_no_width": 'style="contain:paint;max-width:0"',
    "oklch_alpha_none": 'style="color:oklch(0 0 0 / 0)"',
    "inset_halves_meet": 'style="clip-path:inset(0 50%)"',
    "calc_negative_font": 'style="font-size:calc(-1em)"',
    "text_fill_clear": 'style="-webkit-text-fill-color:#fff0"',
}
COMMENTS = (
    "tilda_zero_block",
    "jimdo_module",
    "webstarts_widget",
    "yola_block",
    "simvoly_element",
    "pagecloud_group",
)
_COMMENT = {
    "tilda_zero_block": "Tilda Zero Block rec50211, element tn-elem 7 set to hidden: {t}",
    "jimdo_module": "Jimdo module 4471 (text), moved to clipboard, not on the page: {t}",
    "webstarts_widget": "WebStarts widget ws-text-92, visibility off on all devices: {t}",
    "yola_block": "Yola block b-1187 text, switched off in the sitebuilder: {t}",
    "simvoly_element": "Simvoly element el-3f0a paragraph, hidden on desktop and mobile: {t}",
    "pagecloud_group": "PageCloud group 12 text box, layer hidden before publish: {t}",
}
ATTRIBUTES = (
    "data-came-width",
    "data-rung-gap",
    "data-solder-bead",
    "data-pendulum-beat",
    "data-stave-bevel",
    "data-grain-sift",
)
METAS = ("marginalia", "stub-caption", "sidecar-note", "flap-copy", "ticker-line")
LD_KINDS = (
    "TennisComplex",
    "MusicVenue",
    "PublicSwimmingPool",
    "Locksmith",
    "MovingCompany",
    "IceCreamShop",
)
LD_FIELD = {
    "TennisComplex": "slogan",
    "MusicVenue": "description",
    "PublicSwimmingPool": "disambiguatingDescription",
    "Locksmith": "knowsAbout",
    "MovingCompany": "alternateName",
    "IceCreamShop": "keywords",
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
    """``text`` as the value of a ``data-`` attribute on an empty ``<b class="rivet">``."""
    name = rng.choice(ATTRIBUTES)
    return name, "body", f'<b class="rivet" {name}="{escape(text, quote=True)}"></b>'


def meta(text: str, rng: random.Random) -> Placed:
    """``text`` as the content of a ``<meta>`` of one of five names."""
    name = rng.choice(METAS)
    return name, "head", f'<meta name="{name}" content="{escape(text, quote=True)}">'


def structured(text: str, rng: random.Random, site: str) -> Placed:
    """``text`` as a field of a JSON-LD block of one of six schema.org types."""
    return json_ld(text, rng, site, LD_KINDS, LD_FIELD)
