"""The deterministic fixture generator (synthetic class-1 search cassettes).

Why it exists: the bundled golden set needs cassettes for every case and every
provider, CI may not call a live API, and real captures of Mexican B2B queries
are not ours to publish. So the generator writes search responses in each
provider's *real* response shape (rendered by the adapter itself, the inverse of
its parser) and marks every file ``synthetic: true``. It is not a provider
comparison, and the README says so.

Over 400 lines because the ranking model (pools, misdating, scores, partial answers)
and its rendering into cassettes are one seeded procedure read top to bottom; the
failure, shared-document and review generators live in their own modules.

How a ranking is made, per (case, provider), from a seeded RNG
(``sha256("<provider>:<case id>:<GENERATOR_VERSION>")``):

1. A document pool: each gold URL; *alternates* (hosts of an expected family that
   are not gold, half of them carrying the answer); *same-family distractors*
   without the answer; *off-family noise* (directories, social, other);
   *duplicates* (a pool URL again with tracking parameters or a fragment, which
   canonicalization must fold); *reprints* (the same text on another host).
2. Each provider has a profile (``PROFILES``): how likely it finds each gold URL,
   how strongly it ranks supporting documents, how often it dates documents and
   how often those dates are stale, how often it returns fewer results than
   asked, and its latency distribution.
3. Scores are profile-weighted quality plus noise; the top ``max_results`` are
   rendered by the adapter. The answer text is rendered from the case's own
   ``answer_patterns`` (:mod:`.regex_example`), so the gold set is never echoed:
   gold is partial, mixed with noise, and sometimes ranked low or missing.

The same inputs give the same bytes; regenerating the bundled cassettes is a test.
"""

from __future__ import annotations

import datetime as dt
import hashlib
import json
import math
import random
import re
import unicodedata
from collections.abc import Mapping
from contextvars import ContextVar
from dataclasses import dataclass, field

import httpx

from ..cases import GoldenCase
from ..dates import DEFAULT_CAPTURED_AT, rfc2822
from ..families import FamilyTable
from ..pipeline import query_for_case
from ..providers.base import Adapter
from ..providers.models import RequestSpec, SearchResult
from ..replay.cassette import (
    Cassette,
    CassetteMeta,
    Interaction,
    InteractionMeta,
    RecordedBody,
    RecordedRequest,
    RecordedResponse,
    RecordedStatus,
)
from ..replay.matching import request_key
from ..urls import canonical_url, host_of
from .regex_example import UnrenderableRegex, example_for
from .shared_documents import document_date

GENERATOR_VERSION = "1"
HTTP_REASONS = {200: "OK", 429: "Too Many Requests", 502: "Bad Gateway", 503: "Service Unavailable"}
GENERATOR_NAME = f"pytest-websearch-bench synthesize v{GENERATOR_VERSION}"


@dataclass(frozen=True)
class Profile:
    gold_recall: float  # chance each gold URL is in the pool the provider ranks
    support_weight: float  # how strongly documents carrying the answer are ranked up
    date_coverage: float  # chance a document carries a publication date
    misdate_rate: float  # chance a date it gives is wrong (not the page's own)
    duplicate_rate: float  # chance a duplicate URL (tracking params, fragment) slips in
    short_rate: float  # chance the response has fewer results than asked
    latency_median_ms: float
    latency_sigma: float


PROFILES: dict[str, Profile] = {
    "tavily": Profile(0.70, 1.3, 0.85, 0.04, 0.20, 0.10, 950.0, 0.35),
    "exa": Profile(0.60, 1.0, 0.75, 0.03, 0.10, 0.15, 1350.0, 0.45),
    "brave": Profile(0.65, 0.9, 0.60, 0.10, 0.15, 0.05, 620.0, 0.30),
    "serpapi": Profile(0.75, 1.1, 0.45, 0.05, 0.10, 0.05, 2100.0, 0.40),
    "you": Profile(0.55, 0.9, 0.55, 0.08, 0.15, 0.10, 800.0, 0.35),
    "parallel": Profile(0.60, 1.2, 0.50, 0.06, 0.05, 0.10, 1800.0, 0.50),
    "perplexity": Profile(0.58, 1.0, 0.50, 0.15, 0.10, 0.10, 1100.0, 0.40),
    "jina": Profile(0.50, 0.8, 0.40, 0.25, 0.20, 0.15, 2600.0, 0.55),
    "firecrawl": Profile(0.55, 0.9, 0.20, 0.05, 0.15, 0.10, 2300.0, 0.50),
    "linkup": Profile(0.62, 1.1, 0.00, 0.00, 0.10, 0.10, 1500.0, 0.45),
}


