"""The provider emulator (tests/emulator/): the behaviour the plugin's own tests rely on.

The real adapters parse every route; rate limit with Retry-After; the 5xx fraction;
auth; duplicate counting; restarts from the journal after a clean stop and ``kill -9``.
Shapes, latency and the command line are in test_emulator_shapes.py. Tiny latencies
(median 0.6 ms unless a test needs more), so the file runs in seconds.
"""

from __future__ import annotations

import json
import socket
import threading
import time
from collections.abc import Iterator
from pathlib import Path

import httpx
import pytest

from emulator import (
    EmulatorConfig,
    EmulatorCore,
    EmulatorProcess,
    ProviderEmulator,
)
from emulator.client import AUTH, call, search
from pytest_websearch_bench.providers.brave import BraveAdapter
from pytest_websearch_bench.providers.errors import WebSearchError
from pytest_websearch_bench.providers.exa import ExaAdapter
from pytest_websearch_bench.providers.models import SearchQuery
from pytest_websearch_bench.providers.tavily import TavilyAdapter

fast = EmulatorConfig.for_tests  # median latency 0.6 ms, no 5xx, no rate limit


@pytest.fixture
def emu() -> Iterator[ProviderEmulator]:
    with ProviderEmulator(fast()) as e:
        yield e


ADAPTERS: dict[str, type[TavilyAdapter | BraveAdapter | ExaAdapter]] = {
    "tavily": TavilyAdapter,
    "brave": BraveAdapter,
    "exa": ExaAdapter,
}


@pytest.fixture(scope="module")
def client() -> Iterator[httpx.Client]:
    """One HTTP client for every adapter (creating one costs an SSL context)."""
    with httpx.Client(timeout=10) as c:
        yield c


@pytest.mark.parametrize("name", ["tavily", "brave", "exa"])
def test_adapters_parse_search(emu: ProviderEmulator, client: httpx.Client, name: str) -> None:
    adapter = ADAPTERS[name](base_url=emu.url(name), api_key="k", client=client)
    query = SearchQuery(
        "who discovered penicillin", max_results=7, contents="text", include_domains=("nih.gov",)
    )
    response = adapter.search(query)
    assert len(response.results) == 7
    assert all(r.host == "nih.gov" for r in response.results)
    assert response.usage is not None and response.usage.cost_usd is not None
    if name == "exa":
        assert response.usage.source == "provider:costDollars"
        assert response.results[0].content  # contents.text asked for
    if name == "tavily":
        assert response.results[0].content  # include_raw_content=text
        assert response.results[0].score is not None
    if name == "brave":
        assert "<strong>" not in response.results[0].snippet  # markup stripped by the adapter
        assert response.results[0].published_at is not None
    again = adapter.search(query)  # the same query ranks the same
    assert [r.url for r in again.results] == [r.url for r in response.results]
    stats = emu.stats()["providers"][name]
    assert (stats["paid"], stats["duplicate_paid_calls"]) == (2, 1)


@pytest.mark.parametrize("name", ["tavily", "exa"])
def test_adapters_parse_extract(emu: ProviderEmulator, client: httpx.Client, name: str) -> None:
    adapter = ADAPTERS[name](base_url=emu.url(name), api_key="k", client=client)
    urls = [f"https://example.org/page/{i}" for i in range(6)]
    response = adapter.extract(urls)
    assert [d.raw_url for d in response.documents] == urls
    assert all("emulated page" in d.content for d in response.documents)
    assert response.usage is not None
    expected = 2 * 0.008 if name == "tavily" else 6 * 0.001  # ceil(6/5) credits / $1 per 1k pages
    assert response.usage.cost_usd == pytest.approx(expected)
    assert emu.stats()["providers"][name]["cost_usd"] == pytest.approx(expected)


