"""``ws-bench add-document``: a real downloaded page or PDF stored as a case document
(fixture classes 2, 3 and 9). Registered by the main command line (``cli``); the work
is ``recording.add_document``."""

from __future__ import annotations

import argparse
from pathlib import Path
from typing import Any


def _case_ids(values: list[str]) -> list[str]:
    return [part.strip() for value in values for part in value.split(",") if part.strip()]


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
    if added.unchanged:
        print(f"{root / added.relative}: already stored with this entry; nothing changed")
        return 0
    print(
        f"stored {root / added.relative}: class {entry.fixture_class}, {entry.content_type}, "
        f"case(s) {', '.join(entry.case_ids)}, captured_at {when}{origin}"
    )
    if added.redacted:
        print(
            "redacted personal data or secrets"
            + (" and truncated it (over 512 KB; truncated: true)" if entry.truncated else "")
            + f": sha256 {entry.sha256}, original_sha256 {entry.original_sha256}"
        )
    print(
        f"listed in {root / 'manifest.json'}; `ws-bench verify {root}` checks it, and the next "
        "replay reads it for every provider"
    )
    return 0


def add_document_commands(commands: Any) -> None:
    """Add ``add-document`` to ``ws-bench``'s subparsers."""
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
        choices=(2, 3, 9),
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
