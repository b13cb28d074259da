"""``benchmarks/injection_split.json``: how and when the split was made, what is on each
side, and how many documents each part has; written by this module, checked by
``tests/test_injection_data.py`` (a change in the split or in the documents fails it).

Write it again only on purpose (a deliberate new split, with a new date and a reason):
``python -m injection_data.manifest --write`` from ``benchmarks/``.
"""

from __future__ import annotations

import argparse
import hashlib
import json
from collections import Counter
from collections.abc import Iterable
from pathlib import Path
from typing import Any

from . import LabeledDoc, load
from .attacks import all_bank_entries
from .corpus import available, pages, real_pdfs
from .hardneg import all_sentences
from .split import DEV_SHARE, RULE, SPLIT_DATE, key_of, side

PATH = Path(__file__).resolve().parents[1] / "injection_split.json"
NOTE = (
    "Made once on 2026-12-01, before any detector was tuned on it. Split unit: the bank "
    "entry (an addressee phrasing, an ask phrasing, a softness frame, a shape, a value, a "
    "host title/paragraph/site, an exfiltration URL or e-mail, an invented JSON-LD key, a "
    "hard-negative sentence, a BIPIA instruction, a PINT row) and the page (html/ and "
    "html-dev/ by the same rule on '<folder>/<file>', real PDFs on 'pdfs/<file>', html-dev2 "
    "by benchmarks/html_dev2_split.json). A document takes every part from its side, so "
    "test attacks use wordings never seen in dev. Channel techniques (which CSS hides, "
    "which attribute) are not split: each appears on both sides. Tune on dev only; test is "
    "scored to report (benchmarks/injection_quality.py --part test), never to tune."
)


def _digest(items: Iterable[str]) -> str:
    return hashlib.sha256("\n".join(items).encode()).hexdigest()[:16]


def extra_entries(corpus: Path | None) -> dict[str, list[str]]:
    """BIPIA instructions and PINT rows (they need the corpus)."""
    import yaml

    if corpus is None or not available(corpus):
        return {}
    folder = corpus / "injection"
    bipia: list[str] = []
    for kind in ("text", "code"):
        data = json.loads(
            (folder / "bipia" / f"{kind}_attack_test.json").read_text(encoding="utf-8")
        )
        bipia.extend(text for _, items in sorted(data.items()) for text in items)
    rows = yaml.safe_load((folder / "pint-example-dataset.yaml").read_text(encoding="utf-8"))
    return {"bipia": bipia, "pint": [str(row["text"]).strip() for row in rows]}


def banks_summary(corpus: Path | None) -> dict[str, Any]:
    entries = all_bank_entries()
    entries["hardneg"] = all_sentences()
    entries.update(extra_entries(corpus))
    out: dict[str, Any] = {}
    for bank in sorted(entries):
        sides = {
            part: sorted({e for e in entries[bank] if side(bank, key_of(e)) == part})
            for part in ("dev", "test")
        }
        out[bank] = {
            part: {"entries": len(items), "sha256_16": _digest(items)}
            for part, items in sides.items()
        }
    return out


def doc_digest(docs: list[LabeledDoc]) -> str:
    """Labels, payloads and (for HTML) bytes: PDF bytes are left out, PDFium's output may
    differ between its versions while the text it carries does not."""
    lines = []
    for d in docs:
        body = hashlib.sha256(d.body).hexdigest() if d.content_type != "application/pdf" else "pdf"
        lines.append(
            "|".join(
                [
                    d.id,
                    d.part,
                    str(d.injected),
                    str(d.channel),
                    d.language,
                    d.family,
                    d.source,
                    d.url,
                    d.content_type,
                    body,
                    d.payload or "",
                    str(d.synthetic),
                ]
            )
        )
    return _digest(lines)


def part_summary(docs: list[LabeledDoc]) -> dict[str, Any]:
    injected = [d for d in docs if d.injected]
    clean = [d for d in docs if not d.injected]
    return {
        "documents": len(docs),
        "injected": len(injected),
        "clean": len(clean),
        "injected_per_channel": dict(sorted(Counter(str(d.channel) for d in injected).items())),
        "injected_per_language": dict(sorted(Counter(d.language for d in injected).items())),
        "injected_per_source": dict(sorted(Counter(d.source for d in injected).items())),
        "injected_per_channel_language": dict(
            sorted(Counter(f"{d.channel}/{d.language}" for d in injected).items())
        ),
        "clean_per_source": dict(sorted(Counter(d.source for d in clean).items())),
        "clean_per_language": dict(sorted(Counter(d.language for d in clean).items())),
        "digest": doc_digest(docs),
    }


def describe(corpus: Path) -> dict[str, Any]:
    """The manifest (with the corpus: it must be there to describe the corpus side)."""
    if not available(corpus):
        raise SystemExit(f"the shared corpus is needed to describe the split: {corpus}")
    absent = corpus / "__absent__"
    return {
        "date": SPLIT_DATE,
        "rule": RULE,
        "dev_share_percent": DEV_SHARE,
        "note": NOTE,
        "pages": {
            part: sorted(
                [
                    f"{p.source.removeprefix('corpus:')}/{p.name}"
                    for p in pages(corpus)
                    if p.part == part and p.source != "corpus:html-dev2"
                ]
                + [f"pdfs/{name}" for name, pdf_part, _ in real_pdfs(corpus) if pdf_part == part]
            )
            for part in ("dev", "test")
        },
        "banks": banks_summary(corpus),
        "parts": {part: part_summary(load(part, corpus=corpus)) for part in ("dev", "test")},
        "parts_without_corpus": {
            part: part_summary(load(part, corpus=absent)) for part in ("dev", "test")
        },
    }


def main() -> None:
    from . import default_corpus

    parser = argparse.ArgumentParser(description="write or check benchmarks/injection_split.json")
    parser.add_argument("--write", action="store_true")
    args = parser.parse_args()
    current = describe(default_corpus().resolve())
    if args.write:
        PATH.write_text(json.dumps(current, indent=1, ensure_ascii=False) + "\n", encoding="utf-8")
        print(f"wrote {PATH}")
        return
    stored = json.loads(PATH.read_text(encoding="utf-8"))
    print("unchanged" if stored == current else "CHANGED")


if __name__ == "__main__":
    main()
