"""``ws-bench diff OLD NEW``: one provider against its own past."""

from __future__ import annotations

import dataclasses
import json
from pathlib import Path

import pytest

from pytest_websearch_bench.cli import main
from pytest_websearch_bench.errors import BenchError
from pytest_websearch_bench.records import CaseRecord
from pytest_websearch_bench.report.diff import diff_runs
from pytest_websearch_bench.report.diff_thresholds import parse_thresholds
from runkit import record, run_of, write

LATER = "2026-12-20T12:00:00Z"


def _epoch(later: bool, *, regress: bool) -> list[CaseRecord]:
    out = []
    for index in range(24):
        category = "a" if index < 12 else "b"
        broken = later and regress and category == "b"
        out.append(
            record(
                f"c{index:02d}",
                category=category,
                relevant=1 if broken else 6,
                gold=[f"https://gold.test/{index}"],
                found_gold=not broken,
                useful=not broken,
                cost=0.008 if later else 0.01,
                captured=LATER if later else "2026-11-20T12:00:00Z",
                hosts=["fresh.test"] if later else ["stale.test"],
                error="rate_limited" if broken and index % 4 == 0 else None,
            )
        )
    return out


def _pair(tmp_path: Path, *, regress: bool = True, **new_run: object) -> tuple[Path, Path]:
    old = write(tmp_path / "old.json", run_of(_epoch(False, regress=regress)))
    new = write(tmp_path / "new.json", run_of(_epoch(True, regress=regress), **new_run))  # type: ignore[arg-type]
    return old, new


def test_a_category_that_regressed_is_found_and_explained(tmp_path: Path) -> None:
    old, new = _pair(tmp_path)
    diff = diff_runs(old, new)
    assert diff["provider"] == "p" and diff["common_cases"] == 24
    b = diff["categories"]["category.b"]["metrics"]
    assert b["precision@10"]["status"] == "regressed"
    assert b["precision@10"]["difference"] < 0 and b["precision@10"]["ci95"][1] < 0
    a = diff["categories"]["category.a"]["metrics"]
    assert a["precision@10"]["status"] == "no_change"
    assert diff["overall"]["metrics"]["cost_per_case_usd"]["status"] == "improved"
    why = diff["explain"]
    assert {c["case_id"] for c in why["lost_useful"]} == {f"c{i:02d}" for i in range(12, 24)}
    assert {c["case_id"] for c in why["gold_urls_lost"]} == {f"c{i:02d}" for i in range(12, 24)}
    assert why["hosts_new"][0] == {
        "host": "fresh.test",
        "cases": 21,  # not in the three cases that errored
        "case_ids": sorted({f"c{i:02d}" for i in range(24)} - {"c12", "c16", "c20"}),
    }
    assert why["hosts_vanished"][0]["host"] == "stale.test"
    assert "fresh.test" not in {h["host"] for h in why["hosts_vanished"]}
    assert why["errors_new"] == {"rate_limited": ["c12", "c16", "c20"]}
    assert diff["regressed"] and diff["categories"]["category.b"]["few_cases"] is False


def test_an_unchanged_provider_raises_no_alarm(tmp_path: Path) -> None:
    runs = [record(f"c{i}", relevant=i % 7, useful=i % 2 == 0) for i in range(20)]
    old = write(tmp_path / "old.json", run_of(runs))
    new = write(tmp_path / "new.json", run_of(runs))
    diff = diff_runs(old, new)
    statuses = {m["status"] for m in diff["overall"]["metrics"].values()}
    assert statuses <= {"no_change", "not_compared"} and not diff["regressed"]
    assert any("same fixtures" in note for note in diff["notes"])


def test_a_threshold_above_the_change_silences_it(tmp_path: Path) -> None:
    old, new = _pair(tmp_path)
    relaxed = parse_thresholds(["cost_per_case_usd=50%"])
    diff = diff_runs(old, new, thresholds=relaxed)
    cost = diff["overall"]["metrics"]["cost_per_case_usd"]
    assert cost["status"] == "below_threshold" and "threshold (50%)" in cost["why"]


@pytest.mark.parametrize(
    ("item", "words"),
    [
        ("precision=0.1", "no metric 'precision'"),
        ("ndcg@10", "METRIC=VALUE"),
        ("ndcg@10=-1", "not a non-negative"),
    ],
)
def test_a_bad_threshold_names_itself(item: str, words: str) -> None:
    with pytest.raises(BenchError, match=words):
        parse_thresholds([item])


def test_different_golden_sets_are_refused_unless_common_cases(tmp_path: Path) -> None:
    old, new = _pair(tmp_path, golden_sha="h" * 64)
    with pytest.raises(BenchError, match=r"(?s)different golden sets.*--common-cases"):
        diff_runs(old, new)
    assert diff_runs(old, new, common_cases=True)["common_cases"] == 24


