"""Stop 67, screen (c) (RULES_stop67.md, the entry "screen (c)"): the restricted detector with its visible-text union
built from newer fits, at the shipped cutoffs, against v67's, on heldout50-57 (writers the refit never saw).

Fixed here, before the run (the RULES entry says the same):

* R51: ``train_injection_model.train(docs, dev_weight=3.0, l2=1e-4)`` on v67's reading of dev, tuning9-10 and
  heldout2-49 (51 writers): read (b2)'s extract10 pickles of v44's 41 writers and heldout40-49 read here with
  extract10's ``record`` (documents carried by a frozen-part page skipped before they are read);
* cells: the visible union (``UnionModel.for_visible()``) replaced by S (shipped: v13, v20, v22, v30), C1 {v30, v44},
  C2 {v30, R51}, C3 {R51}, C4 {v44, R51}, C5 {v30, v44, R51}; the full union (hidden and structural text, the named
  rule's and the topic bar's every-member agreement) stays the shipped five; every cutoff the shipped one;
* data: heldout50-57's injected ``visible_text`` and clean documents of stop 64's dump (``/work/scratch/visible64``,
  v67's verdicts), each run through ``injection.detect_injection(artifact, model=cell)``; S must equal the dump;
* counts per cell and half (``zlib.crc32(id) % 2``): injected visible-text gained / lost against v67, clean added /
  removed; bar: gained - lost >= 20 on each half, no clean added on either half, no real development-side page newly
  flagged (``real``: stop 56's page-split folds, R51's recipe refitted without each fold).

    python screen.py ext OUTDIR J/K                 # heldout40-49 read as extract10 reads (process J of K)
    python screen.py fit OUTDIR R0.pkl R1.pkl       # R51 -> OUTDIR/r51.npz (reads OUTDIR/ext40_49_*.pkl)
    python screen.py screen OUTDIR J/K [other]      # heldout50-57 through every cell (process J of K)
    python screen.py report OUTDIR                  # the counts
    python screen.py foldfit OUTDIR R0.pkl R1.pkl   # R51's recipe without each page-split fold -> OUTDIR/fold*.npz
    python screen.py real OUTDIR                    # dev's real pages, each with its fold's fit
    python screen.py realreport OUTDIR
"""

from __future__ import annotations

import gzip
import importlib
import json
import pickle
import re
import sys
import time
import zlib
from collections import Counter, defaultdict
from pathlib import Path

import numpy as np

HERE = Path(__file__).resolve().parent
sys.path.insert(0, str(HERE.parents[2]))  # benchmarks/
sys.path.insert(0, str(HERE.parents[1]))  # benchmarks/page_probe

DUMP = Path("/work/scratch/visible64")
CORPUS = Path("/work/shared/corpus")
NEW = tuple(f"heldout{n}" for n in range(40, 50))  # read here for the fit
SCREENED = tuple(f"heldout{n}" for n in range(50, 58))  # the fit never sees them
FORBIDDEN = ("heldout58", "heldout59", "test")
CELLS = {
    "S": ("v13", "v20", "v22", "v30"),
    "C1": ("v30", "v44"),
    "C2": ("v30", "R51"),
    "C3": ("R51",),
    "C4": ("v44", "R51"),
    "C5": ("v30", "v44", "R51"),
}
FOLDS2 = HERE.parents[1] / "stop56" / "scratch" / "folds2.json"
FOLDS55 = Path("/work/main/benchmarks/page_probe/stop55/scratch/folds.json")


def half(doc_id: str) -> int:
    return zlib.crc32(doc_id.encode()) % 2


def corpus_on() -> None:
    import injection_data.corpus

    injection_data.corpus.DEFAULT_CORPUS = CORPUS
    assert injection_data.corpus.available(CORPUS)


def refuse(part: str) -> None:
    import injection_quality as iq

    if part in FORBIDDEN or part in iq.SEALED:
        raise SystemExit(f"{part}: never read here")


_PAGE = re.compile(r"(?:^|;)page=([^;]+)")


def on_test_page(item: object, pages: frozenset[str]) -> bool:
    from extract import carried_by_test_page

    match = _PAGE.search(str(getattr(item, "family", "")))
    stripped = {p.removesuffix(".gz") for p in pages}
    return carried_by_test_page(item, pages) or bool(
        match and match.group(1).removesuffix(".gz") in stripped
    )


