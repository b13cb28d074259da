"""The provider emulator (tests/emulator/): wire shapes, validation, content, latency,
the limiters and the command line. What the plugin relies on is in test_emulator.py.
"""

from __future__ import annotations

import statistics
import subprocess
import sys
import threading
import time
from collections.abc import Iterator
from pathlib import Path
from typing import Any

import pytest

from emulator import (
    EmulatorConfig,
    EmulatorCore,
    FixedWindow,
    ProviderEmulator,
    SlidingWindow,
    TokenBucket,
    canonical_request,
    lognormal_ms,
)
from emulator.client import AUTH, call, search
from emulator.content import ranked_docs

fast = EmulatorConfig.for_tests  # median latency 0.6 ms, no 5xx, no rate limit


@pytest.fixture
def emu() -> Iterator[ProviderEmulator]:
    with ProviderEmulator(fast()) as e:
        yield e


def test_tavily_search_shape_and_usage(emu: ProviderEmulator) -> None:
    status, headers, body = search(
        emu, "tavily", "capital of peru", include_usage=True, max_results=3
    )
    assert status == 200 and headers["content-type"] == "application/json"
    assert set(body) >= {"query", "answer", "images", "results", "response_time", "request_id"}
    assert body["usage"] == {"credits": 1}
    assert len(body["results"]) == 3
    assert set(body["results"][0]) == {"url", "title", "content", "score", "raw_content"}
    assert "usage" not in search(emu, "tavily", "capital of peru", max_results=3)[2]
    _, _, news = search(
        emu, "tavily", "capital of peru", topic="news", search_depth="advanced", include_usage=True
    )
    assert "published_date" in news["results"][0]
    assert news["usage"] == {"credits": 2}


def test_exa_search_cost(emu: ProviderEmulator) -> None:
    contents = {"highlights": True, "summary": True}
    status, _, body = search(emu, "exa", "graph neural networks", numResults=12, contents=contents)
    assert status == 200 and len(body["results"]) == 12
    assert {"id", "url", "title", "publishedDate", "highlights", "summary"} <= set(
        body["results"][0]
    )
    # $7/1k for 10 results, +$1/1k per extra result, +$1/1k per summary
    assert body["costDollars"]["total"] == pytest.approx(0.007 + 0.002 + 0.012)


def test_extract_failures_are_the_same_urls_for_every_provider() -> None:
    with ProviderEmulator(fast(extract_fail_fraction=0.5)) as e:
        urls = [f"https://example.org/{i}" for i in range(20)]
        _, _, exa = call(e, "POST", "/exa/contents", {"urls": urls}, AUTH["exa"])
        _, _, tav = call(e, "POST", "/tavily/extract", {"urls": urls}, AUTH["tavily"])
    failed = [s["id"] for s in exa["statuses"] if s["status"] == "error"]
    assert 0 < len(failed) < 20 and len(exa["results"]) == 20 - len(failed)
    assert exa["costDollars"]["total"] == pytest.approx(0.001 * (20 - len(failed)))
    assert [f["url"] for f in tav["failed_results"]] == failed


def test_brave_site_operator_and_rate_headers(emu: ProviderEmulator) -> None:
    status, headers, body = search(
        emu, "brave", "solar eclipse (site:nasa.gov OR site:esa.int)", count=5
    )
    assert status == 200 and body["type"] == "search"
    results = body["web"]["results"]
    assert len(results) == 5
    assert {r["meta_url"]["hostname"] for r in results} <= {"nasa.gov", "esa.int"}
    assert "<strong>" in results[0]["description"]
    assert "x-ratelimit-limit" not in headers  # no limiter configured
    with ProviderEmulator(fast(rate=50.0)) as e:
        _, headers, _ = search(e, "brave", "x")
    assert headers["x-ratelimit-limit"] == "50, 0"
    assert headers["x-ratelimit-remaining"].split(",")[0] == "49"


