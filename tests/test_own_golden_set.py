"""A team's own golden set, recorded for real (against the emulator), brought to the 9
fixture classes as README "Your own golden set" says, with that section's own files:
``ws-bench synthesize --failures-only`` adds classes 4-8 next to the recording (never
changing a recorded byte, deterministic, idempotent), replay consumes them (a 429 then
the real recorded answer), ``ws-bench compare`` exits 3 while nobody can be ranked, and
ranks both providers (exit 0) once real stored documents bring 2, 3 and 9 through
``ws-bench add-document`` (the README's own commands)."""

from __future__ import annotations

import hashlib
import json
import os
import re
import shlex
from pathlib import Path

import pytest

from conftest import ROOT
from emulator import EmulatorConfig, ProviderEmulator
from pytest_websearch_bench.cli import main
from pytest_websearch_bench.replay.manifest import load_manifest
from pytest_websearch_bench.synthetic.pdf import PdfBuilder
from runkit import unwrapped

PROVIDERS = "tavily,brave"
ANNOUNCED = (
    b'<!doctype html><html lang="en"><head><meta charset="utf-8"><meta property='
    b'"article:published_time" content="2026-03-01"><title>Released</title></head>\n'
    b"<body><main><h1>Version 2.0 released</h1><p>On 1 March 2026 the project announced "
    b"version 2.0.</p></main></body></html>\n"
)
WITHDRAWN = (
    b'<!doctype html><html lang="en"><head><meta charset="utf-8"><meta property='
    b'"article:published_time" content="2026-04-10"><title>Withdrawn</title></head>\n'
    b"<body><main><h1>Version 2.0 withdrawn</h1><p>On 10 April 2026 the maintainers have "
    b"withdrawn version 2.0 from the index.</p></main></body></html>\n"
)
PAGE = (
    b'<!doctype html><html lang="en"><head><meta charset="utf-8"><title>Fixture scopes'
    b"</title></head>\n<body><main><h1>Fixture scopes</h1><p>A session-scoped fixture is "
    b"created once per test session.</p></main></body></html>\n"
)


def _section() -> str:
    text = (ROOT / "README.md").read_text(encoding="utf-8")
    start = text.index("\n## Your own golden set\n")
    return text[start : text.index("\n## ", start + 1)]


def _blocks(section: str, language: str) -> dict[str, str]:
    """The section's code blocks whose first line names a file (``# golden/x.yaml``)."""
    found = {}
    for body in re.findall(rf"```{language}\n(.*?)```", section, re.DOTALL):
        first, _, rest = body.partition("\n")
        if first.startswith("# "):
            found[first[2:].split()[0]] = rest
    return found


def _project(root: Path, url: str) -> dict[str, str]:
    """The README's project at ``root``, its endpoints moved to the emulator at ``url``."""
    section = _section()
    files = _blocks(section, "yaml")
    assert sorted(files) == [
        "golden/cases/docs.yaml", "golden/cases/releases.yaml", "golden/categories.yaml",
        "golden/defaults.yaml", "golden/families.yaml", "golden/gates.yaml",
    ]  # fmt: skip
    for relative, body in files.items():
        (root / relative).parent.mkdir(parents=True, exist_ok=True)
        (root / relative).write_text(body, encoding="utf-8")
    ini = _blocks(section, "ini")["pytest.ini"]
    assert "http://127.0.0.1:18871" in ini
    (root / "pytest.ini").write_text(ini.replace("http://127.0.0.1:18871", url), encoding="utf-8")
    return files


def _blocks_all(section: str, language: str) -> list[str]:
    """Every line of the section's code blocks in ``language``."""
    return [
        line
        for body in re.findall(rf"```{language}\n(.*?)```", section, re.DOTALL)
        for line in body.splitlines()
    ]


def _hashes(root: Path) -> dict[str, str]:
    return {
        p.relative_to(root).as_posix(): hashlib.sha256(p.read_bytes()).hexdigest()
        for p in sorted(root.rglob("*"))
        if p.is_file()
    }


def _run(path: Path) -> dict:
    return json.loads(path.read_text(encoding="utf-8"))


