"""Per-page decisions (detector v8): the page's own voice sets the bar for its visible text.

A clean page carries hundreds of scored sentences, so a page flagged by mistake needs only
one sentence in a thousand to look like an order. Most such pages talk about AI in their
own voice (AI newsletters, wiki guidelines, agent framework docs, chatbot FAQs, security
blogs quoting attacks): they name assistants, prompts and instructions in sentence after
sentence. Two page-level rules, chosen by leave-one-writer-out on the tuning writers
(``benchmarks/page_probe``):

* **topic bar**: when at least ``TOPIC_DENSITY`` of a page's *other* visible sentences
  speak of AI, assistants, agents or prompts (``TOPIC_WORDS``) while reading as the page's
  own prose (the sentence model gives them under ``TOPIC_MAX_PROBABILITY``: an order
  addressed to a model does not make its page "about AI"), a visible sentence of that page
  does not flag (two exceptions since, v37's and v52's, below). Hidden channels (comments,
  CSS-hidden text, attributes, meta, structured data, PDF hidden layers) keep their standard
  whatever the page is about;
* **repeated prose**: a hidden passage that repeats the page's visible prose (a heading
  repeated in ``title`` or ``meta``, a paragraph a site also keeps in a hidden tab) is
  judged as the visible text it repeats: the model needs the visible cutoff and an
  addressee, and the topic bar applies. What a hidden channel itself places in the text
  (a stylesheet-hidden span, a PDF's invisible layer) is not visible prose
  (``visible_prose``).

v37, **an order to a reader is not the page's voice, unless the page talks about attacks**:
the topic bar does not keep a sentence judged as visible that the model puts at
``ORDER_OVER_TOPIC`` or more while its structure both addresses a model and calls a reader at
work (``Piece.addressing`` and ``Piece.calls_reader``): a page about AI discusses assistants,
it does not stop mid-article to give one an order. v47: addressing a model is enough
(``Piece.addressing``); whether it also calls a reader (``calls_reader``) no longer matters (on
the tuning writers, the sentences this adds were orders, no clean page's;
``benchmarks/page_probe/RULES_stop47.md``). A page whose other visible sentences speak
of attacks (``ATTACK_WORDS``: injection, jailbreak, malicious, ...) is one that quotes orders
as examples (security blogs, advisories): there the bar keeps them, as before v37. The
finding says so (``Finding.page``: ``ORDER_OVER_TOPIC_NOTE``). v52: nor a sentence with no
addressing signal that the agreement rules flag when every model member puts it at
``AGREED_OVER_TOPIC`` or more (``AGREED_OVER_TOPIC_NOTE``; the same exception for pages about
attacks): every member, the hidden-only one too, reading a sentence as an order is stronger
evidence than the page's topic, which a single AI title raises on a small page. v53: the same for
every sentence the model flags, one that addresses a model too, at ``AGREED_OVER_TOPIC`` 0.95 (v37's
exemption asks 0.995 of the union's highest member; this one asks 0.95 of its lowest); v54: 0.90;
v55: 0.85.

Both are reported: a finding a repeated passage made says so (``Finding.page``), and the
report's ``page`` says how many visible sentences the topic bar kept from flagging.
"""

from __future__ import annotations

import re
from collections.abc import Iterable, Mapping, Sequence
from dataclasses import dataclass
from functools import lru_cache
from typing import Any

from .channels import VISIBLE, Channel
from .explanation import _normal
from .lexicon import fold

