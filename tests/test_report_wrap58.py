"""The terminal report wraps every prose line at the terminal's width (stop 58):

- the lines stop 57 left at any length wrap too: the "not selected" line, ``nothing ran``,
  ``INCOMPLETE:``, the verdict's heading and cause lines, and ``ws-bench compare``'s
  warnings; at 60, 80 and 200 columns no line is wider than the terminal but a gate line
  (one line a gate, for ``grep``) and a word that cannot be cut (a URL); each line's
  first words stay on its first line (``grep INCOMPLETE``, ``grep WARNING``);
- a wrap keeps a name with the URL after it: ``(brave: http://127.0.0.1:18871)`` is no
  longer cut after ``(brave:``;
- a partial run (Ctrl-C, ``-x``, a shard, ``-k``) says beside the fixture classes its
  cases did not use that the whole golden set may bring them (a Ctrl-C's ``unranked`` line
  said the classes were missing as a whole run would), on the ``fixture classes consumed``
  line, the ``unranked`` line and ``-q``'s provider line alike;
- a property of the wrapping helper: it never cuts a word (a URL), every line fits but one
  unbreakable piece, and the words are the input's.
"""

from __future__ import annotations

import textwrap
from pathlib import Path
from typing import Any

import pytest
from hypothesis import given, settings
from hypothesis import strategies as st

from conftest import interrupt_before_the_end, make_bench_project
from pytest_websearch_bench.cli import main
from pytest_websearch_bench.plugin.partial import label_partial
from pytest_websearch_bench.records import CaseRecord
from pytest_websearch_bench.report.terminal import INTERRUPT, render, verdict
from pytest_websearch_bench.report.wrap import NBSP, URL, units, wrap
from runkit import all_unwrapped, record, run_of, unwrapped, write

WIDTHS = [60, 80, 200]
ADDRESS = "http://127.0.0.1:18871"
HINT = "the whole set may bring them"
HEADINGS = ("GATES NOT JUDGED", "GATE BREACHED", "provider ", "ranking (")


def _is_gate(line: str) -> bool:
    return line.lstrip().startswith("[")


def _too_wide(lines: list[str], width: int) -> list[str]:
    """The lines wider than ``width`` that are neither a gate line nor one piece a wrap
    cannot cut (a URL, a name with its URL, a path)."""
    return [
        line for line in lines if len(line) > width and not _is_gate(line) and len(units(line)) > 1
    ]


def _local(case_id: str, provider: str = "brave") -> CaseRecord:
    """A case replayed from a recording made at a local address (the emulator)."""
    made = record(case_id, provider, useful=True, relevant=2)
    for call in made.calls:
        call.local_address = ADDRESS
        call.cassette = f"{provider}/search/{case_id}.json"
    return made


def _selected() -> dict[str, Any]:
    """-k: 2 of 10 items selected, recorded at a local address."""
    return run_of(
        [_local("c1"), _local("c2")],
        selection={"providers": ["brave"], "selected": 2, "not_selected": 8},
        endpoints={"brave": f"{ADDRESS}/brave"},
    )


def _interrupted() -> dict[str, Any]:
    """Ctrl-C after 2 of 4 items, a local endpoint called."""
    run = run_of(
        [record("c1", "brave", useful=True), record("c2", "brave")],
        selection={"providers": ["brave"], "selected": 4},
        not_run={"brave": ["c3", "c4"]},
        endpoints={"brave": f"{ADDRESS}/brave"},
    )
    label_partial(run, INTERRUPT)
    return run


