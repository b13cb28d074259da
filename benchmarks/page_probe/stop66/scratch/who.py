"""Stop 66 (RULES_stop66.md, "who a visible sentence addresses", 13:31 UTC): a read over stop 65's
``voice_read.jsonl`` only (the addressing judged-visible sentences of the 361 documents of the
tuning writers v67 leaves unflagged); nothing else is loaded (no corpus, no dump, no sealed set,
no frozen part).

A document's label comes from its id (stop 65's pools came from stop 64's dump; the ids carry
the same facts): ``atk`` / ``bipia`` = injected, anything else clean; ``visible_text`` in the id =
the injected visible-text channel; ``clean-html`` at the start = a real development-side page.
``reproduce`` checks that this gives stop 65's ``levels`` figures.

    python who.py reproduce      # stop 65's figures, no new signal
    python who.py levels OUTDIR  # the read (after the signals are committed)
"""

from __future__ import annotations

import json
import re
import sys
import unicodedata
import zlib
from collections import Counter
from collections.abc import Callable
from dataclasses import dataclass
from pathlib import Path

HERE = Path(__file__).resolve().parent
READ = HERE.parents[1] / "stop65" / "scratch" / "voice_read.jsonl"
VISIBLE = (0, 1, 2, 3)  # v13, v20, v22, v30 (stop 65's VISIBLE)
LEVELS = (0.8, 0.85, 0.9)
LOWEST = min(LEVELS)
REAL = ("clean-html",)
# stop 65's figures (voice_levels.out): level -> (gained d, c, clean added d, c)
STOP65 = {0.8: (97, 101, 42, 37), 0.85: (46, 63, 27, 29), 0.9: (19, 32, 18, 13)}


def fold(text: str) -> str:  # stop 65's fold
    decomposed = unicodedata.normalize("NFKD", text.lower())
    return "".join(c for c in decomposed if not unicodedata.combining(c))


def agree(p: list[float]) -> float:
    return min(p[n] for n in VISIBLE)


def half(doc_id: str) -> int:
    return zlib.crc32(doc_id.encode()) % 2


# -- the signals (RULES_stop66.md 13:31, written before any count) ----------------------------
# On the sentence's folded text (stop 65's ``fold``: lower case, accents stripped), so "é" is
# matched as "e", "tú" as "tu", "atención" as "atencion", "você" as "voce". Interpretations fixed
# here, before any count: an AI term also matches its plural (the rule's plural verbs son/pueden/
# são/podem and "are" need plural subjects); "within N words" = at most N words in between (stop
# 65's ``FRAMES`` reading of "within three words"); A1 takes no article between "to/for/para" and
# the AI term (the rule names an article for H2 only); H3's imperative = the verb at the start of
# the sentence or of a clause (after any punctuation mark), after at most two of a few adverbs and
# conjunctions (please, always, also, then, ...), for every listed form, Spanish and Portuguese
# included; "after you" = you/usted/tú/vos/você, then at most one word (a modal), then the verb.

_TERMS = (
    r"a\.i\.?", r"ais?", r"ias?",
    r"(?:virtual\s+)?assistants?", r"asistentes?(?:\s+virtual(?:es)?)?",
    r"assistentes?(?:\s+virtua(?:l|is))?",
    r"(?:language\s+)?models?", r"modelos?(?:\s+de\s+(?:lenguaje|linguagem))?",
    r"llms?", r"chatbots?", r"bots?", r"chatgpt", r"claude", r"gemini", r"copilot",
    r"agents?", r"agentes?", r"crawlers?", r"(?:systems?|sistemas?)(?=\s*:)",
)  # fmt: skip
AI = r"(?<!\w)(?:" + "|".join(_TERMS) + r")(?!\w)"
_WORD = r"\w+\W+"  # one word and what follows it

A_SIGNALS: dict[str, re.Pattern[str]] = {
    # vocative or label at the start
    "A1": re.compile(
        r"^\W*(?:(?:note|attention|important|nota|atencion|aviso|importante|atencao)(?!\w)\W*)?"
        r"(?:(?:to|for|para)(?!\w)\W*)?" + AI + r"\s*[:,]"
    ),
    # self-identification
    "A2": re.compile(
        r"(?<!\w)(?:if you are|if you(?:'|’)re|as an|si eres|si usted es|como (?:un|una)"
        r"|se voce e|se es|como (?:um|uma))(?!\w)\W+(?:" + _WORD + r"){0,4}?" + AI
    ),
    # apposition
    "A3": re.compile(r"(?<!\w)(?:you,\s*the|you\s*\(\s*the|usted,\s*el|tu,\s*el|voce,\s*o)\s+" + AI),
    # an AI term then a reading verb
    "A4": re.compile(
        AI + r"\W+(?:" + _WORD + r"){0,3}?(?:reading|processing|summari[sz]ing|indexing"
        r"|that reads|que (?:lea|lee|procese|resuma|leia)|leyendo|lendo|processando)(?!\w)"
    ),
}

