"""The installed detector on the corpus's real pages of the development side (issue 18,
v15's real-page check): every html/, html-dev/ and html-dev2/ page and real PDF whose
part is ``dev`` (``injection_data.corpus``; the frozen test side is never opened), one
JSON line each (flagged, and each finding's vector, locator and text), and the comparison
of two such runs (what one flags that the other does not).

    python benchmarks/page_probe/realpages15.py run OUT.jsonl [--corpus DIR]
    python benchmarks/page_probe/realpages15.py compare BASE.jsonl NEW.jsonl

Run it against another source tree with ``PYTHONPATH=that/src`` (the baseline: v13).
"""

from __future__ import annotations

import argparse
import json
import sys
from pathlib import Path

HERE = Path(__file__).resolve().parent
sys.path.insert(0, str(HERE.parent))


def run(out: Path, corpus: Path) -> None:
    from injection_data.corpus import pages, real_pdfs

    from pytest_websearch_bench.artifacts import ArtifactError, load_artifact
    from pytest_websearch_bench.safety.injection import DETECTOR_VERSION, detect_injection

    items: list[tuple[str, bytes, str, str]] = [
        (f"{page.source}/{page.name}", page.data, "text/html", page.url)
        for page in pages(corpus)
        if page.part == "dev"
    ]
    items += [
        (f"corpus:pdfs/{name}", data, "application/pdf", f"https://example.invalid/{name}")
        for name, part, data in real_pdfs(corpus)
        if part == "dev"
    ]
    with out.open("w", encoding="utf-8") as handle:
        for name, data, content_type, url in items:
            row: dict[str, object] = {"page": name, "version": DETECTOR_VERSION}
            try:
                report = detect_injection(load_artifact(data, content_type=content_type, url=url))
            except ArtifactError as error:
                row.update(flagged=False, error=str(error), findings=[])
            else:
                row.update(
                    flagged=bool(report.flagged),
                    error=None,
                    findings=[[f.vector, f.locator, f.text[:160]] for f in report.findings],
                )
            handle.write(json.dumps(row, ensure_ascii=False) + "\n")


def compare(base: Path, new: Path) -> None:
    def rows(path: Path) -> dict[str, dict]:  # type: ignore[type-arg]
        lines = path.read_text(encoding="utf-8").splitlines()
        return {row["page"]: row for row in map(json.loads, lines)}

    old, now = rows(base), rows(new)
    for label, table in (("base", old), ("new", now)):
        kinds = {"html": 0, "pdf": 0}
        for name in table:
            kinds["pdf" if "pdfs/" in name else "html"] += 1
        flagged = sorted(n for n, r in table.items() if r["flagged"])
        print(f"{label}: {len(table)} pages ({kinds}), {len(flagged)} flagged: {flagged}")
    for name in sorted(now):
        before = {tuple(f[:2]) for f in old.get(name, {}).get("findings", [])}
        added = [f for f in now[name]["findings"] if tuple(f[:2]) not in before]
        if added:
            print(f"new findings on {name}:")
            for vector, locator, text in added:
                print(f"  {vector} {locator}: {text!r}")


def main() -> None:
    parser = argparse.ArgumentParser()
    sub = parser.add_subparsers(dest="command", required=True)
    go = sub.add_parser("run")
    go.add_argument("out", type=Path)
    go.add_argument("--corpus", type=Path, default=HERE.parents[1].parent / "shared" / "corpus")
    both = sub.add_parser("compare")
    both.add_argument("base", type=Path)
    both.add_argument("new", type=Path)
    args = parser.parse_args()
    if args.command == "run":
        run(args.out, args.corpus)
    else:
        compare(args.base, args.new)


if __name__ == "__main__":
    main()
