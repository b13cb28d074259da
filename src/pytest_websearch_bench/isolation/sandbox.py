"""The OS layer of the offline lock: a new user and network namespace, loopback only.

The process calls ``unshare(CLONE_NEWUSER | CLONE_NEWNET)`` through ctypes (``os.unshare``
is Python 3.12+), writes an identity uid/gid map (files keep their owner, root stays
uid 0) and brings ``lo`` up with ``SIOCSIFFLAGS``. 127.0.0.1 and ::1 then work and
nothing else is routable; everything the process starts afterwards inherits it.

* The whole sequence is tried first in a forked child: a failure after ``unshare`` (no
  uid map, ``lo`` left down under AppArmor's user-namespace restriction) cannot be undone,
  so the process only enters a sandbox the child managed to build.
* ``unshare(CLONE_NEWUSER)`` needs a single-threaded process, and ``CLONE_NEWNET`` moves
  only the calling thread: the sandbox is entered only with exactly one thread.
* Root falls back to a plain network namespace (level ``netns``) when user namespaces
  are refused; code running as root can leave that one, and the reason says so.
* An xdist worker cannot enter one itself (execnet's thread runs already): it inherits
  the controller's, recognised by the namespace inode in ``ENV_MARKER``.
* A namespace cannot be left. An in-process session (``pytest.main()``) would leave the
  host process in it, so ``auto`` refuses there.

``auto`` never fails: it returns the level reached and why it is weaker. ``on`` raises
``SandboxError`` instead.
"""

from __future__ import annotations

import ctypes
import fcntl
import os
import struct
import sys
import time
from dataclasses import dataclass

from ..errors import SandboxError

ENV_MARKER = "WS_BENCH_SANDBOX"  # "<level>:<netns inode>" or "none:<reason>"

_CLONE_NEWUSER = 0x10000000
_CLONE_NEWNET = 0x40000000
_SIOCGIFFLAGS = 0x8913
_SIOCSIFFLAGS = 0x8914
_IFF_UP = 0x1
_IFREQ = "16sH22x"  # struct ifreq: the name, then ifr_flags (short), padded to 40 bytes
_AF_INET = 2
_SOCK_DGRAM = 2


@dataclass(frozen=True)
class Entered:
    level: str  # "userns+netns" | "netns" | "none"
    origin: str  # "entered" | "inherited" | "not tried"
    reason: str | None = None  # why the sandbox is weaker than asked
    startup_ms: float = 0.0


def netns_inode() -> int:
    try:
        return os.stat("/proc/self/ns/net").st_ino
    except OSError:
        return 0


def _thread_count() -> int:
    try:
        return len(os.listdir("/proc/self/task"))
    except OSError:  # pragma: no cover - no /proc
        return 1


def _write_proc(name: str, data: str) -> None:
    fd = os.open(f"/proc/self/{name}", os.O_WRONLY)
    try:
        os.write(fd, data.encode())
    finally:
        os.close(fd)


def _loopback_up() -> None:
    import _socket  # the C class: nothing at Python level can be in the way

    sock = _socket.socket(_AF_INET, _SOCK_DGRAM)
    try:
        request = struct.pack(_IFREQ, b"lo", 0)
        flags = struct.unpack(_IFREQ, fcntl.ioctl(sock.fileno(), _SIOCGIFFLAGS, request))[1]
        fcntl.ioctl(sock.fileno(), _SIOCSIFFLAGS, struct.pack(_IFREQ, b"lo", flags | _IFF_UP))
    finally:
        sock.close()


def _unshare(with_user: bool) -> None:
    """Enter the namespaces in this (single-threaded) process; OSError on failure."""
    libc = ctypes.CDLL(None, use_errno=True)
    uid, gid = os.geteuid(), os.getegid()  # afterwards they read as the overflow ids
    flags = _CLONE_NEWNET | (_CLONE_NEWUSER if with_user else 0)
    if libc.unshare(flags) != 0:
        code = ctypes.get_errno()
        raise OSError(code, f"unshare: {os.strerror(code)}")
    if with_user:  # identity map: files keep their owner, root stays root inside
        _write_proc("uid_map", f"{uid} {uid} 1")
        _write_proc("setgroups", "deny")
        _write_proc("gid_map", f"{gid} {gid} 1")
    _loopback_up()


