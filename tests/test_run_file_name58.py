"""Stop 58: the default run file name joins providers with ``+`` (a comma needed quoting in
shells and split CI glob lists); run files named the older way are still read."""

from __future__ import annotations

import datetime as dt
import json
import re
from pathlib import Path
from typing import Any

import pytest

from conftest import make_bench_project

CASES = ["gs-001", "gs-011", "gs-065"]
WORKERS = pytest.mark.parametrize("workers", [[], ["-n", "2"]], ids=["serial", "xdist"])
ORDER = ["-p", "no:randomly"]


def _run(path: Path) -> dict[str, Any]:
    data: dict[str, Any] = json.loads(path.read_text(encoding="utf-8"))
    return data


def test_the_default_run_file_name_joins_providers_with_plus() -> None:
    from pytest_websearch_bench.config import default_report_name

    now = dt.datetime(2026, 12, 6, 10, 15, tzinfo=dt.timezone.utc)
    assert default_report_name(("tavily", "exa"), now) == "20261206T101500Z-tavily+exa.json"
    assert default_report_name((), now) == "20261206T101500Z-none.json"


@WORKERS
def test_runs_under_the_new_and_the_older_names_are_both_read(
    pytester: pytest.Pytester, workers: list[str], capsys: pytest.CaptureFixture[str]
) -> None:
    """A two-provider run is named ``...-tavily+exa.json``; a run file named the older
    way (``...-tavily,exa.json``) in the same folder is still read by ``compare``,
    ``history`` and ``merge``, which take every *.json of a folder."""
    from pytest_websearch_bench.cli import main as ws_bench
    from pytest_websearch_bench.report.compare import run_paths
    from pytest_websearch_bench.report.history import history_files

    make_bench_project(pytester.path, case_ids=CASES, providers=("tavily", "exa"))
    assert pytester.runpytest("--ws-provider=tavily,exa", *ORDER, *workers).ret == 0
    runs = pytester.path / ".ws-bench" / "runs"
    (newest,) = runs.glob("*.json")
    assert re.fullmatch(r"\d{8}T\d{6}Z-tavily\+exa\.json", newest.name), newest.name
    older = _run(newest)
    older["finished_at"] = "2026-11-06T10:15:00+00:00"
    older["started_at"] = "2026-11-06T10:14:00+00:00"
    comma = runs / "20261106T101500Z-tavily,exa.json"
    comma.write_text(json.dumps(older), encoding="utf-8")
    assert set(run_paths([str(runs)])) == set(history_files(runs)) == {newest, comma}
    code = ws_bench(["compare", str(runs), "-o", str(pytester.path / "cmp.json")])
    capsys.readouterr()
    assert code in (0, 3)  # read and compared (too few fixture classes to rank is 3)
    comparison = _run(pytester.path / "cmp.json")
    assert [str(Path(r["path"]).name) for r in comparison["runs"]] == [newest.name]
    assert any(Path(s["path"]).name == comma.name for s in comparison["skipped"])
