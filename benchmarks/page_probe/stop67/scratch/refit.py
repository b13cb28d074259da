"""Stop 67, read (b2) (RULES_stop67.md, the entry "read (b2)"): read (b)'s learning curve with the reading drift
taken out. The visible members' recipe (``train_injection_model.train``: dev x3, L2 1e-4, 300 Adam steps) refitted
on v67's reading of v30's 27 writers (R27) and of v44's 41 writers (R41), both scored on heldout40-57 (T1, which
neither saw) exactly as ``curve.py`` scores the shipped members. Fixed here, before the run:

* the reading: ``page_probe/extract10.py`` (every v44 writer: dev, tuning9-10, heldout2-39; documents on a
  frozen-part page skipped before they are read), ``PYTHONHASHSEED=3``, two processes (``0/2``, ``1/2``), merged;
* the fits: ``train_injection_model.train(docs, dev_weight=3.0, l2=1e-4)``, each document's ``writer`` its set,
  on ``WRITERS["v30"]``'s writers (R27) and on ``WRITERS["v44"]``'s (R41);
* T1's documents: ``curve.py``'s (injected ``visible_text`` and clean documents of stop 64's dump), read again
  here with the same reading, keeping each visible, non-clause piece's hashed features; the shipped five members'
  probabilities recomputed from them must equal ``curve.py``'s reading (a mismatch is counted and reported);
* the measure: ``curve.py``'s (document value m = a model's highest probability over its visible sentences; at
  clean rate q in 0.01, 0.02, 0.05 a cutoff from one half's clean documents applied to the other half), for the
  shipped v30 and v44 and R27 and R41; per writer at q = 0.02: R41 against R27.

    python refit.py t1 OUTDIR                   # T1's features (heldout40-57 only)
    python refit.py fit OUTDIR R0.pkl R1.pkl    # the two fits from extract10's pickles -> OUTDIR/refit.npz
    python refit.py curve OUTDIR                # the figures
"""

from __future__ import annotations

import gzip
import json
import pickle
import re
import statistics
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
CURVE_READ = Path("/work/scratch/det67b/read")
PAGE67 = Path("/work/scratch/page67")
CORPUS = Path("/work/shared/corpus")
T1 = tuple(f"heldout{n}" for n in range(40, 58))
RATES = (0.01, 0.02, 0.05)
WRITER_RATE = 0.02
FORBIDDEN = ("heldout58", "heldout59", "test")
SHIPPED = ("v13", "v20", "v22", "v30", "v44")


def half(doc_id: str) -> int:
    return zlib.crc32(doc_id.encode()) % 2


def dump_rows(part: str) -> dict[str, dict]:
    out = {}
    with open(DUMP / f"{part}.jsonl", encoding="utf-8") as fh:
        for line in fh:
            row = json.loads(line)
            if (not row["injected"]) or row["channel"] == "visible_text":
                out[row["id"]] = row
    return out


def t1(outdir: Path) -> None:
    import injection_data
    import injection_data.corpus

    injection_data.corpus.DEFAULT_CORPUS = CORPUS
    assert injection_data.corpus.available(CORPUS)
    import injection_quality as iq
    from extract import test_side_pages

    from pytest_websearch_bench.artifacts import ArtifactError, load_artifact
    from pytest_websearch_bench.safety import injection as inj
    from pytest_websearch_bench.safety.model import hashed
    from pytest_websearch_bench.safety.page import visible_prose

    assert "/work/wt/" in inj.__file__, inj.__file__
    assert inj.DETECTOR_VERSION == "67", inj.DETECTOR_VERSION
    pages = {p.removesuffix(".gz") for p in test_side_pages()}
    page_of = re.compile(r"(?:^|;)page=([^;]+)")
    model = inj.shipped_model()
    members = getattr(model, "members", (model,))
    out = []
    for part in T1:
        assert part not in FORBIDDEN and part not in iq.SEALED, part
        rows = dump_rows(part)
        n = 0
        for doc in iq.loader(part)(corpus=CORPUS):
            if doc.id not in rows:
                continue
            match = page_of.search(str(doc.family))
            assert not (match and match.group(1).removesuffix(".gz") in pages), doc.id
            try:
                artifact = load_artifact(doc.body, content_type=doc.content_type, url=doc.url)
            except ArtifactError:
                continue
            channels = inj.channels_of(artifact)
            prose = visible_prose(channels)
            pieces = []
            for channel in channels:
                for scored in inj.scored(channel, model, None, prose):
                    piece = scored.piece
                    if scored.probability is None or scored.features is None:
                        continue
                    if not piece.judged_visible or piece.clause:
                        continue
                    p = [round(m.probability(scored.features), 4) for m in members]
                    pieces.append((hashed(scored.features), p))
            n += 1
            out.append(
                {
                    "id": doc.id,
                    "part": part,
                    "vis": bool(doc.injected),
                    "miss": bool(doc.injected) and not rows[doc.id]["flagged"],
                    "pieces": pieces,
                }
            )
        print(part, "documents", n, "of", len(rows), flush=True)
    (outdir / "t1.pkl").write_bytes(pickle.dumps(out))


