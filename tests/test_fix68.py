"""Stop 68's reviewer findings (fix68): a run file's ini file in the rootdir's frame, a
collection error beside ``-k``, the exit status of a run the bench fails, the ``-o``
sources' messages."""

from __future__ import annotations

import json
from pathlib import Path

import pytest

from conftest import make_bench_project

CASES = ["gs-001", "gs-065"]


def _run(root: Path) -> dict:
    return json.loads((root / "run.json").read_text(encoding="utf-8"))


# -- 2+3. a test module that cannot be collected does not take -k's place -----------------


def test_k_beside_a_broken_test_module_is_still_named_as_what_left_items_out(
    pytester: pytest.Pytester,
) -> None:
    """``-k`` left gs-065 out; ``tests/test_broken.py`` (no case in it) could not be
    collected. stop68 said "the rest were not selected: 1 file(s) could not be collected"
    and "the run file says complete: false"."""
    from pytest_websearch_bench.report.terminal import _partial_run

    root = make_bench_project(pytester.path, case_ids=CASES, providers=("tavily",))
    (root / "tests").mkdir(exist_ok=True)
    (root / "tests" / "test_broken.py").write_text("import no_such_module_ws\n", encoding="utf-8")
    result = pytester.runpytest(
        "--ws-provider=tavily", "--ws-report=run.json", "golden", "tests",
        "-k", "gs-001 or gs_001", "--continue-on-collection-errors", "-p", "no:cacheprovider",
    )  # fmt: skip
    out = " ".join(result.stdout.str().split())
    run = _run(root)
    assert run["selection"]["not_selected"] == 1, out
    assert "the rest were not selected: -k, -m, --deselect, --lf, node ids" in out, out
    partial = _partial_run(run)
    assert partial is not None and partial.startswith("-k, -m, --deselect, --lf, node ids"), partial
    assert "complete: false" not in partial


# -- 1. the run file names the ini file from the rootdir, the session from where it ran -------


def test_the_run_file_names_a_c_ini_file_from_the_rootdir(tmp_path: Path) -> None:
    """``cd sub && pytest -c ../conf/pytest.ini --rootdir=..``: the session's messages say
    ``../conf/pytest.ini`` (as -c gave it); the run file (``rooted``) ``conf/pytest.ini``,
    in the frame of its ``record_args``. stop68 wrote ``../conf/pytest.ini`` there."""
    from pytest_websearch_bench.config import BenchConfig

    root = tmp_path / "proj"
    (root / "sub").mkdir(parents=True)
    (root / "conf").mkdir()
    ini_file = root / "conf" / "pytest.ini"
    ini_file.write_text("[pytest]\nws_endpoints = tavily=http://127.0.0.1:9/\n", encoding="utf-8")
    cli = {"inifilename": "../conf/pytest.ini", "rootdir": "..", "file_or_dir": ["../golden"]}
    ini = {"ws_endpoints": "tavily=http://127.0.0.1:9/"}
    config = BenchConfig.from_sources(
        root, cli.get, ini.get, ini_file=ini_file, invocation_dir=root / "sub"
    )
    assert config.ini_file == "../conf/pytest.ini"
    rooted = config.rooted
    assert rooted.ini_file == "conf/pytest.ini"
    assert rooted.invocation[-2:] == ("-c", "conf/pytest.ini")
    assert rooted.endpoint_overrides()["tavily"]["ini_file"] == "conf/pytest.ini"
    assert config.endpoint_overrides()["tavily"]["ini_file"] == "../conf/pytest.ini"


# -- 5. an unwritten run file given by -o ws_report= is named as -o gave it ---------------------

IN_THE_WAY = """
from pathlib import Path


def pytest_ws_amend_run(run, config):
    Path(config.rootpath, "out").write_text("in the way", encoding="utf-8")
"""


