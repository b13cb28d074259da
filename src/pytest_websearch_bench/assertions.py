"""Plain assertion helpers for tests on evidence: they raise AssertionError with a
message that shows what the span cites next to what was expected.

```python
from pytest_websearch_bench.assertions import assert_citable, assert_span
assert_citable(ws_record)             # every claim of a case cites its stored artifact
assert_citable(claim, artifact)       # one claim against one document
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
from .records import CaseRecord


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
    claim: CaseRecord | Claim | Mapping[str, Any],
    artifact: Artifact | Mapping[str, Artifact] | None = None,
) -> None:
    """Some observation of ``claim`` resolves, on its stored artifact, to the claim's
    text. ``artifact`` is the one document, or the stored artifacts by sha256.

    Given a CaseRecord (``ws_record``), every claim of the case is checked against the
    artifacts the run stored; a record that crossed processes (it has no artifacts) is
    judged by the citable flag the run computed, and says so."""
    if isinstance(claim, CaseRecord):
        _assert_record_citable(claim)
        return
    if artifact is None:
        raise TypeError("assert_citable(claim, artifact): give the artifact(s) the claim cites")
    parsed = claim if isinstance(claim, Claim) else Claim.from_dict(claim)
    stored = {artifact.sha256: artifact} if isinstance(artifact, Artifact) else dict(artifact)
    citable, reason = check_citable(parsed, stored)
    if citable:
        return
    raise AssertionError(_explain(parsed, reason, stored))


def _assert_record_citable(record: CaseRecord) -> None:
    problems = []
    for data in record.claims:
        parsed = Claim.from_dict(data)
        if record.stored:
            citable, reason = check_citable(parsed, record.stored)
        else:
            citable = data.get("citable") is True
            reason = str(data.get("citable_reason") or "not citable") + (
                " (the run's verdict: this record's artifacts are not in this process)"
            )
        if not citable:
            problems.append(_explain(parsed, reason, record.stored))
    if problems:
        head = (
            f"{record.case_id}[{record.provider}]: {len(problems)} of {len(record.claims)} "
            "claim(s) not citable"
        )
        raise AssertionError("\n".join([head, *problems]))


def _explain(parsed: Claim, reason: str, stored: Mapping[str, Artifact]) -> str:
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
    return "\n".join(lines)
