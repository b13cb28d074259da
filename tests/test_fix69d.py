"""walk69's findings 2, 3, 6, 8, 10, 11, 12 (stop 69): a default path the rootdir moved,
the unwritten run file's words, bench options given to a dormant session, and what each
read count under a provider's numbers counts."""

from __future__ import annotations

import errno
import os
import shutil
from pathlib import Path
from typing import Any

import pytest

from conftest import drop_fixture, make_bench_project
from pytest_websearch_bench.config import check_report_target
from pytest_websearch_bench.errors import ConfigError

NO_CACHE = ("-p", "no:cacheprovider")


def _said(result: pytest.RunResult) -> str:
    return " ".join((result.stdout.str() + result.stderr.str()).split())


@pytest.fixture
def project(pytester: pytest.Pytester) -> Path:
    return make_bench_project(pytester.path, case_ids=["gs-001"], providers=("tavily",))


# --- 1. -c /dev/null with a path: the rootdir moved, and the defaults with it -------------


def test_a_default_cassettes_folder_the_rootdir_moved_is_a_usage_error(
    pytester: pytest.Pytester, project: Path
) -> None:
    """Before: every case failed "no cassette ... record it" into golden/cassettes (rc 1),
    the remedy telling the user to record the whole set again with paid keys."""
    result = pytester.runpytest(
        "-c", os.devnull, "golden", "--ws-golden=golden", "--ws-provider=tavily", *NO_CACHE
    )
    said = _said(result)
    assert result.ret == pytest.ExitCode.USAGE_ERROR, said
    assert "the cassettes folder " in said and "/cassettes does not exist (the default, " in said
    assert f"cassettes/ under the rootdir {project / 'golden'}" in said or "/dev" in said, said
    assert f"-c {os.devnull} is no ini file" in said, said
    assert f"pass --ws-cassettes=cassettes (recordings are at {project / 'cassettes'})" in said
    assert "or --rootdir=. to read the defaults from" in said, said
    assert "record it" not in said and "gs-001[tavily]" not in said  # no case ran


def test_the_default_golden_set_the_rootdir_moved_names_the_rootdir_and_the_way_out(
    pytester: pytest.Pytester, project: Path
) -> None:
    """Before: "the golden set .../golden/golden does not exist (the default, golden/)",
    golden/ right there, no word of the rootdir."""
    result = pytester.runpytest("-c", os.devnull, "golden", "--ws-provider=tavily", *NO_CACHE)
    said = _said(result)
    assert result.ret == pytest.ExitCode.USAGE_ERROR, said
    assert "/golden does not exist (the default, golden/ under the rootdir " in said, said
    assert f"-c {os.devnull} is no ini file" in said, said
    assert (
        f"a golden set is at {project / 'golden'}: run `pytest -c {os.devnull} --rootdir=. "
        "golden --ws-provider=tavily` (pytest then takes"
    ) in said, said
    # and that command runs
    again = pytester.runpytest(
        "-c", os.devnull, "--rootdir=.", "golden", "--ws-provider=tavily", *NO_CACHE
    )
    assert again.ret == pytest.ExitCode.OK, _said(again)


def test_from_a_sub_folder_with_no_ini_file_the_message_names_the_rootdir_and_the_path(
    pytester: pytest.Pytester, project: Path, monkeypatch: pytest.MonkeyPatch
) -> None:
    """walk69 #8: with an ini file the message says `pytest ../golden ...`; with none,
    pytest roots the run at the sub-folder, and the message named neither."""
    (project / "pytest.ini").unlink()  # a project with no ini file
    sub = project / "sub"
    sub.mkdir()
    monkeypatch.chdir(sub)
    result = pytester.runpytest("--ws-provider=tavily", *NO_CACHE)
    said = _said(result)
    assert result.ret == pytest.ExitCode.USAGE_ERROR, said
    assert (
        f"the golden set {sub / 'golden'} does not exist (the default, golden/ under the "
        f"rootdir {sub}, which pytest took from the folder pytest was run in ({sub}): it "
        "found no ini file"
    ) in said, said
    assert "run `pytest ../golden --ws-provider=tavily`" in said, said
    again = pytester.runpytest("../golden", "--ws-provider=tavily", *NO_CACHE)
    assert again.ret == pytest.ExitCode.OK, _said(again)


def test_a_new_project_that_recorded_nothing_is_told_to_record_before_a_replay(
    pytester: pytest.Pytester, project: Path
) -> None:
    """No cassettes/ anywhere: one usage error with the recording command, not a "record
    it" failure per case."""
    shutil.rmtree(project / "cassettes")
    result = pytester.runpytest("--ws-provider=tavily", *NO_CACHE)
    said = _said(result)
    assert result.ret == pytest.ExitCode.USAGE_ERROR, said
    assert f"the cassettes folder {project / 'cassettes'} does not exist (the default" in said
    assert (
        "if nothing is recorded yet, record it with `pytest --ws-provider=tavily "
        "--ws-record=new` and the providers' keys"
    ) in said, said


