"""``ws-bench compare`` on a single-provider project (walkthrough, stop 52): it printed no
number at all, only exit 3 and ``NOT RANKED ...: not comparable``. Every provider's
numbers are printed in the ranking's columns, ranked or not (only the position is
withheld); one provider is told there is nothing to rank and which ``ws-bench diff``
compares it with its own past. The exit status stays what the README documents: 3 when
nobody could be ranked (a fact of the run, alone or not), 0 otherwise. ``compare --all``
over two months of one provider names both files and the ``ws-bench diff`` to run."""

from __future__ import annotations

import json
import re
import shlex
from pathlib import Path
from typing import Any

import pytest

from conftest import ROOT
from pytest_websearch_bench.cli import main
from pytest_websearch_bench.report.compare import (
    CompareError,
    compare_runs,
    diff_command,
    render_comparison,
)
from runkit import CAPTURED, read, record, run_of, unwrapped, write

OCTOBER = "2026-10-20T13:00:00Z"
NOVEMBER = "2026-11-20T13:00:00Z"


def _run(
    provider: str,
    *,
    comparable: bool = False,
    classes: tuple[int, ...] = (),
    finished: str = NOVEMBER,
    manifest: str = "m",
    golden: str = "g",
    cost: float = 0.01,
    captured: str = CAPTURED,
    cases: int = 12,
    snippets: int = 0,
) -> dict[str, Any]:
    """Twelve cases (``cases``) of ``provider``, half of them useful; with every fixture
    class consumed when ``comparable``, else ``classes`` (runkit's records use none)."""
    records = [
        record(
            f"c{i:02d}", provider, relevant=i % 3, useful=i % 2 == 0, cost=cost, captured=captured
        )
        for i in range(cases)
    ]
    for made in records:  # the first ``snippets`` of each ranking judged on its snippet
        for document in made.documents[:snippets]:
            document.support_basis = "title_snippet"
    consumed = tuple(range(1, 10)) if comparable else classes
    for index, case in enumerate(records if consumed else ()):
        case.fixture_classes = [consumed[index % len(consumed)]]
    return run_of(records, manifest_sha=manifest * 64, golden_sha=golden * 64, finished=finished)


def _row(out: str, provider: str) -> str:
    """The provider's line of the table (after its position, when it has one)."""
    found = []
    for line in out.splitlines():
        words = line.split()
        if words[:1] == [provider] or (words[1:2] == [provider] and words[0][:-1].isdigit()):
            found.append(line)
    [line] = found
    return line


def test_one_provider_that_cannot_be_ranked_shows_its_numbers_and_exits_3(
    tmp_path: Path, capsys: pytest.CaptureFixture[str]
) -> None:
    path = write(tmp_path / "tavily.json", _run("tavily"))
    assert main(["compare", str(path), "-o", str(tmp_path / "cmp.json")]) == 3
    captured = capsys.readouterr()
    lines = captured.out.splitlines()
    # (wrapped at 80 columns: a heading's next lines four spaces deep, a row's role under
    # its name when the row is wider)
    assert unwrapped(lines, "numbers (", more=4) == (
        "numbers (cost per useful answer [95% CI], P@10, pooled recall, freshness accuracy):"
    )
    row = _row(captured.out, "tavily")
    assert row.startswith("      tavily       $0.0200 [")  # no position: nothing is ranked
    # (stop 65: a row wider than 80 columns is cut once, its quality numbers under its cost)
    assert row == "      tavily       $0.0200 [0.0133, 0.0400]"
    assert lines[lines.index(row) + 1] == "                   P@10 0.100  recall —  fresh.acc —"
    assert lines[lines.index(row) + 2] == "       default candidate"
    # what P@10 is over, with the numbers it qualifies, then the provider left out (stop 66:
    # it came after the unranked lines)
    assert lines[5].startswith("what P@10 is over (") and lines[8].startswith("      tavily: ")
    assert lines[9].startswith("  unranked: tavily: not comparable: no case of this run used")
    assert unwrapped(lines, "nothing to rank") == (
        "nothing to rank with one provider: `ws-bench diff OLD NEW` compares it with its own "
        "past (month to month), `ws-bench history FOLDER` with every run of a folder"
    )
    assert not any(line.startswith("ranking") for line in lines)
    err = captured.err.splitlines()
    assert unwrapped(err, "NOT RANKED tavily: ").startswith("NOT RANKED tavily: not comparable")
    assert unwrapped(err, "no provider could be ranked") == (
        "no provider could be ranked (exit status 3): tavily's numbers are printed, but it "
        "would not be ranked beside another provider either"
    )
    comparison = read(tmp_path / "cmp.json")
    assert comparison["ranking"] == [] and comparison["own_past"] is None


