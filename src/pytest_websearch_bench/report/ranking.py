"""Ranking providers (SPEC "Report"): by cost per useful answer, ties broken by
precision@10, then pooled recall, then freshness accuracy.

A tie is statistical (``tie_groups``): every pair of ranked providers is compared
(the paired bootstrap of the difference in cost per useful answer), the p-values
corrected by Holm-Bonferroni over all of those pairs, one family computed once; a *tie
group* is a run of consecutive providers no pair of which differs (its interval holds 0,
or its adjusted p-value is not under 0.05). Groups may overlap (ties are not transitive);
the tie-breakers (P@10, then pooled recall, then freshness accuracy) order providers that
tie, as the ranking rule says, but only by swapping neighbours that tie
(``by_tie_breakers``): a pair whose own test differs keeps the cost order, so a
significantly dearer provider never stands above a cheaper one; each entry says what
ordered it (``tie_broken_by``). Freshness accuracy
breaks a tie only where its gate was evaluated (a sample of at least 40 verified
documents).

Qualified providers come first; disqualified ones (a disqualifying gate failed)
stay in the ranking, marked, below them. Providers that are not comparable (a
missing fixture class) are left out and listed in ``unranked`` with the reason.
A metric that is unknown sorts after every known value.

Every ranked provider is judged on the same cases: when one of them has a hard fault on
a case (a missing recording, a pipeline error: left out of its numbers, never a 0) or
did not run a case the others ran, the ranking's numbers are recomputed on the cases
every ranked provider measured, and each entry says so (``compared_on``). Otherwise a
provider whose costly, fruitless cases failed to replay would look cheaper than the
others (a review of 2026-12-06: two missing recordings took tavily from $0.0266 to
$0.0251 a useful answer, ranked with no warning).

An outage (a case whose search got no answer through a 5xx, a timeout or the open
circuit breaker: ``outage``) is measured, a 0 of the provider's in its own block, where
reliability is judged; but a case that some ranked providers were down on and others
were not is left out of the ranking's common cases the same way, with the reason
``outage``: a recording that caught one provider's upstream down on a case would
otherwise rank it on luck.
"""

from __future__ import annotations

from collections.abc import Mapping, Sequence
from typing import Any

from ..metrics.casewise import unique_by_case
from ..metrics.cost import PRICING_PLACE
from ..metrics.ratios import case_ratios
from ..metrics.stats import Comparison, point
from ..records import CaseRecord, measured
from .caveats import guard_recall
from .tie_groups import family, family_record, group_record, groups, oriented, p_text, ties
from .tie_groups import label as group_label

_INF = float("inf")


def _ascending(value: float | None) -> float:
    return _INF if value is None else value


def _descending(value: float | None) -> float:
    return _INF if value is None else -value


def freshness_breaker(block: Mapping[str, Any]) -> float | None:
    """Freshness accuracy where its gate judged it (enough verified documents), else None."""
    gate = next((g for g in block.get("gates", []) if g["name"] == "freshness_accuracy"), None)
    if gate is not None and gate["status"] == "not_evaluated":
        return None
    value: float | None = block["aggregate"].get("freshness_accuracy")
    return value


TIE_BREAKERS: tuple[tuple[str, str], ...] = (
    ("precision@10", "P@10"),
    ("recall_pooled", "pooled recall"),
    ("freshness_accuracy", "freshness accuracy"),
)


def breakers(block: Mapping[str, Any]) -> tuple[float, ...]:
    agg = block["aggregate"]
    return (
        _descending(agg.get("precision@10")),
        _descending(agg.get("recall_pooled") if block.get("recall_breaks_ties", True) else None),
        _descending(freshness_breaker(block)),
    )


def sort_key(name: str, block: Mapping[str, Any]) -> tuple[Any, ...]:
    agg = block["aggregate"]
    return (
        not block["qualified"],
        _ascending(agg.get("cost_per_useful_answer_usd")),
        *breakers(block),
        name,
    )


POINT_ORDER = "cost per useful answer's point value (untested)"  # the run file's words
# the same on a ranking line, its reason said where it is printed (it said "point cost,
# untested", a word no note explained, while the notes named P@10 as the order)
POINT_TEXT = "point cost, P@10, pooled recall and freshness accuracy being equal"


