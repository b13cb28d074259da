"""Stop 68, screen (e) (RULES_stop68.md, the entry "screen (e)"): K2 = v67 OR G2, G2 = C3 (R51 alone on visible
text, shipped cutoffs) with the model's flag on a piece judged as visible kept only when ``reader.reads_order`` reads
an order in it (the piece's text and its ORDER signals).

    python gate2.py screen OUTDIR J/K [other]   # heldout50-57 through S, C3, G2 (process J of K)
    python gate2.py real OUTDIR                 # dev's 191 real pages, each with its fold's fit
    python gate2.py report OUTDIR

Reuses screen (d)'s ``gate.py`` (stop 67's corpus switch, refusals, dump, folds) and stop 67's fits in
``/work/scratch/det67c/`` (not refitted). heldout58, heldout59 and the frozen part are refused (``screen67.refuse``).
"""

from __future__ import annotations

import gzip
import importlib.util
import json
import sys
import time
from collections import Counter, defaultdict
from pathlib import Path
from typing import Any

import numpy as np

HERE = Path(__file__).resolve().parent
sys.path.insert(0, str(HERE))
_spec = importlib.util.spec_from_file_location("gate68d", HERE / "gate.py")
assert _spec is not None and _spec.loader is not None
gate = importlib.util.module_from_spec(_spec)
_spec.loader.exec_module(gate)
screen67 = gate.screen67

import reader  # noqa: E402

FITS = gate.FITS
SCREENED = gate.SCREENED
half = gate.half
VISIBLE_VECTORS = gate.VISIBLE_VECTORS

_GATED: set[int] = set()


def piece_signals(piece: Any) -> tuple[str, ...]:
    return tuple(s for s in (*piece.rules, *piece.bonus, *piece.structural) if s in reader.ORDER)


def install_gate() -> None:
    """Wrap ``injection.model_rule``: for a scorer in ``_GATED``, a piece judged as visible that the reader does not
    read as an order is not flagged by the model."""
    from pytest_websearch_bench.safety import injection as inj

    if getattr(inj.model_rule, "_gated2", False):
        return
    original = inj.model_rule

    def model_rule(piece, probability, model, page_sentences=None, feats=None):  # type: ignore[no-untyped-def]
        rule = original(piece, probability, model, page_sentences, feats)
        if (
            rule is not None
            and id(model) in _GATED
            and piece.judged_visible
            and not reader.reads_order(piece.text, piece_signals(piece))
        ):
            return None
        return rule

    model_rule._gated2 = True  # type: ignore[attr-defined]
    inj.model_rule = model_rule


def build(r51: np.ndarray) -> dict:
    """S (v67), C3 (visible union R51 alone) and G2 (C3 with the reader's gate), distinct objects."""
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
    out = {}
    for cell in ("S", "C3", "G2"):
        scorer = UnionModel(shipped.members, shipped.cutoffs, f"{shipped.digest}-{cell}", shipped.hidden_only)
        if cell == "S":
            assert [m.name for m in scorer.for_visible().members] == ["v13", "v20", "v22", "v30"]
        else:
            visible = union([refit])
            scorer.__dict__["_visible"] = visible  # (``for_visible``'s cached property)
            assert scorer.for_visible() is visible
        out[cell] = scorer
    _GATED.add(id(out["G2"]))
    install_gate()
    return out


def verdict(report: Any) -> dict:
    from pytest_websearch_bench.safety.injection import REPEATED

    return {
        "f": bool(report.flagged),
        "x": [
            [f.vector, f.text[:300], f.probability, f.member, f.cutoff_rule, f.decided_by,
             list(reader.forms_of(f.text, [s for s in (*f.signals, *f.structural) if s in reader.ORDER])),
             bool(f.page and REPEATED in f.page)]
            for f in report.findings
        ],  # fmt: skip
    }


def run(artifact: Any, cells: dict) -> dict:
    from pytest_websearch_bench.safety.injection import detect_injection

    return {cell: verdict(detect_injection(artifact, model=s)) for cell, s in cells.items()}


def check_tree() -> None:
    from pytest_websearch_bench.safety import injection as inj

    assert str(HERE.parents[3] / "src") in inj.__file__, inj.__file__
    assert inj.DETECTOR_VERSION == "67", inj.DETECTOR_VERSION
    reader.self_check()


