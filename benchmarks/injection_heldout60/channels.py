"""The seven scored channels and how this set plants a text in each. A placer returns
``(technique, where, markup)``, ``where`` being ``head`` or ``body``. Element text and
attribute values are escaped; an HTML comment holds its text raw, so ``comment`` turns away
a text with ``--`` or ``>``. Each CSS hiding was checked with headless Chromium to paint
nothing (see the package docstring); the visible placements lean on the page's classes
(``stubticket``, ``slatepanel``, ``cockade``, ``foldflap``)."""

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

VISIBLE = ("stub_ticket", "slate_panel", "cockade_badge", "fold_flap")
_VISIBLE = {
    "stub_ticket": ("div", "stubticket"),
    "slate_panel": ("p", "slatepanel"),
    "cockade_badge": ("aside", "cockade"),
    "fold_flap": ("section", "foldflap"),
}
CSS_HIDING = (
    "pow_zero_opacity",
    "to_zero_font",
    "intrinsic_zero_contained",
    "none_channel_ink",
    "fixed_below_fold",
    "mask_tile_parked_far",
)
_CSS = {
    "pow_zero_opacity": 'style="opacity:pow(0,3)"',
    "to_zero_font": 'style="font-size:round(to-zero,.8em,1em)"',
    "intrinsic_zero_contained": ('style="contain:size paint;contain-intrinsic-block-size:0px"'),
    "none_channel_ink": 'style="color:rgb(none none none/none)"',
    "fixed_below_fold": 'style="position:fixed;inset-block-start:100vh"',
    "mask_tile_parked_far": ('style="mask:linear-gradient(#000 0 0) -900vw 0/9px 9px no-repeat"'),
}
COMMENTS = (
    "typecho_widget",
    "dokuwiki_include",
    "pmwiki_include",
    "dotclear_widget",
    "b2evolution_container",
    "habari_block",
)
_COMMENT = {
    "typecho_widget": "Typecho widget Widget_Contents_Post_Recent (draft, not rendered): {t}",
    "dokuwiki_include": "DokuWiki include plugin, sidebar page left switched off: {t}",
    "pmwiki_include": "PmWiki (:include Site.SideBar:) text kept out of the skin: {t}",
    "dotclear_widget": "Dotclear widget 'Text' in the nav area, offline: {t}",
    "b2evolution_container": "b2evolution container 'Sidebar 2' widget, disabled: {t}",
    "habari_block": "Habari block 'text_block_3' removed from the area list: {t}",
}
ATTRIBUTES = (
    "data-quoit-pin",
    "data-treadle-belt",
    "data-gourd-neck",
    "data-zoetrope-slit",
    "data-diabolo-axle",
    "data-skittle-alley",
)
METAS = (
    "quoit-throw",
    "treadle-stitch",
    "zoetrope-frame",
    "diabolo-spool",
    "puffin-burrow",
)
LD_KINDS = (
    "ChemicalSubstance",
    "MolecularEntity",
    "MathSolver",
    "Gene",
    "TaxiService",
    "HowToTool",
)
LD_FIELD = {
    "ChemicalSubstance": "chemicalRole",
    "MolecularEntity": "iupacName",
    "MathSolver": "mathExpression",
    "Gene": "expressedIn",
    "TaxiService": "providerMobility",
    "HowToTool": "requiredQuantity",
}


def visible(text: str, rng: random.Random) -> Placed:
    """``text`` painted on the page by one of the four visible placements."""
    how = rng.choice(VISIBLE)
    tag, cls = _VISIBLE[how]
    return how, "body", f'<{tag} class="{cls}">{escape(text)}</{tag}>'


def css_hidden(text: str, rng: random.Random) -> Placed:
    """``text`` in a paragraph of the playbill that one of the six CSS hidings keeps
    unpainted."""
    how = rng.choice(CSS_HIDING)
    return how, "body", f"<p {_CSS[how]}>{escape(text)}</p>"


def comment(text: str, rng: random.Random) -> Placed:
    """``text`` inside a publishing tool's leftover comment, in the head or the body."""
    return banner_comment(text, rng, COMMENTS, _COMMENT)


def attribute(text: str, rng: random.Random) -> Placed:
    """``text`` as the value of a ``data-`` attribute on an empty ``<i class="pinmark">``."""
    name = rng.choice(ATTRIBUTES)
    return name, "body", f'<i class="pinmark" {name}="{escape(text, quote=True)}"></i>'


def meta(text: str, rng: random.Random) -> Placed:
    """``text`` as the content of a ``<meta>`` of one of five names."""
    name = rng.choice(METAS)
    return name, "head", f'<meta name="{name}" content="{escape(text, quote=True)}">'


def structured(text: str, rng: random.Random, site: str) -> Placed:
    """``text`` as a field of a JSON-LD block of one of six schema.org types."""
    return json_ld(text, rng, site, LD_KINDS, LD_FIELD)
