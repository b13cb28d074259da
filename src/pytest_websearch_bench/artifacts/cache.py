"""The parsed-artifact cache: parse results on disk, keyed by the document's sha256.

It lives under ``--ws-cache-dir`` (never pytest's cacheprovider, so a run with
``-p no:cacheprovider`` still has it). An entry is a folder named by the sha256 of
the bytes it was parsed from, under a folder named by the parser version and a digest
of the parsers' source and libraries (``source_digest``), so a changed parser never
reads an older parse. Writes are atomic (temporary file and
rename): xdist workers may fill the same entry at once, and whoever renames last
writes identical bytes.

A warm run opens an artifact from its entry by sha256 alone (``load.open_cached``):
page text and the HTML parse come from here, and the document's bytes are read only
if something not cached is asked for.
"""

from __future__ import annotations

import json
from pathlib import Path
from typing import Any

from ..atomic_files import write_whole
from ..code_digest import source_digest

# Bumped whenever what a parser writes changes; old entries are then ignored. The folder
# also names a digest of the parsers' source and of the libraries they call (below), so a
# change that forgot the bump, an upgrade or an edited checkout never reads an old parse.
PARSER_VERSION = "13"  # 2: HTML on lxml (CSS-hidden text, trafilatura main text); 3: iframe
# srcdoc documents and inline SVG text in the hidden channels; 4: closed popovers and dialogs
# hidden, meter, progress and datalist content out of the text (detector v16); 5: the UA
# stylesheet's hidden elements, closed details, drop-down options and CSS that paints
# nothing out of the text, <style> comments and hidden inputs' values read (detector v18); 6: a
# declarative shadow root's content drawn, its host's unslotted children, zero grid rows and
# content pushed below a clip out of the text, SVG conditions and viewports (detector v19); 7: clip
# paths with no area (path(), shape()), motion paths far off and SVG filters with no alpha
# out of the text, SVG's never-rendered elements hidden, <use>'d content drawn (detector v23); 8:
# text a blend mode leaves as its known backdrop hidden, SVG text only under the containers
# that draw it (and a <text>'s text content children), a <foreignObject>'s HTML read (detector v28);
# 9: CSS colours in every CSS Color 4 syntax (hwb, lab, lch, oklab, oklch, color(); detector v34);
# 10: text under a colour, font size or opacity the reader cannot evaluate listed as suspect
# (``html.unread``; detector v35)
# 11: a box whose size, scaling, zoom, indent or offset holds a function the reader cannot
# evaluate listed as suspect with all it holds (``html.unread.unread_box``; detector v38)
# 12: off-screen logical insets and relative start offsets, start margins far off, ``content``
# replaced by an image and a start padding that fills a clipping border box hidden (detector v50)
# 13: a rotation, skew or perspective, or a clip-path shape, whose arguments hold a function call
# listed as suspect (``html.unread.unread_box``; detector v54, shipped in v55)
PARSER_LIBRARIES = ("lxml", "trafilatura", "pdfplumber", "pypdfium2", "pdfminer.six")


class ArtifactCache:
    def __init__(self, root: Path | str) -> None:
        code = source_digest(__package__ or "pytest_websearch_bench.artifacts", PARSER_LIBRARIES)
        self.root = Path(root) / f"artifacts-v{PARSER_VERSION}-{code}"

    def entry(self, sha256: str) -> Path:
        return self.root / sha256[:2] / sha256

    def _read(self, sha256: str, name: str) -> str | None:
        try:
            # newline="": page text keeps PDFium's "\r\n" exactly, or offsets would move.
            with open(self.entry(sha256) / name, encoding="utf-8", newline="") as stream:
                return stream.read()
        except (FileNotFoundError, NotADirectoryError):
            return None

    def _write(self, sha256: str, name: str, text: str) -> None:
        try:
            write_whole(self.entry(sha256) / name, text.encode("utf-8"))
        except OSError:
            # A read-only or full cache slows the next run down; it never fails this one.
            return

    def get_json(self, sha256: str, name: str) -> Any | None:
        raw = self._read(sha256, name)
        if raw is None:
            return None
        try:
            return json.loads(raw)
        except ValueError:
            return None  # a torn or foreign file: parse again and overwrite it

    def put_json(self, sha256: str, name: str, value: Any) -> None:
        self._write(sha256, name, json.dumps(value, ensure_ascii=False, sort_keys=True))

    def get_text(self, sha256: str, name: str) -> str | None:
        return self._read(sha256, name)

    def put_text(self, sha256: str, name: str, text: str) -> None:
        self._write(sha256, name, text)
