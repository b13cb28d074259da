"""Ranking providers (SPEC "Report"): by cost per useful answer, ties broken by
precision@10, then pooled recall, then freshness accuracy.

Qualified providers come first; disqualified ones (a disqualifying gate failed)
stay in the ranking, marked, below them. Providers that are not comparable (a
missing fixture class) are left out and listed in ``unranked`` with the reason.
A metric that is unknown sorts after every known value.
"""

from __future__ import annotations

from collections.abc import Mapping
from typing import Any

_INF = float("inf")


def _ascending(value: float | None) -> float:
    return _INF if value is None else value


def _descending(value: float | None) -> float:
    return _INF if value is None else -value


def sort_key(name: str, block: Mapping[str, Any]) -> tuple[Any, ...]:
    agg = block["aggregate"]
    return (
        not block["qualified"],
        _ascending(agg.get("cost_per_useful_answer_usd")),
        _descending(agg.get("precision@10")),
        _descending(agg.get("recall_pooled")),
        _descending(agg.get("freshness_accuracy")),
        name,
    )


def rank(
    providers: Mapping[str, Mapping[str, Any]],
) -> tuple[list[dict[str, Any]], list[dict[str, Any]]]:
    """(ranking, unranked) from the provider blocks of a run."""
    comparable = {n: b for n, b in providers.items() if b["comparable"]}
    ranking = []
    for position, name in enumerate(
        sorted(comparable, key=lambda n: sort_key(n, comparable[n])), 1
    ):
        block = comparable[name]
        agg = block["aggregate"]
        ranking.append(
            {
                "position": position,
                "provider": name,
                "cost_per_useful_answer_usd": agg.get("cost_per_useful_answer_usd"),
                "precision@10": agg.get("precision@10"),
                "recall_pooled": agg.get("recall_pooled"),
                "freshness_accuracy": agg.get("freshness_accuracy"),
                "qualified": block["qualified"],
                "tie_with": list(block.get("tie_with", [])),
            }
        )
    unranked = [
        {
            "provider": name,
            "reason": "not comparable: missing fixture classes "
            + ", ".join(str(c) for c in block["missing_classes"]),
        }
        for name, block in sorted(providers.items())
        if not block["comparable"]
    ]
    return ranking, unranked
