"""Stop 69, orders69 step 3 (issue 18): the product's flags with stop 69's and with the new ``safety/orders.py``.

The same documents as stop 68's ``ship_check.py`` (10,827: heldout50-57's visible-text / clean documents and their
other channels, heldout58's stored ones; the K2 verdicts in ``/work/scratch/det68b/``). heldout59-61 and the
frozen test part are never named or read here.

One detector pass instead of two: ``record`` runs the product (``detect_injection(artifact)``, the shipped model,
DETECTOR_VERSION 69) with stop 69's orders.py (PYTHONPATH's src) and wraps ``injection.order_forms``, the gate's
only call, so that every call is stored (document, piece text, signals, forms read). ``compare`` reads the new
orders.py (a file path) on every stored call; a document whose gate answer changes on any call (forms read ->
none, or none -> read) is run again through the product with the new reader patched in, and its flag compared.
A document whose every gate call gets the same yes / no from both readers keeps its flag: the gate's only input
to the verdict is whether forms were read (``injection._judge``).

    python flag_check.py record OUTDIR            # with PYTHONPATH=<stop 69's src>:<benchmarks>
    python flag_check.py compare OUTDIR NEW.py    # same PYTHONPATH; NEW.py: the new safety/orders.py
"""

from __future__ import annotations

import gzip
import importlib.util
import json
import sys
import time
from collections.abc import Callable, Iterator
from pathlib import Path
from typing import Any

HERE = Path(__file__).resolve().parent
BENCH = HERE.parents[3]
sys.path[:0] = [str(BENCH), str(BENCH / "page_probe")]

STORED = Path("/work/scratch/det68b")
CORPUS = Path("/work/shared/corpus")
PARTS = tuple(f"heldout{n}" for n in range(50, 58))
FILES = (
    *((f"{p}.jsonl.gz", p) for p in PARTS),
    *((f"other_{p}.jsonl.gz", p) for p in PARTS),
    ("heldout58.jsonl.gz", "heldout58"),
)
ALLOWED = frozenset((*PARTS, "heldout58"))


def documents(ids: set[str] | None = None) -> Iterator[tuple[str, dict, Any]]:
    """(file, stored K2 row, artifact) of every stored document (or only ``ids``)."""
    import injection_data.corpus
    import injection_quality as iq

    from pytest_websearch_bench.artifacts import ArtifactError, load_artifact

    injection_data.corpus.DEFAULT_CORPUS = CORPUS
    for name, part in FILES:
        assert part in ALLOWED, part
        with gzip.open(STORED / name, "rt", encoding="utf-8") as fh:
            rows = {r["id"]: r for r in map(json.loads, fh) if not r.get("unloadable")}
        for doc in iq.loader(part)(corpus=CORPUS):
            row = rows.get(doc.id)
            if row is None or (ids is not None and f"{name}:{doc.id}" not in ids):
                continue
            try:
                artifact = load_artifact(doc.body, content_type=doc.content_type, url=doc.url)
            except ArtifactError:
                continue
            yield name, {**row, "injected": bool(doc.injected)}, artifact


def check_tree() -> None:
    from pytest_websearch_bench.safety import injection as inj
    from pytest_websearch_bench.safety.model import GATED_VISIBLE, shipped_model

    assert inj.DETECTOR_VERSION == "69", inj.DETECTOR_VERSION
    model = shipped_model()
    assert [m.name for m in model.members] == ["v13", "v20", "v22", "v30", "v44"], model.members
    assert model.gated is not None and {m.name for m in model.gated.members} == GATED_VISIBLE


def gated(report: Any) -> list[list[Any]]:
    return [
        [f.vector, f.member, list(f.order), f.text[:160]]
        for f in report.findings
        if f.member == "v69"
    ]


