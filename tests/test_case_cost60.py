"""What a replayed case costs, held down without changing anything a run reports (stop
60, docs/performance.md): each case's definition digest is kept in the parsed-golden
cache with its case (not hashed again in every run), and NumPy, whose OpenBLAS threads
spin from its import, is imported when the session's end bootstraps, not at the plugin's
start."""

from __future__ import annotations

import copy
import json
from pathlib import Path

import pytest
import yaml

from conftest import make_bench_project
from pytest_websearch_bench.cases import Expect, GoldenCase, load_case_file
from pytest_websearch_bench.pipeline.calls import case_digest, new_record

CASES = [
    {
        "id": "gs-001",
        "category": "finanzas",
        "query": "capital social de Empresa Uno",
        "claim_type": "finanzas",
        "expect": {"urls": ["https://uno.mx/capital"], "answer_patterns": ["capital"]},
        "notes": "checked by hand",
    },
    {
        "id": "gs-002",
        "category": "finanzas",
        "query": "capital social de Empresa Dos",
        "claim_type": "finanzas",
        "params": {"country": "MX"},
    },
]


def _write(path: Path, cases: list[dict]) -> Path:
    path.write_text(yaml.safe_dump(cases, allow_unicode=True, sort_keys=False), encoding="utf-8")
    return path


def _fresh(case: GoldenCase) -> str:
    """The digest computed again from a case validated anew (never from a cache)."""
    return GoldenCase.model_validate(case.model_dump()).definition_sha256


def test_a_cached_golden_file_brings_each_case_digest(tmp_path: Path) -> None:
    golden = _write(tmp_path / "cases.yaml", CASES)
    cache = tmp_path / "cache"
    cold = load_case_file(golden, cache)
    (written,) = (cache / "golden").glob("*.json")
    _, digests, _ = json.loads(written.read_bytes())  # cases, digests, identity (stop 68)
    assert digests == [c.definition_sha256 for c in cold]
    warm = load_case_file(golden, cache)
    assert warm is not cold and [c.id for c in warm] == ["gs-001", "gs-002"]
    for case, digest in zip(warm, digests, strict=True):
        assert vars(case)["definition_sha256"] == digest  # read, not computed again
        assert case_digest(case) == digest == _fresh(case)
        assert new_record(case, "tavily").case_sha256 == digest
    assert "definition_sha256" not in warm[0].model_dump()


def test_a_digest_follows_an_edit_through_the_cache(tmp_path: Path) -> None:
    cache = tmp_path / "cache"
    before = load_case_file(_write(tmp_path / "cases.yaml", CASES), cache)
    load_case_file(tmp_path / "cases.yaml", cache)  # warm
    edited = copy.deepcopy(CASES)
    edited[0]["expect"]["answer_patterns"] = ["capital suscrito"]
    edited[1]["notes"] = "a note is not the definition"
    after = load_case_file(_write(tmp_path / "cases.yaml", edited), cache)
    assert after[0].definition_sha256 != before[0].definition_sha256
    assert after[1].definition_sha256 == before[1].definition_sha256
    again = load_case_file(tmp_path / "cases.yaml", cache)
    assert [c.definition_sha256 for c in again] == [c.definition_sha256 for c in after]


def test_a_copy_does_not_keep_what_its_original_derived() -> None:
    case = GoldenCase(
        id="gs-001", category="a", query="q", claim_type="c", expect=Expect(urls=("https://a.mx/",))
    )
    digest, gold = case.definition_sha256, case.gold_urls
    edited = case.model_copy(update={"expect": Expect(urls=("https://b.mx/",))})
    assert edited.definition_sha256 != digest and edited.definition_sha256 == _fresh(edited)
    assert edited.gold_urls == {"https://b.mx/"} != gold
    noted = case.model_copy(update={"notes": "n"})
    assert noted.definition_sha256 == digest
    assert copy.deepcopy(case).definition_sha256 == digest
    assert copy.copy(case) == case


NUMPY_PROBE = """
import json, sys

seen = []

def pytest_runtest_logfinish(nodeid, location):
    seen.append("numpy" in sys.modules)

def pytest_sessionfinish(session):
    worker = getattr(session.config, "workerinput", None)
    name = worker["workerid"] if worker else "controller"
    with open(f"numpy-{name}.json", "w") as out:
        json.dump({"items": len(seen), "numpy": any(seen)}, out)
"""


@pytest.mark.parametrize(
    "mode", [pytest.param([], id="serial"), pytest.param(["-n", "2"], id="xdist")]
)
def test_numpy_waits_for_the_session_end(pytester: pytest.Pytester, mode: list[str]) -> None:
    root = make_bench_project(
        pytester.path, case_ids=["gs-001", "gs-051", "gs-065"], providers=("tavily",)
    )
    (root / "conftest.py").write_text(NUMPY_PROBE, encoding="utf-8")
    result = pytester.runpytest_subprocess(
        "-p", "no:cacheprovider", "--ws-provider=tavily", "--ws-report=run.json", *mode
    )
    assert result.ret == pytest.ExitCode.OK, result.stdout.str()[-3000:]
    probes = {p.stem: json.loads(p.read_text(encoding="utf-8")) for p in root.glob("numpy-*.json")}
    expected = {"numpy-controller"} | ({"numpy-gw0", "numpy-gw1"} if mode else set())
    assert set(probes) == expected
    assert sum(p["items"] for p in probes.values()) >= 3
    for name, probe in probes.items():
        assert probe["numpy"] is False, name  # no item ran with NumPy (and its threads) loaded
    run = json.loads((root / "run.json").read_text(encoding="utf-8"))
    assert len(run["providers"]["tavily"]["cases"]) == 3
    intervals = run["providers"]["tavily"]["ci95"]  # the bootstrap ran, at the end
    assert intervals["ndcg@10"] is not None


def test_replay_counts_src_is_for_the_bench_runs_only(monkeypatch: pytest.MonkeyPatch) -> None:
    benchmarks = Path(__file__).resolve().parents[1] / "benchmarks"
    monkeypatch.syspath_prepend(str(benchmarks))
    monkeypatch.setenv("PYTHONPATH", "/elsewhere")
    import replay_counts

    other = Path("/some/checkout/src")
    bench, bare = replay_counts.run_envs(other)
    assert bench["PYTHONPATH"].split(":")[0] == str(other)
    assert str(other) not in bare.get("PYTHONPATH", "")
    assert replay_counts.run_envs(None)[1] == bare
    assert bench["PYTHONHASHSEED"] == bare["PYTHONHASHSEED"] == "0"
