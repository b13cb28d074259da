import json, sys, pickle, collections
from pathlib import Path
sys.path[:0] = ["/work/wt/stop52/benchmarks", "/work/wt/stop52/benchmarks/page_probe"]
missed = {}
caught = set()
for n in range(26, 49):
    for line in open(f"/work/scratch/flags/v55/heldout{n}.jsonl"):
        d = json.loads(line)
        if d["inj"] and d["ch"] == "visible_text":
            (caught.add(d["id"]) if d["flagged"] else missed.__setitem__(d["id"], d))
print("missed", len(missed), "caught", len(caught))
docs = {}
for p in ["/work/scratch/s51/ext/read0.pkl", "/work/scratch/s51/ext/read1.pkl"]:
    for doc in pickle.loads(Path(p).read_bytes()):
        if doc["id"] in missed or doc["id"] in caught:
            docs[doc["id"]] = doc
pickle.dump(docs, open("/work/scratch/s52/visdocs.pkl", "wb"))
print("found", len(docs))