def _decided_by(a: Mapping[str, Any], b: Mapping[str, Any]) -> str:
    """What ordered ``a`` above ``b``, two neighbours that tie: the first tie-breaker on
    which ``a`` is the better (``by_tie_breakers`` leaves no tied neighbour above a better
    one), else, every tie-breaker equal, their point costs (no test found the difference:
    the words say so)."""
    for (_, label), x, y in zip(TIE_BREAKERS, breakers(a), breakers(b), strict=True):
        if x != y:
            return label
    cost_a = _ascending(a["aggregate"].get("cost_per_useful_answer_usd"))
    if cost_a != _ascending(b["aggregate"].get("cost_per_useful_answer_usd")):
        return POINT_ORDER
    return "cost per useful answer (every tie-breaker equal)"


def by_tie_breakers(
    order: Sequence[str],
    tests: Mapping[tuple[str, str], Comparison | None],
    blocks: Mapping[str, Mapping[str, Any]],
) -> list[str]:
    """``order`` (by point cost) with the tie-breakers ordering providers that tie: two
    neighbours of the same standing whose own test finds no difference swap when the lower
    one is the better on P@10, then pooled recall, then freshness accuracy, until none
    does. Only tied neighbours ever swap, so a pair whose test differs keeps the cost order
    (a significantly dearer provider never stands above a cheaper one). Each swap removes
    one pair out of tie-breaker order: it ends."""
    out = list(order)
    moved = True
    while moved:
        moved = False
        for i in range(len(out) - 1):
            a, b = blocks[out[i]], blocks[out[i + 1]]
            if (
                a["qualified"] == b["qualified"]
                and ties(tests, out[i], out[i + 1])
                and breakers(b) < breakers(a)
            ):
                out[i], out[i + 1] = out[i + 1], out[i]
                moved = True
    return out


RANKED_BY = "cost_per_useful_answer_usd"


def _ratios(records: Sequence[CaseRecord]) -> Ratios:
    """``records``' per-case ratios, each measured case's unique documents worked out once."""
    return case_ratios(records, unique_by_case(measured(records)))


def _ranked_ratios(
    order: Sequence[str],
    records: Mapping[str, Sequence[CaseRecord]],
    known: Mapping[str, Mapping[str, Mapping[str, tuple[float, float]]]] | None,
) -> dict[str, Mapping[str, tuple[float, float]]]:
    """Each ranked provider's per-case ratios of the ranking metric."""
    return {
        name: (known[name] if known and name in known else _ratios(records.get(name, ())))[
            RANKED_BY
        ]
        for name in order
    }


Ratios = Mapping[str, Mapping[str, tuple[float, float]]]
# the ranking's numbers, recomputed on the common cases (the rest of a block is kept)
_RANKING_NUMBERS = (
    "cost_per_useful_answer_usd",
    "precision@10",
    "recall_pooled",
    "freshness_accuracy",
)


# A case's search never answered because the provider was down: a 5xx through every
# retry (``upstream``), a timeout through every retry, or the session breaker refusing it
# after such failures (``circuit_open``). Measured (a failure of the provider's, its
# relevance 0 in its own block), but left out of the ranking's common cases when another
# ranked provider was not down on it (``common_cases``).
OUTAGE_KINDS = frozenset({"upstream", "timeout", "circuit_open"})
_ANSWER_KINDS = frozenset({None, "partial", "no_results"})  # an answer came back


def outage(record: CaseRecord) -> str | None:
    """The kind of outage that left a measured case's search without an answer (the last
    search call's error kind, ``OUTAGE_KINDS``), else None."""
    if record.hard_fault is not None or record.forbidden:
        return None
    searches = [c for c in record.calls if c.operation == "search"]
    if not searches or any(c.error_kind in _ANSWER_KINDS for c in searches):
        return None
    kind = searches[-1].error_kind
    return kind if kind in OUTAGE_KINDS else None


