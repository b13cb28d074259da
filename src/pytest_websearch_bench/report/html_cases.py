"""The drill-down of the HTML report: per provider, every case as a row a reader can
scan (query, outcome, useful or not and why, cost), folded in a ``<details>`` (no
script), failed and useless cases first."""

from __future__ import annotations

import html
from collections.abc import Mapping, Sequence
from typing import Any

from ..claims import credited, useful
from .html_glossary import header_cell


def why_not_useful(case: Mapping[str, Any]) -> str:
    """Why a case has no useful answer, in a reader's words."""
    claims = case.get("claims") or []
    if case.get("web_role") == "forbidden":
        return "forbidden case: no answer expected"
    if case.get("outcome") == "error":
        return f"error: {case.get('outcome_reason') or 'the provider call failed'}"
    if not claims:
        reason = case.get("outcome_reason")
        return f"no claim: {reason}" if reason else "no claim was built from the documents read"
    own = credited(claims)  # a reader test's claims neither answer nor contradict
    if not own:
        return (
            "its claims all come from case documents the provider's search did not return "
            "(reader tests: not credited)"
        )
    if all(c.get("citable") is not True for c in own):
        return "no claim is citable (no span in a document read supports it)"
    if any(c.get("tainted") for c in own if c.get("citable") is True):
        return "its citable claims come from text the injection detector flagged"
    return "its citable claims are contradicted by another claim"


def _cost(case: Mapping[str, Any]) -> float | None:
    costs = [c.get("cost_usd") for c in case.get("calls") or []]
    costs += [r.get("cost_usd") for r in case.get("reads") or [] if r.get("cost_source")]
    if any(c is None for c in costs):
        return None
    return sum(float(c) for c in costs if c is not None)


def case_rows(cases: Sequence[Mapping[str, Any]]) -> list[dict[str, Any]]:
    rows = []
    for case in cases:
        is_useful = useful(case.get("claims") or [])
        rows.append(
            {
                "case_id": case["case_id"],
                "category": case.get("category", ""),
                "query": case.get("query", ""),
                "outcome": case.get("outcome", ""),
                "useful": is_useful,
                "why": "" if is_useful else why_not_useful(case),
                "cost": _cost(case),
            }
        )
    order = {"error": 0, "honest_no_data": 1, "unsupported": 2, "answered": 3}
    return sorted(rows, key=lambda r: (r["useful"], order.get(r["outcome"], 4), r["case_id"]))


def _money(value: float | None) -> str:
    return "—" if value is None else f"${value:.4f}"


def cases_table(name: str, cases: Sequence[Mapping[str, Any]]) -> str:
    rows = case_rows(cases)
    if not rows:
        return ""
    useful_count = sum(1 for r in rows if r["useful"])
    body = "".join(
        f"<tr id='{html.escape(name)}-{html.escape(r['case_id'])}'>"
        f"<td>{html.escape(r['case_id'])}</td><td>{html.escape(r['category'])}</td>"
        f"<td class=query>{html.escape(r['query'])}</td><td>{html.escape(r['outcome'])}</td>"
        f"<td class={'passed' if r['useful'] else 'failed'}>{'yes' if r['useful'] else 'no'}</td>"
        f"<td class=why>{html.escape(r['why'])}</td>"
        f"<td>{_money(r['cost'])}</td></tr>"
        for r in rows
    )
    head = "".join(
        header_cell(h)
        for h in ("case", "category", "query", "outcome", "useful", "why not", "cost")
    )
    return (
        f"<details><summary>{len(rows)} cases, {useful_count} with a useful answer "
        "(cases without one first)</summary>"
        f"<table class=cases><thead><tr>{head}</tr></thead><tbody>{body}</tbody></table></details>"
    )
