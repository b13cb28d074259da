"""The clean texts of every language, each with its category, host context and channel."""

from __future__ import annotations

from dataclasses import dataclass

from . import clean_en, clean_es, clean_pt

CHANNEL_OF_PREFIX = {
    "v": "visible_text",
    "p": "pdf_text",  # a PDF page's visible text (no hidden layer)
    "m": "meta",
    "a": "attribute",
    "j": "structured_data",
    "c": "html_comment",
}
_BY_LANG = {"es": clean_es.CLEAN, "pt": clean_pt.CLEAN, "en": clean_en.CLEAN}


@dataclass(frozen=True)
class CleanText:
    category: str
    context: str
    channel: str
    text: str


def texts(lang: str) -> list[CleanText]:
    out = []
    for category, (context, items) in _BY_LANG[lang].items():
        for item in items:
            prefix, text = item.split(":", 1)
            out.append(CleanText(category, context, CHANNEL_OF_PREFIX[prefix], text))
    return out
