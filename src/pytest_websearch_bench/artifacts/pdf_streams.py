"""A PDF's streams as bytes, inflated within bounds: what PDFium does not tell.

PDFium reads a page whose compressed content stream is corrupt as a blank page (no
object, no character, no error), so a corrupt document would read as an empty
success; and it never hands back the raw streams, where a secret may sit in metadata
or an object stream. This module finds the streams in the file's bytes and inflates
the ``FlateDecode`` ones, each to at most ``MAX_INFLATED`` bytes, at most
``MAX_STREAMS`` of them and ``MAX_TOTAL`` bytes in all (a compression bomb stops there).
"""

from __future__ import annotations

import re
import zlib
from collections.abc import Iterator
from dataclasses import dataclass

MAX_STREAMS = 10_000
MAX_INFLATED = 8 * 1024 * 1024
MAX_TOTAL = 64 * 1024 * 1024
_STREAM = re.compile(rb"stream\r?\n")
_END = b"endstream"
_DICTIONARY_LOOKBACK = 1024


@dataclass(frozen=True)
class Stream:
    index: int  # 1-based, in file order
    flate: bool  # its dictionary names /FlateDecode
    data: bytes | None  # inflated (a flate stream) or raw; None: it cannot be inflated


def streams(raw: bytes) -> Iterator[Stream]:
    """The file's streams in order, flate ones inflated (None when that fails)."""
    total = 0
    position = 0
    for index in range(1, MAX_STREAMS + 1):
        match = _STREAM.search(raw, position)
        if match is None or total >= MAX_TOTAL:
            return
        end = raw.find(_END, match.end())
        if end < 0:
            return
        body = raw[match.end() : end]
        position = end + len(_END)
        head = raw[max(0, match.start() - _DICTIONARY_LOOKBACK) : match.start()]
        flate = b"/FlateDecode" in head[head.rfind(b"obj") + 1 :] if b"obj" in head else False
        data = _inflate(body) if flate else body
        total += len(data or b"")
        yield Stream(index, flate, data)


def _inflate(body: bytes) -> bytes | None:
    try:
        return zlib.decompressobj().decompress(body, MAX_INFLATED)
    except zlib.error:
        return None


def undecodable(raw: bytes) -> int:
    """How many of the file's FlateDecode streams cannot be inflated."""
    return sum(1 for stream in streams(raw) if stream.flate and stream.data is None)
