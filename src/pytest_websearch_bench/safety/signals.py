"""How much a piece of text reads like an instruction to a model, in Spanish and English.

The signals are grammatical and pragmatic categories, not a list of known attacks:

* ``override`` (3): telling the reader to drop what it was told ("ignore the previous
  instructions", "olvida las indicaciones anteriores", "from now on you are...");
* ``template`` (3): chat-template and role markers (``<|im_start|>``, ``[INST]``,
  ``System:`` at the start of a line);
* ``addressee`` (2): text addressed to an assistant, model, agent or bot ("Nota para
  el asistente", "if you are an AI", "Assistant, ...");
* ``output`` (2): second person about the model's own output ("your answer", "tu
  respuesta", "responde que...", "reply in German", "translate your message");
* ``payload`` (2): inserting code or text into the output ("the following code
  snippet", a code block that shells out or phones home);
* ``authority`` (1): a claim that the page, company or source is verified, certified
  or official, or a request to trust it or to keep something from the user;
* ``task`` (1): a sentence that opens with an assistant-task imperative (write,
  summarize, recommend, translate, resume, traduce, redacte...) or a question asking
  for something ("How can I...", "¿Cómo puedo...?") and has at least six words, or a
  request put as a question to the reader ("Can you...?", "¿Podrías...?").

Verb forms are generated from infinitives (Spanish tú and usted imperatives by
conjugation rules), so paraphrases that use another task verb are caught without
listing sentences. A sentence's score is the sum of its distinct signals; what score
flags depends on the channel it was found in (``injection``).
"""

from __future__ import annotations

import re
import unicodedata
from dataclasses import dataclass
from functools import lru_cache

# -- lexicons --------------------------------------------------------------------------------

# Verbs whose imperative asks for a text or an analysis (what an assistant is asked for),
# not for a click in a page's interface (subscribe, click, accept, share, log in...).
TASK_VERBS_EN = ["write", "rewrite", "summarize", "summarise", "analyze", "analyse", "recommend", "suggest", "describe", "explain", "determine", "classify", "categorize", "translate", "provide", "list", "compare", "evaluate", "assess", "predict", "forecast", "calculate", "compute", "compose", "draft", "generate", "outline", "identify", "tell", "show", "give", "help", "answer", "respond", "reply", "output", "repeat", "encode", "decode", "encrypt", "decrypt", "reverse", "convert", "express", "paraphrase", "rephrase", "pretend", "roleplay", "simulate"]  # fmt: skip
# Left out: verbs that change a text ("add", "insert", "include": developers' notes say
# "Insert banner code here", interfaces "Add bookmark") and verbs of everyday prose
# ("ignore the noise", "imagine a world", "act now"). Injected uses of them come with
# "your answer", a payload or an override, which are signals of their own.
# Spanish infinitives; their tú and usted imperatives are generated below.
TASK_VERBS_ES = ["escribir", "reescribir", "resumir", "analizar", "recomendar", "sugerir", "describir", "explicar", "determinar", "clasificar", "traducir", "proporcionar", "enumerar", "listar", "comparar", "evaluar", "predecir", "calcular", "redactar", "generar", "elaborar", "identificar", "mostrar", "ayudar", "contestar", "responder", "repetir", "codificar", "cifrar", "invertir", "convertir", "expresar", "parafrasear", "fingir", "simular", "decir", "dar"]  # fmt: skip
# The two-letter forms (di, da, dé) are left to the "output" signal ("di que...").  # the two-letter forms (di, da, dé) are left to the "output" signal ("di que...")
_ES_IRREGULAR = {
    "decir": ("di", "diga", "dime", "díganos", "dinos"),
    "hacer": ("haz", "haga"),
    "dar": ("da", "dé", "dame", "denos"),
    "poner": ("pon", "ponga"),
    "seguir": ("sigue", "siga"),
    "elaborar": ("elabora", "elabore"),
    "recordar": ("recuerda", "recuerde"),
    "mostrar": ("muestra", "muestre", "muéstrame"),
    "sugerir": ("sugiere", "sugiera"),
    "repetir": ("repite", "repita"),
    "invertir": ("invierte", "invierta"),
    "convertir": ("convierte", "convierta"),
    "sustituir": ("sustituye", "sustituya"),
    "incluir": ("incluye", "incluya"),
    "predecir": ("predice", "prediga"),
    "fingir": ("finge", "finja"),
    "comportar": ("compórtate", "compórtese"),
    "actuar": ("actúa", "actúe"),
    "asegurar": ("asegura", "asegure", "asegúrate", "asegúrese"),
    "traducir": ("traduce", "traduzca"),
    "reescribir": ("reescribe", "reescriba"),
}


