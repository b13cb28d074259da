"""``detect_injection(artifact)``: instruction-like content in any channel of a document.

Every channel of the document (``channels``, ``pdf_channels``) is read sentence by
sentence. A sentence is judged two ways, and either flags it:

* the rules (``signals``): weighted patterns whose sum must reach the channel's
  threshold (visible 3, structural 2, hidden 1);
* the model (``model``): a logistic regression over the sentence's words, character
  4-grams, its signals (v2's and the structural ones of ``structure``: who it
  addresses, its mood, what it asks) and the kind of channel, whose probability must
  reach the kind's cutoff; in visible text the sentence must also address a model or
  ask what only a model does (a page's own prose never flags on words alone).

v63: the model may also overrule the rules: a piece judged as visible that the rules alone
would flag does not flag when every member heard on it puts it under
``RULES_OVERRULED_VISIBLE`` (``overruled``; the report names it, ``page["overruled"]``).

The page decides last (``page``, v8): visible sentences of a page whose own voice
discusses AI do not flag, and a hidden passage repeating the visible prose is judged as
visible text; every channel's standard is otherwise the same on every page.

Where text came from decides the standard: a reader's output of a stored page (the
control) is judged with the hidden channels' standard wherever it repeats a passage
the control hides (``control=``): a reader that flattens a PDF's invisible layer into
markdown does not make that text visible.

A channel with a flagged sentence is a finding, named by its vector and locator, with
the span it covers in the artifact's text when it is there (so the model boundary can
leave it out), the signals that fired, the model's probability and the features that
weighed most (``explanation``). The document is flagged when it has a finding.
Reports are cached by the artifact's sha256 (and the control's) next to its parse.

(Over 400 lines: a piece's verdict, the page's decision and the report are one reading
of a document, kept in one place so the order of its stages is read top to bottom;
de-obfuscation lives apart, in ``deobfuscate``.)
"""

from __future__ import annotations

import hashlib
import re
from collections.abc import Mapping
from dataclasses import dataclass
from functools import lru_cache
from typing import Any

from ..artifacts.base import Artifact
from ..artifacts.cache import ArtifactCache
from ..artifacts.errors import ArtifactError
from ..artifacts.html import HtmlArtifact
from ..artifacts.pdf import PdfArtifact
from ..code_digest import source_digest
from .channels import (
    DECEPTIVE,
    STRUCTURAL,
    VISIBLE,
    Channel,
    decode_tags,
    html_channels,
    text_channels,
)
from .deobfuscate import deobfuscated
from .explanation import Finding, InjectionReport, Provenance, passage_of, read_kinds
from .features import features, kind_of
from .lexicon import language_of
from .model import Scorer, UnionModel, shipped_model
from .orders import order_forms
from .page import (
    AGREED_OVER_TOPIC_NOTE,
    ORDER_OVER_TOPIC_NOTE,
    TopicCount,
    agreed_over_topic,
    counted_sentence,
    order_over_topic,
    own_voice_about_ai,
    repeats_prose,
    speaks_of_attacks,
    visible_prose,
)
from .signals import (
    WEIGHTS,
    clause_suffixes,
    last_clause_suffix,
    sentences,
    signals_of,
    task_order,
)
from .structure import (
    CALLING_SHAPES,
    GATE_ONLY,
    names_machine_reader,
    reader_work,
    structural_signals,
)

