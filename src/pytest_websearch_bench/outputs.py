"""Output paths of ``ws-bench`` commands, checked before anything is written.

A file to write (``merge -o``, ``report -o``, ``compare -o``) may not be a folder; a
folder to write into (``import -o``, ``import-capture -o``) may not be a file; and
neither may lie under a regular file (``run.json/out.html``), which would fail halfway
through with a traceback. Each refusal names the path and the option.
"""

from __future__ import annotations

from pathlib import Path

from .errors import BenchError


class OutputPathError(BenchError):
    def __init__(self, option: str, path: Path, problem: str) -> None:
        self.path = str(path)
        super().__init__(
            f"{option} {path}: {problem}; nothing was written",
            f"give {option} a path that is not taken by a file or a folder of the wrong kind",
        )


def _parent_file(path: Path) -> Path | None:
    """The regular file among ``path``'s ancestors, if any (the first that exists)."""
    for parent in path.absolute().parents:
        if parent.exists():
            return parent if not parent.is_dir() else None
    return None


def check_output_file(path: Path, option: str = "-o") -> None:
    if path.is_dir():
        raise OutputPathError(option, path, "is a folder, not a file to write")
    blocker = _parent_file(path)
    if blocker is not None:
        raise OutputPathError(option, path, f"lies under {blocker}, which is a file")


def check_output_folder(path: Path, option: str = "-o") -> None:
    if path.exists() and not path.is_dir():
        raise OutputPathError(option, path, "is a file, not a folder to write into")
    blocker = _parent_file(path)
    if blocker is not None:
        raise OutputPathError(option, path, f"lies under {blocker}, which is a file")
