"""Commands given an input that is not there say so, with a remedy, and write nothing:
``ws-bench synthesize`` with a golden set that does not exist (it used to print success,
then a traceback, leaving an empty manifest that ``verify`` then called consistent) and
``ws-bench import`` with a CSV that does not exist (it used to call it an encoding
problem)."""

from __future__ import annotations

from pathlib import Path

import pytest

from pytest_websearch_bench.cli import main as ws_bench


def _listing(root: Path) -> list[str]:
    return sorted(p.relative_to(root).as_posix() for p in root.rglob("*"))


@pytest.mark.parametrize(
    "command",
    [
        ["synthesize", "--provider", "tavily"],
        ["synthesize", "--provider", "tavily", "--failures-only"],
        ["synthesize-epoch"],
    ],
)
@pytest.mark.parametrize("golden", ["missing", "no-cases"])
def test_synthesize_checks_the_golden_set_before_writing(
    tmp_path: Path, command: list[str], golden: str, capsys
) -> None:
    (tmp_path / "no-cases").mkdir()
    out = ["-o" if command[0] == "synthesize-epoch" else "--cassettes", str(tmp_path / "c")]
    before = _listing(tmp_path)
    assert ws_bench([*command, "--golden", str(tmp_path / golden), *out]) == 2
    captured = capsys.readouterr()
    what = "does not exist" if golden == "missing" else "has no cases/ folder"
    assert f"the golden set {tmp_path / golden} {what}" in captured.err
    assert "nothing was written" in captured.err and "remedy: point --golden" in captured.err
    assert "Traceback" not in captured.err and "wrote" not in captured.out
    assert _listing(tmp_path) == before  # no manifest, no folder
