"""Shared test fixtures: the real shared corpus (skipped when absent) and small bench projects."""

from __future__ import annotations

import atexit
import shutil
import tempfile
from pathlib import Path

# Imported here, before any pytester snapshot of sys.modules: pytester drops modules first
# imported during a test. PyYAML's C loader breaks when yaml is imported a second time, and
# NumPy cannot be loaded twice in a process ("cannot load module more than once per
# process"); the plugin imports NumPy only when a session's end bootstraps (its BLAS threads
# spin from the import), so an in-process run would otherwise import it first.
import numpy  # noqa: F401
import pytest
import yaml

import pytest_websearch_bench.session  # noqa: F401

try:
    from hypothesis import HealthCheck, settings
except ImportError:  # the test extra is missing: the test modules say so when collected
    # pytest also loads this file when a bench command's argument is not a path (for
    # instance "-n 2" without pytest-xdist installed); pytest's own usage error is the
    # message that helps there, not an ImportError from the project's test suite.
    pass
else:
    # Properties are checked for what they say, never for how fast: Hypothesis's default
    # 200 ms deadline and its too-slow health check are timed assertions, and CI's two
    # shared cores tripped them (a span format/parse property failed once under load).
    settings.register_profile(
        "websearch-bench", deadline=None, suppress_health_check=[HealthCheck.too_slow]
    )
    settings.load_profile("websearch-bench")

ROOT = Path(__file__).resolve().parents[1]
CORPUS = (ROOT / ".." / "shared" / "corpus").resolve()
CORPUS_REASON = (
    f"the shared real-world corpus is absent ({CORPUS}); it lives beside the repository "
    "(../shared/corpus) and is never copied into it"
)


@pytest.fixture(scope="session")
def corpus() -> Path:
    if not CORPUS.is_dir():
        pytest.skip(CORPUS_REASON)
    return CORPUS


@pytest.fixture(scope="session")
def repo_root() -> Path:
    return ROOT


@pytest.fixture
def wide_terminal(monkeypatch: pytest.MonkeyPatch) -> None:
    """A terminal wide enough that no line of the plugin's is wrapped (the ``--no-summary``
    line, the header's lines wrap at the width since stop 61): for the tests that read
    such a line whole. ``test_habits61`` reads them wrapped at 80 columns."""
    monkeypatch.setenv("COLUMNS", "1000")


_GENERATED: dict[tuple[object, ...], Path] = {}


# A conftest whose pipeline hook kills the xdist worker running gs-065 mid-case (lost cases)
WORKER_CRASH_CONFTEST = """
import os
import pytest

@pytest.hookimpl(optionalhook=True)
def pytest_ws_pipeline(run, config):
    if run.case.id == "gs-065" and os.environ.get("PYTEST_XDIST_WORKER"):
        os._exit(3)  # the worker dies mid-case
    return None
"""