def test_an_unwritten_o_ws_report_is_named_as_o_gave_it(pytester: pytest.Pytester) -> None:
    """The run file's folder is free when the session starts, a file when it ends. stop68
    said "-o = /.../out/run.json (ws_report=out/run.json)" and "give -o a file path"."""
    root = make_bench_project(pytester.path, case_ids=["gs-001"], providers=("tavily",))
    (root / "conftest.py").write_text(IN_THE_WAY, encoding="utf-8")
    result = pytester.runpytest(
        "--ws-provider=tavily", "-o", "ws_report=out/run.json", "-p", "no:cacheprovider"
    )
    said = " ".join(result.stdout.str().split())
    assert result.ret == pytest.ExitCode.TESTS_FAILED, said
    target = root / "out" / "run.json"
    assert f"-o ws_report={target}: the run file could not be written" in said, said
    assert "give -o ws_report a file path in a folder you can write" in said, said
    assert "-o ws_report=runs/r1.json (or pass --ws-report)" in said, said


def test_an_unwritten_ini_ws_report_names_its_ini_file() -> None:
    """The ini key's remedy names the file, as the check before the run does."""
    from pytest_websearch_bench.report.run_file import RunFileWriteError

    error = RunFileWriteError("/p/out/run.json", OSError(28, "full"), "ini", "conf/tox.ini")
    assert str(error.message).startswith(
        "ws_report = /p/out/run.json in conf/tox.ini: the run file"
    )
    assert "give ws_report in conf/tox.ini a file path" in str(error.remedy)


# -- 4. a run the bench fails exits 1 also when pytest selected no test ----------------------

FAIL_THE_RUN = """
def pytest_ws_amend_run(run, config):
    run["passed"] = False
    run.setdefault("failures", []).append(
        {"provider": "tavily", "kind": "custom", "what": "policy X breached", "why": "team rule"}
    )
"""


def test_a_run_a_hook_fails_exits_1_when_no_test_was_selected(pytester: pytest.Pytester) -> None:
    """``-k`` selects nothing (pytest's 5), and a pytest_ws_amend_run fails the run: the
    session ends with 1 and its last line counts the error, as an unwritten run file's
    does (stop68: "THE RUN FAILS" above "2 deselected", exit 5)."""
    root = make_bench_project(pytester.path, case_ids=["gs-001"], providers=("tavily",))
    (root / "conftest.py").write_text(FAIL_THE_RUN, encoding="utf-8")
    result = pytester.runpytest(
        "--ws-provider=tavily", "--ws-report=run.json", "-k", "no_such_case",
        "-p", "no:cacheprovider",
    )  # fmt: skip
    assert result.ret == pytest.ExitCode.TESTS_FAILED, result.stdout.str()[-3000:]
    assert "1 error" in result.stdout.lines[-1], result.stdout.lines[-1]
    assert _run(root)["passed"] is False


# -- 6. a bad line of -o ws_endpoints= / -o ws_rates= is the command line's ------------------


@pytest.mark.parametrize("with_ini", [True, False])
def test_a_bad_o_list_line_names_o_not_the_ini_file(tmp_path: Path, with_ini: bool) -> None:
    """stop68: "a ws_endpoints line (in pytest.ini) 'tavily' is not NAME=URL" (the ini has
    no such line), with no ini file "(in pytest.ini (or your ini file))"."""
    from pytest_websearch_bench.config import BenchConfig
    from pytest_websearch_bench.errors import ConfigError

    ini_file = tmp_path / "pytest.ini" if with_ini else None
    if ini_file is not None:
        ini_file.write_text("[pytest]\n", encoding="utf-8")
    for key, value, said, remedy in (
        ("ws_endpoints", "tavily", "-o ws_endpoints='tavily' is not NAME=URL",
         "e.g. -o ws_endpoints=tavily=http://127.0.0.1:8080"),
        ("ws_rates", "tavily=abc", "-o ws_rates=tavily='abc' is not a rate",
         "e.g. -o ws_rates=tavily=20/s"),
    ):  # fmt: skip
        cli = {"ws-provider": ["tavily"], "override_ini": [f"{key}={value}"]}
        with pytest.raises(ConfigError) as raised:
            BenchConfig.from_sources(
                tmp_path, cli.get, {key: value}.get, ini_file=ini_file, invocation_dir=tmp_path
            )
        assert said in raised.value.message, raised.value.message
        assert "pytest.ini" not in raised.value.message, raised.value.message
        assert remedy in raised.value.remedy, raised.value.remedy


