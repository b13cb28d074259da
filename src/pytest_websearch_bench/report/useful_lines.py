"""The line every report prints about where a provider's useful answers came from
(``useful_by_source``): its own results, or only stored case documents, which every
provider reads whatever its search returned."""

from __future__ import annotations

from collections.abc import Mapping
from typing import Any

from ..cassette_tree import SHARED_DIR

DEFAULT_TREE = "cassettes"  # ``--ws-cassettes``' default


def run_tree(run: Mapping[str, Any]) -> str:
    """The fixture tree a run replayed or recorded, as its ``--ws-cassettes`` gave it (the
    run file's ``provenance.cassettes``), else the default tree."""
    provenance = run.get("provenance")
    tree = provenance.get("cassettes") if isinstance(provenance, Mapping) else None
    return str(tree or DEFAULT_TREE)


def _money(value: object) -> str:
    return f"${value:.4f}" if isinstance(value, (int, float)) else "an unknown amount"


def _read_over_the_run(aggregate: Mapping[str, Any]) -> str:
    """What the reader tests' cost covers, said in the line itself: every such page the run
    read, over all its cases, not the cases the line names (walkthrough 65 #4: "2 case(s)
    ... (reading such pages cost $0.1760)" read as those 2 cases' cost; it was 23 pages)."""
    cost = _money(aggregate.get("reader_test_cost_usd"))
    pages = (aggregate.get("n_by_metric") or {}).get("reader_test_cost_usd")
    if isinstance(pages, int) and pages > 0:
        return f"the run read {pages} such page(s) over all its cases, for {cost}"
    return f"such pages read over all the run's cases cost {cost}"


def useful_source_text(aggregate: Mapping[str, Any], provider: str, tree: str) -> str:
    """'' when no answer came from stored documents alone and no reader test was paid for.
    ``tree``: the run's fixture tree as its ``--ws-cassettes`` gave it (run file's
    ``provenance.cassettes``: ``run_tree``), whose ``_shared/`` holds the stored pages;
    every report passes its run's (it was ``cassettes`` in the HTML report and compare).

    Today's rule: a case document the provider's search did not return is a reader test,
    never credited (``reader_tests``); a run file written before it counted such answers
    (``stored_documents_only``), and the line says so."""
    found = aggregate.get("useful_by_source")
    if not isinstance(found, Mapping):
        return ""
    shared = f"{tree.rstrip('/')}/{SHARED_DIR}/"
    own = int(found.get("provider_results") or 0)
    lines = []
    tests = int(found.get("reader_tests") or 0)
    if tests:
        cases = ", ".join(found.get("reader_test_cases") or [])
        lines.append(
            f"reader tests: {tests} case(s) answered only from stored case documents "
            f"{provider}'s search did not return ({cases}): {shared} pages every "
            "provider reads whatever its search returned, to test its reader and the claim "
            "layer; not counted in its useful answers, citation coverage, $/case or $/useful "
            f"({_read_over_the_run(aggregate)}: reader_test_cost_usd)"
        )
    cost = aggregate.get("reader_test_cost_usd")
    if not tests and isinstance(cost, (int, float)) and cost > 0:
        # read, paid for, answered no case alone: the cost shows nowhere else in the terminal
        lines.append(
            f"reader tests: stored case documents {provider}'s search did not return "
            f"({shared} pages, class 8 included) were read for {_money(cost)} "
            "(reader_test_cost_usd), not counted in $/case or $/useful; no case was answered "
            "from them alone"
        )
    stored = int(found.get("stored_documents_only") or 0)
    if stored:
        cases = ", ".join(found.get("stored_cases") or [])
        lines.append(
            f"useful answers: {own + stored} = {own} from {provider}'s own results + {stored} "
            f"only from stored case documents ({cases}): {shared} pages its search "
            "did not return, counted in useful answers and $/useful by the version that "
            "wrote these records (today they are reader tests, not credited)"
        )
    return "; ".join(lines)
