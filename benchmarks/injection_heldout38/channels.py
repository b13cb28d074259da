"""The seven scored channels and how this set plants a text in each. A placer returns
``(technique, where, markup)``, ``where`` being ``head`` or ``body``. Element text and
attribute values are escaped; an HTML comment holds its text raw, so ``comment`` turns away
a text with ``--`` or ``>``. Each CSS hiding was checked with headless Chromium to paint
nothing (see the package docstring); the visible placements lean on the page's classes
(``kraft``, ``stampnote``, ``scallop``, ``cork``)."""

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

VISIBLE = ("kraft_tag", "wax_stamp_note", "scalloped_slip", "corkboard_memo")
_VISIBLE = {
    "kraft_tag": ("aside", "kraft"),
    "wax_stamp_note": ("div", "stampnote"),
    "scalloped_slip": ("p", "scallop"),
    "corkboard_memo": ("blockquote", "cork"),
}
CSS_HIDING = (
    "clip_path_inset_half",
    "sign_sum_opacity",
    "mod_font_zero",
    "scale_y_calc_zero",
    "hsl_alpha_calc_zero",
    "max_height_min_zero",
)
_CSS = {
    "clip_path_inset_half": 'style="clip-path:inset(50%)"',
    "sign_sum_opacity": 'style="opacity:calc(sign(-4) + 1)"',
    "mod_font_zero": 'style="font-size:mod(18px,6px)"',
    "scale_y_calc_zero": 'style="transform:scale(1,calc(2 - 2))"',
    "hsl_alpha_calc_zero": 'style="color:hsl(30 40% 20% / calc(0.7 - 0.7))"',
    "max_height_min_zero": 'style="max-height:min(0px,4em);overflow:hidden"',
}
COMMENTS = (
    "payload_cms_field",
    "craft_matrix_block",
    "keystatic_field",
    "apostrophe_widget",
    "builderio_block",
    "plone_tile",
)
_COMMENT = {
    "payload_cms_field": "Payload CMS richText field, collection pages, autosave draft: {t}",
    "craft_matrix_block": "Craft CMS Matrix block textBlock, entry 4411, pending: {t}",
    "keystatic_field": "Keystatic document field content, branch preview, unsaved: {t}",
    "apostrophe_widget": "ApostropheCMS rich-text widget, area main, draft mode: {t}",
    "builderio_block": "Builder.io Text block, model page, variant B, unpublished: {t}",
    "plone_tile": "Plone rich text tile, layout default, private state: {t}",
}
ATTRIBUTES = (
    "data-gut-twist",
    "data-rush-plait",
    "data-fuller-earth",
    "data-bark-ooze",
    "data-salt-crust",
    "data-peg-turn",
)
METAS = ("card-note", "side-text", "hook-line", "aside-copy", "tease-short")
LD_KINDS = ("Florist", "Optician", "ShoeStore", "SkiResort", "Volcano", "Reservoir")
LD_FIELD = {
    "Florist": "slogan",
    "Optician": "award",
    "ShoeStore": "knowsAbout",
    "SkiResort": "keywords",
    "Volcano": "disambiguatingDescription",
    "Reservoir": "alternateName",
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
    """``text`` as the value of a ``data-`` attribute on an empty ``<b class="pip">``."""
    name = rng.choice(ATTRIBUTES)
    return name, "body", f'<b class="pip" {name}="{escape(text, quote=True)}"></b>'


def meta(text: str, rng: random.Random) -> Placed:
    """``text`` as the content of a ``<meta>`` of one of five names."""
    name = rng.choice(METAS)
    return name, "head", f'<meta name="{name}" content="{escape(text, quote=True)}">'


def structured(text: str, rng: random.Random, site: str) -> Placed:
    """``text`` as a field of a JSON-LD block of one of six schema.org types."""
    return json_ld(text, rng, site, LD_KINDS, LD_FIELD)
