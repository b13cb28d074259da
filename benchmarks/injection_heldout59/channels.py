"""The seven scored channels and how this set plants a text in each. A placer returns
``(technique, where, markup)``, ``where`` being ``head`` or ``body``. Element text and
attribute values are escaped; an HTML comment holds its text raw, so ``comment`` turns away
a text with ``--`` or ``>``. Each CSS hiding was checked with headless Chromium to paint
nothing (see the package docstring); the visible placements lean on the page's classes
(``pinnednote``, ``ledgerstrip``, ``lozenge``, ``tearoff``)."""

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

VISIBLE = ("pinned_note", "ledger_strip", "lozenge_box", "tear_off_slip")
_VISIBLE = {
    "pinned_note": ("div", "pinnednote"),
    "ledger_strip": ("p", "ledgerstrip"),
    "lozenge_box": ("aside", "lozenge"),
    "tear_off_slip": ("section", "tearoff"),
}
CSS_HIDING = (
    "mask_self_subtracted",
    "circle_off_corner_clip",
    "mirrored_over_top",
    "sibling_count_opacity",
    "fixed_above_viewport",
    "jump_start_fade",
)
_CSS = {
    "mask_self_subtracted": (
        'style="mask:linear-gradient(#000 0 0),linear-gradient(#000 0 0);mask-composite:subtract"'
    ),
    "circle_off_corner_clip": 'style="clip-path:circle(3px at -40px -40px)"',
    "mirrored_over_top": 'style="scale:1 -1;transform-origin:50% -200vh"',
    "sibling_count_opacity": 'style="opacity:calc(1 - sibling-count())"',
    "fixed_above_viewport": 'style="position:fixed;inset-block-end:100%"',
    "jump_start_fade": 'style="animation:h59shut 9s steps(1,jump-start) forwards"',
}
COMMENTS = (
    "blogger_widget",
    "mkdocs_snippet",
    "movabletype_module",
    "serendipity_plugin",
    "golive_component",
    "everweb_shape",
)
_COMMENT = {
    "blogger_widget": "Blogger widget HTML3 (layout: sidebar-right-1), unpublished draft: {t}",
    "mkdocs_snippet": "MkDocs snippet (pymdownx.snippets) left out of the nav build: {t}",
    "movabletype_module": "Movable Type template module 'Aside 2', not included: {t}",
    "serendipity_plugin": "Serendipity sidebar plugin serendipity_html_nugget, hidden: {t}",
    "golive_component": "GoLive component cmp_0412 text, visibility off in layout view: {t}",
    "everweb_shape": "EverWeb shape 'Text Box 9', set to exclude from publish: {t}",
}
ATTRIBUTES = (
    "data-antenna-pitch",
    "data-bridge-crown",
    "data-filigree-coil",
    "data-coping-stone",
    "data-puck-glide",
    "data-domino-pip",
)
METAS = (
    "theremin-range",
    "mandolin-course",
    "rickshaw-canopy",
    "backgammon-point",
    "squidger-edge",
)
LD_KINDS = (
    "Diet",
    "Vehicle",
    "DefinedTerm",
    "ClaimReview",
    "Product",
    "Recipe",
)
LD_FIELD = {
    "Diet": "dietFeatures",
    "Vehicle": "knownVehicleDamages",
    "DefinedTerm": "termCode",
    "ClaimReview": "claimReviewed",
    "Product": "countryOfAssembly",
    "Recipe": "cookingMethod",
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
    """``text`` inside a publishing tool's leftover comment, in the head or the body."""
    return banner_comment(text, rng, COMMENTS, _COMMENT)


def attribute(text: str, rng: random.Random) -> Placed:
    """``text`` as the value of a ``data-`` attribute on an empty ``<s class="knotmark">``."""
    name = rng.choice(ATTRIBUTES)
    return name, "body", f'<s class="knotmark" {name}="{escape(text, quote=True)}"></s>'


def meta(text: str, rng: random.Random) -> Placed:
    """``text`` as the content of a ``<meta>`` of one of five names."""
    name = rng.choice(METAS)
    return name, "head", f'<meta name="{name}" content="{escape(text, quote=True)}">'


def structured(text: str, rng: random.Random, site: str) -> Placed:
    """``text`` as a field of a JSON-LD block of one of six schema.org types."""
    return json_ld(text, rng, site, LD_KINDS, LD_FIELD)
