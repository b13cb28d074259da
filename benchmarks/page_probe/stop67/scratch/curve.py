"""Stop 67, read (b) (RULES_stop67.md, the entry "read (b)"): does the visible members' recipe, fitted on more
writers, detect visible-text attacks better on writers no fit saw?

No fit is made. The five shipped members are one recipe (``benchmarks/train_injection_model.py``: logistic
regression over hashed features, 300 Adam steps, L2 1e-4; dev x3 except v13's x1) fitted on nested writer sets:
v13 11 writers, v20 17, v22 19, v30 27 (the four visible members), v44 41 (v30's and heldout26-39; shipped as a
hidden-only member, but the same recipe). Fixed here, before any count (the RULES entry says the same):

* groups: T1 = heldout40-57 (no member saw them); T2 = heldout26-39 (v44 fitted on them, v13-v30 not);
* documents: stop 64's dump (``/work/scratch/visible64``, v67's verdicts, frozen-part-page documents already out):
  injected documents whose channel is ``visible_text``, and clean documents; the unflagged ones' sentences from
  stop 67's ``page.py read`` (``/work/scratch/page67``, checked against the dump there), the flagged ones re-read
  here with ``page.py``'s code (every judged-visible, non-clause piece with a probability; five members'
  probabilities); heldout40's unflagged documents re-read too and compared with page67 (must be identical);
* per document and member k: ``m_k`` = the highest probability k gives any of its visible sentences (addressing
  or not; 0 with none); ``agree`` = the lowest of the four visible members' per sentence, its highest (stop 67's M);
* fixed clean cost q in 0.01, 0.02, 0.05: a cutoff from one half's clean documents of the group (halves
  ``zlib.crc32(id) % 2``) = the (floor(q n) + 1)-th highest ``m_k``, rule ``m_k > cutoff``, applied to the other
  half: injected visible-text documents over it (detection) and clean documents over it (the cost realized);
  the same among v67's visible misses (biased: the misses are selected by the four visible members, not v44);
* per writer on T1 at q = 0.02 (cutoff from T1's clean documents, both halves): each member's detection; writers
  where v44 > v30, equal, lower;
* quartiles of ``m_k`` over injected visible-text documents, the misses and clean documents.

    python curve.py read OUTDIR PART [PART ...]   # the flagged documents of these parts (and heldout40's check)
    python curve.py curve OUTDIR                  # the figures (after heldout26-57 are read)
"""

from __future__ import annotations

import gzip
import importlib
import json
import re
import statistics
import sys
import zlib
from collections import Counter, defaultdict
from pathlib import Path

HERE = Path(__file__).resolve().parent
sys.path.insert(0, str(HERE.parents[2]))  # benchmarks/
sys.path.insert(0, str(HERE.parents[1]))  # benchmarks/page_probe

DUMP = Path("/work/scratch/visible64")
PAGE67 = Path("/work/scratch/page67")
CORPUS = Path("/work/shared/corpus")
MEMBERS = ("v13", "v20", "v22", "v30", "v44")
WRITERS = {"v13": 11, "v20": 17, "v22": 19, "v30": 27, "v44": 41}
VISIBLE = (0, 1, 2, 3)
T1 = tuple(f"heldout{n}" for n in range(40, 58))
T2 = tuple(f"heldout{n}" for n in range(26, 40))
CHECK_PART = "heldout40"
RATES = (0.01, 0.02, 0.05)
WRITER_RATE = 0.02
FORBIDDEN = ("heldout58", "heldout59", "test")


def half(doc_id: str) -> int:
    return zlib.crc32(doc_id.encode()) % 2


def wanted_kind(row: dict) -> bool:
    return (not row["injected"]) or row["channel"] == "visible_text"


def dump_rows(part: str) -> dict[str, dict]:
    out = {}
    with open(DUMP / f"{part}.jsonl", encoding="utf-8") as fh:
        for line in fh:
            row = json.loads(line)
            if wanted_kind(row):
                out[row["id"]] = row
    return out


# -- read -----------------------------------------------------------------------------------------


