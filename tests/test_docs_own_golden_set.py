"""README "Your own golden set" as a new user runs it: the section's files as they are, the
emulator started by the section's own command (its default configuration: latencies, rate
limit, 5xx draws; only ``--port 18871`` becomes a free port), the section's recording
command, ``ws-bench synthesize``, and the one-provider comparison. What the section shows
those commands print is what they print, and the example cases get the useful answers
it says they get (a docs case once had a pattern no emulated page holds: no answer).
Everything runs on 127.0.0.1."""

from __future__ import annotations

import json
import re
import shlex
import subprocess
import sys
from collections.abc import Iterator

import pytest

from conftest import ROOT
from pytest_websearch_bench.cli import main
from readme_excerpts import excerpt_problems

README_PORT = "18871"


def _section() -> str:
    text = (ROOT / "README.md").read_text(encoding="utf-8")
    start = text.index("\n## Your own golden set\n")
    return text[start : text.index("\n## ", start + 1)]


def _files(section: str) -> dict[str, str]:
    """The section's code blocks whose first line names a file (``# golden/x.yaml``)."""
    found = {}
    for body in re.findall(r"```(?:yaml|ini)\n(.*?)```", section, re.DOTALL):
        first, _, _rest = body.partition("\n")
        if first.startswith("# "):
            found[first[2:].split()[0]] = body
    return found


def _command(section: str, start: str) -> list[str]:
    """The one bash line of the section that starts with ``start``, as words."""
    lines = [
        line.split("  #", 1)[0]
        for body in re.findall(r"```bash\n(.*?)```", section, re.DOTALL)
        for line in body.splitlines()
        if line.startswith(start)
    ]
    assert len(lines) == 1, (start, lines)
    return shlex.split(lines[0])


def _shown(section: str, after: str) -> list[str]:
    """The lines of the first ``text`` block after ``after``, the README's port kept."""
    start = section.index(after)
    block = re.search(r"```text\n(.*?)```", section[start:], re.DOTALL)
    assert block is not None, after
    return block.group(1).splitlines()


@pytest.fixture
def readme_emulator() -> Iterator[str]:
    """The emulator as the README starts it (``cd tests && python -m emulator serve``), on
    a free port; yields that port."""
    words = _command(_section(), "cd tests && python -m emulator serve")
    assert words[:7] == ["cd", "tests", "&&", "python", "-m", "emulator", "serve"]
    args = words[7:]
    assert args[args.index("--port") + 1] == README_PORT
    args[args.index("--port") + 1] = "0"
    process = subprocess.Popen(
        [sys.executable, "-m", "emulator", "serve", *args],
        cwd=ROOT / "tests",
        stdout=subprocess.PIPE,
        text=True,
    )
    try:
        assert process.stdout is not None
        ready = json.loads(process.stdout.readline())
        assert ready["url"].startswith("http://127.0.0.1:")
        yield str(ready["port"])
    finally:
        process.terminate()
        process.wait(timeout=30)


