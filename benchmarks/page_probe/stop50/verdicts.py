"""Per-document verdicts only (no pieces), for a sealed set's first scoring or the frozen test part.

Reads: one corpus part from ``$INJECTION_CORPUS`` (default ``../shared/corpus``); it does not
refuse the frozen test part or sealed sets, since scoring them once is its purpose.
Writes: ``OUT.jsonl``, one JSON row per document (id, labels, ``pdf``, ``flagged``; a document
whose artifact cannot be loaded counts as unflagged).
Prints the part, the detector version and the document count.
Run:
    PYTHONPATH=src:benchmarks python benchmarks/page_probe/stop50/verdicts.py OUT.jsonl PART
"""

import json
import os
import sys
from pathlib import Path

import injection_quality as iq
from injection_data import load

from pytest_websearch_bench.artifacts import ArtifactError, load_artifact
from pytest_websearch_bench.safety.injection import DETECTOR_VERSION, detect_injection

CORPUS = Path(os.environ.get("INJECTION_CORPUS", "../shared/corpus"))

out, part = sys.argv[1], sys.argv[2]
docs = iq.loader(part)(corpus=CORPUS) if part in iq.HELDOUT else load(part, corpus=CORPUS)
with open(out, "w") as f:
    for d in docs:
        try:
            a = load_artifact(d.body, content_type=d.content_type, url=d.url)
            fl = bool(detect_injection(a).flagged)
        except ArtifactError:
            fl = False
        row = {
            "id": d.id,
            "inj": d.injected,
            "ch": d.channel,
            "lang": d.language,
            "src": d.source,
            "pdf": d.content_type.startswith("application/pdf"),
            "flagged": fl,
        }
        f.write(json.dumps(row) + "\n")
print(part, DETECTOR_VERSION, len(docs))
