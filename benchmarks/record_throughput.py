"""Recording throughput through the real plugin against a provider emulator on 127.0.0.1.

Starts the synthetic emulator (``tests/emulator``) in a child process, answering in the
shape of Tavily's search and extract and of Brave's search, with latency drawn from a
log-normal (median 600 ms, p95 1.5 s), a rate limit of R requests a second per provider
(a sliding window, answered with 429 and a whole-second ``Retry-After`` above it, as
providers send) and 1 % 502/503. Then records N synthetic cases on both providers with
``pytest --ws-record=new --ws-endpoint ... --ws-rate ... --ws-concurrency ...`` and
prints, for three runs:

0. baseline, measured in the same run against the same emulator: a bare client (the
   project's adapters on one httpx client per provider, ``--concurrency`` threads, calls
   spaced evenly at the same 95 % of R, a 429 waited for its ``Retry-After``, a 5xx
   asked again) making the same calls with no pytest, no cassette, no redaction, no
   manifest, no journal: what pacing alone costs against the emulator's latency;
1. throughput: wall time against the floor (the calls the provider admitted / R, for
   the busiest provider) and against the baseline's, 429s received, cases recorded,
   duplicate paid calls, and the recorded latencies (which must be the calls' own: about
   the emulator's 600/1,500 ms);
2. budget: ``--ws-budget`` at half the estimate: the spend against the budget, and the
   paid calls beyond it;
3. kill: a recording killed with SIGKILL at a random moment, then run again: the cases
   recorded, every cassette whole and listed (``ws-bench manifest``), and the paid calls
   repeated after their answer had been delivered (which must be 0; a call in flight at
   the kill was never answered to anyone, so asking it again is not a repeat).

Run: ``python benchmarks/record_throughput.py [--cases 1000] [--rate 20] [--concurrency
32] [--xdist 0] [--only baseline,throughput,budget,kill] [--seed S]``. Not a test: it takes
about five minutes at the default size, and machines are noisy.
"""

from __future__ import annotations

import argparse
import json
import os
import random
import resource
import signal
import statistics
import subprocess
import sys
import tempfile
import threading
import time
from concurrent.futures import ThreadPoolExecutor
from pathlib import Path
from typing import Any

import yaml

HERE = Path(__file__).resolve().parent
sys.path.insert(0, str(HERE))
sys.path.insert(0, str(HERE.parent / "tests"))

from _scale import CHILD_ENV, ROOT, synthetic_cases  # noqa: E402

from emulator import EmulatorConfig, EmulatorProcess  # noqa: E402

PROVIDERS = ("tavily", "brave")
KEYS = {"TAVILY_API_KEY": "tvly-bench-key", "BRAVE_API_KEY": "brave-bench-key"}


def make_project(root: Path, n: int) -> Path:
    """A golden set of ``n`` synthetic cases and no cassette: everything is to record."""
    (root / "golden" / "cases").mkdir(parents=True)
    (root / "golden" / "families.yaml").write_text(
        (ROOT / "golden" / "families.yaml").read_text(encoding="utf-8"), encoding="utf-8"
    )
    (root / "golden" / "cases" / "bench.yaml").write_text(
        yaml.safe_dump(synthetic_cases(n), allow_unicode=True, sort_keys=False),
        encoding="utf-8",
    )
    (root / "cassettes").mkdir()
    # One extract of the top 3 results a case (Tavily); Brave is search-only.
    (root / "pytest.ini").write_text(
        "[pytest]\ntestpaths = golden\nws_extract_top = 3\n", encoding="utf-8"
    )
    return root


def command(emu: EmulatorProcess, args: argparse.Namespace, *extra: str) -> list[str]:
    cmd = [
        sys.executable,
        "-m",
        "pytest",
        f"--ws-provider={','.join(PROVIDERS)}",
        "--ws-record=new",
        f"--ws-concurrency={args.concurrency}",
        "-p",
        "no:cacheprovider",
        "-q",
        "--no-summary",
        "--ws-report=run.json",
    ]
    for provider in PROVIDERS:
        cmd += [
            f"--ws-endpoint={provider}={emu.url(provider)}",
            f"--ws-rate={provider}={args.rate:g}/s",
        ]
    if args.xdist:
        cmd += ["-n", str(args.xdist)]
    return cmd + list(extra)


def env() -> dict[str, str]:
    return {**CHILD_ENV, **KEYS}


CPU: list[float] = []  # CPU seconds of each recording run (user + system, children)


