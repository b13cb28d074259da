"""Detector v12 against v10, leave-one-writer-out over every tuning writer, with the page
decision (``lowo10.py``'s fitting and decision, reused), from ``extract10.py``'s pickles of
this checkout (one per group of writers, read in parallel).

    python benchmarks/page_probe/extract10.py /tmp/v12_dev.pkl dev       # and so on
    python benchmarks/page_probe/lowo12.py CACHE_DIR /tmp/v12_*.pkl
    (``--only v10`` / ``--only v12`` first, in two processes, fills CACHE_DIR's fits)

v10 is read from the same extraction: v12's reading is v10's plus leet readings (whole
extra channels, left out of v10's fit and decision) and five structural signals (their
features, and the two-signal feature they alone completed, left out of v10's model, and
out of its gate); every other feature is v10's. For each writer (dev, heldout2-8) the
sentence model is fitted on the other writers and scores the held-out one; each document
is then decided as ``detect_injection`` decides it. Prints detection / false positives per
held-out writer and dev's real pages flagged by the model fitted on every writer (in
sample). Frozen-test-side documents were skipped by the extraction; the frozen test part
and heldout9 are never opened.
"""

from __future__ import annotations

import os
import pickle
import sys
from pathlib import Path

import numpy as np

HERE = Path(__file__).resolve().parent
sys.path.insert(0, str(HERE))
sys.path.insert(0, str(HERE.parents[1] / "src"))

from extract10 import merged  # noqa: E402
from lowo10 import ADDRESSING_V9, READER_SHAPES, V10_SIGNALS, Data, decide, report  # noqa: E402

from pytest_websearch_bench.safety.features import KINDS, index  # noqa: E402
from pytest_websearch_bench.safety.structure import V12_SIGNALS  # noqa: E402

NEW = frozenset(V12_SIGNALS)
V12_READERS = frozenset({"named_vocative", "note_to"})
BONUS = ("config_key", "smuggled", "hidden_origin")  # channel signals the features count


def load(paths: list[str]) -> Data:
    """One ``Data`` over every pickle, documents in ``TUNING`` order (as one extraction)."""
    docs = merged([Path(p) for p in paths])
    joined = Path(paths[0]).with_name(f"lowo12_merged_{os.getpid()}.pkl")
    joined.write_bytes(pickle.dumps(docs))
    try:
        return Data(str(joined))
    finally:
        joined.unlink()


def variant(D: Data, left_out: frozenset[str]) -> Data:
    """``D`` whose model does not see ``left_out`` (their ``s:`` features, and the
    two-signal feature when they alone made a second signal)."""
    drop = {index(f"s:{s}") for s in left_out}
    drop |= {index(f"s:{s}&{k}") for s in left_out for k in KINDS.values()}
    kinds = np.array([r["kind"] for r in D.rows])
    nsig = np.array([index(f"nsig:2+&{k}") for k in kinds])
    bonus = {index(f"s:{b}") for b in BONUS}
    fewer = np.array(
        [
            len(r["sig"]) + len(set(r["struct"]) - left_out) + len(bonus & r["f"].keys()) < 2
            for r in D.rows
        ],
        bool,
    )
    gone = np.isin(D.fcol, list(drop)) | ((D.fcol == nsig[D.frow]) & fewer[D.frow])
    out = Data.__new__(Data)
    out.__dict__.update(D.__dict__)
    out.fval = np.where(gone, 0.0, D.fval)
    out.signals = [s - left_out for s in D.signals]
    return out


def fit(D: Data, train_rows: np.ndarray) -> np.ndarray:
    """``Data.fit`` (``model.fit``'s algorithm and settings on the unique rows) with sparse
    products: the same weights up to the order of floating-point sums, several times
    faster on ten writers."""
    from lowo10 import DIM, L2, RATE, STEPS
    from scipy import sparse

    _, first = np.unique(D.key[train_rows], return_index=True)
    chosen = np.sort(train_rows[first])
    pos = np.zeros(len(D.rows), np.int64) - 1
    pos[chosen] = np.arange(len(chosen))
    mask = pos[D.frow] >= 0
    X = sparse.csr_matrix(
        (D.fval[mask], (pos[D.frow[mask]], D.fcol[mask])), shape=(len(chosen), DIM)
    )
    XT = X.T.tocsr()
    y = D.label[chosen].astype(float)
    positives = max(1.0, y.sum())
    sw = np.where(y > 0, (len(y) - positives) / positives, 1.0)
    sw /= sw.sum()
    w, m, v = np.zeros(DIM), np.zeros(DIM), np.zeros(DIM)
    b1, b2, eps = 0.9, 0.999, 1e-8
    for step in range(1, STEPS + 1):
        p = 1.0 / (1.0 + np.exp(-np.clip(X @ w, -30, 30)))
        g = XT @ ((p - y) * sw) + L2 * w
        m = b1 * m + (1 - b1) * g
        v = b2 * v + (1 - b2) * g * g
        w -= RATE * 0.01 * (m / (1 - b1**step)) / (np.sqrt(v / (1 - b2**step)) + eps)
    return w


