"""A lost or broken manifest has a way out that costs no call: ``ws-bench manifest
--adopt`` lists the files on disk (checked: a cassette of this project, in its folder,
no secret), keeps a copy of a broken manifest, and never re-hashes a listed file. Every
manifest error names a remedy that works."""

from __future__ import annotations

import json
import shutil
from pathlib import Path

import pytest

from conftest import make_bench_project
from pytest_websearch_bench.cli import main as ws_bench
from pytest_websearch_bench.replay.manifest import (
    ManifestError,
    load_manifest,
    parse_manifest,
    write_manifest,
)
from pytest_websearch_bench.urls import canonical_url

CASES = ["gs-001", "gs-065"]


@pytest.fixture
def project(pytester: pytest.Pytester) -> Path:
    return make_bench_project(pytester.path, case_ids=CASES, providers=("tavily",))


def _output(result: pytest.RunResult) -> str:
    return result.stdout.str() + result.stderr.str()


def test_a_deleted_manifest_is_refused_by_record_new_and_adopted(pytester, project, capsys):
    cassettes = project / "cassettes"
    before = load_manifest(cassettes / "manifest.json")
    (cassettes / "manifest.json").unlink()

    replay = pytester.runpytest("--ws-provider=tavily")
    assert replay.ret == pytest.ExitCode.INTERRUPTED
    assert f"ws-bench manifest {cassettes} --adopt" in _output(replay)

    # --ws-record=new would record nothing (every cassette is there) and leave no manifest:
    # it refuses up front, with the same remedy.
    record = pytester.runpytest("--ws-provider=tavily", "--ws-record=new")
    assert record.ret == pytest.ExitCode.INTERRUPTED
    assert "--ws-record=new is refused" in _output(record)
    assert "--adopt" in _output(record)
    assert not (cassettes / "manifest.json").exists()

    assert ws_bench(["manifest", str(cassettes), "--adopt"]) == 0
    out = capsys.readouterr().out
    assert f"adopted {cassettes / 'tavily' / 'search' / 'gs-001.json'}" in out
    assert "as they are on disk now" in out and "trust them" in out
    after = load_manifest(cassettes / "manifest.json")
    assert after.files == before.files  # synthetic cassettes: the very same entries

    assert pytester.runpytest("--ws-provider=tavily").ret == pytest.ExitCode.OK


@pytest.mark.parametrize("broken", [b'{"files": {', b"[1,2]", bytes(range(256))])
def test_a_broken_manifest_is_kept_aside_and_rebuilt(pytester, project, capsys, broken):
    cassettes = project / "cassettes"
    (cassettes / "manifest.json").write_bytes(broken)

    replay = pytester.runpytest("--ws-provider=tavily")
    assert replay.ret == pytest.ExitCode.INTERRUPTED
    text = _output(replay)
    assert "invalid manifest" in text
    assert " at  (" not in text and " at (" not in text
    assert f"ws-bench manifest {cassettes} --adopt" in text
    assert "re-record it with --ws-record" not in text  # that remedy never worked

    assert ws_bench(["manifest", str(cassettes), "--adopt"]) == 0
    out = capsys.readouterr().out
    copies = list(cassettes.glob("manifest.json.broken-*"))
    assert len(copies) == 1 and copies[0].read_bytes() == broken
    assert f"kept the broken manifest as {copies[0]}" in out
    # the copy is not a fixture: the tree verifies, and replay runs
    assert ws_bench(["verify", "--allow-incomplete", str(cassettes)]) == 0
    assert pytester.runpytest("--ws-provider=tavily").ret == pytest.ExitCode.OK


def test_adopt_lists_a_good_unlisted_cassette_and_refuses_the_rest(project, capsys):
    cassettes = project / "cassettes"
    manifest = load_manifest(cassettes / "manifest.json")
    dropped = manifest.files.pop("tavily/search/gs-065.json")
    write_manifest(manifest, cassettes / "manifest.json")
    search = cassettes / "tavily" / "search"
    (search / "gs-900.json").write_text("{}", encoding="utf-8")  # not a cassette
    shutil.copy(search / "gs-001.json", search / "gs-901.json")  # another case's name
    leak = json.loads((search / "gs-001.json").read_text(encoding="utf-8"))
    leak["ws"]["case_id"] = "gs-902"
    leak["interactions"][0]["request"]["headers"]["authorization"] = [
        "Bearer tvly-dev-Z9y8X7w6V5u4T3s2R1q0P9o8"
    ]
    (search / "gs-902.json").write_text(json.dumps(leak), encoding="utf-8")
    shutil.copytree(cassettes / "tavily", cassettes / "exa")  # tavily's files in exa's folder

    assert ws_bench(["manifest", str(cassettes)]) == 1
    out = capsys.readouterr().out
    assert f"UNLISTED {search / 'gs-065.json'}" in out
    assert f"ws-bench manifest {cassettes} --adopt" in out

    assert ws_bench(["manifest", str(cassettes), "--adopt"]) == 1
    out = capsys.readouterr().out
    assert f"adopted {search / 'gs-065.json'}" in out
    assert load_manifest(cassettes / "manifest.json").files["tavily/search/gs-065.json"] == dropped
    assert f"NOT ADOPTED {search / 'gs-900.json'}: not a cassette" in out
    assert f"NOT ADOPTED {search / 'gs-901.json'}: the cassette of case 'gs-001'" in out
    assert f"NOT ADOPTED {search / 'gs-902.json'}: 1 secret" in out
    assert "tvly-dev-Z9y8X7w6V5u4T3s2R1q0P9o8" not in out
    assert "a tavily cassette in the folder of exa" in out
    listed = load_manifest(cassettes / "manifest.json").files
    assert not {"tavily/search/gs-900.json", "tavily/search/gs-901.json"} & set(listed)
    assert not any(p.startswith("exa/") for p in listed)


