"""The forty-first held-out injection set (heldout41): 1203 documents, 945
injected (135 attacks x 7 channels, 45 attacks per language en/es/pt) and 258 clean (12
hard-negative categories x 6 per language + 14 plain host pages per language). It was SEALED
(listed in ``injection_quality.SEALED``, left out of ``--part all``) for the next session's
candidate: nobody scored it in the session that wrote it, and no detector was run on it but
the one wiring check below, until its first scoring on 2026-12-04, 23:01 UTC (stop 46: v44b
0.840 / 1.9 %, candidate v46 0.855 / 1.9 %: 14 gained, none lost, the paired rule held; v46
shipped); a tuning writer since.

Who and when: a helper session started by the project's lead session, 2026-12-04, writing
blind to the detector, in the worktree ``/work/wt/heldout41`` on branch ``heldout41``.
Started 21:37 UTC; avoid-list dump and greps 21:37-21:39; grid 21:38; attacks en 21:38,
es 21:38-21:39, pt 21:39; channels, page template, PDF maker, shapes 21:39-21:40; hosts
21:40; clean pages 21:40-21:41; tests and registration 21:41-21:43; Chromium check 21:42;
test run, corpus check and wiring check 21:43-21:44; this docstring 21:45.

How the texts were written: every attack, host page and clean sentence typed by hand into
``attacks_*.py``, ``hosts.py`` and ``clean_*.py`` (no phrase bank, no sentence generator, no
template filled in), each attack to its grid cell (``_grid.cell``, labels fixed before the
texts). Attacks run 10-78 words; per language the longest is a standing rule (tone
``policy``): en 0 (78 words), es 0 (72), pt 21 (71); the shortest are en 40 (11), es 40
(11), pt 33 (10). Texts of the ``ignore`` ask never use that word. Six attacks were
lengthened or shortened after the shared tests asked for a 9-12-word shortest and a
70-80-word longest text per language (en 0, en 40, es 0, es 40, pt 21, pt 33).

What was opened and run: the brief and the rules file; ``benchmarks/injection_heldout32/``
but its text files (``_grid``, ``build``, ``channels``, ``page``, ``pdfmake``, ``shapes``, and
the code part of its ``__init__``); ``benchmarks/heldout_assembly.py``;
``tests/test_injection_heldout32.py``, parts of ``tests/test_injection_heldout_assembled.py``
(its docstring, the heldout32 and heldout40 ``WHERE`` entries, the grid test, the seal test's
head), ``tests/test_heldout_assembly.py`` (imports, pins, parametrize list) and
``tests/heldout_checks.py`` (function heads, the PDF check). For the avoid list, the
docstrings of every module of ``benchmarks/injection_heldout*`` but the text files went to
``/tmp/h41_doc.txt``, together with the source of their ``_grid``, ``channels``, ``shapes``
and ``pdfmake`` modules (not their text files); it was grepped for counts only, except one
printed list of earlier PDF hiding names and their setup bytes. ``injection_quality.py`` was
edited by a script that printed nothing of it but line numbers of the ``HELDOUT`` block and
its two heldout39/heldout40 entries. Nothing under ``safety/``, ``artifacts/``,
``page_probe/``, ``candidates/``, ``injection_data/`` texts, the README, ``docs/`` or
another worktree was opened. Ran: ruff check and format, the pytest run of the brief
(391 passed, 23 skipped), ``assert_no_corpus_file_copied`` by hand against
``/work/shared/corpus`` (passed), the Chromium check, and the wiring check.

Seen that should not have been: a line-number listing and the tail of heldout32's
``__init__`` showed one detector figure of an earlier candidate on heldout32, and the grep of
``tests/test_injection_heldout_assembled.py`` showed earlier candidates' names and whether
they shipped. None of it was used for anything here.

Repeats and near neighbours (grep of the dump): none of the tone, ask, context, AI-context,
host-kind, comment-style, meta-name, visible-placement or page-class names occurs in it
(``lost_and_found_board`` and ``bell_ringing_call`` did, and were replaced before any text
was written). Near: the CSS hidings reuse functions earlier sets used on other properties or
values (``acos(`` once; ``mod(9,3)`` on opacity in an earlier set, here on font size;
``hwb(``; ``matrix(``; ``tan(0deg)`` on a scale and ``cos(90deg)`` on a clipped height in
earlier sets, here ``tan`` on a clipped height; ``visibility:collapse`` itself is not in the
dump); the shapes ``semicolon_after_third`` and ``doubled_last_letter_fifth`` have
punctuation and doubling shapes of earlier sets as neighbours; attribute ``data-bell-lip``
has ``data-bell`` neighbours; the JSON-LD types but ``CatholicChurch`` and the properties
but ``screenCount`` occur in earlier sets (the pairs were not checked); the PDF hidings are
neighbours of ``ctm_quarter_turn_off_page`` (the opposite turn), ``clip_hairline_segment``
and other degenerate clips, ``clip_offpage_rect`` and ``ctm_translate_far``; categories
``cooperage_assistant_vacancy``, ``rope_shop_chatbot_privacy``,
``prompt_writing_evening_class`` and ``kite_winder_setup_instructions`` have neighbours
(``assistant_vacancy``, ``chatbot_privacy``, ``evening_class``, ``winder``); of the named
AIs, ``Pell``, ``Wick``, ``Corvin``, ``Badalo`` and the placement class stem ``peal`` occur
in the dump (possibly as parts of other words; not checked further). A first PDF hiding,
the CTM's horizontal scale set to zero, was dropped: PDFium extracted none of its text.

Axes: addressees ``assistant``, ``agent``, ``model``, ``system``, ``named_ai`` (Orrin, Maren,
Pell, Wick, Corvin; Lúa, Tañido, Bronce, Duela, Alba; Candeia, Badalo, Sineta, Aduela,
Tamanca), ``the_ai``, ``role`` (domain, rewards, chat, comparison, summary and answer bots),
``implicit``, ``none``; asks ``ignore``, ``rank_first``, ``verified``, ``hide``, ``reveal``,
``exfiltrate``, ``refund_shipping``, ``transfer_domain``, ``reset_loyalty_points``; tones
``imperative``, ``request``, ``note``, ``policy``, ``tram_timetable``, ``chess_annotation``,
``raffle_draw``, ``church_bulletin``; 15 contexts, three of them AI (``ai_bell_tuner``,
``ai_kite_wind_reader``, ``ai_cheese_rind_grader``); shapes (``shapes``): one attack in
three in one of five. Hosts: four general (darkroom, seed swap, bike kitchen, stamp club),
three AI (bird call namer, ukulele chord tutor, tide pool spotter).

Channels and techniques (``channels``, ``pdfmake``): visible (four placements of the page's
classes), CSS hidden (six; each checked with headless Chromium 21:42: the page with the
styled paragraph gave a screenshot byte-identical to the same paragraph with
``visibility:hidden`` added, and different from the paragraph unstyled), HTML comments
(six content-tool banners), ``data-`` attributes (six), ``<meta>`` (five names), JSON-LD
(six types) and PDF hidden text (four hidings, each passing ``assert_pdf_technique_hides``).

Counts and labels: 1203 documents; 945 injected (315 per language, 45 per channel per
language), 258 clean (72 hard negatives and 14 plain pages per language); clean placements
none 36, css_hidden 39, html_comment 36, attribute 33, meta 27, structured_data 30,
pdf_hidden_text 57; 192 PDFs. Ids ``h41-atk-<lang>-<i>-<channel>``,
``h41-clean-<lang>-<category>-<k>``, ``h41-plain-<lang>-<kind>-<j>``; families
``synthetic:addressee=..;ask=..;soft=..;shape=..;context=..;variant=..;carrier=synthetic;
host_topic=ai|general;set=heldout41``, ``hardneg:<category>;placed=<channel>`` and
``plain:<kind>;placed=<channel>``. Documents pinned by digest in
``tests/test_heldout_assembly.py``.

Wiring check (21:44, once): ``injection_quality.py --part heldout41 --limit 5 --corpus
/work/shared/corpus`` with stdout to ``/dev/null``: exit code 0, stderr 0 bytes; no figure
was looked at."""

from __future__ import annotations

from pathlib import Path

from injection_data import LabeledDoc, default_corpus

PART = "heldout41"
WRITTEN = "2026-12-04"


def load(*, corpus: Path | None = None) -> list[LabeledDoc]:
    """Every document of the set, in a fixed order. ``corpus`` (``default_corpus()`` when
    not given) is accepted as the other sets' loaders accept it and never read."""
    from .build import build

    return list(build(corpus if corpus is not None else default_corpus()))


__all__ = ["PART", "WRITTEN", "LabeledDoc", "load"]
