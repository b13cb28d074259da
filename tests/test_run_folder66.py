"""One folder walk for ``compare``, ``report``, ``merge`` and ``history``
(``report.run_folder``): the bench's own cache under ``.ws-bench`` is never read, any JSON
that is not a run file is skipped and counted once; a file named on its own that is not a
run file stays an error (walkthrough 66)."""

from __future__ import annotations

import json
from pathlib import Path

import pytest

from pytest_websearch_bench.cli import main
from pytest_websearch_bench.report.history import build_history
from runkit import record, run_of, write


def _project(root: Path) -> Path:
    """A project folder as a session leaves it: run files under .ws-bench/runs, the
    parsed-artifact cache's JSON (no schema) under .ws-bench/cache, other JSON beside."""
    bench = root / ".ws-bench"
    write(bench / "runs" / "2026-11.json", run_of([record("c1", "p", relevant=2, useful=True)]))
    entry = bench / "cache" / "artifacts-v13-0123abcd" / "ab" / "ab12"
    entry.mkdir(parents=True)
    (entry / "injection-v69-0123abcd.json").write_text('{"spans": []}', "utf-8")
    (root / "package.json").write_text('{"name": "x"}', "utf-8")
    (root / "golden").mkdir()
    (root / "golden" / "notes.json").write_text("[1, 2]", "utf-8")
    return bench


@pytest.mark.parametrize("command", ["compare", "report", "history"])
@pytest.mark.parametrize("where", ["bench", "project"])
def test_a_folder_holding_the_benchs_cache_is_read(
    tmp_path: Path, capsys: pytest.CaptureFixture[str], command: str, where: str
) -> None:
    bench = _project(tmp_path)
    folder = bench if where == "bench" else tmp_path
    out = ["-o", str(tmp_path / "out.html")] if command == "report" else []
    assert main([command, str(folder), *out]) in (0, 3)  # 3: one provider, none ranked
    printed = capsys.readouterr()
    flat = " ".join(printed.out.split())
    assert "not a pytest-websearch-bench run file" not in printed.err
    assert "injection-v67" not in flat  # the cache is not read, not listed file by file
    others = 0 if where == "bench" else 2  # package.json and golden/notes.json
    if others:
        said = f"skipped {folder}: 2 JSON files that are not run files (the bench's cache"
    else:
        said = f"skipped {bench / 'cache'}: the bench's cache, never read"
    assert flat.count("skipped") == 1 and said in flat


def test_history_counts_what_it_skipped_once(tmp_path: Path) -> None:
    _project(tmp_path)
    history = build_history(tmp_path)
    assert history["skipped"] == [
        {
            "path": str(tmp_path),
            "reason": "2 JSON files that are not run files (the bench's cache under "
            f"{tmp_path / '.ws-bench' / 'cache'} is never read)",
        }
    ]


def test_a_cache_put_elsewhere_by_ws_cache_dir_is_not_read(tmp_path: Path) -> None:
    runs = tmp_path / "runs"
    write(runs / "2026-11.json", run_of([record("c1", "p", relevant=2, useful=True)]))
    entry = runs / "my-cache" / "artifacts-v13-0123abcd"
    entry.mkdir(parents=True)
    (entry / "x.json").write_text("{", "utf-8")  # damaged, but never read
    assert build_history(runs)["skipped"] == [
        {"path": str(entry), "reason": "the bench's cache, never read"}
    ]


@pytest.mark.parametrize("command", ["compare", "report"])
def test_a_file_named_on_its_own_that_is_not_a_run_file_stays_an_error(
    tmp_path: Path, capsys: pytest.CaptureFixture[str], command: str
) -> None:
    other = tmp_path / "package.json"
    other.write_text(json.dumps({"name": "x"}), "utf-8")
    out = ["-o", str(tmp_path / "out.html")] if command == "report" else []
    assert main([command, str(other), *out]) == 2
    err = " ".join(capsys.readouterr().err.split())
    assert f"{other} is not a pytest-websearch-bench run file: schema is None" in err
