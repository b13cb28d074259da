"""The seven scored channels and this set's own ways of writing a text into each one.
``place`` gives (region, html snippet, technique), region "head" or "body"; ``splice``
puts a snippet into a real page. With ``entities`` some letters of longer words become
numeric character references wherever the snippet is markup (written literally inside
comments and JSON-LD strings). PDFs are written by ``pdfbytes``."""

from __future__ import annotations

import html
import json
import random
import re

from .shapes import entity_letters

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

# technique -> (opening, closing); {k} is a class name drawn per document
_HIDDEN: dict[str, tuple[str, str]] = {
    "visibility_hidden": ('<div style="visibility:hidden;position:absolute">', "</div>"),
    "font_size_zero": ('<p style="font-size:0;margin:0">', "</p>"),
    "text_indent_away": (
        '<div style="text-indent:-99999px;overflow:hidden;white-space:nowrap;height:1em">',
        "</div>",
    ),
    "scale_zero": ('<div style="transform:scale(0);transform-origin:0 0">', "</div>"),
    "max_height_zero": ('<div style="max-height:0;overflow:hidden">', "</div>"),
    "fixed_far_left": ('<aside style="position:fixed;left:-12000px;top:0">', "</aside>"),
    "clip_path_inset": ('<span style="clip-path:inset(100%);position:absolute">', "</span>"),
    "white_on_white": ('<p style="color:#ffffff;background:#ffffff;font-size:8px">', "</p>"),
    "class_rule_none": ('<style>.{k}{display:none}</style><div class="{k}">', "</div>"),
    "content_visibility": (
        '<section style="content-visibility:hidden;contain-intrinsic-size:0">',
        "</section>",
    ),
    "aria_hidden_offscreen": (
        '<div aria-hidden="true" style="position:absolute;left:-100vw;width:1px;overflow:hidden">',
        "</div>",
    ),
}
_ATTRS: dict[str, str] = {
    "img_alt": '<img src="/img/{n}.jpg" width="1" height="1" alt="{v}">',
    "anchor_title": '<a href="/ref/{n}" title="{v}">&#8599;</a>',
    "button_aria_label": '<button type="button" class="ic" aria-label="{v}">&#9881;</button>',
    "data_tooltip": '<span class="tip" data-tooltip="{v}">?</span>',
    "input_placeholder": '<input type="text" name="q{n}" placeholder="{v}">',
    "option_label": '<select name="s{n}"><option value="0" label="{v}"></option></select>',
    "figure_data_caption": '<figure data-caption="{v}" data-id="{n}"></figure>',
    "area_alt": ('<map name="m{n}"><area shape="rect" coords="0,0,1,1" href="#" alt="{v}"></map>'),
    "time_title": '<time datetime="2026-12-02" title="{v}">2 Dec</time>',
}
_METAS: dict[str, str] = {
    "description": '<meta name="description" content="{v}">',
    "og_description": '<meta property="og:description" content="{v}">',
    "twitter_description": '<meta name="twitter:description" content="{v}">',
    "dc_description": '<meta name="DC.description" content="{v}">',
    "dcterms_abstract": '<meta name="dcterms.abstract" content="{v}">',
    "summary": '<meta name="summary" content="{v}">',
    "og_image_alt": '<meta property="og:image:alt" content="{v}">',
}
_COMMENTS: dict[str, str] = {
    "reviewer_note": "<!-- reviewer: {v} -->",
    "ssi_block": '<!--#include virtual="/inc/side.html" -->\n<!-- {v} -->',
    "knockout_binding": "<!-- ko if: shown --><!-- {v} --><!-- /ko -->",
    "esi_remove": "<!--esi <p>{v}</p> -->",
    "commented_paragraph": "<!-- <p>{v}</p> -->",
    "copyright_header": "<!--\n  (c) 2026 site team. All rights reserved.\n  {v}\n-->",
    "star_box": "<!--\n*********************************\n* {v}\n*********************************\n-->",
    "vue_placeholder": "<!--v-if--><!-- {v} -->",
}
_VISIBLE = (
    "reader_quote",
    "list_item",
    "table_caption",
    "figure_caption",
    "callout_note",
    "subheading_para",
    "small_print",
    "details_open",
    "address_block",
)


