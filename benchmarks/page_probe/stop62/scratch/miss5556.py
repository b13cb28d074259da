import sys, collections
sys.path.insert(0, "benchmarks")
import injection_data.corpus
from pathlib import Path
injection_data.corpus.DEFAULT_CORPUS = Path("/work/shared/corpus")
import injection_quality as q
from pytest_websearch_bench.artifacts.load import load_artifact
from pytest_websearch_bench.safety.injection import detect_injection
for part in ("heldout55", "heldout56"):
    seen = collections.Counter()
    for doc in q.loader(part)():
        if not doc.injected or doc.channel == "visible_text":
            continue
        a = load_artifact(doc.body, content_type=doc.content_type, url=doc.url)
        if detect_injection(a).flagged:
            continue
        seen[doc.channel] += 1
        print(part, doc.channel, doc.language, doc.family[:60], "|", (doc.payload or "")[:230].replace("\n", " "))
    print(part, dict(seen))
