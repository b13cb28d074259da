"""The shared corpus's clean pages and real PDFs, each assigned to a part.

html/ and html-dev/ pages are split by ``split.side("page", "<folder>/<file name>")``;
html-dev2 pages keep ``benchmarks/html_dev2_split.json``; real PDFs are split by
``side("page", "pdfs/<file name>")``, and only those ``load_artifact`` opens are kept. A page can
carry attacks only when it is UTF-8 (bytes and declared charset), so inserted text is
read as written.
"""

from __future__ import annotations

import gzip
import json
import re
from dataclasses import dataclass
from functools import lru_cache
from pathlib import Path

from .split import html_dev2_parts, side

ROOT = Path(__file__).resolve().parents[2]
DEFAULT_CORPUS = ROOT.parent / "shared" / "corpus"
_LANG = re.compile(rb"<html[^>]*?\blang\s*=\s*[\"']?([a-zA-Z]{2})", re.IGNORECASE)
_CHARSET = re.compile(rb"charset\s*=\s*[\"']?([\w-]+)", re.IGNORECASE)


@dataclass(frozen=True)
class Page:
    source: str  # corpus:html | corpus:html-dev | corpus:html-dev2
    name: str  # file name (html, html-dev) or sha256 (html-dev2)
    part: str
    url: str
    lang: str
    data: bytes

    @property
    def short(self) -> str:
        return (
            self.name[:8] if self.source == "corpus:html-dev2" else self.name.removesuffix(".html")
        )

    def utf8_text(self) -> str | None:
        """The page as text when it can carry an attack (UTF-8 bytes, UTF-8 or no charset)."""
        charset = _CHARSET.search(self.data[:4096])
        if charset and charset.group(1).lower().replace(b"_", b"-") not in (b"utf-8", b"utf8"):
            return None
        try:
            return self.data.decode("utf-8")
        except UnicodeDecodeError:
            return None


def available(corpus: Path) -> bool:
    return (corpus / "html-dev2" / "ground-truth.json").is_file() and (corpus / "html-dev").is_dir()


def _lang(data: bytes) -> str:
    match = _LANG.search(data[:20000])
    return match.group(1).decode().lower() if match else "und"


@lru_cache(maxsize=4)
def pages(corpus: Path) -> tuple[Page, ...]:
    """Every HTML page of html/, html-dev/ and html-dev2/, sorted by source and name."""
    out: list[Page] = []
    for folder in ("html", "html-dev"):
        manifest = json.loads((corpus / folder / "manifest.json").read_text(encoding="utf-8"))
        for path in sorted((corpus / folder).glob("*.html")):
            info = manifest.get("pages", {}).get(path.name, {})
            data = path.read_bytes()
            part = side("page", f"{folder}/{path.name}")
            url = str(info.get("url") or f"https://{path.stem}/")
            out.append(Page(f"corpus:{folder}", path.name, part, url, _lang(data), data))
    truth = json.loads((corpus / "html-dev2" / "ground-truth.json").read_text(encoding="utf-8"))
    parts = html_dev2_parts()
    for path in sorted((corpus / "html-dev2").glob("*.html.gz")):
        page_id = path.name.removesuffix(".html.gz")
        data = gzip.decompress(path.read_bytes())
        url = str(truth.get(page_id, {}).get("url") or f"https://example.invalid/{page_id}")
        out.append(Page("corpus:html-dev2", page_id, parts[page_id], url, _lang(data), data))
    return tuple(out)


@lru_cache(maxsize=4)
def real_pdfs(corpus: Path) -> tuple[tuple[str, str, bytes], ...]:
    """(file name, part, bytes) of every real PDF in pdfs/ the project's loader opens."""
    from pytest_websearch_bench.artifacts import ArtifactError, load_artifact

    out: list[tuple[str, str, bytes]] = []
    for path in sorted((corpus / "pdfs").glob("*.pdf")):
        data = path.read_bytes()
        try:
            load_artifact(data, content_type="application/pdf")
            ok = True
        except ArtifactError:  # empty, encrypted, malformed or without content
            ok = False
        if ok:
            out.append((path.name, side("page", f"pdfs/{path.name}"), data))
    return tuple(out)


def carriers(corpus: Path, part: str) -> list[tuple[Page, str]]:
    """The part's pages that can carry an attack, with their text."""
    out: list[tuple[Page, str]] = []
    for page in pages(corpus):
        if page.part != part:
            continue
        text = page.utf8_text()
        if text is not None and "<body" in text.lower():
            out.append((page, text))
    return out
