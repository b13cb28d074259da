"""One rule for every re-record remedy (``errors.RecordContext``), and every remedy works:

* the context is built once from the configuration and keeps what the pytest command
  line gave besides the ``--ws-*`` options: its positional paths, ``--rootdir`` and
  ``-c``. A golden set collected through a path argument and ``--rootdir`` was re-recorded
  by a printed command without them, which collected the project's own golden set and
  recorded nothing; the printed command is run here as printed;
* the ``ws-bench`` subcommands, which cannot know the pytest command, give the provider
  and the folders they were given;
* the local-address warning names where the local endpoint came from (the ini key and
  file, or the flag).
"""

from __future__ import annotations

import json
import shlex
import shutil
from collections.abc import Iterator
from pathlib import Path

import pytest

from conftest import make_bench_project, record_tavily, tavily_endpoint_project
from emulator import EmulatorConfig, ProviderEmulator
from pytest_websearch_bench.config import BenchConfig
from pytest_websearch_bench.errors import CassetteNotFoundError, RecordContext
from runkit import unwrapped

CASES = ["gs-001", "gs-065"]


@pytest.fixture
def emu() -> Iterator[ProviderEmulator]:
    with ProviderEmulator(EmulatorConfig.for_tests()) as server:
        yield server


def test_the_command_keeps_the_paths_rootdir_and_ini_file_given() -> None:
    context = RecordContext(
        golden="/tmp/g x",
        endpoints={"tavily": "http://gw:1", "exa": "http://127.0.0.1:9/exa"},
        ini_endpoints=frozenset({"exa"}),
        args=("/tmp/g x", "--rootdir=/p", "-c", "ci.ini"),
    )
    assert context.record_command("tavily", case_id="gs-001") == (
        "pytest --ws-provider=tavily --ws-golden='/tmp/g x' --ws-endpoint tavily=http://gw:1 "
        "--ws-record=new -k gs-001 '/tmp/g x' --rootdir=/p -c ci.ini"
    )
    # several providers: each one's command-line endpoint, never the ini's
    assert context.record_command("exa,tavily", "all").startswith(
        "pytest --ws-provider=exa,tavily --ws-golden='/tmp/g x' --ws-endpoint tavily=http://gw:1 "
        "--ws-record=all"
    )
    error = CassetteNotFoundError("tavily", "search", "gs-001", "x.json", context)
    assert "--ws-record=new '/tmp/g x' --rootdir=/p -c ci.ini` and the provider's key" in str(error)


def test_the_config_builds_the_context_once_from_pytests_own_options(tmp_path: Path) -> None:
    values: dict[str, object] = {
        "ws-provider": "tavily",
        "file_or_dir": ["../gx", "extra_test.py"],
        "rootdir": "proj",
        "inifilename": None,
    }
    config = BenchConfig.from_sources(
        tmp_path,
        values.get,
        lambda name: "tavily=http://127.0.0.1:8080" if name == "ws_endpoints" else None,
        ini_file=tmp_path / "pytest.ini",
    )
    assert config.invocation == ("../gx", "extra_test.py", "--rootdir=proj")
    assert config.record_context is config.record_context  # built once
    assert config.record_command("tavily") == (
        "pytest --ws-provider=tavily --ws-record=new ../gx extra_test.py --rootdir=proj"
    )
    assert config.endpoint_overrides() == {
        "tavily": {
            "url": "http://127.0.0.1:8080",
            "source": "ws_endpoints",
            "ini_file": "pytest.ini",
        }
    }
    plain = BenchConfig.from_sources(tmp_path, {"ws-provider": "tavily"}.get, lambda name: None)
    assert plain.invocation == ()
    assert plain.record_command("tavily") == "pytest --ws-provider=tavily --ws-record=new"


@pytest.mark.enable_socket
def test_a_path_argument_and_rootdir_are_kept_and_the_printed_command_records(
    pytester: pytest.Pytester, monkeypatch: pytest.MonkeyPatch, emu: ProviderEmulator
) -> None:
    project = tavily_endpoint_project(pytester, monkeypatch, emu.url("tavily"), CASES)
    assert record_tavily(pytester, "all").ret == 0
    golden = pytester.path.parent / f"{pytester.path.name}-gx"
    shutil.copytree(project / "golden", golden)
    cases = golden / "cases" / "plantas.yaml"
    text = cases.read_text("utf-8")
    first = text.split("query: ", 1)[1].split("\n", 1)[0]
    cases.write_text(text.replace(f"query: {first}", "query: a changed query", 1), "utf-8")
    flags = ("-p", "no:cacheprovider", "--ws-rate=tavily=200/s")
    # with a path outside the project pytest reads the project's ini only through -c
    given = (f"--rootdir={project}", "-c", "pytest.ini")
    replay = pytester.runpytest_subprocess(
        "--ws-provider=tavily", str(golden), f"--ws-golden={golden}", *given, *flags
    )
    assert replay.ret == pytest.ExitCode.TESTS_FAILED
    out = " ".join(line.strip() for line in replay.stdout.lines)  # wrapped prose read as one text
    command = out.split("re-record with `", 1)[1].split("`", 1)[0]
    # the path argument, --rootdir and -c kept; the ini's endpoint read again, not repeated
    assert command == (
        f"pytest --ws-provider=tavily --ws-golden={golden} --ws-record=new {golden} "
        f"--rootdir={project} -c pytest.ini"
    )
    emu.reset()
    again = pytester.runpytest_subprocess(*shlex.split(command)[1:], *flags)
    assert again.ret == pytest.ExitCode.OK, again.stdout.str()[-3000:]
    assert "a changed query" in emu.queries("tavily")  # it recorded the changed case
    after = pytester.runpytest_subprocess(
        "--ws-provider=tavily", str(golden), f"--ws-golden={golden}", *given, *flags
    )
    assert after.ret == pytest.ExitCode.OK, after.stdout.str()[-3000:]


