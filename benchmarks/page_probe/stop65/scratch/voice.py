"""Stop 65 (RULES_stop65.md, the first entry): whose voice a visible sentence is in.

The voice signals, fixed before any count was looked at (``VOICE``, each a function of a
``Sentence``); a sentence for which any one holds is in a *quoted voice*:

* ``quote``: half of its letters or more lie inside quotation marks or guillemets (« », “ ”, " ",
  „ “, ‹ ›, ‘ ’), the marks matched over its whole line (a quote opened in an earlier sentence of
  the line counts);
* ``markup``: half of its characters or more sit inside ``<q>``, ``<blockquote>``, ``<code>``,
  ``<pre>`` or ``<samp>`` (the element owning each run of the reader's text, or an ancestor);
* ``frame``: a reporting or exemplifying frame (``FRAMES``: "for example", "such as", "wrote",
  "says", "por ejemplo", "como", "escribió", "dice", "por exemplo", "escreveu", "diz" and their
  like) followed within three words by a colon, in the sentence itself or in the visible sentence
  before it;
* ``page``: the page's titles (``<title>``, ``og:title``, ``twitter:title``) or headings
  (``<h1>``-``<h6>``) speak of attacks, injection, security or reviews (``TOPIC``).

    python voice.py read OUTFILE PART [PART ...]     # re-read the candidates' markup (one process)
    python voice.py levels OUTDIR                     # the tables (after every part is read)

``read`` takes from stop 64's dump (``/work/scratch/visible64``) the documents v67 leaves
unflagged that hold an addressing judged-visible sentence whose lowest visible member is at 0.8 or
more (the lowest level read: the only documents the rule can newly flag), loads the part again
(documents riding on a frozen-part page left out, ``.gz`` stripped when names are compared), reads
each such document's pieces as ``visible_gate.read`` does and writes, for every addressing
judged-visible sentence at 0.3 or more, its members' probabilities and its voice signals.
"""

from __future__ import annotations

import bisect
import importlib
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
sys.path.insert(0, str(HERE.parents[2]))  # benchmarks/
sys.path.insert(0, str(HERE.parents[1]))  # benchmarks/page_probe

DUMP = Path("/work/scratch/visible64")
CORPUS = Path("/work/shared/corpus")
VISIBLE = (0, 1, 2, 3)  # v13, v20, v22, v30 (v44 hears hidden text only)
LEVELS = (0.8, 0.85, 0.9)
LOWEST = min(LEVELS)
REAL = ("clean-html",)  # the real development-side pages (stop 64's name for them)


# -- the voice signals (fixed before any count) ------------------------------------------------


def fold(text: str) -> str:
    decomposed = unicodedata.normalize("NFKD", text.lower())
    return "".join(c for c in decomposed if not unicodedata.combining(c))


_QUOTES = re.compile(r"«[^»]{3,}»|“[^”]{3,}”|\"[^\"]{3,}\"|„[^“”]{3,}[“”]|‹[^›]{3,}›|‘[^’]{3,}’")
QUOTE_TAGS = frozenset({"q", "blockquote", "code", "pre", "samp"})
FRAMES = (
    # English
    "for example", "for instance", "e\\.g\\.", "eg", "such as", "like this", "like so", "looks like",
    "looked like", "something like", "as follows", "the following example", "example", "examples",
    "sample", "samples", "wrote", "writes", "written", "said", "says", "reads", "read like",
    "stated", "states", "quoted", "quotes", "claimed", "claims", "told", "tells", "asked", "asks",
    "replied", "replies", "warned", "warns", "announced", "announces",
    # Spanish
    "por ejemplo", "p\\. ?ej\\.", "como", "tal como", "ejemplo", "ejemplos", "muestra",
    "escribio", "escribe", "escriben", "escribieron", "escrito", "dice", "decia", "dijo", "dicen",
    "decian", "reza", "rezaba", "rezan", "afirma", "afirmaba", "cita", "citaba", "advierte",
    "advirtio", "respondio", "responde",
    # Portuguese
    "por exemplo", "p\\. ?ex\\.", "exemplo", "exemplos", "escreveu", "escreve", "escrevem",
    "escreveram", "diz", "dizia", "disse", "dizem", "diziam", "afirmava", "citava", "avisa",
    "avisou", "respondeu",
)  # fmt: skip
_FRAME = re.compile(
    r"(?<!\w)(?:" + "|".join(FRAMES) + r")(?!\w)[^\w:：]*(?:\w+[^\w:：]*){0,3}?[:：]"
)
TOPIC = re.compile(
    r"(?<!\w)(?:attack\w*|inject\w*|jailbreak\w*|security|cybersecurity|infosec|vulnerab\w*"
    r"|exploit\w*|phishing|malicious|malware|threat\w*|reviews?|reviewed|reviewing"
    r"|ataque\w*|inyecci\w*|inyecta\w*|seguridad|ciberseguridad|amenaza\w*|malicios\w*"
    r"|resena\w*|analisis|injec\w*|seguranca|ciberseguranca|ameaca\w*|analise\w*"
    r"|avaliac\w*|resenha\w*)(?!\w)"
)


