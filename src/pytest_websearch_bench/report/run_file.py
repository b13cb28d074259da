"""The run file (``--ws-report``): everything a run measured, recomputable from its records.

``build_run`` is a pure function of the CaseRecords and the run's context, so a
serial run, an xdist run and merged shards write the same bytes apart from the
two timestamps; ``ws-bench merge``/``compare`` re-run it on records read back
from run files.

Over 400 lines because the run file's schema lives in one place: its context, every
block of it, the builders that fill them from the records, and its reader
(``load_run``, ``records_of``) beside its writer.
"""

from __future__ import annotations

import json
import math
import re
from collections.abc import Iterable, Iterator, Mapping, Sequence
from dataclasses import dataclass, field
from pathlib import Path
from typing import Any, overload

from pydantic import BaseModel, ConfigDict, ValidationError
from pydantic_core import to_json

from .. import __version__
from ..cascade import REORDER_RULE, success_rates, suggested_order
from ..errors import BenchError, report_target_words
from ..gates import DISQUALIFYING, evaluate_gates
from ..invoice import Invoice, divergence
from ..metrics.casewise import unique_by_case
from ..metrics.ratios import case_ratios
from ..os_words import error_words
from ..records import CaseRecord, DocumentRecord, measured, sent_calls
from ..user_gates import GateRule, evaluate_user_gates
from .aggregate import (
    AggregateContext,
    aggregate,
    by_category,
    intervals,
)
from .caveats import (
    interval_cases,
    interval_reliable,
    mark_category_intervals,
    provider_caveats,
    ranking_caveats,
)
from .older import read_older
from .precision_basis import block_keys
from .provenance import SYNTHETIC_WARNING, local_strict_why, origin
from .ranking import rank
from .record_json import NOT_SERIALISED as NOT_SERIALISED
from .record_json import left_out, record_json

SCHEMA = "pytest-websearch-bench/run@1"
ALL_CLASSES = tuple(range(1, 10))
QUALITY_CLASSES = frozenset({1, 2, 3, 9})
TIMESTAMP_KEYS = ("started_at", "finished_at")


@dataclass(frozen=True)
class RunContext:
    started_at: str
    finished_at: str
    golden: Mapping[str, Any]
    fixtures: Mapping[str, Any]
    shard: Mapping[str, int] | None = None
    strict_provenance: bool = False
    judge_model: str | None = None
    lost_cases: Mapping[str, Sequence[str]] = field(default_factory=dict)  # provider -> case ids
    # selected items the session never ran (it stopped early): provider -> case ids
    not_run: Mapping[str, Sequence[str]] = field(default_factory=dict)
    # files pytest could not collect (a golden file with an error): their cases never ran
    collection_errors: int = 0
    invoice: Invoice | None = None
    # cascade name -> {"tiers": [...], "prices": {tier: price per search}, "min_cases": n}
    cascades: Mapping[str, Mapping[str, Any]] = field(default_factory=dict)
    # what the run set out to do before sharding: {"category": ..., "cases": [ids]}
    selection: Mapping[str, Any] = field(default_factory=dict)
    # provider (or provider.reader) -> the base URL its calls went to
    endpoints: Mapping[str, str] = field(default_factory=dict)
    # the pipeline settings the numbers depend on (extract_top, fetch price, judge, readers)
    settings: Mapping[str, Any] = field(default_factory=dict)
    # local origins declared to forward to the real providers (``--ws-gateway``)
    gateways: Sequence[str] = ()
    # the network isolation of the run: {lock, sandbox, reason, open_before_lock}
    isolation: Mapping[str, Any] | None = None
    # the suite's git commit: {"sha": ..., "dirty": ..., "reason": ...} (None: not looked up)
    git: Mapping[str, Any] | None = None
    # thresholds a team set (golden/gates.yaml, ini ws_gates), evaluated with the hard gates
    user_gates: Sequence[GateRule] = ()
    # how a recording session recorded (pacing, budget, what was left); None when replayed
    recording: Mapping[str, Any] | None = None
    # the run's --ws-cassettes as a command gives it (None: the default tree) and its own
    # endpoints with where each was given (``BenchConfig.endpoint_overrides``): the
    # remedies' commands (``errors.RecordContext``) keep them
    cassettes: str | None = None
    golden_option: str | None = None  # the run's --ws-golden, when the command line gave it
    endpoint_overrides: Mapping[str, Mapping[str, str]] = field(default_factory=dict)
    # the run's positional paths, --rootdir and -c (``RecordContext.args``), kept too
    record_args: Sequence[str] = ()
    # The folder the session was started in, relative to the rootdir ("." the rootdir
    # itself): ``cassettes``, ``golden_option`` and ``record_args`` are kept in the
    # rootdir's frame (``BenchConfig.rooted``), their commands pasted in the rootdir.
    started_in: str = "."
    # The ini file the run read, in the rootdir's frame (``config.IniFile.named``:
    # relative to the rootdir, absolute outside it); None: none (also ``-c /dev/null``).
    # The remedies built from the run file send ``ws_gateways`` there.
    ini_file: str | None = None


