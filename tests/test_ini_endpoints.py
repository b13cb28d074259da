"""The ini's ``ws_endpoints`` (and ``ws_rates``) name every provider a project uses; a
run of some of them ignores the others' entries with a header note, while a
command-line ``--ws-endpoint`` naming no provider of the run stays a usage error."""

from __future__ import annotations

from pathlib import Path

import pytest

from conftest import make_bench_project


@pytest.fixture
def project(pytester: pytest.Pytester) -> Path:
    return make_bench_project(pytester.path, case_ids=["gs-001", "gs-065"], providers=("tavily",))


def _ini(project: Path, *lines: str) -> None:
    (project / "pytest.ini").write_text(
        "[pytest]\ntestpaths = golden\n" + "\n".join(lines) + "\n", encoding="utf-8"
    )


@pytest.mark.parametrize("workers", [[], ["-n", "2"]], ids=["serial", "xdist"])
def test_ini_entries_for_providers_not_in_the_run_are_ignored(pytester, project, workers) -> None:
    _ini(
        project,
        "ws_endpoints =\n    exa=http://127.0.0.1:9/exa\n    exa.reader=http://127.0.0.1:9/r",
        "ws_rates =\n    exa=5/s",
    )
    result = pytester.runpytest("--ws-provider=tavily", "-p", "no:cacheprovider", *workers)
    assert result.ret == pytest.ExitCode.OK, result.stdout.str()[-3000:]
    result.stdout.fnmatch_lines(
        [
            "websearch-bench: ini entries for providers not in this run ignored: "
            "ws_endpoints exa, ws_endpoints exa.reader, ws_rates exa"
        ]
    )
    assert "names no provider" not in result.stdout.str() + result.stderr.str()
    assert "local address" not in result.stdout.str()  # exa's address was never called


def test_a_command_line_endpoint_for_no_provider_stays_an_error(pytester, project) -> None:
    _ini(project, "ws_endpoints =\n    exa=http://127.0.0.1:9/exa")
    result = pytester.runpytest("--ws-provider=tavily", "--ws-endpoint=exa=http://127.0.0.1:9")
    assert result.ret == pytest.ExitCode.USAGE_ERROR
    result.stderr.fnmatch_lines(["*--ws-endpoint exa=... names no provider of this run (tavily)*"])


def test_a_provider_that_ran_no_item_gets_no_local_address_warning(pytester) -> None:
    make_bench_project(pytester.path, case_ids=["gs-001", "gs-065"], providers=("tavily", "exa"))
    result = pytester.runpytest(
        "--ws-provider=tavily,exa",
        "--ws-endpoint=exa=http://127.0.0.1:9/exa",
        "-k",
        "tavily",
        "-p",
        "no:cacheprovider",
    )
    assert result.ret == pytest.ExitCode.OK, result.stdout.str()[-3000:]
    assert "local address" not in result.stdout.str()  # exa's items were deselected
