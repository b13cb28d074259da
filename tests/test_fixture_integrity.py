"""The fixture corpus can be trusted: the scanner finds leaks, the manifest catches edits."""

from __future__ import annotations

import base64
import gzip
import json
from pathlib import Path

import pytest

from conftest import make_bench_project
from pytest_websearch_bench.cli import main as ws_bench
from pytest_websearch_bench.recording.scan import Scanner
from pytest_websearch_bench.replay.manifest import load_manifest, sha256_bytes, write_manifest

CASES = ["gs-001", "gs-005", "gs-065"]


def _findings(data: object) -> list:
    raw = data if isinstance(data, bytes) else json.dumps(data).encode()
    return list(Scanner().scan_bytes(raw, "f.json"))


@pytest.mark.parametrize(
    ("data", "kind", "where"),
    [
        (
            {
                "interactions": [
                    {
                        "request": {
                            "headers": {
                                "Authorization": ["Bearer 9f8e7d6c5b4a39281706f5e4d3c2b1a0"]
                            }
                        }
                    }
                ]
            },
            "secret_header",
            "Authorization",
        ),
        (
            {
                "interactions": [
                    {"request": {"headers": {"x-api-key": ["a1b2c3d4e5f60718293a4b5c6d7e8f90"]}}}
                ]
            },
            "secret_header",
            "x-api-key",
        ),
        ({"note": "use tvly-dev-AbCdEfGhIjKlMnOpQrStUvWx today"}, "tavily_key", "$.note"),
        (
            {
                "token": "eyJhbGciOiJIUzI1NiJ9.eyJzdWIiOiIxMjM0NTY3ODkwIn0.dozjgNryP4J3jVmNHl0w5N_XgL0n3I9PlFUP0THsR8U"
            },
            "secret_value",
            "$.token",
        ),
        (
            {"deep": [{"x": {"api_key": "Zq8Lr2Mv9Nw4Kp7Tj3Hs6Gd1Fb5Cx0Ay"}}]},
            "secret_value",
            "api_key",
        ),
        (
            {"uri": "https://serpapi.com/search.json?q=x&api_key=0123456789abcdef0123456789abcdef"},
            "secret_query_param",
            "api_key",
        ),
        (
            {
                "body": {
                    "string": json.dumps(
                        {"results": [{"content": "escriba a maria.lopez@gmail.com"}]}
                    )
                }
            },
            "personal_email",
            "→$.results[0].content",
        ),
        ({"text": "celular +52 55 1234 5678"}, "personal_phone", "$.text"),
    ],
)
def test_scanner_finds_each_kind_and_names_the_place(data, kind, where) -> None:
    findings = _findings(data)
    assert [f.kind for f in findings] == [kind]
    assert where in findings[0].location
    assert "9f8e7d6c5b4a39281706f5e4d3c2b1a0" not in findings[0].excerpt  # masked


def test_scanner_looks_inside_gzip_and_base64_bodies() -> None:
    inner = json.dumps(
        {"results": [{"content": "llave tvly-prod-AbCdEfGhIjKlMnOpQrStUvWxYz"}]}
    ).encode()
    data = {
        "response": {"body": {"base64_string": base64.b64encode(gzip.compress(inner)).decode()}}
    }
    findings = _findings(data)
    assert [f.kind for f in findings] == ["tavily_key"]
    assert "(base64)(gzip)" in findings[0].location


@pytest.mark.parametrize(
    "data",
    [
        {"authorization": ["Bearer <redacted>"]},
        {"docs": "export FIRECRAWL_API_KEY=fc-YOUR_API_KEY"},
        {"api_key": "YOUR_API_KEY"},
        {"contact": "redacted@example.test, +52-000-000-0000, ventas@acme.mx, you@example.com"},
        {"published": "2026-11-20T12:00:00Z", "amount": "$1.234.567.890"},
    ],
)
def test_placeholders_and_role_mailboxes_are_not_findings(data) -> None:
    assert _findings(data) == []


def test_verify_passes_on_the_repository_cassettes(repo_root: Path, capsys) -> None:
    assert ws_bench(["verify", str(repo_root / "cassettes")]) == 0
    out = capsys.readouterr().out
    assert "consistent with its manifest" in out
    assert "not a provider comparison" in out  # synthetic provenance: a warning
    assert ws_bench(["verify", "--strict", str(repo_root / "cassettes")]) == 1


@pytest.fixture
def project(pytester: pytest.Pytester) -> Path:
    return make_bench_project(pytester.path, case_ids=CASES, providers=("tavily",))


def _tamper_byte(path: Path) -> None:
    data = bytearray(path.read_bytes())
    index = data.index(b'"latency_ms": ') + len(b'"latency_ms": ')  # a digit, in the middle
    data[index] = ord("9") if data[index] != ord("9") else ord("8")
    path.write_bytes(bytes(data))


