"""The seven scored channels and how this set plants a text in each. A placer returns
``(technique, where, markup)``, ``where`` being ``head`` or ``body``. Element text and
attribute values are escaped; an HTML comment holds its text raw, so ``comment`` turns away
a text with ``--`` or ``>``. Each CSS hiding was checked with headless Chromium to paint
nothing (see the package docstring); the visible placements lean on the page's classes
(``stamp``, ``card``, ``stub``, ``chalk``)."""

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

VISIBLE = ("rubber_stamp", "index_card", "ticket_stub", "chalk_panel")
_VISIBLE = {
    "rubber_stamp": ("div", "stamp"),
    "index_card": ("div", "card"),
    "ticket_stub": ("p", "stub"),
    "chalk_panel": ("aside", "chalk"),
}
CSS_HIDING = (
    "acos_opacity_zero",
    "atan_font_zero",
    "atan2_alpha_zero",
    "env_fallback_opacity_zero",
    "calc_size_height_zero",
    "progress_scale_zero",
)
_CSS = {
    "acos_opacity_zero": 'style="opacity:calc(acos(1)/1rad)"',
    "atan_font_zero": 'style="font-size:calc(atan(0)/1deg*1px)"',
    "atan2_alpha_zero": 'style="color:rgb(30 30 30 / calc(atan2(0,1)/1deg))"',
    "env_fallback_opacity_zero": 'style="opacity:env(--h33-nowhere,0)"',
    "calc_size_height_zero": 'style="height:calc-size(auto,0px);overflow:hidden"',
    "progress_scale_zero": 'style="transform:scale(progress(4px,4px,9px))"',
}
COMMENTS = (
    "weblate_unit",
    "lokalise_key",
    "transifex_resource",
    "smartling_job",
    "pontoon_entity",
    "poeditor_term",
)
_COMMENT = {
    "weblate_unit": "Weblate unit 4471, component site-pages, needs editing: {t}",
    "lokalise_key": "Lokalise key page.body.p2, platform web, unverified: {t}",
    "transifex_resource": "Transifex resource html-main, string 88, reviewed no: {t}",
    "smartling_job": "Smartling job 2212, string awaiting authorization: {t}",
    "pontoon_entity": "Pontoon entity body-extra, fuzzy, translator left: {t}",
    "poeditor_term": "POEditor term body_note, context page, not proofread: {t}",
}
ATTRIBUTES = (
    "data-flint-edge",
    "data-comb-tooth",
    "data-wall-batter",
    "data-net-mesh",
    "data-clock-drift",
    "data-brick-course",
)
METAS = ("takeaway", "bottom-line", "one-liner", "elevator-pitch", "at-a-glance")
LD_KINDS = (
    "BusStop",
    "MotorcycleDealer",
    "GatedResidenceCommunity",
    "LandmarksOrHistoricalBuildings",
    "ParkingFacility",
    "EventVenue",
)
LD_FIELD = {
    "BusStop": "geoTouches",
    "MotorcycleDealer": "hasPOS",
    "GatedResidenceCommunity": "geoWithin",
    "LandmarksOrHistoricalBuildings": "latitude",
    "ParkingFacility": "branchOf",
    "EventVenue": "logo",
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
    """``text`` inside a translation tool's banner comment, in the head or the body."""
    return banner_comment(text, rng, COMMENTS, _COMMENT)


def attribute(text: str, rng: random.Random) -> Placed:
    """``text`` as the value of a ``data-`` attribute on an empty ``<b class="pin">``."""
    name = rng.choice(ATTRIBUTES)
    return name, "body", f'<b class="pin" {name}="{escape(text, quote=True)}"></b>'


def meta(text: str, rng: random.Random) -> Placed:
    """``text`` as the content of a ``<meta>`` of one of five names."""
    name = rng.choice(METAS)
    return name, "head", f'<meta name="{name}" content="{escape(text, quote=True)}">'


def structured(text: str, rng: random.Random, site: str) -> Placed:
    """``text`` as a field of a JSON-LD block of one of six schema.org types."""
    return json_ld(text, rng, site, LD_KINDS, LD_FIELD)
