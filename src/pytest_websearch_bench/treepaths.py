"""The trees a bench reads are closed: every path stays inside its fixture or golden root.

Fixtures come from pull requests. A manifest entry ``../../etc/passwd``, a cassette
that is a symbolic link to a file outside the tree, or a stored document replaced by a
link to ``/etc/passwd`` would otherwise be read into the evidence and could end up in
a run file. So:

* a path written in a file (a manifest entry) is relative, in POSIX form, with no
  ``..``, ``.`` or empty segment and no backslash (:func:`relative_problem`);
* a path on disk must resolve, links followed, inside the tree's own resolved root
  (:func:`outside`); a link that stays inside the tree is fine;
* :func:`escapes` lists every link under a root that leads out of it.

Callers raise their own typed error (a fixture or golden-file error) naming the entry.
"""

from __future__ import annotations

import os
from collections.abc import Iterable
from functools import lru_cache
from pathlib import Path


def _real_root(root: str) -> str:
    # Cached by absolute path: a relative "cassettes" means another folder after a chdir
    # (commands called in one process from two project folders).
    return _real_absolute(os.path.abspath(root))


@lru_cache(maxsize=64)
def _real_absolute(root: str) -> str:
    return os.path.realpath(root)


def relative_problem(relative: str) -> str | None:
    """Why ``relative`` is not a path inside a tree, or None when it is one."""
    if not relative:
        return "an empty path"
    if "\\" in relative or "\0" in relative:
        return "a backslash or NUL in the path (write relative POSIX paths)"
    if relative.startswith("/") or (len(relative) > 1 and relative[1] == ":"):
        return "an absolute path (paths are relative to the tree's root)"
    parts = relative.split("/")
    if any(part in ("", ".", "..") for part in parts):
        return "a '..', '.' or empty segment (paths may not leave or wander in the tree)"
    return None


def outside(root: Path | str, path: Path | str) -> str | None:
    """Where ``path`` really leads when that is outside ``root`` (links followed), or
    None when it stays inside."""
    real_root = _real_root(str(root))
    real = os.path.realpath(path)
    if real == real_root or real.startswith(real_root.rstrip(os.sep) + os.sep):
        return None
    return real


@lru_cache(maxsize=4096)
def _real_folder(folder: str) -> str:
    return os.path.realpath(folder)


def outside_file(root: Path | str, path: Path | str) -> str | None:
    """``outside`` for a file read while a session replays, when its folders do not
    change: each folder is resolved once (cached), the file itself checked for a link
    (one ``lstat`` instead of one per path component). Writers use ``outside``."""
    text = os.path.abspath(path)  # the cache below is keyed by absolute folders
    folder, name = os.path.split(text)
    real_root = _real_root(str(root))
    real_folder = _real_folder(folder)
    if real_folder != real_root and not real_folder.startswith(real_root.rstrip(os.sep) + os.sep):
        return os.path.join(real_folder, name)
    if os.path.islink(text):
        return outside(root, text)
    return None


def escapes(root: Path | str, under: Iterable[str] | None = None) -> list[tuple[str, str]]:
    """(relative path, target) of every symbolic link under ``root`` (or under its
    subfolders ``under``) that leads out of it, files and folders alike (links are not
    followed). One ``scandir`` per folder: no extra system call for a regular file."""
    base = str(root)
    found: list[tuple[str, str]] = []
    pending = [base]
    if under is not None:
        pending = []
        for folder in under:
            top = os.path.join(base, folder)
            target = outside(base, top)
            if target is None:
                pending.append(top)
            elif os.path.lexists(top):
                found.append((folder.strip("/"), target))
    while pending:
        directory = pending.pop()
        try:
            entries = list(os.scandir(directory))
        except OSError:
            continue
        for entry in entries:
            if entry.is_symlink():
                target = outside(base, entry.path)
                if target is not None:
                    relative = os.path.relpath(entry.path, base).replace(os.sep, "/")
                    found.append((relative, target))
            elif entry.is_dir(follow_symlinks=False):
                pending.append(entry.path)
    return sorted(found)
