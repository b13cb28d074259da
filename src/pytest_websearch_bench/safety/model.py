"""The detector's small model: logistic regression over hashed features.

The weights ship with the package (``injection_model.json``, written by
``benchmarks/train_injection_model.py``: v3-v8 from the development data alone, v9 from
dev and heldout2-5, v10 from every tuning writer: dev and heldout2-6, frozen-test-side
pages skipped) and are read
once a process, with the standard library (v21: two members, v13's weights in
``injection_model_v13.json`` and v20's in ``injection_model.json``, a sentence flagged when
either puts it over its kind's cutoff: ``UnionModel``; v22: three members, v20's recipe
refitted on nineteen writers added in ``injection_model_v22.json``, a sentence flagged when
any member puts it over its kind's cutoff; v24: four members, the same recipe refitted on
twenty-one writers added in ``injection_model_v24.json``, every member's weights also packed
in ``injection_weights.bin`` for a fast load, the same weights bit for bit; v26: the fourth
member refitted on twenty-three writers, ``injection_model_v26.json``, replacing v24's; v30: the
fourth member refitted on twenty-seven writers, ``injection_model_v30.json``, replacing v26's):
no download, no numpy at inference. A
sentence's probability is the logistic of the sum of its features' weights;
``contributions`` names the features that pushed it most, for the verdict's
explanation. ``fit`` trains the same model deterministically (numpy, full-batch
gradient descent from zero weights, a fixed number of steps).
"""

from __future__ import annotations

import hashlib
import json
import math
import struct
from collections.abc import Mapping, Sequence
from dataclasses import dataclass
from functools import cached_property, lru_cache
from importlib import resources
from typing import Any

from .features import DIMENSIONS, index

MODEL_FILE = "injection_model.json"  # v20's weights
# v21: the detector scores with two members, a sentence flagged when either puts it over
# its kind's cutoff: v13's weights (shipped with v13-v19) and v20's (``UnionModel``); v22
# (design A of ``benchmarks/page_probe/FIGURES_v22.md``): three, v20's recipe refitted on
# nineteen writers (heldout16 and heldout17 added) as a third member; v24 (design A of
# ``benchmarks/page_probe/FIGURES_v24.md``): four, the same recipe refitted on twenty-one
# writers (heldout18 and heldout19 added) as a fourth member. Each member's name is the one
# its findings carry (``Finding.member``); the order is the order of a tie.
MEMBER_FILES = {
    "v13": "injection_model_v13.json",
    "v20": MODEL_FILE,
    "v22": "injection_model_v22.json",
    # v26: the same recipe on twenty-three writers (heldout20 and heldout21 added) replaces
    # v24's fourth member (``injection_model_v24.json``, no longer shipped; ``train_injection_model.py
    # --writers v24 --out FILE`` regenerates it): chosen by the pseudo-blind check on heldout21
    # with the fit without heldout21 (``FIGURES_v26.md``)
    # v30: the same recipe on twenty-seven writers (heldout22-25 added, read with v29's readers)
    # replaces v26's (``injection_model_v26.json``, no longer shipped; ``--writers v26 --out
    # FILE`` regenerates it on a checkout of cf6d0d8, v26's reading): chosen by the pseudo-blind
    # check on heldout25 with the fit without heldout25 (``FIGURES_v30.md``)
    "v30": "injection_model_v30.json",
    # v44: the same recipe on forty-one writers (heldout26-39 added, read with v42's readers) as
    # a fifth member, none replaced (a union only adds flags); its pseudo-blind check: the fit
    # without heldout39 scored on heldout39 (benchmarks/page_probe/RULES_stop45.md)
    "v44": "injection_model_v44.json",
    # v69 (stop 68, issue 18): stop 67's R51 (the same recipe on fifty-one writers, heldout40-49 added) with
    # v30's cutoffs, heard on visible text only as a gated addition (``GATED_VISIBLE``); written by
    # ``benchmarks/write_model_v69.py`` from R51's fit
    "v69": "injection_model_v69.json",
}
# v44b: members whose verdicts count only for text not judged visible (hidden and structural
# pieces): for visible text, and a hidden passage judged as visible because it repeats the
# prose, the union is the other members (``UnionModel.for_visible``). v44's fifth member added a
# real page's visible sentence ("You are now subscribed.") to the flagged clean documents, and
# every one of its pseudo-blind gains on heldout39 was in a hidden or structural channel
# (benchmarks/page_probe/RULES_stop45.md, *Candidate v44b*)
HIDDEN_ONLY = frozenset({"v44"})
# v69: members heard only on text judged as visible, and only as a gated addition: a second judgement of
# the page's visible pieces by these members alone (``UnionModel.gated_view``), whose model flag on a visible
# piece counts only when ``orders.order_forms`` reads an order in it (``injection.detect_injection``); it judges
# model flags only (a rules' flag was decided by the first judgement). They are not in the union that judges
# hidden and structural text; in the gated judgement the agreements of visible members (``AGREED_READER``,
# ``AGREED_ADDRESSED``) are theirs alone (``verdict_words.GATED_ALONE``), ``AGREED_NAMED`` asks every member. R51
# raised visible detection on heldout50-57 but flagged a clean review sentence and a real page's "You are now
# subscribed." (stop 67, screen (c)); the order gate kept both out (stop 68, screen (e): candidate K2)
GATED_VISIBLE = frozenset({"v69"})
MODEL_SCHEMA = "pytest-websearch-bench/injection-model@1"
# v24: every member's weights packed in one binary file (``packed_weights``): four JSON files
# parse in ~40 ms, their packed weights in ~1 ms; the JSON files stay the source (their
# cutoffs and meta, and the weights of any member the packed file was not packed from)
WEIGHTS_FILE = "injection_weights.bin"
_PACKED_MAGIC = b"pytest-websearch-bench/injection-weights@1\n"


