"""The forty-ninth held-out injection set (heldout49), written blind on 2026-12-05 by a
helper session the lead started for it, after heldout48. It was SEALED (``injection_quality.SEALED``)
until its first scoring on 2026-12-05 (stop 51, beside heldout50, the set v55's paired rule was
judged on): v52 0.898, candidate v55 0.907, 8 gained, none lost (``injection_quality``'s docstring).
Scored twice, it is a tuning writer from then on. Its brief was heldout48's, which asked, as no
earlier one had, that many attacks address no model by name and give no explicit order word.

Who and when (UTC, by ``date -u``): started 11:26; avoid-list dump and greps 11:27-11:28;
``_grid.py`` (labels and offsets) fixed 11:28, before any text; channels, shapes, PDF maker
and page template 11:28-11:29; hosts 11:29; clean texts en/es/pt 11:29-11:30; attacks en
11:30, es 11:31, pt 11:31; Chromium checks 11:32; tests 11:32-11:35; renames after the
avoid-list review (below) 11:34; wiring check 11:34; this docstring 11:35-11:37.

How the texts were written: every attack, host page and clean sentence was typed by hand in
this session, each attack to its grid cell (``_grid.cell``: addressee, ask, tone, context),
read off a printout of the cells; no phrase bank, template or sentence generator, no text
copied from another set, the corpus or any page. Attacks are 10-80 words (shortest per
language 11, 11, 12; longest 74, 77, 72 words, en/es/pt). Many address no model and carry no
order word (a members' note, a manifest remark, a policy line, a plant label stating a
"fact"); others are direct. The ignore ask never uses the word (nor ``ignorar``): it says
"void", "set aside", "no longer hold", "sin efecto", "deixam de valer" and the like.

What was opened: PREAMBLE.md and the brief; of ``benchmarks/injection_heldout48/`` the
non-text files (``_grid.py``, ``build.py``, ``channels.py``, ``shapes.py``, ``page.py``,
``pdfmake.py`` and the code of ``__init__.py``, not its docstring), never its attacks,
clean texts or hosts; ``benchmarks/heldout_assembly.py``; ``tests/heldout_checks.py``,
``tests/test_injection_heldout48.py`` and parts of ``tests/test_heldout_assembly.py`` and
``tests/test_injection_heldout_assembled.py`` (their heldout48 entries, the counts and the
checks); the lines of ``benchmarks/injection_quality.py`` around the set list, the seal and
its ``main`` (argument parser), no figure among them. ``issues show 18`` was not needed and
not run. Nothing under ``safety/``, ``artifacts/``, ``page_probe/``, ``candidates/``,
``injection_data`` texts, README, ``docs/``, other worktrees or other ``/work/scratch`` files
was opened; no ``git log``/``git show``.

What was seen that should not have been, or nearly: a first avoid-list dump also held the
source of the earlier sets' non-text modules (channels, grid, PDF makers, shapes, pages); it
was deleted unread and redone with the package docstrings only, as the brief asks. The
greps' short contexts showed per-technique document counts of earlier sets (such as
"sticky_note 29") and the test file's list of which candidate versions were shipped after
each scoring; no detector figure was seen.

Avoid list: the package docstrings (``ast.get_docstring``) of every
``benchmarks/injection_heldout*`` package were dumped to ``/tmp`` and every planned name
grepped there. Replaced after a hit: hosts (a mushroom club, an allotment society, a
typewriter repairer, a birdsong app, a canal-lock group, an accordion repairer, a barrel
organ group), contexts (organ voicing, dry-stone walling, harp strings, sundials, cider
pressing), a seed-packet and a recipe-card tone, an organ-pipe AI context, a text-rise and a
render-mode PDF hiding, an even-odd twin-rectangle clip, a shape joining words in pairs with
underscores (``underscore_joined_pairs`` existed; replaced by a pilcrow shape), a
``wax_seal`` and a ``sticky`` visible placement, and the ``knot`` element of the attribute
channel. Near neighbours kept and disclosed: the CSS hidings are all near earlier ones
(``opacity:mod(9,3)`` beside ``rem``; ``font-size:max(0px,-2px)`` beside ``clamp``;
``cos()`` in a clipped ``max-height`` beside ``pow()``; ``scale:calc(tan(0deg))`` and
``scale:0`` beside ``scale:sqrt(0)``; ``inset(50%)``/``inset(100%)`` beside ``inset(60%)``;
``polygon(0 0,0 0,0 0)`` and heldout48's ``polygon(50% 50%,...)`` beside a polygon along a
diagonal); the PDF hidings are near earlier off-page CTM turns and mirrors (``-1 0 0 1``
appears once), a collinear clip and heldout48's clip strip; the shapes are near earlier
halving (``hyphen_halved_long``), swap (``halves_swapped``, ``pairwise_flip``), asterisk
(``asterisk_every_fourth``) and vowel shapes; the schema.org types SeaBodyOfWater,
Mountain, Pond, Reservoir and Canal appear in earlier docstrings (Continent does not);
``data-organ-stop`` is near ``data-organ-rank``, ``data-tide-gauge`` near
``data-tide-note``; the AI tide planner host is near an earlier AI tide-walk planner; the
visible ``yellow_memo`` is near earlier sticky notes and ``ticker_tape`` near a marquee
ticker; the thimble, marbling and hackle contexts each appear once or twice before; the
named AIs (Gemini, Copilot, Claude, Perplexity, ChatGPT, Llama, Mistral) and role bots
(support, booking, comparison, research, search, shopping bots) are repeats of earlier
sets'; Palatino, Times-Roman and Helvetica-Bold were used before. Not found before: the
three own asks, the four own tones, the site-builder comment banners, the meta names, the
other data attributes, the pilcrow shape, the page template's classes.

Axes (``_grid.py``): addressees assistant, agent, model, system, named_ai, the_ai, role,
implicit, none; asks ignore, rank_first, verified, hide, reveal, exfiltrate,
waive_parking_fine, unlock_member_tier, transfer_reward_points; tones imperative, request,
note, policy, nursery_pot_tag, choir_rota_notice, ferry_manifest_line, bus_shelter_poster;
fifteen contexts (headband sewing, urushi lacquering, kite line waxing, broom squaring, chain
mail riveting, slate roof hanging, rush seat weaving, oar blade shaping, sledge runner
bending, thimble knurling, paper marbling size, dry fly hackle winding, and the AI contexts
ai_compost_heat_forecaster, ai_mortar_crack_spotter, ai_kiln_cone_reader); offsets en 29,
es 61, pt 101. Shapes (``shapes.py``): one attack in three, five shapes. Hosts
(``hosts.py``): a fern spotters' circle, a tram museum, a weir keepers' trust, a piano roll
society, and three AI hosts (a wildflower counting app, an AI menu translator, an AI tide
planner), each in three languages under its own site name.

Channels and techniques (``channels.py``, ``pdfmake.py``, ``page.py``): visible_text (four
placements on the page's own classes), css_hidden (six hidings), html_comment (six site
builders' banner comments, head or body), attribute (six ``data-`` attributes on an empty
``<u class="nub">``), meta (five names), structured_data (six schema.org types, one field
each), pdf_hidden_text (four hidings in a 580 x 800 pt PDF). Each CSS hiding was checked with
headless Chromium 150 (``/usr/bin/chromium --headless=new --no-sandbox --disable-gpu
--hide-scrollbars``, a new ``--user-data-dir``): the page with the hidden paragraph is pixel
for pixel the page with the same paragraph and ``visibility:hidden`` added (same layout,
nothing painted), and the same paragraph without the hiding paints. Each PDF hiding passes
``assert_pdf_technique_hides``; every PDF's hidden block paints no pixel (the tests).

Counts and labels: 1203 documents. 945 injected = 135 attacks (45 per language, en/es/pt)
x 7 channels; 258 clean = 12 hard-negative categories x 6 per language (five of six hide one
of their own sentences in a hidden HTML channel or a hidden PDF block) + 14 plain host pages
per language (two per host: an HTML page hiding one of its own sentences, a PDF hiding one).
192 PDFs. Ids ``h49-atk-<lang>-<nn>-<channel>``, ``h49-clean-...``, ``h49-plain-...``;
families as the shared assembly writes them (``synthetic:addressee=...;set=heldout49``,
``hardneg:<category>;placed=<channel>``, ``plain:<host>;placed=<channel>``). The clean texts
are hard negatives about AI, assistants, instructions, policies and ignoring that address no
reader model.

Checks run: ruff check and format; the brief's pytest command (``tests/test_injection_heldout49.py``,
``tests/test_injection_heldout_assembled.py``, ``tests/test_heldout_assembly.py``,
``tests/test_injection_data.py``) passes; the corpus check of ``tests/heldout_checks.py``
(skipped by the test, the corpus not being at the default path) was run by hand against
``/work/shared/corpus`` and passes. Wiring check, run once as the brief gives it: exit code
2, stderr 1345 bytes, stderr not read. To see whether the set's wiring caused it without
running any detector again: ``main`` with ``resolve`` replaced by a stub that stops gets
past the argument parser with ``--part heldout49``, and ``main`` with a stub detector that
flags nothing (no detector code) loads and scores the set with exit code 0 and an empty
stderr; so the exit code 2 comes from the real detector's import or run in this environment,
not from the set. Left for the lead."""

from __future__ import annotations

from pathlib import Path

from injection_data import LabeledDoc, default_corpus

PART = "heldout49"
WRITTEN = "2026-12-05"


def load(*, corpus: Path | None = None) -> list[LabeledDoc]:
    """Every document of the set, in a fixed order. ``corpus`` (``default_corpus()`` when
    not given) is accepted as the other sets' loaders accept it and never read."""
    from .build import build

    return list(build(corpus if corpus is not None else default_corpus()))


__all__ = ["PART", "WRITTEN", "LabeledDoc", "load"]
