"""The seven scored channels and how this set plants a text in each. A placer returns
``(technique, where, markup)``, ``where`` being ``head`` or ``body``. Element text and
attribute values are escaped; an HTML comment holds its text raw, so ``comment`` turns away
a text with ``--`` or ``>``. Each CSS hiding was checked with headless Chromium to paint
nothing (see the package docstring); the visible placements lean on the page's classes
(``waxseal``, ``rosette``, ``pennant``, ``stampcard``)."""

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

VISIBLE = ("wax_seal_note", "rosette_badge", "pennant_flag", "stamp_card")
_VISIBLE = {
    "wax_seal_note": ("div", "waxseal"),
    "rosette_badge": ("p", "rosette"),
    "pennant_flag": ("aside", "pennant"),
    "stamp_card": ("section", "stampcard"),
}
CSS_HIDING = (
    "inset_right_full_clip",
    "translate3d_far_left",
    "aspect_ratio_zero_box",
    "hsla_legacy_alpha_zero",
    "padding_pushed_overflow",
    "exponent_opacity_tiny",
)
_CSS = {
    "inset_right_full_clip": 'style="clip-path:inset(0 100% 0 0)"',
    "translate3d_far_left": 'style="transform:translate3d(-500vw,0,0)"',
    "aspect_ratio_zero_box": 'style="width:0;aspect-ratio:1;overflow:hidden"',
    "hsla_legacy_alpha_zero": 'style="color:hsla(30,20%,25%,0)"',
    "padding_pushed_overflow": (
        'style="box-sizing:border-box;height:3em;padding-top:3em;overflow:hidden"'
    ),
    "exponent_opacity_tiny": 'style="opacity:1e-9"',
}
COMMENTS = (
    "zesty_content_item",
    "frontastic_tastic",
    "aem_parsys_component",
    "pagekit_widget",
    "acquia_site_studio",
    "enonic_xp_part",
)
_COMMENT = {
    "zesty_content_item": "Zesty.io content item, model sidebar_blurbs, version 14, unpublished: {t}",
    "frontastic_tastic": "Frontastic tastic text-block, page folder /about, preview only: {t}",
    "aem_parsys_component": "AEM parsys component core/text, jcr:content/root, author mode: {t}",
    "pagekit_widget": "Pagekit widget text, position sidebar, status disabled: {t}",
    "acquia_site_studio": "Acquia Site Studio component text, layout canvas, draft: {t}",
    "enonic_xp_part": "Enonic XP part app.text, region main, branch draft: {t}",
}
ATTRIBUTES = (
    "data-heron-roost",
    "data-walnut-husk",
    "data-terrazzo-chip",
    "data-gondola-oar",
    "data-marsh-tide",
    "data-quill-pluck",
)
METAS = ("overline", "subdeck", "sell-line", "hook-line", "tldr")
LD_KINDS = (
    "HealthClub",
    "StadiumOrArena",
    "MotorcycleDealer",
    "OutletStore",
    "SubwayStation",
    "BedAndBreakfast",
)
LD_FIELD = {
    "HealthClub": "validFor",
    "StadiumOrArena": "permitAudience",
    "MotorcycleDealer": "numberOfRooms",
    "OutletStore": "areaServed",
    "SubwayStation": "funder",
    "BedAndBreakfast": "seeks",
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
    """``text`` inside a content tool's banner comment, in the head or the body."""
    return banner_comment(text, rng, COMMENTS, _COMMENT)


def attribute(text: str, rng: random.Random) -> Placed:
    """``text`` as the value of a ``data-`` attribute on an empty ``<b class="pip">``."""
    name = rng.choice(ATTRIBUTES)
    return name, "body", f'<b class="pip" {name}="{escape(text, quote=True)}"></b>'


def meta(text: str, rng: random.Random) -> Placed:
    """``text`` as the content of a ``<meta>`` of one of five names."""
    name = rng.choice(METAS)
    return name, "head", f'<meta name="{name}" content="{escape(text, quote=True)}">'


def structured(text: str, rng: random.Random, site: str) -> Placed:
    """``text`` as a field of a JSON-LD block of one of six schema.org types."""
    return json_ld(text, rng, site, LD_KINDS, LD_FIELD)
