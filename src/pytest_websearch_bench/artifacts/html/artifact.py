"""The HTML artifact: one parse of a page (cacheable without the DOM) and the selector
machinery that parses the DOM again only when a ``selector:`` span needs it."""

from __future__ import annotations

import bisect
from collections.abc import Callable
from dataclasses import dataclass, field
from typing import Any

from bs4 import BeautifulSoup, Tag

from ..base import HTML, Artifact
from ..errors import ArtifactError
from .dates import published_date
from .decode import decode_html
from .hidden import HiddenText, css_path, hidden_channels, invisible_characters
from .main_text import main_ranges
from .render import RenderedHtml, collapse, element_text, parse_soup, render

SPA_ROOTS = ("root", "app", "__next", "__nuxt", "svelte", "main-app")


# -- JavaScript shells -----------------------------------------------------------------------


def looks_like_spa_shell(soup: BeautifulSoup, text: str) -> bool:
    """A page whose visible text is nearly empty while scripts and an app root carry it."""
    visible = len(text.strip())
    scripts = soup.find_all("script")
    has_root = (
        any(soup.find(id=root) is not None for root in SPA_ROOTS)
        or soup.select_one("[data-reactroot]") is not None
    )
    noscript = " ".join(n.get_text(" ") for n in soup.find_all("noscript")).lower()
    asks_js = "javascript" in noscript or "enable js" in noscript
    return visible < 200 and len(scripts) >= 1 and (has_root or asks_js)


@dataclass
class HtmlParse:
    """Everything parsed from one HTML document, cacheable without the DOM."""

    text: str
    encoding: str
    main: list[tuple[int, int]] = field(default_factory=list)
    hidden: list[HiddenText] = field(default_factory=list)
    spa_shell: bool = False
    published_at: str | None = None


def parse_html(data: bytes, content_type: str | None = None) -> tuple[HtmlParse, BeautifulSoup]:
    markup, encoding = decode_html(data, content_type)
    soup = parse_soup(markup)
    rendered = render(soup)
    hidden = hidden_channels(soup) + invisible_characters(rendered.text)
    parse = HtmlParse(
        text=rendered.text,
        encoding=encoding,
        main=main_ranges(soup, rendered),
        hidden=hidden,
        spa_shell=looks_like_spa_shell(soup, rendered.text),
        published_at=published_date(soup, hidden),
    )
    return parse, soup


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
        soup: BeautifulSoup | None = None,
        source: Callable[[], bytes] | None = None,
    ) -> None:
        super().__init__(sha256=sha256, url=url)
        self.parse = parse
        self._data = data
        self._source = source  # gives the bytes when a selector needs the DOM
        self._declared = declared
        self._soup = soup
        self._rendered: RenderedHtml | None = None
        self._ends: list[int] | None = None  # where each rendered text node ends, for bisect

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
    def soup(self) -> BeautifulSoup:
        if self._soup is None:
            if self._data is None and self._source is not None:
                self._data = self._source()
            if self._data is None:
                raise ArtifactError(
                    self.where,
                    "its HTML bytes were not kept, so selectors cannot be resolved",
                    "load it with load_artifact(data, ...) to resolve selector: spans",
                )
            markup, _ = decode_html(self._data, self._declared)
            self._soup = parse_soup(markup)
        return self._soup

    def select_text(self, css: str) -> str:
        import soupsieve

        try:
            element = self.soup.select_one(css)
        except soupsieve.SelectorSyntaxError as exc:
            raise ArtifactError(self.where, f"invalid CSS selector {css!r}: {exc}") from None
        if element is None:
            raise ArtifactError(self.where, f"no element matches the selector {css!r}")
        return element_text(element)

    @property
    def rendered(self) -> RenderedHtml:
        """The text again, with where each DOM text node landed (for building selectors)."""
        if self._rendered is None:
            rendered = render(self.soup)
            if rendered.text != self.parse.text:
                raise ArtifactError(
                    self.where,
                    "re-rendering the HTML does not give the cached text back",
                    f"delete the artifact cache entry {self.sha256} (parser version mismatch)",
                )
            self._rendered = rendered
        return self._rendered

    def selector_for(self, start: int, end: int) -> tuple[str, int, int] | None:
        """(css, s, e): the innermost element whose collapsed text holds ``text[start:end]``
        (collapsed), and where; None when no single element holds it."""
        quote = collapse(self.text[start:end])
        nodes = self.rendered.nodes
        if not quote or not nodes:
            return None
        if self._ends is None:
            self._ends = [n.end for n in nodes]
        index = bisect.bisect_right(self._ends, start)
        if index >= len(nodes):
            return None
        element: Any = nodes[index].node.parent
        while isinstance(element, Tag) and element.name != "[document]":
            text = element_text(element)
            position = text.find(quote)
            if position >= 0:
                # ":root" needs a single top-level node; markup with stray text after
                # </html> has none, so the spelled-out path is the fallback.
                for css in (css_path(element), css_path(element, root=False)):
                    if self.soup.select_one(css) is element:
                        return css, position, position + len(quote)
                return None  # the path is ambiguous in this markup: no selector span
            element = element.parent
        return None
