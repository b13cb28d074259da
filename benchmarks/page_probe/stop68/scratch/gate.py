"""Stop 68, screen (d) (RULES_stop68.md, the entry "screen (d)"): a flag that only the newer fit R51 raises in
visible text is kept only when the flagged sentence carries a signal that it gives an order or asks something.

Fixed here, before the run (the RULES entry says the same):

* ORDER (below): the rules', place and structural signal names whose definition is an order, an obligation or a
  request; who is addressed, whose voice, what is talked about are not in it;
* G: v67's detector with screen (c)'s cell C3 (visible union = R51 alone; hidden and structural text, the named rule
  and the topic bar's agreement the shipped five; every cutoff the shipped one) and ``injection.model_rule`` wrapped
  so that a piece heard by the visible union (``Piece.judged_visible``) that carries no ORDER signal is not flagged
  by the model (any of its rules);
* K = v67 OR G; K' = C3 AND (v67 OR G);
* data: heldout50-57's injected ``visible_text`` and clean documents of stop 64's dump, S (v67), C3 and G in process
  (S must equal the dump); dev's 191 real pages on stop 56's page-split folds, C3 and G built on each fold's fit;
* bar per candidate and half (``zlib.crc32(id) % 2``): net injected visible-text gain >= 20, no clean document added,
  no real development-side page newly flagged.

    python gate.py screen OUTDIR J/K [other]   # heldout50-57 through S, C3, G (process J of K)
    python gate.py real OUTDIR                 # dev's real pages, each with its fold's fit
    python gate.py report OUTDIR
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
STOP67 = HERE.parents[1] / "stop67" / "scratch" / "screen.py"
_spec = importlib.util.spec_from_file_location("screen67", STOP67)
assert _spec is not None and _spec.loader is not None
screen67 = importlib.util.module_from_spec(_spec)
_spec.loader.exec_module(screen67)  # (puts benchmarks/ and benchmarks/page_probe on sys.path)

FITS = Path("/work/scratch/det67c")
SCREENED = screen67.SCREENED  # heldout50-57
half = screen67.half

# The order / ask family (RULES_stop68, "screen (d)"): one reason each there.
ORDER = frozenset(
    {
        "imperative",
        "task",
        "polite",
        "asked_ai",
        "override",
        "ask_ignore",
        "output",
        "answer_order",
        "steer",
        "ask_rank",
        "ask_verified",
        "authority",
        "ask_hide",
        "ask_reveal",
        "ask_exfiltrate",
        "tool_call",
        "payload",
        "data_order",
        "config_key",
    }
)
# Left out (who is addressed, whose voice, what is talked about, where the text hides).
NOT_ORDER = frozenset(
    {
        "addressee",
        "template",
        "addressed",
        "second_person",
        "vocative",
        "named_vocative",
        "called",
        "note_to",
        "headed",
        "appositive",
        "inner_call",
        "conditional_reader",
        "reader_role",
        "meta",
        "system_voice",
        "smuggled",
        "hidden_origin",
    }
)


def check_sets() -> None:
    """Every signal name the product defines is in exactly one of ORDER and NOT_ORDER."""
    from pytest_websearch_bench.safety.injection import BONUS_WEIGHTS
    from pytest_websearch_bench.safety.signals import WEIGHTS
    from pytest_websearch_bench.safety.structure import STRUCTURAL_SIGNALS

    names = set(STRUCTURAL_SIGNALS) | set(WEIGHTS) | set(BONUS_WEIGHTS)
    assert not ORDER & NOT_ORDER, ORDER & NOT_ORDER
    assert names == ORDER | NOT_ORDER, sorted(names ^ (ORDER | NOT_ORDER))


def order_signals(piece: Any) -> tuple[str, ...]:
    return tuple(s for s in (*piece.rules, *piece.bonus, *piece.structural) if s in ORDER)


_GATED: set[int] = set()


def install_gate() -> None:
    """Wrap ``injection.model_rule``: for a scorer registered in ``_GATED``, a piece judged as visible with no ORDER
    signal is not flagged by the model."""
    from pytest_websearch_bench.safety import injection as inj

    if getattr(inj.model_rule, "_gated", False):
        return
    original = inj.model_rule

    def model_rule(piece, probability, model, page_sentences=None, feats=None):  # type: ignore[no-untyped-def]
        rule = original(piece, probability, model, page_sentences, feats)
        if (
            rule is not None
            and id(model) in _GATED
            and piece.judged_visible
            and not order_signals(piece)
        ):
            return None
        return rule

    model_rule._gated = True  # type: ignore[attr-defined]
    inj.model_rule = model_rule


def build(r51: np.ndarray) -> dict:
    """S (v67), C3 (visible union R51 alone) and G (C3 with the gate): screen (c)'s scorers, G a distinct object."""
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
    for cell in ("S", "C3", "G"):
        scorer = UnionModel(
            shipped.members, shipped.cutoffs, f"{shipped.digest}-{cell}", shipped.hidden_only
        )
        if cell == "S":
            assert [m.name for m in scorer.for_visible().members] == ["v13", "v20", "v22", "v30"]
        else:
            visible = union([refit])
            scorer.__dict__["_visible"] = visible  # (``for_visible``'s cached property)
            assert scorer.for_visible() is visible
        out[cell] = scorer
    _GATED.add(id(out["G"]))
    install_gate()
    return out