@pytest.mark.enable_socket
def test_own_golden_set_brings_the_nine_classes(
    pytester: pytest.Pytester, monkeypatch: pytest.MonkeyPatch, capsys: pytest.CaptureFixture[str]
) -> None:
    root = pytester.path
    cassettes = root / "cassettes"
    monkeypatch.setenv("TAVILY_API_KEY", "any")
    monkeypatch.setenv("BRAVE_API_KEY", "any")
    with ProviderEmulator(EmulatorConfig.for_tests()) as emu:
        _project(root, emu.url("tavily").rsplit("/", 1)[0])
        recorded = pytester.runpytest_subprocess(
            f"--ws-provider={PROVIDERS}", "--ws-record=new", "--ws-report=runs/rec.json"
        )
        assert recorded.ret == 0, recorded.stdout.str()[-3000:]
    for block in _run(root / "runs" / "rec.json")["providers"].values():
        assert block["classes_consumed"] == [1]
    before = _hashes(cassettes)
    del before["manifest.json"]

    assert main(["synthesize", "--failures-only", "--provider", PROVIDERS]) == 0
    out = capsys.readouterr().out
    section = _section()
    printed = re.search(r"prints, for this project:\n\n```text\n(.*?)```", section, re.DOTALL)
    assert printed is not None
    for line in printed.group(1).splitlines():  # the README shows what it really prints
        assert line in out
    after = _hashes(cassettes)
    assert {k: after[k] for k in before} == before  # nothing recorded was changed
    added = sorted(set(after) - set(before) - {"manifest.json"})
    manifest = load_manifest(cassettes / "manifest.json")
    assert all(manifest.files[relative].synthetic for relative in added)
    failures = [r for r in added if "/errors/" in r]
    assert failures == [
        "brave/errors/tm-001.search.json", "brave/errors/tm-002.search.json",
        "brave/errors/tm-003.search.json", "brave/errors/tm-101.search.json",
        "tavily/errors/tm-001.extract.json", "tavily/errors/tm-002.search.json",
        "tavily/errors/tm-003.search.json", "tavily/errors/tm-101.search.json",
    ]  # fmt: skip
    for relative in failures:
        meta = _run(cassettes / relative)["ws"]
        assert meta["synthetic"] is True and meta["local_address"].startswith("http://127.0.0.1")
    assert sum(r.startswith("_shared/injection/") for r in added) == 20

    # again: nothing to add, nothing rewritten
    assert main(["synthesize", "--failures-only", "--provider", PROVIDERS]) == 0
    assert "tavily: already had 4, 5, 6, 7" in capsys.readouterr().out
    assert _hashes(cassettes) == after

    replay = pytester.runpytest_subprocess(f"--ws-provider={PROVIDERS}", "--ws-report=runs/a.json")
    assert replay.ret == 0, replay.stdout.str()[-3000:]
    run = _run(root / "runs" / "a.json")
    for block in run["providers"].values():
        assert block["classes_consumed"] == [1, 4, 5, 6, 7, 8]
        assert block["missing_classes"] == [2, 3, 9]
    rate_limited = next(c for c in run["providers"]["tavily"]["cases"] if c["case_id"] == "tm-003")
    searches = [c for c in rate_limited["calls"] if c["operation"] == "search"]
    assert [(c["cassette"], c["status"], c["synthetic"]) for c in searches] == [
        ("tavily/errors/tm-003.search.json", 429, True),
        ("tavily/search/tm-003.json", 200, False),  # the retry: the real recorded answer
    ]
    partial = next(c for c in run["providers"]["tavily"]["cases"] if c["case_id"] == "tm-001")
    extract = next(c for c in partial["calls"] if c["operation"] == "extract")
    assert extract["partial"] is True and len(extract["missing"]) == 1
    assert not extract["undeclared_missing"]

    # nobody can be ranked: exit 3, a line per provider pointing at the README section
    assert main(["compare", "runs/a.json"]) == 3
    err = capsys.readouterr().err.splitlines()
    for provider in ("brave", "tavily"):  # (wrapped at the terminal's width: joined)
        assert unwrapped(err, f"NOT RANKED {provider}: ").startswith(
            f"NOT RANKED {provider}: not comparable: no case of this run used fixture classes "
            "2, 3, 9 -> see README 'Your own golden set'"
        )

    # classes 2, 3 and 9 with the README's own add-document commands (its example entry
    # is this file's announced page)
    example = re.search(r'"sha256": "([0-9a-f]{64})"', section)
    assert example is not None and example.group(1) == hashlib.sha256(ANNOUNCED).hexdigest()
    pdf = PdfBuilder()
    pdf.new_page()
    pdf.line("Changelog: version 2.0 drops Python 3.8.")
    downloads = {
        "pytest-fixtures.html": PAGE,
        "trafilatura-changelog.pdf": pdf.build(),
        "trafilatura-announced.html": ANNOUNCED,
        "trafilatura-withdrawn.html": WITHDRAWN,
    }
    for name, data in downloads.items():
        (root / name).write_bytes(data)
    os.utime(root / "trafilatura-withdrawn.html", (1_780_000_000, 1_780_000_000))
    commands = [
        shlex.split(line)
        for line in _blocks_all(section, "bash")
        if line.startswith("ws-bench add-document ")
    ]
    assert [c[2] for c in commands] == list(downloads)
    for command in commands:
        assert main(command[1:]) == 0
    out = capsys.readouterr().out
    assert "(the file's modification time, UTC; --captured-at to give another)" in out
    manifest = load_manifest(cassettes / "manifest.json")
    stored = {
        relative: entry
        for relative, entry in manifest.files.items()
        if entry.operation == "document" and not entry.synthetic
    }
    assert {r: (e.fixture_class, e.content_type, e.case_ids) for r, e in stored.items()} == {
        "_shared/html/pytest-fixtures.html": (2, "text/html", ["tm-001"]),
        "_shared/pdf/trafilatura-changelog.pdf": (3, "application/pdf", ["tm-101"]),
        "_shared/html/trafilatura-announced.html": (9, "text/html", ["tm-101"]),
        "_shared/html/trafilatura-withdrawn.html": (9, "text/html", ["tm-101"]),
    }
    written = json.loads((cassettes / "manifest.json").read_text(encoding="utf-8"))["files"]
    shown = re.search(
        r'```json\n"_shared/html/trafilatura-announced.html": (\{.*?\})\n```', section, re.DOTALL
    )
    assert shown is not None
    assert written["_shared/html/trafilatura-announced.html"] == json.loads(shown.group(1))
    assert (
        stored["_shared/html/trafilatura-withdrawn.html"].captured_at.timestamp() == 1_780_000_000
    )
    assert main(["verify", "cassettes"]) == 0
    replay = pytester.runpytest_subprocess(f"--ws-provider={PROVIDERS}", "--ws-report=runs/b.json")
    assert replay.ret == 0, replay.stdout.str()[-3000:]
    run = _run(root / "runs" / "b.json")
    for block in run["providers"].values():
        assert block["comparable"] is True and block["missing_classes"] == []
        assert block["classes_consumed"] == list(range(1, 10))
    assert "fixture classes consumed" not in replay.stdout.str()  # printed only when short
    pair = next(c for c in run["providers"]["tavily"]["cases"] if c["case_id"] == "tm-101")
    linked = {c["value"]: c["contradicts_claim_ids"] for c in pair["claims"]}
    assert linked["announced version 2.0"] and linked["withdrawn version 2.0"]
    capsys.readouterr()
    assert main(["compare", "runs/b.json"]) == 0
    ranking = [line for line in capsys.readouterr().out.splitlines() if re.match(r"\s+\d\. ", line)]
    assert len(ranking) == 2


