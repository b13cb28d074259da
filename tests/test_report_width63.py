"""Every report reads right at 80 columns and says what it means (walkthrough, stop 63):

- ``ws-bench compare`` wraps every prose line by the one helper (``wrap.wrap_lines``):
  its headings, the ``compare ranks the newest recording`` line, ``reader tests:``, the
  ``† fresh.acc`` footnote, ``NOT RANKED`` and the stderr verdict; a provider's row keeps
  its numbers on one line (a row) and puts its role and tie, wrapped, under its name;
- ``ws-bench diff`` wraps its first line, OLD and NEW and the heading of the cases with an
  error outcome (a heading's next lines four spaces deep, past its items' two); its
  metric rows stay rows;
- ``ws-bench history`` prints a run on two lines when its row is wider than the terminal
  (the run, then its numbers in columns as wide as they need), its notes wrapped;
- the pytest report keeps a gate line whole at any width (stop 57: it is grepped and
  matched whole), red alone, its next line its own;
- the HTML report prints a role in words (``run_file.ROLE_WORDS``, the one mapping);
- ``watch_cli`` spells no wording of ``diff_thresholds`` (``TOO_FEW``) of its own.
"""

from __future__ import annotations

import inspect
import re
from pathlib import Path
from typing import Any

import pytest

from pytest_websearch_bench import watch_cli
from pytest_websearch_bench.cli import main
from pytest_websearch_bench.plugin import red_lines
from pytest_websearch_bench.report.compare import render_comparison
from pytest_websearch_bench.report.diff_render import METRIC_ROW
from pytest_websearch_bench.report.html import ranking_table
from pytest_websearch_bench.report.html_glossary import GLOSSARY
from pytest_websearch_bench.report.replays import SAME_RECORDING
from pytest_websearch_bench.report.run_file import ROLE_WORDS
from pytest_websearch_bench.report.terminal import render
from pytest_websearch_bench.report.wrap import units, wrap_lines
from runkit import all_unwrapped, record, run_of, unwrapped, write

WIDTH = 80
OCTOBER = "2026-10-20T13:00:00Z"
ROW = re.compile(r"^  (?:\s\d|\d\d|  )[. ] \S+ +(?:\$|—|an unknown)")  # a provider's row


def _records(provider: str, captured: str, *, comparable: bool = True, errors: int = 0) -> list:
    made = [
        record(
            f"c{i:02d}",
            provider,
            relevant=i % 3,
            useful=i % 2 == 0,
            captured=captured,
            error="timeout" if i < errors else None,
        )
        for i in range(12)
    ]
    for index, case in enumerate(made if comparable else ()):
        case.fixture_classes = [1 + index % 9]
    return made


def _too_wide(lines: list[str], width: int = WIDTH) -> list[str]:
    """The lines wider than ``width`` that are neither a table row nor a piece a wrap
    cannot cut (a path), alone or after the line's first word (``skipped``, ``OLD``)."""
    return [
        line
        for line in lines
        if len(line) > width and not ROW.match(line) and not METRIC_ROW.match(line)
        if len(units(line)) > 2
    ]


def _compare(tmp_path: Path, capsys: pytest.CaptureFixture[str], *paths: Path) -> tuple[list, list]:
    main(["compare", *map(str, paths)])
    captured = capsys.readouterr()
    return captured.out.splitlines(), captured.err.splitlines()


# -- 1. ws-bench compare -------------------------------------------------------------------------


def _months(tmp_path: Path) -> Path:
    """Two months of brave and exa (other fixture trees), tavily not comparable."""
    folder = tmp_path / "runs"
    for provider in ("brave", "exa"):
        old = run_of(_records(provider, "2026-10-20T12:00:00Z"), manifest_sha="a" * 64)
        old["finished_at"] = OCTOBER
        write(folder / f"{provider}-2026-10.json", old)
        write(
            folder / f"{provider}-2026-11.json",
            run_of(_records(provider, "2026-11-20T12:00:00Z"), manifest_sha="b" * 64),
        )
    write(
        folder / "tavily-2026-11.json",
        run_of(_records("tavily", "2026-11-20T12:00:00Z", comparable=False), manifest_sha="b" * 64),
    )
    return folder


