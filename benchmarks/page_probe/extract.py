"""Read every tuning document once with detector v3's sentence stage and keep, per scored
sentence, what a page-level decision needs (probability, kind, rules, addressing,
topic, whether a hidden passage repeats the page's visible prose).

    python benchmarks/page_probe/extract.py OUT.pkl

Tuning writers only: dev, heldout2, heldout3, heldout4. Documents carried by a
frozen-test-side page are skipped before they are read (asserted: each heldout writer
has some, dev none). heldout5 and the test part are never opened.
"""

from __future__ import annotations

import pickle
import sys
import time
from pathlib import Path

HERE = Path(__file__).resolve().parent
sys.path.insert(0, str(HERE.parent))

import json  # noqa: E402
import re  # noqa: E402

from pytest_websearch_bench.artifacts.errors import ArtifactError  # noqa: E402
from pytest_websearch_bench.artifacts.load import load_artifact  # noqa: E402
from pytest_websearch_bench.safety.channels import VISIBLE  # noqa: E402
from pytest_websearch_bench.safety.explanation import _normal  # noqa: E402
from pytest_websearch_bench.safety.injection import channels_of, model_flags, pieces  # noqa: E402
from pytest_websearch_bench.safety.model import shipped_model  # noqa: E402
from pytest_websearch_bench.safety.page import topical, visible_prose  # noqa: E402


def test_side_pages() -> frozenset[str]:
    from injection_data.split import html_dev2_parts

    split = json.loads((HERE.parent / "injection_split.json").read_text(encoding="utf-8"))
    dev2 = {f"html-dev2/{p}" for p, part in html_dev2_parts().items() if part == "test"}
    return frozenset(split["pages"]["test"]) | dev2


_PAGE = re.compile(r"(?:^|;)page=([^;]+)")


def carried_by_test_page(doc: object, test_pages: frozenset[str]) -> bool:
    match = _PAGE.search(str(getattr(doc, "family", "")))
    return bool(match) and match.group(1) in test_pages


def label(text: str, payload: str | None) -> int:
    if not payload:
        return 0
    t = _normal(text)
    if len(t.split()) >= 3 and t in payload:
        return 1
    return int(len(payload.split()) >= 3 and payload in t)


def main() -> None:
    from injection_data import load
    from injection_heldout import load as load2
    from injection_heldout3 import load as load3
    from injection_heldout4 import load as load4
    from injection_heldout5 import load as load5

    out = Path(sys.argv[1])
    limit = int(sys.argv[2]) if len(sys.argv) > 2 else 0
    model = shipped_model()
    test_pages = test_side_pages()
    docs = []
    began = time.perf_counter()
    for name, loader in (
        ("dev", lambda: load("dev")),
        ("heldout2", load2),
        ("heldout3", load3),
        ("heldout4", load4),
        ("heldout5", load5),
    ):
        items = loader()
        if limit:
            items = items[:: max(1, len(items) // limit)]
        skipped = 0
        for item in items:
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
                for number, piece in enumerate(pieces(channel)):
                    feats = piece.features()
                    p = model.probability(feats) if number < 4000 else 0.0
                    norm = _normal(piece.text)
                    repeats = (
                        channel.threshold != VISIBLE and len(norm.split()) >= 4 and norm in visible
                    )
                    rows.append(
                        {
                            "ch": ci,
                            "vector": channel.vector,
                            "decoded": channel.decoded,
                            "kind": piece.kind,
                            "rules": piece.by_rules,
                            "weak": piece.weakly_ruled,
                            "addr": piece.addressing,
                            "p": p,
                            "mflag": model_flags(piece, p, model),
                            "sig": piece.rules,
                            "struct": piece.structural,
                            "topic": topical(piece.text),
                            "words": len(norm.split()),
                            "repeats": repeats,
                            "label": label(piece.text, payload),
                            "text": piece.text[:200],
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
                    "rows": rows,
                }
            )
        print(
            f"{name}: {len(docs)} docs so far, {skipped} skipped (test-side pages), "
            f"{time.perf_counter() - began:.0f} s",
            flush=True,
        )
        if name != "dev" and not limit:
            assert skipped > 0, name
    out.write_bytes(pickle.dumps(docs))


if __name__ == "__main__":
    main()
