"""Stop 66 (RULES_stop66.md, "is the sentence about what its page is about", 13:35 UTC): a read on
the 361 documents of stop 65's ``voice_read.jsonl`` (the tuning writers' documents v67 leaves
unflagged that hold an addressing judged-visible sentence at 0.8 or more).

The signal (fixed here, in code, before any count was looked at):

* a sentence's *content stems*: its folded tokens (stop 65's ``fold``; a token = a run of
  letters, digits and ``_`` excluded) of four letters or more, not in ``STOP`` (function words,
  auxiliaries and pronouns of English, Spanish and Portuguese, folded), cut to their first five
  letters; a set (each stem counted once);
* the *rest of the page*: every other visible sentence of the document, as stop 65's
  ``voice.py read`` re-reads the page (the ``visible_text`` / ``pdf_text`` channels with no
  offsets and no decoding, cut by ``safety.signals.sentences``), leaving out the sentence itself
  (for a sentence in a visible channel: the page sentences its characters overlap) and every page
  sentence identical to it (equal after ``fold`` and whitespace collapsed);
* *share* = (its content stems found among the rest of the page's content stems) / (its content
  stems); a sentence with fewer than three content stems has share 1.

Rule at (L, S): stop 65's voice rule at L (an addressing visible sentence whose every visible
member agrees at L, in no quoted voice, flags a document v67 leaves unflagged) and share <= S.
Grid: L in 0.8, 0.85, 0.9; S in 0, 0.2, 0.34.

    python about.py reproduce            # stop 65's figures from voice_read.jsonl (no new signal)
    python about.py read                 # re-read the 361 documents' pages -> about_pages.jsonl.gz
    python about.py levels               # the grid (refuses if the reproduction fails)

``read`` loads only the parts the 361 documents come from (dev, tuning9-10, heldout2-57);
heldout58, heldout59 and the frozen test part are refused; documents riding on a frozen-part page
are left out as stop 65 did (none of the 361 is). It re-scores each document's pieces exactly as
stop 65's read did and checks them against ``voice_read.jsonl`` (same sentences, same member
probabilities) so that the full text of each sentence is used (``voice_read.jsonl`` cut it at 400
characters).
"""

from __future__ import annotations

import gzip
import importlib
import json
import re
import sys
import unicodedata
import zlib
from collections import Counter
from dataclasses import dataclass
from pathlib import Path

HERE = Path(__file__).resolve().parent
sys.path.insert(0, str(HERE.parents[2]))  # benchmarks/
sys.path.insert(0, str(HERE.parents[1]))  # benchmarks/page_probe

READ = HERE.parents[1] / "stop65" / "scratch" / "voice_read.jsonl"
PAGES = HERE / "about_pages.jsonl.gz"
CORPUS = Path("/work/shared/corpus")
VISIBLE = (0, 1, 2, 3)  # v13, v20, v22, v30 (stop 65's VISIBLE)
LEVELS = (0.8, 0.85, 0.9)
SHARES = (0.0, 0.2, 0.34)
LOWEST = min(LEVELS)
REAL = ("clean-html",)
FORBIDDEN = ("heldout58", "heldout59", "test")
# stop 65's figures (voice_levels.out): level -> (gained d, c, clean added d, c)
STOP65 = {0.8: (97, 101, 42, 37), 0.85: (46, 63, 27, 29), 0.9: (19, 32, 18, 13)}


def fold(text: str) -> str:  # stop 65's fold
    decomposed = unicodedata.normalize("NFKD", text.lower())
    return "".join(c for c in decomposed if not unicodedata.combining(c))


def agree(p: list[float]) -> float:
    return min(p[n] for n in VISIBLE)


def half(doc_id: str) -> int:
    return zlib.crc32(doc_id.encode()) % 2


# -- the signal (RULES_stop66 13:35; written before any count) ----------------------------------
# Function words, auxiliaries (modals included) and pronouns of four letters or more, folded
# (accents stripped), English, Spanish, Portuguese. Closed classes only: prepositions,
# conjunctions, determiners and quantifiers, pronouns, auxiliary and modal verb forms, negation,
# and the closed deictic / additive adverbs (here, there, also and their like). No content word.

