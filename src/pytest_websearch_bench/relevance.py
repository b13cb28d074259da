"""The relevance rules, in one place.

* **NDCG, hit, MRR (gold relevance)**: a document is relevant when its URL is the
  page of one of the case's gold URLs (``expect.urls``), compared by ``page_key``
  (http/https, a leading ``www.`` and a trailing slash do not make another page).
* **precision@k (claim relevance)**: a document is relevant when it supports the
  case's ``claim_type`` *and* its host's family is one of ``expect.families``.
  A document supports the claim_type when it is a gold URL (the golden set
  annotates it as supporting: ``support="gold"``); else, when the reviewed pool
  (``golden/pool.yaml``) judges its page's origin group, by that judgement alone
  (``support="pool"`` in a ``relevant`` group, None in a ``not_relevant`` one:
  ``apply_pool``); else when one of the case's ``answer_patterns`` matches its title,
  snippet or returned text (``support="answer_pattern"``), or text the pipeline extracted
  for it (``support="content"``, ``add_content_support``). Those four are the only values:
  a citable claim (the evidence layer, ``claims.py``) is scored by the claim metrics and
  never makes a document relevant on its own (no support value of its own). A relevant
  document on a host outside ``expect.hosts`` counts, and is listed for review
  (``new_hosts``) so that the golden set is amended by a person, never silently.
* **A page the reviewed pool judges** is judged alike for every provider that returns it
  (an IR-evaluation review of 2026-12-07: the answer patterns were matched against each
  provider's own text, so one page was relevant for a provider returning its content and
  not for one returning a 150-character snippet). Its origin group is the pool's
  assignment (``pool.assign_groups``): its page (``urls.page_key``) listed in a group, or
  its text a near duplicate of a listed document of the same ranking. Pages the pool does
  not judge keep the answer-pattern route on the provider's text.
* **Precision is defined for a case** when something can count as relevant: a gold URL,
  an answer pattern, or an origin group the reviewed pool judges relevant
  (``precision_left_out``, since stop 65: a case the pool judges is never left out).
* **A URL graded 0** (``expect.urls`` as a mapping, ``URL: 0``) is a judged non-relevant
  document: it is not gold, and no other route (the pool, an answer pattern in its title,
  snippet or text) makes it relevant, as trec_eval counts a judged grade 0 as not relevant.
* **What a judgement was made on** (``DocumentRecord.support_basis``, ``records.SUPPORT_BASES``, recorded only: it
  decides nothing): ``gold_url``, ``gold_grade`` (graded 0), ``pool_judged`` (the pool's
  judgement of its origin group: the same for every provider), ``title_snippet`` (the
  provider's title and snippet, often ~150 characters), ``provider_content`` (the
  provider returned page content too) or ``page_read`` (the pipeline read the page: only
  the top ``extract_top`` are). A review of 2026-12-07: a provider that returns snippets
  is judged on far less text than one that returns pages; pool-judged pages no longer are.
"""

from __future__ import annotations

import datetime as dt
from collections.abc import Iterable, Mapping
from typing import TYPE_CHECKING

from .cases import GoldenCase
from .dates import isoformat
from .families import FamilyTable
from .providers.models import SearchResult
from .records import DocumentRecord
from .urls import page_key

if TYPE_CHECKING:
    from .pool import CasePool


def precision_left_out(case: GoldenCase, pool: CasePool | None) -> str | None:
    """Why precision is not defined for ``case`` in a run whose reviewed pool for it is
    ``pool`` (grade 0 merged in: ``pool.with_graded_zero``), or None: the case's own reason
    (``GoldenCase.precision_left_out``: no answer pattern, no gold URL), unless the pool
    judges an origin group of the case relevant, whose pages are then relevant whatever
    their text (``apply_pool``): a case the pool judges is scored, never left out. A pool
    that judges only ``not_relevant`` groups makes nothing relevant: the reason stands."""
    reason = case.precision_left_out
    if reason is not None and pool is not None and pool.relevant:
        return None
    return reason


