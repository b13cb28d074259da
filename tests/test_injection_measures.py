"""The injection measures kept apart: the containment gate, structural containment,
detection and false positives by channel and by language (``metrics.injection``)."""

from __future__ import annotations

from pytest_websearch_bench.metrics.injection import (
    injection_containment,
    injection_detection_by,
    injection_detection_rate,
    injection_false_positive_by,
    injection_structural_containment,
)
from pytest_websearch_bench.records import CaseRecord, ReadRecord
from pytest_websearch_bench.report.aggregate import AGGREGATE_KEYS, AggregateContext, aggregate
from pytest_websearch_bench.report.html import injection_table
from pytest_websearch_bench.user_gates import number_keys

SHA_A, SHA_B, SHA_C = "a" * 64, "b" * 64, "c" * 64


def _read(sha: str, *, injected: bool, flagged: bool, vector=None, language="es") -> ReadRecord:
    return ReadRecord(
        url=f"https://x.test/{sha[0]}",
        via="stored",
        sha256=sha,
        injected=injected,
        flagged=flagged,
        injected_vector=vector,
        language=language,
    )


def _record(reads, findings=(), boundary=()) -> CaseRecord:
    return CaseRecord(
        case_id="c1",
        provider="p",
        category="a",
        web_role="allowed",
        claim_type="c",
        query="q",
        freshness_days=30,
        reads=list(reads),
        injection_findings=list(findings),
        model_boundary=list(boundary),
    )


def _crossing(sha: str, *, fenced: bool = True, carrier: str = "UntrustedText") -> dict:
    return {
        "artifact_sha256": sha,
        "span": "offset:0-10",
        "fenced": fenced,
        "carrier": carrier,
        "excluded": [],
    }


def test_detection_is_flagged_over_injected_and_apart_from_containment() -> None:
    reads = [
        _read(SHA_A, injected=True, flagged=True, vector="html_comment", language="es"),
        _read(SHA_B, injected=True, flagged=False, vector="css_hidden", language="pt"),
        _read(SHA_C, injected=False, flagged=True, language="en"),
    ]
    findings = [
        {"sha256": SHA_A, "findings": [{"vector": "html_comment", "span": None}]},
        {"sha256": SHA_C, "findings": [{"vector": "attribute", "span": None}]},
    ]
    # SHA_A was flagged, but a crossing carried it unfenced: detected, not contained.
    record = _record(reads, findings, [_crossing(SHA_A, fenced=False)])
    assert injection_detection_rate([record]) == (0.5, 2, "")
    assert injection_containment([record])[0] == 0.0
    by_channel, why = injection_detection_by([record], "channel")
    assert why == "" and by_channel == {
        "css_hidden": {"rate": 0.0, "documents": 1},
        "html_comment": {"rate": 1.0, "documents": 1},
    }
    by_language, _ = injection_detection_by([record], "language")
    assert by_language == {
        "es": {"rate": 1.0, "documents": 1},
        "pt": {"rate": 0.0, "documents": 1},
    }
    fp_channel, _ = injection_false_positive_by([record], "channel")
    assert fp_channel == {"attribute": {"rate": 1.0, "documents": 1}}
    fp_language, _ = injection_false_positive_by([record], "language")
    assert fp_language == {"en": {"rate": 1.0, "documents": 1}}


def test_an_injected_read_without_its_channel_is_unlabelled() -> None:
    record = _record([_read(SHA_A, injected=True, flagged=True, language=None)])
    assert injection_detection_by([record], "channel")[0] == {
        "unlabelled": {"rate": 1.0, "documents": 1}
    }
    assert injection_detection_by([record], "language")[0] == {
        "unknown": {"rate": 1.0, "documents": 1}
    }


def test_structural_containment_counts_every_crossing() -> None:
    good = _record([], boundary=[_crossing(SHA_A), _crossing(SHA_B)])
    assert injection_structural_containment([good]) == (1.0, 2, "")
    bad = _record([], boundary=[_crossing(SHA_A), _crossing(SHA_B, carrier="str")])
    assert injection_structural_containment([good, bad])[0] == 0.75
    value, count, why = injection_structural_containment([_record([])])
    assert value is None and count == 0 and "crossed" in why


