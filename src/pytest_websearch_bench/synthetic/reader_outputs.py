"""What each provider's reader returns for the case documents of ``_shared/``: synthetic
reader answers with the documented differences between readers, so the reader
fidelity block (``metrics.reader_fidelity``) has something to tell apart.

Every reader first sees the page through its capabilities (``shared_documents``): an
app shell needs a JavaScript renderer, a PDF a PDF parser, and nobody reads a scan.
Then, by provider (all of it synthetic):

* ``tavily`` drops tables: a basic extract leaves tables out (the documented
  ``extract_depth=advanced`` is what retrieves tables and embedded content);
* ``exa`` truncates long pages: contents are cut at ``text.maxCharacters``
  (``EXA_MAX_CHARACTERS`` here), so a long report's later pages never arrive;
* ``jina`` returns the whole page as markdown, navigation and footer included, under
  its ``Title:`` / ``URL Source:`` / ``Markdown Content:`` header;
* ``firecrawl`` strips hidden text: it renders the page in a browser and keeps the main
  content only (``onlyMainContent``), so CSS-hidden passages never reach the markdown;
* the others (``parallel``, ``linkup``, ``you``) convert the main content without
  evaluating styles, so CSS-hidden passages come through with it.
"""

from __future__ import annotations

import hashlib
import json
import re

from ..artifacts.base import HTML
from ..artifacts.html import HtmlArtifact
from ..artifacts.load import load_artifact
from ..cases import GoldenCase
from ..dates import DEFAULT_CAPTURED_AT
from ..providers.base import Adapter
from ..providers.models import ExtractedDocument
from ..replay.cassette import Interaction
from .document_spec import DocumentSpec
from .shared_documents import built, case_documents, reader_view
from .synthesize import synthetic_interaction

EXA_MAX_CHARACTERS = 1_500
_H1 = re.compile(rb"<h1\b[^>]*>(.*?)</h1>", re.IGNORECASE | re.DOTALL)
_TAG = re.compile(rb"<[^>]*>")
_TABLE = re.compile(rb"<table\b.*?</table>", re.IGNORECASE | re.DOTALL)


def _html(spec: DocumentSpec, data: bytes) -> HtmlArtifact:
    artifact = load_artifact(data, content_type=HTML, url=spec.url)
    assert isinstance(artifact, HtmlArtifact)
    return artifact


def _hidden(artifact: HtmlArtifact) -> list[str]:
    return [h.text for h in artifact.hidden if h.channel == "css_hidden" and h.text.strip()]


def reader_output(spec: DocumentSpec, adapter: Adapter) -> tuple[str | None, str | None]:
    """(content, failure) of ``adapter``'s reader for the case document ``spec``."""
    content, failure = reader_view(spec.url, adapter.capabilities)
    if content is None or failure is not None or spec.content_type != HTML:
        if content is not None and adapter.name == "exa":
            content = content[:EXA_MAX_CHARACTERS]
        return content, failure
    page = _html(spec, built(spec.path))
    if page.spa_shell:
        return content, None  # the rendered DOM (or the shell's message): no styles to drop
    name = adapter.name
    if name == "tavily":
        content = _html(spec, _TABLE.sub(b"", built(spec.path))).main_text
    if name == "exa":
        return "\n\n".join([content, *_hidden(page)])[:EXA_MAX_CHARACTERS], None
    if name == "jina":
        # Headed by document.title, as the real reader's is ("Headline | Site": a claim
        # quoting that line is on the page through its <title>, control_reads.on_control),
        # else by its <h1>, else by the main text's first line.
        titles = page.titles
        found = _H1.search(built(spec.path))
        title = (
            titles[0]
            if titles
            else " ".join(_TAG.sub(b" ", found.group(1)).decode("utf-8", "replace").split())
            if found is not None
            else content.split("\n", 1)[0]
        )
        body = "\n\n".join([page.text, *_hidden(page)])
        return f"Title: {title}\n\nURL Source: {spec.url}\n\nMarkdown Content:\n{body}", None
    if name == "firecrawl":
        return content, None
    return "\n\n".join([content, *_hidden(page)]), None


def _documents(case: GoldenCase) -> list[DocumentSpec]:
    return sorted(
        (s for s in case_documents() if s.case_id == case.id and s.role == "document"),
        key=lambda s: s.path,
    )


def reader_interactions(case: GoldenCase, adapter: Adapter) -> list[Interaction]:
    """One reader call per case document (an extract of one URL, or a fetch), as the
    default pipeline makes them; empty for a provider without a reader."""
    capabilities = adapter.capabilities
    interactions: list[Interaction] = []
    for spec in _documents(case):
        content, failure = reader_output(spec, adapter)
        seed = hashlib.sha256(f"{adapter.name}:{case.id}:{spec.url}".encode()).hexdigest()
        latency_ms = round(600 + int(seed[:4], 16) % 2400 + 0.1 * (int(seed[4], 16)), 1)
        document = (
            ExtractedDocument(
                url=spec.url, raw_url=spec.url, title=spec.what, content=content or ""
            )
            if failure is None
            else None
        )
        if capabilities.extract:
            documents = [document] if document is not None else []
            failed = [(spec.url, failure)] if failure is not None else []
            body = adapter.render_extract_payload(
                documents, failed, request_id=seed[:32], latency_ms=latency_ms
            )
            cost = adapter.extract_cost(adapter.parse_extract_response(body, [spec.url])).cost_usd
            spec_request = adapter.build_extract_request([spec.url])
            status = 200
        elif capabilities.fetch:
            body = adapter.render_fetch_payload(document, failure)
            status = adapter.fetch_failure_status if document is None else 200
            cost = (
                0.0
                if document is None
                else adapter.fetch_cost(adapter.parse_fetch_response(body, spec.url)).cost_usd
            )
            spec_request = adapter.build_fetch_request(spec.url)
        else:
            return []
        interactions.append(
            synthetic_interaction(
                spec_request,
                status=status,
                headers={"content-type": "application/json; charset=utf-8"},
                body=json.dumps(body, ensure_ascii=False, separators=(",", ":")).encode("utf-8"),
                latency_ms=latency_ms,
                cost_usd=cost,
                recorded_at=DEFAULT_CAPTURED_AT,
            )
        )
    return interactions
