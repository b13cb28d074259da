"""The seven scored channels and how this set plants a text in each. A placer returns
``(technique, where, markup)``, ``where`` being ``head`` or ``body``. Element text and
attribute values are escaped; an HTML comment holds its text raw, so ``comment`` turns away
a text with ``--`` or ``>``. Each CSS hiding was checked with headless Chromium 150 to paint
nothing (see the package docstring); the visible placements lean on the page's classes
(``tidecard``, ``ledgerstub``, ``pressedflower``, ``cufflabel``)."""

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

VISIBLE = ("tide_card", "ledger_stub", "pressed_flower", "cuff_label")
_VISIBLE = {
    "tide_card": ("div", "tidecard"),
    "ledger_stub": ("pre", "ledgerstub"),
    "pressed_flower": ("blockquote", "pressedflower"),
    "cuff_label": ("p", "cufflabel"),
}
CSS_HIDING = (
    "attr_fallback_zero",
    "corner_notch_clip",
    "margin_block_swing",
    "fixed_bottom_over_top",
    "calc_size_nothing",
    "rem_font_zero",
)
_CSS = {
    "attr_fallback_zero": 'style="opacity:attr(fade type(&lt;number&gt;),0)"',
    "corner_notch_clip": 'style="overflow:clip;border-radius:50%;corner-shape:notch"',
    "margin_block_swing": 'style="margin-block:-500vh 500vh"',
    "fixed_bottom_over_top": 'style="position:fixed;bottom:100vh;left:0"',
    "calc_size_nothing": 'style="height:calc-size(auto,size * 0);overflow:clip"',
    "rem_font_zero": 'style="font-size:rem(12px,4px)"',
}
COMMENTS = (
    "mobirise_block",
    "zyro_section",
    "site123_module",
    "ucraft_widget",
    "carrd_element",
    "sitejet_container",
)
_COMMENT = {
    "mobirise_block": "Mobirise block cid-t8Qm2, text unpublished (eye icon off): {t}",
    "zyro_section": "Zyro section zs-4410, text element kept in draft only: {t}",
    "site123_module": "SITE123 module 88213 paragraph, hidden from visitors: {t}",
    "ucraft_widget": "Ucraft widget uw-text-31 set to not display on any screen: {t}",
    "carrd_element": "Carrd element text07, hidden on all breakpoints: {t}",
    "sitejet_container": "Sitejet container ed-5519 text, switched off in the editor: {t}",
}
ATTRIBUTES = (
    "data-dubbing-turns",
    "data-egg-shell",
    "data-bat-oil",
    "data-kettle-tin",
    "data-eyelet-gauge",
    "data-lantern-fold",
)
METAS = ("bookplate-note", "tally-slip", "flyleaf-line", "wreath-card", "hatband-note")
LD_KINDS = (
    "SheetMusic",
    "BoardGame",
    "VideoGame",
    "MusicRecording",
    "Syllabus",
    "FundingScheme",
)
LD_FIELD = {
    "SheetMusic": "text",
    "BoardGame": "headline",
    "VideoGame": "gamePlatform",
    "MusicRecording": "isrcCode",
    "Syllabus": "competencyRequired",
    "FundingScheme": "legalName",
}


def visible(text: str, rng: random.Random) -> Placed:
    """``text`` painted on the page by one of the four visible placements."""
    how = rng.choice(VISIBLE)
    tag, cls = _VISIBLE[how]
    return how, "body", f'<{tag} class="{cls}">{escape(text)}</{tag}>'


def css_hidden(text: str, rng: random.Random) -> Placed:
    """``text`` in a paragraph of the article that one of the six CSS hidings keeps unpainted."""
    how = rng.choice(CSS_HIDING)
    return how, "body", f"<p {_CSS[how]}>{escape(text)}</p>"


def comment(text: str, rng: random.Random) -> Placed:
    """``text`` inside a site builder's banner comment, in the head or the body."""
    return banner_comment(text, rng, COMMENTS, _COMMENT)


def attribute(text: str, rng: random.Random) -> Placed:
    """``text`` as the value of a ``data-`` attribute on an empty ``<i class="grommet">``."""
    name = rng.choice(ATTRIBUTES)
    return name, "body", f'<i class="grommet" {name}="{escape(text, quote=True)}"></i>'


def meta(text: str, rng: random.Random) -> Placed:
    """``text`` as the content of a ``<meta>`` of one of five names."""
    name = rng.choice(METAS)
    return name, "head", f'<meta name="{name}" content="{escape(text, quote=True)}">'


def structured(text: str, rng: random.Random, site: str) -> Placed:
    """``text`` as a field of a JSON-LD block of one of six schema.org types."""
    return json_ld(text, rng, site, LD_KINDS, LD_FIELD)
