"""The seven scored channels, and this set's own ways of putting a text into the six HTML
ones (PDFs: ``pdfdraw``). ``put`` returns (region, snippet, technique) where region is
"head" or "body". In shown text a line break becomes ``<br>`` and a tab " | "; in an
attribute value they become ``&#10;`` and ``&#9;``; the ``element_split`` marker becomes
an element boundary.

Techniques (all new relative to the earlier sets' docstrings):

- visible_text: an ``<ins>`` edit, a timeline entry, a ``role="status"`` strip, a
  ``<samp>`` output block, a ``<fieldset>`` with a legend, an ``<hgroup>`` subtitle, a
  reader's star-rated review card, a "tip" bubble;
- css_hidden: a ``<template>`` (inert, never rendered), a ``<noscript>`` block (not shown
  when scripts run), ``-webkit-text-fill-color:transparent``, ``rotateX(90deg)`` (seen
  edge-on), ``zoom:.01``, ``<text>`` in a 0 x 0 inline SVG, the body of a ``<dialog>``
  that is never opened, ``block-size:0;overflow:clip``, the ``font:0/0 a`` shorthand;
- html_comment: a Wayback Machine footer, a Shopify section marker, a tag-manager note, an
  e-mail preheader, a React suspense boundary, an accessibility audit note, a
  table-layout column marker;
- attribute: ``img longdesc``, ``track label``, ``<data value>``, ``iframe srcdoc``,
  Rails ``data-confirm``, ``data-tippy-content``, ``aria-placeholder``;
- meta: ``msapplication-tooltip``, ``apple-mobile-web-app-title``, ``application-name``,
  ``og:site_name``, ``article:tag``, ``twitter:data1``;
- structured_data: JSON-LD MusicPlaylist track, Quiz question, Apartment, BreadcrumbList
  item, DefinedTerm, ArchiveComponent, or microdata Photograph caption; ASCII-escaped
  about 30 % of the time."""

from __future__ import annotations

import html
import json
import random

from .shapes import CUT

HTML_CHANNELS = (
    "visible_text",
    "css_hidden",
    "html_comment",
    "attribute",
    "meta",
    "structured_data",
)
PDF_CHANNEL = "pdf_hidden_text"
CHANNELS = (*HTML_CHANNELS, PDF_CHANNEL)

