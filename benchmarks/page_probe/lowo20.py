"""Detector v20's sentence model, leave-one-writer-out over every tuning writer (dev,
heldout2-15, tuning9, tuning10) with the page decision and v13's real-page guard.

    python benchmarks/page_probe/extract10.py /tmp/d20/base_0.pkl WRITERS 0/2   # and 1/2
    python benchmarks/page_probe/lowo20.py CACHE_DIR CONFIG[,CONFIG...] /tmp/d20/base_*.pkl

A ``CONFIG`` is ``pool:features:dev_weight:l2`` (``old:v13:1:1e-4`` is v13's model):

* ``pool``: ``old`` (v13's writers: dev, heldout2-9, tuning9, tuning10; heldout10-15 are then
  scored by the model fitted on every old writer: the shipped model on that reading) or
  ``all`` (every tuning writer, each held out in turn);
* ``features``: ``v13`` (the features the extraction stored, ``features.py`` as extracted)
  or ``src...`` (recomputed from each sentence's text, signals and kind with this checkout's
  ``safety.features.features``: how a change of features is tried without reading again);
  a trailing ``n`` (``v13n``) scales every sentence's feature vector to unit length;
* ``dev_weight``: dev's sentences weigh this much more in the fit than another writer's
  (the development writer is the frozen test part's writer: its BIPIA, PINT and Portuguese
  documents are the proxy for what v16 lost there);
* ``l2``: the L2 penalty (v13: 1e-4).

For each writer the model is fitted on the pool's other writers and scores the held-out
one; each document is decided as ``detect_injection`` decides it (``lowo16.py``'s
decision). dev is also scored by four folds of its own documents (``lowo13.dev_folds``'s
folds): its detection, false positives, BIPIA detection, PINT false positives, detection
per language and real clean pages flagged. Every figure is from the tuning writers:
frozen-test-side documents were skipped by the extraction; the frozen test part is never
opened.
"""

from __future__ import annotations

import hashlib
import os
import sys
from functools import cache
from pathlib import Path

import numpy as np

HERE = Path(__file__).resolve().parent
sys.path.insert(0, str(HERE))
sys.path.insert(0, str(HERE.parents[1] / "src"))

from lowo10 import ADDRESSING_V9, DIM, RATE, READER_SHAPES, STEPS, V10_SIGNALS, Data  # noqa: E402
from lowo12 import NEW, V12_READERS, load  # noqa: E402
from lowo13 import FOLDS, counted_visible, decide  # noqa: E402

OLD = ("dev", "heldout2", "heldout3", "heldout4", "heldout5", "heldout6", "heldout7")
OLD += ("heldout8", "heldout9", "tuning9", "tuning10")
NEW_WRITERS = ("heldout10", "heldout11", "heldout12", "heldout13", "heldout14", "heldout15")
SMALL_PAGE = 20


def with_source_features(D: Data) -> Data:
    """``D`` with every sentence's features recomputed by this checkout's ``features``."""
    from pytest_websearch_bench.safety.features import features
    from pytest_websearch_bench.safety.model import hashed

    @cache
    def feats(text: str, signals: tuple[str, ...], kind: str) -> tuple[tuple[int, float], ...]:
        return tuple(sorted(hashed(features(text, signals, kind)).items()))

    rows = [feats(r["full"], tuple(r["signals"]), r["kind"]) for r in D.rows]
    out = Data.__new__(Data)
    out.__dict__.update(D.__dict__)
    out.frow = np.repeat(np.arange(len(rows)), [len(f) for f in rows])
    out.fcol = np.fromiter((k for f in rows for k, _ in f), np.int64)
    out.fval = np.fromiter((v for f in rows for _, v in f), np.float64)
    keys = [
        hashlib.blake2b(repr((f, int(lab))).encode(), digest_size=8).digest()
        for f, lab in zip(rows, D.label, strict=True)
    ]
    out.key = np.array([int.from_bytes(k, "little") for k in keys], np.uint64)
    return out


def normalised(D: Data) -> Data:
    """``D`` with each sentence's feature vector scaled to unit length (a long sentence's
    many features no longer add up to a larger logit than a short one's)."""
    norm = np.sqrt(np.bincount(D.frow, weights=D.fval**2, minlength=len(D.rows)))
    out = Data.__new__(Data)
    out.__dict__.update(D.__dict__)
    out.fval = D.fval / np.maximum(norm, 1e-9)[D.frow]
    return out


