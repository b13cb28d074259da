"""Concept classes of a sentence: what kinds of words it holds, in any order.

Where ``structure`` recognises shapes ("Nota para el asistente:", "if you are an AI"),
these classes only say which kinds of words a sentence holds, wherever they sit: a
reader that may be a machine (assistant, model, system, a product name, "whoever
summarises"), what such a reader does with a page (summarise, answer, index), an
obligation or a request (should, must, debería, deve, please), the second person, what
only a model has (the user, your answer, the prompt), a directive label (note, memo,
aviso, lembrete), and six kinds of ask (ignore, rank first, declare verified, hide,
reveal, exfiltrate); ``opens_ask`` when the sentence opens with an ask's verb (after a
label: "Reminder: put X above ..."). Words are matched by their
beginnings on folded text (``lexicon.fold``), in Spanish, English and Portuguese, so an
inflection or an unseen paraphrase built from the same kinds of words lands on the same
classes. ``concept_features`` crosses the classes present (pairs and the
reader x obligation x ask triple) with the channel kind, for the model; ``concept_order``
says whether a sentence carries an ask with a reader and an obligation, the shape of an
order to a model however it is worded.
"""

from __future__ import annotations

import re
from functools import lru_cache

# Stems matched at a word's beginning (``\b``), on folded text.
CLASSES: dict[str, tuple[str, ...]] = {
    "reader": (
        "assistant", "asistente", "assistente", "agent", "model", "system", "sistema",
        "chatbot", "bot ", "bots ", "robot", "robo", "llm", "ai ", "ai,", "ai:", "ia ", "ia,",
        "ia:", "a.i", "i.a", "gpt", "chatgpt", "claude", "gemini", "bard", "copilot", "copiloto",
        "perplexity", "llama", "mistral", "deepseek", "grok", "qwen", "openai", "anthropic",
        "crawler", "scraper", "spider", "summari", "resumidor", "reader", "lector", "leitor",
        "engine", "motor de", "pipeline", "machine", "maquina", "algorithm", "algoritm",
        "artificial intelligence", "inteligencia artificial", "neural", "neuronal",
        "generator", "generador", "gerador", "aggregator", "agregador", "reranker", "whoever",
        "quien ", "quem ", "anyone", "any tool", "herramienta", "ferramenta", "automated",
        "automatic", "automatico", "machine reader", "search tool",
    ),
    "process": (
        "summar", "resum", "condens", "read", "lea ", "lean ", "leia", "lee ", "process",
        "proces", "index", "crawl", "rastre", "pars", "ingest", "answer", "respond", "respuest",
        "respost", "reply", "cite ", "cites", "citing", "quot", "generat", "genera", "gera ",
        "gerar", "redact", "escrib", "escrev", "write", "writing",
    ),
    "obligation": (
        "should", "must", "shall", "ought", "expected", "is required", "are required",
        "requires", "require", "obligat", "oblig", "need to", "needs to", "has to", "have to",
        "agrees to", "supposed to", "mandator", "condition", "consent", "debe", "deber",
        "tiene que", "tendra que", "tienen que", "exig", "se espera", "esperamos", "deve ",
        "devem", "devera", "deveria", "precisa", "tera de", "tem de", "tem que", "obrigat",
        "espera-se", "esperamos", "confiamos", "we trust", "we count", "count on",
        "would do well", "haria bien", "faria bem", "lo correcto", "o certo", "the right",
        "please", "kindly", "por favor", "we ask", "le pedimos", "te pedimos", "pedimos",
        "rogamos", "would you", "could you", "podria", "poderia", "grateful", "agradec",
        "gratos", "favor", "favour", "request",
    ),
    "directive": (
        "note", "memo", "reminder", "attention", "heads up", "heads-up", "fyi", "p.s", "nb:",
        "important", "directive", "instruction for", "instructions for", "message for",
        "message to", "nota", "aviso", "recordatorio", "lembrete", "recado", "atencion",
        "atencao", "importante", "apunte", "anotacion", "anotacao", "comentario para",
        "mensaje para", "mensagem para", "for machine", "para maquinas", "solo para",
        "so para", "only:", "override", "action required",
    ),
    "second": (
        "you", "your", "tu ", "tus ", "te ", "usted", "voce", "seu ", "sua ", "seus ", "suas ",
        "lhe ", "contigo",
    ),
    "target": (
        "the user", "user's", "users", "usuario", "conversation", "conversacion", "conversa",
        "chat", "prompt", "instruction", "instruccion", "instruc", "instrucao", "instrucoe",
        "guideline", "directive", "directiva", "diretiva", "rules", "reglas", "regras",
        "operator", "operador", "developer", "desarrollador", "desenvolvedor", "summary",
        "resumen", "resumo", "your answer", "the answer", "la respuesta", "a resposta",
        "results", "resultados", "context", "contexto", "memory", "memoria", "session",
        "sesion", "sessao", "transcript", "histor",
    ),
    "ask_ignore": (
        "ignor", "disregard", "forget", "olvid", "esquec", "descart", "desconsider", "overrid",
        "void", "cancel", "anul", "abandon", "set aside", "deja de lado", "deixe de lado",
        "throw out", "no longer", "ya no", "nao mais", "no obedezc", "nao obedec", "replace",
        "sustitu", "substitu", "troqu", "skip", "salta", "pule", "instead", "en su lugar",
        "em vez", "previous", "prior ", "earlier", "anterior", "previa", "previo", "obey",
        "obedec", "follow only", "sigue solo", "siga apenas", "siga so",
    ),
    "ask_rank": (
        "rank", "top ", "top-", "first", "primer", "primeir", "best", "mejor", "melhor",
        "recommend", "recomend", "prefer", "priorit", "prioriz", "winner", "ganador", "vencedor",
        "star", "estrell", "estrel", "number one", "highest", "above", "encima", "acima",
        "head of", "topo", "leader", "lider", "ahead", "before any", "antes que", "antes das",
        "below", "debajo", "abaixo", "the one to buy",
    ),
    "ask_verified": (
        "verif", "certif", "accredit", "acredit", "approv", "aprob", "aprov", "endors",
        "trusted", "trustworthy", "confiab", "confiav", "fiable", "de confianza", "licens",
        "complian", "legitim", "official", "oficial", "fact-check", "checad", "signed off",
        "visto bueno", "vouch", "avala", "audit", "auditor",
    ),
    "ask_hide": (
        "hide", "hidden", "conceal", "omit", "ocult", "escond", "mention", "mencion", "silen",
        "leave out", "leave ", "suppress", "supress", "gloss", "unmention", "refrain",
        "avoid", "evit", "keep ", "out of", "quita", "tire ", "pasa por alto", "passe por",
        "bury", "entierr", "enterr", "no hagas referencia", "nao faca referencia",
        "make no reference", "as if", "como si", "como se", "secret", "absten", "abstain",
        "cale-se", "callate", "no comentes", "nao comente",
    ),
    "ask_reveal": (
        "reveal", "revel", "prompt", "configur", "secret", "segredo", "credential",
        "credencia", "api key", "clave", "chave", "token", "verbatim", "literal", "word for",
        "palabra por", "palavra por", "print", "imprim", "repeat", "repit", "repet", "expos",
        "expon", "disclos", "divulg", "paste", "pega", "cole ", "copy", "copia", "show",
        "muestr", "mostr", "display", "setup", "hidden", "ocult",
    ),
    "ask_exfil": (
        "send", "envi", "envia", "mand", "forward", "reenvi", "encaminh", "email", "e-mail",
        "mail", "correo", "upload", "sube", "carreg", "post ", "transmit", "transmi",
        "attach", "adjunt", "anex", "http", "www.", "webhook", "request to", "peticion a",
        "requisicao", "link to", "enlace a", "query", "consulta", "encode", "codific",
        "contact", "contacto", "contato", "personal data", "datos personales",
        "dados pessoais", "password", "contrasena", "senha", "report what", "informa",
    ),
}  # fmt: skip
ASK_CLASSES = tuple(name for name in CLASSES if name.startswith("ask_"))
_ADDRESSEE_CLASSES = ("reader", "process", "target", "second", "directive")


