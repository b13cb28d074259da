"""Markup to an lxml tree, within documented limits, and the queries and element paths
the other modules share.

Limits (``HtmlLimitExceeded``, never a partial tree, never a hang or a RecursionError):

* ``MAX_HTML_BYTES`` (8 MiB): a larger document is refused before it is decoded. The
  recorder cuts text bodies to 512 KB, so only a hand-stored page can reach it.
* ``MAX_DEPTH`` (256): libxml2 stops building the tree below this depth (without its
  ``XML_PARSE_HUGE`` option, which stays off); a deeper page is refused.
* one text node over libxml2's 10 MB limit: refused (only reachable when
  ``MAX_HTML_BYTES`` is raised).

Every walk over the tree in this package is iterative, so no page reaches Python's
recursion limit.
"""

from __future__ import annotations

import re
import unicodedata
from dataclasses import dataclass, field
from functools import lru_cache

import lxml.html
from lxml import etree
from lxml.cssselect import CSSSelector

from ..errors import HtmlLimitExceeded, MalformedDocument

MAX_HTML_BYTES = 8 * 1024 * 1024
MAX_DEPTH = 256

# lxml.html's element classes (trafilatura takes a parsed tree of them), chosen by a
# lookup in C: lxml.html's own lookup runs Python code for every element proxy.
_HTML_CLASSES = etree.ElementDefaultClassLookup(
    element=lxml.html.HtmlElement,
    comment=lxml.html.HtmlComment,
    pi=lxml.html.HtmlProcessingInstruction,
    entity=lxml.html.HtmlEntity,
)


def check_size(size: int, where: str) -> None:
    if size > MAX_HTML_BYTES:
        raise HtmlLimitExceeded(
            where,
            f"the HTML is {size:,} bytes, over the {MAX_HTML_BYTES:,}-byte limit of the reader",
            "store a smaller capture (the recorder cuts bodies to 512 KB)",
        )


# C0 controls XML cannot hold (all but tab, LF and CR). libxml2's HTML parser keeps them
# in text and even in tag names (``<script\x06type=...>``), where lxml then refuses the
# strings its own tree holds (a ValueError from a tag query or a text edit). A browser
# shows none of them (a stray \x1d inside a sentence of a real page): they are dropped,
# a form feed (HTML whitespace) becomes a space. The markup is not read after parsing.
_CONTROLS = re.compile("[\x00-\x08\x0b\x0c\x0e-\x1f]")


def _control(match: re.Match[str]) -> str:
    return " " if match.group() == "\x0c" else ""


def parse_document(markup: str, where: str) -> etree._Element | None:
    """The tree of ``markup`` (None when it holds no element); HtmlLimitExceeded past a
    limit, MalformedDocument for any other error libxml2 cannot recover from."""
    if _CONTROLS.search(markup) is not None:
        markup = _CONTROLS.sub(_control, markup)
    data = markup.encode("utf-8", errors="surrogatepass")
    check_size(len(data), where)
    parser = etree.HTMLParser(
        recover=True,
        huge_tree=False,
        remove_comments=False,
        remove_pis=True,
        default_doctype=False,  # type: ignore[call-arg]  # an lxml option its stubs lack
        collect_ids=False,
        encoding="utf-8",
    )
    parser.set_element_class_lookup(_HTML_CLASSES)
    root = etree.fromstring(data, parser)
    for error in parser.error_log:
        if error.level_name != "FATAL":
            continue
        message = error.message.strip()
        if "depth" in message.lower():
            raise HtmlLimitExceeded(
                where,
                f"its elements nest deeper than {MAX_DEPTH} levels (line {error.line})",
                f"a page is read only when its nesting stays within {MAX_DEPTH} levels",
            )
        if "limit" in message.lower() or "huge" in message.lower():
            raise HtmlLimitExceeded(where, f"libxml2 refused it: {message} (line {error.line})")
        raise MalformedDocument(where, f"the HTML does not parse: {message} (line {error.line})")
    return root


