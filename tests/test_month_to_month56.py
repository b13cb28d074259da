"""The month-to-month loop, as a new user met it again: ``diff --json`` of runs that hold
several providers keeps one shape (the providers of one run named, as the terminal names
them), and the trend page shows the gates that keep failing, as the terminal does."""

from __future__ import annotations

import json
from pathlib import Path

import pytest

from pytest_websearch_bench.cli import main
from pytest_websearch_bench.report.diff import DIFF_SCHEMA, DIFFS_SCHEMA
from pytest_websearch_bench.report.history import build_history, render_history
from pytest_websearch_bench.report.trend_html import render_trend
from pytest_websearch_bench.user_gates import parse_rule
from runkit import record, run_of, write

MONTHS = ("2026-10-20T09:00:00Z", "2026-11-20T09:00:00Z", "2026-12-20T09:00:00Z")


def _month(
    path: Path,
    when: str,
    providers: tuple[str, ...],
    *,
    relevant: int = 2,
    rules: tuple[str, ...] = (),
) -> str:
    records = [
        record(f"c{i:02d}", name, relevant=relevant, useful=True, captured=when)
        for name in providers
        for i in range(12)
    ]
    parsed = [parse_rule(r, "golden/gates.yaml", "golden/gates.yaml") for r in rules]
    return str(write(path, run_of(records, finished=when, user_gates=parsed)))


# 1. diff --json: one shape for runs of several providers, whatever they share


@pytest.mark.parametrize(
    ("old", "new", "only_old", "only_new"),
    [
        (("exa",), ("exa", "tavily"), [], ["tavily"]),
        (("brave", "exa"), ("exa", "tavily"), ["brave"], ["tavily"]),
        (("exa", "tavily"), ("exa", "tavily"), [], []),
        (("brave", "exa", "tavily"), ("exa", "tavily"), ["brave"], []),
    ],
)
def test_diff_json_of_runs_of_several_providers_has_one_shape(
    tmp_path: Path,
    capsys: pytest.CaptureFixture[str],
    old: tuple[str, ...],
    new: tuple[str, ...],
    only_old: list[str],
    only_new: list[str],
) -> None:
    a = _month(tmp_path / "2026-10.json", MONTHS[0], old)
    b = _month(tmp_path / "2026-11.json", MONTHS[1], new)
    out = tmp_path / "diff.json"
    assert main(["diff", a, b, "--json", str(out)]) == 0
    terminal = capsys.readouterr().out
    data = json.loads(out.read_text("utf-8"))
    shared = sorted(set(old) & set(new))
    assert data["schema"] == DIFFS_SCHEMA
    assert list(data["providers"]) == shared
    assert data["only_old"] == only_old and data["only_new"] == only_new
    assert data["regressed"] is False
    for name in shared:  # each diff is the one-provider JSON
        assert data["providers"][name]["schema"] == DIFF_SCHEMA
        assert data["providers"][name]["provider"] == name
        assert f"ws-bench diff: {name} on 12 common case(s)" in terminal
    for name in only_old + only_new:  # what the JSON says is left out, the terminal says too
        assert name in terminal.split("ws-bench diff: ")[0] or f"{name} (not diffed)" in terminal
    # stdout of --json - is the same document
    assert main(["diff", a, b, "--json", "-"]) == 0
    printed = json.loads(capsys.readouterr().out)
    assert printed["schema"] == DIFFS_SCHEMA and list(printed["providers"]) == shared
    assert (printed["only_old"], printed["only_new"]) == (only_old, only_new)


def test_the_one_shared_provider_s_line_and_json_say_the_same(
    tmp_path: Path, capsys: pytest.CaptureFixture[str]
) -> None:
    a = _month(tmp_path / "2026-10.json", MONTHS[0], ("brave", "exa"))
    b = _month(tmp_path / "2026-11.json", MONTHS[1], ("exa", "tavily"))
    assert main(["diff", a, b, "--json", "-"]) == 0
    captured = capsys.readouterr()
    assert captured.err.splitlines() == [
        "diffing exa, the one provider both runs hold; brave only in OLD; tavily only in NEW"
    ]
    data = json.loads(captured.out)
    assert (data["only_old"], data["only_new"], list(data["providers"])) == (
        ["brave"],
        ["tavily"],
        ["exa"],
    )


def test_runs_of_one_provider_and_provider_keep_the_single_diff(
    tmp_path: Path, capsys: pytest.CaptureFixture[str]
) -> None:
    a = _month(tmp_path / "2026-10.json", MONTHS[0], ("exa",))
    b = _month(tmp_path / "2026-11.json", MONTHS[1], ("exa",))
    assert main(["diff", a, b, "--json", "-"]) == 0
    data = json.loads(capsys.readouterr().out)
    assert data["schema"] == DIFF_SCHEMA and data["provider"] == "exa"
    c = _month(tmp_path / "2026-12.json", MONTHS[2], ("exa", "tavily"))
    assert main(["diff", a, c, "--provider", "exa", "--json", "-"]) == 0
    data = json.loads(capsys.readouterr().out)
    assert data["schema"] == DIFF_SCHEMA and data["provider"] == "exa"


