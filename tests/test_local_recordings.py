"""Answers recorded at a local address (an emulator, a local gateway) are not the
provider's, whatever ``synthetic`` says: the run file names them from the calls
(``provenance.local_recordings``), every report warns, and ``--ws-strict-provenance``
fails them. Old cassettes without the note are judged by their requests' URIs."""

from __future__ import annotations

import json
from pathlib import Path

import httpx
import pytest

from pytest_websearch_bench.cli import main as ws_bench
from pytest_websearch_bench.config import BenchConfig, parse_gateways
from pytest_websearch_bench.errors import ConfigError
from pytest_websearch_bench.records import CaseRecord
from pytest_websearch_bench.replay.cassette import (
    Cassette,
    CassetteMeta,
    Interaction,
    InteractionMeta,
    RecordedBody,
    RecordedRequest,
    RecordedResponse,
    RecordedStatus,
    dump_cassette,
)
from pytest_websearch_bench.replay.manifest import (
    Manifest,
    ManifestEntry,
    load_manifest,
    sha256_bytes,
    write_manifest,
)
from pytest_websearch_bench.replay.store import CassetteStore
from pytest_websearch_bench.replay.transport import ReplayTransport
from pytest_websearch_bench.replay.verify import recorded_locally
from pytest_websearch_bench.report.compare import compare_runs, render_comparison
from pytest_websearch_bench.report.diff import diff_runs
from pytest_websearch_bench.report.history import build_history, render_history
from pytest_websearch_bench.report.merge import merge_runs
from pytest_websearch_bench.report.provenance import read_provenance
from pytest_websearch_bench.report.terminal import render
from pytest_websearch_bench.report.trend_html import render_trend
from runkit import record, run_of, unwrapped, write

EMULATOR = "http://127.0.0.1:8080"


def _local(case_id: str, provider: str = "tavily", address: str = EMULATOR, **kw) -> CaseRecord:
    made = record(case_id, provider, **kw)
    for call in made.calls:
        call.local_address = address
        call.cassette = f"{provider}/{call.operation}/{case_id}.json"  # replayed: recorded
    return made


def _records() -> list[CaseRecord]:
    return [_local("c1"), record("c2", "tavily"), record("c1", "exa"), record("c2", "exa")]


def test_the_run_file_names_the_providers_and_addresses_from_the_calls() -> None:
    run = run_of(_records())
    assert run["provenance"]["local_recordings"] == {"tavily": [EMULATOR]}
    assert run["provenance"]["endpoints"] == {}  # found without any --ws-endpoint
    assert run["passed"] is True  # a warning, not a failure, unless strict
    plain = run_of([record("c1", "exa")])
    assert plain["provenance"]["local_recordings"] == {}


def test_the_terminal_warns_in_replay_without_an_endpoint() -> None:
    lines = render(run_of(_records()), "run.json")
    warning = unwrapped(lines, "WARNING recorded at a local address")  # one, wrapped
    assert (
        f"tavily: {EMULATOR}" in warning
        and "re-record that fixture tree against the provider (--ws-record=all, same --ws-cassettes"
        in warning
    )
    assert "exa" not in warning
    # the same address as --ws-endpoint of this run: one warning, not two
    both = render(run_of(_records(), endpoints={"tavily": EMULATOR + "/tavily"}), "run.json")
    assert sum("local address" in line for line in both) == 1


def test_strict_provenance_fails_the_provider_naming_address_and_remedy() -> None:
    run = run_of(_records(), strict_provenance=True)
    assert run["passed"] is False
    (failure,) = [f for f in run["failures"] if f["kind"] == "provenance"]
    assert failure["provider"] == "tavily"
    assert EMULATOR in failure["why"]
    # the default tree and no endpoint of the run's: the bare command, no placeholder
    assert (
        "re-record that fixture tree against the provider with its key: `pytest "
        "--ws-provider=tavily --ws-record=all` (your test selection kept);" in failure["why"]
    )
    assert "TREE" not in failure["why"] and "ORIGIN" not in failure["why"]
    # a run that names no ini file: the file to open or create, not "the ini" (ux68a)
    assert (
        f"declare it (--ws-gateway {EMULATOR}, or ws_gateways in pytest.ini (or your ini file))"
        in failure["why"]
    )
    assert run_of([record("c1", "exa")], strict_provenance=True)["passed"] is True