class CaseDicts(Sequence[dict[str, Any]]):
    """A provider's CaseRecords as the run file's dicts, made when read: a run of many
    thousand cases never holds every record twice (as objects and as dicts). Reading gives
    a fresh dict each time; to amend cases in ``pytest_ws_amend_run``, replace the list."""

    def __init__(self, records: Sequence[CaseRecord]) -> None:
        self._records = records

    @property
    def records(self) -> Sequence[CaseRecord]:
        return self._records

    def __len__(self) -> int:
        return len(self._records)

    @overload
    def __getitem__(self, index: int) -> dict[str, Any]: ...
    @overload
    def __getitem__(self, index: slice) -> list[dict[str, Any]]: ...
    def __getitem__(self, index: int | slice) -> dict[str, Any] | list[dict[str, Any]]:
        if isinstance(index, slice):
            return [r.to_dict() for r in self._records[index]]
        return self._records[index].to_dict()

    def __eq__(self, other: object) -> bool:
        if isinstance(other, Sequence) and not isinstance(other, str):
            return list(self) == list(other)
        return NotImplemented


def _provider_block(
    name: str,
    records: Sequence[CaseRecord],
    context: RunContext,
    ratios: Mapping[str, Mapping[str, tuple[float, float]]],
    unique: Mapping[str, Sequence[DocumentRecord]],
) -> dict[str, Any]:
    """One provider's block; ``unique``: each measured case's ``unique_documents`` by
    case id, worked out once for ``case_ratios`` and ``block_keys`` (``build_run``)."""
    ordered = sorted(records, key=lambda r: r.case_id)
    agg_context = AggregateContext(
        judge_model=context.judge_model, cascade=name in context.cascades
    )
    overall = aggregate(ordered, agg_context, ratios)
    null_reasons = overall.pop("null_reasons")
    categories = by_category(ordered, agg_context, ratios)
    mark_category_intervals(categories)  # ci95_reliable: n >= caveats.MIN_INTERVAL_CASES
    consumed = sorted({c for r in ordered for c in r.fixture_classes})
    missing = [c for c in ALL_CLASSES if c not in consumed]
    synthetic_quality = sorted(
        {
            c.fixture_class
            for r in ordered
            for c in r.calls
            if c.synthetic and c.fixture_class in QUALITY_CLASSES
        }
    )
    cost_divergence, cost_reason = divergence(context.invoice, name, ordered)
    gates = evaluate_gates(
        {**overall, "null_reasons": null_reasons},
        ordered,
        cost_divergence=cost_divergence,
        cost_reason=cost_reason,
    )
    ci95 = intervals(ratios, overall)
    user = evaluate_user_gates(
        context.user_gates, {**overall, "null_reasons": null_reasons}, ci95, categories, ordered
    )
    failed = [g.name for g in gates if g.status == "failed"]
    faults = [
        {"case_id": r.case_id, "kind": r.hard_fault.kind, "message": r.hard_fault.message}
        for r in ordered
        if r.hard_fault is not None
    ]
    return {
        "comparable": not missing,
        "missing_classes": missing,
        "classes_consumed": consumed,
        "synthetic_quality_classes": synthetic_quality,
        "qualified": not any(g in DISQUALIFYING for g in failed),
        "role": provider_role(failed),
        "aggregate": overall,
        # what P@10 is over: results returned, the text each was judged on (not metrics)
        **block_keys(ordered, ratios["precision@10"], unique),
        "null_reasons": null_reasons,
        "ci95": ci95,
        # as each category's: false under caveats.MIN_INTERVAL_CASES cases measured
        "ci95_reliable": interval_reliable(overall),
        "ci95_cases": interval_cases(overall),
        "by_category": categories,
        "gates": [g.to_dict() for g in gates] + user,
        "hard_faults": faults,
        "lost_cases": sorted(context.lost_cases.get(name, [])),
        "recorded": recording_summary(ordered),
        "breaker": breaker_summary(ordered),
        # what the decision's numbers include and how far they go (``report.caveats``)
        **provider_caveats(ordered),
        "cases": CaseDicts(ordered),
        **(
            {"cascade": cascade_block(context.cascades[name], ordered)}
            if name in context.cascades
            else {}
        ),
    }