def profile_for(provider: str) -> Profile:
    """The provider's profile; an unknown provider gets one derived from its name."""
    known = PROFILES.get(provider)
    if known is not None:
        return known
    rng = random.Random(hashlib.sha256(provider.encode()).digest())
    return Profile(
        gold_recall=rng.uniform(0.4, 0.8),
        support_weight=rng.uniform(0.7, 1.3),
        date_coverage=rng.uniform(0.2, 0.9),
        misdate_rate=rng.uniform(0.02, 0.2),
        duplicate_rate=rng.uniform(0.05, 0.25),
        short_rate=rng.uniform(0.0, 0.2),
        latency_median_ms=rng.uniform(500, 2500),
        latency_sigma=rng.uniform(0.3, 0.6),
    )


_NOISE_FAMILIES = ("directory", "social", "encyclopedia", "jobs", "other")
_OTHER_HOSTS = (
    "blog.comercioindustrial.mx",
    "noticiasdelbajio.net",
    "mexicoempresarial.info",
    "portalproveedores.com",
    "guiadelaindustria.mx",
)
_TRACKING_SUFFIXES = ("?utm_source=newsletter&utm_medium=email", "#contacto", "?fbclid=IwAR0x")

_SUPPORT_TEMPLATES = (
    "{entity}: {answer}. Información publicada para clientes, proveedores e inversionistas.",
    "De acuerdo con la información disponible, {entity} confirmó: {answer}.",
    "{answer}. {entity} lo dio a conocer en un comunicado.",
    "Actualización sobre {entity}: {answer}. Más detalles en la nota completa.",
)
_NEUTRAL_TEMPLATES = (
    "{entity} es una empresa mexicana con operaciones en varios estados. Conozca su historia y valores.",
    "Perfil de {entity}: dirección, giro comercial, productos y mapa de ubicación.",
    "{entity} participa en el foro industrial regional; directivos hablaron de perspectivas del sector.",
    "Opiniones y comentarios sobre {entity}. Califica tu experiencia como cliente.",
)
_NOISE_TEMPLATES = (
    "Las 50 empresas más importantes de México en 2026: ranking por sector.",
    "Guía práctica para elegir proveedores industriales en el Bajío.",
    "Directorio de empresas: encuentra fabricantes y distribuidores cerca de ti.",
    "Cómo consultar trámites empresariales en línea paso a paso.",
    "Tendencias del nearshoring en México: lo que viene para la industria.",
)


def _slug(text: str, limit: int = 60) -> str:
    ascii_text = unicodedata.normalize("NFKD", text).encode("ascii", "ignore").decode()
    slug = re.sub(r"[^a-z0-9]+", "-", ascii_text.lower()).strip("-")
    return slug[:limit].rstrip("-")


_TWO_PART_TLDS = ("com.mx", "gob.mx", "org.mx", "edu.mx", "co.uk")


def _site(host: str) -> str:
    """``www.`` before a bare registrable domain, as sites are usually linked."""
    labels = host.split(".")
    bare = len(labels) <= 2 or (len(labels) == 3 and host.endswith(_TWO_PART_TLDS))
    return f"www.{host}" if bare else host


def short_entity(case: GoldenCase) -> str:
    entity = case.entity or case.query
    return re.split(r",\s*S\.", entity)[0].strip()


@dataclass
class _Doc:
    url: str
    title: str
    snippet: str
    supports: bool
    quality: float
    kind: str
    origin: str | None = None  # the page a reprint or duplicate copies


def answer_examples(case: GoldenCase) -> list[str]:
    out = []
    for pattern in case.expect.answer_patterns:
        try:
            out.append(example_for(pattern))
        except UnrenderableRegex:
            continue
    return out