def test_validation_errors_in_provider_shapes(emu: ProviderEmulator) -> None:
    status, _, body = call(emu, "POST", "/tavily/search", {"query": "x" * 401}, AUTH["tavily"])
    assert status == 400 and "too long" in body["detail"]["error"]
    status, _, body = call(emu, "POST", "/exa/search", {"numResults": 3}, AUTH["exa"])
    assert status == 400 and body["tag"] == "INVALID_REQUEST_BODY"
    status, _, body = call(emu, "GET", "/brave/res/v1/web/search?q=", None, AUTH["brave"])
    assert status == 422 and body["error"]["code"] == "VALIDATION"
    assert call(emu, "GET", "/nowhere")[0] == 404
    totals = emu.stats()["totals"]
    assert (totals["client_errors"], totals["unrouted"], totals["paid"]) == (3, 1, 0)


def _bodies(seed: int, query: str = "the same query") -> list[dict[str, Any]]:
    """Tavily's, Exa's and Brave's answers to ``query`` from an emulator seeded ``seed``,
    without their timing fields (drawn latency)."""
    with ProviderEmulator(fast(seed=seed)) as e:
        bodies = [search(e, p, query)[2] for p in ("tavily", "exa", "brave")]
    for body in bodies:
        for timing in ("response_time", "searchTime"):
            body.pop(timing, None)
    return bodies


def _urls(body: dict[str, Any]) -> list[str]:
    results = body.get("results") or body.get("web", {}).get("results") or []
    return [r["url"] for r in results]


def test_content_depends_on_the_request_and_the_seed() -> None:
    same = _bodies(1)
    assert same == _bodies(1)  # the same seed: the same bytes
    other = _bodies(2)
    for a, b in zip(same, other, strict=True):  # another seed: other URLs and snippets
        assert _urls(a) and _urls(a) != _urls(b)
        assert a != b
    default = _bodies(0)
    assert [_urls(b) for b in default] != [_urls(b) for b in same]
    tavily = set(_urls(same[0]))
    assert tavily.isdisjoint(_urls(_bodies(1, "another query")[0]))


def test_the_default_seed_keeps_the_content_it_always_had() -> None:
    # Seed 0 adds no salt: the README's example and the tests that match the emulator's
    # answers rely on its content, drawn from the query alone (ranked_docs of before).
    (doc,) = ranked_docs("tavily", "pytest fixture scope session", 1)
    assert doc.url == "https://www.theguardian.com/pytest-fixture-scope-session/study-bca865c2"
    assert ranked_docs("tavily", "q", 5, seed=0) == ranked_docs("tavily", "q", 5)
    assert ranked_docs("tavily", "q", 5, seed=3) != ranked_docs("tavily", "q", 5)
    # content_seed holds the content while seed varies the latency and 5xx draws
    assert EmulatorConfig(seed=3).drawn_content_seed == 3
    assert EmulatorConfig(seed=3, content_seed=0).drawn_content_seed == 0


def test_canonical_request_ignores_key_and_parameter_order() -> None:
    assert canonical_request("POST", "", b'{"b":1,"a":[2,1]}') == canonical_request(
        "POST", "", b'{"a": [2, 1], "b": 1}'
    )
    assert canonical_request("GET", "q=x&count=5", b"") == canonical_request(
        "GET", "count=5&q=x", b""
    )
    assert canonical_request("POST", "", b'{"a":[1,2]}') != canonical_request(
        "POST", "", b'{"a":[2,1]}'
    )


def test_lognormal_quantiles() -> None:
    draws = sorted(lognormal_ms((i + 0.5) / 20000, 600.0, 1500.0) for i in range(20000))
    assert statistics.median(draws) == pytest.approx(600.0, rel=0.01)
    assert draws[int(0.95 * len(draws))] == pytest.approx(1500.0, rel=0.01)