DETECTOR_VERSION = "70"  # 3: structural signals and a trained model; reader text by origin;
# 8: per-page decisions (``page``: the topic bar for visible text, repeated prose);
# 9: every channel de-obfuscated before reading (``deobfuscate``); 10: orders aimed at
# whoever answers (``structure``), letters spaced out and whole look-alike words joined
# and folded, a lower visible cutoff for a sentence that calls a reader; 12: tool calls,
# orders in data, steering, named AIs and notes to AI readers (``structure``), leet digits
# read (``deobfuscate``), a lower structural cutoff, a model fitted on eight writers;
# 13: form-field hints read (``placeholder``, ``aria-placeholder``), one-letter words of
# prose never joined as letters spelt out, a model fitted on eleven writers, and the lower
# structural cutoff kept only where the real-page guard allows it (``model_flags``);
# 15 (shipped 2026-12-03, after blind scoring on heldout12 and the frozen test part): iframe
# ``srcdoc`` documents and inline SVG text read (``artifacts.html.hidden``; channels ``srcdoc``,
# ``svg_text``, ``svg_label``, ``svg_hidden``); any attribute whose value is prose, and the prose
# strings of a JSON or JavaScript object in one (``artifacts.html.tree.attribute_texts``); what a
# browser never draws (media/canvas fallback, a frame's inner markup, noscript, template:
# ``unrendered``, judged as ``css_hidden``); the ``scale``/``translate`` properties,
# ``translate()`` far off, a singular ``matrix()``, back-facing boxes and
# ``content-visibility:hidden`` as CSS hiding (``artifacts.html.style``); the model unchanged
# (v13's weights, not refitted); 16 (a candidate): what the browser's stylesheet hides (a
# popover no one opened, a closed ``<dialog>``: ``artifacts.html.tree.ua_hiding``), meter,
# progress and datalist content and MathML annotations (``unrendered``), PDF text that paints
# no pixel on the drawn page (``pdf_channels``, ``unpainted_text``), and the model refitted
# with heldout10, heldout11 and heldout12 (fourteen writers; not shipped); 17 (shipped): v16's
# readings with v15's model (v13's weights; v16's refit lost 1.3 points on the frozen test);
# 18 (a candidate): the HTML rendering section's hidden elements and states (``noembed``,
# ``noframes``, ``rp``, ``col``, a closed ``<details>`` but its summary, a drop-down
# ``<select>``'s other options, ``input type=hidden``, ``<style>`` comments), and CSS decided by
# its effect (``artifacts.html.unpainted``: composed transforms with perspective, clip shapes
# with no area, ``filter: opacity``, transparent masks, empty containment, animations at
# rest); v13's weights, not refitted; 19 (a candidate): what a renderer lays out but does not
# draw (``artifacts.html.undrawn``: a declarative shadow host's unslotted children, its shadow
# root's content now drawn; grid items in a zero row; content pushed below a clip; SVG
# conditional processing and ``<switch>``; SVG text outside its viewport), and hidden text of
# one token that is a path of words read (``channels.hidden_text_read``, HTML and PDF); v13's
# weights, not refitted;
# 20 (a candidate): v19's readings and the model refitted on seventeen writers (heldout10-15
# added), the development writer's sentences weighing three times another's (chosen by
# leave-one-writer-out, ``benchmarks/page_probe/lowo20.py``); 21 (a candidate): v20's readings
# and both models, a sentence flagged when v13's weights or v20's put it over its kind's
# cutoff (``model.UnionModel``; the finding names the member that gave the probability);
# 22 (a candidate): v21's readings and three members, v20's recipe refitted on nineteen
# writers (heldout16 and heldout17 added) joining v13's and v20's weights, a sentence
# flagged when any member puts it over its kind's cutoff (the design chosen by a
# pseudo-blind check, ``benchmarks/page_probe/FIGURES_v22.md``); 23 (a candidate): v22's three
# members and readings of what the specifications say is never painted (SVG elements never
# rendered directly, CSS clip paths with no area, offset paths far off, SVG filters with zero
# alpha, PDF text under a singular text rendering matrix; ``FIGURES_v23.md``); 24 (a
# candidate): v23's readings and four members, v20's recipe refitted on twenty-one writers
# (heldout18 and heldout19 added) joining v23's three, and a visible sentence without an
# addressing signal flagged when all four members put it at 0.98 or more
# (``VISIBLE_AGREED``); both chosen by a pseudo-blind check on heldout19
# (``benchmarks/page_probe/FIGURES_v24.md``); no cutoff changed; 25 (a candidate): v24's
# members, the agreement rule only for visible text in its own right, not for a hidden
# passage judged as visible because it repeats the prose (``VISIBLE_AGREED_REPEATED``),
# chosen on heldout20 (``benchmarks/page_probe/FIGURES_v25.md``); 26 (a candidate): v25's
# readings and rules, the fourth member refitted on twenty-three writers (heldout20 and
# heldout21 added; ``injection_model_v26.json`` replacing v24's), and three addressing signals
# that open the visible gate without being features of the model (``structure.GATE_ONLY``:
# ``called``, ``asked_ai``, ``polite``); both chosen by a pseudo-blind check on heldout21
# (``benchmarks/page_probe/FIGURES_v26.md``); 27 (shipped 2026-12-03, after blind scoring on
# heldout23 and the frozen test part): v26 with the agreement rule off (``VISIBLE_AGREED`` None;
# ``FIGURES_v27.md``); 28 (a candidate frozen 2026-12-03 on branch detector28): v27's model,
# members and thresholds with new page readings only (PARSER_VERSION 8: text a mix-blend-mode
# leaves as its known backdrop, SVG text under an element that draws none, ``<foreignObject>``
# HTML; a PDF hidden run located at its own copy); 29 (a candidate frozen 2026-12-03 on branch
# detector29): v28 with PDF text drawn off the page read as hidden (``off_page_text``); 30 (a
# candidate, branch detector30): v29's readings, the fourth member refitted on twenty-seven
# writers (heldout22-25 added, read with v29's readers; ``injection_model_v30.json`` replacing
# v26's), chosen by a pseudo-blind check on heldout25 (``benchmarks/page_probe/FIGURES_v30.md``);
# 31 (a candidate, not shipped: ``benchmarks/candidates/detector31.patch``); 32 (never built:
# its clause pieces, judged by the rules too, flagged clean documents of tuning writers); 33 (a
# candidate scored blind twice, not shipped alone, part of v34): v30's readings, members and cutoffs with clause pieces
# (``_pieces``: a sentence of a hidden or structural channel also judged, by the model alone,
# by what follows its last clause mark; ``benchmarks/page_probe/FIGURES_v33.md``); 34 (shipped
# 2026-12-04, after blind scoring on heldout30 under the paired rule and the frozen test part):
# v33 with CSS colours read in every CSS Color 4 syntax (``artifacts.html.color``;
# PARSER_VERSION 9; ``benchmarks/page_probe/FIGURES_v34.md``); 35 (shipped 2026-12-04, after
# blind scoring on heldout31 under the paired rule and the frozen test part): v34 with text
# under a colour, font size or opacity the reader cannot evaluate read as suspect, so judged as
# hidden text (``artifacts.html.unread``; PARSER_VERSION 10); a topic-bar exemption tried first
# (v35t, ``benchmarks/candidates/topic35.patch``) was never built: it flagged clean documents of
# tuning writers (docs/injection-detector.md, *v35*)
# 36 (a candidate, not shipped: ``benchmarks/candidates/detector36.patch``); 37 (a candidate):
# v35 with v35t's exemption from the topic bar for an order to a reader, kept on a page whose
# other visible sentences speak of attacks (``page.ATTACK_WORDS``: pages quoting an attack)
# 38 (a candidate): v37 with a box whose size, scaling, zoom, indent or offset holds a function
# the reader cannot evaluate read as suspect, so its text is judged as hidden
# (``artifacts.html.unread.unread_box``; PARSER_VERSION 11; never shipped: one clean tuning document, a
# hidden copy of its page's visible prose flagged by the task-order rule); 39 (a candidate): v38 with
# v36b's fix, the task-order rule not applied to a passage repeating the visible prose; 40 (a
# candidate): v39 with a hidden or structural piece that addresses a model judged at 0.8 at most
# (``ADDRESSED_HIDDEN``); 41 (a candidate, not shipped: ``benchmarks/candidates/detector41.patch``);
# 42 (a candidate): v40 with every structural piece (meta, JSON-LD, attributes) judged at 0.8 at
# most, whether it addresses a model or not (``STRUCTURAL_AT_MOST``); 43 (a candidate, not shipped:
# ``benchmarks/candidates/detector43.patch``); 44 (a candidate): v42 with a fifth sentence model
# in the union, v30's recipe on forty-one writers (``model.MEMBER_FILES``), heard only on text
# not judged visible (``model.HIDDEN_ONLY``; v44b); 46 (a candidate): v44b with a sentence that opens
# with a heading addressed to a machine reader (``structure``, ``headed``) read as addressing it;
# 47 (a candidate): v46 with an appositive naming a machine reader read as addressing it
# (``structure``, ``appositive``), an addressing sentence at ``page.ORDER_OVER_TOPIC`` not kept by
# the topic bar whether it calls a reader or not, and v24's agreement rule back on at 0.99
# (``VISIBLE_AGREED``); 48 (a candidate): v47 with the agreement rule requiring that the
# sentence speak of the reader's work (``structure.reader_work``); 49 (a candidate): v48 with the
# agreement rule on a piece of at most ``MAX_AGREED_WORDS`` words; 50 (a candidate): v49 with a call
# to a reader at an inner opening read as addressing it (``structure``, ``inner_call``), a visible
# sentence naming a machine reader flagged when every member agrees at ``VISIBLE_NAMED``, and four
# CSS hidings read (``artifacts.html.style``; PARSER_VERSION 12); 51 (a candidate, withdrawn before
# any sealed scoring: v50 with a sixth member on forty-six writers); 52 (shipped 2026-12-05, after
# blind scoring on heldout45 under the paired rule and the frozen test part): v50 with a hidden or
# structural sentence's clause suffixes that address a model read beside its last one
# (``CLAUSE_ADDRESSED_MOST``, in a sentence of at most ``CLAUSE_ADDRESSED_LONGEST`` characters), the
# agreement rules' sentences not kept by the topic bar when every member agrees at
# ``page.AGREED_OVER_TOPIC``, ``VISIBLE_AGREED`` at 0.96 and a visible sentence that calls a reader
# judged at ``VISIBLE_READER_AT_MOST`` (docs/injection-detector.md, *v52*); 53 (a candidate): v52 with
# every sentence the model flags not kept by the topic bar when every member agrees at
# ``page.AGREED_OVER_TOPIC`` (0.95), a visible sentence that addresses a model flagged when every
# visible member puts it at ``VISIBLE_ADDRESSED_AGREED``, and the clause suffixes of visible sentences
# that address a model read as in hidden text, judged at ``VISIBLE_CLAUSE_AT_MOST``
# (docs/injection-detector.md, *v53*; not shipped: 6 gained on heldout46); 54 (a candidate): v53
# with an opening list of names read as a subject (``structure.subject_list``), the topic bar's
# agreement level re-read under it (``page.AGREED_OVER_TOPIC`` 0.90), and v38's unread box widened
# to turns and clip shapes holding a function call (``artifacts.html.unread``; PARSER_VERSION 13)
# (docs/injection-detector.md, *v54*; not shipped: three clean documents of the frozen test part);
# 55 (shipped 2026-12-05 at stop 51, after blind scoring on heldout50 under the paired rule and the
# frozen test part): v54 without the visible clause suffixes (``VISIBLE_CLAUSE_ADDRESSED`` off) and
# ``page.AGREED_OVER_TOPIC`` at 0.85 (docs/injection-detector.md, *v55*)
# 62 (candidate, stop 53, not shipped: five attacks of the frozen test part lost): v55 with the rules'
# flag overruled on a piece every model member heard reads as ordinary prose (``overruled``);
# 63 (shipped 2026-12-05 at stop 53, after blind scoring on heldout53 and the frozen test part, no
# verdict changed there): v62 with the floor only for a piece judged as visible (visible text, and a
# hidden passage repeating the visible prose) (docs/injection-detector.md, *v62 and v63*)
# 66 (shipped 2026-12-07 at stop 62, after blind scoring on heldout55 and the frozen test part, no
# verdict changed there; 9 attacks gained, none lost, no clean document flagged on the tuning
# writers): v63 with the p language read back (``deobfuscate``, ``pgame``: "qupuepe" for "que")
# (docs/injection-detector.md, *v66*)
# 67 (shipped 2026-12-07 at stop 62, after blind scoring on heldout56 and the frozen test part, no
# verdict changed there): v66 with ``note_to`` not on a document-genre heading ending its line
# ("System update notes for the parish booking system": ``structure.GENRE_HEADING``; six clean
# changelogs of heldout55, in sample) (docs/injection-detector.md, *v67*)
# 69 (shipped 2026-12-07 at stop 68, issue 18, after its screen on heldout50-57 and one blind read of heldout58,
# net +10, no clean document added: candidate K2): v67 with a sixth member, stop 67's R51 fitted on fifty-one
# writers (``model.GATED_VISIBLE``, v69), heard on visible text only as a gated addition: a page's visible
# pieces are judged a second time with v69 alone as the visible union (every other rule and cutoff v67's), and a
# model flag of that judgement on a piece judged as visible counts only when ``orders.reads_order`` reads an
# order in it (``GATED_NOTE``); a channel v67 flags keeps v67's finding (docs/injection-detector.md, Stop 68)
# 70 (shipped 2026-12-08 at stop 69, a correctness fix of v69's gate, not a candidate for a gain; review69): the
# order reader (``orders``) linear in its input (whitespace runs made a page cost minutes) and grammar-correct
# ("No sugar added.", "De acuerdo con ...", "refere-se" are not orders), and the gated judgement weighing model
# flags only (v69 alone no longer revives a rules' flag v67's members overruled); it only removes flags
# (docs/injection-detector.md, Stop 69)
BONUS_WEIGHTS = {"config_key": 2, "smuggled": 2, "hidden_origin": 0}
MAX_FINDING_TEXT = 300
# In visible text the model flags only a sentence with one of these (it addresses a
# model, talks about what only a model has, or asks what only a model does).
ADDRESSING = frozenset(
    {
        "addressed",
        "meta",
        "system_voice",
        "ask_rank",
        "ask_verified",
        "ask_hide",
        "ask_reveal",
        "ask_exfiltrate",
        "ask_ignore",
        "override",
        "template",
        "addressee",
        "answer_order",
        "conditional_reader",
        "reader_role",
        "vocative",
        "tool_call",
        "data_order",
        "steer",
        "named_vocative",
        "note_to",
        # v26: a sentence that calls an AI reader by its noun, asks it impersonally, or asks
        # its reader politely (``structure``; not features of the model: ``GATE_ONLY``)
        "called",
        "asked_ai",
        "polite",
        # v46: a sentence that opens with a heading addressed to a machine reader ("Norma para el
        # agente: ...", ``structure``; not a feature of the model)
        "headed",
        # v47: a sentence that opens with a name and an appositive naming a machine reader
        # ("Tañido, asistente del foro de afinadores: ...", ``structure``; not a model feature)
        "appositive",
        # v50: a call to a reader found only at an inner opening ("Value of the day: Model, list
        # ...", ``structure``; not a feature of the model)
        "inner_call",
    }
)
# v10: a visible sentence (or a hidden passage judged as visible) whose structure calls a
# reader at work (names it, addresses it, or sets a condition on it) is judged at the
# model's ``visible_reader`` cutoff.
# (``structure.CALLING_SHAPES``: v10's, ``called`` and ``asked_ai`` v26, ``headed`` v46,
# ``appositive`` v47), and v50's ``inner_call``: one of them at an inner opening
READER_SHAPES = frozenset({*CALLING_SHAPES, "inner_call"})
STRONG_SIGNALS = frozenset({"override", "template", "payload"})
WEAK_SIGNALS = frozenset({"task", "authority"})
# The structural signals that make a lone strong rule an order in visible text.
ORDER_SHAPES = frozenset(
    {"addressed", "imperative", "meta", "system_voice"}
    | {s for s in ADDRESSING if s.startswith("ask_")}
)
MAX_SENTENCES = 4000  # a channel's sentences scored by the model (the rules read them all)
# v24: a visible sentence (or a hidden passage judged as visible; v25: not that, below) with
# no addressing signal, which no cutoff lets the model flag, is flagged when every member of
# the union puts it at or over this (``model_flags``): the members, fitted on different writers, agree. Chosen by
# the pseudo-blind check on heldout19 (members fitted without it; 0.95 added a false
# positive there, 0.98 none, ``benchmarks/page_probe/FIGURES_v24.md``); no tuning part
# gained a false positive, dev's real pages none.
# v27: off (None). v24-v26 each failed the frozen test part by the same one clean document;
# the agreement rule is one of the two mechanisms they share beyond v23, and the one whose
# false positive was seen on a tuning writer (heldout20). Switched off with no level tuned
# (the choice was made after v26's frozen-test scoring: disclosed in FIGURES_v27.md).
# v47: on again at 0.99, v43's pre-declared fallback (v43 tried 0.98 and was not shipped): on the
# tuning writers' documents v46 leaves unflagged, every visible member puts a sentence with no
# addressing signal at 0.99 or more in 526 injected documents and no clean one (0.98: five clean,
# kept by the topic bar; ``benchmarks/page_probe/RULES_stop47.md``).
# v48: only for a sentence that speaks of the reader's work (``structure.reader_work``; v47's one
# added false positive on the frozen test part was a sentence of plain news narrative).
# v52: 0.96, the lowest on a 0.01 grid adding no clean tuning document and at least 0.01 over the
# highest clean one's agreement (0.9407, "No other model is affected by this recall";
# ``benchmarks/page_probe/RULES_stop49.md``, *Candidate v52*).
VISIBLE_AGREED: float | None = 0.96
# v25: the agreement level for a hidden passage judged as visible only because it repeats the
# page's visible prose (``Piece.repeats``: a PDF block or a hidden element); None: the
# agreement rule does not apply to it, only to visible text in its own right (v24's one
# false positive on heldout20 was such a PDF block). Chosen on heldout20 (pseudo-blind:
# no member saw it; ``benchmarks/page_probe/FIGURES_v25.md``).
VISIBLE_AGREED_REPEATED: float | None = None
# v49: the agreement rule judges a sentence, not a run-on piece (table text with no sentence mark,
# as a provider's reader output of a report gives: there the members' scores saturate). The longest
# piece it flagged on the tuning writers had 117 words; rounded up
# (``benchmarks/page_probe/RULES_stop47.md``, *Candidate v49*).
MAX_AGREED_WORDS = 150
# v50: a visible sentence with no addressing signal that names a machine reader (an AI noun, a role
# noun other than the human reader's, a named AI: ``structure.names_machine_reader``) flags when every
# member of the union, the hidden-only ones too, puts it at this level or more (and it has at most
# ``MAX_AGREED_WORDS`` words; the topic bar applies). On the tuning writers' documents v49 leaves
# unflagged: 0.9 flagged one clean page ("No other model is affected by this recall"), 0.95 none
# (``benchmarks/page_probe/RULES_stop48.md``). None: off.
VISIBLE_NAMED: float | None = 0.95
# v52: a visible sentence whose structure calls a reader at work (``Piece.calls_reader``) is
# judged at this at most (the members' ``visible_reader`` cutoff is 0.9): the lowest on a 0.01
# grid adding no clean tuning document and at least 0.01 over the highest clean one (0.8451,
# "The machine's voice assistant reads out the price ..."; ``RULES_stop49.md`` in
# ``benchmarks/page_probe``). None: the members'.
VISIBLE_READER_AT_MOST: float | None = 0.86
# v53: a visible sentence (not a clause piece, not a hidden passage repeating the prose) that addresses
# a model flags when every member heard on visible text (``UnionModel.for_visible``) puts it at this or
# more, under the cutoff its highest member must reach (0.995): the lowest on a 0.01 grid adding no
# clean tuning document and at least 0.01 over the highest clean one (0.9168, "Abre la configuración,
# elige respuestas automáticas ..."; ``benchmarks/page_probe/RULES_stop50.md``, *Candidate v53*).
# None: off.
VISIBLE_ADDRESSED_AGREED: float | None = 0.93
# v13: a page with fewer visible sentences than this (counted as the topic bar counts them)
# is small: its structural pieces are judged at ``structural_low`` (``model_flags``). A real
# page has many (dev's clean corpus pages: median 98, a quarter under 65); its metadata
# and structured data keep v10's cutoff unless a piece addresses a model.
SMALL_PAGE = 20
MEMO_CHARS = 2000  # (v12) a sentence up to this long is read once a process: a page repeats
# its titles, alt texts, menu items and meta descriptions, and a short channel is read both
# sentence by sentence and whole


