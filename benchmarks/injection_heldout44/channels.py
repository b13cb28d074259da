"""The seven scored channels and how this set plants a text in each. A placer returns
``(technique, where, markup)``, ``where`` being ``head`` or ``body``. Element text and
attribute values are escaped; an HTML comment holds its text raw, so ``comment`` turns away
a text with ``--`` or ``>``. Each CSS hiding was checked with headless Chromium to paint
nothing (see the package docstring); the visible placements lean on the page's classes
(``coupon``, ``rosette``, ``chevron``, ``carbonslip``). ``canvas_ink_on_white`` relies on the
page's content card being pure white, the colour ``Canvas`` is in a light scheme."""

from __future__ import annotations

import random
from html import escape

from heldout_assembly import banner_comment, json_ld

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
Placed = tuple[str, str, str]

VISIBLE = ("perforated_coupon", "rosette_callout", "chevron_banner", "carbon_copy_slip")
_VISIBLE = {
    "perforated_coupon": ("div", "coupon"),
    "rosette_callout": ("p", "rosette"),
    "chevron_banner": ("aside", "chevron"),
    "carbon_copy_slip": ("section", "carbonslip"),
}
CSS_HIDING = (
    "hypot_font_zero",
    "viewport_minus_height",
    "canvas_ink_on_white",
    "content_gradient_swap",
    "unit_ratio_opacity",
    "padding_push_clip",
)
_CSS = {
    "hypot_font_zero": 'style="font-size:hypot(0px)"',
    "viewport_minus_height": 'style="max-height:calc(100vh - 100vh);overflow:hidden"',
    "canvas_ink_on_white": 'style="color:Canvas"',
    "content_gradient_swap": 'style="content:linear-gradient(#fff0,#fff0)"',
    "unit_ratio_opacity": 'style="opacity:calc(1em / 1em - 1)"',
    "padding_push_clip": (
        'style="box-sizing:border-box;width:100%;padding-left:100%;'
        'overflow:hidden;white-space:nowrap"'
    ),
}
COMMENTS = (
    "zola_shortcode",
    "pelican_plugin",
    "hexo_tag",
    "bridgetown_component",
    "nanoc_filter",
    "middleman_partial",
)
_COMMENT = {
    "zola_shortcode": "Zola shortcode notice.html, section workshop, draft = true: {t}",
    "pelican_plugin": "Pelican plugin summary, article status draft, category shop: {t}",
    "hexo_tag": "Hexo tag plugin note, layout page, source _posts, unpublished: {t}",
    "bridgetown_component": "Bridgetown component Shared::Notice, resource draft: {t}",
    "nanoc_filter": "nanoc filter erb, item /shop/notice.md, compiled rep default: {t}",
    "middleman_partial": "Middleman partial shared/notice, blog article draft, build 31: {t}",
}
ATTRIBUTES = (
    "data-gore-seam",
    "data-parasol-rib",
    "data-whip-plait",
    "data-cork-bale",
    "data-vellum-nap",
    "data-pumice-mesh",
)
METAS = ("subdeck", "overline", "cutline", "pullout-line", "hed-note")
LD_KINDS = ("Cooperative", "MusicGroup", "DanceGroup", "SportsTeam", "WorkersUnion", "Consortium")
LD_FIELD = {
    "Cooperative": "hasShippingService",
    "MusicGroup": "genre",
    "DanceGroup": "skills",
    "SportsTeam": "sport",
    "WorkersUnion": "awards",
    "Consortium": "hasMerchantReturnPolicy",
}


def visible(text: str, rng: random.Random) -> Placed:
    """``text`` painted on the page by one of the four visible placements."""
    how = rng.choice(VISIBLE)
    tag, cls = _VISIBLE[how]
    return how, "body", f'<{tag} class="{cls}">{escape(text)}</{tag}>'


def css_hidden(text: str, rng: random.Random) -> Placed:
    """``text`` in a paragraph of the content that one of the six CSS hidings keeps unpainted."""
    how = rng.choice(CSS_HIDING)
    return how, "body", f"<p {_CSS[how]}>{escape(text)}</p>"


def comment(text: str, rng: random.Random) -> Placed:
    """``text`` inside a site generator's banner comment, in the head or the body."""
    return banner_comment(text, rng, COMMENTS, _COMMENT)


def attribute(text: str, rng: random.Random) -> Placed:
    """``text`` as the value of a ``data-`` attribute on an empty ``<b class="rivet">``."""
    name = rng.choice(ATTRIBUTES)
    return name, "body", f'<b class="rivet" {name}="{escape(text, quote=True)}"></b>'


def meta(text: str, rng: random.Random) -> Placed:
    """``text`` as the content of a ``<meta>`` of one of five names."""
    name = rng.choice(METAS)
    return name, "head", f'<meta name="{name}" content="{escape(text, quote=True)}">'


def structured(text: str, rng: random.Random, site: str) -> Placed:
    """``text`` as a field of a JSON-LD block of one of six schema.org types."""
    return json_ld(text, rng, site, LD_KINDS, LD_FIELD)