@pytest.mark.parametrize(
    ("url", "source", "said"),
    [
        (
            EMULATOR + "/tavily",
            "--ws-endpoint",
            "`pytest --ws-provider=tavily --ws-cassettes=fx/tree --ws-record=all` (your test "
            f"selection kept, without this run's --ws-endpoint tavily={EMULATOR}/tavily (a "
            "local address));",
        ),
        (
            EMULATOR + "/tavily",
            "ws_endpoints",
            "`pytest --ws-provider=tavily --ws-cassettes=fx/tree --ws-record=all` (your test "
            f"selection kept, with the ws_endpoints entry tavily={EMULATOR}/tavily in "
            "pytest.ini (or your ini file) (a local address) removed);",
        ),
        (
            "https://gw.example.com/tavily",
            "--ws-endpoint",
            "`pytest --ws-provider=tavily --ws-cassettes=fx/tree --ws-endpoint "
            "tavily=https://gw.example.com/tavily --ws-record=all` (your test selection kept);",
        ),
        (
            "https://gw.example.com/tavily",
            "ws_endpoints",  # the ini keeps it: the command need not repeat it
            "`pytest --ws-provider=tavily --ws-cassettes=fx/tree --ws-record=all` (your test "
            "selection kept);",
        ),
    ],
    ids=["local-flag", "local-ini", "remote-flag", "remote-ini"],
)
def test_the_strict_remedy_is_the_runs_own_recording_command(
    url: str, source: str, said: str
) -> None:
    overrides = {"tavily": {"url": url, "source": source}}
    run = run_of(
        _records(), strict_provenance=True, cassettes="fx/tree", endpoint_overrides=overrides
    )
    assert run["provenance"]["cassettes"] == "fx/tree"
    assert run["provenance"]["endpoint_overrides"] == overrides
    (failure,) = [f for f in run["failures"] if f["kind"] == "provenance"]
    assert said in failure["why"], failure["why"]
    # the verdict pytest reports says the same, from the run file
    from pytest_websearch_bench.plugin.verdicts import verdict_reports

    [report] = [r for r in verdict_reports(run) if r.nodeid.endswith("provenance[tavily]")]
    assert report.outcome == "failed" and said in str(report.longrepr)


def test_merged_shards_give_the_same_provenance_as_one_run(tmp_path: Path) -> None:
    records = _records()
    whole = run_of(records, selection={"cases": ["c1", "c2"], "providers": ["exa", "tavily"]})
    shards = []
    for index, part in enumerate((["c1"], ["c2"]), start=1):
        mine = [r for r in _records() if r.case_id in part]
        shards.append(
            write(
                tmp_path / f"shard{index}.json",
                run_of(
                    mine,
                    shard={"index": index, "total": 2},
                    selection={"cases": ["c1", "c2"], "providers": ["exa", "tavily"]},
                ),
            )
        )
    merged = merge_runs(shards)
    assert merged["provenance"]["local_recordings"] == {"tavily": [EMULATOR]}
    assert merged["provenance"] == whole["provenance"]
    assert merged["providers"] == whole["providers"]


def test_compare_diff_history_and_the_html_report_warn(tmp_path: Path, capsys) -> None:
    month = tmp_path / "runs"
    month.mkdir()
    old = write(month / "old.json", run_of([record(f"c{i}", "tavily") for i in range(6)]))
    new = write(
        month / "new.json",
        run_of(
            [_local(f"c{i}", captured="2026-12-20T12:00:00Z") for i in range(6)],
            finished="2026-12-20T13:00:00Z",
        ),
    )
    comparison = compare_runs([new])
    assert comparison["local_recordings"] == {"tavily": [EMULATOR]}
    assert any(
        line.startswith("WARNING recorded at a local address") and EMULATOR in line
        for line in render_comparison(comparison)
    )
    assert compare_runs([old])["local_recordings"] == {}
    diff = diff_runs(old, new)
    assert diff["new"]["local_recordings"] == [EMULATOR] and diff["old"]["local_recordings"] == []
    assert any(
        n.startswith("NEW was recorded at a local address, not at the provider (tavily: ")
        and "latencies and costs are not the provider's" in n
        for n in diff["notes"]
    )
    history = build_history(month)
    entries = history["providers"]["tavily"]
    assert [e["local_recordings"] for e in entries] == [[], [EMULATOR]]
    assert any("WARNING recorded at a local address" in line for line in render_history(history))
    trend = render_trend(history, "2026-12-21")
    assert "recorded at a local address" in trend and EMULATOR in trend
    page = tmp_path / "report.html"
    assert ws_bench(["report", str(new), "-o", str(page)]) == 0
    html = page.read_text(encoding="utf-8")
    assert "recorded at a local address" in html and EMULATOR in html


def test_a_run_file_older_than_the_key_is_judged_by_its_endpoints() -> None:
    run = run_of([record("c1", "tavily")], endpoints={"tavily": EMULATOR + "/tavily"})
    del run["provenance"]["local_recordings"]
    read = read_provenance(run)
    assert read["local_recordings"] == {"tavily": [EMULATOR]}
    assert "endpoints" in read["local_recordings_source"]
    del run["provenance"]["endpoints"]
    older = read_provenance(run)
    assert older["local_recordings"] is None
    assert "not recorded" in older["null_reasons"]["local_recordings"]


