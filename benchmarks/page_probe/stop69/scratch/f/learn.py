"""Stop 69, screen (f) (RULES_stop69.md, the entry "screen (f)"): the visible recipe refitted on more writers, heard
through v69's gate, against v69 as shipped.

Fixed here, before the run (the RULES entry says the same):

* R55 (56 writers; the brief's name): ``train_injection_model.train(docs, dev_weight=3.0, l2=1e-4)`` on R51's writers
  (stop 67's pickles, not re-read) plus heldout50, 52, 54, 56, 58 read here with extract10's ``record``; R60 (step 3
  only): plus heldout51, 53, 55, 57 too;
* K(W) = the product's ``detect_injection(artifact, model=U)``, U = the shipped members v13, v20, v22, v30, v44 and a
  gated member W (its weights, v30's cutoffs = v69's; gated set {W}): v67 OR (W's visible flag AND the order reader);
  S = v69 as shipped (``detect_injection(artifact)``); K(R51) must equal S;
* screen: heldout51, 53, 55, 57 (no fit of R51 or R55 saw them); bar: net injected visible-text gain of K(R55)
  against S >= 15, no clean document added, dev's 191 real pages (each with its fold's fit of R55's recipe) none
  flagged that S does not flag.

    python learn.py ext OUTDIR J/K              # heldout49 (a check) and heldout50-58, read as extract10 reads
    python learn.py check49 OUTDIR              # heldout49 re-read here equals stop 67's pickled rows
    python learn.py fit OUTDIR R55|R60          # -> OUTDIR/r55.npz (r60.npz: step 3 only)
    python learn.py screen OUTDIR J/K [other]   # heldout51/53/55/57 through S, K(R51), K(R55) (other: S, K(R55))
    python learn.py foldfit OUTDIR              # R55's recipe without each page-split fold -> OUTDIR/fold*.npz
    python learn.py real OUTDIR                 # dev's real pages: S and K(fold fit)
    python learn.py report OUTDIR               # the counts and the bar

Refused: heldout59 (read only by ``blind59.py``), heldout60, heldout61, heldout62, every set in
``injection_quality.SEALED``, the frozen test part, documents carried by a frozen-part page.
"""

from __future__ import annotations

import gzip
import importlib
import importlib.util
import json
import pickle
import sys
import time
import zlib
from collections import Counter, defaultdict
from pathlib import Path
from typing import Any

import numpy as np

HERE = Path(__file__).resolve().parent
ROOT = HERE.parents[4]
_spec = importlib.util.spec_from_file_location(
    "screen67", ROOT / "benchmarks" / "page_probe" / "stop67" / "scratch" / "screen.py"
)
assert _spec is not None and _spec.loader is not None
screen67 = importlib.util.module_from_spec(_spec)
_spec.loader.exec_module(screen67)  # (puts benchmarks/ and benchmarks/page_probe on sys.path)

CORPUS = screen67.CORPUS
EXT67 = [Path("/work/scratch/det67b/ext/r0.pkl"), Path("/work/scratch/det67b/ext/r1.pkl")]
FITS67 = Path("/work/scratch/det67c")  # ext40_49_*.pkl, r51.npz
STORED68 = Path("/work/scratch/det68b")  # stop 68's S / G2 verdicts (K2 = v69)
NEW40 = tuple(f"heldout{n}" for n in range(40, 50))
READ = tuple(f"heldout{n}" for n in range(50, 59))  # read here
ADDED = {
    "R55": ("heldout50", "heldout52", "heldout54", "heldout56", "heldout58"),
    "R60": READ,
}
SCREEN = ("heldout51", "heldout53", "heldout55", "heldout57")  # neither R51 nor R55 saw them
FORBIDDEN = ("heldout59", "heldout60", "heldout61", "heldout62", "test")
FOLDS2 = ROOT / "benchmarks" / "page_probe" / "stop56" / "scratch" / "folds2.json"
FOLDS55 = ROOT / "benchmarks" / "page_probe" / "stop55" / "scratch" / "folds.json"
# stop 55's round-robin (writer i -> i % 5) continued for the writers it lacks
FOLDS_EXT = {"heldout54": 0, "heldout55": 1, "heldout56": 2, "heldout57": 3, "heldout58": 4}
BAR_NET = 15
half = screen67.half


