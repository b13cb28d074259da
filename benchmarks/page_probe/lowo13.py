"""Detector v13 against v10, leave-one-writer-out over every tuning writer (dev,
heldout2-9, tuning9, tuning10), with the page decision, and the real-page guard for v12's
lower structural cutoff chosen on development data only.

    python benchmarks/page_probe/extract10.py /tmp/v13_heldout9.pkl heldout9   # and so on
    python benchmarks/page_probe/lowo13.py CACHE_DIR /tmp/v13_*.pkl

(``lowo12.py``'s fitting, variants and decision, reused.) v10 is read from the same
extraction: v13's reading without its leet readings and v12's five signals. For each
writer the sentence model is fitted on the other writers and scores the held-out one;
each document is then decided as ``detect_injection`` decides it. dev is also scored by
four folds of its own documents (the model fitted on every other writer and three
quarters of dev, by document), because a model fitted without dev never saw a real page
(dev carries the shared corpus's real pages; the held-out writers plant in them too, but
only dev has them clean): "dev real pages" counts dev's clean corpus pages flagged.
Every figure is from the tuning writers; frozen-test-side documents were skipped by the
extraction; the frozen test part and heldout10 are never opened.

The guard: v12 lowered the structural cutoff (meta, structured data, ``data-*``) from
0.97 to 0.9 everywhere. Variants tried here: 0.9 only for a sentence that addresses a
reader (``ADDRESSING``) or only on a page that is not real-page-like (fewer than ``T``
visible sentences counted by the topic bar), both, and v10's 0.97.
"""

from __future__ import annotations

import sys
from pathlib import Path

import numpy as np

HERE = Path(__file__).resolve().parent
sys.path.insert(0, str(HERE))
sys.path.insert(0, str(HERE.parents[1] / "src"))

from lowo10 import ADDRESSING_V9, CUT, READER_SHAPES, V10_SIGNALS, Data, report  # noqa: E402
from lowo12 import NEW, V12_READERS, fit, load, lowo_p, variant  # noqa: E402

FOLDS = 4


def counted_visible(D: Data) -> np.ndarray:
    """Per document: its visible sentences the topic bar counts (3 words or more)."""
    counted = (D.kind == 2) & ~D.decoded & (D.words >= 3)
    return np.bincount(D.doc, weights=counted, minlength=len(D.docs))


def decide(D: Data, p: np.ndarray, addr: np.ndarray, P: dict) -> np.ndarray:
    """``lowo10.decide`` with a per-row structural cutoff: ``low_rows`` (a mask) judged at
    ``structural_cut``, every other structural row at v10's 0.97."""
    visible = (D.kind == 2) | D.repeats
    structural = np.where(P["low_rows"], P["structural_cut"], CUT["structural"])
    base = np.where(D.kind == 0, CUT["hidden"], np.where(D.kind == 1, structural, CUT["visible"]))
    cut = np.where(D.repeats, CUT["visible"], base)
    cut = np.where(visible & P["vcut_rows"], np.minimum(cut, P["vcut"]), cut)
    cut = np.where(D.weak, np.minimum(cut, CUT["ruled"]), cut)
    model = (p >= cut) & (~visible | addr)
    flag = D.rules | model
    if P.get("drop_rows") is not None:
        flag = flag & ~P["drop_rows"]
    counted = (D.kind == 2) & ~D.decoded & (D.words >= 3)
    about = counted & (p < 0.5) & D.topic
    nd = len(D.docs)
    n = np.bincount(D.doc, weights=counted, minlength=nd)[D.doc] - counted
    t = np.bincount(D.doc, weights=about, minlength=nd)[D.doc] - about
    raised = (n > 0) & (t / np.maximum(n, 1) >= 0.05)
    flag = flag & ~(visible & raised)
    out = np.zeros(nd, bool)
    np.logical_or.at(out, D.doc, flag)
    return out


