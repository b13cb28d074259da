"""The fifth held-out set (benchmarks/injection_heldout5, written blind to the detector):
its own properties only, never detector figures. The build is deterministic byte for byte,
labels are complete, every axis value is used in every language, every attack sits in
every channel, the clean side is large and varied, shapes and PDF hiding are in the bytes,
corpus carriers are frozen-test-side html-dev2 pages (skipped cleanly without the corpus,
none of heldout4's), and the package imports neither the detector nor other banks."""

from __future__ import annotations

import ast
import codecs
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
from injection_heldout5 import load  # noqa: E402
from injection_heldout5.build import (  # noqa: E402
    ATTACKS,
    CARRIERS,
    CLEAN,
    LANGUAGES,
    PLACEMENTS,
    VARIANTS,
    build,
    carriers,
)
from injection_heldout5.channels import CHANNELS, HTML_CHANNELS, PDF_CHANNEL  # noqa: E402
from injection_heldout5.hosts import KINDS  # noqa: E402
from injection_heldout5.pdfbytes import TECHNIQUES  # noqa: E402
from injection_heldout5.shapes import SHAPES  # noqa: E402

PACKAGE = BENCHMARKS / "injection_heldout5"
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
        "recipe_comment", "acknowledgements", "app_store", "changelog", "wiki_talk", "ticket",
        "ad_copy", "support_macro", "readme_badge", "transcript", "license", "rss_item",
    },
}  # fmt: skip
HELDOUT4_CONTEXTS = {
    "review", "listing", "cv", "email", "calendar", "forum", "issue", "docs", "seo", "ai_note",
    "fake_system",
}  # fmt: skip
PER_LANGUAGE = 62
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
    # the clean side never rides on the corpus: identical with or without it
    assert sum(1 for d in bare if not d.injected) == 3 * (21 * VARIANTS + 2 * len(KINDS))


@pytest.mark.skipif(not HAVE_CORPUS, reason=NO_CORPUS)
def test_with_the_corpus_the_rest_is_byte_for_byte_the_same(
    docs: list[LabeledDoc], bare: list[LabeledDoc]
) -> None:
    build.cache_clear()
    assert [(d.id, d.body) for d in load()] == [(d.id, d.body) for d in docs]
    full = {d.id: d.body for d in docs}
    assert 0 < len(bare) < len(docs)
    assert all(full[d.id] == d.body for d in bare)
    assert len(docs) == 3 * PER_LANGUAGE * len(CHANNELS) + 3 * (21 * VARIANTS + 2 * len(KINDS))


def test_labels_are_complete(docs: list[LabeledDoc]) -> None:
    for doc in docs:
        assert doc.part == "heldout5" and doc.synthetic, doc.id
        assert doc.id.startswith("h5-") and doc.language in LANGUAGES, doc.id
        assert doc.content_type in ("text/html; charset=utf-8", "application/pdf"), doc.id
        assert doc.body and doc.url.startswith(("https://", "http://")), doc.id
        fields = _fields(doc)
        if doc.injected:
            assert doc.channel in CHANNELS and doc.payload, doc.id
            for axis, allowed in AXES.items():
                assert fields.get(axis) in allowed, (doc.id, axis, fields.get(axis))
            assert fields.get("shape") in SHAPES, doc.id
            assert fields["set"] == "heldout5" and fields["variant"] != "none", doc.id
            assert fields["carrier"] == doc.source, doc.id
            assert (doc.content_type == "application/pdf") == (doc.channel == PDF_CHANNEL)
        else:
            assert doc.channel is None and doc.payload is None, doc.id
            assert doc.family.startswith(("hardneg:", "plain:")), doc.id
            assert fields["placed"] in PLACEMENTS, doc.id


def test_every_axis_value_is_used_in_every_language() -> None:
    assert not AXES["context"] & HELDOUT4_CONTEXTS
    for lang in LANGUAGES:
        bank = ATTACKS[lang]
        assert len(bank) == PER_LANGUAGE and len({a[4] for a in bank}) == len(bank), lang
        for position, axis in enumerate(("addressee", "ask", "soft", "context")):
            assert {a[position] for a in bank} == AXES[axis], (lang, axis)
        lengths = sorted(len(a[4].split()) for a in bank)
        assert lengths[0] <= 4 and lengths[-1] >= 60, (lang, lengths[0], lengths[-1])
    openings = [a[4][:30] for lang in LANGUAGES for a in ATTACKS[lang]]
    assert len(set(openings)) == len(openings)


