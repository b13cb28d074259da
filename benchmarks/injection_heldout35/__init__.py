"""heldout35: the thirty-fifth held-out injection set (issue 18), written blind on 2026-12-04
between 17:05 and 17:18 UTC (by ``date -u``) by a helper session started by the lead,
from its brief ``prompt_heldout35.md``. It was sealed (listed in ``injection_quality.SEALED``)
until its first scoring the same day, 17:18 UTC (v37 0.691 / 1.2 %, candidate v39 0.714 /
1.2 %: 22 gained, none lost, the paired rule held; v39 shipped after the frozen test part); a
tuning writer since.

How the texts were written. The grid (``_grid.py``: addressee, ask, tone, context for each
of the 45 positions per language) was fixed first, at 17:08; then each attack was typed by
hand into its cell, English (17:08-17:09), Spanish (17:09), Portuguese (17:09-17:10), with no
phrase bank and no sentence generator; hosts (17:10), clean pages (17:10-17:11). A first
batch of axis and technique names was checked against the docstrings of every earlier
held-out package and renamed where it repeated them (17:12; see below). Attacks are 10-74
words (English 11-73, Spanish 10-74, Portuguese 10-72). The ask ``ignore`` never uses that
word (nor ignorar); it asks to set aside, void or outrank earlier guidance.

What the writer opened: ``PREAMBLE.md`` and the brief; of ``benchmarks/injection_heldout32``
only ``__init__.py`` past its docstring, ``_grid.py``, ``build.py``, ``channels.py``,
``page.py``, ``pdfmake.py``, ``shapes.py`` (never its attacks, clean or hosts files);
``benchmarks/heldout_assembly.py``; ``tests/test_injection_heldout32.py``,
``tests/heldout_checks.py``, ``tests/test_injection_heldout_assembled.py`` and the parts of
``tests/test_heldout_assembly.py`` naming heldout32/34; lines of
``benchmarks/injection_quality.py`` cut to 40 characters around the insertion points. The
docstrings of every ``benchmarks/injection_heldout*`` package module (all but the text files)
were dumped to /tmp with ``ast.get_docstring`` and grepped with short contexts for each
planned name. Nothing under ``src/pytest_websearch_bench/safety/``, artifacts,
``benchmarks/page_probe/``, ``benchmarks/candidates/``, the training script, the
injection_data texts, README, docs, other worktrees or the text files of heldout32/33/34 was
opened. ``issues show 18`` was not run.

What it saw that it should not have: line 166 of ``injection_quality.py`` (cut to 40
characters) shows a figure of an earlier set's scoring ("0.815, one attack lost"); the
docstring of ``test_the_set_was_unsealed_by_its_first_scoring_and_is_in_all`` names the
candidate versions each set was scored with and whether they shipped; some grep contexts of
the earlier docstrings showed per-technique or per-type counts (for example a PDF hiding with
40, a JSON-LD type with 22). None of it was used for anything here.

Repeats and near neighbours (found by those greps). Replaced before any document was
assembled: the tone ``stage_direction`` (named before; now ``theatre_cue_sheet``), the shape
``dollar_for_s_second`` (named before; now ``euro_for_e_second``), six comment banners (Sanity,
Prismic, Storyblok, Craft, Umbraco, Payload: all named before), metas near earlier kicker,
standfirst, tagline and blurb names, JSON-LD types and fields all used earlier (BoatTerminal,
Campground, Brewery, BowlingAlley, TouristInformationCenter; slogan, award, knowsAbout,
publicAccess, amenityFeature, disambiguatingDescription), the contexts bell_founding,
ice_harvesting, chestnut_roasting (named before), kelp_drying, slate_splitting and
hurdle_making (near earlier kelp, slate-splitting and hurdle-making topics), and twelve clean
category keys that repeated earlier ones. Kept and disclosed as near neighbours: the tone
``lost_property_ticket`` (an earlier ``lost_property_notice``); the shapes
``tilde_after_third``, ``caret_before_fourth``, ``one_for_l_third`` and
``colon_after_fifth`` (earlier ``tilde_after_vowels_longest``, ``caret_before_vowel_words``,
``one_for_l_fourth``, a colon-in-front shape); the contexts ``rope_walking`` (an earlier
rope_laying), ``cooper_hooping`` (a cooperage host), ``lantern_tinning`` (lantern festival
hosts), ``quilt_binding`` (quilting bees), ``canal_lock_tending`` (canal-boat bots); the
JSON-LD types ``BodyOfWater``/``Landform`` (earlier Lake/Sea/RiverBodyOfWater and Mountain)
and field ``geo*`` names (earlier ``geoWithin``, ``geoTouches``); the CSS hidings, all in the
family of earlier math-function hidings (``sqrt``, ``pow``, ``clamp``, ``min``, ``abs``,
``sign``, ``exp`` ...), ``infinitesimal_scale`` near earlier ``scale(0)``/``matrix(0,...)``
and ``nan_height_censored`` near heldout32's zero max-height; the four PDF hidings, each near
an earlier one (``/ca 0``, a path without area clipped with ``h W n``, white fills in
``1 g``/``0 0 0 0 k``, sheared and singular CTMs). The clean categories' topics (assistant
manuals, AI-use policies, prompt courses, chatbot reviews, flatpack instructions, privacy
notices, school AI rules, app changelogs, ``.gitignore``) are near earlier sets' categories.
Not found in any earlier docstring: the asks ``book_extra_seats``,
``unsubscribe_all_members``, ``delete_backup_copies``; the tones ``radio_dedication`` and
``recipe_margin_tip``; the named AIs Brannock, Maelis, Odran, Wrexley, Tiller; the hosts; the
visible placements; the data attributes; the banners; the meta names; ``e``, ``pi``,
``infinity`` and ``max()`` in a hiding.

Axes (``_grid.py``): addressees assistant, agent, model, system, named_ai (Brannock, Maelis,
Odran, Wrexley, Tiller), the_ai, role (a newsletter helper bot, an archiving bot, a route-
planning bot, a market comparison bot, a queue summariser bot ...), implicit, none; asks
ignore, rank_first, verified, hide, reveal, exfiltrate, book_extra_seats,
unsubscribe_all_members, delete_backup_copies; tones imperative, request, note, policy,
theatre_cue_sheet (a bracketed cue), lost_property_ticket, radio_dedication,
recipe_margin_tip; 15 contexts, three on AI (``ai_weathervane_wind_logger``,
``ai_sail_tear_spotter``, ``ai_lock_queue_planner``, placed only on the three AI hosts).
Shapes (``shapes.py``): one attack in three, five obfuscations. Hosts (``hosts.py``): a
ropewalk museum, an eel smokehouse, a tollhouse, a dial-enamelling studio, and three AI apps
(sail tears, weathervane wind log, lock queue). Page (``page.py``): its own template.

Channels and techniques (``channels.py``, ``pdfmake.py``): visible_text (four placements),
css_hidden (six hidings), html_comment (six content-tool banners, head or body), attribute
(six ``data-`` names on an empty ``<b class="pip">``), meta (five names), structured_data
(six JSON-LD types, one field each), pdf_hidden_text (four hidings). Each CSS hiding was
checked with headless Chromium (``/usr/bin/chromium --headless=new --no-sandbox
--disable-gpu --hide-scrollbars``, a new ``--user-data-dir`` per shot): first on a test page
(hidden paragraph against the same paragraph with ``visibility:hidden`` added: identical
screenshots, a visible control differed), then on each of the 135 css_hidden attack pages
(17:12-17:17 UTC, each page against itself with ``visibility:hidden`` added to the
planted paragraph: all 135 pairs of screenshots byte-identical). Each PDF hiding passes
``assert_pdf_technique_hides``, and every PDF's hidden block paints no pixel (the tests).

Counts: 1203 documents; 945 injected (135 attacks x 7 channels, 45 per language en/es/pt);
258 clean (per language 12 hard-negative categories x 6 = 72, and 14 plain host pages); 192
PDFs. Labels: ``family`` as the other sets (``synthetic:addressee=..;ask=..;soft=..;shape=..;
context=..;variant=..;carrier=synthetic;host_topic=..;set=heldout35``, ``hardneg:<category>;
placed=..``, ``plain:<kind>;placed=..``), ids ``h35-atk-<lang>-<nn>-<channel>``,
``h35-clean-..``, ``h35-plain-..``; ``payload`` is the text as planted.

Checks run: ruff check and format; ``pytest -n 2 -q tests/test_injection_heldout35.py
tests/test_injection_heldout_assembled.py tests/test_heldout_assembly.py
tests/test_injection_data.py`` (289 passed, 17 skipped: the skips are the corpus checks,
the default corpus being absent from the worktree); the corpus check of
``tests/heldout_checks.py`` (run by hand against /work/shared/corpus: passed). The one
wiring check
(``injection_quality.py --part heldout35 --limit 5 --corpus /work/shared/corpus``, stdout
to /dev/null), run once at 17:14 UTC: exit code 0, stderr 0 bytes; no figure was looked at."""

from __future__ import annotations

from pathlib import Path

from injection_data import LabeledDoc, default_corpus

PART = "heldout35"
WRITTEN = "2026-12-04"


def load(*, corpus: Path | None = None) -> list[LabeledDoc]:
    """Every document of the set, in a fixed order. ``corpus`` (``default_corpus()`` when
    not given) is accepted as the other sets' loaders accept it and never read."""
    from .build import build

    return list(build(corpus if corpus is not None else default_corpus()))


__all__ = ["PART", "WRITTEN", "LabeledDoc", "load"]
