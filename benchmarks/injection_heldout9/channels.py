"""The seven scored channels and this set's ways of writing a text into each of the six
HTML ones (PDFs: ``pdfbytes``). ``place`` returns (region, snippet, technique), region
"head" or "body". A line break in a text becomes ``<br>`` when shown and ``&#10;`` in an
attribute value; a tab becomes " · " when shown."""

from __future__ import annotations

import html
import json
import random

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

# technique -> (opening, closing); {k} is an id or class drawn per document
CSS_HIDING: dict[str, tuple[str, str]] = {
    "mask_image": (
        '<div style="-webkit-mask-image:linear-gradient(transparent,transparent);'
        'mask-image:linear-gradient(transparent,transparent)">',
        "</div>",
    ),
    "clip_path_circle": ('<div style="clip-path:circle(0);position:absolute">', "</div>"),
    "hidden_until_found": ('<div hidden="until-found" id="{k}">', "</div>"),
    "scale_y_zero": ('<p style="transform:scaleY(0);height:0;margin:0">', "</p>"),
    "translate_away": ('<div style="transform:translate(-300vw,0);position:absolute">', "</div>"),
    "same_as_background": (
        '<p style="color:#fbfaf7;background:#fbfaf7;font-size:9px">',
        "</p>",
    ),
    "opacity_hundredth": ('<span style="opacity:.01;font-size:2px">', "</span>"),
    "style_id_visibility": (
        "<style>#{k}{visibility:hidden;position:absolute;pointer-events:none}</style>"
        '<div id="{k}">',
        "</div>",
    ),
    "line_height_zero": (
        '<div style="line-height:0;font-size:1px;height:0;overflow:hidden">',
        "</div>",
    ),
    "closed_details": (
        '<details class="{k}"><summary style="display:none">more</summary><p>',
        "</p></details>",
    ),
}
ATTRIBUTES: dict[str, str] = {
    "button_title": '<button type="button" class="share" title="{v}">&#8599;</button>',
    "data_context": '<span class="ref" data-context="{v}"></span>',
    "meter_aria_label": '<meter value="0.{n}" aria-label="{v}"></meter>',
    "td_abbr": '<table class="mini"><tr><td abbr="{v}">{n}</td></tr></table>',
    "blockquote_cite_attr": '<blockquote cite="{v}"><p>&#8220;&#8221;</p></blockquote>',
    "option_value": '<select name="s{n}"><option value="{v}">&#8212;</option></select>',
    "data_assistant_hint": '<div class="promo" data-assistant-hint="{v}"></div>',
    "dialog_aria_label": '<dialog aria-label="{v}"></dialog>',
}
METAS: dict[str, str] = {
    "description": '<meta name="description" content="{v}">',
    "og_description": '<meta property="og:description" content="{v}">',
    "twitter_title": '<meta name="twitter:title" content="{v}">',
    "dcterms_description": '<meta name="dcterms.description" content="{v}">',
    "itemprop_about": '<meta itemprop="about" content="{v}">',
    "category": '<meta name="category" content="{v}">',
}
COMMENTS: dict[str, str] = {
    "theme_debug": "<!-- THEME DEBUG -->\n<!-- BEGIN OUTPUT from 'node.teaser.html.twig': {v} -->",
    "ab_variant": "<!-- ab-test: variant=B | copy: {v} -->",
    "commented_markup": '<!-- <div class="promo-old">{v}</div> -->',
    "seo_plugin": "<!-- SEO plugin v3 | snippet override: {v} -->",
    "merge_leftover": "<!-- <<<<<<< HEAD\n{v}\n======= -->",
    "handoff_note": "<!-- handoff to content team: {v} -->",
}
VISIBLE = (
    "qa_pair",
    "pull_quote",
    "fine_print",
    "notice_row",
    "tag_line",
    "ps_line",
    "summary_box",
    "inline_append",
)
LD_KINDS = (
    "product_description",
    "localbusiness_description",
    "creativework_abstract",
    "book_review",
    "itemlist_element",
    "claimreview_body",
    "special_announcement",
    "donate_action",
    "microdata_product",
)


def shown(text: str) -> str:
    return html.escape(text, quote=True).replace("\n", "<br>").replace("\t", " &#183; ")


def attr(text: str) -> str:
    return html.escape(text, quote=True).replace("\n", "&#10;").replace("\t", "&#9;")


