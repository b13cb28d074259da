"""Markdown and plain-text artifacts: what providers' readers return.

The text is the decoded document exactly (a BOM removed, nothing else): markdown
is cited as the provider wrote it, so an ``offset:`` span indexes the stored bytes'
decoded characters one for one.
"""

from __future__ import annotations

import codecs
import re
from collections.abc import Iterable, Sequence

from .base import PLAIN, Artifact
from .errors import EmptyDocument

_CHARSET = re.compile(r"charset\s*=\s*[\"']?([\w.:-]+)", re.IGNORECASE)
_BOMS = (
    (codecs.BOM_UTF8, "utf-8"),
    (codecs.BOM_UTF32_LE, "utf-32-le"),
    (codecs.BOM_UTF32_BE, "utf-32-be"),
    (codecs.BOM_UTF16_LE, "utf-16-le"),
    (codecs.BOM_UTF16_BE, "utf-16-be"),
)


def declared_charset(content_type: str | None) -> str | None:
    match = _CHARSET.search(content_type or "")
    if match is None:
        return None
    try:
        return codecs.lookup(match.group(1)).name
    except LookupError:
        return None  # an unknown label is no declaration: detect instead


def decode_with(
    data: bytes,
    boms: Sequence[tuple[bytes, str]],
    candidates: Iterable[str | None],
    last_resort: str,
) -> tuple[str, str]:
    """(text, encoding): the first byte-order mark found, else the first candidate
    encoding the bytes decode in, else detection (charset-normalizer), else
    ``last_resort`` with replacement characters (never an exception)."""
    for bom, marked in boms:
        if data.startswith(bom):
            return data[len(bom) :].decode(marked, errors="replace"), marked
    for encoding in candidates:
        if encoding is None:
            continue
        try:
            return data.decode(encoding), encoding
        except UnicodeDecodeError:
            continue
    from charset_normalizer import from_bytes

    best = from_bytes(data).best()
    if best is not None:
        return str(best), best.encoding
    return data.decode(last_resort, errors="replace"), f"{last_resort} (replaced)"


def decode_text(data: bytes, content_type: str | None = None) -> tuple[str, str]:
    """(text, encoding): the BOM, the header's charset, UTF-8, then detection."""
    return decode_with(data, _BOMS, (declared_charset(content_type), "utf-8"), "utf-8")


class TextArtifact(Artifact):
    def __init__(
        self, text: str, *, sha256: str, content_type: str = PLAIN, url: str | None = None
    ) -> None:
        super().__init__(sha256=sha256, url=url)
        self.content_type = content_type
        self._text = text

    @property
    def text(self) -> str:
        return self._text


def load_text(data: bytes, *, sha256: str, content_type: str, url: str | None) -> TextArtifact:
    text, _ = decode_text(data, content_type)
    media = content_type.split(";")[0].strip().lower() or PLAIN
    artifact = TextArtifact(text, sha256=sha256, content_type=media, url=url)
    if not text.strip():
        raise EmptyDocument(artifact.where, f"the {media} document has no text")
    return artifact