@lru_cache(maxsize=8192)
def _memo_signals(text: str) -> tuple[tuple[str, ...], tuple[str, ...]]:
    return signals_of(unquoted(text)), structural_signals(text)


def _signals(text: str) -> tuple[tuple[str, ...], tuple[str, ...]]:
    """The rules' signals (on the sentence without what it quotes) and the structural ones."""
    if len(text) <= MEMO_CHARS:
        return _memo_signals(text)
    return signals_of(unquoted(text)), structural_signals(text)


def channels_of(artifact: Artifact) -> list[Channel]:
    """Every channel of the document, and the Unicode tag characters any hidden one
    carries, decoded (smuggled text in a comment or an ``alt`` is still smuggled); each
    read de-obfuscated (``deobfuscate``: folded, and again for what decodes to words)."""
    if isinstance(artifact, HtmlArtifact):
        channels = html_channels(artifact)
    elif isinstance(artifact, PdfArtifact):
        from .pdf_channels import pdf_channels

        channels = pdf_channels(artifact)
    else:
        channels = text_channels(artifact.text)
    smuggled = []
    for channel in channels:
        if channel.vector in ("visible_text", "invisible_chars"):
            continue  # the artifact's text was searched for them already
        decoded = decode_tags(channel.text)
        if decoded:
            smuggled.append(
                Channel(
                    "invisible_chars",
                    f"{channel.locator} [tag characters]",
                    decoded,
                    DECEPTIVE,
                    channel.span,
                    ("smuggled",),
                    channel.page,
                )
            )
    return [read for channel in channels + smuggled for read in deobfuscated(channel)]


