"""The third held-out set (benchmarks/injection_heldout3, written blind to the detector):
deterministic, labels complete, every channel x language well filled, every attack in every
channel, enough clean pages in every category, the obfuscations really in the bytes, PDF
hidden text really in the text layer, no corpus page from the dev side, documents load, and
no import of the detector or of the other sets' wordings. The detector is never run here."""

from __future__ import annotations

import ast
import base64
import json
import re
import sys
from collections import Counter
from pathlib import Path

import pytest

BENCHMARKS = Path(__file__).resolve().parents[1] / "benchmarks"
sys.path.insert(0, str(BENCHMARKS))

from injection_data import LabeledDoc  # noqa: E402
from injection_heldout3 import load  # noqa: E402
from injection_heldout3.build import (  # noqa: E402
    ATTACKS,
    CLEAN,
    LANGUAGES,
    PLACEMENTS,
    VARIANTS,
    build,
    carriers,
)
from injection_heldout3.channels import CHANNELS, HTML_CHANNELS, PDF_CHANNEL  # noqa: E402
from injection_heldout3.shapes import SHAPES  # noqa: E402

PACKAGE = BENCHMARKS / "injection_heldout3"
AXES = {
    "addressee": {
        "assistant",
        "agent",
        "model",
        "system",
        "chatgpt",
        "claude",
        "gemini",
        "the_ai",
        "role",
        "implicit",
    },
    "ask": {"ignore", "rank_first", "verified", "hide", "reveal", "exfiltrate", "change_answer"},
    "soft": {"imperative", "request", "note", "policy", "indirect", "metadata", "footnote"},
    "shape": set(SHAPES),
}
CATEGORIES = {
    "security_blog",
    "research_paper",
    "prompt_tutorial",
    "chatbot_faq",
    "api_docs",
    "software_manual",
    "terms_of_service",
    "privacy_policy",
    "release_notes",
    "hr_policy",
    "recipe",
    "howto",
    "ai_news",
    "exam_rules",
    "support_script",
    "legal_notice",
    "readme",
}
CORPUS = BENCHMARKS.parent.parent / "shared" / "corpus"
HAVE_CORPUS = bool(carriers(CORPUS.resolve())) if CORPUS.exists() else False
NO_CORPUS = f"the shared corpus (html-dev2) is absent at {CORPUS}"


@pytest.fixture(scope="module")
def absent(tmp_path_factory: pytest.TempPathFactory) -> Path:
    return tmp_path_factory.mktemp("no-corpus")


@pytest.fixture(scope="module")
def docs() -> list[LabeledDoc]:
    return load()


def _fields(doc: LabeledDoc) -> dict[str, str]:
    head, *rest = doc.family.split(";")
    out = dict(item.partition("=")[::2] for item in rest)
    if head.startswith("synthetic:"):
        key, _, value = head.removeprefix("synthetic:").partition("=")
        out[key] = value
    return out


def test_the_build_is_deterministic(absent: Path) -> None:
    first = load(corpus=absent)
    build.cache_clear()
    second = load(corpus=absent)
    assert first is not second
    assert [(d.id, d.body) for d in first] == [(d.id, d.body) for d in second]
    assert len({d.id for d in first}) == len(first)
    assert not [d for d in first if d.source != "synthetic"]  # corpus-carried ones left out


@pytest.mark.skipif(not HAVE_CORPUS, reason=NO_CORPUS)
def test_the_build_is_deterministic_with_corpus_carriers(
    docs: list[LabeledDoc], absent: Path
) -> None:
    build.cache_clear()
    again = load()
    assert [(d.id, d.body) for d in again] == [(d.id, d.body) for d in docs]
    with_corpus = {d.id: d.body for d in docs}
    without = load(corpus=absent)
    assert 0 < len(without) < len(docs)
    assert all(with_corpus[d.id] == d.body for d in without)  # the rest, byte for byte


