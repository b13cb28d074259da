"""import-capture on the formats people save (synthetic files under tests/data/captures,
see its README): only a provider's exchanges are imported, each filed by its own
operation; HAR, envelopes and every vcrpy layout are read; a bare body needs its
status; anything else is refused naming the file and the formats accepted. Every
imported cassette replays through the adapter's own request."""

from __future__ import annotations

import json
import shutil
from pathlib import Path
from typing import Any

import pytest

from pytest_websearch_bench.cli import main as ws_bench
from pytest_websearch_bench.errors import CAPTURE_FORMATS, CaptureFormatError
from pytest_websearch_bench.providers import SearchQuery, get_adapter
from pytest_websearch_bench.providers.errors import WebSearchError
from pytest_websearch_bench.recording.capture_formats import read_capture
from pytest_websearch_bench.recording.import_capture import import_capture
from pytest_websearch_bench.replay.manifest import load_manifest, sha256_bytes
from pytest_websearch_bench.replay.store import CassetteStore
from pytest_websearch_bench.replay.transport import ReplayTransport

CAPTURES = Path(__file__).parent / "data" / "captures"


def _adapter(out: Path, provider: str, case: str) -> Any:
    transport = ReplayTransport(CassetteStore(out), provider, case)
    return get_adapter(provider, transport=transport, offline=True)


def _cassette(out: Path, relative: str) -> dict[str, Any]:
    return json.loads((out / relative).read_text(encoding="utf-8"))


def _hosts(cassette: dict[str, Any]) -> set[str]:
    return {i["request"]["uri"].split("/")[2] for i in cassette["interactions"]}


def test_only_the_providers_exchanges_are_imported_the_others_listed(tmp_path: Path) -> None:
    report = import_capture(CAPTURES / "vcrpy_mixed_hosts.yaml", tmp_path)
    assert report.written == ["exa/search/vcrpy_mixed_hosts.json"]
    assert _hosts(_cassette(tmp_path, report.written[0])) == {"api.exa.ai"}
    assert len(report.skipped) == 2
    assert "api.openai.com is no known provider's" in report.skipped[0]
    assert "api.smith.langchain.com" in report.skipped[1]
    response = _adapter(tmp_path, "exa", "vcrpy_mixed_hosts").search(
        SearchQuery(query="graphene membranes")
    )
    assert [r.raw_url for r in response.results] == ["https://www.example-lab.edu/g"]


def test_provider_option_names_whose_exchanges_to_take(tmp_path: Path, capsys) -> None:
    source = str(CAPTURES / "vcrpy_mixed_hosts.yaml")
    code = ws_bench(["import-capture", source, "-o", str(tmp_path), "--provider", "tavily"])
    out = capsys.readouterr()
    assert code == 1
    assert out.out.count("skipped") == 3
    assert "api.exa.ai is not tavily's (its hosts: api.tavily.com)" in out.out
    assert "refused" in out.out and "no exchange addressed" in out.out
    assert ws_bench(["import-capture", str(CAPTURES), "-o", str(tmp_path), "--provider", "x"]) == 2
    assert "not a known provider" in capsys.readouterr().err


def test_each_exchange_is_filed_under_its_own_operation(tmp_path: Path) -> None:
    report = import_capture(CAPTURES / "vcrpy_two_operations.yaml", tmp_path)
    assert sorted(report.written) == [
        "exa/extract/vcrpy_two_operations.json",
        "exa/search/vcrpy_two_operations.json",
    ]
    adapter = _adapter(tmp_path, "exa", "vcrpy_two_operations")
    assert adapter.search(SearchQuery(query="graphene membranes")).results
    extracted = adapter.extract(["https://www.example-lab.edu/g"])
    assert extracted.documents[0].content == "Graphene filters salt."
    manifest = load_manifest(tmp_path / "manifest.json")
    assert {e.operation for e in manifest.files.values()} == {"search", "extract"}


