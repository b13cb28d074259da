"""Fair numbers of stop 65 (ux65c): a whole-run interval over fewer than 10 cases is marked
unreliable as a category's is (run file, user gate, compare); ``ws-bench compare`` shows
the volume behind P@10 (``ret``, the snippet-only count); the provider block's
``pool_judged`` is now ``pool_unjudged`` (an older file still reads); a case the reviewed
pool judges is scored for precision; a page the pool judges not relevant gives no claim."""

from __future__ import annotations

import json
from pathlib import Path

import pytest
import yaml

from conftest import gated_project, make_bench_project
from pytest_websearch_bench.artifacts import load_artifact
from pytest_websearch_bench.cases import PRECISION_LEFT_OUT, GoldenCase
from pytest_websearch_bench.claims import ReadDocument, build_claims
from pytest_websearch_bench.cli import main
from pytest_websearch_bench.families import FamilyTable
from pytest_websearch_bench.pipeline.run import CaseRun
from pytest_websearch_bench.pool import CasePool
from pytest_websearch_bench.providers import get_adapter
from pytest_websearch_bench.report.caveats import MIN_INTERVAL_CASES
from pytest_websearch_bench.report.run_file import load_run
from pytest_websearch_bench.urls import page_key
from pytest_websearch_bench.user_gates import parse_rule
from runkit import doc, read, record, run_of, write

# --- 1. whole-run intervals over few cases --------------------------------------------------


def _gate(records: list, rule: str) -> dict:
    run = run_of(records, user_gates=[parse_rule(rule, "test", "test")])
    [gate] = [g for g in run["providers"]["p"]["gates"] if g["kind"] == "user"]
    return gate


def test_a_whole_run_of_few_cases_marks_its_intervals_and_its_gates_unreliable() -> None:
    few = [record(f"a{i}", relevant=r) for i, r in enumerate((1, 5, 9))]
    block = run_of(few)["providers"]["p"]
    lo, hi = block["ci95"]["precision@10"]
    assert lo < 0.4 < hi  # the interval a 3-case run gives: it would "straddle" 0.4
    assert block["ci95_reliable"] is False and block["ci95_cases"] == 3
    gate = _gate(few, "precision@10 >= 0.4")
    assert gate["status"] == "passed"  # the rule's verdict, unchanged
    assert gate["ci95_reliable"] is False and gate["ci95_cases"] == 3
    assert "straddles" not in gate and f"[{lo:.3f}" not in gate["reason"]
    assert (
        "no reliable 95% interval over so few cases of the whole run (fewer than "
        f"{MIN_INTERVAL_CASES} measured): another sample of cases could flip this verdict"
    ) in gate["reason"]
    many = [record(f"a{i}", relevant=i % 4) for i in range(12)]
    assert run_of(many)["providers"]["p"]["ci95_reliable"] is True
    enough = _gate(many, "precision@10 >= 0.1")
    assert "ci95_reliable" not in enough and "its 95% interval [" in enough["reason"]


def test_the_terminal_line_of_a_whole_run_gate_over_two_cases(pytester: pytest.Pytester) -> None:
    project = gated_project(pytester.path, ["gs-001", "gs-065"], "ws_gates = precision@10 >= 0.1")
    result = pytester.runpytest("--ws-provider=tavily", "-p", "no:cacheprovider")
    assert result.ret == pytest.ExitCode.OK, result.stdout.str()[-3000:]
    result.stdout.fnmatch_lines(
        ["*[[]PASSED] precision@10 >= 0.1 value * no reliable 95% interval over so few cases of "
         "the whole run (fewer than 10 measured)*"]
    )  # fmt: skip
    [path] = (project / ".ws-bench" / "runs").glob("*.json")
    block = json.loads(path.read_text(encoding="utf-8"))["providers"]["tavily"]
    assert block["ci95_reliable"] is False and block["ci95_cases"] == 2


# --- 2. what compare shows of the volume behind P@10 ----------------------------------------


def _short(case_id: str, provider: str, returned: int, snippets: int) -> object:
    made = record(case_id, provider, relevant=2)
    made.documents = made.documents[:returned]
    for index, document in enumerate(made.documents):
        document.support_basis = "title_snippet" if index < snippets else "page_read"
    return made


