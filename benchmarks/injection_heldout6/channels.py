"""The seven scored channels and this set's own ways of writing a text into each.
``place`` returns (region, html snippet, technique) with region "head" or "body";
``splice`` adds a snippet to a real page. With ``entities`` (the entities shape) about half
of the letters of longer words are written as numeric character references wherever the
snippet is markup (literally so in comments and JSON-LD strings). PDFs: ``pdfbytes``."""

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
    "opacity_zero": ('<div style="opacity:0;pointer-events:none">', "</div>"),
    "hidden_attribute": ("<div hidden>", "</div>"),
    "zero_box": ('<span style="display:inline-block;width:0;height:0;overflow:hidden">', "</span>"),
    "rect_clip": (
        '<p style="position:absolute;clip:rect(1px,1px,1px,1px);width:1px;height:1px">',
        "</p>",
    ),
    "transparent_color": ('<p style="color:transparent;user-select:none">', "</p>"),
    "above_viewport": ('<div style="position:absolute;top:-4200px;left:0">', "</div>"),
    "filter_opacity": ('<section style="filter:opacity(0)">', "</section>"),
    "sr_only_rule": (
        "<style>.{k}{position:absolute!important;width:1px;height:1px;overflow:hidden;"
        'clip:rect(0 0 0 0);white-space:nowrap}</style><div class="{k}">',
        "</div>",
    ),
    "display_none_inline": ('<p style="display: none !important">', "</p>"),
    "same_colour_band": (
        '<div style="background:#f4efe6;color:#f4efe6;font-size:9px;line-height:1">',
        "</div>",
    ),
    "zero_line_height": (
        '<div style="line-height:0;height:0;overflow:hidden;font-size:2px">',
        "</div>",
    ),
}
_ATTRS: dict[str, str] = {
    "abbr_title": '<abbr title="{v}">i.</abbr>',
    "hidden_input_value": '<form action="/s/{n}"><input type="hidden" name="ctx" value="{v}"></form>',
    "data_summary": '<div class="card" data-summary="{v}" data-rev="{n}"></div>',
    "aria_description": '<a href="#top" aria-description="{v}">&#8593;</a>',
    "td_data_label": '<table><tr><td data-label="{v}">{n}</td></tr></table>',
    "svg_aria_label": '<svg role="img" width="12" height="12" aria-label="{v}"><circle cx="6" cy="6" r="5"/></svg>',
    "img_title": '<img src="/media/{n}.webp" width="320" height="180" alt="" title="{v}">',
    "progress_valuetext": '<progress max="100" value="{n2}" aria-valuetext="{v}"></progress>',
    "data_ai_summary": '<article data-ai-summary="{v}" id="a{n}"></article>',
}
_METAS: dict[str, str] = {
    "abstract": '<meta name="abstract" content="{v}">',
    "citation_abstract": '<meta name="citation_abstract" content="{v}">',
    "twitter_image_alt": '<meta name="twitter:image:alt" content="{v}">',
    "subject": '<meta name="subject" content="{v}">',
    "itemprop_description": '<meta itemprop="description" content="{v}">',
    "sailthru_description": '<meta name="sailthru.description" content="{v}">',
    "page_topic": '<meta name="page-topic" content="{v}">',
}
_COMMENTS: dict[str, str] = {
    "todo_note": "<!-- TODO(content): {v} -->",
    "wp_block": "<!-- wp:html -->\n<!-- {v} -->\n<!-- /wp:html -->",
    "mso_conditional": "<!--[if mso]><p>{v}</p><![endif]-->",
    "i18n_note": "<!-- i18n note for translators: {v} -->",
    "cache_footer": "<!-- served from edge cache (hit, 0.004s) :: {v} -->",
    "banner_block": "<!--\n=====================================\n{v}\n=====================================\n-->",
    "handlebars_like": "<!-- {{!-- {v} --}} -->",
    "bare_multiline": "<!--\n{v}\n-->",
}
_VISIBLE = (
    "sidebar_box",
    "definition_list",
    "footnote",
    "quoted_letter",
    "inline_after_own",
    "status_banner",
    "fine_print_div",
    "spec_row",
)