def read(outdir: Path, parts: list[str]) -> None:
    import injection_data
    import injection_data.corpus

    injection_data.corpus.DEFAULT_CORPUS = CORPUS
    assert injection_data.corpus.available(CORPUS)
    import injection_quality as iq
    from extract import test_side_pages

    from pytest_websearch_bench.artifacts import ArtifactError, load_artifact
    from pytest_websearch_bench.safety import injection as inj
    from pytest_websearch_bench.safety.model import MEMBER_FILES
    from pytest_websearch_bench.safety.page import visible_prose

    assert "/work/wt/" in inj.__file__, inj.__file__
    assert inj.DETECTOR_VERSION == "67", inj.DETECTOR_VERSION
    assert tuple(MEMBER_FILES) == MEMBERS, MEMBER_FILES
    pages = {p.removesuffix(".gz") for p in test_side_pages()}
    page_of = re.compile(r"(?:^|;)page=([^;]+)")
    model = inj.shipped_model()
    members = getattr(model, "members", (model,))
    outdir.mkdir(parents=True, exist_ok=True)
    for part in parts:
        if part in FORBIDDEN or part in iq.SEALED or part not in T1 + T2:
            raise SystemExit(f"{part}: only heldout26-57 are read here")
        rows = dump_rows(part)
        wanted = {i for i, r in rows.items() if r["flagged"] or part == CHECK_PART}
        docs = iq.loader(part)(corpus=CORPUS)
        found = left_out = unloadable = 0
        with gzip.open(outdir / f"{part}.jsonl.gz", "wt", encoding="utf-8") as fh:
            for doc in docs:
                if doc.id not in wanted:
                    continue
                match = page_of.search(str(doc.family))
                if match and match.group(1).removesuffix(".gz") in pages:
                    left_out += 1
                    continue
                found += 1
                try:
                    artifact = load_artifact(doc.body, content_type=doc.content_type, url=doc.url)
                except ArtifactError:
                    unloadable += 1
                    continue
                channels = inj.channels_of(artifact)
                prose = visible_prose(channels)
                out = []
                for channel in channels:
                    for scored in inj.scored(channel, model, None, prose):
                        piece = scored.piece
                        if scored.probability is None or scored.features is None:
                            continue
                        if not piece.judged_visible or piece.clause:
                            continue
                        p = [round(m.probability(scored.features), 4) for m in members]
                        out.append({"a": piece.addressing, "p": p, "t": piece.text[:400]})
                fh.write(
                    json.dumps(
                        {
                            "id": doc.id,
                            "injected": doc.injected,
                            "channel": doc.channel,
                            "flagged": rows[doc.id]["flagged"],
                            "pieces": out,
                        },
                        ensure_ascii=False,
                    )
                    + "\n"
                )
        print(
            part, "wanted", len(wanted), "read", found, "left out", left_out, "unloadable", unloadable,
            flush=True,
        )  # fmt: skip


# -- curve ----------------------------------------------------------------------------------------


def values(row: dict) -> tuple[list[float], float]:
    ms = [0.0] * len(MEMBERS)
    agree = 0.0
    for piece in row["pieces"]:
        p = piece["p"]
        for k in range(len(MEMBERS)):
            ms[k] = max(ms[k], p[k])
        agree = max(agree, min(p[n] for n in VISIBLE))
    return ms, agree


def load(outdir: Path) -> list[dict]:
    docs = []
    for part in T2 + T1:
        rows = dump_rows(part)
        got: dict[str, dict] = {}
        with gzip.open(PAGE67 / f"{part}.jsonl.gz", "rt", encoding="utf-8") as fh:
            old = {r["id"]: r for r in map(json.loads, fh) if wanted_kind(r)}
        with gzip.open(outdir / f"{part}.jsonl.gz", "rt", encoding="utf-8") as fh:
            new = {r["id"]: r for r in map(json.loads, fh)}
        if part == CHECK_PART:
            checked = [i for i in old if i in new]
            differ = sum(old[i]["pieces"] != new[i]["pieces"] for i in checked)
            print(f"check: {part}'s unflagged documents re-read: {len(checked)}, differ from page67: {differ}")
            assert differ == 0 and len(checked) == sum(not r["flagged"] for r in rows.values())
        for i, r in rows.items():
            src = new[i] if r["flagged"] else old[i]
            got[i] = src
        assert set(got) == set(rows), part
        for i, r in got.items():
            ms, agree = values(r)
            docs.append(
                {
                    "id": i,
                    "part": part,
                    "group": "T1" if part in T1 else "T2",
                    "vis": bool(r["injected"]),
                    "miss": bool(r["injected"]) and not rows[i]["flagged"],
                    "m": ms,
                    "agree": agree,
                    "n": len(r["pieces"]),
                }
            )
    return docs


def cutoff(clean: list[float], rate: float) -> float:
    ranked = sorted(clean, reverse=True)
    k = int(rate * len(ranked))
    return ranked[k] if k < len(ranked) else -1.0


def quartiles(xs: list[float]) -> str:
    xs = sorted(xs)
    if not xs:
        return "-"
    return " / ".join(f"{xs[min(len(xs) - 1, int(q * len(xs)))]:.3f}" for q in (0.25, 0.5, 0.75))


