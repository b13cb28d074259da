exec(open("feat.py").read().split("print(collections.Counter(c for c,*_ in ev))")[0])
def show(name, f):
    out = {}
    for cls in ("atk","real","own"):
        vals = [f(p, e) for c,_,p,e in ev if c==cls]
        out[cls] = collections.Counter(vals).most_common(8)
    print(name); [print("  ",k,v) for k,v in out.items()]

ok = lambda r,p: not r["repeats"] and p[0]["lang"] in ("es","en","pt")
ev2 = []
for cls,d,p,e in ev:
    e2 = [r for r in e if ok(r,p)]
    if e2: ev2.append((cls,d,p,e2))
ev = ev2
print(collections.Counter(c for c,*_ in ev))
show("vector", lambda p,e: max(e,key=lambda r:r["oof"])["vector"])
show("n event", lambda p,e: min(len(e),5))
show("words", lambda p,e: min(max(e,key=lambda r:r["oof"])["words"]//5,6))
show("decoded", lambda p,e: any(r["decoded"] for r in e))
show("struct", lambda p,e: tuple(sorted({s for r in e for s in r["struct"]}))[:3])
for cls in ("real","own"):
    print("== examples", cls)
    for c,d,p,e in [x for x in ev if x[0]==cls][:48]:
        b = max(e,key=lambda r:r["oof"]); print("  ", p[0]["set"], b["vector"], round(b["oof"],3), b["words"], repr(b["text"][:140]))
print("== atk sample")
import random; random.seed(1)
for c,d,p,e in random.sample([x for x in ev if x[0]=="atk"], 30):
    b = max(e,key=lambda r:r["oof"]); print("  ", p[0]["set"], b["vector"], round(b["oof"],3), b["words"], repr(b["text"][:140]))
