"""Caches name what computed their entries (``code_digest.source_digest``): the artifact
cache's folder names the parser version, the parsers' source and their libraries'
versions, so an upgrade, an edited checkout or a new trafilatura never reads an old parse;
the golden-file cache is keyed by the package's source, so an edited validation rule never
reuses a case the old rule accepted."""

from __future__ import annotations

from importlib import metadata
from pathlib import Path

import pytest

from pytest_websearch_bench import code_digest
from pytest_websearch_bench.artifacts.cache import (
    PARSER_LIBRARIES,
    PARSER_VERSION,
    ArtifactCache,
    source_digest,
)
from pytest_websearch_bench.cases import load_case_file

PACKAGE = "pytest_websearch_bench.artifacts"


@pytest.fixture(autouse=True)
def _fresh_digests() -> object:
    source_digest.cache_clear()
    yield
    source_digest.cache_clear()


def test_the_folder_names_the_version_and_the_digest(tmp_path: Path) -> None:
    cache = ArtifactCache(tmp_path)
    code = source_digest(PACKAGE, PARSER_LIBRARIES)
    assert cache.root == tmp_path / f"artifacts-v{PARSER_VERSION}-{code}"
    assert len(code) == 8 and code == source_digest(PACKAGE, PARSER_LIBRARIES)


def test_an_edited_module_in_a_subpackage_changes_the_digest(
    monkeypatch: pytest.MonkeyPatch,
) -> None:
    before = source_digest(PACKAGE)
    source_digest.cache_clear()
    original = Path.read_bytes

    def edited(self: Path) -> bytes:
        data = original(self)
        return data + b"# edited\n" if self.name == "boiler.py" else data  # artifacts/html/

    monkeypatch.setattr(Path, "read_bytes", edited)
    assert source_digest(PACKAGE) != before


def test_a_library_upgrade_changes_the_digest(monkeypatch: pytest.MonkeyPatch) -> None:
    before = source_digest(PACKAGE, ("trafilatura",))
    source_digest.cache_clear()
    real = metadata.version

    def newer(name: str) -> str:
        return "99.0" if name == "trafilatura" else real(name)

    monkeypatch.setattr(code_digest.metadata, "version", newer)
    assert source_digest(PACKAGE, ("trafilatura",)) != before
    assert source_digest(PACKAGE, ("no-such-distribution-here",))  # absent: still a digest


GOLDEN = """- id: gs-1
  category: general
  query: "a question"
  claim_type: fact
  expect:
    answer_patterns: ['an answer']
"""


def test_an_edited_checkout_does_not_reuse_the_golden_cache(
    tmp_path: Path, monkeypatch: pytest.MonkeyPatch
) -> None:
    path = tmp_path / "cases.yaml"
    path.write_text(GOLDEN, encoding="utf-8")
    cache_dir = tmp_path / "cache"
    first = load_case_file(path, cache_dir)
    entries = sorted((cache_dir / "golden").iterdir())
    assert len(entries) == 1 and first == load_case_file(path, cache_dir)
    source_digest.cache_clear()
    original = Path.read_bytes

    def edited(self: Path) -> bytes:
        data = original(self)
        return data + b"# a changed rule\n" if self.name == "patterns.py" else data

    monkeypatch.setattr(Path, "read_bytes", edited)
    assert load_case_file(path, cache_dir) == first
    assert len(sorted((cache_dir / "golden").iterdir())) == 2  # parsed again, new key
