exec(open("/work/scratch/s54/ana.py").read().split("def stats")[0])
import collections, re
def num(p):
    m = re.match(r"heldout(\d+)$", p); return int(m.group(1)) if m else -1
oos = lambda d: num(d["part"]) >= 26
def pairs(d):
    by = collections.defaultdict(list)
    for r in d["pieces"]: by[r[0]].append(r)
    for rows in by.values():
        yield from zip(rows, rows[1:])
rules = {
 "single noaddr hi>=.998": lambda d: any(r[3]==0 and r[1]>=.998 and r[6]<=150 for r in d["pieces"]),
 "single noaddr hi>=.999": lambda d: any(r[3]==0 and r[1]>=.999 and r[6]<=150 for r in d["pieces"]),
 "agree noaddr lo>=.99": lambda d: any(r[3]==0 and r[2]>=.99 and r[6]<=150 for r in d["pieces"]),
 "agree noaddr lo>=.98": lambda d: any(r[3]==0 and r[2]>=.98 and r[6]<=150 for r in d["pieces"]),
 "pair hi>=.95": lambda d: any(min(a[1],b[1])>=.95 for a,b in pairs(d)),
 "pair hi>=.97": lambda d: any(min(a[1],b[1])>=.97 for a,b in pairs(d)),
 "pair hi>=.9": lambda d: any(min(a[1],b[1])>=.9 for a,b in pairs(d)),
}
rules["union A"] = lambda d: rules["single noaddr hi>=.998"](d) or rules["agree noaddr lo>=.99"](d) or rules["pair hi>=.95"](d)
for name, f in rules.items():
    a_in = sum(f(d) for d in atk if not oos(d)); a_out = sum(f(d) for d in atk if oos(d))
    c_dev = [d for d in cln if d["part"]=="dev" and f(d)]; c_in = sum(f(d) for d in cln if not oos(d) and d["part"]!="dev"); c_out = [d for d in cln if oos(d) and f(d)]
    per = collections.Counter(d["part"] for d in atk if oos(d) and f(d))
    print(f"{name}: attacks in-sample {a_in} / out {a_out} (per writer median {sorted(per.values())[len(per)//2] if per else 0}, max {max(per.values()) if per else 0}); clean dev {len(c_dev)} other-in {c_in} out {len(c_out)}")
print("missed visible attacks out-of-sample:", sum(oos(d) for d in atk), "writers", len({d['part'] for d in atk if oos(d)}))
print("clean out-of-sample", sum(oos(d) for d in cln))