@pytest.mark.enable_socket
def test_the_local_address_warning_names_the_ini_key_and_file(
    pytester: pytest.Pytester, monkeypatch: pytest.MonkeyPatch, emu: ProviderEmulator
) -> None:
    url = emu.url("tavily")
    tavily_endpoint_project(pytester, monkeypatch, url, CASES)
    assert record_tavily(pytester, "all").ret == 0
    replay = pytester.runpytest_subprocess("--ws-provider=tavily", "-p", "no:cacheprovider")
    warning = unwrapped(replay.stdout.lines, "WARNING recorded at a local")  # wrapped
    assert "(--ws-record=all, same --ws-cassettes, without the ws_endpoints entry " in warning
    assert f"tavily={url} in pytest.ini)" in warning
    assert "no local --ws-endpoint" not in warning


def test_the_local_address_warning_names_the_flag() -> None:
    from pytest_websearch_bench.report.provenance import local_warning

    local = {"tavily": ["http://127.0.0.1:9"]}
    flag = {"tavily": {"url": "http://127.0.0.1:9/tavily", "source": "--ws-endpoint"}}
    assert "without --ws-endpoint tavily=http://127.0.0.1:9/tavily)" in local_warning(
        local, overrides=flag
    )
    # not known (a comparison of several runs): the general advice
    assert "no local --ws-endpoint)" in local_warning(local)


def test_the_offline_message_keeps_the_paths_when_no_provider_is_named(tmp_path: Path) -> None:
    from pytest_websearch_bench.plugin.state import record_commands

    values = {"file_or_dir": ["suite"], "rootdir": str(tmp_path)}
    bench = BenchConfig.from_sources(tmp_path, values.get, lambda name: None)
    assert record_commands(bench) == (
        f"`pytest --ws-provider=NAME --ws-record=new suite --rootdir={tmp_path}`"
    )
    assert record_commands(None) == "`pytest --ws-provider=NAME --ws-record=new`"


def test_an_interrupted_recording_gives_the_command_that_records_the_rest() -> None:
    from pytest_websearch_bench.plugin.partial import partial_lines

    run = {
        "stopped_early": {"cause": "interrupted", "items_ran": 0, "items_selected": 2},
        "recording": {
            "interrupted": True,
            "providers": {"tavily": {"recorded": 1, "left": 1}},
            "spent_usd": 0.0,
        },
        "provenance": {
            "cassettes": "fx",
            "golden_option": None,
            "endpoint_overrides": {"tavily": {"url": "http://gw:1", "source": "--ws-endpoint"}},
            "record_args": ["suite dir"],
        },
        "providers": {},
    }
    (line,) = [x for x in partial_lines(run) if "recording was interrupted" in x]
    assert (
        "`pytest --ws-provider=tavily --ws-cassettes=fx --ws-endpoint tavily=http://gw:1 "
        "--ws-record=new 'suite dir'` (with this run's other options) records the rest"
    ) in line


def test_verify_names_the_case_and_tree_to_record(tmp_path: Path) -> None:
    from pytest_websearch_bench.replay.verify import record_hint

    tree = tmp_path / "fx"
    assert record_hint(tree, "tavily/search/gs-001.json") == (
        f"`pytest --ws-provider=tavily --ws-cassettes={tree} --ws-record=new -k gs-001` "
        "(add your run's --ws-golden and paths)"
    )
    assert "-k gs-002`" in record_hint(tree, "exa/errors/gs-002.search.json")
    assert record_hint(tree, "_shared/ab/abcd.html") == "--ws-record=new"
    context = RecordContext(args=("golden",))
    assert record_hint(tree, "tavily/search/gs-001.json", context) == (
        "`pytest --ws-provider=tavily --ws-record=new -k gs-001 golden`"
    )