def make_bench_project(
    root: Path,
    *,
    case_ids: list[str] | None = None,
    providers: tuple[str, ...] = ("tavily", "exa"),
    failures: bool = False,
    shared: bool = False,
) -> Path:
    """A throwaway project with a slice of the bundled golden set and freshly
    generated synthetic cassettes (the generator is deterministic); ``shared`` adds the
    ``_shared/`` documents and the neutral fetcher's pages."""
    from pytest_websearch_bench.cases import load_golden_cases
    from pytest_websearch_bench.families import FamilyTable
    from pytest_websearch_bench.providers import get_adapter
    from pytest_websearch_bench.synthetic.fixture_writer import write_synthetic_fixtures

    cases = load_golden_cases(ROOT / "golden")
    if case_ids is not None:
        cases = [c for c in cases if c.id in case_ids]
    (root / "golden" / "cases").mkdir(parents=True, exist_ok=True)
    shutil.copy(ROOT / "golden" / "families.yaml", root / "golden" / "families.yaml")
    shutil.copy(ROOT / "golden" / "categories.yaml", root / "golden" / "categories.yaml")
    by_category: dict[str, list[dict]] = {}
    for case in cases:
        by_category.setdefault(case.category, []).append(
            case.model_dump(mode="json", exclude_defaults=True)
        )
    for category, items in by_category.items():
        (root / "golden" / "cases" / f"{category}.yaml").write_text(
            yaml.safe_dump(items, allow_unicode=True, sort_keys=False), encoding="utf-8"
        )
    key = (tuple(sorted(c.id for c in cases)), providers, failures, shared)
    made = _GENERATED.get(key)
    if made is None or not made.exists():
        scratch = tempfile.mkdtemp(prefix="ws-bench-fixtures-")
        atexit.register(shutil.rmtree, scratch, ignore_errors=True)
        made = Path(scratch) / "cassettes"
        write_synthetic_fixtures(
            cases,
            [get_adapter(p, offline=True) for p in providers],
            FamilyTable.load(root / "golden" / "families.yaml"),
            made,
            failures=failures,
            shared=shared,
        )
        _GENERATED[key] = made
    shutil.copytree(made, root / "cassettes")  # the generator is deterministic: reuse its output
    (root / "pytest.ini").write_text("[pytest]\ntestpaths = golden\n", encoding="utf-8")
    return root


def gated_project(root: Path, case_ids: list[str], gates: str) -> Path:
    """A tavily bench project of ``case_ids`` whose pytest.ini collects the golden set and
    sets ``gates`` (one or more ``ws_gates`` lines): the projects of the verdict tests."""
    project = make_bench_project(root, case_ids=case_ids, providers=("tavily",))
    (project / "pytest.ini").write_text(f"[pytest]\ntestpaths = golden\n{gates}\n", "utf-8")
    return project


def interrupt_after(pytester: pytest.Pytester, case_id: str) -> None:
    """A conftest that presses Ctrl-C when the item of ``case_id`` has finished (pytest's
    KeyboardInterrupt: exit status 2, the results before it kept)."""
    pytester.makeconftest(
        f"""
        def pytest_runtest_logfinish(nodeid, location):
            if "{case_id}" in nodeid:
                raise KeyboardInterrupt
        """
    )


def interrupt_before_the_end(pytester: pytest.Pytester, case_id: str) -> None:
    """Ctrl-C on the controller when the item of ``case_id`` has finished, and under xdist
    always before the last item. ``case_id`` must be the first item collected (the
    conftest stops the session with a usage error otherwise): xdist's load scheduling sends
    it first to gw0, so it never waits behind another item. On a worker, every other item
    waits until that case has finished (a flag file) and then until the controller has
    heard of it and pressed Ctrl-C (a second flag; at most 60 s each). Waiting for the
    second flag alone (stops 59-64) left a race on a loaded CI machine: the other worker
    ran every item before the case had finished (CI of stop 64), and a fixed pause before
    that was not enough either (CI of stops 59 and 60). A worker is told by its config, not
    by PYTEST_XDIST_WORKER, which an outer ``-n 2`` sets too. Serially it is
    :func:`interrupt_after`."""
    pytester.makeconftest(
        f"""
        import time

        import pytest

        _WORKER = []
        _ROOT = []

        def pytest_configure(config):
            _WORKER.append(hasattr(config, "workerinput"))
            _ROOT.append(config.rootpath)

        @pytest.hookimpl(trylast=True)
        def pytest_collection_modifyitems(items):
            if items and "{case_id}" not in items[0].nodeid:
                raise pytest.UsageError(
                    "interrupt_before_the_end: {case_id} is not the first item collected "
                    f"({{items[0].nodeid}}): a worker would wait for a case queued behind it"
                )

        def _wait_for(flag):
            end = time.monotonic() + 60
            while not (_ROOT[0] / flag).exists() and time.monotonic() < end:
                time.sleep(0.02)

        def pytest_runtest_setup(item):
            if not _WORKER[0] or "{case_id}" in item.nodeid:
                return
            _wait_for(".ws-case-done")  # the case runs first, on gw0
            _wait_for(".ws-interrupted")  # and the controller has heard of it

        def pytest_runtest_logfinish(nodeid, location):
            if "{case_id}" not in nodeid:
                return
            if _WORKER[0]:
                (_ROOT[0] / ".ws-case-done").touch()
            else:
                (_ROOT[0] / ".ws-interrupted").touch()
                raise KeyboardInterrupt
        """
    )


