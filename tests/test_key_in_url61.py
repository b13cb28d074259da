"""A provider key in the URL itself (ux61b #1): a path segment (``/v1/KEY/search``, as some
providers and self-hosted gateways take it), the userinfo (``user:KEY@host``), the fragment,
as it is or percent-encoded. Redaction replaces it wherever it stands, the scanner flags a
userinfo password left behind, and replay matches the recording with or without the key
(the path segment compared as ``<redacted>``)."""

from __future__ import annotations

import base64
import json
import string
from urllib.parse import quote, quote_plus

import httpx
import pytest
from hypothesis import HealthCheck, assume, given, settings
from hypothesis import strategies as st

from pytest_websearch_bench.recording.capture import capture_exchange, interaction_of
from pytest_websearch_bench.recording.redact import (
    DEFAULT_RULES,
    ProviderKey,
    RequestScrub,
    redact_cassette,
    redact_text,
    redact_url,
)
from pytest_websearch_bench.recording.scan import Scanner
from pytest_websearch_bench.replay.cassette import Cassette, InteractionMeta, dump_cassette
from pytest_websearch_bench.replay.matching import (
    RequestKey,
    first_difference,
    keys_match,
    request_key,
)

KEY = "sekrit-ACME-61+key/Zq81"  # "+" and "/": percent-encoded in a path segment
RULES = DEFAULT_RULES.with_key(ProviderKey.of(None, None, KEY))
WITH_KEY = RequestScrub(RULES)
WITHOUT_KEY = RequestScrub(DEFAULT_RULES)
ENCODED = quote(KEY, safe="")  # sekrit-ACME-61%2Bkey%2FZq81


@pytest.mark.parametrize(
    ("uri", "expected"),
    [
        (
            f"https://api.example.com/v1/{ENCODED}/search?q=acero",
            "https://api.example.com/v1/<redacted>/search?q=acero",
        ),
        (  # lowercase hex digits
            f"https://api.example.com/v1/{ENCODED.replace('%2B', '%2b')}/search",
            "https://api.example.com/v1/<redacted>/search",
        ),
        (f"https://gw.example.com/{KEY}", "https://gw.example.com/<redacted>"),
        (
            f"https://user:{ENCODED}@api.example.com/v1/search",
            "https://user:<redacted>@api.example.com/v1/search",
        ),
        (
            f"https://{ENCODED}@api.example.com/v1/search",
            "https://<redacted>@api.example.com/v1/search",
        ),
        (
            f"https://api.example.com/v1/search#{ENCODED}",
            "https://api.example.com/v1/search#<redacted>",
        ),
        (
            f"https://api.example.com/v1/search?ref={quote_plus(KEY)}",
            "https://api.example.com/v1/search?ref=%3Credacted%3E",
        ),
    ],
)
def test_a_known_key_is_redacted_wherever_it_stands_in_the_url(uri: str, expected: str) -> None:
    assert redact_url(uri, RULES) == expected


def test_a_userinfo_password_is_redacted_even_when_it_is_not_a_known_key() -> None:
    assert redact_url("https://ana:hunter2-Zq@api.example.com/v1/search") == (
        "https://ana:<redacted>@api.example.com/v1/search"
    )
    assert redact_url("https://api.example.com/v1/search#section-2") == (
        "https://api.example.com/v1/search#section-2"
    )  # an anchor is kept
    assert redact_url("https://api.example.com/cb#access_token=abc&state=1") == (
        "https://api.example.com/cb#access_token=%3Credacted%3E&state=1"
    )
    uri = "https://api.example.com/v1/sekrit-other-key-Zq81/search"
    assert redact_url(uri, RULES) == uri  # the host and the rest of the path are kept


def test_redaction_of_the_url_is_idempotent() -> None:
    once = redact_url(f"https://u:{ENCODED}@api.example.com/v1/{ENCODED}/s#{ENCODED}", RULES)
    assert redact_url(once, RULES) == once
    assert KEY not in once and ENCODED not in once


def test_percent_encoded_keys_are_found_in_text_too() -> None:
    assert redact_text(f"key={ENCODED}&q=1", RULES) == "key=<redacted>&q=1"
    assert redact_text(f"key={quote_plus(KEY)}", RULES) == "key=<redacted>"


def test_the_scanner_flags_a_userinfo_password() -> None:
    found = list(
        Scanner().scan_json(
            {"request": {"uri": "https://ana:hunter2-Zq81x@api.example.com/v1/search"}}, "f.json"
        )
    )
    assert [f.kind for f in found] == ["secret_userinfo"]
    assert "hunter2" not in str(found[0])
    clean = {"request": {"uri": "https://ana:<redacted>@api.example.com/v1/search"}}
    assert list(Scanner().scan_json(clean, "f.json")) == []


# -- replay ------------------------------------------------------------------------------


