"""Train the injection detector's model on the development part, and write it.

    python benchmarks/train_injection_model.py            # writes the shipped weights
    python benchmarks/train_injection_model.py --check    # regenerates, compares, writes nothing

Reads ``injection_data.load("dev")`` only (the frozen test part is never opened here).
Every document is read as the detector reads it (``safety.injection.pieces``): a
sentence of an injected document is a positive when it holds the planted payload (or
the payload holds it), every other sentence a negative. Choices are made by grouped
cross-validation on dev: folds by the attack's wording (its addressee and ask for
synthetic attacks, the instruction for BIPIA, the page for clean documents), so a fold's
held-out attacks use wordings the fold's model never saw. The cutoffs per channel kind
are the ones that detect most held-out attacks with at most ``MAX_FP`` of held-out
clean documents flagged; the model written is then fitted on all of dev with them.
Deterministic: the same data gives the same file, byte for byte. The same data means
the same reading of it: the shipped weights regenerate exactly on 466d013; the channel
fixes after it (prose ``data-*`` attributes, covered or clipped PDF text) read more of some
dev documents, so ``--check`` on later commits reports a difference (README, "The model
ships in the package").
"""

from __future__ import annotations

import argparse
import hashlib
import itertools
import json
import sys
import time
from collections.abc import Sequence
from dataclasses import dataclass
from pathlib import Path

import numpy as np

HERE = Path(__file__).resolve().parent
sys.path.insert(0, str(HERE))

from pytest_websearch_bench.artifacts.errors import ArtifactError  # noqa: E402
from pytest_websearch_bench.artifacts.load import load_artifact  # noqa: E402
from pytest_websearch_bench.safety.explanation import _normal  # noqa: E402
from pytest_websearch_bench.safety.injection import Piece, channels_of, pieces  # noqa: E402
from pytest_websearch_bench.safety.model import MODEL_FILE, Model, fit, hashed  # noqa: E402

OUT = HERE.parent / "src" / "pytest_websearch_bench" / "safety" / MODEL_FILE
FOLDS = 5
MAX_FP = 0.0  # held-out clean documents flagged by the model, at most
KINDS = ("hidden", "structural", "visible", "ruled")  # ruled: weak rules reached the threshold
GRID = (
    0.05,
    0.1,
    0.2,
    0.3,
    0.4,
    0.5,
    0.6,
    0.7,
    0.8,
    0.85,
    0.9,
    0.93,
    0.95,
    0.97,
    0.98,
    0.99,
    0.995,
    1.01,
)
L2 = 1e-4
STEPS = 300
RATE = 5.0  # Adam's step is RATE / 100


@dataclass
class Doc:
    id: str
    injected: bool
    channel: str | None
    language: str
    group: str
    rules: bool  # flagged by the rules alone
    # kind ("ruled" when weak rules reached the threshold), addressing, features, label
    pieces: list[tuple[str, bool, dict[int, float], int]]


def group_of(doc: object) -> str:
    """The cross-validation group: what a held-out fold must not have seen."""
    family = str(getattr(doc, "family", ""))
    if family.startswith("synthetic:"):
        parts = dict(p.split("=", 1) for p in family[len("synthetic:") :].split(";") if "=" in p)
        return f"syn:{parts.get('addressee', '')}:{parts.get('ask', '')}"
    if getattr(doc, "injected", False):
        return f"{family}:{_normal(str(getattr(doc, 'payload', '') or ''))[:60]}"
    return f"clean:{getattr(doc, 'url', '')}"


def fold_of(group: str) -> int:
    return int(hashlib.sha256(group.encode()).hexdigest()[:8], 16) % FOLDS


def _label(piece: Piece, payload: str | None) -> int:
    if not payload:
        return 0
    text = _normal(piece.text)
    if len(text.split()) >= 3 and text in payload:
        return 1
    return int(len(payload.split()) >= 3 and payload in text)


def read_docs(raw: Sequence[object]) -> list[Doc]:
    docs = []
    for item in raw:
        try:
            artifact = load_artifact(item.body, content_type=item.content_type)  # type: ignore[attr-defined]
            channels = channels_of(artifact)
        except ArtifactError:
            continue  # unreadable (an empty or encrypted PDF): nothing to judge
        payload = _normal(item.payload) if item.payload else None  # type: ignore[attr-defined]
        rows = []
        rules = False
        for channel in channels:
            for piece in pieces(channel):
                rules = rules or piece.by_rules
                kind = "ruled" if piece.weakly_ruled else piece.kind
                rows.append(
                    (kind, piece.addressing, hashed(piece.features()), _label(piece, payload))
                )
        docs.append(
            Doc(
                item.id,  # type: ignore[attr-defined]
                item.injected,  # type: ignore[attr-defined]
                item.channel,  # type: ignore[attr-defined]
                item.language,  # type: ignore[attr-defined]
                group_of(item),
                rules,
                rows,
            )
        )
    return docs


def training_set(docs: Sequence[Doc]) -> tuple[list[dict[int, float]], list[int]]:
    """Unique (features, label) samples, in document order."""
    seen: set[tuple[tuple[tuple[int, float], ...], int]] = set()
    samples, labels = [], []
    for doc in docs:
        for _, _, feats, label in doc.pieces:
            key = (tuple(sorted(feats.items())), label)
            if key in seen:
                continue
            seen.add(key)
            samples.append(feats)
            labels.append(label)
    return samples, labels


def train(docs: Sequence[Doc]) -> list[float]:
    samples, labels = training_set(docs)
    positives = max(1, sum(labels))
    weight = (len(labels) - positives) / positives
    return fit(samples, labels, l2=L2, steps=STEPS, rate=RATE, positive_weight=weight)


