"""Stop 65 (RULES_stop65.md, "structural text no signal supports"): the read.

    python structural_quiet.py read OUT.jsonl PART...   # one JSON line per re-judged document
    python structural_quiet.py count OUT.jsonl          # the table

Every tuning document v67 flags (stop 64's dump ``/work/scratch/visible64``: its verdicts); v67's
report, and for a document with a finding a structural cutoff decided (``cutoff_rule`` structural,
structural_low or structural_at_most), the candidate's verdict at each level C: a structural piece with
no rule signal, no structural signal, that addresses no model (not a clause piece) is judged at C at
least. Documents on a frozen-part page are left out; heldout58, heldout59 and the frozen part refused.
"""

from __future__ import annotations

import importlib
import json
import re
import sys
import zlib
from collections import Counter
from pathlib import Path

CORPUS = Path("/work/shared/corpus")
DUMP = Path("/work/scratch/visible64")
LEVELS = (0.9, 0.95, 0.97, 0.99)
STRUCTURAL_RULES = {"structural", "structural_low", "structural_at_most"}


def flagged_ids(part: str) -> dict[str, bool]:
    """The dump's flagged documents of ``part``: id -> injected."""
    out = {}
    for line in (DUMP / f"{part}.jsonl").open(encoding="utf-8"):
        row = json.loads(line)
        if row["flagged"]:
            out[row["id"]] = row["injected"]
    return out


def read(outfile: Path, parts: list[str]) -> None:
    sys.path.insert(0, "/work/wt/s65/benchmarks")
    sys.path.insert(0, "/work/wt/s65/benchmarks/page_probe")
    import injection_data
    import injection_data.corpus

    injection_data.corpus.DEFAULT_CORPUS = CORPUS
    import injection_quality as iq
    from extract import test_side_pages

    from pytest_websearch_bench.artifacts import ArtifactError, load_artifact
    from pytest_websearch_bench.safety import injection as inj

    assert "/work/wt/" in inj.__file__, inj.__file__
    pages = {p.removesuffix(".gz") for p in test_side_pages()}
    page_of = re.compile(r"(?:^|;)page=([^;]+)")
    original = inj.model_cutoff
    level: list[float | None] = [None]

    def candidate(piece, model, page_sentences=None):  # type: ignore[no-untyped-def]
        cutoff, why = original(piece, model, page_sentences)
        c = level[0]
        quiet = (
            c is not None
            and not piece.judged_visible
            and piece.kind == "structural"
            and not piece.rules
            and not piece.structural
            and not piece.addressing
            and not piece.clause
        )
        if quiet and cutoff < c:
            return c, "structural"
        return cutoff, why

    inj.model_cutoff = candidate
    with open(outfile, "a", encoding="utf-8") as fh:
        for part in parts:
            if part == "test" or part in iq.SEALED or part in ("heldout58", "heldout59"):
                raise SystemExit(f"{part}: the frozen test part and sealed sets are not read here")
            wanted = flagged_ids(part)
            if part == "dev":
                docs = injection_data.load("dev", corpus=CORPUS)
            elif part.startswith("tuning"):
                docs = importlib.import_module(f"injection_{part}").load()
            else:
                docs = iq.loader(part)(corpus=CORPUS)
            seen = mismatch = rejudged = 0
            for doc in docs:
                if doc.id not in wanted:
                    continue
                match = page_of.search(str(doc.family))
                if match and match.group(1).removesuffix(".gz") in pages:
                    continue
                seen += 1
                try:
                    artifact = load_artifact(doc.body, content_type=doc.content_type, url=doc.url)
                except ArtifactError:
                    continue
                level[0] = None
                base = inj.detect_injection(artifact)
                if not base.flagged:
                    mismatch += 1
                if not any(f.cutoff_rule in STRUCTURAL_RULES for f in base.findings):
                    continue
                rejudged += 1
                row = {"part": part, "id": doc.id, "injected": wanted[doc.id], "v67": base.flagged}
                for c in LEVELS:
                    level[0] = c
                    row[str(c)] = inj.detect_injection(artifact).flagged
                level[0] = None
                row["texts"] = [
                    [f.vector, f.cutoff_rule, f.probability, f.text[:160]]
                    for f in base.findings
                    if f.cutoff_rule in STRUCTURAL_RULES
                ]
                fh.write(json.dumps(row, ensure_ascii=False) + "\n")
            print(f"{part}: {seen} flagged documents read, {rejudged} re-judged, "
                  f"{mismatch} not flagged by v67 here (dump says flagged)", flush=True)


def count(outfile: Path) -> None:
    rows = [json.loads(line) for line in outfile.open(encoding="utf-8")]
    print(f"{len(rows)} documents re-judged ({sum(r['injected'] for r in rows)} injected)")
    for c in LEVELS:
        lost, freed, real = Counter(), Counter(), Counter()
        for r in rows:
            if r[str(c)]:
                continue
            half = zlib.crc32(r["id"].encode()) % 2
            if r["injected"]:
                lost[half] += 1
            else:
                freed[half] += 1
                if r["id"].startswith("clean-html"):
                    real[half] += 1
        print(f"C={c}: injected lost {lost[0]} / {lost[1]}; clean no longer flagged {freed[0]} / "
              f"{freed[1]} (real pages {real[0]} / {real[1]})")
    for r in rows:
        if not r["injected"]:
            print("clean", r["part"], r["id"], {c: r[str(c)] for c in LEVELS}, r["texts"])


if __name__ == "__main__":
    if sys.argv[1] == "read":
        read(Path(sys.argv[2]), sys.argv[3:])
    else:
        count(Path(sys.argv[2]))
