"""PDF artifacts: page text from PDFium (pypdfium2), tables from pdfplumber, both lazy.

A page's text is exactly what PDFium's text page returns (line breaks ``\\r\\n``
included): ``page:N:S-E`` spans index that string, and the character indices of
PDFium's text page are its offsets, which is how table cells get spans. Nothing
is read before it is asked for: opening a 65-page report reads one page when one
page is cited.

Limits: a PDF of more than ``MAX_PDF_PAGES`` pages is refused when it is opened
(``DocumentTooLarge``), and a page that shows nothing in a file whose compressed
streams cannot be decoded is ``MalformedDocument`` (PDFium reads a corrupt content
stream as a blank page, which would be an empty success).

A page without a text layer (a scan) raises ``FormatTablesOcr`` when its text is
asked for, never an empty string; a page with nothing on it at all is blank and
reads as "". Encrypted, empty and malformed files raise at load, naming the URL or
the sha256.

Over 400 lines because loading, page text, tables and page reduction share one
PDFium document handle and its lifetime; splitting them would pass it around.
"""

from __future__ import annotations

import io
from collections.abc import Iterable, Iterator, Sequence
from dataclasses import dataclass
from typing import TYPE_CHECKING, Any, overload

from .base import PDF, Artifact
from .cache import ArtifactCache
from .errors import (
    DocumentTooLarge,
    EmptyDocument,
    EncryptedDocument,
    FormatTablesOcr,
    MalformedDocument,
)
from .pdf_streams import undecodable

if TYPE_CHECKING:
    import pypdfium2

PDF_MAGIC = b"%PDF-"
MAX_PDF_PAGES = 2_000  # a longer document is refused (DocumentTooLarge)
FORMFEED = "\f"
_ERR_PASSWORD = 4
_ERR_SECURITY = 5


@dataclass(frozen=True)
class Cell:
    """A table cell: pdfplumber's text, and a ``page:N:S-E`` span into PDFium's page text
    when the cell's characters are contiguous there (None otherwise, with the reason)."""

    row: int
    column: int
    text: str | None
    span: str | None
    bbox: tuple[float, float, float, float]  # x0, top, x1, bottom (pdfplumber's coordinates)
    note: str = ""


@dataclass(frozen=True)
class Table:
    page: int
    bbox: tuple[float, float, float, float]
    rows: list[list[Cell]]

    @property
    def shape(self) -> tuple[int, int]:
        return len(self.rows), max((len(r) for r in self.rows), default=0)

    def cell(self, row: int, column: int) -> Cell:
        return self.rows[row][column]


def _open(data: bytes, where: str) -> pypdfium2.PdfDocument:
    import pypdfium2

    if not data:
        raise EmptyDocument(where, "the PDF is 0 bytes", "re-capture the document")
    if PDF_MAGIC not in data[:1024]:
        raise MalformedDocument(
            where, "not a PDF (no %PDF- header in the first 1024 bytes)", "check the content type"
        )
    try:
        return pypdfium2.PdfDocument(data)
    except pypdfium2.PdfiumError as exc:
        code = getattr(exc, "err_code", None)
        if code in (_ERR_PASSWORD, _ERR_SECURITY):
            raise EncryptedDocument(
                where,
                "the PDF is encrypted and cannot be opened without its password",
                "store an unencrypted copy, or treat the source as unreadable",
            ) from None
        raise MalformedDocument(where, f"PDFium cannot open it ({exc})") from None


def _load_page(document: pypdfium2.PdfDocument, index: int, where: str) -> pypdfium2.PdfPage:
    """Page ``index`` of ``document``; a page PDFium cannot load (a damaged page tree the
    cross-reference repair let through) is a MalformedDocument naming the page."""
    import pypdfium2

    try:
        return document[index]
    except pypdfium2.PdfiumError as exc:
        raise MalformedDocument(
            where, f"PDFium cannot load page {index + 1} ({exc})", "re-capture the document"
        ) from None


def pypdfium2_raw() -> Any:
    import pypdfium2.raw as raw

    return raw


def _object_count(page: pypdfium2.PdfPage) -> tuple[int, int]:
    """(all page objects, image objects)."""
    raw = pypdfium2_raw()
    total = raw.FPDFPage_CountObjects(page.raw)
    images = sum(1 for obj in page.get_objects(max_depth=2) if obj.type == raw.FPDF_PAGEOBJ_IMAGE)
    return total, images


