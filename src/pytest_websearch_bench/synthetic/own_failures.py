"""Synthetic failure fixtures (classes 4-7) for a team's own, really recorded cases
(``ws-bench synthesize --failures-only``).

A recording brings class 1 and, when the provider happened to fail, some of 4-7. SPEC
allows classes 4-8 to be synthetic, so the missing failure classes are added next to
the real recording, never in place of it:

* class 4 (a 429), 5 (a 502 with a body, then a 503 without) and 6 (a call that never
  answers) go to ``<provider>/errors/<case>.search.json``. Replay plays ``errors/``
  first, so the pipeline meets the failure, retries, and the retry is answered by the
  case's real recorded search;
* class 7 (partial) goes to ``<provider>/errors/<case>.<operation>.json`` and is built
  from the case's real recorded answer: an extract missing its last document, declared
  failed (extract readers); the last recorded fetch of a search result failing, declared
  (fetch readers); or the first 6 of every 10 results (search-only providers). That file answers
  instead of the real one for that call, so the case reads a little less than recorded.

Every request is copied from the real recording (so replay matches it, at the address it
was recorded at), the capture date is the recording's, and the cassettes and manifest
entries say ``synthetic: true``. Only classes the provider has in no fixture yet are
added; a case that already has an ``errors/`` file is never chosen, and no real file is
rewritten. Which case gets which class is deterministic (the smallest
``sha256("<provider>:<class>:<case id>")`` among the cases that can carry it, class 7
first because fewer cases can), one class a case.
"""

from __future__ import annotations

import hashlib
from collections.abc import Iterable, Sequence
from dataclasses import dataclass, field
from pathlib import Path

from ..cases import GoldenCase
from ..cassette_tree import SHARED_PREFIX
from ..errors import BenchError, RecordContext
from ..providers.base import Adapter
from ..replay.cassette import (
    Cassette,
    CassetteMeta,
    Interaction,
    dump_cassette,
    load_cassette,
)
from ..replay.manifest import (
    MANIFEST_NAME,
    Manifest,
    entry_for_cassette,
    load_manifest,
    update_manifest,
)
from ..replay.store import ERRORS_DIR
from .own_recorded import (
    answered_otherwise,
    partial_extract,
    partial_fetch,
    partial_search,
)
from .synthesize import GENERATOR_NAME

FAILURE_CLASSES = (4, 5, 6, 7)
GENERATOR = f"{GENERATOR_NAME} --failures-only"


@dataclass
class ProviderOutcome:
    provider: str
    added: dict[int, str] = field(default_factory=dict)  # class -> relative path written
    had: list[int] = field(default_factory=list)  # failure classes already in the tree
    missing: dict[int, str] = field(default_factory=dict)  # class -> why it was not added


def _loaded(root: Path, relative: str) -> Cassette | None:
    path = root / relative
    return load_cassette(path) if path.is_file() else None


def _answered(cassette: Cassette | None) -> list[Interaction]:
    """The interactions of a recording that got a 200."""
    if cassette is None:
        return []
    return [
        i for i in cassette.interactions if i.response is not None and i.response.status.code == 200
    ]


def _real(manifest: Manifest, relative: str) -> bool:
    entry = manifest.files.get(relative)
    return entry is not None and not entry.synthetic


def _search_failure(adapter: Adapter, fixture_class: int, search: Interaction) -> list[Interaction]:
    if fixture_class == 6:
        return [answered_otherwise(search, status=None, waited_ms=adapter.timeout_s * 1000.0)]
    kinds = [("rate_limited", 118.0)] if fixture_class == 4 else [
        ("bad_gateway", 5020.0),
        ("unavailable", 41.0),
    ]  # fmt: skip
    interactions = []
    for kind, latency in kinds:
        status, headers, body = adapter.synthetic_error(kind)
        interactions.append(
            answered_otherwise(
                search,
                status=status,
                headers=headers,
                body=body,
                latency_ms=latency,
                cost_usd=adapter.failed_call_cost(status),
            )
        )
    return interactions


class _Tree:
    """What a provider's real recordings hold, read once."""

    def __init__(self, root: Path, manifest: Manifest, adapter: Adapter) -> None:
        self.root = root
        self.manifest = manifest
        self.adapter = adapter
        self.name = adapter.name
        prefix = f"{self.name}/{ERRORS_DIR}/"
        self.with_errors = {
            relative[len(prefix) :].split(".", 1)[0]
            for relative in manifest.files
            if relative.startswith(prefix)
        }

    def search(self, case_id: str) -> tuple[Cassette, Interaction] | None:
        relative = f"{self.name}/search/{case_id}.json"
        if not _real(self.manifest, relative):
            return None
        cassette = _loaded(self.root, relative)
        answered = _answered(cassette)
        return (cassette, answered[0]) if cassette is not None and answered else None

    def result_fetches(self, case_id: str, fetches: list[Interaction]) -> list[Interaction]:
        """The fetches of search results: those of the case's ``_shared/`` documents (read
        through the reader when recorded) left out."""
        documents = [
            e.source_url
            for relative, e in self.manifest.files.items()
            if relative.startswith(SHARED_PREFIX) and case_id in e.case_ids and e.source_url
        ]
        return [
            i
            for i in fetches
            if not any(url in f"{i.request.uri} {i.request.body or ''}" for url in documents)
        ]

    def reader(self, case_id: str) -> tuple[str, Cassette, list[Interaction]] | None:
        capabilities = self.adapter.capabilities
        operation = "extract" if capabilities.extract else "fetch" if capabilities.fetch else None
        if operation is None:
            return None
        relative = f"{self.name}/{operation}/{case_id}.json"
        if not _real(self.manifest, relative):
            return None
        cassette = _loaded(self.root, relative)
        answered = _answered(cassette)
        return (operation, cassette, answered) if cassette is not None and answered else None


