"""Applying the redaction rules to fixture files already on disk (``ws-bench redact``).

Cassettes are redacted field by field, and their text bodies over 512 KB cut as when
recording (``truncated: true`` in the manifest); other text files (pages, notes) as
text. Binary files are scanned: one that holds a secret or personal data is refused
(redact the source and capture it again), one that holds none is left as it is.

Redact works on a fixture tree only (a folder with a manifest at or above the path),
and never launders a hand edit: a file whose bytes no longer match its manifest hash
is refused, unless ``--accept-edit "reason"`` says why the edit stands; then the edit
is recorded in the manifest entry (``edited``: reason, date, both hashes) and shows in
the fixtures block of every run that uses the file. A changed file's entry gets the
new sha256 and keeps the original one.

A file whose redaction would move the text under a span recorded in
``_shared/expected/`` is refused, not shifted: each expected span must still resolve
to its quote on the redacted artifact, or the expected observations are regenerated
from it.
"""

from __future__ import annotations

import datetime as dt
import json
from collections.abc import Sequence
from dataclasses import dataclass, field
from pathlib import Path

from ..artifacts.errors import ArtifactError, SpanError
from ..artifacts.html.decode import decode_html
from ..artifacts.load import load_artifact
from ..artifacts.spans import resolve_span
from ..cassette_tree import SHARED_DIR
from ..errors import CassetteFormatError, FixtureError
from ..replay.cassette import dump_cassette, load_cassette
from ..replay.manifest import (
    MANIFEST_NAME,
    AcceptedEdit,
    ManifestEntry,
    load_manifest,
    sha256_bytes,
    write_manifest,
)
from ..replay.verify import NOT_FIXTURES, REDACTION_RULES_NAME
from ..treepaths import outside
from .record import truncate_bodies
from .redact import RedactionRules, apply_edits, redact_cassette, text_edits, truncate_text
from .scan import Scanner

TEXT_SUFFIXES = (".html", ".htm", ".txt", ".md", ".json", ".yaml", ".yml", ".csv", ".xml")


@dataclass
class RedactReport:
    changed: list[str] = field(default_factory=list)
    unchanged: list[str] = field(default_factory=list)
    refused: list[str] = field(default_factory=list)
    accepted: list[str] = field(default_factory=list)  # hand edits recorded in the manifest
    truncated: list[str] = field(default_factory=list)

    @property
    def ok(self) -> bool:
        return not self.refused


@dataclass
class _Result:
    data: bytes | None  # the new bytes, None when nothing changes
    truncated: bool = False
    redacted: bool = False  # personal data or secrets were replaced (not only a cut)


def find_root(path: Path) -> Path | None:
    """The nearest folder at or above ``path`` that holds a manifest."""
    for candidate in [path, *path.parents] if path.is_dir() else list(path.parents):
        if (candidate / MANIFEST_NAME).exists():
            return candidate
    return None


def expected_observations(root: Path | None, relative: str) -> list[tuple[str, str]]:
    """(span, quote) of the observations recorded in ``_shared/expected/*.json`` for the
    artifact ``relative``."""
    if root is None:
        return []
    found: list[tuple[str, str]] = []
    for expected in sorted((root / SHARED_DIR / "expected").glob("*.json")):
        if outside(root, expected) is not None:
            continue  # a link out of the tree is never read (verify names it)
        try:
            data = json.loads(expected.read_text(encoding="utf-8"))
        except (OSError, ValueError):
            continue
        for observation in data.get("observations", []):
            if observation.get("artifact") == relative and "quote" in observation:
                found.append((str(observation.get("span", "")), str(observation["quote"])))
    return found


def broken_observations(
    expectations: list[tuple[str, str]], data: bytes, relative: str
) -> list[str]:
    """The expected spans that no longer resolve to their quote in ``data``."""
    if not expectations:
        return []
    content_type = "text/html" if relative.endswith((".html", ".htm")) else "text/plain"
    try:
        artifact = load_artifact(data, content_type=content_type, url=relative)
    except ArtifactError:
        return [span for span, _ in expectations]
    broken = []
    for span, quote in expectations:
        try:
            if resolve_span(artifact, span) != quote:
                broken.append(span)
        except (SpanError, ArtifactError):
            broken.append(span)
    return broken


def redact_file(
    path: Path,
    original: bytes,
    rules: RedactionRules,
    root: Path,
    report: RedactReport,
    needles: Sequence[str] = (),
) -> _Result | None:
    """What redaction makes of ``path``; None when it is refused (the reason in ``report``).
    A text over 512 KB is cut around the first of ``needles`` (a case's entity and query,
    as recording cuts a body), else its start."""
    relative = path.relative_to(root).as_posix()
    if path.suffix == ".json":
        try:
            cassette = load_cassette(path)
        except CassetteFormatError:
            cassette = None
        if cassette is not None:
            clean = redact_cassette(cassette, rules)
            cut = truncate_bodies(clean, ())
            data = dump_cassette(clean)
            return _Result(None if data == dump_cassette(cassette) else data, cut)
    if path.suffix not in TEXT_SUFFIXES:
        findings = list(Scanner(rules).scan_bytes(original, str(path)))
        if findings:
            report.refused.append(
                f"{path}: binary file holding {findings[0].kind} at {findings[0].location}; "
                "redact the source and capture it again"
            )
            return None
        return _Result(None)
    decoded = _decode(path, original)
    if decoded is None:
        what = (
            "HTML page whose bytes no charset reads faithfully"
            if _is_html(path)
            else ("UTF-8 text")
        )
        report.refused.append(f"{path}: not {what}; convert or re-capture it")
        return None
    text, encoding = decoded
    edits = text_edits(text, rules)
    redacted_text, truncated = truncate_text(apply_edits(text, edits) if edits else text, needles)
    if not edits and not truncated:
        return _Result(None)
    try:  # in the page's own encoding: the stored page still says what it is
        redacted = redacted_text.encode(encoding)
    except UnicodeEncodeError:
        report.refused.append(
            f"{path}: its redaction cannot be written back in its charset {encoding}; "
            "convert it to UTF-8 (and its <meta charset>) and run again"
        )
        return None
    moved = broken_observations(expected_observations(root, relative), redacted, relative)
    if moved:
        report.refused.append(
            f"{path}: redaction would move or change the text under span(s) "
            f"{', '.join(moved)} of {SHARED_DIR}/expected; "
            "regenerate the expected observations from the redacted artifact"
        )
        return None
    return _Result(redacted, truncated, redacted=bool(edits))