# -- ext: heldout40-49 as extract10 reads them ----------------------------------------------------


def ext(outdir: Path, share: str) -> None:
    import extract10
    from extract import test_side_pages

    from pytest_websearch_bench.artifacts.errors import ArtifactError
    from pytest_websearch_bench.artifacts.load import load_artifact
    from pytest_websearch_bench.safety.injection import channels_of

    part, parts = (int(n) for n in share.split("/"))
    corpus_on()
    extract10.memoise()
    pages = test_side_pages()
    outdir.mkdir(parents=True, exist_ok=True)
    docs = []
    began = time.perf_counter()
    for name in NEW:
        refuse(name)
        skipped = 0
        for order, item in enumerate(
            importlib.import_module(f"injection_{name}").load(corpus=CORPUS)
        ):
            if order % parts != part:
                continue
            if on_test_page(item, pages):
                skipped += 1
                continue
            try:
                channels = channels_of(load_artifact(item.body, content_type=item.content_type))
            except ArtifactError:
                continue
            docs.append(extract10.record(name, order, item, channels))
        print(
            f"{name}: {len(docs)} docs, {skipped} skipped, {time.perf_counter() - began:.0f} s",
            flush=True,
        )
    (outdir / f"ext40_49_{part}.pkl").write_bytes(pickle.dumps(docs))


# -- fit --------------------------------------------------------------------------------------------


def all_docs(outdir: Path, paths: list[Path]) -> tuple[list, list[dict]]:
    """R51's documents in order (extract10's 41 writers, then heldout40..49) and, beside each, what the folds need."""
    import train_injection_model as t
    from page_probe.extract10 import merged

    raw = merged(paths)
    new = []
    for p in sorted(outdir.glob("ext40_49_*.pkl")):
        new.extend(pickle.loads(p.read_bytes()))
    new.sort(key=lambda d: (NEW.index(d["set"]), d["order"]))
    raw.extend(new)
    docs, info = [], []
    for d in raw:
        assert d["set"] not in FORBIDDEN and d["set"] not in SCREENED, d["set"]
        rows = [
            ("ruled" if r["weak"] else r["kind"], r["addr"], r["f"], r["label"]) for r in d["rows"]
        ]
        rules = any(r["rules"] for r in d["rows"])
        docs.append(
            t.Doc(d["id"], d["injected"], d["channel"], d["language"], "", rules, rows, d["set"])
        )
        info.append(
            {"set": d["set"], "id": d["id"], "injected": d["injected"], "source": d["source"]}
        )
    return docs, info


def fit(outdir: Path, paths: list[Path]) -> None:
    import train_injection_model as t

    began = time.perf_counter()
    docs, _ = all_docs(outdir, paths)
    per = Counter(d.writer for d in docs)
    print(
        dict(per),
        len(per),
        "writers",
        len(docs),
        "documents",
        f"{time.perf_counter() - began:.0f}s",
        flush=True,
    )
    assert set(per) == set(t.WRITERS["v44"]) | set(NEW), sorted(
        set(per) ^ (set(t.WRITERS["v44"]) | set(NEW))
    )
    w = np.asarray(t.train(docs, dev_weight=3.0, l2=1e-4))
    np.savez(outdir / "r51.npz", R51=w)
    print("R51 fitted", f"{time.perf_counter() - began:.0f}s", flush=True)


def fold_of_all(info: list[dict]) -> list[int]:
    folds2 = json.loads(FOLDS2.read_text())
    folds55 = json.loads(FOLDS55.read_text())
    out = []
    for d in info:
        if d["set"] != "dev":
            out.append(folds55["heldout2" if d["set"] == "heldout" else d["set"]])
        elif d["id"] in folds2["pages"]:
            out.append(folds2["pages"][d["id"]])
        elif d["id"] in folds2["carrier"]:
            out.append(folds2["pages"][folds2["carrier"][d["id"]]])
        else:
            out.append(zlib.crc32(d["id"].encode()) % 5)
    return out


def foldfit(outdir: Path, paths: list[Path]) -> None:
    import train_injection_model as t

    began = time.perf_counter()
    docs, info = all_docs(outdir, paths)
    folds = fold_of_all(info)
    for k in range(5):
        if (outdir / f"fold{k}.npz").exists():
            continue
        own = [d for d, f in zip(docs, folds, strict=True) if f != k]
        w = np.asarray(t.train(own, dev_weight=3.0, l2=1e-4))
        np.savez(outdir / f"fold{k}.npz", R51=w)
        print(
            f"fold {k}: {len(own)} documents, fitted {time.perf_counter() - began:.0f}s", flush=True
        )


