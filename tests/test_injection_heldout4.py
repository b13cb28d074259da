"""The fourth held-out set (benchmarks/injection_heldout4, written blind to the detector):
the build is deterministic, labels are complete, every channel x language cell is filled,
every attack sits in every channel, the clean side is large and varied, the obfuscations
and the PDF hiding are really in the bytes, corpus carriers come from the frozen test side
of html-dev2 only (and are skipped cleanly without the corpus), and the package imports
neither the detector nor the development banks nor the other held-out sets. The detector
is never run here."""

from __future__ import annotations

import ast
import base64
import html
import json
import sys
from collections import Counter
from pathlib import Path

import pytest

BENCHMARKS = Path(__file__).resolve().parents[1] / "benchmarks"
sys.path.insert(0, str(BENCHMARKS))

from injection_data import LabeledDoc  # noqa: E402
from injection_heldout4 import load  # noqa: E402
from injection_heldout4.build import (  # noqa: E402
    ATTACKS,
    CLEAN,
    LANGUAGES,
    PLACEMENTS,
    VARIANTS,
    build,
    carriers,
)
from injection_heldout4.channels import CHANNELS, HTML_CHANNELS, PDF_CHANNEL  # noqa: E402
from injection_heldout4.hosts import KINDS  # noqa: E402
from injection_heldout4.pdfraw import HIDING  # noqa: E402
from injection_heldout4.shapes import SHAPES  # noqa: E402

PACKAGE = BENCHMARKS / "injection_heldout4"
AXES = {
    "addressee": {
        "assistant",
        "agent",
        "model",
        "system",
        "named_ai",
        "the_ai",
        "role",
        "implicit",
        "none",
    },
    "ask": {
        "ignore",
        "rank_first",
        "verified",
        "hide",
        "reveal",
        "exfiltrate",
        "change_answer",
        "recommend",
    },
    "soft": {"imperative", "request", "note", "policy", "indirect", "question", "conditional"},
    "context": {
        "review",
        "listing",
        "cv",
        "email",
        "calendar",
        "forum",
        "issue",
        "docs",
        "seo",
        "ai_note",
        "fake_system",
    },
}
CATEGORIES = {
    "security_advisory",
    "redteam_writeup",
    "prompt_course",
    "ai_changelog",
    "model_card",
    "school_ai_policy",
    "company_ai_policy",
    "chatbot_help",
    "accessibility_docs",
    "email_etiquette",
    "recipe",
    "diy_guide",
    "legal_terms",
    "game_rules",
    "exam_instructions",
    "parent_guide",
    "ai_journalism",
    "seo_guide",
    "cv_advice",
    "review_guidelines",
    "phishing_training",
}
CORPUS = BENCHMARKS.parent.parent / "shared" / "corpus"
HAVE_CORPUS = CORPUS.exists() and bool(carriers(CORPUS.resolve()))
NO_CORPUS = f"the shared corpus (html-dev2) is absent at {CORPUS}"


@pytest.fixture(scope="module")
def absent(tmp_path_factory: pytest.TempPathFactory) -> Path:
    return tmp_path_factory.mktemp("no-corpus")


@pytest.fixture(scope="module")
def docs() -> list[LabeledDoc]:
    return load()


@pytest.fixture(scope="module")
def bare(absent: Path) -> list[LabeledDoc]:
    return load(corpus=absent)


def _fields(doc: LabeledDoc) -> dict[str, str]:
    head, *rest = doc.family.split(";")
    out = dict(item.partition("=")[::2] for item in rest)
    if head.startswith("synthetic:"):
        key, _, value = head.removeprefix("synthetic:").partition("=")
        out[key] = value
    return out


def test_the_build_is_deterministic_and_skips_corpus_carriers_without_corpus(
    bare: list[LabeledDoc], absent: Path
) -> None:
    build.cache_clear()
    again = load(corpus=absent)
    assert again is not bare
    assert [(d.id, d.body) for d in again] == [(d.id, d.body) for d in bare]
    assert len({d.id for d in bare}) == len(bare)
    assert {d.source for d in bare} == {"synthetic"}
    assert carriers(absent) == [] and carriers(None) == []


@pytest.mark.skipif(not HAVE_CORPUS, reason=NO_CORPUS)
def test_with_the_corpus_the_rest_is_byte_for_byte_the_same(
    docs: list[LabeledDoc], bare: list[LabeledDoc]
) -> None:
    build.cache_clear()
    assert [(d.id, d.body) for d in load()] == [(d.id, d.body) for d in docs]
    full = {d.id: d.body for d in docs}
    assert 0 < len(bare) < len(docs)
    assert all(full[d.id] == d.body for d in bare)