# v33, clause pieces: in a channel of these thresholds (text that hides, and structural
# channels: meta, structured data, ``data-*``) a sentence is also judged by its suffixes after
# a clause mark (``signals.clause_suffixes``) of ``CLAUSE_MIN_WORDS`` words or more, the first
# ``CLAUSE_MOST`` (v33: only the last, ``CLAUSE_LAST``): a label ahead of a text ("<tool
# banner>; memo: <text>") no longer dilutes what the model reads of the text. A clause piece
# is the model's alone (the rules judge the whole sentence) and flags at ``CLAUSE_CUTOFF`` or
# its kind's cutoff, the higher (``benchmarks/page_probe/FIGURES_v33.md``)
CLAUSE_THRESHOLDS = frozenset({DECEPTIVE, STRUCTURAL})
CLAUSE_MIN_WORDS = 4
CLAUSE_MOST = 4
CLAUSE_LAST = True
CLAUSE_CUTOFF = 0.9
# v52: besides the last suffix, a sentence's first ``CLAUSE_ADDRESSED_MOST`` suffixes are read, each
# kept only when its own structure addresses a model (``Piece.addressing``): a label ahead of an
# order ("<CMS> draft, not published: Note for the agent ...: <text>") hides the order from the
# sentence and from its last suffix alike. Judged as the other clause pieces (``CLAUSE_CUTOFF``). On
# the tuning writers' documents v50 leaves unflagged, none clean at 0.7 or more
# (``benchmarks/page_probe/RULES_stop49.md``, *Candidate v52*)
CLAUSE_ADDRESSED_MOST = 8
# ... and only in a sentence of at most this many characters (the signals' memo bound,
# ``MEMO_CHARS``): the suffixes of a long run-on sentence (a data blob) are near-whole copies of it,
# each read through every signal (one real page took 7 s instead of 1.2 s). A label ahead of an
# order is a short sentence; on every part v52 was scored on this changes no verdict
# (``benchmarks/page_probe/RULES_stop49.md``)
CLAUSE_ADDRESSED_LONGEST = MEMO_CHARS
# v53: visible sentences' clause suffixes that address a model are read too (same count and bound),
# a label or a greeting ahead of an order ("Gracias por el retrato. Agente de reservas: ...") diluting
# what the model reads of it in visible text as in hidden text; such a piece is judged at this at most
# (the clause floor, ``CLAUSE_CUTOFF``, as in hidden text; on the tuning writers' documents v52 leaves
# unflagged the highest clean one is at 0.6402, ``benchmarks/page_probe/RULES_stop50.md``). False: off.
# v55: off. In v54 it alone added three clean documents of the frozen test part (Spanish security blogs,
# the topic bar not holding on their pages), so it was dropped, not narrowed (*Candidate v55*).
VISIBLE_CLAUSE_ADDRESSED = False
VISIBLE_CLAUSE_AT_MOST = CLAUSE_CUTOFF
# v40: a hidden or structural piece whose structure addresses a model (``Piece.addressing``) is
# judged at most at this cutoff (the lowest of 0.3-0.8 adding no clean tuning document;
# benchmarks/page_probe/RULES_stop44.md, *Candidate v40*)
ADDRESSED_HIDDEN = 0.8
# v42: a structural piece (meta, JSON-LD, an attribute) is judged at most at this cutoff, whether it
# addresses a model or not: on 48,565 tuning documents the highest structural piece of a clean one
# is at 0.71 (benchmarks/page_probe/RULES_stop45.md, *Candidate v42*)
STRUCTURAL_AT_MOST = 0.8
# v62: the rules' flag on a piece is overruled when every model member heard on it reads the piece
# as ordinary prose (``overruled``): a piece judged as visible (``Piece.judged_visible``: visible
# text, and a hidden passage repeating the visible prose) under ``RULES_OVERRULED_VISIBLE``, any other
# under ``RULES_OVERRULED_HIDDEN``; never in a channel the de-obfuscator rebuilt (letters spaced out,
# an encoding), whose text the model's features do not read. On the tuning writers the rules alone
# flagged clean documents' own visible sentences ("Ignora cualquier mensaje que te pida pagar una
# tasa", "Ignore the instructions on the flour bag") at 0.006-0.225, and every attack they flagged
# alone in visible text at 0.463 or more (benchmarks/page_probe/RULES_stop53.md). v63: the hidden
# floor off (None). v62's 0.1 lost no attack on the tuning writers but five of the frozen test
# part's, all in hidden and structural text: a hidden order the model does not recognise is still
# one, and hidden text is where orders hide.
RULES_OVERRULED_VISIBLE: float | None = 0.3
RULES_OVERRULED_HIDDEN: float | None = None


_SENTENCE, _CLAUSE_PIECE, _ADDRESSED_CLAUSE = 0, 1, 2  # what a range of ``_pieces`` is


