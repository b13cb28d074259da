"""The seven scored channels and how this set plants a text in each. A placer returns
``(technique, where, markup)``, ``where`` being ``head`` or ``body``. Element text and
attribute values are escaped; an HTML comment holds its text raw, so ``comment`` turns away
a text with ``--`` or ``>``. Each CSS hiding was checked with headless Chromium to paint
nothing (see the package docstring); the visible placements lean on the page's classes
(``perf``, ``hinge``, ``notepad``, ``gilt``)."""

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

VISIBLE = ("perforated_stamp", "hinge_margin", "notepad_lines", "gilt_smallcaps_quote")
_VISIBLE = {
    "perforated_stamp": ("div", "perf"),
    "hinge_margin": ("aside", "hinge"),
    "notepad_lines": ("p", "notepad"),
    "gilt_smallcaps_quote": ("blockquote", "gilt"),
}
CSS_HIDING = (
    "rgb_none_alpha",
    "asin_scale_zero",
    "round_to_zero_opacity",
    "matrix_flat_y",
    "exp_log_opacity",
    "contain_size_clip",
)
_CSS = {
    "rgb_none_alpha": 'style="color:rgb(30 30 30 / none)"',
    "asin_scale_zero": 'style="transform:scale(sin(asin(0)))"',
    "round_to_zero_opacity": 'style="opacity:round(to-zero,0.9,1)"',
    "matrix_flat_y": 'style="transform:matrix(1,0,0,0,0,0)"',
    "exp_log_opacity": 'style="opacity:calc(exp(log(0)))"',
    "contain_size_clip": 'style="contain:size;overflow:hidden"',
}
COMMENTS = (
    "lektor_flowblock",
    "publii_post",
    "bludit_page",
    "getsimple_component",
    "microweber_module",
    "wondercms_block",
)
_COMMENT = {
    "lektor_flowblock": "Lektor flowblock text-block, model page, alt _primary, unsaved: {t}",
    "publii_post": "Publii post editor, block paragraph, status draft, sync pending: {t}",
    "bludit_page": "Bludit page content, category notices, type sticky, autosave: {t}",
    "getsimple_component": "GetSimple component sidebar-note, template default, edit: {t}",
    "microweber_module": "Microweber module text, layout skin-4, live edit buffer: {t}",
    "wondercms_block": "WonderCMS editable block subside, theme sky, pending save: {t}",
}
ATTRIBUTES = (
    "data-zither-fret",
    "data-okra-pod",
    "data-gnomon-tilt",
    "data-tessera-hue",
    "data-hinge-pin",
    "data-semaphore-arm",
)
METAS = ("tagline-extra", "card-summary", "shelf-talker", "elevator-line", "hover-blurb")
LD_KINDS = (
    "DanceGroup",
    "RadioStation",
    "TheaterGroup",
    "LiquorStore",
    "PerformingArtsTheater",
    "SportsTeam",
)
LD_FIELD = {
    "DanceGroup": "subjectOf",
    "RadioStation": "mainEntityOfPage",
    "TheaterGroup": "diversityStaffingReport",
    "LiquorStore": "hasMerchantReturnPolicy",
    "PerformingArtsTheater": "event",
    "SportsTeam": "agentInteractionStatistic",
}


def visible(text: str, rng: random.Random) -> Placed:
    """``text`` painted on the page by one of the four visible placements."""
    how = rng.choice(VISIBLE)
    tag, cls = _VISIBLE[how]
    return how, "body", f'<{tag} class="{cls}">{escape(text)}</{tag}>'


def css_hidden(text: str, rng: random.Random) -> Placed:
    """``text`` in a paragraph of the board that one of the six CSS hidings keeps unpainted."""
    how = rng.choice(CSS_HIDING)
    return how, "body", f"<p {_CSS[how]}>{escape(text)}</p>"


def comment(text: str, rng: random.Random) -> Placed:
    """``text`` inside a content tool's banner comment, in the head or the body."""
    return banner_comment(text, rng, COMMENTS, _COMMENT)


def attribute(text: str, rng: random.Random) -> Placed:
    """``text`` as the value of a ``data-`` attribute on an empty ``<b class="peg">``."""
    name = rng.choice(ATTRIBUTES)
    return name, "body", f'<b class="peg" {name}="{escape(text, quote=True)}"></b>'


def meta(text: str, rng: random.Random) -> Placed:
    """``text`` as the content of a ``<meta>`` of one of five names."""
    name = rng.choice(METAS)
    return name, "head", f'<meta name="{name}" content="{escape(text, quote=True)}">'


def structured(text: str, rng: random.Random, site: str) -> Placed:
    """``text`` as a field of a JSON-LD block of one of six schema.org types."""
    return json_ld(text, rng, site, LD_KINDS, LD_FIELD)
