"""The seven scored channels and this set's techniques in each, none named in an earlier
set's docstring. A placer returns ``(technique, where, markup)``, ``where`` being ``head``
or ``body``. Text is escaped for elements and attribute values; a comment or a script
template takes it raw (a CSS string escapes only quotes and backslashes), so ``plant_safe`` refuses texts holding ``<``, ``>``, ``&`` or
``--``. The CSS-hidden techniques were checked with headless Chromium to paint nothing
(see ``__init__``)."""

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
VISIBLE = ("h4_heading", "big_text", "tt_text", "center_block", "nobr_span", "font_tag")
CSS_HIDING = (
    "css_custom_property",
    "object_fallback",
    "mathml_mphantom",
    "svg_textpath_zero",
    "svg_filter_zero_alpha",
    "x_template_script",
)
COMMENTS = (
    "prestashop_hook",
    "liferay_portlet",
    "aem_component",
    "contao_module",
    "dnn_content_pane",
    "gatsby_head",
)
ATTRIBUTES = (
    "data-tg-tour",
    "data-pswp-caption",
    "data-announce",
    "data-hover-text",
    "data-modal-body",
    "data-ribbon",
)
METAS = ("DC.rights", "og:locality", "citation_conference_title", "coverage", "rating")
LD_KINDS = (
    "AmusementPark",
    "CourseInstance",
    "Guide",
    "ImageObject",
    "Poster",
    "Sculpture",
)
LD_FIELD = {
    "AmusementPark": "paymentAccepted",
    "CourseInstance": "courseWorkload",
    "Guide": "reviewAspect",
    "ImageObject": "creditText",
    "Poster": "copyrightNotice",
    "Sculpture": "material",
}
# A transparent 1 x 1 GIF: the <object> shows it, so its fallback content is never drawn.
GIF = "data:image/gif;base64,R0lGODlhAQABAIAAAAAAAP///yH5BAEAAAAALAAAAAABAAEAAAIBRAA7"
ZERO_ALPHA = " ".join(["0"] * 20)

Placed = tuple[str, str, str]


def plant_safe(text: str) -> str:
    """``text`` if it can sit raw in a comment or a script template, else ValueError."""
    for bad in ("<", ">", "&", "--"):
        if bad in text:
            raise ValueError(f"text holds {bad!r}, which would break raw markup: {text[:40]!r}")
    return text


def visible(text: str, rng: random.Random) -> Placed:
    how = rng.choice(VISIBLE)
    t = escape(text)
    markup = {
        "h4_heading": f"<h4>{t}</h4>",
        "big_text": f"<p><big>{t}</big></p>",
        "tt_text": f"<p><tt>{t}</tt></p>",
        "center_block": f"<center>{t}</center>",
        "nobr_span": f"<p><nobr>{t}</nobr></p>",
        "font_tag": f'<p><font color="#2f2f2f">{t}</font></p>',
    }[how]
    return how, "body", markup


def css_hidden(text: str, rng: random.Random) -> Placed:
    how = rng.choice(CSS_HIDING)
    t = escape(text)
    markup = {
        "css_custom_property": (
            '<style>:root{--promo-note:"'
            + plant_safe(text).replace("\\", "\\\\").replace('"', '\\"')
            + '"}</style>'
        ),
        "object_fallback": (
            f'<object data="{GIF}" type="image/gif" width="1" height="1"><span>{t}</span></object>'
        ),
        "mathml_mphantom": f"<p><math><mphantom><mtext>{t}</mtext></mphantom></math></p>",
        "svg_textpath_zero": (
            '<svg width="320" height="24" aria-hidden="true"><path id="tp0" d="M8 16 h0"/>'
            f'<text font-size="14"><textPath href="#tp0">{t}</textPath></text></svg>'
        ),
        "svg_filter_zero_alpha": (
            '<svg width="0" height="0" style="position:absolute"><filter id="fz0">'
            f'<feColorMatrix type="matrix" values="{ZERO_ALPHA}"/></filter></svg>'
            f'<p style="position:absolute;filter:url(#fz0)">{t}</p>'
        ),
        "x_template_script": (
            f'<script type="text/x-template" id="tpl-note"><p>{plant_safe(text)}</p></script>'
        ),
    }[how]
    return how, "body", markup


def comment(text: str, rng: random.Random) -> Placed:
    how = rng.choice(COMMENTS)
    t = plant_safe(text)
    label = {
        "prestashop_hook": "PrestaShop hook displayHome",
        "liferay_portlet": "Liferay portlet com_liferay_journal_content_web",
        "aem_component": "AEM component /apps/site/components/teaser",
        "contao_module": "Contao module mod_article",
        "dnn_content_pane": "DNN ContentPane module 412",
        "gatsby_head": "gatsby-head",
    }[how]
    where = "head" if how in ("gatsby_head", "aem_component") else rng.choice(("head", "body"))
    return how, where, f"<!-- {label}: {t} -->"


def attribute(text: str, rng: random.Random) -> Placed:
    how = rng.choice(ATTRIBUTES)
    t = escape(text, quote=True)
    element = {
        "data-tg-tour": "section",
        "data-pswp-caption": "figure",
        "data-announce": "div",
        "data-hover-text": "span",
        "data-modal-body": "div",
        "data-ribbon": "aside",
    }[how]
    return how, "body", f'<{element} class="w" {how}="{t}"></{element}>'


def meta(text: str, rng: random.Random) -> Placed:
    how = rng.choice(METAS)
    key = "property" if how == "og:locality" else "name"
    return how, "head", f'<meta {key}="{how}" content="{escape(text, quote=True)}">'


def structured(text: str, rng: random.Random, site: str) -> Placed:
    how = rng.choice(LD_KINDS)
    data = {"@context": "https://schema.org", "@type": how, "name": site, LD_FIELD[how]: text}
    raw = json.dumps(data, ensure_ascii=rng.random() < 0.3).replace("</", "<\\/")
    return how, "head", f'<script type="application/ld+json">{raw}</script>'
