"""``cassettes/manifest.json``: every fixture file, its case(s), class, hashes and capture date.

Without a date nobody can say which web a fixture reflects; without a hash nobody
can detect a hand edit made to pass a test. The stored hash is of the bytes on
disk (redacted); ``original_sha256`` is of the bytes as captured, proving the
fixture came from a real capture without publishing it (equal for synthetic files).
"""

from __future__ import annotations

import datetime as dt
import hashlib
import json
from collections.abc import Iterable
from dataclasses import dataclass
from pathlib import Path
from typing import Any, Final, Literal

from pydantic import BaseModel, ConfigDict, Field, ValidationError, field_validator

from ..atomic_files import write_whole
from ..errors import FixtureError, shell_words
from ..treepaths import relative_problem
from .cassette import Cassette

MANIFEST_NAME = "manifest.json"
MANIFEST_SCHEMA: Final = "pytest-websearch-bench/manifest@1"


class AcceptedEdit(BaseModel):
    """A change made to a fixture after it was recorded, accepted by a person with a
    reason (``ws-bench redact --accept-edit "reason"``): the manifest keeps the hash it
    held before and the one it holds now, so the edit stays visible in every run."""

    model_config = ConfigDict(extra="forbid")
    reason: str = Field(min_length=1)
    date: dt.date
    sha256_before: str
    sha256_after: str


class ManifestEntry(BaseModel):
    model_config = ConfigDict(extra="forbid")
    case_ids: list[str] = Field(default_factory=list)
    fixture_class: int = Field(ge=1, le=9)
    provider: str | None = None
    operation: str | None = None
    sha256: str
    original_sha256: str
    captured_at: dt.datetime
    synthetic: bool
    truncated: bool = False
    source_url: str | None = None
    # Recorded at a local address (an emulator, a local gateway): its ``scheme://host[:port]``
    # (absent: the provider's own address, or a file written before this field).
    local_address: str | None = None
    # Stored documents (``_shared/``): their media type, and for a reduced PDF the
    # original numbers of the pages kept (so ``page:`` spans keep their meaning).
    content_type: str | None = None
    pages: list[int] | None = None
    # Class 8: whether the document carries an injection (False: a hard negative).
    injected: bool | None = None
    # ...and, when it does, the vector it was planted in (``html_comment``, ``css_hidden``,
    # ``attribute``, ``structured_data``, ``pdf_hidden_text``, ``visible_text``...).
    injected_vector: str | None = None
    note: str | None = None
    # Edits accepted after recording, oldest first (absent: the file is as recorded).
    edited: list[AcceptedEdit] | None = None


class Manifest(BaseModel):
    model_config = ConfigDict(extra="forbid", populate_by_name=True)
    # another schema (a newer bench's file, another kind of file) is refused, never read as this one
    schema_: Literal["pytest-websearch-bench/manifest@1"] = Field(
        default=MANIFEST_SCHEMA, alias="schema"
    )
    files: dict[str, ManifestEntry] = Field(default_factory=dict)

    @field_validator("files")
    @classmethod
    def _inside_the_tree(cls, files: dict[str, ManifestEntry]) -> dict[str, ManifestEntry]:
        for relative in files:
            problem = relative_problem(relative)
            if problem is not None:
                raise ValueError(f"entry {relative!r} is not a path inside the tree: {problem}")
        return files

    def for_case(self, case_id: str) -> dict[str, ManifestEntry]:
        return {p: e for p, e in self.files.items() if case_id in e.case_ids}


def manifest_remedy(path: Path | str, record: str = "--ws-record=all", broken: bool = True) -> str:
    """The ways out of a manifest that is missing or (``broken``) cannot be read, each one
    that works (``record``: the command that records every case again)."""
    manifest = Path(path)
    again = "move it away and record" if broken else "record"
    file, folder = shell_words([str(manifest)]), shell_words([str(manifest.parent)])
    return (
        f"restore it from version control (`git checkout -- {file}`); or list the files "
        f"on disk as they are now with `ws-bench manifest {folder} --adopt` (it "
        "checks each file and keeps a copy of a broken manifest; you then trust those "
        f"bytes); or {again} every case again with {record} (paid calls). Never edit a "
        "fixture or its hash by hand"
    )


class ManifestError(FixtureError):
    def __init__(self, path: Path | str, problem: str, remedy: str = "") -> None:
        self.path = str(path)
        super().__init__(f"{problem} ({self.path})", remedy or manifest_remedy(path))


def sha256_bytes(data: bytes) -> str:
    return hashlib.sha256(data).hexdigest()


def sha256_file(path: Path) -> str:
    return sha256_bytes(path.read_bytes())


def load_manifest(path: Path) -> Manifest:
    try:
        data = path.read_bytes()
    except OSError as exc:
        raise ManifestError(path, f"cannot read the manifest: {exc}") from None
    return parse_manifest(path, data)