# -- queries -------------------------------------------------------------------------------------


def elements(query: etree.XPath, root: etree._Element) -> list[etree._Element]:
    """The elements (comments included) an XPath query finds, in document order."""
    found = query(root)
    return [e for e in found if isinstance(e, etree._Element)] if isinstance(found, list) else []


def strings(query: etree.XPath, root: etree._Element) -> list[etree._ElementUnicodeResult]:
    """The text or attribute values an XPath query finds (each knows its element)."""
    found = query(root)
    return (
        [s for s in found if isinstance(s, etree._ElementUnicodeResult)]
        if isinstance(found, list)
        else []
    )


@lru_cache(maxsize=1024)
def compile_selector(css: str) -> CSSSelector:
    """``css`` in cssselect's dialect (CSS 3 selectors); ``SelectorError`` when it does not
    parse or uses what cssselect cannot translate (``:hover`` and the like)."""
    return CSSSelector(css, translator="html")


# -- one walk for what the other modules look up ----------------------------------------------

# The text attributes the hidden channels read (``hidden.ATTRIBUTES``), in their order, and
# any prose ``data-*`` attribute (``prose``).
TEXT_ATTRIBUTES = (
    "alt", "title", "aria-label", "aria-description", "placeholder", "aria-placeholder",
    "data-description",
)  # fmt: skip
# What the survey keeps an attribute for: 0 a text attribute, 1 styling, 2 class, 3 id.
_KIND: dict[str | bytes, int] = {
    **dict.fromkeys(TEXT_ATTRIBUTES, 0),
    **dict.fromkeys(("style", "hidden", "bgcolor", "popover"), 1),
    "class": 2, "id": 3,
}  # fmt: skip
# Elements a browser never draws the content of (v15): the fallback of media and canvas
# (shown only by a browser that lacks them, which none does), a frame's inner markup,
# ``<noscript>`` (a browser runs scripts) and ``<template>`` (inert until a script clones
# it); v16: the fallback of ``<meter>`` and ``<progress>`` (drawn as a gauge), a
# ``<datalist>``'s options (offered by an input, never drawn in the page) and MathML's
# ``<annotation>``/``<annotation-xml>`` (an alternative encoding of the formula: TeX,
# plain text). The renderer skips them (``render.SKIP_TAGS``); ``hidden`` reads their text.
UNRENDERED_TAGS = frozenset(
    {"audio", "video", "canvas", "noscript", "template", "iframe"}
    | {"meter", "progress", "datalist", "annotation", "annotation-xml"}
)
# v18: the rest of the HTML Living Standard's rendering section (15.3.1 "Hidden elements"
# and the form controls' rendering): elements its user-agent stylesheet gives ``display:
# none`` that the renderer did not skip already (``noembed``, ``noframes``, ``rp``,
# ``area``, ``param``, ``basefont``; CSS 2 draws no content of a ``table-column`` box:
# ``col``, ``colgroup``), read as hidden boxes unless an inline ``display`` shows them;
# ``input type=hidden`` (its value: ``hidden.unrendered_channels``); and the parts of
# ``<details>`` and ``<select>`` that are not drawn (``shown_part``). Already known:
# ``head``, ``script``, ``style``, ``template``, ``title``, ``meta``, ``link``, ``base``,
# ``datalist``, ``noscript`` (scripting is on), ``[hidden]`` (``until-found`` too: its
# content is not drawn until found), ``dialog:not([open])``, a closed ``[popover]``.
UA_HIDDEN_TAGS = frozenset(
    {"noembed", "noframes", "rp", "area", "param", "basefont", "col", "colgroup"}
)
_SURVEYED_TAGS = frozenset(
    {"font", "style", "meta", "script", "time", "title", "iframe", "svg", "dialog", "input"}
    | UNRENDERED_TAGS
    | UA_HIDDEN_TAGS
)


