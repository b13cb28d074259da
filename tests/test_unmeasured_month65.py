"""A month the provider did not answer is not a month without regressions (walkthrough 65
#1): ``diff --fail-on-regression`` exited 0 with "no regression" when every case of NEW was
left unrecorded (an outage the breaker stopped, a refused key), because a case a hard fault
left unmeasured is in no metric. Now the diff names the common cases OLD measured and NEW
did not, "no regression" says over which cases it holds, and --fail-on-regression fails.
Walkthrough 65 #5: the gate a diff suggests never copies one the user already has: it names
that gate, as failing NEW already or as the one to tighten."""

from __future__ import annotations

import json
from pathlib import Path

import pytest

from pytest_websearch_bench.cli import main
from pytest_websearch_bench.records import HardFault
from pytest_websearch_bench.report.diff import unmeasured_cases
from runkit import record, run_of, unwrapped, write

OCT, NOV = "2026-10-20T09:00:00Z", "2026-11-20T09:00:00Z"
DOWN = "left for the next run: p looks down: 9 consecutive upstream failures (last: HTTP 503)"


def _records(when: str, unrecorded: int = 0) -> list:  # type: ignore[type-arg]
    out = []
    for i in range(12):
        r = record(f"c{i:02d}", relevant=4 if i % 2 else 3, useful=i % 3 != 0, captured=when)
        if i < unrecorded:
            r.hard_fault = HardFault("not_recorded", DOWN)
            r.documents, r.claims, r.outcome = [], [], "error"
            r.outcome_reason = f"not recorded: {DOWN}"
        out.append(r)
    return out


def _diff(
    tmp_path: Path, capsys: pytest.CaptureFixture[str], unrecorded: int
) -> tuple[int, list[str], str, dict]:  # type: ignore[type-arg]
    old = write(tmp_path / "oct.json", run_of(_records(OCT), finished=OCT, manifest_sha="a" * 64))
    new = write(
        tmp_path / "nov.json",
        run_of(_records(NOV, unrecorded), finished=NOV, manifest_sha="b" * 64),
    )
    out = tmp_path / "diff.json"
    code = main(["diff", str(old), str(new), "--fail-on-regression", "--json", str(out)])
    captured = capsys.readouterr()
    return code, captured.out.splitlines(), captured.err, json.loads(out.read_text("utf-8"))


def test_cases_new_left_unmeasured_fail_the_watch(
    tmp_path: Path, capsys: pytest.CaptureFixture[str], monkeypatch: pytest.MonkeyPatch
) -> None:
    monkeypatch.setenv("COLUMNS", "80")
    code, lines, err, diff = _diff(tmp_path, capsys, unrecorded=12)
    assert code == 1  # before: 0, "no regression"
    assert [c["case_id"] for c in diff["unmeasured_in_new"]] == [f"c{i:02d}" for i in range(12)]
    assert {c["kind"] for c in diff["unmeasured_in_new"]} == {"not_recorded"}
    assert "no regression over the 0 case(s) NEW measured" in lines
    said = unwrapped(lines, "NEW did not measure")
    assert said.startswith(
        "NEW did not measure 12 of 12 common case(s) OLD measured (not_recorded 12: c00, c01, "
        "c02, c03, c04, ...; first: left for the next run: p looks down"
    )
    assert said.endswith(
        "record them (`--ws-record=new`) and diff again (--fail-on-regression fails on them)"
    )
    assert "UNMEASURED p: NEW did not measure 12 of 12 common case(s) OLD measured" in err
    assert err.rstrip().endswith("NEW left cases OLD measured unmeasured (--fail-on-regression)")


def test_a_month_measured_in_full_still_passes(
    tmp_path: Path, capsys: pytest.CaptureFixture[str]
) -> None:
    code, lines, err, diff = _diff(tmp_path, capsys, unrecorded=0)
    assert code == 0 and err == ""
    assert diff["unmeasured_in_new"] == []
    assert "no regression" in lines and not any(line.startswith("NEW did not") for line in lines)


def test_a_case_unmeasured_on_both_sides_is_not_new() -> None:
    old, new = _records(OCT, unrecorded=2), _records(NOV, unrecorded=3)
    assert [c["case_id"] for c in unmeasured_cases(old, new)] == ["c02"]
    # a provider's own failure (an error outcome, no hard fault) is measured: not listed
    failed = [record("c00", error="server_error", captured=NOV), *_records(NOV)[1:]]
    assert unmeasured_cases(_records(OCT), failed) == []


# -- walkthrough 65 #5: a suggested gate never duplicates one the user has -------------------------


def _gated(when: str, relevant: int, rules: list[str]) -> dict:  # type: ignore[type-arg]
    from pytest_websearch_bench.user_gates import parse_rule

    records = [
        record(f"c{i:02d}", relevant=relevant if i < 4 else 4, useful=True, captured=when)
        for i in range(6)
    ]
    parsed = [parse_rule(r, "golden/gates.yaml", "golden/gates.yaml") for r in rules]
    return run_of(records, finished=when, manifest_sha=when[:4] * 16, user_gates=parsed)


@pytest.mark.parametrize(
    ("rule", "said"),
    [
        ("precision@5 >= 0.6", "your gate `precision@5 >= 0.6` already fails NEW on this change"),
        ("precision@5 >= 0.5", "your gate `precision@5 >= 0.5` lets this change through"),
    ],
)
def test_the_suggested_gate_names_the_users_own(
    tmp_path: Path,
    capsys: pytest.CaptureFixture[str],
    monkeypatch: pytest.MonkeyPatch,
    rule: str,
    said: str,
) -> None:
    monkeypatch.setenv("COLUMNS", "200")
    old = write(tmp_path / "a.json", _gated(OCT, 5, [rule]))
    new = write(tmp_path / "b.json", _gated(NOV, 2, [rule]))
    main(["diff", str(old), str(new)])
    out = capsys.readouterr().out
    assert said in out
    assert "add the line `precision@5" not in out  # before: a copy of the user's gate
    assert "no gate suggested for these 0" not in out  # an empty heading
