"""Answer patterns looked for in Latin-1 bytes lowered by table find what str.lower finds."""

from __future__ import annotations

import random

import pytest

from pytest_websearch_bench.cases import GoldenCase

ALPHABET = "aAbBeEéÉèÈñÑüÜßÿŸµçÇ dato3VERIFICADO\u0130\u212a\u00e0\u00c0ıİ中"


def _case(patterns: list[str]) -> GoldenCase:
    return GoldenCase.model_validate(
        {
            "id": "c",
            "category": "finanzas",
            "query": "q",
            "claim_type": "x",
            "expect": {"answer_patterns": patterns},
        }
    )


def _reference(case: GoldenCase, text: str) -> bool:
    lowered = text.lower()
    return any(m.search(text, lowered) for m in case.answer_matchers)


@pytest.mark.parametrize(
    "patterns",
    [
        ["dato 3 verificado"],
        ["Dato É verificado", "ñu"],
        ["ß", "ÿ", "µ"],
        ["k", "i"],  # the Kelvin sign and dotted capital I lower to ASCII: not Latin-1 text
        ["中"],  # not Latin-1: the ordinary path
    ],
)
def test_latin1_lowering_finds_what_str_lower_finds(patterns: list[str]) -> None:
    case = _case(patterns)
    rng = random.Random(str(patterns))
    texts = ["", "Empresa Sintética: DATO 3 VERIFICADO", "DATO É VERIFICADO", "ÑU", "SS", "Ÿ"]
    texts += ["".join(rng.choice(ALPHABET) for _ in range(rng.randint(1, 24))) for _ in range(3000)]
    found = [t for t in texts if case.matches_answer(t)]
    assert found == [t for t in texts if _reference(case, t)]
    assert found  # the patterns are met somewhere, so both sides were tried


def test_the_table_path_is_taken_for_latin1_literals() -> None:
    assert _case(["Dato É"])._latin1_literals == ("dato é".encode("latin-1"),)
    assert _case(["中"])._latin1_literals is None
    assert _case(["dato [0-9]+"])._latin1_literals is None  # a regex: the ordinary path
