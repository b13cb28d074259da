"""Why the installed detector misses a held-out set's attacks (issue 18; only for sets that are
tuning writers, scored twice: it refuses a sealed set). For every missed document of the
chosen channels (visible_text and css_hidden unless ``--channels`` says otherwise): the
channel that carries the planted text as the detector reads it (or none), its vector and
threshold, its sentences, the model's best probability against the cutoff, and one cause;
printed as counts per cause and technique, and as a table of 20 evenly spaced misses per
channel. (One script for every set: it replaces ``misses11.py`` and ``misses12.py``, which
``MISSES_heldout11.md`` and ``MISSES_heldout12.md`` name: ``--part heldout11 --channels
attribute,css_hidden`` and ``--part heldout12 --channels
visible_text,css_hidden,pdf_hidden_text`` print what they printed.)

    python benchmarks/page_probe/misses.py --part heldout15 [--sample 20] [--channels visible_text,...]

Causes, first that applies: ``not read`` (no channel holds the planted text);
``read as visible`` (the hiding is not recognised: judged as visible text, which needs an
addressee and the visible cutoff); ``read as structural`` (meta content, standard
structured data or a prose non-text attribute: the structural cutoffs); ``hidden, model under cutoff`` split by ``p >= 0.5`` (near) and below
(far); ```split`` is noted when no single sentence holds most of the planted text. For each miss,
also whether the planted text alone, read as a hidden channel of its kind (``DECEPTIVE``,
the model and rules as shipped), would be flagged: what reading the channel would gain.
"""

from __future__ import annotations

import argparse
import re
import sys
from collections import Counter
from pathlib import Path

HERE = Path(__file__).resolve().parent
sys.path.insert(0, str(HERE.parent))

CHANNELS = ("visible_text", "css_hidden")
_WORD = re.compile(r"\w+")


def _words(text: str) -> list[str]:
    return [w.lower() for w in _WORD.findall(text)]


def _cover(payload: list[str], text: str) -> float:
    """The share of the planted text's words present in ``text``."""
    if not payload:
        return 0.0
    have = Counter(_words(text))
    return sum(1 for w in payload if have[w] > 0) / len(payload)


def _variant(family: str) -> str:
    match = re.search(r"variant=([^;]+)", family)
    return match.group(1) if match else "?"


def _shape(family: str) -> str:
    match = re.search(r"shape=([^;]+)", family)
    return match.group(1) if match else "?"


def analyse(doc) -> dict[str, object]:  # type: ignore[no-untyped-def]
    from pytest_websearch_bench.artifacts import load_artifact
    from pytest_websearch_bench.safety.channels import DECEPTIVE, STRUCTURAL, VISIBLE, Channel
    from pytest_websearch_bench.safety.injection import channels_of, judge, scored
    from pytest_websearch_bench.safety.model import shipped_model

    model = shipped_model()
    artifact = load_artifact(doc.body, content_type=doc.content_type, url=doc.url)
    payload = _words(doc.payload or "")
    best = None
    for channel in channels_of(artifact):
        cover = _cover(payload, channel.text)
        if cover >= 0.6 and (best is None or cover > best[0]):
            best = (cover, channel)
    row: dict[str, object] = {
        "id": doc.id,
        "variant": _variant(doc.family),
        "shape": _shape(doc.family),
        "language": doc.language,
    }
    # what the detector would say of the planted text read as a hidden channel of its kind
    probe = Channel(doc.channel, "probe", doc.payload or "", DECEPTIVE)
    row["if_hidden"] = judge(probe, model) is not None
    if best is None:
        row.update(cause="not read", vector="-", prob=None, cutoff=None, pieces=0, split=False)
        return row
    channel = best[1]
    rows = scored(channel, model)
    probs = [r.probability for r in rows if r.probability is not None]
    top = max(probs) if probs else 0.0
    kind = {VISIBLE: "visible", STRUCTURAL: "structural", DECEPTIVE: "hidden"}[channel.threshold]
    cutoff = model.cutoffs.get(kind, 1.0)
    if kind == "structural":
        cutoff = min(cutoff, model.cutoffs.get("structural_low", cutoff))
    # a sentence holding most of the planted text (the whole-channel piece counts)
    split = not any(_cover(payload, r.piece.text) >= 0.8 for r in rows)
    if kind == "visible" and doc.channel == "visible_text":
        cause = "visible, " + ("near" if top >= 0.5 else "far") + " under the visible cutoff"
    elif kind == "visible":
        cause = "read as visible (hiding not recognised)"
    elif kind == "structural":
        cause = "read as structural (meta, structured data, attribute), under its cutoff"
    elif top >= 0.5:
        cause = "hidden, model under cutoff (p >= 0.5)"
    else:
        cause = "hidden, model far under cutoff (p < 0.5)"
    row.update(
        cause=cause,
        vector=f"{channel.vector}@{channel.locator.rpartition('@')[2][:20]}"
        if channel.vector == "attribute"
        else channel.vector,
        prob=round(top, 3),
        cutoff=cutoff,
        pieces=len(rows),
        split=split,
        rules=sorted({s for r in rows for s in r.piece.rules}),
    )
    return row


