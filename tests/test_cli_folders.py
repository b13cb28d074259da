"""``merge``, ``compare`` and ``report`` read folders as ``history`` does: recursively,
said in --help; ``merge`` counts the shards it merged; an empty folder is named with the
command's own verb."""

from __future__ import annotations

import json
from pathlib import Path

import pytest

from pytest_websearch_bench.cli import build_parser, main
from runkit import record, run_of, write

SELECTION = {"cases": ["c1", "c2", "c3"], "providers": ["p"]}


def _shards(folder: Path) -> None:
    for index, case in enumerate(("c1", "c2", "c3"), start=1):
        run = run_of(
            [record(case, "p", relevant=2, useful=True)],
            shard={"index": index, "total": 3},
            selection=SELECTION,
        )
        write(folder / f"part{index}" / f"shard{index}.json", run)  # one subfolder each


def test_merge_counts_the_shards_it_found_in_subfolders(tmp_path: Path, capsys) -> None:
    _shards(tmp_path / "shards")
    (tmp_path / "shards" / "compare.json").write_text(
        '{"schema": "pytest-websearch-bench/compare@1"}', "utf-8"
    )
    assert main(["merge", str(tmp_path / "shards"), "-o", str(tmp_path / "merged.json")]) == 0
    out = capsys.readouterr().out
    assert "merged 3 shard run(s), 3 case records" in out
    assert "compare.json: not a run file (schema 'pytest-websearch-bench/compare@1')" in out
    merged = json.loads((tmp_path / "merged.json").read_text("utf-8"))
    assert len(merged["providers"]["p"]["cases"]) == 3


def test_compare_and_report_find_runs_in_subfolders(tmp_path: Path, capsys) -> None:
    runs = tmp_path / "runs"
    write(runs / "2026-11" / "p.json", run_of([record("c1", "p", relevant=2, useful=True)]))
    (runs / "diff.json").write_text('{"schema": "pytest-websearch-bench/diff@1"}', "utf-8")
    main(["compare", str(runs)])
    out = capsys.readouterr().out
    assert "unranked: p: not comparable" in out  # the run was read, from its subfolder
    flat = " ".join(out.split())  # the skipped line is wrapped at the terminal's width
    assert "skipped" in flat and "diff.json: not a run file" in flat
    assert main(["report", str(runs), "-o", str(tmp_path / "r.html")]) == 0
    assert "2026-11" in (tmp_path / "r.html").read_text("utf-8")


@pytest.mark.parametrize(
    ("command", "verb"), [("merge", "merge"), ("report", "report on"), ("compare", "compare")]
)
def test_an_empty_folder_is_named_with_the_commands_verb(
    tmp_path: Path, capsys, command: str, verb: str
) -> None:
    empty = tmp_path / "empty"
    empty.mkdir()
    args = [command, str(empty)] + ([] if command == "compare" else ["-o", str(tmp_path / "x")])
    assert main(args) == 2
    err = capsys.readouterr().err
    assert f"no run files to {verb} in {empty} (*.json, subfolders included)" in err


@pytest.mark.parametrize("command", ["merge", "compare", "report"])
def test_help_says_folders_are_searched_recursively(command: str) -> None:
    parser = build_parser()
    sub = next(a for a in parser._subparsers._group_actions if a.choices)  # type: ignore[union-attr]
    assert "searched recursively" in " ".join(sub.choices[command].format_help().split())


def test_report_without_o_writes_beside_the_run_or_into_the_folder(tmp_path: Path, capsys) -> None:
    """Walkthrough 59 #11: ``ws-bench report runs/x.json`` without ``-o`` was a usage error."""
    runs = tmp_path / "runs"
    one = write(runs / "2026-11.json", run_of([record("c1", "p", relevant=2, useful=True)]))
    assert main(["report", str(one)]) == 0
    assert (runs / "2026-11.html").is_file()
    assert f"report: {runs / '2026-11.html'}" in capsys.readouterr().out
    assert main(["report", str(runs)]) == 0
    assert "2026-11" in (runs / "report.html").read_text("utf-8")
