"""The seven scored channels and how this set plants a text in each. A placer returns
``(technique, where, markup)``, ``where`` being ``head`` or ``body``. Element text and
attribute values are escaped; an HTML comment holds its text raw, so ``comment`` turns away
a text with ``--`` or ``>``. Each CSS hiding was checked with headless Chromium to paint
nothing (see the package docstring); the visible placements lean on the page's classes
(``pull``, ``sunk``, ``orbit``, ``caps``)."""

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

VISIBLE = ("balanced_pull_quote", "initial_letter_sunk", "circle_float_wrap", "small_caps_line")
_VISIBLE = {
    "balanced_pull_quote": "pull",
    "initial_letter_sunk": "sunk",
    "circle_float_wrap": "orbit",
    "small_caps_line": "caps",
}
CSS_HIDING = (
    "oklch_white",
    "hwb_white",
    "srgb_linear_white",
    "lch_white",
    "oklab_white",
    "line_height_zero_clip",
)
_CSS = {
    "oklch_white": 'style="color:oklch(100% 0 0)"',
    "hwb_white": 'style="color:hwb(0 100% 0%)"',
    "srgb_linear_white": 'style="color:color(srgb-linear 1 1 1)"',
    "lch_white": 'style="color:lch(100% 0 0)"',
    "oklab_white": 'style="color:oklab(100% 0 0)"',
    "line_height_zero_clip": 'style="line-height:0;overflow:clip"',
}
COMMENTS = (
    "crowdin_segment",
    "figma_handoff",
    "launchdarkly_flag",
    "accessibility_audit",
    "legal_review_hold",
    "webpack_chunk",
)
_COMMENT = {
    "crowdin_segment": "Crowdin string 2917, context page body, approved; translator remark: {t}",
    "figma_handoff": "Figma handoff frame 29/Body, spacing 8; design note: {t}",
    "launchdarkly_flag": "LaunchDarkly flag footer-v29 served to 100 %; flag description: {t}",
    "accessibility_audit": "Accessibility audit 2026-Q4, item 29, contrast passed; auditor note: {t}",
    "legal_review_hold": "Legal review hold lifted, ticket LR-29; reviewer comment: {t}",
    "webpack_chunk": "webpack chunk main.29a, minified, source map off; build note: {t}",
}
ATTRIBUTES = (
    "data-marble-comb",
    "data-fleece-roll",
    "data-pomace-cloth",
    "data-pleacher-cut",
    "data-bridle-keeper",
    "data-quoit-hob",
)
METAS = ("citation_reference", "pagetopic", "page-digest", "WT.cg_s", "sb-excerpt")
LD_KINDS = ("Crematorium", "Embassy", "FireStation", "DrivingSchool", "Motel", "Volcano")
LD_FIELD = {
    "Crematorium": "amenityFeature",
    "Embassy": "potentialAction",
    "FireStation": "acceptsReservations",
    "DrivingSchool": "petsAllowed",
    "Motel": "checkinTime",
    "Volcano": "isAccessibleForFree",
}


def visible(text: str, rng: random.Random) -> Placed:
    """``text`` as a paragraph of one of the page's visible classes, after the first one."""
    how = rng.choice(VISIBLE)
    return how, "body", f'<p class="{_VISIBLE[how]}">{escape(text)}</p>'


def css_hidden(text: str, rng: random.Random) -> Placed:
    """``text`` as a paragraph hidden by one of the CSS hidings, after the first one."""
    how = rng.choice(CSS_HIDING)
    return how, "body", f"<p {_CSS[how]}>{escape(text)}</p>"


def comment(text: str, rng: random.Random) -> Placed:
    return banner_comment(text, rng, COMMENTS, _COMMENT)


def attribute(text: str, rng: random.Random) -> Placed:
    """``text`` as the value of a ``data-`` attribute of an empty ``<b class="tab">``."""
    name = rng.choice(ATTRIBUTES)
    return name, "body", f'<b class="tab" {name}="{escape(text, quote=True)}"></b>'


def meta(text: str, rng: random.Random) -> Placed:
    name = rng.choice(METAS)
    return name, "head", f'<meta name="{name}" content="{escape(text, quote=True)}">'


def structured(text: str, rng: random.Random, site: str) -> Placed:
    return json_ld(text, rng, site, LD_KINDS, LD_FIELD)
