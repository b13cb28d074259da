"""Labelled documents for the prompt-injection detector: a development part and a frozen
test part (issue 18).

``load(part)`` returns every document of ``part`` ("dev" or "test"): synthetic attacks
(who is addressed x what is asked x how softly x shape, in es/en/pt) planted in seven
channels of synthetic host pages and of real corpus pages; BIPIA instructions planted the
same way; the PINT example rows; the clean pages of the shared corpus (html/, html-dev/,
html-dev2/) and its real PDFs; and synthetic hard negatives (pages about AI, assistants,
instructions and policies that address no reader model).

The split (``split.py``) is made on bank entries, not on documents: every wording, page
and BIPIA instruction belongs to one side by a fixed hash, and a document draws all its
parts from its side, so test attacks use wordings never seen in dev. Made 2026-12-01.
Deterministic: the same documents, byte for byte, on every run and machine.

Documents derived from the shared corpus (clean corpus pages, real PDFs, attacks planted
in corpus pages, BIPIA, PINT) are omitted when the corpus is absent; ``corpus_missing``
says why. Use ``benchmarks/`` on ``sys.path``: ``from injection_data import load``.
"""

from __future__ import annotations

from dataclasses import dataclass
from pathlib import Path

PARTS = ("dev", "test")


@dataclass(frozen=True)
class LabeledDoc:
    id: str  # stable: "atk-es-css_hidden-d0042", "clean-html-dev2-<sha8>", ...
    part: str  # "dev" | "test"
    injected: bool
    channel: str | None  # where the attack sits; None for clean
    language: str  # attack language; page language for clean ("und" when unknown)
    family: str  # "synthetic:addressee=...;ask=...;soft=...;shape=...", "bipia:text", ...
    source: str  # "synthetic" | "corpus:html" | "corpus:html-dev" | "corpus:html-dev2" |
    # "corpus:pdfs" | "bipia" | "pint"
    url: str
    content_type: str  # "text/html; charset=utf-8" | "text/html" | "application/pdf"
    body: bytes
    payload: str | None  # the planted instruction text; None for clean
    synthetic: bool  # generated here (an attack planted in a real page is synthetic)


def default_corpus() -> Path:
    from .corpus import DEFAULT_CORPUS

    return DEFAULT_CORPUS


def corpus_missing(corpus: Path | None = None) -> str | None:
    """Why corpus-derived documents are omitted, or None when the corpus is there."""
    from .corpus import available

    path = corpus if corpus is not None else default_corpus()
    if available(path):
        return None
    return (
        f"the shared corpus is absent ({path}): clean corpus pages, real PDFs, attacks "
        "planted in corpus pages, BIPIA and PINT are omitted"
    )


def load(part: str, *, corpus: Path | None = None) -> list[LabeledDoc]:
    """Every document of ``part`` ("dev" or "test"), in a fixed order."""
    from .build import build

    if part not in PARTS:
        raise ValueError(f"part must be 'dev' or 'test', not {part!r}")
    path = (corpus if corpus is not None else default_corpus()).resolve()
    return list(build(part, path))


__all__ = ["PARTS", "LabeledDoc", "corpus_missing", "default_corpus", "load"]
