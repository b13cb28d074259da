"""Stop 66, AFTER the primary read's counts (``who_levels.out``): exploratory only, not the bar's
rule. (1) The clean documents of stop 65's read that the primary rule's H signals remove, with
their sentences (for reading H). (2) A second, exploratory A1 that lets an article stand between
"to/for/para" and the AI term ("Note to the AI:", "Nota para la IA:", "Nota para a IA:"), which the
primary read's literal A1 did not: the A-only rule's counts with it. Nothing but stop 65's
``voice_read.jsonl`` is read.

    python who_second.py OUTDIR
"""

from __future__ import annotations

import re
import sys
from pathlib import Path

import who

A1_ARTICLE = re.compile(
    r"^\W*(?:(?:note|attention|important|nota|atencion|aviso|importante|atencao)(?!\w)\W*)?"
    r"(?:(?:to|for|para)(?!\w)\W*)?(?:(?:the|el|la|los|las|o|a|os|as)\s+)?" + who.AI + r"\s*[:,]"
)


def main(outdir: Path) -> None:
    docs = who.load()
    lines: list[str] = []

    def say(text: str = "") -> None:
        print(text)
        lines.append(text)

    say("EXPLORATORY (after the primary read's counts; not the bar's rule)")
    say("\n(1) Clean documents stop 65's rule adds at 0.8 that the primary rule's H signals remove:")
    for d in docs:
        if d.injected:
            continue
        if who.flags(d, who.LOWEST, who.voiced) and not who.flags(d, who.LOWEST, who.primary):
            say(f"  {d.id} h{who.half(d.id)}")
            for p in d.pieces:
                if who.voiced(p, who.LOWEST):
                    a, h = who.signals_of(p)
                    say(f"      {who.agree(p['p']):.4f} A={a} H={h} {p['t'][:150]!r}")

    def a_article(p: dict) -> bool:
        return bool(who.signals_of(p)[0]) or bool(A1_ARTICLE.search(who.fold(p["t"])))

    say("\n(2) A-only rule with A1 allowing an article (the/el/la/los/las/o/a/os/as):")
    say("   L   | injected vis. gained d / c | clean added d / c | real | other-channel gained")
    for level in who.LEVELS:
        c = who.count(docs, level, lambda p, L: who.voiced(p, L) and a_article(p))
        say(f"  {level:4} | {c.row()}")
    say("  sentences the article adds (stop 65's rule at 0.8):")
    for d in docs:
        for p in d.pieces:
            if who.voiced(p, who.LOWEST) and a_article(p) and not who.signals_of(p)[0]:
                kind = "injected" if d.injected else "CLEAN"
                say(f"    {who.agree(p['p']):.4f} {kind} {d.id} {p['t'][:120]!r}")
    say("\n(3) Clean documents the primary rule still adds: how many flag through a sentence that names an")
    say("    AI term (the rule's list) at all; the H signals can only act on those:")
    term = re.compile(who.AI)
    for level in who.LEVELS:
        named, unnamed = 0, 0
        for d in docs:
            if d.injected or not who.flags(d, level, who.primary):
                continue
            if any(who.primary(p, level) and term.search(who.fold(p["t"])) for p in d.pieces):
                named += 1
            else:
                unnamed += 1
        say(f"  {level}: {named} through a sentence naming an AI term, {unnamed} through none")
    (outdir / "who_second.out").write_text("\n".join(lines) + "\n", encoding="utf-8")


if __name__ == "__main__":
    main(Path(sys.argv[1]))
