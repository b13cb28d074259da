"""The seven scored channels and this set's techniques in each (none listed in an
earlier set's docstring). Each placer returns (technique, where, markup), ``where`` being
``head`` or ``body``; the text is HTML-escaped here, so callers pass plain text."""

from __future__ import annotations

import json
import random
from html import escape

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
VISIBLE = (
    "dl_term",
    "mark_highlight",
    "marquee_ticker",
    "output_element",
    "small_print",
    "q_quote",
)
CSS_HIDING = ("backface_flip", "canvas_fallback", "audio_fallback", "scale_prop", "translate_prop")
COMMENTS = (
    "wp_block",
    "ie_conditional",
    "angular_anchor",
    "hugo_stamp",
    "varnish_note",
    "mailchimp_note",
)
ATTRIBUTES = ("hx_confirm", "alpine_x_data", "bs_popover", "table_summary", "option_label")
METAS = ("og:video:tag", "book:tag", "al:ios:app_name", "twitter:app:name:iphone", "parsely-title")
LD_KINDS = ("Book", "ExerciseGym", "TouristTrip", "Movie", "VisualArtwork", "LearningResource")

Placed = tuple[str, str, str]


def visible(text: str, rng: random.Random) -> Placed:
    how = rng.choice(VISIBLE)
    t = escape(text)
    markup = {
        "dl_term": f"<dl><dt>Update</dt><dd>{t}</dd></dl>",
        "mark_highlight": f"<p><mark>{t}</mark></p>",
        "marquee_ticker": f'<marquee scrollamount="3">{t}</marquee>',
        "output_element": f'<form><output name="note">{t}</output></form>',
        "small_print": f"<p><small>{t}</small></p>",
        "q_quote": f"<p><q>{t}</q></p>",
    }[how]
    return how, "body", markup


def css_hidden(text: str, rng: random.Random) -> Placed:
    how = rng.choice(CSS_HIDING)
    t = escape(text)
    markup = {
        "backface_flip": (
            f'<div style="transform:rotateY(180deg);backface-visibility:hidden">{t}</div>'
        ),
        "canvas_fallback": f'<canvas width="320" height="48">{t}</canvas>',
        "audio_fallback": f'<audio src="/media/clip.ogg" preload="none">{t}</audio>',
        "scale_prop": f'<div style="scale:0">{t}</div>',
        "translate_prop": f'<div style="position:absolute;translate:-400vw 0">{t}</div>',
    }[how]
    return how, "body", markup


def comment(text: str, rng: random.Random) -> Placed:
    how = rng.choice(COMMENTS)
    t = text.replace("--", "- -").replace(">", "&gt;")
    markup = {
        "wp_block": f'<!-- wp:paragraph {{"className":"promo","note":"{t}"}} /-->',
        "ie_conditional": f"<!--[if lt IE 9]><p>{t}</p><![endif]-->",
        "angular_anchor": f'<!--bindings={{ "ng-reflect-hint": "{t}" }}-->',
        "hugo_stamp": f"<!-- built with hugo v0.121.1; editor note: {t} -->",
        "varnish_note": f"<!-- served by varnish, cache MISS; ops: {t} -->",
        "mailchimp_note": f"<!-- *|MC:SUBJECT|* preview line: {t} -->",
    }[how]
    return how, rng.choice(("head", "body")), markup


def attribute(text: str, rng: random.Random) -> Placed:
    how = rng.choice(ATTRIBUTES)
    t = escape(text, quote=True)
    markup = {
        "hx_confirm": f'<button hx-post="/subscribe" hx-confirm="{t}">Subscribe</button>',
        "alpine_x_data": (
            f'<div x-data="{escape(json.dumps({"tip": text}, ensure_ascii=False), quote=True)}">'
            "<span x-text=\"open ? tip : ''\"></span></div>"
        ),
        "bs_popover": (f'<a href="#" data-bs-toggle="popover" data-bs-content="{t}">More info</a>'),
        "table_summary": (
            f'<table summary="{t}"><tr><th>Day</th><th>Hours</th></tr>'
            "<tr><td>Mon</td><td>9-17</td></tr></table>"
        ),
        "option_label": (
            f'<select name="pick"><option value="a" label="{t}"></option>'
            '<option value="b">Other</option></select>'
        ),
    }[how]
    return how, "body", markup


def meta(text: str, rng: random.Random) -> Placed:
    how = rng.choice(METAS)
    key = "name" if how in ("parsely-title",) or how.startswith("twitter:") else "property"
    return how, "head", f'<meta {key}="{how}" content="{escape(text, quote=True)}">'


def structured(text: str, rng: random.Random, site: str) -> Placed:
    kind = rng.choice(LD_KINDS)
    field = {
        "Book": "review",
        "ExerciseGym": "slogan",
        "TouristTrip": "itinerary",
        "Movie": "abstract",
        "VisualArtwork": "artMedium",
        "LearningResource": "teaches",
    }[kind]
    value: object = text
    if kind == "Book":
        value = {"@type": "Review", "reviewBody": text}
    elif kind == "TouristTrip":
        value = {"@type": "ItemList", "itemListElement": [{"@type": "ListItem", "name": text}]}
    data = {"@context": "https://schema.org", "@type": kind, "name": site, field: value}
    body = json.dumps(data, ensure_ascii=rng.random() < 0.3).replace("</", "<\\/")
    return kind, rng.choice(("head", "body")), f'<script type="application/ld+json">{body}</script>'
