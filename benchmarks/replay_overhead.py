"""Replay overhead and memory of the bench against bare pytest, measured in the same run.

Times ``pytest --ws-provider=tavily`` over N synthetic search-only cases (N = 100,
1,000 and 4,326, the size of SimpleQA) and bare pytest over N trivial parametrized
tests, each the minimum over rounds that interleave all six configurations (fresh
processes, after one warm-up run each), and reads each run's peak RSS. Prints:

* the marginal cost per case between 100 and 1,000 cases and between 1,000 and 4,326,
  against bare pytest's marginal cost per test over the same spans (target <= 1.5x,
  and the same at both sizes: linear; naive per-test vcrpy is 2.5x-6x);
* the fixed start-up difference (target <= 0.5 s);
* the peak RSS growth per case between 1,000 and 4,326 cases (target <= 20 KB);
* the number of replayed interactions (must equal N).

Run: ``python benchmarks/replay_overhead.py [--repeat 7]``. Not a test: machines are noisy.
"""

from __future__ import annotations

import argparse
import itertools
import json
import subprocess
import sys
import tempfile
from pathlib import Path

sys.path.insert(0, str(Path(__file__).resolve().parent))
from _scale import CHILD_ENV, make_bare_project, make_project

SIZES = (100, 1000, 4326)

# Runs a command in a child and prints its wall time and peak RSS (KB), from the parent.
_MEASURE = """
import resource, subprocess, sys, time
start = time.perf_counter()
done = subprocess.run(sys.argv[2:], cwd=sys.argv[1], capture_output=True, text=True)
elapsed = time.perf_counter() - start
if done.returncode != 0:
    sys.stderr.write(done.stdout[-3000:] + done.stderr[-3000:])
    sys.exit(1)
print(elapsed, resource.getrusage(resource.RUSAGE_CHILDREN).ru_maxrss)
"""


def measured_once(cmd: list[str], cwd: Path) -> tuple[float, float]:
    """(wall time in s, peak RSS in KB) of one fresh process."""
    done = subprocess.run(
        [sys.executable, "-c", _MEASURE, str(cwd), *cmd],
        capture_output=True,
        text=True,
        env=CHILD_ENV,
    )
    if done.returncode != 0:
        raise SystemExit(f"{' '.join(cmd)} failed in {cwd}:\n{done.stderr}")
    elapsed, rss = (float(x) for x in done.stdout.split())
    return elapsed, rss


def main() -> int:
    parser = argparse.ArgumentParser(description=__doc__.splitlines()[0])
    parser.add_argument("--repeat", type=int, default=7)
    args = parser.parse_args()
    pytest_cmd = [sys.executable, "-m", "pytest", "-q", "-p", "no:cacheprovider"]
    bench_cmd = [*pytest_cmd, "--ws-provider=tavily", "--ws-report=run.json"]
    bare_cmd = [*pytest_cmd, "-p", "no:websearch_bench"]
    inf = (float("inf"), 0.0)
    bench: dict[int, tuple[float, float]] = dict.fromkeys(SIZES, inf)
    bare: dict[int, tuple[float, float]] = dict.fromkeys(SIZES, inf)
    replayed: dict[int, int] = {}
    with tempfile.TemporaryDirectory() as tmp:
        projects = {n: make_project(Path(tmp) / f"bench{n}", n) for n in SIZES}
        bare_projects = {n: make_bare_project(Path(tmp) / f"bare{n}", n) for n in SIZES}
        for n in SIZES:  # warm-up: bytecode, parsed-golden cache, OS file cache
            measured_once(bench_cmd, projects[n])
            measured_once(bare_cmd, bare_projects[n])
        # Rounds interleave every configuration, so a burst of noise on this shared
        # machine lands on one round of everything rather than on one configuration.
        for _ in range(args.repeat):
            for n in SIZES:
                bench[n] = min(bench[n], measured_once(bench_cmd, projects[n]))
                bare[n] = min(bare[n], measured_once(bare_cmd, bare_projects[n]))
        for n in SIZES:
            run = json.loads((projects[n] / "run.json").read_text(encoding="utf-8"))
            replayed[n] = sum(
                1
                for case in run["providers"]["tavily"]["cases"]
                for call in case["calls"]
                if call["cassette"]
            )
    print(
        f"sizes: {', '.join(map(str, SIZES))} cases; min of {args.repeat} interleaved rounds "
        "(after one warm-up run each)"
    )
    for n in SIZES:
        print(
            f"  N={n:5d}: bench {bench[n][0]:.3f} s ({bench[n][1] / 1024:.0f} MB peak), "
            f"bare pytest {bare[n][0]:.3f} s ({bare[n][1] / 1024:.0f} MB), replayed {replayed[n]}"
        )
    ratios = []
    for small, large in itertools.pairwise(SIZES):
        bench_marginal = (bench[large][0] - bench[small][0]) / (large - small)
        bare_marginal = (bare[large][0] - bare[small][0]) / (large - small)
        ratios.append(bench_marginal / bare_marginal)
        print(
            f"marginal per case {small}->{large}: bench {bench_marginal * 1e3:.3f} ms, "
            f"bare {bare_marginal * 1e3:.3f} ms: {ratios[-1]:.2f}x "
            f"{'OK' if ratios[-1] <= 1.5 else 'OVER TARGET'} (target <= 1.5x)"
        )
    spread = max(ratios) / min(ratios)
    print(
        f"linear (same ratio at both sizes, within 25 %): {spread:.2f}  {'OK' if spread <= 1.25 else 'NOT LINEAR'}"
    )
    small, large = SIZES[0], SIZES[1]
    marginal = (bench[large][0] - bench[small][0]) / (large - small)
    bare_marginal = (bare[large][0] - bare[small][0]) / (large - small)
    fixed = (bench[small][0] - small * marginal) - (bare[small][0] - small * bare_marginal)
    print(
        f"fixed start-up difference (target <= 0.5 s): {fixed:.3f} s  {'OK' if fixed <= 0.5 else 'OVER TARGET'}"
    )
    growth = (bench[SIZES[2]][1] - bench[SIZES[1]][1]) / (SIZES[2] - SIZES[1])
    print(
        f"peak RSS growth per case 1000->4326 (target <= 20 KB): {growth:.1f} KB  {'OK' if growth <= 20 else 'OVER TARGET'}"
    )
    ok_count = all(replayed[n] == n for n in SIZES)
    print(f"replayed interactions equal N: {'yes' if ok_count else 'NO'}")
    return 0


if __name__ == "__main__":
    sys.exit(main())