def parse_manifest(path: Path, data: bytes) -> Manifest:
    """The manifest in ``data`` (read from ``path``, which errors name)."""
    try:
        return Manifest.model_validate_json(data)
    except ValidationError as exc:
        first = exc.errors()[0]
        where = ".".join(map(str, first["loc"]))
        raise ManifestError(
            path, f"invalid manifest: {first['msg']}" + (f" at {where}" if where else "")
        ) from None


def dump_manifest(manifest: Manifest) -> bytes:
    data: dict[str, Any] = manifest.model_dump(mode="json", by_alias=True, exclude_none=True)
    data["files"] = dict(sorted(data["files"].items()))
    return (json.dumps(data, indent=2, sort_keys=True, ensure_ascii=False) + "\n").encode("utf-8")


def write_manifest(manifest: Manifest, path: Path) -> None:
    """Written whole (a worker replaying while another records never reads it half
    written: an empty read failed a case under ``-n 2``)."""
    write_whole(path, dump_manifest(manifest))


def entry_for_cassette(
    relative: str, cassette: Cassette, stored: bytes, original: bytes | None = None
) -> ManifestEntry:
    meta = cassette.ws
    if meta is None:
        raise ManifestError(relative, "the cassette has no ws block (provider, class, date)")
    return ManifestEntry(
        case_ids=[meta.case_id],
        fixture_class=meta.fixture_class,
        provider=meta.provider,
        operation=meta.operation,
        sha256=sha256_bytes(stored),
        original_sha256=sha256_bytes(original if original is not None else stored),
        captured_at=meta.captured_at,
        synthetic=meta.synthetic,
        note=meta.note,
    )


def update_manifest(root: Path, entries: Iterable[tuple[str, ManifestEntry]]) -> Manifest:
    """Add or replace entries in ``root/manifest.json`` and write it back."""
    path = root / MANIFEST_NAME
    manifest = load_manifest(path) if path.exists() else Manifest()
    for relative, entry in entries:
        manifest.files[relative] = entry
    write_manifest(manifest, path)
    return manifest


def remove_from_manifest(root: Path, relatives: Iterable[str]) -> Manifest:
    """Drop entries from ``root/manifest.json`` and write it back (files already gone)."""
    path = root / MANIFEST_NAME
    manifest = load_manifest(path) if path.exists() else Manifest()
    for relative in relatives:
        manifest.files.pop(relative, None)
    write_manifest(manifest, path)
    return manifest


def edited_files(
    manifest: Manifest,
    providers: Iterable[str] | None = None,
    case_ids: Iterable[str] | None = None,
) -> list[dict[str, Any]]:
    """The fixtures carrying an accepted edit (path, reasons, dates), among those of
    ``providers`` (shared files always) and ``case_ids`` when given."""
    chosen = None if providers is None else set(providers)
    cases = None if case_ids is None else set(case_ids)
    out = []
    for relative, entry in sorted(manifest.files.items()):
        if not entry.edited:
            continue
        if chosen is not None and entry.provider is not None and entry.provider not in chosen:
            continue
        if cases is not None and cases.isdisjoint(entry.case_ids):
            continue
        out.append(
            {
                "path": relative,
                "edits": [
                    {"reason": e.reason, "date": e.date.isoformat(), "sha256": e.sha256_after}
                    for e in entry.edited
                ],
            }
        )
    return out


def summary(loaded: tuple[bytes, Manifest] | None) -> dict[str, Any]:
    """The run file's ``fixtures`` block, from the manifest's bytes and model."""
    if loaded is None:
        return {"manifest_sha256": None, "synthetic_files": None, "captured_files": None}
    return ManifestFacts.of(*loaded).summary()


@dataclass(frozen=True)
class ManifestFacts:
    """What a run file says of a manifest (``summary``, ``edited_files``), without the
    manifest: a session keeps these instead of the parsed model, which costs about 2 KB a
    fixture file for as long as the session runs."""

    sha256: str  # of the manifest's bytes
    files: int
    synthetic: int
    edited: Manifest  # only the entries that carry an accepted edit

    @classmethod
    def of(cls, data: bytes, manifest: Manifest, sha256: str | None = None) -> ManifestFacts:
        """The facts of ``manifest``, parsed from ``data`` (whose ``sha256`` may be known)."""
        files = manifest.files
        return cls(
            sha256=sha256 if sha256 is not None else sha256_bytes(data),
            files=len(files),
            synthetic=sum(1 for e in files.values() if e.synthetic),
            edited=Manifest(files={k: e for k, e in files.items() if e.edited}),
        )

    def summary(self) -> dict[str, Any]:
        """The run file's ``fixtures`` block (as ``summary`` gives it)."""
        return {
            "manifest_sha256": self.sha256,
            "synthetic_files": self.synthetic,
            "captured_files": self.files - self.synthetic,
        }

    def edited_files(
        self, providers: Iterable[str] | None = None, case_ids: Iterable[str] | None = None
    ) -> list[dict[str, Any]]:
        """``edited_files`` of the manifest these facts are of."""
        return edited_files(self.edited, providers, case_ids)
