"""The seven scored channels and how this set plants a text in each. A placer returns
``(technique, where, markup)``, ``where`` being ``head`` or ``body``. Element text and
attribute values are escaped; an HTML comment holds its text raw, so ``comment`` turns away
a text with ``--`` or ``>``. Each CSS hiding was checked with headless Chromium to paint
nothing (see the package docstring); the visible placements lean on the page's classes
(``rubric``, ``marginal``, ``cartouche``, ``slipnote``)."""

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

VISIBLE = ("red_rubric", "marginal_gloss", "ridged_cartouche", "pinned_slip")
_VISIBLE = {
    "red_rubric": ("p", "rubric"),
    "marginal_gloss": ("aside", "marginal"),
    "ridged_cartouche": ("section", "cartouche"),
    "pinned_slip": ("div", "slipnote"),
}
CSS_HIDING = (
    "offset_path_far_corner",
    "rotate_y_quarter_turn",
    "inset_right_full",
    "max_block_size_zero",
    "translate_x_far_left",
    "absolute_above_top",
)
_CSS = {
    "offset_path_far_corner": (
        "style=\"offset-path:path('M -9000 -9000 L -9001 -9000');offset-rotate:0deg\""
    ),
    "rotate_y_quarter_turn": 'style="transform:rotateY(90deg)"',
    "inset_right_full": 'style="clip-path:inset(0 100% 0 0)"',
    "max_block_size_zero": 'style="max-block-size:0;overflow:hidden"',
    "translate_x_far_left": 'style="transform:translateX(-300vw)"',
    "absolute_above_top": 'style="position:absolute;top:-500vh;left:0"',
}
COMMENTS = (
    "docusaurus_admonition",
    "vuepress_container",
    "astro_collection_entry",
    "jekyll_include",
    "hugo_shortcode",
    "gatsby_mdx_node",
)
_COMMENT = {
    "docusaurus_admonition": "Docusaurus admonition :::note, docs version next, unlisted: {t}",
    "vuepress_container": "VuePress custom container tip, page frontmatter draft true: {t}",
    "astro_collection_entry": "Astro content collection entry notes/0412, status draft: {t}",
    "jekyll_include": "Jekyll include sidebar-note.html, layout page, published false: {t}",
    "hugo_shortcode": "Hugo shortcode aside, bundle leaf, draft true, weight 30: {t}",
    "gatsby_mdx_node": "Gatsby MDX node frontmatter.aside, build 5581, preview only: {t}",
}
ATTRIBUTES = (
    "data-felt-gsm",
    "data-horn-interval",
    "data-chime-pitch",
    "data-sail-panel",
    "data-wax-grade",
    "data-crock-brine",
)
METAS = ("headline-note", "precis", "crossline", "strap", "tease-line")
LD_KINDS = ("ArtGallery", "ShoeStore", "Optician", "Volcano", "Cemetery", "PawnShop")
LD_FIELD = {
    "ArtGallery": "award",
    "ShoeStore": "slogan",
    "Optician": "knowsAbout",
    "Volcano": "disambiguatingDescription",
    "Cemetery": "tourBookingPage",
    "PawnShop": "ethicsPolicy",
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
    """``text`` inside a site generator's or docs tool's banner comment, in the head or body."""
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
