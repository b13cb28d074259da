"""Golden case files collected as test files: one item per (case, provider)."""

from __future__ import annotations

from collections.abc import Iterator
from functools import cached_property
from pathlib import Path
from typing import TYPE_CHECKING, Any

import pytest

from .state import ITEM_RECORD_KEY, _state

if TYPE_CHECKING:  # pragma: no cover
    from ..cases import GoldenCase


def bench_key(nodeid: str) -> tuple[str, str] | None:
    """(case id, provider) of a bench item's node id (``x.yaml::gs-065[tavily]``)."""
    path, sep, name = nodeid.partition("::")
    if not sep or not path.endswith((".yaml", ".yml")) or not name.endswith("]"):
        return None
    case_id, bracket, provider = name[:-1].partition("[")
    return (case_id, provider) if bracket and "::" not in case_id else None


class BenchFault(Exception):
    """A hard fault of a bench item (missing cassette, unmatched request, forbidden call...)."""


class GoldenFile(pytest.File):
    def collect(self) -> Iterator[pytest.Item]:
        state = _state(self.config)
        assert state is not None
        from ..errors import GoldenFileError

        try:
            cases = state.loaded.golden.cases_in(self.path)
        except GoldenFileError as error:
            raise self.CollectError(str(error)) from None
        for case in cases:
            if not state.loaded.golden.selected(case):
                continue
            for provider in state.config.providers:
                name = f"{case.id}[{provider}]"
                # The node id is given whole so pytest reads "[provider]" as the item's
                # parameter, as it does for a parametrized test: --lf and the cache's
                # lastfailed then match bench items (pytest >= 9 compares structured ids).
                yield BenchItem.from_parent(
                    self,
                    name=name,
                    nodeid=f"{self.nodeid}::{name}",
                    case=case,
                    provider=provider,
                )


class BenchItem(pytest.Item):
    """One golden case against one provider. Fails for hard faults only: low quality
    is a metric and the gates judge the aggregate."""

    def __init__(self, *, case: GoldenCase, provider: str, **kwargs: Any) -> None:
        super().__init__(**kwargs)
        self.case = case
        self.provider = provider
        if getattr(self.config.option, "dist", None) == "loadgroup":
            # user tests on the same (case, provider) land on this worker: one computation
            self.add_marker(pytest.mark.xdist_group(f"ws:{case.id}:{provider}"))

    def setup(self) -> None:
        # Recording (the only mode that calls this: offline items run in one phase, under
        # the session lock): pytest-socket applies its allow-list only to items with
        # fixturenames, and this item has none.
        state = _state(self.config)
        if state is None or state.config.offline:
            return
        from pytest_socket import socket_allow_hosts

        socket_allow_hosts(state.runner.hosts(), allow_unix_socket=True)

    def runtest(self) -> None:
        state = _state(self.config)
        assert state is not None
        computed = state.runner.compute(self.case, self.provider)
        self.stash[ITEM_RECORD_KEY] = computed.record
        if computed.unexpected is not None:
            raise computed.unexpected
        fault = computed.record.hard_fault
        if fault is not None:
            raise BenchFault(f"{fault.kind}: {fault.message}")

    def repr_failure(self, excinfo: pytest.ExceptionInfo[BaseException], style: Any = None) -> Any:
        if isinstance(excinfo.value, BenchFault):
            return f"{self.case.id}[{self.provider}] {excinfo.value}"
        return super().repr_failure(excinfo, style=style)

    def reportinfo(self) -> tuple[Path, int | None, str]:
        return self.path, None, f"golden case {self.case.id} [{self.provider}]"

    @cached_property
    def location(self) -> tuple[str, int | None, str]:
        """pytest's ``Item.location``, with the file's part worked out once per golden file:
        pytest makes the item's path absolute and looks it up again for every item (more
        than a tenth of replaying a case). The items of a file share its path object, and
        an absolute path's relative form does not change during a session."""
        path, lineno, name = self.reportinfo()
        known: tuple[object, str] | None = getattr(self.parent, "_ws_location", None)
        if known is not None and known[0] is path:
            assert type(name) is str
            return (known[1], lineno, name)
        location: tuple[str, int | None, str] = pytest.Item.location.func(self)  # type: ignore[attr-defined]
        if isinstance(path, Path) and path.is_absolute():
            self.parent._ws_location = (path, location[0])  # type: ignore[union-attr]
        return location
