"""The printed report, the same at any width and in every place (stop 57):

- the prose lines that were left at any length (a gate group's title, ``fixture classes
  consumed``, the ``not computed`` lines, a shared reason, ``unranked``) wrap at the
  terminal's width; a gate line still never does;
- the cost words of a recording at a local address list its origin, as every other line;
- the warning on answers recorded at a local address has one producer, whose words the
  terminal, ``--no-summary``, the history and the trend page share;
- the HTML run page and the trend page keep the order typed, as the terminal does;
- the trend page's time labels never overlap.
"""

from __future__ import annotations

import html
import re
from pathlib import Path
from typing import Any

from pytest_websearch_bench.records import CaseRecord, HardFault
from pytest_websearch_bench.report.history import build_history, render_history
from pytest_websearch_bench.report.html import PALETTE, render_report
from pytest_websearch_bench.report.provenance import local_warning
from pytest_websearch_bench.report.recording_cost import local_calls
from pytest_websearch_bench.report.terminal import one_line, render
from pytest_websearch_bench.report.trend_html import render_trend
from runkit import record, run_of, write

ADDRESS = "http://127.0.0.1:18931"
CHAR_PX = 6.6  # an 11px label's character at most (digits: about 0.55em)


def label_extent(x: float, text: str) -> tuple[float, float]:
    """Where a label centred on ``x`` starts and ends, in px."""
    return x - len(text) * CHAR_PX / 2, x + len(text) * CHAR_PX / 2


def _is_gate(line: str) -> bool:
    return line.lstrip().startswith("[")


def _not_comparable_run() -> dict[str, Any]:
    """A run with no fixture class, a hard fault, gates not evaluated and null metrics."""
    failed = record("c2", "tavily", error="unexpected_error")
    failed.hard_fault = HardFault("unexpected_error", "boom")
    return run_of([record("c1", "tavily", useful=True, relevant=2), failed])


# -- 1. prose wraps at 80 columns, a gate line never --------------------------------------------


def test_every_prose_line_fits_80_columns_and_gate_lines_stay_whole() -> None:
    run = _not_comparable_run()
    wide = render(run, width=400)
    narrow = render(run, width=80)
    long_prose = [line for line in wide if len(line) > 80 and not _is_gate(line)]
    # the lines of this task are among those the wide terminal prints long
    assert any(line.startswith("  gates on this bench's pipeline (") for line in long_prose)
    assert any(line.startswith("  fixture classes consumed: ") for line in long_prose)
    assert any(line.startswith("    injection_false_positive_rate") for line in long_prose)
    assert any(line.startswith("unranked: tavily: ") for line in long_prose)
    over = [line for line in narrow if len(line) > 80 and not _is_gate(line)]
    assert over == []
    # the gate lines are the wide terminal's, one line each
    assert [line for line in narrow if _is_gate(line)] == [line for line in wide if _is_gate(line)]
    assert any(len(line) > 80 for line in narrow if _is_gate(line))

    # wrapped, not cut: below the table and above the legend, the words are the same
    def words(lines: list[str]) -> list[str]:
        start = next(i for i, line in enumerate(lines) if line.startswith("  latency "))
        end = next(i for i, line in enumerate(lines) if line.startswith("legend: "))
        return " ".join(lines[start:end]).split()

    assert words(narrow) == words(wide)
    after = [line for line in wide if line.startswith("unranked: ")]
    assert (
        " ".join(after).split()
        == " ".join(
            narrow[next(i for i, x in enumerate(narrow) if x.startswith("unranked: ")) :][:2]
        ).split()
    )


def test_a_wrapped_title_and_null_line_continue_indented() -> None:
    narrow = render(_not_comparable_run(), width=80)
    at = next(i for i, line in enumerate(narrow) if line.startswith("  gates on this bench's"))
    rest = narrow[at + 1 :]
    gate = next(i for i, line in enumerate(rest) if _is_gate(line))  # the title's lines, then
    assert gate >= 1 and all(line.startswith("    ") for line in rest[:gate])
    at = next(i for i, line in enumerate(narrow) if line.startswith("  not computed (null"))
    nulls = narrow[at + 1 : narrow.index("", at)]
    assert nulls and all(line.startswith("    ") for line in nulls)
    continued = [line for line in nulls if line.startswith("      ")]
    assert continued  # a long reason wraps under its keys, two spaces further in


