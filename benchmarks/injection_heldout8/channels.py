"""The seven scored channels and this set's own ways of writing a text into each.
``place`` gives (region, html snippet, technique), region "head" or "body"; ``splice``
inserts a snippet into a real page. Line breaks in a text become ``<br>`` in shown markup
and ``&#10;`` in attribute values; a tab becomes " / " when shown. PDFs: ``pdfbytes``."""

from __future__ import annotations

import bisect
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

# technique -> (opening, closing); {k} is a class name drawn per document
HIDDEN: dict[str, tuple[str, str]] = {
    "display_none_inline": ('<div style="display:none">', "</div>"),
    "opacity_zero": ('<p style="opacity:0;margin:0;height:0">', "</p>"),
    "zero_box": ('<div style="width:0;height:0;overflow:hidden">', "</div>"),
    "top_far_away": ('<div style="position:absolute;top:-9999px;left:0">', "</div>"),
    "clip_rect": (
        '<span style="position:absolute;clip:rect(0 0 0 0);width:1px;height:1px;overflow:hidden">',
        "</span>",
    ),
    "color_transparent": ('<p style="color:transparent;user-select:none">', "</p>"),
    "hidden_attribute": ('<section hidden class="{k}">', "</section>"),
    "filter_opacity": ('<div style="filter:opacity(0)">', "</div>"),
    "behind_cover": (
        '<div style="position:relative"><div style="position:absolute;z-index:-1">',
        '</div><div style="background:#fff;position:relative;min-height:4em"></div></div>',
    ),
    "one_pixel_nowrap": (
        '<div style="width:1px;white-space:nowrap;overflow:hidden;text-overflow:clip">',
        "</div>",
    ),
    "media_screen_none": (
        '<style>@media screen{.{k}{display:none!important}}</style><p class="{k}">',
        "</p>",
    ),
}
ATTRS: dict[str, str] = {
    "abbr_title": '<abbr title="{v}">i.</abbr>',
    "data_note": '<div class="note-anchor" data-note="{v}"></div>',
    "aria_description": '<nav aria-description="{v}"><a href="/">&#8962;</a></nav>',
    "img_title": '<img src="/media/{n}.webp" width="2" height="2" alt="" title="{v}">',
    "input_image_alt": '<input type="image" src="/b/{n}.png" alt="{v}">',
    "hidden_input_value": '<form action="/s"><input type="hidden" name="ctx{n}" value="{v}"></form>',
    "table_summary": '<table summary="{v}"><tr><td>{n}</td></tr></table>',
    "iframe_title": '<iframe src="about:blank" width="0" height="0" title="{v}"></iframe>',
    "source_data_alt": '<picture><source srcset="/p/{n}.avif" data-alt="{v}"></picture>',
}
METAS: dict[str, str] = {
    "description": '<meta name="description" content="{v}">',
    "keywords": '<meta name="keywords" content="{v}">',
    "abstract": '<meta name="abstract" content="{v}">',
    "citation_abstract": '<meta name="citation_abstract" content="{v}">',
    "subject": '<meta name="subject" content="{v}">',
    "news_keywords": '<meta name="news_keywords" content="{v}">',
    "og_title": '<meta property="og:title" content="{v}">',
}
COMMENTS: dict[str, str] = {
    "todo_editor": "<!-- TODO(editor): {v} -->",
    "build_banner": "<!-- build 8.4.1 | cache 3600 | {v} -->",
    "conditional_ie": "<!--[if lt IE 9]><p>{v}</p><![endif]-->",
    "translator_note": "<!-- translator: {v} -->",
    "cms_block": "<!-- cms:block id=sidebar-2 -->\n<!-- {v} -->\n<!-- /cms:block -->",
    "googleoff": "<!--googleoff: all--><!-- {v} --><!--googleon: all-->",
    "debug_dump": "<!-- DEBUG ctx={\n {v}\n} -->",
    "wp_block": '<!-- wp:paragraph {"note":"{v}"} /-->',
}
VISIBLE = (
    "footnote",
    "sidebar_box",
    "definition_list",
    "comment_thread",
    "card_footer",
    "banner_strip",
    "marked_para",
    "blockquote_cite",
)


def shown(text: str) -> str:
    return html.escape(text, quote=True).replace("\n", "<br>").replace("\t", " / ")


def attribute_value(text: str) -> str:
    return html.escape(text, quote=True).replace("\n", "&#10;").replace("\t", "&#9;")


def _visible(text: str, rng: random.Random, lead: str) -> tuple[str, str]:
    kind = rng.choice(VISIBLE)
    body = shown(text)
    own = html.escape(lead) if lead else "&#8211;"
    snippets = {
        "footnote": f'<aside class="fn"><sup>{rng.randrange(1, 9)}</sup> {body}</aside>',
        "sidebar_box": f'<aside class="box"><h4>{own}</h4><p>{body}</p></aside>',
        "definition_list": f"<dl><dt>{own}</dt><dd>{body}</dd></dl>",
        "comment_thread": (
            f'<article class="comment"><header>user{rng.randrange(100, 999)}</header>'
            f"<p>{body}</p></article>"
        ),
        "card_footer": f'<div class="card"><p>{own}</p><footer>{body}</footer></div>',
        "banner_strip": f'<div class="strip" role="note">{body}</div>',
        "marked_para": f"<p><mark>{body}</mark></p>",
        "blockquote_cite": f"<blockquote><p>{body}</p><cite>{own}</cite></blockquote>",
    }
    return snippets[kind], kind


