"""Which multi-process rate limiter to pace recording with: this project's GCRA over a
shared state file (``recording/pacing.py``) against pyrate-limiter's SQLite bucket with
its file lock (the library the issue names), measured on the same load.

Each configuration runs P processes x T threads that take permits as fast as they are
given for D seconds at a limit of R/s, and every admission time is kept. Printed per
configuration: the achieved rate; the largest number of admissions in any 1 s window
(a provider's sliding-window limiter answers 429 above R) and in any 100 ms (bursts);
how many of the admissions
the emulator's own sliding-window limiter at R would have refused once each admission
is delayed by a uniform network and scheduling jitter (the 429s a provider would send);
and the CPU cost of a permit.

pyrate-limiter is not a dependency of the plugin: ``pip install pyrate-limiter filelock``
to include it (it is skipped with a note otherwise).

Run: ``python benchmarks/limiter_compare.py [--rate 20] [--seconds 8] [--procs 2]
[--threads 16]``. Not a test: machines are noisy.
"""

from __future__ import annotations

import argparse
import multiprocessing as mp
import random
import resource
import sys
import tempfile
import threading
import time
from collections.abc import Callable
from pathlib import Path

REPO = Path(__file__).resolve().parent.parent
sys.path.insert(0, str(REPO / "tests"))
sys.path.insert(0, str(REPO / "src"))

from emulator import SlidingWindow  # noqa: E402

Acquire = Callable[[], None]


def _ours(folder: str, rate: float, headroom: bool) -> Acquire:
    from pytest_websearch_bench.recording import rates as rates_mod
    from pytest_websearch_bench.recording.pacing import SharedPacer

    if not headroom:
        rates_mod.HEADROOM = 1.0
    pacer = SharedPacer(Path(folder), {"p": rates_mod.Rate(rate, f"{rate}/s", "bench")})
    return lambda: pacer.acquire(["p"]) and None


def _pyrate(folder: str, rate: float, spaced: bool) -> Acquire:
    from pyrate_limiter import Duration, Limiter, Rate, SQLiteBucket

    rates = [Rate(1, max(1, int(1000 / rate)))] if spaced else [Rate(int(rate), Duration.SECOND)]
    bucket = SQLiteBucket.init_from_file(
        rates, db_path=str(Path(folder) / "pyrate.sqlite"), use_file_lock=True
    )
    limiter = Limiter(bucket)
    return lambda: limiter.try_acquire("p", blocking=True) and None


def _worker(kind: str, folder: str, rate: float, threads: int, until: float, out: str) -> None:
    makers = {
        "ours": lambda: _ours(folder, rate, True),
        "ours-no-headroom": lambda: _ours(folder, rate, False),
        "pyrate-window": lambda: _pyrate(folder, rate, False),
        "pyrate-spaced": lambda: _pyrate(folder, rate, True),
    }
    acquire = makers[kind]()
    stamps: list[float] = []
    lock = threading.Lock()
    errors: list[str] = []

    def loop() -> None:
        while time.time() < until:
            try:
                acquire()
            except Exception as error:  # a library error is a result too
                errors.append(f"{type(error).__name__}: {error}")
                return
            t = time.time()
            if t < until:
                with lock:
                    stamps.append(t)

    cpu0 = resource.getrusage(resource.RUSAGE_SELF)
    pool = [threading.Thread(target=loop) for _ in range(threads)]
    for t in pool:
        t.start()
    for t in pool:
        t.join()
    cpu1 = resource.getrusage(resource.RUSAGE_SELF)
    cpu = (cpu1.ru_utime - cpu0.ru_utime) + (cpu1.ru_stime - cpu0.ru_stime)
    Path(out).write_text(
        "\n".join([f"cpu {cpu}", *(f"err {e}" for e in errors[:3]), *map(repr, stamps)]),
        encoding="utf-8",
    )


def _densest(stamps: list[float], window: float) -> int:
    """The most admissions in any window of ``window`` seconds."""
    best = 0
    j = 0
    for i, t in enumerate(stamps):
        while stamps[j] <= t - window:
            j += 1
        best = max(best, i - j + 1)
    return best


def measure(
    kind: str, rate: float, seconds: float, procs: int, threads: int, jitter_ms: float
) -> dict:
    with tempfile.TemporaryDirectory() as folder:
        start = time.time() + 1.0  # every process ready before the clock starts
        until = start + seconds
        outs = [str(Path(folder) / f"out{i}") for i in range(procs)]
        ctx = mp.get_context("spawn")
        workers = [
            ctx.Process(target=_worker, args=(kind, folder, rate, threads, until, out))
            for out in outs
        ]
        for w in workers:
            w.start()
        for w in workers:
            w.join()
        stamps: list[float] = []
        cpu = 0.0
        errors: list[str] = []
        for out in outs:
            for line in Path(out).read_text(encoding="utf-8").splitlines():
                if line.startswith("cpu "):
                    cpu += float(line[4:])
                elif line.startswith("err "):
                    errors.append(line[4:])
                elif line:
                    stamps.append(float(line))
    stamps.sort()
    window_max = _densest(stamps, 1.0)
    burst = _densest(stamps, 0.1)
    # Arrivals at the provider: each admission plus network and scheduling jitter.
    rng = random.Random(0)
    arrivals = sorted(t + rng.uniform(0.0, jitter_ms / 1000.0) for t in stamps)
    server = SlidingWindow(rate, 1.0)
    refused = 0
    for t in arrivals:
        if server.wait(t) > 0:
            refused += 1
        else:
            server.admit(t)
    span = (stamps[-1] - stamps[0]) if len(stamps) > 1 else 0.0
    return {
        "kind": kind,
        "permits": len(stamps),
        "rate": (len(stamps) - 1) / span if span else 0.0,
        "window_max": window_max,
        "burst": burst,
        "refused": refused,
        "cpu_ms": 1000.0 * cpu / max(1, len(stamps)),
        "errors": errors,
    }


def main() -> int:
    parser = argparse.ArgumentParser(description=__doc__.splitlines()[0])
    parser.add_argument("--rate", type=float, default=20.0)
    parser.add_argument("--seconds", type=float, default=8.0)
    parser.add_argument("--procs", type=int, default=2)
    parser.add_argument("--threads", type=int, default=16)
    parser.add_argument("--jitter-ms", type=float, default=5.0)
    args = parser.parse_args()
    kinds = ["ours", "ours-no-headroom"]
    try:
        import pyrate_limiter  # noqa: F401

        kinds += ["pyrate-window", "pyrate-spaced"]
    except ImportError:
        print("pyrate-limiter not installed: pip install pyrate-limiter filelock to compare")
    print(
        f"limit {args.rate:g}/s, {args.procs} processes x {args.threads} threads, "
        f"{args.seconds:g} s each; arrivals jittered by U(0, {args.jitter_ms:g} ms)"
    )
    print(
        f"{'limiter':18} {'permits':>7} {'rate/s':>7} {'max in 1 s':>10} {'in 100 ms':>9} "
        f"{'429s':>5} {'CPU/permit':>11}"
    )
    for kind in kinds:
        r = measure(kind, args.rate, args.seconds, args.procs, args.threads, args.jitter_ms)
        print(
            f"{kind:18} {r['permits']:7d} {r['rate']:7.2f} {r['window_max']:10d} {r['burst']:9d} "
            f"{r['refused']:5d} {r['cpu_ms']:9.3f} ms"
            + (f"  errors: {r['errors'][0]}" if r["errors"] else "")
        )
    return 0


if __name__ == "__main__":
    raise SystemExit(main())
