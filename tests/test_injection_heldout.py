"""The second held-out set (benchmarks/injection_heldout, written blind to the detector):
deterministic, labels complete, every channel x language well filled, enough clean pages,
no corpus page from the dev side, documents load. The real detector is never run here."""

from __future__ import annotations

import ast
import json
import sys
from collections import Counter
from pathlib import Path

import pytest

BENCHMARKS = Path(__file__).resolve().parents[1] / "benchmarks"
sys.path.insert(0, str(BENCHMARKS))

from injection_data import LabeledDoc, corpus_missing  # noqa: E402
from injection_data.split import side  # noqa: E402
from injection_heldout import load  # noqa: E402
from injection_heldout.build import ATTACKS, LANGUAGES, build  # noqa: E402
from injection_heldout.channels import CHANNELS, HTML_CHANNELS  # noqa: E402

AXES = {
    "addressee": {
        "assistant",
        "agent",
        "model",
        "llm",
        "system",
        "chatgpt",
        "claude",
        "gemini",
        "copilot",
        "the_ai",
        "role",
        "implicit",
    },
    "ask": {"ignore", "rank_first", "verified", "hide", "reveal", "exfiltrate"},
    "soft": {"imperative", "request", "note", "policy", "indirect"},
    "shape": {
        "plain",
        "roleplay",
        "tool_call",
        "chat_template",
        "unicode_tags",
        "zero_width",
        "homoglyph",
        "spacing",
    },
}
HAVE_CORPUS = corpus_missing() is None


@pytest.fixture(scope="module")
def absent(tmp_path_factory: pytest.TempPathFactory) -> Path:
    return tmp_path_factory.mktemp("no-corpus")


@pytest.fixture(scope="module")
def docs() -> list[LabeledDoc]:
    return load()


def _family(doc: LabeledDoc) -> dict[str, str]:
    head, *rest = doc.family.split(";")
    out = dict(item.partition("=")[::2] for item in rest)
    if head.startswith("synthetic:"):
        key, _, value = head.removeprefix("synthetic:").partition("=")
        out[key] = value
    return out


def test_the_generator_is_deterministic(absent: Path) -> None:
    first = load(corpus=absent)
    build.cache_clear()
    second = load(corpus=absent)
    assert first is not second
    assert [(d.id, d.body) for d in first] == [(d.id, d.body) for d in second]
    assert first == second
    assert len({d.id for d in first}) == len(first)


@pytest.mark.skipif(not HAVE_CORPUS, reason=f"{corpus_missing()}")
def test_the_generator_is_deterministic_with_corpus_carriers(docs: list[LabeledDoc]) -> None:
    build.cache_clear()
    again = load()
    assert [(d.id, d.body) for d in again] == [(d.id, d.body) for d in docs]


def test_labels_are_complete(docs: list[LabeledDoc]) -> None:
    for doc in docs:
        assert doc.part == "heldout" and doc.synthetic, doc.id
        assert doc.language in LANGUAGES, doc.id
        assert doc.content_type in ("text/html; charset=utf-8", "application/pdf"), doc.id
        assert doc.body and doc.url, doc.id
        assert doc.source != "synthetic" or doc.url.startswith("https://"), doc.id
        if doc.injected:
            assert doc.channel in CHANNELS and doc.payload, doc.id
            fields = _family(doc)
            for axis, allowed in AXES.items():
                assert fields.get(axis) in allowed, (doc.id, axis, fields.get(axis))
            assert fields["set"] == "heldout" and fields["variant"], doc.id
            assert (doc.content_type == "application/pdf") == (doc.channel == "pdf_hidden_text")
        else:
            assert doc.channel is None and doc.payload is None, doc.id
            assert doc.family.startswith(("hardneg:", "plain:")), doc.id


def test_every_channel_and_language_has_at_least_15_injected(
    docs: list[LabeledDoc], absent: Path
) -> None:
    for documents in (docs, load(corpus=absent)):
        cells = Counter((d.channel, d.language) for d in documents if d.injected)
        for channel in CHANNELS:
            for lang in LANGUAGES:
                assert cells[(channel, lang)] >= 15, (channel, lang, cells[(channel, lang)])


