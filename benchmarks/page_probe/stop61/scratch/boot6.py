"""Stop 61: how far apart could oof5 and oof6 be by chance? Paired bootstrap over documents (400 draws, seed 61):
each draw resamples the half's injected and clean documents, recomputes both cutoffs (1 % of clean) and the
detection difference oof6 - oof5. Usage: boot6.py HALF. Read after compare6.py; decides nothing on its own."""
import pickle
import sys
import zlib

import numpy as np

half = int(sys.argv[1])


def docs_of(path):
    docs: dict = {}
    for r in pickle.load(open(path, "rb")):
        if zlib.crc32(r["id"].encode()) % 2 != half:
            continue
        d = docs.setdefault((r["set"], r["id"]), [r["inj"], False, 0.0])
        d[1] |= bool(r["rules"])
        d[2] = max(d[2], float(r["oof"]))
    return docs


a, b = docs_of("/work/scratch/s58/oof5.pkl"), docs_of("/work/scratch/s61/oof6.pkl")
keys = sorted(a)
inj = np.array([a[k][0] for k in keys])
rules = np.array([a[k][1] for k in keys])
pa = np.array([a[k][2] for k in keys])
pb = np.array([b[k][2] for k in keys])
I, C = np.flatnonzero(inj), np.flatnonzero(~inj)


def det(p, i, c):
    clean = np.sort(p[c][~rules[c]])[::-1]
    cut = clean[max(0, int(0.01 * len(c)) - 1)]
    return np.mean(rules[i] | (p[i] >= cut))


rng = np.random.default_rng(61)
diffs = []
for _ in range(400):
    i, c = rng.choice(I, len(I)), rng.choice(C, len(C))
    diffs.append(det(pb, i, c) - det(pa, i, c))
diffs = np.array(diffs)
print(f"half {half}: point {det(pb, I, C) - det(pa, I, C):+.4f}; bootstrap mean {diffs.mean():+.4f}, "
      f"95 % [{np.quantile(diffs, 0.025):+.4f}, {np.quantile(diffs, 0.975):+.4f}], P(diff <= 0) {np.mean(diffs <= 0):.3f}")
