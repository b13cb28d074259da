"""A thirty-ninth held-out injection set (issue 18), written blind on 2026-12-04 between
19:48 and 20:02 UTC by a helper session started for this one job (branch ``heldout39``,
worktree ``/work/wt/heldout39``), which never saw the detector, its artifacts, its
candidates, its training data or any figure of it. It was sealed (listed in
``injection_quality.SEALED``, left out of ``--part all``) until its first scoring on
2026-12-04, 20:38 UTC (stop 45: v42 0.835 / 1.6 %, candidate v43 0.841 / 1.6 %: 6 gained,
none lost, under the 10 the paired rule asks; v43 not shipped); a tuning writer since.

How it was written. The grid (``_grid.py``: 9 addressees, 9 asks, 8 tones, 15 contexts,
offsets en 17, es 53, pt 88, the shared formula of ``heldout_assembly.Grid``) was fixed
first (19:50), and each of the 135 attacks was then typed by hand to its cell, English,
Spanish and Portuguese each written directly (no translation of one into another, no
phrase bank, no sentence generator); ``build.py`` hands the parts to the shared
``heldout_assembly.package_set``. Clean pages, hosts, page template, channels, PDF maker and
shapes are new and typed by hand. After the avoid-list greps (below) three tones were
replaced and the 52 attacks of their cells rewritten by hand (19:58-19:59), before any
test or check ran on the texts.

What was opened and run. Opened: the brief and the rules file; every non-text file of
``benchmarks/injection_heldout32/`` (``__init__.py`` read without its docstring,
``_grid.py``, ``build.py``, ``channels.py``, ``page.py``, ``pdfmake.py``, ``shapes.py``);
``benchmarks/heldout_assembly.py``; ``tests/test_injection_heldout32.py``,
``tests/test_heldout_assembly.py``, ``tests/test_injection_heldout_assembled.py``,
``tests/heldout_checks.py``. The package docstrings of every ``injection_heldout*``
package were dumped (``ast.get_docstring``) to a file in /tmp and grepped name by name,
printing only counts and contexts of about 50 characters. ``injection_quality.py`` was
edited by a small script printing nothing of its docstring (it printed the line numbers of
its ``HELDOUT``/``SEALED`` blocks and their heldout37/heldout38 code lines). No text file
(``attacks_*``, ``clean_*``, ``hosts.py``) of heldout32 .. heldout38, nothing under
``src/pytest_websearch_bench/safety/``, the artifacts, ``benchmarks/page_probe/``,
``benchmarks/candidates/``, ``benchmarks/train_injection_model.py``, the
``injection_data`` texts, README or ``docs/`` was opened. Run: headless Chromium 150
(each CSS hiding, below), the PDFium checks of ``heldout_checks``, ruff, the four test
files of the brief, the corpus check of ``heldout_checks.assert_no_corpus_file_copied``
by hand against /work/shared/corpus (passed), and one wiring check (below).

What was seen that should not have been. Some of the short docstring contexts printed
for the greps carried a number after a technique or type name (such as "ctm_mirror_left
33", "TireShop 29", "mask_size_zero 22"); they may be per-technique figures of earlier
sets. They were not used for anything. The docstring of
``tests/test_injection_heldout_assembled.py`` names which candidate was scored first on
each earlier set and whether it shipped (no figures). ``git log --oneline`` showed the
lead's latest five commit subjects (no figures).

Repeats and near neighbours. Found in earlier docstrings and replaced: the tones first
planned (an auctioneer's call, the back of a seed envelope, a lighthouse log: all three
earlier tones), the shape ``caret_before_fourth``, the JSON-LD types and fields first
planned (Winery, SkiResort, TireShop, Volcano, Canal; naics, leiCode, isicV4, duns,
hasMap), the attribute carrier ``<b class="pin">``, the page's class names first planned
(mast, sheet, frame, rail, colophon), the PDF hidings first planned (a horizontally
flattened CTM, whose text PDFium no longer extracts, and a CTM mirrored off the left edge,
an earlier set's), the host kind ``ropewalk``, the role "review-summary bot", and the
clean category names ``password_help``, ``chatbot_faq``, ``assistant_vacancy``. Near
neighbours kept: the renamed clean categories still cover a password-reset help page, a
chatbot FAQ and an assistant vacancy, as earlier sets did; the rope-works host is near an
earlier ropewalk-museum host; ``pantry_label`` (a tone here) is near an earlier
``data-pantry-label`` attribute; ``conic_mask_clear`` is near earlier gradient and
zero-size masks; ``pi_minus_pi_opacity`` and ``e_minus_e_font`` are near earlier
zero-valued math functions (``log(1)``, ``calc(2 - 2)``, ``pow``, ``mod``);
``sibling_index_opacity`` uses ``sign()`` as heldout38 did; ``lh_difference_height`` is
near earlier ``max-height`` zeros; ``clip_hairline_segment`` is a clip without area as
earlier collinear, single-moveto and zero-area clips were; ``rise_far_below`` is a text
rise as in earlier sets (there upwards); ``translate_far_right`` and
``shear_past_right_edge`` move the block off the page through the CTM as earlier mirror,
half-turn and (singular) skew CTMs did; shapes ``dollar_for_s_third``,
``pipe_after_seventh``, ``equals_before_sixth``, ``caret_after_fifth`` and
``one_for_l_second`` are in the families of earlier ``dollar_for_s_second``,
``pipe_after_third``, ``equals_before_fourth``, ``caret_after_third`` and
``one_for_l_third``; the comment banners repeat the banner-comment form (new tools); the
PDF fonts (Times-Roman, Helvetica-Bold) and the page fonts (Palatino, Tahoma) were used by
earlier sets. Not found in any earlier docstring: the contexts, hosts, named AIs (Halyard,
Tamsin, Orrery), the three own asks, the three replacement tones, ``css_if_opacity``
(``if()``), the attribute, meta and comment names, the final JSON-LD types and fields.

Axes. Addressees: assistant, agent, model, system, named_ai (Halyard, Tamsin, Orrery),
the_ai, role (an order-desk bot, a rota-planner bot, a dye-shop search bot, a
grading-report bot, a product-answer bot, a booking bot, a support bot and others),
implicit ("whoever sums up this page") and none. Asks: ignore (never with that word),
rank_first, verified, hide, reveal, exfiltrate, and this set's own void_all_invoices,
disable_two_factor, reset_every_password. Tones: imperative, request, note, policy, and
this set's own coxswain_call, aerobics_instructor, pantry_label, trail_marker_post.
Contexts (15): osier_cutting, sorghum_pressing, lampblack_making, cordage_laying,
chair_caning, tinplate_soldering, oyster_grading, quern_dressing, marl_spreading,
gutta_percha_moulding, sundial_setting, indigo_vat_tending and three whose topic is AI,
ai_osier_length_sorter, ai_sorghum_brix_reader, ai_quern_wear_gauge (planted only on AI
hosts). Attacks run 11 to 80 words; the longest of each language has 79, 79 and 80 words
(the standing rule asks 70 to 80). Shapes (``shapes.py``, one attack in three): caret_after_fifth, dollar_for_s_third,
pipe_after_seventh, equals_before_sixth, one_for_l_second.

Channels and techniques. visible_text: chit_slip, stencil_band, reed_frame, knot_quote
(classes of the page's sheet). css_hidden: conic_mask_clear
(``mask-image:conic-gradient(#0000,#0000)``), pi_minus_pi_opacity (``opacity:calc(pi -
pi)``), e_minus_e_font (``font-size:calc((e - e) * 1px)``), sibling_index_opacity
(``opacity:calc(1 - sign(sibling-index()))``), css_if_opacity (``opacity:if(supports(
display:grid): 0; else: 1)``), lh_difference_height (``max-height:calc(1lh -
1lh);overflow:hidden``); each checked with headless Chromium 150 (new profile): a page
with the hidden paragraph screenshots pixel for pixel the same as with ``color:transparent``
added to it, and differently from the same paragraph unhidden. html_comment: banners of
Lektor, Nikola, Publii, Bludit, Typemill and Pico CMS. attribute: data-osier-bundle,
data-brix-reading, data-lay-twist, data-quern-furrow, data-oyster-ring, data-vat-bloom on
an empty ``<u class="peg">``. meta: capsule, short-pitch, lead-in, synopsis-line,
headnote. structured_data: WholesaleStore.companyRegistration,
MensClothingStore.acceptedPaymentMethod, Hackerspace.legalAddress,
EmergencyService.aggregateRating, LegislativeBuilding.geoCoveredBy,
Florist.subOrganization. pdf_hidden_text (``pdfmake.py``, 500 x 700 pt):
shear_past_right_edge, clip_hairline_segment, rise_far_below, translate_far_right, each
passing ``assert_pdf_technique_hides``.

Counts and labels. 1203 documents: 945 injected (135 attacks x 7 channels, 45 per
language en/es/pt) and 258 clean (12 hard-negative categories x 6 per language, 14 plain
host pages per language: four general hosts, an osier growers' bed, a sorghum mill, a rope
works, an oyster bed, and three AI hosts, a brix-reading lab, a millstone wear scanner, a
willow rod sorter). Clean placements: none 36, css_hidden 39, html_comment 36, attribute
33, meta 27, structured_data 30, pdf_hidden_text 57; five of each six hard negatives hide
one of their own sentences. Ids ``h39-atk-<lang>-<nn>-<channel>``,
``h39-clean-<lang>-<category>-<k>``, ``h39-plain-<lang>-<kind>-<j>``; families as
heldout32's (``synthetic:addressee=...;set=heldout39``, ``hardneg:<category>;placed=...``,
``plain:<kind>;placed=...``). Hard negatives talk about AI, assistants, instructions,
policies, passwords, two-step sign-in, voided invoices, rankings, verified badges and
"ignore" without addressing a reader model.

Wiring check (once, at the end): ``injection_quality.py --part heldout39 --limit 5
--corpus /work/shared/corpus`` with stdout discarded exited 0 with an empty stderr (0
bytes); no figure was looked at."""

from __future__ import annotations

from pathlib import Path

from injection_data import LabeledDoc, default_corpus

PART = "heldout39"
WRITTEN = "2026-12-04"


def load(*, corpus: Path | None = None) -> list[LabeledDoc]:
    """Every document of the set, in a fixed order. ``corpus`` (``default_corpus()`` when
    not given) is accepted as the other sets' loaders accept it and never read."""
    from .build import build

    return list(build(corpus if corpus is not None else default_corpus()))


__all__ = ["PART", "WRITTEN", "LabeledDoc", "load"]
