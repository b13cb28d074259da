"""Relative paths follow pytest's own rule (walkthrough 66, finding #11).

* a command-line path (``--ws-report``, ``--ws-golden``, ``--ws-cassettes``,
  ``--ws-invoice``, ``--ws-cache-dir``) is read from the folder pytest was run in, as
  ``--junitxml`` is: ``cd sub && pytest --ws-report=run.json`` writes ``sub/run.json``
  (it wrote ``run.json`` at the rootdir);
* an ini value (``ws_golden``, ``ws_report``, ``ws_pricing``, ``ws_cascade``; ``-o`` too)
  from the ini file's folder, as a ``type="paths"`` ini value is, also when ``-c`` and
  ``--rootdir`` part it from the rootdir; a default (``golden``, ``cassettes``,
  ``.ws-bench/...``) from the rootdir;
* the xdist workers read the same paths as the controller;
* a command the session prints is pasted where pytest was run; one printed from the run
  file (its ``cassettes``, ``golden_option``, ``record_args``, in the rootdir's frame)
  in the rootdir, and says so when the run was started elsewhere;
* where a value came from names the ini file (``ws_golden in pytest.ini``) or the
  command line's override (``-o ws_golden=gx``).
"""

from __future__ import annotations

import json
import shlex
import shutil
from collections.abc import Iterator
from pathlib import Path
from typing import Any

import pytest

from conftest import make_bench_project
from emulator import EmulatorConfig, ProviderEmulator
from pytest_websearch_bench.config import BenchConfig
from pytest_websearch_bench.errors import ConfigError
from pytest_websearch_bench.report.provenance import local_strict_why, run_record_context

CASES = ["gs-001", "gs-065"]
MODES = [pytest.param([], id="serial"), pytest.param(["-n", "2"], id="xdist")]
FLAGS = ("-p", "no:cacheprovider")


@pytest.fixture
def emu() -> Iterator[ProviderEmulator]:
    with ProviderEmulator(EmulatorConfig.for_tests()) as server:
        yield server


def _sub_project(pytester: pytest.Pytester) -> tuple[Path, Path]:
    """A bench project (pytest.ini at the root) with a copy of its golden set and
    cassettes in ``sub/gx`` and ``sub/cx``, nothing of them at the root's ``gx``/``cx``."""
    root = make_bench_project(pytester.path, case_ids=CASES, providers=("tavily",))
    sub = root / "sub"
    shutil.copytree(root / "golden", sub / "gx")
    shutil.copytree(root / "cassettes", sub / "cx")
    return root, sub


def _cases(run: dict[str, Any]) -> list[str]:
    return sorted(case["case_id"] for case in run["providers"]["tavily"]["cases"])


# -- 1. the command line's paths, from a sub-folder, serial and xdist ----------------------


@pytest.mark.parametrize("mode", MODES)
def test_command_line_paths_are_read_from_the_folder_pytest_runs_in(
    pytester: pytest.Pytester, monkeypatch: pytest.MonkeyPatch, mode: list[str]
) -> None:
    root, sub = _sub_project(pytester)
    monkeypatch.chdir(sub)
    result = pytester.runpytest_subprocess(
        "--ws-provider=tavily", "--ws-golden=gx", "--ws-cassettes=cx", "--ws-report=run.json",
        *FLAGS, *mode,
    )  # fmt: skip
    assert result.ret == pytest.ExitCode.OK, result.stdout.str()[-3000:] + result.stderr.str()
    assert not (root / "run.json").exists()  # not at the rootdir: where it was asked
    run = json.loads((sub / "run.json").read_text(encoding="utf-8"))
    assert _cases(run) == CASES  # every case, the workers' too
    assert f"run file: {sub / 'run.json'}" in result.stdout.str()
    assert run["golden"]["path"] == "sub/gx"
    # the run file keeps its commands in the rootdir's frame, and where the run started
    provenance = run["provenance"]
    assert provenance["started_in"] == "sub"
    assert provenance["golden_option"] == "sub/gx"
    assert provenance["cassettes"] == "sub/cx"
    assert provenance["record_args"] == ["sub"]  # pytest collected the folder it ran in


# -- 2. ini values from the ini file's folder: -c, and -c with --rootdir -------------------


@pytest.mark.parametrize("rootdir", [False, True], ids=["c", "c-rootdir"])
def test_ini_paths_are_read_from_the_ini_file_s_folder(
    pytester: pytest.Pytester, rootdir: bool
) -> None:
    """``-c other/pytest.ini``: pytest takes other/ for the rootdir, the ini's values and
    the defaults are read there; with ``--rootdir=.`` too, the ini's values stay with the
    ini file (pytest's ``type="paths"`` rule) and the defaults go to the rootdir."""
    root = make_bench_project(pytester.path, case_ids=CASES, providers=("tavily",))
    other = root / "other"
    shutil.copytree(root / "golden", other / "gx")
    (other / "pytest.ini").write_text(
        "[pytest]\nws_golden = gx\nws_report = run.json\n", encoding="utf-8"
    )
    if not rootdir:  # the default cassettes/ of the rootdir pytest takes, other/
        shutil.copytree(root / "cassettes", other / "cassettes")
        shutil.rmtree(root / "cassettes")
    extra = ["--rootdir=."] if rootdir else []
    result = pytester.runpytest_subprocess(
        "-c", "other/pytest.ini", *extra, "--ws-provider=tavily", "other/gx", *FLAGS
    )
    assert result.ret == pytest.ExitCode.OK, result.stdout.str()[-3000:] + result.stderr.str()
    assert f"rootdir: {root if rootdir else other}" in result.stdout.str()
    assert not (root / "run.json").exists()
    run = json.loads((other / "run.json").read_text(encoding="utf-8"))
    assert _cases(run) == CASES
    assert run["golden"]["path"] == ("other/gx" if rootdir else "gx")


