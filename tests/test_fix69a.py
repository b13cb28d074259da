"""fix69a: one naming of the ini file, the path keys ``from_sources`` reads, golden-file
collection errors counted apart from a broken test module, a shard's draw beside a bad
golden file, the defaults file named from the folder pytest was run in."""

from __future__ import annotations

import json
from pathlib import Path

import pytest

from conftest import make_bench_project
from pytest_websearch_bench.config import OPTIONS, PATH_KEYS, BenchConfig, ini_name

CASES = ["gs-001", "gs-065"]


def _run(path: Path) -> dict:
    return json.loads(path.read_text(encoding="utf-8"))


def _uncollected(run: dict) -> list[str]:
    """The run file's collection failures (``run_file.uncollected`` reads the first)."""
    return [f["what"] for f in run.get("failures") or () if f.get("kind") == "collection"]


# -- 1. one naming of the ini file, in the frame it is read from -----------------------------


def test_the_ini_file_is_named_in_the_invocation_frame_or_the_rootdir_s(tmp_path: Path) -> None:
    from pytest_websearch_bench.config import IniFile

    (tmp_path / "conf").mkdir()
    (tmp_path / "sub").mkdir()
    (tmp_path / "conf" / "pytest.ini").write_text("[pytest]\n", encoding="utf-8")
    given = {"inifilename": "../conf/pytest.ini"}
    ini = IniFile.read(tmp_path / "conf" / "pytest.ini", tmp_path, given.get, tmp_path / "sub")
    assert ini.path == tmp_path / "conf" / "pytest.ini"
    assert ini.named(tmp_path) == "../conf/pytest.ini"  # as -c gave it, read from sub/
    assert ini.named(tmp_path, "rootdir") == "conf/pytest.ini"
    assert ini.folder(tmp_path / "sub") == tmp_path / "conf"
    # without -c: relative to the rootdir in both frames; -c /dev/null: no ini file
    assert IniFile.read(tmp_path / "conf" / "pytest.ini", tmp_path).named(tmp_path) == (
        "conf/pytest.ini"
    )
    none = IniFile.read("/dev/null", tmp_path, {"inifilename": "/dev/null"}.get, tmp_path)
    assert none.path is None and none.named(tmp_path) is None
    assert none.folder(tmp_path / "sub") == tmp_path / "sub"


def test_path_keys_are_the_ini_keys_from_sources_reads_as_paths(tmp_path: Path) -> None:
    """``PATH_KEYS`` (which ``-o`` values ``_rebased`` moves) must list exactly the ini
    keys ``from_sources`` reads as paths from the ini file's folder: each single-valued ini
    key is given a relative path in ``conf/pytest.ini`` and the configuration is searched
    for that path under ``conf/``."""
    from pytest_websearch_bench.config import INI_ONLY
    from pytest_websearch_bench.errors import BenchError

    ini_path = tmp_path / "conf" / "pytest.ini"
    ini_path.parent.mkdir()
    ini_path.write_text("[pytest]\n", encoding="utf-8")
    keys = {ini_name(name) for name in OPTIONS} | set(INI_ONLY)
    read_as_path = set()
    for key in sorted(keys):
        value = f"p_{key}/x.data"
        try:
            config = BenchConfig.from_sources(
                tmp_path,
                lambda name: None,
                lambda name, key=key, value=value: value if name == key else None,
                ini_file=ini_path,
            )
        except BenchError:
            continue  # not a path: refused as a value of its kind
        wanted = ini_path.parent / value
        if any(getattr(config, f) == wanted for f in config.__dataclass_fields__):
            read_as_path.add(key)
    assert read_as_path == set(PATH_KEYS)


def test_uncollected_reads_the_collection_failure_build_run_writes() -> None:
    from pytest_websearch_bench.report.run_file import uncollected

    failures = [{"kind": "gate", "what": "x"}, {"kind": "collection", "what": "2 file(s) c"}]
    assert uncollected({"failures": failures}) == "2 file(s) c"
    assert uncollected({"failures": failures[:1]}) is None
    assert uncollected({}) is None


