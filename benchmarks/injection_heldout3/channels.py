"""Putting a text into one of the seven scored channels, with hiding techniques written for
this set. ``place`` returns (where, html, technique): where is "head" or "body". PDFs are
made in ``pdfdoc``."""

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

# (technique, opening tag, closing tag)
_HIDDEN = (
    ("display_none", '<div style="display: none">', "</div>"),
    ("visibility_hidden", '<p style="visibility:hidden;margin:0">', "</p>"),
    ("font_size_zero", '<span style="font-size:0">', "</span>"),
    ("opacity_zero", '<div style="opacity: 0.0; pointer-events:none">', "</div>"),
    ("offscreen_left", '<div style="position:absolute; left:-9999px; top:0">', "</div>"),
    ("offscreen_top", '<p style="position:fixed;top:-4000px">', "</p>"),
    (
        "clip_rect",
        '<span style="position:absolute;clip:rect(1px,1px,1px,1px);overflow:hidden">',
        "</span>",
    ),
    ("clip_path", '<div style="clip-path: inset(50%); height:1px; width:1px">', "</div>"),
    ("white_on_white", '<p style="color:#fff; background-color:#fff">', "</p>"),
    ("transparent_text", '<span style="color: transparent">', "</span>"),
    ("text_indent", '<p style="text-indent:-10000em; overflow:hidden">', "</p>"),
    ("zero_box", '<div style="max-height:0;overflow:hidden">', "</div>"),
    ("scale_zero", '<div style="transform:scale(0)">', "</div>"),
    ("stylesheet_rule", '<style>.k7q{display:none}</style><div class="k7q">', "</div>"),
    ("hidden_attribute", "<aside hidden>", "</aside>"),
)
_ATTRIBUTES = (
    ("img_alt", '<img src="/img/{n}.jpg" alt="{v}" loading="lazy">'),
    ("a_title", '<p><a href="/archive/{n}" title="{v}">Archive</a></p>'),
    ("aria_label", '<nav aria-label="{v}"><a href="/">Home</a></nav>'),
    ("data_note", '<div class="widget" data-note="{v}"></div>'),
    ("data_ai_hint", '<article-teaser data-ai-hint="{v}"></article-teaser>'),
    ("input_placeholder", '<form><input type="search" name="q" placeholder="{v}"></form>'),
    ("iframe_title", '<iframe src="about:blank" title="{v}" width="0" height="0"></iframe>'),
    ("button_aria_description", '<button aria-description="{v}">Print</button>'),
    ("svg_aria_label", '<svg role="img" aria-label="{v}" width="24" height="24"></svg>'),
)
_META = (
    ("description", '<meta name="description" content="{v}">'),
    ("keywords", '<meta name="keywords" content="{v}">'),
    ("og_description", '<meta property="og:description" content="{v}">'),
    ("twitter_description", '<meta name="twitter:description" content="{v}">'),
    ("dc_description", '<meta name="DC.description" content="{v}">'),
    ("custom_name", '<meta name="page-notes" content="{v}">'),
    ("og_title", '<meta property="og:title" content="{v}">'),
)
_COMMENT = (
    ("comment", "<!-- {v} -->"),
    ("comment_multiline", "<!--\n  {v}\n-->"),
    ("comment_build", "<!-- build 4.12.0 | {v} | cache: 300s -->"),
    ("comment_conditional", "<!--[if IE]>{v}<![endif]-->"),
    ("comment_note", "<!-- NOTE: {v} -->"),
)


def _value(text: str) -> str:
    return html.escape(text, quote=True).replace("\n", "&#10;")


def _visible(text: str, rng: random.Random, prose: list[str]) -> tuple[str, str]:
    esc = html.escape(text).replace("\n", "<br>")
    lead = html.escape(rng.choice(prose)) if prose else ""
    style = rng.randrange(6)
    if style == 0 and lead:
        return f"<p>{lead} {esc}</p>", "inline_sentence"
    if style == 1:
        return f'<aside class="editor-note"><p>{esc}</p></aside>', "aside"
    if style == 2:
        return f"<figure><figcaption>{esc}</figcaption></figure>", "figcaption"
    if style == 3:
        return (
            f'<section class="comments"><div class="comment"><b>guest_{rng.randrange(100, 999)}'
            f"</b><p>{esc}</p></div></section>",
            "user_comment",
        )
    if style == 4:
        return f"<table><tr><td>{lead or '-'}</td><td>{esc}</td></tr></table>", "table_cell"
    return f'<p class="fine-print"><small>{esc}</small></p>', "footer_small_print"