def breaker_summary(records: Sequence[CaseRecord]) -> dict[str, Any]:
    """The provider's session circuit breaker in this run: the cases it refused (calls
    answered ``circuit_open``) and the cases that found it open or half-open."""
    refused = sorted(
        r.case_id for r in records if any(c.error_kind == "circuit_open" for c in r.calls)
    )
    found = {
        state: sorted(r.case_id for r in records if r.breaker and r.breaker["state"] == state)
        for state in ("open", "half_open")
    }
    return {
        "refused_cases": refused,
        "found_open": found["open"],
        "half_open_trials": found["half_open"],
    }


def _failed_live(record: CaseRecord) -> int:
    """The failed calls a recorded case sent live: its recording's own count (its replay
    may play fewer: the session breaker refuses the rest); a record written before that
    count was kept, its replayed calls'."""
    counted = (record.recorded or {}).get("failed_calls")
    if isinstance(counted, int):
        return counted
    return sum(
        1
        for c in sent_calls(record.calls)
        if c.error_kind is not None and c.error_kind != "partial"
    )


def recording_summary(records: Sequence[CaseRecord]) -> dict[str, Any] | None:
    """What this run recorded live (None when everything was replayed): cases recorded,
    the calls that went out (those of cases that failed to record or were left included)
    and how many of them failed, failures kept as error fixtures, the cases recorded as
    the provider's own failure, and the spend (null when a call's cost is unknown)."""
    done = [r for r in records if r.recorded is not None and not r.recorded.get("failed")]
    failed = [r for r in records if r.recorded is not None and r.recorded.get("failed")]
    left = [r for r in records if r.hard_fault is not None and r.hard_fault.kind == "not_recorded"]
    unkept = failed + left
    if not done and not unkept:
        return None
    recorded = [r.recorded for r in done if r.recorded is not None]
    kept: dict[str, int] = {}
    for item in recorded:
        for kind in item.get("errors_kept", []):
            kept[kind] = kept.get(kind, 0) + 1
    lost = [c for r in unkept for c in sent_calls(r.calls)]
    provider_failed = sorted(
        r.case_id for r in done if r.recorded is not None and r.recorded.get("provider_failed")
    )
    spends = [item.get("spend_usd") for item in recorded] + [c.cost_usd for c in lost]
    return {
        "cases": len(recorded),
        "calls": sum(int(item.get("calls", 0)) for item in recorded) + len(lost),
        "failed_calls": sum(_failed_live(r) for r in done)
        + sum(1 for c in lost if c.error_kind is not None and c.error_kind != "partial"),
        "errors_kept": dict(sorted(kept.items())),
        "spend_usd": None
        if any(s is None for s in spends)
        else math.fsum(float(s) for s in spends if s is not None),
        **({"failed": [r.case_id for r in failed]} if failed else {}),
        **({"left": [r.case_id for r in left]} if left else {}),
        # recorded as the provider's own failure (a 5xx, a timeout after the retries):
        # cases measured, that count against it
        **({"provider_failed": provider_failed} if provider_failed else {}),
    }