# -- 7. a merged run's remedies point at the shard's own output, not "above" -----------------


def test_a_merged_remedy_sends_to_the_shard_s_output_not_above() -> None:
    """In ``ws-bench merge``/``report`` nothing above names a shard's uncollected files;
    and a --sw stop read "stopped by --sw (stepwise) stopped at the first failure"."""
    from pytest_websearch_bench.report.stopped import merged_stop_remedy
    from pytest_websearch_bench.report.terminal import STEPWISE

    collection = "1 error during collection: pytest runs no item when a file cannot be collected"
    said = merged_stop_remedy(
        {"shards": [{"shard": "1/2", "run_file": "s1.json", "cause": collection}]}
    )
    assert said is not None and "above" not in said, said
    assert "fix the files named in that shard's session output and rerun" in said, said
    stepped = merged_stop_remedy(
        {"shards": [{"shard": "2/2", "run_file": "s2.json", "cause": STEPWISE}]}
    )
    assert stepped is not None and "stopped at" not in stepped, stepped
    assert "(s2.json, stopped by --sw (stepwise) at the first failure)" in stepped, stepped


# -- 8. a `..` that climbs past a symlinked rootdir climbs as the shell does -----------------


def test_a_climbing_path_is_read_from_the_physical_folder(tmp_path: Path) -> None:
    """rootdir ``link/proj`` (``link`` -> ``real/a/b``), pytest run in ``real/a/b/proj/sub``:
    ``--ws-golden=../../../g`` is ``real/a/g`` (``ls ../../../g`` there), and an xdist
    worker of a controller run in ``real/a`` reads ``real/a``; stop68 climbed the link
    lexically (``tmp/g``, ``tmp``)."""
    from types import SimpleNamespace
    from typing import Any

    from pytest_websearch_bench.config import BenchConfig
    from pytest_websearch_bench.plugin import lock

    real = tmp_path / "real" / "a" / "b"
    (real / "proj" / "sub").mkdir(parents=True)
    (tmp_path / "real" / "a" / "g").mkdir()
    (tmp_path / "link").symlink_to(real)
    root = tmp_path / "link" / "proj"
    cli = {"ws-provider": "tavily", "rootdir": str(root), "ws-golden": "../../../g"}
    config = BenchConfig.from_sources(root, cli.get, {}.get, invocation_dir=real / "proj" / "sub")
    assert config.golden.resolve() == (tmp_path / "real" / "a" / "g").resolve()
    inside = BenchConfig.from_sources(
        root, (cli | {"ws-golden": "../gx"}).get, {}.get, invocation_dir=real / "proj" / "sub"
    )
    assert inside.golden == root / "gx"  # no symlink climbed: as the rootdir spells it
    controller: Any = SimpleNamespace(
        rootpath=root, invocation_params=SimpleNamespace(dir=tmp_path / "real" / "a")
    )
    sent = lock.invocation_from_root(controller)
    worker: Any = SimpleNamespace(
        rootpath=root, invocation_params=SimpleNamespace(dir=root), workerinput={}
    )
    worker.workerinput[lock.INVOCATION_FROM_ROOT_KEY] = sent
    assert lock.invocation_dir(worker).resolve() == (tmp_path / "real" / "a").resolve()


# -- 10. a context rebuilt from a run file names its ini file -------------------------------


def test_a_record_context_read_from_a_run_file_names_its_ini_file() -> None:
    """It said "in pytest.ini (or your ini file)" where the run file knows the file."""
    from pytest_websearch_bench.report.provenance import run_record_context

    context = run_record_context(
        {
            "ini_file": "conf/tox.ini",
            "endpoint_overrides": {
                "tavily": {"url": "http://127.0.0.1:9", "source": "ws_endpoints"}
            },
        }
    )
    assert context.ini_file == "conf/tox.ini"
    assert "in conf/tox.ini" in context.endpoint_where("tavily")
