"""Stop 61 (RULES_stop61.md, 21:00 entry): stop 58's oof5.py with short describe-mood payload pieces (<= 8 words,
no ordering signal) left out of the training loss; everything else unchanged. Original docstring follows.

Stop 58: out-of-fold probabilities of the sixth member's recipe (v64: every tuning writer, dev x3, L2 1e-4) on
stop 56's page-split folds (folds2.json, unchanged), with one change to the FEATURES, in training and in scoring alike:
each piece's words and word pairs are crossed with the clause's mood, `order` when any addressing or ordering signal
fired on it (ORDER below), `describe` otherwise (`mw:MOOD:WORD`, `mb:MOOD:W1 W2`, `mood:MOOD&KIND`), beside the
detector's own features (kept unchanged). Why (stop 57): the clean tail the member flags is carried by words about
prompts and assistants in sentences that describe; a weight per word cannot tell "the assistant answers questions"
from "assistant, answer ..."; a weight per word and mood can. Scored pieces: every non-visible piece of the held-out
fold, as oof2.py. Tuning writers only (stop 54's reading pickles). Writes oof5.pkl (rows as oof2.pkl) and folds5.npz."""
import pickle, sys, time, json, collections, zlib, itertools
from pathlib import Path
import numpy as np
sys.path.insert(0, "/work/wt/d64/benchmarks"); sys.path.insert(0, "/work/wt/d64/benchmarks/page_probe")
import train_injection_model as t
from page_probe.extract10 import merged
from pytest_websearch_bench.safety.model import shipped_member, MEMBER_FILES, hashed
from pytest_websearch_bench.safety.features import features, _WORD, MAX_CHARS
from pytest_websearch_bench.safety.lexicon import fold
from pytest_websearch_bench.safety.structure import GATE_ONLY
# addressing and mood signals (structural, v2 patterns, gate-only); content-only signals (meta, system_voice,
# authority, payload, ask_*) are left out: they say what a sentence speaks of, not whether it orders
ORDER = {"addressed", "second_person", "imperative", "vocative", "named_vocative", "note_to", "conditional_reader",
         "reader_role", "answer_order", "data_order", "steer", "tool_call", "override", "addressee", "template",
         "output", "task", "called", "asked_ai", "polite", "headed", "appositive", "inner_call"}
began = time.perf_counter()
raw = merged([Path("/work/scratch/s54/ext/r0.pkl"), Path("/work/scratch/s54/ext/r1.pkl")])
print("read", len(raw), f"{time.perf_counter()-began:.0f}s", flush=True)
fold_w = json.load(open("/work/main/benchmarks/page_probe/stop55/scratch/folds.json"))
f2 = json.load(open("/work/main/benchmarks/page_probe/stop56/scratch/folds2.json")); page_fold, carrier = f2["pages"], f2["carrier"]
def fold_of(d):
    if d["set"] != "dev": return fold_w[d["set"] if d["set"] != "heldout" else "heldout2"] if (d["set"] in fold_w or d["set"] == "heldout") else None
    if d["id"] in page_fold: return page_fold[d["id"]]
    if d["id"] in carrier: return page_fold[carrier[d["id"]]]
    return zlib.crc32(d["id"].encode()) % 5
folds = [fold_of(d) for d in raw]
assert all(f is not None for f in folds)
def mood(row):
    return "order" if ORDER & set(row["signals"]) else "describe"
def crossed(row):
    sig = tuple(s for s in row["signals"] if s not in GATE_ONLY)
    base = features(row["full"], sig, row["kind"])
    m = mood(row)
    words = _WORD.findall(fold(row["full"][:MAX_CHARS]))
    extra = collections.Counter({f"mood:{m}&{row['kind']}": 1})
    for w in words: extra[f"mw:{m}:{w}"] = 1
    for a, b in itertools.pairwise(words): extra[f"mb:{m}:{a} {b}"] = 1
    return base, hashed(dict(base + extra))
def prob(w, f):
    x = sum(float(w[i]) * v for i, v in f.items()); return 1 / (1 + np.exp(-x))
checked = bad = 0
moods = collections.Counter()
for i, d in enumerate(raw):  # in place (memory): the shipped members' probabilities first, then the crossed features
    for j, row in enumerate(d["rows"]):
        base, fx = crossed(row)
        if i % 97 == 0 and j < 5:
            checked += 1; bad += hashed(dict(base)) != row["f"]
        moods[(row["kind"], d["injected"], mood(row))] += 1
        row["f"] = fx
print("refeaturized check", checked, "mismatches", bad, f"{time.perf_counter()-began:.0f}s", flush=True)
print("moods (kind, injected, mood):", sorted(moods.items()), flush=True)
def unlabelled(r):
    return r["label"] == 1 and r["words"] <= 8 and mood(r) == "describe"
dropped = sum(unlabelled(r) for d in raw for r in d["rows"])
print("payload pieces left out of the loss:", dropped, flush=True)
docs = [t.Doc(d["id"], d["injected"], d["channel"], d["language"], "", any(r["rules"] for r in d["rows"]),
              [("ruled" if r["weak"] else r["kind"], r["addr"], r["f"], r["label"]) for r in d["rows"] if not unlabelled(r)], d["set"])
        for d in raw]
out, ws = [], {}
for k in range(5):
    train_docs = [d for d, f in zip(docs, folds) if f != k]
    w = np.asarray(t.train(train_docs, dev_weight=3.0, l2=1e-4)); ws[f"fold{k}"] = w
    print("fold", k, "fitted", f"{time.perf_counter()-began:.0f}s", flush=True)
    for r, f in zip(raw, folds):
        if f != k: continue
        for row in r["rows"]:
            if row["kind"] == "visible": continue
            out.append(dict(set=r["set"], id=r["id"], inj=r["injected"], ch=r["channel"], lang=r["language"], src=r["source"],
                            vector=row["vector"], kind=row["kind"], weak=row["weak"], addr=row["addr"], rules=row["rules"],
                            sig=tuple(row["sig"]), struct=tuple(row["struct"]), label=row["label"], words=row["words"],
                            repeats=row["repeats"], decoded=row["decoded"], text=row["text"][:160], mood=mood(row),
                            oof=prob(w, row["f"]), unlabelled=unlabelled(row)))
np.savez("/work/scratch/s61/folds6.npz", **ws)
pickle.dump(out, open("/work/scratch/s61/oof6.pkl", "wb"))
print("done", len(out), f"{time.perf_counter()-began:.0f}s")
