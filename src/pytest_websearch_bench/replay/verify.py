"""Checking a fixture tree against its manifest: the hash half of ``ws-bench verify``,
and what the start of every bench session runs.

Errors: a file whose bytes do not match the manifest (both hashes named), a stored
document that is not what its entry says (``document_check``), a listed file that is missing, a file the manifest does not list, an unreadable manifest.
A provider missing fixture classes is an error too (not comparable; a warning with
``incomplete_ok``). Warnings: hand edits accepted after recording (each with its
reason), synthetic fixtures in quality classes 1-3 and 9 and fixtures recorded at a
local address (an emulator, a local gateway: ``addresses.py``), both errors under
``strict``.
The other half, secrets and personal data, is ``recording.scan``; the command line
composes the two.
"""

from __future__ import annotations

import os
from collections.abc import Iterable, Sequence
from dataclasses import dataclass, field
from pathlib import Path

from ..addresses import local_origin
from ..errors import FixtureError, RecordContext, restore_hint
from ..treepaths import escapes, outside_file
from .cassette import load_cassette
from .document_check import check_documents
from .manifest import (
    MANIFEST_NAME,
    Manifest,
    ManifestError,
    load_manifest,
    manifest_remedy,
    sha256_bytes,
)

REDACTION_RULES_NAME = "redaction.yaml"
# Files in the fixture root that are configuration, not fixtures.
NOT_FIXTURES = frozenset({MANIFEST_NAME, REDACTION_RULES_NAME, "README.md", ".gitattributes"})
QUALITY_CLASSES = frozenset({1, 2, 3, 9})
SHARED_CLASSES = frozenset({2, 3, 8, 9})
ALL_CLASSES = frozenset(range(1, 10))


@dataclass
class VerifyReport:
    errors: list[str] = field(default_factory=list)
    warnings: list[str] = field(default_factory=list)
    notes: list[str] = field(default_factory=list)  # facts, neither error nor warning
    manifest_read: bool = False  # False: the tree could not be checked at all

    @property
    def ok(self) -> bool:
        return not self.errors


def fixture_files(root: Path, under: Iterable[str] | None = None) -> list[str]:
    """Relative POSIX paths of the fixture files under ``root`` (or under its subfolders)."""
    # os.walk, not Path.rglob: a session start walks every fixture of a large run.
    base = str(root)
    tops = [os.path.join(base, u) for u in under] if under is not None else [base]
    found: list[str] = []
    for top in tops:
        for directory, folders, names in os.walk(top):
            # Dot folders are not fixtures (a recording's journals live in .recording/).
            folders[:] = [f for f in folders if not f.startswith(".")]
            prefix = os.path.relpath(directory, base).replace(os.sep, "/")
            prefix = "" if prefix == "." else prefix + "/"
            found.extend(
                prefix + name
                for name in names
                if not name.startswith(".")
                and name not in NOT_FIXTURES
                # the manifest's lock and the copies ``--adopt`` keeps of a broken one
                and not (not prefix and name.startswith(f"{MANIFEST_NAME}."))
            )
    return sorted(found)


def structure(
    root: Path, manifest: Manifest, under: Iterable[str] | None = None
) -> tuple[list[str], list[str]]:
    """(unlisted, missing): files on disk the manifest does not list, and listed files
    that are not on disk (within ``under``), as relative paths."""
    scope = None if under is None else tuple(f"{u.rstrip('/')}/" for u in under)
    listed = {p for p in manifest.files if scope is None or p.startswith(scope)}
    on_disk = set(fixture_files(root, under))
    return sorted(on_disk - listed), sorted(listed - on_disk)