def refuse(part: str) -> None:
    import injection_quality as iq

    if part in FORBIDDEN or part in iq.SEALED:
        raise SystemExit(f"{part}: never read here")


def check_tree() -> None:
    from pytest_websearch_bench.safety import injection as inj
    from pytest_websearch_bench.safety.model import GATED_VISIBLE, shipped_member

    assert str(ROOT / "src") in inj.__file__, inj.__file__
    assert inj.DETECTOR_VERSION == "69", inj.DETECTOR_VERSION
    assert GATED_VISIBLE == frozenset({"v69"}), GATED_VISIBLE
    assert dict(shipped_member("v69").cutoffs) == dict(shipped_member("v30").cutoffs)


# -- ext --------------------------------------------------------------------------------------------


def ext(outdir: Path, share: str) -> None:
    import extract10
    from extract import test_side_pages

    from pytest_websearch_bench.artifacts.errors import ArtifactError
    from pytest_websearch_bench.artifacts.load import load_artifact
    from pytest_websearch_bench.safety.injection import channels_of

    check_tree()
    part, parts = (int(n) for n in share.split("/"))
    screen67.corpus_on()
    extract10.memoise()
    pages = test_side_pages()
    outdir.mkdir(parents=True, exist_ok=True)
    began = time.perf_counter()
    for name in ("heldout49", *READ):
        refuse(name)
        docs = []
        skipped = 0
        for order, item in enumerate(importlib.import_module(f"injection_{name}").load(corpus=CORPUS)):
            if order % parts != part:
                continue
            if screen67.on_test_page(item, pages):
                skipped += 1
                continue
            try:
                channels = channels_of(load_artifact(item.body, content_type=item.content_type))
            except ArtifactError:
                continue
            docs.append(extract10.record(name, order, item, channels))
        (outdir / f"ext_{name}_{part}.pkl").write_bytes(pickle.dumps(docs))
        print(f"{name}: {len(docs)} docs, {skipped} skipped, {time.perf_counter() - began:.0f} s", flush=True)


def read_here(outdir: Path, name: str) -> list[dict]:
    docs = []
    for p in sorted(outdir.glob(f"ext_{name}_*.pkl")):
        docs.extend(pickle.loads(p.read_bytes()))
    docs.sort(key=lambda d: d["order"])
    return docs


def check49(outdir: Path) -> None:
    """heldout49 re-read on this tree against stop 67's pickled reading (v67's): every field of every row."""
    here = read_here(outdir, "heldout49")
    old = []
    for p in sorted(FITS67.glob("ext40_49_*.pkl")):
        old.extend(d for d in pickle.loads(p.read_bytes()) if d["set"] == "heldout49")
    old.sort(key=lambda d: d["order"])
    assert [d["id"] for d in here] == [d["id"] for d in old], (len(here), len(old))
    differ = Counter()
    for a, b in zip(here, old, strict=True):
        for key in set(a) | set(b):
            if key != "rows" and a.get(key) != b.get(key):
                differ[key] += 1
        if len(a["rows"]) != len(b["rows"]):
            differ["rows (count)"] += 1
            continue
        for ra, rb in zip(a["rows"], b["rows"], strict=True):
            for key in set(ra) | set(rb):
                if ra.get(key) != rb.get(key):
                    differ[f"row.{key}"] += 1
    rows = sum(len(d["rows"]) for d in here)
    print(f"heldout49: {len(here)} documents, {rows} rows re-read; differing fields: {dict(differ) or 'none'}")
    if differ:
        raise SystemExit("the reading differs from stop 67's: stop (RULES entry)")


# -- fit --------------------------------------------------------------------------------------------


