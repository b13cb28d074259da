"""The line every report prints about where a provider's useful answers came from
(``useful_by_source``): its own results, or only stored case documents, which every
provider reads whatever its search returned."""

from __future__ import annotations

from collections.abc import Mapping
from typing import Any


def useful_source_text(aggregate: Mapping[str, Any], provider: str) -> str:
    """'' when no useful answer came from stored documents alone (nothing to tell apart)."""
    found = aggregate.get("useful_by_source")
    if not isinstance(found, Mapping) or not found.get("stored_documents_only"):
        return ""
    stored = int(found["stored_documents_only"])
    own = int(found.get("provider_results") or 0)
    cases = ", ".join(found.get("stored_cases") or [])
    return (
        f"useful answers: {own + stored} = {own} from {provider}'s own results + {stored} "
        f"only from stored case documents ({cases}): cassettes/_shared/ pages every provider "
        "reads whatever its search returned, so they raise every provider's count and "
        "lower $/useful alike"
    )
