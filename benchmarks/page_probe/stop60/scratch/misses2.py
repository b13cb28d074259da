import random, sys
from share import load, ORDER
from cand import extra
random.seed(601)
rows = [o for o in load() if o[0] == 0 and o[6] and o[4] == sys.argv[1] and not (ORDER & set(o[8]))]
rows = [o for o in rows if not extra(o[7])]
print(len(rows))
for o in random.sample(rows, 60): print(f"[{o[5][0]}] {o[7][:170]!r}")