STOP_EN = """
about above across after against along amid amidst among amongst another anybody anyone anything
around aren because been before behind being below beneath beside besides between beyond both
cannot could couldn despite does doesn doing done down during each either else every everybody
everyone everything from hadn hasn have haven having hers herself himself however into itself
least less many might mightn more most much must mustn myself near neither nobody none nothing
onto ought ours ourselves over shall shan should shouldn since some somebody someone something
such than that their theirs them themselves then there these they this those though through
throughout thus till toward towards under unless unlike until unto upon versus very wasn were
weren what whatever when whenever where whereas wherever whether which whichever while whilst
whoever whom whose will with within without would wouldn your yours yourself yourselves also here
other others
"""
STOP_ES = """
para pero como porque cuando donde adonde desde hasta hacia sobre entre contra segun durante
mediante tras sino aunque mientras pues ante esta este esto estos estas aquel aquella aquello
aquellos aquellas ella ellas ellos nosotros nosotras vosotros vosotras usted ustedes suyo suya
suyos suyas nuestro nuestra nuestros nuestras vuestro vuestra vuestros vuestras tuyo tuya tuyos
tuyas mismo misma mismos mismas cual cuales quien quienes cuyo cuya cuyos cuyas cuanto cuanta
cuantos cuantas algo alguien alguno alguna algunos algunas ningun ninguno ninguna nada nadie todo
toda todos todas otro otra otros otras mucho mucha muchos muchas tanto tanta tantos tantas cada
ambos ambas unos unas eres somos sido siendo sera seran seras seria serian sean seas fueron fuera
fueran estar estoy estamos estan estado estaba estaban estuvo estara estaria haber habia habian
hubo haya hayan habra habria hemos habeis tener tiene tienen tengo tienes tenemos tenia tenian
tuvo tendra tendria puede pueden puedes podemos podia podria podrian podra debe deben debes
debemos deberia deberian debera vamos tambien aqui alli alla menos
"""
STOP_PT = """
para pelo pela pelos pelas como porque quando onde desde sobre entre contra durante mediante apos
perante embora enquanto pois esta este isto estes estas essa esse isso esses essas aquele aquela
aquilo aqueles aquelas dele dela deles delas nele nela neles nelas neste nesta nisto nesse nessa
nisso naquele naquela deste desta disto desse dessa disso daquele daquela elas eles voce voces
nossa nosso nossos nossas vosso vossa vossos vossas seus suas meus minha minhas teus tuas qual
quais quem cujo cuja cujos cujas quanto quanta quantos quantas algo alguem algum alguma alguns
algumas nenhum nenhuma nada ninguem todo toda todos todas tudo outro outra outros outras muito
muita muitos muitas cada ambos ambas numa numas nuns umas somos sido sendo sera serao seria
seriam seja sejam foram eram estar estou estamos estao estado estava estavam esteve estara
estaria haver havia houve haja hajam temos tenho tinha tinham teve tiveram tendo tido terao teria
pode podem podemos podia poderia poderiam podera deve devem devemos deveria deveriam devera
tambem aqui mais menos
"""
STOP = frozenset((STOP_EN + STOP_ES + STOP_PT).split())
assert all(len(w) >= 4 for w in STOP), [w for w in STOP if len(w) < 4]
_TOKEN = re.compile(r"[^\W\d_]+")
MIN_STEMS = 3
STEM = 5


def content_stems(text: str) -> frozenset[str]:
    return frozenset(t[:STEM] for t in _TOKEN.findall(fold(text)) if len(t) >= 4 and t not in STOP)


def same_text(text: str) -> str:
    """The form in which two sentences are identical."""
    return " ".join(fold(text).split())


def share(text: str, rest: list[str]) -> tuple[float, frozenset[str], frozenset[str]]:
    """(share, the sentence's content stems, those found in ``rest``)."""
    stems = content_stems(text)
    if len(stems) < MIN_STEMS:
        return 1.0, stems, stems
    page: set[str] = set()
    for other in rest:
        page |= content_stems(other)
    found = stems & page
    return len(found) / len(stems), stems, frozenset(found)


def rest_of_page(text: str, own: list[int], page: list[str]) -> list[str]:
    """Every other visible sentence of the page: not the sentence itself (``own``: the indices of
    the page sentences its characters overlap) and not a sentence identical to it."""
    key = same_text(text)
    skip = set(own)
    return [s for i, s in enumerate(page) if i not in skip and same_text(s) != key]


