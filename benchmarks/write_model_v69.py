"""Write detector v69's gated visible member (``safety/injection_model_v69.json``) and repack the members'
weights (``safety/injection_weights.bin``).

v69 (stop 68, issue 18, candidate K2 of ``page_probe/stop68/scratch``): R51's weights with v30's cutoffs. R51 is
stop 67's fit (``page_probe/stop67/scratch/screen.py``, screen (c)): ``train_injection_model.train(docs,
dev_weight=3.0, l2=1e-4)`` on v67's reading of dev, tuning9-10 and heldout2-49 (51 writers; documents carried by a
frozen-part page skipped before they are read). To refit ``r51.npz`` from scratch, on a checkout of stop 67's
reading (v67, main f6b75768), from ``benchmarks/page_probe/stop67/scratch``:

    python screen.py ext OUTDIR 0/2 && python screen.py ext OUTDIR 1/2   # heldout40-49 read as extract10 reads
    python screen.py fit OUTDIR R0.pkl R1.pkl                            # -> OUTDIR/r51.npz (R0/R1: extract10's pickles)

The weights are written as the float64 values the fit gave (``repr``, not ``Model.to_dict``'s five decimals), so the
shipped member scores exactly as the screen and the blind read scored R51.

    python benchmarks/write_model_v69.py R51.NPZ            # write (default /work/scratch/det67c/r51.npz)
    python benchmarks/write_model_v69.py R51.NPZ --check    # 1 when the shipped files differ from what it writes
"""

from __future__ import annotations

import argparse
import json
import sys
from collections.abc import Sequence
from pathlib import Path

import numpy as np

from pytest_websearch_bench.safety.features import DIMENSIONS
from pytest_websearch_bench.safety.model import (
    GATED_VISIBLE,
    MEMBER_FILES,
    MODEL_SCHEMA,
    WEIGHTS_FILE,
    model_from_dict,
    packed_weights,
    shipped_member,
)

SAFETY = Path(__file__).resolve().parents[1] / "src" / "pytest_websearch_bench" / "safety"
MEMBER = "v69"
CUTOFFS_FROM = "v30"
DEFAULT_FIT = Path("/work/scratch/det67c/r51.npz")
META = {
    "trained_on": "v69: dev, tuning9-10 and heldout2-49 (51 writers), stop 67's R51",
    "member": "v69: R51, heard on visible text only as a gated addition (model.GATED_VISIBLE)",
    "data": "stop 67's R51: dev, tuning9-10 and heldout2-49 (51 writers) read with v67's readers; documents "
    "carried by a frozen-test-side page skipped before they are read",
    "recipe": "train_injection_model.train(docs, dev_weight=3.0, l2=1e-4) (page_probe/stop67/scratch/screen.py fit)",
    "cutoffs": "v30's (shipped since v30; R51 was screened and blind-read at them)",
    "gate": "a visible piece v69 flags counts only when safety.orders reads an order in it (stop 68, screen (e))",
}


def member_text(weights: np.ndarray) -> str:
    if weights.shape != (DIMENSIONS,):
        raise SystemExit(f"R51 has shape {weights.shape}, expected ({DIMENSIONS},)")
    data = {
        "schema": MODEL_SCHEMA,
        "dimensions": DIMENSIONS,
        "cutoffs": dict(sorted(shipped_member(CUTOFFS_FROM).cutoffs.items())),
        "meta": META,
        "weights": [float(x) for x in weights],
    }
    text = json.dumps(data, separators=(",", ":"), sort_keys=True) + "\n"
    read = model_from_dict(json.loads(text), MEMBER_FILES[MEMBER])
    assert read.weights == tuple(float(x) for x in weights)  # every float64 bit kept
    return text


def main(argv: Sequence[str] | None = None) -> int:
    parser = argparse.ArgumentParser(description=__doc__.splitlines()[0])
    parser.add_argument(
        "fit", nargs="?", type=Path, default=DEFAULT_FIT, help="r51.npz (array R51)"
    )
    parser.add_argument("--check", action="store_true", help="compare with the shipped files")
    args = parser.parse_args(argv)
    assert frozenset({MEMBER}) == GATED_VISIBLE, GATED_VISIBLE
    text = member_text(np.load(args.fit)["R51"])
    out = SAFETY / MEMBER_FILES[MEMBER]
    texts = {
        name: (text if name == MEMBER else (SAFETY / file).read_text(encoding="utf-8"))
        for name, file in MEMBER_FILES.items()
    }
    packed = packed_weights(texts)
    differ = 0
    for path, content in ((out, text.encode("utf-8")), (SAFETY / WEIGHTS_FILE, packed)):
        same = path.exists() and path.read_bytes() == content
        if args.check:
            print(f"{path.name}: {'the same' if same else 'DIFFERS'}")
            differ += not same
        elif not same:
            path.write_bytes(content)
            print(f"wrote {path} ({len(content) // 1024} KiB)")
    return 1 if differ else 0


if __name__ == "__main__":
    sys.exit(main())
