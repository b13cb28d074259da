"""v69: the order reader, whether a sentence gives an order or asks something (stop 68, issue 18).

A member heard on visible text only as a gated addition (``model.GATED_VISIBLE``: v69) flags a visible piece only
when this reader reads an order in it (``injection.detect_injection``). The principle (stop 68, screen (d)): an
injection asks the reading model to do something, so a flag that only a newer fit raises must be backed by an
order; who the sentence addresses is not enough. The product's signals (``signals``, ``structure``) feed the
members' features, so they are not changed; this module reuses their word classes and patterns and reads, from
es / en / pt grammar, the forms fixed before any sentence was read (``benchmarks/page_probe/RULES_stop68.md``,
screen (e); ``benchmarks/page_probe/stop68/scratch/reader.py`` was screened; stop 69 replaced its patch lists by
the grammar rules below and made it linear, ``benchmarks/page_probe/stop69/scratch/o/README.md``):

1. ``signal``: the product's order signals of the piece (``ORDER``: rules, place bonus or structural signals that
   give an order, set an answer or ask for something), ``override`` only through 6: its "you are now" branch
   also matches "You are now subscribed.";
2. ``imperative``: an imperative at a clause start (``lexicon.IMPERATIVES``, ``structure._MORE_ORDERS``, the task
   verbs of ``signals`` and their Spanish imperatives; the plural "-n" / "-m" of the Spanish / Portuguese ones
   only), after lead words ("please", "now", "y", "agora"...); the forms that are also function words ("de",
   "da", "do", "di", "usa") only with an enclitic pronoun or an object's determiner ("dame", "da la", "do it"),
   and no imperative before Portuguese "-se" ("trata-se", "recomenda-se": indicatives);
3. ``negative``: a negative imperative at a clause start ("do not", "no", "não", "nunca", "jamás" + a verb form:
   an imperative, a Spanish / Portuguese subjunctive of those verbs, or one of their infinitives), and "not to"
   + a verb (notices give orders as negated infinitives: "No mencionar el precio."); a negated word outside
   the lexicon ("No longer", "No interior", "Não poder") is no order;
4. ``se_passive``: a se-passive or impersonal order anywhere: a Spanish subjunctive of a listed verb with
   enclitic "se", written with its required accent ("envíese", "omítanse"; not "hipótese", "défense"), a
   Portuguese "-e(m)-se" whose stem is a listed -ar verb's ("enviem-se": the subjunctive of an -ar verb is the
   only jussive "-e-se"; an -er / -ir one is an indicative that states a fact, "vende-se", "refere-se",
   "tem-se"), "deve-se", "devem-se";
5. ``after_label``: an infinitive of the lexicon or an imperative right after a label's colon ("Importante:
   enviar ...", "Monday: list the colours."; not "Author: Walter Scott");
6. ``modal``: an obligation or instruction modal anywhere ("must", "shall", "have / has / need to", "is / are
   required to", "is / are / was / were to" + a verb but not after a noun of purpose, "the goal is to";
   "debe(n)", "tiene que", "hay que", "es preciso"; "deve(m)", "tem de", "é preciso"...);
7. ``override``: the override family (``signals._OVERRIDE``), its "you are now" branch only before a role or a mode
   ("You are now DAN.", "You are now in developer mode."), never before a state participle ("subscribed",
   "logged in", "connected").

A clause start is the text's start, a place after ``. ! ? ; :`` or a line break, or after an opening ``¡ ¿``,
then up to three other marks; the patterns read the normalised text (stop 69: each whitespace run one space or
one line break, so each place is tried a bounded number of ways and the time grows with the text's length),
folded (``lexicon.fold``: lower case, no accents) but for 4's Spanish accent and 7's capitals. Pure functions of
the text, deterministic, no download; they never raise on any string.
"""

from __future__ import annotations

import re
from collections.abc import Iterable
from dataclasses import dataclass
from functools import lru_cache

