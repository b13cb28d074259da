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
from runkit import record, run_of, unwrapped, write

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
    assert said in unwrapped(render(run, verbosity=-1), "WARNING 1 hand-edited")
    comparison = compare_runs([path])
    assert comparison["edited_fixtures"] == [
        {"run": str(path), "path": EDITED["path"], "reasons": ["improve p (2026-12-02)"]}
    ]
    assert any("hand-edited" in line and said in line for line in render_comparison(comparison))
    assert said in _page(tmp_path, path)
    clean = _file(tmp_path / "clean.json")
    assert compare_runs([clean])["edited_fixtures"] == []
    assert "hand-edited" not in _page(tmp_path, clean)


def _entry(provider: str, position: int, tie_with: list[str], **extra: Any) -> dict[str, Any]:
    return {
        "provider": provider,
        "position": position,
        "qualified": True,
        "cost_per_useful_answer_usd": 0.0096,
        "precision@10": 0.194,
        "recall_pooled": 0.5,
        "freshness_accuracy": 0.824,
        "tie_with": tie_with,
        "tie_broken_by": "P@10" if tie_with else None,
        **extra,
    }


UNJUDGED = {
    "name": "freshness_accuracy",
    "status": "not_evaluated",
    "value": 0.824,
    "reason": "only 21 dated document(s) have a hand-verified date (the gate needs 40, "
    "the built-in sample); it breaks no tie either",
}


def test_the_html_ranking_says_what_ordered_a_tie_and_marks_an_unjudged_gate() -> None:
    from pytest_websearch_bench.report.html import ranking_table

    blocks = {
        "linkup": {"role": "default_candidate", "gates": [UNJUDGED]},
        "perplexity": {"role": "default_candidate", "gates": []},
    }
    table = ranking_table(
        [_entry("linkup", 2, ["perplexity"]), _entry("perplexity", 3, ["linkup"])], blocks
    )
    assert table.count("ordered by P@10") == 2
    linkup, perplexity = table.split("<tr>")[2:4]
    assert "0.824 <span class=muted>(gate not evaluated: only 21 dated" in linkup
    assert "not evaluated" not in perplexity


def test_compare_marks_a_value_whose_gate_was_not_evaluated() -> None:
    why = {"freshness_accuracy": UNJUDGED["reason"]}
    comparison = {
        "ranking": [_entry("parallel", 1, [], gates_not_evaluated=why), _entry("brave", 2, [])],
        "unranked": [],
        "providers": {
            "parallel": {"ci95": {}, "role": "default_candidate"},
            "brave": {"ci95": {}, "role": "default_candidate"},
        },
        "review": {"unjudged_groups": 0},
    }
    lines = render_comparison(comparison)
    assert "fresh.acc 0.824†" in lines[1] and "fresh.acc 0.824 " in lines[2]
    assert "was not evaluated" in lines[3] and "parallel 21" in lines[3]
    assert "brave" not in lines[3]


def test_quiet_terminal_says_why_a_provider_is_not_comparable(tmp_path: Path) -> None:
    run = json.loads(_file(tmp_path / "run.json").read_text("utf-8"))
    missing = ", ".join(map(str, run["providers"]["p"]["missing_classes"]))
    assert missing  # runkit's records use no fixture class
    quiet = render(run, verbosity=-1)
    assert f"provider p (NOT COMPARABLE: no case of fixture class(es) {missing})" in quiet
    run["selection"] = {"selected": 12, "not_selected": 3}
    partial = render(run, verbosity=-1)
    assert any("not used by the cases that ran" in line for line in partial[:1])
    assert "provider p (NOT COMPARABLE)" in render(run, verbosity=0)  # its own line says why
