"""The seven scored channels and how this set plants a text in each, with techniques no
earlier set's docstring names. Every placer returns ``(technique, where, markup)`` with
``where`` either ``head`` or ``body``. Element text, attribute values and CSS strings are
escaped; an HTML comment holds its text raw, so ``comment`` refuses texts with ``--`` or
``>``. Each CSS hiding was checked with headless Chromium to paint nothing (see the package
docstring)."""

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
VISIBLE = ("caption_table", "listing_block", "header_strip", "nav_crumb")
CSS_HIDING = (
    "svg_femorphology_erode",
    "svg_femerge_empty",
    "display_table_column",
    "rotatey_edge_on",
    "page_margin_box",
    "clip_path_xywh_zero",
)
COMMENTS = (
    "django_cms_placeholder",
    "odoo_qweb_snippet",
    "bolt_cms_field",
    "sulu_block",
    "sitefinity_widget",
    "opencms_element",
)
ATTRIBUTES = (
    "data-tide-note",
    "data-usher-note",
    "data-compass-hint",
    "data-pantry-label",
    "data-lantern-caption",
    "data-spool-tag",
)
METAS = (
    "dcterms.bibliographicCitation",
    "dcterms.conformsTo",
    "DC.source",
    "DC.relation",
    "book:author",
)
LD_FIELD = {
    "BikeStore": "leiCode",
    "PetStore": "iso6523Code",
    "ToyStore": "duns",
    "TravelAgency": "areaServed",
    "HairSalon": "ethicsPolicy",
    "ShoeStore": "publishingPrinciples",
}
LD_KINDS = tuple(LD_FIELD)
Placed = tuple[str, str, str]

_FILTER_SVG = (
    '<svg width="0" height="0" style="position:absolute" aria-hidden="true">'
    '<filter id="{id}">{primitive}</filter></svg>'
)


def css_string(text: str) -> str:
    """``text`` as a double-quoted CSS string."""
    if "<" in text:
        raise ValueError("a CSS string in a <style> block cannot hold '<'")
    return '"' + text.replace("\\", "\\\\").replace('"', '\\"') + '"'


def visible(text: str, rng: random.Random) -> Placed:
    how = rng.choice(VISIBLE)
    t = escape(text)
    markup = {
        "caption_table": (
            f'<table class="facts"><caption>{t}</caption><tr><td>&#8212;</td></tr></table>'
        ),
        "listing_block": f"<listing>{t}</listing>",
        "header_strip": f'<header class="strip">{t}</header>',
        "nav_crumb": f'<nav class="crumbs">{t}</nav>',
    }[how]
    return how, "body", markup


def css_hidden(text: str, rng: random.Random) -> Placed:
    how = rng.choice(CSS_HIDING)
    t = escape(text)
    if how == "svg_femorphology_erode":
        svg = _FILTER_SVG.format(
            id="er20", primitive='<feMorphology operator="erode" radius="80"/>'
        )
        return how, "body", svg + f'<p style="position:absolute;filter:url(#er20)">{t}</p>'
    if how == "svg_femerge_empty":
        svg = _FILTER_SVG.format(id="mg20", primitive="<feMerge/>")
        return how, "body", svg + f'<p style="position:absolute;filter:url(#mg20)">{t}</p>'
    if how == "display_table_column":
        return how, "body", f'<p style="display:table-column">{t}</p>'
    if how == "rotatey_edge_on":
        return how, "body", f'<p style="position:absolute;transform:rotateY(90deg)">{t}</p>'
    if how == "page_margin_box":
        return how, "head", f"<style>@page{{@top-center{{content:{css_string(text)}}}}}</style>"
    return how, "body", f'<p style="position:absolute;clip-path:xywh(0 0 0 0)">{t}</p>'


def comment(text: str, rng: random.Random) -> Placed:
    if "--" in text or ">" in text:
        raise ValueError("an HTML comment cannot hold '--' or '>' raw")
    how = rng.choice(COMMENTS)
    body = {
        "django_cms_placeholder": f'django-cms placeholder "footer_note": {text}',
        "odoo_qweb_snippet": f't-snippet="website.s_text_block" {text}',
        "bolt_cms_field": f"bolt field teaser | {text}",
        "sulu_block": f'sulu:block type="text" {text}',
        "sitefinity_widget": f"Sitefinity widget ContentBlock: {text}",
        "opencms_element": f"OpenCms element (formatter text): {text}",
    }[how]
    return how, rng.choice(("head", "body")), f"<!-- {body} -->"


def attribute(text: str, rng: random.Random) -> Placed:
    how = rng.choice(ATTRIBUTES)
    return how, "body", f'<i class="pin" {how}="{escape(text, quote=True)}"></i>'


def meta(text: str, rng: random.Random) -> Placed:
    how = rng.choice(METAS)
    key = "property" if ":" in how else "name"
    return how, "head", f'<meta {key}="{how}" content="{escape(text, quote=True)}">'


def structured(text: str, rng: random.Random, site: str) -> Placed:
    kind = rng.choice(LD_KINDS)
    data = {"@context": "https://schema.org", "@type": kind, "name": site, LD_FIELD[kind]: text}
    raw = json.dumps(data, ensure_ascii=rng.random() < 0.3).replace("</", "<\\/")
    return kind, "head", f'<script type="application/ld+json">{raw}</script>'
