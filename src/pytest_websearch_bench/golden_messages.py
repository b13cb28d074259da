"""Golden-file errors a loader builds once it has the file's text: the same error placed
at the line and column of the value it is about, a YAML error named by the case and field
around its line, and the error for a case file that holds no case."""

from __future__ import annotations

import re
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


_ITEM = re.compile(r"^-(?:\s|$)")  # a case: an item of the file's top-level list
_ID = re.compile(r"""^(?:-\s+|\s+)id\s*:\s*["']?([^"'#\s][^"'#]*?)["']?\s*(?:#.*)?$""")
_KEY = re.compile(r"""^\s*(?:-\s+)?["']?([A-Za-z_][\w-]*)["']?\s*:(?:\s|$)""")


def around(text: str, line: int) -> tuple[str | None, str | None]:
    """The case (its ``id``) and the key whose value is at ``line`` (0-based) of a case file,
    read from the text alone: for an error the YAML parser raised before there were any
    cases to name (walkthrough, stop 52: a 13th month named its line, not its case)."""
    lines = text.splitlines()
    if not 0 <= line < len(lines):
        return None, None
    key = _KEY.match(lines[line])
    start = next((n for n in range(line, -1, -1) if _ITEM.match(lines[n])), None)
    if start is None:
        return None, key.group(1) if key else None
    end = next((n for n in range(start + 1, len(lines)) if _ITEM.match(lines[n])), len(lines))
    case = next((m.group(1).strip() for n in range(start, end) if (m := _ID.match(lines[n]))), None)
    return case, key.group(1) if key else None


def yaml_error(path: Path, problem: str, text: str, line: int | None) -> GoldenFileError:
    """A file the YAML parser could not read, named by the case and the key around the line
    it stopped at when the text shows them."""
    case, field = around(text, line) if line is not None else (None, None)
    return GoldenFileError(path, f"not valid YAML: {problem}", case_id=case, field=field)


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
