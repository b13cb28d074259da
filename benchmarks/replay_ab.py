"""Replay cost per case of two checkouts, A and B, timed in interleaved rounds.

For a regression hunt on a shared machine: each round runs, in one order, bench A and
bench B over N1 and N2 synthetic search-only cases (``pytest --ws-provider=tavily``,
each checkout building its own projects with its ``benchmarks/_scale.py``) and bare
pytest over N1 and N2 trivial tests, all fresh processes. Per round it computes each
side's marginal cost per case, (t(N2) - t(N1)) / (N2 - N1), in wall time and in CPU time
(user + system of the child, less sensitive to other processes than wall time), divides
it by bare pytest's from the same round, and prints the median over rounds of each
ratio and of B / A. A burst of load lands on one round of everything; the median drops
it. Nothing is asserted.

Run: ``python benchmarks/replay_ab.py --a OLD/src --b NEW/src [--rounds 7] [--sizes 100 1000]``
(either side may be ``.`` for this checkout).
"""

from __future__ import annotations

import argparse
import os
import resource
import statistics
import subprocess
import sys
import tempfile
import time
from pathlib import Path

sys.path.insert(0, str(Path(__file__).resolve().parent))
from _scale import CHILD_ENV, make_bare_project

HERE = Path(__file__).resolve().parent

_BUILD = """
import sys
from pathlib import Path
sys.path.insert(0, sys.argv[1])
from _scale import make_project
make_project(Path(sys.argv[2]), int(sys.argv[3]))
"""
_PYTEST = [sys.executable, "-m", "pytest", "-q", "-p", "no:cacheprovider"]
BENCH = [*_PYTEST, "--ws-provider=tavily", "--ws-report=run.json"]
BARE = [*_PYTEST, "-p", "no:websearch_bench"]


def env_for(src: Path | None) -> dict[str, str]:
    env = dict(CHILD_ENV)
    if src is not None:
        env["PYTHONPATH"] = os.pathsep.join(p for p in (str(src), env.get("PYTHONPATH", "")) if p)
    return env


def timed(cmd: list[str], cwd: Path, env: dict[str, str]) -> tuple[float, float]:
    """(wall s, CPU s) of one fresh process."""
    before = resource.getrusage(resource.RUSAGE_CHILDREN)
    start = time.perf_counter()
    done = subprocess.run(cmd, cwd=cwd, capture_output=True, text=True, env=env)
    wall = time.perf_counter() - start
    after = resource.getrusage(resource.RUSAGE_CHILDREN)
    if done.returncode != 0:
        raise SystemExit(
            f"{' '.join(cmd)} failed in {cwd}:\n{done.stdout[-3000:]}{done.stderr[-3000:]}"
        )
    cpu = (after.ru_utime - before.ru_utime) + (after.ru_stime - before.ru_stime)
    return wall, cpu


def main() -> int:
    parser = argparse.ArgumentParser(description=__doc__.splitlines()[0])
    parser.add_argument("--a", type=Path, required=True, help="checkout A's src/ (or .)")
    parser.add_argument("--b", type=Path, required=True, help="checkout B's src/ (or .)")
    parser.add_argument("--rounds", type=int, default=7)
    parser.add_argument("--sizes", type=int, nargs=2, default=(100, 1000), metavar=("N1", "N2"))
    args = parser.parse_args()
    n1, n2 = args.sizes
    sides = {}
    for name, given in (("A", args.a), ("B", args.b)):
        src = None if str(given) == "." else given.resolve()
        sides[name] = (src, env_for(src), (src.parent / "benchmarks") if src else HERE)
    ratios: dict[str, list[float]] = {
        f"{s} {m}": [] for s in ("A", "B", "B/A") for m in ("wall", "cpu")
    }
    with tempfile.TemporaryDirectory() as tmp:
        projects: dict[tuple[str, int], Path] = {}
        for name, (_, env, scale) in sides.items():
            for n in (n1, n2):
                root = Path(tmp) / f"{name}{n}"
                subprocess.run(
                    [sys.executable, "-c", _BUILD, str(scale), str(root), str(n)],
                    env=env,
                    check=True,
                )
                projects[name, n] = root
        bare = {n: make_bare_project(Path(tmp) / f"bare{n}", n) for n in (n1, n2)}
        runs = [
            (name, n, BENCH, projects[name, n], sides[name][1]) for name in sides for n in (n1, n2)
        ]
        runs += [("bare", n, BARE, bare[n], CHILD_ENV) for n in (n1, n2)]
        for _, _, cmd, cwd, env in runs:  # warm-up: bytecode, caches
            timed(cmd, cwd, env)
        for r in range(args.rounds):
            order = runs if r % 2 == 0 else runs[::-1]
            got = {(name, n): timed(cmd, cwd, env) for name, n, cmd, cwd, env in order}
            per_case = {
                name: [(got[name, n2][i] - got[name, n1][i]) / (n2 - n1) for i in (0, 1)]
                for name in ("A", "B", "bare")
            }
            for i, metric in enumerate(("wall", "cpu")):
                a = per_case["A"][i] / per_case["bare"][i]
                b = per_case["B"][i] / per_case["bare"][i]
                ratios[f"A {metric}"].append(a)
                ratios[f"B {metric}"].append(b)
                ratios[f"B/A {metric}"].append(b / a)
            print(
                f"round {r + 1}: per case A {per_case['A'][0] * 1e3:.3f} ms, B {per_case['B'][0] * 1e3:.3f} ms, "
                f"bare {per_case['bare'][0] * 1e3:.3f} ms (wall); CPU A {per_case['A'][1] * 1e3:.3f}, "
                f"B {per_case['B'][1] * 1e3:.3f}, bare {per_case['bare'][1] * 1e3:.3f} ms",
                flush=True,
            )
    print(
        f"A: {args.a}\nB: {args.b}\nsizes {n1} -> {n2}, {args.rounds} interleaved rounds, medians:"
    )
    for metric in ("wall", "cpu"):
        print(
            f"  {metric:4s}: A {statistics.median(ratios[f'A {metric}']):.2f}x bare, "
            f"B {statistics.median(ratios[f'B {metric}']):.2f}x bare, "
            f"B / A {statistics.median(ratios[f'B/A {metric}']):.3f}"
        )
    return 0


if __name__ == "__main__":
    sys.exit(main())