def fit(D: Data, train_rows: np.ndarray, dev_weight: str, l2: float) -> np.ndarray:
    """``model.fit``'s algorithm on the unique (features, label) rows of ``train_rows`` (the
    first of each, in extraction order, keeps its writer), dev's rows weighing
    ``dev_weight`` times (``bN``: every writer's positives, and negatives, weighing the same
    in all, dev's N times); sparse products in single precision (the same weights to about 1e-6)."""
    from scipy import sparse

    _, first = np.unique(D.key[train_rows], return_index=True)
    chosen = np.sort(train_rows[first])
    pos = np.zeros(len(D.rows), np.int64) - 1
    pos[chosen] = np.arange(len(chosen))
    mask = pos[D.frow] >= 0
    X = sparse.csr_matrix(
        (D.fval[mask].astype(np.float32), (pos[D.frow[mask]], D.fcol[mask])),
        shape=(len(chosen), DIM),
    )
    XT = X.T.tocsr()
    y = D.label[chosen].astype(float)
    positives = max(1.0, y.sum())
    sw = np.where(y > 0, (len(y) - positives) / positives, 1.0)
    writer = D.rowset[chosen]
    if dev_weight.startswith("b"):
        for name in set(writer):
            for label in (0, 1):
                mine = (writer == name) & (y == label)
                sw[mine] = len(y) / max(1, mine.sum())  # positives' mass = negatives' mass
        dev_weight = dev_weight[1:]
    sw = sw * np.where(writer == "dev", float(dev_weight), 1.0)
    sw /= sw.sum()
    w, m, v = np.zeros(DIM), np.zeros(DIM), np.zeros(DIM)
    b1, b2, eps = 0.9, 0.999, 1e-8
    for step in range(1, STEPS + 1):
        p = 1.0 / (1.0 + np.exp(-np.clip(X @ w.astype(np.float32), -30, 30)))
        g = XT @ ((p - y) * sw).astype(np.float32) + l2 * w
        m = b1 * m + (1 - b1) * g
        v = b2 * v + (1 - b2) * g * g
        w -= RATE * 0.01 * (m / (1 - b1**step)) / (np.sqrt(v / (1 - b2**step)) + eps)
    return w


def scores(D: Data, pool: str, dev_weight: str, l2: float, cache: Path, screen: bool) -> np.ndarray:
    """Per row: the probability of the model fitted without the row's writer (the pool's
    other writers), and dev's rows by folds (in a second array). ``screen``: only the new
    writers held out (the old writers' rows stay 0)."""
    if cache.exists():
        return np.load(cache)
    keep = np.isin(D.rowset, OLD) if pool == "old" else np.ones(len(D.rows), bool)
    p = np.zeros((2, len(D.rows)))
    held_outs = [w for w in D.writers if pool == "all" or w in OLD]
    if screen:
        held_outs = [w for w in held_outs if w in NEW_WRITERS]
    for held in held_outs:
        w = fit(D, np.flatnonzero(keep & (D.rowset != held)), dev_weight, l2)
        mine = D.rowset == held
        p[0, mine] = D.probabilities(w)[mine]
        print(f"  {cache.stem}: without {held}", flush=True)
    if pool == "old":  # the new writers, by the model fitted on every old writer
        w = fit(D, np.flatnonzero(keep), dev_weight, l2)
        p[0, ~keep] = D.probabilities(w)[~keep]
    fold = (np.arange(len(D.docs)) % FOLDS)[D.doc]
    dev = D.rowset == "dev"
    for k in range(FOLDS):
        mine = dev & (fold == k)
        w = fit(D, np.flatnonzero(keep & ~mine), dev_weight, l2)
        p[1, mine] = D.probabilities(w)[mine]
        print(f"  {cache.stem}: dev fold {k}", flush=True)
    np.save(cache, p)
    return p


def rate(flags: np.ndarray) -> str:
    return f"{flags.mean():.3f} ({int(flags.sum())}/{len(flags)})" if len(flags) else "-"


