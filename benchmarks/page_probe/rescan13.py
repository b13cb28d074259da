"""v13's extraction of the writers v12 read (dev, heldout2-8), from v12's pickles: a
document v13 reads exactly as v12 did keeps v12's rows; the others (a new attribute
channel, ``placeholder`` or ``aria-placeholder``, or a channel folded differently by v13's
spaced-letter joiner) are read again by this checkout (``extract10.record``).

    python benchmarks/page_probe/rescan13.py dev,heldout2,...,heldout8 OUT.pkl V12_*.pkl

The first 12 unchanged documents of each writer are read again too and compared with v12's
rows (2026-12-02: identical for every writer, but for the ``order`` key v12's held-out
pickles lacked). Documents on frozen-test-side pages are skipped before they are read; the
frozen test part and heldout10 are never opened. With the shared corpus elsewhere than
``../shared/corpus``, set ``INJECTION_CORPUS``.
"""

from __future__ import annotations

import pickle
import re
import sys
import time
from pathlib import Path

HERE = Path(__file__).resolve().parent
sys.path.insert(0, str(HERE.parent))
sys.path.insert(0, str(HERE))

from extract import carried_by_test_page, test_side_pages  # noqa: E402
from extract10 import loaders, memoise, merged, record  # noqa: E402

import pytest_websearch_bench.safety.deobfuscate as deob  # noqa: E402
import pytest_websearch_bench.safety.injection as inj  # noqa: E402
from pytest_websearch_bench.artifacts.errors import ArtifactError  # noqa: E402
from pytest_websearch_bench.artifacts.load import load_artifact  # noqa: E402

# v10-v12's joiner: three single letters or more, any letters, touching hyphens allowed
V12_SPACED = re.compile(r"(?<![\w.])(?:[^\W\d_](?:[ \u00a0]| \. )){2,}[^\W\d_](?![\w])")
V13_SPACED = deob._SPACED
NEW_ATTRIBUTES = ("@placeholder", "@aria-placeholder")
_fold = deob.fold_text
_changed = [False]


def _v12_fold(text: str) -> deob.Folded:
    spelt = deob._spelt_out
    deob._SPACED, deob._spelt_out = V12_SPACED, lambda m: True  # type: ignore[assignment]
    try:
        return _fold(text)
    finally:
        deob._SPACED, deob._spelt_out = V13_SPACED, spelt  # type: ignore[assignment]


def _watched(text: str) -> deob.Folded:
    """v13's fold, noting when v12's differs."""
    folded = _fold(text)
    if (V12_SPACED.search(text) or folded.steps) and _v12_fold(text) != folded:
        _changed[0] = True
    return folded


def main() -> None:
    writers = sys.argv[1].split(",")
    out = Path(sys.argv[2])
    v12 = {(d["set"], d["id"]): d for d in merged([Path(p) for p in sys.argv[3:]])}
    deob.fold_text = _watched  # type: ignore[assignment]
    memoise()
    test_pages = test_side_pages()
    docs: list[dict] = []
    began = time.perf_counter()
    for name, loader in loaders():
        if name not in writers:
            continue
        seen: set[str] = set()
        changed = same = checked = mismatched = 0
        for order, item in enumerate(loader()):  # type: ignore[operator]
            if carried_by_test_page(item, test_pages):
                continue
            _changed[0] = False
            try:
                channels = inj.channels_of(load_artifact(item.body, content_type=item.content_type))
            except ArtifactError:
                assert (name, item.id) not in v12
                continue
            assert item.id not in seen, (name, item.id)
            seen.add(item.id)
            old = {**v12[(name, item.id)], "order": order}
            if _changed[0] or any(c.locator.endswith(NEW_ATTRIBUTES) for c in channels):
                changed += 1
                docs.append(record(name, order, item, channels))
                continue
            if checked < 12:  # v12's rows are this checkout's reading
                checked += 1
                if record(name, order, item, channels) != old:
                    mismatched += 1
                    print("MISMATCH", name, order, item.id, flush=True)
            same += 1
            docs.append(old)
        print(
            f"{name}: read again {changed}, kept {same}, checked {checked}, "
            f"mismatched {mismatched}, {time.perf_counter() - began:.0f} s",
            flush=True,
        )
    out.write_bytes(pickle.dumps(docs))


if __name__ == "__main__":
    main()