def test_a_shared_reason_wraps_and_is_still_said_once() -> None:
    failed = []
    for case_id in ("c1", "c2"):
        found = record(case_id, "tavily", error="unexpected_error")
        found.hard_fault = HardFault("unexpected_error", "boom")
        failed.append(found)
    lines = render(run_of(failed), width=80)
    at = next(i for i, line in enumerate(lines) if line.startswith("  gates not evaluated: "))
    assert all(len(line) <= 80 for line in lines[at : at + 3])
    flat = " ".join(" ".join(lines).split())
    assert flat.count("every call to tavily failed: every allowed case (2) has a hard fault") == 1


# -- 2. a local recording's cost words: its origin, as the other lines ---------------------------


def _recorded_line(endpoints: dict[str, str]) -> str:
    case = record("c1", "tavily")
    case.recorded = {"calls": 2, "errors_kept": [], "spend_usd": 0.032}
    lines = render(run_of([case], endpoints=endpoints), "run.json", width=400)
    (line,) = [line for line in lines if line.startswith("  recorded live:")]
    return line


def test_the_cost_line_lists_the_origin_not_the_path() -> None:
    line = _recorded_line({"tavily": f"{ADDRESS}/tavily/v1"})
    assert line.endswith(f"; no money spent: the calls went to a local address (tavily: {ADDRESS})")
    assert "/tavily/v1" not in line
    run = run_of([record("c1", "tavily")], endpoints={"tavily": f"{ADDRESS}/tavily/v1"})
    warning = [line for line in render(run, width=400) if "calls went to a local address" in line]
    assert warning and f"(tavily: {ADDRESS})" in warning[0]  # the same listing


def test_a_local_operation_alone_is_named_by_its_origin() -> None:
    run = {
        "provenance": {
            "endpoints": {"jina": "https://s.jina.ai", "jina.reader": "http://[::1]:9000/r/x"}
        }
    }
    assert local_calls(run, ["jina"]) == (
        "no money spent on the calls to a local address (jina.reader: http://[::1]:9000)"
    )


# -- 3. one wording of the local-address warning --------------------------------------------------


def _emulator_records(provider: str, when: str) -> list[CaseRecord]:
    made = [record(f"c{i}", provider, useful=True, relevant=2, captured=when) for i in range(3)]
    for case in made:
        for call in case.calls:
            call.local_address = ADDRESS
            call.cassette = f"emu/search/{case.case_id}.json"
    return made


def test_terminal_no_summary_history_and_trend_share_one_wording(tmp_path: Path) -> None:
    run = run_of(_emulator_records("tavily", "2026-11-20T12:00:00Z"))
    head = local_warning({"tavily": [ADDRESS]}, "brief")
    assert head == f"recorded at a local address, not at the provider (tavily: {ADDRESS})"
    summary = [line for line in render(run, width=1000) if line.startswith("WARNING recorded")]
    assert summary == [f"WARNING {local_warning({'tavily': [ADDRESS]})}"]
    assert summary[0].startswith(f"WARNING {head}: ")
    assert f"; WARNING {head};" in one_line(run, "run.json")
    write(tmp_path / "2026-11.json", run)
    history = build_history(tmp_path)
    notes = [line.strip() for line in render_history(history) if "WARNING" in line]
    meaning = local_warning([ADDRESS], "meaning")
    assert notes == [f"2026-11.json: WARNING {meaning}"]
    assert meaning.startswith(f"recorded at a local address, not at the provider ({ADDRESS}): ")
    assert meaning in local_warning({"tavily": [ADDRESS]}).replace(f"tavily: {ADDRESS}", ADDRESS)
    page = render_trend(history, "now")
    assert html.escape(notes[0], quote=True) in page
    assert "not the provider's numbers" not in page  # the third wording is gone


# -- 4. the order typed, on the HTML pages --------------------------------------------------------


def _two_providers(order: list[str], when: str = "2026-11-20T13:00:00Z") -> dict[str, Any]:
    records = [
        record(f"c{i}", name, useful=True, relevant=2, captured=when)
        for name in order
        for i in range(3)
    ]
    return run_of(records, finished=when, selection={"providers": order, "selected": 6})