# -- the cells' scorers -----------------------------------------------------------------------------


def scorers(r51: np.ndarray) -> dict:
    from pytest_websearch_bench.safety.model import (
        Model,
        UnionModel,
        shipped_member,
        shipped_model,
        union,
    )

    shipped = shipped_model()
    assert [m.name for m in shipped.members] == ["v13", "v20", "v22", "v30", "v44"], shipped.members
    v30 = shipped_member("v30")
    refit = Model(tuple(float(x) for x in r51), dict(v30.cutoffs), {}, "r51", "R51")
    by = {m.name: m for m in shipped.members} | {"R51": refit}
    out = {}
    for cell, names in CELLS.items():
        scorer = UnionModel(
            shipped.members, shipped.cutoffs, f"{shipped.digest}-{cell}", shipped.hidden_only
        )
        visible = union([by[n] for n in names])
        scorer.__dict__["_visible"] = (
            visible  # (``for_visible``'s cached property, set: the cell's visible union)
        )
        assert scorer.for_visible() is visible
        if cell == "S":
            assert [m.name for m in shipped.for_visible().members] == list(names)
        out[cell] = scorer
    return out


def verdict(report: object) -> dict:
    return {
        "f": bool(report.flagged),  # type: ignore[attr-defined]
        "x": [
            [f.vector, f.text[:200], f.probability, f.member, f.cutoff_rule, f.decided_by]
            for f in report.findings  # type: ignore[attr-defined]
        ],
    }


def run_cells(artifact: object, cells: dict) -> dict:
    from pytest_websearch_bench.safety.injection import detect_injection

    return {
        cell: verdict(detect_injection(artifact, model=scorer)) for cell, scorer in cells.items()
    }


# -- screen -----------------------------------------------------------------------------------------


def dump_rows(part: str) -> dict[str, dict]:
    with open(DUMP / f"{part}.jsonl", encoding="utf-8") as fh:
        return {r["id"]: r for r in map(json.loads, fh)}


def wanted(row: dict, other: bool) -> bool:
    main = (not row["injected"]) or row["channel"] == "visible_text"
    return main != other


def screen(outdir: Path, share: str, other: bool) -> None:
    import extract10
    import injection_quality as iq
    from extract import test_side_pages

    from pytest_websearch_bench.artifacts import ArtifactError, load_artifact
    from pytest_websearch_bench.safety import injection as inj

    assert "/work/wt/" in inj.__file__, inj.__file__
    assert inj.DETECTOR_VERSION == "67", inj.DETECTOR_VERSION
    part_no, parts = (int(n) for n in share.split("/"))
    corpus_on()
    extract10.memoise()
    cells = scorers(np.load(outdir / "r51.npz")["R51"])
    pages = test_side_pages()
    began = time.perf_counter()
    for n, part in enumerate(SCREENED):
        if n % parts != part_no:
            continue
        refuse(part)
        rows = dump_rows(part)
        want = {i for i, r in rows.items() if wanted(r, other)}
        name = outdir / f"{'other_' if other else ''}{part}.jsonl.gz"
        read = unloadable = differ = 0
        with gzip.open(name, "wt", encoding="utf-8") as fh:
            for doc in iq.loader(part)(corpus=CORPUS):
                if doc.id not in want:
                    continue
                assert not on_test_page(doc, pages), doc.id
                read += 1
                try:
                    artifact = load_artifact(doc.body, content_type=doc.content_type, url=doc.url)
                except ArtifactError:
                    unloadable += 1
                    continue
                v = run_cells(artifact, cells)
                differ += v["S"]["f"] != rows[doc.id]["flagged"]
                out = {"id": doc.id, "part": part, "injected": bool(doc.injected), "channel": doc.channel,
                       "dump": rows[doc.id]["flagged"], "cells": v}  # fmt: skip
                fh.write(json.dumps(out, ensure_ascii=False) + "\n")
        print(f"{part}: wanted {len(want)} read {read} unloadable {unloadable}; S differs from the dump on {differ}; "
              f"{time.perf_counter() - began:.0f}s", flush=True)  # fmt: skip


