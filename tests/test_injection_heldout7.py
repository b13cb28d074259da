"""The seventh held-out set (benchmarks/injection_heldout7, written blind to the detector by
a new writer): its own properties only, never detector figures. Deterministic bytes,
complete labels, every axis value in every language, contexts no earlier set used, every
attack in every channel, the shapes and the PDF hiding really in the bytes, corpus carriers
that are frozen-test-side html-dev2 pages drawn by none of heldout4, heldout5 and heldout6
(and a clean skip, with the reason, without the corpus), and a package that imports
neither the detector nor another bank."""

from __future__ import annotations

import ast
import gzip
import hashlib
import html
import json
import re
import sys
from collections import Counter
from pathlib import Path

import pytest

BENCHMARKS = Path(__file__).resolve().parents[1] / "benchmarks"
sys.path.insert(0, str(BENCHMARKS))

from injection_data import LabeledDoc  # noqa: E402
from injection_heldout7 import load  # noqa: E402
from injection_heldout7.build import (  # noqa: E402
    AI_CONTEXTS,
    ATTACKS,
    CARRIERS,
    CLEAN,
    LANGUAGES,
    PLACEMENTS,
    VARIANTS,
    build,
    carriers,
    frozen_side_pages,
)
from injection_heldout7.channels import CHANNELS, HTML_CHANNELS, PDF_CHANNEL  # noqa: E402
from injection_heldout7.hosts import AI_KINDS, KINDS  # noqa: E402
from injection_heldout7.pdfbytes import TECHNIQUES  # noqa: E402
from injection_heldout7.shapes import COMBINING, INVISIBLE, LOOKALIKE, SHAPES  # noqa: E402

PACKAGE = BENCHMARKS / "injection_heldout7"
AXES = {
    "addressee": {
        "assistant", "agent", "model", "system", "named_ai", "the_ai", "role", "implicit", "none",
    },
    "ask": {
        "ignore", "rank_first", "verified", "hide", "reveal", "exfiltrate", "change_answer",
        "recommend", "tool_call",
    },
    "soft": {
        "imperative", "request", "note", "policy", "indirect", "question", "conditional",
        "disguised",
    },
    "context": {
        "travel_itinerary", "academic_abstract", "government_form", "product_qa",
        "event_ticket", "weather_page", "sports_stats", "obituary", "library_catalog",
        "restaurant_menu", "insurance_quote", "car_rental_terms", "gardening_almanac",
        "petition_page", "model_card", "prompt_marketplace", "ai_course_syllabus",
    },
}  # fmt: skip
EARLIER_CONTEXTS = {
    "review", "listing", "cv", "email", "calendar", "forum", "issue", "docs", "seo", "ai_note",
    "fake_system", "recipe_comment", "acknowledgements", "app_store", "changelog", "wiki_talk",
    "ticket", "ad_copy", "support_macro", "readme_badge", "transcript", "license", "rss_item",
    "real_estate", "match_report", "museum_label", "court_notice", "hotel_faq", "job_posting",
    "lyrics", "school_newsletter", "municipal_notice", "spec_sheet", "podcast_notes",
    "conference_agenda", "medical_leaflet", "classified_ad", "ai_product_page", "ai_news",
    "chatbot_helpcentre",
}  # fmt: skip
PER_LANGUAGE = 51
CLEAN_PER_LANGUAGE = 15 * VARIANTS + 2 * (len(KINDS) + len(AI_KINDS))
CORPUS = BENCHMARKS.parent.parent / "shared" / "corpus"
HAVE_CORPUS = (CORPUS / "html-dev2" / "ground-truth.json").is_file()
NO_CORPUS = f"the shared corpus (html-dev2) is absent at {CORPUS}"


@pytest.fixture(scope="module")
def empty(tmp_path_factory: pytest.TempPathFactory) -> Path:
    return tmp_path_factory.mktemp("no-corpus-here")


@pytest.fixture(scope="module")
def docs() -> list[LabeledDoc]:
    return load()


