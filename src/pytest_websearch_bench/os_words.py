"""What an OS error on writing a file means, in words, for the folder it was written in
(walkthrough 69: ``[Errno 2] No such file or directory: '/proc/run.json.tmp'`` quoted the
writer's temporary file, and "cannot be written by this user" was said of a read-only file
system that no user can write)."""

from __future__ import annotations

import errno
import os
from pathlib import Path

_WORDS = {
    errno.EROFS: "{folder} is on a read-only file system",
    errno.EACCES: "this user may not create files in {folder}",
    errno.EPERM: "this user may not create files in {folder}",
    errno.ENOSPC: "the disk holding {folder} is full",
    errno.EDQUOT: "this user's disk quota for {folder} is used up",
    errno.ENOENT: "no file can be created in {folder}",
}


def error_words(error: OSError, folder: Path) -> tuple[str, str]:
    """(``FileNotFoundError: [Errno 2] No such file or directory``, ``no file can be
    created in /proc``): the OS's own words without the file name it carries (a temporary
    file the user never named), and what they mean for ``folder`` when the errno is a
    known one (empty otherwise)."""
    if error.errno is None or not error.strerror:
        said = str(error)
    else:
        said = f"[Errno {error.errno}] {error.strerror}"
    words = _WORDS.get(error.errno) if error.errno is not None else None
    if error.errno == errno.ENOENT and not folder.is_dir():
        words = None  # a folder that is missing indeed: the OS's words say it
    return f"{type(error).__name__}: {said}", "" if words is None else words.format(folder=folder)


def unwritable_folder(folder: Path) -> str | None:
    """Why this user cannot create a file in the existing ``folder``, in words with the
    errno's name (``EROFS``, ``EACCES``); None when it can."""
    if os.access(folder, os.W_OK | os.X_OK):
        return None
    try:
        read_only = bool(os.statvfs(folder).f_flag & os.ST_RDONLY)
    except (OSError, AttributeError):  # no statvfs (Windows)
        read_only = False
    if read_only:
        return f"{folder} is on a read-only file system (EROFS): no user can write it"
    return f"this user may not create files in {folder} (EACCES: permission denied)"
