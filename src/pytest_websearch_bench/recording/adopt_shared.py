"""The manifest entries of ``_shared/`` documents, derived from the files on disk, for
``ws-bench manifest DIR --adopt`` after a lost manifest.

A stored document's entry holds what its bytes do not: the cases that read it, the URL
it stands for, its role, class and injection label. After a lost manifest they are
derived from the other files of the tree, each from the one that states it:

* ``_shared/expected/NAME.json``, the expected observations of one document, names
  that document (``artifact``), its case (``case_id``), its URL (``url``), its role
  (``role``: ``document`` or ``rendered``) and, for class 8, its label (``injected``,
  ``vector``): the document's entry comes from it, and the expected file's own entry
  (role ``expected``, the document's class and case);
* a neutral-fetcher page ``_shared/pages/HOST/DIGEST.html`` is the stored copy of a
  search result whose canonical URL hashes to DIGEST: its URL and cases come from the
  recorded answers (the cassettes) that hold that URL;
* the class: 8 for a document with an injection label, 3 for a PDF, 9 for an HTML
  document of a case with two or more of them (a contradictory pair is two dated
  documents of one case), 2 otherwise; the media type is sniffed from the bytes;
* ``synthetic`` is false only when every recording of the document's cases (of a page:
  every recording holding its URL) is a real one; otherwise true, so that
  ``--ws-strict-provenance`` errs on the side of refusing, never of trusting;
* ``captured_at`` is the file's modification time; ``original_sha256`` its hash now
  (the capture's own was in the lost manifest), as for an adopted cassette.

What cannot be derived is refused by name with the remedy: a document no expected file
names, a page no recorded answer holds, any other file under ``_shared/``. A reduced
PDF's kept page numbers (``pages``) are in no file: such a PDF is adopted without them
(its pages are then numbered 1, 2, ... as stored, not as in the original); restore that
entry from version control.
"""

from __future__ import annotations

import datetime as dt
import json
import re
from collections.abc import Iterable, Mapping
from dataclasses import dataclass, field
from pathlib import Path
from typing import Any

from ..artifacts.base import HTML, PDF
from ..cassette_tree import SHARED_PREFIX
from ..errors import BenchError
from ..replay.cassette import load_cassette
from ..replay.manifest import ManifestEntry, sha256_bytes
from ..replay.store import stored_page_name

EXPECTED_DIR = f"{SHARED_PREFIX}expected/"
PAGES_DIR = f"{SHARED_PREFIX}pages/"
_DOCUMENT_DIRS = tuple(f"{SHARED_PREFIX}{kind}/" for kind in ("html", "pdf", "injection"))
_URL = re.compile(r"https?://[^\s\"'<>\\]+")
_ADOPTED = "adopted after a lost manifest: derived from the files on disk"


@dataclass
class _Described:
    """What the expected files say about one document."""

    case_ids: set[str] = field(default_factory=set)
    url: str | None = None
    role: str = "document"
    injected: bool | None = None
    vector: str | None = None


@dataclass
class SharedIndex:
    """What the tree's other files say about its ``_shared/`` documents."""

    expected: dict[str, dict[str, Any]] = field(default_factory=dict)  # expected file -> JSON
    documents: dict[str, _Described] = field(default_factory=dict)  # document -> description
    pages: dict[str, tuple[str, set[str]]] = field(default_factory=dict)  # page -> url, cases
    recordings: dict[str, list[bool]] = field(default_factory=dict)  # case -> synthetic flags
    page_recordings: dict[str, list[bool]] = field(default_factory=dict)  # page -> flags


def page_path(url: str) -> str:
    """Where the neutral fetcher's stored copy of ``url`` lives (as the generator names it)."""
    return SHARED_PREFIX + stored_page_name(url)


def build_index(root: Path, files: Iterable[str]) -> SharedIndex:
    """Read the expected files and the cassettes of ``files`` (relative paths)."""
    index = SharedIndex()
    for relative in files:
        if relative.startswith(EXPECTED_DIR) and relative.endswith(".json"):
            try:
                data = json.loads((root / relative).read_text(encoding="utf-8"))
            except (OSError, UnicodeDecodeError, ValueError):
                continue  # refused when adopted; no document is described by it
            if not isinstance(data, dict) or not isinstance(data.get("artifact"), str):
                continue
            if not data["artifact"].startswith(SHARED_PREFIX) or ".." in data["artifact"]:
                continue  # names no stored document of this tree: refused when adopted
            index.expected[relative] = data
            described = index.documents.setdefault(data["artifact"], _Described())
            if isinstance(data.get("case_id"), str):
                described.case_ids.add(data["case_id"])
            if isinstance(data.get("url"), str):
                described.url = described.url or data["url"]
            if data.get("role") in ("document", "rendered"):
                described.role = data["role"]
            if isinstance(data.get("injected"), bool):
                described.injected = data["injected"]
                if data["injected"] and isinstance(data.get("vector"), str):
                    described.vector = data["vector"]
        elif not relative.startswith("_") and relative.endswith(".json"):
            _index_cassette(root, relative, index)
    return index


