"""The hidden channels of a page, collected apart for the injection detector.

Channels: ``comment``; ``attribute`` (the text attributes in ATTRIBUTES, and since v15 any
other attribute whose value is prose or holds prose strings: ``tree.attribute_texts``); ``meta``
(``content``); ``structured_data`` (every string of JSON-LD and other JSON scripts, by
path); ``css_hidden`` (text CSS hides, out of ``text``; see ``style``);
``css_suspect`` (text in ``text`` that only the page's stylesheet or the default white
canvas would hide, with its ``span``); ``invisible_chars`` (zero-width, bidi and
Unicode tag characters in ``text``, with their context). All but ``css_suspect`` and
``invisible_chars`` are exactly what ``text`` leaves out.

Three kinds of markup ``text`` skips are read here too (v15, issue 18):

* ``unrendered``: what a browser never draws (``tree.UNRENDERED_TAGS``): the fallback
  content of ``<audio>``, ``<video>``, ``<canvas>``, ``<meter>``, ``<progress>``, a frame's
  inner markup, ``<noscript>``, ``<template>``, a ``<datalist>``'s options and MathML's
  annotations, one piece per outermost element, located ``<path> [audio_fallback]``
  (``[noscript]``, ``[template]``, ``[datalist]``, ``[math_annotation]``...).

* ``srcdoc``: the document an ``<iframe srcdoc>`` holds (HTML in an attribute, which a
  reader of the page's text never sees and an agent fed the raw page reads), parsed and
  rendered: its text, located ``<iframe path>@srcdoc``, and its own hidden channels
  (comments, attributes, hidden text...) located ``<iframe path>@srcdoc <their locator>``,
  all as channel ``srcdoc``. A srcdoc inside a srcdoc is read to ``MAX_SRCDOC_DEPTH``.
* SVG text (``svg``): the ``<text>`` of an inline SVG is drawn on the page: ``svg_text``,
  located by its element; its ``<title>`` (a tooltip) and ``<desc>`` (for screen readers)
  are never drawn: ``svg_label``, located by their element. An SVG hidden itself (a zero
  width or height, hiding styles or presentation attributes) gives all its text as one
  ``svg_hidden`` piece located ``<svg path> [technique]``, like ``css_hidden``; a ``<text>``
  hidden inside a shown SVG (``opacity="0"``, ``fill="none"``, ``font-size="0"``, in
  ``<defs>``...) is ``svg_hidden`` alone; v23: inside any element SVG 2 never renders
  directly (a gradient, a filter, a clip path, a mask, a marker, a pattern... ``_UNDRAWN``),
  ``[in_<element>]``, unless a ``<use>`` draws it; v28: under anything but a container that
  draws its children (``svg``, ``g``, ``a``, ``switch``; ``_SVG_CONTAINERS``), such as an
  element SVG does not know or a graphics element, ``[under_<element>]``; inside a ``<text>``
  what is not a text content child (``tspan``, ``textPath``, ``a``), ``[in_text]`` (a
  ``<title>`` there is an ``svg_label``); a ``tspan`` or ``textPath`` outside a ``<text>``,
  ``[outside_text]``; the HTML a ``<foreignObject>`` draws is ``svg_text`` (what CSS hides
  in it ``svg_hidden``), all of it ``svg_hidden`` ``[foreign_object_empty]`` when its box has
  no width or height. An SVG inside a box CSS hides is already in that
  box's ``css_hidden`` text and is not read twice.
"""

from __future__ import annotations

import json
import re
from collections.abc import Iterator, Mapping
from dataclasses import dataclass
from typing import Any

from lxml import etree

from ..errors import ArtifactError
from .render import (
    Rendered,
    collapse,
    element_plain_text,
    paint_inside,
    render,
    rendered_inside,
)
from .style import box_hiding, parse_style
from .tree import (
    TEXT_ATTRIBUTES,
    UNRENDERED_TAGS,
    Survey,
    css_path,
    parse_document,
    strings,
    survey,
)
from .undrawn import condition, declarations, is_shadow_root, outside_viewport, switch_hidden
from .unpainted import px