def drop_fixture(root: Path, relative: str) -> None:
    """Remove a fixture and its manifest entry: a case that was never recorded."""
    from pytest_websearch_bench.replay.manifest import load_manifest, write_manifest

    (root / "cassettes" / relative).unlink()
    manifest = load_manifest(root / "cassettes" / "manifest.json")
    del manifest.files[relative]
    write_manifest(manifest, root / "cassettes" / "manifest.json")


def list_fixtures(root: Path, relatives: list[str]) -> None:
    """Add files copied into the fixture tree to its manifest."""
    from pytest_websearch_bench.replay.cassette import load_cassette
    from pytest_websearch_bench.replay.manifest import entry_for_cassette, update_manifest

    cassettes = root / "cassettes"
    update_manifest(
        cassettes,
        [
            (r, entry_for_cassette(r, load_cassette(cassettes / r), (cassettes / r).read_bytes()))
            for r in relatives
        ],
    )


def latest_run(root: Path) -> dict:
    """The newest run file under ``root/.ws-bench/runs`` (the default location)."""
    import json

    runs = sorted((root / ".ws-bench" / "runs").glob("*.json"))
    assert runs, f"no run file under {root / '.ws-bench' / 'runs'}"
    return json.loads(runs[-1].read_text(encoding="utf-8"))


def assert_item_outcomes(
    result: pytest.RunResult, run: dict, *, passed: int = 0, failed: int = 0, skipped: int = 0
) -> None:
    """The session's own outcomes (bench items, user tests) plus the verdict reports the
    bench logs for its run (one per gate and provider, provenance, lost cases), which
    pytest counts in the same summary line."""
    from collections import Counter

    from pytest_websearch_bench.plugin.verdicts import verdict_reports

    verdicts = Counter(report.outcome for report in verdict_reports(run))
    result.assert_outcomes(
        passed=passed + verdicts["passed"],
        failed=failed + verdicts["failed"],
        skipped=skipped + verdicts["skipped"],
    )


def tavily_endpoint_project(
    pytester: pytest.Pytester,
    monkeypatch: pytest.MonkeyPatch,
    url: str,
    cases: list[str],
    cooldown: float | None = None,
) -> Path:
    """A bench project recording tavily at ``url`` (``ws_endpoints``), with a test key and,
    when given, its own ``ws_outage_cooldown`` (else the default)."""
    monkeypatch.setenv("TAVILY_API_KEY", "tvly-test-key")
    root = make_bench_project(pytester.path, case_ids=cases, providers=("tavily",))
    wait = "" if cooldown is None else f"ws_outage_cooldown = {cooldown}\n"
    (root / "pytest.ini").write_text(
        f"[pytest]\ntestpaths = golden\n{wait}ws_endpoints =\n    tavily={url}\n",
        encoding="utf-8",
    )
    return root


def record_tavily(pytester: pytest.Pytester, mode: str, *extra: str) -> pytest.RunResult:
    """``pytest --ws-provider=tavily --ws-record=MODE`` in a subprocess, fast pacing, the run
    file at ``run.json``."""
    return pytester.runpytest_subprocess(
        "--ws-provider=tavily", f"--ws-record={mode}", "--ws-rate=tavily=200/s",
        "-p", "no:cacheprovider", "--ws-report=run.json", *extra,
    )  # fmt: skip
