"""The seven scored channels and how this set plants a text in each. A placer returns
``(technique, where, markup)``, ``where`` being ``head`` or ``body``. Element text and
attribute values are escaped; an HTML comment holds its text raw, so ``comment`` turns away
a text with ``--`` or ``>``. Each CSS hiding was checked with headless Chromium to paint
nothing (see the package docstring); the visible placements lean on the page's classes
(``scallop``, ``crayon``, ``gummed``, ``linocut``)."""

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

VISIBLE = ("scalloped_card", "crayon_box", "gummed_label", "linocut_panel")
_VISIBLE = {
    "scalloped_card": ("div", "scallop"),
    "crayon_box": ("aside", "crayon"),
    "gummed_label": ("p", "gummed"),
    "linocut_panel": ("section", "linocut"),
}
CSS_HIDING = (
    "negative_z_under_card",
    "evenodd_twin_polygon",
    "scale_prop_round_zero",
    "max_height_round_to_zero",
    "progress_opacity_start",
    "sign_complement_opacity",
)
_CSS = {
    "negative_z_under_card": 'style="position:relative;z-index:-1"',
    "evenodd_twin_polygon": (
        'style="clip-path:polygon(evenodd,0 0,100% 0,100% 100%,0 100%,0 0,100% 0,100% 100%,0 100%)"'
    ),
    "scale_prop_round_zero": 'style="scale:round(0.4, 1)"',
    "max_height_round_to_zero": ('style="max-height:round(to-zero, 0.8px, 1px);overflow:hidden"'),
    "progress_opacity_start": 'style="opacity:progress(2px, 2px, 10px)"',
    "sign_complement_opacity": 'style="opacity:calc(1 - sign(5))"',
}
COMMENTS = (
    "cosmic_object",
    "ametys_page",
    "croogo_node",
    "piranha_block",
    "getsimple_component",
    "cmsms_global_block",
)
_COMMENT = {
    "cosmic_object": "Cosmic object type notices, slug winter-hours, status draft: {t}",
    "ametys_page": "Ametys page zone default, service text, workspace live, unpublished: {t}",
    "croogo_node": "Croogo node 418, type page, promoted no, revision 3: {t}",
    "piranha_block": "Piranha CMS block HtmlBlock, region Body, sort order 2: {t}",
    "getsimple_component": "GetSimple component sidebar-extra, edited by admin: {t}",
    "cmsms_global_block": "CMS Made Simple global content block footer_note, inactive: {t}",
}
ATTRIBUTES = (
    "data-flax-stook",
    "data-comb-blank",
    "data-kipper-rail",
    "data-fuller-earth",
    "data-rennet-vat",
    "data-sally-grip",
)
METAS = ("epigraph", "summary-sentence", "card-caption", "feature-hook", "intro-snippet")
LD_KINDS = (
    "VacationRental",
    "CampingPitch",
    "RadioStation",
    "HealthClub",
    "TheaterGroup",
    "FurnitureStore",
)
LD_FIELD = {
    "VacationRental": "numberOfRooms",
    "CampingPitch": "checkoutTime",
    "RadioStation": "longitude",
    "HealthClub": "permittedUsage",
    "TheaterGroup": "diversityStaffingReport",
    "FurnitureStore": "occupancy",
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
    """``text`` as the value of a ``data-`` attribute on an empty ``<b class="nib">``."""
    name = rng.choice(ATTRIBUTES)
    return name, "body", f'<b class="nib" {name}="{escape(text, quote=True)}"></b>'


def meta(text: str, rng: random.Random) -> Placed:
    """``text`` as the content of a ``<meta>`` of one of five names."""
    name = rng.choice(METAS)
    return name, "head", f'<meta name="{name}" content="{escape(text, quote=True)}">'


def structured(text: str, rng: random.Random, site: str) -> Placed:
    """``text`` as a field of a JSON-LD block of one of six schema.org types."""
    return json_ld(text, rng, site, LD_KINDS, LD_FIELD)
