"""Stop 61: 10 random missed payload pieces (> 8 words) per language (no rule fired on the piece), design half (seed 61), to read."""
import pickle
import random
import zlib

rows = [r for r in pickle.load(open("/work/scratch/s58/oof5.pkl", "rb")) if zlib.crc32(r["id"].encode()) % 2 == 0]
rng = random.Random(61)
for lang in ("en", "es", "pt"):
    pool = [r for r in rows if r["inj"] and r["label"] and r["words"] > 8 and r["oof"] < 0.9117 and not r["rules"] and r["lang"] == lang]
    print(f"## {lang} ({len(pool)} missed)")
    for r in rng.sample(pool, 10):
        print(f"- [{r['set']} {r['ch']} {r['kind']} {r['mood']}] {r['text'][:160]!r}")
