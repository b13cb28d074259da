"""The run files of a folder: the one walk ``compare``, ``report``, ``merge`` and
``history`` share.

Every ``*.json`` of the folder and its subfolders is looked at, except where the bench
keeps its own cache (``.ws-bench/cache``, ``.ws-bench/recording``, an ``artifacts-v*``
folder wherever ``--ws-cache-dir`` put it): those are never read. A JSON file that is not
a run file is skipped: one of the bench's other outputs (a comparison, a diff, a history
written beside the runs) and a damaged one (it may be a run file cut short) are each
named, any other JSON (no schema of this bench) is counted, once. Folders no run file lives
in are not walked either, and counted once beside it (``ws-bench compare .`` in a project
was slow and read unrelated JSON): hidden folders but the bench's own ``.ws-bench``
(``.git``, ``.tox``, ``.nox``, ``.venv``...), a virtual environment (a folder holding
``pyvenv.cfg`` or ``conda-meta``), ``node_modules``, ``__pycache__`` and
``site-packages``. A folder named on the command line is always walked, whatever its name,
and a file named there is not walked: one that is not a run file stays an error
(``load_run``).
"""

from __future__ import annotations

import json
import os
import re
from dataclasses import dataclass, field
from pathlib import Path

from .run_file import SCHEMA

BENCH_SCHEMAS = "pytest-websearch-bench/"
# the bench's own caches under its folder (the parsed-artifact cache, the recording's pace
# and shared cache): JSON the bench wrote for itself, never a run file
BENCH_CACHES = frozenset({"cache", "recording"})
_ARTIFACTS = re.compile(r"artifacts-v\d+-")  # ``artifacts.cache.ArtifactCache``'s folder
# the bench's own folder: the one hidden folder walked (its ``runs``; its caches are not)
BENCH_FOLDER = ".ws-bench"
# tools' folders no run file lives in (hidden ones are left out by their dot)
TOOL_FOLDERS = frozenset({"node_modules", "__pycache__", "site-packages"})
# what marks a virtual environment, whatever its name (``venv``, ``env``, ``.venv``)
ENVIRONMENT_MARKS = ("pyvenv.cfg", "conda-meta")


@dataclass
class FolderRuns:
    """What a folder holds: its run files (sorted), the files skipped by name (with why),
    how many other JSON files were skipped and the bench's caches left unread."""

    folder: Path
    paths: list[Path] = field(default_factory=list)
    skipped: list[dict[str, str]] = field(default_factory=list)
    not_runs: int = 0
    caches: list[Path] = field(default_factory=list)
    # the tools' folders not walked (``tool_folder``): counted and named once, in ``summary``
    tools: list[Path] = field(default_factory=list)

    def tools_text(self) -> str | None:
        """How many tools' folders were not walked, and their names (the first few)."""
        if not self.tools:
            return None
        names = sorted({p.name for p in self.tools})
        shown = ", ".join(names[:SHOWN_NAMES]) + (", ..." if len(names) > SHOWN_NAMES else "")
        count = len(self.tools)
        folders = "folder" if count == 1 else "folders"
        return (
            f"{count} {folders} not searched ({shown}): hidden, virtual environments or "
            "tools' folders, where no run file lives; name one to search it"
        )

    def summary(self) -> dict[str, str] | None:
        """One ``skipped`` entry for the JSON counted, not named, and the tools' folders
        not walked (None: none, no cache)."""
        caches = ", ".join(str(c) for c in self.caches)
        tools = self.tools_text()
        if not self.not_runs and tools is None:
            return {"path": caches, "reason": "the bench's cache, never read"} if caches else None
        parts = []
        if self.not_runs:
            files = "JSON file" if self.not_runs == 1 else "JSON files"
            verb = "is" if self.not_runs == 1 else "are"
            parts.append(f"{self.not_runs} {files} that {verb} not run files")
        if tools is not None:
            parts.append(tools)
        cache = f" (the bench's cache under {caches} is never read)" if caches else ""
        return {"path": str(self.folder), "reason": "; ".join(parts) + cache}

    def all_skipped(self) -> list[dict[str, str]]:
        summary = self.summary()
        return [*self.skipped, *([summary] if summary else [])]


SHOWN_NAMES = 4  # the tools' folders named in the summary: the first few, by name


def _is_cache(folder: Path, name: str) -> bool:
    return (folder.name == BENCH_FOLDER and name in BENCH_CACHES) or bool(_ARTIFACTS.match(name))


def tool_folder(path: Path) -> bool:
    """Whether a subfolder is one no run file lives in: hidden (but ``.ws-bench``), a
    virtual environment, or a tool's (``TOOL_FOLDERS``)."""
    name = path.name
    if name.startswith("."):
        return name != BENCH_FOLDER
    return name in TOOL_FOLDERS or any((path / mark).exists() for mark in ENVIRONMENT_MARKS)


def _schema(path: Path) -> tuple[object, str | None]:
    """The file's ``schema`` (None for JSON that has none) and why it cannot be read."""
    try:
        data = json.loads(path.read_text(encoding="utf-8"))
    except RecursionError:  # nested past the parser's depth
        return None, "nested deeper than JSON can be read"
    except (OSError, ValueError) as exc:
        return None, f"cannot be read ({exc})"
    return (data.get("schema") if isinstance(data, dict) else None), None


def find_runs(folder: Path) -> FolderRuns:
    """The run files under ``folder`` and what was skipped (see the module)."""
    found = FolderRuns(folder)
    jsons: list[Path] = []
    for here, folders, files in os.walk(folder):
        at = Path(here)
        kept = []
        for name in sorted(folders):
            if _is_cache(at, name):
                found.caches.append(at / name)
            elif tool_folder(at / name):
                found.tools.append(at / name)
            else:
                kept.append(name)
        folders[:] = kept
        jsons.extend(at / name for name in files if name.endswith(".json"))
    for path in sorted(jsons):
        if not path.is_file():
            continue
        schema, damaged = _schema(path)
        if damaged is not None:  # named as damaged: it may be a run file cut short
            found.skipped.append({"path": str(path), "reason": f"not a run file: {damaged}"})
        elif schema == SCHEMA:
            found.paths.append(path)
        elif isinstance(schema, str) and schema.startswith(BENCH_SCHEMAS):
            found.skipped.append(
                {"path": str(path), "reason": f"not a run file (schema {schema!r})"}
            )
        else:
            found.not_runs += 1
    return found