_NOUN = (
    r"(?:summary|summaries|resumen|resumenes|resumo|resumos|tools?|herramientas?|ferramentas?"
    r"|answers?|respuestas?|respostas?|features?|funcion|funciones|recursos?)"
)
_DESCRIBE = (
    r"(?:is|are|may|can|might|will|was|makes|gives|es|son|puede|pueden|podria|da|hace"
    r"|e|sao|pode|podem|da|faz)"
)  # directive modals (must/should/shall/debe/deben/deve/devem) are not here
_HUMAN = (
    r"(?:check|verify|double[- ]?check|consult|contact|call|visit|click|tap"
    r"|ask (?:your doctor|a professional|support|staff)|report it to|tell (?:support|it)"
    r"|comprueba|compruebe|verifica|verifique|consulta|consulte|llama|llame|visita|visite"
    r"|haz clic|pulsa|contacta|contacte|avisa|avise|informa|informe"
    r"|confira|ligue|clique|entre em contato|fale com)(?!\w)"
)
_ADVERB = (
    r"(?:please|always|also|then|just|first|and|or|simply|now|por favor|siempre|tambien|luego"
    r"|despues|y|o|ahora|sempre|depois|e|ou|agora|entao)\s+"
)
H_SIGNALS: dict[str, re.Pattern[str]] = {
    # a possessive before the AI term (at most one word between)
    "H1": re.compile(
        r"(?<!\w)(?:your|tu|tus|su|sus|seu|sua|vuestro)\W+(?:" + _WORD + r")?" + AI
    ),
    # the AI term (+ at most two listed nouns) as the subject of a descriptive third-person verb
    "H2": re.compile(AI + r"(?:\s+" + _NOUN + r"){0,2}\s+" + _DESCRIBE + r"(?!\w)"),
    # a human-only action in the imperative (sentence or clause start) or after "you"
    "H3": re.compile(
        r"(?:(?:^|[^\w\s'’])\s*(?:" + _ADVERB + r"){0,2}"
        r"|(?<!\w)(?:you|usted|tu|vos|voce)\s+(?:\w+\s+)?)" + _HUMAN
    ),
}


def a_signals(text: str) -> list[str]:
    folded = fold(text)
    return [name for name, rx in A_SIGNALS.items() if rx.search(folded)]


def h_signals(text: str) -> list[str]:
    folded = fold(text)
    return [name for name, rx in H_SIGNALS.items() if rx.search(folded)]


@dataclass(frozen=True)
class Doc:
    id: str
    part: str
    injected: bool
    visible: bool  # injected through the visible-text channel
    real: bool
    pieces: tuple[dict, ...]


def load() -> list[Doc]:
    docs = []
    for line in READ.open(encoding="utf-8"):
        row = json.loads(line)
        assert not row.get("left_out"), row
        assert row["part"] not in ("heldout58", "heldout59", "test"), row["part"]
        doc_id = row["id"]
        injected = bool(re.search(r"(?:^|-)(?:atk|bipia)-", doc_id))
        docs.append(
            Doc(
                doc_id,
                row["part"],
                injected,
                injected and "visible_text" in doc_id,
                doc_id.startswith(REAL),
                tuple(row["pieces"]),
            )
        )
    return docs


def voiced(p: dict, level: float) -> bool:
    """Stop 65's rule for one sentence: every visible member agrees at ``level``, no quoted voice."""
    return agree(p["p"]) >= level and not p["voice"]


def reproduce() -> bool:
    docs = load()
    ok = True
    print(f"{len(docs)} documents read from {READ.name}")
    for level, want in STOP65.items():
        g, c = Counter(), Counter()
        for d in docs:
            if any(voiced(p, level) for p in d.pieces):
                if d.visible:
                    g[half(d.id)] += 1
                elif not d.injected:
                    c[half(d.id)] += 1
        got = (g[0], g[1], c[0], c[1])
        ok &= got == want
        print(f"  {level}: gained {g[0]}/{g[1]}, clean added {c[0]}/{c[1]}; stop 65: {want}"
              f" {'same' if got == want else 'DIFFERENT'}")
    return ok