def _partial(tree: _Tree, case: GoldenCase) -> tuple[str, Cassette, Interaction] | None:
    """(operation, the real cassette it stands beside, the partial answer) for class 7."""
    reader = tree.reader(case.id)
    if reader is not None:
        operation, cassette, answered = reader
        if operation == "extract":
            made = partial_extract(tree.adapter, answered[0])
        else:
            # the reads of the case's stored documents stay: only a search result fails
            made = partial_fetch(tree.adapter, tree.result_fetches(case.id, answered))
        return (operation, cassette, made) if made is not None else None
    if tree.adapter.capabilities.extract or tree.adapter.capabilities.fetch:
        return None  # a reader whose answer was not recorded for this case
    found = tree.search(case.id)
    if found is None:
        return None
    made = partial_search(tree.adapter, case, found[1])
    return ("search", found[0], made) if made is not None else None


def _choose(candidates: Iterable[str], provider: str, fixture_class: int) -> str | None:
    return min(
        candidates,
        key=lambda c: hashlib.sha256(f"{provider}:{fixture_class}:{c}".encode()).hexdigest(),
        default=None,
    )


_NOTES = {
    4: "rate limit (429) before the case's real recorded answer",
    5: "upstream 502 with body, 503 without, before the case's real recorded answer",
    6: "timeout before the case's real recorded answer",
    7: "partial: the case's real recorded answer with its last item missing, declared",
}


def _cassette(
    tree: _Tree,
    real: Cassette,
    case_id: str,
    operation: str,
    fixture_class: int,
    interactions: list[Interaction],
) -> Cassette:
    assert real.ws is not None
    return Cassette(
        interactions=interactions,
        ws=CassetteMeta(
            provider=tree.name,
            operation=operation,
            case_id=case_id,
            fixture_class=fixture_class,
            synthetic=True,
            captured_at=real.ws.captured_at,
            generator=GENERATOR,
            note=f"synthetic: {_NOTES[fixture_class]}",
            local_address=real.ws.local_address,
        ),
    )


def add_failure_fixtures(
    cases: Sequence[GoldenCase],
    adapters: Sequence[Adapter],
    root: Path,
    golden: str | None = None,
) -> list[ProviderOutcome]:
    """Add the failure classes (4-7) each provider's tree lacks, next to its real
    recordings; updates the manifest. Raises when the tree has no manifest (its remedy
    names the tree and ``golden``, the golden set given, as pytest's options)."""
    manifest_path = root / MANIFEST_NAME
    if not manifest_path.is_file():
        given = RecordContext(
            golden=None if golden in (None, "golden") else golden,
            cassettes=None if str(root) == "cassettes" else str(root),
        )
        raise BenchError(
            f"{manifest_path}: no manifest, so no recording to add failure fixtures to",
            "record the golden set first ("
            + " or ".join(f"`{given.record_command(a.name)}`" for a in adapters)
            + ", with your run's paths and options)",
        )
    manifest = load_manifest(manifest_path)
    allowed = sorted((c for c in cases if not c.forbidden), key=lambda c: c.id)
    outcomes = []
    written: list[tuple[str, bytes, Cassette]] = []
    for adapter in adapters:
        tree = _Tree(root, manifest, adapter)
        outcome = ProviderOutcome(adapter.name)
        outcomes.append(outcome)
        present = {e.fixture_class for e in manifest.files.values() if e.provider == adapter.name}
        outcome.had = sorted(present & set(FAILURE_CLASSES))
        free = [c for c in allowed if c.id not in tree.with_errors and tree.search(c.id)]
        if not free:
            for fixture_class in sorted(set(FAILURE_CLASSES) - present):
                outcome.missing[fixture_class] = (
                    "no case with a real recorded search answer and no errors/ file"
                )
            continue
        taken: set[str] = set()
        for fixture_class in (7, 4, 5, 6):
            if fixture_class in present:
                continue
            remaining = [c for c in free if c.id not in taken]
            if fixture_class == 7:
                partials = {c.id: p for c in remaining if (p := _partial(tree, c)) is not None}
                case_id = _choose(partials, adapter.name, 7)
                if case_id is None:
                    outcome.missing[7] = (
                        "no free case whose real recorded answer holds 2 or more items to "
                        "leave one out of"
                    )
                    continue
                operation, real, interaction = partials[case_id]
                cassette = _cassette(tree, real, case_id, operation, 7, [interaction])
            else:
                case_id = _choose((c.id for c in remaining), adapter.name, fixture_class)
                if case_id is None:
                    outcome.missing[fixture_class] = "no free case left (one class a case)"
                    continue
                found = tree.search(case_id)
                assert found is not None
                operation = "search"
                cassette = _cassette(
                    tree,
                    found[0],
                    case_id,
                    operation,
                    fixture_class,
                    _search_failure(adapter, fixture_class, found[1]),
                )
            taken.add(case_id)
            relative = f"{adapter.name}/{ERRORS_DIR}/{case_id}.{operation}.json"
            written.append((relative, dump_cassette(cassette), cassette))
            outcome.added[fixture_class] = relative
    entries = []
    for relative, data, cassette in written:
        path = root / relative
        path.parent.mkdir(parents=True, exist_ok=True)
        path.write_bytes(data)
        entry = entry_for_cassette(relative, cassette, data)
        assert cassette.ws is not None
        entries.append(
            (
                relative,
                entry.model_copy(update={"local_address": cassette.ws.local_address}),
            )
        )
    if entries:
        update_manifest(root, entries)
    return outcomes
