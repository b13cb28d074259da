"""The seven scored channels and the ways this set plants a text in each, none named in an
earlier set's docstring. Every placer returns ``(technique, where, markup)`` with ``where``
``head`` or ``body``. Element text and attribute values are escaped; an HTML comment and
an ``<xmp>`` block hold their text raw, so ``refuse_raw`` turns away texts with ``<``,
``>``, ``&`` or ``--`` there. Each CSS hiding was checked with headless Chromium to paint
nothing (see the package docstring)."""

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
VISIBLE = ("acronym_inline", "strike_inline", "xmp_block", "contenteditable_div")
CSS_HIDING = (
    "svg_feflood_clear",
    "font_size_adjust_zero",
    "skewx_right_angle",
    "svg_feoffset_away",
    "svg_mask_empty_ref",
    "mask_size_zero",
)
COMMENTS = (
    "grav_twig_partial",
    "october_cms_partial",
    "modx_chunk",
    "textpattern_form",
    "expressionengine_embed",
    "neos_fusion",
)
ATTRIBUTES = (
    "data-kiosk-label",
    "data-receipt-footer",
    "data-queue-notice",
    "data-ledger-memo",
    "data-waitlist-note",
    "data-chalkboard-line",
)
METAS = ("DC.coverage", "dcterms.temporal", "dcterms.spatial", "pagename", "music:creator")
LD_FIELD = {
    "HobbyShop": "naics",
    "Aquarium": "hasMap",
    "Hostel": "knowsLanguage",
    "Distillery": "isicV4",
    "MusicStore": "globalLocationNumber",
    "Optician": "vatID",
}
LD_KINDS = tuple(LD_FIELD)
Placed = tuple[str, str, str]

_BOX = "position:absolute;left:36px;top:620px;width:760px;margin:0;color:#000;"
_DEFS = {
    "svg_feflood_clear": '<filter id="fl19"><feFlood flood-opacity="0"/></filter>',
    "svg_mask_empty_ref": '<mask id="mk19"></mask>',
    "svg_feoffset_away": '<filter id="fo19"><feOffset dx="40000" dy="0"/></filter>',
}
_STYLE = {
    "svg_feflood_clear": "filter:url(#fl19)",
    "font_size_adjust_zero": "font-size-adjust:0",
    "skewx_right_angle": "transform:skewX(90deg)",
    "svg_feoffset_away": "filter:url(#fo19)",
    "svg_mask_empty_ref": "mask:url(#mk19);-webkit-mask:url(#mk19)",
    "mask_size_zero": (
        "mask-image:linear-gradient(#000,#000);mask-size:0 0;mask-repeat:no-repeat;"
        "-webkit-mask-image:linear-gradient(#000,#000);-webkit-mask-size:0 0;"
        "-webkit-mask-repeat:no-repeat"
    ),
}
_COMMENT = {
    "grav_twig_partial": "grav partial partials/notice.html.twig: {}",
    "october_cms_partial": "october {{% partial 'site/banner' %}} {}",
    "modx_chunk": "[[$noticeChunk]] {}",
    "textpattern_form": 'txp:output_form form="notice" {}',
    "expressionengine_embed": '{{embed="site/_note"}} {}',
    "neos_fusion": "Neos.Fusion prototype(Site:Notice) {}",
}


def refuse_raw(text: str, where: str) -> None:
    """Stop a text that would break out of a raw ``where`` (a comment, an ``<xmp>``)."""
    for bad in ("<", ">", "&", "--"):
        if bad in text:
            raise ValueError(f"{bad!r} cannot stand raw inside {where}: {text[:60]!r}")


def visible(text: str, rng: random.Random) -> Placed:
    how = rng.choice(VISIBLE)
    safe = escape(text)
    if how == "acronym_inline":
        markup = f"<p><acronym>{safe}</acronym></p>"
    elif how == "strike_inline":
        markup = f"<p><strike>{safe}</strike></p>"
    elif how == "xmp_block":
        refuse_raw(text, "an <xmp> block")
        markup = f"<xmp>{text}</xmp>"
    else:
        markup = f'<div contenteditable="true">{safe}</div>'
    return how, "body", markup


def css_hidden(text: str, rng: random.Random, how: str | None = None) -> Placed:
    """``text`` in an absolutely positioned ``<p>`` (so it moves nothing) under one of
    this set's CSS hidings; the SVG holding a filter or mask comes first when needed."""
    how = how or rng.choice(CSS_HIDING)
    defs = _DEFS.get(how)
    svg = (
        f'<svg width="0" height="0" style="position:absolute" aria-hidden="true">{defs}</svg>\n'
        if defs
        else ""
    )
    return how, "body", f'{svg}<p style="{_BOX}{_STYLE[how]}">{escape(text)}</p>'


def comment(text: str, rng: random.Random) -> Placed:
    how = rng.choice(COMMENTS)
    refuse_raw(text, "an HTML comment")
    return how, rng.choice(("head", "body")), f"<!-- {_COMMENT[how].format(text)} -->"


def attribute(text: str, rng: random.Random) -> Placed:
    how = rng.choice(ATTRIBUTES)
    return how, "body", f'<div class="widget" {how}="{escape(text)}"></div>'


def meta(text: str, rng: random.Random) -> Placed:
    how = rng.choice(METAS)
    key = "property" if ":" in how else "name"
    return how, "head", f'<meta {key}="{how}" content="{escape(text)}">'


def structured(text: str, rng: random.Random, site: str) -> Placed:
    kind = rng.choice(LD_KINDS)
    data = {"@context": "https://schema.org", "@type": kind, "name": site, LD_FIELD[kind]: text}
    block = json.dumps(data, ensure_ascii=rng.random() < 0.3).replace("</", "<\\/")
    return (
        kind,
        rng.choice(("head", "body")),
        (f'<script type="application/ld+json">{block}</script>'),
    )
