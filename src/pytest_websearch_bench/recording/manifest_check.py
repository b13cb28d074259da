"""``ws-bench manifest``: what in a fixture tree no longer agrees with its manifest.

* missing: listed, but not on disk (a cassette deleted to ask for a new recording);
* unlisted: on disk, but not listed (a file copied in by hand);
* changed: on disk with other bytes than the manifest's hash (a hand edit);
* stale: a search cassette whose recorded request is no longer what the adapter sends
  for its golden case (the case or the adapter changed): ``--ws-record=new`` records
  it again (each STALE line gives the command: ``RecordContext.record_command``).

The request is compared at the provider's endpoint, as pytest replays it: the
``--endpoint`` given, else the ``ws_endpoints`` of the project's ini (the caller reads
it), else the provider's own address. A cassette recorded at a local address (an
emulator, a gateway: its ``ws.local_address``) with no endpoint given is compared at the
endpoint its request went to, with a note naming it: its remedy always carries that
``--ws-endpoint`` (followed without it, with a real key, it would record the real
provider).

``prune`` drops the entries of missing files and nothing else. A changed file is never
re-hashed here: the manifest's hash is the proof that nobody edited a fixture.
"""

from __future__ import annotations

from collections.abc import Mapping
from dataclasses import dataclass, field
from pathlib import Path

from ..addresses import local_origin
from ..cases import GoldenCase, load_golden_cases
from ..errors import BenchError, RecordContext, shell_words
from ..pipeline import query_for_case
from ..providers.base import Adapter
from ..providers.registry import adapter_class
from ..replay.cassette import load_cassette
from ..replay.manifest import (
    MANIFEST_NAME,
    ManifestError,
    load_manifest,
    manifest_remedy,
    remove_from_manifest,
)
from ..replay.matching import first_difference, keys_match, request_key, spec_key
from ..replay.verify import REDACTION_RULES_NAME, check_hashes, fixture_files, structure
from .redact import ProviderKey, RedactionRules, RequestScrub


@dataclass
class ManifestReport:
    root: Path
    missing: list[str] = field(default_factory=list)
    unlisted: list[str] = field(default_factory=list)
    changed: list[str] = field(default_factory=list)  # messages naming both hashes
    stale: list[str] = field(default_factory=list)  # messages naming the differing field
    # the ``--ws-endpoint`` a stale message's re-recording needs (its provider's, when it
    # was recorded at a local address), by message
    stale_endpoints: dict[str, str] = field(default_factory=dict)
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
    given = dict(endpoints or {})
    inferred: dict[str, str] = {}  # provider -> endpoint read from a local recording
    for relative, entry in sorted(manifest.files.items()):
        if entry.operation != "search" or entry.provider is None or relative in gone:
            continue
        if "/errors/" in relative or len(entry.case_ids) != 1:
            continue
        case = cases.get(entry.case_ids[0])
        if case is None:
            report.notes.append(f"{relative}: case {entry.case_ids[0]!r} is not in {golden}")
            continue
        problem, local = _stale(root / relative, entry.provider, case, given, rules)
        if local is not None and entry.provider not in given:
            inferred.setdefault(entry.provider, local)
        if problem:
            message = f"{relative}: {problem}"
            report.stale.append(message)
            if local is not None:
                report.stale_endpoints[message] = given.get(entry.provider) or local
    for provider, endpoint in sorted(inferred.items()):
        options = RecordContext(
            golden=None if golden is None or str(golden) == "golden" else str(golden),
            cassettes=None if str(root) == "cassettes" else str(root),
            endpoints={provider: endpoint},
        )
        report.notes.append(
            f"{provider}: recorded at a local address ({endpoint}) and no endpoint was given "
            f"(--endpoint, or ws_endpoints in the project's ini): compared at that address; "
            "replay and recording need it too: add "
            f"`{shell_words(['--ws-endpoint', f'{provider}={endpoint}'])}` to your pytest "
            f"command (`{options.record_command(provider)}` records, with your run's paths; "
            "without it, a recording with a real key calls the real provider)"
        )
    return report


def _stale(
    path: Path,
    provider: str,
    case: GoldenCase,
    endpoints: Mapping[str, str],
    rules: RedactionRules,
) -> tuple[str | None, str | None]:
    """(what differs, or None; the endpoint the cassette was recorded at when that was a
    local address, else None)."""
    try:
        adapter_type = adapter_class(provider)
    except BenchError:
        return None, None  # a provider this installation does not know: nothing to compare
    try:
        cassette = load_cassette(path)
    except BenchError as error:
        return str(error), None
    answered = [i for i in cassette.interactions if i.response is not None]
    if not answered:
        return None, None
    recorded = answered[-1].request
    local = None
    if cassette.ws is not None and cassette.ws.local_address:
        local = _recorded_endpoint(adapter_type(offline=True), case, recorded.uri)
    adapter = adapter_type(offline=True, base_url=endpoints.get(provider) or local)
    spec = adapter.build_search_request(query_for_case(case))
    key = ProviderKey.of_adapter(adapter)
    scrub = RequestScrub(rules.with_account_fields(adapter.account_fields).with_key(key))
    now = spec_key(spec.method, spec.url, spec.params, spec.json, scrub)
    then = request_key(recorded.method, recorded.uri, recorded.body, scrub)
    if keys_match(then, now):
        return None, local
    where, was, is_now = first_difference(then, now)
    return f"recorded {where} = {was!r}, the case now sends {is_now!r}", local


def _recorded_endpoint(adapter: Adapter, case: GoldenCase, uri: str) -> str | None:
    """The base URL a recorded search request went to: its URI less the path the adapter
    adds to its own base URL (``http://127.0.0.1:18890/tavily/search`` less ``/search``),
    else the URI's ``scheme://host[:port]``."""
    own = adapter.build_search_request(query_for_case(case)).url
    suffix = own[len(adapter.endpoint) :] if own.startswith(adapter.endpoint) else ""
    address = uri.split("?", 1)[0]
    if suffix and address.endswith(suffix):
        return address[: -len(suffix)].rstrip("/")
    return local_origin(uri)


def prune_missing(report: ManifestReport) -> list[str]:
    """Drop the manifest entries of files missing on disk; returns what was dropped."""
    if report.missing:
        remove_from_manifest(report.root, report.missing)
        report.pruned = list(report.missing)
        report.missing = []
    return report.pruned