def lowo_p(D: Data, keep: np.ndarray, cache: Path) -> np.ndarray:
    """Each writer's rows scored by a model fitted on the other writers' ``keep`` rows."""
    if cache.exists():
        return np.load(cache)
    p = np.zeros(len(D.rows))
    for held in D.writers:
        w = fit(D, np.flatnonzero((D.rowset != held) & keep))
        mine = D.rowset == held
        p[mine] = D.probabilities(w)[mine]
        print(f"  {cache.stem}: fitted without {held}", flush=True)
    np.save(cache.with_suffix(".part.npy"), p)
    cache.with_suffix(".part.npy").replace(cache)  # whole, for another process
    return p


def real_pages(D: Data, flagged: np.ndarray) -> str:
    """Dev's clean real pages (the shared corpus) flagged / all."""
    real = np.array(
        [d["set"] == "dev" and not d["injected"] and "corpus" in str(d["source"]) for d in D.docs]
    )
    return f"dev real pages {int(flagged[real].sum())}/{int(real.sum())}"


def score_new_writers(cache: Path, paths: list[str]) -> None:
    """Writers extracted after the leave-one-writer-out run (tuning9/10), each scored by
    the models fitted on every earlier writer (``w10.npy``, ``w12.npy``): held out, but
    fitted without the other new writer too."""
    D = load(paths)
    leet = np.array(["leet" in r.get("decoding", ()) for r in D.rows], bool)
    v10 = variant(D, NEW)
    gate10 = v10.addressing(ADDRESSING_V9 | V10_SIGNALS)
    P10 = {"vcut": 0.9, "vcut_rows": v10.addressing(READER_SHAPES), "drop_rows": leet}
    p10 = v10.probabilities(np.load(cache / "w10.npy"))
    show(v10, decide(v10, p10, gate10, P10), "v10, new writers")
    p12 = D.probabilities(np.load(cache / "w12.npy"))
    gate = D.addressing(ADDRESSING_V9 | V10_SIGNALS | NEW)
    reader = D.addressing(READER_SHAPES | V12_READERS)
    for cut in (0.97, 0.9):
        P = {"vcut": 0.9, "vcut_rows": reader, "structural_cut": cut}
        show(D, decide(D, p12, gate, P), f"v12, new writers, cut {cut}")


def show(D: Data, flagged: np.ndarray, name: str) -> None:
    report(D, flagged, name)
    print(" " * 28 + real_pages(D, flagged), flush=True)


def main() -> None:
    args = sys.argv[1:]
    only = None
    if args[0] == "--only":
        only, args = args[1], args[2:]
    if args[0] == "--score":
        score_new_writers(Path(args[1]), args[2:])
        return
    cache = Path(args[0])
    cache.mkdir(exist_ok=True)
    D = load(args[1:])
    leet = np.array(["leet" in r.get("decoding", ()) for r in D.rows], bool)
    v10 = variant(D, NEW)
    if only != "v10":
        p12 = lowo_p(D, np.ones(len(D.rows), bool), cache / "v12_p.npy")
    if only == "v12":
        return
    p10 = lowo_p(v10, ~leet, cache / "v10_p.npy")  # (another process's, when it is there)
    if only == "v10":
        return
    gate10 = v10.addressing(ADDRESSING_V9 | V10_SIGNALS)
    P10 = {"vcut": 0.9, "vcut_rows": v10.addressing(READER_SHAPES), "drop_rows": leet}
    show(v10, decide(v10, p10, gate10, P10), "v10, LOWO")

    gate = D.addressing(ADDRESSING_V9 | V10_SIGNALS | NEW)
    reader = D.addressing(READER_SHAPES | V12_READERS)
    for name, P in {
        "v12, cut 0.97": {"structural_cut": 0.97},
        "v12, no leet": {"drop_rows": leet, "structural_cut": 0.9},
        "v12, new signals not gated": {"structural_cut": 0.9, "gate": gate10},
        "v12, tool_call not gated": {
            "structural_cut": 0.9,
            "gate": D.addressing(ADDRESSING_V9 | V10_SIGNALS | (NEW - {"tool_call"})),
        },
        "v12, steer not gated": {
            "structural_cut": 0.9,
            "gate": D.addressing(ADDRESSING_V9 | V10_SIGNALS | (NEW - {"steer"})),
        },
        "v12, cut 0.93": {"structural_cut": 0.93},
        "v12, LOWO": {"structural_cut": 0.9},
    }.items():
        chosen = P.pop("gate", gate)
        show(D, decide(D, p12, chosen, {"vcut": 0.9, "vcut_rows": reader, **P}), name)

    # in sample: every writer fitted, dev's real pages
    w10 = fit(v10, np.flatnonzero(~leet))
    np.save(cache / "w10.npy", w10)
    f10 = decide(v10, v10.probabilities(w10), gate10, P10)
    w12 = fit(D, np.arange(len(D.rows)))
    np.save(cache / "w12.npy", w12)
    f12 = decide(
        D, D.probabilities(w12), gate, {"vcut": 0.9, "vcut_rows": reader, "structural_cut": 0.9}
    )
    print("in sample, v10:", real_pages(v10, f10), "; v12:", real_pages(D, f12))


if __name__ == "__main__":
    main()
