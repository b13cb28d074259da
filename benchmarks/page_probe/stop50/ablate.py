"""Attribution by ablation: which v54 mechanisms decide three clean frozen-test documents.

Reads: the frozen test part from ``$INJECTION_CORPUS`` (default ``../shared/corpus``), keeping
only three named documents (clean-hardneg-security_blog-es-t001, -t002 and -t007). This use of
the frozen test part was disclosed; the script prints no document text.
Prints: for the detector as imported (run "v54") and with mechanisms A, B and D switched off (alone
and in pairs), one line per run listing each document's id suffix, its flag, and its findings'
vector, whether the finding's page mentions "member", and what decided it.
Writes nothing.
Run, on v54's code (commit b1bcb49; its switches do nothing on v52's code, and "A off" also switches
off v52's agreement exemption):
    PYTHONPATH=src:benchmarks python benchmarks/page_probe/stop50/ablate.py
"""

import os
from pathlib import Path

from injection_data import load

from pytest_websearch_bench.artifacts import load_artifact
from pytest_websearch_bench.safety import injection as inj
from pytest_websearch_bench.safety import page

CORPUS = Path(os.environ.get("INJECTION_CORPUS", "../shared/corpus"))

ids = {
    "clean-hardneg-security_blog-es-t001",
    "clean-hardneg-security_blog-es-t002",
    "clean-hardneg-security_blog-es-t007",
}
docs = [d for d in load("test", corpus=CORPUS) if d.id in ids]


def run(label):
    out = []
    for d in docs:
        a = load_artifact(d.body, content_type=d.content_type, url=d.url)
        r = inj.detect_injection(a)
        findings = [
            (f.vector, f.page is not None and "member" in (f.page or ""), f.decided_by)
            for f in r.findings
        ]
        out.append((d.id[-4:], r.flagged, findings))
    print(label, out)


run("v54")

page.AGREED_OVER_TOPIC = None
run("A off (and v52 b)")
page.AGREED_OVER_TOPIC = 0.9

inj.VISIBLE_ADDRESSED_AGREED = None
run("B off")
inj.VISIBLE_ADDRESSED_AGREED = 0.93

inj.VISIBLE_CLAUSE_ADDRESSED = False
run("D off")
inj.VISIBLE_CLAUSE_ADDRESSED = True

page.AGREED_OVER_TOPIC = None
inj.VISIBLE_CLAUSE_ADDRESSED = False
run("A and D off")
page.AGREED_OVER_TOPIC = 0.9
inj.VISIBLE_CLAUSE_ADDRESSED = True

inj.VISIBLE_ADDRESSED_AGREED = None
inj.VISIBLE_CLAUSE_ADDRESSED = False
run("B and D off")