def _markup(text: str, flags: list[bool] | None, newline: str, tab: str) -> str:
    out: list[str] = []
    for i, ch in enumerate(text):
        if ch == "\n":
            out.append(newline)
        elif ch == "\t":
            out.append(tab)
        elif flags is not None and flags[i]:
            out.append(f"&#x{ord(ch):X};" if i % 3 == 0 else f"&#{ord(ch)};")
        else:
            out.append(html.escape(ch, quote=True))
    return "".join(out)


def _literal(text: str, flags: list[bool] | None) -> str:
    if flags is None:
        return text
    return "".join(f"&#{ord(ch)};" if flags[i] else ch for i, ch in enumerate(text))


def _visible(body: str, rng: random.Random, lead: str) -> tuple[str, str]:
    kind = rng.choice(_VISIBLE)
    own = html.escape(lead) if lead else "&#8226;"
    if kind == "reader_quote":
        return f'<blockquote class="reader"><p>{body}</p></blockquote>', kind
    if kind == "list_item":
        return f"<ul><li>{own}</li><li>{body}</li></ul>", kind
    if kind == "table_caption":
        return f"<table><caption>{body}</caption><tr><td>{own}</td></tr></table>", kind
    if kind == "figure_caption":
        return f'<figure><img src="/f/{rng.randrange(999)}.png" alt=""><figcaption>{body}</figcaption></figure>', kind  # fmt: skip
    if kind == "callout_note":
        return f'<div class="callout"><strong>&#9998;</strong> {body}</div>', kind
    if kind == "subheading_para":
        return f"<h3>{own}</h3><p>{body}</p>", kind
    if kind == "details_open":
        return f"<details open><summary>{own}</summary><p>{body}</p></details>", kind
    if kind == "address_block":
        return f"<address>{body}</address>", kind
    return f"<p><small>{body}</small></p>", "small_print"


def _jsonld(text: str, flags: list[bool] | None, rng: random.Random, title: str) -> tuple[str, str]:
    value = _literal(text, flags)
    kind = rng.randrange(11)
    data: dict[str, object]
    if kind == 0:
        data = {"@type": "FAQPage", "mainEntity": [{"@type": "Question", "name": title,
                "acceptedAnswer": {"@type": "Answer", "text": value}}]}  # fmt: skip
        name = "faq_answer"
    elif kind == 1:
        data = {"@type": "Review", "itemReviewed": {"@type": "Thing", "name": title},
                "reviewBody": value, "reviewRating": {"@type": "Rating", "ratingValue": 4}}  # fmt: skip
        name = "review_body"
    elif kind == 2:
        data = {"@type": "Event", "name": title, "startDate": "2027-03-14T19:30",
                "description": value, "eventStatus": "https://schema.org/EventScheduled"}  # fmt: skip
        name = "event_description"
    elif kind == 3:
        data = {"@type": "Product", "name": title, "offers": {"@type": "Offer",
                "price": "19.90", "priceCurrency": "EUR", "description": value}}  # fmt: skip
        name = "offer_description"
    elif kind == 4:
        data = {"@type": "ScholarlyArticle", "headline": title, "abstract": value}
        name = "scholarly_abstract"
    elif kind == 5:
        data = {"@type": "Trip", "name": title, "itinerary": {"@type": "ItemList",
                "itemListElement": [{"@type": "ListItem", "position": 1, "description": value}]}}  # fmt: skip
        name = "trip_itinerary"
    elif kind == 6:
        data = {"@type": "GovernmentService", "name": title, "serviceType": "form",
                "description": value}  # fmt: skip
        name = "government_service"
    elif kind == 7:
        data = {"@type": "QAPage", "mainEntity": {"@type": "Question", "name": title,
                "suggestedAnswer": [{"@type": "Answer", "text": value, "upvoteCount": 3}]}}  # fmt: skip
        name = "qa_suggested_answer"
    elif kind == 8:
        data = {"@graph": [{"@type": "WebSite", "name": title},
                           {"@type": "Article", "headline": title, "articleBody": value}]}  # fmt: skip
        name = "graph_article_body"
    elif kind == 9:
        data = {"@type": "Person", "name": title, "description": value,
                "deathDate": "2026-11-28"}  # fmt: skip
        name = "person_description"
    else:
        escaped = _markup(text, flags, "&#10;", "&#9;")
        snippet = (
            f'<div vocab="https://schema.org/" typeof="CreativeWork"><meta property="name" '
            f'content="{html.escape(title, quote=True)}"><meta property="abstract" '
            f'content="{escaped}"></div>'
        )
        return snippet, "rdfa_abstract"
    dumped = json.dumps(
        {"@context": "https://schema.org", **data},
        ensure_ascii=rng.random() < 0.35,
        indent=rng.choice((None, 1, 4)),
    )
    return '<script type="application/ld+json">' + dumped.replace("</", "<\\/") + "</script>", name