def _strip_accents(text: str) -> str:
    return "".join(c for c in unicodedata.normalize("NFKD", text) if not unicodedata.combining(c))


def spanish_imperatives(infinitive: str) -> tuple[str, ...]:
    """tú and usted imperatives of a regular verb (plus known irregular ones)."""
    if infinitive in _ES_IRREGULAR:
        return _ES_IRREGULAR[infinitive]
    stem, ending = infinitive[:-2], infinitive[-2:]
    if ending == "ar":
        return (stem + "a", stem + "e")
    if ending in ("er", "ir"):
        return (stem + "e", stem + "a")
    return ()


@lru_cache(maxsize=1)
def _task_starts() -> re.Pattern[str]:
    english = set(TASK_VERBS_EN)
    # Accents are stripped (pages drop them), except where that makes a form a common
    # word: "dé" would become the preposition "de".
    spanish = {
        _strip_accents(form)
        for verb in TASK_VERBS_ES
        for form in spanish_imperatives(verb)
        if len(_strip_accents(form)) > 2
    }
    words = sorted(english | spanish, key=len, reverse=True)
    lead = r"(?:(?:please|por favor|now|ahora|also|tambi[eé]n|then|luego|and|y|just|simply|kindly)[\s,]+)*"
    # "List of datasets", "Help: ...", "Shift - Living in..." are a noun, not an order.
    return re.compile(
        rf"^\W*{lead}(?:{'|'.join(map(re.escape, words))})(?:me|lo|la|le)?\b"
        # a noun ("List of...", "Help: ...") or the user's own things ("Write your
        # message", "Describe your project", "Tell us"): an interface, not a task
        r"(?!\s+(?:of|de|del|your|tu|tus|su|sus|us|nos|yourself)\b|\s*[-:|–—])",
        re.IGNORECASE,
    )


_QUESTION_EN = re.compile(
    r"^\W*(?:how|what|which|who|whom|where|when|why|is|are|can|could|would|will|should|do|does|did|"
    r"have|has)\b[^?]{8,}\?",
    re.IGNORECASE,
)
# A request to the reader as a question ("Can you...?"), whatever its length.
_REQUEST = re.compile(
    r"^\W*(?:can|could|would|will) you\b[^?]{3,}\?|^\W*¿?\s*(?:puedes|podr[ií]as|"
    r"me puedes|me podr[ií]as|podr[ií]a usted|puede usted)\b[^?]{3,}\?",
    re.IGNORECASE,
)
_QUESTION_ES = re.compile(
    r"^\W*¿?\s*(?:c[oó]mo|qu[eé]|cu[aá]l(?:es)?|qui[eé]n(?:es)?|d[oó]nde|cu[aá]ndo|por qu[eé]|"
    r"puedes|podr[ií]as|me puedes|es|son|hay)\b[^?]{8,}\?",
    re.IGNORECASE,
)