@pytest.mark.parametrize("damage", ["one_byte", "deleted", "unlisted"])
def test_tampering_stops_the_session_and_fails_verify(pytester, project, capsys, damage) -> None:
    cassettes = project / "cassettes"
    target = cassettes / "tavily" / "search" / "gs-065.json"
    if damage == "one_byte":
        listed = (
            load_manifest(cassettes / "manifest.json").files["tavily/search/gs-065.json"].sha256
        )
        _tamper_byte(target)
        expected = [str(target), listed, sha256_bytes(target.read_bytes())]
    elif damage == "deleted":
        target.unlink()
        expected = [str(target), "missing on disk"]
    else:
        target = cassettes / "tavily" / "search" / "gs-999.json"
        target.write_text("{}", encoding="utf-8")
        expected = [str(target), "not listed"]

    result = pytester.runpytest("--ws-provider=tavily")
    assert result.ret == pytest.ExitCode.INTERRUPTED
    output = result.stdout.str() + result.stderr.str()
    assert "the fixtures failed verification; nothing was run" in output
    for fragment in expected:
        assert fragment in output
    assert " passed" not in output  # nothing ran

    assert ws_bench(["verify", str(cassettes)]) == 1
    out = capsys.readouterr().out
    for fragment in expected:
        assert fragment in out


def test_a_leak_that_kept_its_hash_is_caught_by_the_scan(project, capsys) -> None:
    cassettes = project / "cassettes"
    path = cassettes / "tavily" / "search" / "gs-001.json"
    data = json.loads(path.read_text(encoding="utf-8"))
    data["interactions"][0]["request"]["headers"]["authorization"] = [
        "Bearer tvly-dev-Z9y8X7w6V5u4T3s2R1q0P9o8"
    ]
    path.write_text(json.dumps(data), encoding="utf-8")
    manifest = load_manifest(cassettes / "manifest.json")
    manifest.files["tavily/search/gs-001.json"].sha256 = sha256_bytes(path.read_bytes())
    write_manifest(manifest, cassettes / "manifest.json")
    assert ws_bench(["verify", str(cassettes)]) == 1
    out = capsys.readouterr().out
    assert "FINDING" in out
    assert "gs-001.json" in out
    assert "authorization" in out
    assert "tvly-dev-Z9y8X7w6V5u4T3s2R1q0P9o8" not in out


def test_strict_provenance_fails_the_bundled_set(pytester, project) -> None:
    result = pytester.runpytest(
        "--ws-provider=tavily", "--ws-strict-provenance", "--ws-report=run.json"
    )
    assert result.ret == pytest.ExitCode.TESTS_FAILED
    run = json.loads((project / "run.json").read_text(encoding="utf-8"))
    assert run["passed"] is False
    assert run["provenance"]["strict"] is True
    assert run["providers"]["tavily"]["synthetic_quality_classes"] == [1]


def test_redact_command_rewrites_and_rehashes(project, capsys) -> None:
    cassettes = project / "cassettes"
    path = cassettes / "tavily" / "search" / "gs-001.json"
    data = json.loads(path.read_text(encoding="utf-8"))
    body = json.loads(data["interactions"][0]["response"]["body"]["string"])
    body["results"][0]["content"] += " Director: jose.ramirez@gmail.com, cel. +52 442 123 4567"
    data["interactions"][0]["response"]["body"]["string"] = json.dumps(body, ensure_ascii=False)
    path.write_text(json.dumps(data), encoding="utf-8")
    manifest = load_manifest(cassettes / "manifest.json")
    original = manifest.files["tavily/search/gs-001.json"].original_sha256
    manifest.files["tavily/search/gs-001.json"].sha256 = sha256_bytes(path.read_bytes())
    write_manifest(manifest, cassettes / "manifest.json")

    assert ws_bench(["verify", str(cassettes)]) == 1
    assert ws_bench(["redact", str(cassettes)]) == 0
    assert "jose.ramirez@gmail.com" not in path.read_text(encoding="utf-8")
    assert ws_bench(["verify", "--allow-incomplete", str(cassettes)]) == 0
    entry = load_manifest(cassettes / "manifest.json").files["tavily/search/gs-001.json"]
    assert entry.sha256 == sha256_bytes(path.read_bytes())
    assert entry.original_sha256 == original
    capsys.readouterr()


def test_redact_refuses_when_a_span_would_move(tmp_path: Path, capsys) -> None:
    root = tmp_path / "cassettes"
    (root / "_shared" / "html").mkdir(parents=True)
    (root / "_shared" / "expected").mkdir(parents=True)
    page = root / "_shared" / "html" / "page.html"
    page.write_text(
        "<p>Contacto: juan.perez@gmail.com</p><p>Planta en Celaya</p>", encoding="utf-8"
    )
    from pytest_websearch_bench.artifacts import load_artifact

    text = load_artifact(page.read_bytes(), content_type="text/html").text  # what spans index
    start = text.index("Planta")
    observation = {
        "artifact": "_shared/html/page.html",
        "span": f"offset:{start}-{start + 16}",
        "quote": "Planta en Celaya",
    }
    (root / "_shared" / "expected" / "gs-061.json").write_text(
        json.dumps({"observations": [observation]}), encoding="utf-8"
    )
    (root / "manifest.json").write_text(
        '{"schema": "pytest-websearch-bench/manifest@1", "files": {}}', encoding="utf-8"
    )
    assert ws_bench(["redact", str(root)]) == 1
    out = capsys.readouterr().out
    assert "REFUSED" in out
    assert "regenerate the expected observations" in out
    assert "juan.perez@gmail.com" in page.read_text(encoding="utf-8")  # untouched