def run_failures(
    providers: Mapping[str, Mapping[str, Any]],
    strict_synthetic: Sequence[str],
    strict_local: Mapping[str, Sequence[str]] | None = None,
    cassettes: str | None = None,
    overrides: Mapping[str, Mapping[str, str]] | None = None,
    golden: str | None = None,
    record_args: Sequence[str] = (),
    started_in: str = ".",
    ini_file: str | None = None,
) -> list[dict[str, Any]]:
    """Every reason the run fails, per provider: a breached gate, strict provenance
    (synthetic quality fixtures; ``strict_local``: answers recorded at a local address),
    lost cases and item failures (hard faults: a forbidden case that called, a request
    that no longer matches its cassette...). ``passed`` is true iff there is none.
    ``cassettes`` and ``overrides`` (``RunContext``'s) go into the remedies' commands."""
    out: list[dict[str, Any]] = []
    for name, block in providers.items():
        out.extend(
            {"provider": name, "kind": "gate", "what": gate["name"], "why": gate["consequence"]}
            for gate in block["gates"]
            if gate["status"] == "failed"
        )
        if name in strict_synthetic:
            out.append(
                {
                    "provider": name,
                    "kind": "provenance",
                    "what": "strict provenance",
                    "why": "synthetic fixtures in quality classes 1-3/9 (--ws-strict-provenance)",
                }
            )
        if strict_local and name in strict_local:
            out.append(
                {
                    "provider": name,
                    "kind": "provenance",
                    "what": "strict provenance: recorded at a local address",
                    "why": local_strict_why(
                        name,
                        strict_local[name],
                        cassettes,
                        (overrides or {}).get(name),
                        golden,
                        record_args,
                        started_in,
                        ini_file,
                    ),
                }
            )
        if block.get("lost_cases"):
            out.append(
                {
                    "provider": name,
                    "kind": "lost",
                    "what": f"{len(block['lost_cases'])} lost case(s)",
                    "why": "selected items came back without a record; rerun the session",
                    "cases": list(block["lost_cases"]),
                }
            )
        faults: dict[str, list[Mapping[str, Any]]] = {}
        for fault in block["hard_faults"]:
            if fault["kind"] != "lost":
                faults.setdefault(fault["kind"], []).append(fault)
        out.extend(
            {
                "provider": name,
                "kind": "item",
                "what": f"{len(found)} item failure(s): {kind}",
                "why": _fault_why(found),
                "cases": [fault["case_id"] for fault in found],
            }
            for kind, found in sorted(faults.items())
        )
    return out


def _fault_why(faults: Sequence[Mapping[str, Any]]) -> str:
    """What failed, said by the first fault's own message and remedy: the record may come
    from a test of the user's (``ws_record``) that passed, whose report says nothing."""
    first = faults[0]
    text = str(first.get("message") or "").replace("\n  remedy:", "; remedy:")
    message = " ".join(text.split())  # on one line
    more = len(faults) - 1
    also = f"; and {more} more case(s) (hard_faults in the run file)" if more else ""
    return f"{first['case_id']}: {message or 'a hard fault'}{also}"


def cascade_block(setup: Mapping[str, Any], records: Sequence[CaseRecord]) -> dict[str, Any]:
    """A cascade's tiers, their success rates in this run and the order they suggest."""
    tiers = list(setup["tiers"])
    rates = success_rates(records, tiers)
    return {
        "tiers": tiers,
        "prices": dict(setup["prices"]),
        "min_cases": setup["min_cases"],
        "success_rates": rates,
        "suggested_order": suggested_order(tiers, rates, setup["prices"], setup["min_cases"]),
        "rule": REORDER_RULE,
    }


def provider_role(failed_gates: Sequence[str]) -> str:
    """What the gates leave a provider fit for: ``default_candidate``; ``enrichment_only``
    when citation coverage is its only disqualifying failure (its evidence is mostly
    discarded, so it may add facts but never be the default); else ``disqualified``."""
    disqualifying = [g for g in failed_gates if g in DISQUALIFYING]
    if not disqualifying:
        return "default_candidate"
    if disqualifying == ["citation_coverage"]:
        return "enrichment_only"
    return "disqualified"


# A role as every report prints it (``compare``, the HTML report): the run file keeps
# ``role``'s names, which are not words
ROLE_WORDS = {"default_candidate": "default candidate", "enrichment_only": "enrichment only"}


def role_text(block: Mapping[str, Any]) -> str:
    """A provider block's role as the reports print it, in words (``ROLE_WORDS``): a
    ``default_candidate`` that failed some of the user's own gates (``kind: user``: they
    never disqualify, so the role stays) says which, so that it never reads as an
    endorsement."""
    role = str(block.get("role") or "")
    failed = [
        str(g.get("name"))
        for g in block.get("gates") or []
        if g.get("kind") == "user" and g.get("status") == "failed"
    ]
    if role == "default_candidate" and failed:
        return f"{ROLE_WORDS[role]} — failed your gate(s): {', '.join(failed)}"
    return ROLE_WORDS.get(role, role)


