"""A reviewer's findings on stop 67's path and merge changes (fix67).

* an interrupted recording's re-run command, built from the run file (the rootdir's
  frame), says it is pasted in the rootdir when pytest was run elsewhere;
* an xdist worker on a ``chdir`` (or remote) spec reads the command line's relative
  paths from the controller's folder in its own copy of the project;
* a rootdir spelled through a symlink (``--rootdir=$PWD``) is the folder pytest ran in;
* ``~`` and environment variables in a path value are expanded, as pytest's --junitxml;
* a merged run's remedy says "without -x, --maxfail or --sw" only for a flag's stop;
* a shard short of its draw beside golden files it could not collect names them, not -k.
"""

from __future__ import annotations

import json
import shutil
from pathlib import Path
from typing import Any

import pytest

from conftest import make_bench_project

CASES = ["gs-001", "gs-065"]

# -- 1. the interrupted recording's command says where it is pasted -------------------------


def _interrupted(started_in: str) -> dict[str, Any]:
    """A run file's fields ``partial_lines`` reads: a recording interrupted after one case,
    run in ``started_in`` (relative to the rootdir) on the positional path ``tests``."""
    return {
        "stopped_early": {"cause": "an interrupt (Ctrl-C)", "items_ran": 1, "items_selected": 3},
        "selection": {"selected": 3},
        "recording": {
            "interrupted": True,
            "spent_usd": 0.01,
            "providers": {"tavily": {"recorded": 1, "left": 2}},
        },
        "provenance": {"record_args": ["tests"], "started_in": started_in},
    }


def test_interrupted_recording_command_run_in_a_sub_folder_says_from_the_rootdir() -> None:
    """``cd tests && pytest --ws-record=new``, Ctrl-C: the command (``... tests``, the run
    file's rootdir frame) failed pasted in tests/; it says it is pasted in the rootdir."""
    from pytest_websearch_bench.plugin.partial import partial_lines

    (line,) = (x for x in partial_lines(_interrupted("tests")) if "was interrupted" in x)
    assert "--ws-record=new tests` from the rootdir (this run was started in tests) (" in line


def test_interrupted_recording_command_run_in_the_rootdir_adds_no_note() -> None:
    from pytest_websearch_bench.plugin.partial import partial_lines

    (line,) = (x for x in partial_lines(_interrupted(".")) if "was interrupted" in x)
    assert "--ws-record=new tests` (with this run's other options) records the rest" in line
    assert "from the rootdir" not in line


# -- 2. an xdist worker on a chdir spec reads the paths from the controller's folder --------


def test_a_chdir_worker_reads_the_command_line_paths_in_its_copy_of_the_project(
    pytester: pytest.Pytester, monkeypatch: pytest.MonkeyPatch, tmp_path_factory
) -> None:
    """``cd sub && pytest --tx popen//chdir=X --rsyncdir=ROOT --ws-golden=gx ...``: the
    worker has the project at ``X/<root>``; it read ``gx`` under ``X/`` (its own folder),
    not ``X/<root>/sub``: "the golden set X/gx does not exist", the worker crashed (and
    xdist replaced it, again and again)."""
    root = make_bench_project(pytester.path, case_ids=CASES, providers=("tavily",))
    sub = root / "sub"
    shutil.copytree(root / "golden", sub / "gx")
    shutil.copytree(root / "cassettes", sub / "cx")
    away = tmp_path_factory.mktemp("away")
    monkeypatch.chdir(sub)
    result = pytester.runpytest_subprocess(
        "--ws-provider=tavily", "--ws-golden=gx", "--ws-cassettes=cx", "--ws-report=run.json",
        str(sub / "gx"), "-p", "no:cacheprovider", "--dist=load", "--tx", f"popen//chdir={away}", f"--rsyncdir={root}",
        "--max-worker-restart=0", "-W", "ignore::DeprecationWarning", timeout=300,
    )  # fmt: skip
    assert result.ret == pytest.ExitCode.OK, result.stdout.str()[-3000:] + result.stderr.str()
    run = json.loads((sub / "run.json").read_text(encoding="utf-8"))
    assert sorted(case["case_id"] for case in run["providers"]["tavily"]["cases"]) == CASES


def test_a_worker_resolves_the_controller_s_folder_in_its_own_rootdir(tmp_path: Path) -> None:
    """The controller sends its folder relative to its rootdir; a worker joins it to its
    own rootdir (a local worker: the controller's folder itself)."""
    from types import SimpleNamespace

    from pytest_websearch_bench.plugin import lock

    controller: Any = SimpleNamespace(
        rootpath=tmp_path / "proj", invocation_params=SimpleNamespace(dir=tmp_path / "proj/sub")
    )
    sent = lock.invocation_from_root(controller)
    assert sent == "sub"
    for copy in (tmp_path / "proj", tmp_path / "away" / "proj"):
        worker: Any = SimpleNamespace(
            rootpath=copy,
            invocation_params=SimpleNamespace(dir=tmp_path / "away"),
            workerinput={lock.INVOCATION_FROM_ROOT_KEY: sent},
        )
        assert lock.invocation_dir(worker) == copy / "sub"
    above: Any = SimpleNamespace(
        rootpath=tmp_path / "proj", invocation_params=SimpleNamespace(dir=tmp_path)
    )
    worker.workerinput = {lock.INVOCATION_FROM_ROOT_KEY: lock.invocation_from_root(above)}
    assert lock.invocation_dir(worker) == tmp_path / "away"