def test_adopt_never_rehashes_an_edited_file(pytester, project, capsys):
    cassettes = project / "cassettes"
    target = cassettes / "tavily" / "search" / "gs-001.json"
    listed = load_manifest(cassettes / "manifest.json").files["tavily/search/gs-001.json"]
    target.write_bytes(target.read_bytes().replace(b'"latency_ms": ', b'"latency_ms": 9', 1))

    replay = pytester.runpytest("--ws-provider=tavily")
    assert f"ws-bench redact {target} --accept-edit" in _output(replay)

    assert ws_bench(["manifest", str(cassettes), "--adopt"]) == 1
    out = capsys.readouterr().out
    assert f"CHANGED {target}" in out and "--accept-edit" in out
    assert load_manifest(cassettes / "manifest.json").files["tavily/search/gs-001.json"] == listed


def test_an_unlisted_file_names_its_remedies_in_replay(pytester, project):
    cassettes = project / "cassettes"
    stray = cassettes / "tavily" / "search" / "gs-999.json"
    stray.write_text("{}", encoding="utf-8")
    text = _output(pytester.runpytest("--ws-provider=tavily"))
    assert f"{stray}: fixture file is not listed in manifest.json (delete it" in text
    assert f"ws-bench manifest {cassettes} --adopt" in text
    # the listing is printed once (pytest repeats an exit's reason: it stays one line)
    assert text.count(f"{stray}: fixture file") == 1
    assert "nothing was run (1 fixture file, listed under ERRORS)" in text


def test_a_manifest_error_without_a_location_has_none(tmp_path: Path) -> None:
    with pytest.raises(ManifestError) as caught:
        parse_manifest(tmp_path / "manifest.json", b"[1,2]")
    message = str(caught.value)
    assert "at  (" not in message and " at (" not in message
    assert f"({tmp_path / 'manifest.json'})" in message
    with pytest.raises(ManifestError) as caught:
        parse_manifest(tmp_path / "manifest.json", b'{"files": {"a.json": {"sha256": 1}}}')
    assert " at files.a.json." in str(caught.value)


SHARED_CASES = ["gs-001", "gs-012", "gs-013", "gs-032", "gs-051", "gs-065"]
_DERIVED = (
    "case_ids",
    "fixture_class",
    "operation",
    "source_url",
    "content_type",
    "injected",
    "injected_vector",
    "synthetic",
    "sha256",
)


def test_adopt_rebuilds_the_entries_of_stored_documents(tmp_path: Path, capsys) -> None:
    """Before, ``--adopt`` listed none of ``_shared/`` after a lost manifest ("restore it
    from version control"): the tree could not verify. Every field the manifest holds for
    a stored document is derived from the files (pages, a rendered DOM, a PDF, a
    contradictory pair, an injected document and a hard negative here), and a document
    nothing describes is refused by name."""
    project = make_bench_project(
        tmp_path / "p", case_ids=SHARED_CASES, providers=("tavily", "brave"), shared=True
    )
    cassettes = project / "cassettes"
    before = load_manifest(cassettes / "manifest.json").files
    assert {e.fixture_class for p, e in before.items() if p.startswith("_shared/")} == {2, 3, 8, 9}
    assert any(e.operation == "rendered" for e in before.values())
    (cassettes / "manifest.json").unlink()
    stray = cassettes / "_shared" / "html" / "saved-by-hand.html"
    stray.write_text("<!doctype html><title>x</title><p>hola</p>", encoding="utf-8")

    assert ws_bench(["manifest", str(cassettes), "--adopt"]) == 1
    out = capsys.readouterr().out
    assert f"NOT ADOPTED {stray}: a stored document no expected observations" in out
    assert "ws-bench add-document FILE --case ID --source-url URL" in out
    assert f"adopted {cassettes / '_shared' / 'pdf' / 'gitepey-reporte-anual-2025.pdf'}" in out
    after = load_manifest(cassettes / "manifest.json").files
    assert set(after) == set(before)
    for path, entry in before.items():
        for name in _DERIVED:
            if name == "source_url" and entry.operation == "page":
                # A result's URL may be recorded in several forms (?fbclid=..., a slash):
                # the page is found by the canonical one, which they share.
                assert canonical_url(after[path].source_url or "") == canonical_url(
                    entry.source_url or ""
                ), path
                continue
            assert getattr(after[path], name) == getattr(entry, name), (path, name)

    stray.unlink()
    assert ws_bench(["verify", "--allow-incomplete", str(cassettes)]) == 0
    assert "is consistent with its manifest" in capsys.readouterr().out


def test_the_bundled_tree_adopts_whole_after_a_lost_manifest(
    repo_root: Path, tmp_path: Path, capsys
) -> None:
    """The README's example tree, its manifest deleted: ``--adopt`` lists every file again
    (none refused: the generator writes no stored page a recording does not read) and the
    tree verifies."""
    cassettes = tmp_path / "cassettes"
    shutil.copytree(repo_root / "cassettes", cassettes)
    listed = set(load_manifest(cassettes / "manifest.json").files)
    (cassettes / "manifest.json").unlink()
    assert ws_bench(["manifest", str(cassettes), "--adopt"]) == 0
    assert "NOT ADOPTED" not in capsys.readouterr().out
    assert set(load_manifest(cassettes / "manifest.json").files) == listed
    assert ws_bench(["verify", str(cassettes)]) == 0
    assert "is consistent with its manifest" in capsys.readouterr().out
