"""LLM-judged retrieval quality, from a case's recorded judgments.

A case's judge block (``judge.grading.judge_block``) holds one entry per chunk of
its ranking: its position, URL, grade (0-3 or None) and status (``graded``,
``unparsed``, ``refused``). From it:

* ``judged_recall@k``: 1 when a top-k chunk is graded >= the threshold, 0 when every
  top-k chunk was graded and none reaches it; a case where an ungraded chunk could
  still decide it is left out (and counted), never scored 0;
* ``judged_ndcg@10``: graded NDCG with the judge's grades as gains, trec_eval
  semantics (ungraded chunks have no gain; a case with no positive grade is skipped);
* ``judge_coverage``: graded chunks / chunks asked.
"""

from __future__ import annotations

from collections.abc import Mapping, Sequence
from typing import Any

from .ranking import ndcg_at_k

JUDGED_RECALL_DEPTHS = (5, 10)
JUDGED_KEYS = ("judged_recall@5", "judged_recall@10", "judged_ndcg@10", "judge_coverage")


def ranked_chunks(block: Mapping[str, Any]) -> list[Mapping[str, Any]]:
    return sorted(block.get("chunks") or [], key=lambda c: int(c["position"]))


def judged_recall(block: Mapping[str, Any], k: int) -> float | None:
    """1.0, 0.0, or None when ungraded chunks leave it undecided (or nothing was ranked)."""
    threshold = int(block["threshold"])
    top = ranked_chunks(block)[:k]
    if not top:
        return None
    grades = [c.get("grade") for c in top]
    if any(g is not None and g >= threshold for g in grades):
        return 1.0
    if all(g is not None for g in grades):
        return 0.0
    return None


def judged_ndcg(block: Mapping[str, Any], k: int = 10) -> float | None:
    chunks = ranked_chunks(block)
    grades = {str(c["url"]): int(c["grade"]) for c in chunks if c.get("grade") is not None}
    if not any(g > 0 for g in grades.values()):
        return None
    return ndcg_at_k([str(c["url"]) for c in chunks], grades, k)


def judged_ratios(block: Mapping[str, Any] | None) -> dict[str, tuple[float, float]]:
    """key -> (numerator, denominator) of one case; keys it does not define are absent."""
    if not block or not block.get("exposes_chunks") or block.get("error"):
        return {}
    out: dict[str, tuple[float, float]] = {}
    asked = len(block.get("chunks") or [])
    if asked:
        graded = sum(1 for c in block["chunks"] if c.get("grade") is not None)
        out["judge_coverage"] = (float(graded), float(asked))
    for k in JUDGED_RECALL_DEPTHS:
        value = judged_recall(block, k)
        if value is not None:
            out[f"judged_recall@{k}"] = (value, 1.0)
    ndcg = judged_ndcg(block)
    if ndcg is not None:
        out["judged_ndcg@10"] = (ndcg, 1.0)
    return out


def judge_counts(blocks: Sequence[Mapping[str, Any]]) -> dict[str, int]:
    """Chunks asked, graded, unparsed and refused; cases whose provider exposes no chunks;
    cases left out of judged recall@10 because ungraded chunks could decide it; cases the
    judge could not grade at all (no recording: they failed, with the reason)."""
    counts = {
        "asked": 0,
        "graded": 0,
        "unparsed": 0,
        "refused": 0,
        "no_chunks": 0,
        "undecided@10": 0,
        "failed_cases": 0,
        "synthetic_cases": 0,
    }
    for block in blocks:
        counts["synthetic_cases"] += bool(block.get("synthetic"))
        if block.get("error"):
            counts["failed_cases"] += 1
            continue
        if not block.get("exposes_chunks"):
            counts["no_chunks"] += 1
            continue
        for chunk in block.get("chunks") or []:
            counts["asked"] += 1
            status = chunk.get("status")
            if status in ("graded", "unparsed", "refused"):
                counts[str(status)] += 1
        if ranked_chunks(block) and judged_recall(block, 10) is None:
            counts["undecided@10"] += 1
    return counts
