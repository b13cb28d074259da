"""Hooks for other plugins and conftests.

A conftest implementing these while the plugin may be absent must mark them
``@pytest.hookimpl(optionalhook=True)``, or pytest fails with "unknown hook".
"""

from __future__ import annotations

from typing import TYPE_CHECKING, Any

import pytest

if TYPE_CHECKING:  # pragma: no cover
    from .pipeline import CaseRun
    from .providers.base import Adapter
    from .records import CaseRecord


@pytest.hookspec(firstresult=True)
def pytest_ws_provide_adapter(name: str, config: pytest.Config) -> type[Adapter] | Adapter | None:
    """Return the adapter (an ``Adapter`` subclass or instance) for provider ``name``,
    or None to let the next implementation (finally the built-ins and the
    ``pytest_websearch_bench.providers`` entry points) answer. This is how a team
    adds its own provider without packaging it."""


@pytest.hookspec(firstresult=True)
def pytest_ws_pipeline(run: CaseRun, config: pytest.Config) -> bool | None:
    """Run the case yourself through ``run`` (``run.search()``, ``run.rank()``,
    ``run.add_claim()``, ``run.abstain()``) and return True; return None to use
    the default pipeline. Every call still lands in the CaseRecord."""


def pytest_ws_case_record(record: CaseRecord, config: pytest.Config) -> None:
    """Called on the controller for each CaseRecord, in case-id order, before the
    run is aggregated (user metrics from ``ws_metric`` are already merged in)."""


def pytest_ws_amend_run(run: dict[str, Any], config: pytest.Config) -> None:
    """Amend the run dict in place before it is written and reported."""
