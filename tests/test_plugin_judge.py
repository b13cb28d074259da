"""The LLM judge end to end: recorded against a fake OpenAI-compatible server on
127.0.0.1 started here, then replayed offline (serial and xdist) with the same grades;
and the bundled synthetic judgments replayed for the README's example."""

from __future__ import annotations

import hashlib
import json
import shutil
from collections.abc import Iterator
from pathlib import Path

import pytest

from conftest import make_bench_project
from local_http import QuietHandler, local_server
from pytest_websearch_bench.cases import load_golden_cases
from pytest_websearch_bench.cli import main as ws_bench
from pytest_websearch_bench.replay.manifest import load_manifest
from pytest_websearch_bench.synthetic.judge import SyntheticJudge, completion, prompt_parts
from runkit import unwrapped

CASES = ["gs-001", "gs-002", "gs-011", "gs-021", "gs-031", "gs-081"]
KEY = "sk-judge-Zx9Yw8Vu7Ts6Rq5Po4Nm3Lk2"
JUDGE_KEYS = ("judged_recall@5", "judged_recall@10", "judged_ndcg@10", "judge_coverage")


def _answer(base: SyntheticJudge, body: dict) -> dict:
    """Realistic variety: most answers reason and then score; some refuse; some never
    give a score; some mention other numbers before the score."""
    _, url, _ = prompt_parts(body)
    graded = base.answer(body)
    bucket = int(hashlib.sha256(url.encode()).hexdigest(), 16) % 6
    message = graded["choices"][0]["message"]
    if bucket == 0:
        message["content"] = "I'm sorry, but I can't help with grading this content."
    elif bucket == 1:
        message["content"] = "The passage looks related to the company in the query."
    elif bucket == 2:
        score = message["content"].rsplit(" ", 1)[-1]
        message["content"] = (
            f"It lists 3 offices and 2 phone numbers; weighing 1 against 3 ...\nFinal score: {score}"
        )
    return graded


@pytest.fixture
def judge_server(repo_root: Path) -> Iterator[tuple[str, list[dict]]]:
    base = SyntheticJudge(load_golden_cases(repo_root / "golden"))
    seen: list[dict] = []

    class Handler(QuietHandler):
        def do_POST(self) -> None:
            length = int(self.headers.get("content-length", 0))
            body = json.loads(self.rfile.read(length))
            seen.append({"path": self.path, "headers": dict(self.headers), "body": body})
            data = json.dumps(_answer(base, body)).encode("utf-8")
            self.send_response(200)
            self.send_header("Content-Type", "application/json")
            self.send_header("Set-Cookie", "judge_session=abc123secretcookie")
            self.send_header("Content-Length", str(len(data)))
            self.end_headers()
            self.wfile.write(data)

    with local_server(Handler, "/v1") as server:
        yield server.url, seen


def _judged(path: Path) -> dict:
    run = json.loads(path.read_text(encoding="utf-8"))
    agg = run["providers"]["tavily"]["aggregate"]
    return {key: agg[key] for key in (*JUDGE_KEYS, "judge_counts")}


