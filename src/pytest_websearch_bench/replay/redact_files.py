"""Applying the redaction rules to fixture files already on disk (``ws-bench redact``).

Cassettes are redacted field by field; other text files (pages, notes) as text.
When the file belongs to a tree with a manifest, its entry gets the new sha256 and
keeps the original one. A file whose redaction would move the text under a span
recorded in ``_shared/expected/`` is refused, not shifted: the expected
observations must be regenerated from the redacted artifact.
"""

from __future__ import annotations

import json
from dataclasses import dataclass, field
from pathlib import Path

from ..errors import CassetteFormatError
from .cassette import dump_cassette, load_cassette
from .manifest import MANIFEST_NAME, load_manifest, sha256_bytes, write_manifest
from .redact import RedactionRules, apply_edits, redact_cassette, spans_untouched, text_edits
from .verify import NOT_FIXTURES, REDACTION_RULES_NAME

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


def expected_spans(root: Path | None, relative: str) -> list[tuple[int, int]]:
    """Offset spans recorded in ``_shared/expected/*.json`` for the artifact ``relative``."""
    if root is None:
        return []
    spans: list[tuple[int, int]] = []
    for expected in sorted((root / "_shared" / "expected").glob("*.json")):
        try:
            data = json.loads(expected.read_text(encoding="utf-8"))
        except (OSError, ValueError):
            continue
        for observation in data.get("observations", []):
            if observation.get("artifact") != relative:
                continue
            span = str(observation.get("span", ""))
            if span.startswith("offset:"):
                start, _, end = span[len("offset:") :].partition("-")
                if start.isdigit() and end.isdigit():
                    spans.append((int(start), int(end)))
    return spans


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
    moved = spans_untouched(edits, expected_spans(root, relative))
    if moved:
        report.refused.append(
            f"{path}: redaction would move or change the text under span(s) "
            f"{', '.join(f'offset:{s}-{e}' for s, e in moved)} of _shared/expected; "
            "regenerate the expected observations from the redacted artifact"
        )
        return None
    return apply_edits(text, edits).encode("utf-8")


def redact_tree(target: Path) -> RedactReport:
    report = RedactReport()
    root = find_root(target)
    rules = RedactionRules.load(root / REDACTION_RULES_NAME if root else None)
    files = [target] if target.is_file() else sorted(p for p in target.rglob("*") if p.is_file())
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
