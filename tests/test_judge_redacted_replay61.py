"""A judged chunk holding what recording redacts (a personal address, a phone) replays
(ux61b #3): the judge's transport compares a request with its recording by the provider
replay's rule (``replay.matching.keys_match``: both sides redacted by the fixture tree's
rules), not byte for byte. A prompt that changed is still a mismatch."""

from __future__ import annotations

import json
from pathlib import Path

import httpx
import pytest

from pytest_websearch_bench.errors import JudgeMismatchError
from pytest_websearch_bench.judge import JudgeStore, JudgeTransport
from pytest_websearch_bench.judge.chunks import Chunk
from pytest_websearch_bench.judge.client import JudgeClient
from pytest_websearch_bench.judge.runner import JudgeRunner
from pytest_websearch_bench.providers.models import SearchResult
from pytest_websearch_bench.recording.redact import RedactionRules, RequestScrub
from pytest_websearch_bench.replay.cassette import load_cassette
from pytest_websearch_bench.replay.store import CassetteStore

PERSON = "mariana.gutierrez@gmail.com"
PHONE = "+52 55 8765 4321"
TEXT = f"Venta de acero. Directora: {PERSON}, celular {PHONE}."
SCRUB = RequestScrub(RedactionRules())


class _Endpoint(httpx.BaseTransport):
    def __init__(self) -> None:
        self.calls = 0

    def handle_request(self, request: httpx.Request) -> httpx.Response:
        self.calls += 1
        content = {
            "choices": [
                {"message": {"content": "Reasoning.\nFinal score: 3"}, "finish_reason": "stop"}
            ]
        }
        return httpx.Response(200, json=content, request=request)


def _grade(store: JudgeStore, chunk: Chunk, *, live: httpx.BaseTransport | None = None):
    transport = JudgeTransport(store, "tavily", "gs-001", live=live, scrub=SCRUB)
    client = JudgeClient("m", transport, base_url="http://127.0.0.1:9/v1", sleep=lambda s: None)
    judgment = client.grade("acero", chunk)
    client.close()
    if transport.pending:
        transport.flush(RedactionRules())
    return judgment, transport


def test_a_chunk_with_a_personal_address_replays_against_its_redacted_recording(
    tmp_path: Path,
) -> None:
    chunk = Chunk("https://a.mx/", "Aceros", TEXT, (), 1)
    endpoint = _Endpoint()
    recorded, _ = _grade(JudgeStore(CassetteStore(tmp_path), "m"), chunk, live=endpoint)
    stored = (tmp_path / "_judge/m/tavily/gs-001.json").read_text(encoding="utf-8")
    assert PERSON not in stored and "redacted@example.test" in stored
    replayed, transport = _grade(JudgeStore(CassetteStore(tmp_path), "m"), chunk)
    assert endpoint.calls == 1 and not transport.played[0].recorded
    assert replayed.verdict == recorded.verdict


def test_a_changed_prompt_is_still_a_mismatch_and_names_no_personal_data(
    tmp_path: Path, monkeypatch: pytest.MonkeyPatch
) -> None:
    chunk = Chunk("https://a.mx/", "Aceros", TEXT, (), 1)
    _grade(JudgeStore(CassetteStore(tmp_path), "m"), chunk, live=_Endpoint())
    from pytest_websearch_bench.judge import prompt

    monkeypatch.setattr(prompt, "SYSTEM", prompt.SYSTEM + " Be strict.")
    with pytest.raises(JudgeMismatchError) as info:
        _grade(JudgeStore(CassetteStore(tmp_path), "m"), chunk)
    assert "PROMPT_VERSION" in str(info.value)
    assert PERSON not in str(info.value)


def test_the_session_judge_replays_what_it_recorded_with_personal_data(tmp_path: Path) -> None:
    """Through ``JudgeRunner`` (what a session uses): its transport gets the tree's rules."""
    result = SearchResult(
        url="https://a.mx/",
        raw_url="https://a.mx/",
        title="Aceros",
        snippet=TEXT,
        published_at=None,
        score=0.9,
        position=1,
        host="a.mx",
    )
    endpoint = _Endpoint()
    rules = RedactionRules()
    store = CassetteStore(tmp_path)
    recording = JudgeRunner(
        JudgeStore(store, "m"), "http://127.0.0.1:9/v1", 2, live=endpoint, rules=rules
    )
    block = recording.judge("tavily", "gs-001", "acero", [result])
    assert endpoint.calls == 1 and "error" not in block
    cassette = load_cassette(tmp_path / "_judge/m/tavily/gs-001.json")
    assert PERSON not in json.dumps(cassette.model_dump(mode="json"))
    replay = JudgeRunner(JudgeStore(CassetteStore(tmp_path), "m"), "http://127.0.0.1:9/v1", 2)
    again = replay.judge("tavily", "gs-001", "acero", [result])
    assert endpoint.calls == 1
    assert again["chunks"] == block["chunks"]
