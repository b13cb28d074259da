"""Golden-file errors a loader builds once it has the file's text: the same error placed
at the line and column of the value it is about, and the error for a case file that
holds no case."""

from __future__ import annotations

import shlex
from pathlib import Path

from .errors import GoldenFileError, GoldenFileErrors
from .text_position import yaml_position


def located(error: GoldenFileError, text: str) -> GoldenFileError:
    """``error`` with the line and column of the value it is about (of the key, for an
    unknown key), when it knows which; each of a file's problems for ``GoldenFileErrors``."""
    if isinstance(error, GoldenFileErrors):
        placed = [located(e, text) for e in error.errors]
        placed.sort(key=lambda e: e.position or (0, 0))  # in the order of the file
        return GoldenFileErrors(error.path, placed)
    position = yaml_position(text, error.loc, key=error.at_key) if error.loc else None
    if position is None:
        return error
    return GoldenFileError(
        error.path,
        error.problem,
        case_id=error.case_id,
        field=error.field,
        remedy=error.custom_remedy,
        position=position,
    )


def empty_file(path: Path, raw: bytes, data: object = None) -> GoldenFileError:
    """A case file that holds no case: what a bad merge or a failed write leaves, so it is
    an error (a green run would silently lose its cases), not an empty category."""
    if not raw.strip():
        what = "is empty (0 bytes)"
    elif data == []:
        what = "holds an empty list ([])"
    else:
        what = "holds only comments or blank lines"
    return GoldenFileError(
        path,
        f"the file {what}, so it holds no case",
        remedy=(
            "if a merge or a failed write emptied it, restore its cases (`git checkout -- "
            f"{shlex.quote(str(path))}`); delete the file if it is meant to hold no case"
        ),
    )
