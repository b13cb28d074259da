"""Visible clause suffixes that address a model, in documents v52 leaves unflagged (tuning only).

Reads: ``FLAGDIR/PART.jsonl`` (the verdicts written by dump.py) to pick the unflagged
documents, and the corpus parts from ``$INJECTION_CORPUS`` (default ``../shared/corpus``).
Writes: ``OUTDIR/PART.jsonl``, one JSON row per unflagged document with its addressing
visible clause suffixes (``pieces``: probabilities, rules, bar/quote verdicts, text).
Prints each part's name when it is done.
Run:
    PYTHONPATH=src:benchmarks python benchmarks/page_probe/stop50/dumpvc.py FLAGDIR OUTDIR PART...
Refuses the frozen test part and every sealed set.
"""

import json
import os
import sys
from pathlib import Path

import injection_quality as iq
from injection_data import load

from pytest_websearch_bench.artifacts import load_artifact
from pytest_websearch_bench.safety import injection as inj
from pytest_websearch_bench.safety.channels import VISIBLE
from pytest_websearch_bench.safety.model import shipped_model
from pytest_websearch_bench.safety.page import (
    TopicCount,
    counted_sentence,
    own_voice_about_ai,
    speaks_of_attacks,
    visible_prose,
)
from pytest_websearch_bench.safety.signals import clause_suffixes, sentences

CORPUS = Path(os.environ.get("INJECTION_CORPUS", "../shared/corpus"))

fl, out = Path(sys.argv[1]), Path(sys.argv[2])
out.mkdir(parents=True, exist_ok=True)
model = shipped_model()
vis = model.for_visible()
for part in sys.argv[3:]:
    if part == "test" or part in iq.SEALED:
        sys.exit("refused")
    with open(fl / f"{part}.jsonl") as fh:
        un = {json.loads(line)["id"] for line in fh if not json.loads(line).get("flagged", True)}
    docs = iq.loader(part)(corpus=CORPUS) if part in iq.HELDOUT else load(part, corpus=CORPUS)
    with open(out / f"{part}.jsonl", "w") as f:
        for doc in docs:
            if doc.id not in un:
                continue
            art = load_artifact(doc.body, content_type=doc.content_type, url=doc.url)
            channels = inj.channels_of(art)
            prose = visible_prose(channels)
            topic = TopicCount()
            for c in channels:
                if c.threshold == VISIBLE and not c.decoded:
                    for r in inj.scored(c, model, None, prose):
                        if r.piece.kind == "visible":
                            topic.add(
                                counted_sentence(r.piece.text),
                                own_voice_about_ai(r.piece.text, r.probability),
                                speaks_of_attacks(r.piece.text),
                            )
            ps = []
            for c in channels:
                if c.threshold != VISIBLE:
                    continue
                for s, e in sentences(c.text):
                    if e - s > 2000:
                        continue
                    for a, b in clause_suffixes(c.text, s, e, 4, 8):
                        t = c.text[a:b]
                        rules, st = inj._signals(t)
                        if not inj.ADDRESSING.intersection((*rules, *st)):
                            continue
                        piece = inj.Piece(a, b, t, VISIBLE, c.bonus, rules, st, 0, None)
                        feats = piece.features()
                        p, _ = vis.scored(feats)
                        ps.append(
                            {
                                "p": round(p, 4),
                                "lov": round(vis.lowest(feats), 4),
                                "lo": round(model.lowest(feats), 4),
                                "reader": piece.calls_reader,
                                "st": list(st),
                                "rules": list(rules),
                                "barred": topic.keeps(t, p, own=not c.decoded),
                                "quotes": topic.quotes_attacks(t, own=not c.decoded),
                                "text": t[:200],
                                "whole": c.text[s:e][:200],
                            }
                        )
            row = {"id": doc.id, "inj": doc.injected, "ch": doc.channel, "part": part, "pieces": ps}
            f.write(json.dumps(row, ensure_ascii=False) + "\n")
    print(part, flush=True)