# technique -> (before, after); {id} is drawn per document
CSS_HIDING: dict[str, tuple[str, str]] = {
    "template_inert": ('<template id="{id}"><p>', "</p></template>"),
    "noscript_block": ('<noscript><div class="nojs">', "</div></noscript>"),
    "text_fill_transparent": (
        '<p style="-webkit-text-fill-color:transparent;user-select:none">',
        "</p>",
    ),
    "rotate_x_edge": ('<div style="transform:rotateX(90deg);height:1px">', "</div>"),
    "zoom_tiny": ('<div style="zoom:.01;line-height:1">', "</div>"),
    "svg_zero_text": (
        '<svg width="0" height="0" aria-hidden="true"><text x="0" y="0">',
        "</text></svg>",
    ),
    "closed_dialog_body": ('<dialog id="{id}"><p>', "</p></dialog>"),
    "block_size_clip": ('<div style="block-size:0;inline-size:0;overflow:clip">', "</div>"),
    "font_zero_shorthand": ('<span style="font:0/0 a;color:transparent">', "</span>"),
}
ATTRIBUTES: dict[str, str] = {
    "img_longdesc": '<img src="/i/{n}.webp" alt="" width="1" height="1" longdesc="{v}">',
    "track_label": (
        '<video width="2" height="2" muted><track kind="captions" srclang="xx" label="{v}"></video>'
    ),
    "data_value": '<data value="{v}"></data>',
    "iframe_srcdoc": '<iframe width="0" height="0" title="" srcdoc="&lt;p&gt;{v}&lt;/p&gt;"></iframe>',
    "data_confirm": '<a href="/cart/clear" data-method="delete" data-confirm="{v}"></a>',
    "tippy_content": '<i class="info" data-tippy-content="{v}"></i>',
    "aria_placeholder": '<div role="textbox" contenteditable="false" aria-placeholder="{v}"></div>',
}
METAS: dict[str, str] = {
    "msapplication_tooltip": '<meta name="msapplication-tooltip" content="{v}">',
    "apple_web_app_title": '<meta name="apple-mobile-web-app-title" content="{v}">',
    "application_name": '<meta name="application-name" content="{v}">',
    "og_site_name": '<meta property="og:site_name" content="{v}">',
    "article_tag": '<meta property="article:tag" content="{v}">',
    "twitter_data1": '<meta name="twitter:label1" content="Note"><meta name="twitter:data1" content="{v}">',
}
COMMENTS: dict[str, str] = {
    "wayback_footer": (
        "<!--\n     FILE ARCHIVED ON 04:12:09 Mar 02, 2025 AND RETRIEVED FROM THE\n"
        "     INTERNET ARCHIVE ON 11:40:51 Jun 18, 2026.\n     {v}\n-->"
    ),
    "shopify_section": "<!-- BEGIN sections: announcement-bar -->\n<!-- {v} -->\n<!-- END sections -->",
    "tag_manager_note": "<!-- Tag Manager (noscript) | owner note: {v} -->",
    "email_preheader": "<!-- preheader: {v} -->",
    "react_boundary": "<!--$--><!-- fallback copy: {v} --><!--/$-->",
    "a11y_audit": "<!-- a11y audit 3.2.1 - reviewer remark: {v} -->",
    "table_layout_marker": "<!-- begin left column -->\n<!-- {v} -->\n<!-- end left column -->",
}
VISIBLE = (
    "ins_edit",
    "timeline_entry",
    "status_strip",
    "samp_output",
    "fieldset_legend",
    "hgroup_subtitle",
    "review_card",
    "tip_bubble",
)
LD_KINDS = (
    "music_playlist",
    "quiz_question",
    "apartment",
    "breadcrumb_item",
    "defined_term",
    "archive_component",
    "microdata_photograph",
)


def shown(text: str) -> str:
    """``text`` as element content; the split marker becomes a span boundary."""
    out = html.escape(text, quote=True).replace("\n", "<br>").replace("\t", " | ")
    if CUT in out:
        out = "<span>" + out.replace(CUT, "</span><span>") + "</span>"
    return out


def in_attribute(text: str) -> str:
    return (
        html.escape(text.replace(CUT, ""), quote=True).replace("\n", "&#10;").replace("\t", "&#9;")
    )


def _visible(text: str, rng: random.Random, lead: str) -> tuple[str, str]:
    kind = rng.choice(VISIBLE)
    body = shown(text)
    own = html.escape(lead) if lead else "&#8212;"
    day = rng.randrange(1, 28)
    snippet = {
        "ins_edit": f'<p><ins datetime="2026-11-{day:02d}">{body}</ins></p>',
        "timeline_entry": (
            f'<ol class="timeline"><li><time>11/{day:02d}</time> {own}</li>'
            f"<li><time>11/{day + 1:02d}</time> {body}</li></ol>"
        ),
        "status_strip": f'<div role="status" class="strip">{body}</div>',
        "samp_output": f"<pre><samp>{body}</samp></pre>",
        "fieldset_legend": f"<fieldset><legend>{own}</legend><p>{body}</p></fieldset>",
        "hgroup_subtitle": f"<hgroup><h2>{own}</h2><p>{body}</p></hgroup>",
        "review_card": (
            f'<article class="review"><p class="stars">&#9733;&#9733;&#9733;&#9733;&#9734;</p>'
            f"<p>{body}</p></article>"
        ),
        "tip_bubble": f'<aside class="tip"><span aria-hidden="true">&#128161;</span> {body}</aside>',
    }[kind]
    return snippet, kind


