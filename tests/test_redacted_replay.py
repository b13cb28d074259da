"""Redaction that still replays: a request is compared with its recording in redacted form,
so a personal address a user's adapter sends is stored redacted and still replays."""

from __future__ import annotations

import json
from collections.abc import Iterator
from pathlib import Path

import pytest
from hypothesis import given
from hypothesis import strategies as st

from conftest import make_bench_project
from emulator import EmulatorConfig, ProviderEmulator
from pytest_websearch_bench.recording.redact import (
    EMAIL_PLACEHOLDER,
    RedactionRules,
    RequestScrub,
    redact_body_text,
    redact_url,
)
from pytest_websearch_bench.replay.matching import first_difference, request_key, spec_key

SCRUB = RequestScrub()
URL = "https://api.tavily.com/search"


@pytest.mark.parametrize(
    "live",
    [
        {"query": "q", "contact": "maria.lopez@gmail.com"},
        {"query": "q", "contact": {"phone": "+52 55 1234 5678", "email": "jl@hotmail.com"}},
        {"query": "q", "account_id": "acct-77", "user": {"id": 9, "name": "Ana"}},
        {"query": "q", "notes": ["llamar a pedro.ruiz@yahoo.com.mx", "ventas@acme.mx"]},
        {"query": "q", "api_key": "tvly-dev-Z9y8X7w6V5u4T3s2R1q0P9o8"},
    ],
)
def test_a_live_request_matches_its_redacted_recording(live: dict) -> None:
    body = json.dumps(live)
    recorded = redact_body_text(body)
    assert recorded != body or "api_key" in live
    assert request_key("POST", URL, body, SCRUB) == request_key("POST", URL, recorded, SCRUB)
    spec = spec_key("POST", URL, (), live, SCRUB)
    assert spec == request_key("POST", URL, recorded, SCRUB)


def test_a_personal_address_in_the_query_string_matches_too() -> None:
    live = "https://api.example.com/search?q=planta&contact=maria.lopez%40gmail.com"
    assert request_key("GET", live, None, SCRUB) == request_key(
        "GET", redact_url(live), None, SCRUB
    )


def test_a_real_difference_is_still_named_in_redacted_form() -> None:
    recorded = redact_body_text(json.dumps({"query": "planta", "contact": "a.b@gmail.com"}))
    live = json.dumps({"query": "obra", "contact": "c.d@gmail.com"})
    field, was, now = first_difference(
        request_key("POST", URL, recorded, SCRUB), request_key("POST", URL, live, SCRUB)
    )
    assert (field, was, now) == ("body.query", "planta", "obra")
    live_contact = json.dumps({"query": "planta", "contact": "c.d@gmail.com", "x": 1})
    field, was, now = first_difference(
        request_key("POST", URL, recorded, SCRUB), request_key("POST", URL, live_contact, SCRUB)
    )
    assert field == "body.x" and "c.d@gmail.com" not in f"{was}{now}"


def test_an_adapters_account_fields_take_part() -> None:
    scrub = RequestScrub(RedactionRules().with_account_fields(["account_email"]))
    live = json.dumps({"q": "x", "account_email": "ops"})
    recorded = redact_body_text(live, scrub.rules)
    assert request_key("POST", URL, live, scrub) == request_key("POST", URL, recorded, scrub)
    assert request_key("POST", URL, live, SCRUB) != request_key("POST", URL, recorded, SCRUB)


_WORDS = st.sampled_from(["planta", "maria.lopez@gmail.com", "+52 55 1234 5678", "ventas@x.mx"])
_VALUES = st.recursive(
    st.one_of(_WORDS, st.integers(), st.booleans()),
    lambda inner: st.one_of(
        st.lists(inner, max_size=3),
        st.dictionaries(
            st.sampled_from(["query", "contact", "user_id", "org", "tags"]), inner, max_size=3
        ),
    ),
    max_leaves=8,
)


@given(st.dictionaries(st.sampled_from(["query", "contact", "account_id", "meta"]), _VALUES))
def test_any_body_matches_its_own_redaction(body: dict) -> None:
    text = json.dumps(body)
    assert request_key("POST", URL, text, SCRUB) == request_key(
        "POST", URL, redact_body_text(text), SCRUB
    )


# -- recorded against the emulator on 127.0.0.1, then replayed offline ------------------------

CASES = ["gs-001", "gs-002", "gs-011", "gs-065", "gs-081"]
CONTACT = "maria.lopez@gmail.com"
USER_ADAPTER = f'''
import dataclasses

from pytest_websearch_bench.providers.tavily import TavilyAdapter


class ContactTavily(TavilyAdapter):
    """A team's adapter: every request says who to contact about it."""

    def _with_contact(self, spec):
        extra = {{"contact": "{CONTACT}", "account_id": "acct-77", "phone": "+52 55 1234 5678"}}
        return dataclasses.replace(spec, json={{**spec.json, **extra}})

    def build_search_request(self, query):
        return self._with_contact(super().build_search_request(query))

    def build_extract_request(self, urls):
        return self._with_contact(super().build_extract_request(urls))


def pytest_ws_provide_adapter(name, config):
    return ContactTavily if name == "tavily" else None
'''


@pytest.fixture
def emu() -> Iterator[ProviderEmulator]:
    with ProviderEmulator(EmulatorConfig.for_tests()) as server:
        yield server


@pytest.mark.enable_socket
def test_a_recorded_contact_field_replays(
    pytester: pytest.Pytester, emu: ProviderEmulator, monkeypatch: pytest.MonkeyPatch
) -> None:
    monkeypatch.setenv("TAVILY_API_KEY", "tvly-test-key")
    project = make_bench_project(pytester.path, case_ids=CASES, providers=("tavily",))
    pytester.makeconftest(USER_ADAPTER)
    endpoint = f"--ws-endpoint=tavily={emu.url('tavily')}"
    recording = pytester.runpytest_subprocess(
        "--ws-provider=tavily", endpoint, "--ws-record=all", "--ws-report=rec.json"
    )
    assert recording.ret == 0, recording.stdout.str()[-3000:]
    run = json.loads((project / "rec.json").read_text(encoding="utf-8"))
    records = run["providers"]["tavily"]["cases"]
    assert len(records) == len(CASES)
    assert all(r["hard_fault"] is None for r in records), [r["hard_fault"] for r in records]
    assert emu.stats()["totals"]["requests"] > 0
    stored = (project / "cassettes" / "tavily" / "search" / "gs-065.json").read_text("utf-8")
    assert CONTACT not in stored and EMAIL_PLACEHOLDER in stored and "acct-77" not in stored
    emu.reset()
    replay = pytester.runpytest_subprocess("--ws-provider=tavily", endpoint, "--ws-report=re.json")
    assert replay.ret == 0, replay.stdout.str()[-3000:]
    assert emu.stats()["totals"]["requests"] == 0  # every request answered from cassettes
    again = json.loads((project / "re.json").read_text(encoding="utf-8"))
    assert all(r["hard_fault"] is None for r in again["providers"]["tavily"]["cases"])


def test_the_project_fixture_cases_are_not_forbidden(repo_root: Path) -> None:
    from pytest_websearch_bench.cases import load_golden_cases

    chosen = [c for c in load_golden_cases(repo_root / "golden") if c.id in CASES]
    assert len(chosen) == len(CASES) and not any(c.forbidden for c in chosen)
