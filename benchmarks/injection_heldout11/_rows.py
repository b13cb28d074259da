"""Labels of this set's attacks: a fixed grid per language (every addressee, ask,
softness and context in every language), and the texts written to it in order."""

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
    "change_answer",
    "recommend",
    "tool_call",
)
SOFTS = (
    "imperative",
    "request",
    "note",
    "policy",
    "indirect",
    "question",
    "conditional",
    "disguised",
)
AI_CONTEXTS = ("voice_clone_consent", "robotics_match_log", "ai_tutor_review")
CONTEXTS = (
    "escape_room_review",
    "thrift_listing",
    "marathon_results",
    "planetarium_schedule",
    "horoscope_column",
    "karaoke_songbook",
    "crossword_answers",
    "lottery_results",
    "blood_drive_notice",
    "roller_derby_roster",
    "tattoo_aftercare",
    "storm_spotter_report",
    *AI_CONTEXTS,
)
OFFSET = {"en": 0, "es": 3, "pt": 5}


@dataclass(frozen=True)
class Row:
    addressee: str
    ask: str
    soft: str
    context: str
    text: str


def cell(lang: str, i: int) -> tuple[str, str, str, str]:
    k = i + OFFSET[lang]
    return (
        ADDRESSEES[k % 9],
        ASKS[(k // 9 + k) % 9],
        SOFTS[(k + k // 8) % 8],
        CONTEXTS[(k * 7) % 15],
    )


def parse(lang: str, texts: tuple[str, ...]) -> tuple[Row, ...]:
    return tuple(Row(*cell(lang, i), " ".join(t.split())) for i, t in enumerate(texts))
