"""Writing ``_shared/``: the case documents (``shared_documents``), their expected
observations, and the pages behind search results for the neutral fetcher. All
marked synthetic: the real corpus beside the repository may not be copied into it,
and the bundled golden set's companies are fictitious.

``expected/`` holds, for each document, what a reader must get from it: the default
claim builder's observations (and a ``selector[S-E]:`` span for HTML, table cells for
the PDF table), or the typed outcome (``needs_javascript``, ``format_tables_ocr``).
They are regenerated from the stored bytes, never edited by hand.
"""

from __future__ import annotations

import datetime as dt
import html
import json
from collections.abc import Iterable, Mapping, Sequence

from ..artifacts.base import HTML
from ..artifacts.html import HtmlArtifact
from ..artifacts.load import load_artifact
from ..artifacts.pdf import PdfArtifact
from ..cases import GoldenCase
from ..cassette_tree import SHARED_DIR
from ..claims import ReadDocument, build_claims
from ..dates import DEFAULT_CAPTURED_AT
from ..families import FamilyTable
from ..pipeline import top_urls
from ..providers.base import Adapter
from ..providers.models import SearchResult
from ..replay.manifest import ManifestEntry, sha256_bytes
from ..replay.store import stored_page_name
from ..urls import canonical_url, host_of
from .document_spec import DocumentSpec, html_page
from .failures import page_supports, page_text, read_targets
from .shared_documents import built, case_documents

JSON = "application/json"


# -- expected observations ---------------------------------------------------------------------


def expected_for(spec: DocumentSpec, data: bytes, case: GoldenCase) -> dict[str, object]:
    """What a reader must get from the stored document (regenerated, never hand-edited)."""
    relative = f"{SHARED_DIR}/{spec.path}"
    artifact = load_artifact(data, content_type=spec.content_type, url=spec.url)
    out: dict[str, object] = {
        "artifact": relative,
        "sha256": artifact.sha256,
        "url": spec.url,
        "case_id": spec.case_id,
        "claim_type": case.claim_type,
        "role": spec.role,
        "outcome": spec.outcome,
        "observations": [],
    }
    if spec.injected is not None:  # class 8: the ground truth, as planted
        out["injected"] = spec.injected
        out["vector"] = spec.vector
    if isinstance(artifact, PdfArtifact):
        out["pages"] = artifact.page_count
        out["ocr_pages"] = artifact.ocr_pages()
    if spec.outcome != "read":
        return out
    published = artifact.published_at if isinstance(artifact, HtmlArtifact) else None
    claims = build_claims(case, [ReadDocument(artifact, spec.url, published)], "expected/")
    observations: list[dict[str, object]] = []
    for claim in claims:
        for observation in claim.observations:
            observations.append(
                {
                    "artifact": relative,
                    "span": observation.span,
                    "quote": observation.quote,
                    "value": claim.value,
                }
            )
            if isinstance(artifact, HtmlArtifact) and observation.span.startswith("offset:"):
                start, end = (int(n) for n in observation.span[len("offset:") :].split("-"))
                found = artifact.selector_for(start, end)
                if found is not None:
                    css, s, e = found
                    observations.append(
                        {
                            "artifact": relative,
                            "span": f"selector[{s}-{e}]:{css}",
                            "quote": " ".join(observation.quote.split()),
                            "value": claim.value,
                        }
                    )
    out["observations"] = observations
    if isinstance(artifact, PdfArtifact):
        cells = []
        for table in artifact.tables(artifact.page_numbers[0]):
            if table.shape[1] != 2:
                continue
            for row in table.rows:
                for cell in row:
                    if cell.span is not None:
                        cells.append(
                            {
                                "row": cell.row,
                                "column": cell.column,
                                "span": cell.span,
                                "text": cell.text,
                            }
                        )
        if cells:
            out["table_cells"] = cells
    return out


# -- the neutral fetcher's pages ---------------------------------------------------------------


def neutral_page(case: GoldenCase, result: SearchResult) -> bytes:
    """The page behind a search result, as HTML: the synthetic page text (title, snippet,
    filler; the answer when the result carries it) inside a site's furniture."""
    text = page_text(case, result, page_supports(case, result))
    blocks = text.split("\n\n")
    title = blocks[0].lstrip("# ").strip()
    paragraphs = "\n".join(f"<p>{html.escape(p)}</p>" for p in blocks[1:])
    published = result.published_at.strftime("%Y-%m-%dT%H:%M:%SZ") if result.published_at else None
    return html_page(
        title,
        f'<article class="entry-content">\n<h1>{html.escape(title)}</h1>\n{paragraphs}\n</article>',
        site=host_of(result.url),
        published=published,
    )


