"""Reader fidelity: what a provider's reader returned for a stored page, against the
control copy of that page (``_shared/``), and the per-provider block of the run file.

Main text is compared by word shingles, as public article-extraction benchmarks do:
the text is lowercased and cut into words, every run of ``SHINGLE`` consecutive words
is a shingle, and recall is the share of the control's main-text shingles the reader
returned, precision the share of the reader's shingles that are in the control's main
text (navigation, footers and other pages' text lower it). Tables count the control's
cells whose words appear in the reader's text; a PDF's pages count as covered when the
reader returned at least half of the page's shingles; an app shell's rendered text is
present on the same terms; hidden or injected passages of the control (CSS-hidden
text, comments, what the injection detector flagged) are *passed* when their words
appear in the reader's text in order.

Everything here is plain Python over texts and records: the pipeline builds a
:class:`ControlView` from the stored artifact and calls :func:`compare`; the run file
takes :func:`reader_fidelity` per provider.
"""

from __future__ import annotations

import math
import re
from collections.abc import Iterable, Sequence
from dataclasses import dataclass, field
from functools import lru_cache
from typing import Any

from ..records import CaseRecord

SHINGLE = 4  # words a shingle (the article-extraction benchmarks' choice)
COVERED = 0.5  # share of a page's (or the rendered text's) shingles that makes it present
_WORD = re.compile(r"\w+", re.UNICODE)

NO_READER = (
    "no reader: a search-only provider; the neutral fetcher reads the control copy itself, "
    "so there is nothing of the provider's to compare"
)
NOT_RECORDED = (
    "no reader output recorded for a stored document (its extract/fetch cassette holds "
    "none): record again to measure the reader"
)

NO_DOCUMENT = "no case of these read a stored document (_shared/): nothing to compare"


def words(text: str) -> list[str]:
    """The text's words, lowercased (punctuation and markdown marks are not words)."""
    return _WORD.findall(text.lower())


def shingles(text: str, size: int = SHINGLE) -> frozenset[tuple[str, ...]]:
    """The set of runs of ``size`` consecutive words; a text shorter than ``size`` words
    (but not empty) is one shingle of all its words.

    Cached: a reader's text is compared with each page of a PDF's control and a control
    with every provider's reader, and shingling the same long text again was most of the
    bench's comparison time (11 of 76 s in a profile of the ten-provider bench)."""
    return _shingles(text, size)


@lru_cache(maxsize=64)
def _shingles(text: str, size: int) -> frozenset[tuple[str, ...]]:
    tokens = words(text)
    if not tokens:
        return frozenset()
    if len(tokens) < size:
        return frozenset({tuple(tokens)})
    return frozenset(tuple(tokens[i : i + size]) for i in range(len(tokens) - size + 1))


@lru_cache(maxsize=64)
def _joined_words(text: str) -> str:
    """``text``'s words joined by single spaces (cached: a text is searched for each of a
    control's table cells and hidden passages)."""
    return " ".join(words(text))


def overlap(control: str, reader: str, size: int = SHINGLE) -> tuple[float, float]:
    """(precision, recall) of ``reader`` against ``control`` by word shingles. Both
    empty: (1, 1); an empty reader text has precision 1 and recall 0; an empty control
    with reader text has precision 0 and recall 1. A control shorter than ``size`` words
    is compared by shingles as long as it is."""
    size = min(size, len(words(control))) or size
    expected = shingles(control, size)
    got = shingles(reader, size)
    if not expected and not got:
        return 1.0, 1.0
    if not got:
        return 1.0, 0.0
    if not expected:
        return 0.0, 1.0
    common = len(expected & got)
    return common / len(got), common / len(expected)


def contains(passage: str, text: str) -> bool:
    """Whether ``passage``'s words appear in ``text`` in order, as a run (whitespace,
    case, punctuation and markdown marks aside; the first and last words may be cut, as a
    quote cut at its length limit is). An empty passage is not contained."""
    needle = words(passage)
    if not needle:
        return False
    return " ".join(needle) in _joined_words(text)


def recall_of(control: str, reader: str) -> float:
    return overlap(control, reader)[1]


@dataclass(frozen=True)
class ControlView:
    """What the control copy of a stored page holds, as text: its main text, its table
    cells, its pages (PDF), the text JavaScript renders (an app shell) and its hidden or
    injected passages. ``full_text`` is everything a reader could see (spans are checked
    against it)."""

    content_type: str
    main_text: str
    full_text: str
    cells: tuple[str, ...] = ()
    pages: tuple[str, ...] | None = None  # a PDF's pages with a text layer
    page_count: int | None = None  # a PDF's pages, with or without a text layer
    rendered_text: str | None = None  # an app shell's text after JavaScript
    hidden: tuple[str, ...] = ()


