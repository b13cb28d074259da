"""Small truths a newcomer met: the README's path options written as they must be typed,
"A provider that is down" a heading the links reach, the reason for a run without a git
commit in the tool's words when it is stored, ``ws-bench diff`` saying which provider it
picked, and ``--no-summary`` keeping every warning that changes how the numbers read."""

from __future__ import annotations

import json
import re
import shutil
from pathlib import Path
from typing import Any

import pytest

from conftest import ROOT
from pytest_websearch_bench.cli import main
from pytest_websearch_bench.config import OPTIONS
from pytest_websearch_bench.report.diff_render import reason_text
from pytest_websearch_bench.report.provenance import not_a_work_tree
from pytest_websearch_bench.report.terminal import one_line
from pytest_websearch_bench.session.provenance import suite_commit
from runkit import record, run_of, write

PATH_OPTIONS = [name for name, (metavar, _help) in OPTIONS.items() if metavar == "PATH"]
PAGES = [ROOT / "README.md", *sorted((ROOT / "docs").glob("*.md"))]
# the one place a spaced value is shown on purpose: the mistake the README warns about
DELIBERATE = "not `--ws-golden ../other/golden`"


# 1. path options are shown with "=" (a spaced value is taken by pytest for a test path)
def test_the_options_table_writes_every_path_option_with_an_equals_sign() -> None:
    assert {"ws-golden", "ws-cassettes", "ws-report", "ws-invoice"} <= set(PATH_OPTIONS)
    table = (ROOT / "README.md").read_text("utf-8")
    for name in PATH_OPTIONS:
        assert f"| `--{name}=PATH` |" in table, name
        assert f"`--{name} PATH`" not in table, name


@pytest.mark.parametrize("page", PAGES, ids=lambda page: page.name)
def test_no_example_gives_a_path_option_its_value_after_a_space(page: Path) -> None:
    text = page.read_text("utf-8").replace(DELIBERATE, "")
    spaced = re.compile(r"--(" + "|".join(PATH_OPTIONS) + r")\s+[^\s|`=]")
    assert [m.group(0) for m in spaced.finditer(text)] == []


def test_the_deliberate_mistake_is_still_shown() -> None:
    assert DELIBERATE in (ROOT / "README.md").read_text("utf-8")


# 2. "A provider that is down" is a heading, and the links point at it
def test_a_provider_that_is_down_is_a_heading_the_links_reach() -> None:
    recording = (ROOT / "docs" / "recording.md").read_text("utf-8")
    assert "### A provider that is down\n" in recording
    assert "*A provider that is down.*" not in recording
    for page, target in (
        ("README.md", "docs/recording.md#a-provider-that-is-down"),
        ("docs/cassettes.md", "recording.md#a-provider-that-is-down"),
        ("docs/performance.md", "recording.md#a-provider-that-is-down"),
    ):
        text = (ROOT / page).read_text("utf-8")
        assert f"[*A provider that is down*]({target})" in text, page
        assert '"A provider that is down"' not in text, page
    readme = (ROOT / "README.md").read_text("utf-8")
    assert readme.count("(docs/recording.md#a-provider-that-is-down)") == 2


# 3. the reason for no commit is stored in the tool's words, and old files read the same
@pytest.mark.skipif(shutil.which("git") is None, reason="git is not installed")
def test_a_suite_outside_a_git_repository_stores_the_tools_words(
    tmp_path: Path, monkeypatch: pytest.MonkeyPatch
) -> None:
    monkeypatch.setenv("GIT_CEILING_DIRECTORIES", str(tmp_path.parent))
    reason = suite_commit(tmp_path).reason
    assert reason == f"the suite ran outside a git repository ({tmp_path})"
    assert "fatal" not in reason


def test_the_stored_words_and_an_old_files_git_line_read_alike() -> None:
    old = (
        "/ci/suite is not in a git work tree (fatal: not a git repository (or any of the "
        "parent directories): .git)"
    )
    new = not_a_work_tree("/ci/suite", "fatal: not a git repository (or any of the parent)")
    assert new == "the suite ran outside a git repository (/ci/suite)"
    assert (
        reason_text(new)
        == reason_text(old)
        == (
            "the suite ran outside a git repository (/ci/suite): no commit names its code, so a "
            "change of the suite between runs cannot be seen here"
        )
    )
    other = not_a_work_tree("/ci/suite", "fatal: detected dubious ownership")
    assert (
        other == "/ci/suite could not be read as a git work tree (git: detected dubious ownership)"
    )
    old_other = "/ci/suite is not in a git work tree (fatal: detected dubious ownership)"
    assert reason_text(old_other) == reason_text(other) == other
    assert reason_text("the git work tree at /ci/suite has no commit yet") == (
        "the git work tree at /ci/suite has no commit yet"
    )


