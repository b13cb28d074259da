"""What an extracted article keeps around its body, found by the page's own structure and
metadata, never by a site's names. Each rule was checked on html-dev2's development part
(111 pages; "better/worse" counts pages whose F1 moved) and on the html/ + html-dev/
snippets; the frozen test part was not looked at.

* **The headline** (30 of 111 pages kept it; the marked article never holds it): a line
  whose words are a run of the page's ``<title>``, ``og:title`` or ``twitter:title``
  words, at least half of them (a title adds the site's name), among the first
  HEAD_LINES main lines; failing that, a line set in an ``<h1>`` with half its words
  among a title's (a reworded title; a site-name ``<h1>`` above the exact headline is
  passed over). It goes, and so does whatever the extractor kept above it (a section
  label, a print URL, a reprint notice). 37 pages better, none worse. On html-dev,
  whose snippets count the headline as main text, one `with` snippet went.
* **The deck and the dateline** under it: a heading (h2-h6) whose words are a run of
  the page's description (half of them at least), and a line of at most DATELINE_WORDS
  words with a year or a time. 9 pages better, none worse (one html-dev deck snippet).
* **Form boxes** (a newsletter sign-up with its thank-you and error messages, a
  share-by-email dialog, a comment form): the highest of a text field's first
  FORM_BOX_LEVELS block ancestors whose text stays under FORM_BOX_CHARS characters.
* **Pointer lines** (``pointer``): a label of at most POINTER_LABEL words outside links
  and a colon, then only a link of POINTER_LINK words or more ("Read more: <a>headline
  </a>", "Related: ..."; not "Account: <a>@name</a>"). 6 pages better, none worse.
* **Image boxes** (a caption outside ``<figcaption>``, a credit, a picture teaser): the
  same around an ``<img>`` within IMAGE_BOX_LEVELS and IMAGE_BOX_CHARS, but a paragraph
  or a quotation in the box stays (an inline image in prose, a testimonial).
  A box holding half the main text or more stays whole (a short article with a comment
  form, a picture page). Form boxes: 3 pages better; image boxes: 3 better; none worse.
"""

from __future__ import annotations

import bisect
import re
from collections.abc import Iterable
from dataclasses import dataclass, field
from typing import cast

from lxml import etree

from .render import BLOCK_TAGS, CELL_TAGS, Rendered
from .tree import Survey

HEAD_LINES = 4  # the headline is looked for among the first main lines
TITLE_META = frozenset({"og:title", "twitter:title"})
SUMMARY_META = frozenset({"description", "og:description", "twitter:description"})
HEADINGS = frozenset({"h2", "h3", "h4", "h5", "h6"})

FORM_BOX_CHARS = 500  # spaces collapsed: an article that holds a form is far longer
FORM_BOX_LEVELS = 4  # how far up from a text field its box is looked for
TEXT_FIELDS = frozenset({"text", "email", "tel", ""})
BOX_TAGS = (BLOCK_TAGS | CELL_TAGS) - {"body", "html", "br", "hr"}
IMAGE_BOX_CHARS = 250  # a caption or a teaser's headline and summary
IMAGE_BOX_LEVELS = 2  # an image's own box and the one that holds it with its caption
POINTER_LABEL = 3  # words of the label of a pointer line ("Read more: <a>headline</a>")
POINTER_LINK = 4  # words of the headline a pointer line links to
LINKED_LINE = 0.9  # share of a line inside links that makes it a linked line
DATELINE_WORDS = 12  # a dateline under the headline is a date, a time and a few words
_WORD = re.compile(r"\w+")
_DATE = re.compile(r"\b(?:19|20)\d\d\b|\b\d{1,2}:\d\d\b")


def words(text: str) -> list[str]:
    return [w.lower() for w in _WORD.findall(text)]


@dataclass
class Head:
    """What the rules read of the page: its titles and summaries (as lowercase words),
    its form and image boxes (see ``boxes``)."""

    titles: list[list[str]] = field(default_factory=list)
    summaries: list[list[str]] = field(default_factory=list)
    forms: set[etree._Element] = field(default_factory=set)
    images: set[etree._Element] = field(default_factory=set)


