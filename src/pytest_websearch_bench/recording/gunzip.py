"""A gzip body opened with a bound: what ``ws-bench verify`` and ``redact`` read inside
a cassette's base64 body is someone else's bytes.

``gzip.decompress`` expands whatever it is given (a 2 MB body can hold 2 GB of zeros: a
compression bomb hangs the scan and exhausts memory) and raises ``EOFError``, not
``OSError``, on a truncated body. Here the output stops at ``MAX_GUNZIPPED`` bytes
(``GzipTooLarge``) and every body that is not whole gzip is an ``OSError``.
"""

from __future__ import annotations

import zlib

# A real answer is a few MB at most; the PDF stream limits (artifacts/pdf_streams.py) are
# of the same order.
MAX_GUNZIPPED = 64 * 1024 * 1024
_GZIP = 16 + zlib.MAX_WBITS


class GzipTooLarge(OSError):
    """A gzip body that expands past the limit (a compression bomb?)."""


def gunzip(raw: bytes, limit: int | None = None) -> bytes:
    """The bytes inside gzip ``raw`` (every member); ``GzipTooLarge`` past ``limit``
    bytes (``MAX_GUNZIPPED``), ``OSError`` for a body that is not whole gzip."""
    limit = MAX_GUNZIPPED if limit is None else limit
    out = bytearray()
    data = raw
    while data:
        inflater = zlib.decompressobj(_GZIP)
        try:
            out += inflater.decompress(data, limit + 1 - len(out))
        except zlib.error as exc:
            raise OSError(f"not a whole gzip body ({exc})") from None
        if len(out) > limit:
            raise GzipTooLarge(f"the gzip body expands past {limit:,} bytes (a compression bomb?)")
        if not inflater.eof:
            raise OSError("not a whole gzip body (truncated)")
        data = inflater.unused_data
        if not data.strip(b"\0"):  # padding after the last member, as gzip allows
            break
    return bytes(out)
