"""Word classes for the structural signals, in Spanish, English and Portuguese.

Not attacks: grammatical and pragmatic classes (who a sentence addresses, the verbs of
an order, the things only a model produces or holds). Every list is matched on text
lower-cased with its accents stripped (``fold``), so "atención", "atencion" and
"ATENÇÃO" are one word.
"""

from __future__ import annotations

import unicodedata


def fold(text: str) -> str:
    """Lower case without accents (ç -> c, ã -> a)."""
    if text.isascii():  # nothing to decompose (v12: most of a page, read many times over)
        return text.lower()
    decomposed = unicodedata.normalize("NFKD", text.lower())
    return "".join(c for c in decomposed if not unicodedata.combining(c))


# Names of an AI reader: unambiguous on their own.
AI_NOUNS = (
    "ai", "a.i.", "ia", "i.a.", "llm", "llms", "chatgpt", "gpt", "gpt-4", "gpt-4o", "claude",
    "gemini", "copilot", "bard", "chatbot", "chat bot", "language model", "large language model",
    "modelo de lenguaje", "modelo de linguagem", "modelo de idioma", "artificial intelligence",
    "inteligencia artificial", "ai assistant", "ai agent", "ai model", "ai system",
    "asistente de ia", "assistente de ia", "agente de ia", "virtual assistant",
    "asistente virtual", "assistente virtual", "assistant", "asistente", "assistente",
)  # fmt: skip
# Roles that address a machine reader only with a reading verb or a "note for": a page
# talks about agents and models in other senses too.
ROLE_NOUNS = (
    "model", "modelo", "agent", "agente", "bot", "crawler", "scraper", "summarizer",
    "summariser", "resumidor", "system", "sistema", "reader", "lector", "leitor",
    "answer engine", "search assistant", "copiloto", "robot", "robo",
)  # fmt: skip
# Nouns that introduce a note for someone ("Nota para...", "Importante para...").
NOTE_NOUNS = (
    "note", "notice", "message", "memo", "reminder", "instruction", "instructions",
    "attention", "important", "warning", "dear", "hey", "hello", "to", "for",
    "nota", "aviso", "mensaje", "recordatorio", "instruccion", "instrucciones", "atencion",
    "importante", "advertencia", "estimado", "estimada", "querido", "hola", "para",
    "mensagem", "lembrete", "instrucao", "instrucoes", "ola", "caro", "prezado",
)  # fmt: skip
SECOND_PERSON = (
    "you", "your", "yours", "yourself", "tu", "tus", "te", "ti", "usted", "ustedes", "vos",
    "voce", "voces", "seu", "sua", "seus", "suas", "contigo", "consigo",
)  # fmt: skip
# Verbs of an order to an answerer (imperative forms; Spanish tú/usted and Portuguese
# você forms written out: they are few and irregular enough not to generate).
IMPERATIVES = (
    # English base forms
    "ignore", "disregard", "forget", "skip", "bypass", "override", "rank", "recommend",
    "prioritize", "prioritise", "promote", "mark", "label", "treat", "consider", "regard",
    "state", "say", "tell", "answer", "respond", "reply", "include", "omit", "hide", "conceal",
    "reveal", "print", "output", "repeat", "send", "forward", "post", "upload", "email",
    "declare", "confirm", "certify", "describe", "summarize", "summarise", "present", "list",
    "classify", "rate", "score", "place", "put", "position", "mention", "avoid", "remove",
    "delete", "append", "insert", "add", "write", "translate", "do", "don't", "never",
    "always", "make", "ensure", "stop", "proceed", "continue", "respond", "praise",
    # Spanish (tú / usted)
    "ignora", "ignore", "olvida", "olvide", "omite", "omita", "descarta", "descarte",
    "recomienda", "recomiende", "prioriza", "priorice", "marca", "marque", "trata", "trate",
    "considera", "considere", "di", "diga", "dile", "digale", "responde", "responda",
    "contesta", "conteste", "incluye", "incluya", "oculta", "oculte", "revela", "revele",
    "muestra", "muestre", "imprime", "imprima", "repite", "repita", "envia", "envie",
    "manda", "mande", "declara", "declare", "confirma", "confirme", "certifica", "certifique",
    "describe", "describa", "resume", "resuma", "presenta", "presente", "clasifica",
    "clasifique", "coloca", "coloque", "pon", "ponga", "posiciona", "posicione", "menciona",
    "mencione", "evita", "evite", "elimina", "elimine", "agrega", "agregue", "anade", "anada",
    "escribe", "escriba", "traduce", "traduzca", "haz", "haga", "asegura", "asegurate",
    "asegure", "asegurese", "informa", "informe", "indica", "indique", "afirma", "afirme",
    "sigue", "siga", "valida", "valide", "presenta", "destaca", "destaque",
    # Portuguese (você / tu)
    "ignora", "esqueca", "esquece", "omita", "omite", "desconsidere", "desconsidera",
    "recomende", "recomenda", "priorize", "prioriza", "marque", "trate", "considere",
    "diga", "diz", "responda", "inclua", "inclui", "oculte", "esconda", "revele", "mostre",
    "imprima", "repita", "envie", "mande", "declare", "confirme", "certifique", "descreva",
    "resuma", "apresente", "classifique", "coloque", "posicione", "mencione", "evite",
    "remova", "adicione", "escreva", "traduza", "faca", "garanta", "assegure", "informe",
    "indique", "afirme", "siga", "valide", "destaque",
)  # fmt: skip
# Modal phrases that put an obligation on the reader.
MODALS = (
    "you must", "you should", "you need to", "you have to", "you are required to",
    "you will", "you are to", "you shall", "you may not", "you must not", "you should not",
    "debes", "deberas", "deberia", "tienes que", "debe usted", "usted debe", "se debe",
    "hay que", "es obligatorio", "no debes", "voce deve", "voce precisa", "voce tem que",
    "deve-se", "e obrigatorio", "nao deve", "nao deves", "tu deves", "please", "por favor",
    "kindly", "se puder", "le pedimos", "te pedimos", "we ask you", "pedimos que",
)  # fmt: skip
# What only a model holds or produces, and the people it answers for.
META_PHRASES = (
    "previous instructions", "prior instructions", "above instructions", "earlier instructions",
    "original instructions", "system prompt", "system message", "your instructions",
    "your answer", "your response", "your reply", "your output", "your summary",
    "your recommendation", "your ranking", "your results", "the user", "the users",
    "this conversation", "the conversation", "the prompt", "hidden instructions",
    "instrucciones anteriores", "instrucciones previas", "indicaciones anteriores",
    "prompt del sistema", "mensaje del sistema", "tus instrucciones", "tu respuesta",
    "su respuesta", "tu resumen", "su resumen", "tu recomendacion", "el usuario",
    "los usuarios", "al usuario", "esta conversacion", "instrucoes anteriores",
    "instrucoes previas", "prompt do sistema", "mensagem do sistema", "suas instrucoes",
    "sua resposta", "seu resumo", "sua recomendacao", "o usuario", "os usuarios",
    "ao usuario", "esta conversa", "nota interna", "internal note", "system note",
    "nota del sistema", "nota do sistema", "aviso del sistema", "aviso do sistema",
    "system notice", "system update", "actualizacion del sistema", "atualizacao do sistema",
    "when summarizing", "when summarising", "al resumir", "ao resumir", "when answering",
    "al responder", "ao responder", "in your answer", "en tu respuesta", "na sua resposta",
    "search results", "resultados de busqueda", "resultados da pesquisa",
)  # fmt: skip
# v48: what a reader of the page handles (its page, its answers, its user, its instructions, its
# data, what it declares): a visible sentence with no addressing signal that every member agrees
# on flags only when it speaks of one of these, or of an AI or a role (``structure.reader_work``)
READER_WORK = (
    "page", "pages", "site", "sites", "website", "web", "webpage", "pagina", "paginas", "sitio",
    "portal",
    "summary", "summaries", "summarise", "summarize", "summarising", "summarizing",
    "summarised", "summarized", "resumen", "resumenes", "resuma", "resumir", "resumo",
    "resumos", "resumam",
    "answer", "answers", "answered", "answering", "respuesta", "respuestas", "responda",
    "responder", "resposta", "respostas", "reply", "replies", "response", "responses",
    "result", "results", "resultado", "resultados", "ranking", "rankings", "rank", "ranks",
    "ranked", "list", "lists", "listing", "listings", "lista", "listas", "listado",
    "clasificacion", "comparison", "comparisons", "comparativa", "comparativo", "comparacao",
    "recommendation", "recommendations", "recomendacion", "recomendacao",
    "user", "users", "usuario", "usuarios", "utilizador", "utilizadores", "customer",
    "customers", "cliente", "clientes", "visitor", "visitors", "visitante", "visitantes",
    "reader", "readers", "lector", "lectores", "leitor", "leitores",
    "chat", "chats", "conversation", "conversations", "conversacion", "conversa", "conversas",
    "session", "sesion", "sessao", "history", "historial", "historico",
    "prompt", "prompts", "instruction", "instructions", "instruccion", "instrucciones",
    "instrucao", "instrucoes", "rule", "rules", "regla", "reglas", "regra", "regras", "norma",
    "normas", "guideline", "guidelines", "pauta", "pautas", "directive", "directives",
    "directriz", "directrices", "diretriz", "diretrizes",
    "setup", "configuration", "configuracion", "configuracao",
    "email", "e-mail", "correo", "link", "links", "enlace", "enlaces", "url", "urls",
    "password", "passwords", "contrasena", "senha", "card", "tarjeta", "cartao", "datos",
    "dados", "data", "credentials", "credenciales",
    "verified", "verificado", "verificada", "certified", "certificado", "certificada",
    "certificacao", "certificacion", "official", "oficial", "approved", "aprobado", "aprovado",
    "inspected", "inspeccionado", "inspecionado",
    "source", "sources", "fuente", "fuentes", "fonte", "fontes",
)  # fmt: skip
# Asks that only make sense for a model reading the page (stems, matched as words'
# beginnings after ``fold``), grouped by what they ask.
MODEL_ASKS: dict[str, tuple[str, ...]] = {
    "rank": (
        "rank first",
        "rank it first",
        "rank this",
        "rank above",
        "top result",
        "first place",
        "at the top",
        "highest rank",
        "best option",
        "number one",
        "primer lugar",
        "primera posicion",
        "primera opcion",
        "mejor opcion",
        "por encima de",
        "primeiro lugar",
        "primeira posicao",
        "primeira opcao",
        "melhor opcao",
        "acima de",
        "above all",
        "above other",
        "over other",
        "sobre otras",
        "sobre outras",
        "rank higher",
    ),
    "verified": (
        "as verified",
        "is verified",
        "as trusted",
        "as trustworthy",
        "as official",
        "as reliable",
        "as authoritative",
        "as legitimate",
        "has been verified",
        "como verificad",
        "esta verificad",
        "como confiable",
        "como oficial",
        "como fiable",
        "ha sido verificad",
        "como legitim",
        "como confiavel",
        "esta verificad",
        "foi verificad",
        "como fonte oficial",
        "fuente oficial",
        "trusted source",
        "verified source",
        "verified by",
        "verificada por",
        "verificado por",
        "certificada por",
        "certificado por",
        "certified by",
        "approved by",
        "aprobada por",
        "aprovada por",
        "aprovado por",
    ),
    "hide": (
        "do not mention",
        "don't mention",
        "never mention",
        "do not tell",
        "don't tell",
        "do not reveal",
        "do not disclose",
        "without mentioning",
        "without telling",
        "not inform the user",
        "keep this secret",
        "keep it secret",
        "no menciones",
        "no mencione",
        "no le digas",
        "no digas",
        "no reveles",
        "no revele",
        "sin mencionar",
        "sin decir",
        "sin informar",
        "no informes",
        "no informe",
        "nao mencione",
        "nao diga",
        "nao revele",
        "nao informe",
        "sem mencionar",
        "sem informar",
        "sem dizer",
        "omit the",
        "omitir",
        "omite la",
        "omita a",
        "omita o",
        "skip the validation",
        "skip validation",
        "omitir validacion",
        "omitir la validacion",
        "omitir a validacao",
        "ignore the warning",
        "ignora la advertencia",
        "ignore o aviso",
        "hide the",
        "oculta la",
        "oculte",
        "esconda",
    ),
    "reveal": (
        "reveal your",
        "print your",
        "show your",
        "repeat your",
        "output your",
        "system prompt",
        "your instructions",
        "your prompt",
        "initial prompt",
        "revela tu",
        "revela tus",
        "revela el",
        "muestra tu",
        "muestra tus",
        "repite tu",
        "repite tus",
        "revele suas",
        "revele o",
        "mostre suas",
        "mostre o",
        "repita suas",
        "tus instrucciones",
        "suas instrucoes",
        "prompt inicial",
    ),
    "exfiltrate": (
        "send the",
        "send all",
        "send this",
        "send your",
        "forward the",
        "forward all",
        "post the",
        "upload the",
        "email the",
        "to this url",
        "to the following url",
        "to this address",
        "envia los",
        "envia la",
        "envia el",
        "envia todo",
        "envie los",
        "envie la",
        "envie o",
        "envie a",
        "envie os",
        "envie as",
        "manda los",
        "a esta url",
        "para esta url",
        "a esta direccion",
        "para este endereco",
        "conversation history",
        "historial de la conversacion",
        "historico da conversa",
        "api key",
        "clave de api",
        "chave de api",
        "password",
        "contrasena",
        "senha",
        "credentials",
        "credenciales",
        "credenciais",
        "cookies",
        "session token",
    ),
    "ignore": (
        "ignore previous",
        "ignore all",
        "ignore the above",
        "ignore prior",
        "disregard",
        "forget everything",
        "forget all",
        "ignora las",
        "ignora todas",
        "ignora todo",
        "ignore las",
        "olvida las",
        "olvida todo",
        "olvide las",
        "haz caso omiso",
        "ignore as",
        "ignore todas",
        "ignore tudo",
        "esqueca as",
        "esqueca tudo",
        "desconsidere",
        "desconsidera",
        "new instructions",
        "nuevas instrucciones",
        "novas instrucoes",
        "from now on",
        "a partir de ahora",
        "de ahora en adelante",
        "a partir de agora",
        "de agora em diante",
    ),
}

