"""Running one golden case against one provider: the router, the search, the record.

``calls`` (the provider, with retries and the breaker), ``reads`` (documents, the
model boundary), ``run`` (:class:`CaseRun`: ranking, claims, outcome) and
``default`` (the default pipeline and :func:`execute`).
"""

from .calls import new_record, query_for_case
from .default import Pipeline, default_pipeline, execute, provider_calls_only, top_urls
from .reads import READ_OUTCOME_OF, neutral_fetch_price, readable_texts
from .run import ERROR_CLASSES, CaseRun

__all__ = [
    "ERROR_CLASSES",
    "READ_OUTCOME_OF",
    "CaseRun",
    "Pipeline",
    "default_pipeline",
    "execute",
    "neutral_fetch_price",
    "new_record",
    "provider_calls_only",
    "query_for_case",
    "readable_texts",
    "top_urls",
]
