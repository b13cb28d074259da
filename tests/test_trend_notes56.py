"""The trend page tells what the terminal tells: every note ``ws-bench history`` prints
under a provider's table (and about the folder's files) is on the page written from the
same runs, in the same words, escaped."""

from __future__ import annotations

import html
import json
import re
from pathlib import Path

import pytest

from pytest_websearch_bench.cli import main
from pytest_websearch_bench.records import CaseRecord
from pytest_websearch_bench.report.history import build_history, render_history
from pytest_websearch_bench.report.trend_html import render_trend
from pytest_websearch_bench.user_gates import parse_rule
from runkit import all_unwrapped, record, run_of, write

P = "p<b>"  # a provider name, a case id, a category and an address that need escaping
ADDRESS = "http://127.0.0.1:9/<x>"
RULES = ("precision@10 >= 0.5",)


def _records(
    when: str,
    relevant: int,
    *,
    few: int | None = None,
    prefix: str = "c",
    errored: str | None = None,
    local: bool = False,
) -> list[CaseRecord]:
    """20 cases of ``P``: 16 in category ``many``, 4 in ``few<`` (``few`` relevant
    documents there when given); ``errored``: that case id, with an error outcome."""
    made = []
    for i in range(20):
        case_id = errored if errored and i == 5 else f"{prefix}{i:02d}"
        made.append(
            record(
                case_id,
                P,
                category="many" if i < 16 else "few<",
                relevant=relevant if i < 16 or few is None else few,
                useful=True,
                captured=when,
                error="fixture" if case_id == errored else None,
            )
        )
        made[-1].case_sha256 = f"sha-{case_id}"
    if local:
        for call in made[0].calls:
            call.local_address = ADDRESS
            call.cassette = f"{P}/search/{made[0].case_id}.json"
    return made


def _write(
    path: Path,
    records: list[CaseRecord],
    when: str,
    *,
    rules: tuple[str, ...] = RULES,
    **context: object,
) -> Path:
    parsed = [parse_rule(r, "golden/gates.yaml", "golden/gates.yaml") for r in rules]
    return write(path, run_of(records, finished=when, user_gates=parsed, **context))


def _older(path: Path) -> None:
    """A run file as 0.0.9 wrote it: no cost per case (nor call costs to recompute it),
    its user gate under a hard gate's name."""
    _write(
        path,
        _records("2026-07-20T09:00:00Z", 6),
        "2026-07-20T09:00:00Z",
        rules=("citation_coverage < 0.5",),
    )
    data = json.loads(path.read_text("utf-8"))
    data["tool_version"] = "0.0.9"
    block = data["providers"][P]
    for case in block["cases"]:
        for call in case["calls"]:
            call.pop("cost_usd", None)
    for key in [k for k in block["aggregate"] if k.endswith("_usd")]:
        del block["aggregate"][key]
        block["null_reasons"].pop(key, None)
        for category in block["by_category"].values():
            category.pop(key, None)
    for gate in block["gates"]:
        if gate.get("kind") == "user":
            gate["name"] = gate["rule"].split()[0]
    path.write_text(json.dumps(data), encoding="utf-8")


@pytest.fixture(scope="module")
def folder(tmp_path_factory: pytest.TempPathFactory) -> Path:
    """A folder whose history carries every note the terminal prints."""
    runs = tmp_path_factory.mktemp("notes") / "runs"
    _older(runs / "2026-07.json")
    _write(
        runs / "2026-08.json",
        _records("2026-08-20T09:00:00Z", 6),
        "2026-08-20T09:00:00Z",
        git={"sha": None, "dirty": None, "reason": "no commit <yet>"},
    )
    faulted = [record(f"c{i:02d}", P, error="fixture", captured=None) for i in range(20)]  # type: ignore[arg-type]
    write(runs / "broken.json", run_of(faulted, finished="2026-09-01T09:00:00Z"))
    september = _records("2026-09-20T09:00:00Z", 6, few=0)
    _write(runs / "rec1.json", september, "2026-09-20T10:00:00Z")
    _write(runs / "replay1.json", september, "2026-09-21T10:00:00Z")
    _write(
        runs / "other.json",
        _records("2026-10-01T09:00:00Z", 6, prefix="z<"),
        "2026-10-01T09:00:00Z",
    )
    november = _records("2026-11-20T09:00:00Z", 2, few=0, errored="c<x>", local=True)
    _write(runs / "2026-11.json", november, "2026-11-20T09:00:00Z", golden_sha="b" * 64)
    _write(
        runs / "2026-12.json",
        _records("2026-12-20T09:00:00Z", 2, few=0),
        "2026-12-20T09:00:00Z",
        golden_sha="b" * 64,
    )
    (runs / "compare.json").write_text('{"schema": "pytest-websearch-bench/compare@1"}', "utf-8")
    return runs


