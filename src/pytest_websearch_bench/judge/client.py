"""The judge's client: OpenAI-compatible chat completions, temperature 0.

Every request carries its judgment key in an httpx extension, so the judge's
transport (``transport.py``) can answer from cassettes in replay and record in
record mode; the client itself never knows which. While recording, a 429, a 5xx or
a timeout is retried (Retry-After honoured, capped); what still fails stops the case
with a ``JudgeCallError``, never a grade of 0.
"""

from __future__ import annotations

import json
import os
import time
from collections.abc import Callable
from dataclasses import dataclass
from typing import Any

import httpx

from ..errors import JudgeCallError
from .chunks import Chunk
from .prompt import MAX_TOKENS, judge_prompt
from .store import judge_key
from .transport import JUDGE_KEY_EXTENSION
from .verdict import Verdict, parse_verdict

DEFAULT_BASE_URL = "https://api.openai.com/v1"
KEY_VARIABLES = ("WS_JUDGE_API_KEY", "OPENAI_API_KEY")
RETRIES = 3
MAX_WAIT_S = 30.0


@dataclass(frozen=True)
class Judgment:
    chunk: Chunk
    key: str
    verdict: Verdict
    flagged: bool  # the detector flagged text in the chunk (left out of the prompt)
    prompt_tokens: int | None = None
    completion_tokens: int | None = None


def api_key() -> str | None:
    for name in KEY_VARIABLES:
        value = os.environ.get(name)
        if value:
            return value
    return None


class JudgeClient:
    def __init__(
        self,
        model: str,
        transport: httpx.BaseTransport,
        *,
        base_url: str = DEFAULT_BASE_URL,
        key: str | None = None,
        timeout_s: float = 60.0,
        sleep: Callable[[float], None] = time.sleep,
    ) -> None:
        self.model = model
        self.url = base_url.rstrip("/") + "/chat/completions"
        self.key = key
        self._client = httpx.Client(transport=transport, timeout=timeout_s)
        self._sleep = sleep

    def close(self) -> None:
        self._client.close()

    def body(self, messages: list[dict[str, Any]]) -> dict[str, Any]:
        return {
            "model": self.model,
            "messages": messages,
            "temperature": 0,
            "max_tokens": MAX_TOKENS,
        }

    def grade(self, query: str, chunk: Chunk) -> Judgment:
        prompt = judge_prompt(query, chunk)
        key = judge_key(self.model, query, chunk.sha256)
        payload = self._post(key, self.body(prompt.messages))
        choices = payload.get("choices") or []
        message = (choices[0].get("message") or {}) if choices else {}
        usage = payload.get("usage") or {}
        verdict = parse_verdict(
            message.get("content") if isinstance(message.get("content"), str) else None,
            refusal=message.get("refusal") if isinstance(message.get("refusal"), str) else None,
            finish_reason=choices[0].get("finish_reason") if choices else None,
        )
        if not choices:
            verdict = Verdict(None, "unparsed", "the answer has no choices")
        return Judgment(
            chunk,
            key,
            verdict,
            prompt.flagged,
            usage.get("prompt_tokens"),
            usage.get("completion_tokens"),
        )

    def _post(self, key: str, body: dict[str, Any]) -> dict[str, Any]:
        content = json.dumps(body, ensure_ascii=False, sort_keys=True).encode("utf-8")
        headers = {"content-type": "application/json"}
        if self.key:
            headers["authorization"] = f"Bearer {self.key}"
        problem = ""
        for attempt in range(1, RETRIES + 1):
            request = self._client.build_request(
                "POST",
                self.url,
                content=content,
                headers=headers,
                extensions={JUDGE_KEY_EXTENSION: key},
            )
            try:
                response = self._client.send(request)
            except httpx.TimeoutException:
                problem = "timed out"
                self._sleep(min(2.0**attempt, MAX_WAIT_S))
                continue
            except httpx.TransportError as error:
                raise JudgeCallError(
                    f"the judge endpoint {self.url} cannot be reached: {error}",
                    "check --ws-judge-url and the network (recording only; replays never call it)",
                ) from None
            if response.status_code == 200:
                try:
                    data = response.json()
                except ValueError:
                    data = None
                if not isinstance(data, dict):
                    raise JudgeCallError(
                        f"the judge endpoint {self.url} answered 200 with a body that is not a "
                        "chat completion",
                        "point --ws-judge-url at an OpenAI-compatible /v1 base URL",
                    )
                return data
            problem = f"HTTP {response.status_code}: {response.text[:200]}"
            if response.status_code in (401, 403):
                raise JudgeCallError(
                    f"the judge endpoint {self.url} refused the key ({problem})",
                    "set WS_JUDGE_API_KEY (or OPENAI_API_KEY) to a key for this endpoint",
                )
            if response.status_code != 429 and response.status_code < 500:
                raise JudgeCallError(
                    f"the judge endpoint {self.url} rejected the request for model "
                    f"{self.model!r} ({problem})",
                    "check --ws-judge (the model name) and --ws-judge-url",
                )
            self._sleep(_wait(response, attempt))
        raise JudgeCallError(
            f"the judge endpoint {self.url} failed {RETRIES} times ({problem})",
            "record again later; nothing was written for the failed judgments",
        )


def _wait(response: httpx.Response, attempt: int) -> float:
    header = response.headers.get("retry-after")
    try:
        wait = float(header) if header is not None else 2.0**attempt
    except ValueError:
        wait = 2.0**attempt
    return max(0.0, min(wait, MAX_WAIT_S))
