"""Stop 65: what stop 64's dump holds of a page, and (exploratory, after the read) the level above
which the voice rule adds no clean document.

    python dump_check.py voice_read.jsonl PART [PART ...]

For every document ``voice.py read`` re-read (the candidates): its visible sentences (the
sentences of its visible-text and PDF-text lines, in reading order) against the dump's pieces:
how many the dump holds, how many pieces are not visible sentences (hidden passages judged as
visible, whole lines, text cut at 240 characters), and whether the pieces that are visible
sentences come in reading order.
"""

from __future__ import annotations

import importlib
import json
import sys
import zlib
from collections import Counter
from pathlib import Path

HERE = Path(__file__).resolve().parent
sys.path.insert(0, str(HERE))
sys.path.insert(0, str(HERE.parents[2]))  # benchmarks/
sys.path.insert(0, str(HERE.parents[1]))  # benchmarks/page_probe

import voice  # noqa: E402


def main(readfile: Path, parts: list[str]) -> None:
    import injection_data
    import injection_data.corpus

    injection_data.corpus.DEFAULT_CORPUS = voice.CORPUS
    import injection_quality as iq

    from pytest_websearch_bench.artifacts import ArtifactError, load_artifact
    from pytest_websearch_bench.safety import injection as inj
    from pytest_websearch_bench.safety.signals import sentences

    dump: dict[str, dict] = {}
    for path in sorted(voice.DUMP.glob("*.jsonl")):
        for line in path.open(encoding="utf-8"):
            row = json.loads(line)
            dump[row["id"]] = row
    read = {}
    for line in readfile.open(encoding="utf-8"):
        row = json.loads(line)
        read[row["id"]] = row
    tally: Counter[str] = Counter()
    for part in parts:
        if part == "test" or part in iq.SEALED or part in ("heldout58", "heldout59"):
            raise SystemExit(f"{part}: not read here")
        if part == "dev":
            docs = injection_data.load("dev", corpus=voice.CORPUS)
        elif part.startswith("tuning"):
            docs = importlib.import_module(f"injection_{part}").load()
        else:
            docs = iq.loader(part)(corpus=voice.CORPUS)
        for doc in docs:
            if doc.id not in read or read[doc.id].get("left_out"):
                continue
            try:
                artifact = load_artifact(doc.body, content_type=doc.content_type, url=doc.url)
            except ArtifactError:
                continue
            visible = [
                c.text[a:b].strip()
                for c in inj.channels_of(artifact)
                if c.vector in ("visible_text", "pdf_text") and c.offsets is None and not c.decoding
                for a, b in sentences(c.text)
            ]
            pieces = [p["t"] for p in dump[doc.id].get("pieces", ())]
            position = {t[:240]: n for n, t in reversed(list(enumerate(visible)))}
            tally["documents"] += 1
            tally["visible sentences"] += len(visible)
            tally["pieces"] += len(pieces)
            held = [position[t] for t in pieces if t in position]
            tally["pieces that are visible sentences"] += len(held)
            tally["visible sentences the dump holds"] += len(set(held))
            tally["documents whose sentence pieces are in reading order"] += held == sorted(held)
            tally["pieces cut at 240 characters"] += sum(len(t) == 240 for t in pieces)
    for key, value in tally.items():
        print(f"{key}: {value}")

    # exploratory (after the read): the highest clean sentence left in no quoted voice, and the
    # injected visible-text documents gained above it
    rows = {r: dump[r] for r in read}
    top_clean = max(
        voice._agree(p["p"])
        for r in read.values()
        if not r.get("left_out") and not rows[r["id"]]["injected"]
        for p in r["pieces"]
        if not p["voice"]
    )
    gained: Counter[int] = Counter()
    for r in read.values():
        row = rows[r["id"]]
        if r.get("left_out") or not row["injected"] or row["channel"] != "visible_text":
            continue
        if any(voice._agree(p["p"]) > top_clean and not p["voice"] for p in r["pieces"]):
            gained[zlib.crc32(r["id"].encode()) % 2] += 1
    print(
        f"exploratory: highest clean sentence in no quoted voice {top_clean:.4f}; injected"
        f" visible-text documents gained above it (design/check): {gained[0]} / {gained[1]}"
    )


if __name__ == "__main__":
    main(Path(sys.argv[1]), sys.argv[2:])