@pytest.mark.parametrize(
    ("name", "provider", "query", "format"),
    [
        ("vcrpy1_py2_unicode.yaml", "tavily", "port strike", "vcrpy"),
        ("vcrpy_gzip_binary.yaml", "exa", "graphene membranes", "vcrpy"),
        ("vcrpy_json_serializer.json", "parallel", "night trains", "vcrpy"),
        ("vcrpy_pre1_list.yaml", "brave", "ferry", "vcrpy-pre1"),
        ("har_tavily.json", "tavily", "port strike", "har"),
        ("envelope_you_ok.json", "you", "kettles", "envelope"),
    ],
)
def test_every_format_imports_and_replays(tmp_path, name, provider, query, format) -> None:
    assert read_capture(CAPTURES / name).format == format
    report = import_capture(CAPTURES / name, tmp_path)
    case = Path(name).stem
    assert report.written == [f"{provider}/search/{case}.json"]
    response = _adapter(tmp_path, provider, case).search(SearchQuery(query=query))
    assert response.results and response.results[0].raw_url.startswith("https://www.example-")
    entry = load_manifest(tmp_path / "manifest.json").files[report.written[0]]
    assert entry.synthetic is False and entry.captured_at.year == 2026
    assert entry.original_sha256 == sha256_bytes((CAPTURES / name).read_bytes())


def test_a_folder_import_reads_har_files_and_keeps_their_timing(tmp_path: Path) -> None:
    folder = tmp_path / "src"
    folder.mkdir()
    shutil.copy(CAPTURES / "har_tavily.har", folder)
    report = import_capture(folder, tmp_path / "fx")
    assert report.written == ["tavily/search/har_tavily.json"]
    assert "fonts.example-cdn.com" in report.skipped[0]
    (interaction,) = _cassette(tmp_path / "fx", report.written[0])["interactions"]
    assert interaction["ws"]["latency_ms"] == 812.5  # HAR entry time
    assert json.loads(interaction["response"]["body"]["string"])["request_id"] == "tav-har"


def test_an_envelope_keeps_its_status_and_a_reader_call_is_a_fetch(tmp_path: Path) -> None:
    report = import_capture(CAPTURES / "envelope_jina_402.json", tmp_path)
    assert report.written == ["jina/errors/envelope_jina_402.fetch.json"]
    cassette = _cassette(tmp_path, report.written[0])
    assert [i["response"]["status"]["code"] for i in cassette["interactions"]] == [402]
    assert cassette["ws"]["operation"] == "fetch" and cassette["ws"]["fixture_class"] == 1
    body = json.loads(cassette["interactions"][0]["response"]["body"]["string"])
    assert body["name"] == "InsufficientBalanceError"  # the body, not the envelope
    with pytest.raises(WebSearchError) as info:
        _adapter(tmp_path, "jina", "envelope_jina_402").fetch("https://www.example-journal.org/a")
    assert info.value.kind == "quota" and info.value.status == 402


def test_a_bare_body_needs_its_status(tmp_path: Path, capsys) -> None:
    bare = CAPTURES / "bare_linkup_429.json"
    base = ["import-capture", str(bare), "-o", str(tmp_path), "--provider", "linkup"]
    assert ws_bench(base) == 1
    out = capsys.readouterr().out
    assert f"capture {bare} cannot be imported" in out
    assert "documented linkup error body (HTTP 429)" in out and "--status 429" in out
    assert not (tmp_path / "linkup").exists()  # never written as a 200
    assert ws_bench([*base, "--status", "200"]) == 1
    assert "stating HTTP 429" in capsys.readouterr().out
    assert ws_bench([*base, "--status", "429", "--captured-at", "2026-03-03"]) == 0
    capsys.readouterr()
    cassette = _cassette(tmp_path, "linkup/errors/bare_linkup_429.search.json")
    assert cassette["interactions"][0]["response"]["status"] == {
        "code": 429,
        "message": "Too Many Requests",
    }
    assert cassette["ws"]["fixture_class"] == 4
    with pytest.raises(WebSearchError) as info:
        _adapter(tmp_path, "linkup", "bare_linkup_429").search(SearchQuery(query=""))
    assert info.value.kind == "quota"  # the quota meaning is kept


