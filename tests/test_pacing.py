"""Rate limits and the shared pacer: parsing, even spacing across processes, the guard on
actual send times, and how a 429 is backed off from."""

from __future__ import annotations

import itertools
import multiprocessing as mp
import threading
import time
from pathlib import Path

import pytest

from pytest_websearch_bench.config import BenchConfig
from pytest_websearch_bench.errors import ConfigError
from pytest_websearch_bench.recording.pacing import RecordingStopped, SharedPacer
from pytest_websearch_bench.recording.rates import (
    DEFAULT_RATES,
    HEADROOM,
    Rate,
    check_rate_names,
    parse_rate,
    parse_rates,
    rates_for,
)


def test_rates_parse_per_second_and_per_minute() -> None:
    assert parse_rate("20/s").per_second == 20 and parse_rate("20/s").window_s == 1.0
    per_min = parse_rate("600 / min")
    assert per_min.per_second == 10 and per_min.window_s == 60 and per_min.per_window == 600
    assert parse_rate("0.5/sec").per_second == 0.5
    rates = parse_rates(["tavily=20/s", "tavily.extract=5/s", "TAVILY=30/s"])
    assert rates["tavily"].per_second == 30  # later entries win
    assert rates["tavily.extract"].per_second == 5


@pytest.mark.parametrize(
    "entry", ["tavily=20", "tavily=x/s", "tavily=0/s", "tavily=-1/s", "tavily=20/h", "tavily"]
)
def test_a_bad_rate_names_the_option_and_the_remedy(entry: str) -> None:
    with pytest.raises(ConfigError, match="--ws-rate") as info:
        parse_rates([entry])
    assert "remedy" in str(info.value)


def test_defaults_carry_their_source_and_overrides_replace_them() -> None:
    assert all(rate.source for rate in DEFAULT_RATES.values())
    chosen = rates_for(["tavily", "jina"], parse_rates(["tavily=20/s"]))
    assert chosen["tavily"].per_second == 20 and chosen["tavily"].source == "--ws-rate"
    assert chosen["jina.fetch"].text == "200/min"  # a per-operation default stays
    assert "exa" not in chosen
    with pytest.raises(ConfigError, match="names no provider"):
        check_rate_names(parse_rates(["tavliy=20/s"]), ["tavily"])
    with pytest.raises(ConfigError, match="not an operation"):
        check_rate_names(parse_rates(["tavily.serch=2/s"]), ["tavily"])


def _config(**options: object) -> BenchConfig:
    return BenchConfig.from_sources(Path("/p"), lambda n: options.get(n), lambda n: None)


def test_recording_options_are_checked() -> None:
    config = _config(**{"ws-concurrency": "16", "ws-budget": "$7.50", "ws-rate": ["exa=5/s"]})
    assert config.concurrency == 16 and config.budget == 7.5
    assert config.rates["exa"].per_second == 5
    for bad in ({"ws-concurrency": "0"}, {"ws-budget": "ten"}, {"ws-budget": "-3"}):
        with pytest.raises(ConfigError):
            _config(**bad)
    with pytest.raises(ConfigError, match="needs --ws-budget"):
        _config(**{"ws-budget-refuse": True})
    # ini ws_rates: one NAME=RATE a line; the command line wins over it, entry by entry.
    ini = {"ws_rates": ["tavily=1000/min", "tavily.extract=5/s"]}
    from_ini = BenchConfig.from_sources(Path("/p"), lambda n: None, ini.get)
    assert from_ini.rates["tavily"].text == "1000/min" and from_ini.rates["tavily"].window_s == 60
    assert from_ini.rates["tavily.extract"].per_second == 5
    cli = {"ws-rate": ["tavily=20/s"]}
    both = BenchConfig.from_sources(Path("/p"), cli.get, ini.get)
    assert set(both.rates) == {"tavily", "tavily.extract"} and both.rates["tavily"].per_second == 20


def _pacer(tmp_path: Path, per_second: float) -> SharedPacer:
    return SharedPacer(tmp_path, {"p": Rate(per_second, f"{per_second}/s", "test")})


def test_calls_are_spaced_evenly_across_threads(tmp_path: Path) -> None:
    pacer = _pacer(tmp_path, 50.0)
    stamps: list[float] = []
    lock = threading.Lock()

    def take() -> None:
        for _ in range(5):
            pacer.acquire(["p"])
            with lock:
                stamps.append(time.time())

    threads = [threading.Thread(target=take) for _ in range(4)]
    for t in threads:
        t.start()
    for t in threads:
        t.join()
    stamps.sort()
    gaps = [b - a for a, b in itertools.pairwise(stamps)]
    interval = 1 / (50 * HEADROOM)
    assert len(stamps) == 20
    assert stamps[-1] - stamps[0] >= 19 * interval * 0.95  # never faster than the pace
    # (how evenly the calls left is the slots' business, below: threads observed on a
    # loaded machine can be scheduled late and bunch up after the fact)
    assert len(gaps) == 19


