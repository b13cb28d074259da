"""Re-record commands that paste safely, and one wording of where an endpoint came from.

* where a run's endpoint was given is said by one producer (``errors.endpoint_where``):
  ``--ws-endpoint tavily=URL``, ``the ws_endpoints entry tavily=URL in pytest.ini`` or
  ``-o ws_endpoints=tavily=URL``, in the mismatch, the "nothing listens" line, the
  local-address warning and the strict-provenance remedy alike (``RecordContext`` used
  to say ``ws_endpoints in pytest.ini`` while the reports said the entry);
* every word of a printed command is shell-quoted where it needs it: an IPv6 zone id
  (``[fe80::1%eth0]``, a glob to the shell) or a URL with ``?``, ``*`` or ``&`` came back
  as another command (``shlex.split`` gives the words back, for any text; ``sh`` too);
* the "golden set outside what pytest collects" command carries the run's own flags
  instead of a literal ``...``, and runs (records) as pasted;
* ``-o ws_*=...`` overrides are kept in the printed commands: pasted without them, a
  command read the ini's endpoint again.
"""

from __future__ import annotations

import shlex
import shutil
import subprocess
from collections.abc import Iterator
from pathlib import Path

import pytest
from hypothesis import given
from hypothesis import strategies as st

from conftest import make_bench_project
from emulator import EmulatorConfig, ProviderEmulator
from pytest_websearch_bench.config import BenchConfig
from pytest_websearch_bench.errors import (
    RecordContext,
    ReplayMismatchError,
    endpoint_where,
    shell_words,
)
from pytest_websearch_bench.recording.progress import summary_lines
from pytest_websearch_bench.report.provenance import (
    gateway_flags,
    local_strict_why,
    local_warning,
    run_record_context,
    strict_record_command,
)

CASES = ["gs-001", "gs-065"]
LOCAL = "http://127.0.0.1:9/tavily"
OVERRIDE = ("-o", f"ws_endpoints=tavily={LOCAL}")
MODES = [pytest.param([], id="serial"), pytest.param(["-n", "2"], id="xdist")]


@pytest.fixture
def emu() -> Iterator[ProviderEmulator]:
    with ProviderEmulator(EmulatorConfig.for_tests()) as server:
        yield server


# -- 1. one wording of where an endpoint came from ----------------------------------------

SOURCES = [
    pytest.param("--ws-endpoint", frozenset(), (), f"--ws-endpoint tavily={LOCAL}", id="flag"),
    pytest.param(
        "ws_endpoints",
        frozenset({"tavily"}),
        (),
        f"the ws_endpoints entry tavily={LOCAL} in pytest.ini",
        id="ini",
    ),
    pytest.param(
        "-o ws_endpoints",
        frozenset({"tavily"}),
        OVERRIDE,
        f"-o ws_endpoints=tavily={LOCAL}",
        id="override",
    ),
]


@pytest.mark.parametrize(("source", "ini", "args", "said"), SOURCES)
def test_every_message_names_the_endpoint_in_the_one_wording(
    source: str, ini: frozenset[str], args: tuple[str, ...], said: str
) -> None:
    context = RecordContext(
        endpoints={"tavily": LOCAL}, ini_endpoints=ini, ini_file="pytest.ini", args=args
    )
    assert context.endpoint_given("tavily") == source
    assert endpoint_where("tavily", LOCAL, source, "pytest.ini") == said
    assert context.endpoint_where("tavily") == said
    # the mismatch: where this run's calls go
    mismatch = ReplayMismatchError(
        "c.json", "url.netloc", "api.tavily.com", "127.0.0.1:9", "tavily",
        recorded_origin="https://api.tavily.com", context=context,
    )  # fmt: skip
    assert f"this run sends tavily's requests to the address of {said}: replay" in str(mismatch)
    # a recording's "nothing listens" line
    plan = {"providers": {"tavily": {"cases": ["gs-001"], "operations": ["search"]}}}
    statuses = [{"providers": {}, "nothing_listens": {"tavily": "127.0.0.1:9"}}]
    lines = summary_lines(plan, statuses, 0.0, 1.0, {}, context)
    assert any(line.endswith(f"start the server or fix {said}") for line in lines), lines
    # the reports, from the run file's endpoint_overrides
    override = {"url": LOCAL, "source": source, "ini_file": "pytest.ini"}
    warning = local_warning({"tavily": ["http://127.0.0.1:9"]}, overrides={"tavily": override})
    assert f"without {said})" in warning
    why = local_strict_why("tavily", ["http://127.0.0.1:9"], None, override, None, args)
    assert said in why


