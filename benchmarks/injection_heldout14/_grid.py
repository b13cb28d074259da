"""The label grid of this set's attacks, fixed before any text was written. ``cell`` gives
the (addressee, ask, softness, context) of attack ``i`` of a language; each text in
``attacks_<lang>.py`` was then written by hand to the cell of its position."""

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
    "urge_now",
    "skip_safety",
    "pay_elsewhere",
)
SOFTS = (
    "imperative",
    "request",
    "note",
    "policy",
    "question",
    "apologetic",
    "flattery",
    "bribe",
)
AI_CONTEXTS = ("ai_photo_restoration", "ai_interior_renders", "ai_camera_trap_tags")
CONTEXTS = (
    "beach_hut_rental",
    "bell_ringing_peals",
    "bonsai_workshop",
    "falconry_display",
    "chimney_sweep_booking",
    "model_rocket_launch",
    "ghost_walk_tour",
    "sand_sculpture_contest",
    "glassblowing_class",
    "dry_stone_walling_course",
    "calligraphy_workshop",
    "ski_lift_passes",
    *AI_CONTEXTS,
)
SHIFT = {"en": 0, "es": 5, "pt": 13}
PER_LANGUAGE = 45


@dataclass(frozen=True)
class Row:
    addressee: str
    ask: str
    soft: str
    context: str
    text: str


def cell(lang: str, i: int) -> tuple[str, str, str, str]:
    """Labels of attack ``i`` (0-44) of ``lang``. Over 45 positions every addressee comes
    five times and every context three times; asks and softness are spread so that each
    comes at least four (asks) or five (softness) times."""
    k = i + SHIFT[lang]
    return (
        ADDRESSEES[(4 * k) % 9],
        ASKS[(k + 2 * (k // 9)) % 9],
        SOFTS[(3 * k + k // 8) % 8],
        CONTEXTS[(2 * k) % 15],
    )


def rows(lang: str, texts: tuple[str, ...]) -> tuple[Row, ...]:
    """The attacks of ``lang``: each text with its cell, whitespace folded."""
    if len(texts) != PER_LANGUAGE:
        raise ValueError(f"attacks_{lang}: {len(texts)} texts, the grid needs {PER_LANGUAGE}")
    return tuple(Row(*cell(lang, i), " ".join(t.split())) for i, t in enumerate(texts))
