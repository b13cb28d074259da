"""Judging one (case, provider) ranking in a bench session: chunks, calls, the block.

The session owns one runner when ``--ws-judge`` is on. In replay the judge's
transport answers from ``_judge/`` cassettes only; when recording it falls back to
``live`` (the real endpoint, or the synthesizer's generated one) and writes what it
recorded when the case ends.
"""

from __future__ import annotations

from collections.abc import Sequence
from dataclasses import dataclass
from typing import Any

import httpx

from ..errors import NO_CONTEXT, RecordContext
from ..providers.models import SearchResult
from ..recording.redact import RedactionRules, RequestScrub
from .chunks import chunks_of
from .client import JudgeClient, api_key
from .grading import grade_chunks, judge_block
from .store import JudgeStore
from .transport import RECORDER_NAME, JudgeTransport


@dataclass
class JudgeRunner:
    store: JudgeStore
    base_url: str
    threshold: int
    live: httpx.BaseTransport | None = None  # None: replay only (the network stays locked)
    rerecord: bool = False
    rules: RedactionRules | None = None
    synthetic: bool = False
    generator: str = RECORDER_NAME
    # what of the run a missing judgment's remedy keeps (``errors.RecordContext``)
    context: RecordContext = NO_CONTEXT

    @property
    def model(self) -> str:
        return self.store.model

    def judge(
        self,
        provider: str,
        case_id: str,
        query: str,
        results: Sequence[SearchResult],
        *,
        exposes_chunks: bool = True,
    ) -> dict[str, Any]:
        """The case's judge block. Raises a BenchError (a missing or mismatched recording,
        a judge endpoint that failed while recording): the case fails and says why."""
        chunks = chunks_of(results) if exposes_chunks else None
        if chunks is None:
            reason = (
                f"{provider}'s adapter declares no chunks (exposes_chunks = False)"
                if not exposes_chunks
                else f"{provider}'s results carry no title or snippet to grade"
            )
            return judge_block(self.model, self.threshold, None, reason=reason)
        transport = JudgeTransport(
            self.store,
            provider,
            case_id,
            live=self.live,
            rerecord=self.rerecord,
            synthetic=self.synthetic,
            generator=self.generator,
            context=self.context,
            scrub=RequestScrub(self.rules or RedactionRules()),
        )
        client = JudgeClient(
            self.model,
            transport,
            base_url=self.base_url,
            key=api_key() if self.live is not None else None,
        )
        try:
            judgments = grade_chunks(client, query, chunks)
        finally:
            client.close()
            if transport.pending:
                # What was recorded stays recorded, even when a later chunk failed.
                transport.flush(self.rules or RedactionRules())
        synthetic = any(p.synthetic for p in transport.played)
        return judge_block(self.model, self.threshold, judgments, synthetic=synthetic)