def _hosts_by_family(families: FamilyTable) -> dict[str, list[str]]:
    grouped: dict[str, list[str]] = {}
    for host, family in sorted(families.suffixes.items()):
        grouped.setdefault(family, []).append(host)
    return grouped


def _pool(
    case: GoldenCase, rng: random.Random, profile: Profile, families: FamilyTable
) -> list[_Doc]:
    entity = short_entity(case)
    slug = _slug(entity)
    answers = answer_examples(case)
    by_family = _hosts_by_family(families)
    by_family.setdefault("other", list(_OTHER_HOSTS))
    corporate = [h for h, f in case.expect.family_overrides.items() if f == "corporate"]
    docs: list[_Doc] = []

    def support_text() -> str:
        answer = rng.choice(answers) if answers else case.claim_type.replace("_", " ")
        return rng.choice(_SUPPORT_TEMPLATES).format(entity=entity, answer=answer)

    for url in case.expect.relevant_urls:
        if rng.random() > profile.gold_recall:
            continue
        carries = bool(answers) and rng.random() < 0.8
        docs.append(
            _Doc(
                url=url,
                title=f"{entity} | {case.claim_type.replace('_', ' ').capitalize()}",
                snippet=support_text()
                if carries
                else rng.choice(_NEUTRAL_TEMPLATES).format(entity=entity),
                supports=carries,
                quality=1.0,
                kind="gold",
            )
        )

    expected = [f for f in case.expect.families if f != "corporate"]
    for index in range(rng.randint(1, 3)):
        family = rng.choice(expected) if expected else "news"
        candidates = by_family.get(family) or by_family["other"]
        host = _site(rng.choice(candidates))
        carries = bool(answers) and rng.random() < 0.5
        docs.append(
            _Doc(
                url=f"https://{host}/{slug}/{_slug(case.claim_type)}-{index + 1}",
                title=f"{entity}: {case.category.replace('_', ' ')}",
                snippet=support_text()
                if carries
                else rng.choice(_NEUTRAL_TEMPLATES).format(entity=entity),
                supports=carries,
                quality=0.7,
                kind="alternate",
            )
        )

    for host in corporate:
        docs.append(
            _Doc(
                url=f"https://{host}/",
                title=f"{entity} - Inicio",
                snippet=rng.choice(_NEUTRAL_TEMPLATES).format(entity=entity),
                supports=False,
                quality=0.6,
                kind="distractor",
            )
        )

    for index in range(rng.randint(4, 8)):
        family = rng.choice(_NOISE_FAMILIES)
        host = rng.choice(by_family.get(family) or by_family["other"])
        mentions = rng.random() < 0.5
        text = (
            rng.choice(_NEUTRAL_TEMPLATES).format(entity=entity)
            if mentions
            else rng.choice(_NOISE_TEMPLATES)
        )
        path = f"{slug}-{index}" if mentions else f"articulo/{rng.randint(1000, 99999)}"
        docs.append(
            _Doc(
                url=f"https://{_site(host)}/{path}",
                title=text.split(":")[0][:70],
                snippet=text,
                supports=False,
                quality=0.35 if mentions else 0.15,
                kind="noise",
            )
        )

    if docs and rng.random() < 0.5:
        original = rng.choice(docs)
        host = rng.choice(by_family.get("news") or by_family["other"])
        docs.append(
            _Doc(
                url=f"https://{_site(host)}/reproduccion/{_slug(original.title, 40)}",
                title=original.title,
                snippet=original.snippet,
                supports=original.supports,
                quality=original.quality * 0.8,
                kind="reprint",
                origin=original.url,
            )
        )

    if docs and rng.random() < profile.duplicate_rate * 2:
        original = rng.choice(docs)
        docs.append(
            _Doc(
                url=original.url + rng.choice(_TRACKING_SUFFIXES),
                title=original.title,
                snippet=original.snippet,
                supports=original.supports,
                quality=original.quality * 0.9,
                kind="duplicate",
            )
        )
    return docs


STALE_RATE = 0.25  # share of pages older than their case's freshness window