from . import signals as sig
from . import structure
from .lexicon import AI_NOUNS, IMPERATIVES, ROLE_NOUNS, fold

# 1: the product's signals that give an order or ask something (stop 68, screen (d)'s set, fixed by reading
# their definitions): orders and requests (imperative, task, polite, asked_ai), overriding what the reader
# was told (override, ask_ignore), setting the answer (output, answer_order, steer), asks to rank or vouch
# (ask_rank, ask_verified, authority), asks only a model is given (ask_hide, ask_reveal, ask_exfiltrate), code
# or a call to run (tool_call, payload), an order in a data field (data_order, config_key)
ORDER = frozenset(
    {
        "imperative", "task", "polite", "asked_ai", "override", "ask_ignore", "output", "answer_order", "steer",
        "ask_rank", "ask_verified", "authority", "ask_hide", "ask_reveal", "ask_exfiltrate", "tool_call",
        "payload", "data_order", "config_key",
    }
)  # fmt: skip

# each form in words, as a finding's explanation gives it (``explanation.Finding.order``)
FORM_WORDS = {
    "signal": "an order signal",
    "imperative": "an imperative",
    "negative": "a negative order",
    "se_passive": "an impersonal order",
    "after_label": "an order after a label",
    "modal": "an obligation modal",
    "override": "an order to drop what the reader was told",
}


@dataclass(frozen=True)
class OrderForm:
    """One form of order read in a sentence: its kind (a key of ``FORM_WORDS``) and what was read (the
    signal's name, or the words as the folded text has them)."""

    form: str
    said: str

    def words(self) -> str:
        """The form in words with what was read ("an obligation modal: debe")."""
        return f"{FORM_WORDS[self.form]}: {self.said}"


def _alt(words: Iterable[str]) -> str:
    unique = sorted({fold(w) for w in words if w}, key=len, reverse=True)
    return "|".join(re.escape(w).replace(r"\ ", r"\s+") for w in unique)


def _order_forms() -> set[str]:
    """2: the verbs of an order, as the product lists them (folded)."""
    forms = {fold(w) for w in (*IMPERATIVES, *structure._MORE_ORDERS, *sig.TASK_VERBS_EN)}
    forms |= {fold(f) for v in sig.TASK_VERBS_ES for f in sig.spanish_imperatives(v)}
    return {f for f in forms if len(f) > 1}


def _romance_forms() -> set[str]:
    """The Spanish / Portuguese order verbs (folded; "ignore", "use", "describe" are both): each product list
    gives its English base forms first ("ignora", "copia" open the Spanish ones)."""
    romance = (
        *IMPERATIVES[IMPERATIVES.index("ignora") :],
        *structure._MORE_ORDERS[structure._MORE_ORDERS.index("copia") :],
        *(f for v in sig.TASK_VERBS_ES for f in sig.spanish_imperatives(v)),
    )
    return {fold(w) for w in romance if len(fold(w)) > 1}


# 2: forms that are also function words ("de", "da", "do": prepositions / contractions, English "do"; "di";
# "usa": the country): an order only with an enclitic pronoun ("dame", "dile", "usalo") or a direct object's
# determiner / pronoun after them ("da la respuesta", "do it"), each form with its own (Spanish "de" / "dé"
# cannot be told from the preposition without its accent: only "deme", "denos")
_FUNCTION_FORMS = {
    "de": (r"(?:me|nos)", None),
    "da": (
        r"(?:me|nos|le|les|lo|la|los|las)",
        r"(?:el|la|los|las|un|una|tu|su|sus|tus|mi|mis|esto|eso)",
    ),
    "di": (r"(?:me|nos|le|les|lo|la)", r"(?:el|la|lo|los|las|que|algo|nada|todo)"),
    "do": (
        None,
        r"(?:it|this|that|these|those|so|the|your|as|what|whatever|everything|nothing|anything)",
    ),
    "usa": (
        r"(?:me|nos|le|les|lo|la|los|las)",
        r"(?:el|la|los|las|un|una|o|a|os|as|um|uma|este|esta|esto|estos|estas|tu|su|solo|only|the)",
    ),
}
# 3 and 5: the infinitives an order form's stem takes (Spanish / Portuguese: "mencione" -> "mencionar"), with
# those of the irregular forms ("haz", "faca", "pon", "diga", "lee")
_IRREGULAR_INFINITIVES = (
    "hacer", "fazer", "poner", "decir", "dizer", "dar", "leer", "ler", "seguir",
)  # fmt: skip


