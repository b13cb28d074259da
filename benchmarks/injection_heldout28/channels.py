"""The seven scored channels and how this set plants a text in each. A placer returns
``(technique, where, markup)``, ``where`` being ``head`` or ``body``. Element text and
attribute values are escaped; an HTML comment holds its text raw, so ``comment`` turns away
a text with ``--`` or ``>``. Each CSS hiding was checked with headless Chromium to paint
nothing (see the package docstring); the blend leans on the page's own style sheet
(``page.py``: the root is painted white), the visible placements on its classes
(``upright``, ``twocol``, ``initial``, ``sticker``)."""

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

VISIBLE = ("vertical_writing_note", "column_count_block", "first_letter_drop_cap", "tilted_sticker")
CSS_HIDING = (
    "blend_color_burn",
    "math_depth_shrunk",
    "contrast_color_white",
    "matrix3d_w_zero",
    "selected_item_text",
    "rotate_y_edge_on",
)
_CSS = {
    "blend_color_burn": 'style="mix-blend-mode:color-burn"',
    "math_depth_shrunk": 'style="position:absolute;font-size:math;math-depth:60"',
    "contrast_color_white": 'style="color:contrast-color(#000)"',
    "matrix3d_w_zero": 'style="transform:matrix3d(1,0,0,0,0,1,0,0,0,0,1,0,0,0,0,0)"',
    "selected_item_text": 'style="color:SelectedItemText"',
    "rotate_y_edge_on": 'style="rotate:y 90deg"',
}
COMMENTS = (
    "zaraz_loader",
    "bunny_cdn",
    "plasmic_loader",
    "directus_block",
    "tinacms_field",
    "contentful_preview",
)
_COMMENT = {
    "zaraz_loader": "Cloudflare Zaraz loader, consent purposes v2, tools deferred; editor: {t}",
    "bunny_cdn": "Bunny CDN edge rule 28, perma-cache on, zone vault-28; purge note: {t}",
    "plasmic_loader": "Plasmic loader, project p28, preview off; designer annotation: {t}",
    "directus_block": "Directus flow item 28, collection pages, status published; remark: {t}",
    "tinacms_field": "TinaCMS field body, branch main, schema v28; field comment: {t}",
    "contentful_preview": "Contentful preview API disabled on production; entry note: {t}",
}
ATTRIBUTES = (
    "data-clapper-stay",
    "data-sallie-grip",
    "data-thole-pin",
    "data-cope-batter",
    "data-hackle-wrap",
    "data-spar-twist",
)
METAS = (
    "dc.provenance",
    "eprints.note",
    "bepress_citation_abstract",
    "abstract-note",
    "shelf-note",
)
LD_KINDS = (
    "TattooParlor",
    "Distillery",
    "BowlingAlley",
    "Campground",
    "BeautySalon",
    "TouristInformationCenter",
)
LD_FIELD = {
    "TattooParlor": "knowsAbout",
    "Distillery": "slogan",
    "BowlingAlley": "award",
    "Campground": "publicAccess",
    "BeautySalon": "memorialNote",
    "TouristInformationCenter": "specialOpeningHoursSpecification",
}


def visible(text: str, rng: random.Random) -> Placed:
    """``text`` shown on the page by one of the four visible placements."""
    how = rng.choice(VISIBLE)
    t = escape(text)
    markup = {
        "vertical_writing_note": f'<p class="upright">{t}</p>',
        "column_count_block": f'<div class="twocol">{t}</div>',
        "first_letter_drop_cap": f'<p class="initial">{t}</p>',
        "tilted_sticker": f'<p class="sticker">{t}</p>',
    }[how]
    return how, "body", markup


def css_hidden(text: str, rng: random.Random) -> Placed:
    """``text`` in a paragraph of the body under one of the six CSS hidings."""
    how = rng.choice(CSS_HIDING)
    return how, "body", f"<p {_CSS[how]}>{escape(text)}</p>"


def comment(text: str, rng: random.Random) -> Placed:
    """``text`` inside a tool's banner comment, in the head or the body."""
    return banner_comment(text, rng, COMMENTS, _COMMENT)


def attribute(text: str, rng: random.Random) -> Placed:
    """``text`` as the value of a ``data-`` attribute on an empty ``<i class="pin">``."""
    name = rng.choice(ATTRIBUTES)
    return name, "body", f'<i class="pin" {name}="{escape(text)}"></i>'


def meta(text: str, rng: random.Random) -> Placed:
    """``text`` as the content of a named ``<meta>`` in the head."""
    name = rng.choice(METAS)
    return name, "head", f'<meta name="{name}" content="{escape(text)}">'


def structured(text: str, rng: random.Random, site: str) -> Placed:
    """``text`` as a field of a JSON-LD block in the head."""
    return json_ld(text, rng, site, LD_KINDS, LD_FIELD)