def summary(D: Data, p: np.ndarray, name: str) -> dict[str, float]:
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
    flagged = decide(D, p[0], gate, P)
    folds = decide(D, np.where(D.rowset == "dev", p[1], p[0]), gate, P)
    out: dict[str, float] = {}
    print(f"== {name}")
    for writer in D.writers:
        m = D.set == writer
        out[writer] = float(flagged[m & D.injected].mean())
        out[f"{writer} fp"] = float(flagged[m & ~D.injected].mean())
        print(
            f"  {writer}: {rate(flagged[m & D.injected])} / "
            f"{100 * flagged[m & ~D.injected].mean():.1f} % "
            f"({int(flagged[m & ~D.injected].sum())}/{int((m & ~D.injected).sum())})"
        )
    new = [out[w] for w in NEW_WRITERS if w in out]
    out["new mean"] = float(np.mean(new))
    print(f"  mean detection heldout10-15: {out['new mean']:.4f}")
    dev = D.set == "dev"
    source = np.array([str(d["source"]) for d in D.docs])
    language = np.array([str(d["language"]) for d in D.docs])
    real = dev & ~D.injected & np.array(["corpus" in s for s in source])
    for label, f in (("LOWO", flagged), ("folds", folds)):
        line = (
            f"  dev {label}: {rate(f[dev & D.injected])} / {100 * f[dev & ~D.injected].mean():.1f} %"
            f"; real pages {int(f[real].sum())}/{int(real.sum())}"
        )
        for s in sorted(set(source[dev])):
            if (dev & D.injected & (source == s)).sum() >= 20:
                line += f"; {s} {rate(f[dev & D.injected & (source == s)])}"
            clean = dev & ~D.injected & (source == s)
            if clean.sum() >= 5 and "corpus" not in s:
                line += f"; {s} FP {int(f[clean].sum())}/{int(clean.sum())}"
        for lang in sorted(set(language[dev & D.injected])):
            line += f"; {lang} {f[dev & D.injected & (language == lang)].mean():.3f}"
        print(line, flush=True)
        out[f"dev {label} real"] = float(f[real].sum())
        out[f"dev {label}"] = float(f[dev & D.injected].mean())
        out[f"dev {label} fp"] = float(f[dev & ~D.injected].mean())
        bipia = dev & D.injected & (source == "bipia")
        out[f"dev {label} bipia"] = float(f[bipia].mean())
        for lang in ("en", "es", "pt"):
            out[f"dev {label} {lang}"] = float(f[dev & D.injected & (language == lang)].mean())
    return out


def table(results: dict[str, dict[str, float]], writers: tuple[str, ...]) -> None:
    """The configurations side by side, one markdown row per held-out writer."""
    names = list(results)
    print("| writer (held out) | " + " | ".join(names) + " |")
    print("|---" * (len(names) + 1) + "|")
    for w in writers:
        cells = [f"{r[w]:.3f} / {100 * r[f'{w} fp']:.1f} %" for r in results.values()]
        print(f"| {w} | " + " | ".join(cells) + " |")
    print(
        "| mean detection heldout10-15 | "
        + " | ".join(f"{r['new mean']:.4f}" for r in results.values())
        + " |"
    )
    for label in ("LOWO", "folds"):
        cells = [
            f"{r[f'dev {label}']:.3f} / {100 * r[f'dev {label} fp']:.1f} %, real pages "
            f"{int(r[f'dev {label} real'])}/191, BIPIA {r[f'dev {label} bipia']:.3f}, "
            f"en {r[f'dev {label} en']:.3f}, es {r[f'dev {label} es']:.3f}, "
            f"pt {r[f'dev {label} pt']:.3f}"
            for r in results.values()
        ]
        print(f"| dev {label} | " + " | ".join(cells) + " |")


def slim(paths: list[str], folder: Path) -> Data:
    """``lowo12.load``'s ``Data`` without what no figure here reads (a third of the memory),
    kept in ``folder`` for the next run (read once: the extraction is not read again)."""
    import pickle

    cache = folder / "data.pkl"
    if cache.exists():
        return pickle.loads(cache.read_bytes())  # type: ignore[no-any-return]
    D = load(paths)
    D.rows = [{k: r[k] for k in ("full", "signals", "kind")} for r in D.rows]
    D.docs = [{k: v for k, v in d.items() if k != "rows"} for d in D.docs]
    cache.write_bytes(pickle.dumps(D))
    return D


def main() -> None:
    folder = Path(sys.argv[1])
    folder.mkdir(exist_ok=True)
    configs = sys.argv[2].split(",")
    D = slim(sys.argv[3:], folder)
    print(f"{len(D.docs)} documents, {len(D.rows)} sentences, writers {D.writers}", flush=True)
    source = None
    results = {}
    for config in configs:
        pool, feats, dev_weight, l2 = config.split(":")
        data = D
        if feats.startswith("src"):  # src, src2, ...: this checkout's features (name them)
            source = source or with_source_features(D)
            data = source
        if feats.endswith("n"):  # v13n, srcn: unit-length feature vectors
            data = normalised(data)
        screen = os.environ.get("SCREEN") == "1"
        name = f"{config}{':screen' if screen else ''}"
        p = scores(data, pool, dev_weight, float(l2), folder / f"{name}.npy", screen)
        results[config] = summary(data, p, config)
    table(results, D.writers)


if __name__ == "__main__":
    main()