def test_the_run_page_keeps_the_order_typed() -> None:
    run = _two_providers(["tavily", "exa"])
    assert list(run["providers"]) == ["tavily", "exa"]
    page = render_report(run["providers"], run["ranking"], run["unranked"], {})
    assert re.findall(r"<h2 id='([a-z]+)'>", page) == ["tavily", "exa"]
    # the first provider typed gets the first colour, on every chart
    assert PALETTE[0] in page
    legend = page[page.index("<h2>precision@10 by category</h2>") :]
    assert legend.index(PALETTE[0]) < legend.index(PALETTE[1])
    other_way = _two_providers(["exa", "tavily"])
    page = render_report(other_way["providers"], other_way["ranking"], [], {})
    assert re.findall(r"<h2 id='([a-z]+)'>", page) == ["exa", "tavily"]


def test_history_and_the_trend_page_keep_the_newest_runs_order(tmp_path: Path) -> None:
    write(tmp_path / "2026-10.json", _two_providers(["exa", "tavily"], "2026-10-20T13:00:00Z"))
    write(tmp_path / "2026-11.json", _two_providers(["tavily", "exa"], "2026-11-20T13:00:00Z"))
    history = build_history(tmp_path)
    assert list(history["providers"]) == ["tavily", "exa"]
    heads = [line.split(" (")[0] for line in render_history(history) if line.endswith("):")]
    assert heads == ["tavily", "exa"]
    page = render_trend(history, "now")
    assert page.index("<h2 id='tavily'>") < page.index("<h2 id='exa'>")
    chart = page[: page.index("<h2 id='tavily'>")]
    assert chart.index(">tavily</text>") < chart.index(">exa</text>")


# -- 5. the trend page's time labels never overlap ------------------------------------------------


def _axis_labels(page: str) -> list[tuple[float, float, str]]:
    """(x, y, text) of the first chart's time labels (the texts centred below the plot)."""
    svg = page[page.index("<svg") : page.index("</svg>")]
    found = re.findall(
        r'<text x="([\d.]+)" y="([\d.]+)" text-anchor="middle">(\d{4}-\d\d-\d\d[^<]*)</text>',
        svg,
    )
    return [(float(x), float(y), text) for x, y, text in found]


def test_close_minutes_on_a_long_span_do_not_overlap(tmp_path: Path) -> None:
    stamps = ["2026-01-05T09:00:00Z"]
    stamps += [f"2026-12-02T{hour:02d}:{minute:02d}:00Z" for hour in (9, 10) for minute in (0, 7)]
    stamps += ["2026-12-03T08:00:00Z", "2026-12-03T08:01:00Z", "2026-12-04T08:00:00Z"]
    for index, when in enumerate(stamps):
        records = [record(f"c{i}", "p", useful=True, relevant=2, captured=when) for i in range(3)]
        write(tmp_path / f"r{index:02d}.json", run_of(records, finished=when))
    page = render_trend(build_history(tmp_path), "now")
    labels = _axis_labels(page)
    assert len(labels) >= 3
    texts = [text for _, _, text in labels]
    # the ends are labelled, in the one format every label has (stop 66)
    assert texts[0] == "2026-01-05 09:00 UTC" and "2026-12-04 08:00 UTC" in texts
    for first in range(len(labels)):
        for second in range(first + 1, len(labels)):
            (x1, y1, t1), (x2, y2, t2) = labels[first], labels[second]
            if y1 != y2:
                assert abs(y1 - y2) >= 11  # another row, a line apart
                continue
            a0, a1 = label_extent(x1, t1)
            b0, b1 = label_extent(x2, t2)
            assert a1 <= b0 or b1 <= a0, (t1, t2)
    # each label is the capture time of a run on the page, once
    assert len(set(texts)) == len(texts)


def test_far_apart_runs_keep_every_label_on_one_row(tmp_path: Path) -> None:
    for month in (9, 10, 11, 12):
        when = f"2026-{month:02d}-20T12:00:00Z"
        records = [record(f"c{i}", "p", useful=True, relevant=2, captured=when) for i in range(3)]
        write(tmp_path / f"2026-{month:02d}.json", run_of(records, finished=when))
    labels = _axis_labels(render_trend(build_history(tmp_path), "now"))
    assert [text for _, _, text in labels] == [f"2026-{m:02d}-20" for m in (9, 10, 11, 12)]
    assert len({y for _, y, _ in labels}) == 1
