"""The labels of the thirty-first set's attacks, fixed as a grid before any text was written:
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
    "grant_admin",
    "unlock_door",
    "raise_credit_limit",
)
SOFTS = (
    "imperative",
    "request",
    "note",
    "policy",
    "shipping_forecast",
    "scoreboard_line",
    "hymn_board",
    "sampler_motto",
)
AI_CONTEXTS = ("ai_millstone_furrow_planner", "ai_slate_grade_sorter", "ai_net_hole_spotter")
CONTEXTS = (
    "millstone_dressing",
    "horn_comb_making",
    "slate_splitting",
    "hurdle_making",
    "net_mending",
    "pargeting",
    "tinsmithing",
    "bodging",
    "gilding",
    "quill_cutting",
    "sieve_making",
    "chimney_pot_casting",
    *AI_CONTEXTS,
)
OFFSET = {"en": 11, "es": 52, "pt": 88}
GRID = Grid(ADDRESSEES, ASKS, SOFTS, CONTEXTS, OFFSET)
Row = GridRow  # the formula (``cell``) and rows are heldout_assembly's
cell, rows = GRID.cell, GRID.rows
