"""A misspelt name gets the closest known one wherever a name is checked: providers,
gate metrics (whole run and per category), --ws-rate and --ws-endpoint entries."""

from __future__ import annotations

import pytest

from pytest_websearch_bench.errors import ConfigError, UnknownProviderError
from pytest_websearch_bench.providers.registry import adapter_class
from pytest_websearch_bench.recording.rates import Rate, check_rate_names
from pytest_websearch_bench.user_gates import GateRuleError, parse_rule


def test_a_misspelt_provider_suggests_the_closest() -> None:
    with pytest.raises(UnknownProviderError) as raised:
        adapter_class("tavly")
    assert "unknown provider 'tavly'; did you mean 'tavily'?" in str(raised.value)
    assert "known providers: brave" in str(raised.value)  # the list is still there


def test_a_name_far_from_every_provider_gets_no_guess() -> None:
    with pytest.raises(UnknownProviderError) as raised:
        adapter_class("zzzzzz")
    assert "did you mean" not in str(raised.value)


@pytest.mark.parametrize(
    ("rule", "guess"),
    [
        ("precsion@10 >= 0.2", "no metric 'precsion@10'; did you mean 'precision@10'?"),
        ("cost_per_useful_answer >= 0.2", "did you mean 'cost_per_useful_answer_usd'?"),
        ("category.infra.ndgc@10 >= 0.2", "did you mean 'category.infra.ndcg@10'?"),
    ],
)
def test_a_misspelt_gate_metric_suggests_the_closest(rule: str, guess: str) -> None:
    with pytest.raises(GateRuleError) as raised:
        parse_rule(rule, "ini ws_gates, line 1", "ini ws_gates")
    assert guess in str(raised.value)


def test_a_misspelt_rate_provider_suggests_the_closest() -> None:
    with pytest.raises(ConfigError) as raised:
        check_rate_names({"tavly": Rate(1.0, "1/s", "--ws-rate")}, ["tavily", "exa"])
    assert "did you mean 'tavily'?" in str(raised.value)


def test_a_misspelt_endpoint_provider_suggests_the_closest(pytester: pytest.Pytester) -> None:
    pytester.makeini("[pytest]\n")
    (pytester.path / "golden" / "cases").mkdir(parents=True)
    (pytester.path / "cassettes").mkdir()  # a replay needs its fixture tree (stop 69)
    result = pytester.runpytest("--ws-provider=tavily", "--ws-endpoint=tavly=http://127.0.0.1:9")
    result.stderr.fnmatch_lines(
        ["*--ws-endpoint tavly=... names no provider*did you mean 'tavily'?*"]
    )