def screen(outdir: Path, share: str, other: bool) -> None:
    import extract10
    import injection_quality as iq
    from extract import test_side_pages

    from pytest_websearch_bench.artifacts import ArtifactError, load_artifact

    check_tree()
    part_no, parts = (int(n) for n in share.split("/"))
    screen67.corpus_on()
    extract10.memoise()
    cells = build(np.load(FITS / "r51.npz")["R51"])
    pages = test_side_pages()
    outdir.mkdir(parents=True, exist_ok=True)
    began = time.perf_counter()
    for n, part in enumerate(SCREENED):
        if n % parts != part_no:
            continue
        screen67.refuse(part)
        rows = screen67.dump_rows(part)
        want = {i for i, r in rows.items() if screen67.wanted(r, other)}
        name = outdir / f"{'other_' if other else ''}{part}.jsonl.gz"
        read = unloadable = differ = 0
        with gzip.open(name, "wt", encoding="utf-8") as fh:
            for doc in iq.loader(part)(corpus=screen67.CORPUS):
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
                differ += v["S"]["f"] != rows[doc.id]["flagged"]
                out = {"id": doc.id, "part": part, "injected": bool(doc.injected), "channel": doc.channel,
                       "language": getattr(doc, "language", None), "dump": rows[doc.id]["flagged"], "cells": v}  # fmt: skip
                fh.write(json.dumps(out, ensure_ascii=False) + "\n")
        print(f"{part}: wanted {len(want)} read {read} unloadable {unloadable}; S differs from the dump on {differ}; "
              f"{time.perf_counter() - began:.0f}s", flush=True)  # fmt: skip


def real(outdir: Path) -> None:
    import extract10
    from injection_data import load

    from pytest_websearch_bench.artifacts import ArtifactError, load_artifact

    check_tree()
    screen67.corpus_on()
    extract10.memoise()
    folds2 = json.loads(screen67.FOLDS2.read_text())["pages"]
    fits = {k: build(np.load(FITS / f"fold{k}.npz")["R51"]) for k in range(5)}
    began = time.perf_counter()
    n = 0
    outdir.mkdir(parents=True, exist_ok=True)
    with gzip.open(outdir / "real.jsonl.gz", "wt", encoding="utf-8") as fh:
        for doc in load("dev", corpus=screen67.CORPUS):
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


# -- report ---------------------------------------------------------------------------------------------


def candidates(d: dict) -> dict[str, bool]:
    s, c3, g2 = (d["cells"][c]["f"] for c in ("S", "C3", "G2"))
    return {"S": s, "C3": c3, "G2": g2, "K2": s or g2}


def flag_text(v: dict) -> str:
    return " || ".join(
        f"{x[0]} p={x[2]} {x[3]} {x[4]} {x[5]} forms={','.join(x[6]) or '-'}: {x[1][:160]}" for x in v["x"]
    )


def load_rows(outdir: Path, prefix: str = "") -> list[dict]:
    docs = []
    for part in SCREENED:
        path = outdir / f"{prefix}{part}.jsonl.gz"
        if path.exists():
            with gzip.open(path, "rt", encoding="utf-8") as fh:
                docs.extend(map(json.loads, fh))
    return docs


