"""Run files as JSON text a person or a tool damaged: nesting past what ``json`` can read,
``NaN``/``Infinity`` (Python reads them, ``--ws-report`` never writes them), a float out of
range, and a shard whose record is of another type given to ``merge``. Each is a
``RunFileError`` naming the file, never a traceback (found by fuzzing run files)."""

from __future__ import annotations

import json
from pathlib import Path
from typing import Any

import pytest

from pytest_websearch_bench.cli import main
from pytest_websearch_bench.invoice import Invoice
from pytest_websearch_bench.report.merge import merge_runs
from pytest_websearch_bench.report.run_file import RunFileError, load_run
from pytest_websearch_bench.user_gates import parse_rule
from runkit import read, record, run_of, write


def _file(tmp_path: Path, **context: object) -> Path:
    records = [record("c1", relevant=3, useful=True), record("c2", relevant=1)]
    return write(tmp_path / "run.json", run_of(records, **context))


def test_nesting_past_json_depth_is_not_a_run_file(
    tmp_path: Path, capsys: pytest.CaptureFixture[str]
) -> None:
    deep = tmp_path / "deep.json"
    deep.write_text("[" * 100_000 + "]" * 100_000, encoding="utf-8")
    with pytest.raises(RunFileError, match="nested deeper than JSON can be read"):
        load_run(deep)
    assert main(["compare", str(deep)]) == 2
    err = capsys.readouterr().err
    assert str(deep) in err and "Traceback" not in err


@pytest.mark.parametrize(
    ("text", "words"),
    [
        ("NaN", "is not a number a run file holds"),
        ("Infinity", "is not a number a run file holds"),
        ("-Infinity", "is not a number a run file holds"),
        ("1e400", "is out of a float's range"),
    ],
)
def test_a_number_strict_json_has_not_is_refused(tmp_path: Path, text: str, words: str) -> None:
    path = _file(tmp_path)
    raw = path.read_text(encoding="utf-8")
    marker = '"precision@10": '
    at = raw.index(marker) + len(marker)
    end = min(raw.index(",", at), raw.index("\n", at))
    path.write_text(raw[:at] + text + raw[end:], encoding="utf-8")
    line = raw[:at].count("\n") + 1
    with pytest.raises(RunFileError) as caught:
        load_run(path)
    assert str(path) in str(caught.value) and words in str(caught.value)
    assert f"{text} at line {line} {words}" in str(caught.value)


def test_a_good_run_file_still_loads(tmp_path: Path) -> None:
    run = load_run(_file(tmp_path))
    assert run["providers"]["p"]["aggregate"]["precision@10"] == pytest.approx(0.2)


def test_merge_names_a_shard_whose_record_is_of_another_type(tmp_path: Path) -> None:
    """merge read shard records unchecked: ``hard_fault: -1.0`` was a bare TypeError."""
    first = _file(tmp_path, shard={"index": 1, "total": 2})
    run = read(first)
    run["providers"]["p"]["cases"][0]["hard_fault"] = -1.0
    first.write_text(json.dumps(run), encoding="utf-8")
    second = write(
        tmp_path / "s2.json", run_of([record("c3", relevant=2)], shard={"index": 2, "total": 2})
    )
    with pytest.raises(RunFileError) as caught:
        merge_runs([first, second])
    assert str(first) in str(caught.value) and "field 'hard_fault'" in str(caught.value)


def test_compare_refuses_a_stored_aggregate_its_records_do_not_give(
    tmp_path: Path, capsys: pytest.CaptureFixture[str]
) -> None:
    """compare and report show the stored blocks: a number edited into one was ranked and
    printed as measured (diff and history recompute, so two commands disagreed)."""
    path = _file(tmp_path)
    run = read(path)
    run["providers"]["p"]["aggregate"]["precision@10"] = 0.9
    path.write_text(json.dumps(run), encoding="utf-8")
    assert main(["compare", str(path)]) == 2
    err = capsys.readouterr().err
    assert str(path) in err and "stored aggregate precision@10 is 0.9" in err
    assert "its case records give 0.2" in err and "Traceback" not in err
    untouched = _file(tmp_path / "ok")
    # accepted; its provider brings no fixture class, so nobody is ranked (exit 3)
    assert main(["compare", str(untouched), "-o", str(tmp_path / "c.json")]) == 3


