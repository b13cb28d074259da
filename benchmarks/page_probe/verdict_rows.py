"""One verdict row per document, as the scoring scripts write them (``stop50/verdicts.py`` for a
sealed set or the frozen test part, ``stop52/tuning_verdicts.py`` for the tuning writers): id, labels,
``pdf`` and ``flagged``; a document whose artifact cannot be loaded counts as unflagged."""

from __future__ import annotations

from typing import Any


def verdict_rows(docs: list[Any]) -> list[dict[str, Any]]:
    from pytest_websearch_bench.artifacts import ArtifactError, load_artifact
    from pytest_websearch_bench.safety.injection import detect_injection

    rows = []
    for d in docs:
        try:
            artifact = load_artifact(d.body, content_type=d.content_type, url=d.url)
            flagged = bool(detect_injection(artifact).flagged)
        except ArtifactError:
            flagged = False
        rows.append(
            {
                "id": d.id,
                "inj": d.injected,
                "ch": d.channel,
                "lang": d.language,
                "src": d.source,
                "pdf": d.content_type.startswith("application/pdf"),
                "flagged": flagged,
            }
        )
    return rows