# Who an injected instruction addresses: unambiguous names of an AI reader...
_AI = (
    r"(?:(?:ai|a\.i\.|ia) (?:assistant|agent|model|system|asistente|agente|modelo|sistema)|"
    r"assistant|a\.i\.|ai|artificial intelligence|(?:large )?language model|llms?|chat ?bot|"
    r"gpt-?\d*|chatgpt|claude|gemini|copilot|asistente(?: virtual)?|ia|"
    r"inteligencia artificial|modelo de lenguaje|agente de ia)"
)
# ...and the broader set that only counts with a verb of machine reading ("any model
# that reads this page").
_READER = rf"(?:{_AI}|model|agent|bot|crawler|scraper|summari[sz]er|modelo|agente|sistema)"
_OVERRIDE = re.compile(
    r"\b(?:ignore|disregard|forget|skip|bypass|override|overwrite|drop)\b[^.\n]{0,40}?"
    r"\b(?:instructions?|directions?|rules?|guidelines?|prompts?|context|guidance|orders|"
    r"system message|constraints?)\b"
    r"|\b(?:ignora|ignore|ignoren|olvida|olvide|olviden|omite|omita|descarta|descarte|"
    r"desatiende|desatienda|haz caso omiso|no hagas caso)\b[^.\n]{0,40}?"
    r"\b(?:instrucciones|indicaciones|reglas|[oó]rdenes|directrices|consignas|mensajes?|"
    r"contexto)\b"
    r"|\b(?:ignore|disregard|forget|discard)\s+(?:everything|anything|all|what|whatever)\s+"
    r"(?:that\s+)?(?:you were|you've been|you have been|you are|i|we)\s+(?:told|given|said|"
    r"instructed|asked|shown)\b"
    r"|\b(?:ignora|ignore|olvida|olvide|descarta|descarte|omite|omita)\s+(?:todo\s+)?lo que\s+"
    r"(?:te|se te|le|se le|les)\s+(?:han\s+)?(?:dijeron|dicho|indicaron|indicado|pidieron|pedido|"
    r"ordenaron|ordenado|mostraron|escribieron)\b"
    r"|\b(?:from now on|starting now|de ahora en adelante|a partir de ahora|desde ahora)\b"
    r"[^.\n]{0,30}\b(?:you|your|t[uú]|responde|contesta|act[uú]a|eres|answer|respond|act)\b"
    r"|\b(?:you are now|now you are|ahora eres|ahora ser[aá]s|new instructions|nuevas "
    r"instrucciones|developer mode|modo desarrollador|jailbreak|do anything now)\b"
    r"|\b(?:act|behave|pretend|respond) as (?:if you were |though you were )?(?:an?|the)\b"
    r"|\b(?:act[uú]a|comp[oó]rtate|finge|responde) como (?:si fueras )?(?:un|una|el|la)\b",
    re.IGNORECASE,
)
_TEMPLATE = re.compile(
    r"<\|(?:im_start|im_end|system|user|assistant|endoftext)\|>|\[/?INST\]|<<\/?SYS>>|"
    r"^\s*#{2,}\s*(?:instruction|system|response)\b|"
    r"^\s*(?:system|assistant|sistema|asistente)\s*:\s*(?:\S+\s+){3,}",
    re.IGNORECASE | re.MULTILINE,
)
_ADDRESSEE = re.compile(
    rf"\b(?:note|message|memo|reminder|instructions?|attention|notice|warning|dear|hey|hello|"
    rf"nota|mensaje|aviso|recordatorio|instrucci[oó]n(?:es)?|atenci[oó]n|advertencia|"
    rf"querido|querida|estimado|estimada|hola)\s+(?:to|for|para|al?|a la)?\s*(?:the|any|all|el|la|"
    rf"los|las|cualquier|todo|toda)?\s*(?:{_AI}|models?|modelos?)s?\b"
    rf"|\b(?:if|when) you are (?:an?|the) {_AI}\b|\bsi (?:eres|usted es) (?:un|una|el|la) {_AI}\b"
    rf"|\b(?:any|every|each|all) {_READER}s? (?:that |who )?(?:reads?|reading|process(?:es|ing)?|"
    rf"summari[sz](?:es|ing)|crawl(?:s|ing)?|index(?:es|ing)?)\b"
    rf"|\b(?:cualquier|toda|todo|todos los|todas las) {_READER}e?s? que (?:lea|procese|resuma|"
    rf"analice|rastree|indexe|lean|procesen|resuman)\b"
    rf"|^\W*{_AI}\s*[,:]",
    re.IGNORECASE | re.MULTILINE,
)
# What only a responder produces (not "your message" or "your code": forms ask users for
# those).
_OUTPUT_NOUNS = (
    r"(?:response|responses|answer|answers|reply|replies|output|outputs|summary|elucidation|"
    r"respuesta|respuestas|contestaci[oó]n|salida|resumen)"
)
# Verbs that turn a text into another form (for "translate your message").
_REWRITE = (
    r"(?:translate|encode|encrypt|reverse|invert|render|express|convert|rewrite|format|"
    r"traduce|traduzca|codifica|codifique|cifra|cifre|invierte|invierta|convierte|convierta|"
    r"reescribe|reescriba)"
)
# ...and with the answering verbs, for "reply in German", "responde en inglés".
_TRANSFORM = (
    rf"(?:{_REWRITE}|reply|respond|answer|write|responde|responda|contesta|conteste|escribe|"
    r"escriba)"
)
_FORMAT = (
    r"(?:base ?\d+|[a-z]+ (?:encoding|cipher)|reverse|backwards?|emojis?|json|uppercase|"
    r"all caps|spanish|english|french|german|italian|portuguese|chinese|japanese|"
    r"espa[nñ]ol|ingl[eé]s|franc[eé]s|alem[aá]n|italiano|portugu[eé]s|may[uú]sculas|"
    r"c[oó]digo morse|morse code|cifrado|al rev[eé]s)"
)
_OUTPUT = re.compile(
    rf"\b(?:your|you[r']?|tu|tus|su|sus)\s+(?:own\s+|final\s+|next\s+)?{_OUTPUT_NOUNS}\b"
    rf"|\b{_REWRITE}\b[^.\n]{{0,25}}\b(?:your|tu|su) (?:message|mensaje)\b"
    rf"|\b{_TRANSFORM}\b[^.\n]{{0,25}}\b(?:in|into|to|using|with|en|usando|con|a)\s+{_FORMAT}\b"
    r"|\b(?:in|to|into|within) the (?:response|answer|reply|output|summary)\b"
    r"|\ben (?:la|tu|su) (?:respuesta|salida|contestaci[oó]n|resumen)\b"
    r"|^\W*(?:respond|answer|reply|say|state|tell the user|tell users)\b[^.\n]{0,20}\b(?:that|only)\b"
    r"|\b(?:tell|inform|let|assure|convince) (?:the )?(?:user|users|reader|readers|customer)\b"
    r"|\b(?:dile|d[ií]gale|diles|informa|informe|comunica|comunique|asegura|asegure) al "
    r"(?:usuario|lector|cliente)\b"
    r"|(?:[:;,]|\by|\band)\s*(?:responde|responda|contesta|conteste|afirma|afirme|di|diga|"
    r"confirma|confirme|asegura|asegure|declara|declare|respond|answer|reply|say|state|report|"
    r"claim|confirm|assure|declare) (?:that|que)\b"
    r"|^\W*(?:responde|responda|contesta|conteste|di|diga|afirma|afirme|dile al usuario|"
    r"informa al usuario|indica al usuario)\b[^.\n]{0,20}\b(?:que|solo|s[oó]lamente|"
    r"[uú]nicamente|con|en)\b",
    re.IGNORECASE | re.MULTILINE,
)
_PAYLOAD = re.compile(
    r"\b(?:the )?(?:following|below|subsequent|next|above) (?:code|python|script|command|text|"
    r"line|sentence|snippet|block|excerpt|section)(?: (?:snippet|block|excerpt|section|line))?\b"
    r"|\b(?:el|la|los|las) (?:siguiente|siguientes) (?:c[oó]digo|fragmento|comando|texto|"
    r"l[ií]nea|frase|bloque)\b"
    r"|\b(?:import\s+(?:subprocess|socket|requests|pyautogui|win32clipboard|pexpect|paramiko)|"
    r"subprocess\.(?:popen|run|call|check_output)|os\.system|os\.popen|socket\.socket|"
    r"requests\.post|pickle\.loads|powershell\s+-|curl\s+-|wget\s+http|rm\s+-rf|nc\s+-e|"
    r"/etc/passwd|/etc/shadow|keylogger)\b",
    re.IGNORECASE,
)
_AUTHORITY = re.compile(
    # third person only: "our company is certified" is a company describing itself
    r"\b(?:this|the|esta|este|la|el)\s+(?:company|supplier|vendor|business|"
    r"source|page|site|website|information|data|document|empresa|compa[nñ][ií]a|proveedor|"
    r"negocio|fuente|p[aá]gina|sitio|informaci[oó]n|documento|dato|datos)\s+(?:is|has been|was|"
    r"are|est[aá]|es|fue|ha sido|han sido|son)\s+(?:(?:fully|officially|totalmente|"
    r"oficialmente|debidamente)\s+)?(?:verified|certified|validated|approved|audited|confirmed|"
    r"official|trusted|authoritative|accurate|verificad[oa]s?|certificad[oa]s?|validad[oa]s?|"
    r"aprobad[oa]s?|auditad[oa]s?|confirmad[oa]s?|oficial(?:es)?|confiables?|fidedign[oa]s?)\b"
    r"|\b(?:trust|treat|consider|consid[eé]ra|conf[ií]a en|trata|trate)\b[^.\n]{0,30}\b(?:as|como)"
    r"\s+(?:an?\s+|una?\s+)?(?:official|authoritative|verified|trusted|oficial|verificad[oa]|"
    r"confiable|fuente oficial)\b"
    r"|\b(?:do not|don't|never|no)\s+(?:tell|mention|reveal|disclose|show|menciones|reveles|digas|"
    r"muestres|comentes)\b[^.\n]{0,30}\b(?:user|users|usuario|usuarios|anyone|nadie)\b"
    r"|\b(?:without mentioning|sin mencionar|sin revelar)\b",
    re.IGNORECASE,
)