def true_date(case: GoldenCase, url: str, captured_at: dt.datetime) -> dt.datetime:
    """When the page at ``url`` was published: the same for every provider (a case
    document's own date when it declares one)."""
    declared = document_date(url)
    if declared is not None:
        return declared
    key = f"{canonical_url(url)}:{GENERATOR_VERSION}"  # one date per page, whatever the case
    rng = random.Random(hashlib.sha256(key.encode()).digest())
    window = case.freshness_days or 365
    if rng.random() < STALE_RATE:
        age_days = rng.uniform(window * 1.2, window * 4)
    else:
        age_days = rng.uniform(0.5, window * 0.9)
    return (captured_at - dt.timedelta(days=age_days)).replace(microsecond=0)


def _reported_date(
    case: GoldenCase, url: str, rng: random.Random, profile: Profile, captured_at: dt.datetime
) -> dt.datetime | None:
    """The date a provider gives for a page: none, the page's own, or a wrong one."""
    if rng.random() > profile.date_coverage:
        return None
    truth = true_date(case, url, captured_at)
    if rng.random() < profile.misdate_rate:
        shift = rng.uniform(30, 400) * (1 if rng.random() < 0.5 else -1)
        return min(truth + dt.timedelta(days=shift), captured_at)
    return truth


@dataclass(frozen=True)
class Drift:
    """A later recording epoch (``synthetic/epoch.py``): when its calls were captured
    (pages keep their dates: the same web, recorded later) and, per provider, the one
    category where its ranking no longer finds the gold pages nor the pages that
    support the answer."""

    captured_at: dt.datetime
    demoted: Mapping[str, str] = field(default_factory=dict)  # provider -> category


# Set only by ``synthetic.epoch`` around one generation; None: the bundled epoch.
DRIFT: ContextVar[Drift | None] = ContextVar("ws_bench_drift", default=None)


def capture_time(default: dt.datetime) -> dt.datetime:
    """When a synthetic call was captured: the epoch's time inside one, else ``default``."""
    drift = DRIFT.get()
    return default if drift is None else drift.captured_at


def provider_pool(case: GoldenCase, provider: str, families: FamilyTable) -> list[_Doc]:
    """The documents a provider's synthetic ranking for ``case`` is drawn from."""
    seed = hashlib.sha256(f"{provider}:{case.id}:{GENERATOR_VERSION}".encode()).digest()
    return _pool(case, random.Random(seed), profile_for(provider), families)


def synthesize_ranking(
    case: GoldenCase,
    provider: str,
    families: FamilyTable,
    *,
    captured_at: dt.datetime = DEFAULT_CAPTURED_AT,
) -> tuple[list[SearchResult], float]:
    """The ranked results (raw URLs as a provider would return them) and the latency."""
    seed = hashlib.sha256(f"{provider}:{case.id}:{GENERATOR_VERSION}".encode()).digest()
    rng = random.Random(seed)
    profile = profile_for(provider)
    docs = _pool(case, rng, profile, families)
    drift = DRIFT.get()
    demoted = drift is not None and drift.demoted.get(provider) == case.category
    scored = []
    for doc in docs:
        score = doc.quality + (profile.support_weight * 0.6 if doc.supports else 0.0)
        score += rng.gauss(0.0, 0.35)
        if demoted and (doc.supports or doc.kind == "gold"):
            continue  # after the draw: every other page keeps the bundled epoch's score
        scored.append((score, doc))
    scored.sort(key=lambda pair: (-pair[0], pair[1].url))
    wanted = case.params.max_results
    if rng.random() < profile.short_rate:
        wanted = max(1, wanted - rng.randint(2, 5))
    top = scored[:wanted]
    high = max((s for s, _ in top), default=1.0)
    low = min((s for s, _ in top), default=0.0)
    span = (high - low) or 1.0
    results = []
    for position, (score, doc) in enumerate(top, start=1):
        results.append(
            SearchResult(
                url=canonical_url(doc.url),
                raw_url=doc.url,
                title=doc.title,
                snippet=doc.snippet,
                published_at=_reported_date(case, doc.url, rng, profile, captured_at),
                score=round(0.35 + 0.64 * (score - low) / span, 6),
                position=position,
                host=host_of(doc.url),
            )
        )
    latency = math.exp(rng.gauss(math.log(profile.latency_median_ms), profile.latency_sigma))
    return results, round(latency, 1)


