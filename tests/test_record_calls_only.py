"""Recording runs only the default pipeline's provider calls (the evidence is built when
the written cassettes are replayed): the same requests, in the same order, as the whole
pipeline, for a provider with an extract, one with a reader and a search-only one."""

from __future__ import annotations

import json
from pathlib import Path
from typing import Any

import httpx
import pytest

from pytest_websearch_bench.cases import load_golden_cases
from pytest_websearch_bench.families import FamilyTable
from pytest_websearch_bench.pipeline import (
    CaseRun,
    default_pipeline,
    execute,
    provider_calls_only,
)
from pytest_websearch_bench.providers import get_adapter

SHAPES = Path(__file__).parent / "data" / "shapes"
ANSWERS = {  # provider: (its search's answer, its reader's or extract's answer)
    "tavily": ("tavily/search_news", "tavily/extract_failed_results"),
    "jina": ("jina/search_json", "jina/reader_ok_published"),
    "brave": ("brave/search_age_only", None),
}


def _payload(name: str) -> Any:
    return json.loads((SHAPES / f"{name}.json").read_text(encoding="utf-8"))["payload"]


def _calls(provider: str, pipeline: Any, golden: tuple[Any, FamilyTable]) -> list[Any]:
    search, read = ANSWERS[provider]
    sent: list[tuple[str, str, bytes]] = []

    def handler(request: httpx.Request) -> httpx.Response:
        sent.append((request.method, str(request.url), request.content))
        first = len(sent) == 1
        return httpx.Response(200, json=_payload(search if first or read is None else read))

    case, families = golden
    client = httpx.Client(transport=httpx.MockTransport(handler))
    adapter = get_adapter(provider, client=client, api_key="test-key")
    record, unexpected = execute(CaseRun(case, adapter, families=families), pipeline)
    assert unexpected is None, unexpected
    return [sent, [(c.operation, c.status, c.error_kind) for c in record.calls]]


@pytest.fixture(scope="module")
def golden(repo_root: Path) -> tuple[Any, FamilyTable]:
    case = next(c for c in load_golden_cases(repo_root / "golden") if c.id == "gs-011")
    return case, FamilyTable.load(repo_root / "golden" / "families.yaml")


@pytest.mark.parametrize("provider", sorted(ANSWERS))
def test_recording_sends_what_the_default_pipeline_sends(provider: str, golden) -> None:
    whole = _calls(provider, default_pipeline, golden)
    calls_only = _calls(provider, provider_calls_only, golden)
    assert calls_only == whole
    assert whole[0], "the case made no call at all"
    if ANSWERS[provider][1] is not None:
        assert len(whole[0]) > 1  # the search and at least one read
