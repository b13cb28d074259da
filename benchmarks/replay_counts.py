"""Replay cost per case in counts that do not depend on the machine's load.

Wall time on a shared machine is noisy (``replay_overhead.py`` takes minima of
interleaved rounds and still scatters by 10-20 %). This benchmark counts instead:

* ``calls``: Python function calls (cProfile's total, primitive and recursive) of one
  ``pytest --ws-provider=tavily`` run over N1 and over N2 synthetic search-only cases,
  and of bare pytest over N1 and N2 trivial parametrized tests, all in the same run;
* ``peak RSS``: each run's peak resident memory (a plain run, in a wrapper process),
  which does not depend on the load either;
* ``instructions`` (``--callgrind``, needs valgrind): machine instructions executed
  (callgrind's ``Ir``) by the same runs, repeatable within a fraction of a percent
  whatever else the machine is doing (about 60x slower than a plain run), once the
  instructions NumPy's idle OpenBLAS threads spin are left out (printed both ways:
  their spin depends on how callgrind schedules the threads, ``blas_spin``).

It prints the marginal count per case, (count(N2) - count(N1)) / (N2 - N1), for the
bench and for bare pytest and their ratio, the fixed start-up difference, and (calls)
the functions whose call counts grow most per case, so a regression can be bisected
by running this against another checkout: ``--src /path/to/checkout/src`` runs that
tree's code (and builds the projects with its ``benchmarks/_scale.py``) with this
environment's libraries, in the bench's runs only: bare pytest runs as without
``--src`` (with that folder first on ``PYTHONPATH`` too, a bare test read 2.576M
instructions instead of 2.37M on 2026-12-06, an inflated baseline). The ratio of instructions tracks the wall-time ratio of
``replay_overhead.py`` but not exactly (cache misses, allocation and I/O are not
counted). Nothing is asserted.

Run: ``python benchmarks/replay_counts.py [--sizes 100 400] [--callgrind] [--src DIR]``.
"""

from __future__ import annotations

import argparse
import os
import pstats
import re
import shutil
import subprocess
import sys
import tempfile
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

# Runs a command in a child and prints the child's peak RSS (KB).
_RSS = """
import resource, subprocess, sys
done = subprocess.run(sys.argv[2:], cwd=sys.argv[1], capture_output=True)
if done.returncode != 0:
    sys.stderr.write(done.stdout.decode()[-3000:] + done.stderr.decode()[-3000:])
    sys.exit(1)
print(resource.getrusage(resource.RUSAGE_CHILDREN).ru_maxrss)
"""

_PYTEST = ["-m", "pytest", "-q", "-p", "no:cacheprovider"]
BENCH = [*_PYTEST, "--ws-provider=tavily", "--ws-report=run.json"]
BARE = [*_PYTEST, "-p", "no:websearch_bench"]


def child_env(src: Path | None) -> dict[str, str]:
    env = dict(CHILD_ENV, PYTHONHASHSEED="0")
    if src is not None:
        env["PYTHONPATH"] = os.pathsep.join(p for p in (str(src), env.get("PYTHONPATH", "")) if p)
    return env


def run_envs(src: Path | None) -> tuple[dict[str, str], dict[str, str]]:
    """The environments of the bench's runs (``src`` first on ``PYTHONPATH``: the code
    measured) and of bare pytest's (never ``src``: the same baseline whatever is measured)."""
    return child_env(src), child_env(None)


def run(cmd: list[str], cwd: Path, env: dict[str, str]) -> None:
    done = subprocess.run(cmd, cwd=cwd, capture_output=True, text=True, env=env)
    if done.returncode != 0:
        raise SystemExit(
            f"{' '.join(cmd)} failed in {cwd}:\n{done.stdout[-3000:]}{done.stderr[-3000:]}"
        )


def peak_rss(args: list[str], cwd: Path, env: dict[str, str]) -> int:
    done = subprocess.run(
        [sys.executable, "-c", _RSS, str(cwd), sys.executable, *args],
        capture_output=True,
        text=True,
        env=env,
    )
    if done.returncode != 0:
        raise SystemExit(f"{' '.join(args)} failed in {cwd}:\n{done.stderr}")
    return int(done.stdout)


def profiled(args: list[str], cwd: Path, env: dict[str, str]) -> pstats.Stats:
    out = cwd / "profile.out"
    run([sys.executable, "-m", "cProfile", "-o", str(out), *args], cwd, env)
    return pstats.Stats(str(out))


def instructions(args: list[str], cwd: Path, env: dict[str, str]) -> tuple[int, int]:
    """(instructions of the run, those of them OpenBLAS's idle threads spent spinning)."""
    out = cwd / "callgrind.out"
    run(
        ["valgrind", "--tool=callgrind", f"--callgrind-out-file={out}", sys.executable, *args],
        cwd,
        env,
    )
    text = out.read_text(encoding="utf-8", errors="replace")
    found = re.search(r"^(?:summary|totals):\s*(\d+)", text, re.MULTILINE)
    if found is None:
        raise SystemExit(f"no instruction total in {out}")
    return int(found.group(1)), blas_spin(out)


