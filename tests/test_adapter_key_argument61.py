"""An adapter given its key in code (``api_key=``), not through its variable (ux61b #2), whose
key travels in the URL's path (``/v1/KEY/search``, a self-hosted gateway's way) and in a body
field under an ordinary name: recorded against a server on 127.0.0.1, neither the cassettes
nor the run files hold the key, and replay (which redacts the live request with the
adapter's own key, ``ProviderKey.of_adapter``) matches; a request that changed is reported
with the key still redacted."""

from __future__ import annotations

import json
from collections.abc import Iterator
from urllib.parse import quote

import pytest

from conftest import make_bench_project
from local_http import JsonHandler, serving, tavily_answer
from pytest_websearch_bench.cli import main as ws_bench

KEY = "sekrit-GW-61+key~Zq81x"  # in no variable: given to the adapter in code


class _Gateway(JsonHandler):
    def do_POST(self) -> None:
        length = int(self.headers.get("content-length", 0))
        body = json.loads(self.rfile.read(length) or b"{}")
        self.seen.append({"path": self.path, "body": body})
        self.answer(
            tavily_answer(
                body.get("query"),
                # a gateway that echoes what it was asked
                echo={"path": self.path, "ref": body.get("client_ref")},
            )
        )


@pytest.fixture
def gateway() -> Iterator[tuple[str, list[dict]]]:
    with serving(_Gateway) as served:
        yield served


CONFTEST = """
import os

import pytest
from pytest_websearch_bench.providers.models import AuthPlacement, RequestSpec
from pytest_websearch_bench.providers.tavily import TavilyAdapter


class Gateway(TavilyAdapter):
    name = "gateway"
    key_env = "GATEWAY_KEY_NEVER_SET"
    base_url = "{url}"
    auth = AuthPlacement()  # no header, no parameter: the key is in the path and the body

    def build_search_request(self, query):
        spec = super().build_search_request(query)
        version = os.environ.get("GATEWAY_VERSION", "v1")
        body = dict(spec.json)
        body["client_ref"] = self.api_key
        return RequestSpec(
            method=spec.method,
            url=f"{{self.endpoint}}/{{version}}/{{self.api_key}}/search",
            json=body,
            headers=spec.headers,
            ignored=spec.ignored,
        )


ADAPTER = Gateway(api_key="{key}")


@pytest.hookimpl(optionalhook=True)
def pytest_ws_provide_adapter(name, config):
    return ADAPTER if name == "gateway" else None
"""


def _forms(key: str) -> list[str]:
    return [key, quote(key, safe=""), quote(key)]


@pytest.mark.enable_socket
def test_a_key_given_in_code_never_reaches_the_cassettes_nor_the_run_files(
    pytester: pytest.Pytester, gateway, monkeypatch
) -> None:
    url, seen = gateway
    root = make_bench_project(pytester.path, case_ids=["gs-001"], providers=("tavily",))
    pytester.makeconftest(CONFTEST.format(url=url, key=KEY))
    monkeypatch.delenv("GATEWAY_KEY_NEVER_SET", raising=False)
    monkeypatch.delenv("GATEWAY_VERSION", raising=False)

    recorded = pytester.runpytest_subprocess(
        "--ws-provider=gateway", "--ws-record=new", "--ws-report=rec.json", "-p", "no:cacheprovider"
    )
    assert recorded.ret == 0, recorded.stdout.str()
    assert seen[0]["path"] == f"/v1/{KEY}/search"  # the key really travelled, two ways
    assert seen[0]["body"]["client_ref"] == KEY

    cassettes = root / "cassettes"
    on_disk = "".join(p.read_text(encoding="utf-8") for p in cassettes.rglob("*") if p.is_file())
    for form in _forms(KEY):
        assert form not in on_disk, form
    interaction = json.loads(
        (cassettes / "gateway" / "search" / "gs-001.json").read_text(encoding="utf-8")
    )["interactions"][0]
    assert interaction["request"]["uri"] == f"{url}/v1/<redacted>/search"
    assert json.loads(interaction["request"]["body"])["client_ref"] == "<redacted>"
    assert ws_bench(["verify", "--allow-incomplete", str(cassettes)]) == 0

    # Replayed with the same adapter: its request is redacted with its own key, and matches.
    calls = len(seen)
    replayed = pytester.runpytest_subprocess(
        "--ws-provider=gateway", "--ws-report=run.json", "-p", "no:cacheprovider"
    )
    assert replayed.ret == 0, replayed.stdout.str()
    assert len(seen) == calls
    run = json.loads((root / "run.json").read_text(encoding="utf-8"))
    case = run["providers"]["gateway"]["cases"][0]
    assert case.get("hard_fault") is None, case.get("hard_fault")
    assert case["calls"][0]["cassette"] == "gateway/search/gs-001.json"

    # A request that changed (another API version): the mismatch names the path with the
    # key redacted, in the run file and on the terminal alike.
    monkeypatch.setenv("GATEWAY_VERSION", "v2")
    changed = pytester.runpytest_subprocess(
        "--ws-provider=gateway", "--ws-report=v2.json", "-p", "no:cacheprovider"
    )
    assert changed.ret != 0
    v2 = (root / "v2.json").read_text(encoding="utf-8")
    assert "/v2/<redacted>/search" in v2, v2[:2000]
    for text in (
        (root / "rec.json").read_text(encoding="utf-8"),
        (root / "run.json").read_text(encoding="utf-8"),
        v2,
        recorded.stdout.str(),
        changed.stdout.str(),
    ):
        for form in _forms(KEY):
            assert form not in text, form