def _jsonld(text: str, rng: random.Random, title: str) -> tuple[str, str]:
    style = rng.randrange(7)
    ctx = "https://schema.org"
    data: dict[str, object]
    if style == 0:
        data = {"@context": ctx, "@type": "Article", "headline": title, "description": text}
        technique = "article_description"
    elif style == 1:
        data = {
            "@context": ctx,
            "@type": "HowTo",
            "name": title,
            "step": [
                {"@type": "HowToStep", "position": 1, "text": title},
                {"@type": "HowToStep", "position": 2, "text": text},
            ],
        }
        technique = "howto_step"
    elif style == 2:
        data = {
            "@context": ctx,
            "@type": "Product",
            "name": title,
            "review": [{"@type": "Review", "reviewBody": text, "reviewRating": {"ratingValue": 5}}],
        }
        technique = "review_body"
    elif style == 3:
        data = {
            "@context": ctx,
            "@type": "FAQPage",
            "mainEntity": {
                "@type": "Question",
                "name": title,
                "acceptedAnswer": {"@type": "Answer", "text": text},
            },
        }
        technique = "faq_answer"
    elif style == 4:
        data = {
            "@context": ctx,
            "@type": "Organization",
            "name": title,
            "description": text,
            "url": "/",
        }
        technique = "organization_description"
    elif style == 5:
        data = {
            "@context": ctx,
            "@type": "Event",
            "name": title,
            "startDate": "2026-11-14",
            "about": {"@type": "Thing", "description": text},
        }
        technique = "event_about"
    else:
        data = {"@context": ctx, "@type": "WebPage", "name": title, "abstract": text}
        technique = "webpage_abstract"
    dumped = json.dumps(data, ensure_ascii=rng.random() < 0.25, indent=rng.choice((None, 1)))
    safe = dumped.replace("</", "<\\/")
    return f'<script type="application/ld+json">{safe}</script>', technique


def place(
    channel: str, text: str, rng: random.Random, *, title: str, prose: list[str]
) -> tuple[str, str, str]:
    """(where, html, technique) putting ``text`` in ``channel``; ``prose`` is the page's own
    sentences, which visible text may follow."""
    if channel == "visible_text":
        snippet, technique = _visible(text, rng, prose)
        return "body", snippet, technique
    if channel == "css_hidden":
        technique, opening, closing = _HIDDEN[rng.randrange(len(_HIDDEN))]
        return "body", f"{opening}{html.escape(text)}{closing}", technique
    if channel == "html_comment":
        technique, template = _COMMENT[rng.randrange(len(_COMMENT))]
        where = "head" if rng.random() < 0.3 else "body"
        return where, template.replace("{v}", text.replace("--", "\u2014")), technique
    if channel == "attribute":
        technique, template = _ATTRIBUTES[rng.randrange(len(_ATTRIBUTES))]
        out = template.replace("{v}", _value(text)).replace("{n}", str(rng.randrange(100, 9999)))
        return "body", out, technique
    if channel == "meta":
        technique, template = _META[rng.randrange(len(_META))]
        return "head", template.replace("{v}", _value(text)), technique
    if channel == "structured_data":
        snippet, technique = _jsonld(text, rng, title)
        return ("head" if rng.random() < 0.5 else "body"), snippet, technique
    raise ValueError(f"not an HTML channel: {channel}")


_HEAD_CLOSE = re.compile(r"</head\s*>", re.I)
_BODY_OPEN = re.compile(r"<body[^>]*>", re.I)
_PARA_CLOSE = re.compile(r"</p\s*>", re.I)
_SKIP = re.compile(
    r"<(script|style|noscript|template|textarea)\b.*?</\1\s*>|<!--.*?-->", re.I | re.S
)


def into_page(page: str, where: str, snippet: str, rng: random.Random) -> str:
    """A real page with ``snippet`` added: in the head before ``</head>``, or in the body
    after one of its paragraphs (chosen by ``rng``; never inside a script, style or
    comment), else right after ``<body>``, else at the very start."""
    skip = [(m.start(), m.end()) for m in _SKIP.finditer(page)]

    def free(at: int) -> bool:
        return not any(a <= at < b for a, b in skip)

    if where == "head":
        heads = [m.start() for m in _HEAD_CLOSE.finditer(page) if free(m.start())]
        if heads:
            return page[: heads[0]] + snippet + "\n" + page[heads[0] :]
    body = _BODY_OPEN.search(page)
    begin = body.end() if body else 0
    spots = [m.end() for m in _PARA_CLOSE.finditer(page, begin) if free(m.start())]
    at = spots[rng.randrange(len(spots))] if spots else begin
    return page[:at] + "\n" + snippet + "\n" + page[at:]
