"""The recording's outage gate (``recording/outage.py``): calls wait while a provider
fails, one trial goes through after the cooldown, and a provider that stays down stops
its recording. A fake clock: nothing here sleeps."""

from __future__ import annotations

import threading

import pytest

from pytest_websearch_bench.recording.outage import OutageGate
from pytest_websearch_bench.recording.pacing import RecordingStopped


class FakeTime:
    def __init__(self) -> None:
        self.now = 0.0
        self.waits: list[float] = []

    def clock(self) -> float:
        return self.now

    def wait(self, seconds: float) -> bool:
        self.waits.append(seconds)
        self.now += seconds
        return False


def gate(time: FakeTime, **kw: object) -> OutageGate:
    return OutageGate("tavily", cooldown_s=10.0, clock=time.clock, **kw)  # type: ignore[arg-type]


def test_calls_pass_until_the_threshold_of_consecutive_failures() -> None:
    time = FakeTime()
    g = gate(time)
    for _ in range(4):
        g.before_call(time.wait)
        g.failed("HTTP 503")
    assert g.state == "closed" and not time.waits
    g.answered()  # an answer in between: the count starts again
    for _ in range(4):
        g.failed("HTTP 503")
    assert g.state == "closed"
    g.failed("HTTP 502")
    assert g.state == "open" and g.opened == 1


def test_an_open_gate_waits_the_cooldown_then_lets_one_trial_through() -> None:
    time = FakeTime()
    g = gate(time)
    for _ in range(5):
        g.failed("HTTP 503")
    assert g.before_call(time.wait)  # waits the cooldown, in slices, then is the trial
    assert time.now >= 10.0 and g.state == "half_open"
    assert sum(time.waits) == pytest.approx(10.0)
    g.answered()
    assert g.state == "closed" and g.failures == 0 and g.openings == 0


def test_a_provider_that_stays_down_stops_after_the_trials() -> None:
    time = FakeTime()
    g = gate(time, max_openings=2)
    for _ in range(5):
        g.failed("HTTP 503")
    for _ in range(2):
        trial = g.before_call(time.wait)  # a trial...
        assert trial
        g.failed("HTTP 503", trial)  # ...that fails: open again
    assert g.down is not None and "tavily looks down" in g.down
    assert "the last 2 of them trial call(s) 10 s apart" in g.down
    with pytest.raises(RecordingStopped, match="tavily looks down"):
        g.before_call(time.wait)


def test_while_a_trial_is_in_flight_the_other_calls_wait_for_its_answer() -> None:
    time = FakeTime()
    g = gate(time)
    for _ in range(5):
        g.failed("HTTP 503")
    time.now = 11.0
    g.before_call(time.wait)  # the trial
    passed = threading.Event()

    def second() -> None:
        g.before_call(lambda s: False)
        passed.set()

    thread = threading.Thread(target=second, daemon=True)
    thread.start()
    assert not passed.wait(0.3)  # held while the trial is out
    g.answered()
    assert passed.wait(5.0)
    thread.join(5.0)


def test_a_4xx_ends_a_trial_without_closing_or_opening() -> None:
    time = FakeTime()
    g = gate(time)
    for _ in range(5):
        g.failed("HTTP 503")
    time.now = 11.0
    assert g.before_call(time.wait)
    g.neither(trial=True)
    assert g.state == "half_open"
    assert g.before_call(time.wait)  # the next call is the new trial, at once
    assert time.waits == []


def test_a_late_failure_of_a_call_sent_before_the_gate_opened_is_not_the_trials() -> None:
    time = FakeTime()
    g = gate(time)
    assert g.before_call(time.wait) is False  # sent while closed, answered late
    for _ in range(5):
        g.failed("HTTP 503")
    time.now = 11.0
    assert g.before_call(time.wait)  # the trial is out...
    g.failed("HTTP 502")  # ...when the early call's failure arrives: no verdict
    assert g.state == "half_open" and g.openings == 1
    assert g.still_open_for(False)  # an ordinary call that got its slot now asks again
    assert not g.still_open_for(True)
    g.answered()  # the trial answered
    assert g.state == "closed" and not g.still_open_for(False)


def test_a_stopping_recording_is_not_held_by_an_open_gate() -> None:
    time = FakeTime()
    g = gate(time)
    for _ in range(5):
        g.failed("HTTP 503")
    with pytest.raises(RecordingStopped, match="interrupted"):
        g.before_call(lambda seconds: True)
