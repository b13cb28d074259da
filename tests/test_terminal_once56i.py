"""The terminal report says each thing once and right (a new user's fresh clone, stop 56):

- a count against a whole threshold (``honest_partial``'s answers short) has no decimals;
- a session that stopped early (``-x``) labels its gate lines NOT JUDGED, as the verdict's
  heading says, and the PARTIAL RUN line no longer says the verdicts are judged;
- a reason every not-evaluated gate of a provider gives (every call failed) is said once;
- the ``useful answers`` line and long gate lines wrap at the terminal's width;
- providers keep the order typed (``--ws-provider=tavily,exa``) outside the ranking;
- ``--no-summary`` names every gate not evaluated unless the list is long;
- the local-address warnings list addresses one way, and a provider that got no answer
  there is said to have got none.
"""

from __future__ import annotations

from typing import Any

from pytest_websearch_bench.plugin.partial import label_partial, partial_lines
from pytest_websearch_bench.records import CaseRecord, HardFault
from pytest_websearch_bench.report.columns import gate_number
from pytest_websearch_bench.report.terminal import one_line, render
from runkit import record, run_of

HONEST = "= 0 answers short of what was asked yet presented as whole"


def _gate_lines(lines: list[str], name: str) -> list[str]:
    return [
        line
        for line in lines
        if line.lstrip().startswith("[") and (f"] {name} " in line or f"] {name}: " in line)
    ]


def _failed(case_id: str, provider: str) -> CaseRecord:
    found = record(case_id, provider, error="unexpected_error")
    found.hard_fault = HardFault("unexpected_error", "boom")
    return found


# -- 1. a count has no decimals ------------------------------------------------------------------


def test_a_count_valued_gate_is_written_without_decimals() -> None:
    assert gate_number(0.0, {"name": "honest_partial", "threshold": HONEST}) == "0"
    assert gate_number(2.0, {"name": "honest_partial", "threshold": HONEST}) == "2"
    # a ratio against a one-number threshold keeps its 3 decimals
    assert gate_number(1.0, {"name": "citation_coverage", "threshold": ">= 0.95"}) == "1.000"
    run = run_of([record("c1", "tavily", useful=True, relevant=2)])
    run["providers"]["tavily"]["gates"] = [
        {
            "name": "honest_partial",
            "status": "passed",
            "value": 0.0,
            "threshold": HONEST,
            "consequence": "disqualified",
            "kind": "provider",
        }
    ]
    text = "\n".join(render(run, width=200))
    # a count reads as a sentence (stop 59): "= 0 answers short ... value 0" read awkwardly
    said = "[PASSED] honest_partial: 0 answers short of what was asked yet presented as whole"
    assert f"{said} (must be 0)\n" in text + "\n"
    assert "value 0.000" not in text


# -- 2. a stopped session: not judged, everywhere ------------------------------------------------


def _stopped_run() -> dict[str, Any]:
    run = run_of(
        [record("c1", "tavily", useful=True, relevant=2)],
        selection={"providers": ["tavily"], "selected": 4},
    )
    run["not_run"] = {"tavily": ["c2", "c3", "c4"]}
    label_partial(run, "-x (--exitfirst) stopped at the first failure")
    return run


def test_a_stopped_session_labels_its_gate_lines_not_judged() -> None:
    run = _stopped_run()
    lines = render(run, width=400)
    cite = _gate_lines(lines, "citation_coverage")
    assert len(cite) == 1
    assert cite[0].startswith("  [NOT JUDGED] citation_coverage >= 0.95 value 1.000 (PARTIAL: ")
    assert "measured on those alone, not judged" in cite[0]
    assert not any("[PASSED]" in line or "[FAILED]" in line for line in lines)
    assert not any("judged on those alone" in line for line in lines)
    partial = partial_lines(run)
    assert "the gate values above are measured on those alone, not judged" in partial[0]
    assert "verdicts above are judged" not in partial[0]


def test_a_whole_session_keeps_its_verdict_labels() -> None:
    lines = render(run_of([record("c1", "tavily", useful=True, relevant=2)]), width=400)
    assert _gate_lines(lines, "citation_coverage")[0].startswith("  [PASSED] citation_coverage")
    assert not any("NOT JUDGED" in line for line in lines)


# -- 3. one reason, said once ---------------------------------------------------------------------


def test_every_call_failed_is_said_once_for_the_provider() -> None:
    run = run_of([_failed("c1", "tavily"), _failed("c2", "tavily")])
    lines = render(run, width=400)
    reason = "every call to tavily failed: every allowed case (2) has a hard fault"
    said = [line for line in lines if reason in line]
    assert len(said) == 1, said
    assert said[0].startswith("  gates not evaluated: every call to tavily failed")
    unjudged = [line for line in lines if line.startswith("  [not evaluated]")]
    referred = [line for line in unjudged if line.endswith("(see above)")]
    assert len(referred) == 4  # the gates whose reason is that one
    # the others keep their own reason (no forbidden case, no invoice)
    assert all("(see above)" in line or "every call" not in line for line in unjudged)
    assert any("no forbidden cases were run" in line for line in unjudged)
    assert lines.index(said[0]) < lines.index(referred[0])