def test_fail_on_regression_reads_the_one_shape(
    tmp_path: Path, capsys: pytest.CaptureFixture[str]
) -> None:
    a = _month(tmp_path / "2026-10.json", MONTHS[0], ("exa",), relevant=3)
    b = _month(tmp_path / "2026-11.json", MONTHS[1], ("exa", "tavily"), relevant=1)
    out = tmp_path / "diff.json"
    assert main(["diff", a, b, "--json", str(out), "--fail-on-regression"]) == 1
    assert "REGRESSED exa overall precision@10" in capsys.readouterr().err
    data = json.loads(out.read_text("utf-8"))
    assert data["regressed"] is True and data["providers"]["exa"]["regressed"] is True


# 2. the trend page shows the standing failures, escaped, in the terminal's words


def test_the_trend_page_shows_the_gates_still_failing(tmp_path: Path) -> None:
    rules = ("precision@10 >= 0.5", "precision@10 >= 0.25")
    _month(tmp_path / "2026-10.json", MONTHS[0], ("p",), relevant=3, rules=rules)
    _month(tmp_path / "2026-11.json", MONTHS[1], ("p",), rules=rules)
    _month(tmp_path / "2026-12.json", MONTHS[2], ("p",), rules=rules)
    history = build_history(tmp_path)
    words = (
        "2026-12.json: still failing: precision@10 (0.200 vs >= 0.5), since 2026-10.json; "
        "precision@10#2 (0.200 vs >= 0.25), since 2026-11.json"
    )
    assert f"    {words}" in render_history(history)
    page = render_trend(history, "2026-12-21 09:00 UTC")
    assert words.replace(">", "&gt;") in page
    assert ">= 0.5" not in page  # escaped
    assert page.count("still failing") == 1  # once, for the newest run


def test_the_trend_page_says_nothing_of_gates_that_pass(tmp_path: Path) -> None:
    rules = ("precision@10 >= 0.1",)
    _month(tmp_path / "2026-10.json", MONTHS[0], ("p",), rules=rules)
    _month(tmp_path / "2026-11.json", MONTHS[1], ("p",), rules=rules)
    assert "still failing" not in render_trend(build_history(tmp_path), "now")


# 3. what walking the loop on two emulator recordings showed


@pytest.mark.parametrize(
    ("failing", "line"),
    [
        (7, "  upstream in 7 case(s): c00, c01, c02, c03, c04, ..."),  # more are in the JSON
        (5, "  upstream in 5 case(s): c00, c01, c02, c03, c04"),  # all listed
    ],
)
def test_a_new_error_class_lists_five_cases_and_says_when_there_are_more(
    tmp_path: Path, capsys: pytest.CaptureFixture[str], failing: int, line: str
) -> None:
    old = [record(f"c{i:02d}", "p", relevant=2, captured=MONTHS[0]) for i in range(12)]
    new = [
        record(
            f"c{i:02d}",
            "p",
            relevant=2,
            captured=MONTHS[1],
            error="upstream" if i < failing else None,
        )
        for i in range(12)
    ]
    a = str(write(tmp_path / "2026-10.json", run_of(old, finished=MONTHS[0])))
    b = str(write(tmp_path / "2026-11.json", run_of(new, finished=MONTHS[1])))
    out = tmp_path / "diff.json"
    main(["diff", a, b, "--json", str(out)])
    lines = capsys.readouterr().out.splitlines()
    at = lines.index("new error classes (1):")
    assert lines[at + 1] == line
    listed = json.loads(out.read_text("utf-8"))["explain"]["errors_new"]["upstream"]
    assert listed == [f"c{i:02d}" for i in range(failing)]


def test_a_rate_threshold_above_one_is_refused_with_both_ways_to_write_it(
    tmp_path: Path, capsys: pytest.CaptureFixture[str]
) -> None:
    a = _month(tmp_path / "2026-10.json", MONTHS[0], ("p",))
    b = _month(tmp_path / "2026-11.json", MONTHS[1], ("p",))
    assert main(["diff", a, b, "--threshold", "precision@10=3"]) == 2
    err = capsys.readouterr().err.splitlines()
    assert err == [
        "ws-bench: --threshold 'precision@10=3': precision@10 is a rate between 0 and 1, so a "
        "change of 3 can never be reached",
        "  remedy: write the change as a rate (precision@10=0.03) or a relative one "
        "(precision@10=3%)",
    ]
    assert main(["diff", a, b, "--threshold", "precision@10=inf"]) == 2
    assert "'inf' is not a non-negative number" in capsys.readouterr().err
    # money and milliseconds take any absolute size, a rate takes 1
    for item in ("latency.search.mean_ms=50", "cost_per_case_usd=2", "precision@10=1"):
        assert main(["diff", a, b, "--threshold", item]) == 0, item
    capsys.readouterr()


def test_the_documented_record_command_writes_to_its_own_tree_and_run_file() -> None:
    text = (Path(__file__).resolve().parents[1] / "docs" / "keeping-watch.md").read_text("utf-8")
    assert (
        "pytest --ws-provider=tavily --ws-record=all --ws-cassettes=fixtures/2026-12 \\\n"
        "       --ws-report=runs/tavily-2026-12.json -p no:cacheprovider -q\n"
        "ws-bench diff runs/tavily-2026-11.json runs/tavily-2026-12.json"
    ) in text
