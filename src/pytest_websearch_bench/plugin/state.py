"""The session's stash keys and the plain-Python session the plugin keeps in them."""

from __future__ import annotations

from typing import TYPE_CHECKING, Any

import pytest

if TYPE_CHECKING:  # pragma: no cover
    from ..config import BenchConfig
    from ..isolation.level import Isolation
    from ..records import CaseRecord
    from ..session import BenchSession

CONFIG_KEY = pytest.StashKey["BenchConfig"]()
STATE_KEY = pytest.StashKey["BenchSession"]()
ITEM_RECORD_KEY = pytest.StashKey["CaseRecord"]()
COUNTED_KEY = pytest.StashKey[bool]()  # the session is counted among the process's sessions
ISOLATION_KEY = pytest.StashKey["Isolation"]()  # this process's isolation (offline sessions)
WORKER_VIEWS_KEY = pytest.StashKey[dict[str, dict[str, Any]]]()  # xdist worker id -> its view
__all__ = ["BenchConfig", "BenchSession", "CaseRecord", "Isolation"]  # named in the keys' types
ITEM_CUSTOM_KEY = pytest.StashKey[dict[str, float]]()
RESULT_KEY = pytest.StashKey[dict[str, Any]]()
TARGET_FIXTURE = "_ws_target"
DORMANT_REASON = (
    "pytest-websearch-bench is dormant: pass --ws-provider=NAME to run tests over golden cases"
)


def record_commands(bench: BenchConfig | None) -> str:
    """The command that records the run's providers (``RecordContext.record_command``:
    the run's paths, --ws-golden, --ws-cassettes and each provider's --ws-endpoint kept),
    quoted, one a provider; ``NAME`` when the run names no provider (its paths and
    folders still kept) or its configuration is not known (yet)."""
    if bench is None:
        return "`pytest --ws-provider=NAME --ws-record=new`"
    if not bench.providers:
        return f"`{bench.record_command('NAME')}`"
    return " or ".join(f"`{bench.record_command(name)}`" for name in bench.providers)


def offline_message(bench: BenchConfig | None) -> str:
    """The section a test the offline lock refused gets in its report."""
    return (
        "the bench is offline (--ws-record=none): no test may reach the network. Replay "
        f"comes from cassettes; to record, run {record_commands(bench)} with the "
        "provider's key in the environment. A test that needs a loopback server marks "
        "itself @pytest.mark.enable_socket."
    )


def _state(config: pytest.Config) -> BenchSession | None:
    return config.stash.get(STATE_KEY, None)
