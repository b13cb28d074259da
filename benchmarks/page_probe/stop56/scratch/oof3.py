"""Out-of-fold probabilities of the sixth member's recipe (v64: every tuning writer, dev x3, L2 1e-4), as stop 55's
oof.py, but dev's documents in the five folds BY SITE: every real corpus page of a site and every dev attack they carry share a
fold (the carrier found by the most piece texts shared with the page's clean document); dev's other documents by id.
Other writers keep stop 55's folds (folds.json). Tuning writers only. Writes oof3.pkl and folds3.json."""
import pickle, sys, time, json, collections, zlib
from pathlib import Path
import numpy as np
sys.path.insert(0, "/work/wt/d64/benchmarks"); sys.path.insert(0, "/work/wt/d64/benchmarks/page_probe")
import train_injection_model as t
from page_probe.extract10 import merged, TUNING
from pytest_websearch_bench.safety.model import shipped_member, MEMBER_FILES
began = time.perf_counter()
raw = merged([Path("/work/scratch/s54/ext/r0.pkl"), Path("/work/scratch/s54/ext/r1.pkl")])
print("read", len(raw), f"{time.perf_counter()-began:.0f}s", flush=True)
fold_w = json.load(open("/work/main/benchmarks/page_probe/stop55/scratch/folds.json"))
real = lambda s: str(s).startswith("corpus:")
pages = [d for d in raw if d["set"] == "dev" and not d["injected"] and real(d["source"])]
import re
_gt = json.load(open("/work/shared/corpus/html-dev2/ground-truth.json"))
_host = {k[:8]: re.sub(r"^www\.", "", re.match(r"https?://([^/]+)", v["url"]).group(1).lower()) for k, v in _gt.items()}
def site(pid):
    """The site of a real page: html-dev2 pages by their ground truth's url host; the others by the host in their id."""
    m = re.match(r"clean-html-dev2-([0-9a-f]{8})$", pid)
    if m: return _host[m.group(1)]
    m = re.match(r"clean-(?:html-dev|html)-(.+)$", pid)
    if not m: return pid
    host = re.match(r"((?:[a-z0-9-]+\.)+?(?:com|org|net|de|at|pe|mx|es|eu|fr|uk|co|io|gov|edu|info|ch|it|br|pt|ar|cl|ru|jp|in|us|ca|au|nz|be|nl|se|no|dk|fi|pl|cz|sv|tv|me|news)(?:\.[a-z]{2})?)(?=[.-]|$)", m.group(1))
    return re.sub(r"^www\.", "", host.group(1)) if host else m.group(1)
sites = sorted({site(d["id"]) for d in pages})
site_fold = {s: i % 5 for i, s in enumerate(sites)}
page_fold = {d["id"]: site_fold[site(d["id"])] for d in pages}
print("sites", len(sites), "largest", collections.Counter(site(d["id"]) for d in pages).most_common(5), flush=True)
index = collections.defaultdict(set)
for d in pages:
    for r in d["rows"]:
        if len(r["text"]) >= 20: index[r["text"]].add(d["id"])
carrier, unmatched = {}, 0
for d in raw:
    if d["set"] != "dev" or not d["injected"] or not real(d["source"]): continue
    c = collections.Counter()
    for r in d["rows"]:
        for pid in index.get(r["text"], ()): c[pid] += 1
    if c: carrier[d["id"]] = c.most_common(1)[0][0]
    else: unmatched += 1
print("pages", len(pages), "dev real-carried attacks matched", len(carrier), "unmatched", unmatched, flush=True)
def fold_of(d):
    if d["set"] != "dev": return fold_w[d["set"] if d["set"] != "heldout" else "heldout2"] if (d["set"] in fold_w or d["set"] == "heldout") else None
    if d["id"] in page_fold: return page_fold[d["id"]]
    if d["id"] in carrier: return page_fold[carrier[d["id"]]]
    return zlib.crc32(d["id"].encode()) % 5
folds = [fold_of(d) for d in raw]
assert all(f is not None for f in folds), {d["set"] for d, f in zip(raw, folds) if f is None}
json.dump({"pages": page_fold, "carrier": carrier}, open("folds3.json", "w"))
docs = [t.Doc(d["id"], d["injected"], d["channel"], d["language"], "", any(r["rules"] for r in d["rows"]),
              [("ruled" if r["weak"] else r["kind"], r["addr"], r["f"], r["label"]) for r in d["rows"]], d["set"]) for d in raw]
five = [np.asarray(shipped_member(n).weights) for n in MEMBER_FILES if n != "v64"]
six = np.asarray(shipped_member("v64").weights)
def prob(w, f):
    x = sum(float(w[i]) * v for i, v in f.items()); return 1 / (1 + np.exp(-x))
out, ws = [], {}
for k in range(5):
    w = np.asarray(t.train([d for d, f in zip(docs, folds) if f != k], dev_weight=3.0, l2=1e-4)); ws[f"fold{k}"] = w
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
np.savez("folds3.npz", **ws)
pickle.dump(out, open("oof3.pkl", "wb"))
print("done", len(out), f"{time.perf_counter()-began:.0f}s")