def ua_hiding(element: etree._Element) -> str | None:
    """How the browser's own stylesheet hides ``element`` with all it holds, unless an
    inline ``display`` shows it: the ``hidden`` attribute (``display_none``), a popover
    no one has opened (``[popover]``, drawn only when a script or a button opens it:
    ``popover_closed``) and a ``<dialog>`` without ``open`` (``dialog_closed``). v16: the
    last two were read as visible text. v18: the ``UA_HIDDEN_TAGS`` (``ua_display_none``),
    and an element in the part of a closed ``<details>`` or a drop-down ``<select>`` that is
    not drawn (``details_closed``, ``select_unchosen``: ``shown_part``)."""
    if element.get("hidden") is not None:
        return "display_none"
    tag = element.tag
    popover = element.get("popover") is not None
    dialog = tag == "dialog" and element.get("open") is None
    listed = tag in UA_HIDDEN_TAGS
    if not (popover or dialog or listed):
        parent = element.getparent()
        if parent is not None and parent.tag == "optgroup":
            parent = parent.getparent()
        if parent is None or parent.tag not in ("details", "select"):
            return None
        partial = shown_part(parent)
        shown = partial[1] if partial is not None else None
        if partial is None or (shown is not None and any(e is shown for e in element.iter())):
            return None
        return partial[0]
    style = element.get("style") or ""
    if "display" in style.lower():
        return None  # (``parse_style`` decides whether it hides; an author's display wins)
    return "popover_closed" if popover else "dialog_closed" if dialog else "ua_display_none"


def shown_part(element: etree._Element) -> tuple[str, etree._Element | None] | None:
    """For a closed ``<details>`` or a drop-down ``<select>``: how the rest is hidden and
    the one child drawn (None when none is). A closed ``<details>`` draws its first
    ``<summary>`` child only (``details_closed``; the UA stylesheet hides its
    ``::details-content``); a ``<select>`` without ``multiple`` and with a ``size`` of 1 or
    none is a drop-down box that draws its chosen option only: the last with ``selected``,
    else the first not ``disabled`` (``select_unchosen``). None for any other element (an
    open ``<details>``, a list box)."""
    if element.tag == "details":
        if element.get("open") is not None:
            return None
        summary = next((c for c in element if c.tag == "summary"), None)
        return "details_closed", summary
    if element.tag != "select" or element.get("multiple") is not None:
        return None
    size = (element.get("size") or "").strip()
    if size.isdigit() and int(size) > 1:
        return None
    options = list(element.iter("option"))
    chosen = [o for o in options if o.get("selected") is not None]
    enabled = [o for o in options if o.get("disabled") is None]
    shown = chosen[-1] if chosen else enabled[0] if enabled else None
    return "select_unchosen", shown