@pytest.mark.enable_socket
def test_the_readme_project_records_and_prints_what_the_readme_shows(
    pytester: pytest.Pytester,
    monkeypatch: pytest.MonkeyPatch,
    capsys: pytest.CaptureFixture[str],
    readme_emulator: str,
) -> None:
    port = readme_emulator
    section = _section()
    root = pytester.path
    files = _files(section)
    assert sorted(files) == [
        "golden/cases/docs.yaml", "golden/cases/releases.yaml", "golden/categories.yaml",
        "golden/defaults.yaml", "golden/families.yaml", "golden/gates.yaml", "pytest.ini",
    ]  # fmt: skip
    for relative, body in files.items():  # copied whole, the comment naming the file too
        (root / relative).parent.mkdir(parents=True, exist_ok=True)
        (root / relative).write_text(body.replace(f":{README_PORT}/", f":{port}/"), "utf-8")
    assert f"http://127.0.0.1:{port}/tavily" in (root / "pytest.ini").read_text("utf-8")

    def local(lines: list[str]) -> list[str]:
        return [line.replace(f"127.0.0.1:{README_PORT}", f"127.0.0.1:{port}") for line in lines]

    # the recording, with the environment the command line sets
    words = _command(section, "TAVILY_API_KEY=any BRAVE_API_KEY=any pytest ")
    while "=" in words[0]:
        name, _, value = words.pop(0).partition("=")
        monkeypatch.setenv(name, value)
    assert words[0] == "pytest"
    # the width the section says it was printed at, whatever this terminal's
    assert "The recording prints\n(" in section
    assert "a terminal 80 columns wide" in section[section.index("The recording prints") :][:120]
    monkeypatch.setenv("COLUMNS", "80")
    recorded = pytester.runpytest_subprocess(*words[1:])
    assert recorded.ret == 0, recorded.stdout.str()[-3000:]
    printed = recorded.stdout.lines
    shown = local(_shown(section, "The recording prints"))
    # an abridged copy: in the printed order, cut only where `...` stands (walkthrough 67:
    # a hand edit put brave's unranked line before tavily's and every line was still found)
    problems = excerpt_problems(shown, printed)
    assert problems == [], f"{problems}\n{recorded.stdout.str()[-4000:]}"
    # the section's defaults.yaml is one its providers send (walkthrough 68: its
    # `language: en` ended every run with "remove language from golden/defaults.yaml")
    assert "did not send the golden param" not in recorded.stdout.str()
    # both providers are quoted, in the order they print (--ws-provider=tavily,brave)
    heads = ["provider tavily (NOT COMPARABLE)", "provider brave (NOT COMPARABLE)"]
    assert [line for line in shown if line in heads] == heads
    assert [line for line in printed if line in heads] == heads

    # the useful answers the section states, from the run file
    assert (
        "Tavily's tm-001, tm-002 and tm-003 are `answered`, each with a useful\n"
        "answer (`useful_by_source`: `provider_results: 3`), and every Brave case is "
        "`honest_no_data`"
    ) in section
    (run_path,) = (root / ".ws-bench" / "runs").glob("*.json")
    providers = json.loads(run_path.read_text("utf-8"))["providers"]
    outcomes = {
        name: {case["case_id"]: case["outcome"] for case in block["cases"]}
        for name, block in providers.items()
    }
    assert outcomes["tavily"] == {
        "tm-001": "answered", "tm-002": "answered", "tm-003": "answered",
        "tm-101": "honest_no_data", "tm-102": "honest_no_data",
    }  # fmt: skip
    assert set(outcomes["brave"].values()) == {"honest_no_data"}
    useful = {name: block["aggregate"]["useful_by_source"] for name, block in providers.items()}
    assert useful["tavily"]["provider_results"] == 3
    assert useful["brave"]["provider_results"] == 0

    # ws-bench synthesize prints the section's lines, no more, no fewer
    capsys.readouterr()
    words = _command(section, "ws-bench synthesize ")
    assert main(words[1:]) == 0
    assert capsys.readouterr().out.splitlines() == _shown(section, "prints, for this project:")

    # one provider: the section's two commands and what compare prints
    start = section.index("**With one provider**")
    replay = _command(section[start:], "pytest --ws-provider=tavily ")
    assert replay[1:] == ["--ws-provider=tavily", "--ws-report=runs/tavily.json"]
    replayed = pytester.runpytest_subprocess(*replay[1:])
    assert replayed.ret == 0, replayed.stdout.str()[-3000:]
    compare = _command(section[start:], "ws-bench compare runs/tavily.json")
    capsys.readouterr()  # pytester echoes the subprocess's output
    assert main(compare[1:]) == 3
    out = capsys.readouterr()
    assert out.out.splitlines() == local(_shown(section, "**With one provider**"))
    assert "NOT RANKED tavily: not comparable: no case of this run used fixture classes" in out.err