def test_adapters_see_429_with_retry_after_401_and_5xx(client: httpx.Client) -> None:
    with ProviderEmulator(fast(rate=0.2, rate_window_s=5.0)) as e:  # 1 call per 5 s
        for cls in (TavilyAdapter, BraveAdapter, ExaAdapter):
            adapter = cls(base_url=e.url(cls.name), api_key="k", client=client)
            adapter.search(SearchQuery("first"))
            with pytest.raises(WebSearchError) as info:
                adapter.search(SearchQuery("second"))
            assert (info.value.kind, info.value.status) == ("rate_limited", 429)
            assert info.value.retry_after_s is not None and info.value.retry_after_s >= 1
        e.inject("tavily", 503)
        with pytest.raises(WebSearchError) as info:
            TavilyAdapter(base_url=e.url("tavily"), api_key="k", client=client).search(
                SearchQuery("x")
            )
        assert info.value.kind == "upstream"
    with ProviderEmulator(fast(api_keys={"exa": "right"})) as e:
        with pytest.raises(WebSearchError) as info:
            ExaAdapter(base_url=e.url("exa"), api_key="wrong", client=client).search(
                SearchQuery("x")
            )
        assert (info.value.kind, info.value.status) == ("auth", 401)
        assert e.stats()["totals"]["unauthorized"] == 1


@pytest.mark.parametrize("provider", ["tavily", "brave", "exa"])
def test_rate_limit_answers_429_with_retry_after_in_the_provider_shape(provider: str) -> None:
    with ProviderEmulator(fast(rate=5.0)) as e:
        answers = [search(e, provider, f"q{i}") for i in range(8)]
        stats = e.stats()["providers"][provider]
    assert [a[0] for a in answers] == [200] * 5 + [429] * 3
    _, headers, body = answers[-1]
    assert headers["retry-after"] == "1"  # whole seconds, at least 1, as providers send it
    if provider == "tavily":
        assert "excessive requests" in body["detail"]["error"]
    elif provider == "exa":
        assert body["tag"] == "RATE_LIMIT_EXCEEDED" and "5 requests per second" in body["error"]
    else:
        assert body["type"] == "ErrorResponse" and body["error"]["code"] == "RATE_LIMITED"
        assert headers["x-ratelimit-remaining"].startswith("0,")
    assert (stats["rate_limited"], stats["paid"], stats["rate_limit"]) == (3, 5, 5.0)


def test_rate_limit_is_per_provider_and_per_operation() -> None:
    with ProviderEmulator(fast(rate=3.0, rates={"exa": None, "tavily.extract": 1.0})) as e:
        assert [search(e, "exa", f"q{i}")[0] for i in range(5)] == [200] * 5
        extract = [
            call(
                e,
                "POST",
                "/tavily/extract",
                {"urls": [f"https://a.org/{i}"]},
                AUTH["tavily"],
            )[0]
            for i in range(2)
        ]
        assert extract == [200, 429]
        # extract's admission counted against the provider's 3/s too: two searches left.
        assert [search(e, "tavily", f"q{i}")[0] for i in range(3)] == [200, 200, 429]


def test_exact_retry_after_is_enough_to_get_through() -> None:
    # 10/s over a 0.2-s window: at most 2 admissions in any 0.2 s.
    with ProviderEmulator(fast(rate=10.0, rate_window_s=0.2, retry_after="exact")) as e:
        assert [search(e, "tavily", f"q{i}")[0] for i in range(2)] == [200, 200]
        status, headers, _ = search(e, "tavily", "q2")
        assert status == 429
        wait = float(headers["retry-after"])
        assert 0 < wait <= 0.2
        time.sleep(wait)
        assert search(e, "tavily", "q2")[0] == 200