@dataclass(frozen=True)
class Model:
    weights: tuple[float, ...]  # DIMENSIONS of them
    cutoffs: Mapping[str, float]  # channel kind -> probability that flags
    meta: Mapping[str, Any]  # how it was trained (data, split, figures)
    digest: str = ""  # of the file it was read from: part of the detector's cache key
    name: str = ""  # the member it is in the shipped union ("v13", "v20")

    def logit(self, feats: Mapping[str, int]) -> float:
        w = self.weights
        return math.fsum(w[index(f)] * v for f, v in feats.items())

    def probability(self, feats: Mapping[str, int]) -> float:
        return _sigmoid(self.logit(feats))

    def scored(self, feats: Mapping[str, int]) -> tuple[float, str]:
        """The probability and the member that gave it (``UnionModel``'s interface)."""
        return self.probability(feats), self.name

    def contributions(self, feats: Mapping[str, int], top: int = 5) -> list[tuple[str, float]]:
        """The ``top`` features that pushed the sentence towards "instruction" most."""
        w = self.weights
        pushed = [(f, round(w[index(f)] * v, 4)) for f, v in feats.items() if f != "bias"]
        pushed.sort(key=lambda item: (-item[1], item[0]))
        return [item for item in pushed[:top] if item[1] > 0]

    def to_dict(self) -> dict[str, Any]:
        return {
            "schema": MODEL_SCHEMA,
            "dimensions": DIMENSIONS,
            "cutoffs": dict(sorted(self.cutoffs.items())),
            "meta": dict(self.meta),
            "weights": [round(x, 5) for x in self.weights],
        }


def _sigmoid(x: float) -> float:
    if x >= 0:
        return 1.0 / (1.0 + math.exp(-x))
    e = math.exp(x)
    return e / (1.0 + e)


class ModelFileError(ValueError):
    """The shipped model file is not one this version reads (reinstall the package)."""


class MemberCutoffsError(ModelFileError):
    """The union's members do not share their cutoffs (a member file from another fit:
    regenerate it)."""