def blas_spin(out: Path) -> int:
    """The instructions of OpenBLAS's thread loop (``blas_thread_server``, inclusive).
    NumPy's BLAS threads are started at import and wait by spinning; callgrind runs one
    thread at a time, so how long they spin depends on the scheduling, not on the code:
    1.5M to 14M a run (up to 0.17M a case between sizes), measured on 2026-12-06. The
    bootstrap's products run on one thread (``metrics.stats``), so the loop does no work
    of the bench's; the count without it is the repeatable one."""
    if shutil.which("callgrind_annotate") is None:
        return 0
    done = subprocess.run(
        ["callgrind_annotate", "--inclusive=yes", "--threshold=100", str(out)],
        capture_output=True,
        text=True,
    )
    spin = 0
    for line in done.stdout.splitlines():
        found = re.match(r"\s*([\d,]+) .*blas_thread_server", line)
        if found is not None:
            spin = max(spin, int(found.group(1).replace(",", "")))
    return spin


def per_function(stats: pstats.Stats) -> dict[str, int]:
    table: dict[str, int] = {}
    for (file, line, name), (_, ncalls, *_rest) in stats.stats.items():  # type: ignore[attr-defined]
        table[f"{Path(file).name}:{line}({name})"] = ncalls
    return table


def marginal(small: float, large: float, n1: int, n2: int) -> float:
    return (large - small) / (n2 - n1)


def main() -> int:
    parser = argparse.ArgumentParser(description=__doc__.splitlines()[0])
    parser.add_argument("--sizes", type=int, nargs=2, default=(100, 400), metavar=("N1", "N2"))
    parser.add_argument("--callgrind", action="store_true", help="count instructions too")
    parser.add_argument("--no-calls", action="store_true", help="skip the cProfile counts")
    parser.add_argument(
        "--src",
        type=Path,
        help="another checkout's src/ to measure: put first on PYTHONPATH for the bench's "
        "runs (and its benchmarks/_scale.py builds their projects); the bare pytest runs, "
        "the baseline, are made without it, as without --src",
    )
    parser.add_argument("--top", type=int, default=20)
    args = parser.parse_args()
    n1, n2 = args.sizes
    src = args.src.resolve() if args.src else None
    scale_dir = (src.parent / "benchmarks") if src else HERE
    env, bare_env = run_envs(src)
    if args.callgrind and shutil.which("valgrind") is None:
        raise SystemExit("--callgrind needs valgrind on PATH")
    with tempfile.TemporaryDirectory() as tmp:
        bench = {n: Path(tmp) / f"bench{n}" for n in (n1, n2)}
        bare = {n: make_bare_project(Path(tmp) / f"bare{n}", n) for n in (n1, n2)}
        for n, root in bench.items():
            run([sys.executable, "-c", _BUILD, str(scale_dir), str(root), str(n)], Path(tmp), env)
        for n in (n1, n2):  # bytecode written, parsed-golden cache filled
            run([sys.executable, *BENCH], bench[n], env)
            run([sys.executable, *BARE], bare[n], bare_env)
        print(
            f"code: {src or 'this checkout'} (bare pytest: without --src); sizes {n1} and "
            f"{n2}; PYTHONHASHSEED=0"
        )
        runs = (("bench", BENCH, bench, env), ("bare", BARE, bare, bare_env))
        rss = {
            (kind, n): float(peak_rss(cmd, root[n], kind_env))
            for kind, cmd, root, kind_env in runs
            for n in (n1, n2)
        }
        report("peak RSS (KB)", rss, n1, n2)
        if not args.no_calls:
            stats = {
                (kind, n): profiled(cmd, root[n], kind_env)
                for kind, cmd, root, kind_env in runs
                for n in (n1, n2)
            }
            report(
                "Python function calls",
                {key: float(s.total_calls) for key, s in stats.items()},  # type: ignore[attr-defined]
                n1,
                n2,
            )
            small, large = per_function(stats["bench", n1]), per_function(stats["bench", n2])
            grown = sorted(
                ((marginal(small.get(k, 0), v, n1, n2), k) for k, v in large.items()),
                reverse=True,
            )
            print(f"  bench functions by calls per case (top {args.top}):")
            for per_case, key in grown[: args.top]:
                print(f"    {per_case:8.2f}  {key}")
        if args.callgrind:
            counted = {
                (kind, n): instructions(cmd, root[n], kind_env)
                for kind, cmd, root, kind_env in runs
                for n in (n1, n2)
            }
            report(
                "instructions (callgrind Ir)",
                {key: float(total) for key, (total, _) in counted.items()},
                n1,
                n2,
            )
            report(
                "instructions less OpenBLAS's idle threads (see blas_spin)",
                {key: float(total - spin) for key, (total, spin) in counted.items()},
                n1,
                n2,
            )
    return 0


def report(title: str, counts: dict[tuple[str, int], float], n1: int, n2: int) -> None:
    bench = marginal(counts["bench", n1], counts["bench", n2], n1, n2)
    bare = marginal(counts["bare", n1], counts["bare", n2], n1, n2)
    fixed = (counts["bench", n1] - n1 * bench) - (counts["bare", n1] - n1 * bare)
    print(f"{title}:")
    for n in (n1, n2):
        print(f"  N={n:5d}: bench {counts['bench', n]:,.0f}, bare {counts['bare', n]:,.0f}")
    print(
        f"  per case: bench {bench:,.1f}, bare {bare:,.1f}: {bench / bare:.2f}x; "
        f"fixed start-up difference {fixed:,.0f}"
    )


if __name__ == "__main__":
    sys.exit(main())
