"""Provenance cannot be rewritten by a tool: redact refuses hand edits unless told why, an
accepted edit is recorded in the manifest and marked in every run that uses it, and
redact works on fixture trees only."""

from __future__ import annotations

import datetime as dt
import json
from pathlib import Path

import pytest

from conftest import make_bench_project
from pytest_websearch_bench.cli import main as ws_bench
from pytest_websearch_bench.errors import FixtureError
from pytest_websearch_bench.judge.transport import _check_unedited
from pytest_websearch_bench.recording.redact import TRUNCATE_LIMIT, RedactionRules
from pytest_websearch_bench.recording.redact_files import redact_tree
from pytest_websearch_bench.replay.cassette import load_cassette
from pytest_websearch_bench.replay.manifest import load_manifest, sha256_bytes

CASES = ["gs-001", "gs-065"]
TARGET = "tavily/search/gs-065.json"
PLANTED = "https://planted.example.mx/gold"


@pytest.fixture
def cassettes(tmp_path: Path) -> Path:
    return make_bench_project(tmp_path, case_ids=CASES, providers=("tavily",)) / "cassettes"


def _plant(path: Path, url: bool = True) -> None:
    """A hand edit: a gold URL and a title planted in the first result."""
    data = json.loads(path.read_text(encoding="utf-8"))
    body = json.loads(data["interactions"][0]["response"]["body"]["string"])
    if url:
        body["results"][0]["url"] = PLANTED
    body["results"][0]["title"] = "Planted title"
    data["interactions"][0]["response"]["body"]["string"] = json.dumps(body)
    path.write_text(json.dumps(data, indent=2), encoding="utf-8")


def test_redact_refuses_a_hand_edit_and_changes_nothing(cassettes: Path, capsys) -> None:
    path = cassettes / TARGET
    recorded = load_manifest(cassettes / "manifest.json").files[TARGET].sha256
    _plant(path)
    edited = path.read_bytes()
    manifest_before = (cassettes / "manifest.json").read_bytes()
    assert ws_bench(["verify", "--allow-incomplete", str(cassettes)]) == 1
    capsys.readouterr()
    assert ws_bench(["redact", str(cassettes)]) == 1
    out = capsys.readouterr().out
    assert f"REFUSED {path}" in out and recorded in out and "--accept-edit" in out
    assert path.read_bytes() == edited  # nothing written
    assert (cassettes / "manifest.json").read_bytes() == manifest_before  # nothing re-hashed
    assert ws_bench(["verify", "--allow-incomplete", str(cassettes)]) == 1  # still caught


def test_an_accepted_edit_is_recorded_and_shown(cassettes: Path, capsys) -> None:
    path = cassettes / TARGET
    recorded = load_manifest(cassettes / "manifest.json").files[TARGET].sha256
    _plant(path)
    reason = "provider fixed the title upstream (ticket 42)"
    assert ws_bench(["redact", "--accept-edit", reason, str(cassettes)]) == 0
    assert "accepted edit" in capsys.readouterr().out
    entry = load_manifest(cassettes / "manifest.json").files[TARGET]
    assert entry.sha256 == sha256_bytes(path.read_bytes())
    assert entry.edited is not None and len(entry.edited) == 1
    edit = entry.edited[0]
    assert edit.reason == reason and edit.date == dt.datetime.now(dt.timezone.utc).date()
    assert edit.sha256_before == recorded and edit.sha256_after == entry.sha256
    assert ws_bench(["verify", "--allow-incomplete", str(cassettes)]) == 0
    out = capsys.readouterr().out
    assert f"{path}: edited after recording, accepted on" in out and reason in out


