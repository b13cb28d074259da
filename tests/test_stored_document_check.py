"""A stored document that is not what its manifest entry says (a login page saved as the
PDF, a page over the HTML reader's size limit, an empty file) is refused by
``ws-bench verify`` and by the start of a session, naming the file, what its bytes are
and the remedy; one that passes that check and still cannot be read does not count its
fixture class as consumed."""

from __future__ import annotations

import json
from pathlib import Path

import pytest

from conftest import make_bench_project
from pytest_websearch_bench.artifacts.html.tree import MAX_HTML_BYTES
from pytest_websearch_bench.cli import main as ws_bench
from pytest_websearch_bench.replay.document_check import sniff
from pytest_websearch_bench.replay.manifest import load_manifest, sha256_bytes, write_manifest
from pytest_websearch_bench.replay.verify import verify_tree

PDF_DOC = "_shared/pdf/gitepey-reporte-anual-2025.pdf"  # gs-051's class-3 document
LOGIN_PAGE = b"<html><body>Not a PDF, a login page</body></html>"


def _forge(cassettes: Path, relative: str, data: bytes) -> Path:
    """Write ``data`` over a fixture and put its hash in the manifest: what the README's
    by-hand procedure for ``_shared/`` documents leaves when the wrong file was saved."""
    path = cassettes / relative
    path.write_bytes(data)
    manifest = load_manifest(cassettes / "manifest.json")
    entry = manifest.files[relative]
    manifest.files[relative] = entry.model_copy(update={"sha256": sha256_bytes(data)})
    write_manifest(manifest, cassettes / "manifest.json")
    return path


def _html_page(cassettes: Path) -> str:
    manifest = load_manifest(cassettes / "manifest.json")
    return next(
        p
        for p, e in sorted(manifest.files.items())
        if p.startswith("_shared/html/") and e.content_type == "text/html"
    )


@pytest.fixture
def project(tmp_path: Path) -> Path:
    return make_bench_project(
        tmp_path, case_ids=["gs-001", "gs-051"], providers=("tavily", "brave"), shared=True
    )


@pytest.mark.parametrize(
    ("head", "what"),
    [
        (b"", "empty (0 bytes)"),
        (b"%PDF-1.7\n", "a PDF"),
        (LOGIN_PAGE, "an HTML page"),
        (b"\xef\xbb\xbf<!DOCTYPE html><p>x", "an HTML page"),
        (b"PK\x03\x04rest", "a ZIP archive (a .docx, .xlsx or .zip?)"),
        (b"\x1f\x8b\x08\x00", "gzip-compressed data (saved before it was decompressed?)"),
        (b'{"error": "forbidden"}', "JSON text"),
        (b"\x00\x01\x02\x03", "binary data"),
        ("plain words, acentos: ñ".encode(), "plain text"),
    ],
)
def test_sniff_names_what_the_bytes_are(head: bytes, what: str) -> None:
    assert sniff(head) == what


def test_verify_refuses_a_pdf_that_is_not_one(project: Path, capsys) -> None:
    cassettes = project / "cassettes"
    assert verify_tree(cassettes, incomplete_ok=True).ok  # the generated tree is clean
    path = _forge(cassettes, PDF_DOC, LOGIN_PAGE)
    report = verify_tree(cassettes, incomplete_ok=True)
    [error] = report.errors
    assert str(path) in error
    assert "lists it as application/pdf but the file is an HTML page" in error
    assert "remedy:" in error and "git checkout --" in error
    assert ws_bench(["verify", str(cassettes), "--allow-incomplete"]) == 1
    assert "an HTML page, not a PDF" in capsys.readouterr().out