def _failing() -> dict[str, Any]:
    """A breached gate naming its cases, an item failure and a collection error."""
    run = run_of([record(f"c{i}", "brave") for i in range(7)], collection_errors=1)
    ids = [f"gs-{i:03d}" for i in range(7)]
    run["failures"][:0] = [
        {
            "provider": "brave",
            "kind": "gate",
            "what": "precision@10",
            "why": "fails the run (a hard gate): the provider's results are not relevant "
            "enough for the golden set's claims",
            "cases": ids,
        },
        {
            "provider": "brave",
            "kind": "item",
            "what": "1 item failure(s): fixture",
            "why": "the cassette of gs-001 is missing from the fixture tree: record it with "
            "pytest --ws-provider=brave --ws-record=new",
            "cases": ["gs-001"],
        },
    ]
    run["passed"] = False
    return run


def _nothing_ran() -> dict[str, Any]:
    return run_of([], selection={"providers": ["brave"], "selected": 0, "not_selected": 12})


# (run, the prose lines this stop wraps, by their first words)
SCENARIOS = {
    "selected": (_selected, ["2 of 10 case x provider items selected", "unranked: brave: "]),
    "interrupted": (
        _interrupted,
        ["INCOMPLETE: ", "WARNING calls went to a local address", "GATES NOT JUDGED: "],
    ),
    "failing": (
        _failing,
        [
            "INCOMPLETE: ",
            "GATES NOT JUDGED: ",  # beside files not collected: not judged (stop 61)
            "  brave: gate precision@10",
            "  brave: 1 item",
            "  pytest: ",
        ],
    ),
    "nothing-ran": (_nothing_ran, ["nothing ran: "]),
}


# -- 1-4. the lines left long wrap at 60, 80 and 200 columns ------------------------------------


@pytest.mark.parametrize("width", WIDTHS)
@pytest.mark.parametrize("scenario", list(SCENARIOS))
def test_every_prose_line_fits_the_width(scenario: str, width: int) -> None:
    make, starts = SCENARIOS[scenario]
    run = make()
    elsewhere = 2 if scenario == "failing" else 0  # a user's tests failed too
    wide = render(run, "run.json", width=1000, failed_elsewhere=elsewhere)
    lines = render(run, "run.json", width=width, failed_elsewhere=elsewhere)
    assert _too_wide(lines, width) == []
    for start in starts:
        # each line of the task: long at 60 columns (so wrapped there), the same words
        # at any width, its first words on its first line
        more = 4 if start.startswith(HEADINGS) else 2  # a heading's lines go further in
        (long,) = all_unwrapped(wide, start, more)
        assert len(long) > 60 or width > 60, start
        assert all_unwrapped(lines, start, more) == [long], start
    # a gate line is never wrapped: the same at every width
    assert [line for line in lines if _is_gate(line)] == [line for line in wide if _is_gate(line)]


@pytest.mark.parametrize("width", WIDTHS)
def test_the_verdict_wraps_its_heading_and_causes(width: int) -> None:
    lines = verdict(_failing(), 2, width=width)
    assert _too_wide(lines, width) == []
    # a breach beside golden files not collected is not judged (stop 61): the heading says so
    assert lines[1].startswith("GATES NOT JUDGED: 1 file(s) could not be collected")
    whole = verdict(_failing(), 2, width=1000)
    assert whole[1].endswith(". Failed items, files not collected: the session fails.")
    assert all_unwrapped(lines, "  pytest: ") == all_unwrapped(whole, "  pytest: ")
    assert " ".join(lines).split() == " ".join(whole).split()  # wrapped, not cut
    assert len(lines) > len(whole) or width == 200


@pytest.mark.parametrize("columns", WIDTHS)
def test_compare_wraps_its_warnings_at_the_terminal_width(
    tmp_path: Path,
    capsys: pytest.CaptureFixture[str],
    monkeypatch: pytest.MonkeyPatch,
    columns: int,
) -> None:
    path = write(tmp_path / "brave.json", run_of([_local(f"c{i}") for i in range(6)]))
    monkeypatch.setenv("COLUMNS", str(columns))
    main(["compare", str(path)])
    lines = capsys.readouterr().out.splitlines()
    warnings = all_unwrapped(lines, "WARNING ")
    assert len(warnings) == 1 and warnings[0].startswith(
        f"WARNING recorded at a local address, not at the provider (brave: {ADDRESS}): "
    )
    at = next(n for n, line in enumerate(lines) if line.startswith("WARNING "))
    block = [lines[at], *[line for line in lines[at + 1 :] if line.startswith("  ")][:20]]
    assert _too_wide(block, columns) == []
    assert len(warnings[0]) > columns or columns == 200  # wrapped where it is longer
    if columns < 200:
        assert lines[at + 1].startswith("  ") and not lines[at + 1].startswith("   ")


