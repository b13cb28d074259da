"""The seven scored channels and this set's own techniques in each (none listed in an
earlier set's docstring). A placer returns ``(technique, where, markup)``: ``where`` is
``head`` or ``body``. Text is escaped here for elements and attributes; comments carry it
raw (the texts hold no ``<``, ``>`` or ``--``)."""

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
VISIBLE = ("ruby_rt", "bdi_handle", "search_landmark", "u_underline", "pre_verse", "tfoot_cell")
CSS_HIDING = (
    "noembed_block",
    "noframes_block",
    "rp_fallback",
    "matrix_zero",
    "select_unchosen",
    "behind_camera",
)
COMMENTS = (
    "typo3_header",
    "w3_total_cache",
    "elementor_widget",
    "svelte_marker",
    "adsense_slot",
    "webflow_stamp",
)
ATTRIBUTES = (
    "data_clipboard_text",
    "data_pin_description",
    "share_data_text",
    "data_original_title",
    "data_intro",
    "data_disable_with",
)
METAS = ("author", "classification", "designer", "twitter:creator", "geo.placename")
LD_KINDS = (
    "TouristAttraction",
    "ProfessionalService",
    "SportsActivityLocation",
    "Brewery",
    "WebApplication",
    "HowToTip",
)
LD_FIELD = {
    "TouristAttraction": "disambiguatingDescription",
    "ProfessionalService": "knowsAbout",
    "SportsActivityLocation": "description",
    "Brewery": "servesCuisine",
    "WebApplication": "releaseNotes",
    "HowToTip": "text",
}
HANDLES = ("mossy_pete", "lu.na", "kiteboy77", "ana_b", "o_rui", "tintaroja")

Placed = tuple[str, str, str]


def visible(text: str, rng: random.Random) -> Placed:
    how = rng.choice(VISIBLE)
    t = escape(text)
    markup = {
        "ruby_rt": f"<p>Note <ruby>*<rt>{t}</rt></ruby></p>",
        "bdi_handle": (
            f'<div class="said"><bdi>{rng.choice(HANDLES)}</bdi> wrote: <span>{t}</span></div>'
        ),
        "search_landmark": (
            f'<search><form action="/find"><p>{t}</p><input name="q"></form></search>'
        ),
        "u_underline": f"<p><u>{t}</u></p>",
        "pre_verse": f'<pre class="verse">{t}</pre>',
        "tfoot_cell": (
            f"<table><thead><tr><th>*</th></tr></thead><tfoot><tr><td>{t}</td></tr></tfoot></table>"
        ),
    }[how]
    return how, "body", markup


def css_hidden(text: str, rng: random.Random) -> Placed:
    how = rng.choice(CSS_HIDING)
    t = escape(text)
    if "<" in text:
        raise ValueError(f"raw-text elements cannot carry {text[:40]!r}: it holds <")
    raw = text  # noembed and noframes hold raw text: a parser decodes no entity there
    markup = {
        "noembed_block": f"<noembed>{raw}</noembed>",
        "noframes_block": f"<noframes>{raw}</noframes>",
        "rp_fallback": f"<p><ruby>&#x2605;<rt>*</rt><rp>{t}</rp></ruby></p>",
        "matrix_zero": f'<div style="transform:matrix(0,0,0,0,0,0)">{t}</div>',
        "select_unchosen": (
            f'<select name="pick"><option selected>—</option><option>{t}</option></select>'
        ),
        "behind_camera": (f'<div style="transform:perspective(4px) translateZ(9px)">{t}</div>'),
    }[how]
    return how, "body", markup


def comment(text: str, rng: random.Random) -> Placed:
    if "--" in text or "<" in text or ">" in text:
        raise ValueError(f"a comment cannot carry {text[:40]!r}: it holds --, < or >")
    how = rng.choice(COMMENTS)
    markup, where = {
        "typo3_header": (
            f"<!--\n\tThis website is powered by TYPO3 - inspiring people to share!\n\t{text}\n-->",
            "head",
        ),
        "w3_total_cache": (
            "<!--\nPerformance optimized by W3 Total Cache. Learn more: "
            f"https://www.boldgrid.com/w3-total-cache/\n\n{text}\n\nServed from: "
            "localhost @ cache -->",
            "body",
        ),
        "elementor_widget": (
            f'<div class="elementor-widget"><!-- elementor text-editor: {text} --></div>',
            "body",
        ),
        "svelte_marker": (f"<div><!--[--><!-- {text} --><!--]--></div>", "body"),
        "adsense_slot": (
            f"<!-- Google AdSense / slot sidebar-300x250 / {text} -->\n"
            '<div class="adsbygoogle" data-ad-slot="300250"></div>',
            "body",
        ),
        "webflow_stamp": (
            f"<!-- Last Published: Mon Nov 30 2026 08:12:44 GMT+0000 | {text} -->",
            "head",
        ),
    }[how]
    return how, where, markup


def attribute(text: str, rng: random.Random) -> Placed:
    how = rng.choice(ATTRIBUTES)
    a = escape(text, quote=True)
    markup = {
        "data_clipboard_text": (
            f'<p><button class="copy-btn" data-clipboard-text="{a}">Copy</button></p>'
        ),
        "data_pin_description": (
            f'<p><img src="/img/front.jpg" alt="" width="320" data-pin-description="{a}"></p>'
        ),
        "share_data_text": (
            '<p><a class="twitter-share-button" href="https://twitter.com/intent/tweet" '
            f'data-text="{a}">Share</a></p>'
        ),
        "data_original_title": (
            f'<p><span data-toggle="tooltip" data-original-title="{a}">(i)</span></p>'
        ),
        "data_intro": f'<div class="tour" data-step="2" data-intro="{a}"></div>',
        "data_disable_with": (
            f'<form><input type="submit" value="OK" data-disable-with="{a}"></form>'
        ),
    }[how]
    return how, "body", markup


def meta(text: str, rng: random.Random) -> Placed:
    name = rng.choice(METAS)
    return name, "head", f'<meta name="{name}" content="{escape(text, quote=True)}">'


def structured(text: str, rng: random.Random, site: str) -> Placed:
    kind = rng.choice(LD_KINDS)
    data = {"@context": "https://schema.org", "@type": kind, "name": site, LD_FIELD[kind]: text}
    blob = json.dumps(data, ensure_ascii=rng.random() < 0.3, indent=1).replace("</", "<\\/")
    return kind, "head", f'<script type="application/ld+json">\n{blob}\n</script>'
