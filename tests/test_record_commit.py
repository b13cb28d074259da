"""What keeps a killed recording consistent: the manifest's intent journal and its
recovery, the pending answers of a case in progress, and the capture, which must be
vcrpy's byte for byte."""

from __future__ import annotations

import datetime as dt
import gzip
import json
import os
from collections.abc import Iterator
from pathlib import Path

import httpx
import pytest

from local_http import QuietHandler, local_server
from pytest_websearch_bench.recording.capture import capture_exchange, vcr_exchange
from pytest_websearch_bench.recording.commit import (
    JOURNAL_DIR,
    RECORDING_DIR,
    CaseFiles,
    ManifestJournal,
    recover,
)
from pytest_websearch_bench.recording.pending import PendingLog
from pytest_websearch_bench.replay.cassette import (
    Interaction,
    InteractionMeta,
    RecordedBody,
    RecordedRequest,
    RecordedResponse,
    RecordedStatus,
)
from pytest_websearch_bench.replay.manifest import (
    Manifest,
    ManifestEntry,
    load_manifest,
    sha256_bytes,
    write_manifest,
)
from pytest_websearch_bench.replay.verify import fixture_files, structure

NOW = dt.datetime(2026, 12, 1, tzinfo=dt.timezone.utc)


def _entry(data: bytes, case: str = "c1", operation: str = "search") -> ManifestEntry:
    return ManifestEntry(
        case_ids=[case],
        fixture_class=1,
        provider="tavily",
        operation=operation,
        sha256=sha256_bytes(data),
        original_sha256=sha256_bytes(data),
        captured_at=NOW,
        synthetic=False,
    )


@pytest.fixture
def tree(tmp_path: Path) -> Path:
    """A fixture tree whose case c1 has a search cassette and an old error fixture."""
    root = tmp_path / "cassettes"
    (root / "tavily" / "search").mkdir(parents=True)
    (root / "tavily" / "errors").mkdir(parents=True)
    (root / "tavily" / "search" / "c1.json").write_bytes(b"old search")
    (root / "tavily" / "errors" / "c1.search.json").write_bytes(b"old error")
    manifest = Manifest()
    manifest.files["tavily/search/c1.json"] = _entry(b"old search")
    manifest.files["tavily/errors/c1.search.json"] = _entry(b"old error")
    write_manifest(manifest, root / "manifest.json")
    return root


def _consistent(root: Path) -> bool:
    manifest = load_manifest(root / "manifest.json")
    unlisted, missing = structure(root, manifest)
    changed = [
        rel
        for rel, e in manifest.files.items()
        if (root / rel).exists() and sha256_bytes((root / rel).read_bytes()) != e.sha256
    ]
    return not unlisted and not missing and not changed


def _orphan_journal(root: Path, case: CaseFiles) -> None:
    """A journal line left by a recording process that is gone (pid 999999999)."""
    folder = root / RECORDING_DIR / JOURNAL_DIR
    folder.mkdir(parents=True, exist_ok=True)
    (folder / "999999999-0.jsonl").write_text(case.to_line() + "\n", encoding="utf-8")


def test_a_kill_before_the_files_were_renamed_keeps_the_old_state(tree: Path) -> None:
    new = b"new search"
    _orphan_journal(tree, CaseFiles("tavily", "c1", {"tavily/search/c1.json": _entry(new)}))
    assert recover(tree) == 1
    manifest = load_manifest(tree / "manifest.json")
    assert manifest.files["tavily/search/c1.json"].sha256 == sha256_bytes(b"old search")
    assert (tree / "tavily" / "errors" / "c1.search.json").exists()  # not superseded
    assert _consistent(tree)
    assert not list((tree / RECORDING_DIR / JOURNAL_DIR).glob("*.jsonl"))


