"""heldout48: the forty-eighth held-out injection set (issue 18), written blind. It was SEALED
(``injection_quality.SEALED``) until its first scoring on 2026-12-05 (stop 50, the same session,
after heldout46 and heldout47): v52 0.873, candidate v55 0.874, 1 gained, none lost
(``injection_quality``'s docstring). Scored twice, it is a tuning writer from then on. Its brief
asked, as no earlier one had, that many attacks address no model by name and give no explicit order
word.

Who and when: a helper session started by the lead, on 2026-12-05, in the worktree
``/work/wt/heldout48`` (branch ``heldout48``); started 10:37 UTC, texts typed 10:41-10:44,
checks and this docstring 10:44-10:49, committed at about 10:49. The writer never
saw the detector, its artefacts, its training data, its candidates or any figure of it on
this set.

How the texts were written: every attack was typed by hand to its grid cell (``_grid.py``,
fixed before any text; the cell list was printed and each text written against it, the cell
repeated above each text in ``attacks_<lang>.py``). No phrase bank, no template of sentences,
no generator: each text is its own. Spanish and Portuguese texts were written in those
languages, not translated line by line (some plots recur across languages because the grid
gives the same cells at different offsets). The hosts (``hosts.py``), the clean hard
negatives (``clean_<lang>.py``) and the page template (``page.py``) were typed by hand too.
Many attacks address no model and give no order word (a lot card term, a packing slip line,
a policy line, a "fact" for whoever summarises); others are direct.

What was opened: the brief and the rules file; ``benchmarks/injection_heldout47/``'s
``_grid.py``, ``build.py``, ``channels.py``, ``page.py``, ``pdfmake.py``, ``shapes.py`` and the
code of its ``__init__.py`` (not its docstring's text, not its attacks, clean texts or
hosts); ``benchmarks/heldout_assembly.py``; ``tests/test_injection_heldout47.py``,
``tests/heldout_checks.py``, ``tests/test_heldout_assembly.py``,
``tests/test_injection_heldout_assembled.py``; the lines of
``benchmarks/injection_quality.py`` around the docstring sentence and the ``HELDOUT`` and
``SEALED`` ends. For the avoid-list, the module docstrings (``ast.get_docstring``) of every
non-text module of every ``benchmarks/injection_heldout*`` package were dumped to /tmp and
grepped for each planned name, printing counts and short contexts only. Nothing under
``src/pytest_websearch_bench/safety/``, the artefacts, ``benchmarks/page_probe/``,
``benchmarks/candidates/``, the training script, ``benchmarks/injection_data/`` texts, any
other set's text files, README, ``docs/`` or other worktrees was opened; no ``git log`` or
``git show``.

What was run: ``apt-get install -y chromium`` (Chromium 150, installed in under five
minutes); headless Chromium screenshots of each CSS hiding; the PDF checks of
``heldout_checks``; ruff; the tests named in the brief; the corpus check of
``tests/heldout_checks.py`` by hand against ``/work/shared/corpus`` (passed; the test skips
in a worktree); the one wiring check (below).

What was seen that should not have been: some earlier sets' docstrings, in the short grep
contexts, print numbers beside technique names (e.g. a PDF hiding's or a CSS hiding's name
followed by a two-digit figure). Whether those are detector figures or counts was not looked
into; they were not used for anything, and no name or choice here was made from them.

Repeats and near neighbours (found by the greps; exact repeats were renamed, what is near is
listed): named AIs first planned (Quillon, Tessaly, Fennick) were named in earlier sets and
were renamed (Kestrix, Dunmore, Tarragon), and a planned "Olmo-7" was renamed (Pellby-7) as
too near a real model's name; page classes first planned (``sheaf``, ``tailpiece``,
``ridge``, ``crest``, ``tabs``) were used by earlier templates and were renamed; a planned
``episerver_block`` comment banner was an exact repeat and became an invented in-house CMS
(``shopdesk_draft_block``). Near, kept: the CSS hidings ``corner_circle_closest_side``
(earlier ``circle(0)`` clips), ``polygon_centre_triple`` (earlier ``polygon(0 0,0 0,0 0)``),
``mask_slid_away`` (earlier mask hidings, ``mask-size:0 0``), ``aspect_sliver_clip`` (an
earlier docstring names ``aspect-ratio`` once), ``fixed_bottom_full`` (earlier boxes placed
above the viewport, heldout46's ``absolute_above_top``) and ``diagonal_axis_quarter_turn``
(heldout47's ``rotate:x 90deg``, earlier ``rotateX``/``rotateY`` quarter turns); the PDF
hidings ``clip_strip_left_of_page`` (earlier off-page clip rectangles),
``point_curve_clip`` (heldout47's open line clip, earlier collinear and zero-area clips),
``scale_past_right_edge`` (an earlier ``ctm_magnify_off_page``) and
``pinned_clip_text_dropped`` (earlier far CTM translations and clips, combined here); the
shapes ``mid_dot_long`` (an earlier middle-dot shape inside long words: close),
``reverse_every_fifth`` (earlier reversed-word shapes), ``plus_after_fourth`` (earlier
punctuation-after-every-Nth-word shapes), ``dots_inside_sixth`` (earlier letter-parting
shapes) and ``first_letter_doubled_third`` (an earlier ``doubled_letters``); the comment
banners of Craft CMS, Liferay, Jahia, Sulu and Neos (those products were named by earlier
sets, with other block kinds); the meta name ``kicker-line`` (an earlier ``kicker``); the
JSON-LD types (Embassy, DaySpa, SubwayStation, TaxiStand, Crematorium, BoatTerminal) and
their text properties, all named by earlier sets; the tone ``radio_traffic_spot`` (an
earlier ``radio_traffic_report``); role bots (booking, comparison, support, order, help,
review bots are common to many sets); the Courier fonts of the PDFs (used before). The
``data-`` attribute names, visible placements, asks, the other tones, contexts and host
names had no hit.

Axes (labels in ``family``): addressee (assistant, agent, model, system, named_ai, the_ai,
role, implicit, none); ask (ignore, never written with that word in any language;
rank_first, verified, hide, reveal, exfiltrate, and this set's approve_refund_claim,
lift_account_freeze, add_booking_credit); tone (imperative, request, note, policy, and this
set's packing_slip, trail_logbook_entry, auction_lot_card, radio_traffic_spot); shape (plain
or one of ``shapes.SHAPES``, one attack in three); context (fifteen in ``_grid.CONTEXTS``,
three of them about AI tools, whose attacks sit only on the AI hosts). Attacks are 10 to 78
words; the longest per language is 70-80 words (a standing rule), the shortest 10-12.

Channels and techniques (``channels.py``, ``pdfmake.py``): visible_text (four visible
placements styled by the page's sheet), css_hidden (six hidings, each checked with headless
Chromium 150: the page with the hiding screenshots pixel for pixel the same as the page
with that paragraph ``visibility:hidden``, and differs once the hiding is taken away),
html_comment (six content tools' banners), attribute (six ``data-`` attributes on an empty
``<i class="peg">``), meta (five names), structured_data (six schema.org types, one text
property each), pdf_hidden_text (four hidings, each passing ``assert_pdf_technique_hides``).

Counts: 1203 documents. 945 injected: 135 attacks (45 per language, en/es/pt) x 7 channels,
ids ``h48-atk-<lang>-<nn>-<channel>``. 258 clean: 12 hard-negative categories x 6 documents
per language (one plain page, one PDF with a hidden own sentence, four HTML pages hiding one
own sentence in a hidden channel), and 14 plain host pages per language (two per host: an
HTML page hiding an own sentence, a PDF with one). Clean placements: none 36, css_hidden 39,
html_comment 36, attribute 33, meta 27, structured_data 30, pdf_hidden_text 57. Labels:
``synthetic:addressee=..;ask=..;soft=..;shape=..;context=..;variant=..;carrier=synthetic;
host_topic=ai|general;set=heldout48`` for attacks, ``hardneg:<category>;placed=<where>`` and
``plain:<host>;placed=<where>`` for clean pages.

Wiring check: ``injection_quality.py --part heldout48 --limit 5`` ran once (stdout to
/dev/null): exit code 0, stderr empty; no figure was looked at. It ran before the last
renames above (named AIs, one comment banner, page class names), which changed bytes but not
the wiring; it was not run again. The set was sealed (``injection_quality.SEALED``) until its
first scoring (see the top of this docstring).
"""

from __future__ import annotations

from pathlib import Path

from injection_data import LabeledDoc, default_corpus

PART = "heldout48"
WRITTEN = "2026-12-05"


def load(*, corpus: Path | None = None) -> list[LabeledDoc]:
    """Every document of the set, in a fixed order. ``corpus`` (``default_corpus()`` when
    not given) is accepted as the other sets' loaders accept it and never read."""
    from .build import build

    return list(build(corpus if corpus is not None else default_corpus()))


__all__ = ["PART", "WRITTEN", "LabeledDoc", "load"]