def _trial(with_user: bool) -> str | None:
    """The whole sequence in a forked child; None on success, else the reason."""
    read_fd, write_fd = os.pipe()
    pid = os.fork()
    if pid == 0:  # the child: a single-threaded copy, leaves without Python's cleanups
        os.close(read_fd)
        try:
            _unshare(with_user)
            message = b""
        except BaseException as error:  # report anything
            message = str(error).encode()[:500] or type(error).__name__.encode()
        os.write(write_fd, message)
        os._exit(0)
    os.close(write_fd)
    with os.fdopen(read_fd, "rb") as pipe:
        message = pipe.read()
    os.waitpid(pid, 0)
    return message.decode(errors="replace") or None


def _refuse(mode: str, reason: str) -> Entered:
    if mode == "on":
        raise SandboxError(reason)
    return Entered("none", "not tried", reason)


def enter(
    mode: str, *, owns_process: bool, worker: str | None, off: str = "--ws-sandbox=off"
) -> Entered:
    """Enter the sandbox for ``mode`` (auto, on, off). ``owns_process``: the session is
    the whole process (the pytest command, an xdist worker), not ``pytest.main()`` inside
    another program; ``worker``: the xdist worker id, if this is one; ``off``: where
    ``off`` was given, the reason an ``off`` session has none. Leaves the level (or why
    there is none) in ``ENV_MARKER`` for the processes started afterwards."""
    entered = _enter(mode, owns_process, worker, off)
    if entered.level == "none" and not worker:
        os.environ[ENV_MARKER] = f"none:{entered.reason}"
    return entered


def _enter(mode: str, owns_process: bool, worker: str | None, off: str) -> Entered:
    started = time.perf_counter()
    level, _, rest = os.environ.get(ENV_MARKER, "").partition(":")
    if level in ("userns+netns", "netns") and rest == str(netns_inode()):
        return Entered(level, "inherited")
    if mode == "off":
        return Entered("none", "not tried", off)
    if worker:
        # A worker inherits the controller's namespaces and cannot enter its own
        # (execnet's thread runs already): the controller's reason is the reason.
        return _refuse(mode, f"xdist worker of a controller without one ({rest or 'unknown'})")
    if not sys.platform.startswith("linux"):
        return _refuse(mode, f"no network namespaces on {sys.platform}")
    if not owns_process and mode == "auto":
        return _refuse(
            mode,
            "in-process run (pytest.main()): a namespace cannot be left, it would outlive "
            "the session; --ws-sandbox=on accepts that",
        )
    threads = _thread_count()
    if threads > 1:
        return _refuse(
            mode,
            f"the process already runs {threads} threads (started before the plugin by "
            "sitecustomize, a .pth file or another plugin); unshare(CLONE_NEWUSER) needs a "
            "single-threaded process",
        )
    reasons: list[str] = []
    for with_user, name in ((True, "userns+netns"), (False, "netns")):
        if not with_user and os.geteuid() != 0:
            break
        failure = _trial(with_user)
        if failure is not None:
            reasons.append(failure)
            continue
        try:
            _unshare(with_user)
        except OSError as error:  # pragma: no cover - the trial passed
            raise SandboxError(
                f"the sandbox was entered half-way ({error}) after a successful trial"
            ) from None
        os.environ[ENV_MARKER] = f"{name}:{netns_inode()}"
        weaker = None
        if not with_user:
            weaker = (
                "root without a user namespace: code running as root can leave it (setns, "
                f"ptrace); the user namespace failed: {reasons[0]}"
            )
        return Entered(name, "entered", weaker, (time.perf_counter() - started) * 1000)
    return _refuse(
        mode, "user namespaces unavailable: " + ("; ".join(reasons) or "unprivileged user")
    )
