"""Out-of-fold probabilities of the sixth member's recipe (v64: every tuning writer, dev x3, L2 1e-4) on every
non-visible piece of every tuning writer: writers in 5 folds (round robin in TUNING order), fit on four, score the fifth.
Tuning writers only (extract10's pickles of v63's reading: dev, heldout2-53, tuning9/10). Writes oof.pkl."""
import pickle, sys, time, json
from pathlib import Path
import numpy as np
sys.path.insert(0, "/work/wt/d64/benchmarks"); sys.path.insert(0, "/work/wt/d64/benchmarks/page_probe")
import train_injection_model as t
from page_probe.extract10 import merged, TUNING
from pytest_websearch_bench.safety.model import shipped_member, MEMBER_FILES
began = time.perf_counter()
raw = merged([Path("/work/scratch/s54/ext/r0.pkl"), Path("/work/scratch/s54/ext/r1.pkl")])
print("read", len(raw), f"{time.perf_counter()-began:.0f}s", flush=True)
writers = [n for n, _ in TUNING]
fold = {w: i % 5 for i, w in enumerate(writers)}
docs = []
for d in raw:
    rows = [("ruled" if r["weak"] else r["kind"], r["addr"], r["f"], r["label"]) for r in d["rows"]]
    docs.append(t.Doc(d["id"], d["injected"], d["channel"], d["language"], "", any(r["rules"] for r in d["rows"]), rows, d["set"]))
five = [np.asarray(shipped_member(n).weights) for n in MEMBER_FILES if n != "v64"]
six = np.asarray(shipped_member("v64").weights)
def prob(w, f):
    x = sum(float(w[i]) * v for i, v in f.items()); return 1 / (1 + np.exp(-x))
out = []
for k in range(5):
    train_docs = [d for d in docs if fold[d.writer] != k]
    w = np.asarray(t.train(train_docs, dev_weight=3.0, l2=1e-4))
    print("fold", k, "fitted", f"{time.perf_counter()-began:.0f}s", flush=True)
    for d, r in zip(docs, raw):
        if fold[d.writer] != k: continue
        for row in r["rows"]:
            if row["kind"] == "visible":
                continue
            f = row["f"]
            out.append(dict(set=r["set"], id=r["id"], inj=r["injected"], ch=r["channel"], lang=r["language"], src=r["source"],
                            vector=row["vector"], kind=row["kind"], weak=row["weak"], addr=row["addr"], rules=row["rules"],
                            sig=tuple(row["sig"]), struct=tuple(row["struct"]), label=row["label"], words=row["words"],
                            repeats=row["repeats"], decoded=row["decoded"], text=row["text"][:160],
                            oof=prob(w, f), six=prob(six, f), five=max(prob(m, f) for m in five)))
pickle.dump(out, open("/work/scratch/s55/oof.pkl", "wb"))
print("done", len(out), f"{time.perf_counter()-began:.0f}s")
