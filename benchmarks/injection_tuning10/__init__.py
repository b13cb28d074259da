"""Tuning writer 10 for the prompt-injection detector (issue 18): attack texts and clean
texts written by hand on 2026-12-02, Spanish and Portuguese first (Mexican, Rioplatense,
Andean and peninsular Spanish; Brazilian and European Portuguese), then English, on
everyday pages (classifieds, government procedures, bank FAQs, pharmacies, football clubs,
telenovela recaps, delivery apps, churches, car workshops...) and pages about AI.

Made to TRAIN the detector, not to score it blind. 738 attacks (es 243, pt 247, en 248;
about a fifth obfuscated) x 7 channels = 5166 injected documents, and 672 clean ones (28
hard-negative categories x 8 texts per language). Every attack is planted in all seven
channels (``injection_data.plant.CHANNELS``) of a synthetic host page whose text fits the
attack's context (or a one- or two-page PDF for ``pdf_hidden_text``). Clean documents are
hard negatives: text about instructions, rules, orders, policies, AI and assistants that
addresses HUMAN readers, in the channels such text naturally sits in (visible text mostly;
alt/title attributes, meta descriptions, JSON-LD descriptions, template comments, PDFs).

``family`` of an attack: ``tuning10:addressee=...;ask=...;soft=...;shape=...;context=...;
obf=...;variant=...;carrier=synthetic``; of a clean document: ``tuning10-clean:category=...;
context=...;channel=...``. No real corpus page is used as a carrier, so ``load`` gives the
same documents with or without the shared corpus (``corpus`` is accepted and ignored).
Deterministic: the same documents, byte for byte, on every run and machine. Use
``benchmarks/`` on ``sys.path``: ``from injection_tuning10 import load``.
"""

from __future__ import annotations

from pathlib import Path

from injection_data import LabeledDoc

PART = "tuning10"
LANGUAGES = ("es", "pt", "en")


def load(corpus: Path | None = None) -> list[LabeledDoc]:
    """Every document of this tuning writer, in a fixed order."""
    from .build import build

    del corpus  # synthetic host pages only: nothing is read from the corpus
    return list(build())


__all__ = ["LANGUAGES", "PART", "LabeledDoc", "load"]
