"""The labels of the twentieth set's attacks, fixed as a grid before any text was written.
``cell(lang, i)`` gives the (addressee, ask, tone, context) of attack ``i`` of ``lang``;
the text at position ``i`` of ``attacks_<lang>.py`` was then written to fit it."""

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
    "weaken_security",
    "mass_share",
    "health_claim",
)
SOFTS = (
    "imperative",
    "request",
    "note",
    "policy",
    "cabin_crew",
    "game_show",
    "fortune_cookie",
    "voicemail",
)
AI_CONTEXTS = ("ai_pantry_planner", "ai_compost_advisor", "ai_mural_designer")
CONTEXTS = (
    "lacemaking",
    "canal_boat_hire",
    "kintsugi_repair",
    "letterpress_studio",
    "basket_weaving",
    "cobbler",
    "model_railway",
    "pinball_arcade",
    "carillon_recitals",
    "thatching",
    "cooperage",
    "fossil_walks",
    *AI_CONTEXTS,
)
SHIFT = {"en": 3, "es": 17, "pt": 31}
PER_LANGUAGE = 45


@dataclass(frozen=True)
class Row:
    addressee: str
    ask: str
    soft: str
    context: str
    text: str


def cell(lang: str, i: int) -> tuple[str, str, str, str]:
    """The labels of attack ``i`` (0-44) of ``lang``. Over 45 consecutive positions every
    addressee comes five times (4 is prime to 9) and every context three times (7 is prime
    to 15); the slow terms ``k // 9`` and ``k // 8`` keep asks and tones from locking to the
    addressee."""
    k = i + SHIFT[lang]
    return (
        ADDRESSEES[(4 * k + 1) % 9],
        ASKS[(2 * k + k // 9) % 9],
        SOFTS[(3 * k + k // 8) % 8],
        CONTEXTS[(7 * k + 2) % 15],
    )


def rows(lang: str, texts: tuple[str, ...]) -> tuple[Row, ...]:
    """Each text of ``lang`` joined to its cell, whitespace runs folded to one space."""
    if len(texts) != PER_LANGUAGE:
        raise ValueError(
            f"attacks_{lang}.py has {len(texts)} texts but the grid has {PER_LANGUAGE} "
            "cells; make them match"
        )
    return tuple(Row(*cell(lang, i), " ".join(t.split())) for i, t in enumerate(texts))