def test_compare_shows_ret_and_the_snippet_only_count_per_provider(
    tmp_path: Path, capsys: pytest.CaptureFixture[str]
) -> None:
    records = [
        *(_short(f"c{i}", "alpha", 10, 3) for i in range(12)),
        *(_short(f"c{i}", "beta", 6, 0) for i in range(12)),
    ]
    path = write(tmp_path / "run.json", run_of(records))
    main(["compare", str(path), "-o", str(tmp_path / "cmp.json")])
    out = capsys.readouterr().out.splitlines()
    assert "      alpha:       ret 10.00  snippet only 36 of 120" in out
    assert "      beta:        ret  6.00  snippet only 0 of 72" in out
    heading = next(i for i, line in enumerate(out) if line.startswith("what P@10 is over (ret"))
    assert all(len(line) <= 80 for line in out[heading : heading + 5])
    comparison = read(tmp_path / "cmp.json")
    alpha = comparison["providers"]["alpha"]
    assert alpha["results_returned_mean"] == 10.0 and alpha["judged_on_snippet_only"] == 36
    assert comparison["providers"]["beta"]["results_returned_mean"] == 6.0
    assert alpha["ci95_reliable"] is True


def test_compare_marks_a_whole_run_interval_over_few_cases(
    tmp_path: Path, capsys: pytest.CaptureFixture[str]
) -> None:
    records = [record(f"c{i}", "alpha", relevant=2, useful=i != 1) for i in range(4)]
    records += [record(f"c{i}", "beta", relevant=1, useful=True) for i in range(12)]
    path = write(tmp_path / "run.json", run_of(records))
    main(["compare", str(path), "-o", str(tmp_path / "cmp.json")])
    text = " ".join(capsys.readouterr().out.split())
    alpha = read(tmp_path / "cmp.json")["providers"]["alpha"]
    low, high = alpha["ci95"]["cost_per_useful_answer_usd"]
    assert f"[{low:.4f}, {high:.4f}]~" in text  # marked, as the terminal marks a latency
    assert (
        "note: ~ a 95 % interval (run file ci95) over fewer than 10 cases measured is "
        "unreliable (ci95_reliable: false), as a latency over fewer than 100 calls is: "
        "alpha n=4"
    ) in text
    assert "beta n=" not in text
    assert alpha["ci95_reliable"] is False and alpha["ci95_cases"] == 4


# --- 3. pool_unjudged, and an older file's pool_judged --------------------------------------


def _pooled(case_id: str) -> object:
    made = record(case_id, relevant=2)
    made.pool_groups = ["g"]
    made.documents[0].pool = "relevant"
    return made


def test_the_unjudged_share_is_pool_unjudged_and_an_older_files_pool_judged_still_reads(
    tmp_path: Path,
) -> None:
    run = run_of([_pooled("c1"), _pooled("c2")])
    block = run["providers"]["p"]
    assert "pool_judged" not in block
    assert block["pool_unjudged"]["unjudged_share"] == pytest.approx(0.9)
    path = write(tmp_path / "new.json", run)
    older = read(path)
    older["providers"]["p"]["pool_judged"] = older["providers"]["p"].pop("pool_unjudged")
    (tmp_path / "old.json").write_text(json.dumps(older), encoding="utf-8")
    loaded = load_run(tmp_path / "old.json")["providers"]["p"]
    assert "pool_judged" not in loaded
    assert loaded["pool_unjudged"] == block["pool_unjudged"]


# --- 4. a case the pool judges is scored for precision --------------------------------------

FAMILIES = FamilyTable.from_mapping({"docs": ["docs.example", "other.example"]})
PAGE = "https://docs.example/answer"
NOISE = "https://other.example/noise"


def _bare_case(patterns: tuple[str, ...] = ()) -> GoldenCase:
    expect: dict[str, object] = {"answer_patterns": list(patterns)} if patterns else {}
    return GoldenCase.model_validate(
        {"id": "c", "category": "docs", "query": "q", "claim_type": "t", "expect": expect}
    )


