"""Reader fidelity through the plugin: a small golden set, a provider with a reader and
a search-only one; the run file's block, its null reason and the terminal's columns."""

from __future__ import annotations

import json
from pathlib import Path

import pytest

from conftest import make_bench_project

CASES = ["gs-012", "gs-033", "gs-051"]  # app shell, government table, long annual report


@pytest.fixture
def project(pytester: pytest.Pytester) -> Path:
    return make_bench_project(
        pytester.path, case_ids=CASES, providers=("tavily", "brave"), shared=True
    )


def test_reader_fidelity_per_provider(pytester: pytest.Pytester, project: Path) -> None:
    result = pytester.runpytest(
        "--ws-provider=tavily,brave", "--ws-report=run.json", "-p", "no:cacheprovider"
    )
    result.stdout.fnmatch_lines(
        [
            # a prose line, wrapped at pytester's 80 columns
            "    reader_fidelity: no reader: a search-only provider; the neutral fetcher",
            "      reads*",
        ]
    )
    run = json.loads((project / "run.json").read_text(encoding="utf-8"))
    tavily = run["providers"]["tavily"]["aggregate"]["reader_fidelity"]
    assert tavily["documents"] == 3
    assert tavily["table_cells_kept"] < 0.1  # a basic extract drops the table (a heading stays)
    assert tavily["javascript_rendered"] == 0.0  # it does not render the app shell
    assert tavily["pdf_pages_covered"] == 1.0
    assert run["providers"]["brave"]["aggregate"]["reader_fidelity"] is None
    reads = [
        r
        for case in run["providers"]["tavily"]["cases"]
        for r in case["reads"]
        if r["fidelity"] is not None
    ]
    assert {r["via"] for r in reads} == {"extract"}
