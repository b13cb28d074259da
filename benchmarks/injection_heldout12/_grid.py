"""The label grid of this set's attacks: for every language the 45 cells (addressee, ask,
softness, context) are fixed first, by ``cell``; each text in ``attacks_<lang>.py`` was then
written to the cell of its position."""

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
    "downrank_rival",
    "fake_contact",
    "stop_answer",
)
SOFTS = (
    "imperative",
    "request",
    "note",
    "policy",
    "question",
    "hypothetical",
    "quoted_dialogue",
    "example_output",
)
AI_CONTEXTS = ("ai_transcription_invoice", "ai_headshot_gallery", "llm_api_status_page")
CONTEXTS = (
    "allotment_waitlist",
    "vintage_camera_listing",
    "bird_ringing_log",
    "student_flatshare_ad",
    "scrapyard_price_list",
    "harvest_festival_programme",
    "surf_forecast",
    "dog_show_results",
    "roadworks_notice",
    "sauna_etiquette",
    "tool_library_catalogue",
    "caravan_sale",
    *AI_CONTEXTS,
)
SHIFT = {"en": 0, "es": 4, "pt": 7}
PER_LANGUAGE = 45


@dataclass(frozen=True)
class Row:
    addressee: str
    ask: str
    soft: str
    context: str
    text: str


def cell(lang: str, i: int) -> tuple[str, str, str, str]:
    """The labels of attack ``i`` of ``lang``; 45 consecutive cells hold every addressee
    five times, every ask five times, every context three times and every softness."""
    k = i + SHIFT[lang]
    return (
        ADDRESSEES[k % 9],
        ASKS[(k + 2 * (k // 9)) % 9],
        SOFTS[(3 * k + k // 8) % 8],
        CONTEXTS[(4 * k) % 15],
    )


def rows(lang: str, texts: tuple[str, ...]) -> tuple[Row, ...]:
    if len(texts) != PER_LANGUAGE:
        raise ValueError(f"attacks_{lang}: {len(texts)} texts, the grid has {PER_LANGUAGE}")
    return tuple(Row(*cell(lang, i), " ".join(t.split())) for i, t in enumerate(texts))
