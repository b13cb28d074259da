"""Plain assertion helpers for tests on evidence: they raise AssertionError with a
message that shows what the span cites next to what was expected.

```python
from pytest_websearch_bench.assertions import assert_citable, assert_span
assert_citable(claim, artifact)
assert_span(artifact, "page:87:1694-1792", "Los ingresos netos consolidados ...")
```
"""

from __future__ import annotations

import difflib
from collections.abc import Mapping
from typing import Any

from .artifacts.base import Artifact
from .artifacts.errors import ArtifactError, SpanError
from .artifacts.spans import resolve_span
from .claims import Claim, check_citable


def _diff(expected: str, cited: str) -> str:
    lines = difflib.ndiff([expected], [cited])
    return "\n".join(f"    {line}" for line in lines)


def assert_span(artifact: Artifact, span: str, expected: str) -> None:
    """``span`` resolves on ``artifact`` to exactly ``expected``."""
    try:
        cited = resolve_span(artifact, span)
    except (ArtifactError, SpanError) as error:
        raise AssertionError(f"{span} does not resolve on {artifact.where}: {error}") from None
    if cited != expected:
        raise AssertionError(
            f"{span} on {artifact.where} cites other text (- expected, + cited):\n"
            + _diff(expected, cited)
        )


def assert_citable(
    claim: Claim | Mapping[str, Any], artifact: Artifact | Mapping[str, Artifact]
) -> None:
    """Some observation of ``claim`` resolves, on its stored artifact, to the claim's
    text. ``artifact`` is the one document, or the stored artifacts by sha256."""
    parsed = claim if isinstance(claim, Claim) else Claim.from_dict(claim)
    stored = {artifact.sha256: artifact} if isinstance(artifact, Artifact) else dict(artifact)
    citable, reason = check_citable(parsed, stored)
    if citable:
        return
    lines = [f"claim {parsed.id!r} is not citable: {reason}", f"  claim text: {parsed.text!r}"]
    for observation in parsed.observations:
        document = stored.get(observation.artifact_sha256)
        if document is None:
            lines.append(f"  {observation.span} on {observation.artifact_sha256[:12]}: not stored")
            continue
        try:
            cited = resolve_span(document, observation.span)
        except (ArtifactError, SpanError) as error:
            lines.append(f"  {observation.span}: {error}")
            continue
        lines.append(f"  {observation.span} (- claim text, + cited):")
        lines.append(_diff(parsed.text, cited))
    raise AssertionError("\n".join(lines))