def page_head(root: etree._Element, surveyed: Survey | None = None) -> Head:
    """The titles and summaries the page declares (its first ``<title>`` outside SVG, its
    meta tags), wherever the parser put them, from the ``surveyed`` elements when known;
    read before the tree is consumed."""
    head = Head()
    metas = list(surveyed.metas if surveyed is not None else root.iter("meta"))
    titles = surveyed.titles if surveyed is not None else root.iter("title")
    for text in declared_titles(titles, metas):
        _add(head.titles, text)
    for element in metas:
        if (element.get("property") or element.get("name")) in SUMMARY_META:
            _add(head.summaries, element.get("content") or "")
    return head


def declared_titles(titles: Iterable[etree._Element], metas: Iterable[etree._Element]) -> list[str]:
    """The titles a page declares, whitespace collapsed, in order: its first ``<title>``
    outside SVG, then its ``og:title`` and ``twitter:title`` meta tags."""
    found: list[str] = []
    title = next((t for t in titles if _outside_svg(t)), None)
    if title is not None:
        found.append(" ".join("".join(str(piece) for piece in title.itertext()).split()))
    for element in metas:
        if (element.get("property") or element.get("name")) in TITLE_META:
            found.append(" ".join((element.get("content") or "").split()))
    return [text for text in found if text]


def _outside_svg(element: etree._Element) -> bool:
    return next(element.iterancestors("svg"), None) is None


def _add(found: list[list[str]], text: str) -> None:
    tokens = words(text)
    if tokens and tokens not in found:
        found.append(tokens)


def _run_of(part: list[str], whole: list[str]) -> bool:
    """``part`` is a contiguous run of ``whole``."""
    size = len(part)
    return any(whole[i : i + size] == part for i in range(len(whole) - size + 1))


def is_title(line: str, head: Head) -> bool:
    """``line`` is the page's title: two words or more, a run of a title's words, at
    least half of them."""
    tokens = words(line)
    return len(tokens) >= 2 and any(
        2 * len(tokens) >= len(t) and _run_of(tokens, t) for t in head.titles
    )


def like_title(line: str, owner: etree._Element, head: Head) -> bool:
    """``line`` is set in an ``<h1>`` and half its words are among a title's (the title
    a search engine is shown is often reworded)."""
    if owner.tag != "h1" and next(owner.iterancestors("h1"), None) is None:
        return False
    distinct = set(words(line))
    return len(distinct) >= 2 and any(
        2 * len(distinct & set(t)) >= len(distinct) for t in head.titles
    )


def is_deck(line: str, owner: etree._Element, head: Head) -> bool:
    """``line`` is the article's summary set as a heading (a deck, a standfirst): a
    heading whose words are a run of the page's description, at least half of them."""
    if owner.tag not in HEADINGS and next(owner.iterancestors(*HEADINGS), None) is None:
        return False
    tokens = words(line)
    return len(tokens) >= 2 and any(
        2 * len(tokens) >= len(s) and _run_of(tokens, s) for s in head.summaries
    )


def after_headline(
    lines: list[tuple[int, int]], owners: list[etree._Element], text: str, head: Head
) -> int:
    """The index of the first line of the body: after the headline (if found among the
    first HEAD_LINES lines) and the deck that follows it."""
    top = [text[start:end] for start, end in lines[:HEAD_LINES]]
    first = next((i + 1 for i, line in enumerate(top) if is_title(line, head)), 0)
    if not first:
        first = next((i + 1 for i, line in enumerate(top) if like_title(line, owners[i], head)), 0)
    while first < len(lines) and is_deck(text[slice(*lines[first])], owners[first], head):
        first += 1
    if first:  # a dateline right under the headline
        line = text[slice(*lines[first])] if first < len(lines) else ""
        if _DATE.search(line) and len(words(line)) <= DATELINE_WORDS:
            first += 1
    return first


_TEXT_LENGTH = etree.XPath("string-length(normalize-space(.))")


def _short(element: etree._Element, limit: int) -> bool:
    """The text under ``element``, its spaces collapsed, is at most ``limit`` characters
    (counted in C: a long ancestor is met once per page, then remembered)."""
    return cast(float, _TEXT_LENGTH(element)) <= limit


