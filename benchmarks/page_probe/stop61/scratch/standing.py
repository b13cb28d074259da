"""Stop 61 (RULES_stop61.md, 22:22 entry): a standing-rule signal's share, design half only (read, decides direction).
Missed payload pieces (> 8 words, oof < 0.9117, no rule fired on the piece) vs clean non-visible pieces, by kind and language."""
import collections
import pickle
import re
import unicodedata
import zlib

CUT = 0.9117
STANDING = re.compile(
    r"\b(from now on|going forward|henceforth|until further notice|at all times|always|never|must|shall|"
    r"is required to|are required to|will (?:always|now|only)|"
    r"a partir de (?:ahora|hoy|agora|hoje|este momento)|de ahora en adelante|desde ahora|en adelante|"
    r"daqui em diante|doravante|de agora em diante|siempre|sempre|nunca|jamas|jamais|"
    r"debe|deben|debera|deberan|deve|devem|devera|deverao|tiene que|tienen que|tem de|tem que|"
    r"hay que|ha de|han de|queda (?:prohibid|establecid)|fica (?:proibid|estabelecid|desligad|definid)|"
    r"va primer[oa]|vai primeir[oa]|goes first|comes first|por defecto|por omissao|by default)\b"
)


def fold(text: str) -> str:
    return unicodedata.normalize("NFKD", text.lower()).encode("ascii", "ignore").decode()


rows = [r for r in pickle.load(open("/work/scratch/s58/oof5.pkl", "rb")) if zlib.crc32(r["id"].encode()) % 2 == 0]
n: collections.Counter = collections.Counter()
hit: collections.Counter = collections.Counter()
for r in rows:
    lang = r["lang"] if r["lang"] in ("en", "es", "pt") else "other"
    if not r["inj"]:
        group = "clean"
    elif r["label"] and r["words"] > 8:
        group = "payload_missed" if r["oof"] < CUT and not r["rules"] else "payload_found"
    else:
        continue
    key = (group, r["kind"], lang)
    n[key] += 1
    hit[key] += bool(STANDING.search(fold(r["text"])))
for key in sorted(n):
    print(f"  {key}: {hit[key]}/{n[key]} = {hit[key] / n[key]:.3f}")