def main() -> None:
    parser = argparse.ArgumentParser()
    parser.add_argument("--sample", type=int, default=20)
    parser.add_argument("--corpus", type=Path)
    parser.add_argument("--channels", default=",".join(CHANNELS))
    from injection_quality import HELDOUT, SEALED, loader

    parser.add_argument("--part", choices=sorted(HELDOUT), required=True)
    args = parser.parse_args()
    if args.part in SEALED:
        parser.error(f"{args.part} is sealed ({SEALED[args.part]}): score it blind first")
    load = loader(args.part)

    from pytest_websearch_bench.artifacts import load_artifact
    from pytest_websearch_bench.safety.injection import DETECTOR_VERSION, detect_injection

    docs = load(corpus=args.corpus)
    print(f"detector v{DETECTOR_VERSION}, {args.part}")
    for channel in args.channels.split(","):
        injected = [d for d in docs if d.injected and d.channel == channel]
        missed = [
            d
            for d in injected
            if not detect_injection(
                load_artifact(d.body, content_type=d.content_type, url=d.url)
            ).flagged
        ]
        rows = [analyse(d) for d in missed]
        print(
            f"\n## {channel}: {len(injected) - len(missed)}/{len(injected)} flagged, "
            f"{len(missed)} missed"
        )
        print("causes (all misses):")
        for cause, count in Counter(str(r["cause"]) for r in rows).most_common():
            print(f"  {count:3d}  {cause}")
        print("cause by technique (all misses):")
        by = Counter((str(r["variant"]), str(r["cause"])) for r in rows)
        for (variant, cause), count in sorted(by.items()):
            print(f"  {count:3d}  {variant}: {cause}")
        flagged_by = Counter(_variant(d.family) for d in injected if d not in missed)
        print("flagged by technique:", dict(sorted(flagged_by.items())))
        print("flagged if the planted text were read as a hidden channel of its kind, by cause:")
        for cause in sorted({str(r["cause"]) for r in rows}):
            some = [r for r in rows if r["cause"] == cause]
            print(f"  {cause}: {sum(bool(r['if_hidden']) for r in some)}/{len(some)}")
        still = Counter(str(r["shape"]) for r in rows if not r["if_hidden"])
        print("missed even read as hidden, by shape:", dict(still.most_common()))
        print(
            "split (no sentence holds 80 % of the planted words):",
            sum(1 for r in rows if r["split"]),
        )
        print("shapes of the misses:", dict(Counter(str(r["shape"]) for r in rows).most_common()))
        step = max(1, len(rows) // args.sample) if rows and args.sample > 0 else 1
        sample = rows[::step][: args.sample] if args.sample > 0 else rows
        print(f"sample of {len(sample)} (every {step}th miss):")
        for r in sample:
            print(
                f"  {r['id']} {r['variant']} shape={r['shape']}: {r['cause']}; read as "
                f"{r['vector']}, {r['pieces']} piece(s), p={r['prob']} cutoff={r['cutoff']}"
                f"{' split' if r['split'] else ''} rules={r.get('rules', [])}; "
                f"as hidden: {'flagged' if r['if_hidden'] else 'missed'}"
            )


if __name__ == "__main__":
    main()