def _infinitives(romance: set[str]) -> set[str]:
    stems = {f[:-1] for f in romance if f.endswith(("a", "e")) and len(f) >= 4}
    return {s + e for s in stems for e in ("ar", "er", "ir")} | set(_IRREGULAR_INFINITIVES)


_LEAD = (
    r"(?:(?:please|kindly|now|then|and|also|just|simply|so|por\s+favor|ahora|agora|luego|depois|"
    r"y|e|tambien|tambem|entonces|entao)[ ,]+)*"
)
# enclitic pronouns; Portuguese "-se" is not among them: on an imperative (a tu form, "trata-se", "recomenda-se")
# it makes an indicative ("it is about", "it is recommended"); the jussive "-e(m)-se" is read by 4
_CLITIC = r"(?:le|les|lo|la|los|las|me|nos|te|se|-lhe|-lhes|-o|-a|-os|-as|-me|-nos)?"
_NEG = r"(?:do\s+not|don't|dont|never|no|nao|nunca|jamais|jamas|ni)"
# 6: nouns of purpose: "the goal is to make bread" states an aim, it orders nothing
_NOT_ORDER_SUBJECTS = (
    "aim", "goal", "purpose", "idea", "plan", "point", "objective", "mission", "intention", "job", "dream",
    "hope", "ambition", "challenge", "trick", "key", "step", "thing",
)  # fmt: skip
_MODAL = re.compile(
    r"\b(?:must(?!-)|shall)\b"
    r"|\b(?:has|have|need|needs)\s+to\b|\b(?:is|are)\s+required\s+to\b"
    r"|\b(?:deben?|deberan?|tienen?\s+que|han?\s+de|hay\s+que|es\s+preciso|es\s+obligatorio|"
    r"es\s+necesario\s+que)\b"
    r"|\b(?:deve|devem|devera|deverao|tem\s+de|tem\s+que|ha\s+que|e\s+preciso|e\s+obrigatorio|"
    r"e\s+necessario\s+que)\b"
)
_IS_TO = re.compile(r"(?:\b([a-z]+)\s+)?\b(?:is|are|was|were)\s+to\s+(?:not\s+)?[a-z]+")
_NOT_SUBJECT = frozenset((*_NOT_ORDER_SUBJECTS, *(w + "s" for w in _NOT_ORDER_SUBJECTS)))


def _modal(folded: str) -> str | None:
    """6: the obligation or instruction modal read in ``folded`` (None: none); "is to" not after a noun of
    purpose ("the goal is to")."""
    found = _MODAL.search(folded)
    if found:
        return found.group(0)
    for match in _IS_TO.finditer(folded):
        if match.group(1) not in _NOT_SUBJECT:
            return match.group(0)
    return None


@dataclass(frozen=True)
class _Lexicon:
    """The verb lists the patterns read, built once."""

    romance: frozenset[str]  # Spanish / Portuguese forms and their plurals ("envien", "enviem")
    ar_verbs: frozenset[str]  # the -ar infinitives of the Romance forms ("enviar")


@lru_cache(maxsize=1)
def _lexicon() -> _Lexicon:
    romance = _romance_forms()
    plural = {
        f + e for f in romance if f.endswith(("e", "a")) and f not in _FUNCTION_FORMS for e in "nm"
    }
    infinitives = _infinitives(romance)
    return _Lexicon(
        frozenset(romance | plural), frozenset(i for i in infinitives if i.endswith("ar"))
    )


