"""Vectorised per-page decisions over extract.py's pickle (see analyze.py for the plain form)."""

from __future__ import annotations

import pickle
from pathlib import Path

import numpy as np

CUT = {"hidden": 0.9, "ruled": 0.5, "structural": 0.97, "visible": 0.995}
KIND = {"hidden": 0, "structural": 1, "visible": 2}


class Data:
    def __init__(self, path: str) -> None:
        docs = pickle.loads(Path(path).read_bytes())
        self.docs = docs
        cols = {
            k: []
            for k in (
                "doc",
                "kind",
                "rules",
                "weak",
                "addr",
                "p",
                "topic",
                "words",
                "repeats",
                "vector",
                "decoded",
            )
        }
        for n, d in enumerate(docs):
            for r in d["rows"]:
                cols["doc"].append(n)
                cols["kind"].append(KIND[r["kind"]])
                for k in ("rules", "weak", "addr", "p", "topic", "words", "repeats"):
                    cols[k].append(r[k])
                cols["vector"].append(r["vector"])
                cols["decoded"].append(r.get("decoded", False))
        self.doc = np.array(cols["doc"])
        self.kind = np.array(cols["kind"])
        self.rules = np.array(cols["rules"], bool)
        self.weak = np.array(cols["weak"], bool)
        self.addr = np.array(cols["addr"], bool)
        self.p = np.array(cols["p"], float)
        self.topic = np.array(cols["topic"], bool)
        self.words = np.array(cols["words"])
        self.repeats = np.array(cols["repeats"], bool)
        self.vector = np.array(cols["vector"])
        self.decoded = np.array(cols["decoded"], bool)
        self.set = np.array([d["set"] for d in docs])
        self.injected = np.array([d["injected"] for d in docs], bool)
        self.language = np.array([d["language"] for d in docs])
        self.channel = np.array([str(d["channel"]) for d in docs])
        nd = len(docs)
        vis = (self.kind == 2) & (self.words >= 3) & ~self.decoded  # v9: decoded readings uncounted
        self.nvis = np.bincount(self.doc, weights=vis, minlength=nd)
        self.ntopic = np.bincount(self.doc, weights=vis & self.topic, minlength=nd)
        self.topic_all = self.topic.copy()
        self.topic_noaddr = self.topic & ~self.addr
        self.topic_lowp = self.topic & (self.p < 0.5)
        self.vis = vis
        cut = np.array([CUT["hidden"], CUT["structural"], CUT["visible"]])[self.kind]
        cut = np.where(self.weak, np.minimum(cut, CUT["ruled"]), cut)
        self.cut = cut

    def scores(self, P: dict | None) -> np.ndarray:
        """A document's score: inf when rules flag it, else its highest p / cutoff."""
        P = P or {}
        visible = self.kind == 2
        cut = self.cut.copy()
        if "cuts" in P:
            base = np.array([P["cuts"][0], P["cuts"][1], CUT["visible"]])[self.kind]
            cut = np.where(self.weak, np.minimum(base, P["cuts"][2]), base)
        rules = self.rules.copy()
        if P.get("repeats"):
            rep = (self.kind != 2) & self.repeats
            visible = visible | rep
            cut = np.where(rep, np.where(self.weak, CUT["ruled"], CUT["visible"]), cut)
            if P.get("repeat_rules", "keep") == "visible":
                pass  # judged below as visible rules
        own = self.vis
        topic = getattr(self, "topic_" + P.get("topic_def", "all"))
        ntopic = np.bincount(self.doc, weights=self.vis & topic, minlength=len(self.docs))
        n = self.nvis[self.doc] - own
        t = ntopic[self.doc] - (own & topic)
        dens = np.where(n > 0, t / np.maximum(n, 1), 0.0)
        topical = visible & (n >= P.get("nmin", 0)) & (dens >= P.get("d0", 9.0))
        if "chi" in P:
            cut = np.where(topical, np.maximum(cut, P["chi"]), cut)
        tr = P.get("topic_rules", "alone")
        if tr == "need_model":
            rules = np.where(topical, rules & (self.p >= P.get("rv_topic", 0.5)), rules)
        elif tr == "off":
            rules = rules & ~topical
        hidden = ~visible
        if P.get("hidden_topic_cut") is not None:
            ptop = (n >= P.get("nmin", 0)) & (dens >= P.get("d0", 9.0))
            cut = np.where(hidden & ptop, np.maximum(cut, P["hidden_topic_cut"]), cut)
        if P.get("rules_hidden") is not None:
            rules = np.where(hidden, rules & (self.p >= P["rules_hidden"]), rules)
        if P.get("rules_visible") is not None:
            rules = np.where(visible, rules & (self.p >= P["rules_visible"]), rules)
        ratio = np.where(visible & ~self.addr, 0.0, self.p / cut)
        ratio = np.where(rules, np.inf, ratio)
        if P.get("only") == "visible":
            ratio = np.where(visible, ratio, 0.0)
        elif P.get("only") == "hidden":
            ratio = np.where(visible, 0.0, ratio)
        out = np.zeros(len(self.docs))
        np.maximum.at(out, self.doc, ratio)
        return out


def rates(scores: np.ndarray, injected: np.ndarray, s: float = 1.0) -> tuple[float, float]:
    hit = scores >= s
    return float(hit[injected].mean()), float(hit[~injected].mean())


def frontier(scores: np.ndarray, injected: np.ndarray, caps=(0.01, 0.02, 0.05)) -> list[str]:
    clean = np.sort(scores[~injected])[::-1]
    out = []
    for cap in caps:
        k = int(np.floor(cap * len(clean) + 1e-9))
        rules_fp = int(np.isinf(clean).sum())
        if rules_fp > k:
            out.append(f"r{100 * rules_fp / len(clean):.1f}%")
            continue
        thr = np.nextafter(clean[k], np.inf) if k < len(clean) else 0.0
        out.append(f"{(scores[injected] >= max(thr, 1e-12)).mean():.3f}")
    return out
