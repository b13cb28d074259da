"""Stop 64 (RULES_stop64.md, the first entry): ``visible_gate.py read`` on the tuning writers, with the documents that
ride on a frozen-part page left out (``extract.carried_by_test_page``, as every stop since 58 does), the shared corpus
set and asserted.

    python visible_read.py OUTDIR PART [PART ...]
"""

import importlib
import sys
from pathlib import Path

HERE = Path(__file__).resolve().parent
sys.path.insert(0, str(HERE.parents[2]))  # benchmarks/
sys.path.insert(0, str(HERE.parents[1]))  # benchmarks/page_probe

import injection_data.corpus  # noqa: E402

CORPUS = Path("/work/shared/corpus")
injection_data.corpus.DEFAULT_CORPUS = CORPUS
assert injection_data.corpus.available(CORPUS)

import injection_data  # noqa: E402
import injection_quality as iq  # noqa: E402
import visible_gate  # noqa: E402
from extract import carried_by_test_page, test_side_pages  # noqa: E402

PAGES = test_side_pages()
dropped = [0]


def _keep(docs):  # type: ignore[no-untyped-def]
    kept = []
    for doc in docs:
        if carried_by_test_page(doc, PAGES):
            dropped[0] += 1
            continue
        kept.append(doc)
    return kept


_load = injection_data.load
_loader = iq.loader
injection_data.load = lambda *a, **k: _keep(_load(*a, **k))  # type: ignore[assignment]
def _part_loader(part):  # type: ignore[no-untyped-def]
    if part.startswith("tuning"):  # tuning9, tuning10: not in injection_quality's table
        load = importlib.import_module(f"injection_{part}").load
        return lambda **k: _keep(load())
    return lambda **k: _keep(_loader(part)(**k))


iq.loader = _part_loader  # type: ignore[assignment]

visible_gate.read(Path(sys.argv[1]), sys.argv[2:], CORPUS)
print("documents left out (on a frozen-part page):", dropped[0], flush=True)
