"""Fit a visible-only member (v60's recipe) without heldout46-51. Run: fitv.py OUT"""
import dataclasses, sys
import train_injection_model as tim
orig = tim.train
def train(docs, dev_weight=1.0, l2=1e-4, dev_clean_only=False):
    vis = [dataclasses.replace(d, pieces=[r for r in d.pieces if r[0] == "visible"]) for d in docs]
    vis = [d for d in vis if d.pieces]
    print("visible-only docs", len(vis), "rows", sum(len(d.pieces) for d in vis), flush=True)
    return orig(vis, dev_weight, l2, dev_clean_only)
tim.train = train
tim.DEV_CLEAN_ONLY = frozenset()
sys.exit(tim.main(["--extraction", "/work/scratch/s51/ext/read0.pkl", "/work/scratch/s51/ext/read1.pkl",
                   "--writers", "v59_no46", "--out", sys.argv[1]]))
