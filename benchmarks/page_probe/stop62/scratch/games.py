"""Stop 62 (RULES_stop62.md, 00:06 entry): word games the de-obfuscator does not undo, read on the design half only.

A piece is "garbled" when at least 40 % of its words (two letters or more, folded) are outside a vocabulary made of
the words seen at least 3 times in the clean pieces' first 160 characters (both halves; attack text repeats in 7
channels, so a vocabulary over every piece learns the games' own words).
Each game's decoder is tried on garbled pieces; it "undoes" the piece when the decoded words' out-of-vocabulary share
falls under 15 %. Groups: missed payload pieces (label 1, no rule on the piece, oof under 0.9117) and clean pieces
(not injected; visible and not), by language."""
import collections
import pickle
import re
import unicodedata
import zlib

CUT = 0.9117
WORD = re.compile(r"[a-z]{2,}")


def fold(text: str) -> str:
    return unicodedata.normalize("NFKD", text.lower()).encode("ascii", "ignore").decode()


rows = pickle.load(open("/work/scratch/s58/oof5.pkl", "rb"))
count: collections.Counter = collections.Counter()
for r in rows:
    if r["inj"]:
        continue
    count.update(WORD.findall(fold(r["text"])))
VOCAB = {w for w, c in count.items() if c >= 3}
BY_LETTERS: dict = {}
for w in VOCAB:
    if len(w) >= 4:
        BY_LETTERS.setdefault((w[0], "".join(sorted(w))), w)
print(f"vocabulary {len(VOCAB)} words")


def oov(words: list[str]) -> float:
    return sum(w not in VOCAB for w in words) / max(1, len(words))


PGAME = re.compile(r"([aeiou])p\1")


def pgame(text: str) -> str:
    return " ".join(PGAME.sub(r"\1", w) for w in WORD.findall(text))


def hyphen(text: str) -> str:
    return " ".join(WORD.findall(re.sub(r"([a-z])- ([a-z])", r"\1\2", text)))


def anagram(text: str) -> str:
    out = []
    for w in WORD.findall(text):
        if w in VOCAB or len(w) < 4:
            out.append(w)
        else:
            out.append(BY_LETTERS.get((w[0], "".join(sorted(w))), w))
    return " ".join(out)


def despace(text: str) -> str:
    s = "".join(WORD.findall(text))
    n = len(s)
    best = [(0.0, 0)] * (n + 1)  # (score, back) ; score: letters covered by vocabulary words
    for i in range(1, n + 1):
        cand = (best[i - 1][0] - 0.0, i - 1)  # one letter not covered
        for j in range(max(0, i - 18), i - 1):
            if s[j:i] in VOCAB:
                sc = best[j][0] + (i - j) ** 1.5
                if sc > cand[0]:
                    cand = (sc, j)
        best[i] = cand
    out, i = [], n
    while i > 0:
        j = best[i][1]
        out.append(s[j:i])
        i = j
    return " ".join(reversed(out))


GAMES = {"pgame": pgame, "hyphen": hyphen, "anagram": anagram, "despace": despace}
n: collections.Counter = collections.Counter()
garbled: collections.Counter = collections.Counter()
undone: collections.Counter = collections.Counter()
examples: dict = collections.defaultdict(list)
for r in rows:
    if zlib.crc32(r["id"].encode()) % 2:
        continue
    lang = r["lang"] if r["lang"] in ("en", "es", "pt") else "other"
    if not r["inj"]:
        group = "clean"
    elif r["label"] and not r["rules"] and r["oof"] < CUT:
        group = "missed"
    else:
        continue
    key = (group, lang)
    n[key] += 1
    text = fold(r["text"])
    words = WORD.findall(text)
    if len(words) < 4 or oov(words) < 0.4:
        continue
    garbled[key] += 1
    for name, game in GAMES.items():
        if name == "hyphen" and not re.search(r"[a-z]- [a-z]", text):
            continue
        if name == "pgame" and len(PGAME.findall(text)) < 3:
            continue
        decoded = game(text)
        dwords = decoded.split()
        if oov(dwords) < 0.15 and sum(map(len, dwords)) / max(1, len(dwords)) >= 3.5:
            undone[(key, name)] += 1
            if len(examples[(key, name)]) < 4:
                examples[(key, name)].append((r["set"], r["ch"], r["text"][:90], decoded[:90]))
for key in sorted(n):
    line = ", ".join(f"{g} {undone[(key, g)]}" for g in GAMES)
    print(f"{key}: pieces {n[key]}, garbled {garbled[key]}; undone: {line}")
for k, v in sorted(examples.items()):
    print(k)
    for e in v:
        print("   ", e)
