"""One parse of a case file serves its cases and its identity in the golden set's hash
(stop 68): the identity (``file_identity``) is worked out from the data the golden loader
parsed and kept in the parsed-golden cache's entry for that file, where until stop 68 a
cold session parsed every case file a second time (PyYAML's pure-Python loader) for it
and kept it in a ``<cache>/identity/`` folder that grew by a file per edited version."""

from __future__ import annotations

import hashlib
import json
from pathlib import Path
from typing import Any

import pytest
import yaml
from hypothesis import HealthCheck, given, settings
from hypothesis import strategies as st

from bench_tree import bench_config
from conftest import ROOT, make_bench_project
from pytest_websearch_bench import cases as cases_mod
from pytest_websearch_bench.cases import case_files, read_case_file
from pytest_websearch_bench.errors import GoldenFileError
from pytest_websearch_bench.file_identity import data_identity, parsed_identity
from pytest_websearch_bench.session import golden_digest
from pytest_websearch_bench.session.loaded import GoldenSet, golden_files

_text = st.text(st.characters(codec="utf-8", exclude_categories=("Cs", "Cc")), max_size=12)
# mostly cases that load (so the identity comes from the loader's parse), some that do not
_case = st.fixed_dictionaries(
    {
        "id": st.from_regex(r"[a-z][a-z0-9-]{0,8}", fullmatch=True),
        "query": _text.filter(str.strip),
        "category": st.sampled_from(["a", "b"]),
        "claim_type": st.sampled_from(["certificacion", "dato_financiero"]),
    },
    optional={
        "notes": st.one_of(st.none(), _text),
        "entity": _text,
        "freshness_days": st.integers(min_value=-2, max_value=400),
        "expect": st.fixed_dictionaries(
            {},
            optional={
                "hosts": st.lists(st.sampled_from(["a.test", "b.test", "gob.mx"]), max_size=2),
                "urls": st.lists(st.sampled_from(["https://a.test/x", "https://b.test/"])),
            },
        ),
        "params": st.fixed_dictionaries(
            {}, optional={"country": st.sampled_from(["mx", "us"]), "note": _text}
        ),
    },
)
# a file as an editor leaves it: valid YAML in one of two layouts, with a comment or not,
# or text YAML cannot read (hashed as bytes), or a duplicate key (loads nowhere here)
_file = st.one_of(
    st.tuples(st.lists(_case, min_size=1, max_size=3), st.booleans(), st.booleans()).map(
        lambda t: (
            ("# a comment\n" if t[2] else "")
            + yaml.safe_dump(t[0], allow_unicode=True, default_flow_style=t[1])
        )
    ),
    st.sampled_from(
        [
            "a: [1, 2\n",
            "- id: x\n  query: [\n",
            "- id: x\n  query: q\n  category: a\n  freshness_days: 2026-13-45\n",
            "- id: x\n  query: q\n  query: r\n  category: a\n",
        ]
    ),
)


def _before(raw: bytes) -> str:
    """A file's identity as stop 67 worked it out: PyYAML's pure-Python safe loader."""
    try:
        data = yaml.safe_load(raw.decode("utf-8"))
    except (ValueError, RecursionError, yaml.YAMLError):
        return "bytes:" + hashlib.sha256(raw).hexdigest()
    return data_identity(data)


def _write(golden: Path, files: list[str]) -> None:
    (golden / "cases").mkdir(parents=True, exist_ok=True)
    for old in (golden / "cases").iterdir():
        old.unlink()
    for at, text in enumerate(files):
        (golden / "cases" / f"f{at}.yaml").write_text(text, encoding="utf-8")


@settings(
    max_examples=60, deadline=None, suppress_health_check=[HealthCheck.function_scoped_fixture]
)
@given(st.lists(_file, min_size=1, max_size=3))
def test_the_loaders_identity_is_the_one_worked_out(tmp_path: Path, files: list[str]) -> None:
    golden, cache = tmp_path / "golden", tmp_path / "cache"
    _write(golden, files)
    for path in case_files(golden):
        worked_out = parsed_identity(path.read_bytes())  # libyaml's safe loader
        assert worked_out == _before(path.read_bytes())
        try:
            cold = read_case_file(path, cache)
        except GoldenFileError:
            continue
        assert cold.identity == worked_out
        warm = read_case_file(path, cache)  # from the cache entry
        assert warm.identity == worked_out and warm.cases == cold.cases
        assert read_case_file(path).identity == worked_out  # no cache
    known = GoldenSet(bench_config(tmp_path, "tavily", cache_dir=cache)).identities()
    assert golden_digest(golden, None, known) == golden_digest(golden)


