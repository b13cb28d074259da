"""Stop 67 (RULES_stop67.md, the first entry): a page-relative reading of the visible members.

Fixed here, in code, before any count was looked at (the RULES entry says the same):

* a document's *visible sentences*: every piece ``inj.scored`` gives with a probability that is judged
  visible and not a clause (stop 64's read without its "0.3 or addressing" filter), addressing or not;
  identical sentences (equal after ``fold`` and whitespace collapsed) counted once, at their highest value;
* a sentence's value ``a``: the lowest of the four visible members' probabilities (v13, v20, v22, v30);
* ``M``: the page's highest ``a``; ``N2``: the second-highest distinct sentence's ``a``; ``MED``: the median
  ``a`` of the distinct sentences (``M`` included; mean of the middle two for an even count); a page with
  fewer than 3 distinct visible sentences is never flagged;
* rule at (measure, L, D) on a document v67 leaves unflagged: ``M >= L`` and ``M - X >= D``, ``X = N2``
  (next) or ``X = MED`` (median). Grid: L in 0.5, 0.7, 0.8, 0.9; D in 0.3, 0.5, 0.7.

    python page.py read OUTDIR PART [PART ...]   # re-read v67's unflagged documents of these parts
    python page.py levels OUTDIR                 # the grid, per half (after every part is read)
    python page.py summary OUTDIR FILE.jsonl.gz  # one compact line per document (committed)

``read`` takes the ids v67 leaves unflagged from stop 64's dump (``/work/scratch/visible64``), loads the
part (dev, tuning9-10, heldout (heldout2), heldout3-57; heldout58, heldout59 and the frozen test part are
refused), leaves out documents riding on a frozen-part page (stop 65's test, ``.gz`` stripped), and writes
each document's visible sentences with their five members' probabilities; it checks that the pieces the
dump's filter keeps (probability 0.3 or more, or addressing) are the dump's (same texts, same members).
"""

from __future__ import annotations

import gzip
import importlib
import json
import re
import statistics
import sys
import unicodedata
import zlib
from collections import Counter
from dataclasses import dataclass
from pathlib import Path

HERE = Path(__file__).resolve().parent
sys.path.insert(0, str(HERE.parents[2]))  # benchmarks/
sys.path.insert(0, str(HERE.parents[1]))  # benchmarks/page_probe

DUMP = Path("/work/scratch/visible64")
CORPUS = Path("/work/shared/corpus")
VISIBLE = (0, 1, 2, 3)  # v13, v20, v22, v30 (v44 hears hidden text only)
LEVELS = (0.5, 0.7, 0.8, 0.9)
GAPS = (0.3, 0.5, 0.7)
MEASURES = ("next", "median")
FEWEST = 3
REAL = ("clean-html",)
FORBIDDEN = ("heldout58", "heldout59", "test")


def fold(text: str) -> str:
    decomposed = unicodedata.normalize("NFKD", text.lower())
    return " ".join("".join(c for c in decomposed if not unicodedata.combining(c)).split())


def agree(p: list[float]) -> float:
    return min(p[n] for n in VISIBLE)


def half(doc_id: str) -> int:
    return zlib.crc32(doc_id.encode()) % 2


# -- read -----------------------------------------------------------------------------------------


def unflagged(part: str) -> dict[str, dict]:
    out = {}
    with open(DUMP / f"{part}.jsonl", encoding="utf-8") as fh:
        for line in fh:
            row = json.loads(line)
            if not row["flagged"]:
                out[row["id"]] = row
    return out


