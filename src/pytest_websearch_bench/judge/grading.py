"""Grading one ranking: every chunk asked once, the answers kept as the case's judge block.

The block is plain data in the CaseRecord (so merged shards and ``ws-bench compare``
recompute judged metrics from records, like every other metric): the model, the
prompt version, the threshold, and per chunk its position, URL, hash, grade, status
and whether the detector flagged text in it.
"""

from __future__ import annotations

from collections.abc import Sequence
from typing import Any

from .chunks import Chunk
from .client import JudgeClient, Judgment
from .prompt import PROMPT_VERSION

DEFAULT_THRESHOLD = 2


def grade_chunks(client: JudgeClient, query: str, chunks: Sequence[Chunk]) -> list[Judgment]:
    return [client.grade(query, chunk) for chunk in chunks]


def judge_block(
    model: str,
    threshold: int,
    judgments: Sequence[Judgment] | None,
    *,
    reason: str = "",
    synthetic: bool = False,
) -> dict[str, Any]:
    """The case's judge block; ``judgments`` None when the provider exposes no chunks."""
    block: dict[str, Any] = {
        "model": model,
        "prompt_version": PROMPT_VERSION,
        "threshold": threshold,
        "exposes_chunks": judgments is not None,
        "reason": reason,
        "synthetic": synthetic,  # rule-based grades from the synthesizer, not a model's
        "chunks": [],
    }
    for judgment in judgments or ():
        block["chunks"].append(
            {
                "position": judgment.chunk.position,
                "url": judgment.chunk.url,
                "chunk_sha256": judgment.chunk.sha256,
                "grade": judgment.verdict.grade,
                "status": judgment.verdict.status,
                "detail": judgment.verdict.detail,
                "flagged": judgment.flagged,
                "prompt_tokens": judgment.prompt_tokens,
                "completion_tokens": judgment.completion_tokens,
            }
        )
    return block
