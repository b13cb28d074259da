"""tuning9: a tuning writer for the prompt-injection detector (issue 18), written by hand
on 2026-12-02 to TRAIN the detector (never to measure it).

Attack texts and clean hard negatives in English, Spanish and Portuguese, written in this
package's own words, planted into host pages written for their context. See ``build.py``
for how documents are made and the module tables (``en.py``, ``es.py``, ``pt.py``) for the
texts. ``load()`` returns every document in a fixed order, byte for byte the same on every
run; it needs no corpus (``corpus`` is accepted for the common loader signature and
ignored: every carrier here is a synthetic host page).
"""

from __future__ import annotations

from pathlib import Path

from injection_data import LabeledDoc

PART = "tuning9"


def load(corpus: Path | None = None) -> list[LabeledDoc]:
    """Every tuning9 document: attacks (each in all 7 channels), then clean documents."""
    from .build import build

    del corpus  # synthetic hosts only
    return list(build())


__all__ = ["PART", "load"]
