"""Report wording a team reads (walkthrough, stop 62):

1. ``ws-bench compare`` never says the run that recorded a recording "replays the recording
   of the run compared" (it made it), names the run compared, and prints a role in words,
   never the run file's ``default_candidate``;
2. every member of a tie group in the terminal ranking reads as in the tie;
3. a user gate's pass/fail line says what its metric was computed over;
4. ``ws-bench diff``'s overall and too-few lines, its footer, and ``ws-bench history``'s
   notes are wrapped at the terminal's width.
"""

from __future__ import annotations

from pathlib import Path
from typing import Any

import pytest

from pytest_websearch_bench.cli import main
from pytest_websearch_bench.report.ranking import rank
from pytest_websearch_bench.report.terminal import render
from runkit import read, record, run_of, write

RECORDED = "2026-10-20T12:00:00Z"


def _run(
    provider: str, finished: str, *, recorded: bool = False, cases: int = 12
) -> dict[str, Any]:
    """A comparable run of ``provider`` (every fixture class consumed), its answers
    captured at ``RECORDED``; ``recorded``: the session recorded them live."""
    records = [record(f"c{i:02d}", provider, relevant=i % 3, useful=i % 2 == 0,
                      captured=RECORDED) for i in range(cases)]  # fmt: skip
    for index, case in enumerate(records):
        case.fixture_classes = [1 + index % 9]
        if recorded:
            case.recorded = {"calls": 1}
    return run_of(records, finished=finished)


def _said(out: str) -> str:
    """The output with its wrapped lines joined (one space between words)."""
    return " ".join(out.split())


# -- 1. compare: who made a recording, and roles in words ---------------------------------------


def test_one_provider_names_the_run_that_made_the_recording_not_a_replay_of_it(
    tmp_path: Path, capsys: pytest.CaptureFixture[str]
) -> None:
    runs = tmp_path / "runs"
    made = write(runs / "a.json", _run("tavily", "2026-10-20T13:00:00Z", recorded=True))
    replay = write(runs / "b.json", _run("tavily", "2026-11-20T13:00:00Z"))
    assert main(["compare", str(runs), "-o", str(tmp_path / "cmp.json")]) == 0
    out = capsys.readouterr().out
    said = _said(out)
    assert (
        f"nothing to rank with one provider; tavily: the run compared ({replay}) replays the "
        f"recording {made} made (same fixture manifest" in said
    )
    assert f"{made} replays" not in said
    assert "default_candidate" not in out
    # (at 80 columns the row keeps its numbers and its role goes under its name: stop 63)
    lines = out.splitlines()
    # (stop 65: cut once, its quality numbers under its cost)
    assert lines[3].endswith("fresh.acc —") and lines[4] == "       default candidate"
    assert read(tmp_path / "cmp.json")["own_past"] == {
        "provider": "tavily",
        "command": None,
        "replays": [str(made)],
        "made_by": [str(made)],
    }


def test_several_providers_say_the_run_compared_made_the_recording_its_replay_replays(
    tmp_path: Path, capsys: pytest.CaptureFixture[str]
) -> None:
    runs = tmp_path / "runs"
    made = write(runs / "rec.json", _run("tavily", "2026-11-20T13:00:00Z", recorded=True))
    cut = _run("tavily", "2026-11-21T13:00:00Z", cases=3)  # a -k replay of it, after it
    part = write(runs / "k.json", {**cut, "selection": {"selected": 3, "not_selected": 9}})
    write(runs / "brave.json", _run("brave", "2026-11-20T13:00:00Z"))
    main(["compare", "--allow-incomplete", str(runs), "-o", str(tmp_path / "cmp.json")])
    out = capsys.readouterr().out
    assert (
        f"tavily: {part} replays the recording the run compared ({made}) made (same fixture"
    ) in _said(out)
    assert "replays the recording of the run compared" not in _said(out)
    assert "default_candidate" not in out and "   1. " in out
    months = read(tmp_path / "cmp.json")["months"]
    assert months["replays"] == {"tavily": [str(part)]}
    assert months["made_by"] == {"tavily": [str(made)]}


# -- 2. every member of a tie group reads as in the tie ------------------------------------------


