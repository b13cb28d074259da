"""Synthetic extract and failure fixtures (classes 4-7), marked ``synthetic: true``.

Why synthetic: a real 429, a 502 from the upstream, a hung connection or a
half-answered extract cannot be captured on demand, and provoking them on a paid
API is irresponsible; SPEC allows synthetic fixtures for classes 4-8. Their shapes
follow each provider's documented error bodies and headers (the adapter's
``synthetic_error``), and their requests are exactly what the adapter sends.

* class 4, rate limit: a 429 (with ``Retry-After`` where the provider sends it),
  then the regular recording answers the retry;
* class 5, upstream: a 502 with an HTML body and a 503 without a body, then success;
* class 6, timeout: a call that never answers, then success;
* class 7, partial: an extract of N URLs that returns fewer, declaring the missing
  ones (an honest partial);
* an outage across two consecutive cases (class 5 again) that opens the provider's
  session circuit breaker, so the next case is refused (``storm_run``).

Which cases get which class is a deterministic choice per provider (the allowed case
with the smallest ``sha256("<provider>:<class>:<case id>")``), so every provider
brings every class and no case carries two.
"""

from __future__ import annotations

import datetime as dt
import hashlib
import json
import random
from collections.abc import Iterable, Sequence

from ..cases import GoldenCase
from ..dates import DEFAULT_CAPTURED_AT
from ..families import FamilyTable
from ..pipeline import query_for_case, top_urls
from ..providers.base import Adapter
from ..providers.models import ExtractedDocument, SearchResult
from ..replay.cassette import Cassette
from ..urls import canonical_url
from .reader_outputs import reader_output
from .shared_documents import case_documents
from .synthesize import (
    answer_examples,
    short_entity,
    synthesize_ranking,
    synthetic_cassette,
    synthetic_interaction,
)

FAILURE_CLASSES = (4, 5, 6, 7)
_FILLER = (
    "La empresa mantiene operaciones en el mercado nacional y atiende a clientes industriales.",
    "Según la información publicada, la compañía amplió su cartera de productos durante el último año.",
    "El documento describe la trayectoria de la organización y sus principales líneas de negocio.",
    "Para más información, consulte los canales oficiales de la empresa.",
    "La nota fue actualizada con datos proporcionados por la propia compañía.",
)


def storm_run(cases: Sequence[GoldenCase]) -> list[str]:
    """Where every provider's upstream outage goes: three consecutive allowed cases (in
    the breaker's case-id order) without stored documents, and the case after them.
    The first two stay down through every retry (``exhausted``, ``storm``: 6 failures
    open the session circuit breaker at its threshold of 5), the third is refused whole
    (``refused``) and the fourth is the breaker's half-open trial. The same cases for
    every provider: no provider looks worse for where its outage fell."""
    with_documents = {spec.case_id for spec in case_documents()}
    allowed = sorted(c.id for c in cases if not c.forbidden)
    runs = [
        allowed[i : i + 4]
        for i in range(len(allowed) - 2)
        if not set(allowed[i : i + 3]) & with_documents
    ]
    if not runs:
        return []
    return min(runs, key=lambda r: hashlib.sha256(f"storm:{r[0]}".encode()).hexdigest())


def outcome_plan(
    cases: Sequence[GoldenCase], provider: str, taken: Iterable[str], avoid: Iterable[str]
) -> dict[str, str]:
    """More honest misfortunes per provider, on cases no other plan uses: ``empty`` (the
    provider finds nothing), and the upstream outage of ``storm_run`` (``exhausted``,
    ``storm``, then ``refused`` by the open breaker). Cases with stored documents are
    avoided: their evidence must be read."""
    storm = storm_run(cases)
    used = set(taken) | set(avoid) | set(storm)
    plan: dict[str, str] = {}
    remaining = [c.id for c in cases if not c.forbidden and c.id not in used]
    if remaining:
        plan["empty"] = min(
            remaining, key=lambda c: hashlib.sha256(f"{provider}:empty:{c}".encode()).hexdigest()
        )
    if len(storm) >= 3:
        plan["exhausted"], plan["storm"], plan["refused"] = storm[:3]
    return plan


def failure_plan(cases: Sequence[GoldenCase], provider: str) -> dict[int, str]:
    """fixture class -> case id, distinct cases, deterministic for the provider; never a
    case of the outage (``storm_run``), whose breaker story must stay as it is."""
    reserved = set(storm_run(cases))
    allowed = [c.id for c in cases if not c.forbidden and c.id not in reserved]
    plan: dict[int, str] = {}
    for fixture_class in FAILURE_CLASSES:
        remaining = [c for c in allowed if c not in plan.values()]
        if not remaining:
            break
        plan[fixture_class] = min(
            remaining,
            key=lambda c: hashlib.sha256(f"{provider}:{fixture_class}:{c}".encode()).hexdigest(),
        )
    return plan