@dataclass(frozen=True)
class Sentence:
    text: str  # the sentence
    line: str  # its line (the visible channel it sits in)
    at: int  # where it starts in ``line``
    previous: str  # the visible sentence before it ("" when none)
    in_markup: float  # the share of its characters inside QUOTE_TAGS (-1: not visible text)
    topic: str  # the page's titles and headings, joined


def quoted_share(sentence: Sentence) -> float:
    inside = [False] * len(sentence.line)
    for match in _QUOTES.finditer(sentence.line):
        for i in range(match.start(), match.end()):
            inside[i] = True
    end = min(sentence.at + len(sentence.text), len(sentence.line))
    letters = [i for i in range(sentence.at, end) if sentence.line[i].isalpha()]
    return sum(inside[i] for i in letters) / len(letters) if letters else 0.0


def v_quote(s: Sentence) -> bool:
    return quoted_share(s) >= 0.5


def v_markup(s: Sentence) -> bool:
    return s.in_markup >= 0.5


def v_frame(s: Sentence) -> bool:
    return bool(_FRAME.search(fold(s.text)) or _FRAME.search(fold(s.previous)))


def v_page(s: Sentence) -> bool:
    return bool(TOPIC.search(fold(s.topic)))


VOICE: dict[str, Callable[[Sentence], bool]] = {
    "quote": v_quote,
    "markup": v_markup,
    "frame": v_frame,
    "page": v_page,
}


# -- read ---------------------------------------------------------------------------------------


def _agree(p: list[float]) -> float:
    return min(p[n] for n in VISIBLE)


def candidates() -> dict[str, set[str]]:
    """Per part, the ids the rule can newly flag at the lowest level (no count looked at)."""
    out: dict[str, set[str]] = {}
    for path in sorted(DUMP.glob("*.jsonl")):
        ids = set()
        for line in path.open(encoding="utf-8"):
            row = json.loads(line)
            if row["flagged"]:
                continue
            if any(p["a"] and _agree(p["p"]) >= LOWEST for p in row.get("pieces", ())):
                ids.add(row["id"])
        out[path.stem] = ids
    return out


def _owner_tags(element: object) -> set[str]:
    tags = set()
    node = element
    while node is not None:
        tag = getattr(node, "tag", None)
        if isinstance(tag, str):
            tags.add(tag.rsplit("}", 1)[-1].lower())
        node = node.getparent()  # type: ignore[attr-defined]
    return tags


def _markup_share(rendered: object, start: int, end: int, cache: dict[int, bool]) -> float:
    ends = rendered.ends  # type: ignore[attr-defined]
    starts = rendered.starts  # type: ignore[attr-defined]
    owners = rendered.owners  # type: ignore[attr-defined]
    total = max(end - start, 1)
    inside = 0
    index = bisect.bisect_right(ends, start)
    while index < len(owners) and starts[index] < end:
        overlap = min(end, ends[index]) - max(start, starts[index])
        if overlap > 0:
            key = id(owners[index])
            if key not in cache:
                cache[key] = bool(QUOTE_TAGS & _owner_tags(owners[index]))
            if cache[key]:
                inside += overlap
        index += 1
    return inside / total