def test_labels_are_complete(docs: list[LabeledDoc]) -> None:
    for doc in docs:
        assert doc.part == "heldout4" and doc.synthetic, doc.id
        assert doc.language in LANGUAGES, doc.id
        assert doc.content_type in ("text/html; charset=utf-8", "application/pdf"), doc.id
        assert doc.body and doc.url.startswith(("https://", "http://")), doc.id
        fields = _fields(doc)
        if doc.injected:
            assert doc.channel in CHANNELS and doc.payload, doc.id
            for axis, allowed in AXES.items():
                assert fields.get(axis) in allowed, (doc.id, axis, fields.get(axis))
            assert fields.get("shape") in SHAPES, doc.id
            assert fields["set"] == "heldout4" and fields["variant"] != "none", doc.id
            assert fields["carrier"] == doc.source, doc.id
            assert (doc.content_type == "application/pdf") == (doc.channel == PDF_CHANNEL)
        else:
            assert doc.channel is None and doc.payload is None, doc.id
            assert doc.family.startswith(("hardneg:", "plain:")), doc.id
            assert fields["placed"] in PLACEMENTS, doc.id


def test_every_axis_value_is_used_in_every_language() -> None:
    for lang in LANGUAGES:
        bank = ATTACKS[lang]
        assert len({a[4] for a in bank}) == len(bank) >= 60, lang
        for position, axis in enumerate(("addressee", "ask", "soft", "context")):
            assert {a[position] for a in bank} == AXES[axis], (lang, axis)
        lengths = sorted(len(a[4].split()) for a in bank)
        assert lengths[0] <= 4 and lengths[-1] >= 60, (lang, lengths[0], lengths[-1])


def test_every_channel_and_language_is_well_filled(
    docs: list[LabeledDoc], bare: list[LabeledDoc]
) -> None:
    for documents in (docs, bare):
        cells = Counter((d.channel, d.language) for d in documents if d.injected)
        for channel in CHANNELS:
            for lang in LANGUAGES:
                assert cells[(channel, lang)] >= 15, (channel, lang, cells[(channel, lang)])
    shapes = Counter(_fields(d)["shape"] for d in docs if d.injected)
    assert set(shapes) == set(SHAPES)
    assert shapes["plain"] > sum(shapes.values()) / 2, shapes


@pytest.mark.skipif(not HAVE_CORPUS, reason=NO_CORPUS)
def test_every_attack_is_planted_in_every_channel(docs: list[LabeledDoc]) -> None:
    planted = Counter((d.language, d.payload, d.channel) for d in docs if d.injected)
    for lang in LANGUAGES:
        for attack in ATTACKS[lang]:
            for channel in CHANNELS:
                assert planted[(lang, attack[4], channel)] == 1, (lang, attack[4][:30], channel)


def test_the_clean_side_is_large_and_varied(docs: list[LabeledDoc]) -> None:
    clean = [d for d in docs if not d.injected]
    for lang in LANGUAGES:
        assert set(CLEAN[lang]) == CATEGORIES, lang
        mine = [d for d in clean if d.language == lang]
        assert len(mine) >= 100, lang
        kinds = Counter(d.family.split(";")[0] for d in mine)
        for category in CATEGORIES:
            assert kinds[f"hardneg:{category}"] == VARIANTS, (lang, category)
        assert sum(kinds[f"plain:{kind}"] for kind in KINDS) == 2 * len(KINDS), lang
    placed = Counter(_fields(d)["placed"] for d in clean)
    assert set(placed) == set(PLACEMENTS) and min(placed.values()) >= 30, placed
    pdfs = [d for d in clean if d.content_type == "application/pdf"]
    assert 50 <= len(pdfs) <= 80
    assert all(_fields(d)["placed"] == PDF_CHANNEL for d in pdfs)


def test_clean_documents_carry_no_attack(docs: list[LabeledDoc]) -> None:
    openings = {a[4][:40] for lang in LANGUAGES for a in ATTACKS[lang]}
    quoted = {
        p[2:]
        for lang in LANGUAGES
        for _, paragraphs in CLEAN[lang].values()
        for p in paragraphs
        if p.startswith("> ")
    }
    assert len(quoted) >= 6
    for doc in docs:
        if not doc.injected and doc.content_type.startswith("text/html"):
            page = doc.body.decode("utf-8")
            assert not any(o in page for o in openings), doc.id
            # a quoted payload stays in its quotation, never alone in a hidden channel
            text = html.unescape(page)
            assert all(text.count(q) <= 1 for q in quoted), doc.id