def test_threads_reserve_slots_one_interval_apart(tmp_path: Path) -> None:
    pacer = _pacer(tmp_path, 50.0)
    slots: list[float] = []
    lock = threading.Lock()

    def take() -> None:
        for _ in range(5):
            slot = pacer.reserve(["p"])
            with lock:
                slots.append(slot)

    threads = [threading.Thread(target=take) for _ in range(4)]
    for t in threads:
        t.start()
    for t in threads:
        t.join()
    gaps = [b - a for a, b in itertools.pairwise(sorted(slots))]
    interval = 1 / (50 * HEADROOM)
    assert len(slots) == 20
    assert min(gaps) >= interval * 0.999  # no burst: each call has its own slot


def _take(folder: str, n: int, out: str) -> None:
    pacer = SharedPacer(Path(folder), {"p": Rate(20.0, "20/s", "test")})
    stamps = []
    for _ in range(n):
        pacer.acquire(["p"])
        stamps.append(time.time())
    Path(out).write_text("\n".join(map(repr, stamps)), encoding="utf-8")


def test_two_processes_share_one_limit(tmp_path: Path) -> None:
    ctx = mp.get_context("spawn")
    outs = [tmp_path / "a", tmp_path / "b"]
    procs = [ctx.Process(target=_take, args=(str(tmp_path), 12, str(o))) for o in outs]
    for p in procs:
        p.start()
    for p in procs:
        p.join(timeout=60)
    stamps = sorted(float(x) for o in outs for x in o.read_text(encoding="utf-8").split())
    assert len(stamps) == 24
    # 24 calls at 20/s (less the headroom) take more than a second whoever makes them,
    # and no window of one second ever holds more than the limit.
    assert stamps[-1] - stamps[0] >= 23 / 20
    assert all(sum(1 for t in stamps if s <= t < s + 1.0) <= 20 for s in stamps)


def test_the_guard_holds_a_call_that_would_overfill_a_window(tmp_path: Path) -> None:
    now = [1000.0]
    pacer = SharedPacer(tmp_path, {"p": Rate(2.0, "2/s", "test")}, clock=lambda: now[0])
    assert pacer.admit(["p"]) == 0.0
    now[0] += 0.1
    assert pacer.admit(["p"]) == 0.0
    now[0] += 0.1
    hold = pacer.admit(["p"])  # a third call 0.2 s after the first: wait for the window
    assert hold == pytest.approx(1.0 + 0.025 - 0.2)
    now[0] += hold
    assert pacer.admit(["p"]) == 0.0


def test_an_isolated_429_slows_every_process_and_a_cluster_pauses_them(tmp_path: Path) -> None:
    now = [1000.0]
    pacer = SharedPacer(tmp_path, {"p": Rate(10.0, "10/s", "test")}, clock=lambda: now[0])
    other = SharedPacer(tmp_path, {"p": Rate(10.0, "10/s", "test")}, clock=lambda: now[0])
    first = pacer.reserve(["p"])
    assert other.reserve(["p"]) == pytest.approx(first + 1 / (10 * HEADROOM))
    assert pacer.penalize(["p"], 5.0) is False  # isolated: no pause for the others
    assert other.paused_until(["p"]) <= now[0]
    now[0] += 0.5
    assert pacer.penalize(["p"], 5.0) is True  # a second one within a second: pause all
    assert other.paused_until(["p"]) == pytest.approx(now[0] + 5.0)
    assert other.reserve(["p"]) >= now[0] + 5.0


def test_a_stopping_recording_issues_no_call(tmp_path: Path) -> None:
    pacer = _pacer(tmp_path, 1.0)
    pacer.acquire(["p"])
    with pytest.raises(RecordingStopped):
        pacer.acquire(["p"], wait=lambda seconds: True)  # the wait says: stop


def test_a_recorded_latency_excludes_the_wait_for_a_slot(tmp_path: Path) -> None:
    import httpx

    from pytest_websearch_bench.providers.base import RECORDED_EXTENSION
    from pytest_websearch_bench.recording.live import CaseTransport, ProviderLine

    class Provider(httpx.BaseTransport):
        def handle_request(self, request: httpx.Request) -> httpx.Response:
            time.sleep(0.02)  # the provider's own 20 ms
            return httpx.Response(200, stream=httpx.ByteStream(b'{"ok": true}'))

    line = ProviderLine(
        "p",
        SharedPacer(tmp_path, {"p": Rate(2.0, "2/s", "test")}),
        pool_size=1,
        stop=threading.Event(),
    )
    line.http = Provider()  # type: ignore[assignment]
    client = httpx.Client(transport=CaseTransport(line))
    latencies = [
        client.get(f"http://p.test/{i}").extensions[RECORDED_EXTENSION].latency_ms for i in range(4)
    ]
    # Three of the four calls waited about 1 / (2 x 0.95) s for their slot: none of it
    # is in their latency (the bound leaves room for a loaded machine).
    assert line.stats.waited_s > 0.5 and line.stats.calls == 4
    assert all(15 <= ms < 400 for ms in latencies), latencies