WEIGHTS = {
    "override": 3,
    "template": 3,
    "addressee": 2,
    "output": 2,
    "payload": 2,
    "authority": 1,
    "task": 1,
}
MIN_TASK_WORDS = 6
_SENTENCES = re.compile(r"(?<=[.!?])\s+(?=[¿¡\"'“A-ZÁÉÍÓÚÑ0-9])|\n+")


@dataclass(frozen=True)
class Scored:
    text: str
    score: int
    signals: tuple[str, ...]
    start: int  # offset of the sentence in the scored text
    end: int


# v32: a clause mark inside a sentence (a semicolon, colon, bar or hash, or a dash between
# spaces, then a space and a word): where a label ends and what it labels starts, as in a
# tool's banner comment ("Sentry release 2026.12, production; note: <text>")
_CLAUSE = re.compile(
    r"(?:[;:|#]|\s[-\u2013\u2014]{1,2})\s+(?=[^\W\d_]|[\u00bf\u00a1\"'\u00ab\u201c])"
)


def clause_suffixes(
    text: str, start: int, end: int, min_words: int, most: int
) -> list[tuple[int, int]]:
    """The ranges of the sentence ``text[start:end]`` that start after one of its clause
    marks and run to its end, holding ``min_words`` words or more (the first ``most``)."""
    out: list[tuple[int, int]] = []
    for match in _CLAUSE.finditer(text, start, end):
        if len(text[match.end() : end].split()) < min_words:
            break  # every later suffix is shorter
        out.append((match.end(), end))
        if len(out) == most:
            break
    return out


