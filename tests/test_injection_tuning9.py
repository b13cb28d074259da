"""tuning9 (benchmarks/injection_tuning9), a tuning writer for the injection detector: its
own properties only, never detector figures. Counts, every axis value in every language,
every attack in all seven channels, byte-for-byte determinism, and loading without the
shared corpus."""

from __future__ import annotations

import hashlib
import sys
from collections import Counter, defaultdict
from pathlib import Path

import pytest

BENCHMARKS = Path(__file__).resolve().parents[1] / "benchmarks"
sys.path.insert(0, str(BENCHMARKS))

from injection_data import LabeledDoc  # noqa: E402
from injection_data.plant import CHANNELS  # noqa: E402
from injection_tuning9 import PART, load  # noqa: E402
from injection_tuning9.build import (  # noqa: E402
    AI_CONTEXTS,
    CLEAN_PER_CATEGORY,
    LANGUAGES,
    READS_PLAIN,
    _clean_docs,
    attack_documents,
    attacks,
    clean,
)
from injection_tuning9.obfuscate import DRESSINGS  # noqa: E402

AXES = ("addressee", "ask", "soft", "shape", "context", "obf")
ADDRESSEES = {
    "assistant",
    "agent",
    "model",
    "system",
    "named_ai",
    "the_ai",
    "role",
    "implicit",
    "none",
}
ASKS = {
    "ignore",
    "rank_first",
    "verified",
    "hide",
    "reveal",
    "exfiltrate",
    "change_answer",
    "recommend",
    "tool_call",
    "persona",
}
SOFTNESS = {
    "imperative",
    "request",
    "polite",
    "policy",
    "third_person",
    "question",
    "conditional",
    "data",
}


def _axes(doc: LabeledDoc) -> dict[str, str]:
    prefix, _, rest = doc.family.partition(":")
    assert prefix == "tuning9", doc.id
    return dict(item.split("=", 1) for item in rest.split(";"))


@pytest.fixture(scope="module")
def docs() -> list[LabeledDoc]:
    return load()


def test_counts(docs: list[LabeledDoc]) -> None:
    injected = [d for d in docs if d.injected]
    clean_docs = [d for d in docs if not d.injected]
    for lang in LANGUAGES:
        assert len(attacks(lang)) >= 120, lang
        assert len(clean(lang)) >= 20, lang
        hard = [d for d in clean_docs if d.language == lang and d.family.startswith("hardneg:")]
        assert len(hard) >= 20 * 8, lang
        plain = {d.family.split(";")[0] for d in clean_docs if d.language == lang} - {
            d.family.split(";")[0] for d in hard
        }
        assert len(plain) >= 25, lang  # every context's host page, nothing planted
        assert sum(d.language == lang for d in injected) == len(attacks(lang)) * len(CHANNELS)
    assert all(d.part == PART and d.synthetic for d in docs)
    assert len({d.id for d in docs}) == len(docs)
    assert all(d.payload for d in injected) and not any(d.payload for d in clean_docs)
    assert all(d.channel is None for d in clean_docs)


def test_every_axis_value_in_every_language(docs: list[LabeledDoc]) -> None:
    seen: dict[str, dict[str, set[str]]] = defaultdict(lambda: defaultdict(set))
    for doc in docs:
        if doc.injected:
            for key, value in _axes(doc).items():
                seen[doc.language][key].add(value)
    for lang in LANGUAGES:
        assert seen[lang]["addressee"] == ADDRESSEES, lang
        assert seen[lang]["ask"] == ASKS, lang
        assert seen[lang]["soft"] == SOFTNESS, lang
        assert seen[lang]["obf"] == {"plain", *DRESSINGS}, lang
        contexts = seen[lang]["context"]
        assert len(contexts) >= 25, lang
        assert len(contexts & AI_CONTEXTS) * 3 >= len(contexts), lang
        assert {"csv", "json", "kv", "table", "config", "paragraph", "short"} <= seen[lang]["shape"]


def test_every_attack_in_all_seven_channels(docs: list[LabeledDoc]) -> None:
    channels: dict[str, set[str]] = defaultdict(set)
    for doc in docs:
        if doc.injected:
            channels[doc.id.rsplit("-", 1)[0]].add(str(doc.channel))
    assert channels and all(found == set(CHANNELS) for found in channels.values())


def test_payload_is_in_the_bytes(docs: list[LabeledDoc]) -> None:
    """HTML carriers hold the planted text (HTML-escaped), the payload of a dressing read
    as plain words is the plain text; PDFs are PDFs."""
    import html

    for doc in docs:
        if doc.content_type.startswith("application/pdf"):
            assert doc.body.startswith(b"%PDF"), doc.id
            continue
        assert doc.body.startswith(b"<!doctype html>"), doc.id
        if doc.injected and _axes(doc)["obf"] in READS_PLAIN:
            number = int(doc.id.split("-")[3])
            assert doc.payload == attacks(doc.language)[number].text, doc.id
        elif doc.injected and doc.channel in ("visible_text", "css_hidden"):
            head = html.escape(str(doc.payload).splitlines()[0][:30])
            assert head.encode() in doc.body, doc.id


def test_about_a_fifth_obfuscated() -> None:
    for lang in LANGUAGES:
        n = len(attacks(lang))
        dressed = sum(1 for i in range(n) if i % 5 == 2)
        assert n // 6 <= dressed <= n // 4, lang


def test_clean_categories_have_eight_documents(docs: list[LabeledDoc]) -> None:
    per = Counter(
        (d.language, d.family.split(";")[0])
        for d in docs
        if not d.injected and d.family.startswith("hardneg:")
    )
    assert per and set(per.values()) == {CLEAN_PER_CATEGORY}
    assert CLEAN_PER_CATEGORY >= 8


def test_deterministic_byte_for_byte(docs: list[LabeledDoc]) -> None:
    def digest(items: list[LabeledDoc]) -> str:
        h = hashlib.sha256()
        for d in items:
            h.update(repr((d.id, d.family, d.url, d.payload)).encode())
            h.update(d.body)
        return h.hexdigest()

    # Rebuilt from scratch: every 9th attack of each language and one language's clean
    # documents (the whole set takes seconds: PDFs).
    again = [*_clean_docs("pt")]
    for lang in LANGUAGES:
        for number in range(0, len(attacks(lang)), 9):
            again.extend(attack_documents(lang, number))
    by_id = {d.id: d for d in docs}
    same = [by_id[d.id] for d in again]
    assert len(again) > 200 and digest(again) == digest(same)


def test_loads_without_the_corpus(tmp_path: Path) -> None:
    missing = tmp_path / "no-corpus"
    assert [d.id for d in load(missing)] == [d.id for d in load()]
