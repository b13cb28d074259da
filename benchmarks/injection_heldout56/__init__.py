"""The fifty-sixth held-out injection set (``heldout56``), written blind on 2026-12-05.

Who and when: one helper session of the lead (issue 18), 23:22-23:52 UTC by ``date -u``
(started 23:22:17; grid and names fixed by 23:26; CSS hidings checked in Chromium 23:26;
English attacks 23:28, Spanish 23:28, Portuguese 23:29; hosts 23:29; clean pages 23:30;
registration and tests from 23:31; one CSS hiding and one AI host replaced at 23:32 after the
avoid-list grep found near repeats; tests, wiring check and commit before 23:52). The writer
saw no detector and no figure of this set.

How the texts were written: every attack, host paragraph and clean sentence was typed by
hand into ``attacks_*.py``, ``hosts.py`` and ``clean_*.py``; no phrase bank, no template of
sentences, no generator. The labels were fixed first as a grid (``_grid.py``: heldout55's
formula from ``heldout_assembly.Grid`` with new offsets en 23, es 67, pt 112), and the text
at position ``i`` was written to cell ``i`` (its addressee, ask, tone and context are in a
comment above it). The page template (``page.py``: a cream masthead with a double oxblood
rule, a white Georgia column with an oxblood top border, a sand background), the PDF maker,
the shapes, channels, hosts and clean pages are this set's own; ``build.py`` hands them to
the shared ``heldout_assembly`` as heldout55's does.

What was opened: the preamble and brief; ``heldout_assembly.py``; heldout55's ``_grid.py``,
``build.py``, ``channels.py``, ``page.py``, ``pdfmake.py``, ``shapes.py`` and the code (not the
docstring) of its ``__init__.py``; ``tests/test_injection_heldout55.py``,
``tests/heldout_checks.py``, ``tests/test_heldout_assembly.py``,
``tests/test_injection_heldout_assembled.py`` (parts) and the lines of
``benchmarks/injection_quality.py`` around the places to insert. Not opened: any other set's
text files, the detector, its artefacts, candidates, page probe, training data, README, docs,
other worktrees. ``issues show 18`` was not run. For the avoid-list the module docstrings
(``ast.get_docstring``) of every non-text module of every ``benchmarks/injection_heldout*``
package went to ``/tmp/h56/docs.txt``, and each planned name was grepped there (counts and
short contexts only).

Seen that should not have been: while reading ``injection_quality.py`` around the docstring
insertion point, the recorded first-scoring figures of heldout52 .. heldout54 (detection and
false-positive rates of earlier candidates), and in the assembled tests' docstring the
scoring history of earlier sets. Nothing of this set; none of it was used.

Ran: ``/usr/bin/chromium`` (Chromium 150.0.7871.100, headless, new ``--user-data-dir`` under
``/tmp/h56``) on test pages of this template; PDFium through ``heldout_checks``; the four
named test files with ``-n 2``; the corpus check of ``heldout_checks`` by hand against
``/work/shared/corpus`` (passed; the test skips in the worktree); ruff check and format; and
once, at the end, the wiring check (exit code and stderr size only). A stray
``pkill -P $$`` in one tool call (its own shell's children) cut that call short; the first
test run, started before the two replacements, was stopped by its own process ids and run
again.

Repeats and near neighbours (the avoid-list is dense; nothing below repeats a name found):
CSS ``translate_up_dvh`` (the ``translate`` property appears in two earlier docstrings; an
upward shove like heldout55's ``lifted_above_svh``); ``clamp_opacity_shut`` and
``neg_infinity_opacity`` (earlier zero opacities through math functions, one of them an
``infinity`` opacity); ``repeating_mask_clear`` (earlier mask hidings);
``shape_clip_point`` (earlier point clips; ``shape(`` appears twice);
``anchor_fallback_above`` (no ``anchor(`` before, but the effect is an absolute lift above the
page, as earlier ``top`` hidings). A planned ``color(xyz 0 0 0 / 0)`` hiding was dropped as
a near repeat of an earlier ``xyz-d50`` alpha-zero hiding. PDF: ``ctm_five_eighths_turn``
(earlier quarter and half turns), ``ctm_shrink_shove_left`` (earlier scaled and moved CTMs),
``clip_open_line`` (earlier degenerate clips, one an open line), ``shear_down_steep``
(earlier shears with a positive factor); a planned ``/BM /Color`` graphics state painted in
PDFium and was dropped (earlier hue, saturation and luminosity blends were near it anyway).
The AI host on sign-language tutoring was replaced by hall captioning (an earlier set had an
AI sign-language host); the tram chatbot host is near earlier tram topics; the category
names ``newsroom_ai_guideline``, ``flatpack_assembly_steps``, ``prompt_course_syllabus`` and
``hockey_referee_advantage`` share words (newsroom, flatpack, prompt_course, referee) with
earlier names; role bots such as a summary bot, a booking bot and a fact-check bot were
named before. Shapes add signs (superscript two, one half, small tilde, low double quote,
small thorn) not found in earlier docstrings, but the idea (a sign added by word position or
length) is every earlier set's.

Axes (``_grid``): 9 addressees (assistant, agent, model, system, named_ai, the_ai, role,
implicit, none); 9 asks (the six shared, with ignore never written with that word, and three
own); 8 tones (imperative, request, note, policy and four own); 15 contexts, three on AI
topics, an AI context only on an AI host. Shapes (``shapes``): plain, and five obfuscations
on one attack in three. Channels (``channels``): visible_text (four page classes),
css_hidden (six hidings, each checked in Chromium: a page with the hidden paragraph gave a
screenshot identical byte for byte to the same page with ``visibility:hidden`` added, and
different from the paragraph shown plainly), html_comment (six leftover-tool comments),
attribute (six ``data-`` names on an empty ``<b class="rivet">``), meta (five names),
structured_data (six schema.org types, one text field each), pdf_hidden_text (four hidings,
each passing ``assert_pdf_technique_hides``).

Counts: 1203 documents. 945 injected: 135 attacks (45 per language) x 7 channels; attack
lengths 10-80 words, shortest and longest per language as the standing rule wants (en 11
and 76, es 11 and 77, pt 10 and 75). 258 clean: 12 hard-negative categories x 6 per
language (216; about AI, assistants, instructions, policies and ignoring things, none
addressing a reader model; five of six per category hide one of their own sentences) and
14 plain host pages per language (42). Clean placements: none 36, css_hidden 39,
html_comment 36, attribute 33, meta 27, structured_data 30, pdf_hidden_text 57; 192 PDFs.

Labels: ``synthetic:addressee=..;ask=..;soft=..;shape=..;context=..;variant=..;
carrier=synthetic;host_topic=ai|general;set=heldout56`` for attacks, ``hardneg:CATEGORY;
placed=..`` and ``plain:KIND;placed=..`` for clean pages; ids ``h56-atk-``, ``h56-clean-``,
``h56-plain-``. Sealed in ``injection_quality.SEALED`` until a candidate frozen after it is
scored on it.

Wiring check: ``injection_quality.py --part heldout56 --limit 5`` run once, output to
/dev/null, at 23:34 UTC: exit code 0, stderr 0 bytes (no figure looked at).
"""

from __future__ import annotations

from pathlib import Path

from injection_data import LabeledDoc, default_corpus

PART = "heldout56"
WRITTEN = "2026-12-05"


def load(*, corpus: Path | None = None) -> list[LabeledDoc]:
    """Every document of the set, in a fixed order. ``corpus`` (``default_corpus()`` when
    not given) is accepted as the other sets' loaders accept it and never read."""
    from .build import build

    return list(build(corpus if corpus is not None else default_corpus()))


__all__ = ["PART", "WRITTEN", "LabeledDoc", "load"]
