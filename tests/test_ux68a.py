"""Stop 67's leftovers on paths, ini names and exit codes (ux68a).

* ``-c /dev/null`` (pytest's way to ask for no configuration: it roots the session
  where it runs, not at ``/dev``) reads an ``-o ws_golden=gx`` from the folder pytest
  was run in, as with no ini file; it resolved ``/dev/gx``;
* with no ini file (none, or ``-c /dev/null``) an ``-o`` path value is read from the
  folder pytest was run in: the run file's ``record_args`` (pasted in the rootdir) give
  it relative to the rootdir; they kept ``-o ws_golden=gx``, the rootdir's ``gx`` there;
* a message names the ini file as ``-c`` gave it (``other/pytest.ini``), not by its bare
  name (``pytest.ini``: the rootdir's other file); the network header's ``ws_sandbox =
  off`` and the ``ws_gateways`` remedy name the run's ini file, or say ``in pytest.ini
  (or your ini file)`` when the run read none, instead of "in the ini";
* a run file that cannot be written in a session that ran no test ends with exit status
  1, as pytest ends a session with an error: it kept 5 (no tests collected) under "1
  error".
"""

from __future__ import annotations

import json
import shutil
from pathlib import Path

import pytest

from conftest import make_bench_project
from pytest_websearch_bench.config import BenchConfig
from pytest_websearch_bench.errors import ConfigError
from pytest_websearch_bench.report.provenance import local_strict_why, local_warning
from runkit import record, run_of

CASES = ["gs-001", "gs-065"]
FLAGS = ("-p", "no:cacheprovider")
EMULATOR = "http://127.0.0.1:8080"


def _sub_project(pytester: pytest.Pytester) -> tuple[Path, Path]:
    """A bench project with its golden set and cassettes copied into ``sub/gx`` and
    ``sub/cx`` (nothing of them at the root's ``gx``/``cx``)."""
    root = make_bench_project(pytester.path, case_ids=CASES, providers=("tavily",))
    sub = root / "sub"
    shutil.copytree(root / "golden", sub / "gx")
    shutil.copytree(root / "cassettes", sub / "cx")
    return root, sub


def _cases(run: dict) -> list[str]:
    return sorted(case["case_id"] for case in run["providers"]["tavily"]["cases"])


# -- 1 and 2: -c /dev/null and no ini file: -o paths from where pytest ran, rebased --------


@pytest.mark.parametrize("no_ini", ["dev-null", "none"])
def test_o_paths_without_an_ini_file_are_read_where_pytest_ran_and_pasted_in_the_rootdir(
    pytester: pytest.Pytester, monkeypatch: pytest.MonkeyPatch, no_ini: str
) -> None:
    root, sub = _sub_project(pytester)
    if no_ini == "none":
        (root / "pytest.ini").unlink()
    ini = ["-c", "/dev/null"] if no_ini == "dev-null" else []
    monkeypatch.chdir(sub)
    options = ["-o", "ws_golden=gx", "-o", "ws_cassettes=cx", "-o", "ws_report=run.json"]
    result = pytester.runpytest_subprocess(
        *ini, "--rootdir=..", "--ws-provider=tavily", *options, "gx", *FLAGS
    )
    assert result.ret == pytest.ExitCode.OK, result.stdout.str()[-3000:] + result.stderr.str()
    assert f"rootdir: {root}" in result.stdout.str()
    run = json.loads((sub / "run.json").read_text(encoding="utf-8"))  # not /dev/run.json
    assert _cases(run) == CASES
    assert run["golden"]["path"] == "sub/gx"
    provenance = run["provenance"]
    assert provenance["record_args"] == [
        "sub/gx", "--rootdir=.", *ini,
        "-o", "ws_golden=sub/gx", "-o", "ws_cassettes=sub/cx", "-o", "ws_report=sub/run.json",
    ]  # fmt: skip
    assert provenance["ini_file"] is None  # /dev/null is no ini file to send anyone to
    # pasted in the rootdir, the run file's arguments run the same cases into the same file
    (sub / "run.json").unlink()
    monkeypatch.chdir(root)
    again = pytester.runpytest_subprocess(
        "--ws-provider=tavily", *provenance["record_args"], *FLAGS
    )
    assert again.ret == pytest.ExitCode.OK, again.stdout.str()[-3000:] + again.stderr.str()
    assert _cases(json.loads((sub / "run.json").read_text(encoding="utf-8"))) == CASES
    assert not (root / "run.json").exists()