def page_text(case: GoldenCase, result: SearchResult, supports: bool) -> str:
    """A page-like markdown text for a result: its title, its snippet, and filler, with
    the case's answer in it when the result carries it."""
    rng = random.Random(f"{case.id}:{result.url}")
    entity = short_entity(case)
    paragraphs = [f"# {result.title}", result.snippet]
    paragraphs += rng.sample(_FILLER, 3)
    answers = answer_examples(case)
    if supports and answers:
        paragraphs.insert(3, f"{entity}: {rng.choice(answers)}.")
    return "\n\n".join(p for p in paragraphs if p)


def read_targets(
    case: GoldenCase,
    adapter: Adapter,
    families: FamilyTable,
    extract_top: int,
    captured_at: dt.datetime = DEFAULT_CAPTURED_AT,
) -> tuple[dict[str, SearchResult], list[str], float] | None:
    """What the default pipeline reads for (case, provider): the results by raw URL as
    the provider's own payload gives them back (e.g. Tavily drops dates off news), the
    top ``extract_top`` raw URLs, and the search latency. None without results."""
    results, latency_ms = synthesize_ranking(case, adapter.name, families, captured_at=captured_at)
    if not results:
        return None
    query = query_for_case(case)
    payload = adapter.render_search_payload(query, results, request_id="x", latency_ms=latency_ms)
    parsed = adapter.parse_search_response(payload).results
    return {r.raw_url: r for r in parsed}, top_urls(parsed, extract_top), latency_ms


def page_supports(case: GoldenCase, result: SearchResult) -> bool:
    """Whether a synthetic page behind ``result`` carries the answer (its snippet does)."""
    return case.matches_answer(f"{result.title} {result.snippet}")


def reader_content(
    case: GoldenCase, adapter: Adapter, result: SearchResult
) -> tuple[str, str | None]:
    """(content, failure) of the provider's reader for ``result``: a case document's view
    through the reader's capabilities (``shared_documents.reader_view``), else the
    synthetic page text."""
    key = canonical_url(result.url)
    spec = next(
        (s for s in case_documents() if s.role == "document" and canonical_url(s.url) == key), None
    )
    if spec is None:
        return page_text(case, result, page_supports(case, result)), None
    content, failure = reader_output(spec, adapter)
    if content is None and failure is None:
        return page_text(case, result, page_supports(case, result)), None
    return content or "", failure


def synthesize_extract_cassette(
    case: GoldenCase,
    adapter: Adapter,
    families: FamilyTable,
    *,
    extract_top: int = 3,
    partial: bool = False,
    captured_at: dt.datetime = DEFAULT_CAPTURED_AT,
) -> Cassette | None:
    """The extract of the top results the default pipeline asks for; ``partial`` drops
    one URL and declares it failed (class 7). None when the provider has no extract."""
    if not adapter.capabilities.extract or extract_top <= 0:
        return None
    targets = read_targets(case, adapter, families, extract_top, captured_at)
    if targets is None:
        return None
    by_raw, urls, latency_ms = targets
    documents: list[ExtractedDocument] = []
    failed: list[tuple[str, str]] = []
    for u in urls:
        content, failure = reader_content(case, adapter, by_raw[u])
        if failure is not None:
            failed.append((u, failure))  # declared by the provider: an honest miss
            continue
        documents.append(
            ExtractedDocument(
                url=by_raw[u].url,
                raw_url=u,
                title=by_raw[u].title,
                content=content,
                published_at=by_raw[u].published_at,
            )
        )
    if partial and len(documents) > 1:
        dropped = documents.pop()
        failed.append((dropped.raw_url, "Failed to fetch url: timeout after 15s"))
    request_id = hashlib.sha256(f"{adapter.name}:{case.id}:extract".encode()).hexdigest()[:32]
    extract_latency = round(latency_ms * 1.8, 1)
    body = adapter.render_extract_payload(
        documents, failed, request_id=request_id, latency_ms=extract_latency
    )
    usage = adapter.extract_cost(adapter.parse_extract_response(body, urls))
    interaction = synthetic_interaction(
        adapter.build_extract_request(urls),
        status=200,
        headers={"content-type": "application/json; charset=utf-8"},
        body=json.dumps(body, ensure_ascii=False, separators=(",", ":")).encode("utf-8"),
        latency_ms=extract_latency,
        cost_usd=usage.cost_usd,
        recorded_at=captured_at,
    )
    return synthetic_cassette(
        adapter,
        case,
        "extract",
        7 if partial else 1,
        [interaction],
        captured_at=captured_at,
        note="contents written from the synthetic ranking"
        + ("; one URL missing and declared (partial)" if partial else ""),
    )


