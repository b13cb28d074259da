"""``load_artifact``: bytes and a content type in, a typed artifact (or a typed error) out.

With a cache, a document parsed once is never parsed again: the HTML parse and each
PDF page's text are stored under the document's sha256, and ``open_cached`` builds
the artifact from them by sha256 alone (without reading or hashing the bytes).
"""

from __future__ import annotations

from collections.abc import Callable, Sequence
from dataclasses import asdict
from typing import TYPE_CHECKING, Any

from .base import HTML, MARKDOWN, PDF, PLAIN, Artifact, sha256_of, where
from .cache import ArtifactCache
from .errors import EmptyDocument, UnsupportedContentType
from .html import HiddenText, HtmlArtifact, HtmlParse, parse_html
from .pdf import PDF_MAGIC, PdfArtifact, load_pdf
from .text import load_text

if TYPE_CHECKING:
    from ..replay.shared import SharedDocument, SharedDocuments
    from ..safety.injection import InjectionReport

META = "meta.json"
_TEXT_TYPES = {MARKDOWN, PLAIN, "text/x-markdown", "text/md"}
_HTML_TYPES = {HTML, "application/xhtml+xml"}


def media_type(content_type: str) -> str:
    return content_type.split(";")[0].strip().lower()


def _sniff(data: bytes, media: str) -> str:
    """The content type to parse as: the declared one, unless the bytes say PDF (servers
    send PDFs as application/octet-stream or even text/html)."""
    if PDF_MAGIC in data[:1024]:
        return PDF
    if media in ("", "application/octet-stream"):
        head = data[:512].lstrip().lower()
        if head.startswith((b"<!doctype html", b"<html")):
            return HTML
    return media


def _html_meta(parse: HtmlParse) -> dict[str, Any]:
    return {"kind": "html", "parse": asdict(parse)}


def _html_parse(meta: dict[str, Any]) -> HtmlParse:
    data = meta["parse"]
    return HtmlParse(
        text=data["text"],
        encoding=data["encoding"],
        main=[(int(s), int(e)) for s, e in data["main"]],
        hidden=[HiddenText.from_dict(h) for h in data["hidden"]],
        spa_shell=bool(data["spa_shell"]),
        published_at=data.get("published_at"),
        main_extracted=bool(data.get("main_extracted", True)),
    )


def load_artifact(
    data: bytes,
    *,
    content_type: str,
    url: str | None = None,
    cache: ArtifactCache | None = None,
    page_numbers: Sequence[int] | None = None,
) -> Artifact:
    """The artifact of ``data`` (text/html, application/pdf, text/markdown, text/plain).

    Empty, corrupt or encrypted input raises a typed ArtifactError naming ``url`` (or
    the sha256 prefix). ``page_numbers`` are the original numbers of a reduced PDF's
    pages."""
    return _load(data, sha256_of(data), content_type, url, cache, page_numbers)


def _load(
    data: bytes,
    digest: str,
    content_type: str,
    url: str | None,
    cache: ArtifactCache | None,
    page_numbers: Sequence[int] | None,
) -> Artifact:
    name = where(url, digest)
    media = _sniff(data, media_type(content_type))
    if media == PDF:
        return _load_pdf(data, digest, name, url, cache, page_numbers)
    if not data.strip():
        raise EmptyDocument(name, f"the {media or 'document'} is empty", "re-capture the document")
    if media in _HTML_TYPES:
        if cache is not None:
            meta = cache.get_json(digest, META)
            if meta is not None and meta.get("kind") == "html":
                return HtmlArtifact(
                    _html_parse(meta), sha256=digest, url=url, data=data, declared=content_type
                )
        parse = parse_html(data, content_type, name)
        if not parse.text.strip() and not parse.spa_shell:
            raise EmptyDocument(name, "the HTML has no visible text", "re-capture the page")
        if cache is not None:
            cache.put_json(digest, META, _html_meta(parse))
        return HtmlArtifact(parse, sha256=digest, url=url, data=data, declared=content_type)
    if media in _TEXT_TYPES or media.startswith("text/"):
        return load_text(data, sha256=digest, content_type=content_type or PLAIN, url=url)
    raise UnsupportedContentType(
        name,
        f"content type {content_type!r} is not readable",
        "store text/html, application/pdf, text/markdown or text/plain",
    )