def _index_cassette(root: Path, relative: str, index: SharedIndex) -> None:
    try:
        cassette = load_cassette(root / relative)
        text = (root / relative).read_text(encoding="utf-8")
    except (BenchError, OSError, UnicodeDecodeError):
        return
    meta = cassette.ws
    if meta is None:
        return
    index.recordings.setdefault(meta.case_id, []).append(meta.synthetic)
    # In the order written (the files come in path order): a page whose URL is written
    # in several forms (a tracking parameter, a trailing slash) gets the first one seen.
    for url in dict.fromkeys(_URL.findall(text.replace("\\/", "/"))):
        path = page_path(url)
        found = index.pages.setdefault(path, (url, set()))
        found[1].add(meta.case_id)
        index.page_recordings.setdefault(path, []).append(meta.synthetic)


def _synthetic(flags: Iterable[bool]) -> bool:
    seen = list(flags)
    return not seen or any(seen)


def _content_type(data: bytes) -> str | None:
    from .add_document import sniff_content_type

    return sniff_content_type(data)


def _fixture_class(
    relative: str, described: _Described, content_type: str, index: SharedIndex
) -> int:
    if described.injected is not None or relative.startswith(f"{SHARED_PREFIX}injection/"):
        return 8
    if content_type == PDF:
        return 3
    pair = [
        path
        for path, other in index.documents.items()
        if other.role == "document"
        and other.case_ids & described.case_ids
        and path.endswith((".html", ".htm"))
        and other.injected is None
    ]
    return 9 if described.role == "document" and len(pair) >= 2 else 2


def shared_entry(
    root: Path, relative: str, index: SharedIndex
) -> tuple[ManifestEntry | None, str | None]:
    """The entry of the ``_shared/`` file ``relative``, or None and why (with the remedy)."""
    file = root / relative
    data = file.read_bytes()
    when = dt.datetime.fromtimestamp(file.stat().st_mtime, dt.timezone.utc)
    common: Mapping[str, Any] = {
        "sha256": sha256_bytes(data),
        "original_sha256": sha256_bytes(data),
        "captured_at": when,
        "note": _ADOPTED,
    }
    if relative.startswith(EXPECTED_DIR):
        expected = index.expected.get(relative)
        if expected is None or not isinstance(expected.get("case_id"), str):
            return None, (
                "expected observations without the artifact and case_id they are for: not "
                "adopted; regenerate them (ws-bench synthesize) or delete the file"
            )
        artifact = str(expected["artifact"])
        described = index.documents[artifact]
        target = root / artifact
        kind = _content_type(target.read_bytes()) if target.is_file() else None
        if kind is None:
            return None, (
                f"the expected observations of {artifact}, which is not a stored page or PDF "
                "on disk: not adopted; store the document first (ws-bench add-document)"
            )
        entry = ManifestEntry(
            case_ids=[expected["case_id"]],
            fixture_class=_fixture_class(artifact, described, kind, index),
            operation="expected",
            content_type="application/json",
            synthetic=_synthetic(index.recordings.get(expected["case_id"], [])),
            **common,
        )
        return entry, None
    content_type = _content_type(data)
    if relative.startswith(PAGES_DIR):
        found = index.pages.get(relative)
        if found is None or content_type != HTML:
            return None, (
                "a stored page no recorded answer names (its file name is the hash of the "
                "URL it stands for): not adopted; restore the manifest from version control, "
                "or delete it (the neutral fetcher then reads that result as not_stored)"
            )
        url, cases = found
        entry = ManifestEntry(
            case_ids=sorted(cases),
            fixture_class=2,
            operation="page",
            source_url=url,
            content_type=content_type,
            synthetic=_synthetic(index.page_recordings.get(relative, [])),
            **common,
        )
        return entry, None
    found_doc = index.documents.get(relative)
    if not relative.startswith(_DOCUMENT_DIRS) or found_doc is None or not found_doc.url:
        return None, (
            "a stored document no expected observations (_shared/expected/*.json) name, so "
            "nothing on disk says its cases and URL: not adopted; store it again with "
            "`ws-bench add-document FILE --case ID --source-url URL` (it writes the entry), "
            "or restore the manifest from version control"
        )
    if content_type is None:
        return None, "neither an HTML page nor a PDF (sniffed from its bytes): not adopted"
    described = found_doc
    entry = ManifestEntry(
        case_ids=sorted(described.case_ids),
        fixture_class=_fixture_class(relative, described, content_type, index),
        operation=described.role,
        source_url=described.url,
        content_type=content_type,
        injected=described.injected,
        injected_vector=described.vector,
        synthetic=_synthetic(
            flag for case in described.case_ids for flag in index.recordings.get(case, [])
        ),
        **common,
    )
    return entry, None