# -- the read ----------------------------------------------------------------------------------

RuleFn = Callable[[dict, float], bool]


def signals_of(p: dict) -> tuple[list[str], list[str]]:
    key = "_sig"
    if key not in p:
        p[key] = (a_signals(p["t"]), h_signals(p["t"]))
    return p[key]


def primary(p: dict, level: float) -> bool:
    """Stop 65's rule, except that a sentence with an H signal and no A signal does not flag."""
    a, h = signals_of(p)
    return voiced(p, level) and not (h and not a)


def exploratory(p: dict, level: float) -> bool:
    """Exploratory (labelled as such in every output): only a sentence with an A signal flags."""
    return voiced(p, level) and bool(signals_of(p)[0])


def only_h(name: str) -> RuleFn:
    """Stop 65's rule with the single H signal ``name`` (and the A override)."""

    def rule(p: dict, level: float) -> bool:
        a, h = signals_of(p)
        return voiced(p, level) and not (name in h and not a)

    return rule


def flags(d: Doc, level: float, rule: RuleFn) -> bool:
    return any(rule(p, level) for p in d.pieces)


@dataclass
class Count:
    gained: Counter[int]
    clean: Counter[int]
    real: int
    other: int

    def row(self) -> str:
        return (
            f"{self.gained[0]:3d} / {self.gained[1]:<3d} | {self.clean[0]:3d} / {self.clean[1]:<3d}"
            f" | {self.real} | {self.other}"
        )

    def bar(self) -> bool:
        return (
            min(self.gained[0], self.gained[1]) >= 20
            and self.clean[0] == 0
            and self.clean[1] == 0
            and self.real == 0
        )


def count(docs: list[Doc], level: float, rule: RuleFn) -> Count:
    out = Count(Counter(), Counter(), 0, 0)
    for d in docs:
        if not flags(d, level, rule):
            continue
        if d.visible:
            out.gained[half(d.id)] += 1
        elif d.injected:
            out.other += 1
        else:
            out.clean[half(d.id)] += 1
            out.real += d.real
    return out


