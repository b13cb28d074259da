"""Decoding HTML bytes: the charset from the header, the BOM, <meta>, then detection."""

from __future__ import annotations

from bs4.dammit import UnicodeDammit

from ..text import declared_charset


def decode_html(data: bytes, content_type: str | None = None) -> tuple[str, str]:
    """(text, encoding): the charset from the HTTP header, the BOM, ``<meta>``, then
    detection (bs4's UnicodeDammit, with charset-normalizer when installed)."""
    declared = declared_charset(content_type)
    dammit = UnicodeDammit(
        data, known_definite_encodings=[declared] if declared else [], is_html=True
    )
    if dammit.unicode_markup is None:
        return data.decode("utf-8", errors="replace"), "utf-8 (replaced)"
    return dammit.unicode_markup, str(dammit.original_encoding or "utf-8")
