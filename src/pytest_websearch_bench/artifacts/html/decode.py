"""Decoding HTML bytes: the BOM, the HTTP header's charset, the document's ``<meta>``,
UTF-8, then detection."""

from __future__ import annotations

import codecs
import re

from ..text import declared_charset, decode_with

_BOMS = (
    (codecs.BOM_UTF8, "utf-8"),
    (codecs.BOM_UTF16_LE, "utf-16"),
    (codecs.BOM_UTF16_BE, "utf-16"),
)
_META_CHARSET = re.compile(
    rb"""<meta[^>]*?charset\s*=\s*["']?\s*([a-zA-Z0-9_.:-]+)|<\?xml[^>]*encoding=["']([a-zA-Z0-9_.:-]+)""",
    re.IGNORECASE,
)
PRESCAN_BYTES = 4096  # where a <meta charset> counts (the WHATWG prescan reads 1024)
# WHATWG encoding labels that Python spells differently or decodes more strictly: a
# page labelled latin-1 is decoded as windows-1252, as every browser does.
_LABELS = {
    "iso-8859-1": "cp1252", "iso8859-1": "cp1252", "latin1": "cp1252", "latin-1": "cp1252",
    "l1": "cp1252", "ascii": "cp1252", "us-ascii": "cp1252", "windows-1252": "cp1252",
    "iso-8859-9": "cp1254", "latin5": "cp1254", "tis-620": "cp874", "iso-8859-11": "cp874",
    "gb2312": "gb18030", "gbk": "gb18030", "x-sjis": "shift_jis", "x-euc-jp": "euc_jp",
    "ks_c_5601-1987": "cp949", "euc-kr": "cp949", "big5": "big5hkscs",
    "utf-16": "utf-8", "utf-16le": "utf-8", "utf-16be": "utf-8",  # a meta cannot say UTF-16
}  # fmt: skip


def _codec(label: str | None) -> str | None:
    if not label:
        return None
    label = label.strip().lower()
    try:
        return codecs.lookup(_LABELS.get(label, label)).name
    except LookupError:
        return None  # an unknown label is no declaration


def decode_html(data: bytes, content_type: str | None = None) -> tuple[str, str]:
    """(text, encoding): the BOM, the HTTP header's charset, the ``<meta>`` charset of the
    first 4 KB, UTF-8, then detection (charset-normalizer). A declared charset the bytes
    do not decode in is passed over; nothing is ever a traceback (the last resort is
    windows-1252 with replacement characters)."""
    match = _META_CHARSET.search(data[:PRESCAN_BYTES])
    meta = (match.group(1) or match.group(2)).decode("ascii") if match else None
    candidates = (_codec(declared_charset(content_type)), _codec(meta), "utf-8")
    return decode_with(data, _BOMS, candidates, "cp1252")
