"""Writing a synthetic fixture tree with its manifest (``ws-bench synthesize``).

Search cassettes for every allowed case (class 1), the extract the default pipeline
asks for, one case per failure class (4-7) per provider, and the ``_shared/``
documents (classes 2, 3, 9, their expected observations, and the pages the neutral
fetcher reads for search-only providers: those of the top results of the search answers
written here, never of an answer that was an outage or empty). Everything written is
listed in the manifest as synthetic; forbidden cases get nothing (no call may be
made for them).
"""

from __future__ import annotations

import json
from collections.abc import Iterable, Sequence
from pathlib import Path

from ..cases import GoldenCase
from ..families import FamilyTable
from ..providers.base import Adapter
from ..providers.models import SearchResult
from ..replay.cassette import Cassette, dump_cassette
from ..replay.manifest import entry_for_cassette, update_manifest
from ..replay.store import ERRORS_DIR
from .failures import (
    failure_plan,
    outcome_plan,
    synthesize_extract_cassette,
    synthesize_failure_cassette,
    synthesize_fetch_cassette,
)
from .reader_outputs import reader_interactions
from .shared_documents import case_documents
from .shared_files import shared_files
from .synthesize import synthesize_search_cassette


def _write(
    root: Path, relative: str, cassette: Cassette, written: list[tuple[str, Cassette, bytes]]
) -> None:
    path = root / relative
    path.parent.mkdir(parents=True, exist_ok=True)
    data = dump_cassette(cassette)
    path.write_bytes(data)
    written.append((relative, cassette, data))


def _results(adapter: Adapter, search: Cassette) -> list[SearchResult]:
    """The results of a written search answer, as the pipeline parses them in replay."""
    response = search.interactions[0].response
    assert response is not None
    payload = json.loads(response.body.as_bytes())
    return list(adapter.parse_search_response(payload).results)


def write_synthetic_fixtures(
    cases: Iterable[GoldenCase],
    adapters: Sequence[Adapter],
    families: FamilyTable,
    root: Path,
    *,
    extract_top: int = 3,
    failures: bool = True,
    shared: bool = True,
) -> list[str]:
    """Write the fixtures and update ``root/manifest.json``; returns the relative paths."""
    cases_all = list(cases)
    case_list = sorted((c for c in cases_all if not c.forbidden), key=lambda c: c.id)
    written: list[tuple[str, Cassette, bytes]] = []
    with_documents = {spec.case_id for spec in case_documents()} if shared else set()
    # The search-only providers' written answers, by (provider, case): the neutral
    # fetcher's pages are written for their top results, and for nothing else.
    answers: dict[tuple[str, str], list[SearchResult]] = {}
    for adapter in adapters:
        plan = failure_plan(case_list, adapter.name) if failures else {}
        fates = (
            outcome_plan(case_list, adapter.name, plan.values(), with_documents) if failures else {}
        )
        partial_case = plan.get(7)
        reads = adapter.capabilities.extract or adapter.capabilities.fetch
        by_id = {c.id: c for c in case_list}
        for case in case_list:
            if case.id in (fates.get("exhausted"), fates.get("storm")):
                cassette = synthesize_failure_cassette(case, adapter, 5, exhausted=True)
                _write(
                    root, f"{adapter.name}/{ERRORS_DIR}/{case.id}.search.json", cassette, written
                )
                continue  # no answer ever came back: nothing else was recorded
            partial = case.id == partial_case
            empty = case.id == fates.get("empty")
            # A search-only provider's class 7 is a short search answer; the others' is a
            # partial read of the top results.
            search = synthesize_search_cassette(
                case, adapter, families, short=partial and not reads, empty=empty
            )
            _write(root, f"{adapter.name}/search/{case.id}.json", search, written)
            if empty:
                continue  # nothing to read
            if not reads:
                answers[(adapter.name, case.id)] = _results(adapter, search)
            extract = synthesize_extract_cassette(
                case, adapter, families, extract_top=extract_top, partial=partial
            )
            fetch = synthesize_fetch_cassette(
                case, adapter, families, extract_top=extract_top, partial=partial
            )
            for operation, reader in (("extract", extract), ("fetch", fetch)):
                if reader is None:
                    continue
                if shared:  # the reader's answers for the case documents, read by the pipeline
                    reader.interactions.extend(reader_interactions(case, adapter))
                _write(root, f"{adapter.name}/{operation}/{case.id}.json", reader, written)
        for fixture_class, case_id in sorted(plan.items()):
            if fixture_class == 7:
                continue  # the partial extract above
            cassette = synthesize_failure_cassette(by_id[case_id], adapter, fixture_class)
            _write(root, f"{adapter.name}/{ERRORS_DIR}/{case_id}.search.json", cassette, written)
    entries = [(relative, entry_for_cassette(relative, c, data)) for relative, c, data in written]
    if shared:
        for relative, data, entry in shared_files(
            case_list + [c for c in cases_all if c.forbidden],
            adapters,
            families,
            answers,
            extract_top=extract_top,
        ):
            path = root / relative
            path.parent.mkdir(parents=True, exist_ok=True)
            path.write_bytes(data)
            entries.append((relative, entry))
    update_manifest(root, entries)
    return [relative for relative, _ in entries]