def common_cases(
    records: Mapping[str, Sequence[CaseRecord]], names: Sequence[str]
) -> tuple[set[str], dict[str, dict[str, str]]]:
    """The case ids that every provider of ``names`` ran without a hard fault, less those
    where some of them had an outage and others did not, and, per provider, its cases left
    out of them with why (its own hard fault's kind, the other provider whose fault or
    absence leaves the case out, its own outage, or the other provider's). A case every
    one of them was down on compares them on equal terms: it stays. Providers with no
    measured case at all take no part (their numbers are unknown anyway)."""
    faults: dict[str, dict[str, str]] = {}
    outages: dict[str, dict[str, str]] = {}
    ran: dict[str, set[str]] = {}
    for name in names:
        group = records.get(name, ())
        faults[name] = {r.case_id: r.hard_fault.kind for r in group if r.hard_fault is not None}
        outages[name] = {r.case_id: kind for r in group if (kind := outage(r)) is not None}
        ran[name] = {r.case_id for r in group}
    taking = [n for n in names if ran[n] - set(faults[n])]
    if not taking:
        return set(), {}
    common = set.intersection(*(ran[n] - set(faults[n]) for n in taking))
    uneven = {
        case
        for case in common
        if 0 < sum(case in outages[n] for n in taking) < len(taking)  # down for some only
    }
    common -= uneven
    left_out: dict[str, dict[str, str]] = {}
    for name in taking:
        for case in sorted(ran[name] - common):
            if case in faults[name]:
                why = f"its own hard fault ({faults[name][case]})"
            elif case not in uneven:
                other = next(n for n in taking if case not in ran[n] or case in faults[n])
                why = (
                    f"a hard fault of {other} ({faults[other][case]})"
                    if case in faults[other]
                    else f"{other} did not run it"
                )
            elif case in outages[name]:
                why = f"its own outage ({outages[name][case]})"
            else:
                other = next(n for n in taking if case in outages[n])
                why = f"an outage of {other} ({outages[other][case]})"
            left_out.setdefault(name, {})[case] = why
    return common, left_out


def _on_common(
    comparable: Mapping[str, Mapping[str, Any]],
    records: Mapping[str, Sequence[CaseRecord]],
    ratios: Mapping[str, Ratios] | None,
) -> tuple[dict[str, Mapping[str, Any]], dict[str, Ratios], dict[str, Any] | None]:
    """The blocks and per-case ratios the ranking reads: unchanged when every comparable
    provider measured the same cases, else restricted to the common ones (the ranking's
    numbers recomputed there), with what ``compared_on`` says."""
    names = list(comparable)
    full = {
        n: (ratios[n] if ratios and n in ratios else _ratios(records.get(n, ()))) for n in names
    }
    common, left_out = common_cases(records, names)
    if not left_out or not common:
        return dict(comparable), full, None
    restricted: dict[str, Ratios] = {
        n: {key: {c: v for c, v in pairs.items() if c in common} for key, pairs in r.items()}
        for n, r in full.items()
    }
    blocks: dict[str, Mapping[str, Any]] = {}
    for name, block in comparable.items():
        aggregate = dict(block["aggregate"])
        for key in _RANKING_NUMBERS:
            if aggregate.get(key) is not None or key == "cost_per_useful_answer_usd":
                aggregate[key] = point(restricted[name][key])
        blocks[name] = {**block, "aggregate": aggregate}
    union = {r.case_id for n in names for r in records.get(n, ())}
    compared_on: dict[str, Any] = {"cases": len(common), "of": len(union), "left_out": left_out}
    return blocks, restricted, compared_on


