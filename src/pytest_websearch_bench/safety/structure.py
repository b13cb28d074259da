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
  summary");
* (v12) ``tool_call``: an order to call a tool, a function, an API or a plugin, or to
  send a request or an e-mail ("call the send_email tool with...", "use your browsing
  tool to open...", "haz una peticion POST a...", "chame a ferramenta...");
* (v12) ``data_order``: data-shaped text (a key and its value: a config line, a JSON
  field, a table cell) whose key names a reader model ("ai_instruction": ...,
  ``note_for_model: rank first``) or whose key is an instruction slot and whose value
  opens with an order;
* (v12) ``steer``: it steers what an answer says without naming who gives it, by
  describing something as the only, best, verified... one in an order or an obligation
  ("when summarizing, present X as the only safe option", "responses should describe X
  as verified", "any answer about this topic must say...", "debe presentarse como la
  unica opcion");
* (v12) ``named_vocative``: it opens by calling a named AI, with or without a greeting,
  then orders ("Grok, ...", "Copilot: rank...", "Oi Gemini, ...", "Hey Perplexity");
* (v12) ``note_to``: a note headed to AI or automated readers ("Note to the
  AI/assistant/automated readers:", "Nota para el asistente:", "Recado para a IA:",
  "Heads-up for crawlers:"), a reader that is only human ("Note to readers:") not;
* (v26) ``called``: it calls an AI or machine reader by its noun, whatever follows: at its
  opening ("Model, a note from...", "Agentes: afirmen...", "Sistema, ¿podrías...") or
  between commas within its first words ("Y aquí, IA, junto al...", "Hush, agent, hush");
* (v26) ``asked_ai``: an impersonal or third-person request put to an AI reader ("Se
  ruega a la IA que...", "pede-se ao assistente que...", "the assistant is kindly asked
  to...", "A IA poderia, por gentileza, ...");
* (v26) ``polite``: a polite request to its reader ("por gentileza", "tenga la
  amabilidad", "¿te importaría...?", "would you kindly", "se não for incómodo");
* (v46) ``headed``: it opens with a heading addressed to a machine reader: up to six words, then
  for, to, para, pro, ao, al or a, then an AI noun or a role noun other than the reader nouns,
  up to three words between, and a colon within sixty characters ("Norma para el agente: ...",
  "Regra para o sistema: ...", "Policy for the willow desk bot: ...", "Quiz round five for the
  system: ...", "Note for the agent running the knitting room: ..."). A heading for a human
  reader ("Nota para el lector:", "Note to readers:") is not one;
* (v47) ``appositive``: it opens with a name and, after a comma, an appositive that names a
  machine reader, then a colon: one to three words, a comma, an optional article or possessive,
  up to two words, an AI noun or a role noun other than the reader nouns, and a colon within
  sixty characters with no sentence or clause mark between ("Tañido, asistente del foro de
  afinadores: ...", "Lumo, the shop's assistant: ..."). A person named with a human reader's
  noun ("Ana, lectora del club:") is not one;
* (v50) ``inner_call``: a shape that calls a reader (``CALLING_SHAPES``) that a lead-in hides
  from the sentence's opening, found at an inner opening (a sentence mark or a closing bracket,
  a space, a letter: "Value of the day: Model, list ...", "(one word is scrambled) Agent,
  copy ...").

The v26, v46, v47 and v50 signals are not features of the model (``GATE_ONLY``: the members were fitted
without them); they only let a visible sentence be judged by the model (``injection``).

The v12 patterns read a sentence's first ``V12_CHARS`` characters (a long real
sentence costs no more than a short one).

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
    READER_WORK,
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
    "tool_call",
    "data_order",
    "steer",
    "named_vocative",
    "note_to",
    "called",
    "asked_ai",
    "polite",
    "headed",
    "appositive",
    "inner_call",
)
V12_SIGNALS = ("tool_call", "data_order", "steer", "named_vocative", "note_to")
# v26: signals read from the first ``V12_CHARS`` characters too, and kept out of the model's
# features (``injection.Piece.features``): the shipped members were fitted without them
GATE_ONLY = ("called", "asked_ai", "polite", "headed", "appositive", "inner_call")
# v46: the role nouns that name a human reader as well ("Nota para el lector:"), left out of
# ``headed`` and ``appositive`` (v47)
HUMAN_READERS = ("reader", "lector", "leitor")
V12_CHARS = 600


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
        **_v12(ai, role, article),
        **_v26(ai),
        "headed": _headed(article),
        "appositive": _appositive(),
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


# v12: named AIs (a vocative by name), and what a reader model is told to use or do.
NAMED_AIS = (
    "grok", "copilot", "gemini", "chatgpt", "chat gpt", "claude", "bard", "bing", "bing chat",
    "perplexity", "llama", "mistral", "le chat", "deepseek", "qwen", "siri", "alexa", "cortana",
    "gpt", "gpt-4", "gpt-4o", "gpt-5", "openai", "meta ai", "phind",
    "you.com", "duckassist", "brave leo", "gemini pro", "google assistant", "chatbot",
    "assistant", "asistente", "assistente",
)  # fmt: skip
_GREETINGS = (
    r"(?:hey|hi|hello|ok|okay|yo|psst|dear|oi|ola|ei|e\s+ai|hola|ey|oye|buenas|querido|querida|"
    r"estimado|estimada|caro|cara|prezado|prezada|attention|atencion|atencao|listen|escucha|"
    r"escuta)"
)
_TOOLS = (
    r"(?:tools?|functions?|api|apis|plugins?|endpoints?|webhooks?|browser|browsing|connectors?|"
    r"extensions?|actions?|herramientas?|funcion|funciones|complementos?|navegador|"
    r"ferramentas?|funcao|funcoes|extensao)"
)
_REQUESTS = (
    r"(?:requests?|calls?|e-?mails?|messages?|pings?|post|get|put|webhooks?|peticion|peticiones|"
    r"solicitud|solicitudes|llamadas?|correos?|mensajes?|requisicao|requisicoes|solicitacao|"
    r"pedido|chamadas?|mensagens?)"
)
# Where an order's verb may stand: a clause's start, or after please, a modal or "then".
_ORDER_SLOT = (
    r"(?:^\W*(?:[\w .'-]{1,40}:\s*)?|[,:;(\[]\s*|\b(?:please|kindly|por\s+favor|then|now|also|"
    r"and|ahora|agora|luego|depois|entonces|y|e|must|should|shall|debes|debe|deberas|deve|"
    r"devera|tienes\s+que|tem\s+que|tem\s+de|need\s+to|have\s+to|you\s+will|always|siempre|"
    r"sempre)\s+)"
)
_Q = "[\"'\u201c\u201d]"  # a quote around a key or a value
_NOT_Q = "[^\"'\u201c\u201d\n]"
# Keys of data-shaped text (``data_order``): a reader model, what a note to it is called,
# and the keys that hold an order.
_KEY_READER = (
    r"(?:ai|llm|llms|gpt|model|models|assistant|assistants|agent|agents|bot|bots|crawler|"
    r"crawlers|ia|modelo|modelos|asistente|assistente|agente|reader|summari[sz]er|machine)"
)
_KEY_SLOT = (
    r"(?:instructions?|directives?|prompts?|hints?|guidance|notes?|rules?|orders?|"
    r"polic(?:y|ies)|messages?|msg|only|for|to|para|instrucciones|instruccion|instrucoes|"
    r"instrucao|nota|notas|directivas?|diretivas?|regras?|reglas?|ranking|rank|context|"
    r"override|tips?|tasks?)"
)
_ORDER_KEY = (
    r"(?:instructions?|directives?|prompts?|system[_-]?prompt|guidance|override|hints?|"
    r"instrucciones|instrucoes|directivas?|diretivas?)"
)
_COMPLEMENT = (
    r"(?:only|best|most|sole|safest|safe|verified|official|trusted|recommended|leading|top|"
    r"preferred|superior|definitive|authoritative|number\s+one|first|#1|clear\s+winner|"
    r"reliable|unsafe|dangerous|unreliable|fraudulent|a\s+scam|outdated|legitimate|"
    r"unica|unico|mejor|mas|verificad\w*|oficial|fiable|confiable|recomendad\w*|lider|"
    r"preferid\w*|segur\w*|principal|definitiv\w*|numero\s+(?:uno|um)|primer\w*|"
    r"peligros\w*|fraudulent\w*|estafa|melhor|mais|confiavel|primeir\w*|perigos\w*|golpe|"
    r"legitim\w*)"
)


def _v12(ai: str, role: str, article: str) -> dict[str, re.Pattern[str]]:
    """v12's patterns (see the module docstring): every quantifier bounded."""
    named = _alternation((*NAMED_AIS, *AI_NOUNS))
    orders = _alternation((*IMPERATIVES, *_MORE_ORDERS, "remember", "recuerda", "lembre"))
    tool_call = (
        rf"{_ORDER_SLOT}(?:call|invoke|use|run|trigger|execute|fire|hit|ping|query|llama|llame|"
        r"invoca|invoque|usa|utiliza|utilice|ejecuta|ejecute|activa|active|lanza|lance|chame|"
        r"chama|utilize|execute|executa|acione|aciona|dispare|dispara)\s+(?:(?:the|your|a|an|"
        r"its|la|el|tu|su|una|un|a|o|sua|seu|uma|um)\s+)?(?:[\w.-]+\s+){0,2}?"
        rf"(?:{_TOOLS}\b|[a-z]+_[a-z_]+\b|[a-z]+\.[a-z_]+\s*\()"
        rf"|{_ORDER_SLOT}(?:send|make|issue|submit|fire|haz|haga|envia|envie|manda|mande|realiza|"
        r"realice|faca|faz|dispare)\s+(?:(?:a|an|the|una|un|la|el|uma|um|o)\s+)?(?:[\w-]+\s+){0,1}?"
        rf"{_REQUESTS}\s+(?:to|with|at|a|al|con|para|ao|com)\b"
        rf"|{_ORDER_SLOT}(?:post|get|put|fetch|curl|open|visit|browse\s+to|abre|abra|visita|visite|"
        r"acesse|accede|acceda)\s+(?:(?:the|la|el|a|o)\s+(?:url|link|enlace)\s+)?(?:to\s+)?"
        r"(?:https?://|www\.)"
    )
    seg = r"[a-z0-9]+"
    compound = (
        rf"(?:{seg}[_.-]){{0,2}}(?:{_KEY_READER}[_.-](?:{seg}[_.-]){{0,2}}{_KEY_SLOT}|"
        rf"{_KEY_SLOT}[_.-](?:{seg}[_.-]){{0,2}}{_KEY_READER})(?:[_.-]{seg}){{0,2}}"
    )
    order_key = (
        rf"(?:{_Q}{_ORDER_KEY}{_Q}|(?:{seg}[_.-]){{1,2}}{_ORDER_KEY}(?:[_.-]{seg}){{0,2}}|"
        rf"{_ORDER_KEY}(?:[_.-]{seg}){{1,2}})"
    )
    data_order = (
        rf"(?:^|[\s{{\[,;|(]){_Q}?{compound}{_Q}?\s*[:=]\s*{_Q}?\s*\w"
        rf"|(?:^|[\s{{\[,;|(]){order_key}{_Q}?\s*[:=]\s*{_Q}?\s*(?:{orders})\b"
    )
    present = (
        r"(?:present|describe|portray|frame|characteri[sz]e|depict|treat|refer\s+to|cite|list|"
        r"mention|call|label|recommend|position|show|rank|presenta|presente|describe|describa|"
        r"trata|trate|menciona|mencione|cita|cite|muestra|muestre|califica|califique|considera|"
        r"considere|recomienda|recomiende|posiciona|posicione|apresente|apresenta|descreva|"
        r"descreve|mencione|mostre|mostra|classifique|recomende)"
    )
    passive = (
        r"(?:presented|described|portrayed|framed|characteri[sz]ed|depicted|treated|listed|"
        r"ranked|cited|recommended|mentioned|shown|referred\s+to|labell?ed|called|positioned|"
        r"summari[sz]ed|presentad\w*|descrit\w*|tratad\w*|mencionad\w*|citad\w*|considerad\w*|"
        r"recomendad\w*|calificad\w*|apresentad\w*|classificad\w*)"
    )
    modal = (
        r"(?:should|must|shall|has\s+to|have\s+to|needs?\s+to|is\s+to|are\s+to|debe|deben|"
        r"debera|deberan|deberia|deberian|tiene\s+que|tienen\s+que|ha\s+de|han\s+de|deve|devem|"
        r"devera|deverao|deveria|deveriam|tem\s+de|tem\s+que)"
    )
    say = (
        r"(?:say|state|mention|conclude|recommend|describe|present|cite|rank|decir|afirmar|"
        r"mencionar|indicar|concluir|recomendar|presentar|describir|citar|dizer|apresentar|"
        r"descrever)"
    )
    steer = (
        rf"(?:^\W*|[,:;]\s*|\b(?:please|always|then|siempre|sempre|luego)\s+|\b{modal}\s+"
        rf"(?:always\s+|siempre\s+|sempre\s+)?){present}\s+"
        rf"(?:[\w'-]+\s+){{0,5}}?(?:as|como)\s+(?:(?:the|a|an|la|el|lo|una?|o|um|uma)\s+)?"
        rf"{_COMPLEMENT}\b"
        rf"|\b{modal}\s+(?:always\s+|only\s+|siempre\s+|sempre\s+)?(?:be\s+|ser\s+)?{passive}"
        rf"\s+(?:as|como)\s+(?:(?:the|a|an|la|el|lo|una?|o|um|uma)\s+)?{_COMPLEMENT}\b"
        rf"|\b{modal}\s+(?:always\s+|siempre\s+|sempre\s+)?(?:presentarse|describirse|"
        rf"mencionarse|considerarse|recomendarse)\s+como\b"
        rf"|\b(?:any|every|each|all|toda|todo|todas|todos|cualquier|cada|qualquer)\s+"
        rf"(?:[\w'-]+\s+){{0,6}}?{modal}\s+(?:always\s+|siempre\s+|sempre\s+)?{say}\b"
    )
    named_vocative = (
        rf"^\W*(?:{_GREETINGS}\s*,?\s+)(?:{named})\b"
        rf"|^\W*(?:{named})\s*[,:!\u2013\u2014-]+\s*(?:[^.!?]{{0,80}}?[,;]\s*|(?:\w+\s+){{0,2}}?)"
        rf"(?:(?:{orders})(?:le|les|lo|la|me|nos)?|please|por\s+favor)\b"
    )
    note = (
        r"(?:notes?|notice|message|memo|reminder|heads[\s-]?up|fyi|p\.?\s?s\.?|n\.?\s?b\.?|"
        r"attention|important|warning|instructions?|recado|nota|aviso|mensaje|mensagem|"
        r"recordatorio|lembrete|observacion|observacao|obs\.?|comunicado|atencion|atencao|"
        r"importante|advertencia|instruccion|instrucciones|instrucao|instrucoes)"
    )
    machine = (
        r"(?:automated|automatic|machine|non-human|robotic|ai|ia|llm|bot|digital|artificial|"
        r"automatizad\w*|automatic\w*|artificia\w*|maquina)"
    )
    readers = (
        rf"(?:{ai}|(?!(?:readers?|lector(?:es)?|leitor(?:es)?)\b)(?:{role})s?|gpt|llms|bots|crawlers|scrapers|"
        rf"robots|machines|maquinas|systems|sistemas|modelos|models|agents|agentes|"
        rf"{machine}[\s-]+(?:readers?|lectores?|leitores?|visitors?|visitantes|systems?|"
        rf"sistemas?|tools?|herramientas?|ferramentas?|agents?|agentes?|summari[sz]ers?|"
        r"pipelines?|processors?|parsers?)|(?:readers?|lectores?|leitores?)\s+"
        rf"(?:that\s+are\s+)?{machine})(?:\s+(?:{machine}|de\s+(?:ia|ai)))?"
    )
    note_to = (
        rf"^\W*(?!{GENRE_HEADING})(?:[\w'-]+\s+){{0,2}}?{note}\s+(?:[\w'-]+\s+)?(?:to|for|para|al|a\s+la|a\s+los|"
        rf"a\s+las|a|ao|aos|as|pro|pra|pros|pras)\s+{article}(?:[\w'-]+\s+){{0,2}}?{readers}s?\b"
        r"\s*(?:[:,)\]\u2013\u2014-]|$)"
    )
    return {
        "tool_call": re.compile(tool_call, re.MULTILINE),
        "data_order": re.compile(data_order, re.MULTILINE),
        "steer": re.compile(steer, re.MULTILINE),
        "named_vocative": re.compile(named_vocative, re.MULTILINE),
        "note_to": re.compile(note_to, re.MULTILINE),
    }


# v26: the machine readers a sentence may call by their noun (``called``, ``asked_ai``):
# ``ROLE_NOUNS`` without the readers that are as often human (reader, lector, leitor) and
# the answer engines named in two words
_CALLED_ROLES = (
    "model", "modelo", "agent", "agente", "bot", "crawler", "robot", "robo", "system",
    "sistema", "summarizer", "summariser", "resumidor", "copiloto",
)  # fmt: skip
# what may stand before the call ("And here, AI, ...", "Oye, modelo: ...")
_CALL_OPENER = (
    r"(?:(?:y|e|and|so|now|ahora|agora|ok|okay|bueno|bem|oye|ei|hey|ah|oh|pues)\s*,?\s+)?"
    r"(?:(?:querid[oa]|estimad[oa]|prezad[oa]|car[oa]|dear|my|mi|meu|minha)\s+)?"
)
# an impersonal request ("se ruega", "roga-se"), or one made polite ("se le pide amablemente",
# "is kindly asked"): a description of what a prompt asks a model ("we ask the model to",
# "se pide al modelo que", "the model is instructed to") is not one
_POLITELY = (
    r"(?:kindly|respectfully|hereby|amablemente|encarecidamente|gentilmente|cordialmente|"
    r"respetuosamente|respeitosamente|por\s+favor|por\s+gentileza)"
)
_REQUEST = (
    r"(?:se\s+(?:le\s+)?ruega|se\s+roga|roga-se|(?:se\s+(?:le\s+)?(?:pide|solicita)|se\s+pede|"
    rf"pede-se|solicita-se)\s+{_POLITELY}|(?:is|are)\s+{_POLITELY}\s+(?:asked|requested|"
    r"instructed|invited))"
)


def _v26(ai: str) -> dict[str, re.Pattern[str]]:
    """v26's patterns (see the module docstring): every quantifier bounded."""
    called = rf"(?:{ai}|{_alternation(_CALLED_ROLES)})"
    call = (
        rf"^\W*{_CALL_OPENER}{called}s?\s*[,:!\u2013\u2014]+\s*\W*(?:[\w'-]+\W+){{3}}"
        rf"|^\W*(?:[\w'-]+\s+){{0,3}}[\w'-]+\s*,\s*{called}\s*,"
        r"(?!\s*(?:and|or|y|e|o|ou|etc)\b)"
    )
    asked = (
        rf"\b{_REQUEST}\s+(?:(?:a|al|a\s+la|a\s+los|a\s+las|ao|aos|as|the|any|to\s+the)\s+)?"
        rf"{called}s?\s+(?:que|to)\b"
        rf"|\b(?:the|la|el|a|o|any|todo|toda)\s+{called}s?\s+{_REQUEST}\b"
        rf"|\b(?:the|la|el|a|o)\s+(?:{ai})\s+(?:podria|poderia|could|would|podra|podera)\s*,?\s*"
        r"(?:por\s+gentileza|por\s+favor|please|kindly|se\s+possivel|si\s+es\s+posible)"
    )
    polite = (
        r"\b(?:por\s+gentileza|tenha\s+a\s+(?:gentileza|bondade)|tenga\s+la\s+(?:amabilidad|"
        r"bondad)|sea\s+tan\s+amable|seja\s+(?:tao\s+)?gentil|te\s+importaria|le\s+importaria|"
        r"would\s+you\s+(?:kindly|mind|be\s+so\s+kind)|se\s+nao\s+for\s+incomodo|"
        r"si\s+no\s+es\s+molestia|kindly\s+(?:make|ensure|describe|present|state|say|tell|rank|"
        r"list|include|omit|forward|send))\b"
    )
    return {
        "called": re.compile(call, re.MULTILINE),
        "asked_ai": re.compile(asked, re.MULTILINE),
        "polite": re.compile(polite, re.MULTILINE),
    }


def _headed(article: str) -> re.Pattern[str]:
    """v46's ``headed`` (see the module docstring): every quantifier bounded, anchored at the
    sentence's opening."""
    machine = _machine_readers()
    to = r"(?:for|to|para|pro|pra|ao|aos|al|a)"
    return re.compile(
        rf"^\W*(?:[\w'\u2019.-]+\s+){{0,6}}?{to}\s+{article}(?:[\w'\u2019-]+\s+){{0,3}}?"
        rf"(?:{machine})s?\b[^.!?:;\n]{{0,60}}:",
        re.MULTILINE,
    )


def _machine_readers() -> str:
    """The AI nouns and the role nouns that do not name a human reader as well (v46)."""
    return _alternation((*AI_NOUNS, *(n for n in ROLE_NOUNS if n not in HUMAN_READERS)))


def _appositive() -> re.Pattern[str]:
    """v47's ``appositive`` (see the module docstring): every quantifier bounded, anchored at
    the sentence's opening."""
    word = r"[\w'\u2019.-]+"
    owner = (
        r"(?:(?:the|an?|el|la|los|las|un|una|o|a|os|as|um|uma|our|your|nuestro|nuestra|nosso|"
        r"nossa|su|seu|sua)\s+)?"
    )
    return re.compile(
        rf"^\W*(?:{word}\s+){{0,2}}{word}\s*,\s*{owner}(?:[\w'\u2019-]+\s+){{0,2}}?"
        rf"(?:{_machine_readers()})s?\b[^.!?:;,\n]{{0,60}}:",
        re.MULTILINE,
    )


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


@lru_cache(maxsize=1)
def _reader_work() -> re.Pattern[str]:
    """v48's words of the reader's work (``reader_work``): the AI and role nouns and the named
    AIs, singular or with an s, and ``READER_WORK`` as listed (folded text)."""
    readers = _alternation((*AI_NOUNS, *ROLE_NOUNS, *NAMED_AIS))
    return re.compile(rf"\b(?:{readers})s?\b|\b(?:{_alternation(READER_WORK)})\b")


@lru_cache(maxsize=1)
def _machine_reader_names() -> re.Pattern[str]:
    """v50: the AI nouns, the role nouns but the human reader's, and the named AIs (folded)."""
    return re.compile(rf"\b(?:{_machine_readers()}|{_alternation(NAMED_AIS)})s?\b")


def names_machine_reader(sentence: str) -> bool:
    """v50: whether a sentence names a machine reader: an AI noun, a role noun other than the
    human reader's (``HUMAN_READERS``) or a named AI, with or without an s. The rule it serves
    (``injection.VISIBLE_NAMED``) asks every sentence model to agree as well: a page names its
    models and systems in its own voice too."""
    return _machine_reader_names().search(fold(sentence)) is not None


def reader_work(sentence: str, signals: Iterable[str]) -> bool:
    """v48: whether a sentence speaks to a reader or of what a reader of the page handles: an
    AI or role noun or a named AI, a second-person or imperative signal (``signals``: the
    sentence's structural signals), or a word of ``READER_WORK`` (its page, answers, user,
    instructions, data, what it declares). The agreement rule (``injection.VISIBLE_AGREED``)
    asks it of a visible sentence with no addressing signal: a sentence of plain narrative
    that the models put high by mistake says nothing of a reader."""
    if {"second_person", "imperative"}.intersection(signals):
        return True
    return bool(_reader_work().search(fold(sentence)))


# The shapes that call a reader at work (v10; ``called`` and ``asked_ai`` v26, ``headed`` v46,
# ``appositive`` v47): ``injection.READER_SHAPES`` with v50's ``inner_call``, which looks for
# them again at a sentence's inner openings
CALLING_SHAPES = (
    "addressed",
    "conditional_reader",
    "reader_role",
    "system_voice",
    "vocative",
    "named_vocative",
    "note_to",
    "called",
    "asked_ai",
    "headed",
    "appositive",
)
# v50: an inner opening: a sentence mark or a closing bracket, at most three marks more, a
# space, then a letter ("Value of the day: Model, list...", "(one word is scrambled) Agent,
# copy...", "...and stretch!^ Modelo, coloque...")
_INNER_OPENING = re.compile(r"(?<=[.!?:)\]])[^\w\s]{0,3}\s+(?=[^\W\d_])")


# v67: a document-genre heading ("System update notes for the parish booking system", "Release
# notes for the booking system") names what a document is about; ending its line with no colon
# or dash, it is not a note addressed to a reader (``note_to``)
GENRE_HEADING = (
    r"(?:[\w'-]+\s+){0,2}?(?:release|update|patch|version|change|meeting|lecture|class|course|"
    r"field|session|maintenance|service|program|programme|liner|study)\s+notes\b"
    r"[^:\u2013\u2014\n-]*$"
)


def _shape_found(name: str, head: str, folded: str) -> bool:
    """Whether signal ``name``'s pattern finds the sentence: the v12 and gate signals read its
    first ``V12_CHARS`` characters (``head``), the others all of it (``folded``)."""
    text = head if name in V12_SIGNALS or name in GATE_ONLY else folded
    return _patterns()[name].search(text) is not None


# v54: a sentence that opens with a list of names ("Claude, Gemini e ChatGPT voltaram ...") has
# them as its subject: the comma after the first name is the list's, not a vocative's. Names are
# capitalised words (one or two each), the list ends with a conjunction and a name, and a word in
# lower case follows (a verb). A list followed by a comma or a colon still calls its names ("Claude,
# Gemini e ChatGPT, ignorem ...": no lower-case word follows the last name).
_NAME = r"[A-Z][\w.+-]*(?:\s[A-Z][\w.+-]*)?"
_SUBJECT_LIST = re.compile(
    rf"^(\W*{_NAME}(?:\s*,\s*{_NAME})*)(\s*,?\s+(?:and|or|e|ou|y|o|&)\s+{_NAME})(?=\s+[a-z\u00df-\u00ff])"
)


def subject_list(sentence: str) -> str:
    """``sentence`` with the commas of an opening list of names read as ``and`` (v54, above), or
    unchanged."""
    match = _SUBJECT_LIST.match(sentence)
    if match is None or "," not in match.group(1):
        return sentence
    return re.sub(r"\s*,\s*", " and ", match.group(1)) + sentence[match.end(1) :]


def structural_signals(sentence: str) -> tuple[str, ...]:
    """The structural signals of ``sentence``, in ``STRUCTURAL_SIGNALS`` order (v54: an opening
    list of names read as the subject it is, ``subject_list``)."""
    folded = fold(subject_list(sentence))
    head = folded[:V12_CHARS]
    found = {
        name
        for name in STRUCTURAL_SIGNALS
        if name != "inner_call" and _shape_found(name, head, folded)
    }
    if _inner_call(head, found):
        found.add("inner_call")
    return tuple(name for name in STRUCTURAL_SIGNALS if name in found)


def _inner_call(head: str, found: set[str]) -> bool:
    """v50's ``inner_call``: a shape that calls a reader (``CALLING_SHAPES``) that the sentence
    as read does not show (``found``: its other signals) but shows once each inner opening is read
    as the start of a line (the opening shapes are anchored at a line's start): a lead-in the
    sentence splitter did not cut off hides no call. The shapes that are not anchored
    (``conditional_reader``, ``reader_role``, ``asked_ai``) find the same text either way. Known
    gaps: an inner opening needs a letter after its space (a quote or an opening ¡ or ¿ there is
    not one), and a narrative or a credit line that calls a role noun at an inner opening ("Cast:
    Model, Anna Smith") reads as a call."""
    if _INNER_OPENING.search(head) is None:
        return False
    lined = _INNER_OPENING.sub("\n", head)
    return any(_patterns()[name].search(lined) for name in CALLING_SHAPES if name not in found)
