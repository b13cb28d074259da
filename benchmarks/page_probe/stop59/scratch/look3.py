"""Stop 59's disclosed look, part 3: how often an ordering signal fires on payload pieces, by language and kind,
and on clean documents' pieces (the mood's recall and its false rate)."""
import pickle, collections
rows = pickle.load(open("/work/scratch/s58/oof5.pkl", "rb"))
c = collections.Counter(); n = collections.Counter()
for r in rows:
    g = ("payload" if r["label"] else ("attack-doc other" if r["inj"] else "clean"), r["lang"], r["kind"])
    n[g] += 1; c[g] += r["mood"] == "order"
for g in sorted(n): print(g, n[g], f"order {c[g]/n[g]:.3f}")