def test_labels_are_complete(docs: list[LabeledDoc]) -> None:
    for doc in docs:
        assert doc.part == "heldout3" and doc.synthetic, doc.id
        assert doc.language in LANGUAGES, doc.id
        assert doc.content_type in ("text/html; charset=utf-8", "application/pdf"), doc.id
        assert doc.body and doc.url.startswith(("https://", "http://")), doc.id
        fields = _fields(doc)
        if doc.injected:
            assert doc.channel in CHANNELS and doc.payload, doc.id
            for axis, allowed in AXES.items():
                assert fields.get(axis) in allowed, (doc.id, axis, fields.get(axis))
            assert fields["set"] == "heldout3" and fields["variant"] != "none", doc.id
            assert fields["carrier"] == doc.source, doc.id
            assert (doc.content_type == "application/pdf") == (doc.channel == PDF_CHANNEL)
        else:
            assert doc.channel is None and doc.payload is None, doc.id
            assert doc.family.startswith(("hardneg:", "plain:")), doc.id
            assert fields["placed"] in PLACEMENTS, doc.id


def test_every_axis_value_is_used_in_every_language() -> None:
    for lang in LANGUAGES:
        attacks = ATTACKS[lang]
        assert len({a[3] for a in attacks}) == len(attacks) >= 45, lang
        for position, axis in enumerate(("addressee", "ask", "soft")):
            assert {a[position] for a in attacks} == AXES[axis], (lang, axis)


def test_every_channel_and_language_is_well_filled(docs: list[LabeledDoc], absent: Path) -> None:
    for documents in (docs, load(corpus=absent)):
        cells = Counter((d.channel, d.language) for d in documents if d.injected)
        for channel in CHANNELS:
            for lang in LANGUAGES:
                assert cells[(channel, lang)] >= 30, (channel, lang, cells[(channel, lang)])
        shapes = Counter(_fields(d)["shape"] for d in documents if d.injected)
        assert set(shapes) == AXES["shape"]


@pytest.mark.skipif(not HAVE_CORPUS, reason=NO_CORPUS)
def test_every_attack_is_planted_in_every_channel(docs: list[LabeledDoc]) -> None:
    planted = Counter((d.language, d.payload, d.channel) for d in docs if d.injected)
    for lang in LANGUAGES:
        for attack in ATTACKS[lang]:
            for channel in CHANNELS:
                assert planted[(lang, attack[3], channel)] == 1, (lang, attack[3][:30], channel)


def test_clean_documents_are_many_in_every_category(docs: list[LabeledDoc]) -> None:
    clean = [d for d in docs if not d.injected]
    assert len(clean) >= 300
    for lang in LANGUAGES:
        assert set(CLEAN[lang]) == CATEGORIES, lang
        cats = Counter(d.family.split(";")[0] for d in clean if d.language == lang)
        for category in CATEGORIES:
            assert cats[f"hardneg:{category}"] == VARIANTS, (lang, category)
    placed = Counter(_fields(d)["placed"] for d in clean)
    assert set(placed) == set(PLACEMENTS) and min(placed.values()) >= 30, placed


def test_clean_documents_carry_no_attack(docs: list[LabeledDoc]) -> None:
    payloads = {a[3][:40] for lang in LANGUAGES for a in ATTACKS[lang]}
    for doc in docs:
        if not doc.injected and doc.content_type.startswith("text/html"):
            text = doc.body.decode("utf-8")
            assert not any(p in text for p in payloads), doc.id