def synthesize_fetch_cassette(
    case: GoldenCase,
    adapter: Adapter,
    families: FamilyTable,
    *,
    extract_top: int = 3,
    partial: bool = False,
    captured_at: dt.datetime = DEFAULT_CAPTURED_AT,
) -> Cassette | None:
    """One reader call per top result, in order; ``partial`` makes the last one fail the
    way the provider declares a page it could not read (class 7)."""
    if not adapter.capabilities.fetch or adapter.capabilities.extract or extract_top <= 0:
        return None
    targets = read_targets(case, adapter, families, extract_top, captured_at)
    if targets is None:
        return None
    by_raw, urls, latency_ms = targets
    interactions = []
    for index, url in enumerate(urls):
        result = by_raw[url]
        content, failure = reader_content(case, adapter, result)
        if partial and index == len(urls) - 1 and len(urls) > 1:
            failure = "Failed to fetch url: timeout after 15s"
        failing = failure is not None
        document = (
            None
            if failing
            else ExtractedDocument(url=result.url, raw_url=url, title=result.title, content=content)
        )
        body = adapter.render_fetch_payload(document, failure)
        status = adapter.fetch_failure_status if failing else 200
        cost = (
            0.0 if failing else adapter.fetch_cost(adapter.parse_fetch_response(body, url)).cost_usd
        )
        interactions.append(
            synthetic_interaction(
                adapter.build_fetch_request(url),
                status=status,
                headers={"content-type": "application/json; charset=utf-8"},
                body=json.dumps(body, ensure_ascii=False, separators=(",", ":")).encode("utf-8"),
                latency_ms=round(latency_ms * (1.2 + 0.2 * index), 1),
                cost_usd=cost,
                recorded_at=captured_at,
            )
        )
    return synthetic_cassette(
        adapter,
        case,
        "fetch",
        7 if partial else 1,
        interactions,
        captured_at=captured_at,
        note="reader answers written from the synthetic ranking"
        + ("; the last page failed, declared (partial)" if partial else ""),
    )


def synthesize_failure_cassette(
    case: GoldenCase,
    adapter: Adapter,
    fixture_class: int,
    *,
    captured_at: dt.datetime = DEFAULT_CAPTURED_AT,
    exhausted: bool = False,
) -> Cassette:
    """The failures a retried search meets before the regular recording answers it;
    ``exhausted`` (class 5): the upstream stays down for every attempt, so no answer was
    ever recorded."""
    spec = adapter.build_search_request(query_for_case(case))
    interactions = []
    if fixture_class == 4:
        status, headers, body = adapter.synthetic_error("rate_limited")
        interactions.append(
            synthetic_interaction(
                spec,
                status=status,
                headers=headers,
                body=body,
                latency_ms=118.0,
                cost_usd=adapter.failed_call_cost(status),
                recorded_at=captured_at,
            )
        )
    elif fixture_class == 5:
        failures = [("bad_gateway", 5020.0), ("unavailable", 41.0)]
        if exhausted:
            failures.append(("bad_gateway", 4980.0))
        for kind, latency in failures:
            status, headers, body = adapter.synthetic_error(kind)
            interactions.append(
                synthetic_interaction(
                    spec,
                    status=status,
                    headers=headers,
                    body=body,
                    latency_ms=latency,
                    cost_usd=adapter.failed_call_cost(status),
                    recorded_at=captured_at,
                )
            )
    elif fixture_class == 6:
        interactions.append(
            synthetic_interaction(
                spec,
                status=0,
                headers={},
                body=None,
                latency_ms=adapter.timeout_s * 1000.0,
                cost_usd=0.0,
                recorded_at=captured_at,
                timeout=True,
            )
        )
    else:
        raise ValueError(f"no search failure for fixture class {fixture_class}")
    return synthetic_cassette(
        adapter,
        case,
        "search",
        fixture_class,
        interactions,
        captured_at=captured_at,
        note="upstream down for every attempt: 502, 503, 502, no answer recorded"
        if exhausted
        else {4: "rate limit", 5: "upstream 502 with body, 503 without", 6: "timeout"}[
            fixture_class
        ]
        + " before the recorded answer",
    )
