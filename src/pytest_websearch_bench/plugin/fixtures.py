"""Fixtures for users' own tests over golden cases (parametrized over case x provider
in bench mode; skipped, with the reason, when the plugin is dormant)."""

from __future__ import annotations

from typing import TYPE_CHECKING, Any

import pytest

from .state import DORMANT_REASON, ITEM_CUSTOM_KEY, ITEM_RECORD_KEY, TARGET_FIXTURE, _state

if TYPE_CHECKING:  # pragma: no cover
    from ..cases import GoldenCase
    from ..records import CaseRecord


_WS_FIXTURES = ("ws_case", "ws_adapter", "ws_cassette", "ws_record", "ws_metric", TARGET_FIXTURE)


@pytest.fixture
def _ws_target(request: pytest.FixtureRequest) -> tuple[str, str]:
    # Dormant, nothing parametrizes the test (pytest_generate_tests is not registered).
    if not hasattr(request, "param"):
        pytest.skip(DORMANT_REASON)
    target: tuple[str, str] = request.param
    return target


@pytest.fixture
def ws_case(request: pytest.FixtureRequest, _ws_target: tuple[str, str]) -> GoldenCase:
    """The golden case this test runs on (the test is parametrized over case x provider)."""
    state = _state(request.config)
    assert state is not None
    return state.loaded.golden.case(_ws_target[0])


@pytest.fixture
def ws_adapter(request: pytest.FixtureRequest, _ws_target: tuple[str, str]) -> Any:
    """The provider's adapter, its client wired to the case's cassettes (replay)."""
    state = _state(request.config)
    assert state is not None
    case_id, provider = _ws_target
    return state.runner.replay_adapter(state.loaded.golden.case(case_id), provider)


@pytest.fixture
def ws_cassette(request: pytest.FixtureRequest, _ws_target: tuple[str, str]) -> Any:
    """The cassettes serving this (case, provider): ``.paths``, ``.load(operation)``."""
    from ..replay.refs import CaseCassettes

    state = _state(request.config)
    assert state is not None
    case_id, provider = _ws_target
    return CaseCassettes(state.loaded.store, provider, case_id)


@pytest.fixture
def ws_record(request: pytest.FixtureRequest, _ws_target: tuple[str, str]) -> CaseRecord:
    """The CaseRecord of this (case, provider), shared with the bench item, never recomputed."""
    state = _state(request.config)
    assert state is not None
    case_id, provider = _ws_target
    computed = state.runner.compute(state.loaded.golden.case(case_id), provider)
    request.node.stash[ITEM_RECORD_KEY] = computed.record
    return computed.record


@pytest.fixture
def ws_metric(request: pytest.FixtureRequest, _ws_target: tuple[str, str]) -> Any:
    """``ws_metric(name, value)`` records a per-case metric of your own, aggregated per
    provider and category and reported under ``aggregate["custom"][name]``."""
    values: dict[str, float] = request.node.stash.setdefault(ITEM_CUSTOM_KEY, {})

    def record_metric(name: str, value: float) -> None:
        if not isinstance(name, str) or not name:
            raise TypeError("ws_metric(name, value): name must be a non-empty string")
        if isinstance(value, bool) or not isinstance(value, (int, float)):
            raise TypeError(f"ws_metric({name!r}, value): value must be a number, got {value!r}")
        values[name] = float(value)

    return record_metric