def _visible(text: str, rng: random.Random, lead: str) -> tuple[str, str]:
    kind = rng.choice(VISIBLE)
    body = shown(text)
    own = html.escape(lead) if lead else "&#8230;"
    snippet = {
        "qa_pair": f'<div class="qa"><p class="q"><b>?</b> {own}</p><p class="a">{body}</p></div>',
        "pull_quote": f'<figure class="pull"><blockquote>{body}</blockquote></figure>',
        "fine_print": f'<p class="fine"><small>{body}</small></p>',
        "notice_row": f'<table class="notice"><tr><th>{own}</th><td>{body}</td></tr></table>',
        "tag_line": f'<p class="tagline"><em>{body}</em></p>',
        "ps_line": f'<p class="ps">P.S. {body}</p>',
        "summary_box": f'<section class="summary"><h3>{own}</h3><p>{body}</p></section>',
        "inline_append": f"<p>{own}. {body}</p>",
    }[kind]
    return snippet, kind


def _ld(text: str, rng: random.Random, title: str) -> tuple[str, str]:
    kind = rng.choice(LD_KINDS)
    if kind == "microdata_product":
        snippet = (
            f'<div itemscope itemtype="https://schema.org/Product"><meta itemprop="name" '
            f'content="{attr(title)}"><meta itemprop="description" content="{attr(text)}">'
            "</div>"
        )
        return snippet, kind
    table: dict[str, dict[str, object]] = {
        "product_description": {"@type": "Product", "name": title, "description": text,
                                "sku": f"SK-{rng.randrange(1000, 9999)}"},
        "localbusiness_description": {"@type": "LocalBusiness", "name": title,
                                      "description": text, "priceRange": "$$"},
        "creativework_abstract": {"@type": "CreativeWork", "name": title, "abstract": text},
        "book_review": {"@type": "Book", "name": title, "review": {
            "@type": "Review", "reviewBody": text, "author": {"@type": "Person",
                                                             "name": "M. R."}}},
        "itemlist_element": {"@type": "ItemList", "itemListElement": [
            {"@type": "ListItem", "position": 1, "name": title},
            {"@type": "ListItem", "position": 2, "description": text}]},
        "claimreview_body": {"@type": "ClaimReview", "claimReviewed": title,
                             "reviewBody": text},
        "special_announcement": {"@type": "SpecialAnnouncement", "name": title,
                                 "text": text, "category": "https://schema.org/Notice"},
        "donate_action": {"@type": "DonateAction", "name": title, "description": text,
                          "recipient": {"@type": "NGO", "name": title}},
    }  # fmt: skip
    dumped = json.dumps(
        {"@context": "https://schema.org", **table[kind]},
        ensure_ascii=rng.random() < 0.35,
        indent=rng.choice((None, 1)),
    )
    return (
        '<script type="application/ld+json">' + dumped.replace("</", "<\\/") + "</script>",
        kind,
    )


def place(
    channel: str, text: str, rng: random.Random, *, title: str, lead: str = ""
) -> tuple[str, str, str]:
    """(region, html, technique) carrying ``text`` in ``channel``."""
    key = "x" + format(rng.randrange(16**5), "05x")
    if channel == "visible_text":
        snippet, technique = _visible(text, rng, lead)
        return "body", snippet, technique
    if channel == "css_hidden":
        technique = rng.choice(sorted(CSS_HIDING))
        opening, closing = CSS_HIDING[technique]
        return "body", opening.replace("{k}", key) + shown(text) + closing, technique
    if channel == "html_comment":
        technique = rng.choice(sorted(COMMENTS))
        safe = text.replace("--", "\u2014").replace(">", "\u203a").replace("<", "\u2039")
        region = "head" if rng.random() < 0.3 else "body"
        return region, COMMENTS[technique].replace("{v}", safe), technique
    if channel == "attribute":
        technique = rng.choice(sorted(ATTRIBUTES))
        snippet = ATTRIBUTES[technique].replace("{v}", attr(text))
        return "body", snippet.replace("{n}", str(rng.randrange(1, 99))), technique
    if channel == "meta":
        technique = rng.choice(sorted(METAS))
        return "head", METAS[technique].replace("{v}", attr(text)), technique
    if channel == "structured_data":
        snippet, technique = _ld(text, rng, title)
        return ("head" if rng.random() < 0.4 else "body"), snippet, technique
    raise ValueError(f"{channel!r} is not an HTML channel; use one of {', '.join(HTML_CHANNELS)}")