ATTRIBUTES = TEXT_ATTRIBUTES
INVISIBLE_CHARS = re.compile(
    "[\u200b-\u200f\u202a-\u202e\u2060-\u2064\u2066-\u2069\ufeff\U000e0000-\U000e007f]"
)
MAX_UNPARSED_JSON = 2000  # characters kept of a JSON script that does not parse
MAX_SRCDOC_DEPTH = 2  # a srcdoc's srcdoc is read; one level deeper is not
# SVG elements whose content is never drawn where it stands (a <symbol> shows only where a
# <use> places it, and <use> copies are not text the markup holds twice). v23: SVG 2's
# never-rendered elements (its "Element categories": clipPath, defs, linearGradient,
# marker, mask, metadata, pattern, radialGradient, script, style, symbol, title; "the
# 'defs' element ... never rendered directly"), Filter Effects 1's ``filter`` and its
# primitives ("never rendered directly"), a gradient's ``stop``, SVG 2's paint servers
# of its drafts (``hatch``, ``hatchpath``, ``meshgradient``, ``solidcolor``), the animation
# elements (``animate``, ``set``, ``animateMotion``, ``animateTransform``, ``mpath``,
# ``discard``), ``view`` and ``cursor``: a ``<text>`` inside one is read as ``svg_hidden``
# ``[in_<element>]``; one a ``<use>`` points at (``#id``) is drawn there (``_used_ids``).
_UNDRAWN = frozenset(
    {
        "defs", "symbol", "clippath", "mask", "pattern", "marker", "metadata",
        "lineargradient", "radialgradient", "filter", "stop", "hatch", "hatchpath",
        "meshgradient", "solidcolor", "animate", "set", "animatemotion", "animatetransform",
        "mpath", "discard", "view", "cursor", "script", "style",
    }
)  # fmt: skip
_INSTANTIATED = ("in_defs", "in_symbol")  # what a <use> may draw elsewhere
_SVG_LABELS = frozenset({"title", "desc"})
# v28: SVG text renders only where the content model lets it (SVG 2 and 1.1): a ``<text>``
# is drawn inside the structural containers that render their children (``svg``, ``g``,
# ``a``, the chosen child of ``switch``; ``symbol`` and ``defs`` where a ``<use>`` draws
# them, above) and nowhere else: not inside a graphics element (``rect``, ``path``,
# ``image``, ``use``...), nor inside an element SVG does not know (``<shelf>``), nor
# inside another ``<text>``; inside a ``<text>`` only its text content children
# (``tspan``, ``textPath``, ``a``; SVG 1.1's ``tref`` and ``altGlyph``) draw, and a
# ``tspan`` or ``textPath`` outside a ``<text>`` draws nothing. ``foreignObject`` holds
# HTML, which renders; so does what follows an HTML tag that ends the SVG when a browser
# parses it (``_BREAKOUT``, the HTML standard's "in foreign content" list: lxml keeps it
# inside the ``<svg>``). Checked in Chromium 150 headless (a ``<text>`` under ``g``, ``a``,
# ``switch``, a nested ``svg``, a used ``symbol`` or ``defs`` draws; under an unknown
# element, ``rect``, ``image``, ``use`` or another ``<text>``, or an unknown child of a
# ``<text>``, does not; under ``<div>`` or inside ``foreignObject`` it draws, as HTML).
_SVG_CONTAINERS = frozenset({"svg", "g", "a", "switch", "foreignobject"})
_TEXT_CONTENT = frozenset({"tspan", "textpath", "a", "tref", "altglyph"})
_BREAKOUT = frozenset(
    {
        "b", "big", "blockquote", "body", "br", "center", "code", "dd", "div", "dl", "dt",
        "em", "embed", "h1", "h2", "h3", "h4", "h5", "h6", "head", "hr", "i", "img", "li",
        "listing", "menu", "meta", "nobr", "ol", "p", "pre", "ruby", "s", "small", "span",
        "strong", "strike", "sub", "sup", "table", "tt", "u", "ul", "var", "font",
    }
)  # fmt: skip


@dataclass(frozen=True)
class HiddenText:
    """A piece of page text a reader does not see (or may not), and where it is."""

    channel: str  # comment | attribute | meta | structured_data | css_hidden | css_suspect |
    # invisible_chars | srcdoc | svg_text | svg_label | svg_hidden | unrendered | style_comment
    locator: str
    text: str
    span: tuple[int, int] | None = None  # where it sits in ``text`` (css_suspect only)

    @classmethod
    def from_dict(cls, data: Mapping[str, Any]) -> HiddenText:
        span = data.get("span")
        return cls(
            str(data["channel"]),
            str(data["locator"]),
            str(data["text"]),
            (int(span[0]), int(span[1])) if span else None,
        )