@pytest.fixture(scope="module")
def bare(empty: Path) -> list[LabeledDoc]:
    return load(corpus=empty)


def labels(doc: LabeledDoc) -> dict[str, str]:
    first, *rest = doc.family.split(";")
    out = dict(item.partition("=")[::2] for item in rest)
    if first.startswith("synthetic:"):
        key, _, value = first.removeprefix("synthetic:").partition("=")
        out[key] = value
    return out


def test_without_the_corpus_the_build_is_repeatable_and_synthetic_only(
    bare: list[LabeledDoc], empty: Path
) -> None:
    build.cache_clear()
    again = load(corpus=empty)
    assert again is not bare
    assert [(d.id, d.body) for d in again] == [(d.id, d.body) for d in bare]
    assert len({d.id for d in bare}) == len(bare)
    assert {d.source for d in bare} == {"synthetic"}
    assert carriers(empty) == [] and carriers(None) == []
    assert sum(1 for d in bare if not d.injected) == 3 * CLEAN_PER_LANGUAGE


@pytest.mark.skipif(not HAVE_CORPUS, reason=NO_CORPUS)
def test_the_corpus_adds_documents_and_changes_no_other(
    docs: list[LabeledDoc], bare: list[LabeledDoc]
) -> None:
    build.cache_clear()
    assert [(d.id, d.body) for d in load()] == [(d.id, d.body) for d in docs]
    with_corpus = {d.id: d.body for d in docs}
    assert 0 < len(bare) < len(docs)
    assert all(with_corpus[d.id] == d.body for d in bare)
    assert len(docs) == 3 * PER_LANGUAGE * len(CHANNELS) + 3 * CLEAN_PER_LANGUAGE


def test_every_document_is_fully_labelled(docs: list[LabeledDoc]) -> None:
    for doc in docs:
        assert doc.part == "heldout7" and doc.synthetic and doc.id.startswith("h7-"), doc.id
        assert doc.language in LANGUAGES and doc.body, doc.id
        assert doc.content_type in ("text/html; charset=utf-8", "application/pdf"), doc.id
        assert doc.url.startswith(("https://", "http://")), doc.id
        found = labels(doc)
        if doc.injected:
            assert doc.channel in CHANNELS and doc.payload, doc.id
            for axis, allowed in AXES.items():
                assert found.get(axis) in allowed, (doc.id, axis, found.get(axis))
            assert found["shape"] in SHAPES and found["variant"] != "none", doc.id
            assert found["set"] == "heldout7" and found["carrier"] == doc.source, doc.id
            topic = found["host_topic"]
            assert (topic == "corpus") == (doc.source != "synthetic"), doc.id
            assert topic in ("ai", "general", "corpus"), doc.id
            if found["context"] in AI_CONTEXTS and doc.source == "synthetic":
                assert topic == "ai", doc.id
            assert (doc.content_type == "application/pdf") == (doc.channel == PDF_CHANNEL)
        else:
            assert doc.channel is None and doc.payload is None, doc.id
            assert doc.family.startswith(("hardneg:", "plain:")), doc.id
            assert found["placed"] in PLACEMENTS, doc.id


def test_every_axis_value_appears_in_every_language() -> None:
    assert not AXES["context"] & EARLIER_CONTEXTS
    for lang in LANGUAGES:
        bank = ATTACKS[lang]
        assert len(bank) == PER_LANGUAGE and len({a[4] for a in bank}) == len(bank), lang
        for position, axis in enumerate(("addressee", "ask", "soft", "context")):
            assert {a[position] for a in bank} == AXES[axis], (lang, axis)
        assert set(Counter(a[3] for a in bank).values()) == {3}, lang
        words = sorted(len(a[4].split()) for a in bank)
        assert words[0] <= 4 and words[-1] >= 60, (lang, words[0], words[-1])
    openings = [a[4][:30] for lang in LANGUAGES for a in ATTACKS[lang]]
    assert len(set(openings)) == len(openings)


