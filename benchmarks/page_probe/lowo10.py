"""Detector v10, leave-one-writer-out over six tuning writers (dev, heldout2-6), with the
page decision, from ``extract10.py``'s pickle.

    python benchmarks/page_probe/extract10.py /tmp/v9.pkl     # on a v9 checkout
    python benchmarks/page_probe/extract10.py /tmp/v10.pkl    # on this one
    python benchmarks/page_probe/lowo10.py /tmp/v10.pkl /tmp/v10_p.npy   # (p cached)
    python benchmarks/page_probe/lowo10.py /tmp/v9.pkl /tmp/v9_p.npy v9

For each writer, the sentence model is fitted (``model.fit``'s algorithm and
``train_injection_model.py``'s settings) on the other writers' sentences and scores the
held-out writer's; the document is then decided as ``detect_injection`` decides it (rules,
the model's cutoffs, the addressing gate for visible text, the page's topic bar).
Prints detection and false positives per writer. Frozen-test-side documents were skipped
by the extraction; the frozen test part and heldout7 are never opened.
"""

from __future__ import annotations

import hashlib
import pickle
import sys
from pathlib import Path

import numpy as np

CUT = {"hidden": 0.9, "structural": 0.97, "visible": 0.995, "ruled": 0.5}
KIND = {"hidden": 0, "structural": 1, "visible": 2}
DIM = 1 << 15
L2, STEPS, RATE = 1e-4, 300, 5.0
ADDRESSING_V9 = frozenset(
    [
        "addressed",
        "meta",
        "system_voice",
        "ask_rank",
        "ask_verified",
        "ask_hide",
        "ask_reveal",
        "ask_exfiltrate",
        "ask_ignore",
        "override",
        "template",
        "addressee",
    ]
)


class Data:
    def __init__(self, path: str) -> None:
        docs = pickle.loads(Path(path).read_bytes())
        self.docs = docs
        self.set = np.array([d["set"] for d in docs])
        self.injected = np.array([d["injected"] for d in docs], bool)
        rows = [(n, r) for n, d in enumerate(docs) for r in d["rows"]]
        self.rows = [r for _, r in rows]
        self.doc = np.array([n for n, _ in rows])
        self.kind = np.array([KIND[r["kind"]] for r in self.rows])
        self.rules = np.array([r["rules"] for r in self.rows], bool)
        self.weak = np.array([r["weak"] for r in self.rows], bool)
        self.repeats = np.array([r["repeats"] for r in self.rows], bool)
        self.decoded = np.array([r["decoded"] for r in self.rows], bool)
        self.words = np.array([r["words"] for r in self.rows])
        self.topic = np.array([r["topic"] for r in self.rows], bool)
        self.label = np.array([r["label"] for r in self.rows])
        self.signals = [frozenset((*r["sig"], *r["struct"])) for r in self.rows]
        lengths = [len(r["f"]) for r in self.rows]
        self.frow = np.repeat(np.arange(len(self.rows)), lengths)
        self.fcol = np.fromiter((k for r in self.rows for k in r["f"]), np.int64)
        self.fval = np.fromiter((v for r in self.rows for v in r["f"].values()), np.float64)
        keys = [
            hashlib.blake2b(
                repr((sorted(r["f"].items()), r["label"])).encode(), digest_size=8
            ).digest()
            for r in self.rows
        ]
        self.key = np.array([int.from_bytes(k, "little") for k in keys], np.uint64)
        self.rowset = self.set[self.doc]
        # the writers this extraction holds, in extraction order (``lowo12.py``: ten)
        self.writers = tuple(dict.fromkeys(d["set"] for d in docs))

    def addressing(self, names: frozenset[str]) -> np.ndarray:
        return np.array([bool(s & names) for s in self.signals], bool)

    def fit(self, train_rows: np.ndarray) -> np.ndarray:
        _, first = np.unique(self.key[train_rows], return_index=True)
        chosen = np.sort(train_rows[first])
        pos = np.zeros(len(self.rows), np.int64) - 1
        pos[chosen] = np.arange(len(chosen))
        mask = pos[self.frow] >= 0
        rows, cols, vals = pos[self.frow[mask]], self.fcol[mask], self.fval[mask]
        y = self.label[chosen].astype(float)
        positives = max(1.0, y.sum())
        weight = (len(y) - positives) / positives
        sw = np.where(y > 0, weight, 1.0)
        sw /= sw.sum()
        w, m, v = np.zeros(DIM), np.zeros(DIM), np.zeros(DIM)
        b1, b2, eps = 0.9, 0.999, 1e-8
        for step in range(1, STEPS + 1):
            logits = np.bincount(rows, weights=w[cols] * vals, minlength=len(y))
            p = 1.0 / (1.0 + np.exp(-np.clip(logits, -30, 30)))
            g = np.bincount(cols, weights=((p - y) * sw)[rows] * vals, minlength=DIM) + L2 * w
            m = b1 * m + (1 - b1) * g
            v = b2 * v + (1 - b2) * g * g
            w -= RATE * 0.01 * (m / (1 - b1**step)) / (np.sqrt(v / (1 - b2**step)) + eps)
        return w

    def probabilities(self, w: np.ndarray) -> np.ndarray:
        logits = np.bincount(self.frow, weights=w[self.fcol] * self.fval, minlength=len(self.rows))
        return 1.0 / (1.0 + np.exp(-logits))

    def lowo_p(self, cache: str | None = None) -> np.ndarray:
        path = Path(cache) if cache else None
        if path and path.exists():
            return np.load(path)
        p = np.zeros(len(self.rows))
        for held in self.writers:
            w = self.fit(np.flatnonzero(self.rowset != held))
            mine = self.rowset == held
            p[mine] = self.probabilities(w)[mine]
            print(f"  fitted without {held}", flush=True)
        if path:
            np.save(path, p)
        return p


