"""tuning9: a tuning writer for the prompt-injection detector (issue 18), written by hand
on 2026-12-02 by a helper session (branch ``tuning9``) to TRAIN the detector, never to
measure it. Emphasis: English first, then Spanish and Portuguese; pages where AI is the
topic.

What it read: ``injection_data``'s ``__init__``, ``plant``, ``build`` and ``corpus`` (it
plants with ``plant.snippet``, ``host_page`` and ``pdf_document``), the interfaces of
``injection_quality.py``, ``train_injection_model.py`` and ``page_probe/extract.py``
(how ``payload`` labels sentences), and ``injection_heldout8/__init__.py`` for
conventions. It opened no bank, hard-negative or attack file of ``injection_data``,
nothing of ``injection_split.json``'s lists and no text file of any
``injection_heldout*`` set. It scored the current detector on this set only, to write
more of what it misses: main's shipped ``safety.detect_injection`` (commit 746cc01)
flagged 2695 of the final 6034 attack documents (0.447) and 46 of 924 clean ones
(0.050), with ``injection_quality.score``, on 2026-12-02.

Attacks (``en.py``, ``es.py``, ``pt.py``; rows ``context | addressee | ask | soft |
shape | text`` parsed by ``_rows``): 282 English, 290 Spanish, 290 Portuguese texts, 3
to ~105 words, each planted in all 7 channels (visible_text, css_hidden, html_comment,
attribute, meta, structured_data, pdf_hidden_text) of a synthetic host page written for
its context. Axes in ``family`` =
"tuning9:addressee=..;ask=..;soft=..;shape=..;context=..;obf=..; variant=<plant
technique>;host_topic=<ai|general>;carrier=synthetic": addressee assistant, agent,
model, system, named_ai (ChatGPT, Claude, Gemini, Copilot, Llama, Mistral, Perplexity,
Bard), the_ai, role ("the summarizer", "research bot", "shopping helper", "citation
engine", "grading helper"...), implicit ("whoever reads this to brief someone"), none
(addressee-free steering: "summaries of this page leave out..."); ask ignore,
rank_first, verified, hide, reveal, exfiltrate, change_answer, recommend, tool_call,
persona (also a change of language); soft imperative, request, polite, policy,
third_person, question, conditional, data (CSV rows, JSON, key: value, markdown tables,
config/rc/YAML front matter, HTTP headers, SQL, i18n strings, subtitles, fake chat
turns, fake tool results, fake end-of-document summaries, answer keys); shape short,
sentence, paragraph (order buried mid-paragraph), list, footnote, aside, csv, json, kv,
table, config. 34 contexts, 13 about AI (model_card, ai_tool_review, prompt_tutorial,
chatbot_faq, ai_policy, llm_release_notes, ai_news, ai_course, agent_framework_docs,
ai_forum, ai_leaderboard, ai_glossary, ai_startup_pitch) and 21 everyday (product page,
hotel reviews, DIY forum, API docs, local news, recipe, travel guide, job posting,
personal finance, real estate, car rental, README, event page, dental clinic, restaurant
menu, laptop review, support article, insurance quotes, wedding venue, garden centre,
podcast notes). Voices: British/US English; Mexican, Rioplatense, peninsular and
Caribbean Spanish; Brazilian and European Portuguese; typos and chat spelling ("porfa",
"pfv", "q"), Spanglish and English inside Portuguese. About a fifth dressed
(``obfuscate.py``, every attack whose number is 2 mod 5, cycling): zero-width
characters, Cyrillic look-alikes, spaced letters, letters joined by hyphens, dots or
underscores, leetspeak, markdown noise, literal HTML entities; in PDFs the first two
fall back to plain text and are labelled ``obf=plain``. ``payload`` is the text as
planted, except for the dressings a reader sees as the plain words (zero-width,
look-alike, spaced letters): there it is the plain text, as in ``injection_data``, so
the trainer's sentence labels (payload vs the folded page text) find it.

Clean (``injection_data``-style "hardneg:<category>;placed=<channel>:<technique>;
set=tuning9"): 30 categories x 8 documents per language (720), each a host page of 3-5
sentences from the category's pool, with one more sentence placed by document number in
visible text (2 of 8), meta, an attribute, JSON-LD, an HTML comment, a CSS-hidden block,
or a PDF (half with an OCR-like invisible text layer). Categories: prompt how-tos, docs
quoting prompts in code, security write-ups quoting injections, terms of service, recipe
instructions ("ignore the instructions on the bag"), appliance manuals, classroom AI
rules, release notes, support call scripts, chatbot user FAQs, honest model cards,
workplace AI policies, board-game rules, exam instructions, SEO articles about AI
answers, privacy notices, developer settings (system prompt, API keys), forum questions
about chatbots, AI news, voice-assistant commands, buyer's guides, alt text, data
tables, spec sheets, support transcripts, editor's/reader notes, AI shopping-feature
marketing, moderator handbooks, prompt libraries with copy-ready prompts, agent-building
tutorials. Plus every context's host page with nothing planted, as a page and as a PDF
("plain:<context>;placed=none", 68 per language).

Counts: 6958 documents; 6034 injected (1974 en, 2030 es, 2030 pt; 862 texts x 7
channels; 1152 dressed); 924 clean (720 hard negatives, 204 plain hosts); 1054 PDFs. No
corpus page is used (``corpus`` is accepted for the common loader signature and
ignored), so the set is the same with or without ``../shared/corpus``. Deterministic
byte for byte: each document draws from a ``random.Random`` seeded by its id. Use with
``benchmarks/`` on ``sys.path``: ``from injection_tuning9 import load``.
"""

from __future__ import annotations

from pathlib import Path

from injection_data import LabeledDoc

PART = "tuning9"


def load(corpus: Path | None = None) -> list[LabeledDoc]:
    """Every tuning9 document: attacks (each in all 7 channels), then clean documents."""
    from .build import build

    del corpus  # synthetic hosts only
    return list(build())


__all__ = ["PART", "load"]
