"""Per-document verdicts and, for unflagged documents, every piece's figures.

Reads: the corpus parts named on the command line, from ``$INJECTION_CORPUS``
(default ``../shared/corpus``).
Writes: ``OUTDIR/PART.jsonl``, one JSON row per document (id, part, labels, ``flagged``,
``findings``; for unflagged documents also ``pieces`` with every piece scoring at least 0.3,
and the ``topic`` counts). Prints one line per part: name, document count, seconds.
Run:
    PYTHONPATH=src:benchmarks python benchmarks/page_probe/stop50/dump.py OUTDIR PART... [--allow NAME]
Refuses the frozen test part, and sealed sets unless named with ``--allow``.
"""

import json
import os
import sys
import time
from pathlib import Path

import injection_quality as iq
from injection_data import load

from pytest_websearch_bench.artifacts import ArtifactError, load_artifact
from pytest_websearch_bench.safety import injection as inj
from pytest_websearch_bench.safety.model import shipped_model
from pytest_websearch_bench.safety.page import (
    TopicCount,
    counted_sentence,
    own_voice_about_ai,
    speaks_of_attacks,
    visible_prose,
)
from pytest_websearch_bench.safety.structure import names_machine_reader, reader_work

CORPUS = Path(os.environ.get("INJECTION_CORPUS", "../shared/corpus"))

args = sys.argv[1:]
allow = set()
if "--allow" in args:
    i = args.index("--allow")
    allow.add(args[i + 1])
    del args[i : i + 2]
out = Path(args[0])
out.mkdir(parents=True, exist_ok=True)
model = shipped_model()
for part in args[1:]:
    if part == "test" or (part in iq.SEALED and part not in allow):
        sys.exit(f"refused: {part}")
    docs = iq.loader(part)(corpus=CORPUS) if part in iq.HELDOUT else load(part, corpus=CORPUS)
    t0 = time.time()
    with open(out / f"{part}.jsonl", "w") as f:
        for doc in docs:
            row = {
                "id": doc.id,
                "part": part,
                "inj": doc.injected,
                "ch": doc.channel,
                "lang": doc.language,
                "src": doc.source,
                "fam": doc.family,
            }
            try:
                art = load_artifact(doc.body, content_type=doc.content_type, url=doc.url)
            except ArtifactError as e:
                row["error"] = str(e)
                f.write(json.dumps(row) + "\n")
                continue
            rep = inj.detect_injection(art)
            row["flagged"] = bool(rep.flagged)
            row["findings"] = [
                {
                    "v": x.vector,
                    "p": x.probability,
                    "agreed": x.agreed,
                    "by": x.decided_by,
                    "page": x.page,
                    "text": x.text[:160],
                    "st": list(x.structural),
                }
                for x in rep.findings
            ]
            if not rep.flagged:
                channels = inj.channels_of(art)
                prose = visible_prose(channels)
                rows = [inj.scored(c, model, None, prose) for c in channels]
                topic = TopicCount()
                for c, cr in zip(channels, rows, strict=True):
                    for r in cr:
                        if r.piece.kind == "visible" and not c.decoded:
                            topic.add(
                                counted_sentence(r.piece.text),
                                own_voice_about_ai(r.piece.text, r.probability),
                                speaks_of_attacks(r.piece.text),
                            )
                ps = []
                for c, cr in zip(channels, rows, strict=True):
                    for r in cr:
                        p = r.piece
                        if r.probability is None or r.probability < 0.3:
                            continue
                        own = p.kind == "visible" and not c.decoded
                        d = {
                            "v": c.vector,
                            "kind": p.kind,
                            "jv": p.judged_visible,
                            "rep": p.repeats,
                            "clause": p.clause,
                            "extra": p.extra,
                            "p": round(r.probability, 4),
                            "lo": round(model.lowest(r.features), 4),
                            "lov": round(model.for_visible().lowest(r.features), 4),
                            "addr": p.addressing,
                            "reader": p.calls_reader,
                            "rw": reader_work(p.text, p.structural),
                            "named": names_machine_reader(p.text),
                            "words": len(p.text.split()),
                            "st": list(p.structural),
                            "rules": list(p.rules),
                            "score": p.score,
                            "thr": p.threshold,
                            "weak": p.weakly_ruled,
                            "mf": inj.model_flags(
                                p, r.probability, model, topic.sentences, r.features
                            ),
                            "byrules": p.by_rules,
                            "barred": bool(
                                p.judged_visible and topic.keeps(p.text, r.probability, own=own)
                            ),
                            "quotes": topic.quotes_attacks(p.text, own=own),
                            "sents": topic.sentences,
                            "text": p.text[:300],
                        }
                        ps.append(d)
                row["pieces"] = ps
                row["topic"] = [topic.sentences, topic.topical, topic.attacks]
            f.write(json.dumps(row, ensure_ascii=False) + "\n")
    print(part, len(docs), f"{time.time() - t0:.0f}s", flush=True)