# -- 5. a name stays with its URL ---------------------------------------------------------------

RECORDED = (
    "  recorded live: 4 case(s), 4 call(s); estimated cost $0.0200 at the providers' prices; "
    f"no money spent: the calls went to a local address (brave: {ADDRESS})"
)


def test_a_provider_name_stays_with_its_url() -> None:
    # the README's line: textwrap left "(brave:" at the end of a line, its URL on the next
    cut = textwrap.wrap(RECORDED.strip(), 80, initial_indent="  ", subsequent_indent="    ")
    assert any(line.endswith("(brave:") for line in cut)
    lines = wrap(RECORDED, 80)
    assert not any(line.endswith(("(brave:", "brave:")) for line in lines)
    assert f"(brave: {ADDRESS})" in lines[-1]
    assert all(len(line) <= 80 for line in lines)
    # an operation's name, a second address of one provider, a flag
    text = (
        f"WARNING {'x' * 50} (jina.reader: {ADDRESS}, http://127.0.0.1:1; tavily: "
        f"{ADDRESS}) declare it (--ws-gateway {ADDRESS})"
    )
    for width in range(40, 120):
        for line in wrap(text, width):
            assert not line.endswith(("jina.reader:", "tavily:", "--ws-gateway")), (width, line)


@pytest.mark.parametrize("width", range(40, 130, 7))
def test_the_terminal_never_parts_a_provider_from_its_address(width: int) -> None:
    lines = render(_selected(), "run.json", width=width)
    for line in lines:
        assert not line.rstrip().endswith(("(brave:", " brave:")), line
    assert _too_wide(lines, width) == []


# -- 6. a partial run says the whole set may bring the classes ---------------------------------


def _partial(kind: str) -> dict[str, Any]:
    records = [record("c1", "tavily", useful=True), record("c2", "tavily")]
    if kind == "k":
        return run_of(
            records, selection={"providers": ["tavily"], "selected": 2, "not_selected": 4}
        )
    if kind == "shard":
        return run_of(
            records,
            selection={"providers": ["tavily"], "selected": 2, "not_selected": 4},
            shard={"index": 1, "total": 3},
        )
    if kind == "collection":
        return run_of(
            records, selection={"providers": ["tavily"], "selected": 2}, collection_errors=1
        )
    run = run_of(
        records,
        selection={"providers": ["tavily"], "selected": 4},
        not_run={"tavily": ["c3", "c4"]},
    )
    if kind != "stopped":
        label_partial(run, {"interrupt": INTERRUPT, "x": "-x"}[kind])
    return run


