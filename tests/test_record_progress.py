"""What a recording prints: the estimate, the progress line (rewritten on a terminal,
periodic lines otherwise) and the end, from the plan and the processes' status files."""

from __future__ import annotations

from typing import Any

import pytest

from pytest_websearch_bench.plugin.recording import Display, recording_block
from pytest_websearch_bench.recording.progress import (
    PERIODIC_S,
    Progress,
    estimate_lines,
    summary_lines,
)

PLAN: dict[str, Any] = {
    "mode": "new",
    "concurrency": 8,
    "budget_usd": 1.0,
    "rates": {"tavily": {"limit": "20/s", "per_second": 20, "source": "--ws-rate"}},
    "providers": {
        "tavily": {
            "cases": ["a", "b", "c", "d"],
            "estimates": [0.016] * 4,
            "operations": ["search", "extract"],
            "estimate_usd": 0.064,
        },
        "jina": {
            "cases": ["a"],
            "estimates": [None],
            "operations": ["search", "fetch", "fetch", "fetch"],
            "estimate_usd": None,
        },
    },
}


def _status(recorded: int, calls: int, limited: int = 0) -> dict[str, Any]:
    return {
        "worker": "gw0",
        "state": "recording",
        "providers": {
            "tavily": {"recorded": recorded, "calls": calls, "rate_limited": limited},
        },
    }


def test_the_estimate_names_cases_operations_prices_and_limits() -> None:
    lines = estimate_lines(PLAN)
    assert lines[0].startswith(
        "websearch-bench recording: 5 case(s) to record, estimate unknown "
        "(jina: no published price, $0.0640 for the others)"
    )
    assert "(budget $1.00)" in lines[0] and "8 call(s) in flight per provider" in lines[0]
    # an unpriced provider: no "(unknown a case) = unknown", what is missing and the remedy
    assert (
        "  jina: 1 case(s) x search + 3 fetch = cost unknown (jina publishes no price: set it "
        "in the ws_pricing file); limit none documented" in lines
    )
    assert not any("unknown a case" in line for line in lines)
    assert (
        "  tavily: 4 case(s) x search + extract ($0.0160 a case) = $0.0640; limit tavily 20/s"
        in lines
    )
    empty = {**PLAN, "providers": {"tavily": {**PLAN["providers"]["tavily"], "cases": []}}}
    assert estimate_lines(empty) == [
        "websearch-bench recording: nothing to record (every selected case is on disk)"
    ]
    only_jina = {**PLAN, "budget_usd": None, "providers": {"jina": PLAN["providers"]["jina"]}}
    assert estimate_lines(only_jina)[0].startswith(
        "websearch-bench recording: 1 case(s) to record, estimate unknown "
        "(jina: no published price);"
    )


def test_the_progress_line_counts_rate_spend_and_eta() -> None:
    progress = Progress(PLAN)
    progress.line([_status(0, 0)], 100.0, 0.0)
    line = progress.line([_status(2, 4, limited=1)], 102.0, 0.032)
    assert line.startswith(
        "recording jina 0/1 recorded; tavily 2/4 recorded | 2.0 calls/s lately | 429s 1"
    )
    assert "cost $0.0320 of $1.00" in line
    # 2 tavily cases x 2 calls + 1 jina case x 4 calls left, at 2 calls a second.
    assert line.endswith("ETA 0:04")


def test_the_end_says_what_was_recorded_and_what_was_left() -> None:
    statuses = [_status(2, 4)]
    lines = summary_lines(PLAN, statuses, 0.032, 2.0, {"tavily": "the budget is reached"})
    assert lines[0].startswith("websearch-bench recording: 2 case(s) recorded in 2.0 s (4 call(s)")
    assert any(
        "tavily: 2 case(s) left for the next run (the budget is reached)" in x for x in lines
    )
    block = recording_block(PLAN, statuses, 0.032, 2.0, {"tavily": "the budget is reached"})
    assert block["providers"]["tavily"]["left"] == 2 and block["spent_usd"] == 0.032
    assert block["providers"]["jina"]["left"] == 1


class _Reporter:
    def __init__(self, isatty: bool) -> None:
        self.isatty = isatty
        self.out: list[tuple[str, str]] = []

    def rewrite(self, line: str, **markup: bool) -> None:
        self.out.append(("rewrite", line))

    def write_line(self, line: str) -> None:
        self.out.append(("line", line))

    def write(self, text: str) -> None:
        self.out.append(("write", text))


class _Manager:
    def __init__(self, reporter: _Reporter) -> None:
        self.reporter = reporter

    def getplugin(self, name: str) -> _Reporter:
        return self.reporter


class _Config:
    def __init__(self, reporter: _Reporter) -> None:
        self.pluginmanager = _Manager(reporter)


@pytest.mark.parametrize("tty", [True, False])
def test_a_terminal_gets_one_line_rewritten_a_pipe_periodic_lines(
    tty: bool, monkeypatch: pytest.MonkeyPatch
) -> None:
    reporter = _Reporter(tty)
    display = Display(_Config(reporter), PLAN)  # type: ignore[arg-type]
    clock = [1000.0]
    monkeypatch.setattr("pytest_websearch_bench.plugin.recording.time.time", lambda: clock[0])
    for _ in range(40):  # 20 s of ticks, every half second
        display.tick([_status(1, 2)], 0.016)
        clock[0] += 0.5
    display.line("websearch-bench recording: done")
    kinds = [kind for kind, _ in reporter.out]
    if tty:
        assert kinds.count("rewrite") == 40 and "line" not in kinds[:-1]
        assert kinds[-2:] == ["write", "line"]  # the live line ends before the next one
    else:
        assert "rewrite" not in kinds
        assert kinds.count("line") == int(20 / PERIODIC_S) + 1
