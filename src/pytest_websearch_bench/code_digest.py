"""What computed a cached result: a short digest of a package's source and of the
libraries it calls, so a cache keyed by it never serves what older code computed.

Used by the parsed-artifact cache (``artifacts/cache.py``), the detector's reports
(``safety/injection.py``) and the golden-file cache (``cases.py``): a change that forgot a
version bump, an upgrade, or an edited checkout then misses the cache instead of reading it.
"""

from __future__ import annotations

import hashlib
from functools import cache
from importlib import metadata, resources

__all__ = ["source_digest"]


@cache
def source_digest(package: str, libraries: tuple[str, ...] = ()) -> str:
    """Eight hex digits over the ``.py`` files of ``package`` (recursively, by relative
    path) and the installed versions of ``libraries``: what a cached result was computed
    by. Read once a process (a few milliseconds)."""
    digest = hashlib.sha256()
    root = resources.files(package)
    pending = [("", root)]
    while pending:
        prefix, folder = pending.pop()
        for entry in sorted(folder.iterdir(), key=lambda e: e.name):
            name = prefix + entry.name
            if entry.is_dir() and entry.name != "__pycache__":
                pending.append((name + "/", entry))
            elif entry.name.endswith(".py"):
                digest.update(name.encode() + b"\0" + entry.read_bytes() + b"\0")
    for library in libraries:
        try:
            version = metadata.version(library)
        except metadata.PackageNotFoundError:
            version = "absent"
        digest.update(f"{library}=={version}\0".encode())
    return digest.hexdigest()[:8]
