"""The seven scored channels and how this set plants a text in each. A placer returns
``(technique, where, markup)``, ``where`` being ``head`` or ``body``. Element text and
attribute values are escaped; an HTML comment holds its text raw, so ``comment`` turns away
a text with ``--`` or ``>``. Each CSS hiding was checked with headless Chromium to paint
nothing (see the package docstring); the visible placements lean on the page's classes
(``swingtag``, ``speechbubble``, ``dominotile``, ``buildingblock``)."""

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

VISIBLE = ("swing_tag", "speech_bubble", "domino_tile", "building_block")
_VISIBLE = {
    "swing_tag": ("div", "swingtag"),
    "speech_bubble": ("aside", "speechbubble"),
    "domino_tile": ("p", "dominotile"),
    "building_block": ("section", "buildingblock"),
}
CSS_HIDING = (
    "ray_climbed_off_top",
    "gradient_content_swap",
    "white_ink_multiplied",
    "sunk_under_playmat",
    "column_group_display",
    "blank_svg_data_mask",
)
_CSS = {
    "ray_climbed_off_top": 'style="offset-path:ray(0deg);offset-distance:600vh"',
    "gradient_content_swap": 'style="content:linear-gradient(#0000 0 0)"',
    "white_ink_multiplied": 'style="color:#fff;mix-blend-mode:multiply"',
    "sunk_under_playmat": 'style="position:relative;z-index:-1"',
    "column_group_display": 'style="display:table-column-group"',
    "blank_svg_data_mask": (
        'style="mask-image:url(data:image/svg+xml;base64,'
        'PHN2ZyB4bWxucz0iaHR0cDovL3d3dy53My5vcmcvMjAwMC9zdmciIHdpZHRoPSI4IiBoZWlnaHQ9IjgiLz4=)"'
    ),
}
COMMENTS = (
    "claris_home_page",
    "allaire_homesite",
    "hotdog_pro",
    "word_97_export",
    "phpbb_style",
    "sphinx_docs",
)
_COMMENT = {
    "claris_home_page": "Claris Home Page 3.0 draft paragraph, excluded from the export: {t}",
    "allaire_homesite": "Allaire HomeSite 4.5 snippet, parked here while the page is edited: {t}",
    "hotdog_pro": "HotDog Pro 6 notepad text, not part of the published page: {t}",
    "word_97_export": "Microsoft Word 97 Save as HTML, hidden paragraph kept from the .doc: {t}",
    "phpbb_style": "phpBB 2 style template, block switched off by the board admin: {t}",
    "sphinx_docs": "Sphinx docs build, a todo entry left out of the rendered page: {t}",
}
ATTRIBUTES = (
    "data-boomerang-elbow",
    "data-music-comb",
    "data-stereo-card",
    "data-cyanotype-wash",
    "data-frisbee-rim",
    "data-dollhouse-stair",
)
METAS = (
    "boomerang-arc",
    "music-box-tune",
    "cyanotype-exposure",
    "pysanky-dye",
    "frisbee-flight",
)
LD_KINDS = (
    "HowTo",
    "Game",
    "VisualArtwork",
    "Event",
    "Photograph",
    "Product",
)
LD_FIELD = {
    "HowTo": "estimatedCost",
    "Game": "numberOfPlayers",
    "VisualArtwork": "artform",
    "Event": "doorTime",
    "Photograph": "exifData",
    "Product": "itemCondition",
}


def visible(text: str, rng: random.Random) -> Placed:
    """``text`` painted on the page by one of the four visible placements."""
    how = rng.choice(VISIBLE)
    tag, cls = _VISIBLE[how]
    return how, "body", f'<{tag} class="{cls}">{escape(text)}</{tag}>'


def css_hidden(text: str, rng: random.Random) -> Placed:
    """``text`` in a paragraph of the mat that one of the six CSS hidings keeps unpainted."""
    how = rng.choice(CSS_HIDING)
    return how, "body", f"<p {_CSS[how]}>{escape(text)}</p>"


def comment(text: str, rng: random.Random) -> Placed:
    """``text`` inside an old page tool's leftover comment, in the head or the body."""
    return banner_comment(text, rng, COMMENTS, _COMMENT)


def attribute(text: str, rng: random.Random) -> Placed:
    """``text`` as the value of a ``data-`` attribute on an empty ``<s class="shelfpin">``."""
    name = rng.choice(ATTRIBUTES)
    return name, "body", f'<s class="shelfpin" {name}="{escape(text, quote=True)}"></s>'


def meta(text: str, rng: random.Random) -> Placed:
    """``text`` as the content of a ``<meta>`` of one of five names."""
    name = rng.choice(METAS)
    return name, "head", f'<meta name="{name}" content="{escape(text, quote=True)}">'


def structured(text: str, rng: random.Random, site: str) -> Placed:
    """``text`` as a field of a JSON-LD block of one of six schema.org types."""
    return json_ld(text, rng, site, LD_KINDS, LD_FIELD)