def record_hint(root: Path, relative: str, context: RecordContext | None = None) -> str:
    """The command that records the case of fixture ``relative`` again: in a pytest
    session (``context``) the run's own, the one rule of ``RecordContext``; for
    ``ws-bench``, which cannot know the pytest command, its provider, case and tree, with
    the paths and options the user's pytest run takes to add. A file of no one case (a
    stored document, a judgment) gets ``--ws-record=new`` alone."""
    parts = relative.split("/")
    if len(parts) != 3 or parts[0].startswith("_"):
        return "--ws-record=new"
    provider, case = parts[0], parts[2].removesuffix(".json")
    if parts[1] == "errors":  # errors/CASE.OPERATION.json
        case = case.rpartition(".")[0] or case
    if context is not None:
        return f"`{context.record_command(provider, case_id=case)}`"
    tree = RecordContext(cassettes=None if str(root) == "cassettes" else str(root))
    command = tree.record_command(provider, case_id=case)
    return f"`{command}` (add your run's --ws-golden and paths)"


def check_structure(
    root: Path,
    manifest: Manifest,
    under: Iterable[str] | None = None,
    *,
    missing_ok: bool = False,
    context: RecordContext | None = None,
) -> list[str]:
    """Unlisted files on disk and listed files that are missing (within ``under``);
    ``missing_ok`` when recording, where a deleted cassette asks to be recorded again.
    ``context``: the pytest run's, for the recording commands (None: ``ws-bench``)."""
    unlisted, missing = structure(root, manifest, under)
    errors = [
        f"{root / p}: fixture file is not listed in {MANIFEST_NAME} (delete it if it is "
        f"stray; `ws-bench manifest {root} --adopt` lists it as it is now, after checking it; "
        f"or delete it and record its case with {record_hint(root, p, context)})"
        for p in unlisted
    ]
    errors += [
        f"{root / relative}: a link to {target}, outside the fixture tree (the bench reads "
        "nothing outside it; replace the link with the file itself)"
        for relative, target in escapes(root, under)
    ]
    if not missing_ok:
        errors += [
            f"{root / p}: listed in {MANIFEST_NAME} but missing on disk (record it again with "
            f"{record_hint(root, p, context)}, or drop the entry with `ws-bench manifest "
            f"{root} --prune`)"
            for p in missing
        ]
    return errors


def check_hashes(
    root: Path,
    manifest: Manifest,
    paths: Iterable[str],
    context: RecordContext | None = None,
) -> list[str]:
    errors = []
    base = str(root)
    for relative in paths:
        entry = manifest.files.get(relative)
        if entry is None:
            continue
        # A read: each folder resolved once, one lstat for the file (``outside_file``).
        target = outside_file(base, os.path.join(base, relative))
        if target is not None:
            errors.append(
                f"{root / relative}: manifest entry {relative!r} leads to {target}, outside "
                "the fixture tree (a link?); it is not read"
            )
            continue
        try:
            with open(os.path.join(base, relative), "rb") as stream:
                actual = sha256_bytes(stream.read())
        except OSError:
            continue  # reported as missing by check_structure
        if actual != entry.sha256:
            errors.append(
                f"{root / relative}: sha256 {actual} does not match the manifest's {entry.sha256} "
                f"(the file was edited after it was recorded): {restore_hint(root / relative)}; "
                f"keep the edit on purpose with `ws-bench redact "
                f'{root / relative} --accept-edit "why"`, or delete it and record its case '
                f"with {record_hint(root, relative, context)}"
            )
    return errors


def completeness(manifest: Manifest) -> dict[str, list[int]]:
    """Fixture classes each provider has (its own files plus the shared classes)."""
    shared = {e.fixture_class for e in manifest.files.values() if e.provider is None}
    by_provider: dict[str, set[int]] = {}
    for entry in manifest.files.values():
        if entry.provider is not None:
            by_provider.setdefault(entry.provider, set()).add(entry.fixture_class)
    return {
        p: sorted(classes | (shared & SHARED_CLASSES)) for p, classes in sorted(by_provider.items())
    }


