"""Train the injection detector's models on the tuning writers, and write them (detectors v22-v30).

    python benchmarks/train_injection_model.py            # v30's weights; v13, v20, v22: bytes
    python benchmarks/train_injection_model.py --check    # compares, writes nothing
    python benchmarks/train_injection_model.py --writers v13 [--check]   # one member
    python benchmarks/train_injection_model.py --writers v16 --out FILE  # an unshipped fit

v44 adds a fifth member (``--writers v44``, ``injection_model_v44.json``; none replaced): the
same recipe on forty-one writers, v30's twenty-seven and heldout26-39 (each scored blind for
v30-v43, tuning writers since), fitted on 9eefb52's reading (``--check`` there regenerated it
exactly; like the four older members it is checked by its bytes, ``FITTED_AT``). ``--writers v44_no39`` is
the pseudo-blind check's fit without heldout39 (``page_probe/RULES_stop45.md``). Since v44b it
is heard only on text not judged visible (``safety.model.HIDDEN_ONLY``). The packed file holds
the five members' weights.

v30 ships four members: v26's fourth (``--writers v26``, no longer shipped: ``--out FILE``, on
v26's reading, a checkout of cf6d0d8) replaced by ``--writers v30`` (``injection_model_v30.json``):
the same recipe on twenty-seven writers, heldout22-25 added (each scored blind, tuning writers
since), fitted on this checkout's reading (v29's readers; ``--check`` regenerates it).
``--writers v30_no25`` is the fit without heldout25 that the design check scored on heldout25
before the freeze (``page_probe/FIGURES_v30.md``). The packed file holds v13's, v20's, v22's
and v30's weights.

v26 shipped four members: v24's fourth (``--writers v24``, no longer shipped: ``--out FILE``)
replaced by ``--writers v26`` (``injection_model_v26.json``): the same recipe on twenty-three
writers, heldout20 and heldout21 added (each scored blind, tuning writers since), fitted on
this checkout's reading (``--check`` regenerates it). ``--writers v26_no21`` is the fit
without heldout21 that the design check scored on heldout21 before the freeze
(``page_probe/FIGURES_v26.md``). The packed file holds v13's, v20's, v22's and v26's weights.

v24 shipped four members (``safety.model.MEMBER_FILES``): v23's three and ``--writers v24``
(``injection_model_v24.json``): v20's recipe on twenty-one writers, v22's nineteen and
heldout18 and heldout19 (each scored blind, tuning writers since), fitted on this checkout's
reading (``--check`` regenerates it, as it does v20's). ``--writers v24_no19`` is the fit
without heldout19 that the design check scored on heldout19 before the freeze
(``page_probe/FIGURES_v24.md``: a fourth member beside v23's three, chosen over replacing
v22's). v24 also packs every shipped member's weights into ``safety/injection_weights.bin``
(``model.packed_weights``: the loader's fast path, the same weights bit for bit): written
after a member is written, compared by ``--check``.

v22 ships three members (``safety.model.MEMBER_FILES``), a sentence flagged when any puts it
over its kind's cutoff: v13's and v20's (v21's) and ``--writers v22``
(``injection_model_v22.json``): v20's recipe (features, L2 1e-4, dev's sentences weighing
three times) on nineteen writers, heldout16 and heldout17 added (each scored blind, tuning
writers since). ``--writers v22_no17`` is the fit without heldout17 that the design check
scored on heldout17 before the freeze (``page_probe/FIGURES_v22.md``). The default (and
``--check``'s) members are all three: v20 is refitted on this checkout's reading and
compared (or written); v13's weights were fitted on e3c08ea's reading and v22's on
a30929b's (``FITTED_AT``; v23 reads heldout16, one of v22's writers, further), so here
their files are checked by their sha256 and never rewritten (``--check`` on a checkout of
that commit regenerates each exactly).
    python benchmarks/train_injection_model.py --cv       # v3's grouped 5-fold CV on dev too
    python benchmarks/train_injection_model.py --extraction READ.pkl ...   # reuse a reading

v21 ships two members (``safety.model.MEMBER_FILES``), a sentence flagged when either puts
it over its kind's cutoff: ``--writers v13`` (``injection_model_v13.json``, the weights
shipped with v13-v19) and ``--writers v20`` (``injection_model.json``). Each is written to,
or checked against, its own file; a member regenerates byte for byte only from the reading
it was fitted on: v20's is this checkout's; v13's is e3c08ea's (``FITTED_AT``: later
readings read more of the documents), so here v13's file is checked by its sha256 and never
rewritten, and ``--check`` on a checkout of e3c08ea regenerates it exactly (every writer read
from scratch, 2026-12-03).

v20 (``--writers v20``, shipped) fits on seventeen writers: v16's fourteen and heldout13-15
(each scored blind, tuning writers since), with the development writer's sentences weighing
three times another writer's (dev is the frozen test part's writer: v16's refit on fourteen
writers at equal weight lost BIPIA and Portuguese there) and v13's L2 penalty (1e-4; 3e-5
found more on new writers but added false positives to heldout5); the writers, the weight
and the penalty chosen by leave-one-writer-out with the page decision (``page_probe/lowo20.py``, ``page_probe/FIGURES_v20.md``). ``--writers
v13`` and ``v16`` are the earlier choices (v13's weights shipped with v13-v18; v16's not
shipped). v16 added heldout10, heldout11 and heldout12 (each scored blind once, tuning writers since;
``page_probe/extract10.py``'s ``TUNING``; fourteen writers; the choice checked by
leave-one-writer-out with the page decision, ``page_probe/lowo16.py``). v12 fits on every
tuning writer: the development part (``injection_data.load("dev")``)
and the held-out sets heldout2-8 (``injection_heldout``, ``injection_heldout3`` ..
``injection_heldout8``: each scored blind before, now tuning data; v10 fitted on dev and
heldout2-6; ``page_probe/extract10.py``'s ``TUNING``: tuning9 and tuning10, merged before
the freeze, were too large to read in time and wait for the next detector), every
document carried by a frozen-test-side page skipped before it is read
(``page_probe.extract.carried_by_test_page``; asserted: each held-out writer has some,
dev none). The frozen test part and any sealed set are never opened here. Every document is
read as the detector reads it (``safety.injection.channels_of`` and ``pieces``: v12's
de-obfuscated readings, the model's first ``MAX_SENTENCES`` sentences of a channel, as
``detect_injection`` scores them): a sentence of an injected document is a positive when
it holds the planted payload (or the payload holds it), every other sentence a negative.
``--extraction`` takes that reading from ``page_probe/extract10.py``'s pickles of the same
checkout instead of reading again (the same documents, pieces, features and labels, in
the same order: the same weights).

The cutoffs are v3's (hidden 0.9, weakly ruled 0.5, visible 0.995), v10's
``visible_reader`` (0.9: a visible sentence whose structure calls a reader), and v12's
structural cutoff, 0.9 instead of 0.97 (chosen, with v12's signals, by leave-one-writer-out
with the page decision, ``page_probe/lowo12.py``); re-choosing cutoffs on the writers the
model was fitted on picked cutoffs that flagged 4-7 % of an unseen writer's clean pages
(``page_probe/refit_lowo.py``). ``--lowo`` prints leave-one-writer-out figures (the model
fitted without a held-out writer, scored on it at these cutoffs, without the page
decision). Deterministic: the same data read the same way gives the same file, byte for
byte.
"""