def boxes(root: etree._Element) -> tuple[set[etree._Element], set[etree._Element]]:
    """(form boxes, image boxes).

    A form box is built around a text field (a newsletter sign-up, a comment form, a
    share-by-email dialog, with their thank-you and error messages): the highest of the
    field's first FORM_BOX_LEVELS block ancestors whose text stays under FORM_BOX_CHARS
    characters (an article that holds a form is far longer). An image box holds an
    image and a few words (a caption, a credit, a picture teaser): the same within
    IMAGE_BOX_LEVELS and IMAGE_BOX_CHARS."""
    fields: list[etree._Element] = []
    images: list[etree._Element] = []
    for element in root.iter("input", "textarea", "img"):
        if element.tag == "img":
            images.append(element)
        elif element.tag == "textarea" or (element.get("type") or "").lower() in TEXT_FIELDS:
            fields.append(element)
    return (
        _boxes(fields, FORM_BOX_LEVELS, FORM_BOX_CHARS),
        _boxes(images, IMAGE_BOX_LEVELS, IMAGE_BOX_CHARS),
    )


def _boxes(elements: Iterable[etree._Element], levels: int, chars: int) -> set[etree._Element]:
    """The highest of each element's first ``levels`` block ancestors (inline ones are
    passed over) whose text stays under ``chars`` characters."""
    boxes: set[etree._Element] = set()
    long: set[etree._Element] = set()  # ancestors found over the limit already
    for element in elements:
        box, level = None, 0
        for ancestor in element.iterancestors():
            if ancestor.tag not in BOX_TAGS:
                if ancestor.tag in ("body", "html"):
                    break
                continue
            if level >= levels or ancestor in boxes or ancestor in long:
                break
            if not _short(ancestor, chars):
                long.add(ancestor)
                break
            box, level = ancestor, level + 1
        if box is not None:
            boxes.add(box)
    return boxes


def _box_of(element: etree._Element, boxes: set[etree._Element]) -> etree._Element | None:
    if element in boxes:
        return element
    return next((a for a in element.iterancestors() if a in boxes), None)


def _prose(element: etree._Element, box: etree._Element) -> bool:
    """``element`` is or sits in a paragraph or a quotation inside ``box``."""
    for current in (element, *element.iterancestors()):
        if current.tag in ("p", "blockquote"):
            return True
        if current is box:
            return False
    return False


def body_lines(
    lines: list[tuple[int, int]], owners: list[etree._Element], text: str, head: Head
) -> list[tuple[int, int]]:
    """``lines`` (with the elements they start in) without the headline and what stands
    above it, the deck and the dateline, and the form and image boxes that hold under
    half of the lines' text (a box holding more is a short article with a comment form,
    a picture page)."""
    first = after_headline(lines, owners, text, head)
    lines, owners = lines[first:], owners[first:]
    boxes = head.forms | head.images
    if not boxes:
        return lines
    boxed = [_box_of(owner, boxes) for owner in owners]
    sizes: dict[etree._Element, int] = {}
    for (start, end), box in zip(lines, boxed, strict=True):
        if box is not None:
            sizes[box] = sizes.get(box, 0) + end - start
    total = sum(end - start for start, end in lines)
    return [
        line
        for line, owner, box in zip(lines, owners, boxed, strict=True)
        if box is None or 2 * sizes[box] >= total or (box in head.images and _prose(owner, box))
    ]


def link_share(rendered: Rendered, start: int, end: int, first: int) -> tuple[float, int]:
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


def pointer(rendered: Rendered, start: int, end: int) -> bool:
    """A line that points elsewhere: a label of at most POINTER_LABEL words outside links
    and a colon ("Read more:", "Related:", "See also:"), then only a link of POINTER_LINK
    words or more (a headline, not a handle or a name)."""
    colon = rendered.text.find(":", start, end)
    if colon < 0 or not 0 < len(_WORD.findall(rendered.text, start, colon)) <= POINTER_LABEL:
        return False
    if len(_WORD.findall(rendered.text, colon + 1, end)) < POINTER_LINK:
        return False
    label, piece = link_share(rendered, start, colon, bisect.bisect_right(rendered.ends, start))
    rest, _ = link_share(rendered, colon + 1, end, piece)
    return label == 0 and rest >= LINKED_LINE
