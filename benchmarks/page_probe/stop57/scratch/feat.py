import pickle, json, glob, collections, statistics
rows = pickle.load(open(__import__("os").environ.get("OOF", "/work/scratch/s55/oof.pkl"), "rb"))
v63 = {}
for p in glob.glob("/work/scratch/s54/v63all/*.jsonl"):
    for l in open(p):
        r = json.loads(l); v63[r["id"]] = r["flagged"]
def cut(r):
    c = 0.5 if r["weak"] else {"hidden": 0.9, "structural": 0.8}.get(r["kind"], 1.0)
    if r["addr"]: c = min(c, 0.8)
    return c
def event(r):
    c = cut(r)
    if r["five"] >= c: return False
    return r["oof"] >= (max(c, 0.9) if r["kind"] == "structural" else c)
by_doc = collections.defaultdict(list)
for r in rows:
    if not v63.get(r["id"], True): by_doc[r["id"]].append(r)
ev = []
for doc, pieces in by_doc.items():
    es = [r for r in pieces if event(r)]
    if not es: continue
    p0 = pieces[0]
    cls = "atk" if p0["inj"] else ("real" if str(p0["src"]).startswith("corpus:") else "own")
    ev.append((cls, doc, pieces, es))
print(collections.Counter(c for c,*_ in ev))
def show(name, f):
    out = {}
    for cls in ("atk","real","own"):
        vals = [f(p, e) for c,_,p,e in ev if c==cls]
        out[cls] = collections.Counter(vals).most_common(8)
    print(name); [print("  ",k,v) for k,v in out.items()]
show("vector of best event", lambda p,e: max(e,key=lambda r:r["oof"])["vector"])
show("n event pieces", lambda p,e: min(len(e),5))
show("n pieces in doc (bucket)", lambda p,e: min(len(p)//10,5))
show("words of best (bucket)", lambda p,e: min(max(e,key=lambda r:r["oof"])["words"]//5,6))
show("addr any", lambda p,e: any(r["addr"] for r in e))
show("sig any", lambda p,e: any(bool(r["sig"]) for r in e))
show("repeats best", lambda p,e: max(e,key=lambda r:r["oof"])["repeats"])
show("five max bucket", lambda p,e: round(max(r["five"] for r in e),1))
show("oof max bucket", lambda p,e: round(max(r["oof"] for r in e),2))
show("lang", lambda p,e: p[0]["lang"])
# share of event text that is second person / imperative markers
import re
YOU = re.compile(r"\b(you|your|usted|tu|tú|su|você|seu|sua|vocês)\b", re.I)
show("2nd person in best", lambda p,e: bool(YOU.search(max(e,key=lambda r:r["oof"])["text"])))
for cls in ("real","own"):
    print("== examples", cls)
    for c,d,p,e in [x for x in ev if x[0]==cls][:25]:
        b = max(e,key=lambda r:r["oof"]); print("  ", b["vector"], round(b["oof"],3), repr(b["text"][:150]))
