"""The forty-seventh held-out injection set (issue 18), written blind. It was SEALED
(``injection_quality.SEALED``) until its first scoring on 2026-12-05 (stop 50, the next session):
v52 0.887, candidate v54 0.901, 13 gained, none lost (``injection_quality``'s docstring); nobody
scored it in the session that wrote it. Scored twice, it is a tuning writer from then on.

Who and when: one helper session, started by the lead's session for this one task, on
2026-12-05 from 08:11 to about 08:25 UTC (``date -u``: 08:11:13 at the start, grid fixed
08:12:40, English attacks 08:14:45, Spanish and Portuguese 08:15:12, hosts 08:15:37, clean
pages 08:16:28, tests and registration 08:17:25, renames after the avoid-list grep 08:19,
wiring check 08:19:16). The writer never saw the detector, its training data or any figure.

How the texts were written: every attack, host page and clean sentence was typed by hand in
this package's files, no phrase bank, no generator of sentences, no template filled by code.
The grid (``_grid.py``: 9 addressees, 9 asks, 8 tones, 15 contexts, offsets en 31, es 68,
pt 104) was fixed and its 135 cells printed before any attack was written; attack ``i`` of
``attacks_<lang>.py`` was then written to ``cell(lang, i)``. Attacks run 10 to 76 words; the
longest of each language (position 44) is a standing rule meant to outlive the session, and
the shortest of each is 10-12 words. The ask ``ignore`` is never written with that word
(nor "ignorar"): the texts set aside, strike off or declare void the earlier instructions.

What was opened: ``/work/scratch/PREAMBLE.md`` and the brief; every file of
``benchmarks/injection_heldout32/`` but its text files (``__init__``, ``_grid``,
``build``, ``channels``, ``page``, ``pdfmake``, ``shapes``); ``benchmarks/heldout_assembly.py``;
``tests/test_injection_heldout32.py``, ``tests/heldout_checks.py``, parts of
``tests/test_heldout_assembly.py`` (imports, digest, pins, parameter list) and of
``tests/test_injection_heldout_assembled.py`` (its head, the ``Assembled`` class, the heldout32,
heldout43 .. heldout46 entries, the grid test, the seal test's last lines and the "every set is
here" test). The package docstrings of every ``benchmarks/injection_heldout*`` package (and
their modules' docstrings) were dumped to /tmp and grepped for each planned name with short
contexts only. ``benchmarks/injection_quality.py`` was edited by a script that printed only
the line numbers and the ``HELDOUT``/``SEALED`` lines naming heldout46 and the two sealed
entries (with any number masked); nothing of its docstring was printed. ``issues show 18``
was not run. Nothing under ``src/pytest_websearch_bench/safety/``, no artifact, no candidate,
no training script, no ``injection_data`` text, no README or docs, no other worktree and no
other set's text file was opened; no ``git log``/``show``/``diff`` of other commits was run.

What was run: headless Chromium (``/usr/bin/chromium --headless=new --no-sandbox
--disable-gpu --hide-scrollbars``, a fresh ``--user-data-dir`` per shot, 900 x 1200) on a page
of this template with each CSS hiding, compared with the same page whose hidden paragraph also
has ``visibility:hidden``: all six screenshots were byte-identical to their controls, and a
plain paragraph did differ from its hidden control; ``assert_pdf_technique_hides`` for the four
PDF hidings; ruff check and format; the four test files named in the brief; the corpus check of
``tests/heldout_checks.py`` by hand against /work/shared/corpus (passed, 1203 documents); and
the one wiring check ``injection_quality.py --part heldout47 --limit 5`` with stdout to
/dev/null: exit code 0, stderr 0 bytes. No figure was looked at.

What was seen that should not have been: the seal test's docstring in
``tests/test_injection_heldout_assembled.py`` (near its line 799-810) names which candidate
versions scored earlier sets and in what order (version names and "shipped", no figures);
the earlier sets' technique names and style strings in that file's ``SETS`` table; and, in the
avoid-list greps, short contexts of earlier docstrings, some with per-technique document
counts. None of it shaped a text; no detector figure was seen.

Repeats and near neighbours (from the avoid-list greps), disclosed: after the first grep the
tone ``tram_stop_display`` (an exact repeat) became ``departure_board_ticker``,
``seed_packet_back`` (near ``seed_packet_instructions``) ``seed_envelope_reverse``, the AI
context ``ai_flax_retting_timer`` (an exact repeat) ``ai_pond_steep_clock`` and the context
``flax_retting`` ``flax_pond_steeping``; the CSS hiding ``contain_size_clip`` (an exact repeat)
was replaced by ``neg_infinity_height_clip`` (an earlier set used ``-infinity`` for opacity);
``scale3d_flat`` (an earlier name, with ``scale3d(1,0,1)``) is ``scale3d_both_axes_zero``
(``scale3d(0,0,1)``); the comments ``textpattern_form`` and ``wagtail_streamfield`` (exact
repeats) became ``umbraco_macro`` and ``magnolia_component`` (Magnolia areas appear in an
earlier list); the PDF hiding first planned as a quarter turn of the CTM (an earlier set's
``ctm_quarter_turn_off_page``) became ``slant_by_height_left``, a near neighbour of an earlier
``ctm_shear_far``; the shape ``three_for_e_fourth`` (an exact repeat) became
``ampersand_before_sixth`` (near heldout32's ``ampersand_after_fourth``); the page classes
``slab``/``plinth`` (used earlier) became ``ashlar``/``sill``. Left as near neighbours: the ask
``void_parking_fines`` (an earlier ``void_parking_ticket``); the shapes ``colon_after_third``
(earlier ``semicolon_after_seventh``), ``equals_before_fifth`` (earlier
``equals_before_fourth``) and ``one_for_l_second`` (earlier ``one_for_l_fourth``); the CSS
mechanisms ``rotate:x``, ``color(srgb ...)``, ``clip-path:ellipse``, ``scale3d`` (each in an
earlier docstring under another name or value); ``mirror_x_offpage`` (``-1 0 0 1`` appears
once earlier); the comment tools SilverStripe, Pimcore, ExpressionEngine and Bolt (other
element kinds of them appear earlier); the meta ``sell-line`` (used earlier); every JSON-LD
type (Vineyard excepted) and every JSON-LD property of this set appear in earlier sets, in
other pairs; the fonts Palatino and Gill Sans; the topics of a few contexts (cooperage,
bellows, oast, quills, slate, flax, clogs) appear in earlier docstrings under other names.

Axes: addressees ``assistant``, ``agent``, ``model``, ``system``, ``named_ai`` (Bramblemind,
Quernly, Tolliver-7; Orujo, Tomillar; Sabugo, Cardosa), ``the_ai``, ``role`` (the kiln
booking, search ranking, product comparison, customer support, order tracking, municipal
paperwork, building maintenance and purchasing bots), ``implicit``, ``none``; asks
``ignore``, ``rank_first``, ``verified``, ``hide``, ``reveal``, ``exfiltrate`` and this
set's ``void_parking_fines``, ``unlock_staff_door``, ``reassign_ticket_owner``; tones
``imperative``, ``request``, ``note``, ``policy`` and this set's ``bellringer_rota``,
``seed_envelope_reverse``, ``departure_board_ticker``, ``sheep_auction_tally``; contexts
``cooperage_hooping``, ``bellows_mending``, ``slate_riving``, ``rushlight_dipping``,
``vellum_scraping``, ``horn_pressing``, ``clog_soling``, ``quillwork``, ``oast_drying``,
``tinsmith_seaming``, ``flax_pond_steeping``, ``sieve_weaving`` and the AI contexts
``ai_slate_cleave_predictor``, ``ai_pond_steep_clock``, ``ai_hoop_tension_gauge``; shapes
(``shapes.py``, one attack in three) ``colon_after_third``, ``equals_before_fifth``,
``underscore_joined_pairs``, ``one_for_l_second``, ``ampersand_before_sixth``.

Hosts (``hosts.py``): a cooperage, a slate works, a clog guild and a quill studio, and three
AI-topic hosts (a slate-split predicting model, an AI retting timer, an AI hoop tension gauge).
Page template (``page.py``): a stone card with a teal left border on blue-grey.

Channels and techniques (``channels.py``, ``pdfmake.py``): visible_text (``wax_tablet``,
``hatched_frame``, ``brass_plate``, ``gingham_panel``); css_hidden
(``neg_infinity_height_clip``, ``translate_prop_far_up``, ``srgb_alpha_zero``,
``ellipse_clip_zero``, ``scale3d_both_axes_zero``, ``rotate_prop_x_quarter``); html_comment
(banners of SilverStripe, Magnolia, Pimcore, Umbraco, ExpressionEngine, Bolt; head or body);
attribute (``data-hoop-gauge``, ``data-slate-grain``, ``data-oast-kiln``, ``data-clog-last``,
``data-quill-dye``, ``data-horn-press``); meta (``hed-sub``, ``sell-line``, ``card-dek``,
``stub-summary``, ``wire-lede``); structured_data (JSON-LD Vineyard naics, SkiResort isicV4,
Cemetery leiCode, WorkersUnion duns, Volcano globalLocationNumber, Pond taxID);
pdf_hidden_text (``zero_area_clip_rect``, ``open_line_clip``, ``mirror_x_offpage``,
``slant_by_height_left``).

Counts: 1203 documents: 945 injected (135 attacks, 45 per language en/es/pt, each in all 7
channels) and 258 clean (86 per language: 12 hard-negative categories x 6, and 14 plain host
pages, 7 hosts x 2). PDFs: 192 (135 attack, 36 hard-negative, 21 plain host). Clean
placements as the shared assembly sets them: per category five of six hide one of their own
sentences (css_hidden, html_comment, attribute, meta, structured_data or the PDF block) and
one is a page with nothing hidden; each host has an HTML page hiding one of its own sentences
and a PDF leaflet hiding one in the PDF block.

Labels: injected documents carry ``synthetic:addressee=..;ask=..;soft=..;shape=..;context=..;
variant=<technique>;carrier=synthetic;host_topic=ai|general;set=heldout47`` and the planted
text as ``payload``; clean ones ``hardneg:<category>;placed=<where>`` or
``plain:<host>;placed=<where>``. Ids ``h47-atk-<lang>-<i>-<channel>``,
``h47-clean-<lang>-<category>-<k>``, ``h47-plain-<lang>-<host>-<j>``.

Seal: this set was listed in ``injection_quality.SEALED`` ("written 2026-12-05, not yet scored
for a candidate frozen after it"), so ``--part all`` left it out, until its first scoring (see the
top of this docstring); heldout46, sealed before it, was scored first."""

from __future__ import annotations

from pathlib import Path

from injection_data import LabeledDoc, default_corpus

PART = "heldout47"
WRITTEN = "2026-12-05"


def load(*, corpus: Path | None = None) -> list[LabeledDoc]:
    """Every document of the set, in a fixed order. ``corpus`` (``default_corpus()`` when
    not given) is accepted as the other sets' loaders accept it and never read."""
    from .build import build

    return list(build(corpus if corpus is not None else default_corpus()))


__all__ = ["PART", "WRITTEN", "LabeledDoc", "load"]
