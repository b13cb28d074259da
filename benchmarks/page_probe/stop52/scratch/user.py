import pickle, re, collections, json
from pathlib import Path
USER = re.compile(r"\b(?:the user'?s|user's|users'|the visitor'?s|del usuario|de la usuaria|al usuario|del cliente|do utilizador|ao utilizador|do usuário|ao usuário|da utilizadora)\b", re.I)
missed = set()
for n in range(26, 49):
    for line in open(f"/work/scratch/flags/v55/heldout{n}.jsonl"):
        d = json.loads(line)
        if d["inj"] and not d["flagged"]:
            missed.add(d["id"])
att = collections.Counter(); cl = collections.Counter(); ex = []
for p in ["/work/scratch/s51/ext/read0.pkl", "/work/scratch/s51/ext/read1.pkl"]:
    for doc in pickle.loads(Path(p).read_bytes()):
        vis = [r for r in doc["rows"] if r["kind"] == "visible"]
        if doc["injected"]:
            if doc["channel"] != "visible_text": continue
            hit = any(r["label"] == 1 and USER.search(r["full"]) for r in vis)
            att[(doc["set"] in {f"heldout{n}" for n in range(26,49)}, doc["id"] in missed, hit)] += 1
        else:
            hits = [r["full"] for r in vis if USER.search(r["full"])]
            cl[(doc["set"], bool(hits))] += 1 if hits else 0
            if hits: ex.append((doc["set"], doc["id"], hits[0][:160]))
print(att)
print(sum(v for k, v in cl.items()), "clean docs with hit")
print(collections.Counter(s for s, _, _ in ex).most_common(20))
for e in ex[:40]: print(e)
