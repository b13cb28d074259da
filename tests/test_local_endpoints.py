"""A run whose calls went to a local address (an emulator, a local gateway) says so: its
cassettes are not synthetic, yet its numbers are not the provider's."""

from __future__ import annotations

import pytest

from pytest_websearch_bench.report.terminal import local_endpoints, render
from runkit import record, run_of


@pytest.mark.parametrize(
    ("url", "local"),
    [
        ("http://127.0.0.1:8080/tavily", True),
        ("http://localhost:9000", True),
        ("http://[::1]:9000/x", True),
        ("https://api.tavily.com", False),
        ("https://gateway.example.com/tavily", False),
    ],
)
def test_loopback_addresses_are_local(url: str, local: bool) -> None:
    assert bool(local_endpoints({"tavily": url})) is local


def test_the_terminal_warns_when_calls_went_to_a_local_address() -> None:
    run = run_of([record("c1", "tavily")], endpoints={"tavily": "http://127.0.0.1:8080/tavily"})
    lines = render(run, "run.json")
    assert any(
        line.startswith("WARNING calls went to a local address") and "127.0.0.1:8080" in line
        for line in lines
    )
    plain = run_of([record("c1", "tavily")], endpoints={"tavily": "https://api.tavily.com"})
    assert not any("local address" in line for line in render(plain, "run.json"))


def test_no_local_warning_for_a_provider_that_made_no_call() -> None:
    endpoints = {"tavily": "http://127.0.0.1:8080/tavily", "exa": "http://127.0.0.1:8080/exa"}
    run = run_of([record("c1", "tavily")], endpoints=endpoints)
    warned = [line for line in render(run, "run.json") if "local address" in line]
    # the address as the recorded-at warning gives it (scheme, host, port: stop 56)
    assert len(warned) == 1 and "(tavily: http://127.0.0.1:8080)" in warned[0]
    assert "exa" not in warned[0]  # exa ran no item (-k, a collection error, Ctrl-C)
    nothing = run_of([], endpoints=endpoints)
    assert not any("local address" in line for line in render(nothing, "run.json"))


def test_no_local_warning_when_no_call_left_for_want_of_a_cassette() -> None:
    """A replay with no cassette at all: every call ended as a fixture fault before it
    went anywhere, so no call 'went to a local address'."""
    from pytest_websearch_bench.records import CallRecord, HardFault

    endpoints = {"tavily": "http://127.0.0.1:18931/tavily"}
    case = record("c1", "tavily")
    case.calls = [
        CallRecord(provider="tavily", operation="search", attempt=1, error_kind="fixture")
    ]
    case.hard_fault = HardFault("fixture", "no cassette for provider 'tavily'")
    lines = render(run_of([case], endpoints=endpoints), "run.json")
    assert not any("calls went to a local address" in line for line in lines)