def _load_pdf(
    data: bytes,
    digest: str,
    name: str,
    url: str | None,
    cache: ArtifactCache | None,
    page_numbers: Sequence[int] | None,
) -> PdfArtifact:
    if cache is not None:
        meta = cache.get_json(digest, META)
        if meta is not None and meta.get("kind") == "pdf":
            return PdfArtifact(
                sha256=digest,
                page_count=int(meta["page_count"]),
                url=url,
                data=data,
                page_numbers=page_numbers or meta.get("page_numbers"),
                cache=cache,
            )
    artifact = load_pdf(
        data, sha256=digest, where=name, url=url, page_numbers=page_numbers, cache=cache
    )
    if cache is not None:
        cache.put_json(
            digest,
            META,
            {
                "kind": "pdf",
                "page_count": artifact.page_count,
                "page_numbers": list(page_numbers) if page_numbers else None,
            },
        )
    return artifact


def open_cached(
    cache: ArtifactCache,
    sha256: str,
    *,
    url: str | None = None,
    source: Callable[[], bytes] | None = None,
) -> Artifact | None:
    """The artifact with this sha256 from the cache alone, or None when it was never
    parsed. ``source`` gives the bytes if something not cached is asked for later
    (a page never read, a selector)."""
    meta = cache.get_json(sha256, META)
    if meta is None:
        return None
    if meta.get("kind") == "pdf":
        return PdfArtifact(
            sha256=sha256,
            page_count=int(meta["page_count"]),
            url=url,
            page_numbers=meta.get("page_numbers"),
            cache=cache,
            source=source,
        )
    if meta.get("kind") == "html":
        return HtmlArtifact(_html_parse(meta), sha256=sha256, url=url, source=source)
    return None


class ArtifactLoader:
    """Loads artifacts once per process (by sha256) on top of the on-disk cache."""

    def __init__(self, cache: ArtifactCache | None = None) -> None:
        self.cache = cache
        self._loaded: dict[str, Artifact] = {}
        self._reports: dict[str, InjectionReport] = {}

    def load(
        self,
        data: bytes,
        *,
        content_type: str,
        url: str | None = None,
        page_numbers: Sequence[int] | None = None,
    ) -> Artifact:
        artifact = self._loaded.get(sha256_of(data))
        if artifact is None:
            artifact = load_artifact(
                data,
                content_type=content_type,
                url=url,
                cache=self.cache,
                page_numbers=page_numbers,
            )
            self._loaded[artifact.sha256] = artifact
        return artifact

    def injection(self, artifact: Artifact, control: Artifact | None = None) -> InjectionReport:
        """The injection detector's report on ``artifact``, once per process (and cached
        on disk by sha256). ``control``: the stored page ``artifact`` is a reader's
        output of (its hidden passages are judged as hidden in the reader's text)."""
        key = artifact.sha256 + (f"+{control.sha256}" if control is not None else "")
        report = self._reports.get(key)
        if report is None:
            from ..safety.injection import detect_injection

            report = detect_injection(artifact, self.cache, control=control)
            self._reports[key] = report
        return report

    def close(self) -> None:
        for artifact in self._loaded.values():
            if isinstance(artifact, PdfArtifact):
                artifact.close()

    def load_shared(self, shared: SharedDocuments, document: SharedDocument) -> Artifact:
        """A stored document; its manifest hash was checked at session start, so the
        manifest's sha256 finds it without hashing the bytes again."""
        artifact = self._loaded.get(document.sha256)
        if artifact is None:
            artifact = self.load(
                shared.read(document),
                content_type=document.content_type,
                url=document.raw_url,
                page_numbers=document.pages,
            )
            self._loaded[document.sha256] = artifact
        return artifact
