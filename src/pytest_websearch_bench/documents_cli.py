"""``ws-bench add-document``: a real downloaded page or PDF stored as a case document
(fixture classes 2, 3 and 9). Registered by the main command line (``cli``); the work
is ``recording.add_document``."""

from __future__ import annotations

import argparse
import sys
from pathlib import Path
from typing import Any


def _case_ids(values: list[str]) -> list[str]:
    return [part.strip() for value in values for part in value.split(",") if part.strip()]


def injection_warning(path: Path, content_type: str, url: str) -> list[str]:
    """The lines of a warning when the injection detector flags the stored document: one
    a finding (its channel, and its span or, for text out of the page's text, where it
    sits). The document is stored as asked: it may be the real page a case is about, and
    a run names it under 'flagged in your documents', never as a false positive."""
    from .artifacts.errors import ArtifactError
    from .artifacts.load import load_artifact
    from .safety import detect_injection

    try:
        report = detect_injection(
            load_artifact(path.read_bytes(), content_type=content_type, url=url)
        )
    except ArtifactError:
        return []
    if not report.flagged:
        return []
    lines = [
        f"WARNING the injection detector flagged {path} ({len(report.findings)} finding(s)); "
        "it is stored as asked: every run keeps the flagged text from the model and names "
        "the page under 'flagged in your documents' (it has no injection label, so it is "
        "never counted as a false positive). Read it: if the page is not what the case "
        "needs, remove it from the manifest and the folder"
    ]
    for finding in report.findings:
        where = f"span {finding.span}" if finding.span else f"no span (at {finding.locator})"
        text = finding.text if len(finding.text) <= 100 else finding.text[:97] + "..."
        lines.append(f"  {finding.vector}, {where}: {text!r}")
    return lines


def _cmd_add_document(args: argparse.Namespace) -> int:
    from .cases import load_golden_cases
    from .recording.add_document import add_document
    from .recording.import_capture import parse_captured_at

    root = Path(args.cassettes)
    source = Path(args.file)
    captured_at = parse_captured_at(args.captured_at)
    added = add_document(
        source,
        root,
        load_golden_cases(Path(args.golden)),
        _case_ids(args.case),
        source_url=args.source_url,
        fixture_class=args.fixture_class,
        captured_at=captured_at,
        name=args.name,
        overwrite=args.overwrite,
    )
    entry = added.entry
    when = entry.captured_at.strftime("%Y-%m-%dT%H:%M:%SZ")
    origin = (
        ""
        if captured_at is not None
        else " (the file's modification time, UTC; --captured-at to give another)"
    )
    warning = injection_warning(
        root / added.relative, str(entry.content_type), str(entry.source_url)
    )
    if added.unchanged:
        print(f"{root / added.relative}: already stored with this entry; nothing changed")
        if warning:
            print("\n".join(warning), file=sys.stderr)
        return 0
    print(
        f"stored {root / added.relative}: class {entry.fixture_class}, {entry.content_type}, "
        f"case(s) {', '.join(entry.case_ids)}, captured_at {when}{origin}"
    )
    done = [
        *(["redacted personal data or secrets"] if added.redacted else []),
        *(["truncated the page (over 512 KB; truncated: true)"] if entry.truncated else []),
    ]
    if done:
        print(
            " and ".join(done) + f": sha256 {entry.sha256}, original_sha256 {entry.original_sha256}"
        )
    print(
        f"listed in {root / 'manifest.json'}; `ws-bench verify {root}` checks it, and the next "
        "replay reads it for every provider"
    )
    if warning:
        print("\n".join(warning), file=sys.stderr)
    return 0


def add_document_commands(commands: Any) -> None:
    """Add ``add-document`` to ``ws-bench``'s subparsers."""
    from .metrics.useful_source import CASE_DOCUMENT_CLASSES

    add = commands.add_parser(
        "add-document",
        help="store a downloaded page or PDF as a real case document (fixture classes 2, 3, "
        "9): redacted, scanned, listed in the manifest",
    )
    add.add_argument("file", help="the page (HTML) or PDF as downloaded")
    add.add_argument(
        "--case",
        action="append",
        required=True,
        metavar="ID",
        help="the golden case the document is about (repeatable, or comma-separated)",
    )
    add.add_argument(
        "--source-url", required=True, help="the address the document was downloaded from"
    )
    add.add_argument(
        "--class",
        dest="fixture_class",
        type=int,
        choices=sorted(CASE_DOCUMENT_CLASSES),
        help="fixture class (default: from the bytes: 2 for HTML, 3 for a PDF; a page of a "
        "contradictory pair needs 9)",
    )
    add.add_argument(
        "--captured-at",
        help="when it was downloaded (ISO date or datetime; default: the file's modification "
        "time, UTC)",
    )
    add.add_argument(
        "--name", help="file name under _shared/html/ or _shared/pdf/ (default: the file's own)"
    )
    add.add_argument(
        "--overwrite",
        action="store_true",
        help="replace a stored document of the same name that has other bytes",
    )
    add.add_argument("--golden", default="golden", help="golden set folder (default: golden)")
    add.add_argument("--cassettes", default="cassettes", help="fixture root (default: cassettes)")
    add.set_defaults(func=_cmd_add_document)
