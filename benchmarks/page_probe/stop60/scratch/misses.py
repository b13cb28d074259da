"""Design half only: random payload pieces with no ordering signal, es/pt/en (seed 60)."""
import random, sys
from share import load, ORDER
rows = [o for o in load() if o[0] == 0 and o[6] and not (ORDER & set(o[8]))]
random.seed(int(sys.argv[2]) if len(sys.argv) > 2 else 60)
for lang in sys.argv[1].split(","):
    pool = [o for o in rows if o[4] == lang]
    print("==", lang, len(pool))
    for o in random.sample(pool, 45):
        print(f"[{o[5][0]}] {o[7][:230]!r}  sig={o[8]}")