def test_a_kill_after_the_files_were_renamed_completes_the_case(tree: Path) -> None:
    new, extract = b"new search", b"new extract"
    (tree / "tavily" / "extract").mkdir()
    (tree / "tavily" / "search" / "c1.json").write_bytes(new)
    (tree / "tavily" / "extract" / "c1.json").write_bytes(extract)
    _orphan_journal(
        tree,
        CaseFiles(
            "tavily",
            "c1",
            {
                "tavily/search/c1.json": _entry(new),
                "tavily/extract/c1.json": _entry(extract, operation="extract"),
            },
        ),
    )
    assert not _consistent(tree)  # what a kill before the fold leaves on disk
    recover(tree)
    manifest = load_manifest(tree / "manifest.json")
    assert manifest.files["tavily/search/c1.json"].sha256 == sha256_bytes(new)
    assert "tavily/extract/c1.json" in manifest.files
    assert "tavily/errors/c1.search.json" not in manifest.files  # superseded...
    assert not (tree / "tavily" / "errors" / "c1.search.json").exists()  # ...and removed
    assert _consistent(tree)


def test_a_half_renamed_case_lists_what_is_on_disk(tree: Path) -> None:
    new = b"new search"
    (tree / "tavily" / "search" / "c1.json").write_bytes(new)  # renamed; extract was not
    _orphan_journal(
        tree,
        CaseFiles(
            "tavily",
            "c1",
            {
                "tavily/search/c1.json": _entry(new),
                "tavily/extract/c1.json": _entry(b"never written", operation="extract"),
            },
        ),
    )
    recover(tree)
    manifest = load_manifest(tree / "manifest.json")
    assert manifest.files["tavily/search/c1.json"].sha256 == sha256_bytes(new)
    assert "tavily/extract/c1.json" not in manifest.files
    assert _consistent(tree)


def test_the_journal_of_a_live_process_is_left_alone(tree: Path) -> None:
    journal = ManifestJournal(tree)
    new = b"new search"
    journal.commit(
        CaseFiles("tavily", "c1", {"tavily/search/c1.json": _entry(new)}),
        lambda: (tree / "tavily" / "search" / "c1.json").write_bytes(new),
    )
    other = tree / RECORDING_DIR / JOURNAL_DIR / f"{os.getppid()}-0.jsonl"
    other.write_text(journal.path.read_text(encoding="utf-8"), encoding="utf-8")
    assert recover(tree) == 1  # this process's own journal only: its parent is alive
    assert other.exists()
    journal.fold()
    assert _consistent(tree)


def test_dot_folders_are_not_fixtures(tree: Path) -> None:
    (tree / RECORDING_DIR / "pending" / "tavily").mkdir(parents=True)
    (tree / RECORDING_DIR / "pending" / "tavily" / "c1.jsonl").write_text("{}\n")
    assert all(not f.startswith(".") for f in fixture_files(tree))


def _interaction(body: str) -> Interaction:
    return Interaction(
        request=RecordedRequest(method="POST", uri="http://x.test/search", body='{"q":1}'),
        response=RecordedResponse(
            status=RecordedStatus(code=200, message="OK"), body=RecordedBody(string=body)
        ),
        ws=InteractionMeta(latency_ms=12.5, recorded_at=NOW, fingerprint="f" * 16),
    )


def test_pending_answers_survive_a_torn_line_and_are_redacted(tmp_path: Path) -> None:
    log = PendingLog(
        tmp_path / "c1.jsonl",
        redact=lambda i: i.model_copy(
            update={"request": i.request.model_copy(update={"headers": {}})}
        ),
    )
    first = _interaction("first")
    first.request.headers = {"authorization": ["Bearer secret"]}
    log.append(first)
    log.append(_interaction("second"))
    with open(log.path, "ab") as stream:
        stream.write(b'{"request": {"method": "PO')  # a kill inside the write
    kept = log.load()
    assert [i.response.body.string for i in kept if i.response] == ["first", "second"]
    assert "secret" not in log.path.read_text(encoding="utf-8")
    assert kept[0].ws.latency_ms == 12.5 and kept[0].ws.recorded_at == NOW
    log.discard()
    assert log.load() == []


class _Gzip(QuietHandler):
    def do_POST(self) -> None:
        self.rfile.read(int(self.headers.get("content-length", 0)))
        body = gzip.compress(json.dumps({"results": ["ñ"], "n": 1}).encode())
        self.send_response(200)
        self.send_header("Content-Type", "application/json")
        self.send_header("Content-Encoding", "gzip")
        self.send_header("Set-Cookie", "a=1")
        self.send_header("Set-Cookie", "b=2")
        self.send_header("Content-Length", str(len(body)))
        self.end_headers()
        self.wfile.write(body)


@pytest.fixture
def gzip_server() -> Iterator[str]:
    with local_server(_Gzip, "/search") as server:
        yield server.url