def test_one_comparable_provider_shows_its_numbers_without_a_position_and_exits_0(
    tmp_path: Path, capsys: pytest.CaptureFixture[str]
) -> None:
    path = write(tmp_path / "tavily.json", _run("tavily", comparable=True))
    assert main(["compare", str(path), "-o", str(tmp_path / "cmp.json")]) == 0
    captured = capsys.readouterr()
    assert _row(captured.out, "tavily").startswith("      tavily       $0.0200 [")
    assert "   1. tavily" not in captured.out
    assert "nothing to rank with one provider" in captured.out
    assert "unranked" not in captured.out and captured.err == ""
    comparison = read(tmp_path / "cmp.json")
    assert [e["position"] for e in comparison["ranking"]] == [1]  # the JSON keeps its shape


def test_a_folder_of_two_months_names_the_diff_of_the_two_newest_runs(
    tmp_path: Path, capsys: pytest.CaptureFixture[str]
) -> None:
    runs = tmp_path / "runs"
    # three recordings (three fixture trees): replays of one recording name no diff
    older = write(runs / "2026-10" / "tavily.json", _run("tavily", finished=OCTOBER, manifest="a"))
    newer = write(runs / "2026-11" / "tavily.json", _run("tavily", cost=0.02))
    september = _run("tavily", finished="2026-09-20T13:00:00Z", manifest="c")
    write(runs / "2026-09" / "tavily.json", september)
    assert main(["compare", str(runs), "-o", str(tmp_path / "cmp.json")]) == 3
    out = capsys.readouterr().out
    command = f"ws-bench diff {older} {newer}"
    assert (  # wrapped (the skipped runs follow, their lines as deep)
        f"nothing to rank with one provider: `{command}` compares it with its previous run, "
        "`ws-bench history FOLDER` with every run of a folder skipped"
    ) in " ".join(out.split())
    assert "$0.0400 [" in _row(out, "tavily")  # the newest run's numbers
    assert read(tmp_path / "cmp.json")["own_past"] == {"provider": "tavily", "command": command}
    assert main(shlex.split(command)[1:]) == 0  # the command it names runs as printed
    assert f"OLD {older}" in capsys.readouterr().out


def test_unranked_providers_beside_ranked_ones_show_their_numbers_apart(
    tmp_path: Path, capsys: pytest.CaptureFixture[str]
) -> None:
    ranked = write(tmp_path / "brave.json", _run("brave", comparable=True))
    apart = write(tmp_path / "tavily.json", _run("tavily", cost=0.03))
    assert main(["compare", str(ranked), str(apart)]) == 0
    out = capsys.readouterr().out
    lines = out.splitlines()
    assert lines[0].startswith("ranking (cost per useful answer [95% CI], then P@10")
    assert _row(out, "brave").startswith("   1. brave        $0.0200 [")
    header = lines.index(next(line for line in lines if line.startswith("not ranked (")))
    assert unwrapped(lines, "not ranked (", more=4) == (
        "not ranked (cost per useful answer [95% CI], P@10, pooled recall, freshness "
        "accuracy; no position):"
    )
    assert lines[header + 2].startswith("      tavily       $0.0600 [")
    assert lines[header + 3].lstrip().startswith("P@10 ")  # its quality, under its cost
    assert lines[header + 4] == "       default candidate"  # the row's role, under its name
    assert lines[header + 5].startswith("what P@10 is over (")  # the volume of both, then
    assert lines[header + 8].startswith("      brave: ")  # the provider left out of the ranking
    assert lines[header + 10].startswith("  unranked: tavily: not comparable")
    assert "nothing to rank with one provider" not in out


def test_several_providers_none_ranked_show_every_number_and_exit_3(
    tmp_path: Path, capsys: pytest.CaptureFixture[str]
) -> None:
    paths = [write(tmp_path / f"{p}.json", _run(p)) for p in ("brave", "tavily")]
    assert main(["compare", *map(str, paths)]) == 3
    captured = capsys.readouterr()
    assert captured.out.splitlines()[0] == (
        "ranking: none of the 2 providers can be ranked (why below)"
    )
    assert "$0.0200 [" in _row(captured.out, "brave") and "$0.0200 [" in _row(
        captured.out, "tavily"
    )
    assert unwrapped(captured.err.splitlines(), "no provider could be ranked").endswith(
        ": the run files were read and their numbers printed, but none of their providers "
        "could be ranked"
    )


def test_an_unranked_freshness_accuracy_whose_gate_was_not_evaluated_is_starred() -> None:
    why = "only 3 dated document(s) hand-verified"
    unjudged = {"name": "freshness_accuracy", "status": "not_evaluated", "reason": why}
    block = {
        "aggregate": {"cost_per_useful_answer_usd": 0.02, "freshness_accuracy": 0.5},
        "gates": [unjudged],
        "ci95": {},
        "qualified": True,
        "role": "default_candidate",
    }
    comparison = {
        "ranking": [],
        "unranked": [{"provider": "p", "reason": "not comparable: ..."}],
        "providers": {"p": block},
        "review": {"unjudged_groups": 0},
    }
    lines = render_comparison(comparison)
    assert "fresh.acc 0.500†" in lines[1]
    assert "was not evaluated" in lines[2] and lines[2].endswith(": p 3")