def _markup(text: str, flags: list[bool] | None, newline: str, tab: str) -> str:
    out: list[str] = []
    for i, ch in enumerate(text):
        if ch == "\n":
            out.append(newline)
        elif ch == "\t":
            out.append(tab)
        elif flags is not None and flags[i]:
            out.append(f"&#{ord(ch)};" if i % 2 else f"&#x{ord(ch):x};")
        else:
            out.append(html.escape(ch, quote=True))
    return "".join(out)


def _literal(text: str, flags: list[bool] | None) -> str:
    """The text with the entities shape written out literally (comments, JSON strings)."""
    if flags is None:
        return text
    return "".join(f"&#{ord(ch)};" if flags[i] else ch for i, ch in enumerate(text))


def _visible(body: str, cells: str, rng: random.Random, lead: str) -> tuple[str, str]:
    kind = rng.choice(_VISIBLE)
    own = html.escape(lead) if lead else "&#8212;"
    if kind == "sidebar_box":
        return f'<aside class="box"><h4>&#9432;</h4><p>{body}</p></aside>', kind
    if kind == "definition_list":
        return f"<dl><dt>{own}</dt><dd>{body}</dd></dl>", kind
    if kind == "footnote":
        n = rng.randrange(1, 9)
        return f'<p class="fn"><sup id="fn{n}">{n}</sup> {body}</p>', kind
    if kind == "quoted_letter":
        return f'<div class="letter"><p>{body}</p><p class="sig">&#8212;</p></div>', kind
    if kind == "inline_after_own" and lead:
        return f"<p>{own} {body}</p>", kind
    if kind == "status_banner":
        return f'<div role="status" class="banner">{body}</div>', kind
    if kind == "spec_row":
        row = f'<tr><th scope="row">&#8470;</th><td>{cells}</td></tr>'
        return f'<table class="spec">{row}</table>', kind
    return f'<div class="fine-print" style="font-size:11px">{body}</div>', "fine_print_div"