def test_a_case_the_pool_judges_relevant_is_not_left_out_of_precision() -> None:
    case = _bare_case()
    assert case.precision_left_out == PRECISION_LEFT_OUT
    judged = CasePool(["g"], {page_key(PAGE): ("g", "relevant")})
    only_out = CasePool([], {page_key(NOISE): ("n", "not_relevant")})
    # the case's run decides with its pool
    adapter = get_adapter("tavily", offline=True)
    assert CaseRun(case, adapter, families=FAMILIES, pool=judged).record.precision_left_out is None
    left = CaseRun(case, adapter, families=FAMILIES, pool=only_out).record.precision_left_out
    assert left == PRECISION_LEFT_OUT  # a pool judging nothing relevant: nothing can be
    assert "golden/pool.yaml" in PRECISION_LEFT_OUT  # the reason names the pool's route
    from pytest_websearch_bench.relevance import precision_left_out

    assert precision_left_out(case, judged) is None
    assert precision_left_out(case, None) == PRECISION_LEFT_OUT
    assert precision_left_out(case, only_out) == PRECISION_LEFT_OUT


def test_the_warning_leaves_out_a_case_the_pool_judges_relevant(
    pytester: pytest.Pytester,
) -> None:
    root = make_bench_project(pytester.path, case_ids=["gs-081", "gs-082"], providers=("tavily",))
    path = root / "golden" / "cases" / "noticias.yaml"
    cases = yaml.safe_load(path.read_text(encoding="utf-8"))
    for case in cases:  # neither can show support by its own fields
        case["expect"] = {
            k: v for k, v in case["expect"].items() if k not in ("answer_patterns", "urls")
        }
    path.write_text(yaml.safe_dump(cases, allow_unicode=True, sort_keys=False), "utf-8")
    pool = {
        "schema": "pytest-websearch-bench/pool@1",
        "cases": {"gs-081": {"relevant": [{"group": "g", "urls": ["https://x.example/a"]}]}},
    }
    (root / "golden" / "pool.yaml").write_text(yaml.safe_dump(pool), encoding="utf-8")
    args = ("--ws-provider=tavily", "--ws-report=run.json", "-p", "no:cacheprovider", "-q")
    result = pytester.runpytest(*args)
    out = result.stdout.str()
    assert result.ret == pytest.ExitCode.OK, out[-3000:]
    summary = " ".join(out.split("warnings summary", 1)[1].split("-- Docs:", 1)[0].split())
    assert "1 allowed case(s) have no expect.answer_patterns and no expect.urls" in summary
    assert ": gs-082; add an answer pattern" in summary and "gs-081" not in summary
    run = json.loads((root / "run.json").read_text(encoding="utf-8"))
    left = {c["case_id"]: c["precision_left_out"] for c in run["providers"]["tavily"]["cases"]}
    assert left == {"gs-081": None, "gs-082": PRECISION_LEFT_OUT}
    assert run["providers"]["tavily"]["aggregate"]["n_by_metric"]["precision@10"] == 1


# --- 5. a page the pool judges not relevant gives no claim ----------------------------------

ANSWER = "fixture scopes"


def _read(url: str) -> ReadDocument:
    html = f"<html><body><p>The page explains {ANSWER} in detail.</p></body></html>"
    return ReadDocument(load_artifact(html.encode(), content_type="text/html", url=url), url)


def test_a_page_the_pool_judges_not_relevant_gives_no_claim() -> None:
    case = _bare_case((ANSWER,))
    both = [_read(PAGE), _read(NOISE)]
    assert len(build_claims(case, both, "x/")) == 2  # the pattern matches on both pages
    judged = {page_key(NOISE): ("n", "not_relevant"), page_key(PAGE): ("g", "relevant")}
    # through the case's run: the pool is the run's
    pool = CasePool(["g"], judged)  # type: ignore[arg-type]
    run = CaseRun(case, get_adapter("tavily", offline=True), families=FAMILIES, pool=pool)
    run.read_documents.extend(both)
    assert [c.observations[0].url for c in run.write_claims()] == [PAGE]
    from pytest_websearch_bench.claims import not_relevant_pages

    out = not_relevant_pages(case, judged)
    assert out == {page_key(NOISE)}
    claims = build_claims(case, both, "x/", out)
    assert [c.observations[0].url for c in claims] == [PAGE]
    # a near duplicate the pool's grouping put in a not_relevant group: the same
    near = doc(2, "https://other.example/reprint")
    near.pool = "not_relevant"
    assert page_key(near.url) in not_relevant_pages(case, {}, [near])