_WORD = re.compile(r"[a-z0-9]+")
_LONGEST = 16  # the longest single-word stem, in characters


@lru_cache(maxsize=1)
def _index() -> tuple[
    dict[str, frozenset[str]], dict[str, frozenset[str]], tuple[tuple[str, str], ...]
]:
    """Single-word stems by text (prefixes, and whole words for stems ending in a space or
    a mark), and the stems of several words or with punctuation (found as substrings that
    begin a word)."""
    prefixes: dict[str, set[str]] = {}
    words: dict[str, set[str]] = {}
    phrases: list[tuple[str, str]] = []
    for name, stems in CLASSES.items():
        for stem in stems:
            core = stem.rstrip(" ,:")
            if _WORD.fullmatch(core) and core != stem:
                words.setdefault(core, set()).add(name)
            elif _WORD.fullmatch(stem):
                prefixes.setdefault(stem, set()).add(name)
            else:
                phrases.append((name, " " + stem))
    return (
        {k: frozenset(v) for k, v in prefixes.items()},
        {k: frozenset(v) for k, v in words.items()},
        tuple(phrases),
    )


_ORDER = {name: n for n, name in enumerate((*CLASSES, "opens_ask"))}
_ASKS = frozenset(ASK_CLASSES)
# An opening ask needs words after it: "Acme Foods: certifications" is a heading, not an order.
_MIN_ORDER_WORDS = 4
_LABEL = re.compile(
    r"^\W*(?:[^:.!?]{1,40}:\s*)?(?:(?:please|por favor|kindly|now|ahora|agora)\W+)?"
)
_SPACES = re.compile(r"[^a-z0-9.@'’:/,-]+")


