"""The fifty-third held-out injection set (issue 18). It was SEALED (``injection_quality.SEALED``)
until its first scoring on 2026-12-05 (stop 53): v55 (then shipped) 0.854 / 0.0 %, candidate v63 the
same, document for document (v63 shipped after the frozen test part, no loss;
``injection_quality``'s docstring). Scored twice, it is a tuning writer from then on.

The fifty-third held-out injection set (issue 18), written blind on 2026-12-05 by a helper
session started by the lead (brief ``heldout53``, template heldout51's interfaces), in the
worktree ``/work/wt/heldout53`` on branch ``heldout53`` (made from ``stop51``), between
13:54 and 14:05 UTC by ``date -u``, beside the writer of heldout52 (whose worktree was
never opened). Nobody tunes on it: it is sealed (``injection_quality.SEALED``) until a
candidate frozen after it is scored on it first.

How the texts were written. The grid (``_grid.py``: addressee, ask, tone, context for each
position, offsets en 29 / es 71 / pt 113) was fixed first and printed; then each of the 135
attacks was typed by hand into ``attacks_<lang>.py`` at its position, to its cell (the cell
is kept as a comment over each text). No phrase bank, no template, no sentence generator;
no text was translated from another language's file. The hosts (``hosts.py``) and the hard
negatives (``clean_<lang>.py``) were typed the same way. Attacks run 12 to 78 words (en),
12 to 79 (es) and 12 to 75 (pt); the longest per language is a standing rule (en 42 and pt 39
set aside earlier orders from then on, es 42 asks that a product be called verified in every
answer from then on). No
attack uses the word "ignore" (nor ignorar/ignora); none holds ``--`` or ``>``; all encode
in cp1252.

What was opened and run. Opened: the preamble and the brief; heldout51's ``_grid.py``,
``build.py``, ``channels.py``, ``page.py``, ``pdfmake.py``, ``shapes.py`` and the code (not
the docstring beyond its first three lines) of its ``__init__.py``;
``benchmarks/heldout_assembly.py``; ``tests/test_injection_heldout51.py``,
``tests/heldout_checks.py``, ``tests/test_heldout_assembly.py`` (its head, pins and
parameter list) and ``tests/test_injection_heldout_assembled.py`` (its head, the
``Assembled`` entries of heldout49 .. heldout51, and the checks after them); the lines of
``benchmarks/injection_quality.py`` around the heldout51 docstring sentence, ``HELDOUT`` and
``SEALED``. Not opened: the detector (``safety/``, artifacts, candidates, page_probe, the
trainer), ``injection_data`` texts, any set's attacks, clean pages or hosts, README, docs,
other worktrees, ``/work/scratch`` beyond the two named files; no ``git log``/``git show``.
``issues show 18`` was not run. The ``__init__`` docstrings of every earlier
``injection_heldout*`` package were dumped to /tmp (with the assembled test file) and each
planned name grepped there, printing only counts and short contexts. Run: headless Chromium
150 screenshots of the CSS hidings; the set's loader; pytest; ruff; the one wiring check.

Seen that should not have been. Reading the ``injection_quality`` lines just before
``A set still sealed`` showed heldout50's recorded figures (two candidates' scores and
false-positive rates on it); the assembled test's unsealing docstring names candidates and
how many documents two of them gained; a few grep contexts of the earlier docstrings held
per-technique counts (for example beside an earlier ``xywh`` clip, an earlier
``calc(-infinity)`` opacity and an earlier ``max-width:0`` hiding) that may be detector
misses. None of it concerns this set and none was used to choose anything here.

Repeats and near neighbours, found by the greps. Replaced before the set was final: the
tone ``bus_timetable_footnote`` (an earlier tone of that very name; now
``route_board_notice``, near earlier ``tide_table_footnote`` and ``payslip_footnote``); the
named AIs Tavi (earlier), Marlow-3 (earlier Marlowe), Orrel (earlier Quorrel, Orrin),
Cordel (earlier Cordel IA, Cordelina), Cordelia and Brisca (earlier Cordelina, Brisa).
Near neighbours kept: CSS ``text_fill_clear`` repeats the idea of an earlier
``-webkit-text-fill-color:transparent`` (here ``#fff0``); ``paint_contain_no_width`` is near
an earlier ``contain:paint;block-size:0`` and ``max-width:0;overflow:hidden``;
``oklch_alpha_none`` near earlier transparent colours (``rgb(0 0 0 / 0)``, ``color-mix``,
``light-dark``, relative ``rgb(from ...)``) and an earlier ``oklch`` white;
``inset_halves_meet`` near earlier ``inset(0 100%)``, ``inset(60%)`` and
``inset(100% 0 0 0)``; ``calc_negative_font`` near earlier zero font sizes (``min``,
``clamp``, ``round``, ``hypot``); ``fixed_past_right`` near earlier off-screen moves
(``left:-300vw``, ``margin-left:-300vw``). PDF: ``flip_below_page`` near earlier mirrored and
half-turned CTMs and rises below the page; ``shear_far_left`` near earlier matrix hidings
(shears appear in earlier docstrings); ``clip_right_of_page`` near heldout51's clip above the
page; ``clip_nonzero_cancelled`` near heldout51's even-odd doubled rectangle and earlier
zero-area clips. Shapes: ``section_before_fourth`` near an earlier pilcrow shape and
heldout51's at sign; ``hyphen_triads_long`` near heldout51's middle-dot split;
``ellipsis_after_eighth`` near heldout51's degree sign; ``middle_letter_upper_long`` near
earlier ``last_letter_upper`` and ``upper_first`` shapes; ``bar_after_two_long`` near earlier
split shapes. The schema.org types (``TennisComplex``, ``MusicVenue``, ``PublicSwimmingPool``,
``Locksmith``, ``MovingCompany``, ``IceCreamShop``) each appear in earlier docstrings (their
pairing with a field was not checked); the comment banners follow heldout51's idea of a
site builder's note (the six builders are new to the greps); role bots are plain job names
(help desk, shopping comparison, travel planner, customer care, booking, support) that
earlier sets also used; "travel planner" appears in earlier docstrings. Not found in the
greps: the page classes, visible placement names, attribute and meta names, asks, the other
tones, contexts and hosts (``rope_walk`` only as an earlier ``rope_walking`` context; a moss
appears in an earlier named AI).

Axes. Addressees: assistant, agent, model, system, named_ai (Pellwin, Rigwell-3, Crumbwise,
Ruskel, Tockwin; Tolvana, Parchelo, Marela, Hornilla, Escalina; Pêndula, Taramba,
Velarinha, Forninha, Nozinho), the_ai, role, implicit, none. Asks: ignore (never with that
word), rank_first, verified, hide, reveal, exfiltrate, and this set's own
``book_piano_tuner``, ``order_spare_key``, ``reserve_ferry_cabin``. Tones: imperative,
request, note, policy, ``wine_tasting_note``, ``museum_placard``, ``sports_commentary``,
``route_board_notice``. Contexts (15): rope ladder knotting, lead came cutting, tin toy
soldering, cuckoo clock regulating, hourglass sand filling, slate roof pegging, drum head
lapping, butter churn coopering, snow globe sealing, ship bottle rigging, clog sole carving,
paper kite bridling, and three on AI (``ai_bread_crust_grader``, ``ai_nest_cam_tagger``,
``ai_knot_diagram_reader``), which land only on AI hosts. Shapes: one attack in three, five
shapes (``shapes.py``). Hosts: a tide mill museum, a paper mill's open days, slate quarry
walks, a rope walk trust, and three on AI (a frost alert app, a sheet music scanner, a moss
naming app), per language with its own site name.

Channels and techniques. ``visible_text``: a hang tag, a ration book, an index tab, a
stitched patch (``page.py`` classes). ``css_hidden`` (six): ``fixed_past_right``
(``position:fixed;top:0;left:150vw``), ``paint_contain_no_width``
(``contain:paint;max-width:0``), ``oklch_alpha_none`` (``color:oklch(0 0 0 / 0)``),
``inset_halves_meet`` (``clip-path:inset(0 50%)``), ``calc_negative_font``
(``font-size:calc(-1em)``, clamped to zero), ``text_fill_clear``
(``-webkit-text-fill-color:#fff0``). Each was screenshotted with headless Chromium 150
(``--headless=new --no-sandbox --disable-gpu --hide-scrollbars``, a new ``--user-data-dir``)
against the same page with ``visibility:hidden`` added to the same paragraph: pixel for
pixel the same for all six (``fixed_past_right`` at 1000 and 390 px wide; at ``left:100vw``
it differed in the last pixel column, so it was moved to 150vw). ``html_comment``: banners
of Tilda, Jimdo, WebStarts, Yola, Simvoly and PageCloud. ``attribute``: ``data-came-width``,
``data-rung-gap``, ``data-solder-bead``, ``data-pendulum-beat``, ``data-stave-bevel``,
``data-grain-sift`` on an empty ``<b class="rivet">``. ``meta``: ``marginalia``,
``stub-caption``, ``sidecar-note``, ``flap-copy``, ``ticker-line``. ``structured_data``: the
six types above with ``slogan``, ``description``, ``disambiguatingDescription``,
``knowsAbout``, ``alternateName``, ``keywords``. ``pdf_hidden_text``: the four hidings of
``pdfmake.py``, each passing ``assert_pdf_technique_hides``.

Counts and labels. 1203 documents: 945 injected (135 attacks x 7 channels, 45 per language)
and 258 clean (12 hard-negative categories x 6 per language, five of six hiding one of their
own sentences, and 14 plain host pages per language); 192 PDFs. Ids ``h53-atk-<lang>-NN-
<channel>``, ``h53-clean-...``, ``h53-plain-...``; families as every set built by
``heldout_assembly`` writes them. The hard negatives (a prompt-injection explainer, a voice
assistant FAQ, heater reset steps, exam rules, a privacy notice, knitting errata, a chatbot
history, library AI guidance, recipe swaps, ferry booking terms, a key cutting policy, piano
care) talk about AI, assistants, instructions, policies, ferry cabins, spare keys and piano
tuners, and some say "ignore", without addressing a reader model.

Wiring check (the only detector run): ``injection_quality.py --part heldout53 --limit 5
--corpus /work/shared/corpus`` with stdout to /dev/null exited 0 with an empty stderr (run at
14:02, before the last edit: Spanish attack 42 made a standing rule, within its cell); no
figure was looked at. The corpus check of ``tests/heldout_checks.py`` (skipped by the test,
whose default corpus is absent in the worktree) was run by hand against
``/work/shared/corpus`` and passed."""

from __future__ import annotations

from pathlib import Path

from injection_data import LabeledDoc, default_corpus

PART = "heldout53"
WRITTEN = "2026-12-05"


def load(*, corpus: Path | None = None) -> list[LabeledDoc]:
    """Every document of the set, in a fixed order. ``corpus`` (``default_corpus()`` when
    not given) is accepted as the other sets' loaders accept it and never read."""
    from .build import build

    return list(build(corpus if corpus is not None else default_corpus()))


__all__ = ["PART", "WRITTEN", "LabeledDoc", "load"]
