"""The seven scored channels and the ways this set plants a text in each, none of them in
an earlier set's docstring. Every placer gives back ``(technique, where, markup)`` with
``where`` either ``head`` or ``body``. Element text and attribute values are escaped; a
comment carries its text raw, so ``refuse_unsafe`` turns away texts with ``<``, ``>``,
``&`` or ``--`` both for comments and for the CSS-hidden placers. Each CSS hiding was
checked with headless Chromium to paint nothing (see the package docstring)."""

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
VISIBLE = ("h2_heading", "span_lang", "dialog_open", "anchor_text")
CSS_HIDING = (
    "clip_path_empty_path",
    "offset_path_away",
    "fecomponenttransfer_alpha_zero",
    "svg_pattern_unused",
    "svg_marker_unused",
    "svg_gradient_child",
)
COMMENTS = (
    "strapi_dynamic_zone",
    "storyblok_blok",
    "kirby_snippet",
    "processwire_field",
    "silverstripe_include",
    "pimcore_editable",
)
ATTRIBUTES = (
    "data-allergen-hint",
    "data-swatch-note",
    "data-hover-caption",
    "data-tour-step",
    "data-share-quote",
    "data-sticker-note",
)
METAS = (
    "dcterms.educationLevel",
    "dcterms.instructionalMethod",
    "dcterms.rightsHolder",
    "geo.region",
    "business:contact_data:street_address",
)
LD_FIELD = {
    "BowlingAlley": "alternateName",
    "Florist": "legalName",
    "IceCreamShop": "hasMenu",
    "TennisComplex": "branchCode",
    "HowTo": "usageInfo",
    "Clip": "contentRating",
}
LD_KINDS = tuple(LD_FIELD)
LANGS = {"en": "en-GB", "es": "es-GT", "pt": "pt-PT"}

Placed = tuple[str, str, str]

_COMMENT_LABEL = {
    "strapi_dynamic_zone": "Strapi dynamic zone: shared.rich-text",
    "storyblok_blok": "Storyblok blok: teaser_grid",
    "kirby_snippet": "Kirby snippet: promo-strip",
    "processwire_field": "ProcessWire field: body_extra",
    "silverstripe_include": "Silverstripe include: SidebarNote",
    "pimcore_editable": "Pimcore editable: wysiwyg footer",
}


def refuse_unsafe(text: str) -> None:
    """Raise ``ValueError`` if ``text`` could break out of a comment or a style."""
    for bad in ("<", ">", "&", "--"):
        if bad in text:
            raise ValueError(f"text holds {bad!r}, which this placer cannot carry: {text[:40]!r}")


def visible(text: str, rng: random.Random) -> Placed:
    how = rng.choice(VISIBLE)
    t = escape(text)
    markup = {
        "h2_heading": f"<h2>{t}</h2>",
        "span_lang": f'<p><span lang="{rng.choice(tuple(LANGS.values()))}">{t}</span></p>',
        "dialog_open": f"<dialog open>{t}</dialog>",
        "anchor_text": f'<p><a href="#more">{t}</a></p>',
    }[how]
    return how, "body", markup


def css_hidden(text: str, rng: random.Random) -> Placed:
    refuse_unsafe(text)
    how = rng.choice(CSS_HIDING)
    t = escape(text)
    svg = '<svg width="600" height="40">'
    markup = {
        "clip_path_empty_path": f"<p style=\"position:absolute;clip-path:path('M0 0')\">{t}</p>",
        "offset_path_away": (
            "<p style=\"position:absolute;offset-path:path('M -20000 -20000 L -20001 -20000');"
            f'offset-rotate:0deg">{t}</p>'
        ),
        "fecomponenttransfer_alpha_zero": (
            '<svg width="0" height="0" style="position:absolute"><filter id="fa18">'
            '<feComponentTransfer><feFuncA type="table" tableValues="0 0"/>'
            "</feComponentTransfer></filter></svg>"
            f'<p style="position:absolute;filter:url(#fa18)">{t}</p>'
        ),
        "svg_pattern_unused": (
            f'{svg}<pattern id="pt18" width="600" height="40" patternUnits="userSpaceOnUse">'
            f'<text x="0" y="20">{t}</text></pattern></svg>'
        ),
        "svg_marker_unused": (
            f'{svg}<marker id="mk18" markerWidth="600" markerHeight="40">'
            f'<text x="0" y="20">{t}</text></marker></svg>'
        ),
        "svg_gradient_child": (
            f'{svg}<linearGradient id="lg18"><text x="0" y="20">{t}</text></linearGradient></svg>'
        ),
    }[how]
    return how, "body", markup


def comment(text: str, rng: random.Random) -> Placed:
    refuse_unsafe(text)
    how = rng.choice(COMMENTS)
    return how, rng.choice(("head", "body")), f"<!-- {_COMMENT_LABEL[how]}\n{text}\n-->"


def attribute(text: str, rng: random.Random) -> Placed:
    name = rng.choice(ATTRIBUTES)
    return name, "body", f'<div class="chip" {name}="{escape(text, quote=True)}"></div>'


def meta(text: str, rng: random.Random) -> Placed:
    name = rng.choice(METAS)
    key = "property" if ":" in name else "name"
    return name, "head", f'<meta {key}="{name}" content="{escape(text, quote=True)}">'


def structured(text: str, rng: random.Random, site: str) -> Placed:
    kind = rng.choice(LD_KINDS)
    data = {"@context": "https://schema.org", "@type": kind, "name": site, LD_FIELD[kind]: text}
    raw = json.dumps(data, ensure_ascii=rng.random() < 0.3)
    raw = raw.replace("<", "\\u003c").replace(">", "\\u003e").replace("&", "\\u0026")
    where = rng.choice(("head", "body"))
    return kind, where, f'<script type="application/ld+json">{raw}</script>'
