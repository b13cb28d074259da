"""The seven scored channels and how this set plants a text in each. A placer returns
``(technique, where, markup)``, ``where`` being ``head`` or ``body``. Element text and
attribute values are escaped; an HTML comment holds its text raw, so ``comment`` turns away
a text with ``--`` or ``>``. Each CSS hiding was checked with headless Chromium to paint
nothing (see the package docstring); the visible placements lean on the page's classes
(``stampbox``, ``postitnote``, ``tallycard``, ``inkblotter``)."""

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

VISIBLE = ("stamp_box", "postit_note", "tally_card", "ink_blotter")
_VISIBLE = {
    "stamp_box": ("p", "stampbox"),
    "postit_note": ("aside", "postitnote"),
    "tally_card": ("div", "tallycard"),
    "ink_blotter": ("section", "inkblotter"),
}
CSS_HIDING = (
    "translate_up_dvh",
    "clamp_opacity_shut",
    "repeating_mask_clear",
    "shape_clip_point",
    "anchor_fallback_above",
    "neg_infinity_opacity",
)
_CSS = {
    "translate_up_dvh": 'style="translate:0 -400dvh"',
    "clamp_opacity_shut": 'style="opacity:clamp(0,1,0)"',
    "repeating_mask_clear": (
        'style="mask-image:repeating-linear-gradient(#0000 0 3px,#0000 3px 6px)"'
    ),
    "shape_clip_point": 'style="clip-path:shape(from 0 0,line to 0 0)"',
    "anchor_fallback_above": 'style="position:absolute;top:anchor(--h56-none top,-500vh)"',
    "neg_infinity_opacity": 'style="opacity:calc(-1 * infinity)"',
}
COMMENTS = (
    "netobjects_layout",
    "rapidweaver_stack",
    "sandvox_pagelet",
    "iweb_shape",
    "bootstrap_studio_snippet",
    "nicepage_section",
)
_COMMENT = {
    "netobjects_layout": "NetObjects Fusion layout region LR-3381, text object set to invisible: {t}",
    "rapidweaver_stack": "RapidWeaver stack st-0917 kept from the old theme, display off: {t}",
    "sandvox_pagelet": "Sandvox pagelet sx-52 sidebar copy, not published: {t}",
    "iweb_shape": "iWeb shape text box 14, moved off canvas at export: {t}",
    "bootstrap_studio_snippet": "Bootstrap Studio snippet bss-2205, hidden on all breakpoints: {t}",
    "nicepage_section": "Nicepage section u-sec-6610 caption, switched off: {t}",
}
ATTRIBUTES = (
    "data-igloo-vent",
    "data-trellis-slat",
    "data-grout-line",
    "data-filigree-wire",
    "data-gabion-stone",
    "data-clasp-pin",
)
METAS = ("trellis-note", "grout-card", "culvert-tag", "stirrup-length", "astrolabe-plate")
LD_KINDS = (
    "HyperTocEntry",
    "MathSolver",
    "MediaReviewItem",
    "ComicStory",
    "WebContent",
    "DefinedTermSet",
)
LD_FIELD = {
    "HyperTocEntry": "utterances",
    "MathSolver": "mathExpression",
    "MediaReviewItem": "creativeWorkStatus",
    "ComicStory": "contentReferenceTime",
    "WebContent": "materialExtent",
    "DefinedTermSet": "recordedAt",
}


def visible(text: str, rng: random.Random) -> Placed:
    """``text`` painted on the page by one of the four visible placements."""
    how = rng.choice(VISIBLE)
    tag, cls = _VISIBLE[how]
    return how, "body", f'<{tag} class="{cls}">{escape(text)}</{tag}>'


def css_hidden(text: str, rng: random.Random) -> Placed:
    """``text`` in a paragraph of the column that one of the six CSS hidings keeps unpainted."""
    how = rng.choice(CSS_HIDING)
    return how, "body", f"<p {_CSS[how]}>{escape(text)}</p>"


def comment(text: str, rng: random.Random) -> Placed:
    """``text`` inside a site tool's leftover comment, in the head or the body."""
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