def verify_tree(
    root: Path,
    *,
    strict: bool = False,
    incomplete_ok: bool = False,
    gateways: Sequence[str] = (),
) -> VerifyReport:
    report = VerifyReport()
    manifest_path = root / MANIFEST_NAME
    if not manifest_path.exists():
        report.errors.append(
            f"{manifest_path}: no manifest; fixtures are written with it by --ws-record, "
            "`ws-bench import-capture` and `ws-bench synthesize`"
            + (
                f"\n  remedy: {manifest_remedy(manifest_path, broken=False)}"
                if fixture_files(root)
                else ""
            )
        )
        return report
    try:
        manifest = load_manifest(manifest_path)
    except ManifestError as error:
        report.errors.append(str(error))
        return report
    report.manifest_read = True
    report.errors += check_structure(root, manifest)
    report.errors += check_hashes(root, manifest, manifest.files)
    report.errors += check_documents(root, manifest, sorted(manifest.files), deep=True)
    for provider, classes in completeness(manifest).items():
        missing = sorted(ALL_CLASSES - set(classes))
        if missing:
            (report.warnings if incomplete_ok else report.errors).append(
                f"provider {provider}: missing fixture classes {', '.join(map(str, missing))} "
                "(not comparable with the others: classes 4-8 come from "
                "`ws-bench synthesize --failures-only`, 2, 3 and 9 are real stored documents; "
                "README 'Your own golden set'"
                + (
                    ")"
                    if incomplete_ok
                    else "; or pass --allow-incomplete to accept a partial tree)"
                )
            )
    for relative, entry in sorted(manifest.files.items()):
        for edit in entry.edited or ():
            report.warnings.append(
                f"{root / relative}: edited after recording, accepted on {edit.date}: "
                f"{edit.reason} (sha256 {edit.sha256_before[:12]} -> {edit.sha256_after[:12]})"
            )
    synthetic = sorted(
        p for p, e in manifest.files.items() if e.synthetic and e.fixture_class in QUALITY_CLASSES
    )
    if synthetic:
        message = (
            f"{len(synthetic)} synthetic fixture(s) in quality classes 1-3/9 (not a provider "
            f"comparison), e.g. {synthetic[0]}"
        )
        (report.errors if strict else report.warnings).append(message)
    found = recorded_locally(root, manifest)
    local = {path: at for path, at in found.items() if at not in gateways}
    through = sorted({at for at in found.values() if at in gateways})
    if through:
        report.notes.append(
            f"{len(found) - len(local)} fixture(s) recorded through a declared gateway "
            f"({', '.join(through)}: --gateway/ws_gateways): counted as the provider's"
        )
    if local:
        addresses = sorted(set(local.values()))
        (report.errors if strict else report.warnings).append(
            f"{len(local)} fixture(s) recorded at a local address ({', '.join(addresses)}: an "
            f"emulator or a local gateway, not the provider), e.g. {next(iter(local))}; "
            "re-record them against the provider, or, if the address is your gateway to the "
            f"provider, declare it ({' '.join(f'--gateway {a}' for a in addresses)}, or "
            "ws_gateways in the project's ini)"
        )
    return report


def recorded_locally(root: Path, manifest: Manifest) -> dict[str, str]:
    """Recorded fixtures (path -> ``scheme://host[:port]``) captured at a local address:
    the entry's ``local_address``; for an entry written before that field, its
    ``source_url`` or else its cassette's request URIs (the file is only read)."""
    out: dict[str, str] = {}
    for relative, entry in sorted(manifest.files.items()):
        if entry.synthetic or entry.provider is None:
            continue
        found = entry.local_address or local_origin(entry.source_url or "")
        if found is None and entry.content_type is None and relative.endswith(".json"):
            try:
                cassette = load_cassette(root / relative)
            except FixtureError:
                continue  # the hash and format checks report it
            found = next(
                (o for i in cassette.interactions if (o := local_origin(i.request.uri))), None
            )
        if found is not None:
            out[relative] = found
    return out
