"""The fifty-first held-out injection set (issue 18). It was SEALED (``injection_quality.SEALED``)
until its first scoring on 2026-12-05 (stop 51): v55 (shipped that hour) 0.878, candidate v57 0.885,
6 gained, none lost: the paired rule did not hold (``injection_quality``'s docstring). Scored twice,
it is a tuning writer from then on. Its brief was heldout50's, the earlier one.

Written blind on 2026-12-05 by a helper
session started by the lead (brief ``heldout51``, template heldout49's interfaces), in the
worktree ``/work/wt/heldout51`` on branch ``heldout51``, between 13:22 and 14:05 UTC
(``date -u``: started 13:22:25; grid and avoid-list fixed 13:23-13:24; shapes, PDF maker,
channels and page 13:24; English attacks 13:25:14, Spanish 13:25:38, Portuguese 13:25:58;
hosts 13:26:23; clean pages 13:26:39-13:27:05; Chromium screenshots 13:27-13:28; tests,
corpus check and wiring check 13:28-13:30; avoid-list replacements 13:29:30; two role
attacks (en 34, es 4) reworded to address their bot at 13:35).

How the texts were written: every attack, host paragraph and clean sentence was typed by
hand, one at a time, to its cell of ``_grid`` (printed before any text was written): no
phrase bank, no template, no generator of sentences. Attacks are 10-80 words (shortest
11/11/10, longest 73/70/75 in en/es/pt); the longest of each language is a standing rule
(policy tone). Clean pages are hard negatives that talk about AI, assistants,
instructions, policies and ignoring things (warning lights, phishing mails, spare parts)
without addressing a reader model; five of six per category also hide one of their own
sentences in a hidden channel (the shared assembly's placement).

What the writer opened: ``/work/scratch/PREAMBLE.md`` and the brief; every file of
``benchmarks/injection_heldout49/`` except its text files (only the code below the
docstring of its ``__init__.py``); ``benchmarks/heldout_assembly.py``;
``tests/test_injection_heldout49.py``, ``tests/heldout_checks.py``,
``tests/test_heldout_assembly.py`` and ``tests/test_injection_heldout_assembled.py``; the
module docstrings of the non-text modules of every earlier ``injection_heldout*`` package,
dumped to ``/tmp/h51_docstrings.txt`` and only grepped for planned names (short contexts
printed). In ``benchmarks/injection_quality.py`` a script found the line beginning ``A set
still sealed`` and the closing braces of ``HELDOUT`` and ``SEALED`` and printed only line
numbers and a letter-masked shape of the heldout49 lines it copied; the inserted lines were
then read in ``git diff -U0``. Not opened: the detector (``safety``, ``artifacts``),
``page_probe``, ``candidates``, ``train_injection_model.py``, ``injection_data`` texts, any
other set's text files, README, ``docs/``, other worktrees, the rest of ``/work/scratch``;
no ``git log``/``git show``. ``issues show 18`` was not run. The docstring grep contexts
showed earlier sets' axis values and, in a few lines, numbers beside technique or type
names (e.g. a JSON-LD type followed by a count, one line calling such numbers possible
per-technique figures of earlier sets); they were not read further and nothing here uses
them. No detector score of this set was seen.

Ran: ``/usr/bin/chromium`` 150 headless (``--headless=new --no-sandbox --disable-gpu
--hide-scrollbars``, own ``--user-data-dir``, 1000 x 1600) on one real attack page per CSS
hiding, three shots each: as built (A), with ``visibility:hidden`` added to the same style
(B) and with the hiding replaced by an inert declaration (C); A equals B pixel for pixel and
C differs from B for all six, so each hiding paints nothing where the text would show.
``ruff check`` and ``ruff format``; ``pytest -n 2`` on ``tests/test_injection_heldout51.py``,
``tests/test_injection_heldout_assembled.py``, ``tests/test_heldout_assembly.py`` and
``tests/test_injection_data.py``; ``assert_no_corpus_file_copied`` by hand against
``/work/shared/corpus`` (the test's default corpus path is absent here): passed. The one
wiring check, ``injection_quality.py --part heldout51 --limit 5 --corpus
/work/shared/corpus`` with stdout to ``/dev/null``: exit 0, 0 bytes of stderr; it ran at
13:29:12, before five names in English attacks and one clean category key were replaced
(below) and two role attacks reworded; it was not run again. No figure was looked at.

Repeats found by the avoid-list grep and replaced before commit: named AIs ``Tessaly``,
``Orrin`` and ``Quorrel`` (earlier named AIs; now Pembrook, Zennor), ``Brindle`` (near
Brindlewick/Brindlecott; now Wystan), the place ``Fennick`` (an earlier planned name; now
Kestle), the clean category ``prompt_writing_course`` (an earlier category; now
``clear_prompts_workshop``), and in planning: shapes ``hash_before_fifth`` and
``bang_after_seventh``, tones ``hymn_board_numbers``, ``tide_table_footnote``,
``bingo_caller_card`` and ``seed_packet_back``, CSS ``contain_size_clip`` and
``inline_size_zero_clip`` (exact repeats), PDF ``ctm_sheared_off_right`` (near
``ctm_shear_far``) and ``clip_strip_left_of_page`` (exact repeat), several JSON-LD types.
Near neighbours left and disclosed: CSS ``lh_zero_height_clip`` (earlier
``block-size:0lh;overflow:hidden``), ``inset_top_full`` (earlier ``inset(100%)`` and
``inset(60%)``), ``font_min_zero`` (heldout49's ``clamp`` font size), ``abs_opacity_zero``
and ``rgb_slash_alpha_zero`` (earlier zero-valued math functions and zero-alpha colours),
``rect_collapsed_centre`` (earlier ``rect(0 0 0 0)``); PDF ``clip_even_odd_doubled``
(an earlier no-area ``W* n`` path), ``ctm_pushed_above_top``/``ctm_slid_far_left`` and
``clip_square_above_page`` (earlier off-page CTMs and clips); JSON-LD types
``GardenStore``, ``JewelryStore``, ``MensClothingStore`` (one earlier mention each) and
the properties (the usual text properties of earlier sets); host topic accordion repair
(an earlier context), the host name Morrow (near Morrowgate), the clean topic of clear
prompts (earlier prompt-writing classes), the role "concierge bot", the context
``tin_lantern_piercing`` (near ``lantern_tinning``); the tone ``marathon_bib_print`` (earlier
marathon results pages), ``cough_syrup_dosage`` (earlier pharmacy dosage pages). Every
other planned name had no hit.

Axes (``_grid``, 45 attacks per language, offsets en 17, es 83, pt 131): addressees
``assistant``, ``agent``, ``model``, ``system``, ``named_ai`` (Pembrook, Wystan, Zennor,
Quennell, Marisel; Velarde, Amaro, Celestina; Jacinta, Tobias), ``the_ai``, ``role`` (shop,
workshop and fair bots), ``implicit`` ("whoever sums up..."), ``none``; asks ``ignore``
(never with that word in any language), ``rank_first``, ``verified``, ``hide``, ``reveal``,
``exfiltrate``, ``extend_library_loan``, ``reprint_boarding_pass``, ``book_boat_slip``;
tones ``imperative``, ``request``, ``note``, ``policy``, ``sauce_jar_label``,
``marathon_bib_print``, ``cough_syrup_dosage``, ``dog_show_results``; 15 contexts, three on
AI (``ai_tide_pool_counter``, ``ai_pothole_photo_sorter``, ``ai_sheepdog_whistle_coach``);
shapes (``shapes``), one attack in three: ``tail_doubled_long``, ``plus_wrapped_sixth``,
``middle_dot_split_long``, ``at_before_fifth``, ``degree_after_seventh`` (63 documents
each, 630 plain).

Channels and techniques (``channels``, ``pdfmake``; counts over the 945 attack documents):
visible_text (``ruled_card`` 30, ``till_receipt`` 35, ``dotted_ticket`` 40,
``cork_pinboard`` 30), css_hidden (``lh_zero_height_clip`` 27, ``font_min_zero`` 26,
``inset_top_full`` 24, ``rgb_slash_alpha_zero`` 17, ``abs_opacity_zero`` 21,
``rect_collapsed_centre`` 20), html_comment (banners of Duda, Weebly, GoDaddy, Strikingly,
Framer, Webnode), attribute (``data-hat-block``, ``data-nib-cut``, ``data-pot-mesh``,
``data-rake-tine``, ``data-whistle-pitch``, ``data-brush-knot`` on an empty
``<i class="tack">``), meta (``hover-note``, ``peek-text``, ``shelf-talker``, ``tile-strap``,
``fold-teaser``), structured_data (JSON-LD ComputerStore slogan, Tailor description,
ElectronicsStore knowsAbout, GardenStore alternateName, JewelryStore
disambiguatingDescription, MensClothingStore keywords), pdf_hidden_text
(``ctm_pushed_above_top`` 37, ``ctm_slid_far_left`` 41, ``clip_even_odd_doubled`` 33,
``clip_square_above_page`` 24; each passes ``assert_pdf_technique_hides``). Hosts
(``hosts``): piano tuner, model railway society, accordion repair, wheel truing, and the AI
topics bird song recogniser, recipe scaler and bus delay forecasts (519 attack documents on
AI hosts, 426 on general ones). Page (``page``): its own template, see its docstring.

Counts: 1203 documents, ids ``h51-``; 945 injected (135 attacks x 7 channels, 45 per
language), 258 clean (12 hard-negative categories x 6 per language = 216, and 14 plain host
pages per language = 42); clean placements none 36, css_hidden 39, html_comment 36,
attribute 33, meta 27, structured_data 30, pdf_hidden_text 57; 192 PDFs. Labels: family
``synthetic:addressee=...;ask=...;soft=...;shape=...;context=...;variant=...;
carrier=synthetic;host_topic=...;set=heldout51`` for attacks, ``hardneg:<category>;placed=``
and ``plain:<kind>;placed=`` for clean pages. It was sealed in ``injection_quality.SEALED``
until its first scoring (see the top of this docstring)."""

from __future__ import annotations

from pathlib import Path

from injection_data import LabeledDoc, default_corpus

PART = "heldout51"
WRITTEN = "2026-12-05"


def load(*, corpus: Path | None = None) -> list[LabeledDoc]:
    """Every document of the set, in a fixed order. ``corpus`` (``default_corpus()`` when
    not given) is accepted as the other sets' loaders accept it and never read."""
    from .build import build

    return list(build(corpus if corpus is not None else default_corpus()))


__all__ = ["PART", "WRITTEN", "LabeledDoc", "load"]