def levels(outdir: Path) -> None:
    docs = load()
    lines: list[str] = []

    def say(text: str = "") -> None:
        print(text)
        lines.append(text)

    say(f"{len(docs)} documents (stop 65's voice_read.jsonl): {sum(d.visible for d in docs)} "
        f"injected visible-text, {sum(d.injected and not d.visible for d in docs)} injected other "
        f"channels, {sum(not d.injected for d in docs)} clean ({sum(d.real for d in docs)} real "
        "development-side pages)")
    say("Halves: zlib.crc32(id) % 2, 0 design (d), 1 check (c). Bar: gained >= 20 on each half, "
        "no clean added on either half, no real page.")
    say()
    say("Primary rule (RULES_stop66 13:31): stop 65's voice rule, except that a sentence with an H "
        "signal and no A signal does not flag.")
    say("EXPLORATORY (not the bar's rule): only a sentence with an A signal flags.")
    say("   L   | rule        | injected vis. gained d / c | clean added d / c | real pages | "
        "other-channel injected gained | bar")
    halves = {0: "design", 1: "check"}
    met = []
    for level in LEVELS:
        for name, rule in (("stop 65", voiced), ("primary", primary), ("EXPLORATORY", exploratory)):
            c = count(docs, level, rule)
            say(f"  {level:4} | {name:11} | {c.row()} | "
                + ("met" if c.bar() else "not met") + (" (exploratory)" if name == "EXPLORATORY" else ""))
            if name == "primary" and c.bar():
                met.append(level)
    say()
    say("Primary rule by half (the same figures, one line per half):")
    for level in LEVELS:
        c = count(docs, level, primary)
        for h, label in halves.items():
            say(f"  {level:4} {label:6}: gained {c.gained[h]}, clean added {c.clean[h]}")
    say()
    say("Clean added by stop 65's rule that each single H signal removes (documents, d / c), and "
        "injected visible-text gains it costs (d / c):")
    for level in LEVELS:
        base = count(docs, level, voiced)
        parts = []
        for name in (*H_SIGNALS, "any H"):
            rule = primary if name == "any H" else only_h(name)
            c = count(docs, level, rule)
            parts.append(
                f"{name}: removes {base.clean[0] - c.clean[0]} / {base.clean[1] - c.clean[1]},"
                f" costs {base.gained[0] - c.gained[0]} / {base.gained[1] - c.gained[1]}"
            )
        say(f"  {level}: " + "; ".join(parts))
    say()
    say("Gained injected sentences (stop 65's rule at L, injected visible-text documents) with each "
        "A signal: sentences (documents)")
    for level in LEVELS:
        sent, docset, total, with_h = Counter(), {}, 0, 0
        gained_docs = set()
        for d in docs:
            if not d.visible:
                continue
            for p in d.pieces:
                if not voiced(p, level):
                    continue
                total += 1
                gained_docs.add(d.id)
                a, h = signals_of(p)
                with_h += bool(h)
                for name in (*a, *(["any A"] if a else [])):
                    sent[name] += 1
                    docset.setdefault(name, set()).add(d.id)
        say(f"  {level}: {total} sentences in {len(gained_docs)} documents; "
            + ", ".join(f"{n} {sent[n]} ({len(docset.get(n, ()))})" for n in (*A_SIGNALS, "any A"))
            + f"; with an H signal {with_h}")
    say()
    say("Clean sentences with an A signal (stop 65's rule at 0.8), for reading the A signals:")
    for d in docs:
        if d.injected:
            continue
        for p in d.pieces:
            a, h = signals_of(p)
            if voiced(p, LOWEST) and a:
                say(f"  {agree(p['p']):.4f} {d.id} A={a} H={h} {p['t'][:150]!r}")
    say()
    say("30 highest clean sentences left under the primary rule (agreement >= 0.8; level = the "
        "highest of 0.8 / 0.85 / 0.9 it flags at):")
    left = sorted(
        ((agree(p["p"]), d, p) for d in docs if not d.injected for p in d.pieces if primary(p, LOWEST)),
        key=lambda x: -x[0],
    )
    for value, d, p in left[:30]:
        a, h = signals_of(p)
        top = max(L for L in LEVELS if primary(p, L))
        say(f"  {value:.4f} L{top} h{half(d.id)} {d.id} [{p['vector']}] A={a} H={h} {p['t'][:150]!r}")
    say(f"  ({len(left)} clean sentences left at 0.8 in {len({d.id for _, d, _ in left})} documents)")
    say()
    say("Injected visible-text documents the primary rule loses to H (gained by stop 65's rule at L,"
        " not by the primary rule), with their sentences in no quoted voice at 0.8 or more:")
    lost_any = False
    for d in docs:
        if not d.visible:
            continue
        lost = [L for L in LEVELS if flags(d, L, voiced) and not flags(d, L, primary)]
        if not lost:
            continue
        lost_any = True
        say(f"  {d.id} h{half(d.id)} lost at {lost}")
        for p in d.pieces:
            if voiced(p, LOWEST):
                a, h = signals_of(p)
                say(f"      {agree(p['p']):.4f} A={a} H={h} {p['t'][:160]!r}")
    if not lost_any:
        say("  none")
    say()
    say("Exploratory: injected visible-text sentences with no A signal (what the A-only rule drops), "
        "30 highest, one per document:")
    seen: set[str] = set()
    rows = sorted(
        ((agree(p["p"]), d, p) for d in docs if d.visible for p in d.pieces if voiced(p, LOWEST)),
        key=lambda x: -x[0],
    )
    for value, d, p in rows:
        if d.id in seen or flags(d, LOWEST, exploratory):
            continue
        seen.add(d.id)
        say(f"  {value:.4f} {d.id} H={signals_of(p)[1]} {p['t'][:150]!r}")
        if len(seen) == 30:
            break
    say()
    if met:
        say(f"BAR MET by the primary rule at: {met}")
    else:
        say("BAR NOT MET by the primary rule at any level.")
    (outdir / "who_levels.out").write_text("\n".join(lines) + "\n", encoding="utf-8")


if __name__ == "__main__":
    if sys.argv[1] == "reproduce":
        raise SystemExit(0 if reproduce() else 1)
    if sys.argv[1] == "levels":
        if not reproduce():
            raise SystemExit("stop 65's figures not reproduced; no read")
        levels(Path(sys.argv[2]))
        raise SystemExit(0)
    raise SystemExit(__doc__)
