exec(open("/work/scratch/s54/ana.py").read().split("def stats")[0])
import collections
def best(d, cond, k=1):
    v = [r[k] for r in d["pieces"] if cond(r)]
    return max(v) if v else 0.0
conds = {
 "any": lambda r: True,
 "addr": lambda r: r[3] == 1,
 "noaddr": lambda r: r[3] == 0,
 "noaddr rw": lambda r: r[3] == 0 and r[4] == 1,
 "noaddr !rw": lambda r: r[3] == 0 and r[4] == 0,
 "noaddr !rw <=40w": lambda r: r[3] == 0 and r[4] == 0 and r[6] <= 40,
}
for name, c in conds.items():
    print(name)
    for k, lab in ((1, "hi"), (2, "lo")):
        for t in (0.9, 0.95, 0.98, 0.99, 0.995, 0.998, 0.999):
            a = sum(best(d, c, k) >= t for d in atk); cl = sum(best(d, c, k) >= t for d in cln)
            print(f"  {lab} {t}: attacks {a} clean {cl}")