def _page_record(page: pypdfium2.PdfPage) -> dict[str, Any]:
    """What the cache keeps for a page: its text, or why it has none."""
    textpage = page.get_textpage()
    try:
        text = textpage.get_text_range() if textpage.count_chars() else ""
    finally:
        textpage.close()
    if text.strip():
        return {"kind": "text", "text": text}
    total, images = _object_count(page)
    if total == 0:
        return {"kind": "blank", "text": ""}
    return {"kind": "no_text_layer", "objects": total, "images": images}


class PdfPages(Sequence[str]):
    """Page texts, index 0 = the first stored page; read (and cached) on first access."""

    def __init__(self, artifact: PdfArtifact) -> None:
        self._artifact = artifact

    def __len__(self) -> int:
        return self._artifact.page_count

    @overload
    def __getitem__(self, index: int) -> str: ...
    @overload
    def __getitem__(self, index: slice) -> Sequence[str]: ...
    def __getitem__(self, index: int | slice) -> str | Sequence[str]:
        if isinstance(index, slice):
            return [self[i] for i in range(*index.indices(len(self)))]
        if index < 0:
            index += len(self)
        if not 0 <= index < len(self):
            raise IndexError(index)
        return self._artifact.stored_page_text(index)

    def __iter__(self) -> Iterator[str]:
        for index in range(len(self)):
            yield self[index]