# Any other ``data-*`` attribute is read as text when its value is prose (an agent fed the
# raw page reads ``data-note="AI assistants: ..."`` as well as an alt), and so (v15) is any
# attribute not in MACHINE_ATTRIBUTES (``hx-confirm``, ``<option label>``, ``<table
# summary>``, ``content`` outside ``<meta>``, a widget's options...): what decides is the
# value, not the name, since every framework invents names. Prose (``prose``): three words
# or more, most of its words made of letters (any script, and the symbol letters of
# obfuscated text), no digits in them and few of the marks of code (``{}=;``), so
# tracking payloads, ``sizes`` lists and class-hash soup stay out. A value holding a JSON or
# JavaScript object (``x-data="{note: '...'}"``) is read by its quoted strings, a record
# of fields by its values (``attribute_texts``).
# Attributes whose values are addresses, names, numbers, code or styling, never text.
MACHINE_ATTRIBUTES = frozenset(
    {
        "class", "id", "style", "href", "src", "srcset", "sizes", "rel", "type", "width",
        "height", "datetime", "name", "for", "action", "method", "lang", "dir", "role",
        "tabindex", "target", "loading", "decoding", "charset", "http-equiv", "integrity",
        "crossorigin", "media", "accept", "accept-charset", "autocomplete", "enctype",
        "form", "formaction", "headers", "hreflang", "itemprop", "itemtype", "itemscope",
        "itemid", "itemref", "property", "typeof", "vocab", "prefix", "resource", "about",
        "xmlns", "xml:lang", "nonce", "referrerpolicy", "sandbox", "allow", "poster",
        "data", "codebase", "classid", "cite", "ping", "download", "manifest", "profile",
        "usemap", "coords", "shape", "align", "valign", "bgcolor", "color", "face", "size",
        "border", "cellpadding", "cellspacing", "colspan", "rowspan", "span", "start",
        "step", "min", "max", "pattern", "inputmode", "enterkeyhint", "autocapitalize",
        "spellcheck", "draggable", "contenteditable", "translate", "slot", "part",
        "is", "d", "points", "viewbox", "transform", "fill", "stroke", "path",
        "preserveaspectratio", "xlink:href", "background", "async", "defer", "hidden",
        "fetchpriority", "blocking", "as", "scope", "wrap", "list", "maxlength",
        "minlength", "srcdoc", "jsaction", "jscontroller", "jsname", "jsmodel", "jslog",
        "ng-class", "ng-style", "v-bind:class", ":class", "x-bind:class",
    }
)  # fmt: skip
_EDGE_MARKS = "\"'()[]\u00bf\u00a1\u00ab\u00bb.,:;!?\u2018\u2019\u201c\u201d-*\u2022"
_CODE_CHARS = frozenset("{}=<>/\\|_#@$^+~`&[]")
# a quoted string inside a JSON or JavaScript value ("...", '...', `...`)
_QUOTED = re.compile(r'"((?:[^"\\]|\\.){12,})"|\'((?:[^\'\\]|\\.){12,})\'|`([^`]{12,})`')


_MARKUP = re.compile(r"<[^<>]{0,200}>")
# a record's fields (``key=value | key=value``, ``key: value; ...``): each value is read
_FIELD_SEPARATORS = re.compile(r"\s[|;]\s|[|;&]|,\s*(?=[\w-]+\s*[=:])")
_FIELD = re.compile(r"^\s*[\w.-]{1,40}\s*[=:]\s*(.+)$", re.DOTALL)
MAX_QUOTE_DEPTH = 3  # quoted strings inside quoted strings, read to this depth


def _letter(c: str) -> bool:
    """A letter of any script, or a symbol named a letter (the parenthesized, circled and
    squared letters of obfuscated text)."""
    return c.isalpha() or (not c.isascii() and "LETTER" in unicodedata.name(c, ""))


def _token_kind(token: str) -> int:
    """1 a word, 0 a mark (emoji, a dash, a bar: no letters, no digits, no code), -1 else."""
    core = token.strip(_EDGE_MARKS)
    if not core:
        return 0
    if any(c.isdigit() or c in _CODE_CHARS for c in core):
        return -1
    letters = sum(1 for c in core if _letter(c))
    if not letters:
        return 0 if not any(c.isascii() and c.isalnum() for c in core) else -1
    return 1 if letters >= len(core) - 1 else -1


