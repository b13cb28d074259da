"""The statistics of ``ws-bench diff``: paired shifts, bootstrap p-values, Holm."""

from __future__ import annotations

import pytest
from hypothesis import given, settings
from hypothesis import strategies as st

from pytest_websearch_bench.metrics.shift import holm, paired_shifts

CASES = [f"c{i:02d}" for i in range(30)]


def _means(values: list[float]) -> dict[str, tuple[float, float]]:
    return {case: (value, 1.0) for case, value in zip(CASES, values, strict=False)}


def test_identical_runs_do_not_move() -> None:
    values = [(i % 3) / 2 for i in range(30)]
    shift = paired_shifts({"m": _means(values)}, {"m": _means(values)}, CASES)["m"]
    assert shift.difference == 0.0
    assert shift.ci95 == (0.0, 0.0)
    assert shift.p_value == 1.0


def test_a_drop_on_every_case_is_certain_and_signed_new_minus_old() -> None:
    old = _means([0.8 + (i % 4) * 0.05 for i in range(30)])
    new = {c: (v - 0.3, 1.0) for c, (v, _) in old.items()}
    shift = paired_shifts({"m": old}, {"m": new}, CASES, resamples=2000)["m"]
    assert shift.difference == pytest.approx(-0.3)
    assert shift.ci95 is not None and shift.ci95[1] < 0
    assert shift.p_value is not None and shift.p_value < 0.002


def test_cases_not_common_are_left_out_and_undefined_sides_say_so() -> None:
    old = {"m": {"a": (1.0, 1.0), "b": (0.0, 1.0)}, "u": {}}
    new = {"m": {"a": (1.0, 1.0), "b": (0.0, 1.0), "z": (9.0, 1.0)}, "u": {"a": (1.0, 1.0)}}
    shifts = paired_shifts(old, new, ["a", "b"], resamples=200)
    assert shifts["m"].new == 0.5  # "z" is not a common case
    assert (
        shifts["u"].old is None and shifts["u"].difference is None and shifts["u"].p_value is None
    )


@settings(max_examples=60, deadline=None)
@given(st.dictionaries(st.text(min_size=1, max_size=4), st.floats(0, 1), max_size=25))
def test_holm_is_monotone_bounded_and_never_below_the_raw_value(p: dict[str, float]) -> None:
    adjusted = holm(p)
    assert set(adjusted) == set(p)
    for key, value in p.items():
        assert value <= adjusted[key] + 1e-12 and adjusted[key] <= 1.0
    ordered = sorted(p, key=lambda k: (p[k], k))
    assert [adjusted[k] for k in ordered] == sorted(adjusted[k] for k in ordered)


@settings(max_examples=40, deadline=None)
@given(st.lists(st.floats(0, 1), min_size=2, max_size=25))
def test_holm_of_one_test_is_the_test_and_bonferroni_bounds_it(values: list[float]) -> None:
    p = {f"t{i}": v for i, v in enumerate(values)}
    adjusted = holm(p)
    for key, value in p.items():
        assert adjusted[key] <= min(1.0, len(p) * value) + 1e-12
    assert holm({"only": values[0]}) == {"only": values[0]}


@settings(max_examples=25, deadline=None)
@given(
    st.lists(st.floats(0, 1), min_size=8, max_size=30),
    st.floats(-0.5, 0.5),
)
def test_swapping_the_runs_flips_the_sign_and_the_interval(
    values: list[float], move: float
) -> None:
    cases = CASES[: len(values)]
    old = _means(values)
    new = {c: (v + move * ((i % 2) + 0.5), 1.0) for i, (c, (v, _)) in enumerate(old.items())}
    forward = paired_shifts({"m": old}, {"m": new}, cases, resamples=300)["m"]
    backward = paired_shifts({"m": new}, {"m": old}, cases, resamples=300)["m"]
    assert forward.difference is not None and backward.difference is not None
    assert forward.difference == pytest.approx(-backward.difference, abs=1e-6)
    assert forward.ci95 is not None and backward.ci95 is not None
    assert forward.ci95[0] == pytest.approx(-backward.ci95[1], abs=1e-5)
    assert forward.p_value == backward.p_value
