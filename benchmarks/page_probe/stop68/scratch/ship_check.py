"""Stop 68, ship68 step 2 (issue 18): the shipped detector v69 against K2's stored verdicts, document by document.

K2 = v67's verdict OR G2's (``gate2.py``, ``blind58.py``): stored per document in ``/work/scratch/det68b/`` as
``cells.S.f`` and ``cells.G2.f``. This script runs the product (``detect_injection(artifact)``, the shipped
model, DETECTOR_VERSION 69, one pass) on every document stored there and compares its flag with ``S or G2``:
heldout50-57's visible-text and clean documents (``heldoutNN.jsonl.gz``), their other channels
(``other_heldoutNN.jsonl.gz``), and heldout58 (``heldout58.jsonl.gz``, read once by ``blind58.py``: its documents
are the stored ones). dev's real pages (``real.jsonl.gz``) are not compared: they were read with each fold's fit,
not R51. heldout59-61 and the frozen test part are never named or read here.

    python ship_check.py run OUTDIR J/K    # process J of K (files split by their index), per-document rows
    python ship_check.py report OUTDIR     # the comparison (ship_check.out)
"""

from __future__ import annotations

import gzip
import json
import sys
import time
from collections import Counter
from pathlib import Path

HERE = Path(__file__).resolve().parent
BENCH = HERE.parents[2]
sys.path[:0] = [str(BENCH), str(BENCH / "page_probe")]

STORED = Path("/work/scratch/det68b")
CORPUS = Path("/work/shared/corpus")
PARTS = tuple(f"heldout{n}" for n in range(50, 58))
FILES = (
    *((f"{p}.jsonl.gz", p) for p in PARTS),
    *((f"other_{p}.jsonl.gz", p) for p in PARTS),
    ("heldout58.jsonl.gz", "heldout58"),
)
ALLOWED = frozenset((*PARTS, "heldout58"))


def expected(row: dict) -> bool:
    return bool(row["cells"]["S"]["f"] or row["cells"]["G2"]["f"])


def check_tree() -> None:
    from pytest_websearch_bench.safety import injection as inj
    from pytest_websearch_bench.safety.model import GATED_VISIBLE, shipped_model

    assert str(HERE.parents[3] / "src") in inj.__file__, inj.__file__
    assert inj.DETECTOR_VERSION == "69", inj.DETECTOR_VERSION
    model = shipped_model()
    assert [m.name for m in model.members] == ["v13", "v20", "v22", "v30", "v44"], model.members
    assert model.gated is not None and {m.name for m in model.gated.members} == GATED_VISIBLE == {
        "v69"
    }


def run(outdir: Path, share: str) -> None:
    import injection_data.corpus
    import injection_quality as iq

    from pytest_websearch_bench.artifacts import ArtifactError, load_artifact
    from pytest_websearch_bench.safety.injection import detect_injection

    check_tree()
    injection_data.corpus.DEFAULT_CORPUS = CORPUS
    part_no, parts = (int(n) for n in share.split("/"))
    outdir.mkdir(parents=True, exist_ok=True)
    began = time.perf_counter()
    for number, (name, part) in enumerate(FILES):
        if number % parts != part_no:
            continue
        assert part in ALLOWED, part
        with gzip.open(STORED / name, "rt", encoding="utf-8") as fh:
            rows = {r["id"]: r for r in map(json.loads, fh) if not r.get("unloadable")}
        done = 0
        with gzip.open(outdir / name, "wt", encoding="utf-8") as out:
            for doc in iq.loader(part)(corpus=CORPUS):
                row = rows.get(doc.id)
                if row is None:
                    continue
                try:
                    artifact = load_artifact(doc.body, content_type=doc.content_type, url=doc.url)
                except ArtifactError:
                    continue
                report = detect_injection(artifact)
                got = {
                    "id": doc.id,
                    "injected": bool(doc.injected),
                    "want": expected(row),
                    "S": bool(row["cells"]["S"]["f"]),
                    "got": bool(report.flagged),
                    "gated": [
                        [f.vector, f.member, f.decided_by, list(f.order), f.text[:160]]
                        for f in report.findings
                        if f.member in ("v69",)
                    ],
                }
                out.write(json.dumps(got, ensure_ascii=False) + "\n")
                done += 1
        print(
            f"{name}: stored {len(rows)}, compared {done}; {time.perf_counter() - began:.0f}s",
            flush=True,
        )


def report(outdir: Path) -> None:
    total = differ = 0
    forms: Counter[str] = Counter()
    print(
        "file                        stored compared  K2 flags  v69 flags  differences  (v69 adds to v67)"
    )
    for name, _ in FILES:
        with gzip.open(STORED / name, "rt", encoding="utf-8") as fh:
            stored = sum(1 for r in map(json.loads, fh) if not r.get("unloadable"))
        with gzip.open(outdir / name, "rt", encoding="utf-8") as fh:
            rows = list(map(json.loads, fh))
        bad = [r for r in rows if r["want"] != r["got"]]
        added = [r for r in rows if r["got"] and not r["S"]]
        for r in added:
            forms.update(o.split(":")[0] for g in r["gated"] for o in g[3])
        total += len(rows)
        differ += len(bad)
        print(f"{name:27} {stored:6d} {len(rows):8d} {sum(r['want'] for r in rows):9d} "
              f"{sum(r['got'] for r in rows):10d} {len(bad):12d}  {len(added)} "
              f"({sum(r['injected'] for r in added)} injected)")  # fmt: skip
        for r in bad:
            print(f"    DIFFERS {r['id']}: K2 {r['want']} v69 {r['got']} {r['gated']}")
    print(f"\ndocuments compared: {total}; differences: {differ}")
    print(f"order forms in v69's added findings (per finding): {dict(forms.most_common())}")


if __name__ == "__main__":
    if len(sys.argv) == 4 and sys.argv[1] == "run":
        run(Path(sys.argv[2]), sys.argv[3])
    elif len(sys.argv) == 3 and sys.argv[1] == "report":
        report(Path(sys.argv[2]))
    else:
        raise SystemExit(__doc__)
