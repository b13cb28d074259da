"""A field recorded as a secret's placeholder is never compared (ux60e #1): a key an own
adapter sends under an ordinary name (``{"client_ref": KEY}``) is stored as ``<redacted>``
by value, and a replay without the key set sends ``None`` there. Everything else is
compared as before."""

from __future__ import annotations

import json
from typing import Any

import pytest
from hypothesis import given
from hypothesis import strategies as st

from pytest_websearch_bench.recording.redact import (
    DEFAULT_RULES,
    ProviderKey,
    RequestScrub,
    redact_body_text,
    redact_url,
)
from pytest_websearch_bench.replay.matching import (
    first_difference,
    keys_match,
    request_key,
    spec_key,
)

KEY = "sekrit-ACME-60-key-Zq81"
URL = "http://127.0.0.1:9/search"
WITH_KEY = RequestScrub(DEFAULT_RULES.with_key(ProviderKey.of("X-Acme-Key", None, KEY)))
WITHOUT_KEY = RequestScrub(DEFAULT_RULES.with_key(ProviderKey.of("X-Acme-Key", None, None)))


def _recorded(body: dict[str, Any]) -> str:
    redacted = redact_body_text(json.dumps(body), WITH_KEY.rules)
    assert redacted is not None and KEY not in redacted
    return redacted


@pytest.mark.parametrize("sent", [None, "", "None", KEY, 0])
def test_a_field_recorded_as_the_placeholder_matches_whatever_the_replay_sends(sent: Any) -> None:
    recorded = request_key("POST", URL, _recorded({"query": "acero", "client_ref": KEY}), WITH_KEY)
    scrub = WITH_KEY if sent == KEY else WITHOUT_KEY
    live = spec_key("POST", URL, (), {"query": "acero", "client_ref": sent}, scrub)
    assert keys_match(recorded, live)


def test_a_keyless_adapter_leaving_the_field_out_matches_too() -> None:
    recorded = request_key("POST", URL, _recorded({"query": "acero", "client_ref": KEY}), WITH_KEY)
    assert keys_match(recorded, spec_key("POST", URL, (), {"query": "acero"}, WITHOUT_KEY))


def test_other_fields_are_still_compared_and_named() -> None:
    recorded = request_key("POST", URL, _recorded({"query": "acero", "client_ref": KEY}), WITH_KEY)
    live = spec_key("POST", URL, (), {"query": "obra", "client_ref": None}, WITHOUT_KEY)
    assert not keys_match(recorded, live)
    assert first_difference(recorded, live) == ("body.query", "acero", "obra")
    extra = spec_key("POST", URL, (), {"query": "acero", "client_ref": None, "n": 5}, WITHOUT_KEY)
    assert not keys_match(recorded, extra)
    assert first_difference(recorded, extra) == ("body.n", "<absent>", 5)


def test_a_structure_in_the_secrets_place_is_a_difference() -> None:
    recorded = request_key("POST", URL, _recorded({"client_ref": KEY}), WITH_KEY)
    live = spec_key("POST", URL, (), {"client_ref": {"id": 1}}, WITHOUT_KEY)
    assert not keys_match(recorded, live)
    assert first_difference(recorded, live)[0] == "body.client_ref"


def test_the_text_around_a_placeholder_is_compared() -> None:
    recorded = request_key("POST", URL, _recorded({"auth": f"Token {KEY}"}), WITH_KEY)
    assert json.loads(recorded.body) == {"auth": "Token <redacted>"}
    for sent in ("Token None", "Token ", f"Token {KEY}"):
        scrub = WITH_KEY if KEY in sent else WITHOUT_KEY
        assert keys_match(recorded, spec_key("POST", URL, (), {"auth": sent}, scrub)), sent
    for sent in ("Bearer None", "Token two words", None):
        live = spec_key("POST", URL, (), {"auth": sent}, WITHOUT_KEY)
        assert not keys_match(recorded, live), sent


def test_a_query_parameter_recorded_as_the_placeholder_matches_without_the_key() -> None:
    recorded_uri = redact_url(f"{URL}?q=acero&ref={KEY}", WITH_KEY.rules)
    assert KEY not in recorded_uri
    recorded = request_key("GET", recorded_uri, None, WITH_KEY)
    for uri in (f"{URL}?q=acero&ref=None", f"{URL}?q=acero&ref=", f"{URL}?q=acero"):
        assert keys_match(recorded, request_key("GET", uri, None, WITHOUT_KEY)), uri
    assert keys_match(recorded, request_key("GET", f"{URL}?ref={KEY}&q=acero", None, WITH_KEY))
    other = request_key("GET", f"{URL}?q=obra&ref=None", None, WITHOUT_KEY)
    assert not keys_match(recorded, other)
    assert first_difference(recorded, other) == ("query.q", "acero", "obra")


def test_a_recording_without_placeholders_is_matched_exactly() -> None:
    recorded = request_key("POST", URL, json.dumps({"client_ref": None}), WITHOUT_KEY)
    live = spec_key("POST", URL, (), {"client_ref": "abc"}, WITHOUT_KEY)
    assert not keys_match(recorded, live)
    assert keys_match(recorded, spec_key("POST", URL, (), {"client_ref": None}, WITHOUT_KEY))


_VALUES = st.one_of(st.none(), st.booleans(), st.integers(), st.text(max_size=12))


@given(
    body=st.dictionaries(st.sampled_from(["q", "n", "lang", "depth"]), _VALUES, max_size=4),
    changed=st.sampled_from(["q", "n", "lang", "depth"]),
    new=_VALUES,
)
def test_a_non_secret_field_that_differs_never_matches(
    body: dict[str, Any], changed: str, new: Any
) -> None:
    recorded_body = {**body, "client_ref": KEY}
    live_body = {**body, changed: new, "client_ref": None}
    recorded = request_key("POST", URL, _recorded(recorded_body), WITH_KEY)
    live = spec_key("POST", URL, (), live_body, WITHOUT_KEY)
    same = request_key("POST", URL, json.dumps({**body, changed: new}), WITHOUT_KEY) == (
        request_key("POST", URL, json.dumps(body), WITHOUT_KEY)
    )
    assert keys_match(recorded, live) == (changed in body and same)