def curve(outdir: Path) -> None:
    docs = load(outdir)
    for g in ("T1", "T2"):
        grp = [d for d in docs if d["group"] == g]
        print(
            f"{g}: {len({d['part'] for d in grp})} writers, injected visible-text {sum(d['vis'] for d in grp)} "
            f"(misses {sum(d['miss'] for d in grp)}), clean {sum(not d['vis'] for d in grp)}"
        )
    names = (*MEMBERS, "agree")

    def val(d: dict, k: int) -> float:
        return d["agree"] if k == len(MEMBERS) else d["m"][k]

    for g in ("T1", "T2"):
        grp = [d for d in docs if d["group"] == g]
        print(f"\n== {g}: cutoff from one half's clean documents, applied to the other half ==")
        print("   detection = injected visible-text over the cutoff / all of them on that half; misses: v67's "
              "visible misses over it (biased, see the docstring)")  # fmt: skip
        for rate in RATES:
            print(f"  clean rate q = {rate}")
            for k, name in enumerate(names):
                cells = []
                tot = Counter()
                for fit_half in (0, 1):
                    on = 1 - fit_half
                    c = cutoff([val(d, k) for d in grp if not d["vis"] and half(d["id"]) == fit_half], rate)
                    inj = [d for d in grp if d["vis"] and half(d["id"]) == on]
                    cl = [d for d in grp if not d["vis"] and half(d["id"]) == on]
                    mi = [d for d in inj if d["miss"]]
                    hit = sum(val(d, k) > c for d in inj)
                    fp = sum(val(d, k) > c for d in cl)
                    mh = sum(val(d, k) > c for d in mi)
                    tot.update(hit=hit, inj=len(inj), fp=fp, cl=len(cl), mh=mh, mi=len(mi))
                    cells.append(
                        f"cut {c:.4f} -> half {on}: det {hit}/{len(inj)} ({hit / max(1, len(inj)):.3f}) "
                        f"clean {fp}/{len(cl)} misses {mh}/{len(mi)}"
                    )
                label = f"{name} ({WRITERS[name]} w)" if name in WRITERS else "agree (min v13-v30)"
                print(
                    f"    {label:18} both: det {tot['hit']}/{tot['inj']} ({tot['hit'] / max(1, tot['inj']):.3f}) "
                    f"clean {tot['fp']}/{tot['cl']} misses {tot['mh']}/{tot['mi']} "
                    f"({tot['mh'] / max(1, tot['mi']):.3f}) | " + " | ".join(cells)
                )

    print(f"\n== T1 per writer, q = {WRITER_RATE}, cutoff from T1's clean documents (both halves) ==")
    t1 = [d for d in docs if d["group"] == "T1"]
    cuts = [cutoff([val(d, k) for d in t1 if not d["vis"]], WRITER_RATE) for k in range(len(names))]
    print("  cutoffs: " + ", ".join(f"{n} {c:.4f}" for n, c in zip(names, cuts)))
    per = defaultdict(lambda: [0] * len(names))
    size = Counter()
    for d in t1:
        if d["vis"]:
            size[d["part"]] += 1
            for k in range(len(names)):
                per[d["part"]][k] += val(d, k) > cuts[k]
    print("  writer   n  " + " ".join(f"{n:>6}" for n in names))
    for part in T1:
        print(f"  {part:9} {size[part]:3d} " + " ".join(f"{x:6d}" for x in per[part]))
    for a, b in (("v30", "v44"), ("v13", "v30"), ("v13", "v44"), ("v22", "v30")):
        ia, ib = names.index(a), names.index(b)
        more = sum(per[p][ib] > per[p][ia] for p in T1)
        same = sum(per[p][ib] == per[p][ia] for p in T1)
        less = sum(per[p][ib] < per[p][ia] for p in T1)
        diffs = [per[p][ib] - per[p][ia] for p in T1]
        print(f"  {b} vs {a}: higher on {more}, equal {same}, lower {less} of {len(T1)} writers; "
              f"median difference {statistics.median(diffs)}")  # fmt: skip

    print("\n== quartiles (25/50/75) of each member's document value ==")
    for g in ("T1", "T2"):
        grp = [d for d in docs if d["group"] == g]
        for label, sel in (
            ("injected visible", lambda d: d["vis"]),
            ("  v67's misses", lambda d: d["miss"]),
            ("clean", lambda d: not d["vis"]),
        ):
            sub = [d for d in grp if sel(d)]
            print(f"  {g} {label:17} n={len(sub):5d} " + " | ".join(
                f"{n} {quartiles([val(d, k) for d in sub])}" for k, n in enumerate(names)))  # fmt: skip


if __name__ == "__main__":
    if sys.argv[1] == "read":
        read(Path(sys.argv[2]), sys.argv[3:])
    elif sys.argv[1] == "curve":
        curve(Path(sys.argv[2]))
    else:
        raise SystemExit(__doc__)