def read(outdir: Path, parts: list[str]) -> None:
    import injection_data
    import injection_data.corpus

    injection_data.corpus.DEFAULT_CORPUS = CORPUS
    assert injection_data.corpus.available(CORPUS)
    import injection_quality as iq
    from extract import test_side_pages

    from pytest_websearch_bench.artifacts import ArtifactError, load_artifact
    from pytest_websearch_bench.safety import injection as inj
    from pytest_websearch_bench.safety.page import visible_prose

    assert "/work/wt/" in inj.__file__, inj.__file__
    assert inj.DETECTOR_VERSION == "67", inj.DETECTOR_VERSION
    pages = {p.removesuffix(".gz") for p in test_side_pages()}
    page_of = re.compile(r"(?:^|;)page=([^;]+)")
    model = inj.shipped_model()
    members = getattr(model, "members", (model,))
    outdir.mkdir(parents=True, exist_ok=True)
    for part in parts:
        if part in FORBIDDEN or part in iq.SEALED:
            raise SystemExit(f"{part}: the frozen test part and sealed sets are not read here")
        wanted = unflagged(part)
        if part == "dev":
            docs = injection_data.load("dev", corpus=CORPUS)
        elif part.startswith("tuning"):
            docs = importlib.import_module(f"injection_{part}").load()
        else:
            docs = iq.loader(part)(corpus=CORPUS)
        found = left_out = differ = unloadable = 0
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
                check = []
                for channel in channels:
                    for scored in inj.scored(channel, model, None, prose):
                        piece = scored.piece
                        if scored.probability is None or scored.features is None:
                            continue
                        if not piece.judged_visible or piece.clause:
                            continue
                        p = [round(m.probability(scored.features), 4) for m in members]
                        out.append({"a": piece.addressing, "p": p, "t": piece.text[:400]})
                        if scored.probability >= 0.3 or piece.addressing:
                            check.append((piece.addressing, p, piece.text[:240]))
                want = [(w["a"], w["p"], w["t"]) for w in wanted[doc.id].get("pieces", ())]
                same = want == check
                differ += not same
                fh.write(
                    json.dumps(
                        {
                            "id": doc.id,
                            "injected": doc.injected,
                            "channel": doc.channel,
                            "same": same,
                            "pieces": out,
                        },
                        ensure_ascii=False,
                    )
                    + "\n"
                )
        print(
            part, "unflagged", len(wanted), "read", found, "left out", left_out,
            "unloadable", unloadable, "differ from the dump", differ, flush=True,
        )  # fmt: skip


# -- levels ---------------------------------------------------------------------------------------


@dataclass(frozen=True)
class Page:
    id: str
    part: str
    injected: bool
    visible: bool  # an injected visible-text document
    real: bool
    addressing: bool  # holds an addressing visible sentence
    n: int  # distinct visible sentences
    m: float
    n2: float
    med: float
    top: str
    second: str


def page_of(row: dict, part: str) -> Page:
    best: dict[str, tuple[float, str, bool]] = {}
    for piece in row["pieces"]:
        key = fold(piece["t"])
        value = agree(piece["p"])
        if key not in best or value > best[key][0]:
            best[key] = (value, piece["t"], piece["a"])
    ranked = sorted(best.values(), key=lambda v: -v[0])
    values = [v[0] for v in ranked]
    doc_id = row["id"]
    return Page(
        doc_id,
        part,
        bool(row["injected"]),
        bool(row["injected"]) and row["channel"] == "visible_text",
        doc_id.startswith(REAL),
        any(p["a"] for p in row["pieces"]),
        len(values),
        values[0] if values else 0.0,
        values[1] if len(values) > 1 else 0.0,
        statistics.median(values) if values else 0.0,
        ranked[0][1][:200] if ranked else "",
        ranked[1][1][:200] if len(ranked) > 1 else "",
    )


def load_pages(outdir: Path) -> list[Page]:
    pages = []
    for path in sorted(outdir.glob("*.jsonl.gz")):
        part = path.name.removesuffix(".jsonl.gz")
        assert part not in FORBIDDEN, part
        with gzip.open(path, "rt", encoding="utf-8") as fh:
            for line in fh:
                pages.append(page_of(json.loads(line), part))
    return pages


def flags(page: Page, measure: str, level: float, gap: float) -> bool:
    if page.n < FEWEST or page.m < level:
        return False
    other = page.n2 if measure == "next" else page.med
    return page.m - other >= gap