def rank(
    providers: Mapping[str, Mapping[str, Any]],
    records: Mapping[str, Sequence[CaseRecord]] | None = None,
    ratios: Mapping[str, Mapping[str, Mapping[str, tuple[float, float]]]] | None = None,
) -> tuple[list[dict[str, Any]], list[dict[str, Any]]]:
    """(ranking, unranked) from the provider blocks of a run (or of compared runs).

    With the providers' records, each entry says whom it ties with (``tie_with``: the
    providers sharing a tie group with it, ``tie_groups``: those groups with the pairwise
    tests that formed them, ``tie_family``: the one family of tests, every pair of the
    ranked providers, Holm-corrected together) and its test against the next one down
    (``versus_next``, from that family). The order is the point costs', with the
    tie-breakers ordering providers that tie (``by_tie_breakers``: only tied neighbours
    swap); the report says which providers tie."""
    comparable = {n: b for n, b in providers.items() if b["comparable"] and unpriced(b) is None}
    compared_on = None
    if records is not None and len(comparable) > 1:
        comparable, ratios, compared_on = _on_common(comparable, records, ratios)
    comparable = guard_recall(comparable, records)  # report.caveats: recall's unjudged share
    order = sorted(comparable, key=lambda n: sort_key(n, comparable[n]))
    tests: dict[tuple[str, str], Comparison | None] = {}
    if records is not None:
        tests = family(order, _ranked_ratios(order, records, ratios))
        order = by_tie_breakers(order, tests, comparable)
    standing = {name: comparable[name]["qualified"] for name in order}
    found = [(group_label(i), members) for i, members in enumerate(groups(order, tests, standing))]
    records_of = {name: group_record(name, members, tests) for name, members in found}
    about = family_record(RANKED_BY, tests, len(order)) if records is not None else None
    ranking = []
    for position, name in enumerate(order, 1):
        block = comparable[name]
        agg = block["aggregate"]
        following = order[position] if position < len(order) else None
        versus = oriented(tests, name, following) if following else None
        mine = [group for group, members in found if name in members]
        near = {n for _, members in found if name in members for n in members}
        tied = [n for n in order if n != name and n in near]
        ranking.append(
            {
                "position": position,
                "provider": name,
                "cost_per_useful_answer_usd": agg.get("cost_per_useful_answer_usd"),
                "precision@10": agg.get("precision@10"),
                "recall_pooled": agg.get("recall_pooled"),
                "freshness_accuracy": agg.get("freshness_accuracy"),
                "qualified": block["qualified"],
                "role": block.get("role"),
                "tie_with": tied,
                "tie_broken_by": (
                    _decided_by(block, comparable[following])
                    if following is not None and following in tied
                    else None
                ),
                "versus_next": (
                    None
                    if versus is None or following is None
                    else {"provider": following, "metric": RANKED_BY, **versus.to_dict()}
                ),
                "tie_groups": [records_of[g] for g in mine],
                **({"tie_family": about} if about is not None else {}),
                **({"compared_on": compared_on} if compared_on is not None else {}),
            }
        )
    unranked = [
        {
            "provider": name,
            "reason": "not comparable: no case of this run used fixture classes "
            + ", ".join(str(c) for c in block["missing_classes"]),
        }
        if not block["comparable"]
        else {"provider": name, "reason": unpriced(block)}
        for name, block in providers.items()  # the run's order: the order typed
        if name not in comparable
    ]
    return ranking, unranked


def unpriced(block: Mapping[str, Any]) -> str | None:
    """Why a provider's cost per useful answer is unknown because its calls have no
    price (None when it is priced). Ranked by cost it would land below every priced
    provider as if it cost more: it is left out of the ranking instead, with the reason.
    (A priced provider with no useful answer at all is ranked: its cost is unbounded.)"""
    aggregate = block.get("aggregate", {})
    if aggregate.get("cost_per_useful_answer_usd") is not None:
        return None
    if aggregate.get("cost_per_case_usd") is not None:
        return None  # priced, and no useful answer: ranked last
    why = block.get("null_reasons", {}).get("cost_per_useful_answer_usd", "no known price")
    remedy = (
        "then it is ranked"  # the reason already says how to give the price
        if "ws_pricing" in why
        else f"give its price per call in {PRICING_PLACE} to rank it"
    )
    return f"unpriced: {why}; {remedy} (its quality numbers are in its block)"


def compared_on_text(compared_on: Mapping[str, Any]) -> str:
    """The note under a ranking whose numbers are on the common cases only: ``ranked on
    the 34 cases every ranked provider measured (of 36; a provider's hard fault is left
    out of its numbers, never a 0): tavily: gs-004, gs-012 (its own hard fault
    (not_recorded)); exa: gs-004, gs-012 (a hard fault of tavily (not_recorded))``."""
    parts = []
    for name, cases in compared_on["left_out"].items():
        by_why: dict[str, list[str]] = {}
        for case, why in cases.items():
            by_why.setdefault(why, []).append(case)
        shown = "; ".join(
            f"{', '.join(ids[:5])}{f' and {len(ids) - 5} more' if len(ids) > 5 else ''} ({why})"
            for why, ids in by_why.items()
        )
        parts.append(f"{name}: {shown}")
    outages = any(
        "outage" in why for cases in compared_on["left_out"].values() for why in cases.values()
    )
    down = (
        "; an outage one provider had and another did not is left out of the ranking too, "
        "its own block counting it as a failure"
        if outages
        else ""
    )
    return (
        f"ranked on the {compared_on['cases']} cases every ranked provider measured (of "
        f"{compared_on['of']}; a hard fault is left out of a provider's numbers, never a 0, "
        f"so the others' are cut to the same cases{down}): {'; '.join(parts)}"
    )


