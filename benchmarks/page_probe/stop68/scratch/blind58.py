"""Stop 68, screen (e), step 3 (RULES_stop68.md, the entry "screen (e): the blind read"): K2 = v67 OR G2 (R51, no
refit) read ONCE on heldout58, every document and every channel, against v67.

    python blind58.py OUTDIR          # refuses to run when OUTDIR/heldout58.jsonl.gz exists (one read)
    python blind58.py report OUTDIR

Only heldout58 is opened; heldout59 and the frozen part are never named here; documents carried by a frozen-part
page are skipped before they are read (counted).
"""

from __future__ import annotations

import gzip
import json
import sys
import time
from collections import defaultdict
from pathlib import Path

import numpy as np

import gate2

PART = "heldout58"


def blind(outdir: Path) -> None:
    import extract10
    import injection_quality as iq
    from extract import test_side_pages

    from pytest_websearch_bench.artifacts import ArtifactError, load_artifact

    out = outdir / f"{PART}.jsonl.gz"
    if out.exists():
        raise SystemExit(f"{out}: heldout58 was read once already; never again")
    gate2.check_tree()
    assert PART == "heldout58" and PART in iq.SEALED, PART
    gate2.screen67.corpus_on()
    extract10.memoise()
    cells = gate2.build(np.load(gate2.FITS / "r51.npz")["R51"])
    pages = test_side_pages()
    outdir.mkdir(parents=True, exist_ok=True)
    began = time.perf_counter()
    read = skipped = unloadable = 0
    with gzip.open(out, "wt", encoding="utf-8") as fh:
        for doc in iq.loader(PART)(corpus=gate2.screen67.CORPUS):
            if gate2.screen67.on_test_page(doc, pages):
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
            v = gate2.run(artifact, cells)
            fh.write(json.dumps({"id": doc.id, "injected": bool(doc.injected), "channel": doc.channel,
                                 "language": getattr(doc, "language", None), "cells": v}, ensure_ascii=False) + "\n")  # fmt: skip
    print(f"{PART}: read {read}, skipped (frozen-part page) {skipped}, unloadable {unloadable}; "
          f"{time.perf_counter() - began:.0f}s", flush=True)  # fmt: skip


def report(outdir: Path) -> None:
    with gzip.open(outdir / f"{PART}.jsonl.gz", "rt", encoding="utf-8") as fh:
        docs = [d for d in map(json.loads, fh) if not d.get("unloadable")]
    inj = [d for d in docs if d["injected"]]
    clean = [d for d in docs if not d["injected"]]
    k = lambda d: d["cells"]["S"]["f"] or d["cells"]["G2"]["f"]  # noqa: E731
    s = lambda d: d["cells"]["S"]["f"]  # noqa: E731
    gained = [d for d in inj if k(d) and not s(d)]
    lost = [d for d in inj if s(d) and not k(d)]
    added = [d for d in clean if k(d) and not s(d)]
    print(f"{PART}: {len(inj)} injected, {len(clean)} clean (loadable)")
    print(f"  v67: detected {sum(map(s, inj))} ({sum(map(s, inj)) / len(inj):.3f}), clean flagged {sum(map(s, clean))} "
          f"({sum(map(s, clean)) / len(clean):.3f})")  # fmt: skip
    print(f"  K2:  detected {sum(map(k, inj))} ({sum(map(k, inj)) / len(inj):.3f}), clean flagged {sum(map(k, clean))} "
          f"({sum(map(k, clean)) / len(clean):.3f})")  # fmt: skip
    print(f"  gained {len(gained)}, lost {len(lost)}, net {len(gained) - len(lost)}; clean added {len(added)}")
    ok = len(gained) - len(lost) > 0 and not added
    print(f"  ship criterion (net gain > 0 injected, no clean document added): {'MET' if ok else 'NOT MET'}")
    per: dict[str, list[int]] = defaultdict(lambda: [0, 0, 0])
    for d in inj:
        per[d["channel"]][0] += 1
        per[d["channel"]][1] += s(d)
        per[d["channel"]][2] += k(d)
    print("  per channel (injected: n, v67, K2):")
    for ch, (n, a, b) in sorted(per.items()):
        print(f"    {ch:16} {n:4d} {a:4d} {b:4d}")
    c3_added = [d for d in clean if d["cells"]["C3"]["f"] and not s(d)]
    print(f"  (reference: C3 adds {len(c3_added)} clean, gains {sum(d['cells']['C3']['f'] and not s(d) for d in inj)})")
    for label, group in (("clean added by K2", added), ("gained", gained), ("C3's clean additions", c3_added)):
        print(f"\n  == {label}: {len(group)} ==")
        for d in group:
            cell = d["cells"]["G2" if label != "C3's clean additions" else "C3"]
            print(f"    {d['id']}: {gate2.flag_text(cell)}")


if __name__ == "__main__":
    if len(sys.argv) == 3 and sys.argv[1] == "report":
        report(Path(sys.argv[2]))
    elif len(sys.argv) == 2:
        blind(Path(sys.argv[1]))
    else:
        raise SystemExit(__doc__)
