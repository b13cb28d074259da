"""Rules-alone findings by kind, split by whether the channel was rebuilt (decoding), from v55's dump."""
from rel import load
import collections
docs = load()
att = collections.defaultdict(list); cl = collections.defaultdict(list)
for d in docs:
    if d['flagged'] and all(f['by'] == 'rules' for f in d['f']):
        rebuilt = any(f['dec'] for f in d['f'])
        kind = 'visible' if d['f'][0]['t'] == 3 else 'hidden/structural'
        p = max(f['p'] or 0 for f in d['f'])
        (att if d['inj'] else cl)[(kind, 'rebuilt' if rebuilt else 'not rebuilt')].append(round(p, 4))
for k in sorted(set(att) | set(cl)):
    a, c = sorted(att[k]), sorted(cl[k])
    print(k, 'attacks', len(a), 'lowest', a[:3], '| clean', len(c), 'range', (c[0], c[-1]) if c else None)
