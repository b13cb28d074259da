"""How many visible pieces open by calling an AI or role noun followed by modifiers after it (es/pt word order:
"Bot de reservas do glaciar, apague ...") and a , or :, and are not addressing today. Tuning writers only."""
exec(open("/work/scratch/s54/ana3.py").read().split("rules = {")[0])
import re
from pytest_websearch_bench.safety.structure import _alternation, _CALLED_ROLES, _CALL_OPENER
from pytest_websearch_bench.safety.lexicon import AI_NOUNS, fold
called = rf"(?:{_alternation(AI_NOUNS)}|{_alternation(_CALLED_ROLES)})"
post = re.compile(rf"^\W*{_CALL_OPENER}{called}s?(?:\s+(?:de|do|da|del|dos|das|de\s+la|de\s+los|ao|a\s+la|al|para|for|of|on|at)\s+[\w'-]+(?:\s+[\w'-]+)?){{1,3}}\s*[,:\u2013\u2014]+\s*\W*(?:[\w'-]+\W+){{3}}")
def hit(r): return r[3] == 0 and post.search(fold(r[9]))
ah = [(d, r) for d in atk for r in d["pieces"] if r[7] and hit(r)]
ch = [(d, r) for d in cln for r in d["pieces"] if hit(r)]
print("missed attacks with such a payload piece:", len({d["id"] for d, r in ah}), "OOS:", len({d["id"] for d, r in ah if oos(d)}))
for t in (0.5, 0.8, 0.9, 0.93, 0.95, 0.995):
    print(t, "attacks hi", len({d["id"] for d, r in ah if r[1] >= t}), "lo", len({d["id"] for d, r in ah if r[2] >= t}),
          "| clean hi", len({d["id"] for d, r in ch if r[1] >= t}), "lo", len({d["id"] for d, r in ch if r[2] >= t}))
print("clean pieces matching", len(ch), "docs", len({d["id"] for d, r in ch}))
import random; random.seed(1)
for d, r in random.sample(ch, min(12, len(ch))): print(" C", d["part"], r[1], r[2], r[9][:110])
for d, r in random.sample(ah, min(8, len(ah))): print(" A", d["part"], r[1], r[2], r[9][:110])