TOPIC_DENSITY = 0.05  # share of the page's other visible sentences about AI that raises the bar
TOPIC_MAX_PROBABILITY = 0.5  # a topical sentence counts as the page's own prose under this
MIN_SENTENCE_WORDS = 3  # shorter visible pieces (menu items, labels) are not counted
MIN_REPEAT_WORDS = 4  # a shorter hidden passage is too common to place in the visible text
MAX_KEPT_SHOWN = 5  # pieces the topic bar kept, named in the report (all are counted)
# v37: the union's probability at or over which an order to a reader is not kept by the topic
# bar (the visible cutoff, not tuned)
ORDER_OVER_TOPIC = 0.995
ORDER_OVER_TOPIC_NOTE = "an order to a reader: the page's topic bar does not apply"
# v52: the lowest probability of every member of the union, the hidden-only ones too, at or over
# which a sentence the agreement rules flag (no addressing signal: ``injection.VISIBLE_AGREED``,
# ``injection.VISIBLE_NAMED``) is not kept by the topic bar either: the lowest on a 0.01 grid adding
# no clean tuning document and at least 0.01 over the highest clean one (0.9403);
# ``benchmarks/page_probe/RULES_stop49.md``, *Candidate v52*. None: off.
# v53: for every sentence the model flags, one that addresses a model too, at 0.95: the same rule
# for the level (highest clean 0.9369, "Claude, Gemini e ChatGPT voltaram ...", a list of names
# read as a vocative; ``benchmarks/page_probe/RULES_stop50.md``, *Candidate v53*). v54: 0.90, the
# same rule once that list reads as a subject (``structure.subject_list``): highest clean 0.8862, a
# court interpreters' code of conduct (*Candidate v54*). v55: 0.85, the same rule once v54's visible
# clause pieces were switched off: highest clean 0.8365, "system: You answer questions about orders
# for Lark & Co." on a prompt-engineering blog (*Candidate v55*).
AGREED_OVER_TOPIC: float | None = 0.85
AGREED_OVER_TOPIC_NOTE = (
    f"every model member, the hidden-only ones too, at {AGREED_OVER_TOPIC} or more: "
    "the page's topic bar does not apply"
)

# Words of a page that talks about AI, assistants and prompts in its own voice.
TOPIC_WORDS = (
    "ai", "a.i.", "ia", "i.a.", "llm", "llms", "chatgpt", "gpt", "openai", "claude",
    "anthropic", "gemini", "copilot", "bard", "chatbot", "chatbots", "bot", "bots",
    "assistant", "assistants", "asistente", "asistentes", "assistente", "assistentes",
    "agent", "agents", "agente", "agentes", "prompt", "prompts", "jailbreak",
    "language model", "language models", "modelo de lenguaje", "modelos de lenguaje",
    "modelo de linguagem", "modelos de linguagem", "artificial intelligence",
    "inteligencia artificial", "machine learning", "aprendizaje automatico",
    "aprendizado de maquina", "prompt injection", "inyeccion", "injecao", "injection",
    "system prompt", "generative", "generativa", "generativo",
)  # fmt: skip


# v37: word beginnings of a sentence that speaks of attacks (folded: inyección -> inyeccion,
# injeção -> injecao); a page with one such visible sentence may quote orders as examples.
ATTACK_WORDS = (
    "inject", "inyec", "injec", "injet", "jailbreak", "attack", "ataque", "atacante",
    "malicious", "malicios", "adversarial", "adversari", "exploit", "hijack", "secuestr",
    "sequestr", "phishing", "payload", "hacker", "poison", "envenen",
)  # fmt: skip


@lru_cache(maxsize=1)
def _attack() -> re.Pattern[str]:
    alternation = "|".join(re.escape(w) for w in sorted(ATTACK_WORDS, key=len, reverse=True))
    return re.compile(rf"(?<![\w.])(?:{alternation})")


def speaks_of_attacks(text: str) -> bool:
    """Whether a sentence speaks of attacks (``ATTACK_WORDS``, v37)."""
    return _attack().search(fold(text)) is not None


@lru_cache(maxsize=1)
def _topic() -> re.Pattern[str]:
    words = sorted({fold(w) for w in TOPIC_WORDS}, key=len, reverse=True)
    alternation = "|".join(re.escape(w).replace(r"\ ", r"\s+") for w in words)
    return re.compile(rf"(?<![\w.])(?:{alternation})(?![\w])")


def topical(text: str) -> bool:
    """Whether a sentence speaks of AI, assistants, agents or prompts."""
    return _topic().search(fold(text)) is not None


def words_of(text: str) -> int:
    return len(_normal(text).split())


def visible_prose(channels: Sequence[Channel]) -> str:
    """The page's visible text, normalised, without what a hidden channel also places in
    it (text a stylesheet hides, a PDF's invisible layer): what a reader really sees."""
    hidden: dict[int | None, list[tuple[int, int]]] = {}
    for channel in channels:
        if channel.threshold != VISIBLE and channel.span is not None:
            hidden.setdefault(channel.page, []).append(channel.span)
    out = []
    for channel in channels:
        if channel.threshold != VISIBLE or channel.decoded:
            continue
        text = channel.text
        if channel.span is not None and channel.page in hidden:
            left = channel.span[0]
            chars = list(text)
            for start, end in hidden[channel.page]:
                if channel.offsets is None:
                    blank: Iterable[int] = range(max(0, start - left), min(len(chars), end - left))
                else:  # folded text: its characters keep their original offsets
                    blank = (
                        n
                        for n in range(len(chars))
                        if start - left <= channel.original(n) < end - left
                    )
                for n in blank:
                    chars[n] = " "
            text = "".join(chars)
        out.append(_normal(text))
    return " ".join(t for t in out if t)