def read(outfile: Path, parts: list[str]) -> None:
    import injection_data
    import injection_data.corpus

    injection_data.corpus.DEFAULT_CORPUS = CORPUS
    assert injection_data.corpus.available(CORPUS)
    import injection_quality as iq
    from extract import test_side_pages

    from pytest_websearch_bench.artifacts import ArtifactError, load_artifact
    from pytest_websearch_bench.artifacts.html import HtmlArtifact
    from pytest_websearch_bench.artifacts.html.render import element_text
    from pytest_websearch_bench.safety import injection as inj
    from pytest_websearch_bench.safety.page import visible_prose
    from pytest_websearch_bench.safety.signals import sentences

    assert "/work/wt/" in inj.__file__, inj.__file__
    pages = {p.removesuffix(".gz") for p in test_side_pages()}
    page_of = re.compile(r"(?:^|;)page=([^;]+)")
    wanted = candidates()
    model = inj.shipped_model()
    members = getattr(model, "members", (model,))
    left_out = Counter()
    with open(outfile, "a", encoding="utf-8") as fh:
        for part in parts:
            if part == "test" or part in iq.SEALED or part in ("heldout58", "heldout59"):
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
                match = page_of.search(str(doc.family))
                if match and match.group(1).removesuffix(".gz") in pages:
                    left_out[part] += 1
                    if doc.id in ids:
                        fh.write(json.dumps({"part": part, "id": doc.id, "left_out": True}) + "\n")
                    continue
                if doc.id not in ids:
                    continue
                found += 1
                try:
                    artifact = load_artifact(doc.body, content_type=doc.content_type, url=doc.url)
                except ArtifactError:
                    continue
                channels = inj.channels_of(artifact)
                prose = visible_prose(channels)
                html = isinstance(artifact, HtmlArtifact)
                rendered = artifact.dom.rendered if html else None
                topic = ""
                if html:
                    root = artifact.dom.root
                    heads = [
                        element_text(e)
                        for e in (
                            root.iter("h1", "h2", "h3", "h4", "h5", "h6")
                            if root is not None
                            else ()
                        )
                    ]
                    topic = " | ".join([*artifact.titles, *heads])
                # every visible sentence of the page in reading order (absolute ranges)
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
                starts = [r[0] for r in ranges]
                cache: dict[int, bool] = {}
                out = []
                for channel in channels:
                    for scored in inj.scored(channel, model, None, prose):
                        piece = scored.piece
                        if scored.probability is None or scored.features is None:
                            continue
                        if not piece.judged_visible or piece.clause or not piece.addressing:
                            continue
                        p = [round(m.probability(scored.features), 4) for m in members]
                        if _agree(p) < 0.3:
                            continue
                        visible = channel.vector in ("visible_text", "pdf_text") and channel.span
                        previous, share = "", -1.0
                        if visible:
                            a = channel.span[0] + channel.original(piece.start)
                            b = channel.span[0] + channel.original(piece.end)
                            k = bisect.bisect_left(starts, a)
                            previous = ranges[k - 1][2] if k > 0 else ""
                            if rendered is not None:
                                share = _markup_share(rendered, a, b, cache)
                        s = Sentence(piece.text, channel.text, piece.start, previous, share, topic)
                        out.append(
                            {
                                "p": p,
                                "vector": channel.vector,
                                "decoding": list(channel.decoding),
                                "t": piece.text[:400],
                                "prev": previous[:200],
                                "voice": [name for name, f in VOICE.items() if f(s)],
                                "quoted_share": round(quoted_share(s), 3),
                                "markup_share": round(share, 3),
                            }
                        )
                fh.write(
                    json.dumps(
                        {"part": part, "id": doc.id, "topic": topic[:300], "pieces": out},
                        ensure_ascii=False,
                    )
                    + "\n"
                )
            print(
                part, "candidates", len(ids), "read", found, "left out", left_out[part], flush=True
            )


# -- levels -------------------------------------------------------------------------------------