def test_rate_holds_under_concurrent_load() -> None:
    # 5 admissions per 0.25 s window, hammered by 4 threads for 0.6 s.
    with ProviderEmulator(fast(rate=20.0, rate_window_s=0.25, debug_headers=True)) as e:
        admitted: list[float] = []
        lock = threading.Lock()

        def hammer(worker: int) -> None:
            end = time.monotonic() + 0.6
            i = 0
            while time.monotonic() < end:
                status, headers, _ = search(e, "tavily", f"w{worker}-{i}")
                if status == 200:
                    with lock:
                        admitted.append(float(headers["x-emulator-arrival"]))
                i += 1

        threads = [threading.Thread(target=hammer, args=(w,)) for w in range(4)]
        for t in threads:
            t.start()
        for t in threads:
            t.join()
        stats = e.stats()["providers"]["tavily"]
    assert stats["rate_limited"] > 0 and len(admitted) == stats["paid"] >= 10
    admitted.sort()  # on the server's clock: never more than 5 in any 0.25-s window
    assert max(sum(1 for u in admitted if t - 0.25 < u <= t) for t in admitted) == 5


def _answer(core: EmulatorCore, query: str) -> int:
    """One request through the core alone (no sockets, no sleep)."""
    body = json.dumps({"query": query}).encode()
    reply = core.handle("POST", "/tavily/search", {"authorization": "Bearer k"}, body)
    core.book(reply, time.monotonic())
    core.complete(reply, True)
    return reply.status


def test_server_errors_are_a_deterministic_fraction() -> None:
    runs = []
    for _ in range(2):
        core = EmulatorCore(fast(error_fraction=0.2, seed=3))
        runs.append([_answer(core, f"q{i}") for i in range(300)])
    assert runs[0] == runs[1]
    errors = [s for s in runs[0] if s >= 500]
    assert 35 <= len(errors) <= 85  # 20 % of 300, binomial sd 6.9
    assert set(errors) == {502, 503}
    totals = core.stats()["totals"]
    assert totals["server_errors"] == len(errors) and totals["paid"] == 300 - len(errors)
    other_seed = EmulatorCore(fast(error_fraction=0.2, seed=4))
    assert [_answer(other_seed, f"q{i}") for i in range(100)] != runs[0][:100]


def test_a_retried_5xx_gets_a_fresh_draw_and_is_not_a_duplicate() -> None:
    with ProviderEmulator(fast(error_fraction=0.5)) as e:
        for i in range(10):
            tries = 0
            while search(e, "exa", f"q{i}")[0] != 200:
                tries += 1
                assert tries < 30
        totals = e.stats()["totals"]
    assert totals["server_errors"] > 0 and totals["paid"] == 10
    assert totals["duplicate_paid_calls"] == 0


def test_502_is_a_gateway_page_and_503_is_empty(emu: ProviderEmulator) -> None:
    emu.inject("tavily", 502)
    emu.inject("tavily", 503)
    s1, h1, b1 = search(emu, "tavily", "x")
    s2, _, b2 = search(emu, "tavily", "x")
    assert (s1, h1["content-type"]) == (502, "text/html") and "Bad Gateway" in b1
    assert (s2, b2) == (503, None)


def test_missing_auth_gets_401_in_each_shape(emu: ProviderEmulator) -> None:
    s, _, body = call(emu, "POST", "/tavily/search", {"query": "x"})
    assert s == 401 and "API key" in body["detail"]["error"]
    s, _, body = call(emu, "POST", "/exa/search", {"query": "x"}, {"Authorization": "Bearer "})
    assert s == 401 and body["tag"] == "INVALID_API_KEY"
    s, _, body = call(emu, "GET", "/brave/res/v1/web/search?q=x")
    assert s == 401 and body["error"]["code"] == "SUBSCRIPTION_TOKEN_INVALID"
    bearer = {"Authorization": "Bearer k"}  # Exa also takes a Bearer token
    assert call(emu, "POST", "/exa/search", {"query": "x"}, bearer)[0] == 200
    assert emu.stats()["totals"]["unauthorized"] == 3


def test_configured_keys_are_checked_and_masked() -> None:
    with ProviderEmulator(fast(api_keys={"tavily": "tvly-right"})) as e:
        statuses = [
            call(
                e,
                "POST",
                "/tavily/search",
                {"query": "x"},
                {"Authorization": f"Bearer {k}"},
            )[0]
            for k in ("tvly-wrong", "tvly-right")
        ]
        assert statuses == [401, 200]
        assert e.stats()["config"]["api_keys"] == {"tavily": "***"}


