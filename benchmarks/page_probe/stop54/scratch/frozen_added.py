"""The one look at the frozen part beyond its totals at stop 54: for each clean document v65 flags and v63 did not,
its source kind and each finding's channel, deciding mechanism and member. No id, text, URL or probability printed."""
import json
import os
from pathlib import Path

from injection_data import load

from pytest_websearch_bench.artifacts import load_artifact
from pytest_websearch_bench.safety.injection import PASSAGE_NOTE, detect_injection

S = Path("/work/scratch/s54")
a = {json.loads(line)["id"]: json.loads(line) for line in open(S / "test_v63.jsonl")}
b = {json.loads(line)["id"]: json.loads(line) for line in open(S / "test_v65.jsonl")}
added = {i for i in b if not b[i]["inj"] and b[i]["flagged"] and not a[i]["flagged"]}
for doc in load("test", corpus=Path(os.environ.get("INJECTION_CORPUS", "../shared/corpus"))):
    if doc.id not in added:
        continue
    report = detect_injection(load_artifact(doc.body, content_type=doc.content_type, url=doc.url))
    for f in report.findings:
        passage = bool(f.page) and PASSAGE_NOTE.split("{")[0] in f.page
        print(doc.source, doc.content_type.split(";")[0], f.vector, f.decided_by, f.member,
              "passage" if passage else "not the passage")
