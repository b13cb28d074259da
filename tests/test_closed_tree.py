"""The fixture and golden trees are closed: no manifest entry, cassette, stored document or
golden file leads outside its root; each violation is an error naming the entry."""

from __future__ import annotations

import json
import os
import posixpath
from pathlib import Path

import pytest
from hypothesis import given
from hypothesis import strategies as st

from conftest import make_bench_project
from pytest_websearch_bench import treepaths
from pytest_websearch_bench.cases import load_golden_cases
from pytest_websearch_bench.errors import CassetteFormatError, FixtureError, GoldenFileError
from pytest_websearch_bench.replay.manifest import (
    ManifestError,
    load_manifest,
    parse_manifest,
    sha256_file,
    write_manifest,
)
from pytest_websearch_bench.replay.shared import SharedDocuments
from pytest_websearch_bench.replay.store import CassetteStore
from pytest_websearch_bench.replay.verify import verify_tree
from pytest_websearch_bench.treepaths import escapes, relative_problem

ENTRY = {
    "case_ids": ["gs-001"],
    "fixture_class": 1,
    "sha256": "0" * 64,
    "original_sha256": "0" * 64,
    "captured_at": "2026-01-01T00:00:00Z",
    "synthetic": True,
}


@pytest.mark.parametrize(
    ("relative", "problem"),
    [
        ("../../../../etc/passwd", "'..'"),
        ("tavily/../../x.json", "'..'"),
        ("/etc/passwd", "absolute"),
        ("C:/x.json", "absolute"),
        ("./tavily/x.json", "'.'"),
        ("tavily//x.json", "empty segment"),
        ("tavily\\..\\x.json", "backslash"),
        ("", "empty path"),
    ],
)
def test_a_manifest_entry_outside_the_tree_is_refused(relative: str, problem: str) -> None:
    data = json.dumps({"files": {relative: ENTRY}}).encode()
    with pytest.raises(ManifestError) as raised:
        parse_manifest(Path("cassettes/manifest.json"), data)
    message = str(raised.value)
    assert "cassettes/manifest.json" in message and repr(relative) in message
    assert problem in message


@given(st.text(alphabet="ab./\\:", max_size=12))
def test_an_accepted_relative_path_never_leaves_the_root(relative: str) -> None:
    if relative_problem(relative) is None:
        joined = posixpath.normpath(posixpath.join("/root/tree", relative))
        assert joined.startswith("/root/tree/")


def _tree(tmp_path: Path) -> Path:
    make_bench_project(tmp_path, case_ids=["gs-001", "gs-065"], providers=("tavily",), shared=True)
    return tmp_path / "cassettes"


def _rehash(root: Path, relative: str) -> None:
    manifest = load_manifest(root / "manifest.json")
    manifest.files[relative].sha256 = sha256_file(root / relative)
    write_manifest(manifest, root / "manifest.json")


def _secret_outside(tmp_path: Path) -> Path:
    outside = tmp_path.parent / f"{tmp_path.name}-outside.json"
    outside.write_text('{"private": "outside the tree"}', encoding="utf-8")
    return outside


def test_a_cassette_linked_outside_is_an_error_naming_it(tmp_path: Path) -> None:
    root = _tree(tmp_path)
    relative = "tavily/search/gs-001.json"
    target = _secret_outside(tmp_path)
    (root / relative).unlink()
    (root / relative).symlink_to(target)
    _rehash(root, relative)  # even with the manifest re-hashed
    report = verify_tree(root)
    assert any(relative in e and "outside the fixture tree" in e for e in report.errors)
    with pytest.raises(CassetteFormatError) as raised:
        CassetteStore(root).load(root / relative)
    assert relative in str(raised.value) and "outside the fixture tree" in str(raised.value)


def test_a_stored_document_linked_outside_is_never_read(tmp_path: Path) -> None:
    root = _tree(tmp_path)
    manifest = load_manifest(root / "manifest.json")
    relative = next(
        r for r, e in manifest.files.items() if r.startswith("_shared/") and e.source_url
    )
    (root / relative).unlink()
    (root / relative).symlink_to(_secret_outside(tmp_path))
    _rehash(root, relative)
    assert any(relative in e for e in verify_tree(root).errors)
    shared = SharedDocuments.from_manifest(root, load_manifest(root / "manifest.json"))
    document = next(d for d in shared._by_role_url.values() if d.path == relative)
    with pytest.raises(FixtureError) as raised:
        shared.read(document)
    assert relative in str(raised.value) and "outside the fixture tree" in str(raised.value)


