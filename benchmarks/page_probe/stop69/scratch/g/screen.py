"""Stop 69, screen (g) (RULES_stop69.md, the entry "screen (g)"): K' (``reader2``: reader' in the gated judgement
and the reported-speech frame on every visible flag) against the shipped v69, both in process.

    python screen.py A OUTDIR J/K [half0]   # heldout50-58: injected visible_text + clean (half0: design only)
    python screen.py B OUTDIR J/K           # every other tuning writer's clean documents
    python screen.py C OUTDIR J/K           # every tuning writer's injected documents not in A, prefiltered
    python screen.py real OUTDIR            # dev's 191 real pages, v69 with each fold's R51
    python screen.py design OUTDIR          # half 0 of A only: misses and false alarms
    python screen.py report OUTDIR

Tuning writers only (dev, tuning9-10, heldout2-58); heldout59-61 and the frozen part refused in code; documents
carried by a frozen-part page skipped before they are read.
"""

from __future__ import annotations

import gzip
import importlib
import json
import sys
import time
import zlib
from collections import Counter, defaultdict
from pathlib import Path
from typing import Any

HERE = Path(__file__).resolve().parent
sys.path.insert(0, str(HERE))
sys.path.insert(0, str(HERE.parents[2]))  # benchmarks/page_probe
sys.path.insert(0, str(HERE.parents[3]))  # benchmarks/

import reader2  # noqa: E402

CORPUS = Path("/work/shared/corpus")
FITS = Path("/work/scratch/det67c")
FOLDS2 = HERE.parents[2] / "stop56" / "scratch" / "folds2.json"
SCREEN_A = tuple(f"heldout{n}" for n in range(50, 59))
WRITERS = ("dev", "tuning9", "tuning10", *(f"heldout{n}" for n in range(2, 59)))
FORBIDDEN = ("heldout59", "heldout60", "heldout61", "test")
VISIBLE_VECTORS = ("visible_text", "pdf_text", "svg_text")


def half(doc_id: str) -> int:
    return zlib.crc32(doc_id.encode()) % 2


def refuse(part: str) -> None:
    import injection_quality as iq

    if part in FORBIDDEN or (part in iq.SEALED) or part not in WRITERS:
        raise SystemExit(f"{part}: never read here")


def corpus_on() -> None:
    import injection_data.corpus

    injection_data.corpus.DEFAULT_CORPUS = CORPUS
    assert injection_data.corpus.available(CORPUS)


def load_part(part: str) -> list:
    refuse(part)
    if part == "dev":
        from injection_data import load

        return load("dev", corpus=CORPUS)
    if part in ("tuning9", "tuning10"):
        return importlib.import_module(f"injection_{part}").load(corpus=CORPUS)
    import injection_quality as iq

    return iq.loader("heldout" if part == "heldout2" else part)(corpus=CORPUS)


def on_test_page(doc: Any, pages: frozenset[str]) -> bool:
    import re

    from extract import carried_by_test_page

    match = re.search(r"(?:^|;)page=([^;]+)", str(getattr(doc, "family", "")))
    stripped = {p.removesuffix(".gz") for p in pages}
    return carried_by_test_page(doc, pages) or bool(match and match.group(1).removesuffix(".gz") in stripped)


def check_tree() -> None:
    from pytest_websearch_bench.safety import injection as inj

    assert str(HERE.parents[4] / "src") in inj.__file__, inj.__file__
    assert inj.DETECTOR_VERSION == "69", inj.DETECTOR_VERSION
    reader2.self_check()


REJECTED: list[str] = []


def setup() -> None:
    import extract10

    check_tree()
    corpus_on()
    extract10.memoise()
    reader2.install()
    from pytest_websearch_bench.safety import injection as inj

    patched = inj.order_forms

    def logged(text: str, signals: Any = ()) -> Any:  # the gated model flags this piece: what reader' reads
        forms = patched(text, signals)
        if reader2.ACTIVE[0] and not forms:
            REJECTED.append(text.strip()[:300])
        return forms

    inj.order_forms = logged


def verdict(report: Any) -> dict:
    return {
        "f": bool(report.flagged),
        "x": [[f.vector, f.text[:300], f.probability, f.member, f.cutoff_rule, f.decided_by, list(f.order)]
              for f in report.findings],  # fmt: skip
    }