# -- the documents ---------------------------------------------------------------------------------


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
        assert row["part"] not in FORBIDDEN, row["part"]
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
        print(
            f"  {level}: gained {g[0]}/{g[1]}, clean added {c[0]}/{c[1]}; stop 65: {want}"
            f" {'same' if got == want else 'DIFFERENT'}"
        )
    return ok


# -- read: each document's visible sentences (stop 65's voice.py read, re-done) ------------------


def read() -> None:
    import bisect

    import injection_data
    import injection_data.corpus

    injection_data.corpus.DEFAULT_CORPUS = CORPUS
    assert injection_data.corpus.available(CORPUS)
    import injection_quality as iq
    from extract import test_side_pages

    from pytest_websearch_bench.artifacts import ArtifactError, load_artifact
    from pytest_websearch_bench.safety import injection as inj
    from pytest_websearch_bench.safety.page import visible_prose
    from pytest_websearch_bench.safety.signals import sentences

    assert "/work/wt/" in inj.__file__, inj.__file__
    wanted: dict[str, dict[str, Doc]] = {}
    for d in load():
        wanted.setdefault(d.part, {})[d.id] = d
    pages = {p.removesuffix(".gz") for p in test_side_pages()}
    page_of = re.compile(r"(?:^|;)page=([^;]+)")
    model = inj.shipped_model()
    members = getattr(model, "members", (model,))
    mismatched = 0
    with gzip.open(PAGES, "wt", encoding="utf-8") as fh:
        for part in sorted(wanted):
            if part in FORBIDDEN or part in iq.SEALED:
                raise SystemExit(f"{part}: the frozen test part and sealed sets are not read here")
            if part == "dev":
                docs = injection_data.load("dev", corpus=CORPUS)
            elif part.startswith("tuning"):
                docs = importlib.import_module(f"injection_{part}").load()
            else:
                docs = iq.loader(part)(corpus=CORPUS)
            ids = wanted[part]
            found = 0
            for doc in docs:
                if doc.id not in ids:
                    continue
                match = page_of.search(str(doc.family))
                if match and match.group(1).removesuffix(".gz") in pages:
                    raise SystemExit(f"{doc.id}: rides on a frozen-part page (stop 65 left it out)")
                found += 1
                try:
                    artifact = load_artifact(doc.body, content_type=doc.content_type, url=doc.url)
                except ArtifactError:
                    raise SystemExit(f"{doc.id}: no longer loads") from None
                channels = inj.channels_of(artifact)
                prose = visible_prose(channels)
                plain = [
                    c for c in channels
                    if c.vector in ("visible_text", "pdf_text") and c.offsets is None and not c.decoding
                ]  # fmt: skip
                ranges = sorted(
                    (c.span[0] + a, c.span[0] + b, c.text[a:b])
                    for c in plain
                    if c.span is not None
                    for a, b in sentences(c.text)
                )
                out = []
                for channel in channels:
                    for scored in inj.scored(channel, model, None, prose):
                        piece = scored.piece
                        if scored.probability is None or scored.features is None:
                            continue
                        if not piece.judged_visible or piece.clause or not piece.addressing:
                            continue
                        p = [round(m.probability(scored.features), 4) for m in members]
                        if agree(p) < 0.3:
                            continue
                        own: list[int] = []
                        if channel.vector in ("visible_text", "pdf_text") and channel.span:
                            a = channel.span[0] + channel.original(piece.start)
                            b = channel.span[0] + channel.original(piece.end)
                            k = bisect.bisect_left([r[0] for r in ranges], b)
                            own = [i for i in range(k) if ranges[i][1] > a]
                        out.append(
                            {"p": p, "vector": channel.vector, "text": piece.text, "own": own}
                        )
                want = ids[doc.id].pieces
                same = len(want) == len(out) and all(
                    w["p"] == o["p"] and w["t"] == o["text"][:400] and w["vector"] == o["vector"]
                    for w, o in zip(want, out, strict=True)
                )
                mismatched += not same
                fh.write(
                    json.dumps(
                        {
                            "id": doc.id,
                            "same": same,
                            "pieces": out,
                            "page": [r[2] for r in ranges],
                        },
                        ensure_ascii=False,
                    )
                    + "\n"
                )
            print(part, "wanted", len(ids), "read", found, flush=True)
    print(f"documents whose re-scored sentences differ from voice_read.jsonl: {mismatched}")