@pytest.mark.enable_socket
def test_the_capture_is_vcrpys(gzip_server: str) -> None:
    """The per-transport capture gives what vcrpy's own patched capture gave, for a
    gzip body (decoded, content-encoding dropped, content-length set) and repeated
    headers."""
    import vcr
    from vcr.persisters.filesystem import CassetteNotFoundError

    class Memory:
        @classmethod
        def load_cassette(cls, path: str, serializer: object) -> object:
            raise CassetteNotFoundError()

        @classmethod
        def save_cassette(cls, path: str, data: object, serializer: object) -> None:
            return None

    recorder = vcr.VCR(
        serializer="json",
        record_mode="all",
        decode_compressed_response=True,
        match_on=["method", "uri", "body"],
    )
    recorder.register_persister(Memory)
    headers = {"Authorization": "Bearer k", "Content-Type": "application/json"}
    with recorder.use_cassette("memory") as cassette, httpx.Client() as client:
        client.post(gzip_server, content=b'{"q":"a"}', headers=headers)
        request, response = cassette.data[0]
        theirs = vcr_exchange(request, response)

    transport = httpx.HTTPTransport()
    with httpx.Client(transport=transport) as client:
        sent = client.build_request("POST", gzip_server, content=b'{"q":"a"}', headers=headers)
        answer = transport.handle_request(sent)
        raw = b"".join(answer.iter_raw())
        answer.close()
        ours = capture_exchange(sent, answer, raw)
    date = "date"
    theirs.response_headers.pop(date, None)
    ours.response_headers.pop(date, None)
    assert ours == theirs
    assert "content-encoding" not in ours.response_headers
    assert ours.response_headers["set-cookie"] == ["a=1", "b=2"]
    assert json.loads(ours.response_body) == {"results": ["ñ"], "n": 1}


# -- a journal is untrusted input: only a user's own recording folds it ---------------------


def test_verify_reports_a_journal_and_never_folds_it(tree: Path, capsys) -> None:
    from pytest_websearch_bench.cli import main as ws_bench

    planted = b"hand edit"
    (tree / "tavily" / "search" / "c1.json").write_bytes(planted)
    _orphan_journal(tree, CaseFiles("tavily", "c1", {"tavily/search/c1.json": _entry(planted)}))
    manifest_before = (tree / "manifest.json").read_bytes()
    assert ws_bench(["verify", "--allow-incomplete", str(tree)]) == 1
    out = capsys.readouterr().out
    assert "999999999-0.jsonl" in out and "ws-bench manifest" in out
    assert (tree / "manifest.json").read_bytes() == manifest_before  # nothing re-hashed
    assert list((tree / RECORDING_DIR / JOURNAL_DIR).glob("*.jsonl"))  # left for the user


def test_a_journal_line_naming_a_path_out_of_the_tree_is_never_applied(tree: Path) -> None:
    outside_file = tree.parent / "victim.txt"
    outside_file.write_bytes(b"keep me")
    _orphan_journal(
        tree,
        CaseFiles(
            "tavily",
            "c1",
            {"../victim.txt": _entry(b"keep me")},
        ),
    )
    assert recover(tree) == 1
    manifest = load_manifest(tree / "manifest.json")
    assert "../victim.txt" not in manifest.files
    assert outside_file.read_bytes() == b"keep me"
    assert (tree / "tavily" / "search" / "c1.json").exists()  # not superseded by the line


def test_a_replay_with_a_journal_in_the_tree_stops_and_names_it(pytester: pytest.Pytester) -> None:
    from conftest import make_bench_project

    cassettes = make_bench_project(pytester.path, case_ids=["gs-001"], providers=("tavily",))
    cassettes = cassettes / "cassettes"
    manifest_before = (cassettes / "manifest.json").read_bytes()
    _orphan_journal(
        cassettes, CaseFiles("tavily", "gs-001", {"tavily/search/gs-001.json": _entry(b"x")})
    )
    result = pytester.runpytest("--ws-provider=tavily", "-p", "no:cacheprovider")
    assert result.ret == pytest.ExitCode.INTERRUPTED
    result.stdout.fnmatch_lines(["*999999999-0.jsonl*never folded*ws-bench manifest*"])
    assert (cassettes / "manifest.json").read_bytes() == manifest_before