def all_docs(outdir: Path, name: str) -> tuple[list, list[dict]]:
    """The recipe's documents in order: extract10's 41 writers, heldout40-49 (stop 67's pickles), then ``name``'s
    added writers (read here) in number order."""
    import train_injection_model as t
    from page_probe.extract10 import merged

    added = ADDED[name]
    raw = merged(EXT67)
    new = []
    for p in sorted(FITS67.glob("ext40_49_*.pkl")):
        new.extend(pickle.loads(p.read_bytes()))
    new.sort(key=lambda d: (NEW40.index(d["set"]), d["order"]))
    raw.extend(new)
    for writer in added:
        refuse(writer)
        got = read_here(outdir, writer)
        assert got, f"{writer}: not read (run ext first)"
        raw.extend(got)
    docs, info = [], []
    for d in raw:
        assert d["set"] not in FORBIDDEN, d["set"]
        if name == "R55":
            assert d["set"] not in SCREEN, d["set"]
        rows = [("ruled" if r["weak"] else r["kind"], r["addr"], r["f"], r["label"]) for r in d["rows"]]
        rules = any(r["rules"] for r in d["rows"])
        docs.append(t.Doc(d["id"], d["injected"], d["channel"], d["language"], "", rules, rows, d["set"]))
        info.append({"set": d["set"], "id": d["id"], "injected": d["injected"], "source": d["source"]})
    per = Counter(d.writer for d in docs)
    want = set(t.WRITERS["v44"]) | set(NEW40) | set(added)
    assert set(per) == want, sorted(set(per) ^ want)
    return docs, info


def fit(outdir: Path, name: str) -> None:
    import train_injection_model as t

    began = time.perf_counter()
    docs, _ = all_docs(outdir, name)
    per = Counter(d.writer for d in docs)
    print(dict(per), len(per), "writers", len(docs), "documents", f"{time.perf_counter() - began:.0f}s", flush=True)
    w = np.asarray(t.train(docs, dev_weight=3.0, l2=1e-4))
    np.savez(outdir / f"{name.lower()}.npz", W=w)
    print(f"{name} fitted", f"{time.perf_counter() - began:.0f}s", flush=True)


def fold_of_all(info: list[dict]) -> list[int]:
    folds2 = json.loads(FOLDS2.read_text())
    folds55 = json.loads(FOLDS55.read_text())
    order = list(folds55)
    assert all(folds55[w] == i % 5 for i, w in enumerate(order)), "stop 55's folds are not a round-robin"
    assert all(w not in folds55 for w in FOLDS_EXT) and order[-1] == "heldout53"
    assert all(FOLDS_EXT[w] == (len(order) + i) % 5 for i, w in enumerate(FOLDS_EXT))
    writers = {**folds55, **FOLDS_EXT}
    out = []
    for d in info:
        if d["set"] != "dev":
            out.append(writers["heldout2" if d["set"] == "heldout" else d["set"]])
        elif d["id"] in folds2["pages"]:
            out.append(folds2["pages"][d["id"]])
        elif d["id"] in folds2["carrier"]:
            out.append(folds2["pages"][folds2["carrier"][d["id"]]])
        else:
            out.append(zlib.crc32(d["id"].encode()) % 5)
    return out


def foldfit(outdir: Path) -> None:
    import train_injection_model as t

    began = time.perf_counter()
    docs, info = all_docs(outdir, "R55")
    folds = fold_of_all(info)
    for k in range(5):
        if (outdir / f"fold{k}.npz").exists():
            continue
        own = [d for d, f in zip(docs, folds, strict=True) if f != k]
        w = np.asarray(t.train(own, dev_weight=3.0, l2=1e-4))
        np.savez(outdir / f"fold{k}.npz", W=w)
        print(f"fold {k}: {len(own)} documents, fitted {time.perf_counter() - began:.0f}s", flush=True)


# -- the candidates ---------------------------------------------------------------------------------


def gated_union(weights: np.ndarray, name: str) -> Any:
    """The product's union with the gated member's weights replaced: v13, v20, v22, v30, v44 as shipped and
    ``name`` (these weights, v30's cutoffs) as the one gated visible member."""
    from pytest_websearch_bench.safety.model import HIDDEN_ONLY, MEMBER_FILES, Model, shipped_member, union

    heard = [shipped_member(n) for n in MEMBER_FILES if n != "v69"]
    assert [m.name for m in heard] == ["v13", "v20", "v22", "v30", "v44"], heard
    digest = zlib.crc32(np.asarray(weights, dtype=np.float64).tobytes()).to_bytes(4, "big").hex()
    gated = Model(tuple(float(x) for x in weights), dict(shipped_member("v30").cutoffs), {}, digest, name)
    scorer = union([*heard, gated], HIDDEN_ONLY, frozenset({name}))
    assert scorer.gated is not None and [m.name for m in scorer.gated.members] == [name]
    return scorer


