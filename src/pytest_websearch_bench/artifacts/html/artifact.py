"""The HTML artifact: one parse of a page (cacheable without the DOM), and the DOM
parsed again, lazily, only when a ``selector:`` span needs it."""

from __future__ import annotations

import bisect
from collections.abc import Callable
from dataclasses import dataclass, field

from lxml import etree
from lxml.cssselect import SelectorError

from ..base import HTML, Artifact
from ..errors import ArtifactError
from .boiler import declared_titles
from .dates import published_date
from .decode import decode_html
from .hidden import HiddenText, hidden_channels
from .main_text import main_of
from .render import Rendered, collapse, element_text, render
from .tree import Survey, check_size, compile_selector, css_path, elements, parse_document, strings
from .tree import survey as survey_of

SPA_ROOTS = ("root", "app", "__next", "__nuxt", "svelte", "main-app")
_SCRIPTS = etree.XPath("//script")
_NOSCRIPT_TEXT = etree.XPath("//noscript//text()")
_APP_ROOT = etree.XPath(
    "//*[" + " or ".join(f"@id='{r}'" for r in SPA_ROOTS) + " or @data-reactroot]"
)


def looks_like_spa_shell(root: etree._Element, text: str) -> bool:
    """A page whose visible text is nearly empty while scripts and an app root carry it."""
    if len(text.strip()) >= 200 or not elements(_SCRIPTS, root):
        return False
    noscript = " ".join(strings(_NOSCRIPT_TEXT, root)).lower()
    return bool(elements(_APP_ROOT, root)) or "javascript" in noscript or "enable js" in noscript


@dataclass
class HtmlParse:
    """Everything parsed from one HTML document, cacheable without the DOM."""

    text: str
    encoding: str
    main: list[tuple[int, int]] = field(default_factory=list)
    hidden: list[HiddenText] = field(default_factory=list)
    spa_shell: bool = False
    published_at: str | None = None
    main_extracted: bool = True  # False: a tree too large to extract from; ``main`` is every line


def read_dom(
    data: bytes, content_type: str | None, where: str
) -> tuple[etree._Element | None, Rendered, str, Survey | None]:
    """(tree, rendering, encoding, survey) of ``data``; HtmlLimitExceeded past a limit."""
    check_size(len(data), where)  # before decoding: a huge page is refused at once
    markup, encoding = decode_html(data, content_type)
    root = parse_document(markup, where)
    surveyed = survey_of(root) if root is not None else None
    return root, render(root, surveyed), encoding, surveyed


def parse_html(data: bytes, content_type: str | None = None, where: str = "html") -> HtmlParse:
    """Everything ``HtmlArtifact`` keeps of ``data`` (``where`` names it in errors)."""
    root, rendered, encoding, surveyed = read_dom(data, content_type, where)
    if root is None:
        return HtmlParse(rendered.text, encoding)
    hidden = hidden_channels(root, rendered, surveyed)
    parse = HtmlParse(
        text=rendered.text,
        encoding=encoding,
        hidden=hidden,
        spa_shell=looks_like_spa_shell(root, rendered.text),
        published_at=published_date(root, hidden, surveyed),
    )
    if rendered.text.strip():
        parse.main, parse.main_extracted = main_of(root, rendered, surveyed)  # consumes the tree
    return parse


