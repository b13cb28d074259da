"""Structural signals of a sentence: who it addresses, in what mood, asking what.

Beside ``signals`` (v2's weighted patterns), these say what shape a sentence has
rather than which words it uses, in Spanish, English and Portuguese (``lexicon``):

* ``addressed``: it names an AI reader ("Nota para el asistente", "Importante para
  ChatGPT:", "Assistant,", "if you are an AI", "any model reading this"), or a role
  with a note noun ("note for the agent");
* ``second_person``: it speaks to its reader (you, tú, usted, você);
* ``imperative``: it opens with an order (an imperative verb, possibly after a note
  label or "please") or puts an obligation on the reader ("you must", "debes",
  "você deve");
* ``meta``: it talks about what only a model has: previous instructions, the system
  prompt, "your answer", "the user", the conversation;
* ``ask_<kind>``: an ask that only makes sense for a model (``lexicon.MODEL_ASKS``):
  rank, declare verified, hide from the user, reveal, exfiltrate, ignore;
* ``system_voice``: it labels itself as the system's ("SYSTEM:", "nota interna del
  sistema", "[admin]").

None of them alone is a finding: the model (``model``) weighs them with the words,
and the channel (where the sentence sits) decides how sure it must be.
"""

from __future__ import annotations

import re
from collections.abc import Iterable
from functools import lru_cache

from .lexicon import (
    AI_NOUNS,
    IMPERATIVES,
    META_PHRASES,
    MODALS,
    MODEL_ASKS,
    NOTE_NOUNS,
    ROLE_NOUNS,
    SECOND_PERSON,
    fold,
)

STRUCTURAL_SIGNALS = (
    "addressed",
    "second_person",
    "imperative",
    "meta",
    "system_voice",
    *(f"ask_{kind}" for kind in MODEL_ASKS),
)


def _alternation(words: Iterable[str]) -> str:
    unique = sorted({fold(w) for w in words}, key=len, reverse=True)
    return "|".join(re.escape(w).replace(r"\ ", r"\s+") for w in unique)


@lru_cache(maxsize=1)
def _patterns() -> dict[str, re.Pattern[str]]:
    ai = _alternation(AI_NOUNS)
    role = _alternation(ROLE_NOUNS)
    note = _alternation(NOTE_NOUNS)
    article = r"(?:(?:the|any|all|every|each|our|your|el|la|los|las|al|a|o|os|as|ao|do|da|del|"
    article += r"cualquier|todo|toda|todos|qualquer|um|uma|un|una)\s+)*"
    reading = (
        r"(?:reads?|reading|process(?:es|ing)?|summari[sz](?:es|ing)|crawl(?:s|ing)?|"
        r"index(?:es|ing)?|parses?|parsing|lea|lean|procese|resuma|analice|rastree|indexe|"
        r"leia|leiam|processe|resuma|analise|que\s+lea|que\s+leia|que\s+procese|que\s+processe)"
    )
    addressed = (
        rf"(?:^|[\[(*#>\-]\s*|\b(?:{note})\s+{article})(?:{ai})\b\s*[,:!\-]"
        rf"|\b(?:{note})\s*(?:to|for|para|al|a\s+la|a|ao|a\s+o|pro|pra)?\s*{article}(?:{ai})\b"
        rf"|\b(?:{note})\s*(?:to|for|para|al|a\s+la|ao|pro|pra)\s*{article}(?:{role})s?\b\s*[,:]"
        rf"|\b(?:if|when|as)\s+you\s+are\s+(?:an?|the)\s+(?:{ai}|{role})\b"
        rf"|\bsi\s+(?:eres|usted\s+es)\s+(?:un|una|el|la)\s+(?:{ai}|{role})\b"
        rf"|\bse\s+(?:voce\s+)?(?:e|for)\s+(?:um|uma|o|a)\s+(?:{ai}|{role})\b"
        rf"|\b(?:{ai}|{role})s?\s+(?:that|who|which|que)?\s*{reading}\b"
        rf"|\b(?:dear|hey|hello|hola|ola|estimado|estimada|prezado|caro|querido)\s+{article}"
        rf"(?:{ai}|{role})\b"
        rf"|\b(?:{ai})\s*[,:]\s*(?:please|por\s+favor|you|tu|usted|voce|{_alternation(IMPERATIVES)})\b"
    )
    opener = r"^\W*(?:(?:[\w .'-]{1,40}:\s*)|(?:please|por\s+favor|kindly|now|ahora|agora|also|"
    opener += r"tambien|tambem|then|and|y|e)[\s,]+)*"
    return {
        "addressed": re.compile(addressed, re.MULTILINE),
        "second_person": re.compile(rf"\b(?:{_alternation(SECOND_PERSON)})\b"),
        "imperative": re.compile(
            rf"{opener}(?:{_alternation(IMPERATIVES)})\b|\b(?:{_alternation(MODALS)})\b"
        ),
        "meta": re.compile(rf"\b(?:{_alternation(META_PHRASES)})\b"),
        "system_voice": re.compile(
            r"(?:^|[\[(<{*#|]\s*)(?:system|sistema|admin|administrator|administrador|developer|"
            r"desarrollador|desenvolvedor|operator|operador)\s*(?:note|notice|message|override|"
            r"update|nota|aviso|mensaje|mensagem|interna?|internal)?\s*[\]):>}|]"
            r"|^\W*(?:system|sistema)\s*:"
            r"|\b(?:nota|aviso|mensaje|mensagem|note|notice|message)\s+(?:interna?\s+)?"
            r"(?:del|do|of\s+the|from\s+the)\s+(?:sistema|system)\b"
            r"|\b(?:internal|interna?)\s+(?:system\s+)?(?:note|notice|nota|aviso)\b",
            re.MULTILINE,
        ),
        **{
            f"ask_{kind}": re.compile(rf"\b(?:{_alternation(phrases)})")
            for kind, phrases in MODEL_ASKS.items()
        },
    }


def structural_signals(sentence: str) -> tuple[str, ...]:
    """The structural signals of ``sentence``, in ``STRUCTURAL_SIGNALS`` order."""
    folded = fold(sentence)
    patterns = _patterns()
    return tuple(name for name in STRUCTURAL_SIGNALS if patterns[name].search(folded))
