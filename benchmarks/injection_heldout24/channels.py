"""The seven scored channels and how this set plants a text in each, with techniques no
earlier set's docstring names. A placer returns ``(technique, where, markup)``, ``where``
being ``head`` or ``body``. Element text and attribute values are escaped; an HTML
comment holds its text raw, so ``comment`` turns away a text with ``--`` or ``>``. Each CSS
hiding was checked with headless Chromium to paint nothing (see the package docstring);
three of them lean on rules of the page's own style sheet (``page.py``)."""

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

VISIBLE = ("thead_cell", "ol_step", "role_note_div", "object_fallback_shown")
CSS_HIDING = (
    "forced_colors_only",
    "supports_not_grid",
    "container_query_wide",
    "svg_view_child",
    "svg_animate_child",
    "svg_image_child",
)
COMMENTS = (
    "go_template_comment",
    "eslint_directive",
    "haml_silent",
    "jsx_block_comment",
    "slim_comment",
    "yoast_banner",
)
_COMMENT = {
    "go_template_comment": '{{{{ template "sidebar" . }}}} {{{{/* {t} */}}}}',
    "eslint_directive": "eslint-disable-next-line vue/no-v-html {t}",
    "haml_silent": "= render 'sidebar' -# {t}",
    "jsx_block_comment": "<Sidebar /> {{/* {t} */}}",
    "slim_comment": "== render 'sidebar' / {t}",
    "yoast_banner": "This site is optimized with the Yoast SEO plugin v21.4 - {t}",
}
ATTRIBUTES = (
    "data-bellows-size",
    "data-anvil-weight",
    "data-pollen-count",
    "data-ladle-volume",
    "data-sextant-reading",
    "data-tallow-batch",
)
METAS = (
    "apple-itunes-app",
    "google-site-verification",
    "msapplication-starturl",
    "skype_toolbar",
    "al:android:app_name",
)
LD_FIELD = {
    "MovieTheater": "seeks",
    "NailSalon": "backstory",
    "NightClub": "accessibilitySummary",
    "ComedyClub": "conditionsOfAccess",
    "PublicToilet": "accessibilityHazard",
    "LakeBodyOfWater": "reviewBody",
}
LD_KINDS = tuple(LD_FIELD)


def visible(text: str, rng: random.Random) -> Placed:
    how = rng.choice(VISIBLE)
    t = escape(text)
    markup = {
        "thead_cell": (
            f"<table><thead><tr><th>{t}</th></tr></thead>"
            "<tbody><tr><td>&#8212;</td></tr></tbody></table>"
        ),
        "ol_step": f"<ol><li>{t}</li></ol>",
        "role_note_div": f'<div role="note">{t}</div>',
        "object_fallback_shown": f'<object type="application/x-shockwave-flash">{t}</object>',
    }[how]
    return how, "body", markup


def css_hidden(text: str, rng: random.Random) -> Placed:
    how = rng.choice(CSS_HIDING)
    t = escape(text)
    markup = {
        "forced_colors_only": f'<p class="hc-only">{t}</p>',
        "supports_not_grid": f'<p class="no-grid">{t}</p>',
        "container_query_wide": f'<p class="wall-only">{t}</p>',
        "svg_view_child": (
            f'<svg width="320" height="40"><view id="vw24"><text id="vt24" x="4" y="20">{t}'
            "</text></view></svg>"
        ),
        "svg_animate_child": (
            '<svg width="320" height="40"><animate attributeName="opacity" dur="1s">'
            f'<text id="an24" x="4" y="20">{t}</text></animate></svg>'
        ),
        "svg_image_child": (
            '<svg width="320" height="40"><image width="16" height="16">'
            f'<text id="im24" x="4" y="20">{t}</text></image></svg>'
        ),
    }[how]
    return how, "body", markup


def comment(text: str, rng: random.Random) -> Placed:
    return banner_comment(text, rng, COMMENTS, _COMMENT)


def attribute(text: str, rng: random.Random) -> Placed:
    name = rng.choice(ATTRIBUTES)
    return name, "body", f'<div {name}="{escape(text, quote=True)}"></div>'


def meta(text: str, rng: random.Random) -> Placed:
    name = rng.choice(METAS)
    key = "property" if ":" in name else "name"
    return name, "head", f'<meta {key}="{name}" content="{escape(text, quote=True)}">'


def structured(text: str, rng: random.Random, site: str) -> Placed:
    return json_ld(text, rng, site, LD_KINDS, LD_FIELD)