def synthetic_interaction(
    spec: RequestSpec,
    *,
    status: int,
    headers: dict[str, str],
    body: bytes | None,
    latency_ms: float,
    cost_usd: float | None,
    recorded_at: dt.datetime,
    timeout: bool = False,
) -> Interaction:
    """An interaction whose request is exactly what the adapter's httpx client sends (so
    replay matches byte for byte); ``timeout`` makes it a call that never answered."""
    recorded_at = capture_time(recorded_at)
    sent = httpx.Request(
        spec.method,
        spec.url,
        params=list(spec.params) or None,
        json=spec.json,
        headers=dict(spec.headers),
    )
    request = RecordedRequest(
        method=spec.method,
        uri=str(sent.url),
        body=sent.content.decode("utf-8") or None,
        headers={k.lower(): [v] for k, v in spec.headers.items()},
    )
    fingerprint = request_key(sent.method, str(sent.url), sent.content).fingerprint
    if timeout:
        return Interaction(
            request=request,
            response=None,
            ws=InteractionMeta(
                kind="timeout",
                fingerprint=fingerprint,
                waited_ms=latency_ms,
                recorded_at=recorded_at,
            ),
        )
    response_headers = {k.lower(): [v] for k, v in headers.items()}
    response_headers.setdefault("date", [rfc2822(recorded_at)])
    return Interaction(
        request=request,
        response=RecordedResponse(
            status=RecordedStatus(code=status, message=HTTP_REASONS.get(status, "")),
            headers=response_headers,
            body=RecordedBody(string=(body or b"").decode("utf-8")),
        ),
        ws=InteractionMeta(
            kind="response",
            fingerprint=fingerprint,
            latency_ms=latency_ms,
            cost_usd=cost_usd,
            recorded_at=recorded_at,
        ),
    )


def synthetic_cassette(
    adapter: Adapter,
    case: GoldenCase,
    operation: str,
    fixture_class: int,
    interactions: list[Interaction],
    *,
    captured_at: dt.datetime,
    note: str,
) -> Cassette:
    captured_at = capture_time(captured_at)
    return Cassette(
        interactions=interactions,
        ws=CassetteMeta(
            provider=adapter.name,
            operation=operation,
            case_id=case.id,
            fixture_class=fixture_class,
            synthetic=True,
            captured_at=captured_at,
            generator=GENERATOR_NAME,
            note=f"synthetic: {note}",
        ),
    )


def synthesize_search_cassette(
    case: GoldenCase,
    adapter: Adapter,
    families: FamilyTable,
    *,
    captured_at: dt.datetime = DEFAULT_CAPTURED_AT,
    short: bool = False,
    empty: bool = False,
) -> Cassette:
    """One class-1 search cassette for (case, provider), in the provider's real shape;
    ``short`` returns 6 of every 10 results asked for (class 7 of a search-only provider);
    ``empty`` returns none (the provider found nothing)."""
    query = query_for_case(case)
    spec = adapter.build_search_request(query)
    results, latency_ms = synthesize_ranking(case, adapter.name, families, captured_at=captured_at)
    if short:
        results = results[: max(1, len(results) * 6 // 10)]
    if empty:
        results = []
    request_id = hashlib.sha256(f"{adapter.name}:{case.id}:request".encode()).hexdigest()[:32]
    payload = adapter.render_search_payload(
        query, results, request_id=request_id, latency_ms=latency_ms
    )
    usage = adapter.search_cost(query, adapter.parse_search_response(payload))
    interaction = synthetic_interaction(
        spec,
        status=200,
        headers={"content-type": "application/json; charset=utf-8"},
        body=json.dumps(payload, ensure_ascii=False, separators=(",", ":")).encode("utf-8"),
        latency_ms=latency_ms,
        cost_usd=usage.cost_usd,
        recorded_at=captured_at,
    )
    return synthetic_cassette(
        adapter,
        case,
        "search",
        7 if short else 1,
        [interaction],
        captured_at=captured_at,
        note="generated from the golden case, not a provider capture"
        + ("; a short answer (6 of 10 asked)" if short else "")
        + ("; no results" if empty else ""),
    )