def test_aggregate_has_every_measure_or_its_reason() -> None:
    record = _record([], boundary=[])
    out = aggregate([record], AggregateContext())
    for key in (
        "injection_structural_containment",
        "injection_detection_rate",
        "injection_detection_rate_by_channel",
        "injection_detection_rate_by_language",
        "injection_false_positive_by_channel",
        "injection_false_positive_by_language",
    ):
        assert key in AGGREGATE_KEYS and out[key] is None
        assert out["null_reasons"][key], key
    # The breakdowns are summaries: a user gate compares the single numbers only.
    assert "injection_detection_rate" in number_keys()
    assert "injection_detection_rate_by_channel" not in number_keys()


def test_the_html_report_shows_the_measures_apart() -> None:
    reads = [_read(SHA_A, injected=True, flagged=True, vector="meta", language="pt")]
    out = aggregate([_record(reads, boundary=[_crossing(SHA_A)])], AggregateContext())
    table = injection_table(out)
    assert "inj.struct" in table and "inj.detect" in table and "meta 1.000 (1)" in table
    assert "pt 1.000 (1)" in table


def test_bundled_injected_documents_name_their_vector_and_reads_carry_it(repo_root) -> None:
    """The manifest says where each class-8 document's injection was planted, and a read
    of it carries that vector: bundled runs break detection down by channel, never
    ``unlabelled``."""
    from pytest_websearch_bench.replay.manifest import load_manifest
    from pytest_websearch_bench.replay.shared import SharedDocuments

    root = repo_root / "cassettes"
    manifest = load_manifest(root / "manifest.json")
    injected = {p: e for p, e in manifest.files.items() if e.injected}
    assert len(injected) >= 10
    vectors = {e.injected_vector for e in injected.values()}
    assert None not in vectors
    assert {"html_comment", "css_hidden", "attribute", "structured_data"} <= vectors
    assert all(e.injected_vector is None for e in manifest.files.values() if not e.injected)
    shared = SharedDocuments.from_manifest(root, manifest)
    document = next(
        d for e in injected.values() for c in e.case_ids for d in shared.for_case(c) if d.injected
    )
    assert document.injected_vector == injected[document.path].injected_vector


def test_a_flagged_unlabelled_document_is_named_never_a_false_positive() -> None:
    """A team's own page (no injection label) the detector flags may hold a real
    injection: it is listed by name in every report, and the false-positive rate counts
    only documents known to be clean (``injected: false``)."""
    from pytest_websearch_bench.report.compare import render_comparison
    from pytest_websearch_bench.report.flagged import flagged_lines

    team_page = ReadRecord(
        url="https://kubernetes.io/pdb", via="stored", sha256=SHA_A, flagged=True, language="en"
    )
    quiet_page = ReadRecord(url="https://x.test/q", via="extract", sha256=SHA_B, flagged=False)
    negative = _read(SHA_C, injected=False, flagged=False, language="en")
    findings = [{"sha256": SHA_A, "findings": [{"vector": "css_hidden", "span": None}]}]
    record = _record([team_page, quiet_page, negative], findings)
    out = aggregate([record], AggregateContext())
    assert out["injection_false_positive_rate"] == 0.0
    assert out["n_by_metric"]["injection_false_positive_rate"] == 1  # the hard negative
    assert out["injection_false_positive_by_channel"] == {}
    assert out["injection_flagged_unlabelled"] == {
        "checked": 2,
        "flagged": [
            {
                "url": "https://kubernetes.io/pdb",
                "sha256": SHA_A,
                "case_ids": ["c1"],
                "channels": ["css_hidden"],
            }
        ],
    }
    lines = flagged_lines(out)
    assert lines[0].startswith("  flagged in your documents (1;")
    assert "https://kubernetes.io/pdb (c1; css_hidden)" in lines[1]
    assert "flagged in your documents" in injection_table(out)
    comparison = {
        "ranking": [],
        "unranked": [],
        "review": {"unjudged_groups": 0},
        "providers": {"p": {"aggregate": out}},
    }
    assert any("https://kubernetes.io/pdb" in line for line in render_comparison(comparison))
    # Without a document known to be clean there is no false-positive rate at all.
    alone = aggregate([_record([team_page], findings)], AggregateContext())
    assert alone["injection_false_positive_rate"] is None
    assert "known to be clean" in alone["null_reasons"]["injection_false_positive_rate"]
    assert "injection_flagged_unlabelled" not in number_keys()
