"""The command line trusts none of its inputs: case ids that would leave ``-o``, output
paths that are folders or lie under a file, negative counts; each refused before anything
is written, with a message naming the option and the path."""

from __future__ import annotations

import json
from pathlib import Path

import pytest

from pytest_websearch_bench.cli import main as ws_bench

TAVILY_CAPTURE = {
    "request": {
        "method": "POST",
        "url": "https://api.tavily.com/search",
        "headers": {"content-type": "application/json"},
        "body": json.dumps({"query": "planta Celaya"}),
    },
    "response": {
        "status": 200,
        "headers": {"date": "Tue, 10 Nov 2026 10:00:00 GMT"},
        "body": json.dumps({"query": "planta Celaya", "results": []}),
    },
}


def _listing(root: Path) -> list[str]:
    return sorted(p.relative_to(root).as_posix() for p in root.rglob("*"))


@pytest.mark.parametrize(
    "case_id",
    ["../../escape", "../x", "/abs/path", "a/b", "a\\b", ".hidden", "", " ", "a b", "..", "x\0y"],
)
def test_import_capture_refuses_a_case_id_that_is_not_one(
    tmp_path: Path, case_id: str, capsys
) -> None:
    capture = tmp_path / "capture.json"
    capture.write_text(json.dumps(TAVILY_CAPTURE), encoding="utf-8")
    out = tmp_path / "work" / "fixtures"
    before = _listing(tmp_path)
    assert ws_bench(["import-capture", str(capture), "-o", str(out), "--case", case_id]) == 2
    assert "--case" in capsys.readouterr().err
    assert _listing(tmp_path) == before  # nothing written, inside -o or out of it


def test_import_capture_writes_a_valid_case_id(tmp_path: Path) -> None:
    capture = tmp_path / "capture.json"
    capture.write_text(json.dumps(TAVILY_CAPTURE), encoding="utf-8")
    out = tmp_path / "fixtures"
    assert ws_bench(["import-capture", str(capture), "-o", str(out), "--case", "gs-001"]) == 0
    assert (out / "tavily" / "search" / "gs-001.json").is_file()


@pytest.mark.parametrize("status", ["0", "99", "600", "-1", "99999"])
def test_import_capture_refuses_a_status_that_is_not_http(
    tmp_path: Path, status: str, capsys
) -> None:
    capture = tmp_path / "capture.json"
    capture.write_text(json.dumps(TAVILY_CAPTURE), encoding="utf-8")
    assert (
        ws_bench(["import-capture", str(capture), "-o", str(tmp_path / "o"), "--status", status])
        == 2
    )
    assert f"--status {int(status)}" in capsys.readouterr().err
    assert not (tmp_path / "o").exists()


def _command(name: str, out: str, tmp_path: Path) -> list[str]:
    runs = str(tmp_path / "runs")
    return {
        "import": ["import", "simpleqa", str(tmp_path / "set.csv"), "-o", out],
        "import-capture": ["import-capture", str(tmp_path / "capture.json"), "-o", out],
        "merge": ["merge", runs, "-o", out],
        "report": ["report", runs, "-o", out],
        "compare": ["compare", runs, "-o", out],
    }[name]


FOLDER_OUTPUTS = ["import", "import-capture"]
FILE_OUTPUTS = ["merge", "report", "compare"]


@pytest.mark.parametrize(
    ("command", "shape", "problem"),
    [
        *[(c, "file", "is a file, not a folder") for c in FOLDER_OUTPUTS],
        *[(c, "under_file", "which is a file") for c in FOLDER_OUTPUTS + FILE_OUTPUTS],
        *[(c, "folder", "is a folder, not a file") for c in FILE_OUTPUTS],
    ],
)
def test_an_output_path_of_the_wrong_kind_is_refused_first(
    tmp_path: Path, command: str, shape: str, problem: str, capsys
) -> None:
    (tmp_path / "capture.json").write_text(json.dumps(TAVILY_CAPTURE), encoding="utf-8")
    (tmp_path / "set.csv").write_text("problem,answer\nq,a\n", encoding="utf-8")
    (tmp_path / "runs").mkdir()
    blocker = tmp_path / "taken.json"
    blocker.write_text("keep me", encoding="utf-8")
    folder = tmp_path / "a-folder"
    folder.mkdir()
    out = {"file": blocker, "under_file": blocker / "deeper" / "out", "folder": folder}[shape]
    before = _listing(tmp_path)
    assert ws_bench(_command(command, str(out), tmp_path)) == 2
    err = capsys.readouterr().err
    assert f"-o {out}" in err and problem in err and "nothing was written" in err
    assert "Traceback" not in err
    assert _listing(tmp_path) == before and blocker.read_text(encoding="utf-8") == "keep me"


@pytest.mark.parametrize("value", ["-5", "-1", "x", "2.5"])
def test_synthesize_refuses_a_count_that_is_not_one(tmp_path: Path, value: str, capsys) -> None:
    with pytest.raises(SystemExit) as raised:
        ws_bench(
            [
                "synthesize",
                "--provider",
                "tavily",
                "--cassettes",
                str(tmp_path / "c"),
                "--extract-top",
                value,
            ]
        )
    assert raised.value.code == 2
    assert "--extract-top" in capsys.readouterr().err
    assert not (tmp_path / "c").exists()


def test_a_reader_that_stops_early_is_no_traceback(tmp_path: Path) -> None:
    """`ws-bench history ... | head -1`: the pipe closes while history still prints; the
    command ends quietly with 141 (128 + SIGPIPE, as a shell reports it), not a
    BrokenPipeError traceback."""
    import subprocess
    import sys

    from runkit import record, run_of, write

    runs = tmp_path / "runs"
    runs.mkdir()
    for index in range(12):
        records = [record(f"c{i}", relevant=i % 4) for i in range(1, 30)]
        finished = f"2026-11-{10 + index // 24:02d}T{index % 24:02d}:00:00Z"
        write(runs / f"run-{index:02d}.json", run_of(records, finished=finished))
    command = [sys.executable, "-m", "pytest_websearch_bench.cli", "history", str(runs)]
    with subprocess.Popen(command, stdout=subprocess.PIPE, stderr=subprocess.PIPE) as process:
        assert process.stdout is not None and process.stderr is not None
        first = process.stdout.readline()
        process.stdout.close()  # the reader goes away, as head does
        error = process.stderr.read().decode()
        code = process.wait(timeout=120)
    assert first.strip()
    assert "Traceback" not in error and "BrokenPipeError" not in error
    assert code in (0, 141)
