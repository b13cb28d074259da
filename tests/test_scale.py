"""Scale: importers on real datasets, the SimpleQA set end to end (serial, xdist, shards
and merge), and a crashed worker."""

from __future__ import annotations

import csv
import json
import subprocess
import sys
from pathlib import Path

import pytest

from conftest import WORKER_CRASH_CONFTEST, make_bench_project
from pytest_websearch_bench.cases import load_golden_cases
from pytest_websearch_bench.cli import main as ws_bench
from pytest_websearch_bench.importers import import_file
from pytest_websearch_bench.report.merge import MergeError, merge_runs
from pytest_websearch_bench.report.run_file import dumps, without_timestamps

# -- importers ------------------------------------------------------------------------------------


def test_simpleqa_import_of_the_real_dataset(corpus: Path, tmp_path: Path) -> None:
    source = corpus / "datasets" / "simpleqa.csv"
    assert ws_bench(["import", "simpleqa", str(source), "-o", str(tmp_path / "golden")]) == 0
    cases = load_golden_cases(tmp_path / "golden")
    assert len(cases) == 4326
    assert cases[0].id == "simpleqa-00001" and cases[-1].id == "simpleqa-04326"
    assert {c.category for c in cases} == {
        "science_and_technology", "politics", "art", "other", "geography", "sports", "music",
        "tv_shows", "history", "video_games",
    }  # fmt: skip
    assert {c.claim_type for c in cases} == {"date", "person", "other", "number", "place"}
    first = cases[0]
    assert first.query == "Who received the IEEE Frank Rosenblatt Award in 2010?"
    assert first.expect.answer_patterns == ("Michio Sugeno",)
    assert first.matches_answer("...awarded to michio sugeno in 2010")
    # the repeated Wikipedia URL of row 1 is kept once
    assert first.expect.urls.count("https://en.wikipedia.org/wiki/IEEE_Frank_Rosenblatt_Award") == 1
    fifth = next(c for c in cases if c.id == "simpleqa-00005")
    assert (
        "https://en.wikipedia.org/wiki/Achilleion_(Corfu)" in fifth.expect.urls
    )  # parentheses kept
    assert not (tmp_path / "golden" / "rejected.csv").exists()


def test_rejected_rows_are_listed_with_line_numbers(tmp_path: Path, capsys) -> None:
    source = tmp_path / "simpleqa.csv"
    source.write_text(
        "metadata,problem,answer\n"
        "\"{'topic': 'Art', 'answer_type': 'Person', 'urls': ['https://a.org/x']}\",Who painted it?,Ana\n"
        "\"{'topic': 'Art', broken\",Who else?,Bea\n"
        "\"{'topic': 'Art', 'answer_type': 'Date', 'urls': []}\",When?,\n"
        "\"{'topic': 'Art', 'answer_type': 'Date', 'urls': []}\",\"A question\nover two lines?\",1999\n",
        encoding="utf-8",
    )
    assert ws_bench(["import", "simpleqa", str(source), "-o", str(tmp_path / "golden")]) == 0
    err = capsys.readouterr().err
    assert "rejected line 3: metadata is not a Python literal" in err
    assert "rejected line 4: no answer" in err
    with (tmp_path / "golden" / "rejected.csv").open(encoding="utf-8") as stream:
        rows = list(csv.DictReader(stream))
    assert [(r["line"], r["reason"]) for r in rows] == [
        ("3", "metadata is not a Python literal"),
        ("4", "no answer"),
    ]
    assert [c.id for c in load_golden_cases(tmp_path / "golden")] == [
        "simpleqa-00001",
        "simpleqa-00004",
    ]
    only_bad = tmp_path / "bad.csv"
    only_bad.write_text("metadata,problem,answer\nnot-a-literal,q,a\n", encoding="utf-8")
    assert ws_bench(["import", "simpleqa", str(only_bad), "-o", str(tmp_path / "none")]) == 1
    assert ws_bench(["import", "frames", str(only_bad), "-o", str(tmp_path / "x")]) == 2


FRAMES_COLUMNS = [
    "", "Prompt", "Answer", *(f"wikipedia_link_{i}" for i in range(1, 11)), "wikipedia_link_11+",
    "reasoning_types", "wiki_links",
]  # fmt: skip


def test_frames_sample(tmp_path: Path) -> None:
    """A FRAMES sample written from its columns: an unnamed index, the links spread over
    eleven columns and repeated in wiki_links (a Python list)."""
    source = tmp_path / "frames.csv"
    rows = [
        ["0", "If my future wife has the same first name as the 15th first lady...", "Jane Ballou",
         "https://en.wikipedia.org/wiki/President_of_the_United_States",
         "https://en.wikipedia.org/wiki/James_Buchanan", *[""] * 9,
         "Numerical reasoning | Tabular reasoning",
         "['https://en.wikipedia.org/wiki/James_Buchanan', 'https://en.wikipedia.org/wiki/Harriet_Lane']"],
        ["1", "How many years...?", "", *[""] * 11, "Temporal reasoning", "[]"],
        ["2", "Which band (of the two)...?", "Queen (band)",
         "https://en.wikipedia.org/wiki/Queen_(band)", *[""] * 10, "Multiple constraints", "not a list"],
    ]  # fmt: skip
    with source.open("w", encoding="utf-8", newline="") as stream:
        writer = csv.writer(stream)
        writer.writerow(FRAMES_COLUMNS)
        writer.writerows(rows)
    report = import_file(source, "frames")
    (case,) = report.cases
    assert case.id == "frames-00001"
    assert case.category == "numerical_reasoning"
    assert case.claim_type == "numerical_reasoning_tabular_reasoning"
    assert list(case.expect.urls) == [
        "https://en.wikipedia.org/wiki/President_of_the_United_States",
        "https://en.wikipedia.org/wiki/James_Buchanan",
        "https://en.wikipedia.org/wiki/Harriet_Lane",
    ]
    assert [(line, reason) for line, reason, _ in report.rejected] == [
        (3, "no answer"),
        (4, "wiki_links is not a Python list"),
    ]