def test_two_providers_must_be_named(tmp_path: Path) -> None:
    both = [record("c1", "p"), record("c1", "q")]
    old = write(tmp_path / "old.json", run_of(both))
    with pytest.raises(BenchError, match="--provider"):
        diff_runs(old, old)
    with pytest.raises(BenchError, match="no provider 'z'"):
        diff_runs(old, old, provider="z")
    assert diff_runs(old, old, provider="q")["provider"] == "q"


def test_the_command_fails_on_regression_and_writes_json(
    tmp_path: Path, capsys: pytest.CaptureFixture[str]
) -> None:
    old, new = _pair(tmp_path)
    out = tmp_path / "diff.json"
    assert main(["diff", str(old), str(new), "--json", str(out)]) == 0
    assert main(["diff", str(old), str(new), "--fail-on-regression"]) == 1
    captured = capsys.readouterr()
    assert "REGRESSED" in captured.out and "lost a useful answer (12)" in captured.out
    assert "REGRESSED p category.b precision@10" in captured.err
    assert json.loads(out.read_text(encoding="utf-8"))["schema"] == "pytest-websearch-bench/diff@1"
    quiet_old, quiet_new = _pair(tmp_path / "quiet", regress=False)
    assert main(["diff", str(quiet_old), str(quiet_new), "--fail-on-regression"]) == 0
    assert main(["diff", str(old), str(tmp_path / "missing.json")]) == 2


def test_the_header_says_when_a_run_has_no_git_commit(tmp_path: Path) -> None:
    """A run with no commit: the header says so with the run file's reason, not 'None'."""
    from pytest_websearch_bench.report.diff_render import render_diff

    diff = diff_runs(*_pair(tmp_path, regress=False))
    diff["old"]["git_commit"] = None
    diff["old"]["git_commit_reason"] = "/ci/suite is not in a git work tree"
    diff["new"]["git_commit"] = "0123456789abcdef"
    lines = render_diff(diff)
    assert lines[1].endswith(", no git commit: /ci/suite is not in a git work tree)")
    assert lines[2].endswith(", commit 0123456789ab)")


def _from_stored_document(case_id: str) -> CaseRecord:
    """A case the provider's search did not answer, made useful by a stored case document
    (``_shared/``) that every provider's pipeline reads."""
    from pytest_websearch_bench.records import ReadRecord

    url = f"https://kubernetes.io/{case_id}"
    case = record(case_id, useful=True)
    case.reads = [
        ReadRecord(url=url, via="stored", sha256="d" * 64, flagged=False, fixture_class=3)
    ]
    case.claims[0]["observations"] = [{"url": url, "span": "offset:0-1", "quote": "t"}]
    return case


def test_a_stored_case_document_is_named_as_the_cause_of_a_gained_answer(
    tmp_path: Path,
) -> None:
    """Review: after add-document, diff said 'gained a useful answer (2)' with no word of
    the 2 documents the fixture tree gained; reports credited the provider with them."""
    from pytest_websearch_bench.report.terminal import render

    before = [record(f"c{i}", useful=i % 2 == 0) for i in range(12)]
    after = [*before[:10], _from_stored_document("c10"), _from_stored_document("c11")]
    old = write(tmp_path / "old.json", run_of(before))
    new_run = run_of(after, manifest_sha="n" * 64)
    new = write(tmp_path / "new.json", new_run)
    # records without reader-test marks are an older version's: so are their files (no
    # reader_test_cost_usd), and the note keeps the rule they counted by
    for path in (old, new):
        data = json.loads(path.read_text(encoding="utf-8"))
        data["tool_version"] = "0.0.59"
        data["providers"]["p"]["aggregate"].pop("reader_test_cost_usd")
        for category in data["providers"]["p"]["by_category"].values():
            category.pop("reader_test_cost_usd", None)
        path.write_text(json.dumps(data), encoding="utf-8")
    notes = diff_runs(old, new)["notes"]
    [note] = [n for n in notes if "fixture tree changed" in n]
    assert "NEW reads 2 stored case document(s) OLD did not" in note
    assert "c10: https://kubernetes.io/c10; c11: https://kubernetes.io/c11" in note
    assert "useful answers from stored documents only: OLD 0, NEW 2" in note
    aggregate = new_run["providers"]["p"]["aggregate"]
    # records without reader-test marks (a version before them): counted, and said so
    assert aggregate["useful_by_source"] == {
        "provider_results": 5,
        "stored_documents_only": 2,
        "stored_cases": ["c10", "c11"],
        "reader_tests": 0,
        "reader_test_cases": [],
    }
    lines = render(new_run, "run.json", width=300)
    assert any(
        "useful answers: 7 = 5 from p's own results + 2 only from stored case documents "
        "(c10, c11)" in line
        for line in lines
    )
    assert not any("only from stored" in line for line in render(run_of(before), None, width=300))