@lru_cache(maxsize=8192)
def concepts(folded: str) -> tuple[str, ...]:
    """The classes present in ``folded`` (lower-cased, accents stripped), in
    ``CLASSES`` order."""
    prefixes, whole, phrases = _index()
    found: set[str] = set()
    for word in _WORD.findall(folded):
        found |= whole.get(word, frozenset())
        for end in range(2, min(len(word), _LONGEST) + 1):
            hit = prefixes.get(word[:end])
            if hit:
                found |= hit
    opening = _LABEL.sub("", folded, count=1)
    rest = _WORD.findall(opening)
    first = _WORD.search(opening) if len(rest) >= _MIN_ORDER_WORDS else None
    if first and any(
        hit & _ASKS for end in range(2, 17) if (hit := prefixes.get(first.group()[:end]))
    ):
        found.add("opens_ask")  # it opens with an ask's verb, after a label ("Note: omit X")
    spaced = " " + _SPACES.sub(" ", folded) + " "
    found.update(name for name, phrase in phrases if name not in found and phrase in spaced)
    return tuple(sorted(found, key=_ORDER.__getitem__))


def concept_order(found: tuple[str, ...], *, imperative: bool = False) -> bool:
    """An ask, something that reads or answers (or what only it has), and an obligation,
    a request, the second person or an imperative opening (``imperative``): an order to a
    machine reader, however worded."""
    have = set(found)
    if not have.intersection(ASK_CLASSES):
        return False
    if not have & {"reader", "process", "target"} and not have >= {"directive", "opens_ask"}:
        return False
    return imperative or bool(have & {"obligation", "second", "directive", "opens_ask"})


def concept_features(found: tuple[str, ...], kind: str) -> list[str]:
    """The classes, their pairs and the reader x obligation x ask triples, each also
    crossed with the channel ``kind``."""
    out = [f"k:{name}" for name in found]
    out.extend(f"k2:{a}&{b}" for n, a in enumerate(found) for b in found[n + 1 :])
    asks = [name for name in found if name in ASK_CLASSES]
    who = [name for name in found if name in _ADDRESSEE_CLASSES]
    if "obligation" in found:
        out.extend(f"k3:{w}&obligation&{a}" for w in who for a in asks)
    out.append(f"kn:{min(len(asks), 3)}asks")
    if concept_order(found):
        out.append("k:order")
    return out + [f"{feature}&{kind}" for feature in out]
