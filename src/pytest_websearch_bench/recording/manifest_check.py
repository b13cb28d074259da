"""``ws-bench manifest``: what in a fixture tree no longer agrees with its manifest.

* missing: listed, but not on disk (a cassette deleted to ask for a new recording);
* unlisted: on disk, but not listed (a file copied in by hand);
* changed: on disk with other bytes than the manifest's hash (a hand edit);
* stale: a search cassette whose recorded request is no longer what the adapter sends
  for its golden case (the case or the adapter changed): ``--ws-record=new`` records
  it again.

``prune`` drops the entries of missing files and nothing else. A changed file is never
re-hashed here: the manifest's hash is the proof that nobody edited a fixture.
"""

from __future__ import annotations

from collections.abc import Mapping
from dataclasses import dataclass, field
from pathlib import Path

from ..cases import GoldenCase, load_golden_cases
from ..errors import BenchError
from ..pipeline import query_for_case
from ..providers.registry import adapter_class
from ..replay.cassette import load_cassette
from ..replay.manifest import (
    MANIFEST_NAME,
    ManifestError,
    load_manifest,
    manifest_remedy,
    remove_from_manifest,
)
from ..replay.matching import first_difference, request_key, spec_key
from ..replay.verify import REDACTION_RULES_NAME, check_hashes, fixture_files, structure
from .redact import RedactionRules, RequestScrub


@dataclass
class ManifestReport:
    root: Path
    missing: list[str] = field(default_factory=list)
    unlisted: list[str] = field(default_factory=list)
    changed: list[str] = field(default_factory=list)  # messages naming both hashes
    stale: list[str] = field(default_factory=list)  # messages naming the differing field
    notes: list[str] = field(default_factory=list)
    pruned: list[str] = field(default_factory=list)

    @property
    def ok(self) -> bool:
        return not (self.missing or self.unlisted or self.changed or self.stale)


def check_manifest(
    root: Path, golden: Path | None = None, endpoints: Mapping[str, str] | None = None
) -> ManifestReport:
    """Compare a fixture tree with its manifest (and, given the golden set, its search
    cassettes with what each adapter sends for its case now, at ``endpoints`` when the
    fixtures were recorded through ``--ws-endpoint``)."""
    path = root / MANIFEST_NAME
    if not path.exists():
        if fixture_files(root):
            raise ManifestError(
                path,
                "no manifest, so no fixture on disk can be trusted",
                manifest_remedy(path, broken=False),
            )
        raise ManifestError(path, "no manifest", "record or import fixtures first")
    manifest = load_manifest(path)
    report = ManifestReport(root)
    report.unlisted, report.missing = structure(root, manifest)
    report.changed = check_hashes(root, manifest, manifest.files)
    if golden is None:
        return report
    cases = {c.id: c for c in load_golden_cases(golden)}
    rules = RedactionRules.load(root / REDACTION_RULES_NAME)
    gone = set(report.missing)
    for relative, entry in sorted(manifest.files.items()):
        if entry.operation != "search" or entry.provider is None or relative in gone:
            continue
        if "/errors/" in relative or len(entry.case_ids) != 1:
            continue
        case = cases.get(entry.case_ids[0])
        if case is None:
            report.notes.append(f"{relative}: case {entry.case_ids[0]!r} is not in {golden}")
            continue
        problem = _stale(root / relative, entry.provider, case, endpoints or {}, rules)
        if problem:
            report.stale.append(f"{relative}: {problem}")
    return report


def _stale(
    path: Path,
    provider: str,
    case: GoldenCase,
    endpoints: Mapping[str, str],
    rules: RedactionRules,
) -> str | None:
    try:
        adapter = adapter_class(provider)(offline=True, base_url=endpoints.get(provider))
    except BenchError:
        return None  # a provider this installation does not know: nothing to compare with
    try:
        cassette = load_cassette(path)
    except BenchError as error:
        return str(error)
    answered = [i for i in cassette.interactions if i.response is not None]
    if not answered:
        return None
    recorded = answered[-1].request
    spec = adapter.build_search_request(query_for_case(case))
    scrub = RequestScrub(rules.with_account_fields(adapter.account_fields))  # as stored
    now = spec_key(spec.method, spec.url, spec.params, spec.json, scrub)
    then = request_key(recorded.method, recorded.uri, recorded.body, scrub)
    if then.fingerprint == now.fingerprint:
        return None
    where, was, is_now = first_difference(then, now)
    return f"recorded {where} = {was!r}, the case now sends {is_now!r}"


def prune_missing(report: ManifestReport) -> list[str]:
    """Drop the manifest entries of files missing on disk; returns what was dropped."""
    if report.missing:
        remove_from_manifest(report.root, report.missing)
        report.pruned = list(report.missing)
        report.missing = []
    return report.pruned
