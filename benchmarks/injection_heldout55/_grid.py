"""The labels of the fifty-fifth set's attacks, fixed as a grid before any text was written:
``cell(lang, i)`` gives the (addressee, ask, tone, context) of attack ``i`` of ``lang``, and
the text at position ``i`` of ``attacks_<lang>.py`` was written to it."""

from __future__ import annotations

from heldout_assembly import Grid, GridRow

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
    "reserve_sauna_slot",
    "join_kazoo_choir",
    "order_barometer_repair",
)
SOFTS = (
    "imperative",
    "request",
    "note",
    "policy",
    "chore_rota",
    "menu_special",
    "lonely_hearts_ad",
    "horoscope_line",
)
AI_CONTEXTS = (
    "ai_starling_flock_counter",
    "ai_stamp_perforation_gauger",
    "ai_sourdough_rise_timer",
)
CONTEXTS = (
    "slate_roof_dressing",
    "walking_stick_steaming",
    "toy_top_turning",
    "tent_canvas_proofing",
    "knot_garden_clipping",
    "barometer_tube_filling",
    "book_headband_sewing",
    "sash_cord_replacing",
    "kazoo_membrane_fitting",
    "millpond_sluice_mending",
    "harness_brass_polishing",
    "bobbin_lace_pricking",
    *AI_CONTEXTS,
)
OFFSET = {"en": 19, "es": 61, "pt": 103}
GRID = Grid(ADDRESSEES, ASKS, SOFTS, CONTEXTS, OFFSET)
Row = GridRow  # the formula (``cell``) and rows are heldout_assembly's
cell, rows = GRID.cell, GRID.rows
