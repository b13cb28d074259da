"""Read every tuning writer once as the installed detector reads it, keeping per scored
sentence its hashed features (to refit without a writer) and what the page decision needs.

    python benchmarks/page_probe/extract10.py OUT.pkl

Tuning writers only: dev, heldout2 (``injection_heldout``), heldout3, heldout4, heldout5 and
heldout6. Documents carried by a frozen-test-side page are skipped before they are read
(asserted: each held-out writer has some, dev none). The frozen test part and heldout7 are
never opened.
"""

from __future__ import annotations

import pickle
import sys
import time
from pathlib import Path

HERE = Path(__file__).resolve().parent
sys.path.insert(0, str(HERE.parent))
sys.path.insert(0, str(HERE))

from extract import carried_by_test_page, label, test_side_pages  # noqa: E402

from pytest_websearch_bench.artifacts.errors import ArtifactError  # noqa: E402
from pytest_websearch_bench.artifacts.load import load_artifact  # noqa: E402
from pytest_websearch_bench.safety.channels import VISIBLE  # noqa: E402
from pytest_websearch_bench.safety.explanation import _normal  # noqa: E402
from pytest_websearch_bench.safety.injection import channels_of, pieces  # noqa: E402
from pytest_websearch_bench.safety.model import hashed  # noqa: E402
from pytest_websearch_bench.safety.page import topical, visible_prose  # noqa: E402

MAX_SENTENCES = 4000


def loaders() -> list[tuple[str, object]]:
    from injection_data import load
    from injection_heldout import load as load2
    from injection_heldout3 import load as load3
    from injection_heldout4 import load as load4
    from injection_heldout5 import load as load5
    from injection_heldout6 import load as load6

    return [
        ("dev", lambda: load("dev")),
        ("heldout2", load2),
        ("heldout3", load3),
        ("heldout4", load4),
        ("heldout5", load5),
        ("heldout6", load6),
    ]


def main() -> None:
    out = Path(sys.argv[1])
    only = sys.argv[2].split(",") if len(sys.argv) > 2 else None
    test_pages = test_side_pages()
    docs = []
    began = time.perf_counter()
    for name, loader in loaders():
        if only and name not in only:
            continue
        skipped = 0
        for item in loader():  # type: ignore[operator]
            if carried_by_test_page(item, test_pages):
                assert name != "dev", item.id
                skipped += 1
                continue
            try:
                channels = channels_of(load_artifact(item.body, content_type=item.content_type))
            except ArtifactError:
                continue
            payload = _normal(item.payload) if item.payload else None
            visible = visible_prose(channels)
            rows = []
            for ci, channel in enumerate(channels):
                for number, piece in enumerate(pieces(channel, None, visible)):
                    if number >= MAX_SENTENCES:
                        break
                    norm = _normal(piece.text)
                    rows.append(
                        {
                            "ch": ci,
                            "vector": channel.vector,
                            "decoded": channel.decoded,
                            "kind": piece.kind,
                            "rules": piece.by_rules,
                            "weak": piece.weakly_ruled,
                            "addr": piece.addressing,
                            "f": hashed(piece.features()),
                            "sig": piece.rules,
                            "struct": piece.structural,
                            "topic": topical(piece.text),
                            "words": len(norm.split()),
                            "repeats": piece.repeats,
                            "visible_ch": channel.threshold == VISIBLE,
                            "label": label(piece.text, payload),
                            "text": piece.text[:300],
                        }
                    )
            docs.append(
                {
                    "set": name,
                    "id": item.id,
                    "injected": item.injected,
                    "channel": item.channel,
                    "language": item.language,
                    "family": item.family,
                    "source": item.source,
                    "payload": item.payload,
                    "rows": rows,
                }
            )
        print(
            f"{name}: {len(docs)} docs, {skipped} skipped, {time.perf_counter() - began:.0f} s",
            flush=True,
        )
        if name != "dev":
            assert skipped > 0, name
    out.write_bytes(pickle.dumps(docs))


if __name__ == "__main__":
    main()