@pytest.mark.enable_socket
def test_judge_records_against_a_local_server_then_replays_offline(
    pytester: pytest.Pytester, judge_server, monkeypatch, repo_root: Path
) -> None:
    url, seen = judge_server
    root = make_bench_project(pytester.path, case_ids=CASES, providers=("tavily",))
    # the bundled rules: the synthetic pages' published switchboards are data, not people
    shutil.copy(repo_root / "cassettes" / "redaction.yaml", root / "cassettes" / "redaction.yaml")
    monkeypatch.setenv("WS_JUDGE_API_KEY", KEY)
    args = ("--ws-provider=tavily", "--ws-judge=fake-judge", f"--ws-judge-url={url}")
    recorded = pytester.runpytest_subprocess(
        *args, "--ws-record=new", "--ws-report=recorded.json", "-p", "no:cacheprovider"
    )
    assert recorded.ret == 0, recorded.stdout.str()
    assert seen, "the judge was never called"
    assert all(s["path"] == "/v1/chat/completions" for s in seen)
    assert all(s["headers"]["authorization"] == f"Bearer {KEY}" for s in seen)
    assert {s["body"]["temperature"] for s in seen} == {0}
    assert {s["body"]["model"] for s in seen} == {"fake-judge"}
    # every chunk was asked once per recording, even when two cases share it
    asked = [(s["body"]["messages"][1]["content"]) for s in seen]
    assert len(asked) == len(set(asked))

    cassettes = root / "cassettes"
    files = sorted((cassettes / "_judge" / "fake-judge" / "tavily").glob("*.json"))
    assert files
    on_disk = "".join(p.read_text(encoding="utf-8") for p in files)
    assert KEY not in on_disk and "abc123secretcookie" not in on_disk
    manifest = load_manifest(cassettes / "manifest.json")
    entries = {p: e for p, e in manifest.files.items() if p.startswith("_judge/")}
    assert len(entries) == len(files)
    assert all(e.operation == "judge" and not e.synthetic for e in entries.values())
    assert ws_bench(["verify", "--allow-incomplete", str(cassettes)]) == 0

    monkeypatch.delenv("WS_JUDGE_API_KEY")
    calls = len(seen)
    replayed = pytester.runpytest_subprocess(
        *args, "--ws-report=replayed.json", "-p", "no:cacheprovider"
    )
    assert replayed.ret == 0, replayed.stdout.str()
    assert len(seen) == calls  # replayed under the network lock
    judged = unwrapped(replayed.stdout.lines, "  judge fake-judge: judged recall@5 ")
    assert "refused" in judged
    first, again = _judged(root / "recorded.json"), _judged(root / "replayed.json")
    assert first == again
    counts = again["judge_counts"]
    assert counts["refused"] > 0 and counts["unparsed"] > 0  # counted, not graded 0
    assert counts["graded"] + counts["unparsed"] + counts["refused"] == counts["asked"]
    assert again["judge_coverage"] == pytest.approx(counts["graded"] / counts["asked"])
    assert all(again[key] is not None for key in JUDGE_KEYS)

    parallel = pytester.runpytest_subprocess(
        *args, "--ws-report=xdist.json", "-n", "2", "-p", "no:cacheprovider"
    )
    assert parallel.ret == 0, parallel.stdout.str()
    assert _judged(root / "xdist.json") == again

    run = json.loads((root / "replayed.json").read_text(encoding="utf-8"))
    assert run["judge_model"] == "fake-judge"
    case = next(c for c in run["providers"]["tavily"]["cases"] if c["judge"]["chunks"])
    chunk = case["judge"]["chunks"][0]
    assert set(chunk) >= {"position", "url", "chunk_sha256", "grade", "status"}
    assert case["judge"]["prompt_version"] and case["judge"]["threshold"] == 2

    # a hand-edited judgment is caught before anything runs
    files[0].write_text(files[0].read_text(encoding="utf-8").replace("Final score", "Final  score"))
    tampered = pytester.runpytest_subprocess(*args, "-p", "no:cacheprovider")
    assert tampered.ret == pytest.ExitCode.INTERRUPTED
    tampered.stdout.fnmatch_lines(["*fixtures failed verification*"])


def test_a_missing_judgment_fails_the_case_with_the_remedy(pytester: pytest.Pytester) -> None:
    make_bench_project(pytester.path, case_ids=["gs-001"], providers=("tavily",))
    result = pytester.runpytest_subprocess(
        "--ws-provider=tavily", "--ws-judge=never-recorded", "-p", "no:cacheprovider"
    )
    assert result.ret == pytest.ExitCode.TESTS_FAILED
    result.stdout.fnmatch_lines(
        [
            "*no recorded judgment by 'never-recorded'*_judge/never-recorded/tavily/gs-001.json*",
            "*--ws-judge=never-recorded --ws-record=new*",
        ]
    )


def test_bundled_synthetic_judgments_replay_for_the_readme_example(
    pytester: pytest.Pytester, repo_root: Path
) -> None:
    """The README's `pytest --ws-provider=tavily --ws-judge=synthetic-judge`, on the
    bundled golden set and cassettes, offline."""
    result = pytester.runpytest_subprocess(
        f"--rootdir={repo_root}",
        f"--ws-golden={repo_root / 'golden'}",
        f"--ws-cassettes={repo_root / 'cassettes'}",
        "--ws-provider=tavily",
        "--ws-judge=synthetic-judge",
        "--ws-report=run.json",
        str(repo_root / "golden"),
        "-p",
        "no:cacheprovider",
    )
    assert result.ret == 0, result.stdout.str()
    judged = unwrapped(result.stdout.lines, "  judge synthetic-judge: judged recall@5 ")
    assert judged.endswith("; SYNTHETIC rule-based grades, not a model's")
    # a relative --ws-report is read from the folder pytest was run in (pytester's), not
    # the --rootdir: the repository itself gets no run file
    assert not (repo_root / "run.json").exists()
    run = json.loads((pytester.path / "run.json").read_text(encoding="utf-8"))
    agg = run["providers"]["tavily"]["aggregate"]
    assert agg["judge_coverage"] == 1.0 and agg["judge_counts"]["synthetic_cases"] > 0
    assert 0.0 < agg["judged_ndcg@10"] <= 1.0


def test_completion_shape_is_what_the_client_reads() -> None:
    payload = completion("m", "Final score: 2", "seed")
    assert payload["choices"][0]["message"]["content"] == "Final score: 2"
    assert payload["choices"][0]["finish_reason"] == "stop"