def test_a_folder_that_exists_without_a_case_s_cassette_still_fails_that_case(
    pytester: pytest.Pytester,
) -> None:
    """The other side: some cassettes exist, one case was never recorded: that case says
    "record it", the others run."""
    root = make_bench_project(pytester.path, case_ids=["gs-001", "gs-065"], providers=("tavily",))
    drop_fixture(root, "tavily/search/gs-065.json")
    result = pytester.runpytest("--ws-provider=tavily", "-o", "ws_gates=", *NO_CACHE)
    said = _said(result)
    assert result.ret == pytest.ExitCode.TESTS_FAILED, said
    assert "no cassette for provider 'tavily', operation 'search', case 'gs-065'" in said
    assert "does not exist (the default" not in said


# --- 3. the run file that cannot be written: the path given, the OS's words --------------


def test_an_unwritten_run_file_names_the_path_given_not_the_temporary_file() -> None:
    """Before: ``FileNotFoundError: [Errno 2] No such file or directory:
    '/proc/w69run.json.tmp'``."""
    from pytest_websearch_bench.report.run_file import RunFileWriteError, write_run

    target = Path("/proc/ws-bench-fix69d.json")
    with pytest.raises(OSError) as caught:
        write_run({"x": 1}, target)
    said = str(RunFileWriteError(target, caught.value, "flag"))
    assert ".tmp" not in said, said
    assert said.startswith(f"--ws-report={target}: the run file could not be written ("), said
    if caught.value.errno == errno.ENOENT:
        assert "No such file or directory): no file can be created in /proc;" in said, said


def test_an_unwritten_run_file_keeps_the_os_words_without_a_file_name() -> None:
    from pytest_websearch_bench.report.run_file import RunFileWriteError

    error = OSError(errno.EROFS, "Read-only file system", "/data/.run.json.tmp")
    said = str(RunFileWriteError("/data/run.json", error, "flag"))
    assert (
        "(OSError: [Errno 30] Read-only file system): /data is on a read-only file system;" in said
    )
    assert ".tmp" not in said


@pytest.mark.parametrize(
    ("read_only", "words"),
    [
        (True, "is on a read-only file system (EROFS): no user can write it"),
        (False, "this user may not create files in"),
    ],
)
def test_a_folder_refused_before_the_run_says_what_the_os_said(
    tmp_path: Path, monkeypatch: pytest.MonkeyPatch, read_only: bool, words: str
) -> None:
    """Before: "cannot be written by this user", also of a read-only file system."""
    from pytest_websearch_bench import os_words

    class Flags:
        f_flag = os.ST_RDONLY if read_only else 0

    monkeypatch.setattr(os_words.os, "access", lambda *args, **kwargs: False)
    monkeypatch.setattr(os_words.os, "statvfs", lambda path: Flags())
    with pytest.raises(ConfigError) as caught:
        check_report_target(tmp_path / "run.json")
    assert words in str(caught.value), caught.value
    assert "by this user" not in str(caught.value) or not read_only


# --- 4. a bench option given to a dormant session -----------------------------------------

PLAIN = "def test_one():\n    assert True\n"


def test_ws_report_without_a_provider_is_warned(pytester: pytest.Pytester) -> None:
    """Before: ``pytest --ws-report=x.json`` passed and wrote nothing, silently."""
    pytester.makepyfile(test_plain=PLAIN)
    result = pytester.runpytest("--ws-report=x.json", *NO_CACHE)
    said = _said(result)
    assert result.ret == pytest.ExitCode.OK, said
    assert "PytestConfigWarning: websearch-bench: --ws-report given without --ws-provider" in said
    assert "writes no run file; add --ws-provider=NAME" in said, said
    assert not (pytester.path / "x.json").exists()


def test_the_ini_s_bench_keys_in_a_dormant_session_stay_silent(pytester: pytest.Pytester) -> None:
    """A host suite whose ini names ws_report runs its own tests without the bench."""
    pytester.makepyfile(test_plain=PLAIN)
    pytester.makeini("[pytest]\nws_report = x.json\n")
    result = pytester.runpytest(*NO_CACHE)
    assert result.ret == pytest.ExitCode.OK
    assert "PytestConfigWarning" not in _said(result) and "warning" not in _said(result)


# --- 5. each read count says what it counts -----------------------------------------------


def test_each_read_count_says_what_it_counts() -> None:
    """walk69 #11: "96 reads" in one note, "105 reads" in the next, neither said of what."""
    from pytest_websearch_bench.report.caveats import end_to_end_text
    from test_caveats63 import _pair_run

    run = _pair_run(settings={"fetch_price_usd": 0.001, "extract_top": 3})
    found: dict[str, Any] = run["providers"]["s"]["assumed_reads"]
    assert found["text"] == (
        "includes 36 reads at $0.0010 assumed (ws_fetch_price): the neutral fetcher's pages "
        "in the 12 case(s) its $/useful is over, reader tests apart"
    )
    line = end_to_end_text({"p50": 1.0, "p95": 2.0, "n": 36, "untimed_reads": 105})
    assert (
        "105 reads with no measured time (neutral fetcher, stored pages) counted 0: every "
        "read of these 36 cases that no reader call timed, reader tests included"
    ) in line
