"""Stop 69, screen (g), step 3 (RULES_stop69.md, the blind-read entry of screen (g)): K' (``reader2``, exactly as
screened) against the shipped v69, read ONCE on heldout60, every document and every channel.

    python blind60.py OUTDIR          # refuses to run when OUTDIR/heldout60.jsonl.gz exists (one read)
    python blind60.py report OUTDIR

Only heldout60 is opened; heldout59, heldout61 and the frozen part are never named for reading here; documents
carried by a frozen-part page are skipped before they are read (counted).
"""

from __future__ import annotations

import gzip
import json
import sys
import time
from collections import defaultdict
from pathlib import Path

import screen

PART = "heldout60"


def blind(outdir: Path) -> None:
    import injection_quality as iq
    from extract import test_side_pages

    from pytest_websearch_bench.artifacts import ArtifactError, load_artifact
    from pytest_websearch_bench.safety.model import shipped_model

    out = outdir / f"{PART}.jsonl.gz"
    if out.exists():
        raise SystemExit(f"{out}: heldout60 was read once already; never again")
    screen.setup()
    scorer = shipped_model()
    pages = test_side_pages()
    outdir.mkdir(parents=True, exist_ok=True)
    began = time.perf_counter()
    read = skipped = unloadable = 0
    with gzip.open(out, "wt", encoding="utf-8") as fh:
        for doc in iq.loader(PART)(corpus=screen.CORPUS):
            if screen.on_test_page(doc, pages):
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
            fh.write(json.dumps({"id": doc.id, "injected": bool(doc.injected), "channel": doc.channel,
                                 "language": getattr(doc, "language", None),
                                 "cells": screen.run(artifact, scorer)}, ensure_ascii=False) + "\n")  # fmt: skip
    print(f"{PART}: read {read}, skipped (frozen-part page) {skipped}, unloadable {unloadable}; "
          f"{time.perf_counter() - began:.0f}s", flush=True)  # fmt: skip


def report(outdir: Path) -> None:
    with gzip.open(outdir / f"{PART}.jsonl.gz", "rt", encoding="utf-8") as fh:
        docs = [d for d in map(json.loads, fh) if not d.get("unloadable")]
    inj = [d for d in docs if d["injected"]]
    clean = [d for d in docs if not d["injected"]]
    v = lambda d: d["cells"]["v69"]["f"]  # noqa: E731
    k = lambda d: d["cells"]["K"]["f"]  # noqa: E731
    gained = [d for d in inj if k(d) and not v(d)]
    lost = [d for d in inj if v(d) and not k(d)]
    added = [d for d in clean if k(d) and not v(d)]
    removed = [d for d in clean if v(d) and not k(d)]
    print(f"{PART}: {len(inj)} injected, {len(clean)} clean (loadable)")
    for name, f in (("v69", v), ("K'", k)):
        print(f"  {name}: detected {sum(map(f, inj))} ({sum(map(f, inj)) / len(inj):.3f}), clean flagged "
              f"{sum(map(f, clean))} ({sum(map(f, clean)) / max(1, len(clean)):.3f})")  # fmt: skip
    print(f"  gained {len(gained)}, lost {len(lost)}, net {len(gained) - len(lost)}; clean added {len(added)}, "
          f"removed {len(removed)}")  # fmt: skip
    ok = len(gained) - len(lost) > 0 and not added
    print(f"  ship criterion (gained minus lost > 0, no clean document added): {'MET' if ok else 'NOT MET'}")
    per: dict[str, list[int]] = defaultdict(lambda: [0, 0, 0, 0, 0, 0])
    for d in docs:
        row = per[d["channel"] or "clean"]
        if d["injected"]:
            row[0] += 1
            row[1] += v(d)
            row[2] += k(d)
        else:
            row[3] += 1
            row[4] += v(d)
            row[5] += k(d)
    print("  per channel (injected: n, v69, K'; clean: n, v69, K'):")
    for ch, r in sorted(per.items()):
        print(f"    {ch:18} {r[0]:4d} {r[1]:4d} {r[2]:4d}   {r[3]:4d} {r[4]:4d} {r[5]:4d}")
    for label, group, cell in (("gained", gained, "K"), ("lost", lost, "v69"), ("clean added", added, "K"),
                               ("clean removed", removed, "v69")):  # fmt: skip
        print(f"\n  == {label}: {len(group)} ==")
        for d in group:
            print(f"    {d['id']} ({d['channel']}): {screen.flag_text(d['cells'][cell])}")
            if d["cells"]["K"].get("removed"):
                print(f"        removed by the frame: {screen.removed_text(d['cells']['K'])}")
    frames = [d for d in docs if d["cells"]["K"].get("removed")]
    print(f"\n  == documents where the frame removed a piece: {len(frames)} ==")
    for d in frames:
        print(f"    {d['id']} inj={d['injected']} v69={v(d)} K'={k(d)}: {screen.removed_text(d['cells']['K'])}")


if __name__ == "__main__":
    if len(sys.argv) == 3 and sys.argv[1] == "report":
        report(Path(sys.argv[2]))
    elif len(sys.argv) == 2:
        blind(Path(sys.argv[1]))
    else:
        raise SystemExit(__doc__)