def _is_html(path: Path) -> bool:
    return path.suffix.lower() in (".html", ".htm")


def _decode(path: Path, original: bytes) -> tuple[str, str] | None:
    """(text, encoding) of a text file: UTF-8; a page as the HTML reader decodes it (its
    BOM, its ``<meta charset>``, then detection: windows-1252 and ISO-8859-1 pages are
    common), kept only when encoding the text again gives the same bytes (a page that
    decoded with replacement characters would not be stored faithfully). None: refused."""
    try:
        return original.decode("utf-8"), "utf-8"
    except UnicodeDecodeError:
        if not _is_html(path):
            return None
    text, encoding = decode_html(original)
    try:
        faithful = text.encode(encoding) == original
    except (UnicodeEncodeError, LookupError):
        faithful = False
    return (text, encoding) if faithful else None


def _files(target: Path) -> list[Path]:
    if target.is_file():
        return [target]
    return sorted(
        p
        for p in target.rglob("*")
        if (p.is_file() or p.is_symlink())
        and p.name not in NOT_FIXTURES
        and not any(part.startswith(".") for part in p.relative_to(target).parts)
    )


def redact_tree(
    target: Path, *, accept_edit: str | None = None, today: dt.date | None = None
) -> RedactReport:
    """Redact every fixture file under ``target`` (a fixture root, a folder or a file in
    one); FixtureError when ``target`` is missing or not in a fixture tree."""
    if not target.exists():
        raise FixtureError(
            f"{target}: no such file or folder",
            "give a fixture root (cassettes/) or a folder or file inside one",
        )
    root = find_root(target)
    if root is None:
        raise FixtureError(
            f"{target} is not in a fixture tree: no {MANIFEST_NAME} at or above it (redact "
            "rewrites fixtures and their manifest hashes, nothing else)",
            "give a fixture root (cassettes/) or a folder or file inside one",
        )
    if accept_edit is not None and not accept_edit.strip():
        raise FixtureError(
            "--accept-edit needs a reason", 'say why the edit stands: --accept-edit "why"'
        )
    report = RedactReport()
    rules = RedactionRules.load(root / REDACTION_RULES_NAME)
    manifest = load_manifest(root / MANIFEST_NAME)
    when = today or dt.datetime.now(dt.timezone.utc).date()
    dirty = False
    for path in _files(target):
        target_path = outside(root, path)
        if target_path is not None:
            report.refused.append(
                f"{path}: a link to {target_path}, outside the fixture tree; never read or "
                "written through"
            )
            continue
        relative = path.relative_to(root).as_posix()
        original = path.read_bytes()
        entry = manifest.files.get(relative)
        actual = sha256_bytes(original)
        edited = entry is not None and actual != entry.sha256
        if edited and accept_edit is None:
            assert entry is not None
            report.refused.append(
                f"{path}: sha256 {actual} does not match the manifest's {entry.sha256}: it "
                "was edited after it was recorded, and redact never re-hashes a hand edit "
                "(restore it from version control or record it again; to keep the edit, "
                'pass --accept-edit "why": it is recorded in the manifest and in every run '
                "that uses the file)"
            )
            continue
        problem = _unreadable_cassette(path, entry) if edited else None
        if problem is not None:  # accepted, it would stop every run that replays it
            report.refused.append(f"{path}: the edit cannot be accepted: {problem}")
            continue
        result = redact_file(path, original, rules, root, report)
        if result is None:
            continue
        if result.data is not None:
            path.write_bytes(result.data)
            report.changed.append(str(path))
        else:
            report.unchanged.append(str(path))
        if result.truncated:
            report.truncated.append(str(path))
        if entry is not None and (result.data is not None or edited):
            now = sha256_bytes(result.data) if result.data is not None else actual
            _update(entry, now, result.truncated, edited, accept_edit, when)
            dirty = True
            if edited:
                report.accepted.append(f"{path}: {accept_edit}")
    if dirty:
        write_manifest(manifest, root / MANIFEST_NAME)
    return report


def _unreadable_cassette(path: Path, entry: ManifestEntry | None) -> str | None:
    """Why the edited cassette at ``path`` cannot be replayed (None: it can, or it is no
    cassette: a stored document or an expected-observations file)."""
    if entry is None or entry.provider is None or path.suffix != ".json":
        return None
    try:
        load_cassette(path)
    except CassetteFormatError as exc:
        return exc.message
    return None


def _update(
    entry: ManifestEntry, now: str, truncated: bool, edited: bool, reason: str | None, when: dt.date
) -> None:
    """The entry of a file redact rewrote (its new hash) or whose edit was accepted."""
    before = entry.sha256
    entry.sha256 = now
    if truncated:
        entry.truncated = True
    if edited and reason is not None:
        note = AcceptedEdit(
            reason=reason.strip(), date=when, sha256_before=before, sha256_after=now
        )
        entry.edited = [*(entry.edited or []), note]
