"""Stop 62 (RULES_stop62.md, the v67 entry): v66 against v67 (``note_to`` not on a document-genre heading).

    python genre_docs.py tuning      # every tuning writer's documents (dev, tuning9-10, heldout2-55)
    python genre_docs.py heldout56   # a sealed writer's set, first scoring
    python genre_docs.py test        # the frozen test part

A document's verdict can change only when a channel's folded text holds a genre compound ("update notes", "release
notes"...): those documents are judged twice (v67, and v66 with ``GENRE_HEADING`` made a pattern that never matches);
the others count the same for both. Halves: ``zlib.crc32(doc id) % 2`` (0 design, 1 check).
"""

import collections
import importlib
import re
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
from pytest_websearch_bench.safety import injection, structure  # noqa: E402
from pytest_websearch_bench.safety.injection import channels_of, detect_injection  # noqa: E402
from pytest_websearch_bench.safety.lexicon import fold  # noqa: E402

GENRE = re.compile(
    r"\b(?:release|update|patch|version|change|meeting|lecture|class|course|field|session|maintenance|service|"
    r"program|programme|liner|study)\s+notes\b"
)
V67 = structure.GENRE_HEADING


def version(pattern: str) -> None:
    structure.GENRE_HEADING = pattern
    structure._patterns.cache_clear()
    injection._memo_signals.cache_clear()


what = sys.argv[1]
if what == "tuning":
    pages = test_side_pages()
    sets = ["dev", "tuning9", "tuning10"] + [f"heldout{n}" for n in range(2, 56)]
    groups = []
    for name in sets:
        module = "injection_data" if name == "dev" else "injection_heldout" if name == "heldout2" else f"injection_{name}"
        load = importlib.import_module(module).load
        docs = load("dev") if name == "dev" else load()
        groups.append((name, [d for d in docs if not carried_by_test_page(d, pages)]))
elif what == "test":
    groups = [("test", injection_data.load("test"))]
else:
    groups = [(what, q.loader(what)())]
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
        if not any(GENRE.search(fold(c.text)) for c in channels_of(artifact)):
            if what != "tuning":
                flagged = detect_injection(artifact).flagged
                tally[(half, kind, "v66")] += flagged
                tally[(half, kind, "v67")] += flagged
            continue
        tally[(half, kind, "genre compound")] += 1
        version(V67)
        new = detect_injection(artifact).flagged
        version("(?!)")
        old = detect_injection(artifact).flagged
        version(V67)
        tally[(half, kind, "v66")] += old
        tally[(half, kind, "v67")] += new
        if old != new:
            changed.append((half, name, doc.id, kind, doc.channel, doc.language, old, new))
for key in sorted(tally):
    print(key, tally[key])
for row in changed:
    print("changed:", row)