def test_channels_languages_shapes_and_hosts_are_well_filled(
    docs: list[LabeledDoc], bare: list[LabeledDoc]
) -> None:
    for documents in (docs, bare):
        cells = Counter((d.channel, d.language) for d in documents if d.injected)
        for channel in CHANNELS:
            for lang in LANGUAGES:
                assert cells[(channel, lang)] >= 25, (channel, lang, cells[(channel, lang)])
        assert all(cells[(PDF_CHANNEL, lang)] == PER_LANGUAGE for lang in LANGUAGES)
    attacks = [d for d in docs if d.injected]
    shapes = Counter(labels(d)["shape"] for d in attacks)
    assert set(shapes) == set(SHAPES) and shapes["plain"] > len(attacks) / 2, shapes
    for channel in CHANNELS:
        used = {labels(d)["variant"] for d in attacks if d.channel == channel}
        assert len(used) >= 6, (channel, used)
    topics = Counter(labels(d)["host_topic"] for d in attacks if d.source == "synthetic")
    assert topics["ai"] >= 200 and topics["general"] >= 200, topics


@pytest.mark.skipif(not HAVE_CORPUS, reason=NO_CORPUS)
def test_every_attack_sits_in_every_channel_once(docs: list[LabeledDoc]) -> None:
    planted = Counter((d.language, d.payload, d.channel) for d in docs if d.injected)
    for lang in LANGUAGES:
        for attack in ATTACKS[lang]:
            for channel in CHANNELS:
                assert planted[(lang, attack[4], channel)] == 1, (lang, attack[4][:30], channel)


def test_the_clean_side_is_large_and_varied(docs: list[LabeledDoc]) -> None:
    clean = [d for d in docs if not d.injected]
    assert 300 <= len(clean) <= 400
    categories = set(CLEAN["en"])
    assert len(categories) == 15
    for lang in LANGUAGES:
        assert set(CLEAN[lang]) == categories, lang
        kinds = Counter(d.family.split(";")[0] for d in clean if d.language == lang)
        for category in categories:
            assert kinds[f"hardneg:{category}"] == VARIANTS, (lang, category)
        for kind in (*KINDS, *AI_KINDS):
            assert kinds[f"plain:{kind}"] == 2, (lang, kind)
    placed = Counter(labels(d)["placed"] for d in clean)
    assert set(placed) == set(PLACEMENTS) and min(placed.values()) >= 30, placed
    pdfs = [d for d in clean if d.content_type == "application/pdf"]
    assert len(pdfs) >= 50 and all(labels(d)["placed"] == PDF_CHANNEL for d in pdfs)


def test_clean_documents_carry_no_attack_and_hide_only_their_own_words(
    docs: list[LabeledDoc],
) -> None:
    openings = {a[4][:40] for lang in LANGUAGES for a in ATTACKS[lang]}
    quoted_or_code = {
        p[2:] for lang in LANGUAGES for _, ps in CLEAN[lang].values() for p in ps
        if p[:2] in ("> ", "` ")
    }  # fmt: skip
    assert len(quoted_or_code) == 6  # a fake text and a system prompt per language
    for doc in docs:
        if doc.injected or not doc.content_type.startswith("text/html"):
            continue
        page = html.unescape(doc.body.decode("utf-8"))
        assert not any(o in page for o in openings), doc.id
        for q in quoted_or_code:
            assert page.count(q) <= 1, doc.id
            if q in page:
                assert f"<blockquote>{q}</blockquote>" in page or f"<pre>{q}</pre>" in page


def _strings_of_jsonld(page: str) -> str:
    found: list[str] = []

    def walk(value: object) -> None:
        if isinstance(value, str):
            found.append(value)
        elif isinstance(value, dict):
            for v in value.values():
                walk(v)
        elif isinstance(value, list):
            for v in value:
                walk(v)

    for block in page.split('<script type="application/ld+json">')[1:]:
        try:
            walk(json.loads(block.split("</script>")[0].replace("<\\/", "</")))
        except ValueError:
            continue  # a real page's own JSON-LD need not parse
    return page + " " + " ".join(found)