def _three_tied() -> dict[str, Any]:
    """A run whose three providers cost the same per useful answer (a tie group of 3),
    ordered by P@10 (a: 3 relevant in the top 10, b: 2, c: 1)."""
    records = {n: [record(f"c{i}", n, relevant=r, useful=True, cost=0.01) for i in range(4)]
               for n, r in (("c", 1), ("a", 3), ("b", 2))}  # fmt: skip
    run = run_of([r for group in records.values() for r in group])
    for block in run["providers"].values():
        block["comparable"] = True  # every fixture class, as a bundled run has them
    run["ranking"], run["unranked"] = rank(run["providers"], records)
    return run


def test_the_terminal_ranking_shows_every_member_of_a_tie_group_in_it() -> None:
    run = _three_tied()
    assert [e["provider"] for e in run["ranking"]] == ["a", "b", "c"]
    # the run file keeps what ordered each one above the next: none for the last
    assert [e["tie_broken_by"] for e in run["ranking"]] == ["P@10", "P@10", None]
    lines = render(run, None, width=300)
    start = lines.index(
        "ranking (cost per useful answer, then P@10, pooled recall, freshness accuracy):"
    )
    assert lines[start + 1 : start + 4] == [
        "  1. a (tie 1/3 with b, c; ordered by P@10)",
        "  2. b (tie 2/3 with a, c; ordered by P@10)",
        "  3. c (tie 3/3 with a, b; ordered by P@10)",
    ]


def test_compare_and_the_html_ranking_show_every_member_of_a_tie_group_in_it() -> None:
    from pytest_websearch_bench.report.compare import render_comparison
    from pytest_websearch_bench.report.html import ranking_table

    run = _three_tied()
    lines = render_comparison(
        {
            "providers": run["providers"],
            "ranking": run["ranking"],
            "unranked": [],
            "review": {"unjudged_groups": 0},
        }
    )
    rows = [line for line in lines if line.startswith(("   1. ", "   2. ", "   3. "))]
    assert [row.split("default candidate")[1] for row in rows] == [
        "  tie 1/3 with b, c; ordered by P@10",
        "  tie 2/3 with a, c; ordered by P@10",
        "  tie 3/3 with a, b; ordered by P@10",
    ]
    table = ranking_table(run["ranking"], run["providers"])
    assert table.count("; ordered by P@10</td>") == 3 and "tie 3/3 with a, b" in table


# -- 3. a user gate says what its metric was computed over ----------------------------------------


def test_a_user_gate_says_what_it_is_over_as_the_built_in_gates_do() -> None:
    from pytest_websearch_bench.user_gates import parse_rule

    records = [record(f"c{i:02d}", relevant=i % 3, useful=i % 2 == 0, category="a" if i < 8
                      else "b") for i in range(12)]  # fmt: skip
    rules = [
        parse_rule(text, "t", "t")
        for text in (
            "precision@10 >= 0.05",
            "category.b.precision@10 >= 0.9",
            "citation_coverage >= 0.5",
            "useful_answer_rate >= 0.9",
            "useful_by_source.provider_results >= 1",
        )
    ]
    run = run_of(records, user_gates=rules)
    gates = {g["name"]: g for g in run["providers"]["p"]["gates"]}
    # the run file's gate record, as the built-in citation_coverage's says it
    assert gates["citation_coverage"]["reason"] == "over 6 claims"
    assert gates["citation_coverage#2"]["reason"] == "over 6 claims"
    assert gates["precision@10"]["reason"] == "over 12 cases"
    # (stop 64: a category of fewer than 10 cases says its interval is not one to read)
    small = (
        "; no reliable 95% interval over so few cases of category 'b' (fewer than 10 measured): "
        "another sample of cases could flip this verdict"
    )
    assert gates["category.b.precision@10"]["reason"] == "0.125 is not >= 0.9 over 4 cases" + small
    assert gates["useful_answer_rate"]["reason"] == "0.500 is not >= 0.9 over 12 cases"
    assert "reason" not in gates["useful_by_source.provider_results"]  # a count: over nothing
    lines = render(run, None, width=300)
    assert "  [PASSED] precision@10 >= 0.05 value 0.100 (over 12 cases)" in lines
    assert (
        "  [FAILED] category.b.precision@10 >= 0.9 value 0.125 -> fails the run (a user gate) "
        f"(0.125 is not >= 0.9 over 4 cases{small})"  # over the category's own cases
    ) in lines
    assert "  [PASSED] citation_coverage#2 >= 0.5 value 1.000 (over 6 claims)" in lines