class PdfArtifact(Artifact):
    content_type = PDF

    def __init__(
        self,
        *,
        sha256: str,
        page_count: int,
        url: str | None = None,
        data: bytes | None = None,
        document: pypdfium2.PdfDocument | None = None,
        page_numbers: Sequence[int] | None = None,
        cache: ArtifactCache | None = None,
        source: Any = None,
    ) -> None:
        super().__init__(sha256=sha256, url=url)
        self.page_count = page_count
        # Original page numbers of the stored pages (a reduced PDF keeps only some).
        self.page_numbers = list(page_numbers) if page_numbers else list(range(1, page_count + 1))
        self._data = data
        self._source = source  # a callable giving the bytes when they were not kept
        self._document = document
        self._cache = cache
        self._records: dict[int, dict[str, Any]] = {}
        self._undecodable: int | None = None

    # -- document access -------------------------------------------------------------------

    @property
    def data(self) -> bytes:
        if self._data is None:
            if self._source is None:
                raise MalformedDocument(self.where, "its bytes were not kept and have no source")
            self._data = self._source()
        assert self._data is not None
        return self._data

    @property
    def document(self) -> pypdfium2.PdfDocument:
        if self._document is None:
            self._document = _open(self.data, self.where)
        return self._document

    def close(self) -> None:
        """Close the PDFium document (reopened from the bytes if a page is read later)."""
        if self._document is not None:
            self._document.close()
            self._document = None

    def __enter__(self) -> PdfArtifact:
        return self

    def __exit__(self, *exc: object) -> None:
        self.close()

    # -- pages ------------------------------------------------------------------------------

    @property
    def pages(self) -> PdfPages:
        return PdfPages(self)

    def index_of(self, number: int) -> int:
        """The stored index of original page ``number`` (1-based)."""
        try:
            return self.page_numbers.index(number)
        except ValueError:
            kept = ", ".join(map(str, self.page_numbers[:20]))
            raise IndexError(
                f"page {number} is not in {self.where} (pages kept: {kept}"
                f"{'...' if len(self.page_numbers) > 20 else ''})"
            ) from None

    def page_text(self, number: int) -> str:
        """The text of original page ``number`` (1-based, as in ``page:`` spans)."""
        return self.stored_page_text(self.index_of(number))

    def _corrupt(self) -> int:
        """How many compressed streams cannot be decoded (counted once, when a page
        first reads as blank)."""
        if self._undecodable is None:
            self._undecodable = undecodable(self.data)
        return self._undecodable

    def _record(self, index: int) -> dict[str, Any]:
        record = self._records.get(index)
        if record is not None:
            return record
        name = f"page-{index + 1:04d}.json"
        if self._cache is not None:
            record = self._cache.get_json(self.sha256, name)
        if record is None:
            page = _load_page(self.document, index, self.where)
            try:
                record = _page_record(page)
            finally:
                page.close()
            if self._cache is not None:
                self._cache.put_json(self.sha256, name, record)
        self._records[index] = record
        return record

    def stored_page_text(self, index: int) -> str:
        record = self._record(index)
        if record["kind"] == "blank" and self._corrupt():
            raise MalformedDocument(
                self.where,
                f"page {self.page_numbers[index]} shows nothing, and {self._corrupt()} of the "
                "file's compressed streams cannot be decoded: its content is corrupt",
                "re-capture the document",
            )
        if record["kind"] == "no_text_layer":
            number = self.page_numbers[index]
            raise FormatTablesOcr(
                self.where,
                f"page {number} has no text layer ({record['images']} image object(s), "
                f"{record['objects']} object(s) in all): it is a scan and needs OCR",
                "cite a text-layer copy of the document, or OCR it before citing; "
                "an empty reading is never used",
            )
        return str(record["text"])

    @property
    def text(self) -> str:
        """Every page's text joined by form feeds (raises on the first page that needs OCR)."""
        return FORMFEED.join(self.pages)

    def readable_pages(self) -> Iterator[tuple[int, str]]:
        """(original page number, text) of the pages that have a text layer."""
        for index, number in enumerate(self.page_numbers):
            try:
                yield number, self.stored_page_text(index)
            except FormatTablesOcr:
                continue

    def ocr_pages(self) -> list[int]:
        """Original numbers of the pages without a text layer (they need OCR)."""
        readable = {number for number, _ in self.readable_pages()}
        return [n for n in self.page_numbers if n not in readable]

    # -- tables -----------------------------------------------------------------------------

    def tables(self, number: int) -> list[Table]:
        """pdfplumber's tables of original page ``number``, each cell addressed by a
        ``page:N:S-E`` span into that page's PDFium text when its characters are
        contiguous there."""
        return self.tables_of([number])[number]

    def tables_of(self, numbers: Iterable[int]) -> dict[int, list[Table]]:
        """``tables`` of each original page of ``numbers``: from the parsed-artifact cache
        when it holds them, else read with one pdfplumber document for all the pages
        missing (pdfplumber lays out every character of a page to find its tables: a
        124-page filing took 15 s a run before its tables were cached, 2026-12-06)."""
        wanted = list(dict.fromkeys(numbers))
        found: dict[int, list[Table]] = {}
        missing = []
        for number in wanted:
            cached = None
            if self._cache is not None:
                cached = self._cache.get_json(self.sha256, _tables_name(self.index_of(number)))
            if isinstance(cached, list):
                found[number] = [_table_from(number, t) for t in cached]
            else:
                missing.append(number)
        if missing:
            import pdfplumber

            with pdfplumber.open(io.BytesIO(self.data)) as plumber:
                pages = plumber.pages
                for number in missing:
                    index = self.index_of(number)
                    page = pages[index]
                    try:
                        found[number] = self._page_tables(number, index, page)
                    finally:
                        page.close()  # its characters and layout, cached by pdfplumber
                    if self._cache is not None:
                        self._cache.put_json(
                            self.sha256,
                            _tables_name(index),
                            [_table_json(t) for t in found[number]],
                        )
        return {number: found[number] for number in wanted}

    def _page_tables(self, number: int, index: int, page: Any) -> list[Table]:
        page_text = self.stored_page_text(index)
        boxes = self._char_boxes(index)
        height = float(page.height)
        tables: list[Table] = []
        for found in page.find_tables():
            extracted = found.extract()
            rows: list[list[Cell]] = []
            for r, (row, texts) in enumerate(zip(found.rows, extracted, strict=False)):
                cells: list[Cell] = []
                for c, (bbox, text) in enumerate(zip(row.cells, texts, strict=False)):
                    if bbox is None:
                        continue  # a merged cell's continuation
                    span, note = _cell_span(number, page_text, boxes, bbox, height)
                    cells.append(Cell(r, c, text, span, _box(bbox), note))
                rows.append(cells)
            tables.append(Table(number, _box(found.bbox), rows))
        return tables

    def _char_boxes(self, index: int) -> list[tuple[float, float, float, float]]:
        page = _load_page(self.document, index, self.where)
        textpage = page.get_textpage()
        try:
            return [textpage.get_charbox(i) for i in range(textpage.count_chars())]
        finally:
            textpage.close()
            page.close()


def _tables_name(index: int) -> str:
    return f"tables-{index + 1:04d}.json"


def _table_json(table: Table) -> dict[str, Any]:
    """A table as the parsed-artifact cache stores it (the page is the entry's name)."""
    return {
        "bbox": list(table.bbox),
        "rows": [
            [[c.row, c.column, c.text, c.span, list(c.bbox), c.note] for c in row]
            for row in table.rows
        ],
    }


