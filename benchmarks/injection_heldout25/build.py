"""Assembling the twenty-fifth held-out set: this set's own texts, hosts, channels, PDF
maker, shapes and page template, put on pages by the shared ``heldout_assembly``.
``corpus`` is accepted and never read."""

from __future__ import annotations

from heldout_assembly import HeldoutSet

from . import attacks_en, attacks_es, attacks_pt, channels, clean_en, clean_es, clean_pt
from ._grid import AI_CONTEXTS, CONTEXTS, Row
from .channels import CHANNELS, PDF_CHANNEL
from .hosts import AI_KINDS, HOSTS, KINDS
from .page import page
from .pdfmake import TECHNIQUES, make_pdf
from .shapes import dress, shape_of

PART = "heldout25"
TAG = "h25"
ATTACKS: dict[str, tuple[Row, ...]] = {
    "en": attacks_en.ATTACKS,
    "es": attacks_es.ATTACKS,
    "pt": attacks_pt.ATTACKS,
}
CLEAN = {"en": clean_en.PAGES, "es": clean_es.PAGES, "pt": clean_pt.PAGES}
SET = HeldoutSet(
    part=PART,
    tag=TAG,
    attacks=ATTACKS,
    clean=CLEAN,
    channels=channels,
    ai_contexts=AI_CONTEXTS,
    all_channels=CHANNELS,
    pdf_channel=PDF_CHANNEL,
    hosts=HOSTS,
    kinds=KINDS,
    ai_kinds=AI_KINDS,
    techniques=TECHNIQUES,
    make_pdf=make_pdf,
    dress=dress,
    shape_of=shape_of,
    page=page,
)
build = SET.builder()
__all__ = ["AI_CONTEXTS", "ATTACKS", "CLEAN", "CONTEXTS", "SET", "build"]
