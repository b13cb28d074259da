"""The labels of the twenty-fifth set's attacks, fixed as a grid before any text was
written: ``cell(lang, i)`` gives the (addressee, ask, tone, context) of attack ``i`` of
``lang``, and the text at position ``i`` of ``attacks_<lang>.py`` was written to it."""

from __future__ import annotations

from dataclasses import dataclass

ADDRESSEES = (
    "assistant",
    "agent",
    "model",
    "system",
    "named_ai",
    "the_ai",
    "role",
    "implicit",
    "none",
)
ASKS = (
    "ignore",
    "rank_first",
    "verified",
    "hide",
    "reveal",
    "exfiltrate",
    "enable_auto_renewal",
    "connect_crypto_wallet",
    "allow_notifications",
)
SOFTS = (
    "imperative",
    "request",
    "note",
    "policy",
    "obituary_notice",
    "tarot_reading",
    "haiku_verse",
    "escape_room_clue",
)
AI_CONTEXTS = ("ai_croquet_lawn_grader", "ai_kimchi_salt_calculator", "ai_banjo_head_tuner")
CONTEXTS = (
    "wheelwrighting",
    "croquet_clubs",
    "petanque_leagues",
    "banjo_building",
    "vinegar_making",
    "kimchi_making",
    "ikebana",
    "dowsing",
    "snowshoe_hiking",
    "tatting",
    "hammock_weaving",
    "ferret_shows",
    *AI_CONTEXTS,
)
OFFSET = {"en": 23, "es": 11, "pt": 2}
PER_LANGUAGE = 45


@dataclass(frozen=True)
class Row:
    addressee: str
    ask: str
    soft: str
    context: str
    text: str


def cell(lang: str, i: int) -> tuple[str, str, str, str]:
    """Labels of attack ``i`` (0-44) of ``lang``: over 45 positions every addressee comes
    five times (4 is prime to 9) and every context three times (7 is prime to 15)."""
    k = i + OFFSET[lang]
    return (
        ADDRESSEES[(4 * k) % 9],
        ASKS[(7 * k + k // 9) % 9],
        SOFTS[(3 * k + k // 8) % 8],
        CONTEXTS[(7 * k + 2) % 15],
    )


def rows(lang: str, texts: tuple[str, ...]) -> tuple[Row, ...]:
    """Each text of ``lang`` with its cell, whitespace runs folded to one space."""
    if len(texts) != PER_LANGUAGE:
        raise ValueError(f"attacks_{lang}.py holds {len(texts)} texts, the grid {PER_LANGUAGE}")
    return tuple(Row(*cell(lang, i), " ".join(t.split())) for i, t in enumerate(texts))
