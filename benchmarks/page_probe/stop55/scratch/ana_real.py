"""The clean documents the out-of-fold screen adds (tuning writers): their findings by the sixth member, by channel,
probability and addressing; and the gained attacks' sixth-member findings the same way."""
import json, glob, collections, sys, os
sys.path.insert(0, "/work/wt/d66/src")
from pytest_websearch_bench.safety.injection import ADDRESSING
base = {}
for p in glob.glob("/work/scratch/s54/v63all/*.jsonl") + ["/work/scratch/s54/heldout54_v63.jsonl"]:
    for l in open(p):
        r = json.loads(l); base[r["id"]] = r["flagged"]
clean, atk = collections.Counter(), collections.Counter()
for p in sorted(glob.glob("oof65/*.jsonl")):
    for l in open(p):
        r = json.loads(l)
        if base.get(r["id"], True) or not r["flagged"]: continue
        for f in r["findings"]:
            if f["member"] != "v64": continue
            a = bool(ADDRESSING.intersection(f["signals"] + f["structural"]))
            key = (f["vector"], "addr" if a else "-", "p>=.99" if (f["p"] or 0) >= .99 else "p>=.95" if (f["p"] or 0) >= .95 else "p<.95")
            (atk if r["inj"] else clean)[key] += 1
print("clean findings by (vector, addressing, p):"); [print(" ", k, v) for k, v in clean.most_common(25)]
print("attack findings by (vector, addressing, p):"); [print(" ", k, v) for k, v in atk.most_common(30)]
