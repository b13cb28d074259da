"""``_shared/``: the stored documents every provider's pipeline may read.

Provider-independent fixtures, listed in the manifest with the URL they stand for
(``source_url``), their media type and their role (``operation``):

``document``
    a page or PDF a case is about (classes 2, 3 and 9): read by any pipeline whose
    ranking holds its URL, through that provider's reader capabilities.
``rendered``
    the DOM of a ``document`` after JavaScript ran (same URL): what a reader that
    renders JavaScript gets instead of the app shell.
``page``
    a page behind a search result, for the neutral fetcher (search-only providers
    read their top results through it; no provider is billed).
``expected``
    the expected observations for a document (``_shared/expected/``).
"""

from __future__ import annotations

from collections.abc import Iterable
from dataclasses import dataclass
from pathlib import Path

from ..cassette_tree import SHARED_PREFIX
from ..errors import FixtureError
from ..treepaths import outside_file
from ..urls import canonical_url
from .manifest import Manifest, ManifestEntry


@dataclass(frozen=True)
class SharedDocument:
    path: str  # relative to the fixture root
    url: str  # canonical
    raw_url: str
    role: str
    content_type: str
    fixture_class: int
    case_ids: tuple[str, ...]
    sha256: str
    synthetic: bool
    pages: tuple[int, ...] | None = None
    injected: bool | None = None  # class 8 ground truth
    injected_vector: str | None = None  # where it was planted, when the manifest says


class SharedDocuments:
    """The stored documents of a fixture tree, by case and by URL."""

    def __init__(self, root: Path, documents: Iterable[SharedDocument]) -> None:
        self.root = root
        self._by_role_url: dict[tuple[str, str], SharedDocument] = {}
        self._by_case: dict[str, list[SharedDocument]] = {}
        for document in sorted(documents, key=lambda d: d.path):
            self._by_role_url.setdefault((document.role, document.url), document)
            if document.role == "document":
                for case_id in document.case_ids:
                    self._by_case.setdefault(case_id, []).append(document)

    @classmethod
    def from_manifest(cls, root: Path, manifest: Manifest) -> SharedDocuments:
        return cls(root, _documents(manifest))

    def for_case(self, case_id: str) -> list[SharedDocument]:
        """The case's documents (role ``document``), in path order."""
        return list(self._by_case.get(case_id, ()))

    def rendered(self, url: str) -> SharedDocument | None:
        return self._by_role_url.get(("rendered", canonical_url(url)))

    def page(self, url: str) -> SharedDocument | None:
        """The neutral fetcher's stored copy of ``url``: a page, else a case document."""
        key = canonical_url(url)
        return self._by_role_url.get(("page", key)) or self._by_role_url.get(("document", key))

    def read(self, document: SharedDocument) -> bytes:
        path = self.root / document.path
        target = outside_file(self.root, path)
        if target is not None:
            raise FixtureError(
                f"stored document {path} (manifest entry {document.path!r}) leads to "
                f"{target}, outside the fixture tree: it is not read",
                "replace the link with the stored document itself, listed in the manifest",
            )
        return path.read_bytes()


def _documents(manifest: Manifest) -> Iterable[SharedDocument]:
    for relative, entry in manifest.files.items():
        if not relative.startswith(SHARED_PREFIX) or not _is_document(entry):
            continue
        assert entry.source_url is not None
        assert entry.content_type is not None
        yield SharedDocument(
            path=relative,
            url=canonical_url(entry.source_url),
            raw_url=entry.source_url,
            role=entry.operation or "document",
            content_type=entry.content_type,
            fixture_class=entry.fixture_class,
            case_ids=tuple(entry.case_ids),
            sha256=entry.sha256,
            synthetic=entry.synthetic,
            pages=tuple(entry.pages) if entry.pages else None,
            injected=entry.injected,
            injected_vector=entry.injected_vector,
        )


def _is_document(entry: ManifestEntry) -> bool:
    return (
        entry.source_url is not None
        and entry.content_type is not None
        and (entry.operation or "document") in ("document", "rendered", "page")
    )