def _terminal_notes(lines: list[str]) -> list[str]:
    """What the terminal prints besides the tables: the notes under each table (indented
    four spaces) and the lines about the folder's files (each wrapped at the terminal's
    width: their continuation lines, two spaces deeper, joined). A note is ``run: text``;
    a line four deep without ``: `` is a table's (a row wider than the terminal puts the
    metrics' names and a run's numbers on lines of their own, four deep: stop 63)."""
    # under two-line rows the notes follow a blank line, two deep (stop 65)
    blocks: list[list[str]] = []
    inside: set[int] = set()
    for at in [n for n, line in enumerate(lines) if line == ""]:
        block = []
        for n in range(at + 1, len(lines)):
            if not lines[n].startswith("  "):
                break
            block.append(lines[n])
            inside.add(n)
        blocks.append(block)
    rest = ["" if n in inside else line for n, line in enumerate(lines)]
    notes = [
        note.strip()
        for note in all_unwrapped(rest, "    ")
        if not note.startswith("      ") and ": " in note
    ]
    for block in blocks:
        notes += [n.strip() for n in all_unwrapped(block, "  ") if not n.startswith("   ")]
    return notes + [n for start in ("note: ", "skipped ") for n in all_unwrapped(lines, start)]


def _page_notes(page: str) -> list[str]:
    found = re.findall(r"<p class='?note[^>]*>(.*?)</p>", page)
    assert all("<" not in text for text in found)  # no markup inside a note: plain text
    return [html.unescape(text) for text in found]


# every note kind ``render_history`` prints (the fixture must make each one)
KINDS = {
    "commit footnote": ": no git commit: no commit <yet>",
    "replays": "replay1.json: one point for 2 runs of the same recording",
    "local address": "2026-11.json: WARNING recorded at a local address, not at the "
    "provider (http://127.0.0.1:9/<x>)",
    "not recorded": "2026-07.json: $/useful, $/case: not recorded by pytest-websearch-bench 0.0.9",
    "failed": "2026-11.json: failed: 1 case(s) with an error outcome (c<x>) (this row counts them)",
    "no baseline": (
        "broken.json: every case that ran faulted (20): no capture window, placed by when its "
        "run finished: not a baseline"
    ),
    "passed over": "2026-11.json: compared with replay1.json, passing over other.json (no case "
    "of p<b> in common)",
    "regressed in a category": "2026-11.json: regressed in category.many:precision@5, category.many:precision@10",
    "too few cases": "replay1.json: worse, too few to call: category.few<:",
    "still failing": "2026-12.json: still failing: precision@10 (0.160 vs >= 0.5), since replay1.json",
    "gates vs": "replay1.json: gates vs 2026-08.json: precision@10 (precision@10 >= 0.5): "
    "passed -> failed",
    "golden set changed": "2026-11.json: the golden set changed since replay1.json: paired on",
    "not compared": "other.json: not compared: no earlier run has a case of p<b> in common",
    "renamed gates": "note: 2026-07.json",
    "skipped": "skipped ",
}


def test_the_page_carries_every_note_the_terminal_prints(
    folder: Path, tmp_path: Path, capsys: pytest.CaptureFixture[str]
) -> None:
    """Built from the same runs by the command: the set of notes is the same, each once;
    a note added to the terminal alone fails here."""
    out = tmp_path / "trend.html"
    assert main(["history", str(folder), "-o", str(out)]) == 0
    terminal = _terminal_notes(capsys.readouterr().out.splitlines())
    page = _page_notes(out.read_text(encoding="utf-8"))
    for kind, words in KINDS.items():  # the fixture makes every kind of note
        assert any(words in note for note in terminal), kind
    assert sorted(page) == sorted(terminal)
    assert len(set(page)) == len(page)  # no note twice