def _recorded(path_key: str) -> RequestKey:
    uri = redact_url(f"https://api.example.com/v1/{path_key}/search?q=acero", RULES)
    assert uri == "https://api.example.com/v1/<redacted>/search?q=acero"
    return request_key("GET", uri, None, WITH_KEY)


@pytest.mark.parametrize(
    ("sent", "scrub"),
    [(ENCODED, WITH_KEY), ("None", WITHOUT_KEY), ("", WITHOUT_KEY), (ENCODED, WITHOUT_KEY)],
    ids=["the-key", "None", "nothing", "another-key"],
)
def test_a_path_segment_recorded_as_the_placeholder_matches_with_or_without_the_key(
    sent: str, scrub: RequestScrub
) -> None:
    recorded = _recorded(ENCODED)
    live = request_key("GET", f"https://api.example.com/v1/{sent}/search?q=acero", None, scrub)
    assert keys_match(recorded, live)


def test_the_rest_of_the_path_and_the_segments_are_still_compared() -> None:
    recorded = _recorded(ENCODED)
    for uri in (
        f"https://api.example.com/v2/{ENCODED}/search?q=acero",  # another version
        "https://api.example.com/v1/a/b/search?q=acero",  # two segments for one
        "https://api.example.com/v1/None/search?q=obra",  # another query
    ):
        assert not keys_match(recorded, request_key("GET", uri, None, WITH_KEY)), uri
    live = request_key(
        "GET", f"https://api.example.com/v2/{ENCODED}/search?q=acero", None, WITH_KEY
    )
    field, was, now = first_difference(recorded, live)
    assert (field, was, now) == ("url.path", "/v1/<redacted>/search", "/v2/<redacted>/search")


# -- the property: whatever the placement, the cassette's bytes never hold the key ------

PATH_SAFE = "/:@!$&'()*+,;="  # what a path segment may hold unencoded
_ALPHABET = string.ascii_letters + string.digits + string.punctuation
_PLACEMENTS = {
    "path": lambda k: f"https://api.example.com/v1/{quote(k, safe='')}/search?q=acero",
    "path-safe": lambda k: f"https://api.example.com/v1/{quote(k, safe=PATH_SAFE)}/x",
    "password": lambda k: f"https://user:{quote(k, safe='')}@api.example.com/v1/search",
    "user": lambda k: f"https://{quote(k, safe='')}@api.example.com/v1/search",
    "fragment": lambda k: f"https://api.example.com/v1/search?q=1#{quote(k, safe='')}",
    "query": lambda k: f"https://api.example.com/v1/search?ref={quote_plus(k)}&q=1",
}


def _written(key: str, placement: str) -> bytes:
    """What recording writes for one GET to the URL holding ``key``, answered by a server
    that echoes the request (its URL and headers, ``Authorization`` too)."""

    def echo(request: httpx.Request) -> httpx.Response:
        return httpx.Response(200, json={"url": str(request.url), "headers": dict(request.headers)})

    with httpx.Client(transport=httpx.MockTransport(echo)) as client:
        response = client.get(_PLACEMENTS[placement](key))
        exchange = capture_exchange(response.request, response, response.content)
    cassette = Cassette(interactions=[interaction_of(exchange, InteractionMeta())])
    rules = DEFAULT_RULES.with_key(ProviderKey.of(None, None, key))
    return dump_cassette(redact_cassette(cassette, rules))


def _forms(key: str) -> set[str]:
    encoded = {quote(key, safe=""), quote(key), quote_plus(key), quote(key, safe="+")}
    lower = {_lower_hex(e) for e in encoded}
    basic = {
        base64.b64encode(f"user:{key}".encode()).decode(),
        base64.b64encode(f"{key}:".encode()).decode(),
    }
    return {key, json.dumps(key)[1:-1], *encoded, *lower, *basic}


def _lower_hex(text: str) -> str:
    out, i = [], 0
    while i < len(text):
        if text[i] == "%" and i + 2 < len(text):
            out.append(text[i : i + 3].lower())
            i += 3
        else:
            out.append(text[i])
            i += 1
    return "".join(out)


@settings(max_examples=150, deadline=None, suppress_health_check=[HealthCheck.too_slow])
@given(
    key=st.text(_ALPHABET, min_size=8, max_size=40), placement=st.sampled_from(list(_PLACEMENTS))
)
def test_a_key_anywhere_in_the_url_never_reaches_the_cassettes_bytes(
    key: str, placement: str
) -> None:
    assume(ProviderKey.of(None, None, key).values)  # "xxxxxxxx", "redacted": never searched
    assume("<redacted>" not in key)
    forms = _forms(key)
    # what the cassette holds whatever the key (host, headers, the path around it): a key
    # that happens to be part of it is no leak
    baseline = _written("Qz7-Wx4-Qz7-Wx4", placement).decode("utf-8")
    assume(not any(form in baseline for form in forms))
    written = _written(key, placement).decode("utf-8")
    for form in forms:
        assert form not in written, (placement, form)