def test_synthesize_refuses_to_replace_real_recordings(
    tmp_path: Path, capsys: pytest.CaptureFixture[str]
) -> None:
    """A forgotten --failures-only replaced a team's real recordings with generated
    answers (and exited 0): refused, naming the files and both remedies."""
    from conftest import make_bench_project
    from pytest_websearch_bench.replay.manifest import write_manifest

    root = make_bench_project(tmp_path / "p", case_ids=["gs-001", "gs-002"], providers=("tavily",))
    manifest_path = root / "cassettes" / "manifest.json"
    manifest = load_manifest(manifest_path)
    recorded = sorted(p for p in manifest.files if p.startswith("tavily/search/"))[0]
    manifest.files[recorded].synthetic = False  # as a real recording would be listed
    write_manifest(manifest, manifest_path)
    before = (root / "cassettes" / recorded).read_bytes()
    command = [
        "synthesize",
        "--provider",
        "tavily",
        "--golden",
        str(root / "golden"),
        "--cassettes",
        str(root / "cassettes"),
        "--no-reviews",
    ]
    assert main(command) == 2
    err = capsys.readouterr().err
    assert "1 real recording(s) of tavily" in err and recorded in err
    assert "--failures-only" in err and "--overwrite-recordings" in err
    assert (root / "cassettes" / recorded).read_bytes() == before
    assert main([*command, "--overwrite-recordings"]) == 0