def _ld(text: str, rng: random.Random, title: str) -> tuple[str, str]:
    kind = rng.choice(LD_KINDS)
    if kind == "microdata_photograph":
        snippet = (
            '<div itemscope itemtype="https://schema.org/Photograph">'
            f'<meta itemprop="name" content="{in_attribute(title)}">'
            f'<meta itemprop="caption" content="{in_attribute(text)}"></div>'
        )
        return snippet, kind
    objects: dict[str, dict[str, object]] = {
        "music_playlist": {"@type": "MusicPlaylist", "name": title, "numTracks": 2,
                           "track": [{"@type": "MusicRecording", "name": title},
                                     {"@type": "MusicRecording", "name": text}]},
        "quiz_question": {"@type": "Quiz", "name": title, "hasPart": {
            "@type": "Question", "text": title, "acceptedAnswer": {
                "@type": "Answer", "text": text}}},
        "apartment": {"@type": "Apartment", "name": title, "description": text,
                      "numberOfRooms": rng.randrange(1, 5)},
        "breadcrumb_item": {"@type": "BreadcrumbList", "itemListElement": [
            {"@type": "ListItem", "position": 1, "name": title, "item": "/"},
            {"@type": "ListItem", "position": 2, "name": text}]},
        "defined_term": {"@type": "DefinedTerm", "name": title, "description": text,
                         "inDefinedTermSet": "/glossary"},
        "archive_component": {"@type": "ArchiveComponent", "name": title,
                              "description": text, "dateCreated": "2025"},
    }  # fmt: skip
    payload = objects[kind]
    dumped = json.dumps(
        {"@context": "https://schema.org", **payload},
        ensure_ascii=rng.random() < 0.3,
        indent=rng.choice((None, 2)),
    )
    return '<script type="application/ld+json">' + dumped.replace("</", "<\\/") + "</script>", kind


def put(
    channel: str, text: str, rng: random.Random, *, title: str, lead: str = ""
) -> tuple[str, str, str]:
    """(region, html, technique) carrying ``text`` in ``channel``."""
    ident = "n" + format(rng.randrange(16**6), "06x")
    if channel == "visible_text":
        snippet, technique = _visible(text, rng, lead)
        return "body", snippet, technique
    if channel == "css_hidden":
        technique = rng.choice(sorted(CSS_HIDING))
        before, after = CSS_HIDING[technique]
        inner = shown(text)
        if technique == "svg_zero_text":  # SVG text has tspans and no line breaks
            inner = inner.replace("span>", "tspan>").replace("<br>", " ")
        return "body", before.replace("{id}", ident) + inner + after, technique
    plain = text.replace(CUT, "")
    if channel == "html_comment":
        technique = rng.choice(sorted(COMMENTS))
        safe = plain.replace("--", "\u2013").replace("<", "\u2039").replace(">", "\u203a")
        region = "head" if rng.random() < 0.35 else "body"
        return region, COMMENTS[technique].replace("{v}", safe), technique
    if channel == "attribute":
        technique = rng.choice(sorted(ATTRIBUTES))
        value = in_attribute(plain)
        if technique == "iframe_srcdoc":  # the srcdoc holds HTML, itself escaped once more
            inner = html.escape(plain, quote=False).replace("\n", "<br>").replace("\t", " | ")
            value = html.escape(inner, quote=True)
        snippet = ATTRIBUTES[technique].replace("{v}", value)
        return "body", snippet.replace("{n}", str(rng.randrange(100, 999))), technique
    if channel == "meta":
        technique = rng.choice(sorted(METAS))
        return "head", METAS[technique].replace("{v}", in_attribute(plain)), technique
    if channel == "structured_data":
        snippet, technique = _ld(plain, rng, title)
        in_head = rng.random() < 0.45 and technique != "microdata_photograph"  # a div: body only
        return ("head" if in_head else "body"), snippet, technique
    raise ValueError(f"{channel!r} is not an HTML channel; use one of {', '.join(HTML_CHANNELS)}")
