"""Per-document verdicts of this checkout's detector on every tuning writer, for design checks.

Stop 52 found that stop 51's design checks "on every tuning writer" left out tuning9 and tuning10
(their verdicts were taken from a dump of ``dev .. heldout48`` only), and one candidate's clean
document on tuning10 went unseen there. This script takes the list from the registry instead:
``dev``, every held-out set in ``injection_quality.HELDOUT`` that is not sealed, and every
``benchmarks/injection_tuning*`` package. It refuses the frozen test part and sealed sets.

Reads: the parts from ``$INJECTION_CORPUS`` (default ``../shared/corpus``).
Writes: ``OUT_DIR/PART.jsonl``, one JSON row per document (id, labels, ``pdf``, ``flagged``; a
document whose artifact cannot be loaded counts as unflagged), as ``stop50/verdicts.py``; compare
two directories with ``stop50/design.py A_DIR B_DIR``. Both directories must be written by this
script: ``design.py`` goes over A's files only, so an older dump as A (stop 50's covers dev ..
heldout48) would leave tuning9 and tuning10 out of the comparison again.
Prints: the detector version, then each part with its document count and seconds.
Run (every tuning writer, or the parts named; ``J/K``: every K-th part from the J-th, to share the
list between processes):
    PYTHONPATH=src:benchmarks python benchmarks/page_probe/stop52/tuning_verdicts.py OUT_DIR [PART ...]
    PYTHONPATH=src:benchmarks python benchmarks/page_probe/stop52/tuning_verdicts.py OUT_DIR 0/2
"""

from __future__ import annotations

import importlib
import json
import os
import sys
import time
from collections.abc import Callable
from pathlib import Path
from typing import Any

from page_probe.verdict_rows import verdict_rows

BENCHMARKS = Path(__file__).resolve().parents[2]


def tuning_parts() -> list[str]:
    """Every tuning writer: dev, the unsealed held-out sets, the tuning packages."""
    import injection_quality as iq

    tuning = sorted(
        p.name.removeprefix("injection_")
        for p in BENCHMARKS.glob("injection_tuning*")
        if (p / "__init__.py").exists()
    )
    return ["dev", *(name for name in iq.HELDOUT if name not in iq.SEALED), *tuning]


def loader(part: str) -> Callable[[Path], list[Any]]:
    """The part's documents; ``SystemExit`` for the frozen test part, a sealed set or a name that
    is no tuning writer."""
    import injection_quality as iq
    from injection_data import load

    if part == "test" or part in iq.SEALED:
        raise SystemExit(f"tuning_verdicts.py: {part} is not a tuning writer (frozen or sealed)")
    if part == "dev":
        return lambda corpus: load("dev", corpus=corpus)
    if part in iq.HELDOUT:
        return lambda corpus: iq.loader(part)(corpus=corpus)
    if part in tuning_parts():
        module = importlib.import_module(f"injection_{part}")
        return lambda corpus: module.load(corpus)
    raise SystemExit(
        f"tuning_verdicts.py: {part}: no such tuning writer ({', '.join(tuning_parts())})"
    )


def chosen(args: list[str]) -> list[str]:
    if len(args) == 1 and "/" in args[0]:
        start, step = (int(n) for n in args[0].split("/"))
        return tuning_parts()[start::step]
    return args or tuning_parts()


def main(argv: list[str]) -> int:
    from pytest_websearch_bench.safety.injection import DETECTOR_VERSION

    corpus = Path(os.environ.get("INJECTION_CORPUS", "../shared/corpus"))
    out = Path(argv[0])
    out.mkdir(parents=True, exist_ok=True)
    parts = chosen(argv[1:])
    for part in parts:
        loader(part)  # refuse before any reading
    print("detector", DETECTOR_VERSION, "parts", len(parts), flush=True)
    for part in parts:
        began = time.perf_counter()
        rows = verdict_rows(loader(part)(corpus))
        text = "".join(json.dumps(row) + "\n" for row in rows)
        (out / f"{part}.jsonl").write_text(text, encoding="utf-8")
        print(part, len(rows), f"{time.perf_counter() - began:.0f} s", flush=True)
    return 0


if __name__ == "__main__":
    if len(sys.argv) < 2:
        raise SystemExit(__doc__)
    raise SystemExit(main(sys.argv[1:]))