def test_compare_of_several_providers_fits_80_columns(
    tmp_path: Path, capsys: pytest.CaptureFixture[str], monkeypatch: pytest.MonkeyPatch
) -> None:
    monkeypatch.setenv("COLUMNS", str(WIDTH))
    out, _ = _compare(tmp_path, capsys, _months(tmp_path))
    assert _too_wide(out) == []
    # the headings wrap, their next lines four spaces deep (past the rows' two)
    heading = unwrapped(out, "ranking (", more=4)
    assert heading == (
        "ranking (cost per useful answer [95% CI], then P@10, pooled recall, freshness accuracy):"
    )
    assert unwrapped(out, "not ranked (", more=4).endswith("freshness accuracy; no position):")
    # the line that names history's command (146 columns before), its words all there
    months = unwrapped(out, "compare ranks the newest recording of each provider:")
    assert months.endswith("compares brave, exa with their older runs (month to month)")
    # the command in it stays on one line, whole, to paste (stop 64)
    assert any(line.strip().startswith("`ws-bench history ") for line in out), months
    assert len(out[out.index(next(x for x in out if x.startswith("compare ranks")))]) <= WIDTH
    # a row wider than the terminal is cut once (stop 65): its quality numbers under its
    # cost, then its role and tie under its name, wrapped
    at = next(n for n, line in enumerate(out) if line.startswith("   1. "))
    assert "fresh.acc" in out[at + 1] and "default candidate" not in out[at]
    assert len(out[at]) <= WIDTH and len(out[at + 1]) <= WIDTH
    tail = all_unwrapped(out[at + 2 :], "       default candidate")[0]
    assert "tie 1/2 with" in tail and tail.endswith("(every tie-breaker equal)")
    assert all(len(line) <= WIDTH for line in out[at + 2 : at + 4])
    assert not any(line.startswith("        ") and line[8] != " " for line in out[at + 2 : at + 3])


def test_compare_row_stays_one_line_where_it_fits(
    tmp_path: Path, capsys: pytest.CaptureFixture[str], monkeypatch: pytest.MonkeyPatch
) -> None:
    monkeypatch.setenv("COLUMNS", "200")
    out, _ = _compare(tmp_path, capsys, _months(tmp_path))
    [row] = [line for line in out if line.startswith("   1. ")]
    assert "default candidate  tie 1/2 with" in row


def test_compare_reader_tests_line_wraps(
    tmp_path: Path, capsys: pytest.CaptureFixture[str], monkeypatch: pytest.MonkeyPatch
) -> None:
    from test_reader_tests60 import _with_reader_test

    monkeypatch.setenv("COLUMNS", str(WIDTH))
    records = [_with_reader_test("c1"), record("c2", "p", useful=True)]
    records += [record("c1", "q", useful=True), record("c2", "q", useful=True)]
    out, _ = _compare(tmp_path, capsys, write(tmp_path / "run.json", run_of(records)))
    said = unwrapped(out, "p: reader tests: ")
    assert len(said) > 300 and said.endswith(
        "(such pages read over all the run's cases cost $0.0100: reader_test_cost_usd)"
    )
    assert _too_wide(out) == []


def test_the_fresh_acc_footnote_and_the_one_provider_line_wrap() -> None:
    why = "only 3 dated document(s) hand-verified"
    block = {
        "aggregate": {"cost_per_useful_answer_usd": 0.02, "freshness_accuracy": 0.5},
        "gates": [{"name": "freshness_accuracy", "status": "not_evaluated", "reason": why}],
        "ci95": {},
        "qualified": True,
        "role": "default_candidate",
    }
    comparison = {
        "ranking": [],
        "unranked": [{"provider": "p", "reason": "not comparable: no fixture class used"}],
        "providers": {"p": block},
        "review": {"unjudged_groups": 0},
    }
    whole = render_comparison(comparison)
    lines = render_comparison(comparison, WIDTH)
    assert _too_wide(lines) == []
    footnote = [line for line in whole if line.startswith("  † fresh.acc: ")]
    assert all_unwrapped(lines, "  † fresh.acc: ") == footnote and len(footnote[0]) > WIDTH
    # the one-provider line: its next lines two spaces deeper than it, as every line's
    alone = [line for line in whole if line.startswith("nothing to rank")]
    assert all_unwrapped(lines, "nothing to rank") == alone
    at = next(n for n, line in enumerate(lines) if line.startswith("nothing to rank"))
    assert lines[at + 1].startswith("  ") and lines[at + 1][2] != " "


