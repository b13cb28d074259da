"""The in-process layer of the offline lock: one audit hook per process.

While a locked session is active and the current context is not exempt, the hook
refuses the audit events ``_socket`` itself raises: ``socket.__new__`` (any family but
AF_UNIX), ``socket.connect`` (and ``connect_ex``), ``socket.bind``, ``socket.sendto`` and
``socket.sendmsg`` on non-AF_UNIX sockets, and the resolver (``getaddrinfo``,
``gethostbyname`` and ``_ex``, ``gethostbyaddr`` and so ``getfqdn``, ``getnameinfo``).
Raised in C, they cover ``_socket.socket``, ``socket.SocketType``, sockets created before
the lock, asyncio and every library, with no monkeypatching.

Not covered (documented in the README, "Network isolation"): ``send()`` on a socket
connected before the lock (it raises no event), native code calling libc directly
(ctypes, C extensions) and other processes; the OS sandbox (``sandbox``) covers the last
two. Audit hooks cannot be removed, so the hook is installed once per process, by the
first session that locks, and does nothing (one dict lookup per event) while no session
is locked.
"""

from __future__ import annotations

import os
import sys
from collections.abc import Callable
from typing import Any

_AF_UNIX = 1  # socket.AF_UNIX on every platform that has it
_UNKNOWN_FAMILY = -1  # socket(fileno=...) without a family: checked at connect/bind


class NetworkLockedError(RuntimeError):
    """A call refused by the gate. Not an OSError on purpose: retry loops that catch
    OSError must not swallow it (pytest-socket's error is a RuntimeError too)."""


class Gate:
    """The process's gate, read by the audit hook on every event. Kept on the ``_socket``
    module, so a re-import of this module (pytester's in-process runs restore
    ``sys.modules``) finds the same gate and the same single hook."""

    __slots__ = ("depth", "error", "exempt", "installed", "remedy", "saved", "sessions", "where")

    def __init__(self) -> None:
        self.installed = False  # the audit hook is in place (it cannot be removed)
        self.sessions = 0  # sessions alive in this process (locked or not)
        self.depth = 0  # locked sessions alive (a session nested in a locked one counts too)
        self.exempt = False  # the current context may use the network
        self.saved: list[bool] = []  # contexts saved by phases and fixture teardowns
        self.error: type[NetworkLockedError] = NetworkLockedError
        self.remedy = ""
        self.where: Callable[[], str] = lambda: "this process"

    def push(self, exempt: bool) -> None:
        """Enter a context (a test phase, a fixture teardown) that is exempt or not."""
        self.saved.append(self.exempt)
        self.exempt = exempt

    def pop(self) -> None:
        self.exempt = self.saved.pop() if self.saved else False

    def blocked(self, event: str, detail: str) -> NetworkLockedError:
        message = f"offline session: {event}({detail}) blocked in {self.where()}."
        return self.error(f"{message} {self.remedy}" if self.remedy else message)


def current() -> Gate:
    """The process's gate, created on first use; the audit hook is not installed here."""
    import _socket

    gate: Gate | None = getattr(_socket, "_ws_bench_gate", None)
    if gate is None:
        gate = _socket._ws_bench_gate = Gate()  # type: ignore[attr-defined]
    return gate


def engage(
    error: type[NetworkLockedError],
    remedy: str,
    where: Callable[[], str],
) -> Gate:
    """Lock this process (once more: a nested locked session counts). Installs the audit
    hook the first time; ``error`` is the class raised, ``where`` names the place of a
    refused call (the running test, or the session)."""
    gate = current()
    if not gate.installed:
        sys.addaudithook(_make_hook(gate))
        gate.installed = True
    gate.error, gate.remedy, gate.where = error, remedy, where
    gate.depth += 1
    return gate


def disengage(gate: Gate) -> None:
    gate.depth = max(gate.depth - 1, 0)


def _check_new(gate: Gate, event: str, args: tuple[Any, ...]) -> None:
    family = args[1]
    if family != _AF_UNIX and family != _UNKNOWN_FAMILY:
        raise gate.blocked(event, f"family={family}")


def _check_socket(gate: Gate, event: str, args: tuple[Any, ...]) -> None:
    try:
        family = args[0].family
    except (OSError, AttributeError):  # pragma: no cover - a closed socket
        family = _UNKNOWN_FAMILY
    if family != _AF_UNIX:
        raise gate.blocked(event, repr(args[1])[:80])


def _deny(gate: Gate, event: str, args: tuple[Any, ...]) -> None:
    raise gate.blocked(event, repr(args[0])[:80] if args else "")


_CHECKS: dict[str, Callable[[Gate, str, tuple[Any, ...]], None]] = {
    "socket.__new__": _check_new,
    "socket.connect": _check_socket,  # connect and connect_ex
    "socket.bind": _check_socket,
    "socket.sendto": _check_socket,
    "socket.sendmsg": _check_socket,
    "socket.getaddrinfo": _deny,
    "socket.gethostbyname": _deny,  # gethostbyname and gethostbyname_ex
    "socket.gethostbyaddr": _deny,  # also socket.getfqdn()
    "socket.getnameinfo": _deny,
}


def _make_hook(gate: Gate) -> Callable[[str, tuple[Any, ...]], None]:
    checks = _CHECKS.get  # every audit event of the process comes through here: keep it short

    def audit(event: str, args: tuple[Any, ...]) -> None:
        check = checks(event)
        if check is not None and gate.depth and not gate.exempt:
            check(gate, event, args)

    return audit


def open_inet_sockets() -> int:
    """How many inet sockets this process holds (Linux; 0 elsewhere). Counted before the
    lock: a connection made earlier stays usable, since ``send()`` raises no audit event."""
    inodes: set[str] = set()
    for table in ("tcp", "tcp6", "udp", "udp6"):
        try:
            with open(f"/proc/self/net/{table}", encoding="ascii") as handle:
                next(handle)
                inodes.update(line.split()[9] for line in handle)
        except (OSError, StopIteration, IndexError):
            continue
    if not inodes:
        return 0
    count = 0
    try:
        descriptors = os.listdir("/proc/self/fd")
    except OSError:  # pragma: no cover - no /proc
        return 0
    for fd in descriptors:
        try:
            target = os.readlink(f"/proc/self/fd/{fd}")
        except OSError:
            continue
        if target.startswith("socket:[") and target[8:-1] in inodes:
            count += 1
    return count