def walk_json(value: Any, path: str) -> Iterator[tuple[str, str]]:
    """(path, string) of every string in a JSON value, in document order; iterative, so a
    deeply nested value never reaches the recursion limit."""
    stack: list[tuple[Any, str]] = [(value, path)]
    while stack:
        item, where = stack.pop()
        if isinstance(item, dict):
            stack.extend((v, f"{where}.{k}") for k, v in reversed(list(item.items())))
        elif isinstance(item, list):
            stack.extend((v, f"{where}[{i}]") for i, v in reversed(list(enumerate(item))))
        elif isinstance(item, str):
            yield where, item


def hidden_channels(
    root: etree._Element, rendered: Rendered, surveyed: Survey | None = None, depth: int = 0
) -> list[HiddenText]:
    """The hidden channels of the page ``root`` belongs to, rendered as ``rendered``
    (``surveyed``: its survey, when already taken; ``depth``: how many srcdocs hold it)."""
    surveyed = surveyed or survey(root)
    found: list[HiddenText] = []
    for index, comment in enumerate(surveyed.comments):
        text = (comment.text or "").strip()
        if text:
            found.append(HiddenText("comment", f"comment[{index}]", text))
    paths: dict[etree._Element, str] = {}
    for owner, attribute, value in surveyed.text_attributes:  # document, attribute order
        if value.strip():
            path = paths.get(owner) or paths.setdefault(owner, css_path(owner))
            found.append(HiddenText("attribute", f"{path}@{attribute}", value.strip()))
    for meta in surveyed.metas:
        name = meta.get("name") or meta.get("property") or meta.get("http-equiv") or ""
        found.append(HiddenText("meta", f"meta[{name}]@content", meta.get("content", "").strip()))
    for script in surveyed.json_scripts:
        raw = script.text or ""
        where = css_path(script)
        try:
            data = json.loads(raw)
        except (ValueError, RecursionError):
            if raw.strip():
                found.append(HiddenText("structured_data", where, raw.strip()[:MAX_UNPARSED_JSON]))
            continue
        found += [
            HiddenText("structured_data", f"{where}{path[1:]}", value)
            for path, value in walk_json(data, "$")
        ]
    for element, technique, text in rendered.css_hidden:
        found.append(HiddenText("css_hidden", f"{css_path(element)} [{technique}]", text))
    for element, technique, (start, end) in rendered.suspects:
        found.append(
            HiddenText(
                "css_suspect",
                f"{css_path(element)} [{technique}]",
                rendered.text[start:end],
                (start, end),
            )
        )
    for match in INVISIBLE_CHARS.finditer(rendered.text):
        context = rendered.text[max(0, match.start() - 30) : match.end() + 30]
        found.append(
            HiddenText("invisible_chars", f"offset:{match.start()}-{match.end()}", context)
        )
    found += svg_channels(surveyed.svgs)
    found += unrendered_channels(surveyed.unrendered)
    found += style_comments(surveyed.styles)
    if depth < MAX_SRCDOC_DEPTH:
        for frame in surveyed.srcdocs:
            found += srcdoc_channels(frame, depth)
    return found


def srcdoc_channels(frame: etree._Element, depth: int = 0) -> list[HiddenText]:
    """The document an ``<iframe srcdoc>`` holds: its text and its own hidden channels, all
    channel ``srcdoc``, located in the attribute (see the module docstring)."""
    markup = frame.get("srcdoc") or ""
    if not markup.strip():
        return []
    where = f"{css_path(frame)}@srcdoc"
    try:
        inner = parse_document(markup, where)
    except ArtifactError:
        return []  # too deep or too large: refused as a page would be
    if inner is None:
        text = collapse(markup)  # text only, no element
        return [HiddenText("srcdoc", where, text)] if text else []
    surveyed = survey(inner)
    rendered = render(inner, surveyed)
    found = []
    text = collapse(rendered.text)
    if text:
        found.append(HiddenText("srcdoc", where, text))
    for item in hidden_channels(inner, rendered, surveyed, depth + 1):
        if item.channel in ("css_suspect", "invisible_chars"):
            continue  # in the srcdoc's text, read above
        found.append(HiddenText("srcdoc", f"{where} {item.locator}", item.text))
    return found