def test_not_ranked_and_the_verdict_on_stderr_wrap(
    tmp_path: Path, capsys: pytest.CaptureFixture[str], monkeypatch: pytest.MonkeyPatch
) -> None:
    monkeypatch.setenv("COLUMNS", str(WIDTH))
    paths = [
        write(tmp_path / f"{p}.json", run_of(_records(p, "2026-11-20T12:00:00Z", comparable=False)))
        for p in ("brave", "tavily")
    ]
    assert main(["compare", *map(str, paths)]) == 3
    err = capsys.readouterr().err.splitlines()
    assert _too_wide(err) == []
    said = all_unwrapped(err, "NOT RANKED ")
    assert len(said) == 2 and all("-> see README 'Your own golden set'" in s for s in said)
    assert unwrapped(err, "no provider could be ranked").endswith(
        "but none of their providers could be ranked"
    )


# -- 2. ws-bench diff ----------------------------------------------------------------------------


def test_diff_fits_80_columns_and_its_headings_continue_four_deep(
    tmp_path: Path, capsys: pytest.CaptureFixture[str], monkeypatch: pytest.MonkeyPatch
) -> None:
    monkeypatch.setenv("COLUMNS", str(WIDTH))
    old = run_of(_records("brave", "2026-10-20T12:00:00Z", errors=1), manifest_sha="a" * 64)
    old["finished_at"] = OCTOBER
    a = write(tmp_path / "2026-10.json", old)
    b = write(
        tmp_path / "2026-11.json",
        run_of(_records("brave", "2026-11-20T12:00:00Z", errors=3), manifest_sha="b" * 64),
    )
    main(["diff", str(a), str(b)])
    out = capsys.readouterr().out.splitlines()
    assert _too_wide(out) == []
    assert len(out[0]) <= WIDTH and out[1].startswith("    ") and out[1][4] != " "
    header = unwrapped(out, "ws-bench diff: ", more=4)
    assert header.endswith("is left out of its row")
    assert unwrapped(out, f"  OLD {a}").startswith(f"  OLD {a} (captured 2026-10-20, ")
    assert unwrapped(out, f"  NEW {b}").startswith(f"  NEW {b} (captured 2026-11-20, ")
    errors = unwrapped(out, "cases with an error outcome on either side", more=4)
    assert errors.endswith("a change here may be a failure, not the provider) (3):")
    # the table fits too (stop 65): a row too wide is two lines, its verdict under them
    assert [line for line in out if METRIC_ROW.match(line) and len(line) > WIDTH] == []
    assert not any(METRIC_ROW.match(line) for line in out)  # no row on one line at 80


# -- 3. ws-bench history -------------------------------------------------------------------------


def _history(tmp_path: Path) -> Path:
    folder = tmp_path / "runs"
    for month, errors in (("10", 1), ("11", 3), ("12", 3)):
        run = run_of(
            _records("brave", f"2026-{month}-20T12:00:00Z", errors=errors),
            manifest_sha=month * 32,
            finished=f"2026-{month}-20T13:00:00Z",
        )
        write(folder / f"2026-{month}.json", run)
    return folder


def test_history_prints_a_run_on_two_lines_at_80_columns(
    tmp_path: Path, capsys: pytest.CaptureFixture[str], monkeypatch: pytest.MonkeyPatch
) -> None:
    folder = _history(tmp_path)
    monkeypatch.setenv("COLUMNS", "200")
    main(["history", str(folder)])
    wide = capsys.readouterr().out.splitlines()
    assert any(len(line) > WIDTH and line.startswith("  2026-10-20") for line in wide)
    monkeypatch.setenv("COLUMNS", str(WIDTH))
    main(["history", str(folder)])
    out = capsys.readouterr().out.splitlines()
    assert all(len(line) <= WIDTH for line in out), [x for x in out if len(x) > WIDTH]
    at = out.index(next(line for line in out if line.startswith("  2026-10-20")))
    assert out[at].split() == ["2026-10-20", "2026-10.json", "—"]
    numbers = out[at + 1]
    assert numbers.startswith("    ") and "$0.0183" in numbers
    # the columns line up under their names: the first starts four deep with its numbers
    # (stop 64: its name was six deep), the others end with theirs (a number's column
    # ends with its mark, ``!`` or a space, as in the wide table)
    names = out[at - 1]
    assert names.split()[:2] == ["P@10", "nDCG@10"]
    assert names.index("P@10") == numbers.index("0.100") == 4
    assert names.index("$/useful") + len("$/useful") == numbers.index("$0.0183") + len("$0.0183 ")
    # no line ends with a space (stop 64: a split row's numbers ended with the mark's)
    assert [line for line in out if line.endswith(" ")] == []
    # under two-line rows the notes follow a blank line two deep, not at the numbers'
    # four (stop 65), and wrap two spaces deeper
    notes = all_unwrapped(out, "  2026-10.json: ")
    assert notes and all("failed: 1 case(s) with an error outcome (c00)" in n for n in notes)


