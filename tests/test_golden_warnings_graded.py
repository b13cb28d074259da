"""The warning about cases precision cannot score reads the mapping form of expect.urls:
a case whose every URL is graded 0 has URLs (the warning for a case without any would
say it has none), judged not relevant; it is warned apart, at its expect.urls line."""

from __future__ import annotations

from pathlib import Path

import pytest
import yaml

from conftest import make_bench_project

MODES = [pytest.param([], id="serial"), pytest.param(["-n", "2"], id="xdist")]


def _line_of(path: Path, text: str, after: int = 0) -> int:
    lines = path.read_text("utf-8").splitlines()
    return next(n for n, line in enumerate(lines, 1) if n > after and text in line)


@pytest.mark.parametrize("mode", MODES)
def test_a_case_whose_urls_are_all_graded_zero_is_warned_at_its_urls(
    pytester: pytest.Pytester, mode: list[str]
) -> None:
    root = make_bench_project(pytester.path, case_ids=["gs-081", "gs-082"], providers=("tavily",))
    path = root / "golden" / "cases" / "noticias.yaml"
    cases = yaml.safe_load(path.read_text(encoding="utf-8"))
    graded, bare = cases
    graded["expect"] = {
        "families": graded["expect"]["families"],
        "urls": dict.fromkeys(graded["expect"]["urls"], 0),
    }
    bare["expect"] = {"families": bare["expect"]["families"]}
    path.write_text(yaml.safe_dump(cases, allow_unicode=True, sort_keys=False), "utf-8")
    # the value of its expect.urls: the mapping's first URL
    urls_line = _line_of(path, "urls:", _line_of(path, "- id: gs-081")) + 1
    result = pytester.runpytest("--ws-provider=tavily", "-q", "-p", "no:randomly", *mode)
    out = result.stdout.str()
    assert result.ret == pytest.ExitCode.OK, out[-3000:]
    summary = out.split("warnings summary", 1)[1].split("-- Docs:", 1)[0]
    # one per reason, once under xdist
    assert summary.count("BenchWarning: websearch-bench: 1 allowed case(s)") == 2, summary
    zero = summary.split(f"{path}:{urls_line}: BenchWarning: ", 1)[1].split("\n\n", 1)[0]
    zero = " ".join(zero.split())
    assert zero.startswith(
        "websearch-bench: 1 allowed case(s) have no expect.answer_patterns and every URL of "
        "their expect.urls graded 0 (judged not relevant"
    ), zero
    assert (
        ": gs-081; add an answer pattern, or a URL that answers the case with a grade of 1 or more"
        in zero
    )
    assert "no expect.urls" not in zero
    bare_line = _line_of(path, "- id: gs-082")
    plain = summary.split(f"{path}:{bare_line}: BenchWarning: ", 1)[1]
    assert " ".join(plain.split()).startswith(
        "websearch-bench: 1 allowed case(s) have no expect.answer_patterns and no expect.urls"
    )
