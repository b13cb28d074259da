"""Detector v16's refit, leave-one-writer-out over every tuning writer (dev, heldout2-12,
tuning9, tuning10), with the page decision and v13's real-page guard.

    python benchmarks/page_probe/extract10.py /tmp/v16_0.pkl WRITERS 0/2   # and 1/2
    python benchmarks/page_probe/lowo16.py CACHE_DIR POOL /tmp/v16_*.pkl

``POOL`` is what the sentence model may be fitted on: ``old`` (v13's and v15's writers: dev,
heldout2-9, tuning9, tuning10) or ``all`` (v16: the same and heldout10, heldout11,
heldout12). For each writer the model is fitted on the pool's other writers and scores the
held-out one; each document is then decided as ``detect_injection`` decides it (structural
pieces at ``structural_low`` 0.9 when they address a model or their page has fewer than
``SMALL_PAGE`` counted visible sentences, 0.97 otherwise). With ``old`` a new writer
(heldout10-12) is scored by the model fitted on every old writer: v15's model on that
reading. With ``all`` it is scored by a model fitted on every other writer, the other two
new ones included: what adding writers gives a writer it has not seen. dev is also scored
by four folds of its own documents ("dev folds"; "dev real pages": dev's clean corpus
pages flagged). ``lowo13.py``'s decision and folds and ``lowo12.py``'s fitting, reused.
Every figure is from the tuning writers: frozen-test-side documents were skipped by the
extraction; the frozen test part and the sealed heldout13 and heldout14 are never opened.
"""

from __future__ import annotations

import sys
from pathlib import Path

import numpy as np

HERE = Path(__file__).resolve().parent
sys.path.insert(0, str(HERE))
sys.path.insert(0, str(HERE.parents[1] / "src"))

from lowo10 import ADDRESSING_V9, READER_SHAPES, V10_SIGNALS, Data  # noqa: E402
from lowo12 import NEW, V12_READERS, load, lowo_p  # noqa: E402
from lowo13 import counted_visible, decide, dev_folds, line  # noqa: E402

NEW_WRITERS = ("heldout10", "heldout11", "heldout12")
SMALL_PAGE = 20


def by(D: Data, flagged: np.ndarray, writer: str, field: str) -> str:
    """Detection on ``writer``'s attacks by a document field (channel, language)."""
    attacked = (D.set == writer) & D.injected
    values = np.array([str(d.get(field)) for d in D.docs])
    return ", ".join(
        f"{v} {flagged[attacked & (values == v)].mean():.3f}" for v in sorted(set(values[attacked]))
    )


def main() -> None:
    cache, pool, *paths = sys.argv[1:]
    assert pool in ("old", "all"), pool
    folder = Path(cache)
    folder.mkdir(exist_ok=True)
    D = load(paths)
    keep = np.ones(len(D.rows), bool)
    if pool == "old":
        keep = ~np.isin(D.rowset, NEW_WRITERS)
    p = lowo_p(D, keep, folder / f"{pool}_p.npy")
    f = dev_folds(D, keep, folder / f"{pool}_dev.npy")
    q = np.where(D.rowset == "dev", f, p)
    gate = D.addressing(ADDRESSING_V9 | V10_SIGNALS | NEW)
    reader = D.addressing(READER_SHAPES | V12_READERS)
    nvis = counted_visible(D)[D.doc]
    P = {
        "vcut": 0.9,
        "vcut_rows": reader,
        "low_rows": gate | (nvis < SMALL_PAGE),
        "structural_cut": 0.9,
        "drop_rows": None,
    }
    flagged = decide(D, p, gate, P)
    line(D, flagged, decide(D, q, gate, P), f"pool {pool}, guard {SMALL_PAGE}")
    for writer in D.writers:
        m = D.set == writer
        print(
            f"  {writer}: {flagged[m & D.injected].mean():.3f} "
            f"({int(flagged[m & D.injected].sum())}/{int((m & D.injected).sum())}) / "
            f"{100 * flagged[m & ~D.injected].mean():.1f} % "
            f"({int(flagged[m & ~D.injected].sum())}/{int((m & ~D.injected).sum())})"
        )
    for writer in NEW_WRITERS:
        if writer in D.writers:
            print(f"  {writer} by channel: {by(D, flagged, writer, 'channel')}")
            print(f"  {writer} by language: {by(D, flagged, writer, 'language')}")
    np.save(folder / f"{pool}_flagged.npy", flagged)


if __name__ == "__main__":
    main()
