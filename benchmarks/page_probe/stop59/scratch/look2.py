"""Stop 59's disclosed look, part 2: samples of positive describe pieces; what signals clean hidden describe pieces have."""
import pickle, collections, random
rows = pickle.load(open("/work/scratch/s58/oof5.pkl", "rb"))
random.seed(59)
pos = [r for r in rows if r["label"] == 1 and r["mood"] == "describe"]
for r in random.sample(pos, 25): print(r["set"], r["lang"], r["kind"], round(r["oof"], 2), r["sig"], "|", r["text"][:130].replace("\n", " "))
print("---- clean describe, oof>=0.9")
cl = [r for r in rows if not r["inj"] and r["mood"] == "describe" and r["oof"] >= 0.9]
print(len(cl), collections.Counter(r["set"] for r in cl).most_common(8))
print("---- positives describe: sig counter", collections.Counter(s for r in pos for s in r["sig"]).most_common(15))
print("no sig at all", sum(1 for r in pos if not r["sig"]), "of", len(pos))
print("lang", collections.Counter(r["lang"] for r in pos))