# -- 4. diff's overall, too-few and footer lines, history's notes: wrapped ------------------------


def _months(folder: Path) -> tuple[Path, Path]:
    """Two months of 4 cases (too few to call): NEW lost useful answers, cost more and has
    a case with an error outcome (a note under history's table)."""
    old = [record(f"c{i}", "tavily", relevant=4, useful=True,
                  captured="2026-10-20T12:00:00Z") for i in range(4)]  # fmt: skip
    new = [record("c0", "tavily", captured="2026-11-20T12:00:00Z", error="cassette_mismatch")]
    new += [record(f"c{i}", "tavily", relevant=1, useful=i < 2, cost=0.03,
                   captured="2026-11-20T12:00:00Z") for i in range(1, 4)]  # fmt: skip
    return (
        write(
            folder / "old.json", run_of(old, finished="2026-10-20T13:00:00Z", manifest_sha="a" * 64)
        ),
        write(
            folder / "new.json", run_of(new, finished="2026-11-20T13:00:00Z", manifest_sha="b" * 64)
        ),
    )


def _block(lines: list[str], start: str) -> list[str]:
    """The line that starts with ``start`` and its continuation lines: four spaces deep
    (past the two-deep rows or suggestions that follow), none deeper."""
    at = next(i for i, line in enumerate(lines) if line.startswith(start))
    block = [lines[at]]
    for line in lines[at + 1 :]:
        if not line.startswith("    ") or line.startswith("     "):
            break
        block.append(line)
    return block


def test_diff_wraps_its_overall_too_few_and_footer_lines_at_the_terminal_width(
    tmp_path: Path, capsys: pytest.CaptureFixture[str], monkeypatch: pytest.MonkeyPatch
) -> None:
    monkeypatch.setenv("COLUMNS", "80")
    old, new = _months(tmp_path / "runs")
    assert main(["diff", str(old), str(new)]) == 0
    lines = capsys.readouterr().out.splitlines()
    overall = _block(lines, "overall (")
    assert len(overall) > 1 and all(len(line) <= 80 for line in overall)
    assert all(line.startswith("    ") for line in overall[1:])  # past the rows (two deep)
    assert " ".join(x.strip() for x in overall).startswith(
        "overall (4 case(s), few cases; new - old, paired 95% interval; regression: interval "
        "excludes 0, at least the threshold, Holm-corrected over"
    )
    few = _block(lines, "  too few to call (")
    assert len(few) > 1 and all(len(line) <= 80 for line in few)
    assert all(line.startswith("    ") for line in few[1:])
    assert " ".join(x.strip() for x in few) == (
        "too few to call (4 cases in common, fewer than 10): metric changes are shown, none "
        "is called a regression or an improvement (nor counted by --fail-on-regression); a gate "
        "NEW fails (passed -> failed, or added or changed since OLD) still counts"
    )
    footer = _block(lines, "12 change(s) for the worse")
    assert len(footer) > 1 and all(len(line) <= 80 for line in footer)
    keys = ("precision@5", "precision@10", "cost_per_search_usd", "cost_per_case_usd",
            "cost_per_useful_answer_usd", "useful_answer_rate")  # fmt: skip
    assert " ".join(x.strip() for x in footer) == (
        "12 change(s) for the worse, too few to call (not counted by --fail-on-regression): "
        + ", ".join(f"{scope}:{key}" for scope in ("overall", "category.a") for key in keys)
    )
    assert lines[lines.index(footer[-1]) + 1].startswith("  to fail a run")  # two deep


def test_history_wraps_the_notes_under_its_tables_at_the_terminal_width(
    tmp_path: Path, capsys: pytest.CaptureFixture[str], monkeypatch: pytest.MonkeyPatch
) -> None:
    monkeypatch.setenv("COLUMNS", "80")
    _months(tmp_path / "runs")
    assert main(["history", str(tmp_path / "runs")]) == 0
    lines = capsys.readouterr().out.splitlines()
    # under two-line rows the notes follow a blank line, two deep (stop 65: not at the
    # numbers' four)
    notes = lines[lines.index("") + 1 :]
    assert notes and all(len(line) <= 80 for line in notes)
    said = " ".join(line.strip() for line in notes)
    assert "new.json: failed: 1 case(s) with an error outcome (c0) (this row counts them)" in said
    assert any(line.startswith("    ") for line in notes)  # a note's next lines: 2 deeper