def run(cmd: list[str], cwd: Path) -> tuple[float, subprocess.CompletedProcess[str]]:
    before = resource.getrusage(resource.RUSAGE_CHILDREN)
    started = time.perf_counter()
    done = subprocess.run(cmd, cwd=cwd, capture_output=True, text=True, env=env())
    after = resource.getrusage(resource.RUSAGE_CHILDREN)
    CPU.append((after.ru_utime - before.ru_utime) + (after.ru_stime - before.ru_stime))
    return time.perf_counter() - started, done


def recorded(project: Path) -> dict[str, int]:
    """Search cassettes listed in the manifest, per provider."""
    path = project / "cassettes" / "manifest.json"
    if not path.exists():
        return dict.fromkeys(PROVIDERS, 0)
    files = json.loads(path.read_text(encoding="utf-8"))["files"]
    return {p: sum(1 for rel in files if rel.startswith(f"{p}/search/")) for p in PROVIDERS}


def latencies(project: Path) -> list[float]:
    out = []
    for path in (project / "cassettes").glob("*/*/*.json"):
        data = json.loads(path.read_text(encoding="utf-8"))
        out += [i["ws"]["latency_ms"] for i in data["interactions"] if i["ws"].get("latency_ms")]
    return out


def manifest_clean(project: Path, emu: EmulatorProcess) -> tuple[bool, str]:
    """``ws-bench manifest`` against the endpoints recorded at (else every request to
    the emulator's http:// URL reads as stale against the provider's own https:// one)."""
    endpoints = [f"--endpoint={p}={emu.url(p)}" for p in PROVIDERS]
    done = subprocess.run(
        [
            sys.executable,
            "-m",
            "pytest_websearch_bench.cli",
            "manifest",
            str(project / "cassettes"),
            *endpoints,
        ],
        cwd=project,
        capture_output=True,
        text=True,
        env=env(),
    )
    return done.returncode == 0, (done.stdout + done.stderr).strip()[-600:]


def emulator_figures(emu: EmulatorProcess) -> dict[str, Any]:
    stats = emu.stats(keys="none")
    per = stats["providers"]
    return {
        "totals": stats["totals"],
        "admitted": {
            p: per.get(p, {}).get("requests", 0) - per.get(p, {}).get("rate_limited", 0)
            for p in PROVIDERS
        },
        "paid": {p: per.get(p, {}).get("paid", 0) for p in PROVIDERS},
    }


def show(done: subprocess.CompletedProcess[str]) -> None:
    tail = (done.stdout + done.stderr).strip().splitlines()
    for line in tail:
        if line.startswith(
            ("websearch-bench recording", "  tavily", "  brave", "websearch-bench:")
        ):
            print("   |", line)


class EvenPacer:
    """One provider's calls spaced evenly at ``per_second`` (in this process only)."""

    def __init__(self, per_second: float) -> None:
        self.interval = 1.0 / per_second
        self.next = time.monotonic()
        self.lock = threading.Lock()

    def wait(self) -> None:
        with self.lock:
            now = time.monotonic()
            at = max(now, self.next)
            self.next = at + self.interval
        if at > now:
            time.sleep(at - now)


def _bare_call(pacer: EvenPacer, send: Any) -> Any:
    from pytest_websearch_bench.providers.errors import WebSearchError

    for _ in range(50):
        pacer.wait()
        try:
            return send()
        except WebSearchError as error:
            if error.status == 429:
                time.sleep(error.retry_after_s or 1.0)
            elif error.status is None or error.status < 500:
                raise
    raise RuntimeError("the baseline client gave up after 50 attempts")


def baseline(emu: EmulatorProcess, args: argparse.Namespace) -> tuple[float, dict[str, int]]:
    """The bare client of the module docstring: its wall time and calls per provider."""
    import httpx

    from pytest_websearch_bench.providers import SearchQuery, get_adapter
    from pytest_websearch_bench.recording.rates import HEADROOM

    queries = [case["query"] for case in synthetic_cases(args.cases)]
    calls = dict.fromkeys(PROVIDERS, 0)
    counting = threading.Lock()

    def one(provider: str, adapter: Any, pacer: EvenPacer, query: str) -> None:
        response = _bare_call(pacer, lambda: adapter.search(SearchQuery(query=query)))
        urls = [r.raw_url for r in response.results[:3]]
        if urls and adapter.capabilities.extract:
            _bare_call(pacer, lambda: adapter.extract(urls))
        with counting:
            calls[provider] += 2 if urls and adapter.capabilities.extract else 1

    emu.reset()
    started = time.perf_counter()
    pools = []  # one per provider: --concurrency cases in flight each, as the plugin
    futures = []
    for provider in PROVIDERS:
        client = httpx.Client(
            timeout=30.0, limits=httpx.Limits(max_connections=args.concurrency + 4)
        )
        adapter = get_adapter(
            provider,
            client=client,
            api_key=KEYS[f"{provider.upper()}_API_KEY"],
            base_url=emu.url(provider),
        )
        pacer = EvenPacer(args.rate * HEADROOM)
        pool = ThreadPoolExecutor(args.concurrency, thread_name_prefix=provider)
        pools.append(pool)
        futures += [pool.submit(one, provider, adapter, pacer, q) for q in queries]
    for future in futures:
        future.result()
    for pool in pools:
        pool.shutdown()
    return time.perf_counter() - started, calls