def test_every_channel_and_language_is_well_filled(
    docs: list[LabeledDoc], bare: list[LabeledDoc]
) -> None:
    for documents in (docs, bare):
        cells = Counter((d.channel, d.language) for d in documents if d.injected)
        for channel in CHANNELS:
            for lang in LANGUAGES:
                assert cells[(channel, lang)] >= 40, (channel, lang, cells[(channel, lang)])
        assert all(cells[(PDF_CHANNEL, lang)] == PER_LANGUAGE for lang in LANGUAGES)
    shapes = Counter(_fields(d)["shape"] for d in docs if d.injected)
    assert set(shapes) == set(SHAPES)
    assert shapes["plain"] > sum(shapes.values()) / 2, shapes
    variants = Counter((d.channel, _fields(d)["variant"]) for d in docs if d.injected)
    for channel in CHANNELS:
        assert sum(1 for c, _ in variants if c == channel) >= 5, channel


@pytest.mark.skipif(not HAVE_CORPUS, reason=NO_CORPUS)
def test_every_attack_is_planted_in_every_channel(docs: list[LabeledDoc]) -> None:
    planted = Counter((d.language, d.payload, d.channel) for d in docs if d.injected)
    for lang in LANGUAGES:
        for attack in ATTACKS[lang]:
            for channel in CHANNELS:
                assert planted[(lang, attack[4], channel)] == 1, (lang, attack[4][:30], channel)


def test_the_clean_side_is_large_and_varied(docs: list[LabeledDoc]) -> None:
    clean = [d for d in docs if not d.injected]
    categories = set(CLEAN["en"])
    assert len(categories) >= 20
    for lang in LANGUAGES:
        assert set(CLEAN[lang]) == categories, lang
        mine = [d for d in clean if d.language == lang]
        kinds = Counter(d.family.split(";")[0] for d in mine)
        for category in categories:
            assert kinds[f"hardneg:{category}"] == VARIANTS, (lang, category)
        assert sum(kinds[f"plain:{kind}"] for kind in KINDS) == 2 * len(KINDS), lang
    placed = Counter(_fields(d)["placed"] for d in clean)
    assert set(placed) == set(PLACEMENTS) and min(placed.values()) >= 30, placed
    pdfs = [d for d in clean if d.content_type == "application/pdf"]
    assert len(pdfs) >= 50 and all(_fields(d)["placed"] == PDF_CHANNEL for d in pdfs)
    quoted = [
        p for lang in LANGUAGES for _, ps in CLEAN[lang].values() for p in ps if p[:2] == "> "
    ]
    assert len(quoted) == 3  # one reported payload per language, in the advisories


def test_clean_documents_carry_no_attack(docs: list[LabeledDoc]) -> None:
    openings = {a[4][:40] for lang in LANGUAGES for a in ATTACKS[lang]}
    quoted = {
        p[2:] for lang in LANGUAGES for _, ps in CLEAN[lang].values() for p in ps if p[:2] == "> "
    }
    for doc in docs:
        if not doc.injected and doc.content_type.startswith("text/html"):
            page = html.unescape(doc.body.decode("utf-8"))
            assert not any(o in page for o in openings), doc.id
            # a reported payload stays inside its quotation, never alone in a hidden channel
            assert all(page.count(q) <= 1 for q in quoted), doc.id
            for q in quoted:
                if q in page:
                    assert f"<blockquote><p>{q}</p></blockquote>" in page, doc.id


def _ld_strings(page: str) -> str:
    out: list[str] = []

    def walk(value: object) -> None:
        if isinstance(value, str):
            out.append(value)
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
            continue  # a real page's own JSON-LD need not be valid
    return page + " " + " ".join(out)


def _norm(text: str) -> str:
    """Whitespace collapsed, bars (a tab shown in visible text) and the comment channel's
    stand-ins for "--", ">" and "<" undone, so a payload and its page compare."""
    for a, b in (("\u2014", "--"), ("\u2265", ">"), ("\u2264", "<"), ("|", " ")):
        text = text.replace(a, b)
    return " ".join(text.split())


