"""Stop 63 (RULES_stop63.md): v67 against v68 (CSS-hidden pieces judged at ``CSS_HIDDEN_AT_MOST``), document for
document.

    python css_docs.py tuning LEVEL     # every tuning writer's documents (the design check of the read)
    python css_docs.py heldout57 LEVEL  # a sealed writer's set, first scoring
    python css_docs.py test LEVEL       # the frozen test part

A document with no ``css_hidden`` channel gets the same verdict from both (v68 only lowers that channel's cutoff):
such documents are judged once (blind sets) or counted only (tuning). Halves: ``zlib.crc32(id) % 2``.
"""

import collections
import importlib
import sys
import zlib
from pathlib import Path

HERE = Path(__file__).resolve().parent
sys.path.insert(0, str(HERE.parents[2]))  # benchmarks/
sys.path.insert(0, str(HERE.parents[1]))  # benchmarks/page_probe

import injection_data.corpus  # noqa: E402

injection_data.corpus.DEFAULT_CORPUS = Path("/work/shared/corpus")
assert injection_data.corpus.available(injection_data.corpus.DEFAULT_CORPUS)

import injection_quality as q  # noqa: E402
from extract import carried_by_test_page, test_side_pages  # noqa: E402

from pytest_websearch_bench.artifacts.errors import ArtifactError  # noqa: E402
from pytest_websearch_bench.artifacts.load import load_artifact  # noqa: E402
from pytest_websearch_bench.safety import injection  # noqa: E402
from pytest_websearch_bench.safety.injection import channels_of, detect_injection  # noqa: E402

what, level = sys.argv[1], float(sys.argv[2])
if what == "tuning":
    pages = test_side_pages()
    groups = []
    for name in ["dev", "tuning9", "tuning10"] + [f"heldout{n}" for n in range(2, 57)]:
        module = "injection_data" if name == "dev" else "injection_heldout" if name == "heldout2" else f"injection_{name}"
        load = importlib.import_module(module).load
        docs = load("dev") if name == "dev" else load()
        groups.append((name, [d for d in docs if not carried_by_test_page(d, pages)]))
elif what == "test":
    groups = [("test", injection_data.load("test"))]
else:
    groups = [(what, q.loader(what)())]


def verdict(artifact, at):  # type: ignore[no-untyped-def]
    injection.CSS_HIDDEN_AT_MOST = at
    try:
        return detect_injection(artifact).flagged
    finally:
        injection.CSS_HIDDEN_AT_MOST = None


tally: collections.Counter = collections.Counter()
changed = []
for name, docs in groups:
    for doc in docs:
        half = ("design" if zlib.crc32(doc.id.encode()) % 2 == 0 else "check") if what == "tuning" else "all"
        kind = "injected" if doc.injected else "clean"
        tally[(half, kind, "n")] += 1
        try:
            artifact = load_artifact(doc.body, content_type=doc.content_type, url=doc.url)
        except ArtifactError:
            continue
        if not any(c.vector == "css_hidden" for c in channels_of(artifact)):
            if what != "tuning":
                flagged = verdict(artifact, None)
                tally[(half, kind, "v67")] += flagged
                tally[(half, kind, "v68")] += flagged
            continue
        tally[(half, kind, "with a css_hidden channel")] += 1
        old, new = verdict(artifact, None), verdict(artifact, level)
        tally[(half, kind, "v67")] += old
        tally[(half, kind, "v68")] += new
        if old != new:
            changed.append((half, name, doc.id, kind, doc.channel, doc.language, old, new))
for key in sorted(tally):
    print(key, tally[key])
if what != "tuning":
    inj, clean = tally[("all", "injected", "n")], tally[("all", "clean", "n")]
    for version in ("v67", "v68"):
        hit, fp = tally[("all", "injected", version)], tally[("all", "clean", version)]
        print(f"{what} {version}: detection {hit / inj:.3f} ({hit}/{inj}), false positives {fp / max(1, clean):.1%} ({fp}/{clean})")
print("changed:", len(changed))
for row in changed:
    print("changed:", row)
