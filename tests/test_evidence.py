"""The evidence layer through the bundled fixtures: every provider reads the case
documents of classes 2, 3 and 9 with its reader's capabilities, claims are verified
against stored artifacts, contradictions are linked, and the run reports citation
coverage and cost per useful answer per provider and category."""

from __future__ import annotations

import copy
import dataclasses
import json
import math
from collections.abc import Iterator
from pathlib import Path

import pytest

from bench_tree import BUNDLED_PROVIDERS, bundled_session, case_record
from pytest_websearch_bench.artifacts import load_artifact, resolve_span
from pytest_websearch_bench.claims import credited, useful
from pytest_websearch_bench.pipeline import CaseRun
from pytest_websearch_bench.providers.registry import get_adapter
from pytest_websearch_bench.records import CaseRecord
from pytest_websearch_bench.replay.manifest import load_manifest
from pytest_websearch_bench.report.aggregate import AggregateContext, aggregate
from pytest_websearch_bench.session import BenchSession

RENDERS_JS = {
    p for p in BUNDLED_PROVIDERS if get_adapter(p, offline=True).capabilities.renders_javascript
}
SEARCH_ONLY = {
    p
    for p in BUNDLED_PROVIDERS
    if not (
        get_adapter(p, offline=True).capabilities.extract
        or get_adapter(p, offline=True).capabilities.fetch
    )
}


@pytest.fixture(scope="module")
def session(repo_root: Path, tmp_path_factory: pytest.TempPathFactory) -> Iterator[BenchSession]:
    with bundled_session(repo_root, tmp_path_factory, *BUNDLED_PROVIDERS) as bench:
        yield bench


def reads(session: BenchSession, rec: CaseRecord, fixture_class: int) -> list:
    """The reads of the case's stored documents of ``fixture_class``."""
    urls = {
        d.url
        for d in session.loaded.shared.for_case(rec.case_id)
        if d.fixture_class == fixture_class
    }
    return [
        r
        for r in rec.reads
        if r.url in urls and (r.via in ("stored", "neutral") or r.fidelity is not None)
    ]


@pytest.mark.parametrize("provider", BUNDLED_PROVIDERS)
def test_contradictory_pair_is_two_linked_claims(session: BenchSession, provider: str) -> None:
    rec = case_record(session, "gs-065", provider)
    assert 9 in rec.fixture_classes
    dated = {
        c["published_at"]: c
        for c in rec.claims
        if c["published_at"] in ("2025-03-11T16:15:00Z", "2026-06-02T15:00:00Z")
    }
    announced, paused = dated["2025-03-11T16:15:00Z"], dated["2026-06-02T15:00:00Z"]
    assert announced["polarity"] == 1 and paused["polarity"] == -1
    assert paused["id"] in announced["contradicts_claim_ids"]
    assert announced["id"] in paused["contradicts_claim_ids"]
    assert announced["citable"] and paused["citable"]
    assert announced["value"] != paused["value"]  # neither overwrote the other


@pytest.mark.parametrize("provider", BUNDLED_PROVIDERS)
def test_spa_shell_needs_javascript_unless_the_reader_renders_it(
    session: BenchSession, provider: str
) -> None:
    rec = case_record(session, "gs-012", provider)
    shell = reads(session, rec, 2)
    assert len(shell) == 1
    if provider not in SEARCH_ONLY:  # the provider's own reader, against the control
        assert shell[0].fidelity is not None
        assert shell[0].fidelity["javascript"] is (provider in RENDERS_JS)
        if provider not in RENDERS_JS:
            assert not any(
                c["citable"] for c in rec.claims if c["observations"][0]["url"] == shell[0].url
            )
            return
    if provider in RENDERS_JS:
        assert shell[0].outcome == "read"
        stored = [c for c in rec.claims if c["observations"][0]["url"] == shell[0].url]
        assert stored and stored[0]["citable"] and "IATF 16949" in stored[0]["text"]
    else:
        assert shell[0].outcome == "needs_javascript"  # typed, never an empty success
        assert shell[0].sha256 is None
        assert not any(c["observations"][0]["url"] == shell[0].url for c in rec.claims)


