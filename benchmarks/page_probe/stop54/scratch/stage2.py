"""Feasibility: a second-stage logistic model over per-piece and page features, fitted on the writers the visible
members were fitted on (dev, heldout3-25, tuning) and judged on heldout26-53 (out of sample for every visible member).
Only pieces of documents v63 leaves unflagged."""
exec(open("/work/scratch/s54/ana3.py").read().split("rules = {")[0])
import numpy as np, math, collections
def feats(d):
    rows = d["pieces"]; n = len(rows)
    by = collections.defaultdict(list)
    for i, r in enumerate(rows): by[r[0]].append(i)
    nb = [0.0] * n
    for idx in by.values():
        for a, b in zip(idx, idx[1:]):
            nb[a] = max(nb[a], rows[b][1]); nb[b] = max(nb[b], rows[a][1])
    his = sorted((r[1] for r in rows), reverse=True)
    c9 = sum(h >= 0.9 for h in his)
    out = []
    for i, r in enumerate(rows):
        lg = lambda p: math.log(max(p, 1e-6) / max(1 - p, 1e-6))
        out.append([lg(r[1]), lg(r[2]), r[3], r[4], r[5], math.log1p(r[6]), lg(nb[i]), math.log1p(n), math.log1p(c9),
                    r[3] * lg(r[1]), r[4] * lg(r[2]), float(r[1] >= his[min(1, n - 1)])])
    return out
def build(ds):
    X, y, doc = [], [], []
    for k, d in enumerate(ds):
        for f, r in zip(feats(d), d["pieces"]):
            X.append(f); y.append(1 if (d["inj"] and r[7]) else 0 if not d["inj"] else -1); doc.append(k)
    X, y, doc = np.array(X), np.array(y), np.array(doc)
    m = y >= 0
    return X[m], y[m], doc[m]
train = [d for d in atk + cln if not oos(d)]; test = [d for d in atk + cln if oos(d)]
Xtr, ytr, _ = build(train); Xte, yte, dte = build(test)
mu, sd = Xtr.mean(0), Xtr.std(0) + 1e-9
A, B = (Xtr - mu) / sd, (Xte - mu) / sd
w = np.zeros(A.shape[1]); b = 0.0
pos_w = (ytr == 0).sum() / max((ytr == 1).sum(), 1)
sw = np.where(ytr == 1, 1.0, 1.0)
for it in range(3000):
    z = A @ w + b; p = 1 / (1 + np.exp(-z)); g = (p - ytr) * sw
    w -= 0.5 * (A.T @ g / len(ytr) + 1e-4 * w); b -= 0.5 * g.mean()
def per_doc(X, doc, ds):
    s = 1 / (1 + np.exp(-(X @ w + b)))
    best = collections.defaultdict(float)
    for v, k in zip(s, doc): best[k] = max(best[k], v)
    return best
btr = per_doc(A, build(train)[2], train); bte = per_doc(B, dte, test)
clean_tr = max(v for k, v in btr.items() if not train[k]["inj"])
print("weights", np.round(w, 2))
print("highest clean doc score in training writers", round(clean_tr, 4))
for t in sorted({clean_tr, 0.5, 0.8, 0.9, 0.95, 0.98, 0.99}):
    ga = sum(1 for k, v in bte.items() if test[k]["inj"] and v >= t); cl = sum(1 for k, v in bte.items() if not test[k]["inj"] and v >= t)
    gtr = sum(1 for k, v in btr.items() if train[k]["inj"] and v >= t); ctr = sum(1 for k, v in btr.items() if not train[k]["inj"] and v >= t)
    print(f"t={t:.4f}: OOS attacks {ga}/{sum(d['inj'] for d in test)} clean {cl}/{sum(not d['inj'] for d in test)} | train attacks {gtr} clean {ctr}")
