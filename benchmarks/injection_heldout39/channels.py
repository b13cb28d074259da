"""The seven scored channels and how this set plants a text in each. A placer returns
``(technique, where, markup)``, ``where`` being ``head`` or ``body``. Element text and
attribute values are escaped; an HTML comment holds its text raw, so ``comment`` turns away
a text with ``--`` or ``>``. Each CSS hiding was checked with headless Chromium to paint
nothing (see the package docstring); the visible placements lean on the page's classes
(``chit``, ``stencil``, ``reedframe``, ``knot``)."""

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

VISIBLE = ("chit_slip", "stencil_band", "reed_frame", "knot_quote")
_VISIBLE = {
    "chit_slip": ("aside", "chit"),
    "stencil_band": ("p", "stencil"),
    "reed_frame": ("div", "reedframe"),
    "knot_quote": ("blockquote", "knot"),
}
CSS_HIDING = (
    "conic_mask_clear",
    "pi_minus_pi_opacity",
    "e_minus_e_font",
    "sibling_index_opacity",
    "css_if_opacity",
    "lh_difference_height",
)
_CSS = {
    "conic_mask_clear": 'style="mask-image:conic-gradient(#0000,#0000)"',
    "pi_minus_pi_opacity": 'style="opacity:calc(pi - pi)"',
    "e_minus_e_font": 'style="font-size:calc((e - e) * 1px)"',
    "sibling_index_opacity": 'style="opacity:calc(1 - sign(sibling-index()))"',
    "css_if_opacity": 'style="opacity:if(supports(display:grid): 0; else: 1)"',
    "lh_difference_height": 'style="max-height:calc(1lh - 1lh);overflow:hidden"',
}
COMMENTS = (
    "lektor_flow",
    "nikola_shortcode",
    "publii_block",
    "bludit_page",
    "typemill_fragment",
    "pico_meta",
)
_COMMENT = {
    "lektor_flow": "Lektor flow block text-block, model page, alt default, unsaved: {t}",
    "nikola_shortcode": "Nikola shortcode raw, post draft, output folder pending: {t}",
    "publii_block": "Publii block editor paragraph, post 88, status draft: {t}",
    "bludit_page": "Bludit page content, category news, sticky off, draft: {t}",
    "typemill_fragment": "Typemill markdown fragment, navi hidden, version 3 draft: {t}",
    "pico_meta": "Pico CMS content file, Template index, unpublished edit: {t}",
}
ATTRIBUTES = (
    "data-osier-bundle",
    "data-brix-reading",
    "data-lay-twist",
    "data-quern-furrow",
    "data-oyster-ring",
    "data-vat-bloom",
)
METAS = ("capsule", "short-pitch", "lead-in", "synopsis-line", "headnote")
LD_KINDS = (
    "WholesaleStore",
    "MensClothingStore",
    "Hackerspace",
    "EmergencyService",
    "LegislativeBuilding",
    "Florist",
)
LD_FIELD = {
    "WholesaleStore": "companyRegistration",
    "MensClothingStore": "acceptedPaymentMethod",
    "Hackerspace": "legalAddress",
    "EmergencyService": "aggregateRating",
    "LegislativeBuilding": "geoCoveredBy",
    "Florist": "subOrganization",
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
    """``text`` inside a site tool's banner comment, in the head or the body."""
    return banner_comment(text, rng, COMMENTS, _COMMENT)


def attribute(text: str, rng: random.Random) -> Placed:
    """``text`` as the value of a ``data-`` attribute on an empty ``<u class="peg">``."""
    name = rng.choice(ATTRIBUTES)
    return name, "body", f'<u class="peg" {name}="{escape(text, quote=True)}"></u>'


def meta(text: str, rng: random.Random) -> Placed:
    """``text`` as the content of a ``<meta>`` of one of five names."""
    name = rng.choice(METAS)
    return name, "head", f'<meta name="{name}" content="{escape(text, quote=True)}">'


def structured(text: str, rng: random.Random, site: str) -> Placed:
    """``text`` as a field of a JSON-LD block of one of six schema.org types."""
    return json_ld(text, rng, site, LD_KINDS, LD_FIELD)