from __future__ import annotations

import argparse
import hashlib
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
from pytest_websearch_bench.safety.injection import (  # noqa: E402
    MAX_SENTENCES,
    Piece,
    channels_of,
    pieces,
)
from pytest_websearch_bench.safety.model import (  # noqa: E402
    MEMBER_FILES,
    WEIGHTS_FILE,
    Model,
    fit,
    hashed,
    packed_weights,
)

SAFETY = HERE.parent / "src" / "pytest_websearch_bench" / "safety"
# v21: the shipped union's members, each in its own file (``safety.model.MEMBER_FILES``)
OUT = {name: SAFETY / file for name, file in MEMBER_FILES.items()}
# v24: every member's weights packed for a fast load (``safety.model.packed_weights``)
PACKED = SAFETY / WEIGHTS_FILE
FOLDS = 5
KINDS = ("hidden", "structural", "visible", "ruled")  # ruled: weak rules reached the threshold
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
    writer: str = ""  # the tuning writer (``WRITERS``' names)


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
            for number, piece in enumerate(pieces(channel)):
                if number >= MAX_SENTENCES:
                    break  # the detector's model scores no more of a channel
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


def training_set(docs: Sequence[Doc]) -> tuple[list[dict[int, float]], list[int], list[str]]:
    """Unique (features, label) samples, in document order, and the writer of each (of
    its first document)."""
    seen: set[tuple[tuple[tuple[int, float], ...], int]] = set()
    samples, labels, writers = [], [], []
    for doc in docs:
        for _, _, feats, label in doc.pieces:
            key = (tuple(sorted(feats.items())), label)
            if key in seen:
                continue
            seen.add(key)
            samples.append(feats)
            labels.append(label)
            writers.append(doc.writer)
    return samples, labels, writers