def typed_order(names: Iterable[str], typed: Iterable[str]) -> list[str]:
    """``names`` in the order the user typed them (``--ws-provider=tavily,exa``), then
    any other (a lost case's provider) by name."""
    known = set(names)
    order = [name for name in dict.fromkeys(typed) if name in known]
    return order + sorted(known - set(order))


def build_run(records: Sequence[CaseRecord], context: RunContext) -> dict[str, Any]:
    """The whole run file as a dict."""
    by_provider: dict[str, list[CaseRecord]] = {}
    for record in records:
        by_provider.setdefault(record.provider, []).append(record)
    for name in [*context.lost_cases, *context.selection.get("providers", [])]:
        by_provider.setdefault(name, [])  # a provider with no record still has its block
    # each case's ranking without repeated pages, once: the ratios and the block both read it
    unique = {name: unique_by_case(measured(group)) for name, group in by_provider.items()}
    ratios = {name: case_ratios(group, unique[name]) for name, group in by_provider.items()}
    providers = {
        name: _provider_block(name, by_provider[name], context, ratios[name], unique[name])
        for name in typed_order(by_provider, context.selection.get("providers") or ())
    }
    ranking, unranked = rank(providers, by_provider, ratios)
    synthetic_providers = [n for n, b in providers.items() if b["synthetic_quality_classes"]]
    where = origin(
        context.git,
        context.golden.get("sha256"),
        context.fixtures.get("manifest_sha256"),
        {name: by_provider[name] for name in providers},  # the typed order, serial or xdist
        context.gateways,
    )
    failures = run_failures(
        providers,
        synthetic_providers if context.strict_provenance else [],
        where["local_recordings"] if context.strict_provenance else None,
        context.cassettes,
        context.endpoint_overrides,
        context.golden_option,
        context.record_args,
        context.started_in,
        context.ini_file,
    )
    if context.collection_errors:
        failures += [
            {
                "provider": name,
                "kind": UNCOLLECTED_KIND,
                "what": f"{context.collection_errors} file(s) could not be collected",
                "why": "the cases in them never ran (the errors above name each file, case and "
                "field); fix them and rerun",
            }
            for name in providers
        ]
    recording = {} if context.recording is None else {"recording": dict(context.recording)}
    return {
        "schema": SCHEMA,
        "tool_version": __version__,
        "started_at": context.started_at,
        "finished_at": context.finished_at,
        "golden": dict(context.golden),
        "fixtures": dict(context.fixtures),
        "shard": dict(context.shard) if context.shard else None,
        "selection": dict(context.selection),
        "complete": not any(context.not_run.values()) and not context.collection_errors,
        "not_run": {name: sorted(ids) for name, ids in sorted(context.not_run.items()) if ids},
        "judge_model": context.judge_model,
        "user_gates": [rule.to_dict() for rule in context.user_gates],
        "provenance": {
            "strict": context.strict_provenance,
            "synthetic_quality_fixtures": synthetic_providers,
            "warning": (SYNTHETIC_WARNING if synthetic_providers else None),
            "endpoints": dict(sorted(context.endpoints.items())),
            "cassettes": context.cassettes,
            "golden_option": context.golden_option,
            "endpoint_overrides": {k: dict(v) for k, v in context.endpoint_overrides.items()},
            "record_args": list(context.record_args),
            "started_in": context.started_in,
            "ini_file": context.ini_file,
            "settings": dict(context.settings),
            "isolation": dict(context.isolation) if context.isolation is not None else None,
            **where,
        },
        **recording,
        "providers": providers,
        "ranking": ranking,
        "unranked": unranked,
        **ranking_caveats(ranking, by_provider, context.settings.get("fetch_price_usd")),
        "failures": failures,
        "passed": not failures,
    }


_CASES_SLOT = "\u0000ws-cases:{}\u0000"


# The kind of the failure ``build_run`` adds for the golden files pytest could not
# collect (``uncollected`` reads it back)
UNCOLLECTED_KIND = "collection"


def uncollected(run: Mapping[str, Any]) -> str | None:
    """What of the golden set pytest could not collect, as the run file says it (``1
    file(s) could not be collected``: its ``failures`` entry of kind ``collection``), or
    None: the one filter every report reads the run's collection failures through."""
    for failure in run.get("failures") or ():
        if isinstance(failure, Mapping) and failure.get("kind") == UNCOLLECTED_KIND:
            return str(failure.get("what"))
    return None


