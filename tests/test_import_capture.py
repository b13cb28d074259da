"""Real captures of the shared corpus in: stock vcrpy YAML, the parsed_body variant, bare
JSON (with its status). The other formats: test_capture_import_formats.py."""

from __future__ import annotations

import json
from pathlib import Path

import pytest

from pytest_websearch_bench.cli import main as ws_bench
from pytest_websearch_bench.providers import get_adapter
from pytest_websearch_bench.recording.capture_formats import read_capture
from pytest_websearch_bench.replay.manifest import load_manifest, sha256_bytes
from pytest_websearch_bench.replay.store import CassetteStore
from pytest_websearch_bench.replay.transport import ReplayTransport
from test_adapters_conformance import RECORDED_QUERIES, SDK_BODY

pytestmark = pytest.mark.corpus


def test_captures_import_and_replay_through_the_adapter(
    corpus: Path, tmp_path: Path, capsys
) -> None:
    out = tmp_path / "cassettes"
    code = ws_bench(
        [
            "import-capture",
            str(corpus / "captures" / "tavily"),
            "-o",
            str(out),
            "--captured-at",
            "2026-03-06",
        ]
    )
    assert code == 0
    code = ws_bench(
        [
            "import-capture",
            str(corpus / "captures" / "exa"),
            "-o",
            str(out),
            "--captured-at",
            "2026-07-15",
        ]
    )
    assert code == 0
    # The crewAI recording keeps its response headers: its Date is the capture date.
    assert ws_bench(["import-capture", str(corpus / "captures" / "firecrawl"), "-o", str(out)]) == 0
    capsys.readouterr()
    manifest = load_manifest(out / "manifest.json")
    assert (
        manifest.files[
            "firecrawl/fetch/crewAI__test_firecrawl_scrape_tool_integration.json"
        ].captured_at.year
        == 2025
    )
    for capture, query in RECORDED_QUERIES.items():
        provider, name = capture.split("/")
        case_id = Path(name).stem
        relative = f"{provider}/search/{case_id}.json"
        entry = manifest.files[relative]
        assert entry.synthetic is False
        assert entry.original_sha256 == sha256_bytes((corpus / "captures" / capture).read_bytes())
        transport = ReplayTransport(CassetteStore(out), provider, case_id)
        adapter = get_adapter(provider, transport=transport, offline=True)
        if provider in SDK_BODY:
            adapter.extra_body = SDK_BODY[provider]
        response = adapter.search(query)  # the adapter's own request matches the recorded one
        payload = read_capture(corpus / "captures" / capture).interactions[0].response_json()
        items = payload["data"]["web"] if provider == "firecrawl" else payload["results"]
        assert [r.raw_url for r in response.results] == [r["url"] for r in items]
        assert transport.consumed[0].cassette == relative
    assert ws_bench(["verify", "--allow-incomplete", str(out)]) == 0


def test_the_contents_capture_becomes_an_extract_cassette(
    corpus: Path, tmp_path: Path, capsys
) -> None:
    capture = corpus / "captures" / "exa" / "pydantic-ai__test_get_contents.yaml"
    assert (
        ws_bench(
            ["import-capture", str(capture), "-o", str(tmp_path), "--captured-at", "2026-07-15"]
        )
        == 0
    )
    capsys.readouterr()
    store = CassetteStore(tmp_path)
    adapter = get_adapter(
        "exa", transport=ReplayTransport(store, "exa", capture.stem), offline=True
    )
    response = adapter.extract(["https://ai.pydantic.dev/"])
    assert response.documents[0].content.startswith("Pydantic AI")
    assert response.partial is False


def test_a_date_is_required(corpus: Path, tmp_path: Path, capsys) -> None:
    bare = (
        corpus
        / "captures"
        / "tavily"
        / "semantic-kernel__tavily_site_filter_devblogs_microsoft.com.json"
    )
    assert ws_bench(["import-capture", str(bare), "-o", str(tmp_path)]) == 1
    out = capsys.readouterr()
    assert "carries no HTTP status" in out.out and "--status" in out.out  # status first
    assert ws_bench(["import-capture", str(bare), "-o", str(tmp_path), "--status", "200"]) == 1
    out = capsys.readouterr()
    assert "capture date unknown" in out.out
    assert "--captured-at" in out.out
    assert "nothing converted" in out.err
    argv = ["import-capture", str(bare), "-o", str(tmp_path), "--status", "200"]
    assert ws_bench([*argv, "--captured-at", "2025-04-11"]) == 0  # folder name: tavily
    capsys.readouterr()
    relative = f"tavily/search/{bare.stem}.json"
    assert load_manifest(tmp_path / "manifest.json").files[relative].captured_at.year == 2025


def test_bare_json_keeps_the_body_and_the_bom_is_tolerated(
    corpus: Path, tmp_path: Path, capsys
) -> None:
    bare = (
        corpus
        / "captures"
        / "google_cse"
        / "semantic-kernel__google_site_filter_devblogs_microsoft.com.json"
    )
    assert read_capture(bare).format == "bare-json"
    assert read_capture(bare).interactions[0].response_json()["items"]


def test_real_vcrpy_yaml_with_headers_takes_its_date(corpus: Path, tmp_path: Path, capsys) -> None:
    capture = (
        corpus / "captures" / "firecrawl" / "crewAI__test_firecrawl_search_tool_integration.yaml"
    )
    parsed = read_capture(capture)
    assert parsed.format == "vcrpy"
    first = parsed.interactions[0]
    assert first.method == "POST"
    assert json.loads(first.response_body)["success"] is True
    headers = {k.lower(): v for k, v in first.response_headers.items()}
    assert headers["date"]  # what import-capture takes as the capture date


def test_unreadable_capture_is_named(tmp_path: Path, capsys) -> None:
    broken = tmp_path / "broken.yaml"
    broken.write_text("interactions: [{response: {}}]\n", encoding="utf-8")
    assert (
        ws_bench(
            ["import-capture", str(broken), "-o", str(tmp_path / "out"), "--provider", "tavily"]
        )
        == 1
    )
    assert "broken.yaml" in capsys.readouterr().out
