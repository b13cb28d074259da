"""How long v69's order reader (``safety.orders.order_forms``) takes on review69's hostile inputs (finding 1:
whitespace or mark runs after a clause mark, runs of line breaks), stop 69's module (before) beside the
running tree's (after), with the ratio.

    python benchmarks/orders_speed.py [--old PATH]

``--old``: stop 69's ``safety/orders.py`` (default: ``git show stop69:src/pytest_websearch_bench/safety/orders.py``
from this checkout, written to a temporary folder); it is imported as a sibling module of the running package
(its relative imports read the running tree's ``signals`` / ``structure`` / ``lexicon``, which stop 69 did not
change). Each input is timed once per module (the before times reach seconds); sizes are kept where stop 69's
module ends within a minute ("\\n" * 500 took more than 60 s: 100 and 200 are timed). Printed, not asserted
(timing on a shared machine is not a test).
"""

from __future__ import annotations

import argparse
import importlib.util
import subprocess
import sys
import tempfile
import time
from collections.abc import Callable
from pathlib import Path
from typing import Any

from pytest_websearch_bench.safety import orders

SOURCE = "src/pytest_websearch_bench/safety/orders.py"
INPUTS = (
    ('"Total:" + " " * 200 + "12 euros"', "Total:" + " " * 200 + "12 euros"),
    ('"Total:" + " " * 400 + "12 euros"', "Total:" + " " * 400 + "12 euros"),
    ('"Total:" + " " * 800 + "12 euros"', "Total:" + " " * 800 + "12 euros"),
    ('"Name." + " " * 800 + "Bob"', "Name." + " " * 800 + "Bob"),
    ('" " * 2000', " " * 2000),
    ('"." + " " * 2000 + "x"', "." + " " * 2000 + "x"),
    ('"\\n" * 100 + "x"', "\n" * 100 + "x"),
    ('"\\n" * 200 + "x"', "\n" * 200 + "x"),
    ('"." * 2000', "." * 2000),
    ('"Casa Aurélia:" + " " * 1200 + "obrigado."', "Casa Aurélia:" + " " * 1200 + "obrigado."),
)


def load_old(path: Path | None) -> Callable[..., Any]:
    """stop 69's ``order_forms``, imported from a copy of its file."""
    if path is None:
        root = Path(__file__).resolve().parents[1]
        text = subprocess.run(
            ["git", "-C", str(root), "show", f"stop69:{SOURCE}"],
            check=True,
            capture_output=True,
            text=True,
        ).stdout
        path = Path(tempfile.mkdtemp(prefix="orders_stop69_")) / "orders.py"
        path.write_text(text, encoding="utf-8")
    name = "pytest_websearch_bench.safety._orders_stop69"
    spec = importlib.util.spec_from_file_location(name, path)
    if spec is None or spec.loader is None:
        raise SystemExit(
            f"orders_speed: cannot import {path} (stop 69's safety/orders.py expected)"
        )
    module = importlib.util.module_from_spec(spec)
    sys.modules[name] = module
    spec.loader.exec_module(module)
    return module.order_forms  # type: ignore[no-any-return]


def timed(reader: Callable[..., Any], text: str) -> tuple[float, Any]:
    began = time.perf_counter()
    forms = reader(text)
    return time.perf_counter() - began, forms


def main() -> int:
    parser = argparse.ArgumentParser(description=__doc__.splitlines()[0])
    parser.add_argument("--old", type=Path, default=None, help="stop 69's safety/orders.py")
    args = parser.parse_args()
    old = load_old(args.old)
    new = orders.order_forms
    old(""), new("")  # build both modules' patterns before timing
    print(f"after: {orders.__file__}")
    print(f"{'input':46} {'before':>10} {'after':>10} {'before/after':>13}  same forms")
    total_old = total_new = 0.0
    for label, text in INPUTS:
        t_old, f_old = timed(old, text)
        t_new, f_new = timed(new, text)
        total_old += t_old
        total_new += t_new
        ratio = t_old / t_new if t_new > 0 else float("inf")
        print(f"{label:46} {t_old:9.3f}s {t_new:9.5f}s {ratio:12.0f}x  {f_old == f_new}")
    print(f"{'total':46} {total_old:9.3f}s {total_new:9.5f}s {total_old / total_new:12.0f}x")
    return 0


if __name__ == "__main__":
    raise SystemExit(main())
