"""Golden-file errors a loader builds once it has the file's text: the same error placed
at the line and column of the value it is about, a YAML error named by the case and field
around its line, and the error for a case file that holds no case."""

from __future__ import annotations

import re
import shlex
from collections.abc import Mapping
from pathlib import Path
from typing import Any

from .errors import GoldenFileError, GoldenFileErrors, should_be
from .text_position import yaml_position

FIELDS_DOC = "README 'Golden cases'"
REQUIRED_FIELDS = ("id", "category", "query", "claim_type")
_BOUNDS = {  # a bound pydantic checks: its key in the error's context, in words
    "greater_than_equal": ("ge", "{} or more"),
    "greater_than": ("gt", "more than {}"),
    "less_than_equal": ("le", "{} or less"),
    "less_than": ("lt", "less than {}"),
}
# A check of a case's own (a pydantic value error) by the field it is about.
_VALUE_REMEDIES = {
    "id": "rename the case: letters, digits, '.', '_' and '-', starting with a letter or digit",
    "expect.urls": "write each gold URL whole, with its http:// or https:// (as the browser's "
    "address bar shows it)",
    "expect.answer_patterns": "rewrite the pattern (what a pattern may not be and why: "
    "docs/golden-files.md)",
}
NOT_A_MAPPING_REMEDY = (
    "write the case as a mapping: `- id: ...` then its other fields, each `key: value` "
    "indented under it"
)


def field_remedy(
    error: Mapping[str, Any], field: str, close: str | None = None, home: str | None = None
) -> str:
    """What to do about one problem pydantic found in a case's ``field`` (its own remedy
    beside the others of the file: stop 59); ``close`` is the known field closest to an
    unknown one and ``home`` the field it belongs under ("" for a case's own)."""
    kind = str(error.get("type", ""))
    context = error.get("ctx") or {}
    parent, _, name = field.rpartition(".")
    if kind == "extra_forbidden":
        if close is not None and home not in (None, parent):
            where = f"under {home}" if home else "out to the case's own fields"
            return f"rename {name!r} to {close!r} and move it {where}"
        if close is not None:
            return f"rename {name!r} to {close!r}"
        return f"delete {name!r} or correct its name (the fields a case takes: {FIELDS_DOC})"
    if kind == "missing":
        required = ", ".join(REQUIRED_FIELDS[:-1]) + f" and {REQUIRED_FIELDS[-1]}"
        return f"add `{name}:` to the case (every case sets {required})"
    if kind == "literal_error" and "expected" in context:
        return f"set {field} to {context['expected']}"
    if kind in _BOUNDS and _BOUNDS[kind][0] in context:
        key, words = _BOUNDS[kind]
        bound = words.format(context[key])
        return f"set {field} to {bound}, or leave it out for its default ({FIELDS_DOC})"
    if kind == "string_too_short":
        return f"give {field} a text: it may not be empty"
    expected = should_be(kind)
    if expected is not None:
        return f"write {field} as {expected}"
    if kind.startswith(("date_", "datetime_")):
        return f"write {field} as a real calendar date, YYYY-MM-DD (quoted or not)"
    if kind in ("value_error", "assertion_error") and field in _VALUE_REMEDIES:
        return _VALUE_REMEDIES[field]
    return f"correct {field} (what each field of a case takes: {FIELDS_DOC})"


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


def id_line(path: Path, case_id: str) -> int | None:
    """The line (1-based) of ``id: CASE_ID`` in the case file at ``path``, read from its
    text alone (a block-style case; None for a flow-style one, or an unreadable file): for
    a duplicate id, named in both files."""
    try:
        lines = path.read_text(encoding="utf-8").splitlines()
    except (OSError, UnicodeDecodeError):
        return None
    return next(
        (
            n
            for n, line in enumerate(lines, 1)
            if (m := _ID.match(line)) and m.group(1).strip() == case_id
        ),
        None,
    )


def duplicate_problem(case_id: str, path: Path, others: list[Path]) -> str:
    """What a file that defines ``case_id`` again says: where (file and line) it does,
    and where each other file does."""

    def at(file: Path) -> str:
        line = id_line(file, case_id)
        return f"{file}" + (f" line {line}" if line is not None else "")

    mine = id_line(path, case_id)
    here = f" (line {mine})" if mine is not None else ""
    return f"duplicate case id{here}, also defined in " + ", ".join(at(o) for o in others)


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
    if "'\\t'" in problem:  # the pure loader's refusal of a tab, on every machine
        where = f"at line {line + 1} " if line is not None else ""
        return GoldenFileError(
            path,
            f"not valid YAML: {problem}",
            case_id=case,
            field=field,
            remedy=f"replace the tab {where}with spaces (libyaml reads a tab after a colon, "
            "PyYAML's own loader does not: the golden loader reads a file as the latter, so "
            "it loads alike on every machine)",
        )
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