_MARKUP = re.compile(r"<[^<>]*>")
# How an unrendered element is named in its locator (else ``[<tag>_fallback]``).
_UNRENDERED_TECHNIQUES = {
    "noscript": "noscript",
    "template": "template",
    "datalist": "datalist",
    "annotation": "math_annotation",
    "annotation-xml": "math_annotation",
    "input": "input_hidden",
}


def unrendered_channels(elements: list[etree._Element]) -> list[HiddenText]:
    """The text of what a browser never draws (``tree.UNRENDERED_TAGS``: media, canvas,
    meter and progress fallback, a frame's inner markup, ``<noscript>``, ``<template>``, a
    ``<datalist>``, MathML annotations), channel ``unrendered``, located
    ``<path> [<tag>_fallback]`` (``[noscript]``, ``[template]``, ``[datalist]``,
    ``[math_annotation]``).
    Only the outermost is read, and not one inside a box CSS hides (its ``css_hidden``
    text holds it)."""
    found: list[HiddenText] = []
    for element in elements:
        if element.tag == "template" and is_shadow_root(element):
            continue  # v19: a declarative shadow root is drawn (``undrawn``)
        if any(
            a.tag in UNRENDERED_TAGS and not (a.tag == "template" and is_shadow_root(a))
            for a in element.iterancestors()
        ):
            continue  # read with the outer one
        text = _unrendered_text(element)
        if not text:
            continue
        parent = element.getparent()
        if parent is not None and parent.tag != "head" and paint_inside(parent) is None:
            continue
        tag = str(element.tag)
        technique = _UNRENDERED_TECHNIQUES.get(tag, f"{tag}_fallback")
        found.append(HiddenText("unrendered", f"{css_path(element)} [{technique}]", text))
    return found


_CSS_COMMENT = re.compile(r"/\*(.*?)\*/", re.DOTALL)
MAX_STYLE_COMMENTS = 200  # read of a page's <style> elements; the rest are ignored


def style_comments(styles: list[etree._Element]) -> list[HiddenText]:
    """v18: the comments inside ``<style>`` elements (a ``<style>`` is never drawn, and
    CSS gives its comments no meaning; an agent fed the raw page reads them as it reads
    an HTML comment), channel ``style_comment``, located ``<style path> [css_comment:N]``
    (N counts the page's CSS comments)."""
    found: list[HiddenText] = []
    number = 0
    for style in styles:
        css = style.text or ""
        if "/*" not in css:
            continue
        path = css_path(style)
        for match in _CSS_COMMENT.finditer(css):
            text = collapse(match.group(1).strip("!*= \n"))
            if text:
                found.append(HiddenText("style_comment", f"{path} [css_comment:{number}]", text))
            number += 1
            if number >= MAX_STYLE_COMMENTS:
                return found
    return found


def _unrendered_text(element: etree._Element) -> str:
    """An unrendered element's text: its children's (scripts and styles aside), or the raw
    markup a frame holds as text, its tags dropped."""
    if element.tag == "iframe":
        return collapse(_MARKUP.sub(" ", element.text or ""))
    if element.tag == "input":
        return collapse(element.get("value") or "")  # (``type=hidden``: never drawn)
    parts = [str(s) for s in strings(_UNRENDERED_TEXT, element)]
    return collapse(" ".join(parts))


_UNRENDERED_TEXT = etree.XPath("descendant::text()[not(ancestor::script or ancestor::style)]")


def _text_of(element: etree._Element) -> str:
    """All the text an SVG element holds (its ``<tspan>`` too), whitespace collapsed."""
    return collapse(" ".join(str(part) for part in element.itertext()))


