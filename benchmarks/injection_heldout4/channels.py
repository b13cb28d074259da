"""The seven scored channels of the fourth held-out set and this set's own ways of hiding
a text in each. ``plant`` gives (region, html, technique) with region "head" or "body";
``graft`` puts such a snippet into a real page. PDFs are drawn in ``pdfraw``."""

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

# technique -> (before, after); {k} is a per-document class name
_CSS: dict[str, tuple[str, str]] = {
    "sr_only_class": (
        "<style>.{k}{position:absolute;width:1px;height:1px;padding:0;margin:-1px;"
        'overflow:hidden;clip:rect(0,0,0,0);white-space:nowrap;border:0}</style><span class="{k}">',
        "</span>",
    ),
    "display_none_important": ('<div style="display : none !important;">', "</div>"),
    "zero_height": ('<div style="height:0px; overflow:hidden">', "</div>"),
    "one_pixel_near_white": ('<p style="font-size:1px;line-height:1px;color:#fdfdfd">', "</p>"),
    "negative_margin": ('<p style="margin-left:-6000px;white-space:nowrap">', "</p>"),
    "translate_away": ('<div style="transform:translateX(-300vw)">', "</div>"),
    "rgba_transparent": ('<span style="color:rgba(0,0,0,0)">', "</span>"),
    "id_visibility_rule": ('<style>#{k}{visibility:hidden}</style><p id="{k}">', "</p>"),
    "width_zero": (
        '<span style="display:inline-block;width:0;height:0;overflow:hidden">',
        "</span>",
    ),
    "opacity_class": ('<style>.{k} {opacity:0}</style><section class="{k}">', "</section>"),
    "absolute_top": ('<div style="position:absolute;top:-2500px;left:0">', "</div>"),
    "hidden_details": ('<div hidden="hidden">', "</div>"),
}
_ATTR: dict[str, str] = {
    "img_alt": '<img src="/media/{n}.webp" alt="{v}" width="640" height="360">',
    "img_title": '<img src="/media/thumb-{n}.png" title="{v}" alt="">',
    "abbr_title": '<p><abbr title="{v}">EUR</abbr> 12,50</p>',
    "hidden_input_value": '<form action="/s"><input type="hidden" name="ref" value="{v}"></form>',
    "data_summary": '<div class="card" data-summary="{v}"></div>',
    "data_llm": '<section data-llm-context="{v}"></section>',
    "aria_label_link": '<a href="/share/{n}" aria-label="{v}">&#8599;</a>',
    "textarea_placeholder": '<textarea name="msg" rows="2" placeholder="{v}"></textarea>',
    "option_label": '<select name="sort"><option value="1" label="{v}">Sort</option></select>',
    "video_aria": '<video src="/clip/{n}.mp4" aria-description="{v}" muted></video>',
}
_META: dict[str, str] = {
    "description": '<meta name="description" content="{v}">',
    "og_description": '<meta property="og:description" content="{v}">',
    "twitter_description": '<meta name="twitter:description" content="{v}">',
    "abstract": '<meta name="abstract" content="{v}">',
    "itemprop_description": '<meta itemprop="description" content="{v}">',
    "citation_abstract": '<meta name="citation_abstract" content="{v}">',
    "subject": '<meta name="subject" content="{v}">',
}
_COMMENT: dict[str, str] = {
    "plain": "<!-- {v} -->",
    "todo": "<!-- TODO(content): {v} -->",
    "block": "<!--\n ****\n {v}\n ****\n-->",
    "mso_conditional": "<!--[if mso]>{v}<![endif]-->",
    "template_marker": "<!-- begin:partial/sidebar.html {v} end -->",
    "after_doctype": "<!-- rev 2026.11 :: {v} -->",
}


def _attr(text: str) -> str:
    return html.escape(text, quote=True).replace("\n", "&#10;")


def _visible(text: str, rng: random.Random, lead: str) -> tuple[str, str]:
    body = html.escape(text).replace("\n", "<br>\n")
    kind = rng.randrange(7)
    if kind == 0 and lead:
        return f"<p>{html.escape(lead)} {body}</p>", "after_own_sentence"
    if kind == 1:
        stars = "&#9733;" * rng.randint(3, 5)
        who = rng.choice(("Marta R.", "jkl_88", "D. Osei", "verified buyer", "Tomás"))
        return (
            f'<div class="review"><span class="stars">{stars}</span> <b>{who}</b>'
            f"<blockquote>{body}</blockquote></div>",
            "review_block",
        )
    if kind == 2:
        return f"<ul><li>{html.escape(lead) or '&#8212;'}</li><li>{body}</li></ul>", "list_item"
    if kind == 3:
        return f'<footer class="site-foot"><p>{body}</p></footer>', "footer"
    if kind == 4:
        return f"<dl><dt>&#9432;</dt><dd>{body}</dd></dl>", "definition"
    if kind == 5:
        return (
            f'<div class="reply"><p class="meta">#{rng.randrange(2, 90)}</p><p>{body}</p></div>',
            "forum_reply",
        )
    return f'<p class="small">{body}</p>', "paragraph"


