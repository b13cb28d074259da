"""Stop 63 (RULES_stop63.md, the first entry): how high do CSS-hidden pieces of documents v67 leaves unflagged read?

    python css_levels.py tuning   # every tuning writer's documents (dev, tuning9-10, heldout2-56)
    python css_levels.py tuning clean   # the same, clean documents only (their highest values printed)
    python css_levels.py real     # the shared corpus's real pages on the development side (never the frozen part's)

For each document: v67's verdict, and the highest probability the model gives a piece of a ``css_hidden`` channel not
judged visible and not a clause piece (recorded by wrapping ``injection.model_flags``; the channel's vector is taken
from ``injection._judge``'s argument). Counted per level for unflagged documents. Halves: ``zlib.crc32(id) % 2``.
"""

import collections
import gzip
import importlib
import sys
import zlib
from pathlib import Path

HERE = Path(__file__).resolve().parent
sys.path.insert(0, str(HERE.parents[2]))  # benchmarks/
sys.path.insert(0, str(HERE.parents[1]))  # benchmarks/page_probe

import injection_data.corpus  # noqa: E402

CORPUS = Path("/work/shared/corpus")
injection_data.corpus.DEFAULT_CORPUS = CORPUS
assert injection_data.corpus.available(CORPUS)

from extract import carried_by_test_page, test_side_pages  # noqa: E402

from pytest_websearch_bench.artifacts.errors import ArtifactError  # noqa: E402
from pytest_websearch_bench.artifacts.load import load_artifact  # noqa: E402
from pytest_websearch_bench.safety import injection  # noqa: E402
from pytest_websearch_bench.safety.injection import detect_injection  # noqa: E402

LEVELS = (0.5, 0.6, 0.7, 0.75, 0.8, 0.85, 0.9)
_vector: list[str] = [""]
_high: list[float] = [-1.0]
_seen: list[str] = []
_orig_judge = injection._judge
_orig_flags = injection.model_flags


def judge(channel, rows, model, topic):  # type: ignore[no-untyped-def]
    _vector[0] = channel.vector
    return _orig_judge(channel, rows, model, topic)


def flags(piece, probability, model, *rest):  # type: ignore[no-untyped-def]
    if _vector[0] == "css_hidden" and not piece.judged_visible and not piece.clause:
        if probability > _high[0]:
            _high[0] = probability
            _seen.append(piece.text.strip()[:150])
    return _orig_flags(piece, probability, model, *rest)


injection._judge = judge
injection.model_flags = flags


def read(artifact):  # type: ignore[no-untyped-def]
    _high[0] = -1.0
    _seen.clear()
    flagged = detect_injection(artifact).flagged
    return flagged, _high[0], (_seen[-1] if _seen else "")


what = sys.argv[1]
clean_only = len(sys.argv) > 2 and sys.argv[2] == "clean"
tally: collections.Counter = collections.Counter()
top: list = []
if what == "tuning":
    pages = test_side_pages()
    sets = ["dev", "tuning9", "tuning10"] + [f"heldout{n}" for n in range(2, 57)]
    for name in sets:
        module = "injection_data" if name == "dev" else "injection_heldout" if name == "heldout2" else f"injection_{name}"
        load = importlib.import_module(module).load
        docs = load("dev") if name == "dev" else load()
        for doc in docs:
            if carried_by_test_page(doc, pages) or (clean_only and doc.injected):
                continue
            half = "design" if zlib.crc32(doc.id.encode()) % 2 == 0 else "check"
            kind = "injected" if doc.injected else "clean"
            tally[(half, kind, "n")] += 1
            try:
                artifact = load_artifact(doc.body, content_type=doc.content_type, url=doc.url)
            except ArtifactError:
                continue
            flagged, high, text = read(artifact)
            tally[(half, kind, "v67 flagged")] += flagged
            if high >= 0:
                tally[(half, kind, "with a css_hidden piece")] += 1
            if flagged:
                continue
            for level in LEVELS:
                if high >= level:
                    tally[(half, kind, f"unflagged, css >= {level}")] += 1
            if high >= 0.5:
                top.append((high, half, name, doc.id, kind, doc.channel, doc.language, text))
else:
    test_pages = test_side_pages()
    for folder in ("html", "html-dev", "html-dev2"):
        for path in sorted((CORPUS / folder).iterdir()):
            key = f"{folder}/{path.name}"
            if key in test_pages or not (path.name.endswith(".html") or path.name.endswith(".html.gz")):
                continue
            body = gzip.decompress(path.read_bytes()) if path.name.endswith(".gz") else path.read_bytes()
            tally[(folder, "n")] += 1
            try:
                artifact = load_artifact(body, content_type="text/html", url=f"https://example.org/{path.name}")
            except ArtifactError:
                tally[(folder, "unreadable")] += 1
                continue
            flagged, high, text = read(artifact)
            tally[(folder, "v67 flagged")] += flagged
            if high >= 0:
                tally[(folder, "with a css_hidden piece")] += 1
                top.append((high, folder, path.name, "", "real", "", "", text))
            for level in LEVELS:
                if high >= level:
                    tally[(folder, f"css >= {level} (flagged or not)")] += 1
for key in sorted(tally):
    print(key, tally[key])
top.sort(reverse=True)
print("highest:")
for row in top[:60]:
    print(f"{row[0]:.4f}", row[1:])