def test_shapes_are_in_the_bytes(docs: list[LabeledDoc]) -> None:
    pages = [d for d in docs if d.injected and d.content_type.startswith("text/html")]
    for doc in pages:
        shape, payload = _fields(doc)["shape"], doc.payload
        assert payload is not None
        text = html.unescape(_ld_strings(doc.body.decode("utf-8")).replace("<br>", " "))
        flat, untagged = _norm(text), _norm(re.sub(r"<[^>]*>", " ", text))
        if shape == "fullwidth":
            assert any(0xFF01 <= ord(c) <= 0xFF5E for c in text), doc.id
        elif shape == "soft_hyphen":
            assert "\u00ad" in text, doc.id
        if shape == "rot13":
            probe = " ".join(_norm(codecs.encode(payload, "rot13")).split()[:3])
        else:
            probe = " ".join(_norm(payload).split()[:3])
        if shape in ("plain", "rot13"):
            assert probe in flat or probe in untagged, doc.id
        if shape != "plain":
            assert payload not in text, doc.id


def test_pdf_hidden_text_is_in_the_text_layer(docs: list[LabeledDoc]) -> None:
    from pytest_websearch_bench.artifacts import load_artifact

    pdfs = [d for d in docs if d.injected and d.channel == PDF_CHANNEL]
    assert set(Counter(_fields(d)["variant"] for d in pdfs)) == set(TECHNIQUES)
    assert all(_fields(d)["shape"] != "fullwidth" for d in pdfs)
    assert all(b"/CreationDate" not in d.body for d in pdfs)
    plain = [d for d in pdfs if _fields(d)["shape"] == "plain"]
    for doc in plain[::9]:
        assert doc.payload is not None
        artifact = load_artifact(doc.body, content_type=doc.content_type, url=doc.url)
        probe = doc.payload.replace("\t", " ").encode("cp1252", "replace").decode("cp1252")
        assert " ".join(probe.split()[:4]) in " ".join(artifact.text.split()), doc.id


@pytest.mark.skipif(not HAVE_CORPUS, reason=NO_CORPUS)
def test_corpus_carriers_are_declared_test_side_pages_only(
    docs: list[LabeledDoc], monkeypatch: pytest.MonkeyPatch
) -> None:
    split = json.loads((BENCHMARKS / "html_dev2_split.json").read_text(encoding="utf-8"))
    dev, test = set(split["dev"]), set(split["test"])
    pool = {page_id for page_id, _, _ in carriers(CORPUS.resolve())}
    assert len(pool) == CARRIERS and not pool & dev and pool <= test
    riding = [d for d in docs if d.source != "synthetic"]
    assert len(riding) >= 200
    for doc in riding:
        assert doc.injected and doc.channel in HTML_CHANNELS, doc.id
        folder, _, name = _fields(doc)["page"].partition("/")
        assert doc.source == "corpus:html-dev2" and folder == "html-dev2", doc.id
        assert name in pool, doc.id
        original = gzip.decompress((CORPUS / "html-dev2" / f"{name}.html.gz").read_bytes())
        assert len(doc.body) > len(original), doc.id  # the page plus the planted text
    # heldout4's carriers (the first 24 usable pages by its own salt) are not reused: the
    # pool of usable test-side pages is large enough
    monkeypatch.setattr("injection_heldout5.build.CARRIERS", 10_000)
    usable = [page_id for page_id, _, _ in carriers(CORPUS.resolve())]
    assert len(usable) >= 2 * CARRIERS
    earlier = sorted(
        usable, key=lambda p: hashlib.sha256(f"heldout4-carrier:{p}".encode()).hexdigest()
    )[:24]
    assert not pool & set(earlier)
    share = len(riding) / sum(1 for d in docs if d.injected and d.channel in HTML_CHANNELS)
    assert 0.15 < share < 0.35, share


def test_no_corpus_file_is_copied_into_the_package() -> None:
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


def test_the_package_reads_neither_the_detector_nor_other_banks() -> None:
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
                if name.startswith("injection_data"):
                    assert name in allowed, (path.name, name)
