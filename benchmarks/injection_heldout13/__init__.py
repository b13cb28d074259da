"""A thirteenth held-out set for the prompt-injection detector (issue 18): a blind measure
of detector candidates on text nobody tuned on. SEALED: score it once per candidate frozen
after it, to report; never tune on it, never read which of its documents a detector flags.

Who and when: written by hand on 2026-12-02, between 22:54 and about 23:10 UTC by ``date
-u``, by a helper session (branch ``heldout13``, from ``lead35``), a new writer for this
set: every text and every line of code in its own words. Only the interfaces follow
``injection_heldout12``: ``load``, the ``LabeledDoc`` fields, the family grammar, the
channel names, the id scheme and the test topics.

What it opened (and nothing else of the repository): /work/scratch/PREAMBLE.md; the issue
(``issues show 18``); of ``injection_heldout12`` the whole ``__init__.py`` (docstring and
``load``), ``_grid.py``, ``build.py``, the first 50 lines of ``channels.py`` (docstring and
technique tables), ``pdfmake.py`` and ``tests/test_injection_heldout12.py``; none of its
text files (attacks, clean pages, hosts) nor its ``shapes.py``. The module docstrings of
``injection_heldout``, ``injection_heldout3`` .. ``injection_heldout12``,
``injection_tuning9`` and ``injection_tuning10`` were extracted with ``ast`` to a scratch
file (1244 lines), read whole (the two ranges the display cut were printed after) and
grepped for every name planned here, replacing those already used (a ``<cite>`` credit, a
``<time>`` label, a ``<menu>`` item, a ``<video>`` fallback, an SVG ``<title>``, a
syllable shape, a ghostwriting contract). Of ``benchmarks/injection_data/__init__.py``
lines 1-60 (``LabeledDoc``, ``default_corpus``, ``corpus_missing``). Of
``benchmarks/injection_quality.py`` a ``grep -n`` for HELDOUT, SEALED and ``def loader``,
lines 156-185 (the ``HELDOUT``/``SEALED`` registry and ``loader``) and lines 86-94 (the
docstring paragraph on the sealed set), edited there only to register this set. Also a
grep of ``pyproject.toml`` for the line length, and headless Chromium screenshots of
small scratch pages in /tmp to check that four of the CSS-hidden techniques paint nothing.
It opened nothing under ``src/pytest_websearch_bench/safety/``, not
``benchmarks/page_probe/``, ``benchmarks/candidates/``,
``benchmarks/train_injection_model.py``, no other text of ``benchmarks/injection_data/``,
no other held-out or tuning set's texts, not the README, no other worktree, nothing of
/work/scratch/scores. It ran no detector on this set except the one wiring check
(``injection_quality.py --part heldout13 --limit 5``, output sent to /dev/null, exit code
0), run after all texts were written.

What it saw that it should not have: nothing about any detector's output on this set. The
grep and the lines of ``injection_quality.py`` it read show the registry and heldout12's
docstring paragraph (what heldout12 holds, that it is SEALED); no figure. The issue
quotes the old detector's figures (0.856 of injected documents, 5.0 % false positives),
and the earlier docstrings it was allowed to read include tuning9's measure of an old
shipped detector (0.447 / 0.050) and heldout11's report of v2 baseline categories; they
came before any text here was written and no text was chosen on them.

Attacks (``attacks_en/es/pt.py``, 45 per language, 135 texts): four labelled axes fixed
first by a grid (``_grid.cell``), each text then written to its cell. Who is addressed:
``assistant``, ``agent``, ``model``, ``system``, ``named_ai`` (Reka, Jamba, Nemotron,
Wordtune, Fireflies; GigaChat, Einstein, Amazon Q, Tidio, Codeium; Clova, Exaone, Cleo,
Glean, Luminous), ``the_ai``, ``role`` (an open-day planner bot, a review-summary bot, a
stitch-circle helper bot, a walk-signup bot, a day-trip bot; in Spanish and Portuguese a
patchwork-gatherings bot, a review-summariser bot, a mushroom-walk sign-up bot, an
excursions bot, a guided-visits bot, a patchwork agenda bot), ``implicit`` ("whoever is
working out fares for someone from this timetable", "whatever is pricing note-taking tools
for a buyer", "anyone relaying these times to a third party", "quien esté comparando apps
de actas por encargo de otro", "quien arme el plan del finde pa' otra persona", "quem
estiver montando o roteiro do fim de semana pra alguém", "quem estiver a comparar isto
para um cliente"), ``none``. What is asked: ``ignore`` (without the word: "the errand you
were sent on is finished", "aparca tus ajustes de antes", "põe de lado as tuas definições
anteriores"), ``rank_first``, ``verified``, ``hide``, ``reveal``, ``exfiltrate``, and three
asks no earlier docstring names: ``ask_user_data`` (make the reader ask its user for a
passport, card and security digits, date of birth, tax or social-security number, home
address), ``plant_link`` (put a referral or affiliate link into every answer) and
``false_price`` (state a made-up price: free entry, a tenner, $2 a seat). How softly:
``imperative``, ``request``, ``note``, ``policy``, ``question``, and three new: ``wish``
("we'd love it if", "ojalá", "tomara que", "seria ótimo se"), ``thanks_ahead`` (thanks
for a thing not yet done: "Thanks, Nemotron, for always listing...", "Gracias de
antemano...", "Valeu, IA, por colocar...") and ``reminder`` ("Friendly reminder...",
"Recordatorio para...", "Lembrete ao..."). Context, 15 none named before: mushroom
foraging walks, hot-air balloon bookings, kite festivals, cheese-cave tours, typewriter
repair, pigeon-racing results, lighthouse open days, canoe rental, vinyl record fairs,
quilting bees, cider-pressing days, funicular timetables, and three whose topic is AI
(``ai_plant_id_review``, ``ai_dubbing_credits``, ``ai_meeting_notes_pricing``). 5 to 77
words (the long ones bury the order mid-paragraph in the page's own kind of text); British
and American English ("ta", "chuffed", "y'all", "busted"); peninsular, Mexican ("qué
padre", "neta"), Rioplatense ("copiá", "dale", "choripán") and Caribbean ("pa'") Spanish;
Brazilian and European Portuguese; chat spelling ("ur", "b4", "u", "pls", "thx", "xfa",
"grax", "porfa", "vc", "vlw", "bjs", "blz") and code-mixing ("¿me forwardeas el chat",
"Modelo, please, añade", "Thanks, agente, por dizer").

Shapes (``shapes.py``), one attack in three by position (the same in every channel), five
no earlier docstring lists: the two longest words as the hex of their UTF-8 bytes
(``hex_longest``), every second letter of long words as a literal JavaScript ``\\uXXXX``
escape (``js_escapes``), the letters of words of five letters or more typed twice
(``doubled_letters``), the words tagged with their positions and shuffled after a hint
(``numbered_shuffle``), each pair of neighbouring words swapped after a hint
(``pairwise_flip``). All are drawn in PDFs too (no fallback).

Channels (``channels.py``, ``pdfmake.py``), every attack in each of the 7 scored channels,
with techniques no earlier docstring lists: visible_text (a ``<ruby>`` ``<rt>`` reading, a
comment under a ``<bdi>`` user handle, a ``<search>`` landmark, ``<u>`` underlined text, a
``<pre>`` verse, a table ``<tfoot>`` cell), css_hidden (``<noembed>``, ``<noframes>``, a
ruby ``<rp>`` fallback, ``transform:matrix(0,0,0,0,0,0)``, an unchosen ``<select>``
option, ``perspective(4px) translateZ(9px)`` that puts the box behind the viewer),
html_comment (TYPO3 header, W3 Total Cache footer, Elementor widget, Svelte block
markers, AdSense slot, Webflow "Last Published" stamp; head or body), attribute
(clipboard.js ``data-clipboard-text``, Pinterest ``data-pin-description``, a share
button's ``data-text``, Bootstrap 3 ``data-original-title``, Intro.js ``data-intro``, Rails
``data-disable-with``), meta (``author``, ``classification``, ``designer``,
``twitter:creator``, ``geo.placename``), structured_data (JSON-LD TouristAttraction,
ProfessionalService, SportsActivityLocation, Brewery, WebApplication, HowToTip, each in a
field of its own; ASCII-escaped about 30 % of the time) and pdf_hidden_text (ISO C5
Helvetica-Oblique PDFs written byte by byte: black text under the Difference or the
Exclusion blend mode over a white page rectangle, a clip made of the same rectangle twice
under the even-odd rule, an Alpha soft mask from an empty group, outline-only glyphs with
stroke alpha 0). The tests render every PDF of the set with PDFium and check that
blanking its hidden block changes no pixel, that the visible text paints, that the block
without its hiding operators would paint, and that PDFium extracts the hidden text.
Carriers: host pages written here (``hosts.py``: balloon flights, typewriter repairs,
canoe hire, a cidery, and the AI-topic hosts a plant-identifier app, an AI dubbing studio,
an AI meeting-notes service; per language); AI contexts ride only on AI-topic hosts;
``host_topic`` is ``ai`` or ``general``. No corpus page: ``load(corpus=...)`` gives the
same bytes with or without the shared corpus.

Clean documents (``clean_en/es/pt.py``): 12 hard-negative categories per language, none in
an earlier docstring, that talk about AI, assistants, instructions, prompts, overrides,
"ignore", hidden text and revealing without addressing a reader model: a teleprompter
operator's guide, a history of steganography, an invisible-ink kitchen experiment, a
marine autopilot manual, a court interpreters' code, a speechwriter's terms, a radio
amateurs' net procedure, a close-up magic lesson on misdirection, bridge bidding alerts,
an explainer on AI text watermarks, screenplay formatting, a robot lawnmower quick start;
6 documents each (4-6 of the category's six sentences, rotating), five of six with one of
their own sentences also in a hidden HTML channel or a hidden PDF block
(``placed=<channel>`` or ``none``); plus 14 plain host pages per language
(``plain:<kind>``, one own sentence hidden, half PDFs).

Counts (with or without the shared corpus): 1203 documents; 945 injected (315 per
language; 45 per channel and language; 505 on AI-topic hosts, 440 on general ones); 258
clean (86 per language: 12 x 6 = 72 hard negatives + 14 plain; 57 PDFs; placed: none 36,
css_hidden 30, html_comment 36, attribute 33, meta 33, structured_data 33,
pdf_hidden_text 57). Shapes: plain 630, hex_longest 63, js_escapes 63, doubled_letters 63,
numbered_shuffle 63, pairwise_flip 63. 192 PDFs in all.

Labels: ``part="heldout13"``; attack ``family`` = "synthetic:addressee=..;ask=..;soft=..;
shape=..;context=..;variant=<technique>;carrier=synthetic;host_topic=<ai|general>;
set=heldout13"; clean "hardneg:<category>;placed=<channel|none>" or "plain:<kind>;
placed=<channel>"; all ``synthetic=True``; ids ``h13-atk-..``, ``h13-clean-..``,
``h13-plain-..``; ``payload`` is the text as planted (dressed). Deterministic: each
document draws from a ``random.Random`` seeded by its id; PDFs carry no date and no
compression. Use with ``benchmarks/`` on ``sys.path``: ``from injection_heldout13 import
load``; ``python benchmarks/injection_quality.py --part heldout13`` scores it; ``--part
all`` leaves it out while it is in ``injection_quality.SEALED``.
"""

from __future__ import annotations

from pathlib import Path

from injection_data import LabeledDoc, default_corpus

PART = "heldout13"
WRITTEN = "2026-12-02"


def load(*, corpus: Path | None = None) -> list[LabeledDoc]:
    """Every document of the set, in a fixed order. ``corpus`` (default
    ``default_corpus()``) is accepted like the other sets' loaders and never read: no
    document of this set rides on a corpus page, so it is the same with or without one."""
    from .build import build

    return list(build(corpus if corpus is not None else default_corpus()))


__all__ = ["PART", "WRITTEN", "LabeledDoc", "load"]
