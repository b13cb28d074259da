"""Applying the redaction rules to fixture files already on disk (``ws-bench redact``).

Cassettes are redacted field by field; other text files (pages, notes) as text.
When the file belongs to a tree with a manifest, its entry gets the new sha256 and
keeps the original one. A file whose redaction would move the text under a span
recorded in ``_shared/expected/`` is refused, not shifted: each expected span must
still resolve to its quote on the redacted artifact, or the expected observations
are regenerated from it.
"""

from __future__ import annotations

import json
from dataclasses import dataclass, field
from pathlib import Path

from ..artifacts.errors import ArtifactError, SpanError
from ..artifacts.load import load_artifact
from ..artifacts.spans import resolve_span
from ..errors import CassetteFormatError
from ..replay.cassette import dump_cassette, load_cassette
from ..replay.manifest import MANIFEST_NAME, load_manifest, sha256_bytes, write_manifest
from ..replay.verify import NOT_FIXTURES, REDACTION_RULES_NAME
from .redact import RedactionRules, apply_edits, redact_cassette, text_edits

TEXT_SUFFIXES = (".html", ".htm", ".txt", ".md", ".json", ".yaml", ".yml", ".csv", ".xml")


@dataclass
class RedactReport:
    changed: list[str] = field(default_factory=list)
    unchanged: list[str] = field(default_factory=list)
    refused: list[str] = field(default_factory=list)

    @property
    def ok(self) -> bool:
        return not self.refused


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
    for expected in sorted((root / "_shared" / "expected").glob("*.json")):
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
    path: Path, rules: RedactionRules, root: Path | None, report: RedactReport
) -> bytes | None:
    """The redacted bytes of ``path``, or None when nothing changes or it is refused."""
    relative = path.relative_to(root).as_posix() if root else path.as_posix()
    original = path.read_bytes()
    if path.suffix == ".json":
        try:
            cassette = load_cassette(path)
        except CassetteFormatError:
            cassette = None
        if cassette is not None:
            redacted = dump_cassette(redact_cassette(cassette, rules))
            return None if redacted == dump_cassette(cassette) else redacted
    if path.suffix not in TEXT_SUFFIXES:
        report.refused.append(f"{path}: binary file; redact the source and re-capture it")
        return None
    try:
        text = original.decode("utf-8")
    except UnicodeDecodeError:
        report.refused.append(f"{path}: not UTF-8 text; convert or re-capture it")
        return None
    edits = text_edits(text, rules)
    if not edits:
        return None
    redacted = apply_edits(text, edits).encode("utf-8")
    moved = broken_observations(expected_observations(root, relative), redacted, relative)
    if moved:
        report.refused.append(
            f"{path}: redaction would move or change the text under span(s) "
            f"{', '.join(moved)} of _shared/expected; "
            "regenerate the expected observations from the redacted artifact"
        )
        return None
    return redacted


def redact_tree(target: Path) -> RedactReport:
    report = RedactReport()
    root = find_root(target)
    rules = RedactionRules.load(root / REDACTION_RULES_NAME if root else None)
    files = (
        [target]
        if target.is_file()
        else sorted(
            p
            for p in target.rglob("*")
            if p.is_file() and not any(part.startswith(".") for part in p.relative_to(target).parts)
        )
    )
    manifest = load_manifest(root / MANIFEST_NAME) if root else None
    for path in files:
        if path.name in NOT_FIXTURES or path.name.startswith("."):
            continue
        redacted = redact_file(path, rules, root, report)
        if redacted is None:
            report.unchanged.append(str(path))
            continue
        path.write_bytes(redacted)
        report.changed.append(str(path))
        if manifest is not None and root is not None:
            entry = manifest.files.get(path.relative_to(root).as_posix())
            if entry is not None:
                entry.sha256 = sha256_bytes(redacted)
    if manifest is not None and root is not None and report.changed:
        write_manifest(manifest, root / MANIFEST_NAME)
    return report