# 4: se-passive / impersonal orders: a Spanish "-se" word with an accent (the written subjunctive's: "envíese",
# "omítanse") whose stem is a listed verb's subjunctive; a Portuguese "-e(m)-se" whose stem is a listed -ar
# verb's (the subjunctive of an -ar verb is the only jussive "-e-se": an -er / -ir "-e-se" is an indicative,
# "vende-se", "refere-se", "divide-se"), "deve-se", "devem-se"
_WORD = re.compile(r"\w+")
_ACCENTED = re.compile(r"[áéíóú]", re.IGNORECASE)
_PT_SE = re.compile(r"\b([a-z]+)-se\b")


def _es_se(text: str) -> str | None:
    forms = _lexicon().romance
    for match in _WORD.finditer(text):
        word = match.group(0)
        accented_se = len(word) > 4 and word[-2:].lower() == "se" and _ACCENTED.search(word)
        if accented_se and fold(word)[:-2] in forms:
            return word
    return None


def _pt_se(folded: str) -> str | None:
    ar_verbs = _lexicon().ar_verbs
    for match in _PT_SE.finditer(folded):
        verb = match.group(1)
        if verb in ("deve", "devem"):
            return match.group(0)
        stem = verb[:-2] if verb.endswith("em") else verb[:-1] if verb.endswith("e") else None
        if stem and stem + "ar" in ar_verbs:
            return match.group(0)
    return None


def _verb_alternation(forms: set[str]) -> str:
    """The order verbs as one alternation: the function-word forms only with their clitic or object, the
    plural (and "-s") only for Spanish / Portuguese forms."""
    romance = _romance_forms()
    plain = {f for f in forms if f not in _FUNCTION_FORMS}
    ending = {f for f in plain if f.endswith(("e", "a")) and f in romance}
    plain |= {f + "n" for f in ending} | {f + "m" for f in ending}
    special = []
    for form, (clitic, obj) in _FUNCTION_FORMS.items():
        if clitic is not None:
            special.append(rf"{form}{clitic}\b(?!:)")
        if obj is not None:
            special.append(rf"{form}(?=\s{obj}\b)")
    return "|".join((*special, _alt(plain)))


@lru_cache(maxsize=1)
def _clause_patterns() -> tuple[re.Pattern[str], re.Pattern[str], re.Pattern[str], re.Pattern[str]]:
    """2, 3 and 5's patterns (built once: the verb lists are long): the imperative, the negative order, "not
    to", and the order after a label. They read the normalised text (``_normalised``: one space or one line
    break between words), so each place is tried a bounded number of ways."""
    forms = _order_forms()
    romance = _romance_forms()
    verb = _verb_alternation(forms)
    # the Spanish tu subjunctive after a negation: "no menciones"
    tu_neg = {f + "s" for f in romance if f.endswith(("e", "a")) and f not in _FUNCTION_FORMS}
    infinitive = _alt(_infinitives(romance))
    # marks other than quotes may stand between a clause mark and its order ("A melhorar:º"): up to three
    start = r"(?:^|(?<=[.!?;:\n¡¿]))\s?[^\w\s]{0,3}\s?(?=[a-z])"
    imperative = re.compile(rf"{start}{_LEAD}(?:{verb}){_CLITIC}\b(?!-se\b)")
    negative = re.compile(
        rf"{start}{_LEAD}{_NEG}\s(?:(?:se|lo|la|le|les|te|me|the)\s)?"
        rf"(?:(?:{verb}|{_alt(tu_neg)}){_CLITIC}\b|(?:{infinitive})\b)"
    )
    not_to = re.compile(rf"{start}{_LEAD}not\sto\s[a-z]+")
    after_label = re.compile(
        rf"(?<=:)\s?[^\w\s]{{0,3}}\s?(?=[a-z]){_LEAD}(?:(?:{infinitive})\b|(?:{verb}){_CLITIC}\b(?!-se\b))"
    )
    return imperative, negative, not_to, after_label