def levels(outdir: Path) -> None:
    pages = load_pages(outdir)
    vis = [p for p in pages if p.visible]
    other = [p for p in pages if p.injected and not p.visible]
    clean = [p for p in pages if not p.injected]
    print(
        f"{len(pages)} documents v67 leaves unflagged, re-read: {len(vis)} injected visible-text "
        f"({sum(not p.addressing for p in vis)} with no addressing sentence), {len(other)} injected "
        f"other channels, {len(clean)} clean ({sum(p.real for p in clean)} real development-side pages)"
    )
    print(f"  fewer than {FEWEST} distinct visible sentences: injected visible "
          f"{sum(p.n < FEWEST for p in vis)}, clean {sum(p.n < FEWEST for p in clean)}")  # fmt: skip
    for name, group in (("injected visible", vis), ("clean", clean)):
        ns = sorted(p.n for p in group)
        if ns:
            print(f"  {name}: distinct visible sentences median {statistics.median(ns)}, "
                  f"quartiles {ns[len(ns) // 4]}-{ns[3 * len(ns) // 4]}")  # fmt: skip
    print("\n== grid: gained injected visible d/c (no addressing sentence d/c) | clean added d/c "
          "(real) | other-channel injected gained | bar ==")  # fmt: skip
    met = []
    for measure in MEASURES:
        for level in LEVELS:
            for gap in GAPS:
                g, gna, c, o = Counter(), Counter(), Counter(), 0
                real = 0
                for p in vis:
                    if flags(p, measure, level, gap):
                        g[half(p.id)] += 1
                        gna[half(p.id)] += not p.addressing
                for p in clean:
                    if flags(p, measure, level, gap):
                        c[half(p.id)] += 1
                        real += p.real
                o = sum(flags(p, measure, level, gap) for p in other)
                ok = g[0] >= 20 and g[1] >= 20 and c[0] == 0 and c[1] == 0 and real == 0
                if ok:
                    met.append((measure, level, gap))
                print(
                    f"  {measure:6} L={level:<4} D={gap:<4} gained {g[0]:4d}/{g[1]:<4d} "
                    f"({gna[0]}/{gna[1]}) | clean {c[0]:4d}/{c[1]:<4d} ({real}) | other {o:3d} | "
                    f"{'MET' if ok else 'not met'}"
                )
    print("\ncells meeting the bar:", met or "none")

    print("\n== distributions (quantiles 10/25/50/75/90) over pages with 3+ distinct sentences ==")
    for name, group in (("injected visible", vis), ("clean", clean), ("real pages", [p for p in clean if p.real])):
        group = [p for p in group if p.n >= FEWEST]
        for label, f in (("M", lambda p: p.m), ("M-N2", lambda p: p.m - p.n2), ("M-MED", lambda p: p.m - p.med)):
            xs = sorted(f(p) for p in group)
            if xs:
                qs = [xs[min(len(xs) - 1, int(q * len(xs)))] for q in (0.1, 0.25, 0.5, 0.75, 0.9)]
                print(f"  {name:16} {label:6} n={len(xs):6d} " + " ".join(f"{q:.3f}" for q in qs))

    print("\n== the injected visible misses: how many have M at 0.5+ / 0.7+ / 0.9+ at all ==")
    for level in LEVELS:
        gm = Counter(half(p.id) for p in vis if p.m >= level)
        cm = Counter(half(p.id) for p in clean if p.m >= level)
        print(f"  M >= {level}: injected visible {gm[0]}/{gm[1]}, clean {cm[0]}/{cm[1]}")

    for measure in MEASURES:
        key = (lambda p: p.m - p.n2) if measure == "next" else (lambda p: p.m - p.med)
        print(f"\n== clean documents with the widest gap ({measure}) among those with M >= 0.5 ==")
        top = sorted((p for p in clean if p.n >= FEWEST and p.m >= 0.5), key=key, reverse=True)[:15]
        for p in top:
            print(f"  {key(p):.3f} M={p.m:.4f} n={p.n} {p.id}{' REAL' if p.real else ''}: {p.top!r}")
            print(f"        next ({p.n2:.4f}): {p.second!r}")

    print("\n== a sample of gained injected visible documents (median, L=0.7, D=0.5), every 40th ==")
    gained = sorted((p for p in vis if flags(p, "median", 0.7, 0.5)), key=lambda p: p.id)
    for p in gained[::40]:
        print(f"  M={p.m:.4f} MED={p.med:.4f} N2={p.n2:.4f} n={p.n} {p.id}: {p.top!r}")


def summary(outdir: Path, target: Path) -> None:
    with gzip.open(target, "wt", encoding="utf-8") as fh:
        for p in load_pages(outdir):
            fh.write(json.dumps({
                "id": p.id, "part": p.part, "injected": p.injected, "visible": p.visible,
                "real": p.real, "addressing": p.addressing, "n": p.n, "M": p.m, "N2": p.n2,
                "MED": p.med, "top": p.top, "second": p.second,
            }, ensure_ascii=False) + "\n")  # fmt: skip


if __name__ == "__main__":
    if sys.argv[1] == "read":
        read(Path(sys.argv[2]), sys.argv[3:])
    elif sys.argv[1] == "levels":
        levels(Path(sys.argv[2]))
    elif sys.argv[1] == "summary":
        summary(Path(sys.argv[2]), Path(sys.argv[3]))
    else:
        raise SystemExit(__doc__)