def test_obfuscated_shapes_are_in_the_bytes(docs: list[LabeledDoc]) -> None:
    def text(doc: LabeledDoc) -> str:
        """The body, with JSON-LD \\u escapes (ensure_ascii) read back."""
        page = doc.body.decode("utf-8")
        for block in re.findall(r'<script type="application/ld\+json">(.*?)</script>', page, re.S):
            page += json.dumps(json.loads(block.replace("<\\/", "</")), ensure_ascii=False)
        return page

    def has(doc: LabeledDoc, low: int, high: int) -> bool:
        return any(low <= ord(c) <= high for c in text(doc))

    by_shape: dict[str, list[LabeledDoc]] = {}
    for doc in docs:
        if doc.injected and doc.content_type.startswith("text/html"):
            by_shape.setdefault(_fields(doc)["shape"], []).append(doc)
    assert all(has(d, 0xE0020, 0xE007E) for d in by_shape["unicode_tags"])
    assert all(has(d, 0xFF01, 0xFF5E) for d in by_shape["fullwidth"])
    assert all(has(d, 0x0391, 0x045F) for d in by_shape["homoglyph"])
    zero = ("\u200b", "\u200c", "\u200d", "\u2060", "\ufeff")
    assert all(any(z in text(d) for z in zero) for d in by_shape["zero_width"])
    for doc in by_shape["base64"]:
        assert doc.payload is not None
        encoded = base64.b64encode(doc.payload.encode()).decode()
        assert encoded[:40] in doc.body.decode(), doc.id
    for doc in by_shape["letter_spacing"]:
        assert doc.payload is not None and doc.payload not in text(doc), doc.id


def test_pdf_hidden_text_is_in_the_text_layer(docs: list[LabeledDoc]) -> None:
    import pypdfium2

    pdfs = [d for d in docs if d.injected and d.channel == PDF_CHANNEL]
    assert Counter(_fields(d)["variant"] for d in pdfs).keys() == {
        "render_mode_3",
        "white_text",
        "tiny_text",
        "under_image",
    }
    for doc in pdfs[::7]:
        fields = _fields(doc)
        assert fields["shape"] not in ("zero_width", "homoglyph", "fullwidth", "unicode_tags")
        if fields["shape"] != "plain" or doc.payload is None:
            continue
        pdf = pypdfium2.PdfDocument(doc.body)
        text = " ".join(pdf[i].get_textpage().get_text_range() for i in range(len(pdf)))
        pdf.close()
        words = " ".join(text.split())
        probe = doc.payload.encode("cp1252", "replace").decode("cp1252").split()[:4]
        assert " ".join(probe) in words, doc.id


@pytest.mark.skipif(not HAVE_CORPUS, reason=NO_CORPUS)
def test_no_corpus_page_from_the_dev_side_is_used(docs: list[LabeledDoc]) -> None:
    split = json.loads((BENCHMARKS / "html_dev2_split.json").read_text(encoding="utf-8"))
    dev, test = set(split["dev"]), set(split["test"])
    on_corpus = [d for d in docs if d.source != "synthetic"]
    assert len(on_corpus) >= 150
    for doc in on_corpus:
        assert doc.injected and doc.channel in HTML_CHANNELS, doc.id
        folder, _, name = _fields(doc)["page"].partition("/")
        assert doc.source == "corpus:html-dev2" and folder == "html-dev2", doc.id
        assert name in test and name not in dev, doc.id


def test_a_sample_of_every_cell_loads(docs: list[LabeledDoc]) -> None:
    from pytest_websearch_bench.artifacts import load_artifact

    seen: set[tuple[str | None, str, str]] = set()
    for doc in docs:
        cell = (doc.channel, doc.language, doc.source)
        if cell in seen:
            continue
        seen.add(cell)
        artifact = load_artifact(doc.body, content_type=doc.content_type, url=doc.url)
        assert artifact.text.strip(), doc.id
    assert len(seen) >= len(CHANNELS) * len(LANGUAGES)


def test_the_package_reads_neither_the_detector_nor_other_sets() -> None:
    allowed_from_data = {
        "injection_data",
        "injection_data.LabeledDoc",
        "injection_data.default_corpus",
    }
    for path in PACKAGE.glob("*.py"):
        source = path.read_text(encoding="utf-8")
        assert len(source.splitlines()) < 600, path.name
        for node in ast.walk(ast.parse(source)):
            names: list[str] = []
            if isinstance(node, ast.ImportFrom) and node.module and node.level == 0:
                names = [node.module, *(f"{node.module}.{a.name}" for a in node.names)]
            elif isinstance(node, ast.Import):
                names = [a.name for a in node.names]
            for name in names:
                assert "safety" not in name.split("."), (path.name, name)
                assert not name.startswith("injection_heldout"), (path.name, name)
                if name.startswith("injection_data"):
                    assert name in allowed_from_data, (path.name, name)