def test_any_json_is_not_a_search_answer(tmp_path: Path) -> None:
    manifest = CAPTURES / "not_a_capture.json"
    report = import_capture(manifest, tmp_path, provider="tavily")
    assert report.written == [] and "carries no HTTP status" in report.refused[0]
    report = import_capture(manifest, tmp_path, provider="tavily", status=200)
    assert report.written == []
    assert "not a tavily search response body" in report.refused[0]
    assert "'results' is missing" in report.refused[0]


def test_anything_else_is_refused_naming_the_file_and_the_formats(tmp_path: Path) -> None:
    broken = tmp_path / "notes.yaml"
    broken.write_text("title: meeting notes\nitems: [a, b]\n", encoding="utf-8")
    with pytest.raises(CaptureFormatError) as info:
        read_capture(broken)
    message = str(info.value)
    assert str(broken) in message and "no vcrpy cassette" in message
    assert CAPTURE_FORMATS in message and "HAR 1.2" in message and "vcrpy" in message
    unsafe = tmp_path / "unsafe.yaml"
    unsafe.write_text("interactions: !!python/object/apply:os.system ['true']\n")
    with pytest.raises(CaptureFormatError, match="not valid YAML"):
        read_capture(unsafe)  # only the text tags of Python 2 dumps are read
    scalar = tmp_path / "number.json"
    scalar.write_text("42", encoding="utf-8")
    with pytest.raises(CaptureFormatError, match="not a capture"):
        read_capture(scalar)


def test_a_har_entry_without_a_response_is_skipped(tmp_path: Path) -> None:
    har = json.loads((CAPTURES / "har_tavily.json").read_text(encoding="utf-8"))
    har["log"]["entries"][0]["response"]["status"] = 0  # blocked before an answer
    path = tmp_path / "blocked.har"
    path.write_text(json.dumps(har), encoding="utf-8")
    report = import_capture(path, tmp_path / "fx")
    assert report.written == []
    assert any("no response status recorded" in s for s in report.skipped)


def test_a_har_body_that_is_not_base64_is_refused_naming_the_entry(tmp_path: Path) -> None:
    """Found by fuzzing: a bare binascii.Error ("Incorrect padding") before."""
    har = json.loads((CAPTURES / "har_tavily.json").read_text(encoding="utf-8"))
    har["log"]["entries"][0]["response"]["content"].update(encoding="base64", text="abc")
    path = tmp_path / "broken.har"
    path.write_text(json.dumps(har), encoding="utf-8")
    with pytest.raises(CaptureFormatError) as info:
        read_capture(path)
    message = str(info.value)
    assert (
        str(path) in message and "HAR entry 0: response.content.text is not valid base64" in message
    )
    assert "export the HAR again" in message


def test_bodies_over_512_kb_are_cut_and_marked(tmp_path: Path) -> None:
    body = {
        "results": [
            {
                "url": "https://www.example-archive.org/big",
                "title": "Big",
                "content": "Start.",
                "raw_content": "lorem ipsum " * 60_000,
                "score": 0.5,
            }
        ],
        "request_id": "big",
    }
    cassette = {
        "version": 1,
        "interactions": [
            {
                "request": {
                    "method": "POST",
                    "uri": "https://api.tavily.com/search",
                    "body": json.dumps({"query": "big"}),
                    "headers": {},
                },
                "response": {
                    "status": {"code": 200, "message": "OK"},
                    "headers": {"Date": ["Tue, 03 Mar 2026 10:00:00 GMT"]},
                    "body": {"string": json.dumps(body)},
                },
            }
        ],
    }
    source = tmp_path / "big.json"
    source.write_text(json.dumps(cassette), encoding="utf-8")
    report = import_capture(source, tmp_path / "fx")
    (relative,) = report.written
    assert load_manifest(tmp_path / "fx" / "manifest.json").files[relative].truncated is True
    stored = _cassette(tmp_path / "fx", relative)["interactions"][0]["response"]["body"]
    assert len(stored["string"]) < 100_000
    assert json.loads(stored["string"])["results"][0]["url"].endswith("/big")