# -- levels ---------------------------------------------------------------------------------------


@dataclass(frozen=True)
class Scored:
    doc: Doc
    p: dict  # the voice_read.jsonl row of the sentence
    text: str  # its full text
    share: float
    stems: frozenset[str]
    shared: frozenset[str]


def scored_docs() -> dict[str, list[Scored]]:
    docs = {d.id: d for d in load()}
    out: dict[str, list[Scored]] = {}
    with gzip.open(PAGES, "rt", encoding="utf-8") as fh:
        for line in fh:
            row = json.loads(line)
            d = docs[row["id"]]
            if not row["same"]:
                raise SystemExit(f"{d.id}: re-read sentences differ from voice_read.jsonl")
            rows = []
            for p, again in zip(d.pieces, row["pieces"], strict=True):
                rest = rest_of_page(again["text"], again["own"], row["page"])
                value, stems, found = share(again["text"], rest)
                rows.append(Scored(d, p, again["text"], value, stems, found))
            out[d.id] = rows
    missing = set(docs) - set(out)
    if missing:
        raise SystemExit(f"{len(missing)} documents not re-read: {sorted(missing)[:5]}")
    return out


def levels() -> None:
    table = scored_docs()
    docs = [rows[0].doc if rows else None for rows in table.values()]
    everyone = {d.id: d for d in load()}
    lines: list[str] = []

    def say(text: str = "") -> None:
        print(text)
        lines.append(text)

    def flags(doc_id: str, level: float, s: float) -> list[Scored]:
        return [x for x in table[doc_id] if voiced(x.p, level) and x.share <= s]

    del docs
    n_vis = sum(d.visible for d in everyone.values())
    n_other = sum(d.injected and not d.visible for d in everyone.values())
    n_clean = sum(not d.injected for d in everyone.values())
    say(
        f"{len(everyone)} documents (stop 65's voice_read.jsonl, pages re-read): {n_vis} injected "
        f"visible-text, {n_other} injected other channels, {n_clean} clean "
        f"({sum(d.real for d in everyone.values())} real development-side pages)"
    )
    say(
        "Halves: zlib.crc32(id) % 2, 0 design (d), 1 check (c). Bar: gained >= 20 on each half, "
        "no clean added on either half, no real page."
    )
    say(
        "Rule (RULES_stop66 13:35): stop 65's voice rule at L and the sentence's share <= S "
        "(S = 1: stop 65's rule)."
    )
    say()
    say(
        "   L   |  S   | injected vis. gained d / c | clean added d / c | real pages | "
        "other-channel injected gained | bar"
    )
    met = []
    for level in LEVELS:
        for s in (1.0, *SHARES):
            g, c = Counter(), Counter()
            real = other = 0
            for d in everyone.values():
                if not flags(d.id, level, s):
                    continue
                if d.visible:
                    g[half(d.id)] += 1
                elif d.injected:
                    other += 1
                else:
                    c[half(d.id)] += 1
                    real += d.real
            ok = min(g[0], g[1]) >= 20 and c[0] == 0 and c[1] == 0 and real == 0
            if ok and s != 1.0:
                met.append((level, s))
            say(
                f"  {level:4} | {s:4} | {g[0]:3d} / {g[1]:<3d} | {c[0]:3d} / {c[1]:<3d} | {real} | "
                f"{other} | {'met' if ok else 'not met'}" + ("  (stop 65)" if s == 1.0 else "")
            )
    say()
    say(
        "By half, one line per cell and half (injected visible-text gained, clean added, real pages):"
    )
    for level in LEVELS:
        for s in SHARES:
            for h, label in ((0, "design"), (1, "check")):
                g = sum(
                    1
                    for d in everyone.values()
                    if d.visible and half(d.id) == h and flags(d.id, level, s)
                )
                c = [
                    d
                    for d in everyone.values()
                    if not d.injected and half(d.id) == h and flags(d.id, level, s)
                ]
                say(
                    f"  L {level:4} S {s:4} {label:6}: gained {g}, clean added {len(c)}, "
                    f"real pages {sum(d.real for d in c)}"
                )
    say()
    say(
        "Share distribution of the sentences stop 65's rule flags at 0.8 (injected visible-text / clean):"
    )
    for name, pick in (("injected vis.", lambda d: d.visible), ("clean", lambda d: not d.injected)):
        values = [
            x.share
            for d in everyone.values()
            if pick(d)
            for x in table[d.id]
            if voiced(x.p, LOWEST)
        ]
        bins = Counter(
            "0"
            if v == 0
            else "<=0.2"
            if v <= 0.2
            else "<=0.34"
            if v <= 0.34
            else "<1"
            if v < 1
            else "1"
            for v in values
        )
        few = sum(
            1
            for d in everyone.values()
            if pick(d)
            for x in table[d.id]
            if voiced(x.p, LOWEST) and len(x.stems) < MIN_STEMS
        )
        say(
            f"  {name}: {len(values)} sentences; "
            + ", ".join(f"{k} {bins[k]}" for k in ("0", "<=0.2", "<=0.34", "<1", "1"))
            + f" (fewer than {MIN_STEMS} stems: {few})"
        )
    say()
    say(
        "30 highest clean sentences left at the loosest cell (L 0.8, S 0.34): agreement, level (the "
        "highest L it flags at), share, the S values of the grid that keep it, half, id, text, "
        "content stems, shared stems:"
    )
    left = sorted(
        (
            x
            for d in everyone.values()
            if not d.injected
            for x in table[d.id]
            if voiced(x.p, LOWEST) and x.share <= max(SHARES)
        ),
        key=lambda x: -agree(x.p["p"]),
    )
    for x in left[:30]:
        top = max(L for L in LEVELS if voiced(x.p, L))
        keep = [s for s in SHARES if x.share <= s]
        say(
            f"  {agree(x.p['p']):.4f} L{top} share {x.share:.3f} S{keep} h{half(x.doc.id)} "
            f"{x.doc.id} [{x.p['vector']}] {x.text[:160]!r}"
        )
        say(f"        stems {sorted(x.stems)} shared {sorted(x.shared)}")
    say(
        f"  ({len(left)} clean sentences left at L 0.8, S 0.34, in {len({x.doc.id for x in left})} documents)"
    )
    say()
    say(
        "Injected gained sentences each S removes (injected visible-text documents, stop 65's rule at "
        "L; a sentence is removed when its share > S):"
    )
    for level in LEVELS:
        for s in SHARES:
            gained = [
                x for d in everyone.values() if d.visible for x in table[d.id] if voiced(x.p, level)
            ]
            removed = [x for x in gained if x.share > s]
            lost_docs = {x.doc.id for x in gained if not flags(x.doc.id, level, s)}
            say(
                f"  L {level} S {s}: {len(removed)} of {len(gained)} gained sentences removed; "
                f"documents lost {len(lost_docs)} (d {sum(half(i) == 0 for i in lost_docs)} / c "
                f"{sum(half(i) == 1 for i in lost_docs)})"
            )
    for s in SHARES:
        removed = sorted(
            (
                x
                for d in everyone.values()
                if d.visible
                for x in table[d.id]
                if voiced(x.p, LOWEST) and x.share > s
            ),
            key=lambda x: (x.doc.id, x.text),
        )
        sample = sorted(removed, key=lambda x: zlib.crc32((x.doc.id + x.text).encode()))[:20]
        say(f"  sample of 20 removed at L 0.8, S {s} (of {len(removed)}; by crc32 of id + text):")
        for x in sample:
            say(
                f"    share {x.share:.3f} ({len(x.shared)}/{len(x.stems)}) {agree(x.p['p']):.4f} "
                f"{x.doc.id} {x.text[:150]!r}"
            )
    say()
    if met:
        best = min(met, key=lambda c: (c[0], -c[1]))
        say(f"BAR MET at cells {met}; the candidate cell (lowest L, then highest S): {best}")
    else:
        say("BAR NOT MET at any cell of the grid.")
    (HERE / "about_levels.out").write_text("\n".join(lines) + "\n", encoding="utf-8")


if __name__ == "__main__":
    if sys.argv[1:] == ["reproduce"]:
        raise SystemExit(0 if reproduce() else 1)
    if sys.argv[1:] == ["read"]:
        read()
        raise SystemExit(0)
    if sys.argv[1:] == ["levels"]:
        if not reproduce():
            raise SystemExit("stop 65's figures not reproduced; no read")
        levels()
        raise SystemExit(0)
    raise SystemExit(__doc__)
