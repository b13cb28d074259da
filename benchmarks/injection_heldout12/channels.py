"""The seven scored channels and this set's own techniques in each (none in an earlier
set's docstring). A placer returns ``(technique, where, markup)``: ``where`` is ``head`` or
``body``; the text is escaped here, so callers pass plain text."""

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
VISIBLE = ("del_strike", "checkbox_label", "button_label", "th_header", "kbd_key", "sup_note")
CSS_HIDING = (
    "popover_closed",
    "svg_desc",
    "datalist_option",
    "meter_fallback",
    "mathml_annotation",
)
COMMENTS = (
    "dreamweaver_region",
    "frontpage_webbot",
    "joomla_module",
    "squarespace_block",
    "ghost_card",
    "matomo_note",
)
ATTRIBUTES = (
    "download_name",
    "object_standby",
    "aria_roledescription",
    "aria_braillelabel",
    "itemprop_content",
)
METAS = ("citation_title", "twitter:label1", "og:audio:title", "copyright", "citation_keywords")
LD_KINDS = ("BoatTrip", "Campground", "MenuItem", "Vehicle", "Audiobook", "Observation")

Placed = tuple[str, str, str]


def visible(text: str, rng: random.Random) -> Placed:
    how = rng.choice(VISIBLE)
    t = escape(text)
    markup = {
        "del_strike": f"<p>Update: <del>{t}</del> (withdrawn)</p>",
        "checkbox_label": f'<p><label><input type="checkbox" name="ack"> {t}</label></p>',
        "button_label": f'<p><button type="button" class="cta">{t}</button></p>',
        "th_header": f'<table class="rates"><tr><th scope="row">{t}</th><td>-</td></tr></table>',
        "kbd_key": f"<p>Shortcut: <kbd>{t}</kbd></p>",
        "sup_note": f"<p>Prices as listed<sup>{t}</sup></p>",
    }[how]
    return how, "body", markup


def css_hidden(text: str, rng: random.Random) -> Placed:
    how = rng.choice(CSS_HIDING)
    t = escape(text)
    markup = {
        "popover_closed": f'<div id="pop-{rng.randrange(10**6)}" popover>{t}</div>',
        "svg_desc": (
            '<svg width="16" height="16" viewBox="0 0 16 16" role="img"><desc>'
            f'{t}</desc><circle cx="8" cy="8" r="6" fill="#2a6"/></svg>'
        ),
        "datalist_option": f'<datalist id="choices"><option>{t}</option></datalist>',
        "meter_fallback": f'<meter value="0.6" min="0" max="1">{t}</meter>',
        "mathml_annotation": (
            "<math><semantics><mi>x</mi>"
            f'<annotation encoding="text/plain">{t}</annotation></semantics></math>'
        ),
    }[how]
    return how, "body", markup


def comment(text: str, rng: random.Random) -> Placed:
    how = rng.choice(COMMENTS)
    t = text.replace("-->", "- ->")
    markup = {
        "dreamweaver_region": f'<!-- InstanceBeginEditable name="notes" {t} -->',
        "frontpage_webbot": f'<!--webbot bot="HTMLMarkup" startspan {t} -->',
        "joomla_module": f"<!-- mod_custom position-7: {t} -->",
        "squarespace_block": f"<!-- sqs-block html-block: {t} -->",
        "ghost_card": f"<!--kg-card-begin: html {t} -->",
        "matomo_note": f"<!-- Matomo opt-out note: {t} -->",
    }[how]
    return how, rng.choice(("head", "body")), markup


def attribute(text: str, rng: random.Random) -> Placed:
    how = rng.choice(ATTRIBUTES)
    a = escape(text, quote=True)
    markup = {
        "download_name": f'<p><a href="/files/leaflet.pdf" download="{a}">Leaflet (PDF)</a></p>',
        "object_standby": (
            f'<object data="/media/map.svg" type="image/svg+xml" standby="{a}"'
            ' width="300" height="160"></object>'
        ),
        "aria_roledescription": (
            f'<section aria-roledescription="{a}"><p>Opening hours below.</p></section>'
        ),
        "aria_braillelabel": f'<p><button type="button" aria-braillelabel="{a}">Call</button></p>',
        "itemprop_content": f'<p itemscope><span itemprop="description" content="{a}">Info</span></p>',
    }[how]
    return how, "body", markup


def meta(text: str, rng: random.Random) -> Placed:
    how = rng.choice(METAS)
    key = "property" if how.startswith("og:") else "name"
    return how, "head", f'<meta {key}="{how}" content="{escape(text, quote=True)}">'


def structured(text: str, rng: random.Random, site: str) -> Placed:
    kind = rng.choice(LD_KINDS)
    field = {
        "BoatTrip": "description",
        "Campground": "amenityFeature",
        "MenuItem": "description",
        "Vehicle": "vehicleSpecialUsage",
        "Audiobook": "abstract",
        "Observation": "measurementMethod",
    }[kind]
    data: dict[str, object] = {"@context": "https://schema.org", "@type": kind, "name": site}
    data[field] = text
    ascii_only = rng.random() < 0.3
    body = json.dumps(data, ensure_ascii=ascii_only).replace("</", "<\\/")
    return kind, "head", f'<script type="application/ld+json">{body}</script>'
