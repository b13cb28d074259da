"""Synthetic reviews for the bundled golden set: ``golden/pool.yaml`` and
``golden/verified_dates.yaml``, both marked ``synthetic: true``.

A real pool is reviewed by a person from the union of what the compared providers
retrieved (``ws-bench compare`` lists the groups nobody judged yet); the bundled one
is written from the generator's own truth, and says so:

* relevant groups: each gold URL of a case, with the reprints of it that any
  provider's synthetic ranking draws from (one story, one group);
* not relevant: the off-family noise and the same-family distractors the generator
  put in the pools;
* unjudged: everything else (the alternates), left for review on purpose;
* ``pooled_from``: the providers, ``depth: all`` (every document each synthetic ranking is
  drawn from) and the generator's recordings as its source.

Verified dates: a deterministic sample of documents the providers rank (at least
40), with the publication date the generator gave the page (``true_date``), plus
the case documents that declare one.

An existing file is only replaced when it is itself synthetic: a reviewed pool is
never overwritten.
"""

from __future__ import annotations

import hashlib
import re
from collections.abc import Iterable, Sequence
from pathlib import Path
from typing import Any

import yaml

from ..cases import GoldenCase
from ..dates import DEFAULT_CAPTURED_AT
from ..families import FamilyTable
from ..pool import POOL_NAME, POOL_SCHEMA, PooledFrom
from ..providers.base import Adapter
from ..urls import canonical_url
from ..verified_dates import VERIFIED_NAME, VERIFIED_SCHEMA
from ..yaml_files import YAMLError, parse_yaml
from .synthesize import GENERATOR_VERSION, provider_pool, synthesize_ranking, true_date

VERIFIED_SAMPLE = 150


def _group_name(url: str) -> str:
    text = canonical_url(url).split("://", 1)[-1]
    return re.sub(r"[^a-z0-9]+", "-", text.lower()).strip("-")[:80]


def synthetic_pool(
    cases: Iterable[GoldenCase], adapters: Sequence[Adapter], families: FamilyTable
) -> dict[str, Any]:
    entries: dict[str, Any] = {}
    for case in sorted((c for c in cases if not c.forbidden), key=lambda c: c.id):
        gold = {canonical_url(u): [u] for u in case.expect.relevant_urls}
        not_relevant: dict[str, list[str]] = {}
        for adapter in adapters:
            for doc in provider_pool(case, adapter.name, families):
                origin = canonical_url(doc.origin) if doc.origin else None
                if doc.kind == "reprint" and origin in gold and doc.url not in gold[origin]:
                    gold[origin].append(doc.url)
                elif doc.kind in ("noise", "distractor"):
                    not_relevant.setdefault(canonical_url(doc.url), [doc.url])
        if not gold:
            continue
        entries[case.id] = {
            "relevant": [
                {"group": _group_name(key), "urls": sorted(urls)}
                for key, urls in sorted(gold.items())
            ],
            "not_relevant": [
                {"group": _group_name(key), "urls": urls}
                for key, urls in sorted(not_relevant.items())
                if key not in gold
            ],
        }
    return {
        "schema": POOL_SCHEMA,
        "synthetic": True,
        "note": (
            "written by `ws-bench synthesize` from the generator's truth (gold URLs and their "
            "reprints relevant; noise and distractors not relevant; alternates unjudged); a "
            "real pool is reviewed by a person"
        ),
        # what it was pooled from: every document each provider's synthetic ranking is drawn
        # from (not only the top of it), as the generator's recordings hold them
        "pooled_from": PooledFrom(
            providers=list(dict.fromkeys(adapter.name for adapter in adapters)),
            depth="all",
            source=f"the synthetic recordings of ws-bench synthesize (generator {GENERATOR_VERSION})",
        ).model_dump(mode="json"),
        "cases": entries,
    }


def synthetic_verified_dates(
    cases: Iterable[GoldenCase], adapters: Sequence[Adapter], families: FamilyTable
) -> dict[str, Any]:
    candidates: dict[str, str] = {}
    for case in sorted((c for c in cases if not c.forbidden), key=lambda c: c.id):
        for adapter in adapters:
            results, _ = synthesize_ranking(case, adapter.name, families)
            for result in results:
                if result.published_at is None:
                    continue  # a sample of dated documents: accuracy is about given dates
                day = true_date(case, result.raw_url, DEFAULT_CAPTURED_AT).date().isoformat()
                candidates.setdefault(result.url, day)
    chosen = sorted(candidates, key=lambda u: hashlib.sha256(u.encode()).hexdigest())
    sample = sorted(chosen[:VERIFIED_SAMPLE])
    return {
        "schema": VERIFIED_SCHEMA,
        "synthetic": True,
        "note": (
            "written by `ws-bench synthesize`: each page's date as the generator published it, "
            "for a deterministic sample of ranked documents; real dates are checked by hand"
        ),
        "dates": {url: candidates[url] for url in sample},
    }


def _writable(path: Path) -> bool:
    if not path.exists():
        return True
    try:
        data = parse_yaml(path.read_text(encoding="utf-8")) or {}
    except (YAMLError, OSError, UnicodeDecodeError):
        return False
    return bool(isinstance(data, dict) and data.get("synthetic") is True)


def _dump(data: dict[str, Any]) -> str:
    return yaml.safe_dump(data, allow_unicode=True, sort_keys=False, width=100)


def write_synthetic_reviews(
    cases: Iterable[GoldenCase], adapters: Sequence[Adapter], families: FamilyTable, golden: Path
) -> list[str]:
    """Write both files into ``golden`` (unless a reviewed one is there); their names."""
    case_list = list(cases)
    written = []
    for name, build in (
        (POOL_NAME, synthetic_pool),
        (VERIFIED_NAME, synthetic_verified_dates),
    ):
        path = golden / name
        if not _writable(path):
            continue
        path.write_text(_dump(build(case_list, adapters, families)), encoding="utf-8")
        written.append(name)
    return written