# -- 3. a broken test module is not an uncollected golden file ---------------------------------


def test_a_broken_test_module_is_not_counted_as_a_golden_file(pytester: pytest.Pytester) -> None:
    """stop69: "GATES NOT JUDGED: 1 file(s) could not be collected" and ``complete: false``
    for ``tests/test_broken.py``, though every golden file was collected and every case
    ran."""
    root = make_bench_project(pytester.path, case_ids=CASES, providers=("tavily",))
    (root / "tests").mkdir(exist_ok=True)
    (root / "tests" / "test_broken.py").write_text("import no_such_module_ws\n", encoding="utf-8")
    result = pytester.runpytest(
        "--ws-provider=tavily", "--ws-report=run.json", "golden", "tests",
        "--continue-on-collection-errors", "-p", "no:cacheprovider",
    )  # fmt: skip
    out = " ".join(result.stdout.str().split())
    run = _run(root / "run.json")
    assert _uncollected(run) == [], out
    assert run["complete"] is True, out
    assert "could not be collected" not in out, out
    assert "no_such_module_ws" in out  # pytest still reports the module's error


# -- 4. a shard beside a bad golden file records the draw it had --------------------------------


@pytest.mark.parametrize("workers", [None, "2"])
def test_a_shard_beside_a_bad_golden_file_records_its_draw(
    pytester: pytest.Pytester, workers: str | None
) -> None:
    """stop69 recorded ``drew: 0`` (and nothing possible) for a shard that ran its cases
    beside a golden file that could not be read (``all_cases`` raised)."""
    from pytest_websearch_bench.session.loaded import shard_of

    root = make_bench_project(pytester.path, case_ids=CASES, providers=("tavily",))
    (root / "golden" / "cases" / "zz_bad.yaml").write_text("- id: gs-999\n", encoding="utf-8")
    index = shard_of("gs-001", 2)
    drawn = [case for case in CASES if shard_of(case, 2) == index]
    extra = ["-n", workers] if workers else []
    result = pytester.runpytest(
        "--ws-provider=tavily", f"--ws-shard={index}/2", "--ws-report=s.json",
        "--continue-on-collection-errors", "-p", "no:cacheprovider", *extra,
    )  # fmt: skip
    out = " ".join(result.stdout.str().split())
    run = _run(root / "s.json")
    assert run["shard"]["drew"] == len(drawn), out
    assert run["selection"]["selected"] == len(drawn), out
    assert run["selection"]["not_selected"] == len(CASES) - len(drawn), out
    assert _uncollected(run) == ["1 file(s) could not be collected"], out  # the bad golden file


# -- 6. the defaults file named from the folder pytest was run in -------------------------------


def test_the_ignored_param_line_names_the_defaults_file_from_the_sub_folder(
    pytester: pytest.Pytester, monkeypatch: pytest.MonkeyPatch
) -> None:
    """``cd sub && pytest ../golden``: stop69 said "set in golden/defaults.yaml", a path
    that is not there from ``sub/``."""
    root = make_bench_project(pytester.path, case_ids=CASES, providers=("tavily",))
    (root / "golden" / "defaults.yaml").write_text("params:\n  language: es\n", encoding="utf-8")
    (root / "sub").mkdir()
    monkeypatch.chdir(root / "sub")
    result = pytester.runpytest(
        "../golden", "--ws-provider=tavily", "--ws-report=run.json", "-p", "no:cacheprovider"
    )
    out = " ".join(result.stdout.str().split())
    lines = [line for line in result.stdout.lines if "did not send the golden param" in line]
    assert lines, out[-3000:]
    assert "set in ../golden/defaults.yaml)" in out, out[-3000:]
    assert "remove language from ../golden/defaults.yaml" in out, out[-3000:]
