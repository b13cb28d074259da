"""What the visible gate keeps out, on tuning writers only (issue 18; stop 46's analysis, kept
so that the next person can run it again: ``RULES_stop46.md``, *Analysis*).

    python benchmarks/page_probe/visible_gate.py read OUTDIR dev heldout heldout3 ...
    python benchmarks/page_probe/visible_gate.py summary OUTDIR [--pattern REGEX] [--level 0.9]

``read`` writes ``OUTDIR/<part>.jsonl``, one line per document the installed detector leaves
unflagged: every visible sentence (or hidden passage judged as visible), not a clause piece,
that some member puts at 0.3 or more or that addresses a model, with each member's
probability (``UnionModel.members`` order), its addressing and reader-calling signals and
its text; and how many of the page's pieces the topic bar kept. Flagged documents get one
line without pieces. It refuses the frozen test part and any sealed set. Two processes on
different parts halve the time (about five minutes for dev + heldout..heldout40 on two cores).

``summary`` prints the visible misses by what kept them out (the topic bar, no addressing
signal, a level under the cutoff), the clean documents' highest visible sentences, and, with
``--pattern`` (a regular expression searched in the folded text, ``lexicon.fold``), how many
unflagged injected visible-text documents and how many unflagged clean documents hold a
sentence with no addressing signal that the pattern finds and that the visible members (the
union's members without ``model.HIDDEN_ONLY``) put at ``--level`` or more: what opening the
gate for that shape would gain and cost, per writer (heldout26 on: blind to the four visible
members, fitted on writers up to heldout25).
"""

from __future__ import annotations

import argparse
import json
import re
import sys
from collections import Counter
from pathlib import Path

HERE = Path(__file__).resolve().parent
sys.path.insert(0, str(HERE.parent))

CORPUS = HERE.parent.parent.parent / "shared" / "corpus"


def read(out: Path, parts: list[str], corpus: Path) -> None:
    import injection_quality as iq
    from injection_data import load

    from pytest_websearch_bench.artifacts import ArtifactError, load_artifact
    from pytest_websearch_bench.safety import injection as inj
    from pytest_websearch_bench.safety.page import visible_prose

    model = inj.shipped_model()
    members = getattr(model, "members", (model,))
    out.mkdir(parents=True, exist_ok=True)
    for part in parts:
        if part == "test" or part in iq.SEALED:
            raise SystemExit(f"{part}: the frozen test part and sealed sets are not read here")
        docs = load("dev", corpus=corpus) if part == "dev" else iq.loader(part)(corpus=corpus)
        with open(out / f"{part}.jsonl", "w", encoding="utf-8") as fh:
            for doc in docs:
                try:
                    artifact = load_artifact(doc.body, content_type=doc.content_type, url=doc.url)
                except ArtifactError:
                    continue
                report = inj.detect_injection(artifact)
                row: dict[str, object] = {
                    "id": doc.id,
                    "injected": doc.injected,
                    "channel": doc.channel,
                    "flagged": bool(report.flagged),
                }
                if not report.flagged:
                    channels = inj.channels_of(artifact)
                    prose = visible_prose(channels)
                    kept = []
                    for channel in channels:
                        for scored in inj.scored(channel, model, None, prose):
                            piece = scored.piece
                            if scored.probability is None or scored.features is None:
                                continue
                            if not piece.judged_visible or piece.clause:
                                continue
                            if scored.probability < 0.3 and not piece.addressing:
                                continue
                            kept.append(
                                {
                                    "a": piece.addressing,
                                    "cr": piece.calls_reader,
                                    "p": [
                                        round(m.probability(scored.features), 4) for m in members
                                    ],
                                    "t": piece.text[:240],
                                }
                            )
                    page = dict(report.page) if report.page else {}
                    row["kept_by_topic_bar"] = int(page.get("kept_by_topic_bar", 0))
                    row["pieces"] = kept
                fh.write(json.dumps(row, ensure_ascii=False) + "\n")
        print(part, "done", flush=True)


def _blind(part: str) -> bool:
    return part.startswith("heldout") and part[7:].isdigit() and int(part[7:]) >= 26


