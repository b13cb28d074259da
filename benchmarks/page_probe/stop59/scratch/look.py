"""Stop 59's disclosed look (RULES_stop59 14:40): oof5.pkl's piece labels by mood and kind."""
import pickle, collections
rows = pickle.load(open("/work/scratch/s58/oof5.pkl", "rb"))
print("rows", len(rows), "keys", sorted(rows[0]))
c = collections.Counter((r["inj"], r["label"], r["mood"], r["kind"]) for r in rows if r["set"] != "real")
for k, v in sorted(c.items()): print(k, v)
sets = collections.Counter(r["set"] for r in rows); print(sets)