def support_of(case: GoldenCase, result: SearchResult, pool: CasePool | None = None) -> str | None:
    """Why ``result`` supports the case's claim_type (None: it does not). ``pool``: the
    case's reviewed pool, whose judgement of the result's page (by ``urls.page_key`` only:
    the near-duplicate rule needs the whole ranking, ``apply_pool``) decides before its
    text."""
    key = page_key(result.url)
    if key in case.gold_pages:
        return "gold"
    if key in case.judged_not_relevant:
        return None  # judged not relevant: no answer pattern overrides the person's grade
    judged = pool.judged.get(key) if pool is not None else None
    if judged is not None:
        return "pool" if judged[1] == "relevant" else None  # whatever its text says
    haystack = " ".join(filter(None, (result.title, result.snippet, result.content)))
    if case.matches_answer(haystack):
        return "answer_pattern"
    return None


def classify(
    case: GoldenCase,
    results: Iterable[SearchResult],
    families: FamilyTable,
    retrieved_at: dt.datetime | None,
    pool: CasePool | None = None,
) -> list[DocumentRecord]:
    """Documents of one ranking, with family, gold flag, support and relevance. ``pool``:
    the case's reviewed pool (``CaseRun.pool``, grade 0 merged in), whose judgement of a
    listed page decides its support before its text (the near duplicates of listed pages
    are judged on the final grouping: ``apply_pool``)."""
    expected = set(case.expect.families)
    pool_judged = pool.judged if pool is not None else {}
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
        elif (judged := pool_judged.get(page)) is not None:  # the same for every provider
            support = "pool" if judged[1] == "relevant" else None
            basis = "pool_judged"
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


def apply_pool(case: GoldenCase, documents: Iterable[DocumentRecord]) -> None:
    """Let the reviewed pool decide the support of every document whose origin group it
    judges (``DocumentRecord.pool``, set by ``pool.assign_groups``: its page listed in a
    group, or its text a near duplicate of a listed document of the ranking), in place:
    ``support="pool"`` in a ``relevant`` group, None in a ``not_relevant`` one, whatever
    the provider's title, snippet or content say, so the same page is judged alike for
    every provider; ``support_basis="pool_judged"``. A gold URL and a URL graded 0 keep
    their judgement (they come first, as in ``classify``); the family rule still applies.
    Run on the final grouping (``CaseRun.finish``): a near duplicate found on a title and
    snippet may no longer be one once its page is read, so it is settled once, at the end
    (a listed page is judged from ``classify`` on: its group never changes)."""
    expected = set(case.expect.families)
    judged_out = case.judged_not_relevant
    for document in documents:
        if document.pool is None or document.gold:
            continue  # unjudged: the text route stands; gold: the golden case's own
        if judged_out and page_key(document.url) in judged_out:
            continue  # graded 0 by the team: already not relevant
        document.support = "pool" if document.pool == "relevant" else None
        document.support_basis = "pool_judged"
        document.relevant = document.support is not None and (
            not expected or document.family in expected
        )


def new_hosts(case_hosts: Iterable[str], documents: Iterable[DocumentRecord]) -> list[str]:
    """Hosts of relevant documents that the case does not list: candidates for review."""
    known = {h.lower().removeprefix("www.") for h in case_hosts}
    return sorted({d.host for d in documents if d.relevant and d.host not in known})


def add_content_support(
    case: GoldenCase, documents: Iterable[DocumentRecord], contents: Mapping[str, str]
) -> None:
    """Mark documents whose extracted text (by canonical URL) carries the answer (never one
    at a URL graded 0: judged not relevant, nor one the reviewed pool judges: its judgement
    decides, whatever the text says)."""
    expected = set(case.expect.families)
    judged_out = case.judged_not_relevant
    for document in documents:
        text = contents.get(document.url)
        if not text or document.support_basis == "pool_judged":
            continue
        if judged_out and page_key(document.url) in judged_out:
            continue
        if document.support_basis in ("title_snippet", "provider_content"):
            document.support_basis = "page_read"  # its page's text was there to judge on
        if document.support is None and case.matches_answer(text):
            document.support = "content"
            document.relevant = not expected or document.family in expected
