"""Where a PDF's hidden run is located (``safety/pdf_channels``, v28): a hidden copy of a
sentence the page also shows points at its own characters, not at the visible copy, which
stays in the prose a person reads. Every PDF here is written by hand (synthetic)."""

from __future__ import annotations

import pytest

from pdf_bytes import one_page_pdf
from pytest_websearch_bench.artifacts import load_artifact
from pytest_websearch_bench.safety import detect_injection
from pytest_websearch_bench.safety.pdf_channels import pdf_channels

VISIBLE = b"BT /F1 10 Tf 56 700 Td (Harbour works end in May and the quay opens in June.) Tj ET\n"
SENTENCE = "The ferry timetable changes on the first Monday of October."


def _line(state: bytes, text: str, y: float) -> bytes:
    return b"q %s BT /F1 10 Tf 56 %g Td (%s) Tj ET Q\n" % (state, y, text.encode("latin-1"))


@pytest.mark.parametrize("copies_before", [1, 2])
def test_a_hidden_copy_of_a_visible_sentence_points_at_its_own_copy(copies_before: int) -> None:
    shown = b"".join(_line(b"", SENTENCE, 680 - 20 * i) for i in range(copies_before))
    data = one_page_pdf(VISIBLE + shown + _line(b"1 1 1 rg", SENTENCE, 500))
    artifact = load_artifact(data, content_type="application/pdf")
    (channel,) = [c for c in pdf_channels(artifact) if c.vector == "pdf_hidden_text"]
    assert "[white_text]" in channel.locator
    page_text = artifact.stored_page_text(0)
    copies = [i for i in range(len(page_text)) if page_text.startswith(SENTENCE, i)]
    assert len(copies) == copies_before + 1
    assert channel.span is not None and channel.span[0] == copies[-1]
    assert page_text[channel.span[0] : channel.span[1]] == SENTENCE
    assert detect_injection(artifact).page["repeated_prose"] == 1


def test_a_hidden_sentence_found_once_is_located_there() -> None:
    data = one_page_pdf(VISIBLE + _line(b"1 1 1 rg", SENTENCE, 500))
    artifact = load_artifact(data, content_type="application/pdf")
    (channel,) = [c for c in pdf_channels(artifact) if c.vector == "pdf_hidden_text"]
    page_text = artifact.stored_page_text(0)
    assert channel.span == (page_text.index(SENTENCE), page_text.index(SENTENCE) + len(SENTENCE))