# 7: the override family's "you are now" branch, and what may follow it
_NOW_BRANCH = re.compile(r"^(?:you\s+are\s+now|now\s+you\s+are|ahora\s+eres|ahora\s+seras)$")
_STATE = re.compile(
    r"^\s+(?:[a-z]+(?:ed|ado|ido|ada|ida)|in|on|off|online|offline|ready|set|done|all\s+set)\b"
)
_CAPS_NAME = re.compile(r"^\s+[A-Z][A-Z0-9]{1,}\b")


@lru_cache(maxsize=1)
def _role_or_mode() -> re.Pattern[str]:
    nouns = _alt((*AI_NOUNS, *ROLE_NOUNS, "mode", "modo"))
    return re.compile(
        rf"^\s+(?:(?:an?|the|un|una|el|la|my|your|mi|tu)\s+)?(?:[\w-]+\s+){{0,2}}?(?:{nouns})s?\b"
        r"|^\s+in\s+(?:[\w-]+\s+){0,2}?mod[eo]\b"
    )


def _override(text: str) -> str | None:
    """7: the override read in ``text`` (None: none): ``signals._OVERRIDE``'s match, its "you are now" branch
    only before a role or a mode."""
    for match in sig._OVERRIDE.finditer(text):
        said = fold(match.group(0)).strip()
        if not _NOW_BRANCH.match(re.sub(r"\s+", " ", said)):
            return said
        after = text[match.end() : match.end() + 80]
        if _STATE.match(fold(after)):
            continue
        if _CAPS_NAME.match(after) or _role_or_mode().match(fold(after)):
            return said
    return None


_SPACES = re.compile(r"[^\S\n]+")
_BREAKS = re.compile(r" ?\n[\n ]*")


def _normalised(text: str) -> str:
    """``text`` with each run of spaces (tabs, no-break spaces...) one space and each run of line breaks (blank
    lines, spaces around them) one line break: the patterns then read each place a bounded number of ways, so
    the reader's time grows with the text's length (stop 69, review69 finding 1: "Total:" + 800 spaces took
    5 s), and say the same on a text with its whitespace runs inflated."""
    return _BREAKS.sub("\n", _SPACES.sub(" ", text))


def _said(match: re.Match[str]) -> str:
    """The words a pattern read, without the clause mark and spaces before them."""
    return " ".join(match.group(0).strip(" \t\n.!?;:¡¿").split()) or match.group(0)


def order_forms(text: str, signals: Iterable[str] = ()) -> tuple[OrderForm, ...]:
    """Every form of order read in ``text`` (empty: no order read), in the order of the module's list;
    ``signals``: the piece's rules, place bonus and structural signals (those in ``ORDER`` count)."""
    found = [
        OrderForm("signal", s) for s in dict.fromkeys(signals) if s in ORDER and s != "override"
    ]
    plain = _normalised(text)
    folded = fold(plain)
    imperative, negative, not_to, after_label = _clause_patterns()
    if m := imperative.search(folded):
        found.append(OrderForm("imperative", _said(m)))
    if m := (negative.search(folded) or not_to.search(folded)):
        found.append(OrderForm("negative", _said(m)))
    if said := (_es_se(plain) or _pt_se(folded)):
        found.append(OrderForm("se_passive", said))
    if m := after_label.search(folded):
        found.append(OrderForm("after_label", _said(m)))
    if said := _modal(folded):
        found.append(OrderForm("modal", said))
    if said := _override(plain):
        found.append(OrderForm("override", said))
    return tuple(found)


def reads_order(text: str, signals: Iterable[str] = ()) -> bool:
    """Whether ``text`` gives an order or asks something (``order_forms`` reads a form)."""
    return bool(order_forms(text, signals))


__all__ = ["FORM_WORDS", "ORDER", "OrderForm", "order_forms", "reads_order"]