@pytest.mark.parametrize(
    ("kind", "cause"),
    [
        ("interrupt", "the session stopped early: an interrupt (Ctrl-C)"),
        ("x", "the session stopped early: -x"),
        ("stopped", "the session stopped early"),
        ("shard", "shard 1/3"),
        ("k", "-k, -m, --deselect, --lf, node ids"),
        ("collection", "1 file(s) could not be collected"),
    ],
)
def test_every_partial_run_says_the_whole_set_may_bring_the_classes(kind: str, cause: str) -> None:
    lines = render(_partial(kind), "run.json", width=80)
    said = f"(this run covered part of the golden set ({cause}): {HINT})"
    unranked = unwrapped(lines, "unranked: tavily: ")
    assert unranked == (
        "unranked: tavily: not comparable: no case of this run used fixture classes 1, 2, 3, "
        f"4, 5, 6, 7, 8, 9 {said}"
    )
    consumed = unwrapped(lines, "  fixture classes consumed: ")
    assert "not used by the cases that ran: 1, 2," in consumed
    assert consumed.endswith(f"kept out of the ranking; {said[1:]}")
    assert "a comparison needs cases of all 9" not in consumed
    quiet = render(_partial(kind), "run.json", width=80, verbosity=-1)
    assert unwrapped(quiet, "provider tavily (", more=4) == (
        "provider tavily (NOT COMPARABLE: fixture class(es) 1, 2, 3, 4, 5, 6, 7, 8, 9 not used "
        f"by the cases that ran ({HINT}))"
    )
    assert _too_wide(lines, 80) == [] and _too_wide(quiet, 80) == []


def test_a_whole_run_says_the_classes_are_missing_from_the_golden_set() -> None:
    run = run_of([record("c1", "tavily", useful=True)], selection={"selected": 1})
    lines = render(run, "run.json", width=80)
    assert unwrapped(lines, "unranked: tavily: ") == (
        "unranked: tavily: not comparable: no case of this run used fixture classes 1, 2, 3, "
        "4, 5, 6, 7, 8, 9"
    )
    assert "a comparison needs cases of all 9" in unwrapped(lines, "  fixture classes consumed")
    assert HINT not in " ".join(lines)
    quiet = render(run, "run.json", width=80, verbosity=-1)
    assert "provider tavily (NOT COMPARABLE: no case of fixture class(es) 1," in quiet[0]


@pytest.mark.parametrize("mode", [[], ["-n", "2"]], ids=["serial", "xdist"])
def test_a_ctrl_c_says_the_whole_set_may_bring_the_classes(
    pytester: pytest.Pytester, monkeypatch: pytest.MonkeyPatch, mode: list[str]
) -> None:
    """Before: ``unranked: tavily: not comparable: no case of this run used fixture classes
    ...`` and ``missing: ...; a comparison needs cases of all 9 fixture classes`` after a
    Ctrl-C, as if the golden set lacked them; a ``-k`` run said the whole set may bring
    them."""
    # eight cases, the first one interrupting, the workers paced (with three, and later
    # with eight unpaced, the workers could finish the rest first under load)
    make_bench_project(
        pytester.path,
        case_ids=["gs-001", "gs-002", "gs-003", "gs-004", "gs-011", "gs-012", "gs-013", "gs-065"],
        providers=("tavily",),
    )
    monkeypatch.setenv("COLUMNS", "80")
    interrupt_before_the_end(pytester, "gs-011")  # the first collected
    result = pytester.runpytest_subprocess(
        "--ws-provider=tavily", "-p", "no:randomly", "-p", "no:cacheprovider", *mode
    )
    assert result.ret == pytest.ExitCode.INTERRUPTED
    lines = result.stdout.lines
    start = next(n for n, line in enumerate(lines) if "= websearch-bench =" in line)
    end = next(n for n in range(start + 1, len(lines)) if lines[n].startswith(("=", "!")))
    section = lines[start + 1 : end]
    unranked = unwrapped(section, "unranked: tavily: ")
    assert unranked.endswith(
        "(this run covered part of the golden set (the session stopped early: an interrupt "
        f"(Ctrl-C)): {HINT})"
    ), unranked
    assert unwrapped(section, "GATES NOT JUDGED: ", more=4).startswith(
        "GATES NOT JUDGED: the session stopped early (an interrupt (Ctrl-C))"
    )
    # the plugin's own PARTIAL RUN line (plugin/partial.py) is not the report's; the run
    # file's path is one word, never cut (its line starts with "run file: " for a script)
    report = [line for line in section if not line.startswith(("websearch-bench: ", "run file: "))]
    assert _too_wide(report, 80) == []


# -- the wrapping helper's property --------------------------------------------------------------

