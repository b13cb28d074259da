"""What the report and compare pages say (stop 67, ux67c): the folder walk leaves tools'
folders out and says so once; compare's JSON holds the terminal's n; the trend's ``mean
ms`` says what it is the mean of; the reader-tests line names the run's own tree in every
report; diff's ``*`` marks every lower-is-better row and is said under the first block, as
compare says its own; a README excerpt is an abridged copy of the output, in order."""

from __future__ import annotations

import html
import json
from pathlib import Path

import pytest

from pytest_websearch_bench.cli import main
from pytest_websearch_bench.records import CallRecord, ReadRecord
from pytest_websearch_bench.report.compare import compare_runs, render_comparison
from pytest_websearch_bench.report.diff import diff_runs
from pytest_websearch_bench.report.diff_render import LOWER_FOOTNOTE, render_diff
from pytest_websearch_bench.report.history import build_history, render_history
from pytest_websearch_bench.report.run_folder import find_runs
from pytest_websearch_bench.report.trend_html import render_trend
from readme_excerpts import excerpt_problems
from runkit import record, run_of, write

# --- 1. the folder walk leaves the folders no run file lives in ------------------------------

TOOLS = {  # folder -> the file that makes it a tool's (None: its name does)
    "node_modules/left-pad": None,
    ".venv/lib": ".venv/pyvenv.cfg",
    "env/lib": "env/pyvenv.cfg",  # a virtual environment by its pyvenv.cfg, not its name
    "conda/envs": "conda/conda-meta/history",
    ".tox/py311": None,
    ".git/refs": None,
    "src/__pycache__": None,
    "lib/python3.11/site-packages/x": None,
}


def _project_with_tools(root: Path) -> Path:
    """A project: its run under .ws-bench/runs, and in every tool's folder a run file and a
    damaged JSON file (read, they would be counted or named)."""
    run = write(
        root / ".ws-bench" / "runs" / "2026-11.json",
        run_of([record("c1", "p", relevant=2, useful=True)]),
    )
    for folder, mark in TOOLS.items():
        (root / folder).mkdir(parents=True, exist_ok=True)
        (root / folder / "run.json").write_text(run.read_text("utf-8"), "utf-8")
        (root / folder / "broken.json").write_text("{", "utf-8")
        if mark:
            (root / mark).parent.mkdir(parents=True, exist_ok=True)
            (root / mark).write_text("home = /usr/bin\n", "utf-8")
    return run


def test_the_walk_skips_tools_folders_and_counts_them_once(tmp_path: Path) -> None:
    run = _project_with_tools(tmp_path)
    found = find_runs(tmp_path)
    assert found.paths == [run]  # none of the copies in the tools' folders
    assert found.skipped == [] and found.not_runs == 0  # no damaged file named: none read
    # lib/ is walked (its site-packages is not); .ws-bench is the one hidden folder walked
    said = sorted(str(p.relative_to(tmp_path)) for p in found.tools)
    assert said == [".git", ".tox", ".venv", "conda", "env", "lib/python3.11/site-packages",
                    "node_modules", "src/__pycache__"]  # fmt: skip
    (summary,) = found.all_skipped()
    assert summary["path"] == str(tmp_path)
    assert summary["reason"].startswith(
        "8 folders not searched (.git, .tox, .venv, __pycache__, ...): hidden, virtual "
        "environments or tools' folders, where no run file lives; name one to search it"
    )


@pytest.mark.parametrize("command", ["compare", "history"])
def test_the_commands_say_the_folders_not_searched_once(
    tmp_path: Path, capsys: pytest.CaptureFixture[str], command: str
) -> None:
    _project_with_tools(tmp_path)
    assert main([command, str(tmp_path)]) in (0, 3)  # 3: one provider, none ranked
    flat = " ".join(capsys.readouterr().out.split())
    assert flat.count("skipped") == 1 and f"skipped {tmp_path}: 8 folders not searched" in flat
    assert "broken.json" not in flat


