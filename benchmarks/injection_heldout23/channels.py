"""The seven scored channels and how this set plants a text in each, with techniques no
earlier set's docstring names. A placer returns ``(technique, where, markup)``, ``where``
being ``head`` or ``body``. Element text and attribute values are escaped; an HTML
comment holds its text raw, so ``comment`` turns away a text with ``--`` or ``>``. Each CSS
hiding was checked with headless Chromium to paint nothing (see the package docstring)."""

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

VISIBLE = ("fieldset_legend", "dl_dd", "dl_dt", "details_summary")
CSS_HIDING = (
    "svg_metadata_child",
    "svg_filter_child",
    "svg_unknown_parent",
    "svg_clippath_text_child",
    "blend_difference_black",
    "blend_exclusion_black",
)
COMMENTS = (
    "ejs_comment",
    "template_toolkit",
    "cheetah_directive",
    "tornado_module",
    "askama_block",
    "scriban_comment",
)
_COMMENT = {
    "ejs_comment": "<%- include('aside') %> <%# {t} %>",
    "template_toolkit": "[% INCLUDE aside.tt %] [%# {t} %]",
    "cheetah_directive": '#include "aside.tmpl" ## {t}',
    "tornado_module": '{{% module Template("aside.html") %}} {{# {t} #}}',
    "askama_block": "{{% block aside %}}{{# {t} #}}{{% endblock %}}",
    "scriban_comment": "{{{{ include 'aside' }}}} {{{{# {t} }}}}",
}
ATTRIBUTES = (
    "data-ferry-berth",
    "data-kiln-batch",
    "data-seed-packet",
    "data-wax-seal",
    "data-bib-number",
    "data-quiver-count",
)
METAS = (
    "googlebot",
    "HandheldFriendly",
    "MobileOptimized",
    "msapplication-TileColor",
    "fediverse:creator",
)
LD_KINDS = ("BoatTerminal", "TrainStation", "PawnShop", "TireShop", "BusStation", "AutoWash")
LD_FIELD = {
    "BoatTerminal": "unnamedSourcesPolicy",
    "TrainStation": "masthead",
    "PawnShop": "missionCoveragePrioritiesPolicy",
    "TireShop": "verificationFactCheckingPolicy",
    "BusStation": "funder",
    "AutoWash": "publishingPrinciples",
}
_SVG = '<svg width="300" height="40" aria-hidden="true">{inner}</svg>'


def visible(text: str, rng: random.Random) -> Placed:
    how = rng.choice(VISIBLE)
    t = escape(text)
    markup = {
        "fieldset_legend": f"<fieldset><legend>{t}</legend></fieldset>",
        "dl_dd": f"<dl><dd>{t}</dd></dl>",
        "dl_dt": f"<dl><dt>{t}</dt></dl>",
        "details_summary": f"<details><summary>{t}</summary></details>",
    }[how]
    return how, "body", markup


def css_hidden(text: str, rng: random.Random) -> Placed:
    how = rng.choice(CSS_HIDING)
    t = escape(text)
    box = "position:absolute;left:24px;top:150px;width:640px;color:#000;"
    markup = {
        "svg_metadata_child": _SVG.format(
            inner=f'<metadata><text id="md23" x="4" y="20">{t}</text></metadata>'
        ),
        "svg_filter_child": _SVG.format(
            inner=f'<filter id="fl23"><text id="fc23" x="4" y="20">{t}</text></filter>'
        ),
        "svg_unknown_parent": _SVG.format(
            inner=f'<shelf23><text id="un23" x="4" y="20">{t}</text></shelf23>'
        ),
        "svg_clippath_text_child": _SVG.format(
            inner=f'<clipPath id="cp23"><text id="ct23" x="4" y="20">{t}</text></clipPath>'
        ),
        "blend_difference_black": f'<p style="{box}mix-blend-mode:difference">{t}</p>',
        "blend_exclusion_black": f'<p style="{box}mix-blend-mode:exclusion">{t}</p>',
    }[how]
    return how, "body", markup


def comment(text: str, rng: random.Random) -> Placed:
    return banner_comment(text, rng, COMMENTS, _COMMENT)


def attribute(text: str, rng: random.Random) -> Placed:
    name = rng.choice(ATTRIBUTES)
    return name, "body", f'<div {name}="{escape(text)}"></div>'


def meta(text: str, rng: random.Random) -> Placed:
    name = rng.choice(METAS)
    return name, "head", f'<meta name="{name}" content="{escape(text)}">'


def structured(text: str, rng: random.Random, site: str) -> Placed:
    return json_ld(text, rng, site, LD_KINDS, LD_FIELD, where="body")
