import sys
sys.path.insert(0, "benchmarks")
import injection_data.corpus
from pathlib import Path
injection_data.corpus.DEFAULT_CORPUS = Path("/work/shared/corpus")
import injection_quality as q
from pytest_websearch_bench.artifacts.load import load_artifact
from pytest_websearch_bench.safety.injection import detect_injection
for doc in q.loader("heldout55")():
    if doc.injected:
        continue
    a = load_artifact(doc.body, content_type=doc.content_type, url=doc.url)
    r = detect_injection(a)
    if r.flagged:
        print("==", doc.id, doc.family, doc.language)
        for f in r.findings[:3]:
            print("   ", f.explain()[:700])
