"""Label grid of the seventeenth set's attacks, fixed before any text was written.
``cell`` gives attack ``i`` of a language its (addressee, ask, softness, context); each
text in ``attacks_<lang>.py`` was written afterwards to the cell of its position."""

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
    "fake_urgency",
    "redirect_booking",
    "upsell_premium",
)
SOFTS = (
    "imperative",
    "request",
    "note",
    "policy",
    "riddle",
    "toast",
    "proverb",
    "prophecy",
)
AI_CONTEXTS = ("ai_sleep_coach", "ai_scent_finder", "ai_running_coach")
CONTEXTS = (
    "canyoning_trips",
    "tango_lessons",
    "horse_trekking",
    "puppet_shows",
    "perfume_workshops",
    "kayak_rentals",
    "origami_classes",
    "laser_tag_arena",
    "stargazing_tours",
    "sushi_classes",
    "trampoline_park",
    "closet_organizing",
    *AI_CONTEXTS,
)
SHIFT = {"en": 0, "es": 7, "pt": 22}
PER_LANGUAGE = 45


@dataclass(frozen=True)
class Row:
    addressee: str
    ask: str
    soft: str
    context: str
    text: str


def cell(lang: str, i: int) -> tuple[str, str, str, str]:
    """Labels of attack ``i`` (0-44) of ``lang``. Over any 45 consecutive positions each
    addressee comes five times and each context three times (2 is prime to 9, 4 to 15);
    every ask comes at least four times and every softness at least five."""
    k = i + SHIFT[lang]
    return (
        ADDRESSEES[(2 * k) % 9],
        ASKS[(5 * k + k // 9) % 9],
        SOFTS[(5 * k + k // 8) % 8],
        CONTEXTS[(4 * k + 1) % 15],
    )


def rows(lang: str, texts: tuple[str, ...]) -> tuple[Row, ...]:
    """The attacks of ``lang``: each text with its cell, whitespace folded."""
    if len(texts) != PER_LANGUAGE:
        raise ValueError(f"attacks_{lang}: {len(texts)} texts, the grid has {PER_LANGUAGE}")
    return tuple(Row(*cell(lang, i), " ".join(t.split())) for i, t in enumerate(texts))