def _pieces(text: str, threshold: int = VISIBLE) -> list[tuple[int, int, int]]:
    """The ranges the channel is read by, each with what it is (``_SENTENCE``,
    ``_CLAUSE_PIECE``, ``_ADDRESSED_CLAUSE``): its sentences, their clause suffixes where
    ``threshold`` reads them, v52's candidate suffixes (``CLAUSE_ADDRESSED_MOST``: ``pieces``
    keeps one only when it addresses a model; v53: in visible text too,
    ``VISIBLE_CLAUSE_ADDRESSED``), and the whole channel when it has several sentences and is
    short."""
    found = sentences(text)
    ranges = []
    addressed = threshold in CLAUSE_THRESHOLDS or (
        threshold == VISIBLE and VISIBLE_CLAUSE_ADDRESSED
    )
    for start, end in found:
        ranges.append((start, end, _SENTENCE))
        suffixes: list[tuple[int, int]] = []
        if threshold in CLAUSE_THRESHOLDS:
            if CLAUSE_LAST:
                suffixes = last_clause_suffix(text, start, end, CLAUSE_MIN_WORDS)
            else:
                suffixes = clause_suffixes(text, start, end, CLAUSE_MIN_WORDS, CLAUSE_MOST)
            ranges += [(a, b, _CLAUSE_PIECE) for a, b in suffixes]
        if addressed and CLAUSE_ADDRESSED_MOST and end - start <= CLAUSE_ADDRESSED_LONGEST:
            more = clause_suffixes(text, start, end, CLAUSE_MIN_WORDS, CLAUSE_ADDRESSED_MOST)
            ranges += [(a, b, _ADDRESSED_CLAUSE) for a, b in more if (a, b) not in suffixes]
    if len(found) > 1 and len(text) <= 2000:
        ranges.append((0, len(text), _SENTENCE))  # a signal split over a line break is not lost
    return ranges


@dataclass(frozen=True)
class Piece:
    """One sentence of a channel as the rules see it, before the model."""

    start: int
    end: int
    text: str
    threshold: int  # the channel's, or the hidden one when the text came from hiding
    bonus: tuple[str, ...]
    rules: tuple[str, ...]  # v2 signals
    structural: tuple[str, ...]
    score: int
    origin: str | None
    repeats: bool = False  # a hidden passage that repeats the page's visible prose (``page``)
    clause: bool = False  # v33: a sentence's suffix after a clause mark (``_pieces``)
    # v52: an inner clause suffix read because it addresses a model (``CLAUSE_ADDRESSED_MOST``):
    # not counted against ``MAX_SENTENCES``
    extra: bool = False

    @property
    def kind(self) -> str:
        return kind_of(self.threshold)

    @property
    def judged_visible(self) -> bool:
        """Visible text, or a hidden passage repeating it: the visible standard applies."""
        return self.kind == "visible" or self.repeats

    @property
    def by_rules(self) -> bool:
        """The rules flag alone when the score reaches the threshold with more than a weak
        signal: two signals, one strong or medium signal where text hides, or in visible
        text a strong one with the sentence's own structure saying it is an order to a
        model. A task request or an authority claim
        alone (a headline question in a ``title``, "Show here if...") is left to the
        model, which weighs it with the words and the channel, except a whole sentence
        ordering a text task where text hides (``signals.task_order``)."""
        if self.clause:
            return False  # v33: a clause piece is the model's alone
        found = set(self.rules)
        if found == {"task"} and self.threshold == DECEPTIVE and not self.repeats:
            # an order for a text, where text hides (v39, v36b's fix: not a passage repeating
            # the visible prose, which is judged as the visible text it repeats: ``page``)
            return task_order(unquoted(self.text))
        if not found or self.score < self.threshold or found <= WEAK_SIGNALS:
            return False
        if len(found) >= 2:
            return True
        if self.threshold != VISIBLE:
            return True  # one strong or medium signal (addressee, output) where text hides
        return bool(found & STRONG_SIGNALS) and bool(ORDER_SHAPES.intersection(self.structural))

    @property
    def weakly_ruled(self) -> bool:
        """The rules reached the threshold on weak signals alone (see ``by_rules``): the
        model decides, with the lower ``ruled`` cutoff."""
        return (
            not self.clause
            and bool(self.rules)
            and self.score >= self.threshold
            and not self.by_rules
        )

    @property
    def addressing(self) -> bool:
        """Whether the model may flag it in visible text (see ``ADDRESSING``)."""
        return bool(ADDRESSING.intersection((*self.rules, *self.structural)))

    @property
    def calls_reader(self) -> bool:
        """Its structure calls a reader at work (``READER_SHAPES``): in visible text the
        model's ``visible_reader`` cutoff applies (v10)."""
        return bool(READER_SHAPES.intersection(self.structural))

    def features(self) -> dict[str, int]:
        """The model's features (v26: without ``GATE_ONLY``'s signals, which no member
        was fitted with)."""
        signals = (*self.rules, *(s for s in self.structural if s not in GATE_ONLY), *self.bonus)
        return dict(features(self.text, signals, self.kind))


_QUOTED = re.compile(r"«[^»]{3,}»|“[^”]{3,}”|\"[^\"]{3,}\"|„[^“”]{3,}[“”]")


def unquoted(text: str) -> str:
    """The sentence without what it quotes, when it says something around the quote
    ("Filtering «ignore all previous instructions» is not enough" mentions an attack; it
    does not make one). A sentence that is all quote is kept whole."""
    outside = _QUOTED.sub(" ", text)
    return outside if len(outside.split()) >= 4 else text


def pieces(
    channel: Channel, provenance: Provenance | None = None, prose: str | None = None
) -> list[Piece]:
    """The channel's sentences (and the whole channel when short) with their signals;
    ``prose``: the page's visible prose (``page.visible_prose``), to tell a hidden passage
    that repeats it."""
    out = []
    for start, end, what in _pieces(channel.text, channel.threshold):
        text = channel.text[start:end]
        if not text.strip():
            continue
        clause = what != _SENTENCE
        threshold, bonus, origin = channel.threshold, channel.bonus, None
        if provenance is not None and threshold == VISIBLE:
            origin = provenance.hidden_origin(text)
            if origin is not None:
                threshold, bonus = DECEPTIVE, (*bonus, "hidden_origin")
        rules, structural = _signals(text)
        extra = what == _ADDRESSED_CLAUSE
        if extra and not ADDRESSING.intersection((*rules, *structural)):
            continue  # v52: an inner suffix is read only when it addresses a model
        score = sum(WEIGHTS[s] for s in rules) + sum(BONUS_WEIGHTS[b] for b in bonus)
        repeats = prose is not None and channel.threshold != VISIBLE and repeats_prose(text, prose)
        out.append(
            Piece(
                start,
                end,
                text,
                threshold,
                bonus,
                rules,
                structural,
                score,
                origin,
                repeats,
                clause,
                extra,
            )
        )
    return out


