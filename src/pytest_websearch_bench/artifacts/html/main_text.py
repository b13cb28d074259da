"""The main text of a page: whole lines of ``text`` without navigation and boilerplate,
as ranges, so that any offset found in the main text maps back into ``text`` unchanged.

trafilatura chooses the article on the page's tree (without the boxes CSS hides and
without what is never text): its fast path, and its default path (with its fallback
extractors) only when the fast extract is under a tenth of the page's text. Its output
is mapped back onto the lines of ``text``:
a line of at least SHORT_LINE words belongs when half its word trigrams are in the
extract, a shorter one when an extracted line has exactly its words; a line is taken
at most as often as the extract repeats it. Captions, navigation and runs of linked
lines (teasers, menus) are then dropped.

A tree over MAX_MAIN_ELEMENTS elements (once scripts and hidden boxes are gone) keeps
every line as main text (``main_extracted`` False): extraction time grows steeply with
the tree (about 4 s at 20,000 elements; the largest of 298 real pages has 4,613).
"""

from __future__ import annotations

import bisect
import re
import sys
import warnings
from collections import Counter
from types import ModuleType

from lxml import etree

from .render import Rendered

MAX_MAIN_ELEMENTS = 20_000
# A fast extract under this share of the reader's text is retried in trafilatura's default
# mode (decided on the development pages only: html-dev2's dev part, html/, html-dev/).
FALLBACK_SHARE = 0.1
SHORT_LINE = 4  # words: a shorter line must match a whole extracted line
LINKED_LINE = 0.9  # share of a line inside links that makes it a linked line
FURNITURE = frozenset({"figcaption", "nav"})  # never article prose, whatever an extractor says
# Never text, and a third of the tree trafilatura would copy and clean again.
UNREAD = (
    "script", "style", "noscript", "template", "svg", "math", "iframe", "embed", "canvas",
    "audio", "video",
)  # fmt: skip

_WORD = re.compile(r"\w+")
LINE = re.compile(r"[^\n]+")


def _trafilatura() -> ModuleType:
    """trafilatura, imported on first use (0.2 s). Its package imports urllib3, which
    probes IPv6 support by opening a socket at import time; under the bench's network
    lock that probe is refused (nothing is ever downloaded here), and the lock's warning
    about it is dropped."""
    loaded = sys.modules.get("trafilatura")
    if loaded is not None:
        return loaded
    with warnings.catch_warnings():
        warnings.filterwarnings("ignore", category=UserWarning, module="pytest_socket")
        import trafilatura
    return trafilatura


def article_text(root: etree._Element, text_length: int) -> str:
    """The article as trafilatura reads it: its fast path (no fallback extractors), and
    its default path (readability and jusText as fallbacks) only when the fast extract is
    under FALLBACK_SHARE of the reader's ``text_length`` characters, keeping the longer."""
    trafilatura = _trafilatura()
    options = {"include_comments": False, "include_tables": True}
    extracted: str = trafilatura.extract(root, fast=True, **options) or ""
    if len(extracted) < FALLBACK_SHARE * text_length:
        fuller: str = trafilatura.extract(root, fast=False, **options) or ""
        if len(fuller) > len(extracted):
            return fuller
    return extracted


def _drop(element: etree._Element) -> None:
    """``element`` out of its tree, its tail kept (``HtmlElement.drop_tree``)."""
    parent = element.getparent()
    if parent is None:
        return
    if element.tail:
        previous = element.getprevious()
        if previous is None:
            parent.text = (parent.text or "") + element.tail
        else:
            previous.tail = (previous.tail or "") + element.tail
    parent.remove(element)


def main_of(root: etree._Element, rendered: Rendered) -> tuple[list[tuple[int, int]], bool]:
    """(main ranges, extracted): the tree is consumed (hidden boxes and UNREAD elements
    are taken out so that the extractor never picks text a reader does not see)."""
    for box in rendered.boxes:
        _drop(box)
    etree.strip_elements(root, *UNREAD, with_tail=False)
    if sum(1 for _ in root.iter()) > MAX_MAIN_ELEMENTS:
        return [m.span() for m in LINE.finditer(rendered.text)], False
    return main_ranges(rendered, article_text(root, len(rendered.text))), True


def _grams(tokens: list[str]) -> list[tuple[str, ...]]:
    n = min(3, len(tokens))
    return [tuple(tokens[i : i + n]) for i in range(len(tokens) - n + 1)]


def _link_share(rendered: Rendered, start: int, end: int, first: int) -> tuple[float, int]:
    """The share of ``text[start:end]`` inside links, and the first piece to look at for
    the next line (pieces and lines are both in text order)."""
    while first < len(rendered.ends) and rendered.ends[first] <= start:
        first += 1
    total = linked = 0
    index = first
    while index < len(rendered.starts) and rendered.starts[index] < end:
        size = min(end, rendered.ends[index]) - max(start, rendered.starts[index])
        total += size
        linked += size if rendered.linked[index] else 0
        index += 1
    return (linked / total if total else 0.0), first


def matched_lines(rendered: Rendered, extracted: str) -> list[tuple[int, int, float]]:
    """(start, end, share inside links) of the lines of ``text`` that make ``extracted``."""
    lines = [tuple(_WORD.findall(line)) for line in extracted.splitlines()]
    short = Counter(t for t in lines if 0 < len(t) < SHORT_LINE)
    running = " " + " ".join(" ".join(t) for t in lines) + " "
    grams = {g for t in lines for g in _grams(list(t))}
    seen: Counter[str] = Counter()
    repeats: dict[str, int] = {}  # how often the extract has a repeated line's words
    matched: list[tuple[int, int, float]] = []
    piece = 0
    for match in LINE.finditer(rendered.text):
        tokens = _WORD.findall(match.group())
        if not tokens:
            continue
        if len(tokens) < SHORT_LINE:
            key = tuple(tokens)
            if short[key] <= 0:
                continue
            short[key] -= 1
        else:
            line_grams = _grams(tokens)
            if sum(1 for g in line_grams if g in grams) * 2 < len(line_grams):
                continue
            words = f" {' '.join(tokens)} "
            seen[words] += 1
            if seen[words] > 1:
                if words not in repeats:
                    repeats[words] = running.count(words)
                if seen[words] > repeats[words]:
                    continue
        start, end = match.span()
        share, piece = _link_share(rendered, start, end, piece)
        matched.append((start, end, share))
    return matched


def main_ranges(rendered: Rendered, extracted: str) -> list[tuple[int, int]]:
    """The matched lines less captions, navigation and lists of links: a line at least
    LINKED_LINE inside links is dropped when another such line is at most two matched
    lines away (teasers, menus), while a single linked line is usually the article's own."""
    matched = matched_lines(rendered, extracted)
    linked = [share >= LINKED_LINE for _, _, share in matched]
    ranges: list[tuple[int, int]] = []
    for index, (start, end, _) in enumerate(matched):
        if linked[index] and any(linked[max(0, index - 2) : index] + linked[index + 1 : index + 3]):
            continue
        owner = rendered.owners[bisect.bisect_right(rendered.ends, start)]
        if owner.tag in FURNITURE or any(a.tag in FURNITURE for a in owner.iterancestors()):
            continue
        if ranges and start - ranges[-1][1] <= 1:
            ranges[-1] = (ranges[-1][0], end)
        else:
            ranges.append((start, end))
    return ranges