# -- 3. a rootdir spelled through a symlink (--rootdir=$PWD) --------------------------------


def test_a_rootdir_spelled_through_a_symlink_is_the_folder_pytest_ran_in(tmp_path: Path) -> None:
    """pytest's invocation dir is physical (os.getcwd()); ``--rootdir=$PWD`` in a symlinked
    checkout gives a logical rootdir: started_in was ``../real/proj``, the run file's
    commands gained a positional path, the remedies said "started in ..."."""
    from types import SimpleNamespace

    from pytest_websearch_bench.config import BenchConfig
    from pytest_websearch_bench.plugin import lock

    real = tmp_path / "real" / "proj"
    (real / "sub").mkdir(parents=True)
    (tmp_path / "link").symlink_to(tmp_path / "real")
    root = tmp_path / "link" / "proj"  # the rootdir as --rootdir=$PWD spells it

    def config(here: Path, cli: dict[str, object]) -> BenchConfig:
        given = {"ws-provider": "tavily", "rootdir": str(root)} | cli
        return BenchConfig.from_sources(root, given.get, {}.get, invocation_dir=here)

    at_root = config(real, {"ws-cassettes": str(real / "cx")})
    assert at_root.started_in == "." and at_root.rooted is at_root
    assert at_root.invocation_dir is None
    assert at_root.rooted.invocation == (f"--rootdir={root}",)  # no positional added
    assert at_root.cassettes_option == "cx"  # inside the rootdir: relative, as pasted there

    in_sub = config(real / "sub", {"ws-golden": "gx"})
    assert in_sub.started_in == "sub"
    assert in_sub.golden == root / "sub" / "gx"  # inside the rootdir as it names it
    assert in_sub.golden_option == "gx" and in_sub.rooted.golden_option == "sub/gx"
    assert in_sub.rooted.invocation == ("sub", f"--rootdir={root}")
    # xdist: the controller's folder sent relative to its (logical) rootdir
    controller: Any = SimpleNamespace(
        rootpath=root, invocation_params=SimpleNamespace(dir=real / "sub")
    )
    assert lock.invocation_from_root(controller) == "sub"


# -- 4. ~ and environment variables, as pytest expands --junitxml ---------------------------


def test_a_path_s_tilde_and_variables_are_expanded(
    tmp_path: Path, monkeypatch: pytest.MonkeyPatch
) -> None:
    """``--ws-golden=~/g`` read as ``<here>/~/g`` (the shell expands no ``~`` after an
    option's ``=``); pytest expands ``~`` and variables in ``--junitxml``."""
    from pytest_websearch_bench.config import BenchConfig

    home = tmp_path / "home"
    monkeypatch.setenv("HOME", str(home))
    monkeypatch.setenv("WS_OUT", str(tmp_path / "out"))
    cli = {"ws-provider": "tavily", "ws-golden": "~/g", "ws-report": "$WS_OUT/r.json"}
    ini = {"ws_pricing": "~/prices.yaml"}
    config = BenchConfig.from_sources(
        tmp_path / "proj", cli.get, ini.get, ini_file=tmp_path / "proj" / "pytest.ini"
    )
    assert config.golden == home / "g"
    assert config.report == tmp_path / "out" / "r.json"
    assert config.pricing == home / "prices.yaml"
    assert config.golden_option == str(home / "g")  # outside the rootdir: absolute


# -- 5. a merged run's remedy names the stop flags only when a flag stopped the shard --------


def test_the_merged_remedy_says_without_the_flags_only_for_a_flag_s_stop() -> None:
    """It said "(without -x, --maxfail or --sw)" for a shard an interrupt, a worker's crash
    or an INTERNALERROR stopped; those get the single run's remedy."""
    from pytest_websearch_bench.report.stopped import merged_stop_remedy
    from pytest_websearch_bench.report.terminal import INTERNAL, INTERRUPT

    def shard(index: int, cause: str) -> dict[str, object]:
        return {"shard": f"{index}/3", "run_file": f"s{index}.json", "cause": cause}

    interrupted = merged_stop_remedy({"shards": [shard(1, INTERRUPT)]})
    assert interrupted == (
        "shard 1/3 (s1.json, stopped by an interrupt (Ctrl-C)): rerun to the end; then merge "
        "the shards again to judge the gates"
    )
    internal = merged_stop_remedy({"shards": [shard(2, INTERNAL)]})
    assert internal is not None and "without -x" not in internal
    assert "fix the error the INTERNALERROR names and rerun; then merge" in internal
    crashed = f"the pytest-xdist worker gw0 crashed (boom), then {INTERNAL}"
    both = merged_stop_remedy({"shards": [shard(1, "--maxfail=2"), shard(3, crashed)]})
    # (fix68: the shard's errors are in its own session's output, not above)
    assert both == (
        "rerun shard 1/3 (s1.json, stopped by --maxfail=2) to the end (without -x, --maxfail "
        "or --sw); shard 3/3 (s3.json, stopped by the pytest-xdist worker gw0 crashed (boom), "
        "then an INTERNALERROR (pytest's traceback in that shard's session output)): fix what "
        "crashed the worker (its error in that shard's session output; run without -n to see "
        "it as pytest reports it) and the error the INTERNALERROR names, then rerun; then "
        "merge the shards again to judge the gates"
    )
    assert merged_stop_remedy({"shards": [shard(1, "-x")]}) == (
        "rerun shard 1/3 (s1.json, stopped by -x) to the end (without -x, --maxfail or --sw) "
        "and merge the shards again to judge the gates"
    )
