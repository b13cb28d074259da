"""Read every tuning writer once as the installed detector reads it, keeping per scored
sentence its hashed features (to refit without a writer) and what the page decision needs.

    python benchmarks/page_probe/extract10.py OUT.pkl

Tuning writers only (``TUNING``): dev, heldout2 (``injection_heldout``), heldout3-9,
tuning9 and tuning10 (v13), heldout10-12 (v16), heldout13-15 (v20), heldout16-17 (v22), heldout18-19 (v24),
heldout20-21 (v26), heldout22-25 (v30),
heldout26-39 (v44); ``python extract10.py OUT.pkl dev,heldout8`` reads only those,
``python extract10.py OUT.pkl dev 1/4`` every fourth document from the second (processes
in parallel; each document keeps its ``order`` in its writer's list, to merge them).
Documents carried by a frozen-test-side page are skipped before they are read (asserted:
each held-out writer of heldout2-8 has some, dev none). The frozen test part and any sealed
set are never opened. v20 also keeps each sentence's first 600 characters and signals (what
``features`` reads), so that other features can be tried without reading again.
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


def memoise() -> None:
    """Remember each sentence's signals and features across documents: the writers plant
    their attacks in the same real pages again and again, whose sentences read the same
    every time (pure functions of the text: the reading is unchanged, only faster)."""
    from functools import lru_cache

    import pytest_websearch_bench.safety.injection as injection

    for name in ("structural_signals", "signals_of", "features"):
        setattr(injection, name, lru_cache(maxsize=400_000)(getattr(injection, name)))


# Every tuning writer and the module that loads it (dev: the development part only). The
# frozen test part and any sealed set are never among them.
TUNING = (
    ("dev", "injection_data"),
    ("heldout2", "injection_heldout"),
    ("heldout3", "injection_heldout3"),
    ("heldout4", "injection_heldout4"),
    ("heldout5", "injection_heldout5"),
    ("heldout6", "injection_heldout6"),
    ("heldout7", "injection_heldout7"),
    ("heldout8", "injection_heldout8"),
    # v13: heldout9 (scored blind for v12) and the two tuning writers written for v12 but
    # not read in time (12,796 documents, 6,958 and 5,838)
    ("heldout9", "injection_heldout9"),
    ("tuning9", "injection_tuning9"),
    ("tuning10", "injection_tuning10"),
    # v16: the three writers scored blind for v14 and v15 (heldout10-12), each a tuning
    # writer since; they ride on no frozen-test-side page
    ("heldout10", "injection_heldout10"),
    ("heldout11", "injection_heldout11"),
    ("heldout12", "injection_heldout12"),
    # v20: the three writers scored blind for v16-v18 (heldout13-15), tuning writers since
    ("heldout13", "injection_heldout13"),
    ("heldout14", "injection_heldout14"),
    ("heldout15", "injection_heldout15"),
    # v22: the two writers scored blind for v20 and v21 (heldout16-17), tuning writers since
    ("heldout16", "injection_heldout16"),
    ("heldout17", "injection_heldout17"),
    # v24: the two writers scored blind for v22 and v23 (heldout18-19), tuning writers since
    ("heldout18", "injection_heldout18"),
    ("heldout19", "injection_heldout19"),
    # v26: the two writers scored blind for v24 and v25 (heldout20-21), tuning writers since
    ("heldout20", "injection_heldout20"),
    ("heldout21", "injection_heldout21"),
    # v30: the four writers scored blind for v26-v29 (heldout22-25), tuning writers since
    ("heldout22", "injection_heldout22"),
    ("heldout23", "injection_heldout23"),
    ("heldout24", "injection_heldout24"),
    ("heldout25", "injection_heldout25"),
    # v44: the fourteen writers scored blind for v30-v43 (heldout26-39), tuning writers since
    ("heldout26", "injection_heldout26"),
    ("heldout27", "injection_heldout27"),
    ("heldout28", "injection_heldout28"),
    ("heldout29", "injection_heldout29"),
    ("heldout30", "injection_heldout30"),
    ("heldout31", "injection_heldout31"),
    ("heldout32", "injection_heldout32"),
    ("heldout33", "injection_heldout33"),
    ("heldout34", "injection_heldout34"),
    ("heldout35", "injection_heldout35"),
    ("heldout36", "injection_heldout36"),
    ("heldout37", "injection_heldout37"),
    ("heldout38", "injection_heldout38"),
    ("heldout39", "injection_heldout39"),
)
NOT_YET: tuple[tuple[str, str], ...] = ()  # written, merged, not yet read: none (v13)
# The writers that planted attacks in frozen-test-side pages too (those documents are
# skipped before they are read, asserted); heldout9, tuning9 and tuning10 drew none.
CARRY_TEST_PAGES = frozenset(f"heldout{n}" for n in range(2, 9))


def loaders() -> list[tuple[str, object]]:
    """The tuning writers (``TUNING``) present in this checkout. ``INJECTION_CORPUS`` names
    the shared corpus when it is not at ``../shared/corpus`` (a worktree elsewhere)."""
    import importlib
    import importlib.util
    import os

    if os.environ.get("INJECTION_CORPUS"):
        import injection_data.corpus

        injection_data.corpus.DEFAULT_CORPUS = Path(os.environ["INJECTION_CORPUS"])

    out: list[tuple[str, object]] = []
    for name, module in TUNING:
        if importlib.util.find_spec(module) is None:
            continue
        load = importlib.import_module(module).load
        out.append((name, (lambda load=load: load("dev")) if name == "dev" else load))
    return out


def require_corpus() -> None:
    """Stop when the shared corpus is not where the loaders look (stop 48: a worktree whose
    ``../shared/corpus`` is missing read every writer without the documents that ride on
    corpus pages, and the split reading ``J/K`` turns off the assertion that would catch
    it). Call after ``loaders()``, which applies ``INJECTION_CORPUS``."""
    import injection_data.corpus as corpus

    if not corpus.available(corpus.DEFAULT_CORPUS):
        raise SystemExit(
            f"extract10.py: no shared corpus at {corpus.DEFAULT_CORPUS}; the writers' documents "
            "that ride on corpus pages would be left out of the reading. Set INJECTION_CORPUS "
            "to the corpus (e.g. INJECTION_CORPUS=/path/to/shared/corpus)."
        )


def merged(paths: list[Path]) -> list[dict]:
    """The documents of several extractions (groups of writers, or ``J/K`` parts), in
    ``TUNING`` order and each writer's own order, as one extraction reads them."""
    writers = {name: n for n, (name, _) in enumerate((*TUNING, *NOT_YET))}
    docs = []
    for path in paths:
        for position, doc in enumerate(pickle.loads(path.read_bytes())):
            docs.append((writers[doc["set"]], doc.get("order", position), doc))
    docs.sort(key=lambda t: t[:2])
    return [doc for _, _, doc in docs]


