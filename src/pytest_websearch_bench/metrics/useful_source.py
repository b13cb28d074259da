"""Where a provider's useful answers came from: its own results, or only the stored case
documents (``cassettes/_shared/``) that every provider's pipeline reads whatever its
search returned (README 'Your own golden set').

A stored case document its search did not return is a reader test (``ReadRecord.
reader_test``): its claims are ``reader_test`` and never a useful answer (``claims.useful``),
so the cases they alone would have answered are listed apart (``reader_test_cases``), as
uncredited. A run file written before reader tests were marked counted such answers:
they are ``stored_documents_only`` (0 in a run of today), so ``diff`` can still name a
fixture-tree change as the cause of such a move.
"""

from __future__ import annotations

from collections.abc import Mapping, Sequence
from typing import Any

from ..claims import counts_as_useful, credited, useful
from ..records import CaseRecord, measured
from ..urls import canonical_url, page_key


def _useful_claims(record: CaseRecord) -> list[Mapping[str, Any]]:
    data = credited(record.claims)
    tests = [str(c.get("id")) for c in record.claims if c.get("reader_test")]
    return [c for c in data if counts_as_useful(c, tests)]


def _canonical(url: object) -> str:
    try:
        return canonical_url(str(url))
    except ValueError:
        return str(url)


def _page(url: object) -> str:
    """The page a URL names, as the evaluation compares them (``page_key``): a claim cited
    from ``http://www.x.example/a/`` came from the result ``https://x.example/a``."""
    try:
        return page_key(str(url))
    except ValueError:
        return str(url)


# The fixture classes of a case's stored documents (``cassettes/_shared/``: a reference document, a
# stored page, a PDF), read by every provider's pipeline whatever its search returned
CASE_DOCUMENT_CLASSES = frozenset({2, 3, 9})


def case_documents(record: CaseRecord) -> dict[str, str | None]:
    """The stored case documents the case read (by their reads' fixture class, whoever's reader
    read them), by URL, with the sha256 of what was read: the fixture tree's part in the case,
    the same in two runs of one tree whatever each provider's search returned."""
    return {
        _canonical(r.url): r.sha256
        for r in record.reads
        if r.fixture_class in CASE_DOCUMENT_CLASSES
    }


def result_urls(record: CaseRecord) -> set[str]:
    """The pages (``page_key``) the provider's own search returned for the case."""
    return {_page(d.url) for d in record.documents}


def stored_documents(record: CaseRecord) -> set[str]:
    """The documents the case read that its provider's search did not return: the stored
    case documents (its reads of them, by URL)."""
    mine = result_urls(record)
    return {_page(r.url) for r in record.reads if _page(r.url) not in mine}


def from_results(record: CaseRecord) -> bool:
    """Whether a useful claim of the case cites a document of the provider's own results."""
    mine = result_urls(record)
    return any(
        _page(o.get("url")) in mine
        for claim in _useful_claims(record)
        for o in claim.get("observations") or []
    )


def reader_test_only(record: CaseRecord) -> bool:
    """Whether the case would have been a useful answer had its reader tests counted: no
    useful answer, and a citable, untainted, uncontradicted ``reader_test`` claim."""
    if useful(record.claims):
        return False
    return any(c.get("reader_test") is True and counts_as_useful(c) for c in record.claims)


def useful_by_source(records: Sequence[CaseRecord]) -> dict[str, Any]:
    """``{"provider_results": n, "stored_documents_only": m, "stored_cases": [ids],
    "reader_tests": k, "reader_test_cases": [ids]}``: the useful answers with a claim cited
    from the provider's own results; those counted whose every useful claim came from a
    stored case document (only records written before reader tests were marked); and the
    cases that only a reader test (a case document its search did not return) answered,
    never counted as useful."""
    own, stored, tests = 0, [], []
    for record in measured(sorted(records, key=lambda r: r.case_id)):
        if reader_test_only(record):
            tests.append(record.case_id)
            continue
        if not useful(record.claims):
            continue
        cited = {
            _page(o.get("url"))
            for claim in _useful_claims(record)
            for o in claim.get("observations") or []
        }
        if from_results(record) or not cited & stored_documents(record):
            own += 1  # a claim that names no stored document is not credited to one
        else:
            stored.append(record.case_id)
    return {
        "provider_results": own,
        "stored_documents_only": len(stored),
        "stored_cases": stored,
        "reader_tests": len(tests),
        "reader_test_cases": tests,
    }