def _edited(tmp_path: Path, edit: Any, **context: object) -> str:
    path = _file(tmp_path, **context)
    run = read(path)
    edit(run)
    path.write_text(json.dumps(run), encoding="utf-8")
    assert main(["compare", str(path), "-o", str(tmp_path / "c.json")]) == 2
    return str(path)


def _set_gate(name: str, status: str) -> Any:
    def edit(run: dict[str, Any]) -> None:
        gate = next(g for g in run["providers"]["p"]["gates"] if g["name"] == name)
        gate["status"] = status

    return edit


RULES = [parse_rule("precision@10 >= 0.5", "ini ws_gates, line 1", "ini ws_gates")]
COST = Invoice("inv.csv", {"p": 0.01}, {"p": ("2026-11",)})  # records cost 0.02: 100 % off


@pytest.mark.parametrize(
    ("edit", "context", "words"),
    [
        (_set_gate("injection_containment", "failed"), {}, "gate injection_containment is 'failed'"),
        (_set_gate("honest_partial", "failed"), {}, "gate honest_partial is 'failed'"),
        (_set_gate("precision@10", "passed"), {"user_gates": RULES}, "gate precision@10 is 'passed'"),
        (_set_gate("cost_divergence", "passed"), {"invoice": COST}, "gate cost_divergence is 'passed'"),
        (
            lambda run: run["providers"]["p"]["gates"].pop(),
            {"user_gates": RULES},
            "gate precision@10 is 'missing'",
        ),
        (
            lambda run: run["providers"]["p"].update(qualified=False),
            {},
            "stored as qualified=False, its gates give True",
        ),
        (
            lambda run: run.update(passed=True),
            {"user_gates": RULES},
            "gate(s) precision@10 failed, yet the file says the run passed",
        ),
    ],
)  # fmt: skip
def test_compare_refuses_a_stored_verdict_its_records_do_not_give(
    tmp_path: Path,
    capsys: pytest.CaptureFixture[str],
    edit: Any,
    context: dict[str, Any],
    words: str,
) -> None:
    """compare showed (and the HTML report drew) a gate's stored status: a failed gate
    edited to 'passed' read as a pass while its numbers were checked and true."""
    path = _edited(tmp_path, edit, **context)
    err = capsys.readouterr().err
    assert path in err and words in err and "Traceback" not in err


@pytest.mark.parametrize("context", [{}, {"user_gates": RULES}, {"invoice": COST}])
def test_untouched_verdicts_pass_the_check(tmp_path: Path, context: dict[str, Any]) -> None:
    path = _file(tmp_path, **context)
    statuses = {g["name"]: g["status"] for g in read(path)["providers"]["p"]["gates"]}
    assert statuses.get("precision@10", "failed") == "failed"  # the rule does fail
    if "invoice" in context:
        assert statuses["cost_divergence"] == "failed"
    # accepted (3: its provider brings no fixture class, nobody is ranked; a refusal is 2)
    assert main(["compare", str(path), "-o", str(tmp_path / "c.json")]) == 3


@pytest.mark.parametrize("edit", ["empty", "deleted"])
def test_compare_finds_local_recordings_in_the_records(tmp_path: Path, edit: str) -> None:
    """compare and report read provenance.local_recordings as stored: an edited-away
    summary hid an emulator's numbers that diff and history (from the records) still named."""
    local = record("c1", relevant=3, useful=True)
    local.calls[0].local_address = "http://127.0.0.1:18890"
    local.calls[0].cassette = "p/search/c1.json"  # replayed from what was recorded there
    path = write(tmp_path / "run.json", run_of([local, record("c2", relevant=1)]))
    run = read(path)
    assert run["provenance"]["local_recordings"] == {"p": ["http://127.0.0.1:18890"]}
    if edit == "empty":
        run["provenance"]["local_recordings"] = {}
    else:
        del run["provenance"]["local_recordings"]
    path.write_text(json.dumps(run), encoding="utf-8")
    out = tmp_path / "c.json"
    assert main(["compare", str(path), "-o", str(out)]) == 3  # accepted; nobody ranked
    assert read(out)["local_recordings"] == {"p": ["http://127.0.0.1:18890"]}