_WORD = st.text(alphabet="abcdefghij.,;()-:'", min_size=1, max_size=14)
_URLS = st.builds(
    lambda host, port, path: f"http://{host}.test:{port}/{path}",
    st.text(alphabet="abcxyz", min_size=1, max_size=30),
    st.integers(1, 65535),
    st.text(alphabet="abc/-_", max_size=40),
)
_NAMES = st.sampled_from(["(brave:", "tavily:", "jina.reader:", "--ws-gateway", "note:"])
_KEPT = ("(brave:", "tavily:", "jina.reader:", "--ws-gateway")


@settings(max_examples=300, deadline=None)
@given(
    words=st.lists(st.one_of(_WORD, _URLS, _NAMES), min_size=1, max_size=40),
    gaps=st.lists(st.sampled_from([" ", " ", " ", "  "]), min_size=40, max_size=40),
    width=st.integers(1, 160),
    indent=st.sampled_from(["", "  ", "    "]),
)
def test_wrap_cuts_between_words_and_never_inside_a_url(
    words: list[str], gaps: list[str], width: int, indent: str
) -> None:
    text = indent + "".join(word + gap for word, gap in zip(words, gaps, strict=False)).rstrip()
    lines = wrap(text, width)
    # the words are the input's, in order: nothing cut, lost or added
    assert " ".join(lines).split() == text.split()
    # a line is a stretch of the input, its spaces kept ("two  words" in a quoted path)
    for line in lines:
        assert line.strip() in text
    # every line fits, but one piece a wrap cannot cut
    for line in lines:
        assert len(line) <= max(width, 40) or len(units(line)) == 1, line
    # a URL is never cut, and a name before a URL stays on its line
    on_lines = [line.split() for line in lines]
    for index, word in enumerate(words):
        if URL.match(word):
            assert any(word in found for found in on_lines)
        following = words[index + 1] if index + 1 < len(words) else ""
        if word in _KEPT and URL.match(following):
            pair = [word, following]
            assert any(found[i : i + 2] == pair for found in on_lines for i in range(len(found)))
    # the first line keeps the indent, the next ones go two spaces further
    assert lines[0].startswith(indent) and not lines[0].startswith(indent + " ")
    assert all(line.startswith(indent + "  ") for line in lines[1:])
    assert not any(NBSP in line for line in lines)


def test_a_quoted_path_with_spaces_stays_whole() -> None:
    """A remedy's command quotes a path with spaces as shlex does: a wrap inside it would
    leave ``'/tmp/two`` on one line and ``words/golden'`` on the next."""
    path = "'/tmp/pytest-of-root/two  words/prüfung ñ/golden'"
    text = f"nothing ran: the golden set is elsewhere; keep the rootdir (`pytest {path} ...`)"
    for width in range(40, 100):
        lines = wrap(text, width)
        assert any(path in line for line in lines), lines
        assert " ".join(lines).split() == text.split()
    # an apostrophe opens no quote: the providers' prices wrap as words
    prose = "estimated cost $0.0200 at the providers' prices; the provider's answers " * 3
    assert all(len(line) <= 40 for line in wrap(prose, 40))


def test_a_command_in_backticks_stays_whole() -> None:
    """``ws-bench compare`` at 80 columns cut `` `ws-bench diff A B` `` across two lines
    (stop 64): pasted as printed, the shell ran a bare ``ws-bench diff`` first."""
    command = "`ws-bench diff runs/2026-11.json runs/2026-12.json`"
    text = f"  skipped: the two runs were recorded a month apart; see {command} for what moved"
    for width in range(40, 100):
        lines = wrap(text, width)
        assert any(command in line for line in lines), lines
        assert " ".join(lines).split() == text.split()
    # a backtick never closed is a word like any other: the line still wraps at the width
    loose = "a stray ` mark in prose " * 6
    assert all(len(line) <= 40 for line in wrap(loose, 40))