def verdict(report: Any) -> dict:
    from pytest_websearch_bench.safety.injection import REPEATED

    return {
        "f": bool(report.flagged),
        "x": [
            [f.vector, f.text[:300], f.probability, f.member, f.cutoff_rule, f.decided_by,
             [s for s in (*f.signals, *f.structural) if s in ORDER], bool(f.page and REPEATED in f.page)]
            for f in report.findings
        ],  # fmt: skip
    }


def run(artifact: Any, cells: dict) -> dict:
    from pytest_websearch_bench.safety.injection import detect_injection

    return {cell: verdict(detect_injection(artifact, model=s)) for cell, s in cells.items()}


def screen(outdir: Path, share: str, other: bool) -> None:
    import extract10
    import injection_quality as iq
    from extract import test_side_pages

    from pytest_websearch_bench.artifacts import ArtifactError, load_artifact
    from pytest_websearch_bench.safety import injection as inj

    assert "/work/wt/det68/" in inj.__file__, inj.__file__
    assert inj.DETECTOR_VERSION == "67", inj.DETECTOR_VERSION
    check_sets()
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

    check_sets()
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
            v = run(artifact, fits[k])
            fh.write(json.dumps({"id": doc.id, "fold": k, "cells": v}, ensure_ascii=False) + "\n")
            n += 1
            if n % 40 == 0:
                print(f"{n} pages, {time.perf_counter() - began:.0f}s", flush=True)
    print(f"{n} real pages read, {time.perf_counter() - began:.0f}s", flush=True)


# -- report ---------------------------------------------------------------------------------------------


def candidates(d: dict) -> dict[str, bool]:
    s, c3, g = (d["cells"][c]["f"] for c in ("S", "C3", "G"))
    return {"S": s, "C3": c3, "G": g, "K": s or g, "K'": c3 and (s or g)}


VISIBLE_VECTORS = ("visible_text", "pdf_text", "svg_text")


