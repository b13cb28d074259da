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
from page_probe.verdict_rows import verdict_rows

from pytest_websearch_bench.safety.injection import DETECTOR_VERSION

CORPUS = Path(os.environ.get("INJECTION_CORPUS", "../shared/corpus"))

out, part = sys.argv[1], sys.argv[2]
docs = iq.loader(part)(corpus=CORPUS) if part in iq.HELDOUT else load(part, corpus=CORPUS)
with open(out, "w") as f:
    for row in verdict_rows(docs):
        f.write(json.dumps(row) + "\n")
print(part, DETECTOR_VERSION, len(docs))