def test_the_same_recording_words_fit_any_number_of_runs() -> None:
    assert "both" not in SAME_RECORDING and "they share" in SAME_RECORDING


# -- 4. the pytest report ------------------------------------------------------------------------


def _failing_gate() -> dict[str, Any]:
    run = run_of([record(f"c{i}", "brave") for i in range(7)])
    for gate in run["providers"]["brave"]["gates"]:
        if gate["name"] == "freshness_accuracy":
            gate.update(
                status="failed",
                value=0.5,
                reason=None,
                consequence="fails the run (a hard gate)",
                cases=[f"gs-{i:03d}" for i in range(12)],
            )
    return run


def test_a_failed_gate_line_is_the_same_whole_line_at_80_and_300_columns() -> None:
    run = _failing_gate()
    wide = [
        line for line in render(run, "run.json", width=300) if "[FAILED] freshness_accuracy" in line
    ]
    lines = render(run, "run.json", width=WIDTH)
    narrow = [line for line in lines if "[FAILED] freshness_accuracy" in line]
    # one line, identical at both widths, wider than 80 (its cases all on it)
    assert len(wide) == 1 and narrow == wide and len(narrow[0]) > WIDTH
    assert narrow[0].endswith("gs-011")
    # around it, the prose still wraps at the width: only gate lines are wider
    over = [line for line in lines if len(line) > WIDTH and len(units(line)) > 1]
    assert narrow[0] in over and all(line.startswith("  [") for line in over)
    # red alone: the next line is the next gate's, not a continuation of it
    at = lines.index(narrow[0])
    assert lines[at + 1].startswith("  [not evaluated] cost_divergence")
    assert red_lines(lines)[at : at + 2] == [True, False]


# -- 5. the HTML report's role -------------------------------------------------------------------


def test_the_html_report_prints_roles_in_words() -> None:
    entry = {
        "position": 1,
        "provider": "tavily",
        "cost_per_useful_answer_usd": 0.02,
        "precision@10": 0.5,
        "recall_pooled": 0.5,
        "freshness_accuracy": 0.5,
        "qualified": True,
        "tie_with": [],
    }
    for role, words in ROLE_WORDS.items():
        table = ranking_table([entry], {"tavily": {"role": role, "gates": [], "ci95": {}}})
        cells = re.findall(r"<td>([^<]*)</td>", table)
        assert words in cells and role not in cells
    what = GLOSSARY["role"][0]
    assert "default candidate, no disqualifying gate failed" in what
    assert "enrichment only, citation coverage is its only disqualifying failure" in what


# -- 6. one spelling of diff's words -------------------------------------------------------------


def test_watch_cli_spells_no_wording_of_diff_thresholds() -> None:
    from pytest_websearch_bench.report.diff_thresholds import TOO_FEW

    assert TOO_FEW not in inspect.getsource(watch_cli)


def test_wrap_lines_keeps_what_it_is_told_and_cuts_lines_at_newlines() -> None:
    text = "heading:\n  " + "word " * 30
    lines = wrap_lines(
        [text, "row " * 30], 40, kept=lambda line: [line] if line.startswith("row") else None
    )
    assert lines[0] == "heading:" and lines[-1] == ("row " * 30)
    assert all(len(line) <= 40 for line in lines[:-1])
    assert lines[2].startswith("    word")


def test_a_suggested_gate_wraps_around_its_rule_on_a_line_of_its_own(
    tmp_path: Path, capsys: pytest.CaptureFixture[str], monkeypatch: pytest.MonkeyPatch
) -> None:
    """Stop 66: the suggested gate's sentence, kept one line for its rule, ran to ~200
    columns; it wraps now, the rule to copy alone on the line under it, six deep."""
    from test_footnotes56 import _month

    monkeypatch.setenv("COLUMNS", str(WIDTH))
    old = _month(tmp_path / "2026-11.json", "2026-11-20T09:00:00Z", {"exa": 500, "tavily": 856})
    new = _month(tmp_path / "2026-12.json", "2026-12-20T09:00:00Z", {"exa": 500, "tavily": 1400})
    assert main(["diff", str(old), str(new)]) == 0
    out = capsys.readouterr().out.splitlines()
    assert _too_wide(out) == []
    (gate,) = all_unwrapped(out, "  to fail a run")
    assert gate.endswith("passes it too):")
    rule = out.index("      latency.search.mean_ms <= 1027")
    assert out[rule - 1].endswith("passes it too):") and out[rule - 1].startswith("    ")