def prose(value: str) -> bool:
    """Whether an attribute's ``value`` reads as prose (see above)."""
    if len(value) < 12:
        return False  # most values are ids, flags and numbers
    head = value[:400]  # (read on its first 400 characters: srcset lists run to kilobytes)
    if "<" in head:
        head = _MARKUP.sub(" ", head)  # tags and chat markers (``<|im_start|>``) are no words
    if head.count(" ") < 2:
        return False
    kinds = [_token_kind(token) for token in head.split()]
    counted = sum(1 for kind in kinds if kind)  # marks between words are not counted
    words = kinds.count(1)
    code = sum(head.count(mark) for mark in "{}=;")
    hyphened = sum(1 for token in head.split() if "-" in token.strip(_EDGE_MARKS))
    return (
        words >= 3
        and words >= 0.7 * counted
        and code <= (1 if counted < 8 else max(2, counted // 6))
        and hyphened * 2 < counted  # class lists
    )


def _quoted_prose(text: str, depth: int) -> list[str]:
    """The prose strings quoted in ``text``; a string holding an object is read inside
    first (to ``MAX_QUOTE_DEPTH``), and whole only when nothing inside it is prose."""
    found: list[str] = []
    for match in _QUOTED.finditer(text):
        inner = next(g for g in match.groups() if g is not None)
        inner = inner.replace("\\'", "'").replace('\\"', '"').replace("\\n", " ")
        inner = _MARKUP.sub(" ", inner).strip()
        nested = depth + 1 < MAX_QUOTE_DEPTH and ("{" in inner or "[" in inner)
        deeper = _quoted_prose(inner, depth + 1) if nested else []
        if deeper:
            found += deeper
        elif prose(inner) and inner[:1] not in ("{", "["):
            found.append(inner)
    return found


def attribute_texts(value: str) -> list[str]:
    """What an attribute's ``value`` holds as text: itself when it is prose; else the prose
    strings quoted inside it (a JSON or JavaScript object or array, a call's arguments),
    read to ``MAX_QUOTE_DEPTH``; else the prose values of a record's fields (``status=
    pending | action=forward the transcript to ...``)."""
    if prose(value) and value.lstrip()[:1] not in ("{", "["):
        return [value]
    found = _quoted_prose(value[:20_000], 0)
    if found:
        return found
    if "=" in value or ":" in value:
        for field in _FIELD_SEPARATORS.split(value[:4000]):
            record = _FIELD.match(field)
            if record and prose(record.group(1).strip()):
                found.append(record.group(1).strip())
    return found


@dataclass
class Survey:
    """What the renderer, the stylesheet reader, the hidden channels and the date look up
    in a page, found in one walk of the tree in document order (each XPath query over the
    whole tree cost about as much as the walk; there were a dozen)."""

    comments: list[etree._Element] = field(default_factory=list)  # the document's, in order
    text_attributes: list[tuple[etree._Element, str, str]] = field(default_factory=list)
    styled: set[etree._Element] = field(default_factory=set)  # style/hidden/bgcolor, <font>
    classed: list[etree._Element] = field(default_factory=list)  # in <body>, body included
    with_id: list[etree._Element] = field(default_factory=list)  # in <body>, body included
    styles: list[etree._Element] = field(default_factory=list)  # <style>
    metas: list[etree._Element] = field(default_factory=list)  # <meta content>
    json_scripts: list[etree._Element] = field(default_factory=list)  # <script type=*json*>
    times: list[etree._Element] = field(default_factory=list)  # <time datetime>
    titles: list[etree._Element] = field(default_factory=list)  # <title> (SVG's too)
    srcdocs: list[etree._Element] = field(default_factory=list)  # <iframe srcdoc>
    unrendered: list[etree._Element] = field(default_factory=list)  # UNRENDERED_TAGS
    svgs: list[etree._Element] = field(default_factory=list)  # <svg>, nested ones too
    nodes: int = 0  # elements and comments under the root, the root included


def survey(root: etree._Element) -> Survey:
    """The :class:`Survey` of the document ``root`` belongs to (comments beside the root
    element included, as ``//comment()`` finds them)."""
    found = Survey()
    kinds, surveyed, machine = _KIND, _SURVEYED_TAGS, MACHINE_ATTRIBUTES
    comment = etree._Comment
    found.comments += [n for n in root.itersiblings(preceding=True) if isinstance(n, comment)][::-1]
    parts = [((root,), False), *((top.iter(), top.tag == "body") for top in root)]
    nodes = 0
    for walk, body in parts:
        for element in walk:
            nodes += 1
            tag: object = element.tag  # a function for comments (the stubs say str)
            if not isinstance(tag, str):  # a comment (processing instructions are not parsed)
                if isinstance(element, comment):
                    found.comments.append(element)
                continue
            if tag in surveyed:
                _survey_tag(element, tag, found)
            for name in element.keys():  # noqa: SIM118 (iterating an element gives children)
                kind = kinds.get(name)
                if kind is None:
                    if name in machine or name[:2] == "on" or (tag == "meta" and name == "content"):
                        continue  # (a <meta>'s content is the meta channel)
                    value = element.get(name, "")
                    if len(value) >= 12:
                        for text in attribute_texts(value):
                            found.text_attributes.append((element, str(name), text))
                    continue
                if kind == 0:
                    found.text_attributes.append((element, str(name), element.get(name, "")))
                elif kind == 1:
                    found.styled.add(element)
                elif body:
                    (found.classed if kind == 2 else found.with_id).append(element)
    found.comments += [n for n in root.itersiblings() if isinstance(n, comment)]
    found.nodes = nodes
    return found


def _survey_tag(element: etree._Element, tag: str, found: Survey) -> None:
    if tag == "font":
        found.styled.add(element)
    elif tag == "style":
        found.styles.append(element)
    elif tag == "meta":
        if element.get("content") is not None:
            found.metas.append(element)
    elif tag == "title":
        found.titles.append(element)
    elif tag == "svg":
        found.svgs.append(element)
    elif tag == "dialog" or tag in UA_HIDDEN_TAGS:
        found.styled.add(element)  # closed unless ``open``, or hidden (``ua_hiding``)
    elif tag == "input":
        if (element.get("type") or "").strip().lower() == "hidden" and element.get("value"):
            found.unrendered.append(element)  # its value, never drawn
    elif tag == "iframe":
        if element.get("srcdoc") is not None:
            found.srcdocs.append(element)
        found.unrendered.append(element)
    elif tag == "script":
        if "json" in (element.get("type") or "").lower():
            found.json_scripts.append(element)
    elif tag in UNRENDERED_TAGS:
        found.unrendered.append(element)
    elif element.get("datetime") is not None:
        found.times.append(element)


# -- element paths -------------------------------------------------------------------------------

_CSS_SPECIAL = re.compile(r"[^\w-]")
_PLAIN_PATH = re.compile(r"(?:/[A-Za-z][\w-]*(?:\[\d+\])?)+")


def _css_name(tag: str) -> str:
    return _CSS_SPECIAL.sub(lambda m: "\\" + m.group(), tag)


def css_path(element: etree._Element, *, root: bool = True) -> str:
    """A selector naming exactly ``element``: its chain of ``name:nth-of-type(i)`` from the
    top, the document element written ``:root``. Read off libxml2's XPath of the element,
    whose ``name[i]`` counts the same siblings as ``:nth-of-type(i)``."""
    path = element.getroottree().getpath(element)
    if not _PLAIN_PATH.fullmatch(path):  # a name XPath cannot spell (``*[3]``): count by hand
        return _counted_path(element, root=root)
    # "/html/body/div[2]/p" -> "html[1]|body[1]|div[2]|p[1]|" -> nth-of-type steps (string
    # replacements: a regular expression cost three times as much per attribute)
    steps = (path[1:] + "/").replace("]/", "]\x01").replace("/", "[1]\x01")
    css = steps.replace("[", ":nth-of-type(").replace("]", ")").replace("\x01", " > ")[:-3]
    first, _, rest = css.partition(" > ")
    if root and first == "html:nth-of-type(1)":
        css = (
            f":root > {rest}" if rest else ":root"
        )  # shorter, and it cannot match a stray nested <html>
    return css


def _counted_path(element: etree._Element, *, root: bool) -> str:
    steps: list[str] = []
    node: etree._Element | None = element
    while node is not None:
        index = 1 + sum(1 for _ in node.itersiblings(node.tag, preceding=True))
        steps.append(f"{_css_name(str(node.tag))}:nth-of-type({index})")
        node = node.getparent()
    steps.reverse()
    if root and steps and steps[0] == "html:nth-of-type(1)":
        steps[0] = ":root"
    return " > ".join(steps)
