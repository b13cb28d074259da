"""Stop 62 (RULES_stop62.md): v63 against v66 on a blind set, document for document.

    python blind.py heldout55      # a sealed writer's set, first scoring
    python blind.py test           # the frozen test part

v66 = the shipped code with the p language; v63 = the same with it turned off (``MIN_PGAME`` out of reach). A
document whose channels carry no p-language reading gets the same verdict from both (v66 only adds that reading).
"""

import collections
import sys
from pathlib import Path

HERE = Path(__file__).resolve().parent
sys.path.insert(0, str(HERE.parents[2]))  # benchmarks/

import injection_quality as q  # noqa: E402

import injection_data.corpus  # noqa: E402

# The shared corpus (from a worktree under /work/wt, ``../shared/corpus`` is not it: the documents that ride on corpus
# pages would be left out silently, as a first run of this script did; asserted here).
injection_data.corpus.DEFAULT_CORPUS = Path("/work/shared/corpus")
assert injection_data.corpus.available(injection_data.corpus.DEFAULT_CORPUS)
from pytest_websearch_bench.artifacts.errors import ArtifactError  # noqa: E402
from pytest_websearch_bench.artifacts.load import load_artifact  # noqa: E402
from pytest_websearch_bench.safety import deobfuscate  # noqa: E402
from pytest_websearch_bench.safety.injection import channels_of, detect_injection  # noqa: E402

part = sys.argv[1]
docs = __import__("injection_data").load("test") if part == "test" else q.loader(part)()
ON = deobfuscate.MIN_PGAME
tally: collections.Counter = collections.Counter()
changed = []
for doc in docs:
    kind = "injected" if doc.injected else "clean"
    tally[(kind, "n")] += 1
    try:
        artifact = load_artifact(doc.body, content_type=doc.content_type, url=doc.url)
    except ArtifactError:
        continue
    new = detect_injection(artifact).flagged
    old = new
    if any("pgame" in c.decoding for c in channels_of(artifact)):
        tally[(kind, "p-language reading")] += 1
        deobfuscate.MIN_PGAME = 10**9
        try:
            old = detect_injection(artifact).flagged
        finally:
            deobfuscate.MIN_PGAME = ON
    tally[(kind, "v63")] += old
    tally[(kind, "v66")] += new
    if old != new:
        changed.append((doc.id, kind, doc.channel, doc.language, old, new))
inj, clean = tally[("injected", "n")], tally[("clean", "n")]
for version in ("v63", "v66"):
    print(
        f"{part} {version}: detection {tally[('injected', version)] / inj:.3f} ({tally[('injected', version)]}/{inj}),"
        f" false positives {tally[('clean', version)] / max(1, clean):.1%} ({tally[('clean', version)]}/{clean})"
    )
print("p-language readings:", tally[("injected", "p-language reading")], "injected,", tally[("clean", "p-language reading")], "clean")
for row in changed:
    print("changed:", row)
