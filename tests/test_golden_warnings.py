"""Warnings about a user's golden set point at the user's file and line in pytest's
warnings summary (serial and under xdist), not at the plugin's source line; a filter
that turns them into errors stops the session with a usage error naming the file."""

from __future__ import annotations

from pathlib import Path

import pytest
import yaml

from conftest import make_bench_project

MODES = [pytest.param([], id="serial"), pytest.param(["-n", "2"], id="xdist")]
CATEGORIES = (
    "# the golden set's categories\n"
    "schema: pytest-websearch-bench/categories@1\n"
    "categories:\n"
    "  plantas: plants\n"
    "  contactos_comerciales: contacts\n"
    "  noticias: news\n"
    "  vacia: unused\n"
)
WARNING = "pytest_websearch_bench.errors.BenchWarning"


def _summary(out: str) -> str:
    """The warnings summary section of pytest's output."""
    assert "warnings summary" in out, out[-3000:]
    return out.split("warnings summary", 1)[1].split("-- Docs:", 1)[0]


@pytest.fixture
def project(pytester: pytest.Pytester) -> Path:
    root = make_bench_project(
        pytester.path, case_ids=["gs-001", "gs-065", "gs-081", "gs-082"], providers=("tavily",)
    )
    (root / "golden" / "categories.yaml").write_text(CATEGORIES, encoding="utf-8")
    path = root / "golden" / "cases" / "noticias.yaml"
    cases = yaml.safe_load(path.read_text(encoding="utf-8"))
    assert [c["id"] for c in cases] == ["gs-081", "gs-082"]
    cases[1]["expect"] = {
        k: v for k, v in cases[1]["expect"].items() if k not in ("answer_patterns", "urls")
    }
    path.write_text(yaml.safe_dump(cases, allow_unicode=True, sort_keys=False), "utf-8")
    return root


def _line_of(path: Path, text: str) -> int:
    return next(n for n, line in enumerate(path.read_text("utf-8").splitlines(), 1) if text in line)


@pytest.mark.parametrize("mode", MODES)
def test_golden_warnings_point_at_the_golden_file_and_line(
    pytester: pytest.Pytester, project: Path, mode: list[str]
) -> None:
    result = pytester.runpytest("--ws-provider=tavily", "-q", "-p", "no:randomly", *mode)
    out = result.stdout.str()
    assert result.ret == pytest.ExitCode.OK, out[-3000:]
    summary = _summary(out)
    categories = project / "golden" / "categories.yaml"
    cases = project / "golden" / "cases" / "noticias.yaml"
    at_category = f"golden/categories.yaml:{_line_of(categories, 'vacia: unused')}"
    at_case = f"golden/cases/noticias.yaml:{_line_of(cases, '- id: gs-082')}"
    assert at_case != "golden/cases/noticias.yaml:1"  # the second case, not the file's start
    lines = summary.splitlines()
    assert at_category in lines and at_case in lines  # pytest's location line of each
    assert (
        f"{categories}:{at_category.rsplit(':', 1)[1]}: BenchWarning: websearch-bench: 1 declared "
        in summary
    )
    assert (
        f"{cases}:{at_case.rsplit(':', 1)[1]}: BenchWarning: websearch-bench: 1 allowed case(s)"
        in summary
    )
    assert "vacia: unused" in summary  # and the line of YAML itself
    assert ": gs-082; add an answer pattern or a gold URL to score them" in summary
    assert f"(in {cases})" in summary
    assert "plugin" not in summary and ".py:" not in summary  # never the plugin's source
    assert summary.count("BenchWarning: ") == 2  # once each, under xdist too


@pytest.mark.parametrize("mode", MODES)
def test_a_golden_warning_turned_into_an_error_names_the_file(
    pytester: pytest.Pytester, project: Path, mode: list[str]
) -> None:
    categories = project / "golden" / "categories.yaml"
    line = _line_of(categories, "vacia: unused")
    result = pytester.runpytest("--ws-provider=tavily", "-W", f"error::{WARNING}", *mode)
    assert result.ret == pytest.ExitCode.USAGE_ERROR
    err = result.stderr.str()
    assert f"{categories}:{line}: websearch-bench: 1 declared category has no case: vacia" in err
    assert "add cases to it, or drop it from that file" in err
    assert "turned into an error by -W or filterwarnings" in err
    assert "INTERNALERROR" not in result.stdout.str() + err
    (project / "pytest.ini").write_text(
        (project / "pytest.ini").read_text("utf-8") + f"filterwarnings =\n    error::{WARNING}\n",
        encoding="utf-8",
    )
    from_ini = pytester.runpytest("--ws-provider=tavily", *mode)
    assert from_ini.ret == pytest.ExitCode.USAGE_ERROR
    assert f"{categories}:{line}: websearch-bench" in from_ini.stderr.str()
    # -W comes after the ini's filters, as pytest orders them: it wins
    ignored = pytester.runpytest("--ws-provider=tavily", "-q", "-W", f"ignore::{WARNING}", *mode)
    assert ignored.ret == pytest.ExitCode.OK, ignored.stdout.str()[-3000:]
    assert "declared category" not in ignored.stdout.str()