def _strings(data: object) -> list[str]:
    """Every string in a JSON value (a payload with line breaks is escaped in the bytes)."""
    if isinstance(data, str):
        return [data]
    if isinstance(data, dict):
        return [s for value in data.values() for s in _strings(value)]
    if isinstance(data, list):
        return [s for value in data for s in _strings(value)]
    return []


def test_obfuscations_are_in_the_bytes(docs: list[LabeledDoc]) -> None:
    def text(doc: LabeledDoc) -> str:
        page = doc.body.decode("utf-8")
        start = '<script type="application/ld+json">'
        for block in page.split(start)[1:]:
            try:
                data = json.loads(block.split("</script>")[0].replace("<\\/", "</"))
            except ValueError:
                continue  # a real page's own JSON-LD, not always valid
            page += " " + " ".join(_strings(data))  # its text as a reader decodes it
        return page

    pages = [d for d in docs if d.injected and d.content_type.startswith("text/html")]
    by_shape: dict[str, list[LabeledDoc]] = {}
    for doc in pages:
        by_shape.setdefault(_fields(doc)["shape"], []).append(doc)
    joiners = ("\u200b", "\u200d", "\u2060")
    assert all(any(j in text(d) for j in joiners) for d in by_shape["zero_width"])
    assert all(any(0x0400 <= ord(c) <= 0x04FF for c in text(d)) for d in by_shape["homoglyph"])
    for doc in by_shape["base64"]:
        assert doc.payload is not None
        assert base64.b64encode(doc.payload.encode()).decode()[:32] in doc.body.decode(), doc.id
    for doc in by_shape["spaced"] + by_shape["zero_width"] + by_shape["homoglyph"]:
        assert doc.payload is not None and doc.payload not in text(doc), doc.id
    for doc in by_shape["plain"][::9]:
        assert doc.payload is not None
        probe = " ".join(doc.payload.split()[:3])
        page = html.unescape(text(doc).replace("<br>", " "))
        page = page.replace("\u2013", "--").replace("\u203a", ">")
        assert probe in " ".join(page.split()), doc.id


def test_pdf_hidden_text_is_in_the_text_layer(docs: list[LabeledDoc]) -> None:
    from pytest_websearch_bench.artifacts import load_artifact

    pdfs = [d for d in docs if d.injected and d.channel == PDF_CHANNEL]
    assert set(Counter(_fields(d)["variant"] for d in pdfs)) == set(HIDING)
    assert all(_fields(d)["shape"] not in ("zero_width", "homoglyph") for d in pdfs)
    for doc in pdfs[::11]:
        assert doc.payload is not None
        if _fields(doc)["shape"] != "plain":
            continue
        artifact = load_artifact(doc.body, content_type=doc.content_type, url=doc.url)
        words = " ".join(artifact.text.split())
        probe = doc.payload.encode("cp1252", "replace").decode("cp1252").split()[:4]
        assert " ".join(probe) in words, doc.id


@pytest.mark.skipif(not HAVE_CORPUS, reason=NO_CORPUS)
def test_corpus_carriers_are_test_side_html_dev2_pages_only(docs: list[LabeledDoc]) -> None:
    split = json.loads((BENCHMARKS / "html_dev2_split.json").read_text(encoding="utf-8"))
    dev, test = set(split["dev"]), set(split["test"])
    riding = [d for d in docs if d.source != "synthetic"]
    assert len(riding) >= 200
    for doc in riding:
        assert doc.injected and doc.channel in HTML_CHANNELS, doc.id
        folder, _, name = _fields(doc)["page"].partition("/")
        assert doc.source == "corpus:html-dev2" and folder == "html-dev2", doc.id
        assert name in test and name not in dev, doc.id
    share = len(riding) / sum(1 for d in docs if d.injected and d.channel in HTML_CHANNELS)
    assert 0.15 < share < 0.35, share


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


def test_the_package_reads_neither_the_detector_nor_other_banks() -> None:
    allowed = {"injection_data", "injection_data.LabeledDoc", "injection_data.default_corpus"}
    for path in PACKAGE.glob("*.py"):
        source = path.read_text(encoding="utf-8")
        lines = len(source.splitlines())
        assert lines <= 400, (path.name, lines)
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
                if name.startswith("injection_data"):
                    assert name in allowed, (path.name, name)
