"""Commands that read run files check them: records rebuilt, owned by their provider,
numbers recomputed; a file that lies is refused, named."""

from __future__ import annotations

import json
from pathlib import Path

import pytest

from pytest_websearch_bench.report.checked import load_checked
from pytest_websearch_bench.report.compare import compare_runs
from pytest_websearch_bench.report.run_file import RunFileError
from runkit import read, record, run_of, write


def _file(tmp_path: Path) -> Path:
    records = [record("c1", relevant=3, useful=True), record("c2", relevant=1)]
    records += [record("c1", "q", relevant=2)]
    return write(tmp_path / "run.json", run_of(records))


def test_a_good_run_file_is_rebuilt_and_recomputed(tmp_path: Path) -> None:
    checked = load_checked(_file(tmp_path))
    assert checked.providers == ["p", "q"]
    assert [r.case_id for r in checked.records["p"]] == ["c1", "c2"]
    assert checked.ratios["p"]["precision@10"] == {"c1": (0.3, 1.0), "c2": (0.1, 1.0)}
    assert checked.window("p") == {
        "first": "2026-11-20T12:00:00Z",
        "last": "2026-11-20T12:00:00Z",
        "calls": 2,
    }


@pytest.mark.parametrize(
    ("damage", "message"),
    [
        (lambda run: run["providers"]["p"]["cases"][0].update(provider="q"), "relabelled"),
        (lambda run: run["providers"]["p"]["cases"].append(dict(run["providers"]["p"]["cases"][0])), "appears twice"),
        (lambda run: run["providers"]["p"]["cases"].__setitem__(0, "garbage"), "at providers.p.cases.0"),
        (lambda run: run["providers"]["p"]["cases"][0].pop("case_id"), "cannot be read"),
        (lambda run: run["providers"]["p"]["cases"][0].update(calls="xyz"), "cannot be read"),
        (lambda run: run["providers"]["p"]["cases"][0]["calls"][0].update(cost_usd="free"), "field 'calls[0].cost_usd': expected a number"),
        # types are held to records.py's annotations (found by fuzzing: bare TypeErrors in
        # compare and report, a NaN latency read in silence: load_run now refuses NaN
        # itself, with its line, tests/test_hostile_run_json.py)
        (lambda run: run["providers"]["p"]["cases"][0].update(hard_fault=-1.0), "field 'hard_fault': expected an object"),
        (lambda run: run["providers"]["p"]["cases"][0].update(outcome="won"), "field 'outcome': expected one of"),
        (lambda run: run["providers"]["p"]["cases"][0].update(custom={"m": "x"}), "field 'custom.m'"),
        (lambda run: run["providers"]["p"]["cases"][0]["documents"][0].update(verified_date="NaN"), "field 'documents[0].verified_date': expected an ISO date"),
        (lambda run: run["providers"]["p"]["aggregate"].update({"precision@10": "high"}), None),
    ],
)  # fmt: skip
def test_a_run_file_that_lies_is_refused_by_name(tmp_path: Path, damage, message) -> None:
    path = _file(tmp_path)
    run = read(path)
    damage(run)
    path.write_text(json.dumps(run), encoding="utf-8")
    if message is None:  # a stored aggregate is never read: the records decide
        assert load_checked(path).ratios["p"]["precision@10"]["c1"] == (0.3, 1.0)
        return
    with pytest.raises(RunFileError) as caught:
        load_checked(path)
    text = str(caught.value)
    assert str(path) in text and message in text
    assert "'p'" in text or "providers.p." in text  # the provider is named


def test_compare_refuses_a_record_of_the_wrong_type_by_name(tmp_path: Path) -> None:
    """compare rebuilt records unchecked: ``hard_fault: -1.0`` was a bare TypeError."""
    path = _file(tmp_path)
    run = read(path)
    run["providers"]["p"]["cases"][0]["hard_fault"] = -1.0
    path.write_text(json.dumps(run), encoding="utf-8")
    with pytest.raises(RunFileError) as caught:
        compare_runs([path])
    assert str(path) in str(caught.value) and "field 'hard_fault'" in str(caught.value)


@pytest.mark.parametrize(
    "damage",
    [
        lambda block: block["aggregate"].update({"precision@10": "high"}),
        lambda block: block["gates"][0].pop("consequence"),
        lambda block: next(iter(block["by_category"].values())).update({"precision@10": [1]}),
    ],
    ids=["a rate as text", "a gate without its consequence", "a category's rate a list"],
)
def test_report_names_the_file_and_provider_whose_stored_block_cannot_be_shown(
    tmp_path: Path, damage, capsys
) -> None:
    """The report shows stored aggregates and gates (found by fuzzing: bare TypeError,
    ValueError, KeyError from the page's cells)."""
    from pytest_websearch_bench.cli import main

    path = _file(tmp_path)
    run = read(path)
    damage(run["providers"]["q"])
    path.write_text(json.dumps(run), encoding="utf-8")
    assert main(["report", str(path), "-o", str(tmp_path / "report.html")]) == 2
    error = capsys.readouterr().err
    assert f"ws-bench: {path} is not a pytest-websearch-bench run file: provider 'q'" in error
    assert "cannot be shown" in error and "remedy:" in error
    assert not (tmp_path / "report.html").exists()


@pytest.mark.parametrize(
    ("damage", "problem"),
    [
        (lambda run: run.update(provenance=None), "AttributeError"),
    ],
    ids=["provenance null"],
)
def test_compare_names_the_file_whose_stored_blocks_cannot_be_compared(
    tmp_path: Path, damage, problem: str
) -> None:
    """Found by fuzzing: compare read gates and provenance as stored (bare KeyError,
    AttributeError): the file is named."""
    path = _file(tmp_path)
    run = read(path)
    damage(run)
    path.write_text(json.dumps(run), encoding="utf-8")
    with pytest.raises(RunFileError) as caught:
        compare_runs([path])
    text = str(caught.value)
    assert text.startswith(f"{path} is not a pytest-websearch-bench run file")
    assert "cannot be compared" in text and problem in text
