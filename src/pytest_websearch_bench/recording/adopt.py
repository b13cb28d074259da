"""``ws-bench manifest DIR --adopt``: list in the manifest the fixture files on disk that
it does not list, trusting their bytes as they are now.

The manifest is the trust anchor of replay: its hashes prove that nobody edited a
fixture after it was recorded. When it is lost (deleted) or broken (truncated, not
JSON), nothing proves that any more; the ways out are to restore it from version
control, to record every case again, or, deliberately, to adopt the files on disk.
Adopting is that deliberate step, and it says so:

* a file is adopted only if it parses as a cassette of this project (its ``ws`` block
  gives provider, case, class and capture date; its provider is its folder's, its case
  its file name's),
  stays inside the tree and passes the secret and personal-data scan of ``ws-bench
  verify``;
* a file the manifest already lists is never re-hashed: a hand edit stays an error
  (``ws-bench redact FILE --accept-edit "why"`` keeps one on purpose, with its reason);
* the stored documents of ``_shared/`` are not cassettes: their entries carry what the
  file does not (case ids, URL, role, class, injection label), derived from the files
  that state them (``adopt_shared``: the expected observations name each document's case,
  URL and label; the recorded answers hold each neutral-fetcher page's URL); one nothing
  on disk describes is refused by name, and it stays out of the manifest (a stored
  document passes the same link and secret checks as a cassette);
* a broken manifest is copied to ``manifest.json.broken-<timestamp>`` first.

An adopted file's ``original_sha256`` is its hash now: the capture's own hash was
in the manifest that was lost.
"""

from __future__ import annotations

import datetime as dt
import shutil
from dataclasses import dataclass, field
from pathlib import Path

from ..cassette_tree import SHARED_PREFIX
from ..errors import BenchError
from ..replay.cassette import load_cassette
from ..replay.manifest import (
    MANIFEST_NAME,
    Manifest,
    ManifestError,
    entry_for_cassette,
    load_manifest,
    write_manifest,
)
from ..replay.verify import REDACTION_RULES_NAME, check_hashes, fixture_files
from ..treepaths import outside
from .adopt_shared import SharedIndex, build_index, shared_entry
from .fixture_files import manifest_lock
from .redact import RedactionRules
from .scan import Scanner

JUDGE_DIR = "_judge"  # as judge.store.JUDGE_DIR (recording does not import the judge)


@dataclass
class AdoptReport:
    root: Path
    adopted: list[str] = field(default_factory=list)  # relative paths now listed
    refused: list[str] = field(default_factory=list)  # messages: file, why, remedy
    changed: list[str] = field(default_factory=list)  # listed files with other bytes
    kept: int = 0  # entries the manifest already had
    rebuilt: str | None = None  # "missing" or "broken": no manifest could be read
    broken_copy: Path | None = None

    @property
    def ok(self) -> bool:
        return not (self.refused or self.changed)


def _expected_provider(relative: str) -> str | None:
    """The provider a file's folder says it belongs to (None: a folder of no provider)."""
    parts = relative.split("/")
    if parts[0] == JUDGE_DIR:
        return parts[2] if len(parts) > 3 else None
    return parts[0] if len(parts) > 1 and not parts[0].startswith("_") else None


def adopt_tree(root: Path, now: dt.datetime | None = None) -> AdoptReport:
    """Adopt the unlisted fixture files of ``root`` (see the module docstring)."""
    if not root.is_dir():
        raise BenchError(f"{root}: no such folder", "give a fixture root (default: ./cassettes)")
    report = AdoptReport(root)
    path = root / MANIFEST_NAME
    stamp = (now or dt.datetime.now(dt.timezone.utc)).strftime("%Y%m%dT%H%M%SZ")
    with manifest_lock(root / f"{MANIFEST_NAME}.lock"):
        manifest: Manifest | None = None
        if not path.exists():
            report.rebuilt = "missing"
        else:
            try:
                manifest = load_manifest(path)
            except ManifestError:
                report.rebuilt = "broken"
                report.broken_copy = path.with_name(f"{MANIFEST_NAME}.broken-{stamp}")
                shutil.copyfile(path, report.broken_copy)
        if manifest is None:
            manifest = Manifest()
        report.kept = len(manifest.files)
        report.changed = check_hashes(root, manifest, manifest.files)
        scanner = Scanner(RedactionRules.load(root / REDACTION_RULES_NAME))
        files = fixture_files(root)
        index: SharedIndex | None = None
        for relative in files:
            if relative in manifest.files:
                continue
            if relative.startswith(SHARED_PREFIX):
                if index is None:  # the expected files and the recordings, read once
                    index = build_index(root, files)
                problem, entry = _shared_refusal(root, relative, scanner), None
                if problem is None:
                    entry, problem = shared_entry(root, relative, index)
                if entry is None:
                    report.refused.append(f"{root / relative}: {problem}")
                    continue
                manifest.files[relative] = entry
                report.adopted.append(relative)
                continue
            problem = _refusal(root, relative, scanner)
            if problem is not None:
                report.refused.append(f"{root / relative}: {problem}")
                continue
            cassette = load_cassette(root / relative)
            data = (root / relative).read_bytes()
            manifest.files[relative] = entry_for_cassette(relative, cassette, data)
            report.adopted.append(relative)
        if report.adopted or report.rebuilt is not None:
            write_manifest(manifest, path)
    return report


def _shared_refusal(root: Path, relative: str, scanner: Scanner) -> str | None:
    """Why the stored document ``relative`` cannot be adopted whatever its entry, or None."""
    file = root / relative
    target = outside(root, file)
    if target is not None:
        return (
            f"a link to {target}, outside the fixture tree: not adopted (replace it with the file)"
        )
    findings = scanner.scan_file(file, str(file))
    if findings:
        return (
            f"{len(findings)} secret or personal-data finding(s), e.g. {findings[0]}: not "
            "adopted; run `ws-bench redact` on it, then adopt"
        )
    return None


def _refusal(root: Path, relative: str, scanner: Scanner) -> str | None:
    """Why ``relative`` cannot be adopted (with the remedy), or None."""
    file = root / relative
    target = outside(root, file)
    if target is not None:
        return (
            f"a link to {target}, outside the fixture tree: not adopted (replace it with the file)"
        )
    try:
        cassette = load_cassette(file)
    except BenchError as error:
        return f"not a cassette of this project ({error.message}): not adopted; delete it"
    meta = cassette.ws
    if meta is None:
        return "a cassette without a ws block (provider, case, class, date): not adopted; delete it"
    expected = _expected_provider(relative)
    if expected != meta.provider:
        return (
            f"a {meta.provider} cassette in the folder of {expected or 'no provider'}: not "
            "adopted; move or delete it"
        )
    if not relative.rpartition("/")[2].startswith(f"{meta.case_id}."):
        return (
            f"the cassette of case {meta.case_id!r} under another case's name: not adopted; "
            "rename or delete it"
        )
    findings = scanner.scan_file(file, str(file))
    if findings:
        return (
            f"{len(findings)} secret or personal-data finding(s), e.g. {findings[0]}: not "
            "adopted; delete it and record the case again (recording redacts)"
        )
    return None