def ties_text(ranking: Sequence[Mapping[str, Any]]) -> str:
    """What a tie is, under a ranking that has one: ``no pair of a tie group differs in
    cost per useful answer at 95 % after Holm-Bonferroni over all 36 pairs of the 9
    ranked providers; ...``, then the neighbours that differ with their adjusted p-value
    (``brave/exa p < 0.001``: what keeps them apart). An older run file (no
    ``tie_family``) had neighbour tests only, and says so."""
    about = next((e["tie_family"] for e in ranking if e.get("tie_family")), None)
    if about is None:
        tests = sum(1 for entry in ranking if entry.get("versus_next") is not None)
        return (
            "neighbours whose paired difference in cost per useful answer is not significant "
            f"at 95 % after Holm-Bonferroni over the {tests} neighbour comparison"
            f"{'' if tests == 1 else 's'}; a tie is ordered by P@10, then pooled recall, "
            "freshness accuracy, then (all equal) the point cost"
        )
    tests = about["tests"]
    apart = [
        f"{e['provider']}/{e['versus_next']['provider']} "
        f"{p_text(e['versus_next'].get('p_adjusted'), about.get('resamples', 2000))}"
        for e in ranking
        if e.get("versus_next") and not e["versus_next"].get("tie")
    ]
    differ = f"; neighbours that differ (Holm-adjusted): {', '.join(apart)}" if apart else ""
    return (
        "no pair of a tie group differs in cost per useful answer at 95 % after "
        f"Holm-Bonferroni over all {tests} pair{'' if tests == 1 else 's'} of the "
        f"{about['providers']} ranked providers (groups may overlap); providers that tie "
        "are ordered by P@10, then pooled recall, freshness accuracy, then (all equal) the "
        f"point cost, but a pair that differs keeps the cost order{differ}"
    )


def tie_group_text(entry: Mapping[str, Any], ranking: Sequence[Mapping[str, Any]]) -> str | None:
    """A ranking entry's tie as every member of its group reads it: ``tie 2/3 with brave,
    exa; ordered by P@10`` (its place in the
    group, the others, and what ordered the group); an entry in two overlapping groups
    names each: ``group a: tie 3/3 with brave, linkup; group b: tie 1/2 with exa; ...``.
    None when it ties with nobody. Only providers its group's tests found no different
    from it (and from each other) are named. The run file's ``tie_broken_by`` (what
    ordered an entry above the next) is unchanged: the last member of a group has none
    of its own, yet was ordered like the others."""
    if not entry.get("tie_with"):
        return None
    name = entry["provider"]
    found = entry.get("tie_groups")
    if found is None:  # an older run file: one chained group per entry
        found = [
            {
                "providers": [
                    e["provider"] for e in ranking if e["provider"] in {name, *entry["tie_with"]}
                ]
            }
        ]
    parts = []
    ordered: dict[str, None] = {}
    by_name = {e["provider"]: e for e in ranking}
    for group in found:
        members = list(group["providers"])
        others = ", ".join(m for m in members if m != name)
        prefix = f"group {group['label']}: " if len(found) > 1 else ""
        parts.append(f"{prefix}tie {members.index(name) + 1}/{len(members)} with {others}")
        for member in members[:-1]:
            broken = (by_name.get(member) or {}).get("tie_broken_by")
            if broken:
                ordered[POINT_TEXT if broken == POINT_ORDER else str(broken)] = None
    by = f"; ordered by {', then '.join(ordered)}" if ordered else ""
    return f"{'; '.join(parts)}{by}"
