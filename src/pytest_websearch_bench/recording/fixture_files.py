"""Writing fixture files safely: whole or not at all, and one manifest writer at a time
(xdist workers recording at once), for the recorder and the judge's recorder."""

from __future__ import annotations

import contextlib
import os
import threading
import time
from collections.abc import Iterator
from pathlib import Path

from ..errors import FixtureError


def write_fixture(path: Path, data: bytes) -> None:
    """Write a fixture file whole or not at all (a crash or a parallel reader never
    sees half a cassette): a process-private temporary file, then a rename."""
    tmp = path.with_name(f".{path.name}.{os.getpid()}.{threading.get_ident()}.tmp")
    try:
        tmp.write_bytes(data)
    except FileNotFoundError:  # the folder's first file (no mkdir for every file)
        path.parent.mkdir(parents=True, exist_ok=True)
        tmp.write_bytes(data)
    tmp.replace(path)


@contextlib.contextmanager
def manifest_lock(lock: Path, timeout_s: float = 60.0) -> Iterator[None]:
    """A lock file (O_EXCL), so xdist workers recording at once update the manifest in turn."""
    deadline = time.monotonic() + timeout_s
    while True:
        try:
            fd = os.open(lock, os.O_CREAT | os.O_EXCL | os.O_WRONLY)
            break
        except FileExistsError:
            if time.monotonic() > deadline:
                raise FixtureError(
                    f"{lock} has been held for {timeout_s:.0f} s",
                    "remove the stale lock file if no recording is running",
                ) from None
            time.sleep(0.05)
    try:
        yield
    finally:
        os.close(fd)
        lock.unlink(missing_ok=True)
