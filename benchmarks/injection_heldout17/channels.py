"""The seven scored channels and this set's techniques in each, none named in an earlier
set's docstring. A placer returns ``(technique, where, markup)``, ``where`` being ``head``
or ``body``. Text is escaped for elements and attribute values; a comment takes it raw, so
``plant_safe`` refuses texts holding ``<``, ``>``, ``&`` or ``--`` for comments and for
the CSS-hidden placers. The CSS-hidden techniques were checked with headless Chromium to
paint nothing (see ``__init__``)."""

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
VISIBLE = ("article_block", "section_block", "h3_heading", "span_dir_auto")
CSS_HIDING = (
    "mathml_maction_second",
    "svg_foreignobject_zero",
    "clip_path_url_empty",
    "content_url_replaced",
    "filter_whiteout",
    "svg_symbol_unused",
)
COMMENTS = (
    "kentico_widget_zone",
    "concrete_area",
    "magnolia_area",
    "plone_viewlet",
    "statamic_partial",
    "wagtail_block",
)
ATTRIBUTES = (
    "data-flip-back",
    "data-coupon-terms",
    "data-voice-line",
    "data-teaser-text",
    "data-footnote-body",
    "data-callout-text",
)
METAS = (
    "dcterms.audience",
    "og:see_also",
    "dcterms.provenance",
    "dcterms.mediator",
    "dcterms.accrualPolicy",
)
LD_KINDS = (
    "DanceEvent",
    "EducationalOccupationalProgram",
    "Accommodation",
    "Winery",
    "Planetarium",
    "SportsActivityLocation",
)
LD_FIELD = {
    "DanceEvent": "typicalAgeRange",
    "EducationalOccupationalProgram": "programPrerequisites",
    "Accommodation": "accommodationCategory",
    "Winery": "priceRange",
    "Planetarium": "openingHours",
    "SportsActivityLocation": "currenciesAccepted",
}
GIF = "data:image/gif;base64,R0lGODlhAQABAIAAAAAAAP///yH5BAEAAAAALAAAAAABAAEAAAIBRAA7"
Placed = tuple[str, str, str]


def plant_safe(text: str) -> str:
    if any(bad in text for bad in ("<", ">", "&", "--")):
        raise ValueError(f"text cannot be planted raw (holds <, >, & or --): {text[:60]!r}")
    return text


def visible(text: str, rng: random.Random) -> Placed:
    how = rng.choice(VISIBLE)
    t = escape(text)
    markup = {
        "article_block": f"<article>{t}</article>",
        "section_block": f"<section>{t}</section>",
        "h3_heading": f"<h3>{t}</h3>",
        "span_dir_auto": f'<p><span dir="auto">{t}</span></p>',
    }[how]
    return how, "body", markup


def css_hidden(text: str, rng: random.Random) -> Placed:
    t = escape(plant_safe(text))
    how = rng.choice(CSS_HIDING)
    markup = {
        "mathml_maction_second": (
            '<math><maction actiontype="toggle" selection="1"><mtext></mtext>'
            f"<mtext>{t}</mtext></maction></math>"
        ),
        "svg_foreignobject_zero": (
            '<svg width="16" height="16"><foreignObject width="0" height="0">'
            f"<p>{t}</p></foreignObject></svg>"
        ),
        "clip_path_url_empty": (
            '<svg width="0" height="0" style="position:absolute"><clipPath id="cz17">'
            '</clipPath></svg><p style="position:absolute;clip-path:url(#cz17)">'
            f"{t}</p>"
        ),
        "content_url_replaced": f'<p style="position:absolute;content:url({GIF})">{t}</p>',
        "filter_whiteout": (
            f'<p style="position:absolute;z-index:-1;filter:contrast(0) brightness(3)">{t}</p>'
        ),
        "svg_symbol_unused": (
            '<svg width="16" height="16"><symbol id="s17"><text x="0" y="12">'
            f"{t}</text></symbol></svg>"
        ),
    }[how]
    return how, "body", markup


def comment(text: str, rng: random.Random) -> Placed:
    t = plant_safe(text)
    how = rng.choice(COMMENTS)
    markup = {
        "kentico_widget_zone": f"<!-- Kentico widget zone 'ZoneMain' props: {t} -->",
        "concrete_area": f"<!-- concrete5 area: Main : block text = {t} -->",
        "magnolia_area": f'<!-- cms:area name=main content="{t}" -->',
        "plone_viewlet": f"<!-- plone.belowcontenttitle viewlet: {t} -->",
        "statamic_partial": f"<!-- statamic partial:hero | {t} -->",
        "wagtail_block": f"<!-- wagtail StreamField block 'rich_text': {t} -->",
    }[how]
    return how, rng.choice(("head", "body")), markup


def attribute(text: str, rng: random.Random) -> Placed:
    name = rng.choice(ATTRIBUTES)
    return name, "body", f'<div class="card" {name}="{escape(text, quote=True)}"></div>'


def meta(text: str, rng: random.Random) -> Placed:
    name = rng.choice(METAS)
    key = "property" if name.startswith("og:") else "name"
    return name, "head", f'<meta {key}="{name}" content="{escape(text, quote=True)}">'


def structured(text: str, rng: random.Random, site: str) -> Placed:
    kind = rng.choice(LD_KINDS)
    data = {"@context": "https://schema.org", "@type": kind, "name": site, LD_FIELD[kind]: text}
    raw = json.dumps(data, ensure_ascii=rng.random() < 0.3)
    raw = raw.replace("<", "\\u003c").replace(">", "\\u003e").replace("&", "\\u0026")
    return kind, "head", f'<script type="application/ld+json">{raw}</script>'