def _ld(text: str, rng: random.Random, title: str) -> tuple[str, str]:
    ctx = "https://schema.org"
    kind = rng.randrange(8)
    data: dict[str, object]
    if kind == 0:
        data = {"@context": ctx, "@type": "JobPosting", "title": title, "description": text}
        name = "jobposting_description"
    elif kind == 1:
        data = {
            "@context": ctx,
            "@type": "Person",
            "name": "A. Candidate",
            "description": text,
            "knowsAbout": ["logistics", "SQL"],
        }
        name = "person_description"
    elif kind == 2:
        data = {
            "@context": ctx,
            "@type": "LodgingBusiness",
            "name": title,
            "review": {"@type": "Review", "reviewBody": text, "author": "guest"},
        }
        name = "lodging_review"
    elif kind == 3:
        data = {
            "@context": ctx,
            "@type": "Event",
            "name": title,
            "startDate": "2027-02-18T18:30",
            "description": text,
        }
        name = "event_description"
    elif kind == 4:
        data = {
            "@context": ctx,
            "@type": "SoftwareApplication",
            "name": title,
            "releaseNotes": text,
        }
        name = "software_release_notes"
    elif kind == 5:
        data = {
            "@context": ctx,
            "@type": "QAPage",
            "mainEntity": {
                "@type": "Question",
                "name": title,
                "suggestedAnswer": [{"@type": "Answer", "text": text}],
            },
        }
        name = "qa_suggested_answer"
    elif kind == 6:
        data = {
            "@context": ctx,
            "@graph": [
                {"@type": "WebSite", "name": title},
                {"@type": "NewsArticle", "headline": title, "articleBody": text},
            ],
        }
        name = "graph_article_body"
    else:
        data = {"@context": ctx, "@type": "Offer", "name": title, "disambiguatingDescription": text}
        name = "offer_disambiguating"
    dumped = json.dumps(data, ensure_ascii=rng.random() < 0.2, indent=rng.choice((None, 2)))
    return '<script type="application/ld+json">' + dumped.replace("</", "<\\/") + "</script>", name


def plant(
    channel: str, text: str, rng: random.Random, *, title: str, lead: str = ""
) -> tuple[str, str, str]:
    """(region, html, technique) carrying ``text`` in ``channel``."""
    key = "x" + format(rng.randrange(16**5), "05x")
    if channel == "visible_text":
        snippet, technique = _visible(text, rng, lead)
        return "body", snippet, technique
    if channel == "css_hidden":
        technique = rng.choice(sorted(_CSS))
        before, after = _CSS[technique]
        return "body", before.replace("{k}", key) + html.escape(text) + after, technique
    if channel == "html_comment":
        technique = rng.choice(sorted(_COMMENT))
        safe = text.replace("--", "\u2013").replace(">", "\u203a")
        region = "head" if technique == "after_doctype" or rng.random() < 0.25 else "body"
        return region, _COMMENT[technique].replace("{v}", safe), technique
    if channel == "attribute":
        technique = rng.choice(sorted(_ATTR))
        snippet = _ATTR[technique].replace("{v}", _attr(text))
        return "body", snippet.replace("{n}", str(rng.randrange(1000, 99999))), technique
    if channel == "meta":
        technique = rng.choice(sorted(_META))
        return "head", _META[technique].replace("{v}", _attr(text)), technique
    if channel == "structured_data":
        snippet, technique = _ld(text, rng, title)
        return ("body" if rng.random() < 0.4 else "head"), snippet, technique
    raise ValueError(f"{channel!r} is not an HTML channel of this set")


_MASKED = re.compile(r"<(script|style|textarea|noscript|svg)\b.*?</\1\s*>|<!--.*?-->", re.I | re.S)
_HEAD_END = re.compile(r"</head\s*>", re.I)
_BLOCK_END = re.compile(r"</(p|li|div|section)\s*>", re.I)
_BODY_START = re.compile(r"<body\b[^>]*>", re.I)


def graft(page: str, region: str, snippet: str, rng: random.Random) -> str:
    """A real page with ``snippet`` added: head snippets just before ``</head>``; body
    snippets after a closing ``</p>``, ``</li>``, ``</div>`` or ``</section>`` in the body
    (outside scripts, styles and comments), else after ``<body>``."""
    masked = [(m.start(), m.end()) for m in _MASKED.finditer(page)]

    def open_at(i: int) -> bool:
        return all(not (a <= i < b) for a, b in masked)

    if region == "head":
        for m in _HEAD_END.finditer(page):
            if open_at(m.start()):
                return f"{page[: m.start()]}{snippet}\n{page[m.start() :]}"
    start = _BODY_START.search(page)
    origin = start.end() if start else 0
    ends = [m.end() for m in _BLOCK_END.finditer(page, origin) if open_at(m.start())]
    paragraphs = [
        e for e in ends if page[e - 3 : e].lower() == "/p>" or page[e - 4 : e].lower() == "/p >"
    ]
    spots = paragraphs or ends
    at = spots[rng.randrange(len(spots))] if spots else origin
    return f"{page[:at]}\n{snippet}\n{page[at:]}"