def _wait_until_delivered(emu: ProviderEmulator, count: int, limit_s: float = 30.0) -> None:
    """Until ``count`` paid answers are marked delivered: the emulator marks an answer just
    after writing it, so a client can read it (and ask again) before the mark is made."""
    deadline = time.monotonic() + limit_s
    while time.monotonic() < deadline:
        keys = emu.stats(keys="all")["keys"]
        if sum(k["paid_delivered"] for k in keys) >= count:
            return
        time.sleep(0.01)
    raise AssertionError(f"{count} delivered answer(s) not marked in {limit_s} s")


def test_duplicate_paid_calls_are_counted(emu: ProviderEmulator) -> None:
    search(emu, "tavily", "same")
    _wait_until_delivered(emu, 1)  # what a recorder does between two calls takes longer
    search(emu, "tavily", "same")
    search(emu, "tavily", "other")
    stats = emu.stats()
    assert stats["totals"]["duplicate_paid_calls"] == 1
    assert stats["totals"]["paid_after_delivery"] == 1
    assert [(k["request"], k["paid"]) for k in stats["keys"]] == [('{"query":"same"}', 2)]
    over_http = call(emu, "GET", "/_stats?keys=all")[2]
    for counter in ("requests", "paid", "duplicate_paid_calls", "paid_after_delivery", "cost_usd"):
        assert over_http["totals"][counter] == stats["totals"][counter]
    assert len(over_http["keys"]) == 2


def test_an_undelivered_answer_is_paid_but_not_delivered() -> None:
    with ProviderEmulator(fast(time_scale=1.0, latency_median_ms=80, latency_p95_ms=90)) as e:
        body = json.dumps({"query": "killed"}).encode()
        sock = socket.create_connection(("127.0.0.1", e.port))
        sock.sendall(
            b"POST /tavily/search HTTP/1.1\r\nHost: x\r\nAuthorization: Bearer k\r\n"
            b"Content-Type: application/json\r\nContent-Length: %d\r\n\r\n%s" % (len(body), body)
        )
        time.sleep(0.02)
        sock.close()  # the client dies while the provider works
        deadline = time.monotonic() + 5
        while e.stats(keys="all")["totals"]["paid"] == 0 and time.monotonic() < deadline:
            time.sleep(0.02)
        first = e.stats(keys="all")["keys"][0]
        assert (first["paid"], first["paid_delivered"]) == (1, 0)
        search(e, "tavily", "killed")  # paid again, but the client never had the answer ...
        assert e.stats()["totals"]["paid_after_delivery"] == 0
        _wait_until_delivered(e, 1)
        search(e, "tavily", "killed")  # ... while asking a third time repeats a paid call
        assert e.stats()["totals"]["paid_after_delivery"] == 1


def test_reset_and_inject_over_http(emu: ProviderEmulator) -> None:
    search(emu, "tavily", "x")
    assert call(emu, "POST", "/_reset", {})[0] == 200
    assert emu.stats()["totals"]["requests"] == 0
    call(emu, "POST", "/_inject", {"provider": "exa", "status": 429, "count": 2})
    assert [search(emu, "exa", "y")[0] for _ in range(3)] == [429, 429, 200]


def test_quota_answers_each_providers_limit_error() -> None:
    with ProviderEmulator(fast(quotas={"tavily": 1, "exa": 1, "brave": 1})) as e:
        for provider, status in {"tavily": 432, "exa": 402, "brave": 429}.items():
            assert search(e, provider, "a")[0] == 200
            assert search(e, provider, "b")[0] == status


def test_serves_while_pytest_socket_blocks_this_process(emu: ProviderEmulator) -> None:
    pytest_socket = pytest.importorskip("pytest_socket")
    unguarded = socket.socket  # the class before pytest-socket replaces it
    pytest_socket.disable_socket(allow_unix_socket=True)
    try:
        with (
            pytest.warns(UserWarning, match="socket"),
            pytest.raises(pytest_socket.SocketBlockedError),
        ):
            socket.socket()  # the lock is on
        with unguarded(socket.AF_INET, socket.SOCK_STREAM) as sock:
            sock.settimeout(10)
            sock.connect(("127.0.0.1", emu.port))
            sock.sendall(b"GET /_health HTTP/1.1\r\nHost: x\r\nConnection: close\r\n\r\n")
            answer = sock.recv(65536)
    finally:
        pytest_socket.enable_socket()
    assert answer.startswith(b"HTTP/1.1 200")