def test_dev_null_reads_o_values_as_with_no_ini_file(tmp_path: Path) -> None:
    here = tmp_path / "sub"
    cli = {"override_ini": ["ws_golden=gx", "ws_pricing=p.yaml", "ws_record=sometimes"]}
    ini = {"ws_golden": "gx", "ws_pricing": "p.yaml", "ws_record": "sometimes"}

    def build(ini_file: Path | None, cli: dict[str, object]) -> BenchConfig:
        return BenchConfig.from_sources(
            tmp_path, cli.get, ini.get, ini_file=ini_file, invocation_dir=here
        )

    two = {"override_ini": ["ws_golden=gx", "ws_pricing=p.yaml"]}
    ini_two = {"ws_golden": "gx", "ws_pricing": "p.yaml"}
    config = BenchConfig.from_sources(
        tmp_path, two.get, ini_two.get, ini_file=Path("/dev/null"), invocation_dir=here
    )
    assert config.golden == here / "gx" and config.pricing == here / "p.yaml"
    assert config.ini_file is None
    # the same as with no ini file at all
    none = BenchConfig.from_sources(tmp_path, two.get, ini_two.get, invocation_dir=here)
    assert none.golden == here / "gx"
    with pytest.raises(ConfigError) as raised:
        build(Path("/dev/null"), cli | {"ws-provider": "tavily"})
    assert "null" not in str(raised.value)


def test_the_run_file_rebases_an_o_path_only_without_an_ini_file(tmp_path: Path) -> None:
    here = tmp_path / "sub"
    cli = {
        "ws-provider": "tavily",
        "override_ini": ["ws_golden=gx", "ws_cascade=~/c.yaml", "ws_outage_cooldown=0"],
    }

    def rooted(ini_file: Path | None) -> tuple[str, ...]:
        config = BenchConfig.from_sources(
            tmp_path, cli.get, {}.get, ini_file=ini_file, invocation_dir=here
        )
        return config.rooted.invocation

    assert rooted(None) == (
        "sub", "-o", "ws_golden=sub/gx", "-o", "ws_cascade=~/c.yaml", "-o", "ws_outage_cooldown=0",
    )  # fmt: skip
    # with an ini file the value is read from its folder wherever the command is pasted
    ini_file = tmp_path / "pytest.ini"
    ini_file.write_text("[pytest]\n", encoding="utf-8")
    assert rooted(ini_file) == (
        "sub", "-o", "ws_golden=gx", "-o", "ws_cascade=~/c.yaml", "-o", "ws_outage_cooldown=0",
    )  # fmt: skip


# -- 3. the ini file as the user gave it ------------------------------------------------------


def test_messages_name_the_ini_file_as_c_gave_it(pytester: pytest.Pytester) -> None:
    """The rootdir is other/ (pytest's rule for -c): relative to it, or by its bare name,
    the file is ``pytest.ini``, which names the root's other file to a user in the root."""
    root = make_bench_project(pytester.path, case_ids=["gs-001"], providers=("tavily",))
    other = root / "other"
    other.mkdir()
    (other / "pytest.ini").write_text("[pytest]\nws_record = sometimes\n", encoding="utf-8")
    result = pytester.runpytest_subprocess("-c", "other/pytest.ini", "--ws-provider=tavily")
    assert result.ret == pytest.ExitCode.USAGE_ERROR
    err = " ".join(result.stderr.str().split())
    assert "ws_record = 'sometimes' (in other/pytest.ini) is not one of" in err, err
    assert "use `ws_record = none|new|all` in other/pytest.ini" in err, err