BASELINE: list[float] = []  # the bare client's wall time, when measured


def run_baseline(emu: EmulatorProcess, args: argparse.Namespace) -> bool:
    wall, calls = baseline(emu, args)
    BASELINE.append(wall)
    totals = emu.stats(keys="none")["totals"]
    floor = max(calls.values()) / args.rate
    print(
        f"0. baseline (bare client, same emulator, same calls): {calls} calls in {wall:.1f} s, "
        f"{wall / floor:.3f}x the floor {floor:.1f} s; 429s {totals['rate_limited']}, "
        f"5xx {totals['server_errors']}"
    )
    return True


def throughput(emu: EmulatorProcess, args: argparse.Namespace, base: Path) -> bool:
    project = make_project(base / "throughput", args.cases)
    emu.reset()
    wall, done = run(command(emu, args), project)
    figures = emulator_figures(emu)
    totals = figures["totals"]
    floor = max(figures["admitted"].values()) / args.rate
    counts = recorded(project)
    lat = sorted(latencies(project))
    p95 = lat[int(0.95 * (len(lat) - 1))] if lat else float("nan")
    ratio = wall / floor if floor else float("nan")
    print(
        f"1. throughput: {args.cases} cases x {', '.join(PROVIDERS)}, R = {args.rate:g}/s, "
        f"--ws-concurrency {args.concurrency}{f', -n {args.xdist}' if args.xdist else ''}"
    )
    show(done)
    print(
        f"   wall {wall:.1f} s against the floor {floor:.1f} s "
        f"({max(figures['admitted'], key=figures['admitted'].get)}: "
        f"{max(figures['admitted'].values())} admitted calls / {args.rate:g}/s): {ratio:.3f}x "
        f"(target <= 1.15x: {'met' if ratio <= 1.15 else 'NOT met'})"
    )
    if BASELINE:
        print(
            f"   against the bare client measured in this run ({BASELINE[-1]:.1f} s): "
            f"{wall / BASELINE[-1]:.3f}x"
        )
    print(
        f"   429s received {totals['rate_limited']}; 5xx {totals['server_errors']}; "
        f"requests {totals['requests']}; paid {totals['paid']}"
    )
    print(
        f"   cases recorded: {counts} (of {args.cases} each); duplicate paid calls "
        f"{totals['duplicate_paid_calls']}; exit status {done.returncode}"
    )
    print(
        f"   recorded latency: median {statistics.median(lat):.0f} ms, p95 {p95:.0f} ms "
        f"over {len(lat)} calls (the emulator draws 600/1500 ms)"
    )
    print(
        f"   CPU of the recording process: {CPU[-1]:.1f} s; machine load average "
        f"{os.getloadavg()[0]:.1f} on {os.cpu_count()} cores"
    )
    ok = (
        all(v == args.cases for v in counts.values())
        and totals["duplicate_paid_calls"] == 0
        and done.returncode == 0
    )
    return ok and ratio <= 1.15


