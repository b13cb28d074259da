"""Keeping watch at the terminal's width (stop 66, ux66a): a suggested gate's sentence wraps
around its rule, which stands alone on a line; ``--fail-on-regression``'s stderr lines wrap;
a gate's rule inside a wrapped line is never cut; "lower is better" is a mark said once;
``compare`` shows what P@10 is over before the providers left out of its ranking; a user
gate over few cases says its count once."""

from __future__ import annotations

from pathlib import Path

import pytest

from pytest_websearch_bench.cli import main
from pytest_websearch_bench.report.diff import diff_runs
from pytest_websearch_bench.report.diff_render import render_diff
from pytest_websearch_bench.report.wrap import wrap
from pytest_websearch_bench.user_gates import parse_rule
from runkit import all_unwrapped, record, run_of, write

WIDTH = 80
LONG = "contratacion_publica_de_servicios_de_busqueda_en_la_web_por_regiones"


def _category_collapse(folder: Path, category: str = "b") -> tuple[Path, Path]:
    """12 cases, 3 of them in ``category``, whose precision falls to 0: too few to call
    in the category, so the diff suggests a gate on it."""
    cats = ["a" if i < 9 else category for i in range(12)]
    old = [record(f"c{i:02d}", "p", category=c, relevant=5) for i, c in enumerate(cats)]
    new = [
        record(f"c{i:02d}", "p", category=c, relevant=5 if c == "a" else 0)
        for i, c in enumerate(cats)
    ]
    a = write(folder / "old.json", run_of(old, manifest_sha="o" * 64))
    b = write(folder / "new.json", run_of(new, finished="2026-12-20T13:00:00Z"))
    return a, b


def test_a_suggested_gate_wraps_and_its_rule_stands_alone(
    tmp_path: Path, capsys: pytest.CaptureFixture[str], monkeypatch: pytest.MonkeyPatch
) -> None:
    monkeypatch.chdir(tmp_path)  # paths short enough to fit (OLD keeps its path whole)
    a, b = _category_collapse(Path("."))
    for columns in (WIDTH, 200):
        monkeypatch.setenv("COLUMNS", str(columns))
        main(["diff", str(a), str(b)])
        lines = capsys.readouterr().out.splitlines()
        assert [line for line in lines if len(line) > columns] == []
        at = lines.index("      category.b.precision@5 >= 0.95")  # alone, six deep, whole
        (sentence,) = all_unwrapped(lines, "  to fail a run on such a change")
        assert sentence.endswith(
            "(OLD's 1.000 less the diff's threshold 0.05; NEW's 0.000 fails it):"
        )
        assert lines[at - 1].endswith("fails it):")
    # at 80 columns the sentence is cut (it was one line of ~190 columns)
    monkeypatch.setenv("COLUMNS", str(WIDTH))
    main(["diff", str(a), str(b)])
    lines = capsys.readouterr().out.splitlines()
    start = next(n for n, line in enumerate(lines) if line.startswith("  to fail a run on"))
    assert lines[start + 1].startswith("    ") and not lines[start + 1].startswith("     ")


def test_a_rule_longer_than_the_width_is_the_one_line_past_it(
    tmp_path: Path, capsys: pytest.CaptureFixture[str], monkeypatch: pytest.MonkeyPatch
) -> None:
    monkeypatch.setenv("COLUMNS", str(WIDTH))
    monkeypatch.chdir(tmp_path)  # paths short enough to fit (OLD keeps its path whole)
    a, b = _category_collapse(Path("."), LONG)
    main(["diff", str(a), str(b)])
    lines = capsys.readouterr().out.splitlines()
    rule = f"      category.{LONG}.precision@5 >= 0.95"
    assert len(rule) > WIDTH
    # the rule, never cut; and the list of changes names a metric longer than the width
    # (one word, past it: a wrap never cuts inside a word)
    wide = [line for line in lines if len(line) > WIDTH]
    assert rule in wide
    assert all(line == rule or len(line.split()) == 1 for line in wide), wide


