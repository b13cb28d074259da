"""Gzip bodies inside cassettes, as ``ws-bench verify`` (the scanner) and ``ws-bench
redact`` open them: a truncated body was a bare EOFError in both, and a compression bomb
was expanded whole (200 MB from a 194 KB body: 13 s and 420 MB in the scanner)."""

from __future__ import annotations

import base64
import gzip
import json
from pathlib import Path

import pytest

from pytest_websearch_bench.recording import gunzip as gunzip_module
from pytest_websearch_bench.recording.gunzip import GzipTooLarge, gunzip
from pytest_websearch_bench.recording.redact import redact_cassette
from pytest_websearch_bench.recording.scan import Scanner
from pytest_websearch_bench.replay.cassette import load_cassette

BODY = b'{"results": [{"url": "https://example.com/a", "title": "t"}]}'


def _cassette(tmp_path: Path, raw: bytes) -> Path:
    path = tmp_path / "gs-1.json"
    body = {"base64_string": base64.b64encode(raw).decode("ascii")}
    interaction = {
        "request": {"method": "GET", "uri": "https://api.example.com/search"},
        "response": {"status": {"code": 200}, "body": body},
    }
    path.write_text(json.dumps({"interactions": [interaction]}), encoding="utf-8")
    return path


def test_gunzip_reads_every_member_and_padding() -> None:
    raw = gzip.compress(b"one ") + gzip.compress(b"two") + b"\0\0\0"
    assert gunzip(raw) == b"one two"


@pytest.mark.parametrize(
    "raw",
    [gzip.compress(BODY)[:-12], gzip.compress(BODY)[:20], b"\x1f\x8b" + b"garbage" * 5],
    ids=["truncated", "header only", "corrupt"],
)
def test_a_body_that_is_not_whole_gzip_is_an_oserror(raw: bytes) -> None:
    with pytest.raises(OSError, match="not a whole gzip body"):
        gunzip(raw)


def test_a_bomb_stops_at_the_limit() -> None:
    with pytest.raises(GzipTooLarge, match="expands past 1,000 bytes"):
        gunzip(gzip.compress(b"\0" * 100_000), limit=1000)
    assert gunzip(gzip.compress(b"\0" * 1000), limit=1000) == b"\0" * 1000


def test_the_scanner_and_redact_pass_a_truncated_gzip_body(tmp_path: Path) -> None:
    raw = gzip.compress(BODY)[:-12]
    path = _cassette(tmp_path, raw)
    assert Scanner().scan_file(path, "gs-1.json") == []
    redacted = redact_cassette(load_cassette(path))
    response = redacted.interactions[0].response
    assert response is not None and response.body.as_bytes() == raw  # kept as it was


def test_a_bomb_is_a_finding_of_verify_never_clean(
    tmp_path: Path, monkeypatch: pytest.MonkeyPatch
) -> None:
    monkeypatch.setattr(gunzip_module, "MAX_GUNZIPPED", 1000)
    path = _cassette(tmp_path, gzip.compress(b"\0" * 100_000))
    findings = Scanner().scan_file(path, "gs-1.json")
    assert [f.kind for f in findings] == ["unscannable body"]
    assert "expands past 1,000 bytes" in str(findings[0]) and "gs-1.json" in str(findings[0])
