"""``ws-bench compare``'s note on intervals over too few cases gives the count the
interval is over (the run file's ``ci95_cases``: the cases measured), not ``n``, which
counts a forbidden case too (walkthrough 66: ``tavily n=6`` beside ``ci95_cases: 5``)."""

from __future__ import annotations

import dataclasses
import re
from pathlib import Path

import pytest

from pytest_websearch_bench.cli import main
from runkit import read, record, run_of, write


def test_the_few_cases_note_counts_the_cases_the_interval_is_over(
    tmp_path: Path, capsys: pytest.CaptureFixture[str]
) -> None:
    allowed = [record(f"c{i}", "p", relevant=2, useful=True) for i in range(1, 5)]
    forbidden = dataclasses.replace(record("c5", "p"), web_role="forbidden")
    path = write(tmp_path / "p.json", run_of([*allowed, forbidden]))
    block = read(path)["providers"]["p"]
    assert (block["aggregate"]["n"], block["ci95_cases"]) == (5, 4)
    main(["compare", str(path)])
    flat = " ".join(capsys.readouterr().out.split())
    assert "over fewer than 10 cases measured is unreliable" in flat
    assert re.search(r"is: p n=4\b", flat), flat