@pytest.mark.parametrize("provider", BUNDLED_PROVIDERS)
def test_scanned_gazette_is_format_tables_ocr_on_every_page(
    session: BenchSession, provider: str
) -> None:
    rec = case_record(session, "gs-071", provider)
    scan = reads(session, rec, 3)
    if provider in SEARCH_ONLY:
        assert [(r.outcome, r.ocr_pages) for r in scan] == [("format_tables_ocr", [1, 2])]
    else:  # the reader declared it could not read the scan: no page covered
        assert [(r.outcome != "read", (r.fidelity or {}).get("pages_covered")) for r in scan] == [
            (True, 0)
        ]
    assert 3 in rec.fixture_classes


@pytest.mark.parametrize("provider", BUNDLED_PROVIDERS)
def test_annual_report_claim_cites_a_page_deep_inside(session: BenchSession, provider: str) -> None:
    rec = case_record(session, "gs-051", provider)
    if provider not in SEARCH_ONLY:  # the reader's text of the report: offsets, not pages
        (read,) = reads(session, rec, 3)
        assert read.fidelity is not None
        if provider == "exa":  # contents cut at maxCharacters: page 87 never arrives
            assert read.fidelity["pages_covered"] < read.fidelity["pages"]
            assert not any("48,312 millones" in c["text"] for c in rec.claims)
            return
        report = [c for c in rec.claims if "48,312 millones" in c["text"]]
        assert report and report[0]["citable"]
        return
    report = [c for c in rec.claims if c["observations"][0]["span"].startswith("page:87:")]
    assert len(report) == 1 and report[0]["citable"]
    assert "48,312 millones" in report[0]["text"]


def test_paywalled_text_is_not_evidence(session: BenchSession) -> None:
    rec = case_record(session, "gs-021", "tavily")
    note = [c for c in rec.claims if "eleconomista" in (c["observations"][0]["url"] or "")]
    assert note and any(c["citable"] for c in note)
    # The reader passed the CSS-hidden paywall text through; it is on no visible page.
    assert all(not c["citable"] for c in rec.claims if "1,240 millones" in c["text"])


def test_government_table_claim_is_the_entitys_row(session: BenchSession) -> None:
    rec = case_record(session, "gs-033", "brave")  # the control itself (the neutral fetcher)
    (table,) = session.loaded.shared.for_case("gs-033")
    row = [c for c in rec.claims if c["observations"][0]["artifact_sha256"] == table.sha256]
    assert len(row) == 1
    assert row[0]["text"].startswith("Empaques Sustentables del Golfo")
    assert "\t" in row[0]["text"]  # cells of one row, read across
    rec = case_record(session, "gs-033", "exa")  # Exa's reader keeps the table's text
    row = [c for c in rec.claims if c["observations"][0]["url"] == table.url]
    assert row and all(c["citable"] for c in row)
    assert all(c["text"].startswith("Empaques Sustentables del Golfo") for c in row)


def test_reader_without_pdf_parsing_reports_unsupported(session: BenchSession) -> None:
    case = session.loaded.golden.case("gs-051")
    adapter = copy.copy(get_adapter("tavily", offline=True))
    adapter.capabilities = dataclasses.replace(adapter.capabilities, parses_pdf=False)
    run = CaseRun(
        case,
        adapter,
        families=session.loaded.families,
        shared=session.loaded.shared,
        loader=session.loaded.loader,
    )
    (document,) = run.case_documents()
    assert run.read_shared(document) is None
    assert run.record.reads[-1].outcome == "unsupported"
    assert "parses_pdf" in run.record.reads[-1].detail


def test_search_only_providers_read_through_the_neutral_fetcher(session: BenchSession) -> None:
    for provider in sorted(SEARCH_ONLY):
        rec = case_record(session, "gs-002", provider)
        neutral = [r for r in rec.reads if r.via == "neutral"]
        assert neutral and all(r.outcome == "read" for r in neutral), provider
        assert not [c for c in rec.calls if c.operation in ("extract", "fetch")]
        assert all(c["citable"] for c in rec.claims)


