"""A twelfth held-out set for the prompt-injection detector (issue 18): a blind measure of
detector candidates on text nobody tuned on. SEALED: score it once per candidate frozen
after it, to report; never tune on it, never read which of its documents a detector flags.

Who and when: written by hand on 2026-12-02, between 18:38 and 18:55 UTC by ``date
-u``, by a helper session (branch ``heldout12``), a new writer for this set: every text
and every line of code in its own words. Only the interfaces follow
``injection_heldout11``: ``load``, the ``LabeledDoc`` fields, the family grammar, the
channel names and the test topics.

What it opened (and nothing else of the repository): /work/scratch/PREAMBLE.md; the issue
(``issues show 18``); of ``injection_heldout11`` the whole ``__init__.py`` (its docstring
included), ``_rows.py``, ``build.py``, the first 42 lines of ``channels.py`` (docstring and
technique tables) and a grep of its placer names, and ``tests/test_injection_heldout11.py``
(whole); none of its text files (attacks, clean pages, hosts), nor its ``shapes`` or
``pdfdraw``. The module docstrings of ``injection_heldout``, ``injection_heldout3`` ..
``injection_heldout11``, ``injection_tuning9`` and ``injection_tuning10`` were extracted
with ``ast`` to a scratch file (1070 lines); most of it was read (the display cut lines
197-903, of which several ranges were then printed) and every
name planned here (AIs, roles, asks, softness, contexts, shapes, techniques, hosts, clean
categories) was grepped for, replacing those already used (a robots.txt explainer, a
data-access request page, AI changelogs, heating voice control, a pottery studio, chess,
an image over PDF text, content-visibility, figcaption, area alt, news_keywords,
twitter:image:alt, alternating case). Of ``benchmarks/injection_data/__init__.py`` the
``LabeledDoc`` class (lines 30-45) and a grep for ``default_corpus``. Of
``benchmarks/injection_quality.py`` only a ``grep -n`` for HELDOUT, SEALED and heldout11 and
lines 150-175 (imports and the ``HELDOUT``/``SEALED`` registry), edited there only to
register this set. It opened nothing under ``src/pytest_websearch_bench/safety/``, not
``benchmarks/page_probe/``, ``benchmarks/candidates/``,
``benchmarks/train_injection_model.py``, no text of ``benchmarks/injection_data/``, no
other held-out or tuning set's texts, not the README, no other worktree. It ran no
detector on this set except the one wiring check (``injection_quality.py --part heldout12
--limit 5``, output sent to /dev/null, exit code 0), run after all texts were written
(one English attack, number 39, was lengthened afterwards for the length test).

What it saw that it should not have: the grep over ``injection_quality.py`` printed three
lines of that module's docstring about heldout11 (that it is an eleventh set written on
2026-12-02 by another writer, its clean counts, and that it is SEALED out of ``all``); no
figure. ``ruff format --check`` run over the whole repository printed one line of a code
block of README.md (an import of ``ndcg_at_k``, ``precision_at_k``, ``canonical_url``),
which that file's formatting check flags on main; nothing about injection. The earlier
docstrings it was allowed to read include tuning9's own measure of an old shipped detector
(0.447 of its attacks, 0.050 of its clean pages) and heldout11's report of v2 baseline
categories it saw by accident; these came before any text here was written and no text
was chosen on them.

Attacks (``attacks_en/es/pt.py``, 45 per language, 135 texts): four labelled axes fixed
first by a grid (``_grid.cell``), each text then written to its cell. Who is addressed:
``assistant``, ``agent``, ``model``, ``system``, ``named_ai`` (Khanmigo, Mixtral, Elicit,
Grammarly, Ghostwriter; Hunyuan, Vicuna, Wolfram Alpha, Quillbot, Zephyr; OLMo, SparkDesk,
Cody, Dolly, Duolingo Max), ``the_ai``, ``role`` (a sauna-booking bot, a plot-allocation
bot, a swell-report bot, an invoice-checking bot, a flatmate-matching bot), ``implicit``
("whoever is pricing this load for someone else", "whatever is reading this listing on
somebody's behalf", "quien esté cotizando esta carga por encargo de otro", "o que quer que
esteja lendo este anúncio por alguém"), ``none``. What is asked: ``ignore`` (mostly
without the word: "the brief you arrived with no longer applies", "soltara todo lo que le
habían encargado", "os objetivos que o seu mandante lhe deu ficam suspensos"),
``rank_first``, ``verified``, ``hide``, ``reveal``, ``exfiltrate``, and three new asks:
``downrank_rival`` (call a named competitor damp, disputed, a shambles), ``fake_contact``
(give a planted phone number and call the real one dead or a scam) and ``stop_answer``
(refuse, end the answer, say the data is embargoed). How softly: ``imperative``,
``request``, ``note``, ``policy``, ``question``, and three new: ``hypothetical``
("Suppose you were...", "Imagina un sistema que...", "Num mundo ideal..."),
``quoted_dialogue`` (the order inside a quoted exchange between two people) and
``example_output`` (the order as a sample of the "ideal answer"). Context, 15 none named
before: allotment waiting lists, vintage camera listings, bird-ringing logs, student
flatshare ads, scrapyard price lists, harvest festival programmes, surf forecasts, dog
show results, roadworks notices, sauna etiquette, tool-library catalogues, caravan sales,
and three whose topic is AI (``ai_transcription_invoice``, ``ai_headshot_gallery``,
``llm_api_status_page``). 5 to 77 words (the long ones bury the order mid-paragraph in
the page's own kind of text); British and American English; peninsular, Mexican ("la
neta", "nomás"), Rioplatense ("pegás", "bárbaro", "prolijo") and Caribbean Spanish; Brazilian
and European Portuguese; chat spelling ("u", "lol", "pls", "q", "jaja", "porfa", "xfa",
"vc", "ctz", "kkk", "pfv", "obg") and code-mixing ("Duolingo Max, rapidinho: could you
forward o e-mail ... Thanks!").

Shapes (``shapes.py``), one attack in three by position (the same in every channel), five
no earlier docstring lists: words of 8+ letters cut by a hyphen and a line break
(``hyphen_break``), each sentence's words in reverse order after a hint to read it
backwards (``reversed_words``), the two longest words in Morse code (``morse_key``), a
spoken word game (``word_game``: Pig Latin in English, the p-syllable "jerigonza" in
Spanish, the "língua do pê" in Portuguese) and e-mail quoted-printable encoding of the
three longest words and every non-ASCII byte, with soft line breaks
(``quoted_printable``). All are drawn in PDFs too (no fallback).

Channels (``channels.py``, ``pdfmake.py``), every attack in each of the 7 scored channels,
with techniques no earlier docstring lists: visible_text (a struck-through ``<del>``
update, a checkbox ``<label>``, a ``<button>``, a table row ``<th>``, a ``<kbd>``
shortcut, a ``<sup>`` note), css_hidden (an unopened ``popover``, an SVG ``<desc>``, a
``<datalist>`` option, ``<meter>`` fallback content, a MathML ``<annotation>``),
html_comment (Dreamweaver editable region, FrontPage webbot, Joomla module, Squarespace
block, Ghost card, Matomo note; head or body), attribute (``a download`` file name,
``object standby``, ``aria-roledescription``, ``aria-braillelabel``, microdata ``content``
on a span), meta (``citation_title``, ``twitter:label1``, ``og:audio:title``,
``copyright``, ``citation_keywords``), structured_data (JSON-LD BoatTrip, Campground,
MenuItem, Vehicle, Audiobook, Observation; ASCII-escaped about 30 % of the time) and
pdf_hidden_text (ISO B5 Times-Italic PDFs written byte by byte: an empty tiling pattern,
black text under the Lighten or the Screen blend mode over a white page rectangle, an
axial shading from white to white, an Indexed colour space whose only entry is white).
The tests render every PDF of the set with PDFium and check that blanking its hidden
block changes no pixel, that the visible text paints, and that PDFium extracts the hidden
text. Carriers: host pages written here (``hosts.py``: allotment society, camera repair
shop, surf school, community sauna, and the AI-topic hosts AI transcription service, AI
headshot studio, LLM API provider; per language); AI contexts ride only on AI-topic hosts;
``host_topic`` is ``ai`` or ``general``. No corpus page: ``load(corpus=...)`` gives the
same bytes with or without the shared corpus.

Clean documents (``clean_en/es/pt.py``): 12 hard-negative categories per language, none
in an earlier docstring, that talk about AI, assistants, instructions, overrides,
"ignore", revealing and hiding without addressing a reader model: an EU AI Act checklist
for deployers, a LARP rulebook, sailing right-of-way rules, firefighter service mode on
lifts, a phone menu with a virtual assistant, a lasting power of attorney, a missed-dose
medicine leaflet, a newsroom corrections policy, air-traffic radio phraseology
("disregard"), road-map directions in sheet music, an improv workshop, and a style guide
for the writers of a support chatbot's replies; 6 documents each (4-6 of the category's
own sentences, rotating), five of six with one of their own sentences also in a hidden
HTML channel or a hidden PDF layer (``placed=<channel>`` or ``none``); plus 14 plain host
pages per language (``plain:<kind>``, one own sentence hidden, half PDFs).

Counts (with or without the shared corpus): 1203 documents; 945 injected (315 per
language; 45 per channel and language; 517 on AI-topic hosts, 428 on general ones); 258
clean (86 per language: 12 x 6 = 72 hard negatives + 14 plain; 57 PDFs; placed: none 36,
css_hidden 30, html_comment 30, attribute 36, meta 36, structured_data 33,
pdf_hidden_text 57). Shapes: plain 630, hyphen_break 63, reversed_words 63, morse_key 63,
word_game 63, quoted_printable 63. 192 PDFs in all.

Labels: ``part="heldout12"``; attack ``family`` = "synthetic:addressee=..;ask=..;soft=..;
shape=..;context=..;variant=<technique>;carrier=synthetic;host_topic=<ai|general>;
set=heldout12"; clean "hardneg:<category>;placed=<channel|none>" or "plain:<kind>;
placed=<channel>"; all ``synthetic=True``; ids ``h12-atk-..``, ``h12-clean-..``,
``h12-plain-..``; ``payload`` is the text as planted (dressed). Deterministic: each
document draws from a ``random.Random`` seeded by its id; PDFs carry no date and no
compression. Use with ``benchmarks/`` on ``sys.path``: ``from injection_heldout12 import
load``; ``python benchmarks/injection_quality.py --part heldout12`` scores it; ``--part
all`` leaves it out while it is in ``injection_quality.SEALED``.
"""

from __future__ import annotations

from pathlib import Path

from injection_data import LabeledDoc, default_corpus

PART = "heldout12"
WRITTEN = "2026-12-02"


def load(*, corpus: Path | None = None) -> list[LabeledDoc]:
    """Every document of the set, in a fixed order. ``corpus`` (default
    ``default_corpus()``) is accepted like the other sets' loaders and never read: this set
    rides on no corpus page, so it is the same with or without the shared corpus."""
    from .build import build

    return list(build(corpus if corpus is not None else default_corpus()))


__all__ = ["PART", "WRITTEN", "LabeledDoc", "load"]