def test_a_folder_named_on_the_command_line_is_searched_whatever_its_name(
    tmp_path: Path,
) -> None:
    run = _project_with_tools(tmp_path)
    found = find_runs(tmp_path / "node_modules")
    assert [p.name for p in found.paths] == ["run.json"]
    assert [s["path"] for s in found.skipped] == [
        str(tmp_path / "node_modules" / "left-pad" / "broken.json")
    ]
    hidden = tmp_path / "elsewhere" / ".runs"
    write(hidden / "2026-12.json", json.loads(run.read_text("utf-8")))
    assert [p.name for p in find_runs(hidden).paths] == ["2026-12.json"]


def test_no_run_found_says_which_folders_were_not_searched(
    tmp_path: Path, capsys: pytest.CaptureFixture[str]
) -> None:
    write(tmp_path / ".runs" / "2026-12.json", run_of([record("c1", "p", relevant=2)]))
    assert main(["compare", str(tmp_path)]) == 2
    err = " ".join(capsys.readouterr().err.split())
    assert "1 folder not searched (.runs): hidden" in err and "name one to search it" in err


# --- 2. compare's JSON holds the n the terminal shows ----------------------------------------


def test_compare_json_holds_n_measured(tmp_path: Path) -> None:
    records = [record(f"c{i}", "p", relevant=2, useful=True) for i in range(4)]
    path = write(tmp_path / "p.json", run_of(records))
    block = compare_runs([path])["providers"]["p"]
    assert block["aggregate"]["n_measured"] == 4
    assert block["ci95_cases"] == 4


def test_compare_json_of_an_older_run_reads_n_as_n_measured(tmp_path: Path) -> None:
    path = write(
        tmp_path / "old.json",
        run_of([record(f"c{i}", "p", relevant=2, useful=True) for i in range(3)]),
    )
    run = json.loads(path.read_text("utf-8"))
    del run["providers"]["p"]["aggregate"]["n_measured"]  # a run file written before it
    path.write_text(json.dumps(run), "utf-8")
    block = compare_runs([path])["providers"]["p"]
    assert block["aggregate"]["n_measured"] == 3  # the terminal's n column shows n then


# --- 3. the trend's mean ms says what it is the mean of --------------------------------------


def _months(folder: Path) -> None:
    for month, latency in (("2026-10", 100.0), ("2026-11", 120.0)):
        records = [record(f"c{i}", "p", relevant=2, latency=latency) for i in range(3)]
        write(
            folder / f"{month}.json",
            run_of(records, finished=f"{month}-20T13:00:00Z", manifest_sha=month[-1] * 64),
        )


def test_the_trend_page_and_the_terminal_say_what_mean_ms_is(tmp_path: Path) -> None:
    _months(tmp_path)
    history = build_history(tmp_path)
    said = "the mean latency of a search call, in ms, over the search calls of the run's"
    terminal = " ".join(" ".join(render_history(history, 80)).split())
    assert terminal.count(f"legend: mean ms {said}") == 1  # as the pytest report's legend
    page = render_trend(history, "now")
    assert page.count(f"<p class=muted>mean ms: {html.escape(said)}") == 1
    assert "title='the mean latency of a search call" in page  # on its column


# --- 4. the reader-tests line names the run's own tree ---------------------------------------


def _reader_test_run(folder: Path) -> Path:
    case = record("c1", "p", cost=0.01)
    case.calls.append(CallRecord("p", "extract", status=200, cost_usd=0.008, reader_test=True))
    case.reads = [
        ReadRecord(url="https://s.test/a", via="extract", sha256="a" * 64, reader_test=True)
    ]
    return write(folder / "p.json", run_of([case], cassettes="fixtures/web"))


def test_compare_and_the_html_report_name_the_runs_tree(
    tmp_path: Path, capsys: pytest.CaptureFixture[str]
) -> None:
    path = _reader_test_run(tmp_path)
    comparison = compare_runs([path])
    assert comparison["providers"]["p"]["cassettes"] == "fixtures/web"
    text = " ".join(render_comparison(comparison))
    assert "fixtures/web/_shared/ pages" in text and "cassettes/_shared/" not in text
    assert main(["report", str(path), "-o", str(tmp_path / "r.html")]) == 0
    page = (tmp_path / "r.html").read_text("utf-8")
    assert "fixtures/web/_shared/ pages" in page and "cassettes/_shared/" not in page