def model_from_dict(data: Mapping[str, Any], source: str = MODEL_FILE) -> Model:
    if data.get("schema") != MODEL_SCHEMA or data.get("dimensions") != DIMENSIONS:
        raise ModelFileError(
            f"{source}: schema {data.get('schema')!r} with {data.get('dimensions')} "
            f"dimensions, expected {MODEL_SCHEMA!r} with {DIMENSIONS}; reinstall the package "
            "or regenerate it with benchmarks/train_injection_model.py"
        )
    raw = data["weights"]
    if isinstance(raw, tuple) and all(type(x) is float for x in raw):
        weights: tuple[float, ...] = raw  # (v24: unpacked from ``WEIGHTS_FILE``)
    else:
        weights = tuple(float(x) for x in raw)
    if len(weights) != DIMENSIONS:
        raise ModelFileError(f"{source}: {len(weights)} weights, expected {DIMENSIONS}")
    cutoffs = {str(k): float(v) for k, v in data["cutoffs"].items()}
    return Model(weights, cutoffs, dict(data.get("meta", {})))


@dataclass(frozen=True)
class UnionModel:
    """v21: a sentence's probability is the highest of its members' (v21: v13's and v20's
    weights; v22: v13's, v20's and v22's; v24: and v24's), so it reaches its kind's cutoff when any
    member's does (the members share the cutoffs: ``union``). The member that gave it is
    reported with it, and its features explain it; on a tie the first member (in
    ``MEMBER_FILES``' order) is named."""

    members: tuple[Model, ...]
    cutoffs: Mapping[str, float]
    digest: str = ""  # every member's digest: part of the detector's cache key
    hidden_only: frozenset[str] = frozenset()  # v44b: members not heard on visible text
    # v69: the members heard on visible text only as a gated addition (``GATED_VISIBLE``), as one union
    gated: UnionModel | None = None
    # v69: the union that judges visible text in place of the members not ``hidden_only`` (``gated_view``)
    visible: UnionModel | None = None

    @cached_property
    def _visible(self) -> UnionModel:
        if self.visible is not None:
            return self.visible
        kept = tuple(m for m in self.members if m.name not in self.hidden_only)
        return UnionModel(kept, self.cutoffs, self.digest) if kept else self

    def for_visible(self) -> UnionModel:
        """v44b: the union that judges text judged as visible (the members not in
        ``hidden_only``; itself when there are none; v69: ``visible`` when given)."""
        return self._visible if self.hidden_only or self.visible is not None else self

    def gated_view(self) -> UnionModel | None:
        """v69: the scorer of the gated second judgement (None without ``gated`` members): this
        union for hidden and structural text and for every agreement of all members, the gated
        members alone for text judged as visible (``for_visible``)."""
        if self.gated is None:
            return None
        return UnionModel(
            self.members,
            self.cutoffs,
            f"{self.digest}-gated",
            self.hidden_only,
            visible=self.gated,
        )

    @property
    def meta(self) -> Mapping[str, Any]:
        return {m.name: m.meta for m in self.members}

    def member(self, feats: Mapping[str, int]) -> Model:
        """The member that gives the sentence the highest probability."""
        best = self.members[0]
        high = best.logit(feats)
        for model in self.members[1:]:
            logit = model.logit(feats)
            if logit > high:
                best, high = model, logit
        return best

    def scored(self, feats: Mapping[str, int]) -> tuple[float, str]:
        best = self.member(feats)
        return best.probability(feats), best.name

    def probability(self, feats: Mapping[str, int]) -> float:
        return self.member(feats).probability(feats)

    def lowest(self, feats: Mapping[str, int]) -> float:
        """v24: the lowest of the members' probabilities (every member puts the sentence at
        or over it: ``injection.VISIBLE_AGREED``)."""
        return min(model.probability(feats) for model in self.members)

    def contributions(self, feats: Mapping[str, int], top: int = 5) -> list[tuple[str, float]]:
        """The features of the member that gave the highest probability."""
        return self.member(feats).contributions(feats, top)


Scorer = Model | UnionModel  # what the detector scores sentences with