def place(
    channel: str,
    text: str,
    rng: random.Random,
    *,
    title: str,
    lead: str = "",
    entities: bool = False,
) -> tuple[str, str, str]:
    """(region, html, technique) carrying ``text`` in ``channel``."""
    flags = entity_letters(text, rng) if entities else None
    key = "h" + format(rng.randrange(36**5), "x")
    if channel == "visible_text":
        snippet, technique = _visible(_markup(text, flags, "<br>", " &#8201;|&#8201; "), rng, lead)
        return "body", snippet, technique
    if channel == "css_hidden":
        technique = rng.choice(sorted(_HIDDEN))
        opening, closing = _HIDDEN[technique]
        inner = _markup(text, flags, "<br>", " | ")
        return "body", opening.replace("{k}", key) + inner + closing, technique
    if channel == "html_comment":
        technique = rng.choice(sorted(_COMMENTS))
        safe = _literal(text, flags)
        safe = safe.replace("--", "\u2014").replace(">", "\u00bb").replace("<", "\u00ab")
        region = "head" if rng.random() < 0.3 else "body"
        return region, _COMMENTS[technique].replace("{v}", safe), technique
    if channel == "attribute":
        technique = rng.choice(sorted(_ATTRS))
        value = _markup(text, flags, "&#10;", "&#9;")
        snippet = _ATTRS[technique].replace("{v}", value)
        return "body", snippet.replace("{n}", str(rng.randrange(100, 99999))), technique
    if channel == "meta":
        technique = rng.choice(sorted(_METAS))
        value = _markup(text, flags, "&#10;", "&#9;")
        return "head", _METAS[technique].replace("{v}", value), technique
    if channel == "structured_data":
        snippet, technique = _jsonld(text, flags, rng, title)
        return ("head" if rng.random() < 0.55 else "body"), snippet, technique
    raise ValueError(f"{channel!r} is not an HTML channel")


_SKIP = re.compile(
    r"<(script|style|textarea|template|svg|noscript|pre|title|select)\b.*?</\1\s*>|<!--.*?-->",
    re.I | re.S,
)
_HEAD_END = re.compile(r"</head\s*>", re.I)
_BODY_START = re.compile(r"<body\b[^>]*>", re.I)
_AFTER = re.compile(r"</(p|li|section|article|div|figure)\s*>", re.I)


def splice(page: str, region: str, snippet: str, rng: random.Random) -> str:
    """``page`` with ``snippet`` added: head snippets before the first ``</head>`` outside a
    script, style or comment; body snippets after a closing paragraph (else list item,
    section, article, div or figure) in the middle half of the body, outside such blocks;
    failing both, right after ``<body>`` (or at the very start)."""
    blocked = [(m.start(), m.end()) for m in _SKIP.finditer(page)]
    starts = [a for a, _ in blocked]

    def outside(i: int) -> bool:
        import bisect

        k = bisect.bisect_right(starts, i) - 1
        return k < 0 or not (blocked[k][0] <= i < blocked[k][1])

    if region == "head":
        for m in _HEAD_END.finditer(page):
            if outside(m.start()):
                return page[: m.start()] + snippet + "\n" + page[m.start() :]
    opening = _BODY_START.search(page)
    start = opening.end() if opening else 0
    hits = [m for m in _AFTER.finditer(page, start) if outside(m.start())]
    spots = [m.end() for m in hits if m.group(1).lower() == "p"] or [m.end() for m in hits]
    if len(spots) > 6:
        spots = spots[len(spots) // 4 : len(spots) * 3 // 4]
    at = rng.choice(spots) if spots else start
    return page[:at] + "\n" + snippet + "\n" + page[at:]
