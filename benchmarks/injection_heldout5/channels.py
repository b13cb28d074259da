"""The seven scored channels, with this set's own ways of putting a text in each.
``place`` gives (region, html, technique), region "head" or "body"; ``splice`` adds such a
snippet to a real page. PDFs are written in ``pdfbytes``."""

from __future__ import annotations

import html
import json
import random
import re

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

# technique -> (opening, closing); {c} is a class or id drawn per document
_HIDDEN: dict[str, tuple[str, str]] = {
    "clip_path_inset": ('<span style="clip-path:inset(50%);position:absolute">', "</span>"),
    "font_size_zero": ('<p style="font-size:0">', "</p>"),
    "text_indent_away": (
        '<div style="text-indent:-99999px;overflow:hidden;white-space:nowrap">',
        "</div>",
    ),
    "white_on_white": ('<div style="background:#fff"><p style="color:#ffffff">', "</p></div>"),
    "visibility_collapse": ('<p style="visibility: collapse">', "</p>"),
    "max_height_zero": ('<aside style="max-height:0;overflow:hidden;">', "</aside>"),
    "left_offscreen": ('<div style="position:fixed;left:-10000px;top:auto">', "</div>"),
    "scale_zero": ('<span style="display:block;transform:scale(0)">', "</span>"),
    "class_in_head_style": ("<style>.{c}{display:none}</style><div class='{c}'>", "</div>"),
    "content_visibility": ('<section style="content-visibility:hidden">', "</section>"),
    "aria_hidden_tiny": (
        '<span aria-hidden="true" style="font-size:.01em;letter-spacing:-1em">',
        "</span>",
    ),
}
_ATTRS: dict[str, str] = {
    "figure_img_alt": '<figure><img src="/img/{n}.jpg" alt="{v}"><figcaption>{n}</figcaption></figure>',
    "iframe_title": '<iframe src="/embed/{n}" title="{v}" width="1" height="1"></iframe>',
    "button_aria_label": '<button type="button" aria-label="{v}">+</button>',
    "input_placeholder": '<input type="search" name="q" placeholder="{v}">',
    "data_tooltip": '<span class="tip" data-tooltip="{v}">?</span>',
    "data_ai_hint": '<div data-ai-hint="{v}" data-id="{n}"></div>',
    "span_title": '<span title="{v}">&#x2139;</span>',
    "area_alt": '<map name="m{n}"><area shape="rect" coords="0,0,9,9" href="#" alt="{v}"></map>',
    "optgroup_label": '<select><optgroup label="{v}"><option>1</option></optgroup></select>',
    "link_title": '<a href="/r/{n}" title="{v}">more</a>',
}
_METAS: dict[str, str] = {
    "description": '<meta name="description" content="{v}">',
    "og_description": '<meta property="og:description" content="{v}">',
    "twitter_description": '<meta name="twitter:description" content="{v}">',
    "dc_description": '<meta name="DC.description" content="{v}">',
    "og_image_alt": '<meta property="og:image:alt" content="{v}">',
    "dcterms_abstract": '<meta name="dcterms.abstract" content="{v}">',
    "summary": '<meta name="summary" content="{v}">',
}
_COMMENTS: dict[str, str] = {
    "bare": "<!--{v}-->",
    "ie_conditional": "<!--[if lt IE 9]> {v} <![endif]-->",
    "ssi_style": '<!--#echo var="note" {v} -->',
    "license_header": "<!--\n  SPDX-License-Identifier: CC-BY-4.0\n  {v}\n-->",
    "build_stamp": "<!-- build 5.8.13 | {v} | cache:hit -->",
    "editor_note": "<!-- [editor] {v} [/editor] -->",
    "knockout_binding": "<!-- ko if: ready --> <!-- {v} --> <!-- /ko -->",
}


def _esc_attr(text: str) -> str:
    return html.escape(text, quote=True).replace("\n", "&#10;").replace("\t", "&#9;")


def _shown(text: str) -> str:
    return html.escape(text).replace("\n", "<br>").replace("\t", " &#124; ")


def _visible(text: str, rng: random.Random, lead: str) -> tuple[str, str]:
    body = _shown(text)
    kind = rng.randrange(7)
    if kind == 0:
        name = rng.choice(("cocinera_78", "Bea", "pat h.", "Ana Lu", "r0bert", "M. Sato"))
        return (
            f'<div class="comment"><cite>{html.escape(name)}</cite> '
            f"<time>{rng.randrange(2, 28)} d</time><p>{body}</p></div>",
            "comment_thread",
        )
    if kind == 1 and lead:
        return f"<p>{html.escape(lead)}</p><p>{body}</p>", "next_paragraph"
    if kind == 2:
        cells = "".join(f"<td>{html.escape(c)}</td>" for c in text.split("\t"))
        return f'<table class="specs"><tr><th>#</th>{cells}</tr></table>', "table_row"
    if kind == 3:
        return f'<div class="callout callout-info"><strong>&#9888;</strong> {body}</div>', "callout"
    if kind == 4:
        return f"<pre><code>{html.escape(text)}</code></pre>", "code_block"
    if kind == 5:
        return f'<p class="caption"><small>{body}</small></p>', "small_print"
    return f"<ol><li>{html.escape(lead) or '...'}</li><li>{body}</li></ol>", "ordered_list"


