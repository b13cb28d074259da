"""Stop 58: where the verdicts reach past pytest's public API, each workaround is one small
function (``plugin/pytest_private.py``, checked on pytest 7.4.4 and 9.2.0), which leaves a
pytest without the attribute alone; ``-v`` writes no progress percentage after the items."""

from __future__ import annotations

import re
from pathlib import Path
from typing import Any

import pytest

from conftest import gated_project

CASES = ["gs-001", "gs-011", "gs-065"]
WORKERS = pytest.mark.parametrize("workers", [[], ["-n", "2"]], ids=["serial", "xdist"])
ORDER = ["-p", "no:randomly"]


@pytest.fixture
def project(pytester: pytest.Pytester) -> Path:
    return gated_project(pytester.path, CASES, "ws_gates=precision@10 >= 0.99")


def test_the_private_workarounds_leave_a_pytest_without_them_alone() -> None:
    from pytest_websearch_bench.plugin.pytest_private import (
        end_open_line,
        fix_junit_skip_texts,
        hide_progress,
    )

    class Bare:
        currentfspath: Any = "x"

    bare = Bare()
    hide_progress(bare)  # no _show_progress_info: nothing to turn off
    end_open_line(bare)  # no writer: only the public currentfspath is reset
    assert not hasattr(bare, "_show_progress_info") and bare.currentfspath is None
    shown = Bare()
    shown._show_progress_info = "progress"  # type: ignore[attr-defined]
    hide_progress(shown)
    assert shown._show_progress_info is False  # type: ignore[attr-defined]

    class Config:
        stash = pytest.Stash()

    fix_junit_skip_texts(Config(), [])  # type: ignore[arg-type]  # no junitxml: nothing


@WORKERS
def test_verbose_verdicts_carry_no_progress_past_the_items(
    pytester: pytest.Pytester, project: Path, workers: list[str]
) -> None:
    result = pytester.runpytest("--ws-provider=tavily", "-v", *ORDER, *workers)
    lines = result.stdout.lines
    start = next(i for i, line in enumerate(lines) if "websearch-bench verdicts" in line)
    verdicts = [line for line in lines[start:] if line.startswith("websearch-bench::")]
    assert len(verdicts) == 9, result.stdout.str()  # 7 gates, provenance, lost
    assert not any(re.search(r"\[ *\d+%\]", line) for line in verdicts), verdicts
