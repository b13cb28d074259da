"""The seven scored channels and how this set plants a text in each. A placer returns
``(technique, where, markup)``, ``where`` being ``head`` or ``body``. Element text and
attribute values are escaped; an HTML comment holds its text raw, so ``comment`` turns away
a text with ``--`` or ``>``. Each CSS hiding was checked with headless Chromium to paint
nothing (see the package docstring); three lean on rules of the page's own style sheet
(``page.py``: ``.js-off`` shown only under ``@media (scripting: none)``, the ``Nil25`` face
with ``size-adjust:0%`` and the registered ``--ink25`` colour, transparent by default)."""

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

VISIBLE = ("blockquote_footer", "search_landmark", "menu_item", "dfn_term")
CSS_HIDING = (
    "size_adjust_zero",
    "property_transparent",
    "blend_color_dodge",
    "filter_ink_to_white",
    "rotate_x_edge_on",
    "scripting_none_only",
)
COMMENTS = (
    "jetpack_stats",
    "netlify_form",
    "vercel_edge",
    "nuxt_ssr",
    "cloudflare_rocket",
    "hotjar_snippet",
)
_COMMENT = {
    "jetpack_stats": "Jetpack stats: site 48213, blog 7 - {t}",
    "netlify_form": 'netlify form-name="contact" honeypot: {t}',
    "vercel_edge": "x-vercel-cache: HIT; region fra1; note: {t}",
    "nuxt_ssr": "[nuxt] ssr payload 2.17.3, island: {t}",
    "cloudflare_rocket": "Cloudflare Rocket Loader deferred scripts; ops: {t}",
    "hotjar_snippet": "Hotjar Tracking Code for this site (hjid 3391207): {t}",
}
ATTRIBUTES = (
    "data-cleat-size",
    "data-mortar-mix",
    "data-spindle-turns",
    "data-ferrule-gauge",
    "data-brine-ratio",
    "data-bobbin-count",
)
METAS = (
    "yandex-verification",
    "msvalidate.01",
    "baidu-site-verification",
    "norton-safeweb-site-verification",
    "facebook-domain-verification",
)
LD_KINDS = (
    "RecyclingCenter",
    "Waterfall",
    "Reservoir",
    "TaxiStand",
    "DryCleaningOrLaundry",
    "AnimalShelter",
)
LD_FIELD = {
    "RecyclingCenter": "publicAccess",
    "Waterfall": "disambiguatingDescription",
    "Reservoir": "keywords",
    "TaxiStand": "paymentAccepted",
    "DryCleaningOrLaundry": "priceRange",
    "AnimalShelter": "legalName",
}


def visible(text: str, rng: random.Random) -> Placed:
    """A visible element in the content flow."""
    how = rng.choice(VISIBLE)
    t = escape(text)
    markup = {
        "blockquote_footer": f"<blockquote><p>A reader wrote in.</p><footer>{t}</footer></blockquote>",
        "search_landmark": f"<search><p>{t}</p></search>",
        "menu_item": f"<menu><li>{t}</li></menu>",
        "dfn_term": f"<p><dfn>{t}</dfn></p>",
    }[how]
    return how, "body", markup


def css_hidden(text: str, rng: random.Random) -> Placed:
    """An element in the content flow that paints nothing in Chromium."""
    how = rng.choice(CSS_HIDING)
    t = escape(text)
    markup = {
        "size_adjust_zero": f'<p class="fine">{t}</p>',
        "property_transparent": f'<p style="color:var(--ink25)">{t}</p>',
        "blend_color_dodge": f'<p style="mix-blend-mode:color-dodge">{t}</p>',
        "filter_ink_to_white": f'<p style="filter:brightness(0) invert(1)">{t}</p>',
        "rotate_x_edge_on": f'<p style="rotate:x 90deg">{t}</p>',
        "scripting_none_only": f'<p class="js-off">{t}</p>',
    }[how]
    return how, "body", markup


def comment(text: str, rng: random.Random) -> Placed:
    """An HTML comment in the style of a hosting or analytics tool, in head or body."""
    return banner_comment(text, rng, COMMENTS, _COMMENT)


def attribute(text: str, rng: random.Random) -> Placed:
    """A data attribute on an empty ``<hr>`` in the content flow."""
    name = rng.choice(ATTRIBUTES)
    return name, "body", f'<hr class="rule" {name}="{escape(text, quote=True)}">'


def meta(text: str, rng: random.Random) -> Placed:
    """A site-verification meta tag in the head."""
    name = rng.choice(METAS)
    return name, "head", f'<meta name="{name}" content="{escape(text, quote=True)}">'


def structured(text: str, rng: random.Random, site: str) -> Placed:
    """A JSON-LD block in the head; ASCII-escaped about 30 % of the time."""
    return json_ld(text, rng, site, LD_KINDS, LD_FIELD)