@pytest.mark.parametrize("mode", MODES)
def test_an_o_value_is_read_from_the_ini_file_s_folder(
    pytester: pytest.Pytester, monkeypatch: pytest.MonkeyPatch, mode: list[str]
) -> None:
    """``-o ws_report=...`` sets the ini key: read from the ini file's folder (the rootdir
    here), whatever folder pytest runs in, as pytest reads a ``paths`` key given with -o."""
    root, sub = _sub_project(pytester)
    monkeypatch.chdir(sub)
    result = pytester.runpytest_subprocess(
        "--ws-provider=tavily", "-o", "ws_report=out/run.json", "-o", "ws_golden=sub/gx",
        "gx", *FLAGS, *mode,
    )  # fmt: skip
    assert result.ret == pytest.ExitCode.OK, result.stdout.str()[-3000:] + result.stderr.str()
    assert not (sub / "out").exists()
    run = json.loads((root / "out" / "run.json").read_text(encoding="utf-8"))
    assert run["golden"]["path"] == "sub/gx"
    assert _cases(run) == CASES


# -- 3. the printed commands work where they are pasted -------------------------------------


@pytest.mark.enable_socket
@pytest.mark.parametrize("mode", MODES)
def test_the_printed_re_record_commands_run_where_they_say(
    pytester: pytest.Pytester,
    monkeypatch: pytest.MonkeyPatch,
    emu: ProviderEmulator,
    mode: list[str],
) -> None:
    """From sub/, the cassettes (recorded at the provider's address) mismatch the run's
    emulator: the remedy's command, pasted in sub/, records into sub/cx at the emulator;
    the run file's command (``run_record_context``), pasted in the rootdir, records there
    again."""
    monkeypatch.setenv("TAVILY_API_KEY", "tvly-test-key")
    root, sub = _sub_project(pytester)
    url = emu.url("tavily")
    pace = ("--ws-rate=tavily=200/s", "-o", "ws_outage_cooldown=0")
    monkeypatch.chdir(sub)
    replay = pytester.runpytest_subprocess(
        "--ws-provider=tavily", "--ws-golden=gx", "--ws-cassettes=cx", "--ws-report=run.json",
        "--ws-endpoint", f"tavily={url}", *FLAGS, *pace, *mode,
    )  # fmt: skip
    assert replay.ret == pytest.ExitCode.TESTS_FAILED, replay.stdout.str()[-3000:]
    out = " ".join(line.strip() for line in replay.stdout.lines)  # wrapped prose as one text
    command = out.split("re-record at this address with `", 1)[1].split("`", 1)[0]
    words = shlex.split(command)
    assert words[:4] == ["pytest", "--ws-provider=tavily", "--ws-golden=gx", "--ws-cassettes=cx"]
    assert emu.queries("tavily") == []
    again = pytester.runpytest_subprocess(*words[1:], *FLAGS, *pace, *mode)  # pasted in sub/
    assert again.ret == pytest.ExitCode.OK, again.stdout.str()[-3000:]
    assert len(emu.queries("tavily")) == len(CASES)  # recorded at the emulator
    recorded = json.loads((sub / "cx" / "tavily" / "search" / "gs-001.json").read_text())
    assert "127.0.0.1" in json.dumps(recorded)  # into sub/cx, the run's tree
    assert not (root / "cx").exists() and not (root / "gx").exists()
    # the run file's command, in the rootdir's frame: pasted in the rootdir, it records the
    # same cases into the same tree
    run = json.loads((sub / "run.json").read_text(encoding="utf-8"))
    rooted = shlex.split(run_record_context(run["provenance"]).record_command("tavily", "all"))
    assert "--ws-golden=sub/gx" in rooted and "--ws-cassettes=sub/cx" in rooted
    shutil.rmtree(sub / "cx" / "tavily")
    monkeypatch.chdir(root)
    third = pytester.runpytest_subprocess(*rooted[1:], *FLAGS, *pace, *mode)
    assert third.ret == pytest.ExitCode.OK, third.stdout.str()[-3000:]
    for case in CASES:  # recorded again, into sub/cx (the emulator counts distinct requests)
        assert (sub / "cx" / "tavily" / "search" / f"{case}.json").is_file()
    assert not (root / "cx").exists()


# -- 4. BenchConfig, plain Python -----------------------------------------------------------