def test_a_provider_folder_linked_outside_is_an_error(tmp_path: Path) -> None:
    root = _tree(tmp_path)
    elsewhere = tmp_path.parent / f"{tmp_path.name}-elsewhere"
    os.rename(root / "tavily", elsewhere)
    (root / "tavily").symlink_to(elsewhere, target_is_directory=True)
    errors = verify_tree(root).errors
    assert any("tavily: a link to" in e and "outside the fixture tree" in e for e in errors)
    assert escapes(root, ["tavily"]) == [("tavily", str(elsewhere.resolve()))]


def test_a_link_inside_the_tree_is_fine(tmp_path: Path) -> None:
    root = _tree(tmp_path)
    relative = "tavily/search/gs-001.json"
    copy = root / "tavily" / "search" / "gs-001.copy"
    os.rename(root / relative, copy)
    (root / relative).symlink_to(copy.name)
    assert escapes(root) == []
    assert CassetteStore(root).load(root / relative).cassette.interactions


def test_a_golden_file_linked_outside_is_an_error_naming_it(tmp_path: Path) -> None:
    golden = tmp_path / "golden"
    (golden / "cases").mkdir(parents=True)
    (golden / "cases" / "x.yaml").symlink_to(_secret_outside(tmp_path))
    with pytest.raises(GoldenFileError) as raised:
        load_golden_cases(golden)
    assert "cases/x.yaml" in str(raised.value) and "outside the golden set" in str(raised.value)


def test_through_the_plugin_links_out_stop_the_run(pytester: pytest.Pytester) -> None:
    root = _tree(pytester.path)
    relative = "tavily/search/gs-065.json"
    (root / relative).unlink()
    (root / relative).symlink_to(_secret_outside(pytester.path))
    _rehash(root, relative)
    result = pytester.runpytest("--ws-provider=tavily")
    assert result.ret == pytest.ExitCode.INTERRUPTED
    result.stdout.fnmatch_lines(
        [f"*ERROR collecting cassettes/{relative}*", f"*{relative}: a link to*outside*"]
    )
    result.stdout.fnmatch_lines(["*Interrupted: *the fixtures failed verification*"])
    assert "outside the tree" not in result.stdout.str()  # the target's content is never read
    (pytester.path / "golden" / "pool.yaml").symlink_to(_secret_outside(pytester.path))
    result = pytester.runpytest("--ws-provider=tavily")
    assert result.ret == pytest.ExitCode.USAGE_ERROR
    result.stderr.fnmatch_lines(["*golden/pool.yaml*outside the golden set*"])


def test_outside_file_agrees_with_outside(tmp_path: Path) -> None:
    from pytest_websearch_bench.treepaths import outside, outside_file

    root = tmp_path / "tree"
    (root / "inner").mkdir(parents=True)
    (root / "inner" / "plain.json").write_text("{}")
    away = tmp_path / "away"
    away.mkdir()
    (away / "secret.json").write_text("{}")
    (root / "inner" / "link.json").symlink_to(away / "secret.json")
    (root / "linked").symlink_to(away)
    (root / "inner" / "inside.json").symlink_to(root / "inner" / "plain.json")
    for relative in (
        "inner/plain.json",
        "inner/link.json",
        "linked/secret.json",
        "inner/inside.json",
    ):
        path = root / relative
        assert outside_file(root, path) == outside(root, path), relative
    assert outside_file(root, root / "linked" / "secret.json") == str(away / "secret.json")
    assert outside_file(root, root / "inner" / "plain.json") is None


def test_a_relative_tree_is_resolved_from_the_current_folder_every_time(
    tmp_path: Path, monkeypatch: pytest.MonkeyPatch
) -> None:
    # one process, two projects with a tree of the same relative name (commands called
    # in-process, a notebook): the second must not be judged against the first's folder
    for name in ("one", "two"):
        (tmp_path / name / "cassettes" / "_shared").mkdir(parents=True)
        (tmp_path / name / "cassettes" / "_shared" / "page.html").write_text("x", encoding="utf-8")
    for name in ("one", "two"):
        monkeypatch.chdir(tmp_path / name)
        assert treepaths.outside("cassettes", "cassettes/_shared/page.html") is None
        assert treepaths.outside_file("cassettes", "cassettes/_shared/page.html") is None