# -- the SimpleQA set end to end -----------------------------------------------------------------


def _pytest(cwd: Path, *args: str) -> subprocess.CompletedProcess[str]:
    done = subprocess.run(
        [sys.executable, "-m", "pytest", "-q", "-p", "no:cacheprovider", *args],
        cwd=cwd,
        capture_output=True,
        text=True,
        check=False,
    )
    assert done.returncode == 0, done.stdout[-3000:] + done.stderr[-3000:]
    return done


def test_simpleqa_end_to_end_serial_xdist_and_shards_agree(corpus: Path, tmp_path: Path) -> None:
    golden = tmp_path / "golden"
    assert (
        ws_bench(
            ["import", "simpleqa", str(corpus / "datasets" / "simpleqa.csv"), "-o", str(golden)]
        )
        == 0
    )
    assert ws_bench([
        "synthesize", "--golden", str(golden), "--cassettes", str(tmp_path / "cassettes"),
        "--provider", "tavily", "--extract-top", "0", "--no-failures", "--no-shared", "--no-reviews",
    ]) == 0  # fmt: skip
    (tmp_path / "pytest.ini").write_text(
        "[pytest]\ntestpaths = golden\nws_extract_top = 0\n", "utf-8"
    )
    _pytest(tmp_path, "--ws-provider=tavily", "--ws-report=serial.json")
    _pytest(tmp_path, "--ws-provider=tavily", "--ws-report=xdist.json", "-n", "2")
    _pytest(tmp_path, "--ws-provider=tavily", "--ws-report=shards/1.json", "--ws-shard=1/2")
    _pytest(
        tmp_path, "--ws-provider=tavily", "--ws-report=shards/2.json", "--ws-shard=2/2", "-n", "2"
    )
    assert ws_bench(["merge", str(tmp_path / "shards"), "-o", str(tmp_path / "merged.json")]) == 0
    serial = json.loads((tmp_path / "serial.json").read_text(encoding="utf-8"))
    block = serial["providers"]["tavily"]
    assert block["aggregate"]["n"] == 4326 and len(block["cases"]) == 4326
    assert block["comparable"] is False and serial["passed"] is True  # not comparable, not failed
    assert serial["unranked"][0]["reason"].startswith("not comparable")
    for other in ("xdist.json", "merged.json"):
        run = json.loads((tmp_path / other).read_text(encoding="utf-8"))
        assert dumps(without_timestamps(run)) == dumps(without_timestamps(serial)), other


def test_merge_refuses_overlaps_and_gaps(pytester: pytest.Pytester) -> None:
    make_bench_project(pytester.path, case_ids=["gs-001", "gs-002", "gs-003", "gs-011", "gs-012"])
    for index in (1, 2, 3):
        result = pytester.runpytest(
            "--ws-provider=tavily", f"--ws-shard={index}/3", f"--ws-report=s{index}.json"
        )
        assert result.ret == 0
    root = pytester.path
    with pytest.raises(MergeError, match=r"shard\(s\) \[3\] of 3 are missing"):
        merge_runs([root / "s1.json", root / "s2.json"])
    with pytest.raises(MergeError, match=r"shard\(s\) \[1\] of 3 were given twice"):
        merge_runs([root / "s1.json", root / "s1.json", root / "s2.json", root / "s3.json"])
    whole = pytester.runpytest("--ws-provider=tavily", "--ws-report=whole.json")
    assert whole.ret == 0
    with pytest.raises(MergeError, match="is not a shard run"):
        merge_runs([root / "whole.json"])
    merged = merge_runs([root / "s1.json", root / "s2.json", root / "s3.json"])
    full = json.loads((root / "whole.json").read_text(encoding="utf-8"))
    assert dumps(without_timestamps(merged)) == dumps(without_timestamps(full))


def test_a_crashed_worker_loses_cases_loudly(pytester: pytest.Pytester) -> None:
    make_bench_project(pytester.path, case_ids=["gs-001", "gs-002", "gs-011", "gs-065", "gs-081"])
    pytester.makeconftest(WORKER_CRASH_CONFTEST)
    result = pytester.runpytest("--ws-provider=tavily", "--ws-report=run.json", "-n", "2")
    assert result.ret != 0
    result.stdout.fnmatch_lines(
        [
            "*worker 'gw?' crashed while running 'golden/cases/plantas.yaml::gs-065?tavily?'*",
            "*FAILED websearch-bench::lost?tavily?*",
        ]
    )
    assert "LOST cases (selected, never reported): gs-065" in result.stdout.str()
    run = json.loads((pytester.path / "run.json").read_text(encoding="utf-8"))
    block = run["providers"]["tavily"]
    assert block["lost_cases"] == ["gs-065"]
    assert block["aggregate"]["n"] == 5  # the lost case stays in the denominator
    lost = next(c for c in block["cases"] if c["case_id"] == "gs-065")
    assert lost["outcome"] == "error" and lost["hard_fault"]["kind"] == "lost"