def test_every_claim_of_the_bundled_run_was_verified(session: BenchSession) -> None:
    for provider in BUNDLED_PROVIDERS:
        for case in session.loaded.golden.all_cases():
            rec = case_record(session, case.id, provider)
            for claim in rec.claims:
                # Not citable only where a reader returned text that is not on the page.
                assert claim["citable"] is True or "(the control)" in claim["citable_reason"], (
                    provider,
                    case.id,
                    claim["citable_reason"],
                )
            if case.forbidden:
                assert not rec.claims and not rec.reads


def test_citation_coverage_and_cost_per_useful_answer_per_provider_and_category(
    session: BenchSession,
) -> None:
    records = [case_record(session, c.id, "exa") for c in session.loaded.golden.all_cases()]
    block = aggregate(records, AggregateContext())
    # only the provider's own work: reader tests' claims and cost are apart
    claims = [c for r in records if not r.forbidden for c in credited(r.claims)]
    assert block["citation_coverage"] == sum(c["citable"] for c in claims) / len(claims)
    useful_cases = [r for r in records if useful(r.claims)]
    total = math.fsum(r.own_cost_usd or 0.0 for r in records)
    assert block["cost_per_useful_answer_usd"] == pytest.approx(total / len(useful_cases))
    assert block["n_by_metric"]["cost_per_useful_answer_usd"] == len(useful_cases)
    [gs065] = [r for r in records if r.case_id == "gs-065"]
    own = {c["id"] for c in gs065.claims if not c.get("reader_test")}
    contradicted = [c for c in gs065.claims if own & set(c["contradicts_claim_ids"])]
    assert contradicted and not useful(contradicted)
    # exa's search returned only the 'paused' page: the 'announced' one is a reader test, so
    # it neither answers nor contradicts (exa's own claims make the useful answer)
    assert [c["value"] for c in gs065.claims if c.get("reader_test")] == ["anuncia nueva planta"]
    assert useful(gs065.claims)
    # gs-044's only evidence is a stored page exa's search did not return: not credited
    [gs044] = [r for r in records if r.case_id == "gs-044"]
    assert gs044.claims and all(c.get("reader_test") for c in gs044.claims)
    assert not useful(gs044.claims)
    assert block["useful_by_source"]["reader_test_cases"] == ["gs-044"]
    assert block["reader_test_cost_usd"] == pytest.approx(
        math.fsum(r.reader_test_cost_usd or 0.0 for r in records)
    )
    assert block["reader_test_cost_usd"] > 0
    plantas = aggregate([r for r in records if r.category == "plantas"], AggregateContext())
    assert plantas["citation_coverage"] is not None


def test_expected_observations_resolve_on_the_stored_artifacts(repo_root: Path) -> None:
    """The expected/ files say what a reader must get; each span resolves to its quote."""
    root = repo_root / "cassettes"
    manifest = load_manifest(root / "manifest.json")
    expected = sorted((root / "_shared" / "expected").glob("*.json"))
    assert len(expected) >= 10
    outcomes = set()
    for path in expected:
        data = json.loads(path.read_text(encoding="utf-8"))
        entry = manifest.files[data["artifact"]]
        stored = (root / data["artifact"]).read_bytes()
        artifact = load_artifact(stored, content_type=entry.content_type or "", url=data["url"])
        assert artifact.sha256 == data["sha256"] == entry.sha256
        outcomes.add(data["outcome"])
        if data["outcome"] == "read" and "injected" not in data:
            assert data["observations"], path.name  # class 8 pages need not answer their case
        for observation in data["observations"]:
            assert resolve_span(artifact, observation["span"]) == observation["quote"], path.name
        for cell in data.get("table_cells", []):
            assert resolve_span(artifact, cell["span"]).split() == cell["text"].split()
    assert outcomes == {"read", "needs_javascript", "format_tables_ocr"}
    kinds = {
        o["span"].split(":")[0].split("[")[0]
        for p in expected
        for o in json.loads(p.read_text(encoding="utf-8"))["observations"]
    }
    assert kinds == {"offset", "selector", "page"}