def load_screen(outdir: Path, prefix: str = "") -> list[dict]:
    docs = []
    for part in SCREENED:
        path = outdir / f"{prefix}{part}.jsonl.gz"
        if path.exists():
            with gzip.open(path, "rt", encoding="utf-8") as fh:
                docs.extend(map(json.loads, fh))
    return docs


def flag_text(cell_v: dict) -> str:
    return " || ".join(f"{x[0]} p={x[2]} {x[3]} {x[4]}: {x[1][:140]}" for x in cell_v["x"])


def report(outdir: Path) -> None:
    docs = load_screen(outdir)
    parts = sorted({d["part"] for d in docs})
    vis = [d for d in docs if d["injected"]]
    clean = [d for d in docs if not d["injected"]]
    print(
        f"heldout50-57 read: {len(parts)} parts ({', '.join(parts)}); injected visible-text {len(vis)}, clean {len(clean)}"
    )
    print(
        f"S (v67 in process) differs from the dump's verdict on {sum(d['cells']['S']['f'] != d['dump'] for d in docs)}"
    )
    print(f"per half (0 / 1): injected visible-text {sum(half(d['id']) == 0 for d in vis)} / "
          f"{sum(half(d['id']) == 1 for d in vis)}; clean {sum(half(d['id']) == 0 for d in clean)} / "
          f"{sum(half(d['id']) == 1 for d in clean)}")  # fmt: skip
    print("\n== per cell (half 0 / half 1); gained/lost against S = v67 ==")
    print(f"{'cell':4} {'visible union':16} {'detected':>17} {'gained':>9} {'lost':>9} {'net':>9} {'clean flagged':>13} "
          f"{'clean added':>11} {'removed':>8} bar")  # fmt: skip
    for cell, names in CELLS.items():
        c = defaultdict(lambda: [0, 0])
        for d in docs:
            h = half(d["id"])
            s, x = d["cells"]["S"]["f"], d["cells"][cell]["f"]
            if d["injected"]:
                c["det"][h] += x
                c["gain"][h] += x and not s
                c["lost"][h] += s and not x
            else:
                c["fp"][h] += x
                c["added"][h] += x and not s
                c["removed"][h] += s and not x
        net = [c["gain"][h] - c["lost"][h] for h in (0, 1)]
        ok = all(n >= 20 for n in net) and not any(c["added"])

        def fmt(k: str, c: dict = c) -> str:
            return f"{c[k][0]} / {c[k][1]}"

        print(f"{cell:4} {'+'.join(names):16} {fmt('det'):>17} {fmt('gain'):>9} {fmt('lost'):>9} "
              f"{net[0]} / {net[1]:<5} {fmt('fp'):>13} {fmt('added'):>11} {fmt('removed'):>8} "
              f"{'tuning part met (real pages: see real)' if ok else 'not met'}")  # fmt: skip
    print("\n== per writer: injected visible-text detected (v67 = S), clean flagged ==")
    print("  writer     n_inj n_cl  " + "  ".join(f"{c:>9}" for c in CELLS))
    for part in parts:
        pi = [d for d in vis if d["part"] == part]
        pc = [d for d in clean if d["part"] == part]
        cols = [
            f"{sum(d['cells'][c]['f'] for d in pi):4d}/{sum(d['cells'][c]['f'] for d in pc):<4d}"
            for c in CELLS
        ]
        print(f"  {part:10} {len(pi):5d} {len(pc):4d}  " + "  ".join(f"{x:>9}" for x in cols))
    print("\n== clean documents added (each cell; the findings that flag it) ==")
    for cell in CELLS:
        if cell == "S":
            continue
        added = [d for d in clean if d["cells"][cell]["f"] and not d["cells"]["S"]["f"]]
        print(f"  {cell}: {len(added)}")
        for d in added[:40]:
            print(f"    [{half(d['id'])}] {d['id']}: {flag_text(d['cells'][cell])}")
    print("\n== what the gains and losses are flagged by (rule of the top finding) ==")
    for cell in CELLS:
        if cell == "S":
            continue
        gained = [d for d in vis if d["cells"][cell]["f"] and not d["cells"]["S"]["f"]]
        lost = [d for d in vis if d["cells"]["S"]["f"] and not d["cells"][cell]["f"]]
        rules = Counter(x[4] for d in gained for x in d["cells"][cell]["x"][:1])
        lrules = Counter(x[4] for d in lost for x in d["cells"]["S"]["x"][:1])
        print(
            f"  {cell}: gained {len(gained)} by {dict(rules)}; lost {len(lost)} (v67 had flagged by {dict(lrules)})"
        )
    print("\n== a sample of gains (C2, C3; every 25th) ==")
    for cell in ("C2", "C3"):
        gained = [d for d in vis if d["cells"][cell]["f"] and not d["cells"]["S"]["f"]]
        for d in gained[::25]:
            print(f"  {cell} [{half(d['id'])}] {d['id']}: {flag_text(d['cells'][cell])}")
    other = load_screen(outdir, "other_")
    if other:
        print(
            f"\n== injected documents of other channels ({len(other)}; reported, not in the bar) =="
        )
        for cell in CELLS:
            g = sum(d["cells"][cell]["f"] and not d["cells"]["S"]["f"] for d in other)
            lo = sum(d["cells"]["S"]["f"] and not d["cells"][cell]["f"] for d in other)
            print(
                f"  {cell}: detected {sum(d['cells'][cell]['f'] for d in other)}, gained {g}, lost {lo}"
            )


