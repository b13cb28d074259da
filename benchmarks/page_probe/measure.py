"""The package's detector (as installed) on the tuning writers (dev, heldout2-6):
detection, false positives and the corpus's real PDFs flagged per writer
(frozen-test-side documents skipped, as in extract.py; the test part and heldout7 are
never opened).

    python benchmarks/page_probe/measure.py
"""

from __future__ import annotations

import sys
from pathlib import Path

HERE = Path(__file__).resolve().parent
sys.path.insert(0, str(HERE.parent))
sys.path.insert(0, str(HERE))

from extract import carried_by_test_page, test_side_pages  # noqa: E402

from pytest_websearch_bench.artifacts.errors import ArtifactError  # noqa: E402
from pytest_websearch_bench.artifacts.load import load_artifact  # noqa: E402
from pytest_websearch_bench.safety.injection import DETECTOR_VERSION, detect_injection  # noqa: E402


def main() -> None:
    from injection_data import load
    from injection_heldout import load as load2
    from injection_heldout3 import load as load3
    from injection_heldout4 import load as load4
    from injection_heldout5 import load as load5
    from injection_heldout6 import load as load6

    test_pages = test_side_pages()
    print(f"detector v{DETECTOR_VERSION}")
    for name, loader in (
        ("dev", lambda: load("dev")),
        ("heldout2", load2),
        ("heldout3", load3),
        ("heldout4", load4),
        ("heldout5", load5),
        ("heldout6", load6),
    ):
        hits: dict[bool, list[bool]] = {True: [], False: []}
        pdfs = []
        for item in loader():
            if carried_by_test_page(item, test_pages):
                continue
            try:
                artifact = load_artifact(item.body, content_type=item.content_type)
            except ArtifactError:
                continue
            flagged = detect_injection(artifact).flagged
            hits[item.injected].append(flagged)
            if not item.injected and item.source == "corpus:pdfs":
                pdfs.append(flagged)
        det = sum(hits[True]) / len(hits[True])
        fp = sum(hits[False]) / len(hits[False])
        print(
            f"{name}: detection {det:.3f} of {len(hits[True])}, false positives "
            f"{100 * fp:.1f} % ({sum(hits[False])}/{len(hits[False])}); real PDFs flagged "
            f"{sum(pdfs)} of {len(pdfs)}",
            flush=True,
        )


if __name__ == "__main__":
    main()