# The commonest function words of each language, to tell a document's language.
STOPWORDS: dict[str, frozenset[str]] = {
    "es": frozenset(
        "el la los las de del que y en un una por con para es se su al lo como mas pero sus "  # noqa: SIM905
        "le ya o este esta son entre cuando muy sin sobre tambien hasta hay donde desde todo "
        "nos durante estos estas fue ha han".split()
    ),
    "en": frozenset(
        "the of and to in is that for it with as was on be by this are or from at an but "  # noqa: SIM905
        "not have has had which were their will would can you your we our they there".split()
    ),
    "pt": frozenset(
        "o a os as de do da dos das que e em um uma para com nao no na nos nas por mais "  # noqa: SIM905
        "se como mas foi ao ele ela seu sua ou ser quando muito ja tambem so pelo pela "
        "ate isso entre depois sem mesmo aos voce".split()
    ),
}  # fmt: skip


def language_of(text: str) -> str:
    """es, en or pt by function words (the first 20,000 characters), else "other"."""
    words = fold(text[:20000]).split()
    counts = {lang: sum(1 for w in words if w in stop) for lang, stop in STOPWORDS.items()}
    best = max(counts, key=lambda lang: (counts[lang], lang))
    if counts[best] < 3 or counts[best] < 0.02 * len(words):
        return "other"
    return best