def _config(
    root: Path,
    cli: dict[str, object],
    ini: dict[str, object] | None = None,
    *,
    here: Path | None = None,
    ini_file: Path | None = None,
) -> BenchConfig:
    extra = {} if here is None else {"invocation_dir": here}
    return BenchConfig.from_sources(
        root,
        cli.get,
        (ini or {}).get,
        ini_file=ini_file if ini_file is not None else root / "pytest.ini",
        **extra,  # type: ignore[arg-type]
    )


def test_each_path_is_read_from_where_it_was_given(tmp_path: Path) -> None:
    here = tmp_path / "tests"
    cli = {"ws-golden": "gx", "ws-report": "r.json", "ws-invoice": "inv.csv"}
    config = _config(tmp_path, cli, here=here)
    assert config.golden == here / "gx"
    assert config.report == here / "r.json"
    assert config.invoice == here / "inv.csv"
    assert config.cassettes == tmp_path / "cassettes"  # the default: the rootdir's
    assert config.cache_dir == tmp_path / ".ws-bench" / "cache"
    up = _config(tmp_path, {"ws-golden": "../golden"}, here=here)
    assert up.golden == tmp_path / "golden"  # normalised
    absolute = _config(tmp_path, {"ws-golden": "/elsewhere/g"}, here=here)
    assert absolute.golden == Path("/elsewhere/g")
    # ini values from the ini file's folder, wherever pytest ran and whatever the rootdir
    ini = {"ws_golden": "gx", "ws_pricing": "p.yaml", "ws_cascade": "c.yaml"}
    from_ini = _config(tmp_path, {}, ini, here=here, ini_file=tmp_path / "cfg" / "pytest.ini")
    assert from_ini.golden == tmp_path / "cfg" / "gx"
    assert from_ini.pricing == tmp_path / "cfg" / "p.yaml"
    assert from_ini.cascade == tmp_path / "cfg" / "c.yaml"


def test_the_commands_keep_their_frame(tmp_path: Path) -> None:
    here = tmp_path / "sub"
    cli = {
        "ws-provider": "tavily",
        "ws-golden": "gx",
        "ws-cassettes": "../cx",
        "file_or_dir": ["gx", "t.py::test_a"],
        "rootdir": "..",
        "inifilename": "../pytest.ini",
        "override_ini": ["ws_outage_cooldown=0"],
    }
    config = _config(tmp_path, cli, here=here)
    # in the session: as given, pasted in sub/
    assert config.golden_option == "gx" and config.cassettes_option == "../cx"
    assert shlex.split(config.record_command("tavily")) == [
        "pytest", "--ws-provider=tavily", "--ws-golden=gx", "--ws-cassettes=../cx",
        "--ws-record=new", "gx", "t.py::test_a", "--rootdir=..", "-c", "../pytest.ini",
        "-o", "ws_outage_cooldown=0",
    ]  # fmt: skip
    # in the run file: the rootdir's frame, pasted in the rootdir
    rooted = config.rooted
    assert config.started_in == "sub"
    assert rooted.golden_option == "sub/gx" and rooted.cassettes_option == "cx"
    assert rooted.invocation == (
        "sub/gx", "sub/t.py::test_a", "--rootdir=.", "-c", "pytest.ini",
        "-o", "ws_outage_cooldown=0",
    )  # fmt: skip
    # started in the rootdir: nothing moves
    plain = _config(tmp_path, cli | {"rootdir": ".", "inifilename": "pytest.ini"})
    assert plain.rooted is plain and plain.started_in == "."


def test_a_run_file_command_says_it_is_pasted_in_the_rootdir() -> None:
    args = ["tavily", ["http://127.0.0.1:9"], "cx", None, None, ("sub",)]
    elsewhere = local_strict_why(*args, started_in="sub")  # type: ignore[arg-type]
    assert "`pytest --ws-provider=tavily --ws-cassettes=cx --ws-record=all sub`" in elsewhere
    assert "from the rootdir (this run was started in sub)" in elsewhere
    assert "from the rootdir" not in local_strict_why(*args)  # type: ignore[arg-type]


# -- 5. where a value came from: the ini file by name, or -o ---------------------------------


def test_where_a_value_came_from_names_the_ini_file_or_the_override(tmp_path: Path) -> None:
    ini_file = tmp_path / "conf" / "tox.ini"
    in_ini = _config(tmp_path, {}, {"ws_golden": "gx"}, ini_file=ini_file)
    assert in_ini.given("ws-golden") == "ws_golden in conf/tox.ini"
    override = {"override_ini": ["ws_golden=gx"]}
    by_o = _config(tmp_path, override, {"ws_golden": "gx"}, ini_file=ini_file)
    assert by_o.given("ws-golden") == "-o ws_golden=gx"
    with pytest.raises(ConfigError) as raised:
        _config(tmp_path, {"override_ini": ["ws_record=sometimes"]}, {"ws_record": "sometimes"})
    assert "ws_record = 'sometimes' (-o ws_record=...) is not one of" in raised.value.message
    assert "-o ws_record=none|new|all" in raised.value.remedy
    assert "pytest.ini" not in str(raised.value)