def union(
    members: Sequence[Model],
    hidden_only: frozenset[str] = frozenset(),
    gated_visible: frozenset[str] = frozenset(),
) -> UnionModel:
    """The members (any number) as one scorer; their cutoffs must agree (the rule is "any
    member over the same cutoff": ``MemberCutoffsError`` otherwise) and their names differ
    (a finding names its member). v69: the members named in ``gated_visible`` are kept apart
    as ``UnionModel.gated`` (heard on visible text only as a gated addition)."""
    if not members:
        raise ModelFileError("a union of no model")
    names = [m.name for m in members]
    if len(set(names)) != len(names):
        raise ModelFileError(
            f"model members {names}: a name given twice; each member needs its own name "
            "(``MEMBER_FILES``)"
        )
    cutoffs = dict(members[0].cutoffs)
    for model in members[1:]:
        if dict(model.cutoffs) != cutoffs:
            raise MemberCutoffsError(
                f"model member {model.name!r}: cutoffs {dict(model.cutoffs)} differ from "
                f"{members[0].name!r}'s {cutoffs}; regenerate it with "
                "benchmarks/train_injection_model.py"
            )
    digest = "_".join(f"{m.name}-{m.digest}" for m in members)
    heard = tuple(m for m in members if m.name not in gated_visible)
    apart = tuple(m for m in members if m.name in gated_visible)
    if not heard:
        raise ModelFileError(
            f"model members {names}: every one gated; a union needs one heard everywhere"
        )
    gated = union(apart) if apart else None
    return UnionModel(
        heard,
        cutoffs,
        digest,
        frozenset(hidden_only) & {m.name for m in heard},
        gated,
    )


def packed_weights(texts: Mapping[str, str]) -> bytes:
    """v24: the members' weights packed for a fast load (``WEIGHTS_FILE``): for each member
    (its name -> its JSON file's text, in order) its name, the sha256 of that text and its
    ``DIMENSIONS`` weights as little-endian float64, the very values ``model_from_dict``
    reads from the JSON (so the same probabilities, bit for bit). Written, and checked, by
    ``benchmarks/train_injection_model.py``."""
    out = [_PACKED_MAGIC, struct.pack("<I", len(texts))]
    for name, text in texts.items():
        model = model_from_dict(json.loads(text), name)
        label = name.encode("utf-8")
        out += [
            struct.pack("<I", len(label)),
            label,
            hashlib.sha256(text.encode("utf-8")).digest(),
            struct.pack(f"<{DIMENSIONS}d", *model.weights),
        ]
    return b"".join(out)


def unpacked_weights(data: bytes) -> dict[str, tuple[bytes, tuple[float, ...]]]:
    """``packed_weights``' members: name -> (its JSON text's sha256, its weights);
    ``ModelFileError`` when the bytes are not such a file."""
    try:
        if not data.startswith(_PACKED_MAGIC):
            raise ValueError("not a packed weights file")
        at = len(_PACKED_MAGIC)
        (count,) = struct.unpack_from("<I", data, at)
        at += 4
        out = {}
        for _ in range(count):
            (size,) = struct.unpack_from("<I", data, at)
            at += 4
            name = data[at : at + size].decode("utf-8")
            at += size
            sha256 = data[at : at + 32]
            at += 32
            out[name] = (sha256, struct.unpack_from(f"<{DIMENSIONS}d", data, at))
            at += 8 * DIMENSIONS
        if at != len(data):
            raise ValueError("trailing or missing bytes")
    except (ValueError, struct.error, UnicodeDecodeError) as error:
        raise ModelFileError(f"{WEIGHTS_FILE}: {error}; reinstall the package") from error
    return out


@lru_cache(maxsize=1)
def _packed() -> dict[str, tuple[bytes, tuple[float, ...]]]:
    """The shipped ``WEIGHTS_FILE``'s members (none when it is missing or unreadable: every
    member is then read from its JSON file)."""
    try:
        data = resources.files(__package__).joinpath(WEIGHTS_FILE).read_bytes()
        return unpacked_weights(data)
    except (OSError, ModelFileError):
        return {}