def test_drawn_latencies_are_deterministic_per_key_and_occurrence() -> None:
    core = EmulatorCore(EmulatorConfig())
    draws = sorted(
        core.latency_s(("tavily", "search", f'{{"query":"q{i}"}}'), 0) * 1000 for i in range(2000)
    )
    assert statistics.median(draws) == pytest.approx(600.0, rel=0.07)
    assert draws[int(0.95 * len(draws))] == pytest.approx(1500.0, rel=0.12)
    key = ("tavily", "search", '{"query":"q1"}')
    assert core.latency_s(key, 0) == EmulatorCore(EmulatorConfig()).latency_s(key, 0)
    assert core.latency_s(key, 0) != core.latency_s(key, 1)  # a retry draws again
    assert core.latency_s(key, 0) != EmulatorCore(EmulatorConfig(seed=7)).latency_s(key, 0)


def test_time_scale_shrinks_the_served_latency() -> None:
    config = fast(time_scale=5 / 600, debug_headers=True)  # median 5 ms
    with ProviderEmulator(config) as e:
        observed, drawn = [], []
        for i in range(20):
            t0 = time.perf_counter()
            _, headers, _ = search(e, "tavily", f"q{i}")
            observed.append((time.perf_counter() - t0) * 1000)
            drawn.append(float(headers["x-emulator-latency-ms"]))
    assert 2.5 < statistics.median(drawn) < 9.0
    assert all(o >= d for o, d in zip(observed, drawn, strict=True))


def test_requests_run_concurrently() -> None:
    with ProviderEmulator(fast(time_scale=1.0, latency_median_ms=100, latency_p95_ms=110)) as e:
        threads = [threading.Thread(target=search, args=(e, "exa", f"q{i}")) for i in range(20)]
        for t in threads:
            t.start()
        for t in threads:
            t.join()
        stats = e.stats()["providers"]["exa"]
    # Overlap is counted by the emulator, not timed here (a loaded machine is slow).
    assert stats["paid"] == 20 and stats["max_in_flight"] >= 10


def test_limiters() -> None:
    w = SlidingWindow(rate=3, window_s=1.0)
    for t in (0.0, 0.1, 0.2):
        assert w.wait(t) == 0
        w.admit(t)
    assert w.wait(0.5) == pytest.approx(0.5)  # until the first admission leaves the window
    assert w.wait(1.0001) == 0
    f = FixedWindow(rate=2, window_s=1.0)
    f.admit(10.5)
    f.admit(10.9)
    assert f.wait(10.95) == pytest.approx(0.05)  # until the next aligned second
    assert f.wait(11.0) == 0
    b = TokenBucket(rate=2, window_s=1.0, burst=2)
    b.admit(0.0)
    b.admit(0.0)
    assert b.wait(0.0) == pytest.approx(0.5)
    assert b.wait(0.5) == 0
    # The rate is per second whatever the window, as for the windows above.
    short = TokenBucket(rate=10, window_s=0.2, burst=None)
    assert short.limit == 2 == SlidingWindow(rate=10, window_s=0.2).limit
    short.admit(0.0)
    short.admit(0.0)
    assert short.wait(0.0) == pytest.approx(0.1)


def test_bad_configuration_is_refused_with_the_field_named() -> None:
    with pytest.raises(ValueError, match="unknown provider"):
        EmulatorConfig(rates={"tavilly": 3})
    with pytest.raises(ValueError, match="limiter"):
        EmulatorConfig(limiter="leaky")
    with pytest.raises(ValueError, match="unknown field"):
        EmulatorConfig.from_json({"rate": 1, "rat": 2})


def test_the_command_line_refuses_a_bad_flag() -> None:
    package = Path(__file__).resolve().parent / "emulator"
    done = subprocess.run(
        [sys.executable, str(package), "serve", "--rates", "nobody=3"],
        capture_output=True,
        text=True,
        timeout=30,
    )
    assert done.returncode == 2 and "unknown provider(s) ['nobody']" in done.stderr
