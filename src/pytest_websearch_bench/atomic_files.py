"""Writing a file whole or not at all: a process- and thread-private temporary file beside
it, then a rename. A crash never leaves half a file, and a reader in another process (an
xdist worker replaying while another records, the next session) sees the old bytes or the
new ones, never an empty or truncated file.

Used for fixtures and the manifest (recorder, judge recorder, ``ws-bench manifest``), the
recorder's coordination files, the golden-file cache and the parsed-artifact cache.
"""

from __future__ import annotations

import os
import threading
from pathlib import Path

__all__ = ["write_whole"]


def write_whole(path: Path, data: bytes) -> None:
    """Write ``data`` to ``path`` atomically (its folder is made when missing)."""
    tmp = path.with_name(f".{path.name}.{os.getpid()}.{threading.get_ident()}.tmp")
    try:
        tmp.write_bytes(data)
    except FileNotFoundError:  # the folder's first file (no mkdir for every file)
        path.parent.mkdir(parents=True, exist_ok=True)
        tmp.write_bytes(data)
    try:
        tmp.replace(path)
    except OSError:
        tmp.unlink(missing_ok=True)
        raise