def member_of(name: str, text: str, packed: Mapping[str, tuple[bytes, tuple[float, ...]]]) -> Model:
    """The member ``name`` whose JSON file reads ``text``: its weights taken from ``packed``
    when it holds them for this very text (its sha256; v24, a fast load), from the JSON
    otherwise; its cutoffs and meta always from the JSON."""
    file = MEMBER_FILES.get(name, name)
    sha256 = hashlib.sha256(text.encode("utf-8")).digest()
    head = text.rfind(',"weights":[')
    fast = packed.get(name)
    if fast is not None and fast[0] == sha256 and head > 0 and text.rstrip().endswith("]}"):
        model = model_from_dict({**json.loads(text[:head] + "}"), "weights": fast[1]}, file)
    else:
        model = model_from_dict(json.loads(text), file)
    return Model(model.weights, model.cutoffs, model.meta, sha256.hex()[:12], name)


@lru_cache(maxsize=len(MEMBER_FILES))
def shipped_member(name: str) -> Model:
    """One member's weights shipped in the package (``MEMBER_FILES``; read once a process;
    v24: its weights from ``WEIGHTS_FILE`` when packed from this very file, ``member_of``)."""
    if name not in MEMBER_FILES:
        raise ModelFileError(f"no shipped model member {name!r}; members: {sorted(MEMBER_FILES)}")
    file = MEMBER_FILES[name]
    text = resources.files(__package__).joinpath(file).read_text(encoding="utf-8")
    return member_of(name, text, _packed())


@lru_cache(maxsize=1)
def shipped_model() -> UnionModel:
    """The detector's scorer shipped in the package: every member of ``MEMBER_FILES`` as
    one union (v21: v13's and v20's weights; v22: v13's, v20's and v22's; v24: v13's,
    v20's, v22's and v24's; v26: v13's, v20's, v22's and v26's; v30: v13's, v20's, v22's and
    v30's; v44b: and v44's, hidden-only; v69: and v69's, a gated addition on visible text), read once a
    process."""
    return union([shipped_member(name) for name in MEMBER_FILES], HIDDEN_ONLY, GATED_VISIBLE)


def hashed(feats: Mapping[str, int]) -> dict[int, float]:
    """Features by their index (colliding features add up), as ``fit`` takes them."""
    out: dict[int, float] = {}
    for feature, value in feats.items():
        slot = index(feature)
        out[slot] = out.get(slot, 0.0) + value
    return out


def fit(
    samples: Sequence[Mapping[int, float]],
    labels: Sequence[int],
    *,
    l2: float = 1e-4,
    steps: int = 400,
    rate: float = 0.5,
    positive_weight: float = 1.0,
    sample_weight: Sequence[float] | None = None,
) -> list[float]:
    """Weights of an L2-regularised logistic regression over hashed samples (``hashed``),
    deterministically (full-batch Adam from zero; the same samples in the same order
    give the same weights). ``sample_weight``: each sample's weight beside its class's
    (v20: the development writer's sentences weigh more)."""
    import numpy as np

    rows = np.repeat(np.arange(len(samples)), [len(s) for s in samples])
    cols = np.fromiter((f for s in samples for f in s), dtype=np.int64)
    vals = np.fromiter((float(v) for s in samples for v in s.values()), dtype=np.float64)
    y = np.asarray(labels, dtype=np.float64)
    weight = np.where(y > 0, positive_weight, 1.0)
    if sample_weight is not None:
        weight = weight * np.asarray(sample_weight, dtype=np.float64)
    weight /= weight.sum()
    w = np.zeros(DIMENSIONS)
    m = np.zeros(DIMENSIONS)
    v = np.zeros(DIMENSIONS)
    beta1, beta2, eps = 0.9, 0.999, 1e-8
    for step in range(1, steps + 1):
        logits = np.bincount(rows, weights=w[cols] * vals, minlength=len(samples))
        p = 1.0 / (1.0 + np.exp(-np.clip(logits, -30, 30)))
        residual = (p - y) * weight
        grad = np.bincount(cols, weights=residual[rows] * vals, minlength=DIMENSIONS) + l2 * w
        m = beta1 * m + (1 - beta1) * grad
        v = beta2 * v + (1 - beta2) * grad * grad
        w -= rate * 0.01 * (m / (1 - beta1**step)) / (np.sqrt(v / (1 - beta2**step)) + eps)
    return [float(x) for x in w]