def shipped_is_r51() -> None:
    from pytest_websearch_bench.safety.model import shipped_member

    r51 = np.load(FITS67 / "r51.npz")["R51"]
    assert shipped_member("v69").weights == tuple(float(x) for x in r51), "v69's weights are not r51.npz"


def verdict(report: Any) -> dict:
    return {
        "f": bool(report.flagged),
        "x": [
            [f.vector, f.text[:300], f.probability, f.member, f.cutoff_rule, f.decided_by, list(f.order)]
            for f in report.findings
        ],
    }


def run(artifact: Any, cells: dict) -> dict:
    from pytest_websearch_bench.safety.injection import detect_injection

    return {c: verdict(detect_injection(artifact) if s is None else detect_injection(artifact, model=s))
            for c, s in cells.items()}  # fmt: skip


def stored68(part: str, prefix: str = "") -> dict[str, bool]:
    """Stop 68's stored K2 verdicts (v69 = S or G2) of a part."""
    with gzip.open(STORED68 / f"{prefix}{part}.jsonl.gz", "rt", encoding="utf-8") as fh:
        return {d["id"]: d["cells"]["S"]["f"] or d["cells"]["G2"]["f"] for d in map(json.loads, fh)}


def screen(outdir: Path, share: str, other: bool) -> None:
    import extract10
    import injection_quality as iq
    from extract import test_side_pages

    from pytest_websearch_bench.artifacts import ArtifactError, load_artifact

    check_tree()
    shipped_is_r51()
    part_no, parts = (int(n) for n in share.split("/"))
    screen67.corpus_on()
    extract10.memoise()
    cells: dict[str, Any] = {"S": None, "K55": gated_union(np.load(outdir / "r55.npz")["W"], "R55")}
    if not other:
        cells["K51"] = gated_union(np.load(FITS67 / "r51.npz")["R51"], "R51")
    pages = test_side_pages()
    began = time.perf_counter()
    for n, part in enumerate(SCREEN):
        if n % parts != part_no:
            continue
        refuse(part)
        rows = screen67.dump_rows(part)
        want = {i for i, r in rows.items() if screen67.wanted(r, other)}
        k2 = stored68(part, "other_" if other else "")
        name = outdir / f"{'other_' if other else ''}{part}.jsonl.gz"
        read = unloadable = differ = 0
        with gzip.open(name, "wt", encoding="utf-8") as fh:
            for doc in iq.loader(part)(corpus=CORPUS):
                if doc.id not in want:
                    continue
                assert not screen67.on_test_page(doc, pages), doc.id
                read += 1
                try:
                    artifact = load_artifact(doc.body, content_type=doc.content_type, url=doc.url)
                except ArtifactError:
                    unloadable += 1
                    continue
                v = run(artifact, cells)
                differ += v["S"]["f"] != k2[doc.id]
                out = {"id": doc.id, "part": part, "injected": bool(doc.injected), "channel": doc.channel,
                       "language": getattr(doc, "language", None), "v67": rows[doc.id]["flagged"],
                       "stored69": k2[doc.id], "cells": v}  # fmt: skip
                fh.write(json.dumps(out, ensure_ascii=False) + "\n")
        print(f"{part}: wanted {len(want)} read {read} unloadable {unloadable}; S differs from stop 68's stored "
              f"K2 on {differ}; {time.perf_counter() - began:.0f}s", flush=True)  # fmt: skip


def real(outdir: Path) -> None:
    import extract10
    from injection_data import load

    from pytest_websearch_bench.artifacts import ArtifactError, load_artifact

    check_tree()
    screen67.corpus_on()
    extract10.memoise()
    folds2 = json.loads(FOLDS2.read_text())["pages"]
    fits = {k: {"S": None, "K": gated_union(np.load(outdir / f"fold{k}.npz")["W"], "R55")} for k in range(5)}
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
            fh.write(json.dumps({"id": doc.id, "fold": k, "cells": run(artifact, fits[k])}, ensure_ascii=False) + "\n")
            n += 1
            if n % 40 == 0:
                print(f"{n} pages, {time.perf_counter() - began:.0f}s", flush=True)
    print(f"{n} real pages read, {time.perf_counter() - began:.0f}s", flush=True)


# -- report -----------------------------------------------------------------------------------------


