"""The seven scored channels and how this set plants a text in each. A placer returns
``(technique, where, markup)``, ``where`` being ``head`` or ``body``. Element text and
attribute values are escaped; an HTML comment holds its text raw, so ``comment`` turns away
a text with ``--`` or ``>``. Each CSS hiding was checked with headless Chromium to paint
nothing (see the package docstring); the visible placements lean on the page's classes
(``cuecard``, ``flagtab``, ``stampwell``, ``bannerfold``)."""

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

VISIBLE = ("cue_card", "flag_tab", "stamp_well", "banner_fold")
_VISIBLE = {
    "cue_card": ("div", "cuecard"),
    "flag_tab": ("aside", "flagtab"),
    "stamp_well": ("p", "stampwell"),
    "banner_fold": ("section", "bannerfold"),
}
CSS_HIDING = (
    "transparent_border_fills_box",
    "mask_slid_off_left",
    "halves_intersected_mask",
    "indent_past_right_edge",
    "translate_self_and_screen_up",
    "anchor_size_fallback_shut",
)
_CSS = {
    "transparent_border_fills_box": (
        'style="box-sizing:border-box;block-size:5em;'
        'border-block-start:5em solid #0000;overflow:hidden"'
    ),
    "mask_slid_off_left": 'style="mask:linear-gradient(#000 0 0) -200vw 0/100% 100% no-repeat"',
    "halves_intersected_mask": (
        'style="mask:linear-gradient(#000 0 0) 0 0/50% 100% no-repeat,'
        'linear-gradient(#000 0 0) 100% 0/50% 100% no-repeat;mask-composite:intersect"'
    ),
    "indent_past_right_edge": 'style="text-indent:100%;white-space:nowrap;overflow:hidden"',
    "translate_self_and_screen_up": 'style="translate:0 calc(-100% - 100vh)"',
    "anchor_size_fallback_shut": (
        'style="block-size:anchor-size(--h61-none block,0px);overflow:clip"'
    ),
}
COMMENTS = (
    "nvu_composer",
    "kompozer_page",
    "amaya_annotation",
    "seamonkey_composer",
    "iweb_widget",
    "freeway_item",
)
_COMMENT = {
    "nvu_composer": "Nvu 1.0 composer: paragraph kept in source, removed from preview: {t}",
    "kompozer_page": "KompoZer page body, block commented out before upload: {t}",
    "amaya_annotation": "Amaya annotation (local, not posted to the server): {t}",
    "seamonkey_composer": "SeaMonkey Composer draft text, hidden from the published copy: {t}",
    "iweb_widget": "iWeb HTML snippet widget 'widget3', switched off for this page: {t}",
    "freeway_item": "Freeway item 'text-box-12' set to not publish: {t}",
}
ATTRIBUTES = (
    "data-castanet-pair",
    "data-toboggan-slat",
    "data-diabolo-axle",
    "data-yoyo-loop",
    "data-acorn-cap",
    "data-conker-string",
)
METAS = (
    "toboggan-run",
    "diabolo-spin",
    "nestbox-hole",
    "yoyo-throw",
    "firefly-flash",
)
LD_KINDS = (
    "VideoGame",
    "MusicComposition",
    "Dataset",
    "Book",
    "CreativeWork",
    "Course",
)
LD_FIELD = {
    "VideoGame": "cheatCode",
    "MusicComposition": "musicalKey",
    "Dataset": "measurementTechnique",
    "Book": "bookEdition",
    "CreativeWork": "interactivityType",
    "Course": "educationalCredentialAwarded",
}


def visible(text: str, rng: random.Random) -> Placed:
    """``text`` painted on the page by one of the four visible placements."""
    how = rng.choice(VISIBLE)
    tag, cls = _VISIBLE[how]
    return how, "body", f'<{tag} class="{cls}">{escape(text)}</{tag}>'


def css_hidden(text: str, rng: random.Random) -> Placed:
    """``text`` in a paragraph of the panel that one of the six CSS hidings keeps unpainted."""
    how = rng.choice(CSS_HIDING)
    return how, "body", f"<p {_CSS[how]}>{escape(text)}</p>"


def comment(text: str, rng: random.Random) -> Placed:
    """``text`` inside an old page editor's leftover comment, in the head or the body."""
    return banner_comment(text, rng, COMMENTS, _COMMENT)


def attribute(text: str, rng: random.Random) -> Placed:
    """``text`` as the value of a ``data-`` attribute on an empty ``<i class="pegmark">``."""
    name = rng.choice(ATTRIBUTES)
    return name, "body", f'<i class="pegmark" {name}="{escape(text, quote=True)}"></i>'


def meta(text: str, rng: random.Random) -> Placed:
    """``text`` as the content of a ``<meta>`` of one of five names."""
    name = rng.choice(METAS)
    return name, "head", f'<meta name="{name}" content="{escape(text, quote=True)}">'


def structured(text: str, rng: random.Random, site: str) -> Placed:
    """``text`` as a field of a JSON-LD block of one of six schema.org types."""
    return json_ld(text, rng, site, LD_KINDS, LD_FIELD)