def test_fail_on_regression_lines_wrap_at_the_width(
    tmp_path: Path, capsys: pytest.CaptureFixture[str], monkeypatch: pytest.MonkeyPatch
) -> None:
    monkeypatch.setenv("COLUMNS", str(WIDTH))
    rules = [parse_rule("precision@10 >= 0.29", "ini ws_gates", "ini ws_gates")]
    old = [record(f"c{i:02d}", "p", relevant=3) for i in range(12)]
    new = [record(f"c{i:02d}", "p", relevant=3 if i < 9 else 2) for i in range(12)]
    a = write(tmp_path / "old.json", run_of(old, manifest_sha="o" * 64, user_gates=rules))
    b = write(
        tmp_path / "new.json",
        run_of(new, finished="2026-12-20T13:00:00Z", user_gates=rules),
    )
    assert main(["diff", str(a), str(b), "--fail-on-regression"]) == 1
    err = capsys.readouterr().err.splitlines()
    assert max(len(line) for line in err) <= WIDTH, err
    assert all_unwrapped(err, "REGRESSED ") == [
        "REGRESSED p gate precision@10 (precision@10 >= 0.29): passed -> failed (0.275 vs >= 0.29)"
    ]
    assert err[1].startswith("  ")  # its next line two spaces deeper
    # the rule inside it is never cut: `precision@10 >=` never ends a line
    assert not any(line.endswith((">=", "<=", " >", " <")) for line in err)


@pytest.mark.parametrize("width", range(40, 100))
def test_a_rule_inside_a_wrapped_line_is_never_cut(width: int) -> None:
    text = (
        "  NEW fails precision@10 (precision@10 >= 0.4) (0.350 vs >= 0.4), a regression "
        "(--fail-on-regression): the gate changed since OLD (OLD: precision@10 >= 0.3, passed "
        "at 0.350; NEW: category.finanzas.precision@5 >= 0.4, failed at 0.350)"
    )
    lines = wrap(text, width)
    for rule in (
        "(precision@10 >= 0.4)",
        "vs >= 0.4),",
        "precision@10 >= 0.3,",
        "category.finanzas.precision@5 >= 0.4,",
    ):
        assert any(rule in line for line in lines), (rule, lines)
    assert " ".join(line.strip() for line in lines) == " ".join(text.split())


def test_lower_is_better_is_said_once_under_the_first_block(tmp_path: Path) -> None:
    a, b = _category_collapse(tmp_path)
    lines = render_diff(diff_runs(a, b))
    text = "\n".join(lines)
    assert "(lower is better)" not in text
    assert lines.count("  * lower is better: a negative difference is an improvement") == 1
    marked = [line.split()[0] for line in lines if line.startswith("  ") and " -> " in line]
    assert "cost_per_case_usd*" in marked and "latency.search.mean_ms*" in marked
    assert "precision@10" in marked  # higher is better: no mark
    footnote = lines.index("  * lower is better: a negative difference is an improvement")
    first_category = next(n for n, line in enumerate(lines) if line.startswith("b ("))
    # under overall's rows, the first marked ones, not under the categories' (ux67c: with
    # many categories it stood far from the rows it explains)
    assert " thr " in lines[footnote - 1] and footnote < first_category


def test_compare_shows_what_p10_is_over_before_the_unranked_lines(
    tmp_path: Path, capsys: pytest.CaptureFixture[str]
) -> None:
    from test_compare_one_provider import _run

    ranked = write(tmp_path / "brave.json", _run("brave", comparable=True))
    apart = write(tmp_path / "tavily.json", _run("tavily", cost=0.03))
    main(["compare", str(ranked), str(apart)])
    lines = capsys.readouterr().out.splitlines()
    volume = next(n for n, line in enumerate(lines) if line.startswith("what P@10 is over ("))
    unranked = next(n for n, line in enumerate(lines) if line.startswith("  unranked: tavily"))
    rows = [n for n, line in enumerate(lines) if line.startswith(("   1. brave", "      tavily "))]
    assert max(rows) < volume < unranked


def _gate(records: list, rule: str) -> dict:
    run = run_of(records, user_gates=[parse_rule(rule, "test", "test")])
    [gate] = [g for g in run["providers"]["p"]["gates"] if g["kind"] == "user"]
    return gate


def test_a_failing_gate_over_few_cases_says_its_count_once() -> None:
    few = [record(f"a{i}", relevant=r) for i, r in enumerate((1, 5, 9))]
    failed = _gate(few, "precision@10 >= 0.9")
    assert failed["status"] == "failed" and failed["ci95_cases"] == 3
    assert failed["reason"] == (
        "0.500 is not >= 0.9 over 3 cases; no reliable 95% interval over so few cases of the "
        "whole run (fewer than 10 measured): another sample of cases could flip this verdict"
    )
    assert "n=3" not in failed["reason"] and failed["reason"].count("3 cases") == 1
    # a metric over claims: the interval's count of cases is another number, said
    claims = [record(f"a{i}", relevant=r, useful=True) for i, r in enumerate((1, 5, 9))]
    covered = _gate(claims, "citation_coverage >= 0.99")
    assert covered["reason"].startswith(
        "over 3 claims; no reliable 95% interval over n=3 cases of the whole run"
    )
