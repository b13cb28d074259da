"""How fast the injection detector reads real pages, against a baseline timed in the same
run: parsing the same pages with ``load_artifact`` alone.

    python benchmarks/detector_speed.py [--corpus PATH] [--limit N] [--repeat R]

The pages are the shared corpus's development-part clean pages (``injection_data.corpus``:
``html/``, ``html-dev/`` and ``html-dev2/`` pages assigned to dev; the frozen test part's
pages are not read). Each page is parsed (``load_artifact``) and then judged
(``detect_injection``, no cache), CPU time (``process_time``), best of ``--repeat``; the
detector's caches of earlier pages are kept, as in a long run. Prints both totals, the
ratio (detector / parse), seconds per MB of HTML for each, and the five pages the detector
took longest on. Figures depend on the
machine and its load: they are printed, never asserted.
"""

from __future__ import annotations

import argparse
import sys
import time
from pathlib import Path

HERE = Path(__file__).resolve().parent
sys.path.insert(0, str(HERE))

from injection_data.corpus import DEFAULT_CORPUS, available, pages  # noqa: E402

from pytest_websearch_bench.artifacts.load import load_artifact  # noqa: E402
from pytest_websearch_bench.safety.injection import (  # noqa: E402
    DETECTOR_VERSION,
    detect_injection,
)
from pytest_websearch_bench.safety.model import shipped_model  # noqa: E402


def best_of(repeat: int, call: object) -> tuple[float, object]:
    best, out = float("inf"), None
    for _ in range(repeat):
        began = time.process_time()
        out = call()  # type: ignore[operator]
        best = min(best, time.process_time() - began)
    return best, out


def main(argv: list[str] | None = None) -> int:
    parser = argparse.ArgumentParser(description=__doc__.splitlines()[0])
    parser.add_argument("--corpus", type=Path, default=DEFAULT_CORPUS)
    parser.add_argument("--limit", type=int, default=0, help="at most N pages (0: all)")
    parser.add_argument("--repeat", type=int, default=1)
    args = parser.parse_args(argv)
    if not available(args.corpus):
        print(f"no shared corpus at {args.corpus}: pass --corpus PATH", file=sys.stderr)
        return 2
    chosen = [p for p in pages(args.corpus) if p.part == "dev"]
    if args.limit:
        chosen = chosen[: args.limit]
    shipped_model()  # loaded once, outside the timings
    size = parse = detect = 0.0
    flagged = 0
    slowest: list[tuple[float, float, str, int]] = []
    for page in chosen:
        parsed, artifact = best_of(
            args.repeat, lambda p=page: load_artifact(p.data, content_type="text/html")
        )
        judged, report = best_of(args.repeat, lambda a=artifact: detect_injection(a))
        size += len(page.data)
        parse += parsed
        detect += judged
        flagged += bool(report.flagged)  # type: ignore[attr-defined]
        slowest.append((judged, parsed, page.short, len(page.data)))
    mb = size / 1e6
    print(f"detector v{DETECTOR_VERSION}: {len(chosen)} dev pages, {mb:.1f} MB of HTML")
    print(f"  load_artifact alone:  {parse:7.2f} s  {parse / mb:.3f} s/MB")
    print(f"  detect_injection:     {detect:7.2f} s  {detect / mb:.3f} s/MB")
    print(f"  ratio detect / parse: {detect / parse:.2f}  ({flagged} pages flagged)")
    for judged, parsed, name, size_ in sorted(slowest, reverse=True)[:5]:
        print(f"  slowest: {name} {size_ // 1024} kB: detect {judged:.2f} s, parse {parsed:.2f} s")
    return 0


if __name__ == "__main__":
    raise SystemExit(main())