def test_every_attack_is_planted_in_every_channel(docs: list[LabeledDoc]) -> None:
    if not HAVE_CORPUS:
        pytest.skip(f"{corpus_missing()}")
    planted = Counter((d.language, d.payload) for d in docs if d.injected)
    for lang in LANGUAGES:
        texts = [a[4] for a in ATTACKS[lang]]
        assert len(texts) == len(set(texts)) >= 50
        assert all(planted[(lang, text)] == len(CHANNELS) for text in texts)


def test_clean_documents_are_many_and_carry_no_attack(docs: list[LabeledDoc]) -> None:
    clean = [d for d in docs if not d.injected]
    assert len(clean) >= 150
    assert Counter(d.language for d in clean) == {lang: len(clean) // 3 for lang in LANGUAGES}
    payloads = [a[4] for lang in LANGUAGES for a in ATTACKS[lang]]
    for doc in clean:
        if doc.content_type.startswith("text/html"):
            text = doc.body.decode()
            assert not any(p[:40] in text for p in payloads), doc.id


def test_obfuscated_shapes_are_in_the_bytes(docs: list[LabeledDoc]) -> None:
    tags = [d for d in docs if d.injected and _family(d)["shape"] == "unicode_tags"]
    assert tags and all(any(0xE0020 <= ord(c) < 0xE007F for c in d.body.decode()) for d in tags)
    zero = [d for d in docs if d.injected and _family(d)["shape"] == "zero_width"]
    assert zero and all(
        "\u200b" in d.body.decode()
        or "\u2060" in d.body.decode()
        or "\u200c" in d.body.decode()
        or "\u200d" in d.body.decode()
        for d in zero
    )


@pytest.mark.skipif(not HAVE_CORPUS, reason=f"{corpus_missing()}")
def test_no_corpus_page_from_the_dev_side_is_used(docs: list[LabeledDoc]) -> None:
    split = json.loads((BENCHMARKS / "html_dev2_split.json").read_text(encoding="utf-8"))
    dev2_dev, dev2_test = set(split["dev"]), set(split["test"])
    on_corpus = [d for d in docs if d.source != "synthetic"]
    assert on_corpus
    for doc in on_corpus:
        assert doc.injected and doc.channel in HTML_CHANNELS, doc.id
        key = _family(doc)["page"]
        folder, _, name = key.partition("/")
        assert doc.source == f"corpus:{folder}", doc.id
        if folder == "html-dev2":
            assert name in dev2_test and name not in dev2_dev, doc.id
        else:
            assert side("page", key) == "test", doc.id


def test_a_sample_of_every_channel_loads(docs: list[LabeledDoc]) -> None:
    from pytest_websearch_bench.artifacts import load_artifact

    seen: set[tuple[str | None, str, bool]] = set()
    for doc in docs:
        cell = (doc.channel, doc.language, doc.source == "synthetic")
        if cell in seen and doc.injected:
            continue
        if not doc.injected and doc.content_type != "application/pdf":
            continue
        seen.add(cell)
        artifact = load_artifact(doc.body, content_type=doc.content_type, url=doc.url)
        assert artifact.text.strip(), doc.id


def test_the_package_reads_none_of_the_existing_wordings() -> None:
    folder = BENCHMARKS / "injection_heldout"
    forbidden = (
        "attacks",
        "bank_common",
        "bank_en",
        "bank_es",
        "bank_pt",
        "hardneg",
        "hardneg_en",
        "hardneg_es",
        "hardneg_pt",
        "plant",
        "safety",
    )
    for path in folder.glob("*.py"):
        tree = ast.parse(path.read_text(encoding="utf-8"))
        for node in ast.walk(tree):
            names: list[str] = []
            if isinstance(node, ast.ImportFrom) and node.module and node.level == 0:
                names = [node.module, *(f"{node.module}.{a.name}" for a in node.names)]
            elif isinstance(node, ast.Import):
                names = [a.name for a in node.names]
            for name in names:
                parts = name.split(".")
                if parts[0] in ("injection_data", "pytest_websearch_bench"):
                    assert not set(parts) & set(forbidden), (path.name, name)