def budget(emu: EmulatorProcess, args: argparse.Namespace, base: Path) -> bool:
    project = make_project(base / "budget", args.cases)
    emu.reset()
    # The estimate, from a refused run (nothing is called).
    _, probe = run(command(emu, args, "--ws-budget=0.0001", "--ws-budget-refuse"), project)
    line = next((x for x in probe.stdout.splitlines() if "to record, estimate $" in x), "")
    estimate = float(line.split("estimate $")[1].split()[0].replace(",", "").rstrip(";"))
    assert emu.stats()["totals"]["requests"] == 0, "a refused recording called the provider"
    half = estimate / 2
    wall, done = run(command(emu, args, f"--ws-budget={half:.4f}"), project)
    report = json.loads((project / "run.json").read_text(encoding="utf-8"))
    block = report.get("recording", {})
    spent = float(block.get("spent_usd", 0.0))
    paid_cost = emu.stats()["totals"]["cost_usd"]
    over = max(0.0, spent - half)
    counts = recorded(project)
    print(f"2. budget: estimate ${estimate:.4f}, --ws-budget ${half:.4f} (half)")
    show(done)
    print(
        f"   spent ${spent:.4f} by the plugin's accounting (the emulator billed "
        f"${paid_cost:.4f}); over the budget by ${over:.4f}: "
        f"{'0 calls beyond it' if over == 0 else 'calls beyond it'}; cases recorded "
        f"{counts}; {wall:.1f} s; exit status {done.returncode} (left cases fail their items)"
    )
    return over == 0 and any(counts.values())


def kill(emu: EmulatorProcess, args: argparse.Namespace, base: Path, rng: random.Random) -> bool:
    project = make_project(base / "kill", args.cases)
    emu.reset()
    expected = 2 * args.cases / args.rate
    at = rng.uniform(3.0, 0.9 * expected)
    proc = subprocess.Popen(
        command(emu, args),
        cwd=project,
        stdout=subprocess.DEVNULL,
        stderr=subprocess.DEVNULL,
        env=env(),
        start_new_session=True,
    )
    time.sleep(at)
    os.killpg(proc.pid, signal.SIGKILL)
    proc.wait()
    before = recorded(project)
    clean_after_kill, listing = manifest_clean(project, emu)
    first = emu.stats()["totals"]
    wall, done = run(command(emu, args), project)
    after = emu.stats()["totals"]
    counts = recorded(project)
    clean, listing2 = manifest_clean(project, emu)
    print(f"3. kill: SIGKILL at {at:.1f} s, then the same command again")
    print(
        f"   at the kill: {before} cases listed; manifest consistent after the kill (its "
        f"journal folded by the next command): {'yes' if clean_after_kill else 'NO'}"
    )
    if not clean_after_kill:
        print("   " + listing.replace("\n", "\n   "))
    show(done)
    print(
        f"   rerun {wall:.1f} s: cases recorded {counts}; paid before the kill "
        f"{first['paid']}, in all {after['paid']}; paid calls repeated after the emulator had "
        f"written their answer: {after['paid_after_delivery']} (an answer still in the "
        f"killed process's socket buffer, or read but not yet kept, is asked again); "
        f"duplicate paid calls "
        f"{after['duplicate_paid_calls']} (calls in flight at the kill, never answered); "
        f"manifest consistent: {'yes' if clean else 'NO'}"
    )
    if not clean:
        print("   " + listing2.replace("\n", "\n   "))
    return (
        all(v == args.cases for v in counts.values())
        and after["paid_after_delivery"] == 0
        and clean
    )


def main() -> int:
    parser = argparse.ArgumentParser(description=__doc__.splitlines()[0])
    parser.add_argument("--cases", type=int, default=1000)
    parser.add_argument("--rate", type=float, default=20.0)
    parser.add_argument("--concurrency", type=int, default=32)
    parser.add_argument("--xdist", type=int, default=0)
    parser.add_argument("--only", default="baseline,throughput,budget,kill")
    parser.add_argument("--seed", type=int, default=None)
    args = parser.parse_args()
    rng = random.Random(args.seed)
    wanted = set(args.only.split(","))
    config = EmulatorConfig(rate=args.rate, limiter="sliding", retry_after="ceil")
    results = []
    with tempfile.TemporaryDirectory() as tmp:
        base = Path(tmp)
        config.state_path = str(base / "emulator.jsonl")
        with EmulatorProcess(config) as emu:
            print(
                f"emulator: {', '.join(PROVIDERS)} at {emu.base_url}; latency log-normal "
                f"median {config.latency_median_ms:g} ms, p95 {config.latency_p95_ms:g} ms; "
                f"{config.rate:g}/s per provider ({config.limiter} window, Retry-After "
                f"{config.retry_after}); {config.error_fraction:.0%} 502/503"
            )
            if "baseline" in wanted:
                results.append(run_baseline(emu, args))
            if "throughput" in wanted:
                results.append(throughput(emu, args, base))
            if "budget" in wanted:
                results.append(budget(emu, args, base))
            if "kill" in wanted:
                results.append(kill(emu, args, base, rng))
    print("all targets met" if all(results) else "SOME TARGETS NOT MET")
    return 0 if all(results) else 1


if __name__ == "__main__":
    raise SystemExit(main())
