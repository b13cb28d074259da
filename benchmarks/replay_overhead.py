"""Replay overhead of the bench against bare pytest, measured in the same run.

Times ``pytest --ws-provider=tavily`` over N synthetic cases (N = 500 and 2,000)
and bare pytest over N trivial parametrized tests, each the minimum of several
runs in fresh processes, then prints:

* the marginal cost per case against bare pytest's marginal cost per test
  (target <= 1.5x; naive per-test vcrpy is 2.5x-6x);
* the fixed start-up difference (target <= 0.5 s);
* the number of replayed interactions (must equal N).

Run: ``python benchmarks/replay_overhead.py [--repeat 5]``. Not a test: machines are noisy.
"""

from __future__ import annotations

import argparse
import json
import subprocess
import sys
import tempfile
import time
from pathlib import Path

sys.path.insert(0, str(Path(__file__).resolve().parent))
from _scale import make_bare_project, make_project

SIZES = (500, 2000)


def timed(cmd: list[str], cwd: Path, repeat: int) -> float:
    best = float("inf")
    for _ in range(repeat):
        start = time.perf_counter()
        done = subprocess.run(cmd, cwd=cwd, capture_output=True, text=True)
        elapsed = time.perf_counter() - start
        if done.returncode != 0:
            raise SystemExit(
                f"{' '.join(cmd)} failed in {cwd}:\n{done.stdout[-3000:]}\n{done.stderr[-3000:]}"
            )
        best = min(best, elapsed)
    return best


def main() -> int:
    parser = argparse.ArgumentParser(description=__doc__.splitlines()[0])
    parser.add_argument("--repeat", type=int, default=5)
    args = parser.parse_args()
    pytest_cmd = [sys.executable, "-m", "pytest", "-q", "-p", "no:cacheprovider"]
    bench, bare, replayed = {}, {}, {}
    with tempfile.TemporaryDirectory() as tmp:
        for n in SIZES:
            project = make_project(Path(tmp) / f"bench{n}", n)
            bench[n] = timed(
                [*pytest_cmd, "--ws-provider=tavily", "--ws-report=run.json"], project, args.repeat
            )
            run = json.loads((project / "run.json").read_text(encoding="utf-8"))
            replayed[n] = sum(
                1
                for case in run["providers"]["tavily"]["cases"]
                for call in case["calls"]
                if call["cassette"]
            )
            bare_project = make_bare_project(Path(tmp) / f"bare{n}", n)
            bare[n] = timed([*pytest_cmd, "-p", "no:websearch_bench"], bare_project, args.repeat)
    small, large = SIZES
    bench_marginal = (bench[large] - bench[small]) / (large - small)
    bare_marginal = (bare[large] - bare[small]) / (large - small)
    bench_fixed = bench[small] - small * bench_marginal
    bare_fixed = bare[small] - small * bare_marginal
    ratio = bench_marginal / bare_marginal
    print(f"sizes: {small} and {large} cases; min of {args.repeat} runs each")
    for n in SIZES:
        print(
            f"  N={n:5d}: bench {bench[n]:.3f} s, bare pytest {bare[n]:.3f} s, replayed {replayed[n]}"
        )
    print(
        f"marginal per case: bench {bench_marginal * 1e3:.3f} ms, bare {bare_marginal * 1e3:.3f} ms"
    )
    print(f"ratio (target <= 1.5x): {ratio:.2f}x  {'OK' if ratio <= 1.5 else 'OVER TARGET'}")
    fixed = bench_fixed - bare_fixed
    print(
        f"fixed start-up difference (target <= 0.5 s): {fixed:.3f} s  {'OK' if fixed <= 0.5 else 'OVER TARGET'}"
    )
    ok_count = all(replayed[n] == n for n in SIZES)
    print(f"replayed interactions equal N: {'yes' if ok_count else 'NO'}")
    return 0


if __name__ == "__main__":
    sys.exit(main())
