"""fix69a: one naming of the ini file, the path keys ``from_sources`` reads, golden-file
collection errors counted apart from a broken test module, a shard's draw beside a bad
golden file, the defaults file named from the folder pytest was run in."""

from __future__ import annotations

from pathlib import Path

from pytest_websearch_bench.config import OPTIONS, PATH_KEYS, BenchConfig, ini_name

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