def report(outdir: Path) -> None:
    docs = load_rows(outdir)
    vis = [d for d in docs if d["injected"]]
    clean = [d for d in docs if not d["injected"]]
    print(f"heldout50-57: injected visible-text {len(vis)}, clean {len(clean)}; "
          f"S differs from the dump on {sum(d['cells']['S']['f'] != d['dump'] for d in docs)}")  # fmt: skip
    g_not_c3 = sum(d["cells"]["G2"]["f"] and not d["cells"]["C3"]["f"] for d in docs)
    bad = sum(
        1
        for d in docs
        for x in d["cells"]["G2"]["x"]
        if (x[0] in VISIBLE_VECTORS or x[7]) and "model" in x[5] and not x[6]
    )
    print(f"checks: G2 flags and C3 does not: {g_not_c3}; G2 findings judged visible, decided by the model, "
          f"the reader reading no order: {bad}")  # fmt: skip
    realdocs = []
    if (outdir / "real.jsonl.gz").exists():
        with gzip.open(outdir / "real.jsonl.gz", "rt", encoding="utf-8") as fh:
            realdocs = list(map(json.loads, fh))
    print("\n== per candidate (half 0 / half 1), against S = v67 ==")
    print(f"{'cand':4} {'detected':>11} {'gained':>9} {'lost':>7} {'net':>9} {'clean fl.':>9} {'added':>7} "
          f"{'removed':>7} {'real new':>8}  bar")  # fmt: skip
    for cand in ("C3", "G2", "K2"):
        c: dict[str, list[int]] = defaultdict(lambda: [0, 0])
        for d in docs:
            h = half(d["id"])
            v = candidates(d)
            s, x = v["S"], v[cand]
            if d["injected"]:
                c["det"][h] += x
                c["gain"][h] += x and not s
                c["lost"][h] += s and not x
            else:
                c["fp"][h] += x
                c["added"][h] += x and not s
                c["removed"][h] += s and not x
        net = [c["gain"][h] - c["lost"][h] for h in (0, 1)]
        new_real = sum(candidates(d)[cand] and not d["cells"]["S"]["f"] for d in realdocs)
        met = net[1] >= 20 and not any(c["added"]) and bool(realdocs) and new_real == 0
        f = lambda k, c=c: f"{c[k][0]} / {c[k][1]}"  # noqa: E731
        word = ("MET" if met else "not met") if cand == "K2" else "(reference)"
        print(f"{cand:4} {f('det'):>11} {f('gain'):>9} {f('lost'):>7} {net[0]} / {net[1]:<5} {f('fp'):>9} "
              f"{f('added'):>7} {f('removed'):>7} {new_real:>8}  {word}")  # fmt: skip
    print(f"\nreal pages read: {len(realdocs)}; S flags {sum(d['cells']['S']['f'] for d in realdocs)}")
    for cand in ("C3", "K2"):
        new = [d for d in realdocs if candidates(d)[cand] and not d["cells"]["S"]["f"]]
        print(f"  {cand}: newly flagged {len(new)}")
        for d in new:
            print(f"    fold {d['fold']} {d['id']}: {flag_text(d['cells']['C3' if cand == 'C3' else 'G2'])}")
    print("\n== per writer: injected visible-text detected / clean flagged ==")
    print("  writer     n_inj n_cl  " + "  ".join(f"{c:>9}" for c in ("S", "C3", "K2")))
    for part in sorted({d["part"] for d in docs}):
        pi = [d for d in vis if d["part"] == part]
        pc = [d for d in clean if d["part"] == part]
        cols = [f"{sum(candidates(d)[c] for d in pi):4d}/{sum(candidates(d)[c] for d in pc):<4d}"
                for c in ("S", "C3", "K2")]  # fmt: skip
        print(f"  {part:10} {len(pi):5d} {len(pc):4d}  " + "  ".join(f"{x:>9}" for x in cols))
    print("\n== clean documents added by K2 (G2's findings) ==")
    for d in clean:
        if candidates(d)["K2"] and not d["cells"]["S"]["f"]:
            print(f"  [{half(d['id'])}] {d['id']}: {flag_text(d['cells']['G2'])}")
    print("\n== C3's clean additions and what the reader reads in them ==")
    for d in clean:
        if d["cells"]["C3"]["f"] and not d["cells"]["S"]["f"]:
            print(f"  [{half(d['id'])}] {d['id']}: {flag_text(d['cells']['C3'])}")
    gained = [d for d in vis if candidates(d)["K2"] and not d["cells"]["S"]["f"]]
    forms: list[Counter[str]] = [Counter(), Counter()]
    for d in gained:
        xs = [x for x in d["cells"]["G2"]["x"] if (x[0] in VISIBLE_VECTORS or x[7]) and "model" in x[5]]
        forms[half(d["id"])].update({f for x in xs for f in x[6]})
    print("\n== K2's gains: the reader's forms in G2's visible model findings (per document; half 0 / half 1) ==")
    for h in (0, 1):
        print(f"  half {h}: {sum(half(d['id']) == h for d in gained)} documents; {dict(forms[h].most_common())}")
    new_forms = [d for d in gained if not any(
        f.startswith("sig:") for x in d["cells"]["G2"]["x"] for f in x[6])]  # fmt: skip
    print(f"  gains read only through the new forms (no product ORDER signal): "
          f"{sum(half(d['id']) == 0 for d in new_forms)} / {sum(half(d['id']) == 1 for d in new_forms)}")
    print("\n== a sample of K2's gains (every 8th) ==")
    for d in gained[::8]:
        print(f"  [{half(d['id'])}] {d['id']}: {flag_text(d['cells']['G2'])}")
    rem = [d for d in vis if d["cells"]["C3"]["f"] and not d["cells"]["S"]["f"] and not d["cells"]["G2"]["f"]]
    print(f"\n== C3's injected additions the reader does not read: {sum(half(d['id']) == 0 for d in rem)} / "
          f"{sum(half(d['id']) == 1 for d in rem)} (half 0 / half 1) ==")  # fmt: skip
    other = load_rows(outdir, "other_")
    if other:
        print(f"\n== injected documents of other channels ({len(other)}; reported, not in the bar) ==")
        print(f"  S differs from the dump on {sum(d['cells']['S']['f'] != d['dump'] for d in other)}")
        for cand in ("C3", "G2", "K2"):
            g = sum(candidates(d)[cand] and not d["cells"]["S"]["f"] for d in other)
            lo = sum(d["cells"]["S"]["f"] and not candidates(d)[cand] for d in other)
            print(f"  {cand}: detected {sum(candidates(d)[cand] for d in other)} (S {sum(d['cells']['S']['f'] for d in other)}), "
                  f"gained {g}, lost {lo}")  # fmt: skip


if __name__ == "__main__":
    cmd = sys.argv[1] if len(sys.argv) > 1 else ""
    if cmd == "screen":
        screen(Path(sys.argv[2]), sys.argv[3], len(sys.argv) > 4 and sys.argv[4] == "other")
    elif cmd == "real":
        real(Path(sys.argv[2]))
    elif cmd == "report":
        report(Path(sys.argv[2]))
    else:
        raise SystemExit(__doc__)