def _svg_hiding(element: etree._Element) -> str | None:
    """How an SVG element's own attributes or inline style hide it with all it holds."""
    style = parse_style(element.get("style") or "")
    technique = box_hiding(style, element.get("hidden") is not None)
    if technique is not None:
        return technique
    for name in ("display", "visibility", "opacity", "font-size", "fill", "fill-opacity"):
        value = (style.get(name) or element.get(name) or "").strip().lower()
        if not value:
            continue
        if name == "display" and value.startswith("none"):
            return "display_none"
        if name == "visibility" and value.startswith(("hidden", "collapse")):
            return "visibility_hidden"
        stroke = style.get("stroke") or element.get("stroke") or "none"
        if name == "fill" and value.startswith(("none", "transparent")) and stroke == "none":
            return "fill_none"
        if name in ("opacity", "fill-opacity", "font-size"):
            size = px(value.removesuffix("!important").strip())
            if size is not None and size <= (0.05 if name != "font-size" else 0.0):
                return f"{name.replace('-', '_')}_0"
    return None


def _svg_size_hiding(svg: etree._Element) -> str | None:
    """An ``<svg>`` drawn in no space: a zero ``width`` or ``height``."""
    style = parse_style(svg.get("style") or "")
    for side in ("width", "height"):
        extent = px((style.get(side) or svg.get(side) or "").strip())
        if extent is not None and extent <= 0:
            return "svg_zero_size"
    # v19: SVG 2 8.6: a viewBox of zero width or height disables the element's rendering
    box = (svg.get("viewbox") or svg.get("viewBox") or "").replace(",", " ").split()
    if len(box) == 4:
        try:
            if float(box[2]) == 0 or float(box[3]) == 0:
                return "svg_zero_viewbox"
        except ValueError:
            pass
    return None


def _used_ids(svgs: list[etree._Element]) -> frozenset[str]:
    """v23: the ids the page's ``<use>`` elements point at (``href`` or ``xlink:href``
    ``#id``): SVG 2 5.6 "The 'use' element" draws that element (a ``<symbol>`` or the
    content of ``<defs>``) where the ``<use>`` stands."""
    found: set[str] = set()
    for svg in svgs:
        for use in svg.iter("use"):
            target = use.get("href") or use.get("xlink:href") or ""
            if target.startswith("#") and len(target) > 1:
                found.add(target[1:])
    return frozenset(found)


def svg_channels(svgs: list[etree._Element]) -> list[HiddenText]:
    """The text of the page's inline SVGs (see the module docstring)."""
    found: list[HiddenText] = []
    used = _used_ids(svgs) if svgs else frozenset()
    done: set[etree._Element] = set()  # elements already read with a hidden ancestor
    for svg in svgs:
        if svg in done:
            continue
        parent = svg.getparent()
        if parent is not None and paint_inside(parent) is None:
            done.update(svg.iter())  # in a hidden box: its css_hidden text holds this
            continue
        technique = _svg_hiding(svg) or _svg_size_hiding(svg)
        if technique is not None:
            text = _text_of(svg)
            if text:
                found.append(HiddenText("svg_hidden", f"{css_path(svg)} [{technique}]", text))
            done.update(svg.iter())
            continue
        found += _svg_content(svg, done, used)
    return found