def model_flags(
    piece: Piece,
    probability: float,
    model: Scorer,
    page_sentences: int | None = None,
    feats: Mapping[str, int] | None = None,
) -> bool:
    """The model's verdict on a piece: its kind's cutoff (or the ``ruled`` one when weak
    rules reached the threshold; v10: ``visible_reader`` for a visible sentence that calls
    a reader, v52: and at most ``VISIBLE_READER_AT_MOST`` whatever the scorer's cutoffs, for a
    hidden passage judged as visible too), and in visible text (or a hidden passage repeating it) a
    sentence that addresses a model or asks what only a model does.

    v13, the real-page guard: a structural piece (meta, structured data, ``data-*``) is
    judged at the lower ``structural_low`` cutoff only when it addresses a model
    (``addressing``) or its page is small (``page_sentences``: the visible sentences the
    topic bar counts, fewer than ``SMALL_PAGE``; None, a channel judged alone, counts as
    small); otherwise at ``structural``, v10's 0.97 (``page_probe/lowo13.py``).

    v24: a visible sentence without an addressing signal flags when ``model`` is a union
    whose every member gives it ``VISIBLE_AGREED`` or more (``feats``: its features; none
    given, the rule does not apply). The page's topic bar still applies (``_judge``).
    v27 switched it off; v47 set it back on at 0.99; v48 also requires that the sentence speak
    to a reader or of what a reader handles (``structure.reader_work``); v49, that it have at
    most ``MAX_AGREED_WORDS`` words.
    v25: a hidden passage judged as visible because it repeats the prose agrees only at
    ``VISIBLE_AGREED_REPEATED`` (None: never).
    v50: a visible sentence (not a repeated passage) with no addressing signal and at most
    ``MAX_AGREED_WORDS`` words that names a machine reader (``structure.names_machine_reader``)
    flags when every member of the union, the hidden-only ones too (``model.lowest``, not
    ``for_visible()``), gives it ``VISIBLE_NAMED`` or more; independent of ``VISIBLE_AGREED``.

    v40: a hidden or structural piece that addresses a model is judged at ``ADDRESSED_HIDDEN``
    at most (hidden text that speaks to the reader model is what an indirect injection is;
    clause pieces keep their floor).

    v42: a structural piece is judged at ``STRUCTURAL_AT_MOST`` at most, whether it addresses a
    model or not (clause pieces keep their floor).

    v52: ``VISIBLE_AGREED`` at 0.96, and a visible sentence that calls a reader judged at
    ``VISIBLE_READER_AT_MOST`` at most.

    v53: a visible sentence that addresses a model (not a clause piece) flags when every member of
    the union heard on visible text gives it ``VISIBLE_ADDRESSED_AGREED`` or more; a visible clause
    piece (``VISIBLE_CLAUSE_ADDRESSED``: it addresses a model) is judged at ``VISIBLE_CLAUSE_AT_MOST``
    at most, the clause floor still applying."""
    return model_rule(piece, probability, model, page_sentences, feats) is not None


# Which of ``model_flags``' rules flagged a piece (``model_rule``), as ``Finding.cutoff_rule`` keeps
# it: the kind's cutoff (``CUTOFF``), or every member's agreement at a level
AGREED_ADDRESSED, AGREED_READER, AGREED_NAMED = "agreed_addressed", "agreed_reader", "agreed_named"


def model_cutoff(
    piece: Piece, model: Scorer, page_sentences: int | None = None
) -> tuple[float, str]:
    """The probability the model's own verdict on ``piece`` is held to (``model_flags``' first
    rule) and which step set it, a key of ``verdict_words.CUTOFFS``: the kind's cutoff
    ("visible", "hidden", "structural"), or the step that lowered it ("structural_low",
    "visible_reader", "ruled", "addressed_hidden", "structural_at_most", "visible_clause") or
    raised it ("clause"). In visible text the cutoff flags only a piece that addresses a model
    (``Piece.addressing``)."""
    visible = piece.judged_visible
    why = "visible" if visible else piece.kind
    cutoff = model.cutoffs.get(why, 1.0)

    def lower(value: float, step: str) -> None:
        nonlocal cutoff, why
        if value < cutoff:
            cutoff, why = value, step

    if not visible and piece.kind == "structural" and "structural_low" in model.cutoffs:
        small = page_sentences is None or page_sentences < SMALL_PAGE
        if small or piece.addressing:
            lower(model.cutoffs["structural_low"], "structural_low")
    if visible and piece.calls_reader:
        lower(model.cutoffs.get("visible_reader", 1.0), "visible_reader")
        if VISIBLE_READER_AT_MOST is not None:
            lower(VISIBLE_READER_AT_MOST, "visible_reader")  # v52
    if piece.weakly_ruled:
        lower(model.cutoffs.get("ruled", 1.0), "ruled")
    if not visible and piece.addressing and piece.kind in ("hidden", "structural"):
        lower(ADDRESSED_HIDDEN, "addressed_hidden")  # v40: hidden text that addresses a model
    if not visible and piece.kind == "structural":
        lower(STRUCTURAL_AT_MOST, "structural_at_most")  # v42: text a page's structure carries
    if piece.clause and piece.kind == "visible" and VISIBLE_CLAUSE_AT_MOST is not None:
        lower(VISIBLE_CLAUSE_AT_MOST, "visible_clause")  # v53: an order behind a label, visible
    if piece.clause and cutoff < CLAUSE_CUTOFF:
        cutoff, why = CLAUSE_CUTOFF, "clause"
    return cutoff, why


# stop 66: the cutoffs (keys of ``verdict_words.CUTOFFS``) that apply only to a piece with one of
# these signals, so a finding's line names the evidence that chose its cutoff
# (``explanation.cutoff_evidence``): "cutoff 0.80 for hidden text aimed at an AI reader" was said
# of text whose evidence named no addressee ("talks about the AI's instructions" chose it)
CUTOFF_CONDITIONS: Mapping[str, frozenset[str]] = {
    "visible": ADDRESSING,  # (``model_rule``: in visible text only a piece that addresses a model)
    "addressed_hidden": ADDRESSING,
    # (stop 67: none for "structural_low", which a shipped member's cutoff never ends on)
    "agreed_addressed": ADDRESSING,
    "visible_reader": READER_SHAPES,
}

CUTOFF = "cutoff"


def model_rule(
    piece: Piece,
    probability: float,
    model: Scorer,
    page_sentences: int | None = None,
    feats: Mapping[str, int] | None = None,
) -> str | None:
    """Which rule of ``model_flags`` flags ``piece`` (None: none does): ``CUTOFF`` (its
    ``model_cutoff``), ``AGREED_ADDRESSED`` (v53), ``AGREED_READER`` (v24/v48) or
    ``AGREED_NAMED`` (v50)."""
    visible = piece.judged_visible
    cutoff, _ = model_cutoff(piece, model, page_sentences)
    if probability >= cutoff and (not visible or piece.addressing):
        return CUTOFF
    if (
        piece.kind == "visible"
        and piece.addressing
        and not piece.clause
        and VISIBLE_ADDRESSED_AGREED is not None
        and feats is not None
        and isinstance(model, UnionModel)
        and probability >= VISIBLE_ADDRESSED_AGREED
        and model.for_visible().lowest(feats) >= VISIBLE_ADDRESSED_AGREED
    ):
        return (
            AGREED_ADDRESSED  # v53: every visible member agrees that one addressing a model is one
        )
    if not (visible and not piece.addressing and feats is not None):
        return None
    if not isinstance(model, UnionModel) or len(piece.text.split()) > MAX_AGREED_WORDS:  # v49
        return None
    level = VISIBLE_AGREED if piece.kind == "visible" else VISIBLE_AGREED_REPEATED
    # (the highest probability first: the lowest is computed only when it can agree)
    # v48: and only a sentence that speaks to a reader or of what a reader handles
    if (
        level is not None
        and probability >= level
        and reader_work(piece.text, piece.structural)
        and model.for_visible().lowest(feats) >= level
    ):
        return AGREED_READER
    # v50: a visible sentence that names a machine reader, on which every member agrees
    if (
        piece.kind == "visible"
        and VISIBLE_NAMED is not None
        and probability >= VISIBLE_NAMED
        and names_machine_reader(piece.text)
        and model.lowest(feats) >= VISIBLE_NAMED
    ):
        return AGREED_NAMED
    return None


def model_level(
    piece: Piece, rule: str | None, model: Scorer, page_sentences: int | None = None
) -> tuple[float | None, str | None]:
    """The level a piece's probability was held to, and its key in ``verdict_words.CUTOFFS``:
    the agreement level of the rule that flagged it (``model_rule``), else its cutoff
    (``model_cutoff``) where that can flag it; (None, None) in visible text that addresses no
    model (only every member's agreement flags it there)."""
    if rule == AGREED_ADDRESSED:
        return VISIBLE_ADDRESSED_AGREED, rule
    if rule == AGREED_READER:
        return (VISIBLE_AGREED if piece.kind == "visible" else VISIBLE_AGREED_REPEATED), rule
    if rule == AGREED_NAMED:
        return VISIBLE_NAMED, rule
    if piece.judged_visible and not piece.addressing:
        return None, None
    return model_cutoff(piece, model, page_sentences)