def levels(readfile: Path) -> None:
    rows = {}
    for path in sorted(DUMP.glob("*.jsonl")):
        for line in path.open(encoding="utf-8"):
            row = json.loads(line)
            row["part"] = path.stem
            rows[row["id"]] = row
    voiced = {}
    dropped = set()
    for line in readfile.open(encoding="utf-8"):
        row = json.loads(line)
        if row.get("left_out"):
            dropped.add(row["id"])
        else:
            voiced[row["id"]] = row
    missing = {i for part, ids in candidates().items() for i in ids} - set(voiced) - dropped
    print(
        f"candidates re-read: {len(voiced)}; left out now (frozen-part page, .gz stripped): "
        f"{len(dropped)}; not found: {len(missing)} {sorted(missing)[:5]}"
    )
    for doc_id in dropped:
        rows.pop(doc_id, None)
    differ = 0
    for doc_id, row in voiced.items():
        dumped = max([_agree(p["p"]) for p in rows[doc_id].get("pieces", ()) if p["a"]] or [0.0])
        again = max([_agree(p["p"]) for p in row["pieces"]] or [0.0])
        differ += abs(dumped - again) > 1e-3
    print(f"re-read vs dump: {differ} candidates whose highest addressing agreement differs")

    def hits(doc_id: str, level: float, ignore: frozenset[str]) -> list[dict]:
        """The document's addressing judged-visible sentences at ``level`` in no quoted voice
        (the signals in ``ignore`` not counted)."""
        row = voiced.get(doc_id)
        if row is None:
            return []
        return [
            p for p in row["pieces"]
            if _agree(p["p"]) >= level and not (set(p["voice"]) - ignore)
        ]  # fmt: skip

    def half(doc_id: str) -> int:
        return zlib.crc32(doc_id.encode()) % 2

    unflagged = [r for r in rows.values() if not r["flagged"]]
    gained_pool = [r for r in unflagged if r["injected"] and r["channel"] == "visible_text"]
    other_pool = [r for r in unflagged if r["injected"] and r["channel"] != "visible_text"]
    clean_pool = [r for r in unflagged if not r["injected"]]
    every = frozenset(VOICE)
    print(
        f"{len(rows)} documents; unflagged: {len(gained_pool)} injected visible-text, "
        f"{len(other_pool)} injected other channels, {len(clean_pool)} clean"
    )
    print(
        "\nRule: an addressing visible sentence whose every visible member agrees at L, in no quoted voice"
    )
    print("  (no voice: the same rule with no voice signal, stop 64's read)")
    print(
        "   L   | injected vis. gained d/c | (no voice d/c) | clean added d/c | real pages | (no voice d/c, real)"
        " | other-channel injected gained | clean added (no voice) removed by each single signal"
    )
    for level in LEVELS:
        g, g0, c, c0 = Counter(), Counter(), Counter(), Counter()
        real, real0, other = 0, 0, 0
        removed = Counter()
        for r in gained_pool:
            if hits(r["id"], level, frozenset()):
                g[half(r["id"])] += 1
            if hits(r["id"], level, every):
                g0[half(r["id"])] += 1
        for r in other_pool:
            other += bool(hits(r["id"], level, frozenset()))
        for r in clean_pool:
            is_real = r["id"].startswith(REAL)
            if hits(r["id"], level, frozenset()):
                c[half(r["id"])] += 1
                real += is_real
            if hits(r["id"], level, every):
                c0[half(r["id"])] += 1
                real0 += is_real
                for name in VOICE:
                    if not hits(r["id"], level, every - {name}):
                        removed[name] += 1
        print(
            f"  {level:4} | {g[0]:5d} / {g[1]:<5d} | ({g0[0]} / {g0[1]}) | {c[0]:4d} / {c[1]:<4d} | {real} |"
            f" ({c0[0]} / {c0[1]}, {real0}) | {other} | "
            + ", ".join(f"{n} {removed[n]}" for n in VOICE)
        )
    print(
        "\nInjected visible-text documents the voice signals take from the no-voice rule, by single signal:"
    )
    for level in LEVELS:
        lost = Counter()
        for r in gained_pool:
            if hits(r["id"], level, every) and not hits(r["id"], level, frozenset()):
                lost["any"] += 1
                for name in VOICE:
                    if not hits(r["id"], level, every - {name}):
                        lost[name] += 1
        print(f"  {level}: " + ", ".join(f"{n} {lost[n]}" for n in ("any", *VOICE)))

    def sentence_rows(pool: list[dict], voice_free: bool) -> list[tuple[float, str, dict]]:
        out = []
        for r in pool:
            row = voiced.get(r["id"])
            if row is None:
                continue
            for p in row["pieces"]:
                if _agree(p["p"]) >= LOWEST and (not p["voice"]) == voice_free:
                    out.append((_agree(p["p"]), r["id"], p))
        return sorted(out, key=lambda x: -x[0])

    print("\n30 highest clean sentences left (in no quoted voice), agreement >= 0.8:")
    for value, doc_id, p in sentence_rows(clean_pool, True)[:30]:
        print(f"  {value:.4f} {doc_id} [{p['vector']}] {p['t'][:170]!r} prev={p['prev'][:60]!r}")
    print("\n30 highest clean sentences a voice signal removes (for reading the signals):")
    for value, doc_id, p in sentence_rows(clean_pool, False)[:30]:
        print(f"  {value:.4f} {doc_id} {p['voice']} {p['t'][:150]!r}")
    print(
        "\n30 gained injected visible-text sentences (highest, one per document), in no quoted voice:"
    )
    seen = set()
    shown = 0
    for value, doc_id, p in sentence_rows(gained_pool, True):
        if doc_id in seen:
            continue
        seen.add(doc_id)
        print(f"  {value:.4f} {doc_id} {p['t'][:170]!r}")
        shown += 1
        if shown == 30:
            break
    print(
        "\n30 injected visible-text sentences a voice signal removes (highest, one per document):"
    )
    seen = set()
    shown = 0
    for value, doc_id, p in sentence_rows(gained_pool, False):
        if doc_id in seen:
            continue
        seen.add(doc_id)
        print(f"  {value:.4f} {doc_id} {p['voice']} {p['t'][:150]!r}")
        shown += 1
        if shown == 30:
            break


if __name__ == "__main__":
    if sys.argv[1] == "read":
        read(Path(sys.argv[2]), sys.argv[3:])
    elif sys.argv[1] == "levels":
        levels(Path(sys.argv[2]))
    else:
        raise SystemExit(__doc__)
