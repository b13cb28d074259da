"""One manifest writer at a time (xdist workers recording at once), for the recorder and
the judge's recorder. Fixture files themselves are written whole (``atomic_files``)."""

from __future__ import annotations

import contextlib
import os
import time
from collections.abc import Iterator
from pathlib import Path

from ..errors import FixtureError


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
