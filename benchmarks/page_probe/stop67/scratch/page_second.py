"""Stop 67, EXPLORATORY (written after page.py's counts were seen; not part of the bar).

1. Per measure and L: the widest gap among clean documents (so the gap that would add none) and the
   injected visible-text documents above it, per half.
2. What the gap adds over the level alone: per cell, clean documents and injected gains the gap removes
   from "M >= L".
3. Whether the gained injected documents are gained through their payload: the top sentence of a gained
   document found (folded) among the visible sentences of the re-read clean documents (a host page's own
   sentence; a lower bound, since clean pages v67 flags were not re-read).

    python page_second.py OUTDIR
"""

from __future__ import annotations

import gzip
import json
import sys
from collections import Counter
from pathlib import Path

from page import FEWEST, GAPS, LEVELS, MEASURES, flags, fold, half, load_pages

out = Path(sys.argv[1])
pages = load_pages(out)
vis = [p for p in pages if p.visible]
clean = [p for p in pages if not p.injected]


def gap(p, measure):  # type: ignore[no-untyped-def]
    return p.m - (p.n2 if measure == "next" else p.med)


print("== 1. the widest clean gap per measure and L, and the injected visible-text gained above it ==")
for measure in MEASURES:
    for level in LEVELS:
        widest = max(gap(p, measure) for p in clean if p.n >= FEWEST and p.m >= level)
        above = Counter(half(p.id) for p in vis if p.n >= FEWEST and p.m >= level and gap(p, measure) > widest)
        print(f"  {measure:6} L={level}: widest clean gap {widest:.4f}; injected above it {above[0]}/{above[1]}")

print("\n== 2. what the gap removes from 'M >= L' (clean removed d/c, injected gains lost d/c) ==")
for level in LEVELS:
    base_c = [p for p in clean if p.m >= level]
    base_g = [p for p in vis if p.m >= level]
    print(f"  M >= {level}: clean {sum(half(p.id) == 0 for p in base_c)}/{sum(half(p.id) == 1 for p in base_c)},"
          f" injected {sum(half(p.id) == 0 for p in base_g)}/{sum(half(p.id) == 1 for p in base_g)}")
    for measure in MEASURES:
        for g in GAPS:
            rc = Counter(half(p.id) for p in base_c if not flags(p, measure, level, g))
            rg = Counter(half(p.id) for p in base_g if not flags(p, measure, level, g))
            print(f"    {measure:6} D={g}: clean removed {rc[0]}/{rc[1]}, injected lost {rg[0]}/{rg[1]}")

print("\n== 3. gained through a host page's own sentence (top sentence also a clean document's sentence) ==")
clean_ids = {p.id for p in clean}
seen: set[str] = set()
for path in sorted(out.glob("*.jsonl.gz")):
    with gzip.open(path, "rt", encoding="utf-8") as fh:
        for line in fh:
            row = json.loads(line)
            if row["id"] in clean_ids:
                seen.update(fold(piece["t"]) for piece in row["pieces"])
for measure, level, g in (("next", 0.9, 0.7), ("median", 0.9, 0.7), ("median", 0.7, 0.5), ("median", 0.5, 0.3)):
    gained = [p for p in vis if flags(p, measure, level, g)]
    host = [p for p in gained if fold(p.top) in seen]
    print(f"  {measure} L={level} D={g}: gained {len(gained)}, top sentence is a clean page's sentence: {len(host)}")
    for p in host[:6]:
        print(f"      {p.id} M={p.m:.4f}: {p.top[:140]!r}")
