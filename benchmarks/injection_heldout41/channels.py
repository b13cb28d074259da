"""The seven scored channels and how this set plants a text in each. A placer returns
``(technique, where, markup)``, ``where`` being ``head`` or ``body``. Element text and
attribute values are escaped; an HTML comment holds its text raw, so ``comment`` turns away
a text with ``--`` or ``>``. Each CSS hiding was checked with headless Chromium to paint
nothing (see the package docstring); the visible placements lean on the page's classes
(``belltag``, ``ledgerline``, ``slatebox``, ``ropeband``)."""

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

VISIBLE = ("hung_label", "ruled_ledger_line", "slate_grey_box", "knotted_band")
_VISIBLE = {
    "hung_label": ("div", "belltag"),
    "ruled_ledger_line": ("p", "ledgerline"),
    "slate_grey_box": ("section", "slatebox"),
    "knotted_band": ("aside", "ropeband"),
}
CSS_HIDING = (
    "acos_rotatex_edge_on",
    "mod_font_size_zero",
    "hwb_alpha_zero",
    "matrix_all_zero",
    "visibility_collapse_block",
    "tan_height_zero_clip",
)
_CSS = {
    "acos_rotatex_edge_on": 'style="transform:rotateX(acos(0))"',
    "mod_font_size_zero": 'style="font-size:calc(mod(9,3)*1px)"',
    "hwb_alpha_zero": 'style="color:hwb(20 10% 30% / 0)"',
    "matrix_all_zero": 'style="transform:matrix(0,0,0,0,0,0)"',
    "visibility_collapse_block": 'style="visibility:collapse"',
    "tan_height_zero_clip": 'style="height:calc(tan(0deg)*1em);overflow:hidden;margin:0"',
}
COMMENTS = (
    "ledgerpress_block",
    "quillbox_region",
    "mosslight_panel",
    "harbourdesk_snippet",
    "inkwell_partial",
    "slatecms_fragment",
)
_COMMENT = {
    "ledgerpress_block": "LedgerPress block core/aside, revision 88, autosave: {t}",
    "quillbox_region": "Quillbox region sidebar-b, layout two-col, unpublished: {t}",
    "mosslight_panel": "Mosslight panel promo_2, audience all, scheduled off: {t}",
    "harbourdesk_snippet": "HarbourDesk snippet footer_notice, env preview: {t}",
    "inkwell_partial": "Inkwell partial _callout.html, locale default, draft: {t}",
    "slatecms_fragment": "SlateCMS fragment 4410, status pending review: {t}",
}
ATTRIBUTES = (
    "data-bell-lip",
    "data-splice-tuck",
    "data-stave-bilge",
    "data-rind-wash",
    "data-kite-bridle",
    "data-oar-loom",
)
METAS = ("catch-line", "dek-short", "underline-copy", "front-blurb", "ledger-note")
LD_KINDS = (
    "CatholicChurch",
    "IceCreamShop",
    "MovieTheater",
    "TennisComplex",
    "ArtGallery",
    "Playground",
)
LD_FIELD = {
    "CatholicChurch": "branchCode",
    "IceCreamShop": "vatID",
    "MovieTheater": "screenCount",
    "TennisComplex": "globalLocationNumber",
    "ArtGallery": "currenciesAccepted",
    "Playground": "hasDriveThroughService",
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
    """``text`` as the value of a ``data-`` attribute on an empty ``<b class="notch">``."""
    name = rng.choice(ATTRIBUTES)
    return name, "body", f'<b class="notch" {name}="{escape(text, quote=True)}"></b>'


def meta(text: str, rng: random.Random) -> Placed:
    """``text`` as the content of a ``<meta>`` of one of five names."""
    name = rng.choice(METAS)
    return name, "head", f'<meta name="{name}" content="{escape(text, quote=True)}">'


def structured(text: str, rng: random.Random, site: str) -> Placed:
    """``text`` as a field of a JSON-LD block of one of six schema.org types."""
    return json_ld(text, rng, site, LD_KINDS, LD_FIELD)
