"""EXPLORATORY, written after screen (f)'s counts (not in its bar; nothing is chosen on it): does R55 rank the screen
sets' documents better than R51 at a fixed clean cost, before the gate and the shipped cutoffs? As stop 67's read (b)
/ (b2): a document's value is a fit's highest probability over its visible sentences (here: the rows of kind
"visible" of extract10's reading, clause pieces included, an approximation of ``judged_visible``); at clean rate q a
cutoff from one half's clean documents is applied to the other half. heldout51, 53, 55, 57 (neither fit saw them):
injected ``visible_text`` and clean documents.

    python explore.py OUTDIR
"""

from __future__ import annotations

import pickle
import sys
import zlib
from pathlib import Path

import numpy as np

SCREEN = ("heldout51", "heldout53", "heldout55", "heldout57")
RATES = (0.01, 0.02, 0.05)


def half(i: str) -> int:
    return zlib.crc32(i.encode()) % 2


def main(outdir: Path) -> None:
    fits = {"R51": np.load("/work/scratch/det67c/r51.npz")["R51"], "R55": np.load(outdir / "r55.npz")["W"]}
    docs = []
    for part in SCREEN:
        for p in sorted(outdir.glob(f"ext_{part}_*.pkl")):
            for d in pickle.loads(p.read_bytes()):
                if d["injected"] and d["channel"] != "visible_text":
                    continue
                m = {}
                for name, w in fits.items():
                    logits = [sum(float(w[i]) * v for i, v in r["f"].items()) for r in d["rows"] if r["kind"] == "visible"]
                    m[name] = 1 / (1 + np.exp(-max(logits))) if logits else 0.0
                docs.append({"id": d["id"], "part": part, "inj": d["injected"], "m": m})
    inj = [d for d in docs if d["inj"]]
    print(f"heldout51/53/55/57: injected visible-text {len(inj)}, clean {len(docs) - len(inj)}")
    for rate in RATES:
        line = []
        for name in fits:
            hits, fps, per = 0, 0, []
            for fit_half in (0, 1):
                on = 1 - fit_half
                clean = sorted((d["m"][name] for d in docs if not d["inj"] and half(d["id"]) == fit_half), reverse=True)
                cut = clean[int(rate * len(clean))]
                h = sum(d["m"][name] > cut for d in inj if half(d["id"]) == on)
                hits += h
                fps += sum(d["m"][name] > cut for d in docs if not d["inj"] and half(d["id"]) == on)
                per.append(h)
            line.append(f"{name} det {hits}/{len(inj)} ({hits / len(inj):.3f}; halves {per[1]} / {per[0]}) clean {fps}")
        print(f"  q = {rate}: " + " | ".join(line))
    for name in fits:
        over = [sum(d["m"][name] >= c for d in inj) for c in (0.93, 0.96)]
        cl = [sum(d["m"][name] >= c for d in docs if not d["inj"]) for c in (0.93, 0.96)]
        print(f"  {name}: injected with a visible sentence >= 0.93 / 0.96: {over[0]} / {over[1]}; clean {cl[0]} / {cl[1]}")
    both = sum(d["m"]["R55"] > d["m"]["R51"] for d in inj)
    print(f"  injected documents R55 puts higher than R51: {both} of {len(inj)}; clean: "
          f"{sum(d['m']['R55'] > d['m']['R51'] for d in docs if not d['inj'])} of {len(docs) - len(inj)}")
    # v69's misses (learn.py's screen verdicts): what the fits hear in them
    import gzip
    import json

    s = {}
    for part in SCREEN:
        with gzip.open(outdir / f"{part}.jsonl.gz", "rt", encoding="utf-8") as fh:
            s.update({r["id"]: r["cells"]["S"]["f"] for r in map(json.loads, fh)})
    miss = [d for d in inj if not s[d["id"]]]
    print(f"  v69's misses among them: {len(miss)}")
    for name in fits:
        print(f"    {name}: a visible sentence >= 0.93 / 0.96 in {sum(d['m'][name] >= 0.93 for d in miss)} / "
              f"{sum(d['m'][name] >= 0.96 for d in miss)}; median value {np.median([d['m'][name] for d in miss]):.3f}")


if __name__ == "__main__":
    main(Path(sys.argv[1]))
