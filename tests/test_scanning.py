"""Scanning everywhere: cookies and account identifiers whatever their entropy, secrets in a
PDF's compressed streams, and ``verify`` failing on an incomplete tree unless told."""

from __future__ import annotations

import json
import zlib
from pathlib import Path

import pytest

from conftest import make_bench_project
from pytest_websearch_bench.artifacts.pdf_streams import MAX_INFLATED
from pytest_websearch_bench.cli import main as ws_bench
from pytest_websearch_bench.recording.redact import redact_body_text, redact_headers, redact_json
from pytest_websearch_bench.recording.scan import Scanner
from pytest_websearch_bench.recording.scan_pdf import pdf_texts
from pytest_websearch_bench.replay.manifest import load_manifest, sha256_bytes, write_manifest
from pytest_websearch_bench.synthetic.pdf import PdfBuilder


def _findings(data: object) -> list:
    return list(Scanner().scan_bytes(json.dumps(data).encode(), "f.json"))


LOW_ENTROPY = [
    ({"headers": {"cookie": ["sid=1"]}}, "cookie", "$.headers.cookie"),
    ({"headers": {"Set-Cookie": ["session=abc; Path=/"]}}, "cookie", "$.headers.Set-Cookie"),
    ({"headers": {"set-cookie": ["a=b", "c=d"]}}, "cookie", "$.headers.set-cookie"),
    ({"session_id": "42"}, "cookie", "$.session_id"),
    ({"cookie": "lang=es"}, "cookie", "$.cookie"),
    ({"account_id": "acme"}, "account_id", "$.account_id"),
    ({"accountId": 12345}, "account_id", "$.accountId"),
    ({"org_id": "org-1"}, "account_id", "$.org_id"),
    ({"organization": {"id": "o1", "name": "Acme"}}, "account_id", "$.organization.id"),
    ({"user_id": 7}, "account_id", "$.user_id"),
    ({"user": {"id": 3, "email": "x@y.mx"}}, "account_id", "$.user.id"),
    ({"usage": {"team_id": "t9"}}, "account_id", "$.usage.team_id"),
    ({"body": json.dumps({"workspace_id": "w"})}, "account_id", "$.body→$.workspace_id"),
]


@pytest.mark.parametrize(("data", "kind", "where"), LOW_ENTROPY)
def test_cookies_and_account_ids_are_found_whatever_their_value(data, kind, where) -> None:
    findings = _findings(data)
    assert any(f.kind == kind and f.location == where for f in findings), findings


@pytest.mark.parametrize(("data", "kind", "where"), LOW_ENTROPY)
def test_redaction_removes_what_the_scanner_finds(data, kind, where) -> None:
    redacted = redact_json(data)
    if "headers" in data:
        redacted["headers"] = redact_headers(data["headers"])
    if "body" in data:  # a body held as JSON text, as cassettes keep it
        redacted["body"] = redact_body_text(data["body"])
    assert _findings(redacted) == []


@pytest.mark.parametrize(
    "data",
    [
        {"headers": {"cookie": ["<redacted>"]}},
        {"account_id": "<redacted>"},
        {"user": None, "is_user": True},
        {"organization": {"kind": "public"}},
    ],
)
def test_redacted_or_empty_identifiers_are_not_findings(data) -> None:
    assert _findings(data) == []


KEY = "sk-proj-AbCdEfGhIjKlMnOpQrStUvWx123"
ADDRESS = "juan.perez@gmail.com"


def _pdf(*lines: str) -> bytes:
    builder = PdfBuilder()
    for line in lines:
        builder.line(line)
    return builder.build()


def test_a_key_and_an_address_on_a_compressed_pdf_page_are_found() -> None:
    data = _pdf(f"Contacto: {ADDRESS}", f"clave {KEY}")
    assert KEY.encode() not in data and ADDRESS.encode() not in data  # compressed
    findings = list(Scanner().scan_bytes(data, "doc.pdf"))
    kinds = {(f.kind, f.location.split(" @")[0]) for f in findings}
    assert ("openai_key", "(pdf page 1)") in kinds
    assert ("personal_email", "(pdf page 1)") in kinds
    assert all(KEY not in str(f) and ADDRESS not in str(f) for f in findings)


def _raw_pdf_with_stream(payload: bytes) -> bytes:
    stream = zlib.compress(payload)
    return (
        b"%PDF-1.4\n1 0 obj\n<< /Length "
        + str(len(stream)).encode()
        + b" /Filter /FlateDecode >>\nstream\n"
        + stream
        + b"\nendstream\nendobj\ntrailer\n<< >>\n%%EOF\n"
    )


