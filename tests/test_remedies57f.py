"""Remedies that work as printed, and one wording for one thing (stop 57, ux57f).

* the "golden set is outside what pytest collects" command keeps the run's ini (``-c``):
  given a path outside the project, pytest reads no ini above it, ``--rootdir`` or not;
* the recording block keeps each provider's ``waited_s`` (outage gate, rate limiter,
  429s), against the emulator;
* the remedies that printed a bare ``--ws-record=...`` carry the run's options, or name
  the ones to add; a refusal at a link-local address says what that address is;
* ``compare`` lists a run left out once and points at the run used in its place; ``merge``
  and ``diff`` say what ``compare`` and the terminal say.
"""

from __future__ import annotations

import json
import shlex
import shutil
from pathlib import Path

import httpx
import pytest

from conftest import make_bench_project, record_tavily, tavily_endpoint_project
from emulator import EmulatorConfig, ProviderEmulator
from pytest_websearch_bench.errors import CassetteFormatError, JudgeMismatchError, RecordContext
from pytest_websearch_bench.providers import SearchQuery, get_adapter
from pytest_websearch_bench.recording.progress import summary_lines
from pytest_websearch_bench.replay.store import CassetteStore
from pytest_websearch_bench.replay.transport import ReplayTransport
from pytest_websearch_bench.report.compare import choose_runs, unusable_remedy
from pytest_websearch_bench.report.merge import MergeError, merge_runs
from runkit import record, run_of, write

CASES = ["gs-001", "gs-065"]


# -- 1. the outside-golden command reads the run's ini ------------------------------------


def test_the_outside_golden_command_keeps_the_ini(pytester: pytest.Pytester) -> None:
    root = make_bench_project(pytester.path, case_ids=CASES, providers=("tavily",))
    # the provider comes from the ini alone: a command that does not read it runs no bench
    (root / "pytest.ini").write_text(
        "[pytest]\ntestpaths = golden\nws_provider = tavily\n", encoding="utf-8"
    )
    golden = pytester.path.parent / f"{pytester.path.name}-gx"
    shutil.copytree(root / "golden", golden)
    first = pytester.runpytest(f"--ws-golden={golden}")
    out = " ".join(line.strip() for line in first.stdout.lines)  # wrapped prose read as one text
    command = out.split("keep the rootdir (`", 1)[1].split("`)", 1)[0]
    words = shlex.split(command)
    assert words[:2] == ["pytest", str(golden)]
    assert words[words.index("-c") + 1] == str(root / "pytest.ini")
    again = pytester.runpytest(*words[1:])
    assert again.ret == pytest.ExitCode.OK, again.stdout.str()[-2000:]
    assert again.parseoutcomes()["passed"] >= len(CASES)  # the ini's provider ran them
    assert "nothing ran" not in again.stdout.str()


# -- 3. the recording block's waited_s ------------------------------------------------------


@pytest.mark.enable_socket
def test_the_recording_block_keeps_each_providers_wait(
    pytester: pytest.Pytester, monkeypatch: pytest.MonkeyPatch
) -> None:
    # the emulator answers 2 calls a second, the bench asks for more: 429s, waited out
    config = EmulatorConfig.for_tests(rate=2.0)
    with ProviderEmulator(config) as emu:
        root = tavily_endpoint_project(pytester, monkeypatch, emu.url("tavily"), CASES)
        result = record_tavily(pytester, "all", "--ws-concurrency=2")
    assert result.ret == 0, result.stdout.str()[-3000:]
    run = json.loads((root / "run.json").read_text(encoding="utf-8"))
    block = run["recording"]["providers"]["tavily"]
    assert block["rate_limited"] >= 1, block
    assert block["waited_s"] > 0.0, block  # the pauses after those 429s
    calls_waited = sum(
        (c.get("recorded") or {}).get("waited_ms", 0.0) for c in run["providers"]["tavily"]["cases"]
    )
    # the block sums the same waits the cases' records carry (rounded to ms)
    assert block["waited_s"] == pytest.approx(calls_waited / 1000.0, abs=0.01), block


# -- 2. remedies with the run's options -----------------------------------------------------

PLAN = {"providers": {"tavily": {"cases": ["a", "b", "c"], "operations": ["search"]}}}


def _refused(address: str) -> list[dict]:
    return [
        {"providers": {"tavily": {"calls": 1, "failed": 1}}, "nothing_listens": {"tavily": address}}
    ]


def test_a_link_local_refusal_says_so_and_names_the_ini_entry() -> None:
    url = "http://169.254.169.254"
    context = RecordContext(
        endpoints={"tavily": url}, ini_endpoints=frozenset({"tavily"}), ini_file="pytest.ini"
    )
    lines = summary_lines(PLAN, _refused("169.254.169.254:80"), 0.0, 1.0, {}, context)
    said = next(x for x in lines if "nothing listens" in x)
    assert said.endswith(
        "it is a link-local address (a metadata endpoint or a misconfigured gateway), not the "
        f"provider: fix the ws_endpoints entry tavily={url} in pytest.ini"
    ), said
    assert "start the server" not in said
    # IPv6 link-local, given on the command line
    v6 = "http://[fe80::1]:8080"
    context = RecordContext(endpoints={"tavily": v6})
    lines = summary_lines(PLAN, _refused("[fe80::1]:8080"), 0.0, 1.0, {}, context)
    said = next(x for x in lines if "nothing listens" in x)
    # shell-quoted: ``[fe80::1]`` is a glob to the shell (since stop 62)
    assert "link-local address" in said and said.endswith(f"fix --ws-endpoint 'tavily={v6}'")