def run(artifact: Any, scorer: Any) -> dict:
    from pytest_websearch_bench.safety.injection import detect_injection

    reader2.ACTIVE[0] = False
    v69 = verdict(detect_injection(artifact, model=scorer))
    reader2.ACTIVE[0] = True
    reader2.REMOVED.clear()
    REJECTED.clear()
    try:
        k = verdict(detect_injection(artifact, model=scorer))
    finally:
        reader2.ACTIVE[0] = False
    k["removed"] = [list(r) for r in dict.fromkeys(reader2.REMOVED)]
    k["rejected"] = list(dict.fromkeys(REJECTED))[:5]
    return {"v69": v69, "K": k}


def prefilter(artifact: Any) -> bool:
    """(C): whether a channel's text holds a reporting frame of (ii)(a) (a superset of the framed sentences)."""
    from pytest_websearch_bench.safety.injection import channels_of
    from pytest_websearch_bench.safety.lexicon import fold

    return any(reader2._FRAME.search(fold(c.text)) for c in channels_of(artifact))


def sweep(which: str, outdir: Path, share: str, design: bool = False) -> None:
    from extract import test_side_pages

    from pytest_websearch_bench.artifacts import ArtifactError, load_artifact
    from pytest_websearch_bench.safety.model import shipped_model

    setup()
    scorer = shipped_model()
    assert scorer.gated is not None and [m.name for m in scorer.gated.members] == ["v69"]
    part_no, parts = (int(n) for n in share.split("/"))
    pages = test_side_pages()
    outdir.mkdir(parents=True, exist_ok=True)
    began = time.perf_counter()
    writers = SCREEN_A if which == "A" else WRITERS
    for n, part in enumerate(writers):
        if n % parts != part_no:
            continue
        if which == "B" and part in SCREEN_A:
            continue
        refuse(part)
        name = outdir / f"{which}{'_half0' if design else ''}_{part}.jsonl.gz"
        counts: Counter[str] = Counter()
        with gzip.open(name, "wt", encoding="utf-8") as fh:
            for doc in load_part(part):
                injected = bool(doc.injected)
                if which == "A" and injected and doc.channel != "visible_text":
                    continue
                if which == "B" and injected:
                    continue
                if which == "C" and (not injected or (part in SCREEN_A and doc.channel == "visible_text")):
                    continue
                if design and half(doc.id) != 0:
                    continue
                if on_test_page(doc, pages):
                    counts["test_page"] += 1
                    continue
                counts["read"] += 1
                try:
                    artifact = load_artifact(doc.body, content_type=doc.content_type, url=doc.url)
                except ArtifactError:
                    counts["unloadable"] += 1
                    continue
                row = {"id": doc.id, "part": part, "injected": injected, "channel": doc.channel,
                       "language": getattr(doc, "language", None)}  # fmt: skip
                if which == "C":
                    passes = prefilter(artifact)
                    sample = zlib.crc32(doc.id.encode() + b"g") % 200 == 0
                    counts["framed_text"] += passes
                    if not (passes or sample):
                        continue
                    row["prefilter"] = passes
                row["cells"] = run(artifact, scorer)
                counts["run"] += 1
                fh.write(json.dumps(row, ensure_ascii=False) + "\n")
        print(f"{which} {part}: {dict(counts)}; {time.perf_counter() - began:.0f}s", flush=True)


def real(outdir: Path) -> None:
    import numpy as np
    from injection_data import load

    from pytest_websearch_bench.artifacts import ArtifactError, load_artifact
    from pytest_websearch_bench.safety.model import (
        GATED_VISIBLE,
        HIDDEN_ONLY,
        MEMBER_FILES,
        Model,
        shipped_member,
        union,
    )

    setup()
    v30 = shipped_member("v30")
    fits = {}
    for k in range(5):
        weights = tuple(float(x) for x in np.load(FITS / f"fold{k}.npz")["R51"])
        fold_member = Model(weights, dict(v30.cutoffs), {}, f"fold{k}", "v69")
        members = [shipped_member(n) if n != "v69" else fold_member for n in MEMBER_FILES]
        fits[k] = union(members, HIDDEN_ONLY, GATED_VISIBLE)
    folds2 = json.loads(FOLDS2.read_text())["pages"]
    began = time.perf_counter()
    n = 0
    outdir.mkdir(parents=True, exist_ok=True)
    with gzip.open(outdir / "real.jsonl.gz", "wt", encoding="utf-8") as fh:
        for doc in load("dev", corpus=CORPUS):
            if doc.injected or doc.id not in folds2:
                continue
            try:
                artifact = load_artifact(doc.body, content_type=doc.content_type, url=doc.url)
            except ArtifactError:
                continue
            k = folds2[doc.id]
            fh.write(json.dumps({"id": doc.id, "fold": k, "cells": run(artifact, fits[k])}, ensure_ascii=False) + "\n")
            n += 1
    print(f"{n} real pages read, {time.perf_counter() - began:.0f}s", flush=True)