def test_the_bundled_case_files_identities_are_the_ones_worked_out(tmp_path: Path) -> None:
    files = case_files(ROOT / "golden")
    known = GoldenSet(bench_config(ROOT, "tavily", cache_dir=tmp_path)).identities()
    assert files and sorted(known) == files  # every one loads
    for path in files:
        assert known[path] == parsed_identity(path.read_bytes()) == _before(path.read_bytes())
    for path in golden_files(ROOT / "golden"):  # the data files too (pool.yaml: 270 KB)
        assert parsed_identity(path.read_bytes()) == _before(path.read_bytes())
    assert golden_digest(ROOT / "golden", None, known) == golden_digest(ROOT / "golden")


def test_a_damaged_cache_entry_is_worked_out_again(tmp_path: Path) -> None:
    golden, cache = tmp_path / "golden", tmp_path / "cache"
    _write(golden, ["- id: a\n  query: q\n  category: a\n  claim_type: certificacion\n"])
    (path,) = case_files(golden)
    right = parsed_identity(path.read_bytes())
    assert read_case_file(path, cache).identity == right
    (entry,) = (cache / "golden").iterdir()
    kept = json.loads(entry.read_text(encoding="utf-8"))
    assert kept[2] == right
    for damaged in ("data:" + "0" * 63, "", "data:" + "g" * 64, "bytes:" + "0" * 64, None):
        entry.write_text(json.dumps([kept[0], kept[1], damaged]), encoding="utf-8")
        assert read_case_file(path, cache).identity == right
        assert json.loads(entry.read_text(encoding="utf-8"))[2] == right  # kept right again


def _count_parses(monkeypatch: pytest.MonkeyPatch) -> list[str]:
    """The texts parsed as YAML, by the golden loader and by PyYAML's ``load`` (which its
    ``safe_load`` calls too)."""
    parsed: list[str] = []
    loader, load = cases_mod.parse_yaml_all_problems, yaml.load

    def by_loader(text: str) -> Any:
        parsed.append(text)
        return loader(text)

    def by_load(stream: Any, Loader: Any) -> Any:
        parsed.append(stream if isinstance(stream, str) else "")
        return load(stream, Loader)

    monkeypatch.setattr(cases_mod, "parse_yaml_all_problems", by_loader)
    monkeypatch.setattr(yaml, "load", by_load)
    return parsed


def test_a_cold_session_parses_each_case_file_once(
    pytester: pytest.Pytester, monkeypatch: pytest.MonkeyPatch
) -> None:
    root = make_bench_project(
        pytester.path, case_ids=["gs-001", "gs-011", "gs-065"], providers=("tavily",)
    )
    texts = [path.read_text(encoding="utf-8") for path in case_files(root / "golden")]
    assert len(texts) >= 2
    parsed = _count_parses(monkeypatch)
    result = pytester.runpytest("--ws-provider=tavily", "--ws-report=run.json")
    assert result.ret == 0
    assert sorted(t for t in parsed if t in texts) == sorted(texts)  # each once, no more
    cache = root / ".ws-bench" / "cache"
    assert any((cache / "golden").iterdir())  # the parsed-golden cache was written
    assert not (cache / "identity").exists()  # and no identity folder beside it
    run = json.loads((root / "run.json").read_text(encoding="utf-8"))
    assert run["golden"]["sha256"] == golden_digest(root / "golden")  # as worked out
    # a warm session parses no case file at all, and says the same hash
    parsed.clear()
    again = pytester.runpytest("--ws-provider=tavily", "--ws-report=run2.json")
    assert again.ret == 0
    assert [t for t in parsed if t in texts] == []
    warm = json.loads((root / "run2.json").read_text(encoding="utf-8"))
    assert warm["golden"]["sha256"] == run["golden"]["sha256"]
