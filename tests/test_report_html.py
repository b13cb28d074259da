"""`ws-bench report`: a self-contained HTML report, opened in a real headless browser."""

from __future__ import annotations

import re
import shutil
import subprocess
from pathlib import Path

import pytest

from conftest import make_bench_project
from pytest_websearch_bench.cli import main as ws_bench

CHROMIUM = shutil.which("chromium") or shutil.which("chromium-browser")
FLAGS = (
    "--headless",
    "--no-sandbox",
    "--disable-gpu",
    "--disable-quic",
    "--no-first-run",
    "--disable-background-networking",
    "--disable-component-update",
    "--disable-sync",
    "--enable-logging=stderr",
    "--v=0",
)


@pytest.fixture
def report(pytester: pytest.Pytester) -> Path:
    make_bench_project(
        pytester.path,
        case_ids=["gs-001", "gs-012", "gs-065", "gs-071", "gs-005"],
        providers=("tavily", "brave"),
        shared=True,
    )
    for provider in ("tavily", "brave"):
        result = pytester.runpytest(
            f"--ws-provider={provider}", f"--ws-report=runs/{provider}.json"
        )
        assert result.ret == 0, result.stdout.str()[-2000:]
    out = pytester.path / "report.html"
    assert ws_bench(["report", str(pytester.path / "runs"), "-o", str(out)]) == 0
    return out


def test_report_is_self_contained_and_complete(report: Path) -> None:
    page = report.read_text(encoding="utf-8")
    assert "<script" not in page  # no code to run, nothing to fetch
    assert not re.search(r"""(src|href)=["']?(https?:)?//""", page)
    assert page.count("<svg") == 2  # the scatter and the category bars
    for expected in (
        "Ranking",
        "tavily",
        "brave",
        "injection_containment",
        "not a provider comparison",
    ):
        assert expected in page
    assert page.count("<h2 id=") == 3  # one section per provider, and the glossary
    # every chart has axes with units and says which way is better
    assert "cost per useful answer (USD, lower is better" in page
    assert "precision@10 (ratio 0-1, higher is better)" in page
    assert page.count('text-anchor="middle">0.4</text>') == 1  # the category bars' ticks
    # every column of every table is in the glossary, and its header links there
    for header in ("P@10", "$/useful", "p95 ms", "pooled recall", "useful", "cost"):
        assert "<a href='#g-" in page and f">{header}</a>" in page.replace("&#x27;", "'")
    assert page.count("<dt id='g-") >= 20 and "lower is better" in page
    # the run's date, commit and capture window
    assert "run date (UTC)" in page and "captured (first to last call)" in page
    assert re.search(r"tavily: \d{4}-\d{2}-\d{2}", page)
    # a table of cases per provider, useless cases first with why
    assert page.count("<details><summary>5 cases") == 2
    assert "forbidden case: no answer expected" in page


def test_bad_run_file_is_refused(tmp_path: Path, capsys) -> None:
    bad = tmp_path / "run.json"
    bad.write_text("{}", encoding="utf-8")
    assert ws_bench(["report", str(bad), "-o", str(tmp_path / "r.html")]) == 2
    assert "is not a pytest-websearch-bench run file" in capsys.readouterr().err


@pytest.mark.skipif(
    CHROMIUM is None, reason="Debian's chromium is not installed (.ci/run installs it)"
)
def test_report_opens_in_a_headless_browser(report: Path, tmp_path: Path) -> None:
    shot = tmp_path / "report.png"
    profile = tmp_path / "profile"
    assert CHROMIUM is not None
    done = subprocess.run(
        [CHROMIUM, *FLAGS, f"--user-data-dir={profile}", "--window-size=1280,2000",
         f"--screenshot={shot}", report.as_uri()],
        capture_output=True, text=True, timeout=120, check=False,
    )  # fmt: skip
    assert done.returncode == 0, done.stderr[-2000:]
    console = [line for line in done.stderr.splitlines() if "CONSOLE" in line]
    assert console == []  # no console message, let alone an error
    assert shot.exists() and shot.stat().st_size > 20_000
    dom = subprocess.run(
        [CHROMIUM, *FLAGS, f"--user-data-dir={profile}", "--dump-dom", report.as_uri()],
        capture_output=True, text=True, timeout=120, check=False,
    )  # fmt: skip
    assert "websearch-bench report" in dom.stdout and "<svg" in dom.stdout


