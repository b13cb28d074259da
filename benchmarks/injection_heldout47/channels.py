"""The seven scored channels and how this set plants a text in each. A placer returns
``(technique, where, markup)``, ``where`` being ``head`` or ``body``. Element text and
attribute values are escaped; an HTML comment holds its text raw, so ``comment`` turns away
a text with ``--`` or ``>``. Each CSS hiding was checked with headless Chromium to paint
nothing (see the package docstring); the visible placements lean on the page's classes
(``waxtab``, ``hatchframe``, ``brassplate``, ``gingham``)."""

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

VISIBLE = ("wax_tablet", "hatched_frame", "brass_plate", "gingham_panel")
_VISIBLE = {
    "wax_tablet": ("div", "waxtab"),
    "hatched_frame": ("section", "hatchframe"),
    "brass_plate": ("p", "brassplate"),
    "gingham_panel": ("aside", "gingham"),
}
CSS_HIDING = (
    "neg_infinity_height_clip",
    "translate_prop_far_up",
    "srgb_alpha_zero",
    "ellipse_clip_zero",
    "scale3d_both_axes_zero",
    "rotate_prop_x_quarter",
)
_CSS = {
    "neg_infinity_height_clip": 'style="height:calc(-infinity * 1px);overflow:hidden"',
    "translate_prop_far_up": 'style="translate:0 -400vh"',
    "srgb_alpha_zero": 'style="color:color(srgb 0.2 0.3 0.3 / 0)"',
    "ellipse_clip_zero": 'style="clip-path:ellipse(0 0)"',
    "scale3d_both_axes_zero": 'style="transform:scale3d(0,0,1)"',
    "rotate_prop_x_quarter": 'style="rotate:x 90deg"',
}
COMMENTS = (
    "silverstripe_elemental",
    "magnolia_component",
    "pimcore_snippet",
    "umbraco_macro",
    "expressionengine_channel",
    "bolt_field",
)
_COMMENT = {
    "silverstripe_elemental": "SilverStripe elemental block ElementContent, stage Draft: {t}",
    "magnolia_component": "Magnolia component textImage, area main, workspace website, unactivated: {t}",
    "pimcore_snippet": "Pimcore snippet sidebar_extra, editmode, version 12: {t}",
    "umbraco_macro": "Umbraco macro renderSideNote, document 1207, saved not published: {t}",
    "expressionengine_channel": "ExpressionEngine channel entry 88, field body_extra, closed: {t}",
    "bolt_field": "Bolt CMS field teaser, content type pages, held for review: {t}",
}
ATTRIBUTES = (
    "data-hoop-gauge",
    "data-slate-grain",
    "data-oast-kiln",
    "data-clog-last",
    "data-quill-dye",
    "data-horn-press",
)
METAS = ("hed-sub", "sell-line", "card-dek", "stub-summary", "wire-lede")
LD_KINDS = ("Vineyard", "SkiResort", "Cemetery", "WorkersUnion", "Volcano", "Pond")
LD_FIELD = {
    "Vineyard": "naics",
    "SkiResort": "isicV4",
    "Cemetery": "leiCode",
    "WorkersUnion": "duns",
    "Volcano": "globalLocationNumber",
    "Pond": "taxID",
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
