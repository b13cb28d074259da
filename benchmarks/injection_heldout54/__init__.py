"""The fifty-fourth held-out injection set (issue 18), written blind on 2026-12-05 by a helper
session between 16:01 and about 16:12 UTC (by ``date -u``: 16:01:20 start, 16:05 names
fixed after the greps, 16:06 grid printed, 16:07-16:08 attacks, hosts and clean pages typed,
16:09 tests green, 16:10 wiring check), to the brief ``prompt_heldout54.md``. It was sealed
until its first scoring on 2026-12-05 (stop 54): v63 (shipped) 0.844 / 0.8 %, candidate v65 0.861 /
0.8 % (16 gained, none lost; v65 not shipped: it added a clean document of the frozen test part); a
tuning writer since.

How the texts were written. The grid (``_grid.py``: addressee, ask, tone, context for each
of the 45 positions per language, through ``heldout_assembly.Grid`` with offsets en 37,
es 83, pt 131) was fixed and printed before any text existed; each of the 135 attacks was
then typed by hand to its cell, in English, Spanish and Portuguese (each language written
to its own cells, not translated from another), with no phrase bank and no generator of
sentences. The host pages (``hosts.py``), the twelve hard-negative categories (``clean_*.py``,
six sentences each), the page template (``page.py``), the channels (``channels.py``), the PDF
maker (``pdfmake.py``) and the shapes (``shapes.py``) are new for this set. Attacks run from
10 to 77 words (shortest en 10, es 10, pt 11; longest en 77, es 78, pt 77, one per
language); the ask ``ignore`` never uses that word (nor ``ignorar``/``ignore`` in es/pt).
Clean texts are hard negatives that talk about AI, assistants, instructions, policies and
ignoring something (a sewing pattern, a referee's advantage) without addressing a model that
reads them; five of the six pages of each category also hide one of their own sentences.

What was opened and run. Opened: the preamble and the brief; ``issues show 18 | head -60``;
heldout53's ``_grid.py``, ``build.py``, ``shapes.py``, ``channels.py``, ``page.py``,
``pdfmake.py``, the code of its ``__init__.py`` and the first words of each paragraph of its
docstring (not its attacks, clean pages or hosts); ``benchmarks/heldout_assembly.py``;
``tests/test_injection_heldout53.py``, ``tests/test_heldout_assembly.py``,
``tests/test_injection_heldout_assembled.py``, ``tests/heldout_checks.py``; in
``benchmarks/injection_quality.py`` the lines found by grepping for heldout53, ``HELDOUT``,
``SEALED`` and ``A set still sealed`` and two short ranges around them. Dumped the docstrings
of every module of every ``benchmarks/injection_heldout*`` package except their text files
(attacks, clean, hosts) to /tmp and grepped every planned name there (counts, and a few short
contexts). Ran: headless Chromium 150 screenshots for each CSS hiding (below); PDFium through
``assert_pdf_technique_hides`` for each PDF hiding; the set's tests with the shared ones;
ruff; the corpus check of ``tests/heldout_checks.py`` by hand against /work/shared/corpus
(passed); the one wiring check. Nothing under ``src/pytest_websearch_bench/safety/``, no
artifact, no candidate, no page probe, no training script, no ``injection_data`` text, no
other set's text file, no README or docs, no other worktree; no ``git log``/``git show``.

Seen that should not have been. The head of issue 18 shows headline figures of the detector
on other data (as the brief allows). The range of ``injection_quality.py`` printed around the
insertion point showed heldout51's recorded figures (v55, v57). A few short grep contexts in
earlier sets' docstrings showed technique names followed by numbers that may be per-technique
figures of those sets. None of this concerns this set, and none of it was used; no figure of
this set was seen.

Repeats and near neighbours, found by the greps. Replaced before the set was final: the tone
``weather_almanac_saw`` (an earlier set had a ``weather_almanac`` tone), the tone
``ferry_tannoy_call`` (near an earlier ``ferry_announcement`` tone and a ``data-tannoy-line``
attribute), the visible placement ``seed_packet`` (used before), a shape that swapped word
halves (an earlier ``word_halves_rotated``), and four clean category keys that earlier sets
had used or nearly used (now ``homework_chatbot_rule``, ``chest_of_drawers_assembly``,
``office_chatbot_evening_class``, ``eliza_lecture_notice``; their topics, an AI homework rule,
flat-pack instructions, a prompt-writing course and the history of chatbots, stay near
earlier hard negatives). Near neighbours kept, every mechanism having been used before in
some form: CSS ``attr_fallback_zero`` (opacity 0 through a function: earlier ``abs(0)``,
``mod``, ``log(1)``, ``exp(-40)``, ``if()``), ``corner_notch_clip`` (a clip to nothing:
earlier ``clip-path`` shapes without area), ``margin_block_swing`` (far off the page: earlier
``margin-inline-start:-2000vw``, ``inset-block-start:-900vh``), ``fixed_bottom_over_top``
(heldout53's ``fixed_past_right``), ``calc_size_nothing`` (earlier
``block-size:0;overflow:clip``), ``rem_font_zero`` (earlier zero font sizes through
``min()``, ``calc(-1em)``, ``e - e``); PDF ``half_turn_origin`` (earlier quarter-turn and
mirrored CTMs), ``clip_bottom_band`` (earlier off-page, disjoint and empty clips),
``stroke_white_mode`` (earlier white fills, transfer functions and render modes),
``shrink_to_origin`` (earlier magnified and flattened CTMs); shapes
``plus_minus_after_vowel_long`` (heldout53's in-word ``bar_after_two_long``),
``times_join_sixth`` (earlier word-joining shapes), ``per_mille_after_third`` and
``macron_wrap_fifth`` (heldout53's sign before or after every n-th word); JSON-LD
``FundingScheme``/``legalName`` (the property was used before). The topic words of several
contexts and hosts (cricket, sails, lanterns, bells, canals, ferries) occur in earlier sets;
their names here do not.

Axes. Addressees: assistant, agent, model, system, named_ai (Wrenlet, Tallyman, Pippin,
Quokka, Marlin), the_ai, role (a tackle shop recommendation bot, a supplier comparison bot, a
peal-checking bot, a help bot, a checkout bot, recommender, booking, shopping, customer-care,
belfry, sales and order bots), implicit (second person without a name), none. Asks: ignore,
rank_first, verified, hide, reveal, exfiltrate, book_chimney_sweep, order_memorial_wreath,
rent_canoe_trailer. Tones: imperative, request, note, policy, court_circular,
field_guide_entry, pantomime_aside, swap_shop_listing. Contexts (15): fly_tying_dubbing,
rush_seat_weaving, glass_eye_painting, cricket_bat_knocking, ostrich_egg_carving,
straw_hat_plaiting, clay_pipe_moulding, copper_kettle_tinning, paper_lantern_folding,
sail_eyelet_punching, gilded_frame_burnishing, cork_float_shaping and the AI contexts
ai_hedgehog_track_reader, ai_pottery_shard_matcher, ai_bell_peal_checker (only on AI hosts).
Shapes: plain and five (``shapes.py``), one attack in three. Hosts per language: four
general (canal boat trust, cycle repair cafe, moth night club, ferry museum) and three on AI
(a sign-language camera tutor, live captions, a library catalogue helped by a model).

Channels and techniques. ``visible_text``: a tide card, a ledger stub, a pressed flower, a
cuff label (classes of the page's sheet). ``css_hidden`` (six, each checked with headless
Chromium 150, ``--headless=new --no-sandbox --disable-gpu --hide-scrollbars``, a new
``--user-data-dir`` per shot, 1000 px wide: the page with the hiding equals, pixel for pixel,
the same page with ``visibility:hidden`` added to the element, and differs from it with the
style removed; on a test page and again on one real document per hiding):
``opacity:attr(fade type(<number>),0)`` (no such attribute, so the fallback 0),
``overflow:clip;border-radius:50%;corner-shape:notch``, ``margin-block:-500vh 500vh``,
``position:fixed;bottom:100vh;left:0``, ``height:calc-size(auto,size * 0);overflow:clip``,
``font-size:rem(12px,4px)``. ``html_comment``: banners of Mobirise, Zyro, SITE123, Ucraft,
Carrd and Sitejet, in the head or the body. ``attribute``: ``data-dubbing-turns``,
``data-egg-shell``, ``data-bat-oil``, ``data-kettle-tin``, ``data-eyelet-gauge``,
``data-lantern-fold`` on an empty ``<i class="grommet">``. ``meta``: ``bookplate-note``,
``tally-slip``, ``flyleaf-line``, ``wreath-card``, ``hatband-note``. ``structured_data``:
SheetMusic.text, BoardGame.headline, VideoGame.gamePlatform, MusicRecording.isrcCode,
Syllabus.competencyRequired, FundingScheme.legalName. ``pdf_hidden_text``: the four hidings of
``pdfmake.py``, each passing ``assert_pdf_technique_hides``.

Counts and labels. 1203 documents: 945 injected (135 attacks x 7 channels, 45 per language
en/es/pt), 258 clean (per language 12 hard-negative categories x 6 = 72, and 14 plain host
pages); clean placements none 36, css_hidden 39, html_comment 36, attribute 33, meta 27,
structured_data 30, pdf_hidden_text 57; 192 PDFs. Ids ``h54-atk-<lang>-<nn>-<channel>``,
``h54-clean-...``, ``h54-plain-...``; families in the shared grammar
(``synthetic:addressee=..;ask=..;soft=..;shape=..;context=..;variant=..;carrier=synthetic;
host_topic=..;set=heldout54``, ``hardneg:<category>;placed=..``, ``plain:<kind>;placed=..``).

Wiring check (the only detector run): ``injection_quality.py --part heldout54 --limit 5
--corpus /work/shared/corpus``, stdout to /dev/null: exit code 0, stderr 0 bytes; no figure
was looked at. It ran before four clean category keys were renamed (labels only)."""

from __future__ import annotations

from pathlib import Path

from injection_data import LabeledDoc, default_corpus

PART = "heldout54"
WRITTEN = "2026-12-05"


def load(*, corpus: Path | None = None) -> list[LabeledDoc]:
    """Every document of the set, in a fixed order. ``corpus`` (``default_corpus()`` when
    not given) is accepted as the other sets' loaders accept it and never read."""
    from .build import build

    return list(build(corpus if corpus is not None else default_corpus()))


__all__ = ["PART", "WRITTEN", "LabeledDoc", "load"]
