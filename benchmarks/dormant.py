"""The installed plugin's cost when the bench is off, measured in the same run.

Times a 1,000-test suite of trivial tests (no ``--ws-provider``, so the plugin is
dormant) with the plugin loaded and with ``-p no:websearch_bench``, alternating the
two so drift in the machine hits both alike, and keeps the minimum of each. Prints
the overhead ratio (target <= 2 %) and what the plugin imports while dormant.

Run: ``python benchmarks/dormant.py [--repeat 15] [--tests 1000]``. Not a test:
machines are noisy.
"""

from __future__ import annotations

import argparse
import subprocess
import sys
import tempfile
import time
from pathlib import Path

sys.path.insert(0, str(Path(__file__).resolve().parent))
from _scale import CHILD_ENV, make_bare_project

# Which of our modules and heavy libraries a dormant session imported.
_PROBE = """
import sys
import pytest
pytest.main(["-q", "-p", "no:cacheprovider", "--co"], plugins=[])
ours = sorted(m for m in sys.modules if m.startswith("pytest_websearch_bench"))
heavy = sorted(m for m in ("pydantic", "httpx", "vcr", "lxml", "trafilatura", "pdfplumber", "yaml") if m in sys.modules)
print(" ".join(ours) or "-")
print(" ".join(heavy) or "-")
"""


def timed(cmd: list[str], cwd: Path) -> float:
    start = time.perf_counter()
    done = subprocess.run(cmd, cwd=cwd, capture_output=True, text=True, env=CHILD_ENV)
    elapsed = time.perf_counter() - start
    if done.returncode != 0:
        raise SystemExit(f"{' '.join(cmd)} failed:\n{done.stdout[-2000:]}{done.stderr[-2000:]}")
    return elapsed


def main() -> int:
    parser = argparse.ArgumentParser(description=__doc__.splitlines()[0])
    parser.add_argument("--repeat", type=int, default=15)
    parser.add_argument("--tests", type=int, default=1000)
    args = parser.parse_args()
    base = [sys.executable, "-m", "pytest", "-q", "-p", "no:cacheprovider"]
    with tempfile.TemporaryDirectory() as tmp:
        project = make_bare_project(Path(tmp) / "suite", args.tests)
        timed(base, project)  # warm the OS file cache and write bytecode for both variants
        with_plugin: list[float] = []
        without: list[float] = []
        for _ in range(args.repeat):
            with_plugin.append(timed(base, project))
            without.append(timed([*base, "-p", "no:websearch_bench"], project))
        probe = subprocess.run(
            [sys.executable, "-c", _PROBE],
            cwd=project,
            capture_output=True,
            text=True,
            env=CHILD_ENV,
        )
    on, off = min(with_plugin), min(without)
    overhead = on / off - 1.0
    print(f"{args.tests} trivial tests, min of {args.repeat} alternating runs each")
    print(f"  plugin installed, dormant: {on:.3f} s")
    print(f"  -p no:websearch_bench:     {off:.3f} s")
    print(
        f"dormant overhead (target <= 2 %): {overhead * 100:+.1f} %  "
        f"{'OK' if overhead <= 0.02 else 'OVER TARGET'}"
    )
    lines = probe.stdout.strip().splitlines()[-2:]
    if len(lines) == 2:
        print(f"  modules of ours imported while dormant: {lines[0]}")
        print(f"  heavy libraries imported while dormant: {lines[1]}")
    return 0


if __name__ == "__main__":
    sys.exit(main())