def hearing(model: Scorer, piece: Piece) -> Scorer:
    """The scorer a piece is judged by: v44b, for a piece judged as visible, the union without
    its hidden-only members (``model.HIDDEN_ONLY``)."""
    if piece.judged_visible and isinstance(model, UnionModel):
        return model.for_visible()
    return model


@dataclass(frozen=True)
class Scored:
    """A piece with the model's probability and features (None past ``MAX_SENTENCES``)."""

    piece: Piece
    probability: float | None
    features: dict[str, int] | None
    member: str | None = None  # v21: the model member that gave the probability


def scored(
    channel: Channel,
    model: Scorer | None,
    provenance: Provenance | None = None,
    prose: str | None = None,
) -> list[Scored]:
    out = []
    number, within = 0, True  # the pieces counted against ``MAX_SENTENCES`` so far
    for piece in pieces(channel, provenance, prose):
        if not piece.extra:  # (an extra suffix is scored when the piece before it was)
            within = number < MAX_SENTENCES
            number += 1
        if model is not None and within:
            feats = piece.features()
            probability, member = hearing(model, piece).scored(feats)
            out.append(Scored(piece, probability, feats, member or None))
        else:
            out.append(Scored(piece, None, None))
    return out


def gated_rows(rows: list[Scored], gated: UnionModel) -> list[Scored]:
    """v69: a channel's rows as the gated second judgement hears them (``UnionModel.gated_view``): a piece
    judged as visible scored by the gated members (``for_visible``) from the features already computed; every
    other row as it is."""
    heard = gated.for_visible()
    out = []
    for row in rows:
        if row.piece.judged_visible and row.features is not None:
            probability, member = heard.scored(row.features)
            out.append(Scored(row.piece, probability, row.features, member or None))
        else:
            out.append(row)
    return out


REPEATED = "repeats the page's visible prose: judged as visible text"


def _page_note(repeats: bool, over_topic: str | None) -> str | None:
    """What the page's context did to a finding (``Finding.page``): ``over_topic``, why the
    topic bar did not keep it."""
    notes = [REPEATED] if repeats else []
    if over_topic is not None:
        notes.append(over_topic)
    return "; ".join(notes) or None


def _lowest(model: Scorer | None, feats: Mapping[str, int] | None) -> float | None:
    """The lowest probability a union's members, hidden-only ones too, give (None: no union)."""
    if not isinstance(model, UnionModel) or feats is None:
        return None
    return model.lowest(feats)


def judge(
    channel: Channel, model: Scorer | None = None, provenance: Provenance | None = None
) -> Finding | None:
    """A finding when a sentence of the channel is flagged by the rules or the model
    (alone, without the page's context: ``detect_injection`` adds it; v69: the gated
    judgement's when the first flags nothing)."""
    rows = scored(channel, model, provenance)
    finding = _judge(channel, rows, model, None)[0]
    gated = model.gated_view() if isinstance(model, UnionModel) else None
    if finding is None and gated is not None:
        finding = _judge(channel, gated_rows(rows, gated), gated, None, order_gate=True)[0]
    return finding


def overruled(piece: Piece, probability: float | None, decoded: bool = False) -> bool:
    """v62: whether the rules' flag on ``piece`` is overruled: every model member heard on it
    (``hearing``) puts it under its kind's floor (``RULES_OVERRULED_VISIBLE`` for a piece judged
    as visible, ``RULES_OVERRULED_HIDDEN`` otherwise). A piece the model did not score (past
    ``MAX_SENTENCES``, or no model) and a piece of a channel the de-obfuscator rebuilt
    (``decoded``: letters spaced out, words run together, an encoding) keep the rules' flag."""
    if probability is None or decoded:
        return False
    floor = RULES_OVERRULED_VISIBLE if piece.judged_visible else RULES_OVERRULED_HIDDEN
    return floor is not None and probability < floor


def _judge(
    channel: Channel,
    rows: list[Scored],
    model: Scorer | None,
    topic: TopicCount | None,
    order_gate: bool = False,
) -> tuple[Finding | None, list[dict[str, str]], list[dict[str, str]]]:
    """The channel's finding, the pieces the page's topic bar kept from flagging, and those
    whose rules' flag the model overruled (v62; where and what: a verdict that flags nothing
    still says what it let through). ``order_gate`` (v69's gated judgement): the model's flag
    on a piece judged as visible counts only when ``orders.order_forms`` reads an order in it
    (the finding names the forms read, ``Finding.order``)."""
    best: tuple[tuple[int, float, int], Finding] | None = None
    kept: list[dict[str, str]] = []
    dropped: list[dict[str, str]] = []
    for row in rows:
        piece, probability = row.piece, row.probability
        # v69's gated judgement weighs model flags only: a rules' flag was decided by the first
        # judgement (flagged, or overruled by v67's members: v69 alone must not undo v62's overrule)
        by_rules = piece.by_rules and not order_gate
        by_model = False
        rule: str | None = None
        contributions: tuple[tuple[str, float], ...] = ()
        order: tuple[str, ...] = ()
        page_sentences = None if topic is None else topic.sentences
        if model is not None and probability is not None:
            rule = model_rule(piece, probability, model, page_sentences, row.features)
            if order_gate and rule is not None and piece.judged_visible:
                forms = order_forms(piece.text, (*piece.rules, *piece.bonus, *piece.structural))
                order = tuple(form.words() for form in forms)
                if not forms:
                    rule = None  # v69: no order read, the gated member's flag does not count
            by_model = rule is not None
        if not (by_rules or by_model):
            continue
        if by_rules and not by_model and overruled(piece, probability, bool(channel.decoding)):
            dropped.append(
                {
                    "vector": channel.vector,
                    "locator": channel.locator,
                    "text": piece.text.strip()[:MAX_FINDING_TEXT],
                    "signals": ", ".join(piece.rules),
                    "probability": f"{probability:.4f}",
                }
            )
            continue
        piece_is_visible = piece.kind == "visible" and not channel.decoded  # counted by the bar
        barred = (
            topic is not None
            and piece.judged_visible
            and topic.keeps(piece.text, probability, own=piece_is_visible)
        )
        # v37: an order to a reader the model flags is not kept by the bar, unless the page
        # talks about attacks (it may quote one as an example; ``page``)
        # v52: nor a sentence the agreement rules flag on which every member, the hidden-only
        # ones too, agrees at ``page.AGREED_OVER_TOPIC`` (with the same exception); v53: nor any
        # sentence the model flags on which they all agree so
        agreed = by_model and piece.judged_visible and not piece.addressing
        note = None
        if (
            barred
            and by_model
            and topic is not None
            and not topic.quotes_attacks(piece.text, own=piece_is_visible)
        ):
            if order_over_topic(probability, piece.addressing):
                note = ORDER_OVER_TOPIC_NOTE
            elif agreed_over_topic(_lowest(model, row.features)):
                note = AGREED_OVER_TOPIC_NOTE
        ordered = note is not None
        if barred and not ordered:
            kept.append(
                {
                    "vector": channel.vector,
                    "locator": channel.locator,
                    "text": piece.text.strip()[:MAX_FINDING_TEXT],
                    "decided_by": "rules+model"
                    if by_rules and by_model
                    else "rules"
                    if by_rules
                    else "model",
                }
            )
            continue
        if model is not None and row.features is not None:
            contributions = tuple(hearing(model, piece).contributions(row.features))
        # A visible line is cited by the sentence that flagged; a hidden element whole.
        narrow = channel.threshold == VISIBLE
        cutoff, cutoff_rule = (
            model_level(piece, rule, model, page_sentences)
            if model is not None and probability is not None
            else (None, None)
        )
        finding = Finding(
            vector=channel.vector,
            locator=channel.locator,
            text=piece.text.strip()[:MAX_FINDING_TEXT],
            score=piece.score,
            signals=tuple(dict.fromkeys((*piece.rules, *piece.bonus))),
            threshold=piece.threshold,
            span=channel.span_text(piece.start, piece.end) if narrow else channel.span_text(),
            structural=piece.structural,
            probability=None if probability is None else round(probability, 4),
            contributions=contributions,
            member=None if probability is None else row.member,
            # v24: only the union's agreement flags a visible sentence with no addressing signal
            agreed=agreed,
            decided_by="rules+model" if by_rules and by_model else "rules" if by_rules else "model",
            origin=piece.origin,
            page=_page_note(piece.repeats, note),
            decoding=channel.decoding,
            cutoff=cutoff,
            cutoff_rule=cutoff_rule,
            order=order if by_model else (),
        )
        rank = (piece.score if by_rules else 0, probability or 0.0, -piece.start)
        if best is None or rank > best[0]:
            best = (rank, finding)
    return (best[1] if best else None), kept, dropped


