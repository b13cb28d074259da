"""Share of pieces with an ordering signal, by half, group, language and kind; optional extra signal function."""
import pickle, collections, sys
ORDER = {"addressed", "second_person", "imperative", "vocative", "named_vocative", "note_to", "conditional_reader",
         "reader_role", "answer_order", "data_order", "steer", "tool_call", "override", "addressee", "template",
         "output", "task", "called", "asked_ai", "polite", "headed", "appositive", "inner_call"}
def load():
    return pickle.load(open("/work/scratch/s60/pieces.pkl", "rb"))
def group(o):
    return "payload" if o[6] else ("attack-other" if o[3] else "clean")
def table(rows, extra=None, halves=(0, 1)):
    n = collections.Counter(); c = collections.Counter()
    for o in rows:
        if o[0] not in halves: continue
        g = (o[0], group(o), o[4] if o[4] in ("en", "es", "pt") else "other", o[5])
        n[g] += 1
        hit = bool(ORDER & set(o[8])) or bool(extra and extra(o[7]))
        c[g] += hit
    return n, c
if __name__ == "__main__":
    rows = load()
    n, c = table(rows)
    for g in sorted(n): print(g, n[g], f"{c[g]/n[g]:.3f}")
