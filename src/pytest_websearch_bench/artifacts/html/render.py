"""Rendering HTML into what a reader sees: ``text``, in document order, with where
each visible text node landed (for selectors and main-text ranges).

No script, style, template or head, no comments, no attribute values, and no
element hidden by the ``hidden`` attribute or by inline CSS (``display:none``,
``visibility:hidden``). Blocks are separated by a newline and the cells of a table
row by a tab (a row reads across); whitespace inside a block is collapsed (kept in
``<pre>``).
"""

from __future__ import annotations

import re
from dataclasses import dataclass

from bs4 import BeautifulSoup, Tag
from bs4.element import Comment, Doctype, NavigableString

SKIP_TAGS = frozenset(
    {
        "script",
        "style",
        "template",
        "noscript",
        "head",
        "title",
        "meta",
        "link",
        "svg",
        "math",
        "iframe",
        "object",
        "embed",
        "canvas",
        "audio",
        "video",
        "source",
        "track",
        "map",
    }
)
BLOCK_TAGS = frozenset(
    {
        "address",
        "article",
        "aside",
        "blockquote",
        "body",
        "caption",
        "center",
        "dd",
        "details",
        "dialog",
        "div",
        "dl",
        "dt",
        "fieldset",
        "figcaption",
        "figure",
        "footer",
        "form",
        "h1",
        "h2",
        "h3",
        "h4",
        "h5",
        "h6",
        "header",
        "hr",
        "html",
        "li",
        "main",
        "menu",
        "nav",
        "ol",
        "p",
        "pre",
        "section",
        "summary",
        "table",
        "tbody",
        "tfoot",
        "thead",
        "tr",
        "ul",
        "br",
        "option",
        "legend",
        "label",
        "picture",
    }
)
CELL_TAGS = frozenset({"td", "th"})
_HIDDEN_STYLE = re.compile(r"display\s*:\s*none|visibility\s*:\s*hidden", re.IGNORECASE)
_SPACES = re.compile(r"[ \t\r\n\f\v\u00a0\u200b]+")


def is_hidden(tag: Tag) -> bool:
    if tag.has_attr("hidden"):
        return True
    style = tag.get("style")
    return bool(style and _HIDDEN_STYLE.search(str(style)))


@dataclass
class TextNode:
    start: int
    end: int
    node: NavigableString


@dataclass
class RenderedHtml:
    text: str
    nodes: list[TextNode]
    node_ranges: dict[int, tuple[int, int]]  # id(NavigableString) -> range in text


class _Renderer:
    """Builds ``text`` in one walk, remembering where each visible text node landed."""

    def __init__(self) -> None:
        self.parts: list[str] = []
        self.length = 0
        self.nodes: list[TextNode] = []
        self.pending_break = False
        self.pending_cell = False

    def _emit(self, text: str) -> tuple[int, int]:
        if not text:
            return self.length, self.length
        if self.pending_break and self.length:
            self.parts.append("\n")
            self.length += 1
        elif self.pending_cell and self.length and self.parts[-1][-1:] != "\n":
            self.parts.append("\t")
            self.length += 1
        self.pending_break = self.pending_cell = False
        last = self.parts[-1][-1] if self.parts and self.parts[-1] else "\n"
        if last in " \t\n" and text.startswith(" "):
            text = text.lstrip(" ")
            if not text:
                return self.length, self.length
        start = self.length
        self.parts.append(text)
        self.length += len(text)
        return start, self.length

    def block(self) -> None:
        if self.length:
            self.pending_break = True

    def cell(self) -> None:
        """A table cell: a row reads across, so cells are separated by a tab, not a line."""
        if self.length:
            self.pending_cell = True

    def walk(self, element: Tag, preformatted: bool = False) -> None:
        for child in element.children:
            if isinstance(child, (Comment, Doctype)):
                continue
            if isinstance(child, NavigableString):
                if type(child) is not NavigableString:
                    continue  # CData, ProcessingInstruction, Declaration...
                raw = str(child)
                text = raw.replace("\r\n", "\n") if preformatted else _SPACES.sub(" ", raw)
                if not text.strip() and not preformatted:
                    if (
                        text
                        and self.parts
                        and not (self.pending_break or self.pending_cell)
                        and self.parts[-1][-1:] not in (" ", "\t", "\n")
                    ):
                        self._emit(" ")
                    continue
                start, end = self._emit(text)
                if end > start:
                    self.nodes.append(TextNode(start, end, child))
                continue
            if not isinstance(child, Tag):
                continue
            name = child.name or ""
            if name in SKIP_TAGS or is_hidden(child) or name == "input":
                continue
            is_block = name in BLOCK_TAGS
            if is_block:
                self.block()
            elif name in CELL_TAGS:
                self.cell()
            self.walk(child, preformatted or name == "pre")
            if is_block:
                self.block()
            elif name in CELL_TAGS:
                self.cell()

    def result(self) -> RenderedHtml:
        text = "".join(self.parts)
        # Trailing spaces before a break are not part of what a reader sees.
        ranges = {id(n.node): (n.start, n.end) for n in self.nodes}
        return RenderedHtml(text, self.nodes, ranges)


def render(soup: BeautifulSoup) -> RenderedHtml:
    renderer = _Renderer()
    body = soup.body or soup
    renderer.walk(body)
    return renderer.result()


def parse_soup(markup: str) -> BeautifulSoup:
    return BeautifulSoup(markup, "html.parser")


def collapse(text: str) -> str:
    """Whitespace runs (block breaks included) to one space, ends stripped: the text
    a ``selector:`` span sees."""
    return _SPACES.sub(" ", text).strip()


def element_text(element: Tag) -> str:
    """An element's visible text (the rules of ``text``), whitespace collapsed."""
    renderer = _Renderer()
    renderer.walk(element, preformatted=element.name == "pre")
    return collapse(renderer.result().text)