BODY = {"query": "q", "search_depth": "basic", "topic": "general", "max_results": 3}


def _cassette(uri: str, local_address: str | None = None) -> Cassette:
    return Cassette(
        interactions=[
            Interaction(
                request=RecordedRequest(method="POST", uri=uri, body=json.dumps(BODY)),
                response=RecordedResponse(
                    status=RecordedStatus(code=200),
                    headers={"content-type": ["application/json"]},
                    body=RecordedBody(string=json.dumps({"results": []})),
                ),
                ws=InteractionMeta(latency_ms=5.0),
            )
        ],
        ws=CassetteMeta(
            provider="tavily",
            operation="search",
            case_id="c1",
            fixture_class=1,
            synthetic=False,
            captured_at="2026-11-20T12:00:00Z",
            local_address=local_address,
        ),
    )


def _replay(root: Path, uri: str) -> str | None:
    transport = ReplayTransport(CassetteStore(root), "tavily", "c1")
    transport.handle_request(httpx.Request("POST", uri, content=json.dumps(BODY).encode()))
    return transport.consumed[0].local_address


def test_a_cassette_without_the_note_is_judged_by_its_request_uri(tmp_path: Path) -> None:
    path = tmp_path / "tavily" / "search" / "c1.json"
    path.parent.mkdir(parents=True)
    uri = "http://127.0.0.1:8080/tavily/search"
    old = dump_cassette(_cassette(uri))
    assert b"local_address" not in old  # as written before the field existed
    path.write_bytes(old)
    assert _replay(tmp_path, uri) == EMULATOR
    assert path.read_bytes() == old  # judged, never rewritten
    # the provider's own address is not local
    path.write_bytes(dump_cassette(_cassette("https://api.tavily.com/search")))
    assert _replay(tmp_path, "https://api.tavily.com/search") is None


def _tree(tmp_path: Path) -> Path:
    """A fixture tree: one cassette of an emulator (old: no note), one at [::1]:9, one at the
    provider."""
    root = tmp_path / "cassettes"
    files = {
        "tavily/search/c1.json": _cassette("http://127.0.0.1:8080/tavily/search"),  # old: no note
        "tavily/search/c2.json": _cassette("http://[::1]:9/s", local_address="http://[::1]:9"),
        "tavily/search/c3.json": _cassette("https://api.tavily.com/search"),
    }
    manifest = Manifest()
    for relative, cassette in files.items():
        data = dump_cassette(cassette)
        (root / relative).parent.mkdir(parents=True, exist_ok=True)
        (root / relative).write_bytes(data)
        meta = cassette.ws
        assert meta is not None
        manifest.files[relative] = ManifestEntry(
            case_ids=[meta.case_id],
            fixture_class=1,
            provider="tavily",
            operation="search",
            sha256=sha256_bytes(data),
            original_sha256=sha256_bytes(data),
            captured_at=meta.captured_at,
            synthetic=False,
            local_address=meta.local_address,
        )
    write_manifest(manifest, root / "manifest.json")
    return root


def test_verify_lists_local_recordings_and_strict_makes_them_errors(tmp_path: Path, capsys) -> None:
    root = _tree(tmp_path)
    manifest = load_manifest(root / "manifest.json")
    assert recorded_locally(root, manifest) == {
        "tavily/search/c1.json": EMULATOR,
        "tavily/search/c2.json": "http://[::1]:9",
    }
    ws_bench(["verify", str(root), "--allow-incomplete"])
    out = capsys.readouterr()
    assert "2 fixture(s) recorded at a local address" in out.out + out.err
    assert ws_bench(["verify", str(root), "--allow-incomplete", "--strict"]) == 1
    out = capsys.readouterr()
    assert "re-record them against the provider" in out.out + out.err
    assert "--gateway ORIGIN" in out.out + out.err or "declare" in out.out + out.err


# -- a company gateway declared with --ws-gateway / ws_gateways -------------------------


GATEWAY = "https://10.0.0.5:8443"


def test_gateway_entries_are_local_origins_or_a_typed_error() -> None:
    assert parse_gateways(["https://10.0.0.5:8443/", "http://gw.localhost"]) == {
        GATEWAY: "https://10.0.0.5:8443/",
        "http://gw.localhost": "http://gw.localhost",
    }
    with pytest.raises(ConfigError, match="not an http\\(s\\) origin") as bad:
        parse_gateways(["10.0.0.5:8443"])
    assert "--ws-gateway https://10.0.0.5:8443" in str(bad.value)
    with pytest.raises(ConfigError, match="not a local address") as public:
        parse_gateways(["https://api.tavily.com"])
    assert "nothing to declare" in str(public.value)