# 4. ws-bench diff says which provider it picked when the runs hold others
def _runs(tmp_path: Path, old: tuple[str, ...], new: tuple[str, ...]) -> tuple[str, str]:
    paths = []
    for label, providers, when in (
        ("old", old, "2026-10-20T09:00:00Z"),
        ("new", new, "2026-11-20T09:00:00Z"),
    ):
        records = [
            record(f"c{i:02d}", name, relevant=2, useful=True, captured=when)
            for name in providers
            for i in range(12)
        ]
        paths.append(str(write(tmp_path / f"{label}.json", run_of(records, finished=when))))
    return paths[0], paths[1]


def test_diff_names_the_one_shared_provider_and_what_it_leaves_out(
    tmp_path: Path, capsys: pytest.CaptureFixture[str]
) -> None:
    old, new = _runs(tmp_path, ("exa",), ("exa", "tavily"))
    assert main(["diff", old, new]) == 0
    out = capsys.readouterr().out.splitlines()
    assert out[0] == "diffing exa, the one provider both runs hold; tavily only in NEW"
    assert out[1].startswith("ws-bench diff: exa on 12 common case(s)")
    old, new = _runs(tmp_path, ("brave", "exa"), ("exa", "tavily"))
    assert main(["diff", old, new, "--json", "-"]) == 0
    captured = capsys.readouterr()
    data = json.loads(captured.out)  # stdout stays the JSON alone: the runs' providers named
    assert (list(data["providers"]), data["only_old"], data["only_new"]) == (
        ["exa"],
        ["brave"],
        ["tavily"],
    )
    assert captured.err.splitlines() == [
        "diffing exa, the one provider both runs hold; brave only in OLD; tavily only in NEW"
    ]


def test_diff_of_runs_of_the_same_one_provider_says_nothing_more(
    tmp_path: Path, capsys: pytest.CaptureFixture[str]
) -> None:
    old, new = _runs(tmp_path, ("exa",), ("exa",))
    assert main(["diff", old, new]) == 0
    out = capsys.readouterr().out
    assert "diffing" not in out
    assert out.startswith("ws-bench diff: exa on 12 common case(s)")


# 5. --no-summary keeps each warning that changes how the numbers read
def _run(**change: Any) -> dict[str, Any]:
    run = run_of([record(f"c{i:02d}", "p", relevant=2, useful=True) for i in range(12)])
    run["fixtures"]["edited"] = change.get("edited", [])
    if "open_before_lock" in change:
        run["provenance"]["isolation"] = {
            "lock": "session",
            "sandbox": "none",
            "reason": "test",
            "open_before_lock": change["open_before_lock"],
        }
    return run


def _edit(path: str) -> dict[str, Any]:
    return {"path": path, "edits": [{"reason": "fix", "date": "2026-12-02", "sha256": "a" * 64}]}


def test_no_summary_keeps_the_hand_edited_fixtures_warning() -> None:
    assert "WARNING" not in one_line(_run(), "r.json")
    line = one_line(_run(edited=[_edit("p/search/c01.json")]), "r.json")
    assert "; WARNING hand-edited fixtures feed these numbers, not the recorded answers " in line
    assert "(p/search/c01.json); run file: r.json" in line
    many = one_line(_run(edited=[_edit(f"p/search/c0{i}.json") for i in range(5)]), None)
    assert many.endswith("(p/search/c00.json, p/search/c01.json, p/search/c02.json and 2 more)")


def test_no_summary_keeps_the_sockets_open_before_the_lock_warning() -> None:
    assert "socket" not in one_line(_run(open_before_lock=0), None)
    assert one_line(_run(open_before_lock=2), None).endswith(
        "; WARNING 2 inet socket(s) were open before the network lock"
    )
