"""A remedy's command holds the values the run knows, never a placeholder: the fixture
tree (``--ws-cassettes``) and endpoint of the run in the re-record commands of an
exhausted replay and a missing judgment, the address in the gateway declaration of
``ws-bench verify --strict``, and the file itself in the ``iconv`` and ``sha256sum``
commands."""

from __future__ import annotations

import datetime as dt
from pathlib import Path

import pytest

from pytest_websearch_bench.cli import main as ws_bench
from pytest_websearch_bench.errors import (
    JudgeRecordingMissingError,
    RecordContext,
    ReplayExhaustedError,
)
from pytest_websearch_bench.importers import ImportError_, read_rows
from pytest_websearch_bench.replay.document_check import check_document
from pytest_websearch_bench.replay.manifest import ManifestEntry

PLACEHOLDERS = ("TREE", "FILE", "ORIGIN", "PATH", "NAME=")


def _no_placeholder(text: str) -> None:
    assert not [p for p in PLACEHOLDERS if p in text], text


def test_an_exhausted_replay_keeps_the_runs_tree_and_endpoint() -> None:
    error = ReplayExhaustedError(
        ["tavily/search/gs-001.json"],
        "tavily",
        1,
        RecordContext(cassettes="fx tree", endpoints={"tavily": "http://127.0.0.1:8080/tavily"}),
    )
    assert (
        "re-record with `pytest --ws-provider=tavily --ws-cassettes='fx tree' --ws-endpoint "
        "tavily=http://127.0.0.1:8080/tavily --ws-record=new` if the extra call is intended"
    ) in str(error)
    plain = ReplayExhaustedError(["tavily/search/gs-001.json"], "tavily", 1)
    assert "`pytest --ws-provider=tavily --ws-record=new`" in str(plain)
    _no_placeholder(str(error))


def test_a_missing_judgment_keeps_the_runs_tree_and_endpoint() -> None:
    error = JudgeRecordingMissingError(
        "gpt-x",
        "tavily",
        "gs-001",
        "fx/_judge/gpt-x/tavily/gs-001.json",
        RecordContext(cassettes="fx"),
    )
    assert (
        "record the judge with `pytest --ws-provider=tavily --ws-cassettes=fx "
        "--ws-judge=gpt-x --ws-record=new` and the judge's key"
    ) in str(error)
    _no_placeholder(str(error))


def test_a_missing_judgment_in_a_custom_tree_names_it_in_a_session(
    pytester: pytest.Pytester,
) -> None:
    from conftest import make_bench_project

    root = make_bench_project(pytester.path, case_ids=["gs-001"], providers=("tavily",))
    (root / "cassettes").rename(root / "fx")
    result = pytester.runpytest_subprocess(
        "--ws-provider=tavily", "--ws-cassettes=fx", "--ws-judge=never-recorded",
        "-p", "no:cacheprovider",
    )  # fmt: skip
    assert result.ret == pytest.ExitCode.TESTS_FAILED
    result.stdout.fnmatch_lines(
        ["*`pytest --ws-provider=tavily --ws-cassettes=fx --ws-judge=never-recorded "
         "--ws-record=new`*"]
    )  # fmt: skip


def test_a_non_utf8_import_names_the_file_in_its_iconv_command(tmp_path: Path) -> None:
    path = tmp_path / "my set.csv"
    path.write_bytes("problem,answer\nQué,sí\n".encode("latin-1"))
    with pytest.raises(ImportError_) as caught:
        read_rows(path, "simpleqa")
    said = str(caught.value)
    assert f"`iconv -f latin1 -t utf-8 '{path}' > '{path}.utf8'`" in said
    _no_placeholder(said)


def test_an_unreadable_document_names_the_file_in_its_sha256sum_command(tmp_path: Path) -> None:
    (tmp_path / "_shared" / "documents").mkdir(parents=True)
    relative = "_shared/documents/page.pdf"
    (tmp_path / relative).write_bytes(b"<html>not a pdf</html>")
    entry = ManifestEntry(
        case_ids=["gs-001"],
        fixture_class=2,
        sha256="0" * 64,
        original_sha256="0" * 64,
        captured_at=dt.datetime(2026, 11, 1, tzinfo=dt.timezone.utc),
        synthetic=False,
        content_type="application/pdf",
    )
    problem = check_document(tmp_path, relative, entry)
    assert problem is not None
    assert f"`sha256sum {tmp_path / relative}` gives both hashes" in problem
    _no_placeholder(problem)


def test_verify_strict_declares_the_local_address_itself(tmp_path: Path, capsys) -> None:
    from test_local_recordings import EMULATOR, _tree

    root = _tree(tmp_path)
    assert ws_bench(["verify", str(root), "--allow-incomplete", "--strict"]) == 1
    said = capsys.readouterr()
    text = said.out + said.err
    assert f"declare it (--gateway {EMULATOR} --gateway http://[::1]:9, or ws_gateways" in text
    assert "ORIGIN" not in text