def record(outdir: Path) -> None:
    from pytest_websearch_bench.safety import injection as inj

    check_tree()
    print("orders.py:", sys.modules[inj.order_forms.__module__].__file__, flush=True)
    calls: list[dict[str, Any]] = []
    old = inj.order_forms

    def wrapped(text: str, signals: Any = ()) -> Any:
        signals = tuple(signals)
        forms = old(text, signals)
        calls.append({"text": text, "signals": list(signals), "forms": [f.words() for f in forms]})
        return forms

    inj.order_forms = wrapped  # type: ignore[assignment]
    outdir.mkdir(parents=True, exist_ok=True)
    began = time.perf_counter()
    done = 0
    with gzip.open(outdir / "record.jsonl.gz", "wt", encoding="utf-8") as out:
        for name, row, artifact in documents():
            calls.clear()
            report = inj.detect_injection(artifact)
            got = {
                "key": f"{name}:{row['id']}",
                "injected": row["injected"],
                "K2": bool(row["cells"]["S"]["f"] or row["cells"]["G2"]["f"]),
                "got": bool(report.flagged),
                "gated": gated(report),
                "calls": list(calls),
            }
            out.write(json.dumps(got, ensure_ascii=False) + "\n")
            done += 1
            if done % 500 == 0:
                print(f"{done} documents; {time.perf_counter() - began:.0f}s", flush=True)
    print(f"{done} documents; {time.perf_counter() - began:.0f}s", flush=True)


def load_new(path: Path) -> Callable[..., Any]:
    spec = importlib.util.spec_from_file_location("pytest_websearch_bench.safety._orders_new", path)
    assert spec is not None and spec.loader is not None
    module = importlib.util.module_from_spec(spec)
    sys.modules[spec.name] = module
    spec.loader.exec_module(module)
    return module.order_forms  # type: ignore[no-any-return]


def compare(outdir: Path, new_path: Path) -> None:
    new = load_new(new_path)
    with gzip.open(outdir / "record.jsonl.gz", "rt", encoding="utf-8") as fh:
        rows = list(map(json.loads, fh))
    calls = sum(len(r["calls"]) for r in rows)
    changed: dict[str, list[dict[str, Any]]] = {}
    differ_words: list[tuple[str, dict[str, Any], list[str]]] = []
    for r in rows:
        for c in r["calls"]:
            after = [f.words() for f in new(c["text"], c["signals"])]
            if after != c["forms"]:
                differ_words.append((r["key"], c, after))
            if bool(after) != bool(c["forms"]):
                changed.setdefault(r["key"], []).append({**c, "new": after})
    print(f"documents: {len(rows)}; flagged (stop 69): {sum(r['got'] for r in rows)}; "
          f"equal to K2: {sum(r['got'] == r['K2'] for r in rows)}")  # fmt: skip
    print(f"gate calls: {calls}; forms differ: {len(differ_words)}; yes/no differs: "
          f"{sum(len(v) for v in changed.values())} in {len(changed)} documents")  # fmt: skip
    print("\ncalls whose forms differ but both readers read an order (no flag can change):")
    for key, c, after in differ_words:
        if after and c["forms"]:
            print(f"    {key}: {c['forms']} -> {after}")
    from pytest_websearch_bench.safety import injection as inj

    check_tree()
    inj.order_forms = new  # type: ignore[assignment]
    by_key = {r["key"]: r for r in rows}
    lost = removed = added = 0
    for name, row, artifact in documents(set(changed)):
        key = f"{name}:{row['id']}"
        before = by_key[key]
        report = inj.detect_injection(artifact)
        flip = bool(report.flagged) != before["got"]
        kind = "injected" if before["injected"] else "clean"
        if flip and before["got"]:
            lost += before["injected"]
            removed += not before["injected"]
        elif flip:
            added += 1
        print(f"\n{key} ({kind}): flag {before['got']} -> {bool(report.flagged)}"
              f"{'  FLAG CHANGES' if flip else ''}")  # fmt: skip
        for c in changed[key]:
            print(f"    piece: {' '.join(c['text'].split())[:300]!r}")
            print(f"    signals: {c['signals']}")
            print(f"    read before: {c['forms']}  now: {c['new']}")
    print(
        f"\ninjected detections lost: {lost}; clean flags removed: {removed}; flags added: {added}"
    )


if __name__ == "__main__":
    if len(sys.argv) == 3 and sys.argv[1] == "record":
        record(Path(sys.argv[2]))
    elif len(sys.argv) == 4 and sys.argv[1] == "compare":
        compare(Path(sys.argv[2]), Path(sys.argv[3]))
    else:
        raise SystemExit(__doc__)