def train(docs: Sequence[Doc], dev_weight: float = 1.0, l2: float = 1e-4) -> list[float]:
    """The model's weights; ``dev_weight``: the development writer's sentences weigh that
    many times another writer's (1, with ``l2`` 1e-4: v13's fit exactly)."""
    samples, labels, writers = training_set(docs)
    positives = max(1, sum(labels))
    weight = (len(labels) - positives) / positives
    by_writer = None
    if dev_weight != 1.0:
        by_writer = [dev_weight if writer == "dev" else 1.0 for writer in writers]
    return fit(
        samples,
        labels,
        l2=l2,
        steps=STEPS,
        rate=RATE,
        positive_weight=weight,
        sample_weight=by_writer,
    )


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


# v3's (structural 0.97 again in v13), v10's visible_reader (page_probe/lowo10.py), and
# v12's lower structural cutoff as v13's structural_low: only for a structural piece that
# addresses a model or stands on a small page (``injection.model_flags``; lowo13.py)
CUTOFFS = {
    "hidden": 0.9,
    "ruled": 0.5,
    "structural": 0.97,
    "structural_low": 0.9,
    "visible": 0.995,
    "visible_reader": 0.9,
}


# The writers a model is fitted on (``--writers``): v13's eleven (the weights shipped with
# v13-v18), v16's fourteen (not shipped: the frozen test part lost), v20's seventeen.
WRITERS = {
    "v13": (
        "dev", "heldout2", "heldout3", "heldout4", "heldout5", "heldout6", "heldout7",
        "heldout8", "heldout9", "tuning9", "tuning10",
    ),
}  # fmt: skip
WRITERS["v16"] = (*WRITERS["v13"], "heldout10", "heldout11", "heldout12")
WRITERS["v20"] = (*WRITERS["v16"], "heldout13", "heldout14", "heldout15")
# v22: v20's recipe on nineteen writers (heldout16 and heldout17, each scored blind, tuning
# writers since); ``v22_no17`` is the pseudo-blind check's fit without heldout17 (scored on
# heldout17 before the freeze; without heldout16 too it is ``v20``'s: ``FIGURES_v22.md``)
WRITERS["v22"] = (*WRITERS["v20"], "heldout16", "heldout17")
WRITERS["v22_no17"] = (*WRITERS["v20"], "heldout16")
# v24: v20's recipe on twenty-one writers (heldout18 and heldout19, each scored blind, tuning
# writers since); ``v24_no19`` is the pseudo-blind check's fit without heldout19 (scored on
# heldout19 before the freeze: ``FIGURES_v24.md``)
WRITERS["v24"] = (*WRITERS["v22"], "heldout18", "heldout19")
WRITERS["v24_no19"] = (*WRITERS["v22"], "heldout18")
# v26: the same recipe on twenty-three writers (heldout20 and heldout21, each scored blind,
# tuning writers since); ``v26_no21`` is the pseudo-blind check's fit without heldout21
# (scored on heldout21 before the freeze: ``FIGURES_v26.md``)
WRITERS["v26"] = (*WRITERS["v24"], "heldout20", "heldout21")
WRITERS["v26_no21"] = (*WRITERS["v24"], "heldout20")
# v30: the same recipe on twenty-seven writers (heldout22-25, each scored blind, tuning
# writers since), read with v29's readers; ``v30_no25`` is the pseudo-blind check's fit
# without heldout25 (scored on heldout25 before the freeze: ``FIGURES_v30.md``)
WRITERS["v30"] = (*WRITERS["v26"], "heldout22", "heldout23", "heldout24", "heldout25")
WRITERS["v30_no25"] = (*WRITERS["v26"], "heldout22", "heldout23", "heldout24")
# v44: the same recipe on forty-one writers (heldout26-39, each scored blind for v30-v43, tuning
# writers since), read with v42's readers, as a fifth member beside the four shipped (none
# replaced); ``v44_no39`` is the pseudo-blind check's fit without heldout39 (scored on heldout39
# before the freeze: ``benchmarks/page_probe/RULES_stop45.md``)
WRITERS["v44"] = (*WRITERS["v30"], *(f"heldout{n}" for n in range(26, 40)))
WRITERS["v44_no39"] = WRITERS["v44"][:-1]
# v20: the development writer's sentences weigh DEV_WEIGHT times another writer's (dev is
# the frozen test part's writer), chosen with the L2 penalty by leave-one-writer-out with
# the page decision (``page_probe/lowo20.py``)
DEV_WEIGHT = {
    "v13": 1.0, "v16": 1.0, "v20": 3.0, "v22": 3.0, "v22_no17": 3.0, "v24": 3.0, "v24_no19": 3.0,
    "v26": 3.0, "v26_no21": 3.0, "v30": 3.0, "v30_no25": 3.0, "v44": 3.0, "v44_no39": 3.0,
}  # fmt: skip
L2 = dict.fromkeys(WRITERS, 1e-4)  # v13's penalty for every fit
# the shipped members (v22/v23: v13, v20 and v22; v24: and v24; all by default; v13, v22 by
# their bytes)
SHIPPED_WRITERS = tuple(OUT)
# Members fitted on another commit's reading of the documents (later readings read more of
# them, so the same writers and settings fit other weights here): ``--check`` compares the
# shipped file's sha256 with the one that commit fitted, and says where to regenerate it.
# v13: ``--check`` on a checkout of e3c08ea, every writer read from scratch, printed "shipped
# weights regenerate exactly" (2026-12-03 11:30 UTC).
# v22: ``--check`` on detector22 (v19's reading; a30929b adds only FIGURES_v22.md) printed
# "shipped weights regenerate exactly" (2026-12-03 10:54-11:03 UTC, ``FIGURES_v22.md``); v23's
# reading reads heldout16's feColorMatrix-hidden texts as hidden, so here it fits other
# weights (``--check`` 12:09-12:19 UTC: DIFFER) and a plain run must not rewrite the file.
# v20: ``--check`` from scratch on f788536 (v26's frozen detector code, PARSER_VERSION 7; v27
# reads the same) printed "v20: shipped weights regenerate exactly" (2026-12-03 18:24-18:36
# UTC, ``FIGURES_v26.md``); v29's readers (PARSER_VERSION 8: blend modes, SVG text, off-page
# PDF text) read some of its writers' documents further, so here it fits other weights
# (``--check`` from v30's extraction, 2026-12-04 02:34-02:36 UTC: DIFFER) and a plain run must
# not rewrite the file (v30 refits the fourth member only).
# v30: ``--check`` from scratch on a checkout of 637ffe8 (the commit that wrote it, v29's
# readers) printed "v30: shipped weights regenerate exactly" (2026-12-04 14:07-14:17 UTC); v34's
# readers (CSS Color 4 colours, clause pieces) and v35's (unread values) read some of its writers'
# documents further, so on v34's main ``--check`` printed "v30: shipped weights DIFFER" (14:19-14:26
# UTC) and a plain run would have rewritten the shipped file: checked by its bytes since.
FITTED_AT = {
    "v13": ("e3c08ea", "00e7d03f3b25f78e7805c2b48e134d474af88e3c39c6aa9c995ca0a9ca30f217"),
    "v20": ("f788536", "32689d811abfa00fad7abee0436618903bb38bc22d4b811a26b3486ab744f78e"),
    "v22": ("a30929b", "75c1da2607fafe99e994fee4e987e7d9a86f2fe208a8ff930a31b8621c7a51a7"),
    "v30": ("637ffe8", "d4da098a2e7b9f40ac5646c6e0038171158524e0750c44f8e39c3e6289171ac7"),
    # v44: fitted on 9eefb52's reading (v42's readers; v44b's 3af4876 changes no reading);
    # ``--check`` there, from extract10.py's pickles of that reading, printed "v44: shipped weights
    # regenerate exactly" (2026-12-04 21:20 UTC). Checked by its bytes from now on, so that
    # ``--check`` (and the test suite) does not read the forty-one writers again
    "v44": ("9eefb52", "1001ff9ac817ced674eed00c81d593417d0d97cd20ddc384bab1a0fa3de020c3"),
    # v69 (stop 68): stop 67's R51, fitted on f6b75768's reading (v67) by ``page_probe/stop67/scratch/screen.py
    # fit`` (``train(docs, dev_weight=3.0, l2=1e-4)``, fifty-one writers) and written, every float64 kept, by
    # ``benchmarks/write_model_v69.py`` (which also repacks ``injection_weights.bin``); checked by its bytes
    "v69": ("f6b75768", "6bcc462f2a16b70cfbb8e15a3975cc8b67284459c7659a0602252c684b4baa69"),
}