def neutral_pages(
    cases: Sequence[GoldenCase],
    adapters: Sequence[Adapter],
    families: FamilyTable,
    answers: Mapping[tuple[str, str], Sequence[SearchResult]],
    *,
    extract_top: int,
    taken: set[str],
) -> list[tuple[str, bytes, list[str], str]]:
    """(relative path, bytes, case ids, url) for the top results search-only providers read
    through the neutral fetcher; the first provider (by name) to rank a URL writes it.

    ``answers`` holds, by (provider, case id), the results of the search answers written
    for search-only providers. A page is written only for a URL among the top
    ``extract_top`` of one of them, and names the cases whose answer reads it: a case
    whose search was never answered (an outage's exhausted retries) or came back empty
    gets none, so no stored page stands for a URL no recording holds (one the neutral
    fetcher never reads, and ``ws-bench manifest --adopt`` cannot place)."""
    if extract_top <= 0:
        return []
    by_id = {c.id: c for c in cases}
    read: dict[str, tuple[list[str], SearchResult]] = {}  # canonical URL -> cases, a result
    for (_, case_id), results in sorted(answers.items()):
        if case_id not in by_id:
            continue
        by_raw = {r.raw_url: r for r in results}
        for raw in top_urls(results, extract_top):
            key = canonical_url(by_raw[raw].url)
            if key in taken:
                continue  # a case document stands for this URL
            found = read.setdefault(key, ([], by_raw[raw]))
            if case_id not in found[0]:
                found[0].append(case_id)
    pages: dict[str, tuple[bytes, str]] = {}
    for adapter in sorted(adapters, key=lambda a: a.name):
        capabilities = adapter.capabilities
        if capabilities.extract or capabilities.fetch:
            continue
        for case in cases:
            targets = read_targets(case, adapter, families, extract_top)
            if targets is None:
                continue
            by_raw, urls, _ = targets
            for raw in urls:
                key = canonical_url(by_raw[raw].url)
                if key in read and key not in pages:
                    pages[key] = (neutral_page(case, by_raw[raw]), raw)
    out = []
    for key, (case_ids, result) in sorted(read.items()):
        # The page as the first provider (by name) to rank it gave the result; a result
        # only a written answer holds (a short one) is written from that answer.
        data, raw = pages.get(key) or (neutral_page(by_id[case_ids[0]], result), result.raw_url)
        out.append((stored_page_name(key), data, sorted(case_ids), raw))
    return out


# -- writing -------------------------------------------------------------------------------------


def shared_files(
    cases: Iterable[GoldenCase],
    adapters: Sequence[Adapter],
    families: FamilyTable,
    answers: Mapping[tuple[str, str], Sequence[SearchResult]],
    *,
    extract_top: int = 3,
    captured_at: dt.datetime = DEFAULT_CAPTURED_AT,
) -> list[tuple[str, bytes, ManifestEntry]]:
    """Every ``_shared/`` file with its manifest entry, for the cases given; ``answers``:
    the search-only providers' written search results (see :func:`neutral_pages`)."""
    by_id = {c.id: c for c in cases}
    files: list[tuple[str, bytes, ManifestEntry]] = []

    def add(relative: str, data: bytes, entry: dict[str, object]) -> None:
        digest = sha256_bytes(data)
        files.append(
            (
                relative,
                data,
                ManifestEntry(
                    sha256=digest,
                    original_sha256=digest,
                    captured_at=captured_at,
                    synthetic=True,
                    **entry,  # type: ignore[arg-type]
                ),
            )
        )

    taken: set[str] = set()
    for spec in case_documents():
        case = by_id.get(spec.case_id)
        if case is None:
            continue
        data = built(spec.path)
        relative = f"{SHARED_DIR}/{spec.path}"
        taken.add(canonical_url(spec.url))
        add(
            relative,
            data,
            {
                "case_ids": [spec.case_id],
                "fixture_class": spec.fixture_class,
                "operation": spec.role,
                "source_url": spec.url,
                "content_type": spec.content_type,
                "injected": spec.injected,
                "injected_vector": spec.vector if spec.injected else None,
                "note": f"synthetic: {spec.what}",
            },
        )
        expected = expected_for(spec, data, case)
        stem = spec.path.split("/", 1)[1].rsplit(".", 1)[0]
        body = (json.dumps(expected, ensure_ascii=False, indent=2, sort_keys=True) + "\n").encode()
        add(
            f"{SHARED_DIR}/expected/{stem}.json",
            body,
            {
                "case_ids": [spec.case_id],
                "fixture_class": spec.fixture_class,
                "operation": "expected",
                "content_type": JSON,
                "note": f"synthetic: expected observations of {relative}",
            },
        )
    allowed = sorted((c for c in by_id.values() if not c.forbidden), key=lambda c: c.id)
    for relative, data, case_ids, raw in neutral_pages(
        allowed, adapters, families, answers, extract_top=extract_top, taken=taken
    ):
        add(
            f"{SHARED_DIR}/{relative}",
            data,
            {
                "case_ids": case_ids,
                "fixture_class": 2,
                "operation": "page",
                "source_url": raw,
                "content_type": HTML,
                "note": "synthetic: the page behind a search result, for the neutral fetcher",
            },
        )
    return files