def test_an_edit_that_leaves_no_readable_cassette_is_not_accepted(cassettes: Path, capsys) -> None:
    """Found while fuzzing cassettes: a NaN latency was accepted, then every run replaying
    the cassette stopped on it."""
    path = cassettes / TARGET
    data = json.loads(path.read_text(encoding="utf-8"))
    data["interactions"][0].setdefault("ws", {})["latency_ms"] = float("nan")
    path.write_text(json.dumps(data, indent=2), encoding="utf-8")
    manifest_before = (cassettes / "manifest.json").read_bytes()
    assert ws_bench(["redact", "--accept-edit", "why not", str(cassettes)]) == 1
    out = capsys.readouterr().out
    assert f"REFUSED {path}: the edit cannot be accepted: cassette {path} cannot be read" in out
    assert "interactions.0.ws.latency_ms" in out
    assert (cassettes / "manifest.json").read_bytes() == manifest_before


@pytest.mark.parametrize("reason", ["", "   "])
def test_an_edit_needs_a_reason(cassettes: Path, reason: str, capsys) -> None:
    _plant(cassettes / TARGET)
    assert ws_bench(["redact", "--accept-edit", reason, str(cassettes)]) == 2
    assert "--accept-edit needs a reason" in capsys.readouterr().err


def test_a_run_using_an_edited_fixture_says_so(pytester: pytest.Pytester) -> None:
    root = make_bench_project(pytester.path, case_ids=CASES, providers=("tavily",))
    _plant(root / "cassettes" / TARGET, url=False)  # a new URL would not replay its extract
    assert ws_bench(["redact", "--accept-edit", "kept on purpose", str(root / "cassettes")]) == 0
    result = pytester.runpytest("--ws-provider=tavily", "--ws-report=run.json")
    assert result.ret == 0
    run = json.loads((root / "run.json").read_text(encoding="utf-8"))
    edited = run["fixtures"]["edited"]
    assert [e["path"] for e in edited] == [TARGET]
    assert edited[0]["edits"][0]["reason"] == "kept on purpose"
    # a run whose cases do not use the file does not list it
    result = pytester.runpytest("--ws-provider=tavily", "--ws-report=other.json", "-k", "gs-001")
    other = json.loads((root / "other.json").read_text(encoding="utf-8"))
    assert other["fixtures"]["edited"] == []


def test_redact_exits_0_on_an_untouched_tree(tmp_path: Path, capsys) -> None:
    root = make_bench_project(
        tmp_path, case_ids=["gs-001", "gs-051", "gs-052"], providers=("tavily",), shared=True
    )
    before = {p: p.read_bytes() for p in (root / "cassettes").rglob("*") if p.is_file()}
    assert any(p.suffix == ".pdf" for p in before)  # binary documents are scanned, not refused
    assert ws_bench(["redact", str(root / "cassettes")]) == 0
    assert "0 changed" in capsys.readouterr().out
    assert {p: p.read_bytes() for p in before} == before


@pytest.mark.parametrize(
    ("where", "message"),
    [
        ("golden", "is not in a fixture tree"),
        ("golden/cases", "is not in a fixture tree"),
        (".", "is not in a fixture tree"),
        ("does/not/exist", "no such file or folder"),
    ],
)
def test_redact_refuses_what_is_not_a_fixture_tree(
    cassettes: Path, where: str, message: str, capsys
) -> None:
    project = cassettes.parent
    golden_before = {p: p.read_bytes() for p in (project / "golden").rglob("*") if p.is_file()}
    assert ws_bench(["redact", str(project / where)]) == 2
    err = capsys.readouterr().err
    assert str(project / where) in err and message in err
    assert {p: p.read_bytes() for p in golden_before} == golden_before