def _chunks(run: Mapping[str, Any]) -> Iterator[bytes]:
    """The run file's UTF-8 bytes in pieces: indented, except that each CaseRecord takes
    one compact line (readable and diffable by case). The pieces are written as they
    come, so a large run is never one string in memory."""
    providers = run.get("providers", {})
    skeleton = dict(run)
    skeleton["providers"] = {
        name: {**block, "cases": _CASES_SLOT.format(name)} for name, block in providers.items()
    }
    text = json.dumps(skeleton, indent=2, ensure_ascii=False, allow_nan=False)
    for name, block in providers.items():
        slot = json.dumps(_CASES_SLOT.format(name), ensure_ascii=False)
        head, _, text = text.partition(slot)
        yield head.encode("utf-8")
        if not block["cases"]:
            yield b"[]"
            continue
        yield b"["
        cases = block["cases"]
        # Untouched CaseDicts are encoded from the records themselves, without building
        # each dict first: the same text (a test holds it so), a fifth of the time.
        items = cases.records if isinstance(cases, CaseDicts) else cases
        for number, case in enumerate(items):
            yield (b"\n        " if number == 0 else b",\n        ") + _compact(case)
        yield b"\n      ]"
    yield (text + "\n").encode("utf-8")


def _compact(case: Mapping[str, Any] | CaseRecord) -> bytes:
    """One CaseRecord (or its dict) as a compact JSON line. pydantic-core's encoder is
    ~2.5x faster than the json module's on these (the run file of a large run is mostly
    records); it has no mode that refuses NaN, so a record whose text holds NaN or
    Infinity goes through the json module, which raises on a real one. A record's shape
    is given to the encoder when it can be (``record_json``): the same bytes, faster."""
    text = record_json(case) if isinstance(case, CaseRecord) else None
    if text is None:
        text = to_json(case, inf_nan_mode="constants", exclude=left_out(case))
    if _holds(text, b"NaN") or _holds(text, b"Infinity"):
        data = case.to_dict() if isinstance(case, CaseRecord) else case
        strict = json.dumps(data, ensure_ascii=False, allow_nan=False, separators=(",", ":"))
        return strict.encode("utf-8")
    return text


def _holds(text: bytes, token: bytes) -> bool:
    """``token in text``, found from the occurrences of its first byte (memchr): a
    record's JSON rarely holds a capital N or I, and ``in`` reads each byte of ~5 KB."""
    first = token[:1]
    at = text.find(first)
    while at != -1:
        if text.startswith(token, at):
            return True
        at = text.find(first, at + 1)
    return False


def dumps(run: Mapping[str, Any]) -> str:
    """The run file's text (see ``_chunks``)."""
    return b"".join(_chunks(run)).decode("utf-8")


def free_path(path: Path) -> Path:
    """``path``, or ``<stem>-2<suffix>``, ``-3``... when a file is already there."""
    candidate, number = path, 1
    while candidate.exists():
        number += 1
        candidate = path.with_name(f"{path.stem}-{number}{path.suffix}")
    return candidate


def write_run(run: Mapping[str, Any], path: Path) -> Path:
    """Write ``run`` to ``path`` whole or not at all: into a file beside it, renamed over
    it when complete; a failure or a Ctrl-C on the way removes that file, and leaves
    ``path`` as it was."""
    path.parent.mkdir(parents=True, exist_ok=True)
    tmp = path.with_name(path.name + ".tmp")
    try:
        with tmp.open("wb") as stream:
            for chunk in _chunks(run):
                stream.write(chunk)
        tmp.replace(path)
    except BaseException:
        tmp.unlink(missing_ok=True)
        raise
    return path


class RunFileWriteError(BenchError):
    """The run was measured and judged, but its run file could not be written at ``path``
    (a folder that cannot be made or written, a full disk): the terminal report and the
    verdicts stand; only the file is missing. ``source``: where the path came from
    (``flag``, ``override``, ``ini``, ``default``: ``BenchConfig.source_kind``), and the
    ini file as the session names it (``errors.report_target_words``)."""

    def __init__(
        self,
        path: Path | str,
        error: OSError,
        source: str = "default",
        ini_file: str | None = None,
    ) -> None:
        self.path = str(path)
        said, remedy = report_target_words(self.path, source, ini_file)
        where = said if source == "default" else f"{said}: the run file"
        os_said, meaning = error_words(error, Path(path).parent)
        super().__init__(
            f"{where} could not be written ({os_said}){f': {meaning}' if meaning else ''}; "
            "the run's report and verdicts stand, but no run file holds them",
            remedy,
        )


