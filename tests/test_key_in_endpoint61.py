"""A key the user typed into an endpoint (``--ws-endpoint tavily=https://gw/v1/KEY``, a
self-hosted gateway's way): the calls go there, and the run file's provenance (endpoints,
endpoint_overrides, record_args) keeps the URL with the key redacted, as the cassettes do."""

from __future__ import annotations

import json
from collections.abc import Iterator

import pytest

from conftest import make_bench_project
from local_http import JsonHandler, serving

KEY = "tvly-GW61endpointKey7Qx"


class _Gateway(JsonHandler):
    def do_POST(self) -> None:
        length = int(self.headers.get("content-length", 0))
        body = json.loads(self.rfile.read(length) or b"{}")
        self.seen.append({"path": self.path})
        self.answer(
            {
                "query": body.get("query"),
                "results": [
                    {
                        "title": "Aceros Finos del Altiplano",
                        "url": "https://acerosfinosaltiplano.com.mx/contacto",
                        "content": "Venta de acero.",
                        "score": 0.9,
                        "raw_content": None,
                    }
                ],
                "request_id": "req-gw",
            }
        )


@pytest.fixture
def gateway() -> Iterator[tuple[str, list[dict]]]:
    with serving(_Gateway) as served:
        yield served


@pytest.mark.enable_socket
def test_a_key_in_an_endpoint_is_redacted_in_the_run_files_provenance(
    pytester: pytest.Pytester, gateway, monkeypatch
) -> None:
    url, seen = gateway
    root = make_bench_project(pytester.path, case_ids=["gs-001"], providers=("tavily",))
    monkeypatch.setenv("TAVILY_API_KEY", KEY)
    endpoint = f"tavily={url}/v1/{KEY}"
    result = pytester.runpytest_subprocess(
        "--ws-provider=tavily",
        "--ws-record=new",
        f"--ws-endpoint={endpoint}",
        "--ws-report=rec.json",
        "-p",
        "no:cacheprovider",
    )
    assert seen and seen[0]["path"].startswith(f"/v1/{KEY}/"), seen  # the key did travel
    run_text = (root / "rec.json").read_text(encoding="utf-8")
    assert KEY not in run_text
    provenance = json.loads(run_text)["provenance"]
    assert provenance["endpoints"]["tavily"] == f"{url}/v1/<redacted>"
    assert provenance["endpoint_overrides"]["tavily"]["url"] == f"{url}/v1/<redacted>"
    assert KEY not in result.stdout.str()
