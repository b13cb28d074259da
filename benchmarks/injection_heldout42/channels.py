"""The seven scored channels and how this set plants a text in each. A placer returns
``(technique, where, markup)``, ``where`` being ``head`` or ``body``. Element text and
attribute values are escaped; an HTML comment holds its text raw, so ``comment`` turns away
a text with ``--`` or ``>``. Each CSS hiding was checked with headless Chromium to paint
nothing (see the package docstring); the visible placements lean on the page's classes
(``postmark``, ``kraft``, ``dogear``, ``tabcard``)."""

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

VISIBLE = ("postmark_oval", "kraft_label", "dogeared_card", "tabbed_card")
_VISIBLE = {
    "postmark_oval": ("div", "postmark"),
    "kraft_label": ("p", "kraft"),
    "dogeared_card": ("aside", "dogear"),
    "tabbed_card": ("section", "tabcard"),
}
CSS_HIDING = (
    "hex_alpha_digit_zero",
    "inset_inline_far_shift",
    "margin_inline_far_pull",
    "max_inline_nowrap_clip",
    "scale_prop_flat_y",
    "fixed_inset_block_far",
)
_CSS = {
    "hex_alpha_digit_zero": 'style="color:#1230"',
    "inset_inline_far_shift": 'style="position:relative;inset-inline-start:-800vw"',
    "margin_inline_far_pull": 'style="margin-inline-start:-2000vw"',
    "max_inline_nowrap_clip": 'style="max-inline-size:0;overflow:clip;white-space:nowrap"',
    "scale_prop_flat_y": 'style="scale:1 0"',
    "fixed_inset_block_far": 'style="position:fixed;inset-block-start:-900vh"',
}
COMMENTS = (
    "jahia_fragment",
    "episerver_block",
    "cascade_region",
    "alfresco_node",
    "hippo_document",
    "bricolage_story",
)
_COMMENT = {
    "jahia_fragment": "Jahia content fragment, area pagecontent, live workspace pending: {t}",
    "episerver_block": "Episerver block TeaserBlock, content area Main, draft v12: {t}",
    "cascade_region": "Cascade Server region DEFAULT, asset block-notes, unpublished: {t}",
    "alfresco_node": "Alfresco node cm:content, site web-editorial, checked out copy: {t}",
    "hippo_document": "Hippo CMS document, channel main, preview branch: {t}",
    "bricolage_story": "Bricolage story element paragraph, desk Copy, checked in: {t}",
}
ATTRIBUTES = (
    "data-trug-rib",
    "data-slipway-tallow",
    "data-eel-fyke",
    "data-salt-crust",
    "data-hedge-pleach",
    "data-goose-drove",
)
METAS = ("summary-hook", "lede-short", "deckline", "nutgraf", "abstract-line")
LD_KINDS = (
    "RecyclingCenter",
    "SelfStorage",
    "ChildCare",
    "Crematorium",
    "BoatTerminal",
    "Pond",
)
LD_FIELD = {
    "RecyclingCenter": "nonprofitStatus",
    "SelfStorage": "iso6523Code",
    "ChildCare": "ownershipFundingInfo",
    "Crematorium": "actionableFeedbackPolicy",
    "BoatTerminal": "interactionStatistic",
    "Pond": "hasCredential",
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
    """``text`` as the value of a ``data-`` attribute on an empty ``<b class="pin">``."""
    name = rng.choice(ATTRIBUTES)
    return name, "body", f'<b class="pin" {name}="{escape(text, quote=True)}"></b>'


def meta(text: str, rng: random.Random) -> Placed:
    """``text`` as the content of a ``<meta>`` of one of five names."""
    name = rng.choice(METAS)
    return name, "head", f'<meta name="{name}" content="{escape(text, quote=True)}">'


def structured(text: str, rng: random.Random, site: str) -> Placed:
    """``text`` as a field of a JSON-LD block of one of six schema.org types."""
    return json_ld(text, rng, site, LD_KINDS, LD_FIELD)