# how a member not fitted by this script is regenerated (``check_fitted_elsewhere``)
REGENERATE = {
    "v69": "`python benchmarks/page_probe/stop67/scratch/screen.py fit OUTDIR R0.pkl R1.pkl` (R51, see its "
    "docstring), then here `python benchmarks/write_model_v69.py OUTDIR/r51.npz --check`",
}


def tuning_writers(names: Sequence[str]) -> dict[str, list[Doc]]:
    """The tuning writers ``names``' documents, read, without those on frozen-test-side
    pages."""
    from page_probe.extract import carried_by_test_page, test_side_pages
    from page_probe.extract10 import CARRY_TEST_PAGES, loaders

    test_pages = test_side_pages()
    out = {}
    for name, loader in loaders():
        if name not in names:
            continue
        items = loader()  # type: ignore[operator]
        kept = [item for item in items if not carried_by_test_page(item, test_pages)]
        if name == "dev" or name in CARRY_TEST_PAGES:  # skipped before reading
            assert (len(kept) == len(items)) == (name == "dev"), name
        out[name] = read_docs(kept)
    return out


def extracted_writers(paths: list[Path]) -> dict[str, list[Doc]]:
    """``tuning_writers``' reading, taken from ``page_probe/extract10.py``'s pickles (which
    skipped the same documents and read them with the same code), merged in its order."""
    from page_probe.extract10 import merged

    out: dict[str, list[Doc]] = {}
    for doc in merged(paths):
        rows = [
            ("ruled" if r["weak"] else r["kind"], r["addr"], r["f"], r["label"])
            for r in doc["rows"]
        ]
        rules = any(r["rules"] for r in doc["rows"])
        out.setdefault(doc["set"], []).append(
            Doc(doc["id"], doc["injected"], doc["channel"], doc["language"], "", rules, rows)
        )
    return out