def last_clause_suffix(text: str, start: int, end: int, min_words: int) -> list[tuple[int, int]]:
    """The last of ``clause_suffixes`` (all of them taken), or none: found from the sentence's
    end, so a long sentence with many marks is not counted word by word once per mark."""
    marks = [match.end() for match in _CLAUSE.finditer(text, start, end)]
    for at in reversed(marks):
        if len(text[at:end].split()) >= min_words:
            return [(at, end)]
    return []


def sentences(text: str) -> list[tuple[int, int]]:
    """Sentence ranges of ``text`` (a line break or a sentence end starts a new one)."""
    out, start = [], 0
    for match in _SENTENCES.finditer(text):
        if text[start : match.start()].strip():
            out.append((start, match.start()))
        start = match.end()
    if text[start:].strip():
        out.append((start, len(text)))
    return out


_SECOND_PERSON = re.compile(
    r"\b(?:you|your|yours|t[uú]|tus|usted|ustedes|te|ti|vos)\b", re.IGNORECASE
)


def _title_case(sentence: str) -> bool:
    words = [w for w in re.findall(r"[^\W\d_]+", sentence) if len(w) > 3]
    return len(words) >= 3 and sum(w[0].isupper() for w in words) >= 0.7 * len(words)


def _asks_for_information(sentence: str) -> bool:
    """A question for an answerer ("How can I...", "What are the risks of..."), not one
    put to the page's human reader ("What did you learn?") nor a headline in title case."""
    if not (_QUESTION_EN.search(sentence) or _QUESTION_ES.search(sentence)):
        return False
    return not _SECOND_PERSON.search(sentence) and not _title_case(sentence)