@pytest.mark.parametrize("kind", sorted(KINDS))
def test_each_note_is_on_the_page_escaped(folder: Path, kind: str) -> None:
    history = build_history(folder)
    page = render_trend(history, "2026-12-21 09:00 UTC")
    note = next(n for n in _terminal_notes(render_history(history)) if KINDS[kind] in n)
    assert html.escape(note, quote=True) in page
    if "<" in note:
        assert note not in page  # never raw


def test_no_raw_markup_from_the_runs_reaches_the_page(folder: Path) -> None:
    page = render_trend(build_history(folder), "now")
    for raw in (P, "c<x>", "few<", "z<", ADDRESS, "<yet>"):
        assert raw not in page
    assert "p&lt;b&gt;" in page and "c&lt;x&gt;" in page


def test_where_the_notes_are(folder: Path) -> None:
    """The warning of a local recording above the provider's table, every other note of
    the provider under it in the terminal's order, the folder's files after the
    providers; the standing failures of the newest run once."""
    history = build_history(folder)
    page = render_trend(history, "now")
    section = page[page.index("<h2 id='p&lt;b&gt;'>") :]
    table = section.index("<table>")
    assert section.index("WARNING recorded at a local address") < table
    assert section.index("still failing") > section.index("</table>")
    terminal = [n for n in _terminal_notes(render_history(history)) if "WARNING" not in n]
    under = _page_notes(section[section.index("</table>") :])
    assert under == terminal  # the same order
    assert page.index("<h2>Run files</h2>") > page.index("still failing")
    assert page.count("still failing") == 1


def test_a_history_without_notes_has_no_empty_section(tmp_path: Path) -> None:
    runs = tmp_path / "runs"
    for month in ("2026-10", "2026-11"):
        when = f"{month}-20T09:00:00Z"
        records = [
            record(f"c{i:02d}", "p", relevant=4, useful=True, captured=when) for i in range(12)
        ]
        write(
            runs / f"{month}.json",
            run_of(records, finished=when, git={"sha": "0123456789ab", "dirty": False}),
        )
    history = build_history(runs)
    assert _terminal_notes(render_history(history)) == []
    page = render_trend(history, "now")
    assert _page_notes(page) == []
    assert "Run files" not in page and "class=warn" not in page


def test_runs_of_one_minute_get_a_label_each_none_on_another(tmp_path: Path) -> None:
    """Two providers recorded in the same minutes (an emulator session): each minute's
    label was drawn once per run, on top of each other. Stop 58: the runs of one minute
    are told apart by their seconds (they shared one label), set apart on two rows."""
    runs = tmp_path / "runs"
    for minute, seconds in (("11", ("05", "41")), ("12", ("07", "52"))):
        records = [
            record(
                f"c{i:02d}", name, relevant=4, useful=True, captured=f"2026-12-06T04:{minute}:{s}Z"
            )
            for name, s in zip(("exa", "tavily"), seconds, strict=True)
            for i in range(12)
        ]
        write(runs / f"04{minute}.json", run_of(records, finished=f"2026-12-06T04:{minute}:59Z"))
    page = render_trend(build_history(runs), "now")
    chart = page[page.index("<svg") : page.index("</svg>")]
    found = re.findall(
        r'<text x="([\d.]+)" y="([\d.]+)" text-anchor="middle">(2026-[^<]*)</text>', chart
    )
    dates = [text for _, _, text in found]
    assert sorted(dates) == [
        "2026-12-06 04:11:05 UTC",
        "2026-12-06 04:11:41 UTC",
        "2026-12-06 04:12:07 UTC",
        "2026-12-06 04:12:52 UTC",
    ]
    for first, (x1, y1, t1) in enumerate(found):  # none on another (6.6 px a character)
        for x2, y2, t2 in found[first + 1 :]:
            apart = abs(float(x1) - float(x2)) >= (len(t1) + len(t2)) * 6.6 / 2
            assert y1 != y2 or apart, (t1, t2)