def test_the_ini_and_the_command_line_declare_gateways() -> None:
    ini = {"ws_gateways": ["https://10.0.0.5:8443", "http://127.0.0.1:9000/"]}
    config = BenchConfig.from_sources(Path("/p"), lambda n: None, ini.get)
    assert config.gateways == ("http://127.0.0.1:9000", GATEWAY)
    cli = {"ws-gateway": ["https://192.168.1.2"]}
    both = BenchConfig.from_sources(Path("/p"), cli.get, ini.get)
    assert "https://192.168.1.2" in both.gateways and GATEWAY in both.gateways
    assert BenchConfig.from_sources(Path("/p"), lambda n: None, lambda n: None).gateways == ()


def test_a_declared_gateway_is_the_providers_in_every_report(tmp_path: Path) -> None:
    records = [_local("c1", address=GATEWAY), _local("c2"), record("c1", "exa")]
    run = run_of(records, gateways=[GATEWAY], strict_provenance=False)
    provenance = run["provenance"]
    assert provenance["declared_gateways"] == [GATEWAY]
    assert provenance["gateway_recordings"] == {"tavily": [GATEWAY]}
    assert provenance["local_recordings"] == {"tavily": [EMULATOR]}  # the emulator still is
    lines = render(run, "run.json")
    (note,) = [line for line in lines if "declared gateway" in line]
    assert note.startswith("note: ") and f"tavily: {GATEWAY}" in note
    (warning,) = [line for line in lines if line.startswith("WARNING recorded at a local")]
    assert GATEWAY not in warning and EMULATOR in warning
    # strict provenance fails what only the emulator recorded, never the gateway
    only_gateway = [_local(f"c{i}", address=GATEWAY) for i in range(3)]
    strict = run_of(only_gateway, gateways=[GATEWAY], strict_provenance=True)
    assert strict["passed"] is True
    assert run_of(only_gateway, strict_provenance=True)["passed"] is False  # undeclared
    # the reports read the declaration from the run file; the records still decide
    path = write(tmp_path / "gw.json", run_of(only_gateway, gateways=[GATEWAY]))
    assert compare_runs([path])["local_recordings"] == {}
    data = json.loads(path.read_text(encoding="utf-8"))
    data["provenance"]["gateway_recordings"] = {}
    data["provenance"]["local_recordings"] = {}
    del data["provenance"]["declared_gateways"]  # the declaration edited away
    assert read_provenance(data, {"tavily": only_gateway})["local_recordings"] == {
        "tavily": [GATEWAY]
    }
    # an older run file: no declaration, read as null with the reason
    assert "not recorded" in read_provenance(data)["null_reasons"]["declared_gateways"]


def test_merged_shards_keep_the_declaration(tmp_path: Path) -> None:
    selection = {"cases": ["c1", "c2"], "providers": ["tavily"]}
    shards = [
        write(
            tmp_path / f"shard{index}.json",
            run_of(
                [_local(case, address=GATEWAY)],
                gateways=[GATEWAY],
                shard={"index": index, "total": 2},
                selection=selection,
            ),
        )
        for index, case in enumerate(("c1", "c2"), start=1)
    ]
    merged = merge_runs(shards)
    assert merged["provenance"]["declared_gateways"] == [GATEWAY]
    assert merged["provenance"]["local_recordings"] == {}
    assert merged["provenance"]["gateway_recordings"] == {"tavily": [GATEWAY]}


def test_verify_reads_the_declaration_from_the_flag_or_the_ini(tmp_path: Path, capsys) -> None:
    root = _tree(tmp_path)
    args = ["verify", str(root), "--allow-incomplete", "--strict"]
    assert ws_bench([*args, "--gateway", "http://[::1]:9"]) == 1  # the emulator is left
    out = capsys.readouterr().out
    assert "1 fixture(s) recorded at a local address" in out
    assert "1 fixture(s) recorded through a declared gateway (http://[::1]:9" in out
    assert ws_bench([*args, "--gateway", "http://[::1]:9", "--gateway", EMULATOR]) == 0
    (tmp_path / "pytest.ini").write_text(
        "[pytest]\nws_gateways =\n    http://[::1]:9\n    http://127.0.0.1:8080\n",
        encoding="utf-8",
    )
    assert ws_bench(args) == 0
    out = capsys.readouterr().out
    assert "gateways from" in out and "pytest.ini (ws_gateways)" in out
    assert "2 fixture(s) recorded through a declared gateway" in out
    assert ws_bench([*args, "--gateway", "https://api.tavily.com"]) != 0
    assert "is not a local address" in capsys.readouterr().err