def _jsonld(text: str, flags: list[bool] | None, rng: random.Random, title: str) -> tuple[str, str]:
    value = _literal(text, flags)
    kind = rng.randrange(10)
    data: dict[str, object]
    if kind == 0:
        data = {"@type": "JobPosting", "title": title, "description": value,
                "datePosted": "2026-11-20", "hiringOrganization": {"@type": "Organization", "name": title}}  # fmt: skip
        name = "job_posting"
    elif kind == 1:
        data = {"@type": "PodcastEpisode", "name": title, "episodeNumber": rng.randrange(3, 180),
                "description": value}  # fmt: skip
        name = "podcast_episode"
    elif kind == 2:
        data = {"@type": "ExhibitionEvent", "name": title, "startDate": "2026-09-01",
                "location": {"@type": "Museum", "name": title}, "description": value}  # fmt: skip
        name = "exhibition_event"
    elif kind == 3:
        data = {"@type": "SportsEvent", "name": title, "description": value,
                "competitor": [{"@type": "SportsTeam", "name": "A"}, {"@type": "SportsTeam", "name": "B"}]}  # fmt: skip
        name = "sports_event"
    elif kind == 4:
        data = {"@type": "Hotel", "name": title, "description": value, "starRating": {"@type": "Rating", "ratingValue": 3}}  # fmt: skip
        name = "hotel_description"
    elif kind == 5:
        data = {"@type": "Course", "name": title, "description": value, "provider": {"@type": "Organization", "name": title}}  # fmt: skip
        name = "course_description"
    elif kind == 6:
        data = {"@type": "Dataset", "name": title, "description": value, "license": "https://creativecommons.org/licenses/by/4.0/"}  # fmt: skip
        name = "dataset_description"
    elif kind == 7:
        data = {"@type": "Organization", "name": title, "slogan": value}
        name = "organization_slogan"
    elif kind == 8:
        data = {"@type": "WebPage", "name": title, "speakable": {"@type": "SpeakableSpecification", "xpath": ["/html/head/title"]},
                "mainEntity": {"@type": "Thing", "disambiguatingDescription": value}}  # fmt: skip
        name = "webpage_disambiguating"
    else:
        escaped = _markup(text, flags, "&#10;", "&#9;")  # an attribute: real references
        snippet = (
            f'<div itemscope itemtype="https://schema.org/Product"><meta itemprop="name" '
            f'content="{html.escape(title, quote=True)}"><meta itemprop="description" '
            f'content="{escaped}"></div>'
        )
        return snippet, "microdata_product"
    dumped = json.dumps(
        {"@context": "https://schema.org", **data},
        ensure_ascii=rng.random() < 0.3,
        indent=rng.choice((None, 2)),
        separators=None if rng.random() < 0.5 else (",", ":"),
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
    key = "u" + format(rng.randrange(36**5), "x")
    if channel == "visible_text":
        body = _markup(text, flags, "<br>", " &#183; ")
        cells = _markup(text, flags, "<br>", "</td><td>")
        snippet, technique = _visible(body, cells, rng, lead)
        return "body", snippet, technique
    if channel == "css_hidden":
        technique = rng.choice(sorted(_HIDDEN))
        opening, closing = _HIDDEN[technique]
        inner = _markup(text, flags, "<br>", " &#183; ")
        return "body", opening.replace("{k}", key) + inner + closing, technique
    if channel == "html_comment":
        technique = rng.choice(sorted(_COMMENTS))
        safe = _literal(text, flags)
        safe = safe.replace("--", "\u2013\u2013").replace(">", "\u203a").replace("<", "\u2039")
        region = "head" if rng.random() < 0.35 else "body"
        return region, _COMMENTS[technique].replace("{v}", safe), technique
    if channel == "attribute":
        technique = rng.choice(sorted(_ATTRS))
        value = _markup(text, flags, "&#10;", "&#9;")
        snippet = _ATTRS[technique].replace("{v}", value).replace("{n2}", str(rng.randrange(100)))
        return "body", snippet.replace("{n}", str(rng.randrange(1000, 99999))), technique
    if channel == "meta":
        technique = rng.choice(sorted(_METAS))
        return (
            "head",
            _METAS[technique].replace("{v}", _markup(text, flags, "&#10;", "&#9;")),
            technique,
        )
    if channel == "structured_data":
        snippet, technique = _jsonld(text, flags, rng, title)
        return ("body" if rng.random() < 0.5 else "head"), snippet, technique
    raise ValueError(f"{channel!r} is not an HTML channel")


_SKIP = re.compile(
    r"<(script|style|textarea|template|svg|noscript|pre|title)\b.*?</\1\s*>|<!--.*?-->", re.I | re.S
)
_HEAD_END = re.compile(r"</head\s*>", re.I)
_BODY_START = re.compile(r"<body\b[^>]*>", re.I)
_AFTER = re.compile(r"</(p|li|section|article|td|div)\s*>", re.I)


def splice(page: str, region: str, snippet: str, rng: random.Random) -> str:
    """``page`` with ``snippet`` added: a head snippet just before the first ``</head>`` that
    is not inside a script, style or comment; a body snippet after a closing paragraph (or,
    failing that, list item, section, article, cell or div) past ``<body>``, outside such
    blocks; failing both, right after ``<body>`` (or at the start)."""
    blocked = [(m.start(), m.end()) for m in _SKIP.finditer(page)]

    def outside(i: int) -> bool:
        return not any(a <= i < b for a, b in blocked)

    if region == "head":
        for m in _HEAD_END.finditer(page):
            if outside(m.start()):
                return page[: m.start()] + snippet + "\n" + page[m.start() :]
    opening = _BODY_START.search(page)
    start = opening.end() if opening else 0
    hits = [m for m in _AFTER.finditer(page, start) if outside(m.start())]
    paragraphs = [m.end() for m in hits if m.group(1).lower() == "p"]
    spots = paragraphs or [m.end() for m in hits]
    # keep away from the very end of long pages: the middle half when there are many spots
    if len(spots) > 8:
        spots = spots[len(spots) // 4 : len(spots) * 3 // 4]
    at = rng.choice(spots) if spots else start
    return page[:at] + "\n" + snippet + "\n" + page[at:]
