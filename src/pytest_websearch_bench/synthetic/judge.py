"""A generated judge for synthetic fixtures: an OpenAI-compatible endpoint, in process.

``ws-bench synthesize --judge MODEL`` records the judge through this transport, so
the bundled set can show ``--ws-judge`` offline. It is not a model: it reads the
prompt as a model would (the query, the fenced passage and its source URL) and
grades by rules over the golden case, on the UMBRELA scale:

3  the passage states the answer (an answer pattern matches) and comes from a gold URL;
2  it states the answer, from another page (or, for a case without answer patterns,
   it comes from a gold URL);
1  it comes from a gold URL or an expected host but does not state the answer;
0  anything else.

Every file it produces is marked ``synthetic: true``, with a generator that says
the grades are rule-based. Never present them as a model's judgments.
"""

from __future__ import annotations

import hashlib
import json
import re
from collections.abc import Iterable
from typing import Any

import httpx

from ..cases import GoldenCase
from ..urls import canonical_url, host_of

SYNTHETIC_JUDGE_MODEL = "synthetic-judge"
_QUERY = re.compile(r"^Search query: (.*)$", re.MULTILINE)
_FENCE = re.compile(
    r"<<<UNTRUSTED (\w+) #1 source=(\S+)[^\n]*>>>\n(.*?)\n<<<END UNTRUSTED \1 #1>>>", re.DOTALL
)
_REASONS = {
    3: "The passage is about the query and states the answer directly.",
    2: "The passage contains the answer, but it is mixed with other information.",
    1: "The passage is on the subject of the query but does not give the answer.",
    0: "The passage is not about the query.",
}


def rule_grade(case: GoldenCase | None, url: str, text: str) -> int:
    if case is None:
        return 0
    canonical = canonical_url(url)
    gold = canonical in case.gold_urls
    expected_host = host_of(canonical) in set(case.expect.hosts)
    if case.answer_matchers:
        answered = case.matches_answer(text)
        if answered:
            return 3 if gold else 2
        return 1 if gold or expected_host else 0
    if gold:
        return 2
    return 1 if expected_host else 0


def prompt_parts(body: dict[str, Any]) -> tuple[str, str, str]:
    """(query, source URL, passage) read from a judge request's user message."""
    user = next(
        (m.get("content", "") for m in body.get("messages", []) if m.get("role") == "user"), ""
    )
    query_match = _QUERY.search(user)
    fence = _FENCE.search(user)
    query = query_match.group(1).strip() if query_match else ""
    if fence is None:
        return query, "", ""
    return query, fence.group(2), fence.group(3)


def completion(model: str, content: str, seed: str) -> dict[str, Any]:
    """A chat completion in the OpenAI shape."""
    return {
        "id": f"chatcmpl-synthetic-{hashlib.sha256(seed.encode()).hexdigest()[:16]}",
        "object": "chat.completion",
        "created": 1764460800,  # fixed: synthetic files are byte-stable
        "model": model,
        "choices": [
            {
                "index": 0,
                "message": {"role": "assistant", "content": content, "refusal": None},
                "finish_reason": "stop",
            }
        ],
        "usage": {
            "prompt_tokens": len(seed) // 4,
            "completion_tokens": len(content) // 4,
            "total_tokens": len(seed) // 4 + len(content) // 4,
        },
    }


class SyntheticJudge(httpx.BaseTransport):
    """Answers chat-completion requests with rule-based UMBRELA grades."""

    def __init__(self, cases: Iterable[GoldenCase]) -> None:
        self.by_query = {case.query: case for case in cases}

    def answer(self, body: dict[str, Any]) -> dict[str, Any]:
        query, url, passage = prompt_parts(body)
        grade = rule_grade(self.by_query.get(query), url, passage)
        content = f"{_REASONS[grade]}\nFinal score: {grade}"
        seed = json.dumps(body, sort_keys=True, ensure_ascii=False)
        return completion(str(body.get("model", SYNTHETIC_JUDGE_MODEL)), content, seed)

    def handle_request(self, request: httpx.Request) -> httpx.Response:
        body = json.loads(request.content or b"{}")
        return httpx.Response(
            200,
            headers={"content-type": "application/json"},
            content=json.dumps(self.answer(body), ensure_ascii=False).encode("utf-8"),
            request=request,
        )
