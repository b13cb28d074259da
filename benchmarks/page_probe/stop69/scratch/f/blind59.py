"""Stop 69, screen (f), step 3 (RULES_stop69.md, the entry "screen (f)"): K(R60) against v69 as shipped, read ONCE on
heldout59, every document and every channel. Runs only when screen (f)'s committed report says the bar is met and
R60 is fitted; refuses a second run (its output file exists).

    python blind59.py OUTDIR           # the one read
    python blind59.py report OUTDIR

Only heldout59 is opened here; heldout60-62 and the frozen part are never named or read; documents carried by a
frozen-part page are skipped before they are read (counted).
"""

from __future__ import annotations

import gzip
import json
import sys
import time
from collections import defaultdict
from pathlib import Path

import numpy as np

import learn

PART = "heldout59"
SCREEN_OUT = Path(__file__).resolve().parent / "learn.out"


def blind(outdir: Path) -> None:
    import extract10
    import injection_quality as iq
    from extract import test_side_pages

    from pytest_websearch_bench.artifacts import ArtifactError, load_artifact

    out = outdir / f"{PART}.jsonl.gz"
    if out.exists():
        raise SystemExit(f"{out}: heldout59 was read once already; never again")
    if "BAR (net >= 15, no clean document added, no real page newly flagged): MET" not in SCREEN_OUT.read_text():
        raise SystemExit(f"{SCREEN_OUT}: screen (f)'s bar is not met; heldout59 stays sealed")
    learn.check_tree()
    assert PART in iq.SEALED, PART
    learn.screen67.corpus_on()
    extract10.memoise()
    cells = {"S": None, "K60": learn.gated_union(np.load(outdir / "r60.npz")["W"], "R60")}
    pages = test_side_pages()
    began = time.perf_counter()
    read = skipped = unloadable = 0
    with gzip.open(out, "wt", encoding="utf-8") as fh:
        for doc in iq.loader(PART)(corpus=learn.CORPUS):
            if learn.screen67.on_test_page(doc, pages):
                skipped += 1
                continue
            read += 1
            try:
                artifact = load_artifact(doc.body, content_type=doc.content_type, url=doc.url)
            except ArtifactError:
                unloadable += 1
                fh.write(json.dumps({"id": doc.id, "injected": bool(doc.injected), "channel": doc.channel,
                                     "unloadable": True}) + "\n")  # fmt: skip
                continue
            v = learn.run(artifact, cells)
            fh.write(json.dumps({"id": doc.id, "injected": bool(doc.injected), "channel": doc.channel,
                                 "language": getattr(doc, "language", None), "cells": v}, ensure_ascii=False) + "\n")  # fmt: skip
    print(f"{PART}: read {read}, skipped (frozen-part page) {skipped}, unloadable {unloadable}; "
          f"{time.perf_counter() - began:.0f}s", flush=True)  # fmt: skip


def report(outdir: Path) -> None:
    with gzip.open(outdir / f"{PART}.jsonl.gz", "rt", encoding="utf-8") as fh:
        docs = [d for d in map(json.loads, fh) if not d.get("unloadable")]
    inj = [d for d in docs if d["injected"]]
    clean = [d for d in docs if not d["injected"]]
    k = lambda d: d["cells"]["K60"]["f"]  # noqa: E731
    s = lambda d: d["cells"]["S"]["f"]  # noqa: E731
    gained = [d for d in inj if k(d) and not s(d)]
    lost = [d for d in inj if s(d) and not k(d)]
    added = [d for d in clean if k(d) and not s(d)]
    removed = [d for d in clean if s(d) and not k(d)]
    print(f"{PART}: {len(inj)} injected, {len(clean)} clean (loadable)")
    for name, fn in (("v69", s), ("K(R60)", k)):
        print(f"  {name:7} detected {sum(map(fn, inj))} ({sum(map(fn, inj)) / len(inj):.3f}), clean flagged "
              f"{sum(map(fn, clean))} ({sum(map(fn, clean)) / len(clean):.3f})")  # fmt: skip
    print(f"  gained {len(gained)}, lost {len(lost)}, net {len(gained) - len(lost)}; clean added {len(added)}, "
          f"removed {len(removed)}")  # fmt: skip
    ok = len(gained) - len(lost) > 0 and not added
    print(f"  ship criterion (net gain > 0 injected, no clean document added): {'MET' if ok else 'NOT MET'}")
    per: dict[str, list[int]] = defaultdict(lambda: [0, 0, 0])
    for d in inj:
        per[d["channel"]][0] += 1
        per[d["channel"]][1] += s(d)
        per[d["channel"]][2] += k(d)
    print("  per channel (injected: n, v69, K(R60)):")
    for ch, (n, a, b) in sorted(per.items()):
        print(f"    {ch:16} {n:4d} {a:4d} {b:4d}")
    print(f"  clean (n, v69, K(R60)): {len(clean)} {sum(map(s, clean))} {sum(map(k, clean))}")
    for label, group, cell in (("clean added by K(R60)", added, "K60"), ("clean removed", removed, "S"),
                               ("injected lost (v69's finding)", lost, "S"), ("injected gained", gained, "K60")):  # fmt: skip
        print(f"\n  == {label}: {len(group)} ==")
        for d in group:
            print(f"    {d['id']}: {learn.flag_text(d['cells'][cell])}")


if __name__ == "__main__":
    if len(sys.argv) == 3 and sys.argv[1] == "report":
        report(Path(sys.argv[2]))
    elif len(sys.argv) == 2:
        blind(Path(sys.argv[1]))
    else:
        raise SystemExit(__doc__)