class RunFileError(BenchError):
    def __init__(self, path: Path | str, problem: str, *, unreadable: bool = False) -> None:
        self.path = str(path)
        if unreadable:  # a wrong path, not a wrong file
            super().__init__(
                f"run file {self.path} cannot be read: {problem}",
                "check the path (a run file is written where --ws-report says, by default "
                "under .ws-bench/runs/)",
            )
            return
        super().__init__(
            f"{self.path} is not a pytest-websearch-bench run file: {problem}",
            "pass a file written by --ws-report (schema " + SCHEMA + ")",
        )


class _ProviderBlock(BaseModel):
    model_config = ConfigDict(extra="allow")
    comparable: bool
    missing_classes: list[int]
    aggregate: dict[str, Any]
    null_reasons: dict[str, str]
    by_category: dict[str, dict[str, Any]]
    gates: list[dict[str, Any]]
    cases: list[dict[str, Any]]
    # the pool's unjudged share (``report.caveats.pool_unjudged``); a file written before
    # stop 65 has it as ``pool_judged`` (``older.RENAMED_KEYS`` moves it when read)
    pool_unjudged: dict[str, Any] | None = None
    pool_judged: dict[str, Any] | None = None


class _RunFile(BaseModel):
    model_config = ConfigDict(extra="allow")
    schema_: str
    tool_version: str
    started_at: str
    finished_at: str
    golden: dict[str, Any]
    fixtures: dict[str, Any]
    shard: dict[str, int] | None
    providers: dict[str, _ProviderBlock]
    ranking: list[dict[str, Any]]
    # null when nothing failed but no gate was judged (a stop before the last item, an
    # INTERNALERROR, xdist's workers crashed): ``not_evaluated_because`` says why
    passed: bool | None
    not_evaluated_because: str | None = None


class _NotStrictJson(ValueError):
    def __init__(self, token: str, why: str) -> None:
        super().__init__(token)
        self.token, self.why = token, why


def _no_constant(name: str) -> float:
    """``NaN``, ``Infinity``, ``-Infinity``: Python's json reads them, ``--ws-report``
    never writes them (strict JSON), so a file that has one was edited or damaged."""
    raise _NotStrictJson(name, "is not a number a run file holds (strict JSON)")


def _finite(text: str) -> float:
    value = float(text)
    if not math.isfinite(value):
        raise _NotStrictJson(text, "is out of a float's range (strict JSON)")
    return value


def _where(text: str, token: str) -> str:
    """``line N`` of the first ``token`` outside a string (a damaged file's number)."""
    found = re.search(r'(?<![\w."])' + re.escape(token) + r'(?![\w."])', text)
    return "" if found is None else f" at line {text.count(chr(10), 0, found.start()) + 1}"


def load_run(path: Path) -> dict[str, Any]:
    try:
        text = path.read_text(encoding="utf-8")
        data = json.loads(text, parse_constant=_no_constant, parse_float=_finite)
    except _NotStrictJson as exc:
        raise RunFileError(path, f"{exc.token}{_where(text, exc.token)} {exc.why}") from None
    except RecursionError:
        raise RunFileError(path, "nested deeper than JSON can be read; not a run file") from None
    except OSError as exc:
        raise RunFileError(path, exc.strerror or str(exc), unreadable=True) from None
    except ValueError as exc:
        raise RunFileError(path, str(exc)) from None
    if not isinstance(data, dict):
        raise RunFileError(path, "not a JSON object")
    if data.get("schema") != SCHEMA:
        raise RunFileError(path, f"schema is {data.get('schema')!r}, expected {SCHEMA!r}")
    try:
        _RunFile.model_validate({**data, "schema_": data["schema"]})
    except ValidationError as exc:
        first = exc.errors()[0]
        raise RunFileError(path, f"{first['msg']} at {'.'.join(map(str, first['loc']))}") from None
    read_older(data)  # keys and gates added since an older version wrote the file: null
    return data


def records_of(run: Mapping[str, Any]) -> list[CaseRecord]:
    return [
        CaseRecord.from_dict(case) for block in run["providers"].values() for case in block["cases"]
    ]


def without_timestamps(run: Mapping[str, Any]) -> dict[str, Any]:
    return {k: v for k, v in run.items() if k not in TIMESTAMP_KEYS}
