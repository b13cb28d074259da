"""A key shorter than 8 characters in a URL's path (walkthrough 62): ``SOMEKEY`` in a
gateway's ``/v1/SOMEKEY/search`` was neither redacted (a key that short is not searched for
as text) nor warned of (it looks like a test's stand-in). A whole path segment that is the
key, as it is or percent-encoded, is now redacted (``/v1/<redacted>/search``), whatever the
key looks like; nothing else of the URL or the text is touched, and replay still matches."""

from __future__ import annotations

import json
from collections.abc import Iterator
from typing import Any

import pytest

from conftest import make_bench_project
from local_http import TavilyGateway, serving
from pytest_websearch_bench.recording.redact import (
    DEFAULT_RULES,
    ProviderKey,
    RequestScrub,
    redact_text,
    redact_url,
)
from pytest_websearch_bench.replay.matching import keys_match, request_key

SHORT = "SOMEKEY"
RULES = DEFAULT_RULES.with_key(ProviderKey.of(None, None, SHORT))


@pytest.mark.parametrize(
    ("uri", "expected"),
    [
        ("https://gw.example/v1/SOMEKEY/search", "https://gw.example/v1/<redacted>/search"),
        ("https://gw.example/SOMEKEY", "https://gw.example/<redacted>"),
        (
            "https://gw.example/v1/%53OMEKEY/search?q=1",
            "https://gw.example/v1/<redacted>/search?q=1",
        ),
        # not a whole segment, or not in the path: kept (a short key is not searched as text)
        ("https://gw.example/v1/SOMEKEYS/search", "https://gw.example/v1/SOMEKEYS/search"),
        ("https://gw.example/v1/search?ref=SOMEKEY", "https://gw.example/v1/search?ref=SOMEKEY"),
        ("https://SOMEKEY.gw.example/v1/search", "https://SOMEKEY.gw.example/v1/search"),
    ],
)
def test_a_short_key_is_redacted_where_it_is_a_whole_path_segment(uri: str, expected: str) -> None:
    assert redact_url(uri, RULES) == expected
    assert redact_url(expected, RULES) == expected  # idempotent


def test_any_short_key_counts_a_stand_in_too_but_never_as_text() -> None:
    rules = DEFAULT_RULES.with_key(ProviderKey.of("X-Key", None, "x"))
    assert (
        redact_url("https://gw.example/x/search", rules) == "https://gw.example/<redacted>/search"
    )
    assert redact_text("a box of x and SOMEKEY", RULES) == "a box of x and SOMEKEY"
    assert ProviderKey.of(None, None, SHORT).values == ()  # still no text search
    assert ProviderKey.of(None, None, "sekrit-long-key").segments == ()  # the text search's


@pytest.mark.parametrize("sent", [SHORT, "None", "", "OTHERK"])
def test_the_redacted_segment_matches_on_replay_with_or_without_the_key(sent: str) -> None:
    scrub = RequestScrub(RULES)
    recorded = request_key(
        "GET", redact_url("https://gw.example/v1/SOMEKEY/search", RULES), None, scrub
    )
    live = request_key("GET", f"https://gw.example/v1/{sent}/search", None, scrub)
    assert keys_match(recorded, live)
    other = request_key("GET", f"https://gw.example/v2/{sent}/search", None, scrub)
    assert not keys_match(recorded, other)


@pytest.fixture
def gateway() -> Iterator[tuple[str, list[dict[str, Any]]]]:
    with serving(TavilyGateway) as served:
        yield served


CONFTEST = """
import pytest
from pytest_websearch_bench.providers.models import AuthPlacement, RequestSpec
from pytest_websearch_bench.providers.tavily import TavilyAdapter


class Gateway(TavilyAdapter):
    name = "gateway"
    key_env = "GATEWAY62_KEY"
    base_url = "{url}"
    auth = AuthPlacement()  # no header, no parameter: the key is in the path alone

    def build_search_request(self, query):
        spec = super().build_search_request(query)
        return RequestSpec(
            method=spec.method,
            url=f"{{self.endpoint}}/v1/{{self.api_key}}/search",
            json=spec.json,
            headers=spec.headers,
            ignored=spec.ignored,
        )


@pytest.hookimpl(optionalhook=True)
def pytest_ws_provide_adapter(name, config):
    return Gateway() if name == "gateway" else None
"""


@pytest.mark.enable_socket
def test_a_short_key_in_the_endpoint_path_never_reaches_the_cassette(
    pytester: pytest.Pytester,
    gateway: tuple[str, list[dict[str, Any]]],
    monkeypatch: pytest.MonkeyPatch,
) -> None:
    url, seen = gateway
    root = make_bench_project(pytester.path, case_ids=["gs-001"], providers=("tavily",))
    pytester.makeconftest(CONFTEST.format(url=url))
    monkeypatch.setenv("GATEWAY62_KEY", SHORT)
    recorded = pytester.runpytest_subprocess(
        "--ws-provider=gateway", "--ws-record=new", "--ws-report=rec.json", "-p", "no:cacheprovider"
    )
    assert recorded.ret == 0, recorded.stdout.str()
    assert seen[0]["path"] == f"/v1/{SHORT}/search"  # the key really travelled in the path
    cassettes = root / "cassettes"
    on_disk = "".join(p.read_text(encoding="utf-8") for p in cassettes.rglob("*") if p.is_file())
    assert SHORT not in on_disk
    interaction = json.loads(
        (cassettes / "gateway" / "search" / "gs-001.json").read_text(encoding="utf-8")
    )["interactions"][0]
    assert interaction["request"]["uri"] == f"{url}/v1/<redacted>/search"

    # replayed with the key, and with another one: the recording matches, nothing is called
    calls = len(seen)
    for key in (SHORT, "OTHERK"):
        monkeypatch.setenv("GATEWAY62_KEY", key)
        replayed = pytester.runpytest_subprocess(
            "--ws-provider=gateway", f"--ws-report=run-{key}.json", "-p", "no:cacheprovider"
        )
        assert replayed.ret == 0, replayed.stdout.str()
        run = json.loads((root / f"run-{key}.json").read_text(encoding="utf-8"))
        case = run["providers"]["gateway"]["cases"][0]
        assert case.get("hard_fault") is None, case.get("hard_fault")
    assert len(seen) == calls