def _flat(text: str) -> str:
    """Whitespace collapsed; the comment channel's stand-ins and a shown tab (a bar between
    thin spaces) undone."""
    for a, b in (("\u2014", "--"), ("\u00bb", ">"), ("\u00ab", "<"), ("|", " "), ("\u2009", " ")):
        text = text.replace(a, b)
    return " ".join(text.split())


def test_shapes_are_in_the_bytes(docs: list[LabeledDoc]) -> None:
    pages = [d for d in docs if d.injected and d.content_type.startswith("text/html")]
    # the real carriers are large: every synthetic page, and every fifth corpus-carried one
    riding = [d for d in pages if d.source != "synthetic"]
    pages = [d for d in pages if d.source == "synthetic"] + riding[::5]
    seen: Counter[str] = Counter()
    for doc in pages:
        shape, payload = labels(doc)["shape"], doc.payload
        assert payload is not None
        raw = doc.body.decode("utf-8")
        text = html.unescape(_strings_of_jsonld(raw).replace("<br>", "\n"))
        seen[shape] += 1
        if shape == "invisible":
            assert any(z in text for z in INVISIBLE), doc.id
        elif shape == "fullwidth":
            assert any("\uff01" <= ch <= "\uff5e" for ch in text), doc.id
        elif shape == "combining":
            assert any(c in text for c in COMBINING), doc.id
        elif shape == "lookalike":
            assert any(c in text for c in set(LOOKALIKE.values())), doc.id
        elif shape == "entities":
            # numeric references stand for letters of the payload, in the raw bytes
            refs = re.findall(r"&#(x[0-9a-f]+|[0-9]+);", raw)
            letters = [chr(int(r[1:], 16) if r[0] == "x" else int(r)) for r in refs]
            assert sum(ch.isalpha() for ch in letters) >= 5, doc.id
        elif shape == "spaced":
            assert re.search(r"(?:\w ){4,}\w", text), doc.id
        elif shape == "markdown":
            assert any(m in text for m in ("**", "~~", "__", "`", "_", "*")), doc.id
        if shape in ("plain", "line_break", "spaced", "markdown"):
            probe = " ".join(payload.split()[:2])
            if shape in ("spaced", "markdown"):
                shorts = [w for w in payload.split() if w.isalpha() and len(w) <= 3]
                probe = shorts[0] if shorts else ""  # short words are never dressed
            assert probe in _flat(text) or probe in _flat(re.sub(r"<[^>]*>", " ", text))
        if shape != "plain":
            # entities are decoded by an HTML parser: only the raw bytes differ
            assert payload not in (raw if shape == "entities" else text), doc.id
    assert set(seen) == set(SHAPES)


def test_pdf_hidden_text_is_in_the_text_layer(docs: list[LabeledDoc]) -> None:
    from pytest_websearch_bench.artifacts import load_artifact

    pdfs = [d for d in docs if d.injected and d.channel == PDF_CHANNEL]
    assert {labels(d)["variant"] for d in pdfs} == set(TECHNIQUES)
    assert not {labels(d)["shape"] for d in pdfs} & {
        "invisible",
        "lookalike",
        "entities",
        "fullwidth",
        "combining",
    }
    assert all(b"/CreationDate" not in d.body and b"/Filter" not in d.body for d in pdfs)
    plain = [d for d in pdfs if labels(d)["shape"] == "plain"]
    for doc in plain[::6]:
        assert doc.payload is not None
        artifact = load_artifact(doc.body, content_type=doc.content_type, url=doc.url)
        probe = doc.payload.replace("\t", " ").encode("cp1252", "replace").decode("cp1252")
        assert " ".join(probe.split()[:4]) in " ".join(artifact.text.split()), doc.id


def _earlier_draws(usable: list[str]) -> set[str]:
    """What heldout4, heldout5 and heldout6 may have drawn (their first 24 by their salts),
    computed here independently of the package over the pages of at most 300 kB."""

    def by(salt: str) -> list[str]:
        return sorted(usable, key=lambda p: hashlib.sha256(f"{salt}{p}".encode()).hexdigest())

    four = set(by("heldout4-carrier:")[:24])
    return four | set(by("heldout5-carrier:")[:24]) | set(by("heldout6-carrier:")[:24])