def _svg_content(
    svg: etree._Element, done: set[etree._Element], used: frozenset[str] = frozenset()
) -> list[HiddenText]:
    """The texts of a shown SVG, in document order (iteratively: no recursion limit).
    ``used``: the ids ``<use>`` elements draw (``_used_ids``)."""
    found: list[HiddenText] = []
    stack: list[tuple[etree._Element, str | None]] = [(child, None) for child in reversed(svg)]
    while stack:
        element, hider = stack.pop()
        tag = element.tag
        if not isinstance(tag, str) or element in done:
            continue
        done.add(element)
        name = tag.lower()
        drawn_by_use = bool(used) and element.get("id") in used
        if drawn_by_use and (hider in _INSTANTIATED or (hider or "").startswith("under_")):
            hider = None  # v23: a <use> draws it where the <use> stands (v28: wherever)
        if name == "svg":  # a nested SVG: its own size and styles
            hider = hider or _svg_hiding(element) or _svg_size_hiding(element)
        elif name in _UNDRAWN or name.startswith("fe"):
            if not (drawn_by_use and name == "symbol"):
                hider = hider or f"in_{name}"
        else:
            hider = hider or _svg_hiding(element)
        if name in ("tspan", "textpath") and hider is None:
            hider = "outside_text"  # v28: text content outside a <text> draws nothing
        if name in ("tspan", "textpath"):
            text = _text_of(element)
            done.update(element.iter())
            if text:
                found.append(HiddenText("svg_hidden", f"{css_path(element)} [{hider}]", text))
            continue
        if hider is None and name not in _SVG_LABELS and condition(element) is False:
            hider = "condition_unmet"  # v19: SVG 2 conditional processing (``undrawn``)
        if hider is None and name == "text" and outside_viewport(element):
            hider = "outside_viewport"  # v19 (``undrawn``)
        if name == "switch" and hider is None:
            unchosen = switch_hidden(element)
            stack.extend((child, unchosen.get(child)) for child in reversed(element))
            continue
        if name == "foreignobject":
            found += _foreign_object(element, hider)
            if hider is not None:  # (else an SVG inside its HTML is read as one of the page's)
                done.update(element.iter())
            continue
        if name in ("text", "title", "desc"):
            done.update(element.iter())
            if name in _SVG_LABELS:
                text = _text_of(element)
                if text:
                    found.append(HiddenText("svg_label", css_path(element), text))
                continue
            text, undrawn = _text_parts(element)
            if text and hider is not None:
                found.append(HiddenText("svg_hidden", f"{css_path(element)} [{hider}]", text))
            elif text:
                found.append(HiddenText("svg_text", css_path(element), text))
            for part, where, technique in undrawn:
                if technique == "label":
                    found.append(HiddenText("svg_label", css_path(part), where))
                else:
                    found.append(HiddenText("svg_hidden", f"{css_path(part)} [{technique}]", where))
            continue
        drawable = (
            name in _SVG_CONTAINERS or name in _BREAKOUT or (name == "symbol" and drawn_by_use)
        )
        if hider is None and not drawable:
            hider = f"under_{name}"  # v28: not a container that draws its children
        stack.extend((child, hider) for child in reversed(element))
    return found


def _foreign_object(element: etree._Element, hider: str | None) -> list[HiddenText]:
    """v28: the HTML a ``<foreignObject>`` holds is drawn in its box, which is empty when its
    ``width`` or ``height`` (attribute or inline style) is missing (``auto``: 0) or not
    positive (Chromium 150: nothing drawn): ``svg_text`` for what its HTML shows (the rules
    of ``text``), ``svg_hidden`` for what its HTML's CSS hides, all of it ``svg_hidden``
    (``[foreign_object_empty]``) in an empty box or under a hiding SVG element."""
    where = css_path(element)
    style = declarations(element.get("style") or "")
    for side in ("width", "height"):
        value = (style.get(side) or element.get(side) or "").strip().lower()
        extent = px(value) if not value.replace(".", "", 1).isdigit() else float(value)
        if not value or value == "auto" or (extent is not None and extent <= 0):
            hider = hider or "foreign_object_empty"  # (a length it cannot read: drawn)
    if hider is not None:
        text = element_plain_text(element)
        return [HiddenText("svg_hidden", f"{where} [{hider}]", text)] if text else []
    rendered = rendered_inside(element)
    if rendered is None:
        return []
    found = []
    text = collapse(rendered.text)
    if text:
        found.append(HiddenText("svg_text", where, text))
    for part, technique, hidden_text in rendered.css_hidden:
        found.append(HiddenText("svg_hidden", f"{css_path(part)} [{technique}]", hidden_text))
    return found


def _text_parts(text: etree._Element) -> tuple[str, list[tuple[etree._Element, str, str]]]:
    """v28: what a ``<text>`` draws (its own strings and those of its text content
    children: ``_TEXT_CONTENT``), whitespace collapsed, and the children it does not draw
    (``(element, text, technique)``: a ``<title>`` or ``<desc>`` is a ``label``, anything
    else ``in_text``), iteratively."""
    drawn: list[str] = []
    undrawn: list[tuple[etree._Element, str, str]] = []
    stack: list[etree._Element | str] = [text]
    while stack:
        item = stack.pop()
        if isinstance(item, str):
            drawn.append(item)
            continue
        name = item.tag.lower() if isinstance(item.tag, str) else ""
        if item is text or name in _TEXT_CONTENT:
            drawn.append(item.text or "")
            for child in reversed(item):
                if child.tail:
                    stack.append(child.tail)  # the text after a child: drawn by ``item``
                if isinstance(child.tag, str):
                    stack.append(child)
            continue
        piece = _text_of(item)
        if piece:
            undrawn.append((item, piece, "label" if name in _SVG_LABELS else "in_text"))
    return collapse(" ".join(drawn)), undrawn
