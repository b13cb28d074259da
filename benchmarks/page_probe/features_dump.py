"""The hashed model features of every piece ``extract.py`` stores, in the same order, for
refitting the model leave-one-writer-out (``refit_lowo.py``).

    python benchmarks/page_probe/features_dump.py OUT.npz

Same documents as ``extract.py`` (frozen-test-side pages skipped before reading, asserted
for every held-out writer; the test part and heldout6 never opened).
"""

from __future__ import annotations

import sys
from pathlib import Path

import numpy as np

HERE = Path(__file__).resolve().parent
sys.path.insert(0, str(HERE.parent))
sys.path.insert(0, str(HERE))

from extract import carried_by_test_page, test_side_pages  # noqa: E402

from pytest_websearch_bench.artifacts.errors import ArtifactError  # noqa: E402
from pytest_websearch_bench.artifacts.load import load_artifact  # noqa: E402
from pytest_websearch_bench.safety.injection import channels_of, pieces  # noqa: E402
from pytest_websearch_bench.safety.model import hashed  # noqa: E402


def main() -> None:
    from injection_data import load
    from injection_heldout import load as load2
    from injection_heldout3 import load as load3
    from injection_heldout4 import load as load4
    from injection_heldout5 import load as load5

    test_pages = test_side_pages()
    cols: list[int] = []
    vals: list[float] = []
    ptr = [0]
    for name, loader in (
        ("dev", lambda: load("dev")),
        ("heldout2", load2),
        ("heldout3", load3),
        ("heldout4", load4),
        ("heldout5", load5),
    ):
        skipped = 0
        for item in loader():
            if carried_by_test_page(item, test_pages):
                assert name != "dev", item.id
                skipped += 1
                continue
            try:
                channels = channels_of(load_artifact(item.body, content_type=item.content_type))
            except ArtifactError:
                continue
            for channel in channels:
                for piece in pieces(channel):
                    feats = hashed(piece.features())
                    cols.extend(feats)
                    vals.extend(feats.values())
                    ptr.append(len(cols))
        assert name == "dev" or skipped > 0, name
        print(name, len(ptr) - 1, flush=True)
    np.savez(
        sys.argv[1],
        cols=np.asarray(cols, dtype=np.int32),
        vals=np.asarray(vals, dtype=np.float32),
        ptr=np.asarray(ptr, dtype=np.int64),
    )


if __name__ == "__main__":
    main()