def repeats_prose(text: str, prose: str) -> bool:
    """Whether a hidden passage repeats the page's visible prose (``visible_prose``)."""
    normal = _normal(text)
    return len(normal.split()) >= MIN_REPEAT_WORDS and normal in prose


@dataclass
class TopicCount:
    """The page's visible sentences and those of its own voice about AI."""

    sentences: int = 0
    topical: int = 0
    attacks: int = 0  # v37: counted sentences that speak of attacks (``speaks_of_attacks``)

    def add(self, counted: bool, about_ai: bool, about_attacks: bool = False) -> None:
        self.sentences += counted
        self.topical += counted and about_ai
        self.attacks += counted and about_attacks

    def quotes_attacks(self, text: str, *, own: bool) -> bool:
        """Whether the page's other visible sentences speak of attacks (v37): a visible
        sentence (``own``) is left out of its own count."""
        itself = own and counted_sentence(text) and speaks_of_attacks(text)
        return self.attacks - itself > 0

    def raised(self, counted: bool, about_ai: bool) -> bool:
        """Whether the topic bar holds for one visible sentence (itself left out)."""
        others = self.sentences - counted
        topical = self.topical - (counted and about_ai)
        return others > 0 and topical / others >= TOPIC_DENSITY

    def keeps(self, text: str, probability: float | None, *, own: bool) -> bool:
        """Whether the topic bar keeps a visible sentence (``own``) or a hidden passage
        judged as visible from flagging."""
        counted = own and counted_sentence(text)
        return self.raised(counted, own and own_voice_about_ai(text, probability))

    def summary(
        self,
        kept: Sequence[Mapping[str, str]],
        repeated: int,
        overruled: Sequence[Mapping[str, str]] = (),
        overruled_under: float | None = None,
    ) -> dict[str, Any]:
        """The page's figures, the pieces the topic bar kept from flagging (the first
        ``MAX_KEPT_SHOWN``, each with its channel, locator, text and what would have
        flagged it) and, v62, the pieces whose rules' flag the model overruled (the first
        ``MAX_KEPT_SHOWN``, with their signals and the highest member's probability) and the
        floor they were under (``overruled_under``)."""
        share = self.topical / self.sentences if self.sentences else 0.0
        return {
            "visible_sentences": self.sentences,
            "about_ai": self.topical,
            "share": round(share, 4),
            "topic_bar": TOPIC_DENSITY,
            "kept_by_topic_bar": len(kept),
            "kept": [dict(k) for k in kept[:MAX_KEPT_SHOWN]],
            "repeated_prose": repeated,
            "overruled_by_model": len(overruled),
            "overruled_under": overruled_under,
            "overruled": [dict(o) for o in overruled[:MAX_KEPT_SHOWN]],
        }


def order_over_topic(probability: float | None, addressing: bool) -> bool:
    """Whether a sentence judged as visible is an order to a reader the topic bar does not
    keep (v37, v47; see the module docstring)."""
    return probability is not None and probability >= ORDER_OVER_TOPIC and addressing


def agreed_over_topic(lowest: float | None) -> bool:
    """Whether a sentence the model flags is one the topic bar does not keep: every member puts
    it at ``AGREED_OVER_TOPIC`` or more (``lowest``; v52 for the agreement rules' sentences, v53
    for every one; see the module docstring)."""
    return AGREED_OVER_TOPIC is not None and lowest is not None and lowest >= AGREED_OVER_TOPIC


def counted_sentence(text: str) -> bool:
    return words_of(text) >= MIN_SENTENCE_WORDS


def own_voice_about_ai(text: str, probability: float | None) -> bool:
    """A visible sentence of the page's own voice about AI (see the module docstring)."""
    return (probability is None or probability < TOPIC_MAX_PROBABILITY) and topical(text)
