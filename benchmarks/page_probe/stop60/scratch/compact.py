"""Stop 60: the tuning writers' non-visible pieces, compact (text, signals, label), split by crc32(doc id) % 2."""
import pickle, zlib, sys, time
sys.path.insert(0, "/work/wt/d64/benchmarks"); sys.path.insert(0, "/work/wt/d64/benchmarks/page_probe")
t = time.time()
out = []
for p in ("/work/scratch/s54/ext/r0.pkl", "/work/scratch/s54/ext/r1.pkl"):
    docs = pickle.loads(open(p, "rb").read())
    for d in docs:
        half = zlib.crc32(d["id"].encode()) % 2
        for r in d["rows"]:
            if r["kind"] == "visible":
                continue
            out.append((half, d["set"], d["id"], bool(d["injected"]), d["language"], r["kind"], int(r["label"]),
                        r["full"], tuple(r["signals"])))
    del docs
    print(p, len(out), f"{time.time()-t:.0f}s", flush=True)
pickle.dump(out, open("/work/scratch/s60/pieces.pkl", "wb"))
print("sets", sorted({o[1] for o in out}))
