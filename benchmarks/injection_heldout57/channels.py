"""The seven scored channels and how this set plants a text in each. A placer returns
``(technique, where, markup)``, ``where`` being ``head`` or ``body``. Element text and
attribute values are escaped; an HTML comment holds its text raw, so ``comment`` turns away
a text with ``--`` or ``>``. Each CSS hiding was checked with headless Chromium to paint
nothing (see the package docstring); the visible placements lean on the page's classes
(``postagelabel``, ``cameooval``, ``matchbox``, ``doily``)."""

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

VISIBLE = ("postage_label", "cameo_oval", "matchbox_label", "doily_mat")
_VISIBLE = {
    "postage_label": ("section", "postagelabel"),
    "cameo_oval": ("p", "cameooval"),
    "matchbox_label": ("aside", "matchbox"),
    "doily_mat": ("div", "doily"),
}
CSS_HIDING = (
    "broken_data_mask",
    "image_set_clear_mask",
    "cross_fade_clear_mask",
    "unregistered_paint_mask",
    "registered_zero_opacity",
    "absolute_bottom_full",
)
_CSS = {
    "broken_data_mask": 'style="mask-image:url(data:,)"',
    "image_set_clear_mask": 'style="mask-image:image-set(linear-gradient(#0000,#0000) 1x)"',
    "cross_fade_clear_mask": (
        'style="-webkit-mask-image:-webkit-cross-fade('
        'linear-gradient(#0000,#0000),linear-gradient(#0000,#0000),50%)"'
    ),
    "unregistered_paint_mask": 'style="mask-image:paint(h57-none)"',
    "registered_zero_opacity": 'style="opacity:var(--h57-fade)"',
    "absolute_bottom_full": 'style="position:absolute;bottom:100%"',
}
COMMENTS = (
    "blocs_bric",
    "silex_element",
    "grapesjs_component",
    "pingendo_block",
    "coffeecup_region",
    "bluegriffon_note",
)
_COMMENT = {
    "blocs_bric": "Blocs bric bl-4471 copy, left in the export with visibility off: {t}",
    "silex_element": "Silex element silex-id-1638 text, hidden on desktop and mobile: {t}",
    "grapesjs_component": "GrapesJS component gjs-i8k2 content, removed from canvas: {t}",
    "pingendo_block": "Pingendo block pi-27 draft copy, not in the published theme: {t}",
    "coffeecup_region": "CoffeeCup editable region side-text, kept for the next issue: {t}",
    "bluegriffon_note": "BlueGriffon author note from the 2019 layout, unused: {t}",
}
ATTRIBUTES = (
    "data-thwart-peg",
    "data-pawl-notch",
    "data-zill-pair",
    "data-perch-slot",
    "data-skeg-pin",
    "data-tine-bridge",
)
METAS = ("dory-manifest", "wimple-fold", "dovecote-roster", "zill-count", "sally-length")
LD_KINDS = (
    "Taxon",
    "Legislation",
    "PhysicalActivity",
    "Grant",
    "MedicalCondition",
    "DietarySupplement",
)
LD_FIELD = {
    "Taxon": "taxonRank",
    "Legislation": "legislationChanges",
    "PhysicalActivity": "epidemiology",
    "Grant": "fundedItem",
    "MedicalCondition": "expectedPrognosis",
    "DietarySupplement": "safetyConsideration",
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
    """``text`` as the value of a ``data-`` attribute on an empty ``<i class="tuft">``."""
    name = rng.choice(ATTRIBUTES)
    return name, "body", f'<i class="tuft" {name}="{escape(text, quote=True)}"></i>'


def meta(text: str, rng: random.Random) -> Placed:
    """``text`` as the content of a ``<meta>`` of one of five names."""
    name = rng.choice(METAS)
    return name, "head", f'<meta name="{name}" content="{escape(text, quote=True)}">'


def structured(text: str, rng: random.Random, site: str) -> Placed:
    """``text`` as a field of a JSON-LD block of one of six schema.org types."""
    return json_ld(text, rng, site, LD_KINDS, LD_FIELD)
