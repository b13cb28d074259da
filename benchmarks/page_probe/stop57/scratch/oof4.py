"""Stop 57: out-of-fold probabilities of the sixth member's recipe (v64: every tuning writer, dev x3, L2 1e-4) on
stop 56's page-split folds (folds2.json, unchanged), with one change to the TRAINING SET only: every visible piece
of a clean document in the fit's folds is added again as a negative as if it sat in hidden text (kind "hidden") and
in structural text (kind "structural"), its features recomputed by the detector's own `features()` with the piece's
signals (GATE_ONLY left out, as `Piece.features` does). Why: the member has one `kind:hidden` weight and no clean
ordinary prose in hidden channels to learn from, so hiddenness alone carries it; a clean sentence does not become an
order by being hidden. Scored pieces (the held-out fold) are read exactly as oof2.py read them. Tuning writers only.
Writes oof4.pkl (same rows as oof2.pkl) and folds4.npz."""
import pickle, sys, time, json, collections, zlib
from pathlib import Path
import numpy as np
sys.path.insert(0, "/work/wt/d64/benchmarks"); sys.path.insert(0, "/work/wt/d64/benchmarks/page_probe")
import train_injection_model as t
from page_probe.extract10 import merged
from pytest_websearch_bench.safety.model import shipped_member, MEMBER_FILES, hashed
from pytest_websearch_bench.safety.features import features
from pytest_websearch_bench.safety.structure import GATE_ONLY
began = time.perf_counter()
raw = merged([Path("/work/scratch/s54/ext/r0.pkl"), Path("/work/scratch/s54/ext/r1.pkl")])
print("read", len(raw), f"{time.perf_counter()-began:.0f}s", flush=True)
fold_w = json.load(open("/work/main/benchmarks/page_probe/stop55/scratch/folds.json"))
f2 = json.load(open("folds2.json")); page_fold, carrier = f2["pages"], f2["carrier"]
def fold_of(d):
    if d["set"] != "dev": return fold_w[d["set"] if d["set"] != "heldout" else "heldout2"] if (d["set"] in fold_w or d["set"] == "heldout") else None
    if d["id"] in page_fold: return page_fold[d["id"]]
    if d["id"] in carrier: return page_fold[carrier[d["id"]]]
    return zlib.crc32(d["id"].encode()) % 5
folds = [fold_of(d) for d in raw]
assert all(f is not None for f in folds)
def refeat(row, kind):
    sig = tuple(s for s in row["signals"] if s not in GATE_ONLY)
    return hashed(dict(features(row["full"], sig, kind)))
# the recomputation must give the stored features back for the piece's own kind
checked = bad = 0
for d in raw[::97]:
    for row in d["rows"][:5]:
        checked += 1; bad += refeat(row, row["kind"]) != row["f"]
print("refeaturized check", checked, "mismatches", bad, flush=True)
docs, extra = [], collections.Counter()
for d in raw:
    pieces = [("ruled" if r["weak"] else r["kind"], r["addr"], r["f"], r["label"]) for r in d["rows"]]
    if not d["injected"]:
        for r in d["rows"]:
            if r["kind"] != "visible" or r["weak"]: continue
            for kind in ("hidden", "structural"):
                pieces.append((kind, False, refeat(r, kind), 0)); extra[kind] += 1
    docs.append(t.Doc(d["id"], d["injected"], d["channel"], d["language"], "", any(r["rules"] for r in d["rows"]), pieces, d["set"]))
print("augmented negatives (before dedup)", dict(extra), f"{time.perf_counter()-began:.0f}s", flush=True)
five = [np.asarray(shipped_member(n).weights) for n in MEMBER_FILES if n != "v64"]
six = np.asarray(shipped_member("v64").weights)
def prob(w, f):
    x = sum(float(w[i]) * v for i, v in f.items()); return 1 / (1 + np.exp(-x))
out, ws = [], {}
for k in range(5):
    train_docs = [d for d, f in zip(docs, folds) if f != k]
    s, l, _ = t.training_set(train_docs)
    print("fold", k, "samples", len(s), "positives", sum(l), flush=True)
    w = np.asarray(t.train(train_docs, dev_weight=3.0, l2=1e-4)); ws[f"fold{k}"] = w
    print("fold", k, "fitted", f"{time.perf_counter()-began:.0f}s", flush=True)
    for r, f in zip(raw, folds):
        if f != k: continue
        for row in r["rows"]:
            if row["kind"] == "visible": continue
            fe = row["f"]
            out.append(dict(set=r["set"], id=r["id"], inj=r["injected"], ch=r["channel"], lang=r["language"], src=r["source"],
                            vector=row["vector"], kind=row["kind"], weak=row["weak"], addr=row["addr"], rules=row["rules"],
                            sig=tuple(row["sig"]), struct=tuple(row["struct"]), label=row["label"], words=row["words"],
                            repeats=row["repeats"], decoded=row["decoded"], text=row["text"][:160],
                            oof=prob(w, fe), six=prob(six, fe), five=max(prob(m, fe) for m in five)))
np.savez("folds4.npz", **ws)
pickle.dump(out, open("oof4.pkl", "wb"))
print("done", len(out), f"{time.perf_counter()-began:.0f}s")
