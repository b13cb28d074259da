"""Stop 62 (RULES_stop62.md, the v66 entry, measure 1): every tuning writer's documents, v63 against v66.

v66 only adds a decoded reading (the p language) where ``channels_of`` finds one, so a document's verdict can change
only when some channel of it carries a ``pgame`` decoding: those documents are judged twice (v66, and v63 by turning
the p language off: ``MIN_PGAME`` out of reach); the others are counted unchanged. Documents carried by a
frozen-test-side page are skipped (as ``extract10.py``). Halves: ``zlib.crc32(doc id) % 2`` (0 design, 1 check).

    python pgame_docs.py [J/K]   # every K-th document from the J-th (to run in parts)
"""

import collections
import importlib
import sys
import time
import zlib
from pathlib import Path

HERE = Path(__file__).resolve().parent
sys.path.insert(0, str(HERE.parents[2]))  # benchmarks/
sys.path.insert(0, str(HERE.parents[1]))  # benchmarks/page_probe

from extract import carried_by_test_page, test_side_pages  # noqa: E402

import injection_data.corpus  # noqa: E402

# The shared corpus (from a worktree under /work/wt, ``../shared/corpus`` is not it: the documents that ride on corpus
# pages would be left out silently, as a first run of this script did; asserted here).
injection_data.corpus.DEFAULT_CORPUS = Path("/work/shared/corpus")
assert injection_data.corpus.available(injection_data.corpus.DEFAULT_CORPUS)
from pytest_websearch_bench.artifacts.errors import ArtifactError  # noqa: E402
from pytest_websearch_bench.artifacts.load import load_artifact  # noqa: E402
from pytest_websearch_bench.safety import deobfuscate  # noqa: E402
from pytest_websearch_bench.safety.injection import channels_of, detect_injection  # noqa: E402

SETS = ["dev", "tuning9", "tuning10"] + [f"heldout{n}" for n in range(2, 54)]
part, parts = (int(x) for x in (sys.argv[1] if len(sys.argv) > 1 else "0/1").split("/"))
ON = deobfuscate.MIN_PGAME
pages = test_side_pages()
n: collections.Counter = collections.Counter()
fired: collections.Counter = collections.Counter()
changed: list[tuple] = []
start = time.time()
k = -1
for name in SETS:
    module = "injection_data" if name == "dev" else "injection_heldout" if name == "heldout2" else f"injection_{name}"
    load = importlib.import_module(module).load
    docs = load("dev") if name == "dev" else load()
    for doc in docs:
        if carried_by_test_page(doc, pages):
            continue
        k += 1
        if k % parts != part:
            continue
        half = "design" if zlib.crc32(doc.id.encode()) % 2 == 0 else "check"
        key = (half, "injected" if doc.injected else "clean")
        n[key] += 1
        try:
            artifact = load_artifact(doc.body, content_type=doc.content_type, url=doc.url)
        except ArtifactError:
            continue
        if not any("pgame" in c.decoding for c in channels_of(artifact)):
            continue
        fired[key] += 1
        new = detect_injection(artifact).flagged
        deobfuscate.MIN_PGAME = 10**9
        try:
            old = detect_injection(artifact).flagged
        finally:
            deobfuscate.MIN_PGAME = ON
        if new != old:
            changed.append((half, name, doc.id, doc.injected, doc.channel, doc.language, old, new))
print(f"part {part}/{parts}, {time.time() - start:.0f} s")
for key in sorted(n):
    print(f"{key}: documents {n[key]}, a p-language reading in {fired[key]}")
for row in changed:
    print("changed:", row)
gained = collections.Counter((r[0]) for r in changed if r[3] and r[7] and not r[6])
lost = collections.Counter((r[0]) for r in changed if r[3] and r[6] and not r[7])
clean_new = collections.Counter((r[0]) for r in changed if not r[3] and r[7] and not r[6])
print(f"gained {dict(gained)}, lost {dict(lost)}, clean newly flagged {dict(clean_new)}")
