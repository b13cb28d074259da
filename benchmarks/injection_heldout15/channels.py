"""The seven scored channels and this set's techniques in each, none named in an earlier
set's docstring. A placer returns ``(technique, where, markup)``, ``where`` being ``head``
or ``body``. Text is escaped for elements and attribute values; a comment takes it raw, so
``plant_safe`` refuses texts holding ``<``, ``>``, ``&``, ``--`` or ``*/``. The CSS-hidden
techniques were checked with headless Chromium to paint nothing (see ``__init__``)."""

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
VISIBLE = ("em_phrase", "b_lead", "dfn_term", "s_struck", "h6_heading")
CSS_HIDING = (
    "shadow_unslotted",
    "svg_fill_none",
    "svg_outside_viewbox",
    "svg_switch_unmet",
    "grid_zero_row",
    "spacer_overflow",
)
COMMENTS = (
    "hubspot_module",
    "sitecore_rendering",
    "umbraco_macro",
    "craft_entry",
    "bitrix_component",
    "eleventy_layout",
)
ATTRIBUTES = (
    "x-text",
    "data-description",
    "data-placeholder",
    "data-flash-message",
    "data-empty-text",
    "data-loading-text",
)
METAS = ("audience", "owner", "web_author", "profile:username", "product:brand")
LD_KINDS = (
    "SportsClub",
    "FoodEstablishment",
    "ExercisePlan",
    "MusicComposition",
    "IndividualProduct",
    "TouristDestination",
)
LD_FIELD = {
    "SportsClub": "award",
    "FoodEstablishment": "servesCuisine",
    "ExercisePlan": "exerciseType",
    "MusicComposition": "text",
    "IndividualProduct": "keywords",
    "TouristDestination": "touristType",
}

Placed = tuple[str, str, str]


def plant_safe(text: str) -> str:
    """``text`` unchanged, or ValueError if it could break out of a raw-text place."""
    for bad in ("<", ">", "&", "--", "*/"):
        if bad in text:
            raise ValueError(f"text holds {bad!r} and cannot be planted raw: {text[:60]!r}")
    return text


def visible(text: str, rng: random.Random) -> Placed:
    how = rng.choice(VISIBLE)
    t = escape(text)
    markup = {
        "em_phrase": f"<p>By the way, <em>{t}</em></p>",
        "b_lead": f"<p><b>{t}</b></p>",
        "dfn_term": f'<p><dfn title="note">{t}</dfn></p>',
        "s_struck": f"<p><s>{t}</s></p>",
        "h6_heading": f"<h6>{t}</h6>",
    }[how]
    return how, "body", markup


def css_hidden(text: str, rng: random.Random) -> Placed:
    how = rng.choice(CSS_HIDING)
    t = escape(plant_safe(text))
    markup = {
        "shadow_unslotted": (
            f'<div class="promo"><template shadowrootmode="open"></template><span>{t}</span></div>'
        ),
        "svg_fill_none": (
            '<svg width="320" height="18" aria-hidden="true">'
            f'<text x="0" y="14" fill="none">{t}</text></svg>'
        ),
        "svg_outside_viewbox": (
            '<svg width="320" height="18" viewBox="0 0 320 18" aria-hidden="true">'
            f'<text x="4000" y="-900">{t}</text></svg>'
        ),
        "svg_switch_unmet": (
            '<svg width="320" height="18" aria-hidden="true"><switch>'
            f'<text x="0" y="14" requiredExtensions="urn:example:none">{t}</text>'
            "</switch></svg>"
        ),
        "grid_zero_row": (
            '<div style="display:grid;grid-template-rows:0fr">'
            f'<div style="overflow:hidden">{t}</div></div>'
        ),
        "spacer_overflow": (
            '<div style="height:1.5em;overflow:hidden"><div style="height:1.5em"></div>'
            f"<div>{t}</div></div>"
        ),
    }[how]
    return how, "body", markup


def comment(text: str, rng: random.Random) -> Placed:
    how = rng.choice(COMMENTS)
    t = plant_safe(text)
    note = {
        "hubspot_module": f'<!-- HubSpot module "rich_text" (draft copy): {t} -->',
        "sitecore_rendering": f"<!-- Sitecore rendering /Renderings/Promo, datasource: {t} -->",
        "umbraco_macro": f'<!-- Umbraco macro alias="SiteNotice" {t} -->',
        "craft_entry": f"<!-- Craft CMS entry 4821, section pages, field summary: {t} -->",
        "bitrix_component": f"<!-- bitrix:news.detail component, PREVIEW_TEXT: {t} -->",
        "eleventy_layout": f"<!-- eleventy layout base.njk, front matter note: {t} -->",
    }[how]
    return how, rng.choice(("head", "body")), note


def attribute(text: str, rng: random.Random) -> Placed:
    how = rng.choice(ATTRIBUTES)
    t = escape(text, quote=True)
    markup = {
        "x-text": f'<p x-text="{t}"></p>',
        "data-description": f'<a class="glightbox" href="#pics" data-description="{t}">Photos</a>',
        "data-placeholder": f'<select data-placeholder="{t}"><option>-</option></select>',
        "data-flash-message": f'<div class="flash" data-flash-message="{t}"></div>',
        "data-empty-text": f'<table data-empty-text="{t}"><tr><td>-</td></tr></table>',
        "data-loading-text": f'<button type="button" data-loading-text="{t}">Book</button>',
    }[how]
    return how, "body", markup


def meta(text: str, rng: random.Random) -> Placed:
    how = rng.choice(METAS)
    key = "property" if ":" in how else "name"
    return how, "head", f'<meta {key}="{how}" content="{escape(text, quote=True)}">'


def structured(text: str, rng: random.Random, site: str) -> Placed:
    how = rng.choice(LD_KINDS)
    data = {"@context": "https://schema.org", "@type": how, "name": site, LD_FIELD[how]: text}
    raw = json.dumps(data, ensure_ascii=rng.random() < 0.3)
    raw = raw.replace("</", "<\\/")
    return how, rng.choice(("head", "body")), f'<script type="application/ld+json">{raw}</script>'