@dataclass
class DocumentFidelity:
    """One stored page read by a provider's reader, against its control."""

    outcome: str  # the read's outcome: read, unsupported, error...
    precision: float
    recall: float
    cells: int = 0
    cells_kept: int = 0
    pages: int | None = None
    pages_covered: int | None = None
    javascript: bool | None = None  # an app shell: was its rendered text returned?
    hidden: int = 0
    hidden_passed: int = 0
    notes: list[str] = field(default_factory=list)

    def to_dict(self) -> dict[str, Any]:
        return {
            "outcome": self.outcome,
            "precision": round(self.precision, 4),
            "recall": round(self.recall, 4),
            "cells": self.cells,
            "cells_kept": self.cells_kept,
            "pages": self.pages,
            "pages_covered": self.pages_covered,
            "javascript": self.javascript,
            "hidden": self.hidden,
            "hidden_passed": self.hidden_passed,
            "notes": list(self.notes),
        }


def compare(
    control: ControlView, reader_text: str | None, outcome: str = "read"
) -> DocumentFidelity:
    """The reader's text (None: it returned nothing for the page) against the control."""
    text = reader_text or ""
    main = control.rendered_text if control.rendered_text is not None else control.main_text
    precision, recall = overlap(main, text) if reader_text is not None else (1.0, 0.0)
    cells = [c for c in control.cells if words(c)]
    result = DocumentFidelity(
        outcome=outcome,
        precision=precision,
        recall=recall,
        cells=len(cells),
        cells_kept=sum(1 for c in cells if contains(c, text)),
        hidden=len(control.hidden),
        hidden_passed=sum(1 for h in control.hidden if contains(h, text)),
    )
    if control.pages is not None:
        result.pages = control.page_count if control.page_count is not None else len(control.pages)
        result.pages_covered = sum(1 for page in control.pages if recall_of(page, text) >= COVERED)
        if result.pages > len(control.pages):
            result.notes.append(f"{result.pages - len(control.pages)} page(s) without a text layer")
    if control.rendered_text is not None:
        result.javascript = recall_of(control.rendered_text, text) >= COVERED
    return result


# -- the run file's block ----------------------------------------------------------------


def _ratio(numerator: int, denominator: int) -> float | None:
    return round(numerator / denominator, 4) if denominator else None


def _mean(values: Sequence[float]) -> float | None:
    return round(math.fsum(values) / len(values), 4) if values else None


def reader_fidelity(records: Iterable[CaseRecord]) -> tuple[dict[str, Any] | None, str]:
    """One provider's block: mean main-text precision, recall and F1 over the stored pages
    its reader read (a page it failed counts with recall 0), table cells kept, PDF pages
    covered, app shells whose rendered text came back, hidden or injected passages passed
    through; (None, reason) for a provider without a reader or without recorded output."""
    documents: list[dict[str, Any]] = []
    vias: set[str] = set()
    for record in records:
        for read in record.reads:
            if read.fidelity is not None:
                documents.append(read.fidelity)
            vias.add(read.via)
    if not documents:
        if "neutral" in vias and not vias & {"extract", "fetch"}:
            return None, NO_READER
        return None, (NOT_RECORDED if "stored" in vias else NO_DOCUMENT)
    precision = [float(d["precision"]) for d in documents]
    recall = [float(d["recall"]) for d in documents]
    f1 = [2 * p * r / (p + r) if p + r else 0.0 for p, r in zip(precision, recall, strict=True)]
    paged = [d for d in documents if d.get("pages") is not None]
    shells = [d for d in documents if d.get("javascript") is not None]
    return {
        "documents": len(documents),
        "failed": sum(1 for d in documents if d["outcome"] != "read"),
        "precision": _mean(precision),
        "recall": _mean(recall),
        "f1": _mean(f1),
        "table_cells": sum(int(d["cells"]) for d in documents),
        "table_cells_kept": _ratio(
            sum(int(d["cells_kept"]) for d in documents), sum(int(d["cells"]) for d in documents)
        ),
        "pdf_pages": sum(int(d["pages"]) for d in paged),
        "pdf_pages_covered": _ratio(
            sum(int(d["pages_covered"]) for d in paged), sum(int(d["pages"]) for d in paged)
        ),
        "javascript_pages": len(shells),
        "javascript_rendered": _ratio(sum(1 for d in shells if d["javascript"]), len(shells)),
        "hidden_passages": sum(int(d["hidden"]) for d in documents),
        "hidden_passed": _ratio(
            sum(int(d["hidden_passed"]) for d in documents),
            sum(int(d["hidden"]) for d in documents),
        ),
    }, ""
