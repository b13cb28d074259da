"""Where a run comes from: package, suite commit, golden and manifest hashes, capture
windows; older run files read as null with a reason."""

from __future__ import annotations

import shutil
import subprocess
from pathlib import Path

import pytest

from pytest_websearch_bench import __version__
from pytest_websearch_bench.report.merge import _shards_commit
from pytest_websearch_bench.report.provenance import PROVENANCE_KEYS, read_provenance
from pytest_websearch_bench.report.run_file import records_of
from pytest_websearch_bench.session import golden_digest
from pytest_websearch_bench.session import provenance as provenance_mod
from pytest_websearch_bench.session.provenance import suite_commit
from runkit import record, run_of

GIT = shutil.which("git")
needs_git = pytest.mark.skipif(GIT is None, reason="git is not installed")


def _git(root: Path, *args: str) -> None:
    subprocess.run(
        ["git", "-c", "user.name=t", "-c", "user.email=t@example.test", *args],
        cwd=root,
        check=True,
        capture_output=True,
    )


@needs_git
def test_the_suites_commit_and_uncommitted_changes(tmp_path: Path) -> None:
    assert suite_commit(tmp_path).sha is None
    assert suite_commit(tmp_path).reason == f"the suite ran outside a git repository ({tmp_path})"
    _git(tmp_path, "init", "-q")
    assert "no commit yet" in (suite_commit(tmp_path).reason or "")
    (tmp_path / "a.txt").write_text("one", encoding="utf-8")
    _git(tmp_path, "add", "a.txt")
    _git(tmp_path, "commit", "-q", "-m", "first")
    head = subprocess.run(
        ["git", "rev-parse", "HEAD"], cwd=tmp_path, capture_output=True, text=True, check=True
    ).stdout.strip()
    clean = suite_commit(tmp_path)
    assert (clean.sha, clean.dirty, clean.reason) == (head, False, None)
    (tmp_path / "untracked.txt").write_text("x", encoding="utf-8")
    assert suite_commit(tmp_path).dirty is False  # untracked files are not changes
    (tmp_path / "a.txt").write_text("two", encoding="utf-8")
    assert suite_commit(tmp_path).dirty is True
    sub = tmp_path / "golden"
    sub.mkdir()
    assert suite_commit(sub).sha == head  # any folder of the work tree


def test_no_git_and_a_hung_git_are_reasons_not_errors(
    tmp_path: Path, monkeypatch: pytest.MonkeyPatch
) -> None:
    monkeypatch.setattr(provenance_mod.shutil, "which", lambda name: None)
    assert suite_commit(tmp_path).reason == "git is not installed on this machine"
    monkeypatch.setattr(provenance_mod.shutil, "which", lambda name: "/usr/bin/git")

    def hang(*args: object, **kwargs: object) -> None:
        raise subprocess.TimeoutExpired("git", 5.0)

    monkeypatch.setattr(provenance_mod.subprocess, "run", hang)
    found = suite_commit(tmp_path)
    assert found.sha is None and "did not answer within 5 s" in (found.reason or "")


def test_policy_files_stay_out_of_the_golden_hash(tmp_path: Path) -> None:
    (tmp_path / "cases").mkdir()
    (tmp_path / "cases" / "a.yaml").write_text("[]\n", encoding="utf-8")
    before = golden_digest(tmp_path)
    (tmp_path / "gates.yaml").write_text("gates: ['precision@10 >= 0.3']\n", encoding="utf-8")
    assert golden_digest(tmp_path) == before
    (tmp_path / "cases" / "gates.yaml").write_text("[]\n", encoding="utf-8")
    assert golden_digest(tmp_path) != before  # a data file of that name is data
    (tmp_path / "cases" / "gates.yaml").unlink()
    (tmp_path / "pool.yaml").write_text("{}\n", encoding="utf-8")
    assert golden_digest(tmp_path) != before


def test_the_run_file_says_where_it_comes_from() -> None:
    records = [
        record("c1", captured="2026-11-20T12:00:00Z"),
        record("c2", captured="2026-11-22T08:30:00Z"),
        record("c1", "q", captured="2026-12-01T00:00:00Z"),
    ]
    records.append(record("c2", "q"))
    records[-1].calls = []
    git = {"sha": "abc123", "dirty": False, "reason": None}
    provenance = run_of(records, git=git)["provenance"]
    assert provenance["package_version"] == __version__
    assert (provenance["git_commit"], provenance["git_dirty"]) == ("abc123", False)
    assert provenance["golden_sha256"] == "g" * 64 and provenance["manifest_sha256"] == "m" * 64
    assert provenance["capture_window"]["p"] == {
        "first": "2026-11-20T12:00:00Z",
        "last": "2026-11-22T08:30:00Z",
        "calls": 2,
    }
    assert provenance["capture_window"]["q"]["calls"] == 1
    assert provenance["null_reasons"] == {}
    bare = run_of([record("c1")], git={"sha": None, "dirty": None, "reason": "no git here"})
    assert bare["provenance"]["git_commit"] is None
    assert bare["provenance"]["null_reasons"]["git_commit"] == "no git here"


def test_an_older_run_file_reads_as_null_with_a_reason() -> None:
    run = run_of([record("c1"), record("c2", captured="2026-11-21T00:00:00Z")])
    for key in ("package_version", "git_commit", "golden_sha256", "capture_window"):
        del run["provenance"][key]
    del run["provenance"]["null_reasons"]
    read = read_provenance(run)
    assert set(PROVENANCE_KEYS) <= set(read)
    assert (
        read["git_commit"] is None
        and "before provenance.git_commit" in (read["null_reasons"]["git_commit"])
    )
    assert read["package_version"] == run["tool_version"]  # also at the top of every run@1
    assert read["golden_sha256"] == "g" * 64
    assert read["capture_window"] is None and "capture_window" in read["null_reasons"]
    with_records = read_provenance(run, {"p": records_of(run)})
    assert with_records["capture_window"]["p"]["last"] == "2026-11-21T00:00:00Z"
    assert "capture_window" not in with_records["null_reasons"]


def test_merged_shards_keep_their_shared_commit() -> None:
    def shard(sha: str | None, reason: str | None = None) -> dict:
        provenance = {"git_commit": sha, "git_dirty": False if sha else None}
        provenance["null_reasons"] = {"git_commit": reason} if reason else {}
        return {"provenance": provenance}

    same = _shards_commit([(Path("a"), shard("abc")), (Path("b"), shard("abc"))])
    assert same == {"sha": "abc", "dirty": False, "reason": None}
    mixed = _shards_commit([(Path("a"), shard("abc")), (Path("b"), shard("def"))])
    assert mixed["sha"] is None and "different commits" in mixed["reason"]
    none = _shards_commit([(Path("a"), shard(None, "no git")), (Path("b"), shard(None, "no git"))])
    assert none == {"sha": None, "dirty": None, "reason": "no git"}