# -- real pages on stop 56's page-split folds -------------------------------------------------------


def real(outdir: Path) -> None:
    import extract10
    from injection_data import load

    from pytest_websearch_bench.artifacts import ArtifactError, load_artifact

    corpus_on()
    extract10.memoise()
    folds2 = json.loads(FOLDS2.read_text())["pages"]
    fits = {k: scorers(np.load(outdir / f"fold{k}.npz")["R51"]) for k in range(5)}
    began = time.perf_counter()
    n = 0
    with gzip.open(outdir / "real.jsonl.gz", "wt", encoding="utf-8") as fh:
        for doc in load("dev", corpus=CORPUS):
            if doc.injected or doc.id not in folds2:
                continue
            try:
                artifact = load_artifact(doc.body, content_type=doc.content_type, url=doc.url)
            except ArtifactError:
                continue
            k = folds2[doc.id]
            v = run_cells(artifact, fits[k])
            fh.write(json.dumps({"id": doc.id, "fold": k, "cells": v}, ensure_ascii=False) + "\n")
            n += 1
            if n % 20 == 0:
                print(f"{n} pages, {time.perf_counter() - began:.0f}s", flush=True)
    print(f"{n} real pages read, {time.perf_counter() - began:.0f}s", flush=True)


def realreport(outdir: Path) -> None:
    with gzip.open(outdir / "real.jsonl.gz", "rt", encoding="utf-8") as fh:
        docs = list(map(json.loads, fh))
    print(
        f"dev's real pages read: {len(docs)} (stop 56's page-split folds; R51 replaced by its fold's fit)"
    )
    print(f"S flags {sum(d['cells']['S']['f'] for d in docs)}")
    for cell in CELLS:
        if cell == "S":
            continue
        new = [d for d in docs if d["cells"][cell]["f"] and not d["cells"]["S"]["f"]]
        gone = [d for d in docs if d["cells"]["S"]["f"] and not d["cells"][cell]["f"]]
        print(f"  {cell}: flags {sum(d['cells'][cell]['f'] for d in docs)}, newly flagged {len(new)}, "
              f"no longer flagged {len(gone)}")  # fmt: skip
        for d in new:
            print(f"    fold {d['fold']} {d['id']}: {flag_text(d['cells'][cell])}")


if __name__ == "__main__":
    cmd = sys.argv[1]
    if cmd == "ext":
        ext(Path(sys.argv[2]), sys.argv[3])
    elif cmd == "fit":
        fit(Path(sys.argv[2]), [Path(p) for p in sys.argv[3:]])
    elif cmd == "screen":
        screen(Path(sys.argv[2]), sys.argv[3], len(sys.argv) > 4 and sys.argv[4] == "other")
    elif cmd == "report":
        report(Path(sys.argv[2]))
    elif cmd == "foldfit":
        foldfit(Path(sys.argv[2]), [Path(p) for p in sys.argv[3:]])
    elif cmd == "real":
        real(Path(sys.argv[2]))
    elif cmd == "realreport":
        realreport(Path(sys.argv[2]))
    else:
        raise SystemExit(__doc__)
