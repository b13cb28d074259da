"""The own-provider adapter of docs/providers.md, run as written: recorded against a
server on 127.0.0.1 with its key in ``X-Acme-Key``, no key on disk, replayed offline."""

from __future__ import annotations

import json
import re
from collections.abc import Iterator
from urllib.parse import parse_qs, urlsplit

import pytest

from conftest import ROOT, make_bench_project
from local_http import JsonHandler, serving
from pytest_websearch_bench.cli import main as ws_bench

KEY = "acme-live-7Hn2Kq9Wz4Rt6Yb1"


def _docs_adapter() -> str:
    text = (ROOT / "docs" / "providers.md").read_text(encoding="utf-8")
    section = text.split("## Adding a provider", 1)[1]
    found = re.search(r"```python\n(.*?)```", section, re.S)
    assert found is not None, "docs/providers.md lost its adapter example"
    return found.group(1)


class _Acme(JsonHandler):
    def do_GET(self) -> None:
        parts = urlsplit(self.path)
        self.seen.append({"path": parts.path, "key": self.headers.get("X-Acme-Key")})
        query = parse_qs(parts.query)["q"][0]
        hit = {
            "link": "https://acerosfinosaltiplano.com.mx/contacto",
            "heading": f"Contacto: {query[:40]}",
            "summary": "Cotizaciones y ventas.",
            "when": "2026-11-02",
        }
        self.answer({"hits": [hit]})


@pytest.fixture
def acme_server() -> Iterator[tuple[str, list[dict]]]:
    with serving(_Acme) as served:
        yield served


@pytest.mark.enable_socket
def test_the_docs_own_adapter_records_without_its_key_and_replays(
    pytester: pytest.Pytester, acme_server, monkeypatch
) -> None:
    url, seen = acme_server
    root = make_bench_project(pytester.path, case_ids=["gs-001"], providers=("tavily",))
    pytester.makeconftest(_docs_adapter())
    ini = (root / "pytest.ini").read_text(encoding="utf-8")
    (root / "pytest.ini").write_text(ini + f"ws_endpoints = acme={url}\n", encoding="utf-8")
    monkeypatch.setenv("ACME_SEARCH_KEY", KEY)
    recorded = pytester.runpytest_subprocess(
        "--ws-provider=acme", "--ws-record=new", "-p", "no:cacheprovider"
    )
    assert recorded.ret == 0, recorded.stdout.str()
    assert seen and seen[0] == {"path": "/api/v1/find", "key": KEY}
    cassettes = root / "cassettes"
    assert (cassettes / "acme" / "search" / "gs-001.json").is_file()
    on_disk = "".join(p.read_text(encoding="utf-8") for p in cassettes.rglob("*") if p.is_file())
    assert KEY not in on_disk
    assert ws_bench(["verify", "--allow-incomplete", str(cassettes)]) == 0

    monkeypatch.delenv("ACME_SEARCH_KEY")
    calls = len(seen)
    replayed = pytester.runpytest_subprocess(
        "--ws-provider=acme", "--ws-report=run.json", "-p", "no:cacheprovider"
    )
    assert replayed.ret == 0, replayed.stdout.str()
    assert len(seen) == calls
    run = json.loads((root / "run.json").read_text(encoding="utf-8"))
    case = run["providers"]["acme"]["cases"][0]
    assert case["calls"][0]["cassette"] == "acme/search/gs-001.json"
    assert case["documents"][0]["url"].startswith("https://acerosfinosaltiplano.com.mx/contacto")
