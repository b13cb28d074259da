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
  sistema", "[admin]");
* (v10) ``answer_order``: it sets what an answer or a summary says, without naming who
  gives it ("in any summary...", "when someone asks whether..., the answer is...",
  "summaries should...", "di que sí", "a resposta é");
* (v10) ``conditional_reader``: a condition whose subject is the reader at work ("if
  you are summarising this", "if an AI is answering", "si eres un asistente", "caso
  esteja a resumir", "se for uma IA");
* (v10) ``vocative``: it opens by calling a reader by an AI or role noun, modifiers
  allowed, then orders ("Research agent, record...", "ChatGPT ignore...", "Note for the
  museum-guide bot:");
* (v10) ``reader_role``: it describes whoever reads, summarises or answers in the third
  person ("whoever reads this", "anyone producing a digest", "the assistant summarising
  this docket", "quien haga el resumen", "todo asistente que conteste", "any automated
  summary").

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
    "answer_order",
    "conditional_reader",
    "reader_role",
    "vocative",
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
        **_answering(ai, role),
        "vocative": re.compile(
            rf"^\W*(?:[\w-]+\s+){{0,2}}?(?:{ai}|{role})s?(?:\s+(?:de|do|da|del)?\s*[\w-]+){{0,3}}?"
            rf"\s*[,:\-\u2013\u2014]+\s*(?:(?:\w+\s+){{0,2}}?|[^.!?,;]{{0,80}}?[,;]\s*)"
            rf"(?:(?:{_alternation((*IMPERATIVES, *_MORE_ORDERS))})(?:le|les|lo|la|me|nos)?|"
            rf"{_alternation(SECOND_PERSON)}|please|por\s+favor)\b"
            rf"|^\W*(?:{ai})\s+(?:{_alternation(IMPERATIVES)})\b"
            rf"|\b(?:{note})\s*(?:to|for|para|al|a\s+la|ao|pro|pra)\s*{article}(?:[\w-]+\s+){{0,2}}"
            rf"[\w-]*(?:{ai}|{role})s?\s*[,:]",
            re.MULTILINE,
        ),
        **{
            f"ask_{kind}": re.compile(rf"\b(?:{_alternation(phrases)})")
            for kind, phrases in MODEL_ASKS.items()
        },
    }


# What an answerer produces, and the verbs of reading, summarising and answering, by
# language (folded: no accents).
_OUTPUTS = (
    r"(?:summary|summaries|answer|answers|response|responses|reply|replies|overview|overviews|"
    r"digest|digests|recap|round-?ups?|review|reviews|resumen|resumenes|respuesta|respuestas|"
    r"resena|resenas|sintesis|resumo|resumos|resposta|respostas|sinopse)"
)
_WORKING = (
    r"(?:read|reads|reading|summari[sz]e|summari[sz]es|summari[sz]ing|condens(?:e|es|ing)|"
    r"answer|answers|answering|respond(?:s|ing)?|process(?:es|ing)?|pars(?:e|es|ing)|"
    r"handl(?:e|es|ing)|index(?:es|ing)?|crawl(?:s|ing)?|compar(?:e|es|ing)|"
    r"produc(?:e|es|ing)|generat(?:e|es|ing)|writ(?:e|es|ing)|compil(?:e|es|ing)|"
    r"ingest(?:s|ing)?|describ(?:e|es|ing)|cit(?:e|es|ing)|asked|"
    r"lea|lean|leyendo|resuma|resuman|resumiendo|haga|hagan|conteste|contesten|contestando|"
    r"responda|respondan|respondiendo|procese|procesen|procesando|genere|generen|compare|"
    r"comparen|analice|prepare|escriba|cite|ler|lerem|lendo|resumir|resumirem|resumindo|"
    r"fizer|fizerem|responder|responderem|respondendo|processar|processarem|processando|"
    r"gerar|gerarem|comparar|escrever|citar|a\s+resumir|a\s+responder|a\s+ler)"
)
_ASKING = (
    r"(?:asks?|asked|asking|pregunta|preguntan|pregunte|pregunten|preguntara|preguntaran|"
    r"consulta|consulte|consulten|perguntar|perguntarem|pergunta|perguntam|pergunte|"
    r"perguntem|consultar|consultado|consultada)"
)


# More verbs of an order, for a sentence that opens by calling a reader (``vocative``).
_MORE_ORDERS = (
    "copy", "record", "paste", "call", "run", "open", "use", "give", "show", "set", "drop",
    "keep", "read", "follow", "copia", "copie", "pega", "pegue", "llama", "llame", "usa", "use",
    "da", "de", "dale", "sigue", "lee", "lea", "guarda", "copie", "cole", "chame", "usa",
    "de", "leia", "mantenha", "grave", "registra", "registre",
)  # fmt: skip


def _answering(ai: str, role: str) -> dict[str, re.Pattern[str]]:
    """v10's patterns for orders aimed at whoever answers (see the module docstring)."""
    out = _OUTPUTS
    det = r"(?:any|every|each|all|your|cualquier|toda?s?|cada|tu|su|qualquer|tod[oa]s?|seu|sua)"
    answer_order = (
        rf"\b(?:in|for|on|en|em|no|na|para)\s+{det}\s+(?:\w+\s+){{0,2}}?{out}\b"
        rf"|\b{out}\s+(?:\w+\s+){{0,3}}?(?:should|must|shall|are\s+to|is\s+to|need\s+to|"
        r"deben|deberan|deberian|tienen\s+que|han\s+de|devem|deverao|deveriam|tem\s+de|"
        r"tem\s+que)\b"
        rf"|\b(?:when|whenever|if|once|cuando|si|quando|se|caso)\s+(?:\w+\s+){{0,6}}?{_ASKING}\b"
        r"|\b(?:the\s+answer\s+(?:is|should\s+be|must\s+be)|la\s+respuesta\s+(?:es|sera|debe\s+ser)|"
        r"a\s+resposta\s+(?:e|sera|deve\s+ser))\b"
        r"|(?:^|[,:;]\s*)(?:answer|say|reply|respond|state|tell\s+(?:them|him|her|users?|people|"
        r"the\s+\w+))\s+(?:yes|no|that)\b"
        r"|(?:^|[,:;]\s*)(?:responde|responda|contesta|conteste|di|diga|dile|digale|digan|afirma|"
        r"afirme|diz|informe|informa)(?:le|les)?\s+(?:que|si|sim|no|nao)\b"
        rf"|\b(?:automated|automatic|generated|machine|ai)\s+{out}\b"
        rf"|\b{out}\s+(?:generad|automatic|automatizad|gerad)"
        r"|\bshould\s+be\s+told\b|\b(?:al|ao)\s+(?:leer|resumir|responder|procesar|ler|"
        r"processar|citar|comparar)\b"
    )
    conditional = (
        rf"\b(?:if|when|in\s+case)\s+(?:you(?:'re|\s+are|\s+happen\s+to\s+be|\s+were)|"
        rf"(?:an?|any|the|one|some)\s+(?:\w+\s+){{0,2}}?(?:{ai}|{role})s?(?:\s+or\s+\w+)?\s+"
        rf"(?:is|are|gets?|was)|one\s+is)\s+(?:\w+\s+)?{_WORKING}\b"
        rf"|\bif\s+(?:you(?:'re|\s+are)\s+)?(?:\w+\s+){{0,1}}(?:{ai})\b(?:\s+or\s+(?:any|another|"
        rf"other)\s+\w+)?\s+(?:is|are|gets?|reads?|has|have)\b"
        rf"|\b(?:si|en\s+caso\s+de\s+que)\s+(?:(?:eres|sos|es|estas|esta|usted\s+es)\s+(?:un|una)\s+"
        rf"(?:\w+\s+)?(?:{ai}|{role})|(?:estas|esta|usted\s+esta)\s+\w+(?:ando|iendo)|"
        rf"(?:el|la|un|una|algun|alguna|cualquier)\s+(?:\w+\s+)?(?:{ai}|{role})s?\b)"
        rf"|\bsi\s+a\s+(?:\w+\s+){{0,6}}?(?:le|les)\s+{_ASKING}"
        rf"|\b(?:se|caso)\s+(?:(?:voce\s+)?(?:e|for|esteja|estiver)\s+(?:um|uma|a)\s+(?:\w+\s+)?"
        rf"(?:{ai}|{role})|(?:voce\s+)?(?:esteja|estiver)\s+a?\s*\w+(?:ando|endo|indo|ar|er|ir)|"
        rf"(?:o|a|um|uma|algum|alguma|qualquer)\s+(?:\w+\s+){{0,3}}?(?:{ai}|{role})s?\b)"
    )
    reader_role = (
        rf"\b(?:whoever|anyone|anybody|everyone|someone|quien|quienes|cualquiera\s+que|"
        rf"quem|qualquer\s+um\s+que)\s+(?:\w+\s+)?{_WORKING}\b"
        rf"|\b(?:{ai}|{role})s?\s+(?:\w+\s+)?(?:que\s+)?{_WORKING}\s+(?:this|these|esta|este|"
        rf"estas|estos|esse|essa|isto|esto|the|el|la|o|a|about|sobre)\b"
        rf"|\b(?:any|every|all|toda?s?|cualquier|qualquer)\s+(?:\w+\s+)?(?:{ai}|{role})s?\s+"
        rf"(?:that|who|which|que)\s+\w+"
    )
    return {
        "answer_order": re.compile(answer_order),
        "conditional_reader": re.compile(conditional),
        "reader_role": re.compile(reader_role),
    }


def structural_signals(sentence: str) -> tuple[str, ...]:
    """The structural signals of ``sentence``, in ``STRUCTURAL_SIGNALS`` order."""
    folded = fold(sentence)
    patterns = _patterns()
    return tuple(name for name in STRUCTURAL_SIGNALS if patterns[name].search(folded))
