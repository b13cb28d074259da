import json, pickle, collections
docs = pickle.load(open("/work/scratch/s52/visdocs.pkl", "rb"))
missed = set()
for n in range(26, 49):
    for line in open(f"/work/scratch/flags/v55/heldout{n}.jsonl"):
        d = json.loads(line)
        if d["inj"] and d["ch"] == "visible_text" and not d["flagged"]:
            missed.add(d["id"])
cat = collections.Counter(); catc = collections.Counter()
for i, doc in docs.items():
    rows = [r for r in doc["rows"] if r["label"] == 1]
    if not rows: key = "no labelled row"
    else:
        r = max(rows, key=lambda r: (r["addr"], r["visible_ch"]))
        key = f"kind={r['kind']} addr={r['addr']} weak={r['weak']} rules={bool(r['sig'])} struct={bool(r['struct'])} topic={r['topic']}"
    (cat if i in missed else catc)[key] += 1
print("MISSED"); [print(v, k) for k, v in cat.most_common(15)]
print("CAUGHT"); [print(v, k) for k, v in catc.most_common(10)]