def hidden_summary(
    channels: list[Channel], rows: list[list[Scored]], model: Scorer, page_sentences: int | None
) -> dict[str, Any] | None:
    """What was read where text hides (``InjectionReport.hidden``), for a verdict to say of a
    hidden passage it did not flag: how many hidden passages (``passages``, as
    ``explanation.read_kinds`` counts them), and the piece the model put highest among them
    (``highest``, its ``vector`` and ``locator``) with the level it was held to (``cutoff``,
    ``cutoff_rule``: ``model_level``) and its rules' and structural signals (``signals``, stop
    66: what shows the condition its cutoff names, ``CUTOFF_CONDITIONS``). None when nothing
    hides."""
    hidden = [
        (channel, row)
        for channel, channel_rows in zip(channels, rows, strict=True)
        if channel.threshold != VISIBLE
        for row in channel_rows
    ]
    # stop 66: passages, as ``read`` counts them (a passage read again after decoding, once)
    passages = len({passage_of(c.vector, c.locator) for c in channels if c.threshold != VISIBLE})
    if not passages:
        return None
    out: dict[str, Any] = {"passages": passages, "highest": None}
    heard = [(channel, row) for channel, row in hidden if row.probability is not None]
    if heard:
        channel, row = max(heard, key=lambda pair: pair[1].probability or 0.0)
        probability = row.probability or 0.0
        rule = model_rule(row.piece, probability, model, page_sentences, row.features)
        cutoff, cutoff_rule = model_level(row.piece, rule, model, page_sentences)
        out.update(
            highest=round(probability, 4),
            vector=channel.vector,
            locator=channel.locator,
            cutoff=cutoff,
            cutoff_rule=cutoff_rule,
            signals=list(dict.fromkeys((*row.piece.rules, *row.piece.structural))),
        )
    return out


def _short_lines(artifact: Artifact) -> int:
    """The lines of the artifact's text with a word but fewer than two (``visible_channels``
    reads a line from two words on): what a page none of whose text was read holds. A
    document whose text cannot be read at all (a scanned PDF page with no text layer raises
    ``FormatTablesOcr``) has none: its explanation says it has no text to read."""
    try:
        text = artifact.text
    except ArtifactError:
        return 0
    return sum(1 for line in text.split("\n") if len(line.split()) == 1)


def _cache_name(control: Artifact | None) -> str:
    """The cached report's name: the detector's version, its models' digests (new weights
    are a new detector; v21: both members'; v22 on: every member's) and its code's, and the
    control's when judged against one."""
    code = source_digest(__package__ or "pytest_websearch_bench.safety")
    name = f"injection-v{DETECTOR_VERSION}-{shipped_model().digest}-{code}"
    if control is None:
        return f"{name}.json"
    digest = hashlib.sha256(control.sha256.encode()).hexdigest()[:12]
    return f"{name}-control-{digest}.json"


def _topic(channels: list[Channel], rows: list[list[Scored]]) -> TopicCount:
    """The page's topic count (``page.TopicCount``) over its visible sentences and their probabilities."""
    topic = TopicCount()
    for channel, channel_rows in zip(channels, rows, strict=True):
        for row in channel_rows:
            # (v53: a visible clause piece is part of a sentence already counted)
            if row.piece.kind == "visible" and not channel.decoded and not row.piece.clause:
                topic.add(
                    counted_sentence(row.piece.text),
                    own_voice_about_ai(row.piece.text, row.probability),
                    speaks_of_attacks(row.piece.text),
                )
    return topic


def _judged_visible(rows: list[Scored]) -> bool:
    """Whether a channel has a piece judged as visible (the gated judgement can flag only there: every other
    piece is judged as v67 judged it)."""
    return any(row.piece.judged_visible for row in rows)


def detect_injection(
    artifact: Artifact,
    cache: ArtifactCache | None = None,
    *,
    control: Artifact | None = None,
    model: Scorer | None = None,
) -> InjectionReport:
    """Findings over every channel of ``artifact``; ``.flagged`` when there is one.

    ``control``: the stored copy of the page ``artifact`` is a reader's output of; text
    the control hides is judged as hidden here too. ``model``: another model than the
    shipped one (training and tests)."""
    name = _cache_name(control)
    if cache is not None and model is None:
        cached = cache.get_json(artifact.sha256, name)
        if cached is not None:
            return InjectionReport.from_dict(cached)
    used = model if model is not None else shipped_model()
    provenance = None
    if control is not None:
        provenance = Provenance.of(c.text for c in channels_of(control) if c.threshold != VISIBLE)
    channels = channels_of(artifact)
    prose = visible_prose(channels)
    rows = [scored(c, used, provenance, prose) for c in channels]
    topic = _topic(channels, rows)
    # v69: the gated second judgement of the visible pieces (``model.GATED_VISIBLE``), in the same pass: the
    # gated members' probabilities from the features already computed, the page's topic count with them.
    # Built on the first channel that needs it (one v67 does not flag, with a piece judged as visible), once
    # for the whole page (the topic count is the page's): a page v67 flags wherever it could, or one with no
    # visible piece, never builds it (stop 69).
    gated = used.gated_view() if isinstance(used, UnionModel) else None
    gated_of: list[list[Scored]] | None = None
    gated_topic: TopicCount | None = None
    findings: list[Finding] = []
    kept: list[dict[str, str]] = []
    dropped: list[dict[str, str]] = []
    for number, (channel, channel_rows) in enumerate(zip(channels, rows, strict=True)):
        finding, held, overruled_here = _judge(channel, channel_rows, used, topic)
        kept.extend(held)
        dropped.extend(overruled_here)
        if finding is None and gated is not None and _judged_visible(channel_rows):
            # a channel v67 flags keeps v67's finding; one it does not, the gated judgement's
            if gated_of is None or gated_topic is None:
                gated_of = [gated_rows(r, gated) for r in rows]
                gated_topic = _topic(channels, gated_of)
            finding = _judge(channel, gated_of[number], gated, gated_topic, order_gate=True)[0]
        if finding is not None:
            findings.append(finding)
    repeated = sum(row.piece.repeats for channel_rows in rows for row in channel_rows)
    read = read_kinds((c.vector, c.locator) for c in channels)
    report = InjectionReport(
        artifact.sha256,
        tuple(findings),
        len(read),  # stop 66: the channels ``read`` names, not every reading
        language=language_of(" ".join(c.text for c in channels if c.threshold == VISIBLE)),
        page=topic.summary(kept, repeated, dropped, RULES_OVERRULED_VISIBLE),
        hidden=hidden_summary(channels, rows, used, topic.sentences),
        read=read,
        short_lines=0 if channels else _short_lines(artifact),
    )
    if cache is not None and model is None:
        cache.put_json(artifact.sha256, name, report.to_dict())
    return report


__all__ = ["DETECTOR_VERSION", "WEIGHTS", "Finding", "InjectionReport", "detect_injection"]