def test_in_process_restart_keeps_counters_and_port(tmp_path: Path) -> None:
    e = ProviderEmulator(fast(state_path=str(tmp_path / "state.jsonl"))).start()
    try:
        port = e.port
        search(e, "tavily", "kept")
        e.restart()
        assert e.port == port
        search(e, "tavily", "kept")
        totals = e.stats()["totals"]
        assert (totals["paid"], totals["duplicate_paid_calls"]) == (2, 1)
    finally:
        e.stop()
    lines = (tmp_path / "state.jsonl").read_text().splitlines()
    assert len(lines) == 1 and json.loads(lines[0])["e"] == "snapshot"  # compacted on stop


def test_a_journal_line_cut_by_a_kill_is_skipped(tmp_path: Path) -> None:
    path = tmp_path / "state.jsonl"
    core = EmulatorCore(fast(state_path=str(path)))
    assert [_answer(core, q) for q in ("a", "a", "b")] == [200] * 3
    before = core.stats(keys="all")
    with path.open("a") as fh:
        fh.write('{"e":"r","p":"tavily","o":"sea')  # no close(): as after kill -9
    after = EmulatorCore(fast(state_path=str(path))).stats(keys="all")
    assert after["totals"] == before["totals"]
    for rec in (*before["keys"], *after["keys"]):
        del rec["first_t"], rec["last_t"]  # journaled to the millisecond
    assert after["keys"] == before["keys"]
    assert after["totals"]["duplicate_paid_calls"] == 1


def _wait_for_journal_lines(path: Path, count: int, limit_s: float = 30.0) -> None:
    """Until ``path`` holds ``count`` answer lines (bounded: fails after ``limit_s``)."""
    deadline = time.monotonic() + limit_s
    while time.monotonic() < deadline:
        if path.exists():
            answers = 0
            for line in path.read_text(encoding="utf-8").splitlines():
                try:
                    answers += json.loads(line).get("e") == "r"
                except ValueError:
                    continue  # a line still being written
            if answers >= count:
                return
        time.sleep(0.02)
    raise AssertionError(f"{path} did not reach {count} answer lines in {limit_s} s")


def test_killed_process_restarts_with_its_journal(tmp_path: Path) -> None:
    proc = EmulatorProcess(fast(state_path=str(tmp_path / "state.jsonl"), error_fraction=0.3))
    proc.start()
    try:
        asks = [{"query": f"q{i % 4}"} for i in range(8)]
        statuses = [call(proc, "POST", "/exa/search", q, AUTH["exa"])[0] for q in asks]
        # An answer is journalled just after it is written, so the client can hold its
        # 8th answer before the emulator's thread has written that line: wait for it.
        _wait_for_journal_lines(tmp_path / "state.jsonl", len(asks))
        before = proc.stats(keys="all")
        port = proc.port
        proc.kill()  # SIGKILL: no compaction, the journal is all that is left
        proc.start()
        assert proc.port == port
        after = proc.stats(keys="all")
        assert after["totals"] == before["totals"]
        assert before["totals"]["requests"] == 8 and statuses.count(200) == before["totals"]["paid"]
        # Occurrences continue where they were: the 3rd ask of a key draws as the 3rd.
        more = [call(proc, "POST", "/exa/search", q, AUTH["exa"])[0] for q in asks]
    finally:
        proc.stop()
    core = EmulatorCore(fast(error_fraction=0.3))
    reference = [
        core.handle("POST", "/exa/search", {"x-api-key": "k"}, json.dumps(q).encode()).status
        for q in asks + asks
    ]
    assert statuses + more == reference
