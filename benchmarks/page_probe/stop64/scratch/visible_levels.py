"""Stop 64 (RULES_stop64.md, the first entry): the visible misses of ``visible_read.py``'s dump, counted per level.

    python visible_levels.py OUTDIR

For every document v67 leaves unflagged: the highest agreement (the lowest of the four visible members'
probabilities, ``model.HIDDEN_ONLY`` left out) of a visible sentence that addresses a model, and of one that does not;
counted per level for injected visible-text documents (gained) and clean documents (added), with the real pages
(``clean-html-*``) apart; each with and without the documents whose page the topic bar kept. Halves:
``zlib.crc32(id) % 2`` (0 design, 1 check).
"""

import json
import sys
import zlib
from collections import Counter
from pathlib import Path

VISIBLE = (0, 1, 2, 3)  # v13, v20, v22, v30 (v44 hears hidden text only)
LEVELS = (0.5, 0.6, 0.7, 0.75, 0.8, 0.85, 0.9, 0.93)

rows = []
for path in sorted(Path(sys.argv[1]).glob("*.jsonl")):
    for line in path.open(encoding="utf-8"):
        row = json.loads(line)
        row["part"] = path.stem
        rows.append(row)

injected = [r for r in rows if r["injected"]]
clean = [r for r in rows if not r["injected"]]
print(f"{len(rows)} documents: {len(injected)} injected ({sum(r['flagged'] for r in injected)} flagged), "
      f"{len(clean)} clean ({sum(r['flagged'] for r in clean)} flagged)")
vis = [r for r in injected if r["channel"] == "visible_text"]
print(f"visible-text injected: {len(vis)}, missed {sum(not r['flagged'] for r in vis)}")


def agree(row, addressing):  # type: ignore[no-untyped-def]
    values = [min(p["p"][n] for n in VISIBLE) for p in row.get("pieces", ()) if p["a"] == addressing]
    return max(values or [0.0])


def top(row, addressing):  # type: ignore[no-untyped-def]
    pieces = [p for p in row.get("pieces", ()) if p["a"] == addressing]
    if not pieces:
        return ""
    best = max(pieces, key=lambda p: min(p["p"][n] for n in VISIBLE))
    return best["t"][:160]


misses = [r for r in vis if not r["flagged"]]
shape = Counter()
for r in misses:
    has_a = any(p["a"] for p in r.get("pieces", ()))
    shape[("topic bar kept" if r.get("kept_by_topic_bar") else "no topic bar") + "; "
          + ("an addressing sentence" if has_a else "no addressing sentence")] += 1
print("visible misses:", dict(shape.most_common()))

for addressing in (True, False):
    print(f"\n== a visible sentence {'that addresses' if addressing else 'that does not address'} a model,"
          " every visible member at L or more ==")
    print("   L    gained d/c (no bar d/c)   clean added d/c (real pages) (no bar)")
    for level in LEVELS:
        gained = Counter()
        gained_nb = Counter()
        added = Counter()
        real = 0
        added_nb = 0
        for r in misses:
            if agree(r, addressing) >= level:
                half = zlib.crc32(r["id"].encode()) % 2
                gained[half] += 1
                if not r.get("kept_by_topic_bar"):
                    gained_nb[half] += 1
        for r in clean:
            if not r["flagged"] and agree(r, addressing) >= level:
                added[zlib.crc32(r["id"].encode()) % 2] += 1
                real += r["id"].startswith("clean-html")
                added_nb += not r.get("kept_by_topic_bar")
        print(f"  {level:4}  {gained[0]:4d}/{gained[1]:<4d} ({gained_nb[0]}/{gained_nb[1]})"
              f"   {added[0]:4d}/{added[1]:<4d} ({real}) ({added_nb})")
    ranked = sorted((agree(r, addressing), r["id"], top(r, addressing)) for r in clean if not r["flagged"])[-8:]
    print("  clean, highest:")
    for value, doc_id, text in reversed(ranked):
        print(f"    {value:.4f} {doc_id} {text!r}")
