"""What a replayed case costs, held down without changing anything a run reports (stop
59: instructions a case back toward SPEC's 1.5x, docs/performance.md): the terminal's
local-address check reads a live run's records instead of making every case's dict
(and makes none when no endpoint is local), a host's address scope is judged once, and
an xdist worker lets the parsed fixture manifest go as the controller does."""

from __future__ import annotations

import json
from typing import Any

import pytest

from conftest import make_bench_project
from pytest_websearch_bench import addresses
from pytest_websearch_bench.records import CallRecord, CaseRecord
from pytest_websearch_bench.report import terminal
from pytest_websearch_bench.report.run_file import CaseDicts


def _record(case_id: str, provider: str, **call: Any) -> CaseRecord:
    record = CaseRecord(
        case_id=case_id,
        provider=provider,
        category="finanzas",
        web_role="allowed",
        claim_type="finanzas",
        query="q",
    )
    record.calls = [CallRecord(provider=provider, operation="search", **call)]
    return record


def _run(cases: dict[str, Any], endpoints: dict[str, str]) -> dict[str, Any]:
    return {
        "provenance": {"endpoints": endpoints, "local_recordings": {}},
        "providers": {name: {"cases": block} for name, block in cases.items()},
    }


ENDPOINTS = {
    "tavily": "http://127.0.0.1:18890/tavily",  # answered there
    "exa": "http://127.0.0.1:18891",  # a call went, none answered
    "brave": "http://10.0.0.5:8080",  # no call went (its case found no cassette)
    "firecrawl": "https://api.firecrawl.dev",  # not local
}


def _records() -> dict[str, list[CaseRecord]]:
    return {
        "tavily": [_record("a", "tavily", status=200, cassette="tavily/search/a.json")],
        "exa": [_record("a", "exa", error_kind="timeout")],
        "brave": [_record("a", "brave", error_kind="fixture")],
        "firecrawl": [_record("a", "firecrawl", status=200)],
    }


def test_the_local_address_check_reads_records_the_same_as_dicts(
    monkeypatch: pytest.MonkeyPatch,
) -> None:
    records = _records()
    from_dicts = terminal._local_endpoints_called(
        _run({n: [r.to_dict() for r in rs] for n, rs in records.items()}, ENDPOINTS)
    )
    assert from_dicts == (  # answered there; answered only with errors (none); no answer
        {"tavily": ENDPOINTS["tavily"]},
        {},
        {"exa": ENDPOINTS["exa"]},
    )

    def no_dict(self: CaseRecord) -> dict[str, Any]:
        raise AssertionError("a case's dict was made to read its calls")

    monkeypatch.setattr(CaseRecord, "to_dict", no_dict)
    live = _run({n: CaseDicts(rs) for n, rs in records.items()}, ENDPOINTS)
    assert terminal._local_endpoints_called(live) == from_dicts


def test_no_call_is_read_when_no_endpoint_is_local(monkeypatch: pytest.MonkeyPatch) -> None:
    read: list[object] = []
    facts = terminal._call_facts
    monkeypatch.setattr(terminal, "_call_facts", lambda cases: read.append(cases) or facts(cases))
    records = _records()
    public = {"tavily": "https://api.tavily.com", "exa": "https://api.exa.ai"}
    assert terminal._local_endpoints_called(
        _run({n: CaseDicts(rs) for n, rs in records.items()}, public)
    ) == ({}, {}, {})
    assert read == []
    # a local endpoint of a provider whose own recordings were local: said elsewhere
    run = _run({n: CaseDicts(rs) for n, rs in records.items()}, {"tavily": ENDPOINTS["tavily"]})
    run["provenance"]["local_recordings"] = {"tavily": ENDPOINTS["tavily"]}
    assert terminal._local_endpoints_called(run) == ({}, {}, {})
    assert read == []


def test_a_hosts_address_scope_is_judged_once() -> None:
    addresses.address_scope.cache_clear()
    for _ in range(3):
        assert addresses.local_origin("https://api.tavily.com/search") is None
        assert addresses.local_origin("http://127.0.0.1:18890/tavily/search") == (
            "http://127.0.0.1:18890"
        )
    info = addresses.address_scope.cache_info()
    assert (info.misses, info.hits) == (2, 4)


WORKER_PROBE = """
import json, os
import pytest
from pytest_websearch_bench.plugin.state import STATE_KEY

def pytest_sessionfinish(session):
    worker = getattr(session.config, "workerinput", None)
    state = session.config.stash.get(STATE_KEY, None)
    if state is None:
        return
    name = worker["workerid"] if worker else "controller"
    fixtures = state.loaded.fixtures
    with open(f"probe-{name}.json", "w") as out:
        json.dump({"manifest": fixtures._manifest is not None,
                   "shared": fixtures._shared is not None}, out)
"""


@pytest.mark.parametrize(
    "mode", [pytest.param([], id="serial"), pytest.param(["-n", "2"], id="xdist")]
)
def test_a_replay_lets_the_manifest_go_in_every_process(
    pytester: pytest.Pytester, mode: list[str]
) -> None:
    root = make_bench_project(
        pytester.path, case_ids=["gs-001", "gs-051", "gs-065"], providers=("tavily",), shared=True
    )
    (root / "conftest.py").write_text(WORKER_PROBE, encoding="utf-8")
    result = pytester.runpytest("--ws-provider=tavily", "--ws-report=run.json", *mode)
    assert result.ret == pytest.ExitCode.OK, result.stdout.str()[-3000:]
    probes = {p.stem: json.loads(p.read_text(encoding="utf-8")) for p in root.glob("probe-*.json")}
    expected = {"probe-controller"} | ({"probe-gw0", "probe-gw1"} if mode else set())
    assert set(probes) == expected
    for name, probe in probes.items():
        assert probe == {"manifest": False, "shared": True}, name
    run = json.loads((root / "run.json").read_text(encoding="utf-8"))
    assert len(run["providers"]["tavily"]["cases"]) == 3
    assert run["fixtures"]["manifest_sha256"]  # the controller's facts, as before