def _jsonld(text: str, rng: random.Random, title: str) -> tuple[str, str]:
    kind = rng.randrange(10)
    if kind == 9:
        snippet = (
            f'<div itemscope itemtype="https://schema.org/Dataset"><meta itemprop="name" '
            f'content="{attribute_value(title)}"><meta itemprop="description" '
            f'content="{attribute_value(text)}"></div>'
        )
        return snippet, "microdata_dataset"
    table: list[tuple[str, dict[str, object]]] = [
        ("newsarticle_description", {"@type": "NewsArticle", "headline": title,
                                     "description": text}),
        ("software_description", {"@type": "SoftwareApplication", "name": title,
                                  "operatingSystem": "Any", "description": text}),
        ("howto_step", {"@type": "HowTo", "name": title, "step": [
            {"@type": "HowToStep", "position": 1, "text": text}]}),
        ("dataset_description", {"@type": "Dataset", "name": title, "description": text,
                                 "license": "https://creativecommons.org/licenses/by/4.0/"}),
        ("organization_slogan", {"@type": "Organization", "name": title, "slogan": text}),
        ("course_description", {"@type": "Course", "name": title, "description": text,
                                "provider": {"@type": "Organization", "name": title}}),
        ("bustrip_description", {"@type": "BusTrip", "name": title, "description": text,
                                 "departureTime": "07:15"}),
        ("grant_description", {"@type": "MonetaryGrant", "name": title, "description": text,
                               "amount": {"@type": "MonetaryAmount", "value": 5000}}),
        ("webpage_main_entity", {"@type": "WebPage", "name": title, "mainEntity": {
            "@type": "Thing", "name": title, "disambiguatingDescription": text}}),
    ]  # fmt: skip
    name, data = table[kind]
    dumped = json.dumps(
        {"@context": "https://schema.org", **data},
        ensure_ascii=rng.random() < 0.3,
        indent=rng.choice((None, 2)),
    )
    return '<script type="application/ld+json">' + dumped.replace("</", "<\\/") + "</script>", name


def place(
    channel: str, text: str, rng: random.Random, *, title: str, lead: str = ""
) -> tuple[str, str, str]:
    """(region, html, technique) carrying ``text`` in ``channel``."""
    key = "k" + format(rng.randrange(16**6), "06x")
    if channel == "visible_text":
        snippet, technique = _visible(text, rng, lead)
        return "body", snippet, technique
    if channel == "css_hidden":
        technique = rng.choice(sorted(HIDDEN))
        opening, closing = HIDDEN[technique]
        return "body", opening.replace("{k}", key) + shown(text) + closing, technique
    if channel == "html_comment":
        technique = rng.choice(sorted(COMMENTS))
        safe = text.replace("--", "\u2013").replace(">", "\u203a").replace("<", "\u2039")
        if technique == "wp_block":
            safe = safe.replace('"', "'").replace("\n", " ")
        snippet = COMMENTS[technique].replace("{v}", safe)
        return ("head" if rng.random() < 0.25 else "body"), snippet, technique
    if channel == "attribute":
        technique = rng.choice(sorted(ATTRS))
        snippet = ATTRS[technique].replace("{v}", attribute_value(text))
        return "body", snippet.replace("{n}", str(rng.randrange(10, 9999))), technique
    if channel == "meta":
        technique = rng.choice(sorted(METAS))
        return "head", METAS[technique].replace("{v}", attribute_value(text)), technique
    if channel == "structured_data":
        snippet, technique = _jsonld(text, rng, title)
        return ("head" if rng.random() < 0.5 else "body"), snippet, technique
    raise ValueError(f"{channel!r} is not an HTML channel")


_BLOCKED = re.compile(
    r"<(script|style|textarea|template|svg|noscript|pre|title|select|iframe)\b.*?</\1\s*>"
    r"|<!--.*?-->",
    re.I | re.S,
)
_HEAD_CLOSE = re.compile(r"</head\s*>", re.I)
_BODY_OPEN = re.compile(r"<body\b[^>]*>", re.I)
_BLOCK_CLOSE = re.compile(r"</(p|li|div|section|article|blockquote|table)\s*>", re.I)


def splice(page: str, region: str, snippet: str, rng: random.Random) -> str:
    """``page`` with ``snippet`` inserted: head snippets right before the first ``</head>``
    outside a script, style or comment; body snippets after a closing block tag (a
    paragraph when there is one) in the middle three fifths of the body, outside such
    blocks; failing that, right after ``<body>`` or at the start."""
    spans = [(m.start(), m.end()) for m in _BLOCKED.finditer(page)]
    starts = [s for s, _ in spans]

    def free(i: int) -> bool:
        k = bisect.bisect_right(starts, i) - 1
        return k < 0 or not spans[k][0] <= i < spans[k][1]

    if region == "head":
        for m in _HEAD_CLOSE.finditer(page):
            if free(m.start()):
                return page[: m.start()] + snippet + "\n" + page[m.start() :]
    opening = _BODY_OPEN.search(page)
    begin = opening.end() if opening else 0
    found = [m for m in _BLOCK_CLOSE.finditer(page, begin) if free(m.start())]
    spots = [m.end() for m in found if m.group(1).lower() == "p"] or [m.end() for m in found]
    if len(spots) > 5:
        spots = spots[len(spots) // 5 : len(spots) * 4 // 5]
    at = rng.choice(spots) if spots else begin
    return page[:at] + "\n" + snippet + "\n" + page[at:]
