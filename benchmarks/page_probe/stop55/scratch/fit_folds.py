"""The five fold fits of oof.py again (same folds, recipe and reading), their weights saved (folds.npz), for a screen of
the real detector with each writer's out-of-fold sixth member (screen_oof.py). Tuning writers only."""
import sys, time
from pathlib import Path
import numpy as np
sys.path.insert(0, "/work/wt/d64/benchmarks"); sys.path.insert(0, "/work/wt/d64/benchmarks/page_probe")
import train_injection_model as t
from page_probe.extract10 import merged, TUNING
began = time.perf_counter()
raw = merged([Path("/work/scratch/s54/ext/r0.pkl"), Path("/work/scratch/s54/ext/r1.pkl")])
writers = [n for n, _ in TUNING]
fold = {w: i % 5 for i, w in enumerate(writers)}
docs = [t.Doc(d["id"], d["injected"], d["channel"], d["language"], "", any(r["rules"] for r in d["rows"]),
              [("ruled" if r["weak"] else r["kind"], r["addr"], r["f"], r["label"]) for r in d["rows"]], d["set"]) for d in raw]
del raw
ws = {}
for k in range(5):
    ws[f"fold{k}"] = np.asarray(t.train([d for d in docs if fold[d.writer] != k], dev_weight=3.0, l2=1e-4))
    print("fold", k, f"{time.perf_counter()-began:.0f}s", flush=True)
np.savez("/work/scratch/s55/folds.npz", **ws)
import json; json.dump(fold, open("/work/scratch/s55/folds.json", "w"))
print("done")