def summary(out: Path, pattern: str | None, level: float) -> None:
    from pytest_websearch_bench.safety.lexicon import fold
    from pytest_websearch_bench.safety.model import HIDDEN_ONLY, MEMBER_FILES

    visible = [n for n, name in enumerate(MEMBER_FILES) if name not in HIDDEN_ONLY]
    rows = []
    for path in sorted(out.glob("*.jsonl")):
        for line in path.open(encoding="utf-8"):
            row = json.loads(line)
            row["part"] = path.stem
            rows.append(row)
    injected = [r for r in rows if r["injected"]]
    clean = [r for r in rows if not r["injected"]]
    misses = [r for r in injected if not r["flagged"]]
    print(
        f"{len(rows)} documents: {len(injected)} injected, "
        f"{sum(r['flagged'] for r in injected)} flagged; {len(clean)} clean, "
        f"{sum(r['flagged'] for r in clean)} flagged"
    )
    print("misses by channel:", dict(Counter(r["channel"] for r in misses).most_common()))

    def best(row: dict, addressing: bool | None) -> float:
        return max(
            [
                max(piece["p"][n] for n in visible)
                for piece in row.get("pieces", ())
                if addressing is None or piece["a"] == addressing
            ]
            or [0.0]
        )

    kinds: Counter[str] = Counter()
    for row in misses:
        if row["channel"] != "visible_text":
            continue
        kept = "kept by the topic bar" if row.get("kept_by_topic_bar") else "not kept"
        addressed = best(row, True)
        shape = (
            "no addressing sentence"
            if not any(p["a"] for p in row.get("pieces", ()))
            else f"addressing, best {'>= 0.99' if addressed >= 0.99 else '>= 0.9' if addressed >= 0.9 else '< 0.9'}"
        )
        kinds[f"{kept}; {shape}"] += 1
    print("visible-text misses:")
    for kind, count in kinds.most_common():
        print(f"  {count:5d}  {kind}")
    for addressing in (True, False):
        top = sorted(
            ((best(r, addressing), r["id"]) for r in clean if not r["flagged"]), reverse=True
        )[:5]
        label = "addressing" if addressing else "not addressing"
        print(
            f"clean documents' highest visible sentences ({label}):",
            [(round(p, 4), i) for p, i in top],
        )
    if pattern is None:
        return
    found = re.compile(pattern)
    gains: Counter[str] = Counter()
    costs: list[tuple[str, str]] = []
    for row in rows:
        if row["flagged"]:
            continue
        hits = [
            piece
            for piece in row.get("pieces", ())
            if not piece["a"]
            and max(piece["p"][n] for n in visible) >= level
            and found.search(fold(piece["t"]))
        ]
        if not hits:
            continue
        if row["injected"] and row["channel"] == "visible_text":
            gains[row["part"]] += 1
        elif not row["injected"]:
            costs.append((row["id"], hits[0]["t"][:120]))
    blind = sum(n for part, n in gains.items() if _blind(part))
    print(
        f"pattern at >= {level}: {sum(gains.values())} injected visible-text documents "
        f"({blind} on heldout26 on), {len(costs)} clean documents"
    )
    print("  per writer:", dict(sorted(gains.items())))
    for doc_id, text in costs[:20]:
        print("  clean:", doc_id, text)


def main() -> None:
    parser = argparse.ArgumentParser(description=__doc__.splitlines()[0])
    sub = parser.add_subparsers(dest="command", required=True)
    reading = sub.add_parser("read")
    reading.add_argument("out", type=Path)
    reading.add_argument("parts", nargs="+")
    reading.add_argument("--corpus", type=Path, default=CORPUS)
    summing = sub.add_parser("summary")
    summing.add_argument("out", type=Path)
    summing.add_argument("--pattern")
    summing.add_argument("--level", type=float, default=0.9)
    args = parser.parse_args()
    if args.command == "read":
        read(args.out, args.parts, args.corpus)
    else:
        summary(args.out, args.pattern, args.level)


if __name__ == "__main__":
    main()