def cross_validate(docs: list[Doc], began: float) -> dict:
    """v3's grouped 5-fold cross-validation on ``docs`` (dev), at ``CUTOFFS``."""
    held_out: list[dict[str, float]] = [dict.fromkeys(KINDS, 0.0) for _ in docs]
    for fold in range(FOLDS):
        train_docs = [d for d in docs if fold_of(d.group) != fold]
        w = np.asarray(train(train_docs))
        for number, doc in enumerate(docs):
            if fold_of(doc.group) == fold:
                held_out[number] = doc_scores(doc, w)
        print(f"fold {fold + 1}/{FOLDS} done ({time.perf_counter() - began:.0f} s)")
    return figures(docs, held_out, CUTOFFS)


def check_fitted_elsewhere(member: str, check: bool) -> int:
    """A member fitted on another commit's reading: its shipped file must be the bytes that
    commit fitted (1 if not); it is not refitted or rewritten here (this checkout reads the
    documents anew: ``--out FILE`` for such a fit)."""
    commit, sha256 = FITTED_AT[member]
    same = hashlib.sha256(OUT[member].read_bytes()).hexdigest() == sha256
    where = (
        f"fitted on {commit}'s reading, not this checkout's; to regenerate it: "
        f"`git worktree add --detach DIR {commit}`, then in DIR "
        + REGENERATE.get(member, "`python benchmarks/train_injection_model.py --check`")
    )
    state = (
        "is the bytes it fitted" if same else "is not the bytes it fitted (shipped weights DIFFER)"
    )
    kept = "" if check else ", kept as it is (--out FILE for a fit on this reading)"
    print(f"{member}: {OUT[member].name} {state}{kept} ({where})")
    return 0 if same else 1