def test_the_flag_and_the_override_are_left_out_by_the_command_the_ini_entry_is_not() -> None:
    flag = {"url": LOCAL, "source": "--ws-endpoint"}
    assert strict_record_command("tavily", override=flag) == (
        "pytest --ws-provider=tavily --ws-record=all"
    )
    # an -o ws_endpoints=... of several entries: only the local provider's goes
    args = ("golden", "-o", f"ws_endpoints=tavily={LOCAL}\nexa=https://gw.example/exa")
    override = {"url": LOCAL, "source": "-o ws_endpoints"}
    command = strict_record_command("tavily", override=override, args=args)
    assert shlex.split(command) == [
        "pytest", "--ws-provider=tavily", "--ws-record=all", "golden",
        "-o", "ws_endpoints=exa=https://gw.example/exa",
    ]  # fmt: skip
    why = local_strict_why("tavily", ["http://127.0.0.1:9"], None, override, None, args)
    assert f"without this run's -o ws_endpoints=tavily={LOCAL} (a local address)" in why
    only = strict_record_command("tavily", override=override, args=("-o", OVERRIDE[1]))
    assert only == "pytest --ws-provider=tavily --ws-record=all"


# -- 2. every word quoted where it needs it ------------------------------------------------

NASTY = [
    "http://[fe80::1%eth0]:8080/x",
    "http://gw.example/search?a=1&b=*",
    "http://gw.example/it's; rm -rf ~",
    "http://gw.example/$(whoami)/`id`",
    "line\nbreak",
    "",
]


def _expected(
    provider: str,
    golden: str | None,
    cassettes: str | None,
    endpoint: str | None,
    judge: str | None,
    case_id: str | None,
    args: list[str],
) -> list[str]:
    words = ["pytest", f"--ws-provider={provider}"]
    words += [f"--ws-golden={golden}"] if golden is not None else []
    words += [f"--ws-cassettes={cassettes}"] if cassettes is not None else []
    words += ["--ws-endpoint", f"{provider}={endpoint}"] if endpoint else []
    words += [f"--ws-judge={judge}"] if judge else []
    words += ["--ws-record=all"]
    words += ["-k", case_id] if case_id else []
    return words + args


TEXT = st.text(st.characters(blacklist_categories=("Cs",)), max_size=30)


@given(
    provider=st.text(st.characters(blacklist_characters=",", blacklist_categories=("Cs",))),
    golden=st.none() | TEXT,
    cassettes=st.none() | TEXT,
    endpoint=st.none() | TEXT | st.sampled_from(NASTY),
    judge=st.none() | TEXT,
    case_id=st.none() | TEXT,
    args=st.lists(TEXT | st.sampled_from(NASTY), max_size=4),
)
def test_the_shell_reads_back_the_words_of_any_command(
    provider: str,
    golden: str | None,
    cassettes: str | None,
    endpoint: str | None,
    judge: str | None,
    case_id: str | None,
    args: list[str],
) -> None:
    context = RecordContext(
        golden=golden,
        cassettes=cassettes,
        endpoints={provider: endpoint} if endpoint is not None else {},
        args=tuple(args),
    )
    command = context.record_command(provider, "all", case_id=case_id, judge=judge)
    assert shlex.split(command) == _expected(
        provider, golden, cassettes, endpoint, judge, case_id, args
    )