def record(name: str, order: int, item: object, channels: list) -> dict:
    """One document as the extraction keeps it: per scored sentence, what the refit and
    the page decision need."""
    payload = _normal(item.payload) if item.payload else None  # type: ignore[attr-defined]
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
                    "decoding": channel.decoding,
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
                    # v20: what ``features`` reads, to try other features without reading again
                    "full": piece.text[:600],
                    "signals": (*piece.rules, *piece.structural, *piece.bonus),
                }
            )
    return {
        "set": name,
        "order": order,
        "id": item.id,  # type: ignore[attr-defined]
        "injected": item.injected,  # type: ignore[attr-defined]
        "channel": item.channel,  # type: ignore[attr-defined]
        "language": item.language,  # type: ignore[attr-defined]
        "family": item.family,  # type: ignore[attr-defined]
        "source": item.source,  # type: ignore[attr-defined]
        "payload": item.payload,  # type: ignore[attr-defined]
        "rows": rows,
    }


def main() -> None:
    out = Path(sys.argv[1])
    # (an empty list means every writer, as no list does: stop 48 read none by ``""``)
    named = [n for n in sys.argv[2].split(",") if n] if len(sys.argv) > 2 else []
    only = named or None
    part, parts = (int(n) for n in sys.argv[3].split("/")) if len(sys.argv) > 3 else (0, 1)
    memoise()
    writers = loaders()
    unknown = sorted(set(only or ()) - {name for name, _ in writers})
    if unknown:
        raise SystemExit(f"extract10.py: {', '.join(unknown)}: not a tuning writer here (TUNING)")
    require_corpus()
    test_pages = test_side_pages()
    docs = []
    began = time.perf_counter()
    for name, loader in writers:
        if only and name not in only:
            continue
        skipped = 0
        for order, item in enumerate(loader()):  # type: ignore[operator]
            if order % parts != part:
                continue  # another process reads it (``J/K``: every K-th document from J)
            if carried_by_test_page(item, test_pages):
                assert name != "dev", item.id
                skipped += 1
                continue
            try:
                channels = channels_of(load_artifact(item.body, content_type=item.content_type))
            except ArtifactError:
                continue
            docs.append(record(name, order, item, channels))
        print(
            f"{name}: {len(docs)} docs, {skipped} skipped, {time.perf_counter() - began:.0f} s",
            flush=True,
        )
        if name in CARRY_TEST_PAGES and parts == 1:
            assert skipped > 0, name
    out.write_bytes(pickle.dumps(docs))


if __name__ == "__main__":
    main()