# -- 4. long lines wrap at the terminal's width ---------------------------------------------------


def test_the_useful_line_wraps_at_the_width_and_gate_lines_stay_whole() -> None:
    run = run_of([record("c1", "tavily", useful=True, relevant=2)])
    run["providers"]["tavily"]["aggregate"]["useful_by_source"] = {
        "provider_results": 1,
        "stored_documents_only": 2,
        "stored_cases": ["c7", "c8"],
    }
    lines = render(run, width=80)
    start = next(i for i, line in enumerate(lines) if line.startswith("  useful answers: 3 = 1"))
    block = lines[start : start + 4]
    assert all(len(line) <= 80 for line in block), block
    assert block[1].startswith("    ")  # continued under it
    said = " ".join(line.strip() for line in block)
    assert "only from stored case documents (c7, c8)" in said
    # a block without reader_tests: written before reader tests were set apart
    assert "counted in useful answers and $/useful by the version that wrote these" in said
    assert "today they are reader tests, not credited" in said
    # a gate is one line whatever the width: CI logs are searched for it
    honest = next(i for i, line in enumerate(lines) if "] honest_partial: " in line)
    assert "presented as whole" in lines[honest]
    assert not lines[honest + 1].startswith("    ")


# -- 5. the order typed ----------------------------------------------------------------------------


def test_providers_keep_the_order_typed() -> None:
    records = [
        record("c1", "tavily", useful=True, relevant=2),
        record("c1", "exa", useful=True, relevant=2),
    ]
    run = run_of(records, selection={"providers": ["tavily", "exa"], "selected": 2})
    assert list(run["providers"]) == ["tavily", "exa"]
    lines = render(run, width=200)
    heads = [line.split(" (")[0] for line in lines if line.startswith("provider ")]
    assert heads == ["provider tavily", "provider exa"]
    unranked = [line for line in lines if line.startswith("unranked: ")]
    assert [line.split(":")[1].strip() for line in unranked] == ["tavily", "exa"]
    typed_other_way = run_of(records, selection={"providers": ["exa", "tavily"], "selected": 2})
    assert list(typed_other_way["providers"]) == ["exa", "tavily"]


# -- 6. --no-summary names them all --------------------------------------------------------------


def _with_unjudged(count: int) -> dict[str, Any]:
    run = run_of([record("c1", "tavily", useful=True, relevant=2)])
    run["providers"]["tavily"]["gates"] = [
        {"name": f"g{i}", "status": "not_evaluated", "value": None, "threshold": ">= 1"}
        for i in range(count)
    ]
    return run


def test_no_summary_names_four_gates_not_evaluated() -> None:
    line = one_line(_with_unjudged(4), "run.json")
    assert (
        "(4 not evaluated: g0[tavily], g1[tavily], g2[tavily], g3[tavily]; each gate's reason "
        "is in the run file)"
    ) in line
    assert "more" not in line


def test_no_summary_shortens_a_long_list_and_says_where_the_rest_are() -> None:
    line = one_line(_with_unjudged(12), "run.json")
    assert "(12 not evaluated: g0[tavily], " in line
    assert "g6[tavily] and 5 more; every one, with its reason, is in the run file)" in line
    assert "g7[tavily]" not in line


# -- 7. the local-address warnings: one form ------------------------------------------------------


def test_local_address_warnings_give_the_address_and_say_when_nothing_answered() -> None:
    run = run_of(
        [record("c1", "exa", useful=True, relevant=2), _failed("c1", "tavily")],
        endpoints={
            "exa": "http://127.0.0.1:18871/exa",
            "tavily": "http://127.0.0.1:18999/tavily",
        },
    )
    warnings = [line for line in render(run, width=400) if line.startswith("WARNING calls")]
    assert warnings == [
        "WARNING calls went to a local address, not to the provider (exa: "
        "http://127.0.0.1:18871): an emulator's or a local gateway's numbers are not the "
        "provider's",
        "WARNING calls went to a local address and got no answer (tavily: "
        "http://127.0.0.1:18999): nothing was measured of the provider there",
    ]
    line = one_line(run, None)
    assert (
        "; WARNING calls went to a local address, not to the provider (exa: "
        "http://127.0.0.1:18871); WARNING calls went to a local address and got no answer "
        "(tavily: http://127.0.0.1:18999)"
    ) in line
    assert "/tavily" not in line and "/exa" not in line


def test_a_gate_line_stays_one_line_with_its_cases_at_any_width() -> None:
    run = run_of([record("c1", "tavily", useful=True, relevant=2)])
    run["providers"]["tavily"]["gates"] = [
        {
            "name": "abstention",
            "status": "failed",
            "value": 0.0,
            "threshold": "= 1.00",
            "consequence": "disqualified; it is a router bug: fix the router and rerun",
            "reason": "1 forbidden case(s) called a provider",
            "cases": ["gs-005"],
            "kind": "pipeline",
        }
    ]
    for width in (60, 80, 139):
        lines = render(run, width=width)
        [line] = [line for line in lines if "] abstention " in line]
        assert line.endswith("cases: gs-005"), (width, line)
        assert "\xa0" not in line