@pytest.mark.skipif(shutil.which("sh") is None, reason="no POSIX shell here")
def test_a_posix_shell_reads_the_command_as_written() -> None:
    context = RecordContext(
        endpoints={"tavily": NASTY[0], "exa": NASTY[1]}, args=(NASTY[2], NASTY[3])
    )
    command = context.record_command("tavily,exa", case_id="gs-001 or gs-002")
    # the shell's own reading of it: printf prints each word it was given, NUL-ended
    shown = subprocess.run(
        ["sh", "-c", "printf '%s\\0' " + command.removeprefix("pytest ")],
        capture_output=True,
        check=True,
        text=True,
        cwd="/",
    ).stdout
    assert shown.split("\0")[:-1] == shlex.split(command)[1:]
    assert f"--ws-endpoint 'tavily={NASTY[0]}'" in command
    assert f"--ws-endpoint 'exa={NASTY[1]}'" in command
    assert "-k 'gs-001 or gs-002'" in command


def test_the_gateway_declaration_and_the_mismatch_flag_are_quoted() -> None:
    zone = "http://[fe80::1%eth0]:8080"
    assert gateway_flags([zone, "http://10.0.0.5:8443"]) == (
        f"--ws-gateway http://10.0.0.5:8443 --ws-gateway '{zone}'"
    )
    mismatch = str(
        ReplayMismatchError("c.json", "url.netloc", "x", "y", "tavily", recorded_origin=zone)
    )
    assert f"`--ws-endpoint 'tavily={zone}'` when that is a gateway" in mismatch
    assert shell_words(["--ws-golden=/a b", "x y"]) == "--ws-golden='/a b' 'x y'"


# -- 4. -o ws_*=... kept ------------------------------------------------------------------


def test_the_run_s_bench_overrides_are_kept_and_where_the_endpoint_came_from(
    tmp_path: Path,
) -> None:
    url = "http://127.0.0.1:8080/tavily"
    given_o = [f"ws_endpoints=tavily={url}", "addopts=-x", "ws_gates=", "testpaths=t"]
    values: dict[str, object] = {
        "ws-provider": "tavily",
        "file_or_dir": ["golden"],
        "override_ini": given_o,
    }
    ini = {"ws_endpoints": f"tavily={url}"}  # pytest's getini applies the -o
    config = BenchConfig.from_sources(tmp_path, values.get, ini.get, ini_file="pytest.ini")
    # only the bench's keys: pytest's own (addopts, testpaths) are the user's business
    assert config.invocation == (
        "golden", "-o", f"ws_endpoints=tavily={url}", "-o", "ws_gates=",
    )  # fmt: skip
    assert config.endpoint_source("tavily") == "-o ws_endpoints"
    assert config.endpoint_overrides() == {"tavily": {"url": url, "source": "-o ws_endpoints"}}
    assert config.record_command("tavily") == (
        f"pytest --ws-provider=tavily --ws-record=new golden -o ws_endpoints=tavily={url} "
        "-o ws_gates="
    )
    # read back from the run file: the same command, the same words
    again = run_record_context(
        {"endpoint_overrides": config.endpoint_overrides(), "record_args": config.invocation}
    )
    assert again.record_command("tavily") == config.record_command("tavily")
    assert again.endpoint_where("tavily") == f"-o ws_endpoints=tavily={url}"