@pytest.mark.parametrize(
    ("content", "field"),
    [
        ("role_mailboxes: ventas\n", "role_mailboxes"),
        ("keep_phones: [[1, 2]]\n", "keep_phones.0.str"),
        ("keep_email: [a@b.mx]\n", "keep_email"),
        ("- a\n- b\n", "<file>"),
        ("secret_keys: [a, b\n", None),
        ("\xff\xfe\x00", None),
    ],
)
def test_an_invalid_redaction_file_names_it(
    cassettes: Path, content: str, field: str | None, capsys
) -> None:
    rules = cassettes / "redaction.yaml"
    rules.write_bytes(content.encode("latin-1"))
    with pytest.raises(FixtureError) as raised:
        RedactionRules.load(rules)
    message = str(raised.value)
    assert str(rules) in message and "invalid redaction rules" in message
    if field is not None:
        assert f"field {field!r}" in message
    assert ws_bench(["redact", str(cassettes)]) == 2
    assert str(rules) in capsys.readouterr().err


def test_redact_truncates_bodies_over_512_kb(cassettes: Path) -> None:
    path = cassettes / TARGET
    data = json.loads(path.read_text(encoding="utf-8"))
    body = json.loads(data["interactions"][0]["response"]["body"]["string"])
    body["results"][0]["content"] = "relleno " * (TRUNCATE_LIMIT // 4)
    data["interactions"][0]["response"]["body"]["string"] = json.dumps(body)
    path.write_text(json.dumps(data), encoding="utf-8")
    assert (
        ws_bench(["redact", "--accept-edit", "a long page captured by hand", str(cassettes)]) == 0
    )
    assert path.stat().st_size < TRUNCATE_LIMIT
    entry = load_manifest(cassettes / "manifest.json").files[TARGET]
    assert entry.truncated is True and entry.sha256 == sha256_bytes(path.read_bytes())
    assert load_cassette(path).interactions  # still a cassette
    note = cassettes / "_notes.txt"
    note.write_text("x" * (TRUNCATE_LIMIT + 10), encoding="utf-8")
    report = redact_tree(note)
    assert report.truncated == [str(note)] and note.stat().st_size <= TRUNCATE_LIMIT


def test_a_judge_recording_edited_by_hand_is_never_appended_to(cassettes: Path) -> None:
    path = cassettes / TARGET
    _plant(path)
    with pytest.raises(FixtureError) as raised:
        _check_unedited(cassettes, TARGET, path.read_bytes())
    assert str(path) in str(raised.value) and "--ws-record=all" in str(raised.value)


def test_redact_takes_several_paths_and_checks_them_all_first(cassettes: Path, capsys) -> None:
    """`ws-bench redact f1 f2 --accept-edit why`: every path is redacted (argparse took one
    only); a path outside a fixture tree is refused before any file is rewritten."""
    first, second = cassettes / TARGET, cassettes / "tavily/search/gs-001.json"
    _plant(first)
    _plant(second)
    edited = first.read_bytes()
    reason = "both titles fixed upstream (ticket 43)"
    assert (
        ws_bench(["redact", str(first), str(cassettes.parent / "nowhere"), "--accept-edit", reason])
        == 2
    )
    assert first.read_bytes() == edited  # refused before anything was written
    capsys.readouterr()
    assert ws_bench(["redact", str(first), str(second), "--accept-edit", reason]) == 0
    out = capsys.readouterr().out
    assert out.count("accepted edit") == 2
    files = load_manifest(cassettes / "manifest.json").files
    for path in (first, second):
        entry = files[path.relative_to(cassettes).as_posix()]
        assert entry.sha256 == sha256_bytes(path.read_bytes()) and entry.edited


def test_the_edited_file_remedy_does_not_assume_git(cassettes: Path, capsys) -> None:
    """Cassettes that were never committed have no copy to check out: the remedy offers
    git only for committed fixtures, and the other ways (a backup, --accept-edit, record)."""
    _plant(cassettes / TARGET)
    capsys.readouterr()
    assert ws_bench(["verify", "--allow-incomplete", str(cassettes)]) == 1
    out = capsys.readouterr().out
    assert "restore it from version control if the fixtures are committed (`git checkout -- " in out
    assert "or from a backup; a tree never committed has no copy to restore" in out
    assert "--accept-edit" in out and "--ws-record=new" in out