def flag_text(v: dict) -> str:
    return " || ".join(
        f"{x[0]} p={x[2]:.4f} {x[3]} {x[4]} {x[5]} order={'; '.join(x[6]) or '-'}: {x[1][:200]}" for x in v["x"]
    )


def load_rows(outdir: Path, prefix: str = "") -> list[dict]:
    docs = []
    for part in SCREEN:
        path = outdir / f"{prefix}{part}.jsonl.gz"
        if path.exists():
            with gzip.open(path, "rt", encoding="utf-8") as fh:
                docs.extend(map(json.loads, fh))
    return docs


def report(outdir: Path) -> None:
    docs = load_rows(outdir)
    vis = [d for d in docs if d["injected"]]
    clean = [d for d in docs if not d["injected"]]
    f = lambda d, c: d["cells"][c]["f"]  # noqa: E731
    print(f"screen sets {', '.join(sorted({d['part'] for d in docs}))}: injected visible-text {len(vis)}, clean "
          f"{len(clean)} (half 0 / 1: {sum(half(d['id']) == 0 for d in vis)} / {sum(half(d['id']) == 1 for d in vis)}, "
          f"{sum(half(d['id']) == 0 for d in clean)} / {sum(half(d['id']) == 1 for d in clean)})")  # fmt: skip
    print("checks:")
    print(f"  S (v69 in process) differs from stop 68's stored K2 (the product's verdict, ship_check): "
          f"{sum(f(d, 'S') != d['stored69'] for d in docs)}")  # fmt: skip
    print(f"  K(R51) built here differs from S: {sum(f(d, 'K51') != f(d, 'S') for d in docs)}; on findings: "
          f"{sum(d['cells']['K51']['x'] != [[*x[:3], 'R51' if x[3] == 'v69' else x[3], *x[4:]] for x in d['cells']['S']['x']] for d in docs)}")  # fmt: skip
    print(f"  v67 (the dump) flags and S does not: {sum(d['v67'] and not f(d, 'S') for d in docs)}; "
          f"K(R55) loses a v67 flag: {sum(d['v67'] and not f(d, 'K55') for d in docs)}")  # fmt: skip
    gained = [d for d in vis if f(d, "K55") and not f(d, "S")]
    lost = [d for d in vis if f(d, "S") and not f(d, "K55")]
    added = [d for d in clean if f(d, "K55") and not f(d, "S")]
    removed = [d for d in clean if f(d, "S") and not f(d, "K55")]
    byh = lambda xs: f"{sum(half(d['id']) == 0 for d in xs)} / {sum(half(d['id']) == 1 for d in xs)}"  # noqa: E731
    print("\n== K(R55) against S = v69 (total; half 0 / half 1) ==")
    print(f"  v67 detects {sum(d['v67'] for d in vis)}, v69 {sum(f(d, 'S') for d in vis)}, K(R55) "
          f"{sum(f(d, 'K55') for d in vis)} of {len(vis)} injected visible-text")  # fmt: skip
    print(f"  gained {len(gained)} ({byh(gained)}), lost {len(lost)} ({byh(lost)}), net {len(gained) - len(lost)}")
    print(f"  clean flagged: v69 {sum(f(d, 'S') for d in clean)}, K(R55) {sum(f(d, 'K55') for d in clean)}; "
          f"added {len(added)} ({byh(added)}), removed {len(removed)} ({byh(removed)})")  # fmt: skip
    realdocs = []
    if (outdir / "real.jsonl.gz").exists():
        with gzip.open(outdir / "real.jsonl.gz", "rt", encoding="utf-8") as fh:
            realdocs = list(map(json.loads, fh))
    new_real = [d for d in realdocs if f(d, "K") and not f(d, "S")]
    print(f"  real pages read {len(realdocs)}: v69 flags {sum(f(d, 'S') for d in realdocs)}, K(R55 fold) flags "
          f"{sum(f(d, 'K') for d in realdocs)}, newly flagged {len(new_real)}")  # fmt: skip
    net = len(gained) - len(lost)
    if len(realdocs) != 191:
        word = "NOT JUDGED (real pages not read in full)"
    else:
        word = "MET" if net >= BAR_NET and not added and not new_real else "NOT MET"
    print(f"\nBAR (net >= {BAR_NET}, no clean document added, no real page newly flagged): {word}")
    print(f"  net {net} ({'>=' if net >= BAR_NET else '<'} {BAR_NET}); clean added {len(added)}; real pages newly "
          f"flagged {len(new_real)}")  # fmt: skip
    if (STORED68 / "real.jsonl.gz").exists():
        with gzip.open(STORED68 / "real.jsonl.gz", "rt", encoding="utf-8") as fh:
            r68 = list(map(json.loads, fh))
        print(f"  (reference, stop 68: K2 with R51's fold fits newly flags "
              f"{sum((d['cells']['S']['f'] or d['cells']['G2']['f']) and not d['cells']['S']['f'] for d in r68)} "
              f"of {len(r68)} against v67)")  # fmt: skip
    for d in new_real:
        print(f"    real, fold {d['fold']} {d['id']}: {flag_text(d['cells']['K'])}")
    print("\n== per writer: injected visible-text detected / clean flagged ==")
    print("  writer     n_inj n_cl        v67       v69    K(R55)")
    for part in SCREEN:
        pi = [d for d in vis if d["part"] == part]
        pc = [d for d in clean if d["part"] == part]
        cols = [f"{sum(d['v67'] for d in pi):4d}/{sum(d['v67'] for d in pc):<4d}"]
        cols += [f"{sum(f(d, c) for d in pi):4d}/{sum(f(d, c) for d in pc):<4d}" for c in ("S", "K55")]
        print(f"  {part:10} {len(pi):5d} {len(pc):4d}  " + "  ".join(f"{x:>9}" for x in cols))
    for label, group, cell in (("clean added", added, "K55"), ("clean removed", removed, "S"),
                               ("injected lost (v69's finding)", lost, "S"), ("injected gained", gained, "K55")):  # fmt: skip
        print(f"\n== {label}: {len(group)} ==")
        for d in group:
            print(f"  [{half(d['id'])}] {d['id']}: {flag_text(d['cells'][cell])}")
    forms = Counter(o.split(":")[0] for d in gained for x in d["cells"]["K55"]["x"] for o in x[6])
    print(f"\n  gains' order forms (per finding): {dict(forms.most_common())}")
    other = load_rows(outdir, "other_")
    if other:
        og = sum(f(d, "K55") and not f(d, "S") for d in other)
        ol = sum(f(d, "S") and not f(d, "K55") for d in other)
        print(f"\n== injected documents of other channels ({len(other)}; reported, not in the bar) ==")
        print(f"  S differs from stop 68's stored K2 on {sum(f(d, 'S') != d['stored69'] for d in other)}")
        print(f"  v69 detects {sum(f(d, 'S') for d in other)}, K(R55) {sum(f(d, 'K55') for d in other)}; "
              f"gained {og}, lost {ol}")  # fmt: skip
        per: dict[str, list[int]] = defaultdict(lambda: [0, 0, 0])
        for d in other:
            per[d["channel"]][0] += 1
            per[d["channel"]][1] += f(d, "S")
            per[d["channel"]][2] += f(d, "K55")
        for ch, (n, a, b) in sorted(per.items()):
            print(f"    {ch:16} {n:4d} {a:4d} {b:4d}")
        for d in other:
            if f(d, "K55") != f(d, "S"):
                which = "gained" if f(d, "K55") else "lost"
                print(f"    {which} {d['id']}: {flag_text(d['cells']['K55' if which == 'gained' else 'S'])}")


if __name__ == "__main__":
    cmd = sys.argv[1] if len(sys.argv) > 1 else ""
    if cmd == "ext":
        ext(Path(sys.argv[2]), sys.argv[3])
    elif cmd == "check49":
        check49(Path(sys.argv[2]))
    elif cmd == "fit":
        if sys.argv[3] not in ADDED:
            raise SystemExit(__doc__)
        fit(Path(sys.argv[2]), sys.argv[3])
    elif cmd == "screen":
        screen(Path(sys.argv[2]), sys.argv[3], len(sys.argv) > 4 and sys.argv[4] == "other")
    elif cmd == "foldfit":
        foldfit(Path(sys.argv[2]))
    elif cmd == "real":
        real(Path(sys.argv[2]))
    elif cmd == "report":
        report(Path(sys.argv[2]))
    else:
        raise SystemExit(__doc__)