def fit(outdir: Path, paths: list[Path]) -> None:
    import train_injection_model as t

    began = time.perf_counter()
    docs = t.extracted_writers(paths)
    for name, items in docs.items():
        assert name not in FORBIDDEN and name not in T1, name
        for d in items:
            d.writer = name
    print({n: len(d) for n, d in docs.items()}, f"{time.perf_counter() - began:.0f}s", flush=True)
    assert set(docs) == set(t.WRITERS["v44"]), sorted(set(docs) ^ set(t.WRITERS["v44"]))
    weights = {}
    for label, member in (("R27", "v30"), ("R41", "v44")):
        own = [d for n in t.WRITERS[member] for d in docs[n]]
        assert t.DEV_WEIGHT[member] == 3.0 and t.L2[member] == 1e-4
        weights[label] = np.asarray(t.train(own, dev_weight=3.0, l2=1e-4))
        print(label, "on", len(t.WRITERS[member]), "writers,", len(own), "documents, fitted",
              f"{time.perf_counter() - began:.0f}s", flush=True)  # fmt: skip
    np.savez(outdir / "refit.npz", **weights)


def prob(w: np.ndarray, feats: dict[int, float]) -> float:
    x = sum(float(w[i]) * v for i, v in feats.items())
    return float(1 / (1 + np.exp(-x)))


def cutoff(clean: list[float], rate: float) -> float:
    ranked = sorted(clean, reverse=True)
    k = int(rate * len(ranked))
    return ranked[k] if k < len(ranked) else -1.0


def curve(outdir: Path) -> None:
    docs = pickle.loads((outdir / "t1.pkl").read_bytes())
    ws = np.load(outdir / "refit.npz")
    # the same reading as curve.py's: the shipped members' probabilities must be the same
    earlier: dict[str, list] = {}
    for part in T1:
        rows = dump_rows(part)
        for src in (PAGE67, CURVE_READ):
            with gzip.open(src / f"{part}.jsonl.gz", "rt", encoding="utf-8") as fh:
                for r in map(json.loads, fh):
                    if r["id"] in rows and (src == CURVE_READ) == rows[r["id"]]["flagged"]:
                        earlier[r["id"]] = [p["p"] for p in r["pieces"]]
    differ = sum(earlier.get(d["id"]) != [p for _, p in d["pieces"]] for d in docs)
    print(f"T1 documents {len(docs)} (curve.py's {len(earlier)}); shipped probabilities differ from curve.py's "
          f"reading on {differ}")  # fmt: skip
    names = ("v30", "v44", "R27", "R41")
    for d in docs:
        ms = [0.0] * len(names)
        for feats, p in d["pieces"]:
            vals = (p[SHIPPED.index("v30")], p[SHIPPED.index("v44")], prob(ws["R27"], feats), prob(ws["R41"], feats))
            ms = [max(a, b) for a, b in zip(ms, vals)]
        d["m"] = ms
    inj = [d for d in docs if d["vis"]]
    print(f"T1: injected visible-text {len(inj)} (misses {sum(d['miss'] for d in inj)}), "
          f"clean {len(docs) - len(inj)}")  # fmt: skip
    for rate in RATES:
        print(f"  clean rate q = {rate}")
        for k, name in enumerate(names):
            tot, cells = Counter(), []
            for fit_half in (0, 1):
                on = 1 - fit_half
                c = cutoff([d["m"][k] for d in docs if not d["vis"] and half(d["id"]) == fit_half], rate)
                i_on = [d for d in docs if d["vis"] and half(d["id"]) == on]
                c_on = [d for d in docs if not d["vis"] and half(d["id"]) == on]
                hit = sum(d["m"][k] > c for d in i_on)
                fp = sum(d["m"][k] > c for d in c_on)
                mh = sum(d["m"][k] > c for d in i_on if d["miss"])
                tot.update(hit=hit, inj=len(i_on), fp=fp, cl=len(c_on), mh=mh, mi=sum(d["miss"] for d in i_on))
                cells.append(f"cut {c:.4f} -> half {on}: det {hit}/{len(i_on)} ({hit / max(1, len(i_on)):.3f}) "
                             f"clean {fp}/{len(c_on)}")  # fmt: skip
            print(f"    {name:4} both: det {tot['hit']}/{tot['inj']} ({tot['hit'] / max(1, tot['inj']):.3f}) clean "
                  f"{tot['fp']}/{tot['cl']} misses {tot['mh']}/{tot['mi']} ({tot['mh'] / max(1, tot['mi']):.3f}) | "
                  + " | ".join(cells))  # fmt: skip
    cuts = [cutoff([d["m"][k] for d in docs if not d["vis"]], WRITER_RATE) for k in range(len(names))]
    per = defaultdict(lambda: [0] * len(names))
    for d in inj:
        for k in range(len(names)):
            per[d["part"]][k] += d["m"][k] > cuts[k]
    print(f"\n== T1 per writer, q = {WRITER_RATE} (cutoffs {', '.join(f'{n} {c:.4f}' for n, c in zip(names, cuts))}) ==")
    for part in T1:
        print(f"  {part:9} " + " ".join(f"{x:5d}" for x in per[part]))
    for a, b in (("R27", "R41"), ("v30", "R27"), ("v44", "R41")):
        ia, ib = names.index(a), names.index(b)
        diffs = [per[p][ib] - per[p][ia] for p in T1]
        print(f"  {b} vs {a}: higher on {sum(x > 0 for x in diffs)}, equal {sum(x == 0 for x in diffs)}, lower "
              f"{sum(x < 0 for x in diffs)} of {len(T1)}; median difference {statistics.median(diffs)}")  # fmt: skip


if __name__ == "__main__":
    if sys.argv[1] == "t1":
        t1(Path(sys.argv[2]))
    elif sys.argv[1] == "fit":
        fit(Path(sys.argv[2]), [Path(p) for p in sys.argv[3:]])
    elif sys.argv[1] == "curve":
        curve(Path(sys.argv[2]))
    else:
        raise SystemExit(__doc__)
