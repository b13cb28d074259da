"""Instructions a case (stop 62): the helpers that make a replayed case cheaper give the
same answers as the code they shortcut. A page key of an already-canonical URL is made
without parsing it again (``urls.page_key``), and a Clopper-Pearson end stops bisecting
once its 6-place rounding is settled (``metrics.stats.rounded_beta_quantile``)."""

from __future__ import annotations

import pytest
from hypothesis import given, settings
from hypothesis import strategies as st

from pytest_websearch_bench.metrics.stats import (
    beta_quantile,
    clopper_pearson,
    rounded_beta_quantile,
)
from pytest_websearch_bench.urls import _ALREADY_CANONICAL, _page_key, canonical_url, page_key

# --- page keys of canonical URLs -------------------------------------------------------

LABELS = st.sampled_from(["www", "acme", "b", "x-y", "www2", "co", "mx", "com", "9"])
HOSTS = st.lists(LABELS, min_size=1, max_size=4).map(".".join)
SEGMENTS = st.sampled_from(["", "a", "Contact", "x_(y)", "p.html", "a:b@c", "~u", ".", "-"])
PATHS = st.one_of(
    st.just(""),
    st.lists(SEGMENTS, min_size=1, max_size=4).map(lambda parts: "/" + "/".join(parts)),
)
TAILS = st.sampled_from(["", "/", "//", "?id=1", "?utm_source=x&id=2", "#top", ":443", ":8080"])


@settings(max_examples=400)
@given(st.sampled_from(["http", "https", "HTTPS"]), HOSTS, PATHS, TAILS)
def test_a_page_key_is_the_key_of_the_canonical_url(
    scheme: str, host: str, path: str, tail: str
) -> None:
    url = f"{scheme}://{host}{tail if tail.startswith(':') else ''}{path}"
    url += "" if tail.startswith(":") else tail
    assert page_key(url) == _page_key(canonical_url(url))


@pytest.mark.parametrize(
    ("url", "key"),
    [
        ("https://www.acme.example", "https://acme.example/"),
        ("http://acme.example/", "https://acme.example/"),
        ("https://acme.example//", "https://acme.example/"),
        ("https://www.acme.example/a/b//", "https://acme.example/a/b"),
        ("https://www.com/x", "https://com/x"),
        ("http://docs.www.example/a:b@c/", "https://docs.www.example/a:b@c"),
    ],
)
def test_the_short_way_of_canonical_urls(url: str, key: str) -> None:
    assert _ALREADY_CANONICAL.fullmatch(url)
    assert page_key(url) == key == _page_key(canonical_url(url))


# --- Clopper-Pearson ends rounded --------------------------------------------------------


@settings(max_examples=150, deadline=None)
@given(
    st.sampled_from([0.025, 0.975, 0.05, 0.5]),
    st.integers(1, 400),
    st.integers(1, 400),
)
def test_a_rounded_quantile_is_the_full_bisection_rounded(q: float, a: int, b: int) -> None:
    assert rounded_beta_quantile(q, a, b) == round(beta_quantile(q, a, b), 6)


@pytest.mark.parametrize("places", [2, 4, 6, 9])
def test_any_number_of_places(places: int) -> None:
    for a, b in ((1, 1), (6, 1), (3, 9), (120, 2)):
        assert rounded_beta_quantile(0.025, a, b, places) == round(
            beta_quantile(0.025, a, b), places
        )


def test_the_kept_interval_is_the_one_computed_and_a_bad_count_still_raises() -> None:
    first = clopper_pearson(13, 14)
    assert clopper_pearson(13, 14) == first == clopper_pearson(13.0, 14)  # type: ignore[arg-type]
    assert first == (
        round(beta_quantile(0.025, 13, 2), 6),
        round(beta_quantile(0.975, 14, 1), 6),
    )
    for successes, trials in ((7, 6), (-1, 6), (0, 0)):
        with pytest.raises(ValueError, match="not a proportion"):
            clopper_pearson(successes, trials)