@pytest.mark.usefixtures("wide_terminal")  # reads the plugin's lines whole
def test_the_network_header_names_the_ini_file_or_the_override(
    pytester: pytest.Pytester,
) -> None:
    root = make_bench_project(pytester.path, case_ids=["gs-001"], providers=("tavily",))
    other = root / "other"
    shutil.copytree(root / "golden", other / "golden")
    shutil.copytree(root / "cassettes", other / "cassettes")
    (other / "pytest.ini").write_text(
        "[pytest]\ntestpaths = golden\nws_sandbox = off\n", encoding="utf-8"
    )
    result = pytester.runpytest_subprocess(
        "-c", "other/pytest.ini", "--ws-provider=tavily", "--ws-report=run.json", *FLAGS
    )
    assert result.ret == pytest.ExitCode.OK, result.stdout.str()[-3000:]
    result.stdout.fnmatch_lines(["*no OS sandbox (ws_sandbox = off in other/pytest.ini)*"])
    run = json.loads((root / "run.json").read_text(encoding="utf-8"))
    # the run file names it from the rootdir (other/), as its record_args (fix68)
    assert run["provenance"]["isolation"]["reason"] == "ws_sandbox = off in pytest.ini"
    assert run["provenance"]["ini_file"] == "pytest.ini"
    assert run["provenance"]["record_args"][-2:] == ["-c", "pytest.ini"]
    overridden = pytester.runpytest_subprocess(
        "--ws-provider=tavily", "-o", "ws_sandbox=off", "--ws-report=run2.json", *FLAGS
    )
    assert overridden.ret == pytest.ExitCode.OK, overridden.stdout.str()[-3000:]
    overridden.stdout.fnmatch_lines(["*no OS sandbox (-o ws_sandbox=off)*"])


def test_the_gateway_remedy_names_the_run_s_ini_file() -> None:
    local = record("c1", "tavily")
    for call in local.calls:  # replayed from a cassette recorded at the emulator
        call.local_address = EMULATOR
        call.cassette = f"tavily/{call.operation}/c1.json"
    run = run_of([local], strict_provenance=True, ini_file="conf/tox.ini")
    (failure,) = [f for f in run["failures"] if f["kind"] == "provenance"]
    assert f"(--ws-gateway {EMULATOR}, or ws_gateways in conf/tox.ini)" in failure["why"]
    assert "in the ini" not in failure["why"]
    # the terminal's warning (not strict) reads the run file's ini_file too
    said = local_warning({"tavily": [EMULATOR]}, ini_file="conf/tox.ini")
    assert said.endswith("or ws_gateways in conf/tox.ini)")
    # a run without an ini file: the file to open or create
    bare = local_strict_why("tavily", [EMULATOR])
    assert bare.endswith("or ws_gateways in pytest.ini (or your ini file))")


def test_unit_messages_name_the_ini_file_relative_to_the_rootdir(tmp_path: Path) -> None:
    """Found by pytest (no -c), the ini file is named as pytest's header's configfile."""
    ini_file = tmp_path / "conf" / "tox.ini"
    with pytest.raises(ConfigError) as raised:
        BenchConfig.from_sources(
            tmp_path, {}.get, {"ws_record": "sometimes"}.get, ini_file=ini_file
        )
    assert "ws_record = 'sometimes' (in conf/tox.ini)" in raised.value.message
    assert "in conf/tox.ini" in raised.value.remedy


# -- 4. an unwritten run file wins over "no tests collected" ----------------------------------


def test_an_unwritten_run_file_ends_a_session_that_ran_nothing_with_status_1(
    pytester: pytest.Pytester,
) -> None:
    """The folder of --ws-report is free when the session starts (checked then), taken by
    a file before the run file is written."""
    make_bench_project(pytester.path, case_ids=["gs-001"], providers=("tavily",))
    pytester.makeconftest(
        """
        from pathlib import Path

        def pytest_ws_amend_run(run, config):
            Path(config.rootpath, "out").write_text("in the way")
        """
    )
    result = pytester.runpytest_subprocess(
        "--ws-provider=tavily", "--ws-report=out/run.json", "-k", "no_such_case", *FLAGS
    )
    assert "1 error" in result.stdout.lines[-1], result.stdout.str()[-3000:]
    assert "deselected" in result.stdout.lines[-1]
    assert result.ret == pytest.ExitCode.TESTS_FAILED, result.stdout.str()[-3000:]
    # a session that ran nothing, run file written: pytest's 5 stays
    (pytester.path / "conftest.py").unlink()
    (pytester.path / "out").unlink()
    plain = pytester.runpytest_subprocess(
        "--ws-provider=tavily", "--ws-report=out/run.json", "-k", "no_such_case", *FLAGS
    )
    assert plain.ret == pytest.ExitCode.NO_TESTS_COLLECTED, plain.stdout.str()[-3000:]
