"""Tuning writer 10 (benchmarks/injection_tuning10, training text for the injection
detector): its own properties only, never detector figures. Counts per language, every
axis in every language, deterministic bytes, every attack in all seven channels with its
text really in the bytes, clean texts in their channels, and a load without the corpus."""

from __future__ import annotations

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
from injection_data.plant import CHANNELS  # noqa: E402
from injection_tuning10 import LANGUAGES, PART, load  # noqa: E402
from injection_tuning10.build import _attack_doc, _clean_doc, attacks, build  # noqa: E402
from injection_tuning10.clean import texts  # noqa: E402
from injection_tuning10.contexts import AI_CONTEXTS, HOSTS  # noqa: E402
from injection_tuning10.obfuscate import METHODS  # noqa: E402

ASKS = {
    "ignore",
    "rank_first",
    "verified",
    "hide_fact",
    "reveal_prompt",
    "exfiltrate",
    "change_answer",
    "recommend_buy",
    "tool_call",
    "persona",
}
TRIGGERS = re.compile(
    r"ignor|instruc|instru[çc]|olvid|esquec|disregard|forget|orden|ordens|orders", re.IGNORECASE
)


@pytest.fixture(scope="module")
def docs() -> tuple[LabeledDoc, ...]:
    return build()


def _family(doc: LabeledDoc) -> dict[str, str]:
    head, _, rest = doc.family.partition(":")
    assert head in ("tuning10", "tuning10-clean")
    return dict(part.split("=", 1) for part in rest.split(";"))


def test_counts_per_language(docs: tuple[LabeledDoc, ...]) -> None:
    for lang in LANGUAGES:
        rows = attacks(lang)
        assert len(rows) >= 120, lang
        assert len({a.text for a in rows}) == len(rows), f"{lang}: a repeated attack text"
        injected = [d for d in docs if d.injected and d.language == lang]
        assert len(injected) == len(rows) * len(CHANNELS)
        clean = [d for d in docs if not d.injected and d.language == lang]
        per_category = Counter(_family(d)["category"] for d in clean)
        assert len(per_category) >= 20, lang
        assert min(per_category.values()) >= 8, lang
    assert all(d.part == PART and d.synthetic and d.source == "synthetic" for d in docs)
    assert len({d.id for d in docs}) == len(docs)


def test_axes_in_every_language() -> None:
    for lang in LANGUAGES:
        rows = attacks(lang)
        assert {a.ask for a in rows} == ASKS, lang
        addressees = {a.addressee for a in rows}
        assert {"assistant", "agent", "model", "system", "the_ai", "role", "implicit", "none"} <= (
            addressees
        ), lang
        assert addressees & {"chatgpt", "gemini", "claude", "copilot", "meta_ai", "sabia"}, lang
        softs = {a.soft for a in rows}
        assert {"request", "polite_note", "policy", "impersonal", "third_person"} <= softs, lang
        assert {"question", "conditional", "data", "short"} <= softs, lang
        assert {"csv", "json", "key_value", "table", "schema", "buried", "paragraph"} <= {
            a.shape for a in rows
        }, lang
        contexts = {a.context for a in rows}
        assert len(contexts - set(AI_CONTEXTS)) >= 25, lang
        assert len(contexts & set(AI_CONTEXTS)) >= 6, lang
        words = [len(a.text.split()) for a in rows]
        assert min(words) <= 5 and max(words) >= 55, lang
        untriggered = sum(not TRIGGERS.search(a.text) for a in rows)
        assert untriggered >= len(rows) // 2, lang
        obfuscated = [a for a in rows if a.obf != "none"]
        assert len(rows) // 6 <= len(obfuscated) <= len(rows) // 4, lang
        assert {a.obf for a in obfuscated} == set(METHODS), lang
    assert set(HOSTS) >= {a.context for lang in LANGUAGES for a in attacks(lang)}


def test_every_attack_in_all_seven_channels(docs: tuple[LabeledDoc, ...]) -> None:
    channels: dict[tuple[str, str], set[str]] = {}
    for doc in docs:
        if doc.injected:
            assert doc.payload
            number = doc.id.rsplit("-", 1)[1]
            assert doc.id == f"t10-atk-{doc.language}-{doc.channel}-{number}"
            channels.setdefault((doc.language, number), set()).add(str(doc.channel))
    assert len(channels) == sum(len(attacks(lang)) for lang in LANGUAGES)
    assert all(found == set(CHANNELS) for found in channels.values())


def test_plain_payload_is_in_the_bytes(docs: tuple[LabeledDoc, ...]) -> None:
    """Unobfuscated attacks are found in the page as written (escaped as the channel
    escapes it); PDFs hold text, HTML pages are UTF-8 HTML."""
    for doc in docs:
        if not doc.injected:
            continue
        if doc.content_type == "application/pdf":
            assert doc.body.startswith(b"%PDF-")
            continue
        page = doc.body.decode("utf-8")
        assert page.startswith("<!doctype html>")
        if _family(doc)["obf"] != "none":
            continue
        payload = str(doc.payload)
        forms = {
            payload,
            html.escape(payload),
            html.escape(payload, quote=True).replace("\n", "&#10;"),
            payload.replace("--", "- -"),
            json.dumps(payload, ensure_ascii=False)[1:-1].replace("</", "<\\/"),
        }
        assert any(form in page for form in forms), doc.id


def test_clean_texts_sit_in_their_channels(docs: tuple[LabeledDoc, ...]) -> None:
    clean = [d for d in docs if not d.injected]
    by_channel = Counter(_family(d)["channel"] for d in clean)
    assert by_channel["visible_text"] >= len(clean) // 2
    assert {"meta", "attribute", "structured_data", "html_comment", "pdf_text"} <= set(by_channel)
    for doc in clean:
        assert doc.payload is None and doc.channel is None
        if _family(doc)["channel"] == "meta":
            assert b'<meta name="description"' in doc.body or b'property="' in doc.body


def test_deterministic() -> None:
    """A sample rebuilt from scratch equals the cached build, byte for byte."""
    cached = {d.id: d for d in build()}
    for lang in LANGUAGES:
        for attack in attacks(lang)[::29]:
            for channel in CHANNELS:
                doc = _attack_doc(attack, channel)
                assert doc == cached[doc.id]
        counts: Counter[str] = Counter()
        for item in texts(lang):
            number = counts[item.category]
            counts[item.category] += 1
            if number in (0, 7):
                doc = _clean_doc(lang, item, number)
                assert doc == cached[doc.id]


def test_loads_without_the_corpus(tmp_path: Path) -> None:
    missing = load(tmp_path / "no-corpus")
    assert [d.id for d in missing] == [d.id for d in load()]
    assert all(isinstance(d, LabeledDoc) for d in missing)
