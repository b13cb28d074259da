"""The relevance rules, in one place.

* **NDCG, hit, MRR (gold relevance)**: a document is relevant when its URL is the
  page of one of the case's gold URLs (``expect.urls``), compared by ``page_key``
  (http/https, a leading ``www.`` and a trailing slash do not make another page).
* **precision@k (claim relevance)**: a document is relevant when it supports the
  case's ``claim_type`` *and* its host's family is one of ``expect.families``.
  A document supports the claim_type when it is a gold URL (the golden set
  annotates it as supporting: ``support="gold"``), when one of the case's
  ``answer_patterns`` matches its title, snippet or returned text
  (``support="answer_pattern"``), or text the pipeline extracted for it
  (``support="content"``, ``add_content_support``). Those three are the only values: a
  citable claim (the evidence layer, ``claims.py``) is scored by the claim metrics and
  never makes a document relevant on its own (no support value of its own). A relevant
  document on a host outside ``expect.hosts`` counts, and is listed for review
  (``new_hosts``) so that the golden set is amended by a person, never silently.
* **A URL graded 0** (``expect.urls`` as a mapping, ``URL: 0``) is a judged non-relevant
  document: it is not gold, and no other route (an answer pattern in its title, snippet
  or text) makes it relevant, as trec_eval counts a judged grade 0 as not relevant.
* **What a judgement was made on** (``DocumentRecord.support_basis``, ``records.SUPPORT_BASES``, recorded only: it
  decides nothing): ``gold_url``, ``gold_grade`` (graded 0), ``title_snippet`` (the
  provider's title and snippet, often ~150 characters), ``provider_content`` (the
  provider returned page content too) or ``page_read`` (the pipeline read the page: only
  the top ``extract_top`` are). A review of 2026-12-07: a provider that returns snippets
  is judged on far less text than one that returns pages.
"""

from __future__ import annotations

import datetime as dt
from collections.abc import Iterable, Mapping

from .cases import GoldenCase
from .dates import isoformat
from .families import FamilyTable
from .providers.models import SearchResult
from .records import DocumentRecord
from .urls import page_key


def support_of(case: GoldenCase, result: SearchResult) -> str | None:
    if page_key(result.url) in case.gold_pages:
        return "gold"
    if page_key(result.url) in case.judged_not_relevant:
        return None  # judged not relevant: no answer pattern overrides the person's grade
    haystack = " ".join(filter(None, (result.title, result.snippet, result.content)))
    if case.matches_answer(haystack):
        return "answer_pattern"
    return None


def classify(
    case: GoldenCase,
    results: Iterable[SearchResult],
    families: FamilyTable,
    retrieved_at: dt.datetime | None,
) -> list[DocumentRecord]:
    """Documents of one ranking, with family, gold flag, support and relevance."""
    expected = set(case.expect.families)
    overrides = case.expect.family_overrides
    retrieved = isoformat(retrieved_at)
    gold_pages = case.gold_pages
    judged_out = case.judged_not_relevant
    family_of = families.family_of
    documents: list[DocumentRecord] = []
    for result in results:
        url = result.url
        family = family_of(result.host, overrides)
        page = page_key(url)
        gold = page in gold_pages
        # support_of, inline: once a result of every ranking
        if gold:
            support: str | None = "gold"
            basis = "gold_url"
        elif page in judged_out:  # graded 0: judged not relevant, whatever its text says
            support = None
            basis = "gold_grade"
        else:
            haystack = " ".join(filter(None, (result.title, result.snippet, result.content)))
            support = "answer_pattern" if case.matches_answer(haystack) else None
            basis = "provider_content" if result.content else "title_snippet"
        documents.append(
            DocumentRecord(
                position=result.position,
                url=url,
                host=result.host,
                family=family,
                title=result.title,
                published_at=isoformat(result.published_at),
                retrieved_at=retrieved,
                origin_group=page,
                gold=gold,
                support=support,
                # an imported set names no families: any family may answer it
                relevant=support is not None and (not expected or family in expected),
                score=result.score,
                published_raw=result.published_raw,
                date_status=result.date_status,
                dates=[d.to_dict() for d in result.dates] if result.dates else None,
                support_basis=basis,
            )
        )
    return documents


def new_hosts(case_hosts: Iterable[str], documents: Iterable[DocumentRecord]) -> list[str]:
    """Hosts of relevant documents that the case does not list: candidates for review."""
    known = {h.lower().removeprefix("www.") for h in case_hosts}
    return sorted({d.host for d in documents if d.relevant and d.host not in known})


def add_content_support(
    case: GoldenCase, documents: Iterable[DocumentRecord], contents: Mapping[str, str]
) -> None:
    """Mark documents whose extracted text (by canonical URL) carries the answer (never one
    at a URL graded 0: judged not relevant)."""
    expected = set(case.expect.families)
    judged_out = case.judged_not_relevant
    for document in documents:
        text = contents.get(document.url)
        if judged_out and page_key(document.url) in judged_out:
            continue
        if text and document.support_basis in ("title_snippet", "provider_content"):
            document.support_basis = "page_read"  # its page's text was there to judge on
        if document.support is None and text and case.matches_answer(text):
            document.support = "content"
            document.relevant = not expected or document.family in expected