@pytest.mark.skipif(not HAVE_CORPUS, reason=NO_CORPUS)
def test_corpus_carriers_are_fresh_frozen_side_pages(docs: list[LabeledDoc]) -> None:
    from injection_heldout5.build import carriers as heldout5_carriers
    from injection_heldout6.build import carriers as heldout6_carriers

    split = json.loads((BENCHMARKS / "html_dev2_split.json").read_text(encoding="utf-8"))
    dev, test = set(split["dev"]), set(split["test"])
    pool = {page_id for page_id, _, _ in carriers(CORPUS.resolve())}
    usable = list(frozen_side_pages(CORPUS.resolve(), 300_000))
    assert 0 < len(pool) <= CARRIERS and not pool & dev and pool <= test
    assert not pool & _earlier_draws(usable)
    for earlier in (heldout5_carriers, heldout6_carriers):
        assert not pool & {page_id for page_id, _, _ in earlier(CORPUS.resolve())}
    riding = [d for d in docs if d.source != "synthetic"]
    assert len(riding) >= 200
    for doc in riding:
        assert doc.injected and doc.channel in HTML_CHANNELS, doc.id
        folder, _, name = labels(doc)["page"].partition("/")
        assert doc.source == "corpus:html-dev2" and folder == "html-dev2", doc.id
        assert name in pool, doc.id
        original = gzip.decompress((CORPUS / "html-dev2" / f"{name}.html.gz").read_bytes())
        assert len(doc.body) > len(original), doc.id
    share = len(riding) / sum(1 for d in docs if d.injected and d.channel in HTML_CHANNELS)
    assert 0.15 < share < 0.35, share


def test_no_corpus_page_is_copied_into_the_package() -> None:
    split = json.loads((BENCHMARKS / "html_dev2_split.json").read_text(encoding="utf-8"))
    ids = set(split["dev"]) | set(split["test"])
    assert len(ids) > 100
    for path in PACKAGE.rglob("*"):
        if path.is_dir() or path.parent.name == "__pycache__":
            continue
        assert path.suffix == ".py" and path.stat().st_size < 60_000, path
        source = path.read_text(encoding="utf-8")
        assert not any(page_id in source for page_id in ids), path


def test_a_document_of_every_cell_loads(docs: list[LabeledDoc]) -> None:
    from pytest_websearch_bench.artifacts import load_artifact

    seen: set[tuple[str | None, str, str, bool]] = set()
    for doc in docs:
        cell = (doc.channel, doc.language, doc.source, doc.content_type == "application/pdf")
        if cell in seen:
            continue
        seen.add(cell)
        artifact = load_artifact(doc.body, content_type=doc.content_type, url=doc.url)
        assert artifact.text.strip(), doc.id
    assert len(seen) >= len(CHANNELS) * len(LANGUAGES)


def test_the_package_imports_neither_the_detector_nor_other_banks() -> None:
    allowed = {"injection_data", "injection_data.LabeledDoc", "injection_data.default_corpus"}
    for path in PACKAGE.glob("*.py"):
        source = path.read_text(encoding="utf-8")
        assert len(source.splitlines()) <= 400, path.name
        for node in ast.walk(ast.parse(source)):
            names: list[str] = []
            if isinstance(node, ast.ImportFrom) and node.module and node.level == 0:
                names = [node.module, *(f"{node.module}.{a.name}" for a in node.names)]
            elif isinstance(node, ast.Import):
                names = [a.name for a in node.names]
            for name in names:
                assert "safety" not in name.split("."), (path.name, name)
                assert not name.startswith("injection_heldout"), (path.name, name)
                assert "train_injection_model" not in name, (path.name, name)
                assert "page_probe" not in name, (path.name, name)
                if name.startswith("injection_data"):
                    assert name in allowed, (path.name, name)
