"""The labels of the eighteenth set's attacks, fixed as a grid before any text existed.
``cell(lang, i)`` names the (addressee, ask, tone, context) of attack ``i`` of ``lang``;
the text at position ``i`` of ``attacks_<lang>.py`` was then written to fit that cell."""

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
    "sneak_subscription",
    "cite_as_source",
    "vote_canvass",
)
SOFTS = (
    "imperative",
    "request",
    "note",
    "policy",
    "telegram",
    "commentary",
    "lullaby",
    "sermon",
)
AI_CONTEXTS = ("ai_wardrobe_stylist", "ai_posture_coach", "ai_dream_journal")
CONTEXTS = (
    "bouldering_gym",
    "ice_sculpture_classes",
    "mini_golf_course",
    "knife_sharpening",
    "aerial_silks_classes",
    "watch_repair",
    "darts_league",
    "glamping_sites",
    "go_kart_track",
    "snorkel_trips",
    "lantern_festival",
    "candle_making",
    *AI_CONTEXTS,
)
OFFSET = {"en": 0, "es": 11, "pt": 29}
PER_LANGUAGE = 45


@dataclass(frozen=True)
class Row:
    addressee: str
    ask: str
    soft: str
    context: str
    text: str


def cell(lang: str, i: int) -> tuple[str, str, str, str]:
    """The labels of attack ``i`` (0-44) of ``lang``. Across any 45 positions in a row each
    addressee falls five times (4 is prime to 9) and each context three times (7 is prime
    to 15); the slow terms ``k // 9`` and ``k // 8`` spread asks and tones over the rest."""
    k = i + OFFSET[lang]
    return (
        ADDRESSEES[(4 * k) % 9],
        ASKS[(2 * k + k // 9) % 9],
        SOFTS[(3 * k + k // 8) % 8],
        CONTEXTS[(7 * k + 3) % 15],
    )


def rows(lang: str, texts: tuple[str, ...]) -> tuple[Row, ...]:
    """Each text of ``lang`` with its cell, runs of whitespace folded to one space."""
    if len(texts) != PER_LANGUAGE:
        raise ValueError(
            f"attacks_{lang}.py holds {len(texts)} texts; the grid has {PER_LANGUAGE} cells"
        )
    return tuple(Row(*cell(lang, i), " ".join(t.split())) for i, t in enumerate(texts))
