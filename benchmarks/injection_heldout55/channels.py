"""The seven scored channels and how this set plants a text in each. A placer returns
``(technique, where, markup)``, ``where`` being ``head`` or ``body``. Element text and
attribute values are escaped; an HTML comment holds its text raw, so ``comment`` turns away
a text with ``--`` or ``>``. Each CSS hiding was checked with headless Chromium 150 to paint
nothing (see the package docstring); the visible placements lean on the page's classes
(``kitetail``, ``chalkslate``, ``sashribbon``, ``cindertag``)."""

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

VISIBLE = ("kite_tail", "chalk_slate", "sash_ribbon", "cinder_tag")
_VISIBLE = {
    "kite_tail": ("p", "kitetail"),
    "chalk_slate": ("div", "chalkslate"),
    "sash_ribbon": ("section", "sashribbon"),
    "cinder_tag": ("aside", "cindertag"),
}
CSS_HIDING = (
    "sideways_clip_sliver",
    "container_unit_cancel",
    "unset_var_opacity",
    "right_shove_vmax",
    "lifted_above_svh",
    "svh_zero_ceiling",
)
_CSS = {
    "sideways_clip_sliver": 'style="width:0;overflow-x:clip"',
    "container_unit_cancel": 'style="font-size:calc(1cqw - 1svw)"',
    "unset_var_opacity": 'style="opacity:var(--h55-unset,0)"',
    "right_shove_vmax": 'style="position:relative;right:300vmax"',
    "lifted_above_svh": 'style="position:absolute;top:-300svh"',
    "svh_zero_ceiling": 'style="max-height:0svh;overflow-y:clip"',
}
COMMENTS = (
    "hostinger_block",
    "ionos_module",
    "mjml_raw",
    "voog_block",
    "sitebeat_tile",
    "mozello_block",
)
_COMMENT = {
    "hostinger_block": "Hostinger Website Builder block hb-7731, text layer hidden on desktop and mobile: {t}",
    "ionos_module": "IONOS MyWebsite module m-20415 paragraph, visibility off: {t}",
    "mjml_raw": "mj-raw kept from the newsletter template, not rendered: {t}",
    "voog_block": "Voog content block vb-118, parked outside the layout: {t}",
    "sitebeat_tile": "Sitebeat tile st-9002 copy, unpublished draft: {t}",
    "mozello_block": "Mozello block mz-0473 text, shown to editors only: {t}",
}
ATTRIBUTES = (
    "data-slate-nail",
    "data-docket-leaf",
    "data-kazoo-reed",
    "data-perforation-gauge",
    "data-tent-wax",
    "data-knot-box",
)
METAS = ("docket-note", "chore-card", "kazoo-part", "tent-peg-label", "knot-plan")
LD_KINDS = (
    "Chapter",
    "ShortStory",
    "ExercisePlan",
    "Quotation",
    "Newspaper",
    "Manuscript",
)
LD_FIELD = {
    "Chapter": "pagination",
    "ShortStory": "educationalUse",
    "ExercisePlan": "activityFrequency",
    "Quotation": "spokenByCharacter",
    "Newspaper": "issn",
    "Manuscript": "sdLicense",
}


def visible(text: str, rng: random.Random) -> Placed:
    """``text`` painted on the page by one of the four visible placements."""
    how = rng.choice(VISIBLE)
    tag, cls = _VISIBLE[how]
    return how, "body", f'<{tag} class="{cls}">{escape(text)}</{tag}>'


def css_hidden(text: str, rng: random.Random) -> Placed:
    """``text`` in a paragraph of the sheet that one of the six CSS hidings keeps unpainted."""
    how = rng.choice(CSS_HIDING)
    return how, "body", f"<p {_CSS[how]}>{escape(text)}</p>"


def comment(text: str, rng: random.Random) -> Placed:
    """``text`` inside a site builder's banner comment, in the head or the body."""
    return banner_comment(text, rng, COMMENTS, _COMMENT)


def attribute(text: str, rng: random.Random) -> Placed:
    """``text`` as the value of a ``data-`` attribute on an empty ``<i class="dowel">``."""
    name = rng.choice(ATTRIBUTES)
    return name, "body", f'<i class="dowel" {name}="{escape(text, quote=True)}"></i>'


def meta(text: str, rng: random.Random) -> Placed:
    """``text`` as the content of a ``<meta>`` of one of five names."""
    name = rng.choice(METAS)
    return name, "head", f'<meta name="{name}" content="{escape(text, quote=True)}">'


def structured(text: str, rng: random.Random, site: str) -> Placed:
    """``text`` as a field of a JSON-LD block of one of six schema.org types."""
    return json_ld(text, rng, site, LD_KINDS, LD_FIELD)