def test_every_report_column_has_a_glossary_entry() -> None:
    from pytest_websearch_bench.report.columns import COLUMNS
    from pytest_websearch_bench.report.html_glossary import GLOSSARY, glossary_html

    assert [c.header for c in COLUMNS if c.header not in GLOSSARY] == []
    page = glossary_html()
    assert all(f">{c.header}</dt>" in page for c in COLUMNS if "<" not in c.header)


def test_a_default_candidate_that_failed_a_user_gate_says_so(pytester: pytest.Pytester) -> None:
    """User gates never disqualify, so a provider that failed one keeps the role
    ``default_candidate``; the HTML and compare's lines name the failed gate(s) beside it,
    so the role cannot read as an endorsement (before: "(not comparable; default_candidate)")."""
    import json

    root = make_bench_project(pytester.path, case_ids=["gs-001", "gs-012"], providers=("tavily",))
    (root / "golden" / "gates.yaml").write_text(
        "gates:\n  - precision@10 >= 0.99\n  - n >= 1\n", encoding="utf-8"
    )
    result = pytester.runpytest("--ws-provider=tavily", "--ws-report=runs/tavily.json", "-q")
    assert result.ret == pytest.ExitCode.TESTS_FAILED, result.stdout.str()[-2000:]
    block = json.loads((root / "runs" / "tavily.json").read_text("utf-8"))["providers"]["tavily"]
    assert block["role"] == "default_candidate"  # the ranking logic is kept
    assert not block["comparable"]
    out = root / "report.html"
    assert ws_bench(["report", str(root / "runs"), "-o", str(out)]) == 0
    page = out.read_text(encoding="utf-8")
    assert "(not comparable; default candidate — failed your gate(s): precision@10)" in page
    assert "; default_candidate)" not in page


def test_compare_and_the_ranking_table_name_the_failed_user_gates() -> None:
    from pytest_websearch_bench.report.compare import render_comparison
    from pytest_websearch_bench.report.html import ranking_table

    gates = [
        {"name": "precision@10", "kind": "hard", "status": "passed"},
        {"name": "ndcg@10", "kind": "user", "status": "failed"},
        {"name": "category.a.precision@10", "kind": "user", "status": "failed"},
        {"name": "n", "kind": "user", "status": "passed"},
    ]
    block = {"role": "default_candidate", "gates": gates, "ci95": {}, "aggregate": {}}
    entry = {
        "position": 1,
        "provider": "tavily",
        "cost_per_useful_answer_usd": 0.01,
        "precision@10": 0.5,
        "recall_pooled": 0.5,
        "freshness_accuracy": None,
        "qualified": True,
        "tie_with": [],
    }
    expected = "default candidate — failed your gate(s): ndcg@10, category.a.precision@10"
    assert f"<td>{expected}</td>" in ranking_table([entry], {"tavily": block})
    comparison = {
        "ranking": [entry],
        "unranked": [],
        "providers": {"tavily": block},
        "review": {"unjudged_groups": 0},
    }
    [line] = [ln for ln in render_comparison(comparison) if "tavily" in ln]
    assert line.endswith(expected)
    passed = {**block, "gates": [g for g in gates if g["status"] == "passed"]}
    # the run file's name of the role is not a word: the page prints the words
    # (run_file.ROLE_WORDS, the mapping compare prints too)
    assert "<td>default candidate</td>" in ranking_table([entry], {"tavily": passed})
    assert "default_candidate</td>" not in ranking_table([entry], {"tavily": passed})
