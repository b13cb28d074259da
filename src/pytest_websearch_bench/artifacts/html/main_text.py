"""The main text of a page: whole lines of ``text`` without navigation and boilerplate,
as ranges, so that any offset found in the main text maps back into ``text`` unchanged.

trafilatura chooses the article on the page's tree (without the boxes CSS hides, without
what is never text, and without comment nodes: libxml2 keeps ``<!-- -->`` markers, which
React pages put inside paragraphs, and trafilatura drops the text after one): its fast
path, and its default path (with its fallback extractors) only when the fast extract is
under FALLBACK_SHARE of the page's text outside links (an article is not link text). Its
output is mapped back onto the lines of ``text`` by aligning the two sequences of word
trigrams (``difflib``'s matching blocks, in order): a line of at least SHORT_LINE words
belongs when half its words are aligned with the extract, a shorter one when all of them
are. Aligning in order keeps out a teaser or a summary that repeats the article's first
sentences (they are matched once, in the article), which a line-by-line lookup took as
well. An article split into sibling chunks (``div.article__chunk`` and the like) is often
extracted from its first chunk only: a paragraph of PROSE_WORDS words or more, mostly
outside links, whose parent and grandparent (tag and class) hold at least SAME_PLACE of
the matched paragraphs, belongs too.
Captions, navigation and runs of linked lines (teasers, menus, with the summaries in
their list items) are then dropped, and so are pointer lines (a label of at most
``boiler.POINTER_LABEL`` words and a colon, then only a link of ``POINTER_LINK`` words: "Read
more: <a>headline</a>"; 6 of html-dev2's 111 development pages better, none worse) and
what ``boiler`` finds around the body (the headline and what stands above it, the deck,
the dateline, form boxes, image boxes).

When nothing of the extract maps onto ``text`` (an article inside an ``<aside>`` that the
pre-cleaning took away: html-dev's rnz.de page had an empty main text), trafilatura's
default cascade reads the element taken away that held the most text outside links (1 of
228 development pages).

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
from difflib import SequenceMatcher
from functools import lru_cache
from itertools import pairwise
from typing import TYPE_CHECKING, cast

import lxml.html
from lxml import etree
from lxml.html import HtmlElement

from .boiler import LINKED_LINE, Head, body_lines, boxes, link_share, page_head, pointer
from .render import CLEANED_TAGS, Rendered
from .tree import Survey

if TYPE_CHECKING:
    from trafilatura.settings import Extractor

MAX_MAIN_ELEMENTS = 20_000
PRECLEAN_NODES = 200  # a smaller tree goes to trafilatura with what its cleaning deletes
# A fast extract under this share of the reader's text outside links is retried in
# trafilatura's default mode (decided on the development pages only: html-dev2's dev part,
# html/, html-dev/). Where the fast path had missed the article the extract was 1 % and 5 %
# of that text (two html-dev pages gained 5 of their 6 snippets); over 7.5 % the retry
# changed nothing or added boilerplate (1 snippet and 3 leaks over 7 pages) at up to three
# times the cost of a fast extraction: the retries were a tenth of html-dev's load time.
# Links are left out of the base: a page of link lists (a lyrics index) makes a short
# article look like a miss.
FALLBACK_SHARE = 0.075
SHORT_LINE = 4  # words: a shorter line must be aligned whole
ALIGNED_SHARE = 0.5  # share of a longer line's words aligned with the extract
PROSE_WORDS = 10  # words of a paragraph that continues the matched ones in their place
SAME_PLACE = 3  # matched paragraphs that make their parent and grandparent the article's
TEASER_ITEM = 3  # matched lines of a list item that goes with its teaser line (headline)
FURNITURE = frozenset({"figcaption", "nav"})  # never article prose, whatever an extractor says
# Never text, and a third of the tree trafilatura would copy and clean again.
UNREAD = (
    "script", "style", "noscript", "template", "svg", "math", "iframe", "embed", "canvas",
    "audio", "video", "head",
)  # fmt: skip

_WORD = re.compile(r"\w+")
LINE = re.compile(r"[^\n]+")


def _trafilatura() -> None:
    """Import trafilatura on first use (0.2 s). Its package imports urllib3, which probes
    IPv6 support by opening a socket at import time; under the bench's network lock that
    probe is refused (nothing is ever downloaded here), and the lock's warning about it is
    dropped."""
    if "trafilatura" in sys.modules:
        return
    with warnings.catch_warnings():
        warnings.filterwarnings("ignore", category=UserWarning, module="pytest_socket")
        import trafilatura  # noqa: F401


@lru_cache(maxsize=2)
def _options(fast: bool) -> Extractor:
    """trafilatura's options for ``extract(tree, fast=fast, include_comments=False,
    include_tables=True)`` (plain text), built once: nothing in an extraction changes them."""
    _trafilatura()
    from trafilatura.settings import Extractor

    return Extractor(output_format="txt", fast=fast, comments=False, tables=True)


def extract(root: etree._Element, fast: bool) -> str:
    """``trafilatura.extract(root, fast=fast, include_comments=False)``, but on ``root``
    itself where ``extract`` works on a copy: the tree is ours to consume, and the copy
    cost a twentieth of a page's load. trafilatura's cascade (``trafilatura_sequence``, an
    internal of the pinned 2.3 series; ``test_artifacts_html`` checks it against
    ``extract``) changes the tree it is given only by deleting the infinite-scroll and
    comment sections it would delete again on a second run, so the tree can be extracted
    from twice."""
    options = _options(fast)
    from trafilatura.core import trafilatura_sequence
    from trafilatura.utils import normalize_unicode
    from trafilatura.xml import xmltotxt

    try:
        body, text, _, _ = trafilatura_sequence(cast(HtmlElement, root), options)
    except (TypeError, ValueError):  # as bare_extraction: no extraction
        return ""
    if len(text) < options.min_output_size:
        return ""
    # stripped as extract strips it (after appending the empty comments' text)
    return normalize_unicode(xmltotxt(body, options.formatting).strip())


def article_text(root: etree._Element, text_length: int) -> str:
    """The article as trafilatura reads it: its fast path (no fallback extractors), and
    its default path (readability and jusText as fallbacks) only when the fast extract is
    under FALLBACK_SHARE of ``text_length`` characters (the reader's text outside links),
    keeping the longer.
    The tree is consumed."""
    extracted = extract(root, fast=True)
    if len(extracted) < FALLBACK_SHARE * text_length:
        fuller = extract(root, fast=False)
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


def main_of(
    root: etree._Element,
    rendered: Rendered,
    surveyed: Survey | None = None,
) -> tuple[list[tuple[int, int]], bool]:
    """(main ranges, extracted): the tree is consumed (hidden boxes and UNREAD elements
    are taken out so that the extractor never picks text a reader does not see).
    ``surveyed``: the tree's survey, when known (its size and meta tags)."""
    nodes = surveyed.nodes if surveyed is not None else sum(1 for _ in root.iter())
    head = page_head(root, surveyed)
    for box in rendered.boxes:
        _drop(box)
    # What trafilatura's cleaning deletes goes before it runs (its whole-tree passes and
    # copies then read a smaller tree), but an element that holds half the text (an
    # unclosed <object> or <aside> that swallowed the article, which trafilatura's
    # fallbacks read on the raw tree), and not in a tree under PRECLEAN_NODES (it costs
    # little, and so small a page is often extracted under trafilatura's 250-character
    # minimum, when its rescue reads the raw tree: the synthetic pages then gained their
    # site name from the header).
    cleaned = rendered.cleaned if nodes >= PRECLEAN_NODES else []
    whole = [e for e, chars in cleaned if chars * 2 >= len(rendered.text)]
    tags = CLEANED_TAGS if cleaned and not whole else ()
    etree.strip_elements(root, *UNREAD, with_tail=False)
    head.forms, head.images = boxes(root)  # before the fields go with the cleaned tags
    if tags:
        etree.strip_elements(root, *tags, with_tail=False)
    if whole:
        for element, chars in cleaned:
            if chars * 2 < len(rendered.text):
                _drop(element)
    etree.strip_tags(root, etree.Comment)  # their tails stay: text split by <!-- -->
    if nodes > MAX_MAIN_ELEMENTS and sum(1 for _ in root.iter()) > MAX_MAIN_ELEMENTS:
        return [m.span() for m in LINE.finditer(rendered.text)], False
    unlinked = sum(
        end - start
        for start, end, linked in zip(rendered.starts, rendered.ends, rendered.linked, strict=True)
        if not linked
    )
    ranges = main_ranges(rendered, article_text(root, unlinked), head)
    if not ranges:
        taken = [(e, c) for e, c in cleaned if not whole or c * 2 < len(rendered.text)]
        ranges = _rescued(rendered, head, taken)
    return ranges, True


def _rescued(
    rendered: Rendered,
    head: Head,
    taken: list[tuple[etree._Element, int]],
) -> list[tuple[int, int]]:
    """The main ranges when nothing of the extract mapped onto ``text``: trafilatura's
    default cascade on the element the pre-cleaning took away that held the most text
    outside links (detached, its subtree whole: an ``<aside>`` that holds the article,
    not the menu)."""
    prose = {element: 0 for element, _ in taken}
    for owner, start, end, linked in zip(
        rendered.owners, rendered.starts, rendered.ends, rendered.linked, strict=True
    ):
        if not linked:
            place = next((a for a in (owner, *owner.iterancestors()) if a in prose), None)
            if place is not None:
                prose[place] += end - start
    best = max(prose, key=prose.__getitem__, default=None)
    if best is not None and prose[best]:
        page = lxml.html.document_fromstring("<html><body></body></html>")
        page[-1].append(best)
        return main_ranges(rendered, extract(page, fast=False), head)
    return []


def _grams(ids: list[int], size: int, base: int) -> list[int]:
    """Each run of ``size`` word ids (each under ``base``) as one int, ``size - 1`` fewer
    than the words: ints, not tuples, so that a long page allocates no object per gram
    (tuples are tracked by the garbage collector, whose passes then cost more than the
    alignment) and difflib hashes them fast."""
    if size == 1:
        return list(ids)
    if size == 2:
        return [a * base + b for a, b in pairwise(ids)]
    return [(a * base + b) * base + c for a, b, c in zip(ids, ids[1:], ids[2:], strict=False)]


def matched_lines(rendered: Rendered, extracted: str) -> list[tuple[int, int, float]]:
    """(start, end, share inside links) of the lines of ``text`` that make ``extracted``.

    Lines that could belong (enough of their words occur in the extract at all) are
    aligned with the extract by word trigrams, in order (trigrams, not words: a trigram
    rarely recurs, so the alignment stays near linear; ``autojunk`` leaves out trigrams
    that make over 1 % of a long extract, which bounds a repetitive page); a line is kept
    by the share of its words inside aligned trigrams. The extractor may move a block
    (a lead it found late): a line left out is then kept when half its trigrams are among
    the extract's trigrams that no line was aligned with, each used once."""
    ids: dict[str, int] = {}  # the extract's words
    extract = [ids.setdefault(word, len(ids)) for word in _WORD.findall(extracted)]
    known = ids.__contains__
    spans: list[tuple[int, int, int]] = []  # (start, end, words) of the candidate lines
    words: list[str] = []
    for match in LINE.finditer(rendered.text):
        tokens = _WORD.findall(match.group())
        if tokens and not _too_few(sum(map(known, tokens)), len(tokens)):
            spans.append((match.start(), match.end(), len(tokens)))
            words += tokens
    size = min(3, len(words), len(extract))
    if size == 0:
        return []
    unknown = len(ids)  # a page word not in the extract: its grams match nothing there
    extract_grams = _grams(extract, size, unknown + 1)
    page_grams = _grams([ids.get(word, unknown) for word in words], size, unknown + 1)
    covered = [False] * len(words)
    used = [False] * len(extract)
    for first, second, length in SequenceMatcher(
        None, page_grams, extract_grams
    ).get_matching_blocks():
        if length:
            covered[first : first + length + size - 1] = [True] * (length + size - 1)
            used[second : second + length + size - 1] = [True] * (length + size - 1)
    left: Counter[int] | None = None  # counted when a line first needs it
    matched: list[tuple[int, int, float]] = []
    piece = position = 0
    for start, end, count in spans:
        hits = sum(covered[position : position + count])
        position += count
        if _too_few(hits, count):
            if count < SHORT_LINE:
                continue
            if left is None:
                left = Counter(
                    g for j, g in enumerate(extract_grams) if not any(used[j : j + size])
                )
            if not _moved(page_grams[position - count : position - size + 1], left):
                continue
        share, piece = link_share(rendered, start, end, piece)
        matched.append((start, end, share))
    return matched


def _moved(grams: list[int], left: Counter[int]) -> bool:
    """Half the trigrams of a line (``grams``) are among the ``left`` ones (taken from it
    if so)."""
    found = Counter(g for g in grams if left[g] > 0)
    if sum(min(n, left[g]) for g, n in found.items()) * 2 < len(grams):
        return False
    left.subtract(found)
    return True


def _too_few(hits: int, words: int) -> bool:
    """A line of ``words`` words with ``hits`` of them aligned does not belong."""
    return hits < words if words < SHORT_LINE else hits < ALIGNED_SHARE * words


def main_ranges(
    rendered: Rendered, extracted: str, head: Head | None = None
) -> list[tuple[int, int]]:
    """The matched lines less captions, navigation and lists of links: a line at least
    LINKED_LINE inside links is dropped when another such line is at most two matched
    lines away (teasers, menus), while a single linked line is usually the article's own;
    the rest of a list item such a teaser line sits in (its summary) goes with it."""
    matched = _continued(rendered, matched_lines(rendered, extracted))
    linked = [share >= LINKED_LINE for _, _, share in matched]
    owners = [rendered.owners[bisect.bisect_right(rendered.ends, s)] for s, _, _ in matched]
    teasers = [
        linked[index] and any(linked[max(0, index - 2) : index] + linked[index + 1 : index + 3])
        for index in range(len(matched))
    ]
    # A teaser's list item, unless it holds more than TEASER_ITEM matched lines (a page
    # that puts the whole article in a list item).
    in_item = [_item(owner) for owner in owners]
    sizes = Counter(in_item)
    items = {in_item[i] for i, teaser in enumerate(teasers) if teaser}
    items = {item for item in items if item is not None and sizes[item] <= TEASER_ITEM}
    kept: list[tuple[int, int]] = []
    kept_owners: list[etree._Element] = []
    for index, (start, end, _) in enumerate(matched):
        owner = owners[index]
        if teasers[index] or in_item[index] in items:
            continue
        if owner.tag in FURNITURE or next(owner.iterancestors(*FURNITURE), None) is not None:
            continue
        if pointer(rendered, start, end):
            continue
        kept.append((start, end))
        kept_owners.append(owner)
    if head is not None:
        kept = body_lines(kept, kept_owners, rendered.text, head)
    ranges: list[tuple[int, int]] = []
    for start, end in kept:
        if ranges and start - ranges[-1][1] <= 1:
            ranges[-1] = (ranges[-1][0], end)
        else:
            ranges.append((start, end))
    return ranges


def _item(element: etree._Element) -> etree._Element | None:
    """The list item ``element`` sits in (itself included), if any."""
    return element if element.tag == "li" else next(element.iterancestors("li"), None)


def _place(element: etree._Element) -> tuple[object, ...] | None:
    """Where a paragraph sits: its parent's and grandparent's tag and class."""
    parent = element.getparent()
    if parent is None:
        return None
    grand = parent.getparent()
    if grand is None:
        return (parent.tag, parent.get("class"))
    return (parent.tag, parent.get("class"), grand.tag, grand.get("class"))


def _continued(
    rendered: Rendered, matched: list[tuple[int, int, float]]
) -> list[tuple[int, int, float]]:
    """``matched`` and the paragraphs (lines that start in a ``<p>``) of PROSE_WORDS words
    or more, under half inside links, in a place that holds SAME_PLACE matched paragraphs,
    in text order."""
    text, owners, starts = rendered.text, rendered.owners, rendered.starts
    first = {start for start, _, _ in matched}
    places: Counter[tuple[object, ...] | None] = Counter()
    for start, _, _ in matched:
        owner = owners[bisect.bisect_right(rendered.ends, start)]
        if owner.tag == "p":
            places[_place(owner)] += 1
    article = {place for place, count in places.items() if count >= SAME_PLACE and place}
    if not article:
        return matched
    added: list[tuple[int, int, float]] = []
    for index, owner in enumerate(owners):
        start = starts[index]
        if (start and text[start - 1] != "\n") or start in first or owner.tag != "p":
            continue  # not the start of a line, matched already, or not a paragraph
        end = text.find("\n", start)
        end = len(text) if end < 0 else end
        if _place(owner) not in article or len(_WORD.findall(text, start, end)) < PROSE_WORDS:
            continue
        share, _ = link_share(rendered, start, end, index)
        if share < 0.5:
            added.append((start, end, share))
    return sorted(matched + added) if added else matched
