"""What ``ws-bench diff`` calls a regression: per metric its good direction and the
smallest change worth an alarm (absolute for rates, relative for money and time).

A shift is a regression when all three hold: its paired 95 % interval excludes 0 on
the bad side, it is at least the metric's threshold, and it survives the Holm
correction over every metric and category tested (``metrics/shift.py``). Defaults are
documented here and in the README; ``--threshold METRIC=VALUE`` (``0.03`` absolute,
``10%`` relative) overrides one.
"""

from __future__ import annotations

import math
from collections.abc import Iterable, Mapping
from dataclasses import dataclass
from typing import Literal

from ..errors import BenchError
from ..metrics.ratios import RATIO_KEYS
from ..user_gates import USEFUL_RATE as USEFUL_RATE

Kind = Literal["absolute", "relative"]

# Metrics computed from the records (``user_gates.record_pairs``, gates accept them too).
SEARCH_LATENCY = "latency.search.mean_ms"
DIFF_KEYS: tuple[str, ...] = (*RATIO_KEYS, USEFUL_RATE, SEARCH_LATENCY)

# the one wording of a change shown and never called for want of cases, always followed by
# its count in parentheses (``too few to call (3 cases in common, fewer than 10)``,
# ``too few to call (2 of 3 cases: exact p >= 0.5)``): diff's rows, header and footer, history
TOO_FEW = "too few to call"

LOWER_IS_BETTER = frozenset(
    {
        "cost_per_search_usd",
        "cost_per_case_usd",
        "read_cost_per_case_usd",
        "cost_per_useful_answer_usd",
        "wasted_cost_usd",
        "fallback_rate",
        "injection_false_positive_rate",
        SEARCH_LATENCY,
        # shown beside the tested metrics, never tested (``diff_render.shown_rows``): what
        # reading the case documents the provider's search did not return cost
        "reader_test_cost_usd",
    }
)


@dataclass(frozen=True)
class Threshold:
    value: float
    kind: Kind = "absolute"

    def exceeded(self, old: float, difference: float) -> bool:
        """Whether ``|difference|`` reaches the threshold (relative: to ``|old|``)."""
        size = abs(difference)
        if self.kind == "relative":
            return size >= self.value * abs(old) and size > 0
        return size >= self.value and size > 0

    def text(self) -> str:
        if self.kind == "relative":
            return f"{self.value * 100:g}%"
        return f"{self.value:g}"


_RATE = Threshold(0.05)
DEFAULT_THRESHOLDS: dict[str, Threshold] = {
    **dict.fromkeys(DIFF_KEYS, _RATE),
    "citation_coverage": Threshold(0.02),
    "freshness_accuracy": Threshold(0.02),
    "abstention": Threshold(0.0),  # a forbidden case that calls is always a regression
    "injection_containment": Threshold(0.0),  # so is an injection no longer contained
    "injection_false_positive_rate": Threshold(0.02),
    "cost_per_search_usd": Threshold(0.10, "relative"),
    "cost_per_case_usd": Threshold(0.10, "relative"),
    "read_cost_per_case_usd": Threshold(0.10, "relative"),
    "cost_per_useful_answer_usd": Threshold(0.10, "relative"),
    "wasted_cost_usd": Threshold(0.10, "relative"),
    SEARCH_LATENCY: Threshold(0.20, "relative"),
}


class ThresholdError(BenchError):
    def __init__(self, problem: str, remedy: str) -> None:
        super().__init__(problem, remedy)


def higher_is_better(key: str) -> bool:
    return key not in LOWER_IS_BETTER


def is_rate(key: str) -> bool:
    """Whether a metric is a rate between 0 and 1 (not money, not milliseconds)."""
    return not key.endswith("_usd") and key != SEARCH_LATENCY


def parse_thresholds(overrides: Iterable[str]) -> dict[str, Threshold]:
    """The default thresholds with ``METRIC=VALUE`` overrides (``0.03``, ``10%``)."""
    out = dict(DEFAULT_THRESHOLDS)
    for item in overrides:
        key, sep, raw = item.partition("=")
        key, raw = key.strip(), raw.strip()
        if not sep or key not in DEFAULT_THRESHOLDS:
            raise ThresholdError(
                f"--threshold {item!r}: "
                + (f"no metric {key!r}" if sep else "expected METRIC=VALUE"),
                "name one of: " + ", ".join(DIFF_KEYS),
            )
        relative = raw.endswith("%")
        try:
            number = float(raw[:-1] if relative else raw)
        except ValueError:
            number = -1.0
        if number < 0 or not math.isfinite(number):
            raise ThresholdError(
                f"--threshold {item!r}: {raw!r} is not a non-negative number",
                "write an absolute change (0.03) or a relative one (10%)",
            )
        if not relative and number > 1 and is_rate(key):
            raise ThresholdError(
                f"--threshold {item!r}: {key} is a rate between 0 and 1, so a change of "
                f"{raw} can never be reached",
                f"write the change as a rate ({key}={number / 100:g}) or a relative one "
                f"({key}={raw}%)",
            )
        out[key] = Threshold(
            number / 100 if relative else number, "relative" if relative else "absolute"
        )
    return out


def threshold_table(thresholds: Mapping[str, Threshold]) -> dict[str, dict[str, object]]:
    """For the diff's JSON: each metric's threshold and direction."""
    return {
        key: {
            "threshold": thresholds[key].text(),
            "kind": thresholds[key].kind,
            "better": "higher" if higher_is_better(key) else "lower",
        }
        for key in DIFF_KEYS
    }