def packed_file(check: bool) -> int:
    """v24: the shipped members' packed weights (``PACKED``), packed from their JSON files
    (``OUT``): compared (1 when it differs), or written when it differs."""
    data = packed_weights({name: path.read_text(encoding="utf-8") for name, path in OUT.items()})
    same = PACKED.exists() and PACKED.read_bytes() == data
    if check:
        state = "the shipped members' weights, packed" if same else "DIFFERS (packed weights)"
        print(f"{PACKED.name}: {state}")
        return 0 if same else 1
    if not same:
        PACKED.write_bytes(data)
        print(f"wrote {PACKED} ({len(data) // 1024} KiB)")
    return 0


def main(argv: Sequence[str] | None = None) -> int:
    parser = argparse.ArgumentParser(description=__doc__.splitlines()[0])
    parser.add_argument("--check", action="store_true", help="compare with the shipped file")
    parser.add_argument("--cv", action="store_true", help="also v3's 5-fold CV on dev")
    parser.add_argument("--lowo", action="store_true", help="print leave-one-writer-out figures")
    parser.add_argument(
        "--extraction", type=Path, nargs="+", help="page_probe/extract10.py's pickles"
    )
    parser.add_argument(
        "--writers",
        choices=sorted(WRITERS),
        nargs="+",
        default=list(SHIPPED_WRITERS),
        help="the members to fit, each on its writers and with its settings, written to (or "
        f"checked against) its shipped file (default {' '.join(SHIPPED_WRITERS)}: the shipped "
        "members fitted on this checkout's reading)",
    )
    parser.add_argument("--out", type=Path, help="write here (one --writers; v16: required)")
    args = parser.parse_args(argv)
    unshipped = [w for w in args.writers if w not in OUT]
    if args.out is not None and len(args.writers) != 1:
        parser.error("--out takes one --writers")
    if unshipped and args.out is None and not args.lowo and not args.cv:
        parser.error(f"--writers {' '.join(unshipped)}: not a shipped member; give --out FILE")

    began = time.perf_counter()
    differ = 0
    if args.out is None and not args.lowo and not args.cv:
        # a member fitted on another commit's reading is checked by its bytes, never rewritten
        for member in [m for m in args.writers if m in FITTED_AT]:
            differ += check_fitted_elsewhere(member, args.check)
        args.writers = [m for m in args.writers if m not in FITTED_AT]
        if not args.writers:
            if args.check:
                differ += packed_file(check=True)
            return 1 if differ else 0
    names = tuple(dict.fromkeys(n for member in args.writers for n in WRITERS[member]))
    if args.extraction:
        writers = {n: d for n, d in extracted_writers(args.extraction).items() if n in names}
    else:
        writers = tuning_writers(names)
    for name, items in writers.items():
        for doc in items:
            doc.writer = name
    missing = sorted(set(names) - set(writers))
    if missing:
        parser.error(f"--writers {args.writers}: {missing} not read (not in this checkout?)")
    for name, items in writers.items():
        print(f"{name}: {len(items)} documents read ({time.perf_counter() - began:.0f} s)")
    for member in args.writers:
        own = {n: d for n, d in writers.items() if n in WRITERS[member]}  # read order
        differ += one_member(member, own, args, began)
    if args.out is None and not args.lowo and not args.cv:
        differ += packed_file(check=args.check)  # v24: kept in step with the JSON files
    return 1 if differ else 0