def flag_text(v: dict) -> str:
    return " || ".join(
        f"{x[0]} p={x[2]} {x[3]} {x[4]} {x[5]} order={','.join(x[6]) or '-'}: {x[1][:150]}"
        for x in v["x"]
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
    print(f"per half (0 / 1): injected {sum(half(d['id']) == 0 for d in vis)} / {sum(half(d['id']) == 1 for d in vis)}; "
          f"clean {sum(half(d['id']) == 0 for d in clean)} / {sum(half(d['id']) == 1 for d in clean)}")  # fmt: skip
    # checks of the gate: G never flags what C3 does not; no G finding in visible text decided by the model lacks ORDER
    g_not_c3 = sum(d["cells"]["G"]["f"] and not d["cells"]["C3"]["f"] for d in docs)
    bad = sum(
        1
        for d in docs
        for x in d["cells"]["G"]["x"]
        if (x[0] in VISIBLE_VECTORS or x[7]) and "model" in x[5] and not x[6]
    )
    print(f"checks: G flags and C3 does not: {g_not_c3}; G findings judged visible, decided by the model, "
          f"with no ORDER signal: {bad}")  # fmt: skip
    realdocs = []
    if (outdir / "real.jsonl.gz").exists():
        with gzip.open(outdir / "real.jsonl.gz", "rt", encoding="utf-8") as fh:
            realdocs = list(map(json.loads, fh))
    print("\n== per candidate (half 0 / half 1), against S = v67 ==")
    print(f"{'cand':4} {'detected':>11} {'gained':>9} {'lost':>7} {'net':>9} {'clean fl.':>9} {'added':>7} "
          f"{'removed':>7} {'real new':>8}  bar")  # fmt: skip
    for cand in ("C3", "G", "K", "K'"):
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
        met = all(n >= 20 for n in net) and not any(c["added"]) and realdocs and new_real == 0
        f = lambda k, c=c: f"{c[k][0]} / {c[k][1]}"  # noqa: E731
        word = "MET" if met else "not met" if cand in ("K", "K'") else "(reference)"
        print(f"{cand:4} {f('det'):>11} {f('gain'):>9} {f('lost'):>7} {net[0]} / {net[1]:<5} {f('fp'):>9} "
              f"{f('added'):>7} {f('removed'):>7} {new_real:>8}  "
              f"{word}")  # fmt: skip
    print(f"\nreal pages read: {len(realdocs)}; S flags {sum(d['cells']['S']['f'] for d in realdocs)}")
    for cand in ("C3", "G", "K", "K'"):
        new = [d for d in realdocs if candidates(d)[cand] and not d["cells"]["S"]["f"]]
        print(f"  {cand}: newly flagged {len(new)}")
        for d in new:
            print(f"    fold {d['fold']} {d['id']}: {flag_text(d['cells']['C3' if cand == 'C3' else 'G'])}")
    print("\n== per writer: injected visible-text detected / clean flagged ==")
    print("  writer     n_inj n_cl  " + "  ".join(f"{c:>9}" for c in ("S", "C3", "K", "K'")))
    for part in sorted({d["part"] for d in docs}):
        pi = [d for d in vis if d["part"] == part]
        pc = [d for d in clean if d["part"] == part]
        cols = [f"{sum(candidates(d)[c] for d in pi):4d}/{sum(candidates(d)[c] for d in pc):<4d}"
                for c in ("S", "C3", "K", "K'")]  # fmt: skip
        print(f"  {part:10} {len(pi):5d} {len(pc):4d}  " + "  ".join(f"{x:>9}" for x in cols))
    print("\n== clean documents added by K (G's findings) ==")
    for d in clean:
        if candidates(d)["K"] and not d["cells"]["S"]["f"]:
            print(f"  [{half(d['id'])}] {d['id']}: {flag_text(d['cells']['G'])}")
    print("\n== what the gate removes from C3's additions (C3 adds, G does not) ==")
    for label, group in (("injected", vis), ("clean", clean)):
        rem = [d for d in group if d["cells"]["C3"]["f"] and not d["cells"]["S"]["f"] and not d["cells"]["G"]["f"]]
        print(f"  {label}: {len(rem)}")
        for d in rem[:: max(1, len(rem) // 12)] if label == "injected" else rem:
            print(f"    [{half(d['id'])}] {d['id']}: {flag_text(d['cells']['C3'])}")
    print("\n== K's gains: the ORDER signals of G's visible findings (counted per document) ==")
    gained = [d for d in vis if candidates(d)["K"] and not d["cells"]["S"]["f"]]
    sig: Counter[str] = Counter()
    rules: Counter[str] = Counter()
    for d in gained:
        xs = [x for x in d["cells"]["G"]["x"] if x[0] in VISIBLE_VECTORS or x[7]]
        sig.update({s for x in xs for s in x[6]})
        rules.update({x[4] for x in xs[:1]})
    print(f"  {len(gained)} documents; signals {dict(sig.most_common())}; top finding's rule {dict(rules)}")
    print("\n== a sample of K's gains (every 10th) ==")
    for d in gained[::10]:
        print(f"  [{half(d['id'])}] {d['id']}: {flag_text(d['cells']['G'])}")
    other = load_rows(outdir, "other_")
    if other:
        print(f"\n== injected documents of other channels ({len(other)}; reported, not in the bar) ==")
        for cand in ("C3", "G", "K", "K'"):
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
