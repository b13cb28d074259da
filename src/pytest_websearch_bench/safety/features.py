"""The features the detector's model reads from one sentence in one channel.

Words and their pairs, character 4-grams inside words (so a paraphrase or an inflection
shares most of its features with what the model saw), the sentence's signals (v2's
patterns and the structural ones), the kind of channel it sits in, and each signal
crossed with that kind (an order in alt text is not an order in a paragraph). Every
feature is a readable string; ``index`` hashes it (CRC-32, the same in every process)
into ``DIMENSIONS`` buckets, so the model is a flat list of weights and a verdict can
name the strings that weighed most.
"""

from __future__ import annotations

import itertools
import re
import zlib
from collections import Counter

from .lexicon import fold

DIMENSIONS = 1 << 15
KINDS = {3: "visible", 2: "structural", 1: "hidden"}  # by channel threshold
_WORD = re.compile(r"[^\W_]+(?:['’][^\W_]+)?")
MAX_CHARS = 600  # a sentence longer than this is read by its first MAX_CHARS characters


def index(feature: str) -> int:
    return zlib.crc32(feature.encode("utf-8")) % DIMENSIONS


def kind_of(threshold: int) -> str:
    return KINDS.get(threshold, "visible")


def features(sentence: str, signals: tuple[str, ...], kind: str) -> Counter[str]:
    """The sentence's features with their counts (``signals``: the names that fired)."""
    folded = fold(sentence[:MAX_CHARS])
    words = _WORD.findall(folded)
    out: Counter[str] = Counter()
    out["bias"] = 1
    out[f"kind:{kind}"] = 1
    for word in words:
        out[f"w:{word}"] = 1
        padded = f" {word} "
        for start in range(max(1, len(padded) - 3)):
            out[f"c:{padded[start : start + 4]}"] = 1
    for left, right in itertools.pairwise(words):
        out[f"b:{left} {right}"] = 1
    if words:  # the mood: what a sentence opens with ("ignora", "please", "nota")
        out[f"first:{words[0]}"] = 1
        out[f"first:{' '.join(words[:2])}"] = 1
    if folded.rstrip().endswith("?"):
        out[f"question&{kind}"] = 1
    length = len(words)
    out[
        "len:"
        + ("1-3" if length < 4 else "4-8" if length < 9 else "9-20" if length < 21 else "21+")
    ] = 1
    for name in signals:
        out[f"s:{name}"] = 1
        out[f"s:{name}&{kind}"] = 1
    if len(signals) >= 2:
        out[f"nsig:2+&{kind}"] = 1
    return out