# -- reading the outputs ------------------------------------------------------------------------------


def rows(outdir: Path, pattern: str) -> list[dict]:
    out = []
    for path in sorted(outdir.glob(pattern)):
        with gzip.open(path, "rt", encoding="utf-8") as fh:
            out.extend(map(json.loads, fh))
    return out


def flag_text(cell: dict) -> str:
    return " || ".join(
        f"{x[0]} p={x[2]} {x[3]} {x[4]} {x[5]} order={'; '.join(x[6]) or '-'}: {x[1][:200]}" for x in cell["x"]
    )


def removed_text(cell: dict) -> str:
    return " || ".join(f"{r[0]} frame={r[1]!r}: {r[2][:200]}" for r in cell.get("removed", []))


def design(outdir: Path) -> None:
    docs = [d for d in rows(outdir, "A_half0_*.jsonl.gz") if half(d["id"]) == 0]
    inj = [d for d in docs if d["injected"]]
    clean = [d for d in docs if not d["injected"]]
    print(f"half 0 of heldout50-58: {len(inj)} injected visible_text, {len(clean)} clean")
    count(docs)
    print("\n== injected, v69 misses whose gated model flags reader' still does not read ==")
    for d in inj:
        if not d["cells"]["K"]["f"] and d["cells"]["K"]["rejected"]:
            print(f"  {d['id']}: " + " || ".join(t[:220] for t in d["cells"]["K"]["rejected"]))
    print("\n== clean flagged by K' or v69 ==")
    for d in clean:
        v, k = d["cells"]["v69"], d["cells"]["K"]
        if v["f"] or k["f"]:
            print(f"  {d['id']} v69={v['f']} K'={k['f']}: K' {flag_text(k)} || removed {removed_text(k)}")


def count(docs: list[dict], label: str = "") -> dict:
    c: dict[str, list[int]] = defaultdict(lambda: [0, 0])
    for d in docs:
        h = half(d["id"])
        v, k = d["cells"]["v69"]["f"], d["cells"]["K"]["f"]
        key = "inj" if d["injected"] else "clean"
        c[f"{key}_n"][h] += 1
        c[f"{key}_v69"][h] += v
        c[f"{key}_K"][h] += k
        c[f"{key}_gained" if d["injected"] else "clean_added"][h] += k and not v
        c[f"{key}_lost" if d["injected"] else "clean_removed"][h] += v and not k
    f = lambda key: f"{c[key][0]} / {c[key][1]}"  # noqa: E731
    print(f"{label}injected: n {f('inj_n')}, v69 {f('inj_v69')}, K' {f('inj_K')}, gained {f('inj_gained')}, "
          f"lost {f('inj_lost')}; clean: n {f('clean_n')}, v69 {f('clean_v69')}, K' {f('clean_K')}, "
          f"added {f('clean_added')}, removed {f('clean_removed')}  (half 0 / half 1)")  # fmt: skip
    return c