def test_a_stored_document_both_runs_read_is_no_fixture_change_when_one_search_also_found_it(
    tmp_path: Path,
) -> None:
    """Walkthrough (stop 52): in the bundled month-to-month example tavily's search stopped
    returning gs-051's annual report, which both months also read as a stored case document
    (class 3, the same sha256); diff said "the fixture tree changed: NEW reads 1 stored case
    document OLD did not" and so credited a provider's loss to the fixtures."""
    from pytest_websearch_bench.records import ReadRecord

    url = "https://kubernetes.io/annual-report.pdf"
    stored = ReadRecord(url=url, via="stored", sha256="d" * 64, fixture_class=3)
    before = [record(f"c{i}", useful=i % 2 == 0) for i in range(12)]
    after = [record(f"c{i}", useful=i % 2 == 0) for i in range(12)]
    # OLD: the search returned the report (read as a result too); NEW: it did not
    before[0].documents[0] = dataclasses.replace(before[0].documents[0], url=url)
    before[0].reads = [ReadRecord(url=url, via="extract", sha256="d" * 64, fixture_class=1), stored]
    after[0].reads = [dataclasses.replace(stored)]
    notes = diff_runs(
        write(tmp_path / "old.json", run_of(before)), write(tmp_path / "new.json", run_of(after))
    )["notes"]
    assert not [n for n in notes if "fixture tree changed" in n]
    # the same document with other content is a fixture change, named as such
    after[0].reads = [dataclasses.replace(stored, sha256="e" * 64)]
    notes = diff_runs(
        write(tmp_path / "old2.json", run_of(before)), write(tmp_path / "new2.json", run_of(after))
    )["notes"]
    [note] = [n for n in notes if "fixture tree changed" in n]
    assert "1 stored case document(s) read in both runs hold other content in NEW" in note
    assert f"c0: {url}" in note and "OLD did not" not in note


def test_diff_names_a_newly_flagged_unlabelled_document(tmp_path: Path) -> None:
    """Review #2: diff listed injection_false_positive_rate 0.000 -> 0.050 as worse for a
    team page holding a real injection; it names the page instead."""
    from pytest_websearch_bench.records import ReadRecord

    before = [record(f"c{i}", useful=i % 2 == 0) for i in range(12)]
    after = [record(f"c{i}", useful=i % 2 == 0) for i in range(12)]
    url = "https://kubernetes.io/pdb"
    after[0].reads = [ReadRecord(url=url, via="stored", sha256="e" * 64, flagged=True)]
    after[0].injection_findings = [
        {"sha256": "e" * 64, "findings": [{"vector": "css_hidden", "span": None}]}
    ]
    diff = diff_runs(
        write(tmp_path / "o.json", run_of(before)), write(tmp_path / "n.json", run_of(after))
    )
    [note] = [n for n in diff["notes"] if n.startswith("flagged in your documents")]
    assert "in NEW, not in OLD" in note and f"{url} (c0; css_hidden)" in note
    assert diff["overall"]["metrics"].get("injection_false_positive_rate", {}).get("status") in (
        None,
        "not_compared",
    )


def test_a_latency_moves_by_milliseconds_named_and_a_rate_by_three_decimals() -> None:
    """Walkthrough (stop 52): ``ws-bench diff`` printed a latency's move as "+310.732
    [+132.169, +489.295]", without a unit, beside a rate's "+0.050"."""
    from pytest_websearch_bench.report.diff_render import delta

    moved = {"difference": 310.732, "ci95": [132.169, 489.295]}
    assert delta("latency.search.mean_ms", moved) == "+311 [+132, +489] ms"
    assert delta("precision@10", {"difference": 0.05, "ci95": [-0.01, 0.1]}) == (
        "+0.050 [-0.010, +0.100]"
    )
    assert delta("cost_per_useful_usd", {"difference": 0.001, "ci95": None}) == "+0.00100"
    assert delta("latency.search.mean_ms", {"difference": None, "ci95": None}) == "—"


def test_a_lost_useful_answer_says_why_the_new_side_has_none() -> None:
    """Walkthrough (stop 52): "gs-053 [finanzas] answered -> answered: claims written" did
    not say that NEW's one claim came from a document the injection detector flagged."""
    from pytest_websearch_bench.claims import not_useful_why
    from pytest_websearch_bench.report.diff_explain import explain

    ok = {"id": "a", "citable": True}
    assert not_useful_why([]) == "no claim written"
    assert not_useful_why([{"id": "a", "citable": False}]) == (
        "1 claim(s), none citable (no span in a document read)"
    )
    both = [{**ok, "tainted": True}, {**ok, "id": "b", "contradicts_claim_ids": ["c"]}]
    assert not_useful_why(both) == (
        "2 citable claim(s), every one set aside: 1 from text the injection detector flagged, "
        "1 contradicted"
    )
    before, after = record("c1", useful=True), record("c1", useful=True)
    after.claims[0]["tainted"] = True
    why = explain([before], [after])
    [lost] = why["lost_useful"]
    assert lost["not_useful_why"].endswith("1 from text the injection detector flagged")
    [gained] = explain([after], [before])["gained_useful"]
    assert gained["not_useful_why"] == lost["not_useful_why"]  # the side without one: OLD