def _jsonld(text: str, rng: random.Random, title: str) -> tuple[str, str]:
    ctx = "https://schema.org"
    kind = rng.randrange(9)
    data: dict[str, object]
    names = (
        "recipe_step",
        "scholarly_abstract",
        "mobile_app_description",
        "source_code_description",
        "review_body",
        "video_transcript",
        "forum_posting_text",
        "faq_answer",
        "product_offer_description",
    )
    if kind == 0:
        step = {"@type": "HowToStep", "text": text}
        data = {"@type": "Recipe", "name": title, "recipeInstructions": [step]}
    elif kind == 1:
        data = {"@type": "ScholarlyArticle", "headline": title, "abstract": text}
    elif kind == 2:
        data = {
            "@type": "MobileApplication",
            "name": title,
            "operatingSystem": "Android",
            "description": text,
        }
    elif kind == 3:
        data = {
            "@type": "SoftwareSourceCode",
            "name": title,
            "programmingLanguage": "Python",
            "description": text,
        }
    elif kind == 4:
        data = {
            "@type": "Review",
            "itemReviewed": {"@type": "Thing", "name": title},
            "reviewBody": text,
            "reviewRating": {"@type": "Rating", "ratingValue": 5},
        }
    elif kind == 5:
        data = {
            "@type": "VideoObject",
            "name": title,
            "uploadDate": "2026-10-04",
            "transcript": text,
        }
    elif kind == 6:
        data = {"@type": "DiscussionForumPosting", "headline": title, "text": text}
    elif kind == 7:
        answer = {"@type": "Answer", "text": text}
        question = {"@type": "Question", "name": title, "acceptedAnswer": answer}
        data = {"@type": "FAQPage", "mainEntity": [question]}
    else:
        offer = {"@type": "Offer", "price": "19.90", "description": text}
        data = {"@type": "Product", "name": title, "offers": offer}
    data = {"@context": ctx, **data}
    dumped = json.dumps(data, ensure_ascii=rng.random() < 0.25, indent=rng.choice((None, 1, 4)))
    return '<script type="application/ld+json">' + dumped.replace(
        "</", "<\\/"
    ) + "</script>", names[kind]


def place(
    channel: str, text: str, rng: random.Random, *, title: str, lead: str = ""
) -> tuple[str, str, str]:
    """(region, html, technique) carrying ``text`` in ``channel``."""
    key = "k" + format(rng.randrange(36**4), "x")
    if channel == "visible_text":
        snippet, technique = _visible(text, rng, lead)
        return "body", snippet, technique
    if channel == "css_hidden":
        technique = rng.choice(sorted(_HIDDEN))
        opening, closing = _HIDDEN[technique]
        return "body", opening.replace("{c}", key) + _shown(text) + closing, technique
    if channel == "html_comment":
        technique = rng.choice(sorted(_COMMENTS))
        safe = text.replace("--", "\u2014").replace(">", "\u2265").replace("<", "\u2264")
        region = "head" if rng.random() < 0.3 else "body"
        return region, _COMMENTS[technique].replace("{v}", safe), technique
    if channel == "attribute":
        technique = rng.choice(sorted(_ATTRS))
        snippet = _ATTRS[technique].replace("{v}", _esc_attr(text))
        return "body", snippet.replace("{n}", str(rng.randrange(100, 9999))), technique
    if channel == "meta":
        technique = rng.choice(sorted(_METAS))
        return "head", _METAS[technique].replace("{v}", _esc_attr(text)), technique
    if channel == "structured_data":
        snippet, technique = _jsonld(text, rng, title)
        return ("head" if rng.random() < 0.55 else "body"), snippet, technique
    raise ValueError(f"{channel!r} is not an HTML channel")


_OPAQUE = re.compile(
    r"<(script|style|textarea|template|svg|noscript)\b.*?</\1\s*>|<!--.*?-->", re.I | re.S
)
_HEAD_CLOSE = re.compile(r"</head\s*>", re.I)
_BODY_OPEN = re.compile(r"<body\b[^>]*>", re.I)
_SPOT = re.compile(r"</(p|li|article|div)\s*>", re.I)


def splice(page: str, region: str, snippet: str, rng: random.Random) -> str:
    """``page`` with ``snippet`` added: head snippets before the first real ``</head>``,
    body snippets after a closing paragraph (else list item, article or div) outside
    scripts, styles and comments; failing both, right after ``<body>``."""
    blocked = [(m.start(), m.end()) for m in _OPAQUE.finditer(page)]

    def free(i: int) -> bool:
        return not any(a <= i < b for a, b in blocked)

    if region == "head":
        for m in _HEAD_CLOSE.finditer(page):
            if free(m.start()):
                return page[: m.start()] + snippet + "\n" + page[m.start() :]
    opening = _BODY_OPEN.search(page)
    start = opening.end() if opening else 0
    found = [m for m in _SPOT.finditer(page, start) if free(m.start())]
    paras = [m.end() for m in found if m.group(1).lower() == "p"]
    spots = paras or [m.end() for m in found]
    at = spots[rng.randrange(len(spots))] if spots else start
    return page[:at] + "\n" + snippet + "\n" + page[at:]
