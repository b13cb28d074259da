import json, glob, collections
from rel import load
docs = load()
def gone(f, fv, fh):
    return f['by'] == 'rules' and (f['p'] or 0) < (fv if f['t'] == 3 else fh)
for fv, fh in [(0.3, 0.02), (0.2, 0.02), (0.3, 0.01)]:
    lost = clean = 0; per = collections.Counter()
    for d in docs:
        if d['flagged'] and all(gone(f, fv, fh) for f in d['f']):
            if d['inj']: lost += 1
            else: clean += 1; per[d['part']] += 1
    print(fv, fh, 'lost', lost, 'clean dropped', clean, dict(per))
# attacks: lowest p of rules-only findings that are the doc's only flags, by kind
lo = collections.defaultdict(list)
for d in docs:
    if d['inj'] and d['flagged'] and all(f['by'] == 'rules' for f in d['f']):
        lo[d['f'][0]['t']].append(min(f['p'] or 0 for f in d['f']))
for t, v in sorted(lo.items()):
    v.sort(); print('attack docs flagged by rules alone, kind', t, len(v), 'lowest', [round(x, 4) for x in v[:8]])
cl = collections.defaultdict(list)
for d in docs:
    if not d['inj'] and d['flagged'] and all(f['by'] == 'rules' for f in d['f']):
        cl[d['f'][0]['t']].append(max(f['p'] or 0 for f in d['f']))
for t, v in sorted(cl.items()):
    v.sort(); print('clean docs flagged by rules alone, kind', t, len(v), [round(x, 3) for x in v])
