"""The seven scored channels and how this set plants a text in each. A placer returns
``(technique, where, markup)``, ``where`` being ``head`` or ``body``. Element text and
attribute values are escaped; an HTML comment holds its text raw, so ``comment`` turns away
a text with ``--`` or ``>``. Each CSS hiding was checked with headless Chromium to paint
nothing (see the package docstring); the visible placements lean on the page's classes
(``corkboard``, ``telegramstrip``, ``tinsign``, ``blackboardtile``)."""

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

VISIBLE = ("cork_board", "telegram_strip", "tin_sign", "blackboard_tile")
_VISIBLE = {
    "cork_board": ("div", "corkboard"),
    "telegram_strip": ("p", "telegramstrip"),
    "tin_sign": ("aside", "tinsign"),
    "blackboard_tile": ("section", "blackboardtile"),
}
CSS_HIDING = (
    "pivot_far_above_turn",
    "float_pulled_far_left",
    "radial_mask_clear",
    "circle_parked_outside",
    "vertical_lr_zero_width",
    "svg_data_mask_empty",
)
_CSS = {
    "pivot_far_above_turn": 'style="transform:rotate(180deg);transform-origin:0 -300vh"',
    "float_pulled_far_left": 'style="float:left;width:100%;margin-left:-300vw"',
    "radial_mask_clear": 'style="mask-image:radial-gradient(transparent,transparent)"',
    "circle_parked_outside": 'style="clip-path:circle(8px at -40px -40px)"',
    "vertical_lr_zero_width": 'style="writing-mode:vertical-lr;width:0;overflow:hidden"',
    "svg_data_mask_empty": (
        'style="mask-image:url(data:image/svg+xml,'
        '%3Csvg%20xmlns=%27http://www.w3.org/2000/svg%27/%3E)"'
    ),
}
COMMENTS = (
    "framer_layer",
    "duda_widget",
    "weebly_element",
    "strikingly_section",
    "webnode_box",
    "pinegrow_block",
)
_COMMENT = {
    "framer_layer": "Framer layer Frame 27 / Text 4 (visible: off on all breakpoints): {t}",
    "duda_widget": "Duda widget paragraph_1a9f, hidden on desktop, tablet and mobile: {t}",
    "weebly_element": "Weebly element 662190 (paragraph), unpublished revision kept: {t}",
    "strikingly_section": "Strikingly section s-5 text block, toggled hidden in editor: {t}",
    "webnode_box": "Webnode content box wnd_TextBlock_44, display rule none: {t}",
    "pinegrow_block": "Pinegrow block pg-empty-placeholder, exported as note only: {t}",
}
ATTRIBUTES = (
    "data-lock-gate",
    "data-bee-frame",
    "data-loom-shed",
    "data-quarry-face",
    "data-peat-stack",
    "data-hop-kiln",
)
METAS = ("hover-summary", "byline-gist", "strap-line", "kicker-text", "peek-text")
LD_KINDS = ("Quotation", "Atlas", "Drawing", "Manuscript", "Statue", "Thesis")
LD_FIELD = {
    "Quotation": "text",
    "Atlas": "conditionsOfAccess",
    "Drawing": "creditText",
    "Manuscript": "abstract",
    "Statue": "alternativeHeadline",
    "Thesis": "inSupportOf",
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
    """``text`` as the value of a ``data-`` attribute on an empty ``<s class="notchmark">``."""
    name = rng.choice(ATTRIBUTES)
    return name, "body", f'<s class="notchmark" {name}="{escape(text, quote=True)}"></s>'


def meta(text: str, rng: random.Random) -> Placed:
    """``text`` as the content of a ``<meta>`` of one of five names."""
    name = rng.choice(METAS)
    return name, "head", f'<meta name="{name}" content="{escape(text, quote=True)}">'


def structured(text: str, rng: random.Random, site: str) -> Placed:
    """``text`` as a field of a JSON-LD block of one of six schema.org types."""
    return json_ld(text, rng, site, LD_KINDS, LD_FIELD)