def doc_scores(doc: Doc, w: np.ndarray) -> dict[str, float]:
    """The highest probability per channel kind the model may flag on (visible: only
    addressing sentences)."""
    best = dict.fromkeys(KINDS, 0.0)
    for kind, addressing, feats, _ in doc.pieces:
        if kind == "visible" and not addressing:
            continue  # (a weakly ruled visible piece needs it too: see below)
        logit = sum(float(w[i]) * v for i, v in feats.items())
        p = 1.0 / (1.0 + np.exp(-logit))
        best[kind] = max(best[kind], p)
    return best


def flagged(doc: Doc, scores: dict[str, float], cutoffs: dict[str, float]) -> bool:
    return doc.rules or any(scores[k] >= cutoffs[k] for k in KINDS)


def choose_cutoffs(docs: Sequence[Doc], scores: Sequence[dict[str, float]]) -> dict[str, float]:
    """The cutoffs (a grid per kind) that flag most attacks with at most ``MAX_FP`` of
    clean documents flagged by the model beyond what the rules flag; ties go to the
    higher cutoffs."""
    table = np.array([[s[k] for k in KINDS] for s in scores])
    rules = np.array([d.rules for d in docs])
    injected = np.array([d.injected for d in docs])
    clean = ~injected
    allowed = MAX_FP * max(1, int(clean.sum())) + int((rules & clean).sum())
    grid = np.array(GRID)
    best: tuple[tuple[int, float], dict[str, float]] | None = None
    above = [table[:, n, None] >= grid[None, :] for n in range(len(KINDS))]  # doc x grid
    for combo in itertools.product(range(len(GRID)), repeat=len(KINDS)):
        hit = rules.copy()
        for n, g in enumerate(combo):
            hit |= above[n][:, g]
        if int((hit & clean).sum()) > allowed:
            continue
        rank = (int((hit & injected).sum()), float(sum(GRID[g] for g in combo)))
        if best is None or rank > best[0]:
            best = (rank, {k: GRID[g] for k, g in zip(KINDS, combo, strict=True)})
    assert best is not None
    return best[1]


def figures(docs: Sequence[Doc], scores: Sequence[dict[str, float]], cut: dict[str, float]) -> dict:
    def rate(items: list[bool]) -> dict[str, float | int]:
        return {"rate": round(sum(items) / len(items), 4), "documents": len(items)}

    attacks = [(d, flagged(d, s, cut)) for d, s in zip(docs, scores, strict=True) if d.injected]
    clean = [flagged(d, s, cut) for d, s in zip(docs, scores, strict=True) if not d.injected]
    by_channel: dict[str, list[bool]] = {}
    by_language: dict[str, list[bool]] = {}
    for doc, hit in attacks:
        by_channel.setdefault(doc.channel or "?", []).append(hit)
        by_language.setdefault(doc.language, []).append(hit)
    return {
        "detection": rate([h for _, h in attacks]),
        "false_positive": rate(clean),
        "rules_only_detection": rate([d.rules for d, _ in attacks]),
        "rules_only_false_positive": rate([d.rules for d in docs if not d.injected]),
        "detection_by_channel": {k: rate(v) for k, v in sorted(by_channel.items())},
        "detection_by_language": {k: rate(v) for k, v in sorted(by_language.items())},
    }


def main(argv: Sequence[str] | None = None) -> int:
    parser = argparse.ArgumentParser(description=__doc__.splitlines()[0])
    parser.add_argument("--check", action="store_true", help="compare with the shipped file")
    args = parser.parse_args(argv)
    from injection_data import load  # benchmarks/injection_data (the dev part only)

    began = time.perf_counter()
    docs = read_docs(load("dev"))
    print(f"dev: {len(docs)} documents read in {time.perf_counter() - began:.0f} s")
    held_out: list[dict[str, float]] = [dict.fromkeys(KINDS, 0.0) for _ in docs]
    for fold in range(FOLDS):
        train_docs = [d for d in docs if fold_of(d.group) != fold]
        w = np.asarray(train(train_docs))
        for number, doc in enumerate(docs):
            if fold_of(doc.group) == fold:
                held_out[number] = doc_scores(doc, w)
        print(f"fold {fold + 1}/{FOLDS} done ({time.perf_counter() - began:.0f} s)")
    cutoffs = choose_cutoffs(docs, held_out)
    cv = figures(docs, held_out, cutoffs)
    print(json.dumps({"cutoffs": cutoffs, "cross_validated": cv}, indent=1))
    weights = train(docs)
    model = Model(
        tuple(weights),
        cutoffs,
        {
            "trained_on": "injection_data.load('dev') (benchmarks/injection_split.json)",
            "folds": FOLDS,
            "grouped_by": "attack wording (addressee+ask; instruction), page for clean",
            "max_false_positive": MAX_FP,
            "l2": L2,
            "steps": STEPS,
            "rate": RATE,
            "documents": len(docs),
            "cross_validated": cv,
        },
    )
    text = json.dumps(model.to_dict(), separators=(",", ":"), sort_keys=True) + "\n"
    if args.check:
        same = OUT.read_text(encoding="utf-8") == text
        print("shipped weights regenerate exactly" if same else "shipped weights DIFFER")
        return 0 if same else 1
    OUT.write_text(text, encoding="utf-8")
    print(f"wrote {OUT} ({len(text) // 1024} KiB) in {time.perf_counter() - began:.0f} s")
    return 0


if __name__ == "__main__":
    raise SystemExit(main())
