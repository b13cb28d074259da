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


@pytest.mark.usefixtures("wide_terminal")  # reads the plugin's lines whole
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


@pytest.mark.parametrize(
    "key", ["ws_endpoints =\n    tavly=http://127.0.0.1:9/t", "ws_rates =\n    exq.search=5/s"]
)
def test_a_misspelt_provider_in_the_ini_is_an_error(pytester, project, key) -> None:
    """A typo was "ignored" as a provider not in this run: a name no built-in, registered
    or hook-given adapter answers to stops the session, with the closest name."""
    _ini(project, key)
    result = pytester.runpytest("--ws-provider=tavily", "-p", "no:cacheprovider")
    assert result.ret == pytest.ExitCode.USAGE_ERROR, result.stdout.str()[-2000:]
    wrong, right = ("tavly", "tavily") if "tavly" in key else ("exq.search", "exa")
    option = key.split(" ", 1)[0]
    result.stderr.fnmatch_lines(
        [
            f"*{option} of *pytest.ini: entry '{wrong}' names no known provider*",
            f"*did you mean '{right}'? fix the name in {option}*",
        ]
    )


@pytest.mark.usefixtures("wide_terminal")  # reads the plugin's lines whole
def test_a_hook_given_provider_in_the_ini_is_known(pytester, project) -> None:
    """A user adapter the hook gives is a known provider: its ini entry, in a run
    without it, stays a note."""
    _ini(project, "ws_endpoints =\n    inhouse=http://127.0.0.1:9/in")
    (project / "conftest.py").write_text(
        "from pytest_websearch_bench.providers.tavily import TavilyAdapter\n\n"
        "def pytest_ws_provide_adapter(name, config):\n"
        "    return TavilyAdapter if name == 'inhouse' else None\n",
        encoding="utf-8",
    )
    result = pytester.runpytest("--ws-provider=tavily", "-p", "no:cacheprovider")
    assert result.ret == pytest.ExitCode.OK, result.stdout.str()[-3000:]
    result.stdout.fnmatch_lines(
        ["*ini entries for providers not in this run ignored: ws_endpoints inhouse"]
    )


def test_the_command_line_overrides_the_ini_endpoint_by_endpoint() -> None:
    """--ws-endpoint tavily=... replaced every ini ws_endpoints entry (brave's too, whose
    calls then went to the real provider): it now overrides tavily's alone."""
    from pytest_websearch_bench.config import BenchConfig

    ini = {
        "ws_endpoints": ["tavily=http://127.0.0.1:1/t", "brave=http://127.0.0.1:1/b"],
        "ws_rates": ["tavily=1000/min", "tavily.extract=5/s"],
    }
    cli = {"ws-endpoint": ["tavily=http://127.0.0.1:2/t"], "ws-rate": ["tavily=20/s"]}
    config = BenchConfig.from_sources(Path("/p"), cli.get, ini.get)
    assert config.endpoints == {"tavily": "http://127.0.0.1:2/t", "brave": "http://127.0.0.1:1/b"}
    assert (
        config.rates["tavily"].per_second == 20 and config.rates["tavily.extract"].per_second == 5
    )
    narrowed = config.for_providers(["tavily"])  # brave's ini entry is left out, noted
    assert narrowed.endpoints == {"tavily": "http://127.0.0.1:2/t"}
    assert narrowed.ignored_ini == ("ws_endpoints brave",)
    # a command-line entry for a provider not in the run is never dropped (the plugin
    # refuses it: a typo there would send calls elsewhere)
    cli = {"ws-endpoint": ["exa=http://127.0.0.1:2/e"]}
    narrowed = BenchConfig.from_sources(Path("/p"), cli.get, ini.get).for_providers(["tavily"])
    assert "exa" in narrowed.endpoints and "brave" not in narrowed.endpoints


@pytest.mark.usefixtures("wide_terminal")  # reads the plugin's lines whole
def test_the_command_line_and_ini_endpoints_both_serve_a_run(pytester, project) -> None:
    _ini(project, "ws_endpoints =\n    exa=http://127.0.0.1:9/exa")
    result = pytester.runpytest(
        "--ws-provider=tavily", "--ws-endpoint=tavily=http://127.0.0.1:9/tavily", "--co"
    )
    # the ini's exa entry is still read (and noted as not in this run), not replaced
    result.stdout.fnmatch_lines(
        ["*ini entries for providers not in this run ignored: ws_endpoints exa"]
    )