def test_verify_refuses_a_page_over_the_reader_limit_and_an_empty_one(project: Path) -> None:
    cassettes = project / "cassettes"
    page = _html_page(cassettes)
    big = _forge(cassettes, page, b"<html><body>" + b"<p>x</p>" * (MAX_HTML_BYTES // 8 + 1))
    [error] = verify_tree(cassettes, incomplete_ok=True).errors
    assert str(big) in error and f"over the {MAX_HTML_BYTES:,}-byte limit" in error
    assert "too_large" in error and "remedy: store a smaller capture" in error
    _forge(cassettes, page, b"")
    [error] = verify_tree(cassettes, incomplete_ok=True).errors
    assert "the file is empty (0 bytes)" in error


@pytest.mark.parametrize("workers", [None, "2"])
def test_a_session_refuses_a_broken_stored_document_before_running(
    pytester: pytest.Pytester, workers: str | None
) -> None:
    root = make_bench_project(
        pytester.path, case_ids=["gs-001", "gs-051"], providers=("tavily", "brave"), shared=True
    )
    path = _forge(root / "cassettes", PDF_DOC, LOGIN_PAGE)
    args = ["--ws-provider=brave,tavily", "--ws-report=run.json"]
    result = pytester.runpytest(*args, *(["-n", workers] if workers else []))
    assert result.ret == pytest.ExitCode.INTERRUPTED
    out = result.stdout.str()
    assert "the fixtures failed verification; nothing was run" in out
    assert str(path) in out and "the file is an HTML page, not a PDF" in out
    assert not (root / "run.json").exists()


@pytest.mark.parametrize("workers", [None, "2"])
def test_an_unreadable_stored_document_does_not_count_its_class(
    pytester: pytest.Pytester, workers: str | None
) -> None:
    """A file that starts like a PDF but is not one passes the cheap check; its reads say
    it is the fixture's fault and no record counts class 3 from it."""
    root = make_bench_project(
        pytester.path, case_ids=["gs-051"], providers=("tavily", "brave"), shared=True
    )
    args = ["--ws-provider=brave,tavily", "-p", "no:cacheprovider"]
    pytester.runpytest(*args, "--ws-report=good.json")
    good = json.loads((root / "good.json").read_text(encoding="utf-8"))
    assert all(3 in p["classes_consumed"] for p in good["providers"].values())  # real PDF
    _forge(root / "cassettes", PDF_DOC, b"%PDF-1.4\n" + b"garbage, not a PDF body\n" * 40)
    pytester.runpytest(*args, "--ws-report=bad.json", *(["-n", workers] if workers else []))
    bad = json.loads((root / "bad.json").read_text(encoding="utf-8"))
    assert set(bad["providers"]) == {"brave", "tavily"}
    for name, provider in bad["providers"].items():
        assert 3 not in provider["classes_consumed"], name
        [record] = provider["cases"]
        assert 3 not in record["fixture_classes"], name
        notes = [r["detail"] for r in record["reads"] if PDF_DOC in r["detail"]]
        assert notes and all("a fault of the fixture" in n for n in notes)


@pytest.mark.parametrize("synthetic", [True, False])
def test_verify_opens_stored_pdfs_and_refuses_a_truncated_one(
    project: Path, capsys, synthetic: bool
) -> None:
    """A truncated PDF starts like one and passed verify's header and size check; verify
    now reads it with the bench's PDF reader and names the file and the remedy."""
    cassettes = project / "cassettes"
    original = (cassettes / PDF_DOC).read_bytes()
    path = _forge(cassettes, PDF_DOC, original[: len(original) // 2])
    if not synthetic:  # a real document stored with add-document: its remedy is that
        manifest = load_manifest(cassettes / "manifest.json")
        entry = manifest.files[PDF_DOC]
        manifest.files[PDF_DOC] = entry.model_copy(update={"synthetic": False})
        write_manifest(manifest, cassettes / "manifest.json")
    [error] = verify_tree(cassettes, incomplete_ok=True).errors
    assert error.startswith(f"{path}: the PDF reader cannot read the stored PDF (")
    assert "PDFium cannot open it" in error and "a truncated or corrupt file" in error
    assert "remedy:" in error and "git checkout --" in error
    if synthetic:
        assert "write it again with `ws-bench synthesize`" in error
    else:
        assert (
            "`ws-bench add-document FILE.pdf --case gs-051 --source-url "
            "https://www.bmv.com.mx/es/emisoras/informacionfinanciera/GITEPEY-reporte-anual-2025 "
            "--name gitepey-reporte-anual-2025.pdf --overwrite`"
        ) in error
    assert ws_bench(["verify", str(cassettes), "--allow-incomplete"]) == 1
    out = capsys.readouterr().out
    assert str(path) in out and "cannot read the stored PDF" in out
    _forge(cassettes, PDF_DOC, original)  # the whole file reads again: verify passes
    assert verify_tree(cassettes, incomplete_ok=True).ok


def test_verify_reads_a_pdf_whose_body_is_garbage_after_its_header(project: Path) -> None:
    cassettes = project / "cassettes"
    path = _forge(cassettes, PDF_DOC, b"%PDF-1.4\n" + b"garbage, not a PDF body\n" * 40)
    [error] = verify_tree(cassettes, incomplete_ok=True).errors
    assert str(path) in error and "cannot read the stored PDF" in error
