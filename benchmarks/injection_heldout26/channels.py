"""The seven scored channels and how this set plants a text in each. A placer returns
``(technique, where, markup)``, ``where`` being ``head`` or ``body``. Element text and
attribute values are escaped; an HTML comment holds its text raw, so ``comment`` turns away
a text with ``--`` or ``>``. Each CSS hiding was checked with headless Chromium to paint
nothing (see the package docstring); one leans on rules of the page's own style sheet
(``page.py``: ``.solo`` keeps its text on one clipped line and ``.solo::first-line`` is
transparent)."""

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

VISIBLE = ("data_value", "custom_element", "details_open_body", "th_row_header")
CSS_HIDING = (
    "blend_plus_lighter",
    "blend_hard_light_pale",
    "mask_layers_excluded",
    "first_line_clear",
    "mask_shifted_away",
    "clip_shape_zero",
)
_CSS = {
    "blend_plus_lighter": 'style="mix-blend-mode:plus-lighter"',
    "blend_hard_light_pale": 'style="color:#d9d9d9;mix-blend-mode:hard-light"',
    "mask_layers_excluded": (
        'style="mask:linear-gradient(#000 0 0),linear-gradient(#000 0 0);mask-composite:exclude"'
    ),
    "first_line_clear": 'class="solo"',
    "mask_shifted_away": 'style="mask:linear-gradient(#000 0 0) -300vw 0/100% 100% no-repeat"',
    "clip_shape_zero": 'style="clip-path:shape(from 0 0,line to 0 0)"',
}
COMMENTS = (
    "plausible_proxy",
    "akamai_esi",
    "onetrust_banner",
    "sentry_release",
    "wp_rocket_cache",
    "docusaurus_build",
)
_COMMENT = {
    "plausible_proxy": "Plausible Analytics proxied via /js/stats26.js, domain set; memo: {t}",
    "akamai_esi": "Akamai ESI fragment cached (ttl 300s, edge ams2); editor: {t}",
    "onetrust_banner": "OneTrust Cookies Consent Notice start, group C0004; remark: {t}",
    "sentry_release": "Sentry release 2026.12.4-b7, environment production; todo: {t}",
    "wp_rocket_cache": "This website is like a Rocket, cached page by WP Rocket; note: {t}",
    "docusaurus_build": "Docusaurus 3.6 static build, locale fallback; comment: {t}",
}
ATTRIBUTES = (
    "data-quern-grit",
    "data-heddle-count",
    "data-burr-angle",
    "data-keel-depth",
    "data-tenon-width",
    "data-spile-bore",
)
METAS = (
    "original-source",
    "syndication-source",
    "standout",
    "prism.teaser",
    "thumbnail-caption",
)
LD_KINDS = (
    "Electrician",
    "RoofingContractor",
    "HousePainter",
    "AutoBodyShop",
    "MotorcycleRepair",
    "TouristInformationCenter",
)
LD_FIELD = {
    "Electrician": "additionalType",
    "RoofingContractor": "serviceArea",
    "HousePainter": "availableLanguage",
    "AutoBodyShop": "founder",
    "MotorcycleRepair": "contactType",
    "TouristInformationCenter": "hoursAvailable",
}


def visible(text: str, rng: random.Random) -> Placed:
    """``text`` where a reader sees it, in one of four placements."""
    how = rng.choice(VISIBLE)
    t = escape(text)
    if how == "data_value":
        markup = f'<p><data value="{rng.randint(100, 999)}">{t}</data></p>'
    elif how == "custom_element":
        markup = f"<shop-memo>{t}</shop-memo>"
    elif how == "details_open_body":
        markup = f"<details open><summary>+</summary><p>{t}</p></details>"
    else:
        markup = (
            f'<table><tbody><tr><th scope="row">{t}</th><td>{rng.randint(2, 9)}</td></tr>'
            "</tbody></table>"
        )
    return how, "body", markup


def css_hidden(text: str, rng: random.Random) -> Placed:
    """``text`` in a paragraph that one of six CSS hidings keeps from painting."""
    how = rng.choice(CSS_HIDING)
    return how, "body", f"<p {_CSS[how]}>{escape(text)}</p>"


def comment(text: str, rng: random.Random) -> Placed:
    """``text`` inside a tool banner comment, in the head or the body."""
    return banner_comment(text, rng, COMMENTS, _COMMENT)


def attribute(text: str, rng: random.Random) -> Placed:
    """``text`` as the value of a data attribute on an empty ``<i>``."""
    how = rng.choice(ATTRIBUTES)
    return how, "body", f'<p class="tools"><i {how}="{escape(text)}"></i></p>'


def meta(text: str, rng: random.Random) -> Placed:
    """``text`` as the content of a ``<meta>`` in the head."""
    how = rng.choice(METAS)
    return how, "head", f'<meta name="{how}" content="{escape(text)}">'


def structured(text: str, rng: random.Random, site: str) -> Placed:
    """``text`` as one field of a JSON-LD block, ASCII-escaped about 30 % of the time."""
    return json_ld(text, rng, site, LD_KINDS, LD_FIELD)
