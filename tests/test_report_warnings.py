"""What a decision report must say wherever its numbers go (terminal, compare and its
JSON, the HTML report): synthetic fixtures, accepted hand edits, the tie-break, a gate
that was not evaluated, why a provider is not comparable."""

from __future__ import annotations

import json
from pathlib import Path
from typing import Any

from pytest_websearch_bench.cli import main
from pytest_websearch_bench.report.compare import compare_runs, render_comparison
from pytest_websearch_bench.report.terminal import render
from runkit import record, run_of, write

EDITED = {
    "path": "p/search/c01.json",
    "edits": [{"reason": "improve p", "date": "2026-12-02", "sha256": "a" * 64}],
}


def _file(path: Path, **change: Any) -> Path:
    run = run_of([record(f"c{i:02d}", "p", relevant=2, useful=True) for i in range(12)])
    data = json.loads(write(path, run).read_text("utf-8"))
    for key, value in change.items():
        if key == "synthetic":
            data["providers"]["p"]["synthetic_quality_classes"] = [1, 2]
            data["provenance"]["synthetic_quality_fixtures"] = ["p"]
            data["provenance"]["warning"] = value
        elif key == "edited":
            data["fixtures"]["edited"] = value
    path.write_text(json.dumps(data), encoding="utf-8")
    return path


def _page(tmp_path: Path, path: Path) -> str:
    out = tmp_path / "report.html"
    assert main(["report", str(path), "-o", str(out)]) == 0
    return out.read_text("utf-8")


def test_compare_says_the_fixtures_are_synthetic(tmp_path: Path) -> None:
    warning = "synthetic fixtures in classes 1-3 or 9: not a provider comparison"
    comparison = compare_runs([_file(tmp_path / "run.json", synthetic=warning)])
    assert comparison["synthetic"] == {"providers": ["p"], "warning": warning}
    assert render_comparison(comparison)[0] == f"WARNING {warning} (p)"
    plain = compare_runs([_file(tmp_path / "plain.json")])
    assert plain["synthetic"]["warning"] is None
    assert not any("synthetic" in line for line in render_comparison(plain))


def test_accepted_hand_edits_are_named_in_terminal_compare_and_html(tmp_path: Path) -> None:
    path = _file(tmp_path / "run.json", edited=[EDITED])
    said = "p/search/c01.json: improve p (2026-12-02)"
    run = json.loads(path.read_text("utf-8"))
    assert any("hand-edited" in line and said in line for line in render(run, verbosity=-1))
    comparison = compare_runs([path])
    assert comparison["edited_fixtures"] == [
        {"run": str(path), "path": EDITED["path"], "reasons": ["improve p (2026-12-02)"]}
    ]
    assert any("hand-edited" in line and said in line for line in render_comparison(comparison))
    assert said in _page(tmp_path, path)
    clean = _file(tmp_path / "clean.json")
    assert compare_runs([clean])["edited_fixtures"] == []
    assert "hand-edited" not in _page(tmp_path, clean)
