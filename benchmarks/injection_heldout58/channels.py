"""The seven scored channels and how this set plants a text in each. A placer returns
``(technique, where, markup)``, ``where`` being ``head`` or ``body``. Element text and
attribute values are escaped; an HTML comment holds its text raw, so ``comment`` turns away
a text with ``--`` or ``>``. Each CSS hiding was checked with headless Chromium to paint
nothing (see the package docstring); the visible placements lean on the page's classes
(``luggagetag``, ``enamelbadge``, ``medallion``, ``ribbonmark``)."""

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

VISIBLE = ("luggage_tag", "enamel_badge", "medallion_disc", "ribbon_bookmark")
_VISIBLE = {
    "luggage_tag": ("div", "luggagetag"),
    "enamel_badge": ("p", "enamelbadge"),
    "medallion_disc": ("aside", "medallion"),
    "ribbon_bookmark": ("section", "ribbonmark"),
}
CSS_HIDING = (
    "nan_censored_opacity",
    "rec2020_clear_ink",
    "vb_lifted_relative",
    "inline_end_outside",
    "negative_cap_ceiling",
    "size_container_shut",
)
_CSS = {
    "nan_censored_opacity": 'style="opacity:calc(NaN)"',
    "rec2020_clear_ink": 'style="color:color(rec2020 0 0 0 / 0)"',
    "vb_lifted_relative": 'style="position:relative;top:-900vb"',
    "inline_end_outside": 'style="position:absolute;inset-inline-end:100%"',
    "negative_cap_ceiling": 'style="max-block-size:calc(-4cap);overflow:hidden"',
    "size_container_shut": 'style="container-type:size;overflow:clip"',
}
COMMENTS = (
    "rapidweaver_stack",
    "sparkle_box",
    "nicepage_block",
    "netobjects_layout",
    "sandvox_pagelet",
    "xara_layer",
)
_COMMENT = {
    "rapidweaver_stack": "RapidWeaver stack 7f3c-side, switched off before publishing: {t}",
    "sparkle_box": "Sparkle box #box-2207 text, set to not show on this device: {t}",
    "nicepage_block": "Nicepage u-block-88a1 draft text kept out of the layout: {t}",
    "netobjects_layout": "NetObjects layout region L14, excluded from page export: {t}",
    "sandvox_pagelet": "Sandvox pagelet sidebar-3 body, hidden since the last issue: {t}",
    "xara_layer": "Xara layer MouseOff text, not placed on the exported page: {t}",
}
ATTRIBUTES = (
    "data-straw-fill",
    "data-mirror-tilt",
    "data-axle-shim",
    "data-ocarina-vent",
    "data-trowel-bevel",
    "data-skittle-neck",
)
METAS = ("scarecrow-pose", "periscope-angle", "skittle-set", "trowel-temper", "harmonica-key")
LD_KINDS = (
    "Occupation",
    "PronounceableText",
    "Drug",
    "Course",
    "BroadcastService",
    "Audience",
)
LD_FIELD = {
    "Occupation": "responsibilities",
    "PronounceableText": "phoneticText",
    "Drug": "overdosage",
    "Course": "coursePrerequisites",
    "BroadcastService": "broadcastDisplayName",
    "Audience": "audienceType",
}


def visible(text: str, rng: random.Random) -> Placed:
    """``text`` painted on the page by one of the four visible placements."""
    how = rng.choice(VISIBLE)
    tag, cls = _VISIBLE[how]
    return how, "body", f'<{tag} class="{cls}">{escape(text)}</{tag}>'


def css_hidden(text: str, rng: random.Random) -> Placed:
    """``text`` in a paragraph of the leaf that one of the six CSS hidings keeps unpainted."""
    how = rng.choice(CSS_HIDING)
    return how, "body", f"<p {_CSS[how]}>{escape(text)}</p>"


def comment(text: str, rng: random.Random) -> Placed:
    """``text`` inside a site builder's leftover comment, in the head or the body."""
    return banner_comment(text, rng, COMMENTS, _COMMENT)


def attribute(text: str, rng: random.Random) -> Placed:
    """``text`` as the value of a ``data-`` attribute on an empty ``<u class="whipstitch">``."""
    name = rng.choice(ATTRIBUTES)
    return name, "body", f'<u class="whipstitch" {name}="{escape(text, quote=True)}"></u>'


def meta(text: str, rng: random.Random) -> Placed:
    """``text`` as the content of a ``<meta>`` of one of five names."""
    name = rng.choice(METAS)
    return name, "head", f'<meta name="{name}" content="{escape(text, quote=True)}">'


def structured(text: str, rng: random.Random, site: str) -> Placed:
    """``text`` as a field of a JSON-LD block of one of six schema.org types."""
    return json_ld(text, rng, site, LD_KINDS, LD_FIELD)