@pytest.mark.enable_socket
@pytest.mark.parametrize("mode", MODES)
def test_an_endpoint_given_with_o_is_kept_by_the_pasted_command(
    pytester: pytest.Pytester,
    monkeypatch: pytest.MonkeyPatch,
    emu: ProviderEmulator,
    mode: list[str],
) -> None:
    """The ini names a dead address; the run's -o names the emulator. The cassettes were
    recorded at the provider's own address: every case mismatches, and the remedy's
    command, pasted, records at the emulator (without the -o: at the dead address)."""
    monkeypatch.setenv("TAVILY_API_KEY", "tvly-test-key")
    root = make_bench_project(pytester.path, case_ids=CASES, providers=("tavily",))
    (root / "pytest.ini").write_text(
        "[pytest]\ntestpaths = golden\nws_endpoints =\n    tavily=http://127.0.0.1:9/tavily\n",
        encoding="utf-8",
    )
    url = emu.url("tavily")
    flags = ("-p", "no:cacheprovider", "--ws-rate=tavily=200/s")
    replay = pytester.runpytest_subprocess(
        "--ws-provider=tavily", "-o", f"ws_endpoints=tavily={url}", *flags, *mode
    )
    assert replay.ret == pytest.ExitCode.TESTS_FAILED
    out = " ".join(line.strip() for line in replay.stdout.lines)  # wrapped prose read as one text
    assert f"this run sends tavily's requests to the address of -o ws_endpoints=tavily={url}" in out
    command = out.split("re-record at this address with `", 1)[1].split("`", 1)[0]
    assert command == f"pytest --ws-provider=tavily --ws-record=new -o ws_endpoints=tavily={url}"
    again = pytester.runpytest_subprocess(*shlex.split(command)[1:], *flags)
    assert again.ret == pytest.ExitCode.OK, again.stdout.str()[-3000:]
    assert len(emu.queries("tavily")) == len(CASES)  # recorded at the emulator


# -- 3. the golden set outside what pytest collects: the command runs as pasted -------------


@pytest.mark.enable_socket
@pytest.mark.parametrize("mode", MODES)
def test_the_outside_golden_command_keeps_the_run_s_flags_and_records(
    pytester: pytest.Pytester,
    monkeypatch: pytest.MonkeyPatch,
    emu: ProviderEmulator,
    mode: list[str],
) -> None:
    monkeypatch.setenv("TAVILY_API_KEY", "tvly-test-key")
    root = make_bench_project(pytester.path, case_ids=CASES, providers=("tavily",))
    golden = pytester.path.parent / f"{pytester.path.name} gx"  # a space: quoted
    shutil.copytree(root / "golden", golden)
    url = emu.url("tavily")
    flags = ("-p", "no:cacheprovider", "--ws-rate=tavily=200/s")
    first = pytester.runpytest_subprocess(
        "--ws-provider=tavily", f"--ws-golden={golden}", "--ws-cassettes=fx",
        "--ws-endpoint", f"tavily={url}", "--ws-record=all", "-o", "ws_outage_cooldown=0",
        *flags, *mode,
    )  # fmt: skip
    assert first.ret == pytest.ExitCode.NO_TESTS_COLLECTED, first.stdout.str()[-3000:]
    out = " ".join(line.strip() for line in first.stdout.lines)  # wrapped prose read as one text
    command = out.split("keep the rootdir (`", 1)[1].split("`)", 1)[0]
    assert "..." not in command
    words = shlex.split(command)
    assert words == [
        "pytest", str(golden), f"--rootdir={root}", "-c", str(root / "pytest.ini"),
        "--ws-provider=tavily", f"--ws-golden={golden}", "--ws-cassettes=fx",
        "--ws-endpoint", f"tavily={url}", "--ws-record=all", "-o", "ws_outage_cooldown=0",
    ]  # fmt: skip
    assert emu.queries("tavily") == []
    again = pytester.runpytest_subprocess(*words[1:], *flags)
    assert again.ret == pytest.ExitCode.OK, again.stdout.str()[-3000:]
    assert len(emu.queries("tavily")) == len(CASES)  # it collected and recorded the cases
    assert (root / "fx" / "tavily" / "search" / "gs-001.json").is_file()  # into its tree
