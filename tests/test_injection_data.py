"""The injection detector's labelled data (benchmarks/injection_data) and its scorer
(benchmarks/injection_quality.py): deterministic, split by wording, every channel and
language on both sides, the corpus side skipped cleanly, the split frozen."""

from __future__ import annotations

import html
import json
import sys
from collections import Counter
from pathlib import Path

import pytest

BENCHMARKS = Path(__file__).resolve().parents[1] / "benchmarks"
sys.path.insert(0, str(BENCHMARKS))

import injection_data  # noqa: E402
from injection_data import LabeledDoc, corpus_missing, load  # noqa: E402
from injection_data.attacks import BANKS, LANGUAGES, all_bank_entries, banks  # noqa: E402
from injection_data.build import build  # noqa: E402
from injection_data.hardneg import all_sentences  # noqa: E402
from injection_data.manifest import PATH, banks_summary, describe, part_summary  # noqa: E402
from injection_data.plant import CHANNELS  # noqa: E402
from injection_data.split import key_of, side  # noqa: E402

SPEC_CHANNELS = set(CHANNELS)


@pytest.fixture(scope="module")
def absent(tmp_path_factory: pytest.TempPathFactory) -> Path:
    return tmp_path_factory.mktemp("no-corpus")


def test_two_loads_are_equal_and_match_the_frozen_digest(absent: Path) -> None:
    first = load("dev", corpus=absent)
    build.cache_clear()
    second = load("dev", corpus=absent)
    assert first == second
    assert first is not second
    stored = json.loads(PATH.read_text(encoding="utf-8"))
    for part in ("dev", "test"):
        assert part_summary(load(part, corpus=absent)) == stored["parts_without_corpus"][part]


def test_no_wording_is_on_both_sides() -> None:
    sides: dict[str, set[str]] = {}
    entries = all_bank_entries()
    entries["hardneg"] = all_sentences()
    for bank, items in entries.items():
        for item in items:
            sides.setdefault(item, set()).add(side(bank, key_of(item)))
    both = sorted(text for text, parts in sides.items() if len(parts) > 1)
    assert both == []
    assert {p for parts in sides.values() for p in parts} == {"dev", "test"}


def test_every_bank_slot_has_wordings_on_both_sides() -> None:
    empty = []
    for lang in LANGUAGES:
        for part in ("dev", "test"):
            b = banks(lang, part)
            for slot in ("addressee", "ask", "frame", "implicit", "shape", "value"):
                empty += [(lang, part, slot, k) for k, v in b[slot].items() if not v]
            for slot in ("host_title", "host_paragraph", "site", "url", "email", "invented_key"):
                empty += [(lang, part, slot)] if not b[slot] else []
    assert empty == []


def test_test_attacks_use_no_dev_ask_wording(absent: Path) -> None:
    """A fragment of every ask phrasing (up to its first placeholder) is searched in the
    other part's payloads: an attack built from the wrong side would contain it."""
    payloads = {
        part: [d.payload or "" for d in load(part, corpus=absent) if d.injected]
        for part in ("dev", "test")
    }
    leaks = []
    for lang, module in BANKS.items():
        for items in module.ASKS.values():
            for imp, _ in items:
                fragment = imp.split("{")[0].strip()
                if len(fragment) < 16:
                    continue
                home = side("ask", imp)
                other = "test" if home == "dev" else "dev"
                if any(fragment.lower() in p.lower() for p in payloads[other]):
                    leaks.append((lang, fragment, other))
    assert leaks == []


def test_every_channel_and_language_has_attacks_on_both_sides(absent: Path) -> None:
    for part in ("dev", "test"):
        cells = Counter((d.channel, d.language) for d in load(part, corpus=absent) if d.injected)
        missing = [(c, lang) for c in CHANNELS for lang in LANGUAGES if cells[(c, lang)] < 10]
        assert missing == [], part
        assert {c for c, _ in cells} == SPEC_CHANNELS


def test_documents_are_labelled_consistently(absent: Path) -> None:
    for part in ("dev", "test"):
        docs = load(part, corpus=absent)
        assert len({d.id for d in docs}) == len(docs)
        assert all(d.part == part for d in docs)
        for d in docs:
            assert d.synthetic and d.source == "synthetic"
            assert (d.channel is not None) == d.injected == (d.payload is not None)
            assert d.content_type in ("text/html; charset=utf-8", "application/pdf")
            assert (d.content_type == "application/pdf") == (d.body[:5] == b"%PDF-")
        clean = [d for d in docs if not d.injected]
        assert clean and all(d.family.startswith("hardneg:") for d in clean)


def test_visible_payloads_are_in_the_page_as_written(absent: Path) -> None:
    docs = [
        d
        for d in load("dev", corpus=absent)
        if d.channel == "visible_text" and "shape=plain" in d.family
    ]
    assert len(docs) > 50
    for d in docs:
        assert d.payload is not None
        assert d.payload in html.unescape(d.body.decode("utf-8")), d.id