def dev_folds(D: Data, keep: np.ndarray, cache: Path) -> np.ndarray:
    """dev's rows scored by models fitted on every other writer and the other folds of
    dev (documents by position, ``FOLDS`` folds); other rows 0."""
    if cache.exists():
        return np.load(cache)
    fold = np.arange(len(D.docs)) % FOLDS
    rowfold = fold[D.doc]
    dev = D.rowset == "dev"
    p = np.zeros(len(D.rows))
    for k in range(FOLDS):
        mine = dev & (rowfold == k)
        w = fit(D, np.flatnonzero(keep & ~mine))
        p[mine] = D.probabilities(w)[mine]
        print(f"  {cache.stem}: dev fold {k}", flush=True)
    np.save(cache, p)
    return p


def real_pages(D: Data, flagged: np.ndarray) -> tuple[int, int]:
    real = np.array(
        [d["set"] == "dev" and not d["injected"] and "corpus" in str(d["source"]) for d in D.docs]
    )
    return int(flagged[real].sum()), int(real.sum())


def line(D: Data, flagged: np.ndarray, flagged_dev: np.ndarray, name: str) -> None:
    report(D, flagged, name)
    dev = D.set == "dev"
    a, n = real_pages(D, flagged)
    b, _ = real_pages(D, flagged_dev)
    det = flagged_dev[dev & D.injected].mean()
    fp = flagged_dev[dev & ~D.injected].mean()
    print(
        " " * 28
        + f"dev real pages LOWO {a}/{n}; dev folds {det:.3f}/{100 * fp:.1f}%, real pages {b}/{n}",
        flush=True,
    )


def main() -> None:
    cache = Path(sys.argv[1])
    cache.mkdir(exist_ok=True)
    D = load(sys.argv[2:])
    leet = np.array(["leet" in r.get("decoding", ()) for r in D.rows], bool)
    v10 = variant(D, NEW)
    p13 = lowo_p(D, np.ones(len(D.rows), bool), cache / "v13_p.npy")
    f13 = dev_folds(D, np.ones(len(D.rows), bool), cache / "v13_dev.npy")
    p10 = lowo_p(v10, ~leet, cache / "v10_p.npy")
    f10 = dev_folds(v10, ~leet, cache / "v10_dev.npy")
    dev = D.rowset == "dev"
    q13, q10 = np.where(dev, f13, p13), np.where(dev, f10, p10)

    none = np.zeros(len(D.rows), bool)
    gate10 = v10.addressing(ADDRESSING_V9 | V10_SIGNALS)
    P10 = {
        "vcut": 0.9,
        "vcut_rows": v10.addressing(READER_SHAPES),
        "drop_rows": leet,
        "low_rows": none,
        "structural_cut": 0.97,
    }
    line(v10, decide(v10, p10, gate10, P10), decide(v10, q10, gate10, P10), "v10, LOWO")

    gate = D.addressing(ADDRESSING_V9 | V10_SIGNALS | NEW)
    reader = D.addressing(READER_SHAPES | V12_READERS)
    every = np.ones(len(D.rows), bool)
    nvis = counted_visible(D)[D.doc]
    variants: dict[str, np.ndarray] = {
        "v13, cut 0.97": none,
        "v13, cut 0.9 (v12)": every,
        "v13, 0.9 if addressing": gate,
        "v13, 0.9 if reader": reader,
    }
    for t in (10, 20, 40, 80):
        variants[f"v13, 0.9 if < {t} vis"] = nvis < t
        variants[f"v13, 0.9 if addr or < {t} vis"] = gate | (nvis < t)
    for name, low in variants.items():
        P = {"vcut": 0.9, "vcut_rows": reader, "low_rows": low, "structural_cut": 0.9}
        line(D, decide(D, p13, gate, P), decide(D, q13, gate, P), name)
    sizes = counted_visible(D)
    real = np.array(["corpus" in str(d["source"]) and not d["injected"] for d in D.docs])
    print(
        "visible sentences counted, real clean pages: quartiles",
        np.percentile(sizes[real], [0, 25, 50, 75]),
    )
    for w in D.writers:
        m = (D.set == w) & D.injected
        print(f"  {w} attacked: quartiles", np.percentile(sizes[m], [0, 25, 50, 75, 100]))


if __name__ == "__main__":
    main()