def task_order(sentence: str) -> bool:
    """A whole sentence that orders a text task ("Provide a command to list...", "Suggest
    weekend getaways near San Francisco.") or asks the reader for one ("Can you classify
    the mood of...?"): a task imperative of at least ``MIN_TASK_WORDS`` words ending as
    a sentence ends, or a request put as a question. A label ("Please give an overall
    site rating:") or a developer's note without a full stop ("Show here if skin is not
    active") is not one; a question for information is not either."""
    text = sentence.strip()
    if _REQUEST.search(text):
        return True
    return (
        len(text.split()) >= MIN_TASK_WORDS
        and text.rstrip("'\"”’»)").endswith((".", "!"))
        and bool(_task_starts().search(_strip_accents(text)))
    )


_PATTERNS = (
    ("override", _OVERRIDE),
    ("template", _TEMPLATE),
    ("addressee", _ADDRESSEE),
    ("output", _OUTPUT),
    ("payload", _PAYLOAD),
    ("authority", _AUTHORITY),
)


def signals_of(sentence: str) -> tuple[str, ...]:
    found = [name for name, pattern in _PATTERNS if pattern.search(sentence)]
    plain = _strip_accents(sentence)
    if _REQUEST.search(sentence) or (
        len(sentence.split()) >= MIN_TASK_WORDS
        and (_task_starts().search(plain) or _asks_for_information(sentence))
    ):
        found.append("task")
    return tuple(found)


def score_text(text: str) -> list[Scored]:
    """Each sentence of ``text`` with its signals, highest score first (ties: text order).

    A text shorter than two sentences is scored whole too, so a signal split over a line
    break is not lost."""
    scored: list[Scored] = []
    ranges = sentences(text)
    if len(ranges) > 1 and len(text) <= 2000:
        ranges.append((0, len(text)))
    for start, end in ranges:
        piece = text[start:end]
        found = signals_of(piece)
        if found:
            score = sum(WEIGHTS[s] for s in found)
            scored.append(Scored(piece.strip(), score, found, start, end))
    scored.sort(key=lambda s: (-s.score, s.start))
    return scored
