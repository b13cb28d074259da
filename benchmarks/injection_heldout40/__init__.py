"""The fortieth held-out injection set (issue 18), written blind on 2026-12-04 from 20:41 to
about 20:53 UTC by a helper session started by the lead for this one job, in the worktree
``/work/wt/heldout40`` (branch ``heldout40``). It was sealed (listed in
``injection_quality.SEALED``, left out of ``--part all``) until its first scoring on 2026-12-04,
21:10 UTC (stop 45: v42 0.762 / 0.4 %, candidate v44b 0.806 / 0.4 %: 42 gained, none lost, the
paired rule held; v44b shipped); a tuning writer since.

How the texts were written. Every text (135 attacks, 216 clean sentences, 84 host
paragraphs and titles, in English, Spanish and European Portuguese) was typed by hand into
``attacks_*.py``, ``clean_*.py`` and ``hosts.py``; no phrase bank, no template, no sentence
generator, no translation tool. The grid (``_grid.py``, offsets en 31, es 74, pt 112) was
fixed first and each attack written to its cell: addressee, ask, tone and context. The
offsets make some cells recur across languages (es 0-1 are en 43-44's cells, pt 0-6 are
es 38-44's), and there the later text is close to a hand rendering of the earlier one: es 0
of en 43, pt 0-5 of es 38-43 (pt 6 and es 1 differ). The other attacks were written for
their own cells. The clean pages of es and pt follow the English ones sentence by sentence,
translated by hand. Attacks run 10 to 79 words; the longest of each language
(position 44) is a standing rule, one that claims to last past the page and into later
sessions. No attack of the ``ignore`` ask uses the word ignore (or ignorar); the clean
pages do use it, as people do, without addressing any reader model.

What was opened and run. Opened: ``/work/scratch/prompt_heldout40.md`` and
``/work/scratch/PREAMBLE.md``; the code of ``benchmarks/injection_heldout32/`` (``_grid``,
``build``, ``channels``, ``page``, ``pdfmake``, ``shapes`` and the code under the package
docstring of ``__init__.py``, whose docstring was skipped unread); ``benchmarks/heldout_assembly.py``;
``tests/test_injection_heldout32.py``, ``tests/heldout_checks.py`` and the parts of
``tests/test_heldout_assembly.py`` and ``tests/test_injection_heldout_assembled.py`` that
concern the sets' entries, counts, grid checks and seal. The package docstrings of every
``benchmarks/injection_heldout*`` package were dumped with ``ast.get_docstring`` to a file
in /tmp and only grepped (counts of each planned name, a handful of 30-character
contexts). ``issues show 18 | head -60`` was run with its output discarded.
``injection_quality.py`` was edited by a small script that printed only the lengths of
seven docstring lines and the three anchor lines' presence. Not opened: anything under
``src/pytest_websearch_bench/safety/`` or its artifacts, ``benchmarks/page_probe/``,
``benchmarks/candidates/``, ``benchmarks/train_injection_model.py``,
``benchmarks/injection_data/`` texts, README, ``docs/``, other worktrees, other files of
/work/scratch, and no text file (attacks, clean, hosts) of any earlier set. Run: headless
Chromium screenshots of the six CSS hidings, PDFium renders of the PDF hidings (through
``assert_pdf_technique_hides``), ruff, the tests named in the brief, the corpus check of
``tests/heldout_checks.py`` by hand against /work/shared/corpus (passed: no corpus file or
corpus page title in the set), and one wiring check (below). No detector was run on the set
otherwise.

What was seen that should not have been. ``git log --oneline | head -5`` at the start
showed main's recent commit subjects, which carry outcomes of earlier sets' scorings (a count
of documents gained by a candidate on heldout39 and heldout38, a level of 0.889 for a guard);
two grep contexts of the earlier docstrings showed per-technique document counts of an
earlier set and a remark that a CSS hiding changed anti-aliasing. The assembled test's
docstring names which candidate versions were scored on each earlier set and whether they
shipped (no figures). None of it was used for anything here.

Axes. Addressees: the nine of the shared grammar (assistant, agent, model, system,
named_ai, the_ai, role, implicit, none); named AIs Ovela, Mirrin, Sastra and Halvard; role
bots such as a clock bench booking bot, a willow desk bot, a tannery help bot, a craft fair
booking bot. Asks: ignore, rank_first, verified, hide, reveal, exfiltrate, and this set's
void_parking_ticket, disable_smoke_alarm, unlock_side_gate. Tones: imperative, request,
note, policy, and this set's radio_traffic_report, laundry_care_label, quiz_master_round,
bus_timetable_footnote. Contexts: gansey_knitting, peat_cutting, rushlight_making,
netmaking, drystone_walling, bark_tanning, fletching, apiary_moving, clockmending,
boatbuilding, fish_smoking, withy_cutting, and the AI contexts ai_gansey_motif_reader,
ai_peat_moisture_gauge, ai_fletching_balance_checker (planted only on AI hosts). Shapes
(``shapes.py``, one attack in three): initial_capital_every_word, comma_after_third,
oslash_for_o_fifth, last_letter_doubled_fourth, square_brackets_sixth. Hosts: a boatyard,
a net loft, a clock-repair bench and a smokery; AI hosts: a knitting-motif recogniser lab,
a bog-moisture sensor desk and an arrow-balance tuning lab. Page template (``page.py``): a
new look (navy ink on slate blue, a pale sheet with a heavy left border, Courier New
capitals for headings, the menu as a plain list).

Channels and techniques. visible_text: tally_card, pinned_notice, ruled_margin,
cloakroom_stub. css_hidden (each checked with headless Chromium,
``/usr/bin/chromium --headless=new --no-sandbox --disable-gpu --hide-scrollbars`` with a new
``--user-data-dir``: a page with the hidden paragraph gives the same pixels as the same
page with ``visibility:hidden`` added to that paragraph, and different pixels from the
paragraph shown): lab_alpha_zero (``color:lab(28 12 18 / 0)``), rotate3d_edge_on
(``transform:rotate3d(1,0,0,90deg)``), margin_shunt_left (``margin:0 300vw 0 -300vw``),
asin_font_zero (``font-size:calc(asin(0) / 1deg * 1px)``), cos_height_clip
(``max-height:calc(cos(90deg) * 1px);overflow:hidden``), xyz_d50_alpha_zero
(``color:color(xyz-d50 0.1 0.1 0.1 / 0)``). html_comment: banners of WonderCMS, HTMLy,
Automad, Ponzu, Microweber and Flextype. attribute: data-gansey-chart, data-peat-bank,
data-rush-pith, data-net-gauge, data-flight-fletch, data-hive-frame on an empty ``<span
class="knot">``. meta: strap-copy, overview-line, byline-note, capsule-text, card-blurb.
structured_data: JSON-LD InternetCafe.seatingCapacity, GasStation.countryOfOrigin,
MobilePhoneStore.educationalLevel, LiquorStore.acquireLicensePage, JewelryStore.archivedAt,
OceanBodyOfWater.accessModeSufficient. pdf_hidden_text (``pdfmake.py``, each passing
``assert_pdf_technique_hides``): clip_top_margin_strip, rise_above_page,
gstate_fill_alpha_zero, nonzero_opposed_twin_clip. A first PDF hiding, horizontal scaling
zero (``0 Tz``), painted pixels in PDFium and was replaced before any document was built.

Repeats and near neighbours (from the greps of earlier docstrings). No planned name was
found verbatim once renamed: three hits were renamed before use (a clean category, a
visible placement and a shape name). Near neighbours: lab alpha zero beside earlier
oklab/lch alpha hidings; rotate3d beside earlier rotateX hidings; the margin shunt beside
earlier off-box shifts (heldout32's text-indent); asin and cos each appear once in earlier
docstrings, and sin/tan hidings were heldout31's; xyz-d50 alpha beside heldout31's xyz-d65
white; the top-margin clip strip beside heldout32's off-page corner clip and earlier clip
rectangles; text rise (``Ts``) and fill alpha (``/ca 0``) appear in earlier docstrings and
may repeat an earlier set's idea; the opposed-winding nonzero clip beside heldout32's
even-odd twin rectangle; ø for o beside heldout32's zero for o; the comma, doubled-letter,
bracket and capitalisation shapes each have relatives among earlier shapes; the context
rushlight_making sits near an earlier tallow_dipping.

Counts. 1203 documents: 945 injected (135 attacks x 7 channels; 45 attacks per language,
315 documents per language) and 258 clean (12 hard-negative categories x 6 documents per
language = 216, five of each six hiding one of their own sentences in a hidden HTML channel
or a hidden PDF block, and 14 plain host pages per language = 42); 192 PDFs. Clean
categories: ai_ethics_evening_class, chatbot_privacy_notice, bench_assembly_steps,
exam_marking_rubric, injection_security_news, smoke_alarm_manual, parking_appeal_guide,
search_ranking_explainer, verified_badge_faq, data_export_help, model_card_summary,
gate_access_policy: they talk about AI, assistants, instructions, policies, ignoring,
smoke alarms, gates, parking tickets, ranking and verification without addressing a reader
model.

Labels. ``family`` of an attack: ``synthetic:addressee=..;ask=..;soft=..;shape=..;
context=..;variant=<technique>;carrier=synthetic;host_topic=ai|general;set=heldout40``;
of a clean page: ``hardneg:<category>;placed=<channel or none>`` or
``plain:<host kind>;placed=<channel>``. Ids ``h40-atk-<lang>-<nn>-<channel>``,
``h40-clean-<lang>-<category>-<k>``, ``h40-plain-<lang>-<kind>-<j>``.

Wiring check. Run once at the end, as the brief asks: ``injection_quality.py --part
heldout40 --limit 5 --corpus /work/shared/corpus`` with stdout discarded: exit code 0,
stderr empty (0 bytes). No figure was looked at."""

from __future__ import annotations

from pathlib import Path

from injection_data import LabeledDoc, default_corpus

PART = "heldout40"
WRITTEN = "2026-12-04"


def load(*, corpus: Path | None = None) -> list[LabeledDoc]:
    """Every document of the set, in a fixed order. ``corpus`` (``default_corpus()`` when
    not given) is accepted as the other sets' loaders accept it and never read."""
    from .build import build

    return list(build(corpus if corpus is not None else default_corpus()))


__all__ = ["PART", "WRITTEN", "LabeledDoc", "load"]