def decide(D: Data, p: np.ndarray, addr: np.ndarray, P: dict | None = None) -> np.ndarray:
    """Per document: flagged, as ``detect_injection`` decides (P: page-decision variants)."""
    P = P or {}
    visible = (D.kind == 2) | D.repeats
    structural = P.get("structural_cut", CUT["structural"])  # v12: 0.9
    base = np.array([CUT["hidden"], structural, CUT["visible"]])[D.kind]
    cut = np.where(D.repeats, CUT["visible"], base)
    if P.get("vcut_rows") is not None:  # a lower visible cutoff for these pieces
        cut = np.where(visible & P["vcut_rows"], np.minimum(cut, P["vcut"]), cut)
    cut = np.where(D.weak, np.minimum(cut, CUT["ruled"]), cut)
    model = (p >= cut) & (~visible | addr)
    flag = D.rules | model
    if P.get("drop_rows") is not None:  # readings left out (v12: with and without leet)
        flag = flag & ~P["drop_rows"]
    counted_rows = (D.kind == 2) & ~D.decoded
    counted = counted_rows & (D.words >= 3)
    about = counted & (p < P.get("topic_p", 0.5)) & D.topic
    nd = len(D.docs)
    n = np.bincount(D.doc, weights=counted, minlength=nd)[D.doc] - counted
    t = np.bincount(D.doc, weights=about, minlength=nd)[D.doc] - about
    raised = (n > 0) & (t / np.maximum(n, 1) >= P.get("density", 0.05))
    kept = visible & raised
    if P.get("bar_spares") is not None:  # the bar spares pieces the rule says address a reader
        kept = kept & ~P["bar_spares"]
    flag = flag & ~kept
    out = np.zeros(nd, bool)
    np.logical_or.at(out, D.doc, flag)
    return out


def report(D: Data, flagged: np.ndarray, name: str) -> dict[str, tuple[float, float]]:
    out = {}
    for w in D.writers:
        m = D.set == w
        det = flagged[m & D.injected].mean()
        fp = flagged[m & ~D.injected].mean()
        out[w] = (float(det), float(fp))
    print(
        name.ljust(28)
        + " ".join(f"{w[-4:]:>4} {d:.3f}/{100 * f:.1f}%" for w, (d, f) in out.items())
    )
    return out


V10_SIGNALS = frozenset({"answer_order", "conditional_reader", "reader_role", "vocative"})
READER_SHAPES = frozenset(
    {"addressed", "conditional_reader", "reader_role", "system_voice", "vocative"}
)


def main() -> None:
    D = Data(sys.argv[1])
    p = D.lowo_p(sys.argv[2] if len(sys.argv) > 2 else None)
    if len(sys.argv) > 3 and sys.argv[3] == "v9":  # v9's gate and cutoffs
        report(D, decide(D, p, D.addressing(ADDRESSING_V9)), "v9, LOWO")
        return
    addr = D.addressing(ADDRESSING_V9 | V10_SIGNALS)
    reader = D.addressing(READER_SHAPES)
    report(D, decide(D, p, D.addressing(ADDRESSING_V9)), "v10 reading, v9 gate")
    report(D, decide(D, p, addr), "v10 without visible_reader")
    report(D, decide(D, p, addr, {"vcut": 0.9, "vcut_rows": reader}), "v10, LOWO")


if __name__ == "__main__":
    main()