def _table_from(number: int, stored: dict[str, Any]) -> Table:
    rows = [
        [Cell(r, c, text, span, _box(bbox), note) for r, c, text, span, bbox, note in row]
        for row in stored["rows"]
    ]
    return Table(number, _box(stored["bbox"]), rows)


def _box(values: Sequence[float]) -> tuple[float, float, float, float]:
    x0, top, x1, bottom = (float(v) for v in values)
    return x0, top, x1, bottom


def _cell_span(
    number: int,
    page_text: str,
    boxes: list[tuple[float, float, float, float]],
    bbox: tuple[float, float, float, float],
    height: float,
) -> tuple[str | None, str]:
    x0, top, x1, bottom = bbox
    low, high = height - bottom, height - top  # PDF space has its origin at the bottom
    inside = [
        i
        for i, (left, lower, right, upper) in enumerate(boxes)
        if i < len(page_text)
        and not page_text[i].isspace()
        and x0 <= (left + right) / 2 <= x1
        and low <= (lower + upper) / 2 <= high
    ]
    if not inside:
        return None, "no text in the cell"
    start, end = inside[0], inside[-1] + 1
    members = set(inside)
    strangers = [i for i in range(start, end) if not page_text[i].isspace() and i not in members]
    if strangers:
        return None, "the cell's characters are interleaved with other text in the page's order"
    return f"page:{number}:{start}-{end}", ""


def load_pdf(
    data: bytes,
    *,
    sha256: str,
    where: str,
    url: str | None = None,
    page_numbers: Sequence[int] | None = None,
    cache: ArtifactCache | None = None,
) -> PdfArtifact:
    """Open and check a PDF: typed errors for empty, encrypted, malformed and content-less
    files. Page text is left for later."""
    document = _open(data, where)
    count = len(document)
    if count == 0:
        document.close()
        raise MalformedDocument(where, "the PDF has no pages")
    if count > MAX_PDF_PAGES:
        document.close()
        raise DocumentTooLarge(
            where,
            f"the PDF has {count:,} pages; the bench reads at most {MAX_PDF_PAGES:,}",
            "store the pages a case cites (artifacts.pdf.reduce_pdf keeps their numbers)",
        )
    if page_numbers is not None and len(page_numbers) != count:
        document.close()
        raise MalformedDocument(
            where,
            f"{len(page_numbers)} original page numbers were recorded for {count} stored pages",
            "fix the fixture's page list (manifest 'pages') or re-capture it",
        )
    artifact = PdfArtifact(
        sha256=sha256,
        page_count=count,
        url=url,
        data=data,
        document=document,
        page_numbers=page_numbers,
        cache=cache,
    )
    # PDFium repairs broken files silently. A repaired file (its cross-reference table
    # was invalid) whose every page is empty was broken beyond repair, and reading it
    # would be an empty success; an intact file skips the check (it costs a page load).
    if not pypdfium2_raw().FPDF_DocumentHasValidCrossReferenceTable(document.raw):
        for index in range(count):
            try:
                page = _load_page(document, index, where)
            except MalformedDocument:
                document.close()
                raise
            try:
                total = pypdfium2_raw().FPDFPage_CountObjects(page.raw)
            finally:
                page.close()
            if total:
                break
        else:
            document.close()
            raise MalformedDocument(
                where,
                f"none of its {count} page(s) has any content (no text, image or drawing); "
                "PDFium had to repair the file",
                "re-capture the document",
            )
    return artifact


def reduce_pdf(data: bytes, keep: Sequence[int], *, where: str = "pdf") -> bytes:
    """A valid PDF holding only original pages ``keep`` (1-based, in that order), for
    fixtures over the size limit; record ``keep`` as the fixture's page numbers so
    ``page:`` spans still point at the same text."""
    import pypdfium2

    source = _open(data, where)
    try:
        count = len(source)
        bad = [n for n in keep if not 1 <= n <= count]
        if bad or not keep:
            raise MalformedDocument(where, f"cannot keep pages {bad or list(keep)} of {count}")
        reduced = pypdfium2.PdfDocument.new()
        reduced.import_pages(source, [n - 1 for n in keep])
        buffer = io.BytesIO()
        reduced.save(buffer)
        reduced.close()
        return buffer.getvalue()
    finally:
        source.close()