def test_corpus_documents_are_omitted_without_the_corpus(absent: Path) -> None:
    assert corpus_missing(absent) is not None
    assert "absent" in (corpus_missing(absent) or "")
    docs = load("test", corpus=absent)
    assert docs and {d.source for d in docs} == {"synthetic"}


def test_corpus_side_and_frozen_split(corpus: Path, absent: Path) -> None:
    assert corpus_missing(corpus) is None
    for part in ("dev", "test"):
        full = load(part, corpus=corpus)
        sources = Counter(d.source for d in full)
        assert (
            sources["corpus:html-dev2"] > 0 and sources["bipia"] > 0 and sources["corpus:pdfs"] > 0
        )
        assert all(
            not d.synthetic
            for d in full
            if d.id.startswith("clean-") and d.source.startswith("corpus:")
        )
        assert all(d.synthetic for d in full if d.injected)
        # without the corpus: exactly the synthetic documents, unchanged
        by_id = {d.id: d for d in full}
        alone = load(part, corpus=absent)
        assert all(by_id[d.id] == d for d in alone)
    stored = json.loads(PATH.read_text(encoding="utf-8"))
    assert describe(corpus) == stored, (
        "the split changed: see benchmarks/injection_data/manifest.py"
    )


def test_html_dev2_keeps_the_main_text_split(corpus: Path) -> None:
    split = json.loads((BENCHMARKS / "html_dev2_split.json").read_text(encoding="utf-8"))
    for part in ("dev", "test"):
        ids = {
            d.id.removeprefix("clean-html-dev2-")
            for d in load(part, corpus=corpus)
            if d.id.startswith("clean-html-dev2-")
        }
        assert ids == {page[:8] for page in split[part]}


def test_bank_summary_without_corpus_matches_the_frozen_one() -> None:
    stored = json.loads(PATH.read_text(encoding="utf-8"))["banks"]
    current = banks_summary(None)
    assert current == {k: v for k, v in stored.items() if k not in ("bipia", "pint")}


def test_injection_quality_runs_end_to_end(
    tmp_path: Path, capsys: pytest.CaptureFixture[str]
) -> None:
    import injection_quality

    out = tmp_path / "q.json"
    assert injection_quality.main(["--part", "both", "--limit", "14", "--json", str(out)]) == 0
    printed = capsys.readouterr().out
    for key in (
        "== dev",
        "== test",
        "detection overall",
        "detection per channel",
        "detection per language",
        "false positives overall",
        "false positives per source",
        "flagged real PDFs",
        "ms per document",
    ):
        assert key in printed
    data = json.loads(out.read_text(encoding="utf-8"))
    for part in ("dev", "test"):
        summary = data["parts"][part]
        assert summary["documents"] == 14
        assert set(summary["detection"]) >= {
            "overall",
            "channel",
            "language",
            "addressee",
            "ask",
            "soft",
        }
        assert set(summary["false_positives"]) >= {"overall", "source", "language"}
        assert (
            summary["detection"]["overall"]["n"] + summary["false_positives"]["overall"]["n"] == 14
        )


def test_the_package_exports_its_api() -> None:
    assert injection_data.PARTS == ("dev", "test")
    assert LabeledDoc.__dataclass_params__.frozen  # type: ignore[attr-defined]
    with pytest.raises(ValueError, match="dev"):
        load("train")


def test_the_quality_script_imports_a_held_out_set_only_when_it_scores_it() -> None:
    """Loading ``injection_quality`` (and listing ``--part all``) imports no held-out module:
    a sealed set's code is not even run before its first scoring."""
    import subprocess

    code = (
        "import sys; sys.path.insert(0, sys.argv[1]); import injection_quality as q; "
        "q.parts_of('all'); "
        "print(sorted(m for m in sys.modules if m.startswith('injection_heldout')))"
    )
    done = subprocess.run(
        [sys.executable, "-c", code, str(BENCHMARKS)], capture_output=True, text=True, check=True
    )
    assert done.stdout.strip() == "[]"


def test_the_quality_report_prints_a_rate_rounded_once() -> None:
    """``injection_quality`` prints three places from the counts: 781/945 = 0.82646 is 0.826,
    not the 0.827 that rounding the stored four-place rate again gave (stop 47)."""
    import injection_quality

    rows = [{"flagged": True}] * 781 + [{"flagged": False}] * 164
    rate = injection_quality._rate(rows)
    assert rate["rate"] == 0.8265  # the stored figure keeps four places
    assert injection_quality._fmt(rate) == "0.826 (781/945)"
    assert injection_quality._fmt(injection_quality._rate([])) == "  -   (0/0)"