def test_compare_all_over_two_months_of_other_trees_names_both_files_and_diff(
    tmp_path: Path, capsys: pytest.CaptureFixture[str]
) -> None:
    months = tmp_path / "months"
    october = write(months / "2026-10.json", _run("tavily", finished=OCTOBER, manifest="a"))
    november = write(months / "2026-11.json", _run("tavily", manifest="b"))
    assert main(["compare", "--all", str(months)]) == 2
    err = capsys.readouterr().err
    assert (
        f"the runs do not share the same fixture manifest ({october}: aaaaaaaaaaaa; "
        f"{november}: bbbbbbbbbbbb), and provider tavily is in two of them"
    ) in err
    assert (
        f"remedy: to compare tavily with its own past: `ws-bench diff {october} {november}`; "
        "to rank providers, drop --all (the newest recording of each)"
    ) in err
    assert main(["diff", str(october), str(november)]) == 0  # the remedy works as printed


def test_compare_all_over_two_golden_sets_names_diff_with_common_cases(tmp_path: Path) -> None:
    october = write(
        tmp_path / "10.json", _run("tavily", finished=OCTOBER, golden="h", captured=OCTOBER)
    )
    november = write(tmp_path / "11.json", _run("tavily"))
    with pytest.raises(CompareError) as refused:
        compare_runs([november, october], every=True)  # given newest first: OLD is still OLD
    assert "do not share the same golden set" in refused.value.message
    command = f"ws-bench diff {october} {november} --common-cases"
    assert f"`{command}`" in refused.value.remedy
    assert main(shlex.split(command)[1:]) == 0


def test_compare_all_over_two_months_of_one_tree_still_names_diff(tmp_path: Path) -> None:
    # two months: two recordings (two capture windows; one window is one recording's replays)
    october = write(tmp_path / "10.json", _run("tavily", finished=OCTOBER, captured=OCTOBER))
    november = write(tmp_path / "11.json", _run("tavily"))
    with pytest.raises(CompareError, match="provider tavily is in two runs") as refused:
        compare_runs([october, november], every=True)
    assert refused.value.remedy == (
        f"to compare tavily with its own past: `ws-bench diff {october} {november}`; compare "
        "one run per provider (drop --all to take the newest of each)"
    )
    with pytest.raises(CompareError) as twice:  # one file given twice: no diff of itself
        compare_runs([october, october], every=True)
    assert twice.value.remedy == (
        "compare one run per provider (drop --all to take the newest of each)"
    )


def test_the_diff_command_names_the_provider_when_the_runs_hold_several(tmp_path: Path) -> None:
    both = [record(f"c{i}", p) for p in ("brave", "tavily") for i in range(3)]
    old = (tmp_path / "old dir" / "a.json", run_of(both, finished=OCTOBER))
    new = (tmp_path / "b.json", run_of(both))
    assert diff_command("tavily", new, old) == (
        f"ws-bench diff '{old[0]}' {new[0]} --provider tavily"  # quoted for the shell
    )
    alone = (tmp_path / "c.json", run_of([record("c1", "tavily")]))
    assert "--provider" not in diff_command("tavily", old, alone)


def test_the_comparison_json_of_several_providers_has_no_own_past(tmp_path: Path) -> None:
    paths = [write(tmp_path / f"{p}.json", _run(p)) for p in ("brave", "tavily")]
    comparison = compare_runs(paths)
    assert comparison["own_past"] is None
    json.dumps(comparison)  # still plain JSON


def test_the_readme_shows_what_compare_prints_for_one_provider(
    tmp_path: Path, capsys: pytest.CaptureFixture[str]
) -> None:
    text = (ROOT / "README.md").read_text(encoding="utf-8")
    start = text.index("**With one provider** there is nothing to rank")
    shown = re.search(r"```text\n(.*?)```", text[start:], re.DOTALL)
    assert shown is not None
    # fewer than 10 cases, as the README's run (5): its interval marked ~, said unreliable;
    # some of its results judged on their snippets (the README's count has two digits)
    path = write(
        tmp_path / "tavily.json", _run("tavily", classes=(1, 4, 5, 6, 7, 8), cases=6, snippets=6)
    )
    assert main(["compare", str(path)]) == 3
    # the README shows its own project's run, recorded at the emulator (hence the WARNING;
    # its exact lines: tests/test_docs_own_golden_set.py): these lines, other numbers
    lines = shown.group(1).splitlines()
    # the WARNING is wrapped: it and its continuation lines (two spaces deep) go together
    readme = lines[: next((i for i, line in enumerate(lines) if line.startswith("WARNING ")), None)]
    # the README's run paid for reader tests (its class 8 reads, a line and its wrapped
    # continuation); this run has none
    at = next((i for i, line in enumerate(readme) if ": reader tests: " in line), None)
    if at is not None:
        end = next((i for i in range(at + 1, len(readme)) if not readme[i].startswith("  ")), None)
        readme = readme[:at] + (readme[end:] if end is not None else [])
    digits = re.compile(r"\d")
    printed = capsys.readouterr().out.splitlines()
    assert [digits.sub("0", line) for line in printed] == [digits.sub("0", x) for x in readme]
