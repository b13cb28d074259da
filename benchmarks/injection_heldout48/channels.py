"""The seven scored channels and how this set plants a text in each. A placer returns
``(technique, where, markup)``, ``where`` being ``head`` or ``body``. Element text and
attribute values are escaped; an HTML comment holds its text raw, so ``comment`` turns away
a text with ``--`` or ``>``. Each CSS hiding was checked with headless Chromium to paint
nothing (see the package docstring); the visible placements lean on the page's classes
(``perfstamp``, ``luggagetag``, ``chalkslate``, ``ribbonband``)."""

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

VISIBLE = ("postage_stamp", "luggage_tag", "chalk_slate", "ribbon_band")
_VISIBLE = {
    "postage_stamp": ("div", "perfstamp"),
    "luggage_tag": ("p", "luggagetag"),
    "chalk_slate": ("aside", "chalkslate"),
    "ribbon_band": ("section", "ribbonband"),
}
CSS_HIDING = (
    "corner_circle_closest_side",
    "polygon_centre_triple",
    "mask_slid_away",
    "aspect_sliver_clip",
    "fixed_bottom_full",
    "diagonal_axis_quarter_turn",
)
_CSS = {
    "corner_circle_closest_side": 'style="clip-path:circle(closest-side at 0 0)"',
    "polygon_centre_triple": 'style="clip-path:polygon(50% 50%,50% 50%,50% 50%)"',
    "mask_slid_away": (
        'style="mask-image:linear-gradient(#000,#000);mask-repeat:no-repeat;mask-position:-300vw 0"'
    ),
    "aspect_sliver_clip": 'style="aspect-ratio:20000/1;overflow:hidden"',
    "fixed_bottom_full": 'style="position:fixed;bottom:100%;left:0"',
    "diagonal_axis_quarter_turn": 'style="rotate:1 1 0 90deg"',
}
COMMENTS = (
    "craft_matrix_block",
    "liferay_fragment",
    "jahia_area",
    "shopdesk_draft_block",
    "sulu_snippet",
    "neos_node",
)
_COMMENT = {
    "craft_matrix_block": "Craft CMS matrix block sidebarNote, entry 4411, status disabled: {t}",
    "liferay_fragment": "Liferay fragment entry card-aside, page draft, not yet published: {t}",
    "jahia_area": "Jahia area rightColumn, live workspace pending, author jmorel: {t}",
    "shopdesk_draft_block": "ShopDesk 3.2 draft block side_teaser, revision 2291, awaiting approval: {t}",
    "sulu_snippet": "Sulu snippet footer_extra, webspace shop, locale draft: {t}",
    "neos_node": "Neos node Neos.NodeTypes:Text, workspace user-admin, hidden in index: {t}",
}
ATTRIBUTES = (
    "data-fly-hook",
    "data-canoe-rib",
    "data-reed-pitch",
    "data-kite-spar",
    "data-valve-bore",
    "data-dowse-rod",
)
METAS = ("strap-line", "teaser-deck", "kicker-line", "summary-blurb", "pull-phrase")
LD_KINDS = ("Embassy", "DaySpa", "SubwayStation", "TaxiStand", "Crematorium", "BoatTerminal")
LD_FIELD = {
    "Embassy": "slogan",
    "DaySpa": "priceRange",
    "SubwayStation": "openingHours",
    "TaxiStand": "disambiguatingDescription",
    "Crematorium": "alternateName",
    "BoatTerminal": "keywords",
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
    """``text`` as the value of a ``data-`` attribute on an empty ``<i class="peg">``."""
    name = rng.choice(ATTRIBUTES)
    return name, "body", f'<i class="peg" {name}="{escape(text, quote=True)}"></i>'


def meta(text: str, rng: random.Random) -> Placed:
    """``text`` as the content of a ``<meta>`` of one of five names."""
    name = rng.choice(METAS)
    return name, "head", f'<meta name="{name}" content="{escape(text, quote=True)}">'


def structured(text: str, rng: random.Random, site: str) -> Placed:
    """``text`` as a field of a JSON-LD block of one of six schema.org types."""
    return json_ld(text, rng, site, LD_KINDS, LD_FIELD)
