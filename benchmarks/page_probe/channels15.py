"""Per-document verdicts of the installed detector on one tuning writer (dev, heldout10,
heldout11, and since v15 tuning9 and tuning10), written as JSON lines, and the comparison
of two such runs (issue 18, branch channels15: the iframe ``srcdoc`` and SVG text
channels, then v15's general readings).

    python benchmarks/page_probe/channels15.py run --part heldout11 --out /tmp/h11.jsonl \
        --corpus /work/shared/corpus
    python benchmarks/page_probe/channels15.py compare /tmp/base.jsonl /tmp/new.jsonl

``run`` loads each set's own loader only (never ``injection_quality``, which imports every
set's module); a row: id, injected, channel, language, source, flagged, the vectors of the
channels read and the number of srcdoc / SVG channels. Run it against another source tree
with ``PYTHONPATH=that/src`` (the baseline: a copy of v13's ``src``).
"""

from __future__ import annotations

import argparse
import json
import sys
from collections import defaultdict
from pathlib import Path

HERE = Path(__file__).resolve().parent
sys.path.insert(0, str(HERE.parent))

PARTS = ("dev", "heldout10", "heldout11", "tuning9", "tuning10")


def _load(part: str, corpus: Path | None) -> list:  # type: ignore[type-arg]
    if part == "dev":
        from injection_data import load

        return load("dev", corpus=corpus)
    if part == "heldout10":
        from injection_heldout10 import load as load10

        return load10(corpus=corpus)
    if part == "heldout11":
        from injection_heldout11 import load as load11

        return load11(corpus=corpus)
    if part in ("tuning9", "tuning10"):
        import importlib

        loaded: list = importlib.import_module(f"injection_{part}").load(corpus=corpus)  # type: ignore[type-arg]
        return loaded
    raise SystemExit(f"--part {part}: one of {', '.join(PARTS)}")


def run(part: str, out: Path, corpus: Path | None) -> None:
    from pytest_websearch_bench.artifacts import ArtifactError, load_artifact
    from pytest_websearch_bench.safety.injection import (
        DETECTOR_VERSION,
        channels_of,
        detect_injection,
    )

    with out.open("w", encoding="utf-8") as handle:
        for doc in _load(part, corpus):
            row = {
                "id": doc.id,
                "injected": doc.injected,
                "channel": doc.channel,
                "language": doc.language,
                "source": doc.source,
                "version": DETECTOR_VERSION,
            }
            try:
                artifact = load_artifact(doc.body, content_type=doc.content_type, url=doc.url)
            except ArtifactError as error:
                row.update(flagged=False, error=str(error), vectors=[], new=0)
            else:
                report = detect_injection(artifact)
                read = channels_of(artifact)
                row.update(
                    flagged=bool(report.flagged),
                    error=None,
                    vectors=sorted({c.vector for c in read}),
                    new=sum(1 for c in read if "@srcdoc" in c.locator or "svg" in c.locator),
                )
            handle.write(json.dumps(row, ensure_ascii=False) + "\n")


def _rows(path: Path) -> list[dict]:  # type: ignore[type-arg]
    return [json.loads(line) for line in path.read_text(encoding="utf-8").splitlines()]


def _rate(rows: list[dict]) -> str:  # type: ignore[type-arg]
    flagged = sum(r["flagged"] for r in rows)
    return f"{flagged / len(rows):.3f} ({flagged}/{len(rows)})" if rows else "-"


def compare(base: Path, new: Path) -> None:
    old_rows, new_rows = _rows(base), _rows(new)
    print(f"{base.name} -> {new.name}")
    for label, pick in (("detection", True), ("false positives", False)):
        a = [r for r in old_rows if r["injected"] is pick]
        b = [r for r in new_rows if r["injected"] is pick]
        print(f"  {label}: {_rate(a)} -> {_rate(b)}")
    by_channel: dict[str, list[list[dict]]] = defaultdict(lambda: [[], []])  # type: ignore[type-arg]
    for index, rows in enumerate((old_rows, new_rows)):
        for row in rows:
            if row["injected"]:
                by_channel[row["channel"]][index].append(row)
    for channel in sorted(by_channel):
        a, b = by_channel[channel]
        print(f"    {channel}: {_rate(a)} -> {_rate(b)}")
    old = {r["id"]: r for r in old_rows}
    changed = [r for r in new_rows if r["id"] in old and r["flagged"] != old[r["id"]]["flagged"]]
    for row in changed:
        print(f"  changed: {row['id']} {old[row['id']]['flagged']} -> {row['flagged']}")
    with_new = [r for r in new_rows if r.get("new")]
    clean_new = [r for r in with_new if not r["injected"]]
    print(
        f"  documents with a srcdoc/SVG channel: {len(with_new)} "
        f"({len(clean_new)} clean, {sum(r['new'] for r in clean_new)} channels on clean ones)"
    )


def main() -> None:
    parser = argparse.ArgumentParser()
    sub = parser.add_subparsers(dest="command", required=True)
    one = sub.add_parser("run")
    one.add_argument("--part", choices=PARTS, required=True)
    one.add_argument("--out", type=Path, required=True)
    one.add_argument("--corpus", type=Path, help="the shared corpus (default ../shared/corpus)")
    two = sub.add_parser("compare")
    two.add_argument("base", type=Path)
    two.add_argument("new", type=Path)
    args = parser.parse_args()
    if args.command == "run":
        run(args.part, args.out, args.corpus)
    else:
        compare(args.base, args.new)


if __name__ == "__main__":
    main()
