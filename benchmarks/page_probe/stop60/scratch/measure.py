import sys, time, collections, pickle
from share import load, ORDER, group
from cand import extra
half = int(sys.argv[1])
t = time.time()
rows = [o for o in load() if o[0] == half and group(o) != "attack-other"]
n = collections.Counter(); b = collections.Counter(); a = collections.Counter(); per = collections.Counter()
fired = []
for o in rows:
    g = (group(o), o[4] if o[4] in ("en", "es", "pt") else "other", o[5])
    n[g] += 1
    old = bool(ORDER & set(o[8])); new = extra(o[7])
    b[g] += old; a[g] += old or bool(new)
    for s in new:
        if not old: per[(g[0], s)] += 1
    if new and not old and g[0] == "clean" and half == 0: fired.append((sorted(new), o[4], o[5], o[7][:200]))
for g in sorted(n): print(half, g, n[g], f"before {b[g]/n[g]:.3f} after {a[g]/n[g]:.3f} gain {(a[g]-b[g])/n[g]:+.3f}")
print(sorted(per.items()))
print(f"{time.time()-t:.0f}s")
if half == 0: pickle.dump(fired, open("clean_fired0.pkl", "wb"))