def test_a_secret_in_compressed_metadata_is_found() -> None:
    data = _raw_pdf_with_stream(f"<x:xmpmeta><author>{ADDRESS}</author> {KEY}</x:xmpmeta>".encode())
    findings = list(Scanner().scan_bytes(data, "doc.pdf"))
    assert {f.kind for f in findings} >= {"openai_key", "personal_email"}


PHONE = "+52 55 1234 5678"
CORPUS_PDFS = Path(__file__).resolve().parents[1] / ".." / "shared" / "corpus" / "pdfs"


def _phones(data: bytes) -> list[str]:
    return [f.location for f in Scanner().scan_bytes(data, "doc.pdf") if f.kind == "personal_phone"]


def test_glyph_positions_and_coordinates_are_no_phone_numbers() -> None:
    # a real annual report's operators: kerning arrays, boxes, cross-reference offsets
    operators = b"BT /F1 9 Tf [(Total) 74 1100 73 1153] TJ ET 0 0 612 1008 re 2722 9952 2721 cm"
    compressed = _raw_pdf_with_stream(operators)
    plain = compressed.replace(zlib.compress(operators), operators)
    assert _phones(compressed) == [] and _phones(plain) == []


def test_a_phone_in_a_pdf_string_in_its_metadata_or_on_a_page_is_still_found() -> None:
    info = _raw_pdf_with_stream(b"q Q").replace(
        b"trailer", f"2 0 obj\n<< /Author (Juan Perez {PHONE}) >>\nendobj\ntrailer".encode()
    )
    assert _phones(info)
    assert _phones(_raw_pdf_with_stream(f"BT ({PHONE}) Tj ET".encode()))
    assert _phones(_raw_pdf_with_stream(f"<x:xmpmeta>tel {PHONE}</x:xmpmeta>".encode()))
    assert any("pdf page 1" in where for where in _phones(_pdf(f"Tel. {PHONE}")))


def test_parentheses_around_binary_bytes_are_no_string() -> None:
    binary = bytes(range(256)) * 8  # a font program's bytes between a '(' and a ')'
    data = _raw_pdf_with_stream(b"(" + binary + b" 2722 9952 2721 )")
    assert _phones(data) == []


@pytest.mark.skipif(not CORPUS_PDFS.is_dir(), reason="the shared corpus (pdfs) is absent")
def test_a_real_public_report_is_not_refused_for_its_operators() -> None:
    # the WARN report (California, public): its content streams' numbers were read as
    # 47 "personal phones" and ws-bench add-document refused it
    report = CORPUS_PDFS / "WARN-Report-for-7-1-2015-to-03-25-2016.pdf"
    assert _phones(report.read_bytes()) == []
    assert _phones((CORPUS_PDFS / "chelsea_pdta.pdf").read_bytes()) == []


def test_a_compression_bomb_is_bounded() -> None:
    data = _raw_pdf_with_stream(b"\0" * (64 * 1024 * 1024))
    texts = list(pdf_texts(data))
    assert all(len(text) <= MAX_INFLATED for _, text, _ in texts)


def test_verify_fails_on_a_pdf_holding_a_key(tmp_path: Path, capsys) -> None:
    root = make_bench_project(
        tmp_path, case_ids=["gs-001", "gs-051"], providers=("tavily",), shared=True
    )
    cassettes = root / "cassettes"
    pdf = next((cassettes / "_shared").rglob("*.pdf"))
    pdf.write_bytes(_pdf("Reporte anual", f"api {KEY}"))
    manifest = load_manifest(cassettes / "manifest.json")
    manifest.files[pdf.relative_to(cassettes).as_posix()].sha256 = sha256_bytes(pdf.read_bytes())
    write_manifest(manifest, cassettes / "manifest.json")
    assert ws_bench(["verify", "--allow-incomplete", str(cassettes)]) == 1
    out = capsys.readouterr().out
    assert f"FINDING {pdf}:(pdf page 1)" in out and KEY not in out


def test_verify_fails_on_missing_fixture_classes_unless_allowed(tmp_path: Path, capsys) -> None:
    cassettes = (
        make_bench_project(tmp_path, case_ids=["gs-001"], providers=("tavily",)) / "cassettes"
    )
    assert ws_bench(["verify", str(cassettes)]) == 1
    out = capsys.readouterr().out
    assert "ERROR provider tavily: missing fixture classes" in out and "--allow-incomplete" in out
    assert ws_bench(["verify", "--allow-incomplete", str(cassettes)]) == 0
    assert "warning provider tavily: missing fixture classes" in capsys.readouterr().out
    assert ws_bench(["verify", str(tmp_path / "nowhere")]) == 2
    assert "no fixture tree at" in capsys.readouterr().err  # stop 59: said, with a remedy