@pytest.mark.enable_socket
def test_a_missing_listed_cassette_gives_a_command_that_records_it(
    pytester: pytest.Pytester,
    emu: ProviderEmulator,
    monkeypatch: pytest.MonkeyPatch,
    capsys: pytest.CaptureFixture[str],
) -> None:
    """``ws-bench verify``'s remedy, run as printed (the ini's endpoint is this test's
    emulator), records the missing cassette again, and verify then agrees."""
    from pytest_websearch_bench.cli import main as ws_bench

    project = tavily_endpoint_project(pytester, monkeypatch, emu.url("tavily"), CASES)
    assert record_tavily(pytester, "all").ret == 0
    missing = project / "cassettes" / "tavily" / "search" / "gs-001.json"
    missing.unlink()
    monkeypatch.chdir(project)
    capsys.readouterr()
    assert ws_bench(["verify", "cassettes"]) == 1
    said = capsys.readouterr().out
    command = said.split("missing on disk (record it again with `", 1)[1].split("`", 1)[0]
    assert command == "pytest --ws-provider=tavily --ws-record=new -k gs-001"
    emu.reset()
    again = pytester.runpytest_subprocess(*shlex.split(command)[1:], "-p", "no:cacheprovider")
    assert again.ret == pytest.ExitCode.OK, again.stdout.str()[-3000:]
    assert missing.is_file() and emu.queries("tavily")  # recorded at the emulator
    capsys.readouterr()
    ws_bench(["verify", "cassettes"])
    assert "missing on disk" not in capsys.readouterr().out


def test_cli_remedies_name_the_provider_and_the_folders_given(tmp_path: Path) -> None:
    from pytest_websearch_bench.errors import BenchError
    from pytest_websearch_bench.providers import get_adapter
    from pytest_websearch_bench.recording.add_document import add_document
    from pytest_websearch_bench.synthetic.own_failures import add_failure_fixtures

    tree = tmp_path / "fx"
    tree.mkdir()
    with pytest.raises(BenchError) as caught:
        add_failure_fixtures([], [get_adapter("tavily", offline=True)], tree, "gold")
    assert (
        f"record the golden set first (`pytest --ws-provider=tavily --ws-golden=gold "
        f"--ws-cassettes={tree} --ws-record=new`, with your run's paths and options)"
    ) in str(caught.value)
    page = tmp_path / "page.html"
    page.write_text("<html></html>", "utf-8")
    with pytest.raises(BenchError) as caught:
        add_document(page, tree, [], ["gs-001"], source_url="https://example.com/")
    assert (
        f"record the golden set first (`pytest --ws-provider=NAME --ws-cassettes={tree} "
        "--ws-record=new`, NAME each provider you benchmark"
    ) in str(caught.value)


def test_the_strict_remedy_keeps_the_path_arguments(
    pytester: pytest.Pytester,
) -> None:
    """The strict-provenance remedy (built from the run file) keeps the path arguments."""
    project = make_bench_project(pytester.path, case_ids=CASES, providers=("tavily",))
    result = pytester.runpytest(
        "--ws-provider=tavily", "golden", "--ws-strict-provenance", "--ws-report=run.json"
    )
    run = json.loads((project / "run.json").read_text("utf-8"))
    assert run["provenance"]["record_args"] == ["golden"]
    assert "`pytest --ws-provider=tavily --ws-record=all golden` with the provider's key" in (
        result.stdout.str()
    )


@pytest.mark.enable_socket
def test_a_stale_lines_command_run_as_printed_records_the_case(
    pytester: pytest.Pytester,
    emu: ProviderEmulator,
    monkeypatch: pytest.MonkeyPatch,
    capsys: pytest.CaptureFixture[str],
) -> None:
    from pytest_websearch_bench.cli import main as ws_bench

    url = emu.url("tavily")
    project = tavily_endpoint_project(pytester, monkeypatch, url, CASES)
    assert record_tavily(pytester, "all").ret == 0
    cases = project / "golden" / "cases" / "plantas.yaml"
    text = cases.read_text("utf-8")
    first = text.split("query: ", 1)[1].split("\n", 1)[0]
    cases.write_text(text.replace(f"query: {first}", "query: a changed query", 1), "utf-8")
    monkeypatch.chdir(project)
    capsys.readouterr()
    assert ws_bench(["manifest", "cassettes", "--golden", "golden"]) == 1
    (stale,) = [x for x in capsys.readouterr().out.splitlines() if x.startswith("STALE")]
    command = stale.split(": `", 1)[1].split("`", 1)[0]
    # the defaults (cassettes/, golden/) are not repeated; the local endpoint is
    assert command == f"pytest --ws-provider=tavily --ws-endpoint tavily={url} --ws-record=new"
    emu.reset()
    again = pytester.runpytest_subprocess(*shlex.split(command)[1:], "-p", "no:cacheprovider")
    assert again.ret == pytest.ExitCode.OK, again.stdout.str()[-3000:]
    assert emu.queries("tavily") == ["a changed query"]
    assert ws_bench(["manifest", "cassettes", "--golden", "golden"]) == 0