def test_a_loopback_refusal_names_where_the_endpoint_was_given() -> None:
    url = "http://127.0.0.1:9"
    context = RecordContext(endpoints={"tavily": url})
    lines = summary_lines(PLAN, _refused("127.0.0.1:9"), 0.0, 1.0, {}, context)
    said = next(x for x in lines if "nothing listens" in x)
    assert said.endswith(f"start the server or fix --ws-endpoint tavily={url}"), said
    assert "link-local" not in said


def test_the_cases_left_are_recorded_by_a_command_with_the_runs_options() -> None:
    context = RecordContext(golden="g2", cassettes="fx", args=("checks", "--rootdir=r"))
    statuses = [{"providers": {"tavily": {"calls": 1, "recorded": 1}}}]
    lines = summary_lines(PLAN, statuses, 0.0, 1.0, {}, context)
    left = next(x for x in lines if "left for the next run" in x)
    command = left.split("`")[1]
    assert command == (
        "pytest --ws-provider=tavily --ws-golden=g2 --ws-cassettes=fx --ws-record=new "
        "checks --rootdir=r"
    ), left


def test_a_broken_cassette_gives_the_command_that_records_its_case(tmp_path: Path) -> None:
    folder = tmp_path / "fx" / "tavily" / "search"
    folder.mkdir(parents=True)
    (folder / "gs-001.json").write_text("{", "utf-8")
    context = RecordContext(cassettes="fx", args=("checks",))
    transport = ReplayTransport(CassetteStore(tmp_path / "fx"), "tavily", "gs-001", context=context)
    adapter = get_adapter("tavily", client=httpx.Client(transport=transport), api_key="k")
    with pytest.raises(CassetteFormatError) as caught:
        adapter.search(SearchQuery(query="q"))
    said = str(caught.value)
    assert "gs-001.json cannot be read" in said
    assert said.endswith(
        "re-record it with `pytest --ws-provider=tavily --ws-cassettes=fx --ws-record=all "
        "-k gs-001 checks`, or convert it with `ws-bench import-capture`"
    ), said


def test_without_a_run_the_remedies_name_the_options_to_add() -> None:
    error = CassetteFormatError("c.json", "bad")
    assert "--ws-record=all and the run's --ws-provider, paths, --ws-golden" in str(error)
    judged = JudgeMismatchError("j.json", "model", "a", "b")
    assert "--ws-record=new, --ws-judge and the run's --ws-provider" in str(judged)
    command = RecordContext(cassettes="fx").record_command("tavily", judge="gpt-x")
    judged = JudgeMismatchError("j.json", "model", "a", "b", command)
    assert str(judged).endswith(
        "record again with `pytest --ws-provider=tavily --ws-cassettes=fx --ws-judge=gpt-x "
        "--ws-record=new`"
    ), str(judged)


def test_an_interrupted_recording_is_resumed_with_its_own_options() -> None:
    run = run_of([], record_args=("checks",), golden_option="g2")
    run["stopped_early"] = {"cause": "an interrupt (Ctrl-C)", "items_ran": 0}
    run["recording"] = {"interrupted": True, "providers": {"tavily": {"recorded": 1}}}
    remedy = unusable_remedy(run)
    assert (
        "resume the recording with `pytest --ws-provider=tavily --ws-golden=g2 "
        "--ws-record=new checks`" in remedy
    ), remedy


# -- 4. one wording for one thing -----------------------------------------------------------


def _two(when: str, *providers: str) -> dict:
    records = [record(f"c{i}", p, relevant=3, useful=True) for p in providers for i in range(4)]
    return run_of(records, finished=when)


def test_compare_lists_a_skipped_run_once_and_points_at_the_run_used(tmp_path: Path) -> None:
    a = write(tmp_path / "a.json", _two("2026-10-01T00:00:00Z", "p", "q"))
    b = write(tmp_path / "b.json", _two("2026-11-01T00:00:00Z", "p", "q"))
    c = write(tmp_path / "c.json", _two("2026-12-01T00:00:00Z", "p", "q"))
    runs, skipped = choose_runs([a, b, c])
    assert [str(path) for path, _ in runs] == [str(c)]
    assert skipped == [
        {"path": str(a), "reason": f"an older run of p, q (newer: {c})"},
        {"path": str(b), "reason": f"an older run of p, q (newer: {c})"},
    ]


def test_merge_names_why_a_shard_is_incomplete(tmp_path: Path) -> None:
    run = run_of([record(f"c{i}", "p") for i in range(2)], shard={"index": 1, "total": 2})
    run["complete"] = False
    run["not_run"] = {"p": ["c2", "c3"]}
    run["selection"] = {**run["selection"], "selected": 4}
    run["stopped_early"] = {"cause": "-x", "items_ran": 2, "items_selected": 4}
    path = write(tmp_path / "s1.json", run)
    with pytest.raises(MergeError) as caught:
        merge_runs([path])
    assert str(caught.value).startswith(
        f"{path} is incomplete: 2 of 4 selected item(s) never ran (the session stopped early: -x)"
    ), str(caught.value)