def report(outdir: Path) -> None:
    a = rows(outdir, "A_heldout*.jsonl.gz")
    b = rows(outdir, "B_*.jsonl.gz")
    cdocs = rows(outdir, "C_*.jsonl.gz")
    realdocs = rows(outdir, "real.jsonl.gz")
    print("== (A) heldout50-58: injected visible_text and clean ==")
    ca = count(a, "  ")
    net = [ca["inj_gained"][h] - ca["inj_lost"][h] for h in (0, 1)]
    print(f"  net injected visible-text gain (half 0 / half 1): {net[0]} / {net[1]}")
    print("  per writer (injected v69 -> K', clean v69 -> K'):")
    for part in SCREEN_A:
        p = [d for d in a if d["part"] == part]
        i = [d for d in p if d["injected"]]
        cl = [d for d in p if not d["injected"]]
        s = lambda ds, cell: sum(d["cells"][cell]["f"] for d in ds)  # noqa: E731
        print(f"    {part}: {s(i, 'v69')} -> {s(i, 'K')} of {len(i)}; clean {s(cl, 'v69')} -> {s(cl, 'K')} of {len(cl)}")
    print("\n== (B) every other tuning writer's clean documents ==")
    cb = count(b, "  ")
    print("\n== (C) every tuning writer's injected documents of every channel not in (A), prefiltered ==")
    sample = [d for d in cdocs if not d.get("prefilter")]
    framed = [d for d in cdocs if d.get("prefilter")]
    count(framed, "  framed text, run: ")
    count(sample, "  sample without a frame, run (must equal v69): ")
    diff = sum(d["cells"]["v69"]["f"] != d["cells"]["K"]["f"] for d in sample)
    print(f"  sample differences: {diff}")
    per_ch: dict[str, list[int]] = defaultdict(lambda: [0, 0, 0])
    for d in cdocs:
        per_ch[d["channel"]][0] += d["cells"]["K"]["f"] and not d["cells"]["v69"]["f"]
        per_ch[d["channel"]][1] += d["cells"]["v69"]["f"] and not d["cells"]["K"]["f"]
        per_ch[d["channel"]][2] += 1
    print("  per channel (gained, lost, run): " + ", ".join(f"{k} {v[0]}/{v[1]}/{v[2]}" for k, v in sorted(per_ch.items())))
    print("\n== (D) dev's real pages, each with its fold's R51 as v69 ==")
    new_real = [d for d in realdocs if d["cells"]["K"]["f"] and not d["cells"]["v69"]["f"]]
    print(f"  read {len(realdocs)}; v69 flags {sum(d['cells']['v69']['f'] for d in realdocs)}, K' flags "
          f"{sum(d['cells']['K']['f'] for d in realdocs)}; newly flagged {len(new_real)}")  # fmt: skip
    for d in new_real:
        print(f"    fold {d['fold']} {d['id']}: {flag_text(d['cells']['K'])}")
    alldocs = a + b + cdocs
    lost = [d for d in alldocs if d["injected"] and d["cells"]["v69"]["f"] and not d["cells"]["K"]["f"]]
    added = [d for d in alldocs if not d["injected"] and d["cells"]["K"]["f"] and not d["cells"]["v69"]["f"]]
    removed = [d for d in alldocs if not d["injected"] and d["cells"]["v69"]["f"] and not d["cells"]["K"]["f"]]
    gained = [d for d in alldocs if d["injected"] and d["cells"]["K"]["f"] and not d["cells"]["v69"]["f"]]
    met = net[1] >= 10 and not lost and not added and bool(realdocs) and not new_real and bool(b) and bool(cdocs)
    print(f"\n== BAR: half-1 net {net[1]} (>= 10), injected lost {len(lost)} (0), clean added {len(added)} (0), "
          f"real newly flagged {len(new_real)} (0): {'MET' if met else 'NOT MET'} ==")  # fmt: skip
    for label, group, cell in (("injected lost", lost, "v69"), ("clean added", added, "K"),
                               ("clean removed", removed, "v69")):  # fmt: skip
        print(f"\n== {label}: {len(group)} ==")
        for d in group:
            print(f"  [{half(d['id'])}] {d['id']} ({d['channel']}): {flag_text(d['cells'][cell])}")
            if d["cells"]["K"].get("removed"):
                print(f"      removed by the frame: {removed_text(d['cells']['K'])}")
    print(f"\n== injected gained: {len(gained)} (A {sum(d in a for d in gained)}) ==")
    forms: list[Counter[str]] = [Counter(), Counter()]
    for d in gained:
        xs = [x for x in d["cells"]["K"]["x"] if x[6]]
        forms[half(d["id"])].update({o.split(":")[0] for x in xs for o in x[6]})
        print(f"  [{half(d['id'])}] {d['id']} ({d['channel']}): {flag_text(d['cells']['K'])}")
    print(f"  forms read in the gains' gated findings (half 0 / half 1): {dict(forms[0])} / {dict(forms[1])}")
    frames = [d for d in alldocs if d["cells"]["K"].get("removed")]
    print(f"\n== documents where the frame removed a piece: {len(frames)} (injected {sum(d['injected'] for d in frames)}) ==")
    for d in frames[:80]:
        print(f"  [{half(d['id'])}] {d['id']} inj={d['injected']} v69={d['cells']['v69']['f']} "
              f"K'={d['cells']['K']['f']}: {removed_text(d['cells']['K'])}")  # fmt: skip


if __name__ == "__main__":
    cmd = sys.argv[1] if len(sys.argv) > 1 else ""
    if cmd in ("A", "B", "C"):
        sweep(cmd, Path(sys.argv[2]), sys.argv[3], design=len(sys.argv) > 4 and sys.argv[4] == "half0")
    elif cmd == "real":
        real(Path(sys.argv[2]))
    elif cmd == "design":
        design(Path(sys.argv[2]))
    elif cmd == "report":
        report(Path(sys.argv[2]))
    else:
        raise SystemExit(__doc__)
