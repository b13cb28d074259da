"""How long the injection detector's shipped model takes to load (v21: both members, v13's and
v20's weights; v22: every member, v13's, v20's and v22's; v24: and v24's, their weights
from the packed ``injection_weights.bin``; target: under 50 ms),
beside reading the same files' bytes in the same run (the baseline).

    python benchmarks/injection_model_load.py

Printed, not asserted (timing on a shared machine is not a test).
"""

from __future__ import annotations

import statistics
import time
from importlib import resources

from pytest_websearch_bench.safety import model


def main() -> int:
    files = resources.files("pytest_websearch_bench.safety")
    paths = [files.joinpath(name) for name in model.MEMBER_FILES.values()]
    paths.append(files.joinpath(model.WEIGHTS_FILE))  # v24: the packed weights too
    loads, reads = [], []
    for _ in range(7):
        model.shipped_model.cache_clear()
        model.shipped_member.cache_clear()
        model._packed.cache_clear()  # v24: the packed weights are read again too
        began = time.perf_counter()
        model.shipped_model()
        loads.append(time.perf_counter() - began)
        began = time.perf_counter()
        for path in paths:
            path.read_bytes()
        reads.append(time.perf_counter() - began)
    load, read = statistics.median(loads), statistics.median(reads)
    print(f"model load: median {load * 1000:.1f} ms over 7 (target < 50 ms)")
    print(f"file read:  median {read * 1000:.2f} ms; load / read = {load / read:.0f}x")
    return 0


if __name__ == "__main__":
    raise SystemExit(main())
