"""Which isolation a process had, said in one line and in the run file."""

from __future__ import annotations

from collections.abc import Iterable, Mapping
from dataclasses import asdict, dataclass
from typing import Any

# weakest first
LOCKS = ("off", "configure", "session")
SANDBOXES = ("none", "netns", "userns+netns")

_LOCK_TEXT = {
    "session": "offline lock (audit gate from before the conftests)",
    "configure": (
        "offline lock from pytest_configure only (the plugin was loaded late: what ran "
        "before it was not locked)"
    ),
    "off": "no offline lock",
}


@dataclass(frozen=True)
class Isolation:
    """One process's isolation. ``lock``: when the audit gate closed (``session``: before
    the conftests; ``configure``: late; ``off``: recording). ``sandbox``: the OS level
    (``userns+netns``, ``netns`` or ``none``), ``origin`` how it came (``entered``,
    ``inherited`` from the controller, ``not tried``) and ``reason`` why it is weaker
    than asked."""

    lock: str
    sandbox: str
    origin: str = "not tried"
    reason: str | None = None
    startup_ms: float = 0.0
    open_before_lock: int = 0  # inet sockets open when the lock closed: they stay usable

    def describe(self) -> str:
        if self.sandbox == "none":
            box = f"no OS sandbox ({self.reason})"
            if self.lock != "off":
                box += ": subprocesses and native code can reach the network"
        else:
            box = f"OS sandbox {self.sandbox}, loopback only"
            if self.origin == "entered":
                box += f" (entered in {self.startup_ms:.1f} ms)"
            elif self.origin == "inherited":
                box += " (inherited)"
            if self.reason:
                box += f" [{self.reason}]"
        extra = ""
        if self.open_before_lock:
            extra = (
                f"; WARNING {self.open_before_lock} inet socket(s) were open before the "
                "lock and stay usable"
            )
        return f"{_LOCK_TEXT.get(self.lock, self.lock)}; {box}{extra}"

    def as_dict(self) -> dict[str, Any]:
        return asdict(self)


def for_run(processes: Iterable[Mapping[str, Any]]) -> dict[str, Any]:
    """The run file's ``provenance.isolation``: the weakest of the processes (the
    controller first, then its workers; or the runs of a merge). Only what does not
    change between identical runs: no start-up time, no origin."""
    views = list(processes)
    if not views:
        return {"lock": "off", "sandbox": "none", "reason": "unknown", "open_before_lock": 0}
    weakest = min(views, key=lambda view: _rank(SANDBOXES, view.get("sandbox")))
    lock = min((view.get("lock") for view in views), key=lambda lock: _rank(LOCKS, lock))
    return {
        "lock": lock if lock in LOCKS else "off",
        "sandbox": weakest.get("sandbox") if weakest.get("sandbox") in SANDBOXES else "none",
        "reason": weakest.get("reason"),
        "open_before_lock": max(int(view.get("open_before_lock") or 0) for view in views),
    }


def _rank(order: tuple[str, ...], value: object) -> int:
    return order.index(value) if value in order else -1  # unknown: weaker than any


def _level(view: Mapping[str, Any]) -> tuple[Any, ...]:
    """What a process's isolation is, without how it came (a worker inherits the
    controller's sandbox: the same level) or how long it took."""
    return (
        view.get("lock"),
        view.get("sandbox"),
        view.get("reason"),
        int(view.get("open_before_lock") or 0),
    )


def describe_processes(views: Mapping[str, Mapping[str, Any]]) -> tuple[str, list[str]]:
    """Under xdist (``views``: ``controller`` and each worker's, by worker id): what the
    run's ``network:`` line adds, and the lines after it. Every process at the same
    level: `` (controller and 2 workers)`` and no line; otherwise the run's line is the
    weakest, and a line follows for the controller and one per group of workers sharing
    a view. Nothing without workers (a serial run)."""
    workers = sorted(name for name in views if name != "controller")
    controller = views.get("controller")
    if controller is None or not workers:
        return "", []
    count = f"{len(workers)} worker{'' if len(workers) == 1 else 's'}"
    if all(_level(views[name]) == _level(controller) for name in workers):
        return f" (controller and {count})", []
    lines = [f"network, controller: {Isolation(**controller).describe()}"]
    grouped: dict[str, list[str]] = {}
    for name in workers:
        grouped.setdefault(Isolation(**views[name]).describe(), []).append(name)
    lines.extend(f"network, {', '.join(names)}: {text}" for text, names in grouped.items())
    return f" (the weakest of the controller and {count}, each below)", lines


def describe_run(isolation: Mapping[str, Any]) -> str:
    """The run file's isolation in one line (the terminal report, ``ws-bench report``)."""
    return Isolation(
        lock=str(isolation.get("lock")),
        sandbox=str(isolation.get("sandbox")),
        origin="",
        reason=isolation.get("reason"),
        open_before_lock=int(isolation.get("open_before_lock") or 0),
    ).describe()