class HtmlDom:
    """A page's tree and rendering, for ``selector:`` spans: the first element a selector
    matches, its text by the rules of ``text``, and the selector of a range of ``text``."""

    def __init__(self, data: bytes, content_type: str | None = None, where: str = "html") -> None:
        self.where = where
        self.root, self.rendered, _, _ = read_dom(data, content_type, where)

    @property
    def text(self) -> str:
        return self.rendered.text

    def select_one(self, css: str) -> etree._Element | None:
        try:
            selector = compile_selector(css)
        except SelectorError as exc:
            raise ArtifactError(self.where, f"invalid CSS selector {css!r}: {exc}") from None
        matches = elements(selector, self.root) if self.root is not None else []
        return matches[0] if matches else None

    def select_text(self, css: str) -> str:
        element = self.select_one(css)
        if element is None:
            raise ArtifactError(self.where, f"no element matches the selector {css!r}")
        return element_text(element)

    def selector_for(self, start: int, end: int) -> tuple[str, int, int] | None:
        """(css, s, e): the innermost element whose collapsed text holds ``text[start:end]``
        (collapsed), and where; None when no single element holds it."""
        quote = collapse(self.text[start:end])
        index = bisect.bisect_right(self.rendered.ends, start)
        if not quote or self.root is None or index >= len(self.rendered.owners):
            return None
        element: etree._Element | None = self.rendered.owners[index]
        while element is not None:
            position = element_text(element).find(quote)
            if position >= 0:
                # ":root" needs a single top-level node; the spelled-out path is the fallback.
                for css in (css_path(element), css_path(element, root=False)):
                    try:
                        if self.select_one(css) is element:
                            return css, position, position + len(quote)
                    except ArtifactError:
                        continue  # a tag name cssselect cannot spell
                return None  # the path is ambiguous in this markup: no selector span
            element = element.getparent()
        return None


class HtmlArtifact(Artifact):
    """An HTML page: ``text`` as a reader sees it, ``main`` ranges without boilerplate,
    ``hidden`` channels for the injection detector, and ``select_text`` for selector
    spans (the DOM is parsed again only when a selector is resolved)."""

    content_type = HTML

    def __init__(
        self,
        parse: HtmlParse,
        *,
        sha256: str,
        url: str | None = None,
        data: bytes | None = None,
        declared: str | None = None,
        source: Callable[[], bytes] | None = None,
    ) -> None:
        super().__init__(sha256=sha256, url=url)
        self.parse = parse
        self._data = data
        self._source = source  # gives the bytes when a selector needs the DOM
        self._declared = declared
        self._dom: HtmlDom | None = None

    @property
    def text(self) -> str:
        return self.parse.text

    @property
    def main(self) -> list[tuple[int, int]]:
        return self.parse.main

    @property
    def main_text(self) -> str:
        """The main ranges joined by newlines (for reading; offsets come from ``main``)."""
        return "\n".join(self.parse.text[s:e] for s, e in self.parse.main)

    @property
    def hidden(self) -> list[HiddenText]:
        return self.parse.hidden

    @property
    def spa_shell(self) -> bool:
        return self.parse.spa_shell

    @property
    def published_at(self) -> str | None:
        return self.parse.published_at

    @property
    def dom(self) -> HtmlDom:
        """The page's tree, parsed again on first use; its text must equal ``text``."""
        if self._dom is None:
            if self._data is None and self._source is not None:
                self._data = self._source()
            if self._data is None:
                raise ArtifactError(
                    self.where,
                    "its HTML bytes were not kept, so selectors cannot be resolved",
                    "load it with load_artifact(data, ...) to resolve selector: spans",
                )
            dom = HtmlDom(self._data, self._declared, self.where)
            if dom.text != self.parse.text:
                raise ArtifactError(
                    self.where,
                    "parsing the HTML again does not give the cached text back",
                    f"delete the artifact cache entry {self.sha256} (parser version mismatch)",
                )
            self._dom = dom
        return self._dom

    @property
    def titles(self) -> tuple[str, ...]:
        """The titles the page declares, whitespace collapsed: its first ``<title>``, then
        its ``og:title`` and ``twitter:title`` meta tags (the tree is parsed again on first
        use)."""
        root = self.dom.root
        if root is None:
            return ()
        return tuple(dict.fromkeys(declared_titles(root.iter("title"), root.iter("meta"))))

    def select_text(self, css: str) -> str:
        return self.dom.select_text(css)

    def selector_for(self, start: int, end: int) -> tuple[str, int, int] | None:
        """(css, s, e): the innermost element whose collapsed text holds ``text[start:end]``
        (collapsed), and where; None when no single element holds it."""
        return self.dom.selector_for(start, end)