# --- 5. diff's * on every lower-is-better row, said under the first block --------------------


def _collapse(folder: Path) -> tuple[Path, Path]:
    """Precision falls in three categories: each one a block of rows under overall."""
    cats = ["a", "b", "c", "d"] * 4
    old = [record(f"c{i:02d}", "p", category=c, relevant=5) for i, c in enumerate(cats)]
    new = [
        record(f"c{i:02d}", "p", category=c, relevant=5 if c == "a" else 0)
        for i, c in enumerate(cats)
    ]
    a = write(folder / "old.json", run_of(old, manifest_sha="o" * 64))
    b = write(folder / "new.json", run_of(new, finished="2026-12-20T13:00:00Z"))
    return a, b


def test_diff_marks_the_reader_test_cost_and_says_the_mark_under_overall(tmp_path: Path) -> None:
    lines = render_diff(diff_runs(*_collapse(tmp_path)))
    labels = [line.split()[0] for line in lines if line.startswith("  ") and line.split()]
    assert "reader_test_cost_usd*" in labels and "reader_test_cost_usd" not in labels
    assert lines.count(LOWER_FOOTNOTE) == 1
    footnote = lines.index(LOWER_FOOTNOTE)
    # right under overall's rows (its last: the row shown, not tested), before the categories
    assert lines[footnote - 1].startswith("  reader_test_cost_usd* ")
    assert lines[footnote + 1].startswith("a (4 case(s), few cases)")


def test_compare_says_its_star_under_the_ranking_before_the_unranked(tmp_path: Path) -> None:
    ranking = [
        {"position": 1, "provider": "a", "cost_per_useful_answer_usd": 0.01,
         "precision@10": 0.5, "recall_pooled": None, "freshness_accuracy": 0.9,
         "qualified": True, "tie_with": [],
         "gates_not_evaluated": {"freshness_accuracy": "only 3 dated documents verified"}},
    ]  # fmt: skip
    block = {"aggregate": {"freshness_accuracy": 0.8}, "gates": [], "ci95_cases": 20}
    comparison = {
        "providers": {"a": {**block, "run": "a.json"}, "b": {**block, "run": "b.json"}},
        "ranking": ranking,
        "unranked": [{"provider": "b", "reason": "not comparable"}],
        "review": {"unjudged_groups": 0},
    }
    lines = render_comparison(comparison)
    star = next(n for n, line in enumerate(lines) if line.startswith("  † fresh.acc"))
    heading = next(n for n, line in enumerate(lines) if line.startswith("not ranked ("))
    assert star == 2 and star < heading  # right under the ranking's one row


# --- 6. a README excerpt is an abridged copy of the output, in its order ---------------------

PRINTED = ["head", "a", "b", "c", "d", "e", "tail"]


@pytest.mark.parametrize(
    ("shown", "ok"),
    [
        (["a", "b", "...", "d"], True),
        (["...", "c", "d", "...", "tail"], True),
        (["a", "c"], False),  # joined: b was cut with no ...
        (["d", "...", "b"], False),  # reordered: every line is printed, not in this order
        (["a", "b2"], False),  # reworded
    ],
)
def test_an_excerpt_cut_only_where_it_says(shown: list[str], ok: bool) -> None:
    assert (excerpt_problems(shown, PRINTED) == []) is ok


def test_a_loose_line_stands_for_the_printed_one() -> None:
    printed = ["x", "run file: /tmp/a/20261207T1Z-p.json", "y"]
    shown = ["x", "run file: /home/you/20261206T2Z-p.json", "y"]
    assert excerpt_problems(shown, printed) != []
    assert excerpt_problems(shown, printed, loose=("run file: /",)) == []