def one_member(
    member: str, writers: dict[str, list[Doc]], args: argparse.Namespace, began: float
) -> int:
    """Fit ``member`` on its writers; write its file, or compare (1 when it differs)."""
    if args.lowo:
        for held in list(writers)[1:]:
            others = [d for name, items in writers.items() if name != held for d in items]
            w = np.asarray(train(others, DEV_WEIGHT[member], L2[member]))
            docs = writers[held]
            lowo = figures(docs, [doc_scores(d, w) for d in docs], CUTOFFS)
            print(f"held out {held} (no page decision): {json.dumps(lowo)}")
    if args.cv:
        print(json.dumps({"dev_cross_validated": cross_validate(writers["dev"], began)}))
    docs = [d for items in writers.values() for d in items]
    weights = train(docs, DEV_WEIGHT[member], L2[member])
    model = Model(
        tuple(weights),
        dict(CUTOFFS),
        {
            "trained_on": f"{member}: dev (benchmarks/injection_split.json) + heldout2-9"
            + (" + tuning9/10" if "tuning9" in writers else "")
            + (" + heldout10-12" if "heldout12" in writers else "")
            + (" + heldout13-15" if "heldout15" in writers else "")
            + (" + heldout16" if "heldout16" in writers else "")
            + (" + heldout17" if "heldout17" in writers else "")
            + (" + heldout18" if "heldout18" in writers else "")
            + (" + heldout19" if "heldout19" in writers else "")
            + (" + heldout20" if "heldout20" in writers else "")
            + (" + heldout21" if "heldout21" in writers else "")
            + (" + heldout22-24" if "heldout24" in writers else "")
            + (" + heldout25" if "heldout25" in writers else "")
            + (" + heldout26-39" if "heldout39" in writers else "")
            + (" + heldout26-38" if "heldout38" in writers and "heldout39" not in writers else "")
            + ", frozen-test-side pages skipped"
            + (
                f"; dev's sentences weigh {DEV_WEIGHT[member]:g}x"
                if DEV_WEIGHT[member] != 1
                else ""
            ),
            "cutoffs": "v3's hidden, visible, ruled and structural; visible_reader v10's "
            "(page_probe/lowo10.py); structural_low 0.9, v12's lower structural cutoff, "
            "only where v13's real-page guard allows it (page_probe/lowo13.py)",
            "l2": L2[member],
            "steps": STEPS,
            "rate": RATE,
            "documents": {name: len(items) for name, items in writers.items()},
        },
    )
    text = json.dumps(model.to_dict(), separators=(",", ":"), sort_keys=True) + "\n"
    out = args.out if args.out is not None else OUT.get(member)
    if out is None:  # --lowo or --cv alone on an unshipped member
        return 0
    if args.check:
        same = out.read_text(encoding="utf-8") == text
        print(
            f"{member}: shipped weights regenerate exactly"
            if same
            else f"{member}: shipped weights DIFFER ({out.name})"
        )
        return 0 if same else 1
    out.write_text(text, encoding="utf-8")
    print(f"{member}: wrote {out} ({len(text) // 1024} KiB) in {time.perf_counter() - began:.0f} s")
    return 0


if __name__ == "__main__":
    raise SystemExit(main())
