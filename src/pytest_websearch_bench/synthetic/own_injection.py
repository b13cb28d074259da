"""Synthetic class-8 documents (prompt injection) for a team's own golden set
(``ws-bench synthesize --failures-only``).

SPEC allows class 8 to be synthetic. The bundled injection corpus (the six vectors in
Spanish and English, and the hard negatives: ``injection_documents``) is stored under
``_shared/injection/`` as case documents of the team's own allowed cases, one document
a case in turn (cases in a deterministic order: the smallest
``sha256("injection:<case id>")`` first), each with its expected observations under
``_shared/expected/``. Every provider's pipeline reads a case's documents, found by its
search or not, so every provider consumes class 8; the URLs are the corpus's own (no
real page is replaced). A tree that already holds class-8 documents is left alone.
"""

from __future__ import annotations

import datetime as dt
import hashlib
import json
from collections.abc import Sequence
from pathlib import Path

from ..cases import GoldenCase
from ..cassette_tree import SHARED_DIR
from ..replay.manifest import (
    MANIFEST_NAME,
    ManifestEntry,
    load_manifest,
    sha256_bytes,
    update_manifest,
)
from .document_spec import DocumentSpec
from .injection_documents import CLASS, injection_documents
from .shared_files import JSON, expected_for


def _entry(data: bytes, captured_at: dt.datetime, **fields: object) -> ManifestEntry:
    digest = sha256_bytes(data)
    return ManifestEntry(
        sha256=digest,
        original_sha256=digest,
        captured_at=captured_at,
        synthetic=True,
        **fields,  # type: ignore[arg-type]
    )


def add_injection_documents(
    cases: Sequence[GoldenCase], root: Path, captured_at: dt.datetime
) -> dict[str, str]:
    """Store the injection corpus for the team's cases; returns {relative path: case id}
    (empty when the tree already has class-8 documents or no case is allowed)."""
    manifest = load_manifest(root / MANIFEST_NAME)
    if any(e.fixture_class == CLASS and e.provider is None for e in manifest.files.values()):
        return {}
    allowed = sorted(
        (c for c in cases if not c.forbidden),
        key=lambda c: hashlib.sha256(f"injection:{c.id}".encode()).hexdigest(),
    )
    if not allowed:
        return {}
    documents = injection_documents()
    if any((root / SHARED_DIR / d.path).exists() for d in documents):
        return {}  # files of another corpus stand there: nothing is overwritten
    placed: dict[str, str] = {}
    entries: list[tuple[str, ManifestEntry]] = []
    for index, bundled in enumerate(documents):
        case = allowed[index % len(allowed)]
        spec = DocumentSpec(
            case.id,
            CLASS,
            bundled.path,
            bundled.url,
            bundled.content_type,
            bundled.what,
            bundled.build,
            injected=bundled.injected,
            vector=bundled.vector,
        )
        data = spec.build()
        relative = f"{SHARED_DIR}/{spec.path}"
        entries.append(
            (
                relative,
                _entry(
                    data,
                    captured_at,
                    case_ids=[case.id],
                    fixture_class=CLASS,
                    operation="document",
                    source_url=spec.url,
                    content_type=spec.content_type,
                    injected=spec.injected,
                    injected_vector=spec.vector if spec.injected else None,
                    note=f"synthetic: {spec.what} (for the team's case {case.id})",
                ),
            )
        )
        stem = spec.path.split("/", 1)[1].rsplit(".", 1)[0]
        expected = expected_for(spec, data, case)
        body = (json.dumps(expected, ensure_ascii=False, indent=2, sort_keys=True) + "\n").encode()
        entries.append(
            (
                f"{SHARED_DIR}/expected/{stem}.json",
                _entry(
                    body,
                    captured_at,
                    case_ids=[case.id],
                    fixture_class=CLASS,
                    operation="expected",
                    content_type=JSON,
                    note=f"synthetic: expected observations of {relative}",
                ),
            )
        )
        placed[relative] = case.id
        for path, payload in ((relative, data), (f"{SHARED_DIR}/expected/{stem}.json", body)):
            (root / path).parent.mkdir(parents=True, exist_ok=True)
            (root / path).write_bytes(payload)
    update_manifest(root, entries)
    return placed
