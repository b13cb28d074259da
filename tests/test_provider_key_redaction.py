"""A provider's key under names no list knows (a team's own adapter) and its value
wherever it appears: redaction, the scanner and request matching (walkthrough 59 #1)."""

from __future__ import annotations

import string

from hypothesis import assume, given
from hypothesis import strategies as st

from pytest_websearch_bench.recording.redact import (
    DEFAULT_RULES,
    ProviderKey,
    RequestScrub,
    redact_headers,
    redact_text,
    redact_url,
)
from pytest_websearch_bench.recording.scan import Scanner
from pytest_websearch_bench.replay.matching import canonical_request_url
from pytest_websearch_bench.replay.secrets import is_secret_header

KEY = "sekrit-ACME-59-key-Zq81"


def test_a_header_named_with_a_secrets_word_is_a_secret_header() -> None:
    for name in ("X-Acme-Key", "x_custom_token", "Acme-Auth", "X-Client-Secret", "X-API-Key"):
        assert is_secret_header(name), name
    for name in ("WWW-Authenticate", "Keep-Alive", "Content-Type", "X-Request-Id", "Monkey"):
        assert not is_secret_header(name), name


def test_redaction_empties_an_own_adapters_header_without_any_rule() -> None:
    out = redact_headers({"X-Acme-Key": [KEY], "Accept": ["application/json"]})
    assert out == {"X-Acme-Key": ["<redacted>"], "Accept": ["application/json"]}


def test_the_adapters_parameter_and_value_are_redacted_everywhere() -> None:
    rules = DEFAULT_RULES.with_key(ProviderKey.of("X-Acme-Key", "acme_credential", KEY))
    uri = f"http://127.0.0.1:9/search?q=acero&acme_credential={KEY}"
    assert KEY not in redact_url(uri, rules)
    assert "q=acero" in redact_url(uri, rules)
    assert redact_text(f'{{"client_ref": "{KEY}", "echo": "key {KEY}."}}', rules) == (
        '{"client_ref": "<redacted>", "echo": "key <redacted>."}'
    )
    assert KEY in redact_url(uri)  # without the adapter's key, the parameter is unknown


def test_a_short_or_placeholder_key_is_not_searched_for_as_text() -> None:
    assert ProviderKey.of("X-Acme-Key", None, "x").values == ()
    assert ProviderKey.of("X-Acme-Key", None, "   your-api-key  ").values == ()
    assert ProviderKey.of(None, None, "x").names == ()
    rules = DEFAULT_RULES.with_key(ProviderKey.of("X-Acme-Key", None, "x"))
    assert redact_text("x marks the spot", rules) == "x marks the spot"


def test_rules_files_secret_keys_name_headers_and_parameters_too() -> None:
    rules = DEFAULT_RULES.__class__(extra_secret_keys=frozenset({"xacmekey", "acmecredential"}))
    assert rules.is_secret_header("X-ACME-KEY") and rules.is_secret_param("acme-credential")


def test_the_scanner_finds_a_key_under_an_own_header() -> None:
    found = list(Scanner().scan_json({"headers": {"x-acme-key": [KEY]}}, "acme/search/gs-001.json"))
    assert [f.kind for f in found] == ["secret_header"]


def test_a_replayed_request_without_the_key_matches_its_redacted_recording() -> None:
    scrub = RequestScrub(DEFAULT_RULES.with_key(ProviderKey.of(None, "acme_credential", KEY)))
    recorded = "http://127.0.0.1:9/search?acme_credential=%3Credacted%3E&q=acero"
    assert canonical_request_url(recorded, scrub) == canonical_request_url(
        "http://127.0.0.1:9/search?q=acero", scrub
    )
    assert canonical_request_url(
        f"http://127.0.0.1:9/search?q=acero&acme_credential={KEY}", scrub
    ) == (canonical_request_url(recorded, scrub))


_KEYS = st.text(string.ascii_letters + string.digits + "-_", min_size=8, max_size=40)


@given(key=_KEYS, before=st.text(max_size=40), after=st.text(max_size=40))
def test_a_key_of_eight_characters_or_more_never_survives_redaction(
    key: str, before: str, after: str
) -> None:
    provider_key = ProviderKey.of("X-Acme-Key", None, key)
    assume(provider_key.values)  # "redacted", "example-key": placeholders, never searched for
    rules = DEFAULT_RULES.with_key(provider_key)
    assert key not in redact_text(before + key + after, rules)


def test_of_adapter_reads_the_adapters_auth_and_key(monkeypatch) -> None:
    from pytest_websearch_bench.providers.models import AuthPlacement
    from pytest_websearch_bench.providers.tavily import TavilyAdapter

    class Acme(TavilyAdapter):
        name = "acme"
        key_env = "ACME_SEARCH_KEY"
        auth = AuthPlacement(header="X-Acme-Key", query_param="acme_credential")

    monkeypatch.setenv("ACME_SEARCH_KEY", KEY)
    assert ProviderKey.of_adapter(Acme(offline=True)) == ProviderKey(
        ("X-Acme-Key", "acme_credential"), (KEY,)
    )
    assert ProviderKey.of_adapter(Acme(offline=True, api_key="x")).values == ()
    monkeypatch.delenv("ACME_SEARCH_KEY")
    assert ProviderKey.of_adapter(Acme(offline=True)) == ProviderKey(
        ("X-Acme-Key", "acme_credential"), ()
    )


def test_short_key_tells_a_real_looking_short_key_from_a_tests_stand_in() -> None:
    from pytest_websearch_bench.recording.redact import short_key

    for real in ("Ab3-x9", "a1b2c3", "Kq-7", "482913", "aBcDeF", " k9 "):
        assert short_key(real), real
    for stand_in in (None, "", "  ", "x", "xxx", "any", "test", "FAKE", "Right", "dummy"):
        assert not short_key(stand_in), stand_in
    assert not short_key("Ab3-x9Zq")  # 8 characters: searched for as text, redacted by value
    assert not short_key("<redacted>")
