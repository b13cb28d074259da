"""Compare v55f (findings dump) with a tuning_verdicts.py directory: attacks lost/gained, clean dropped/added."""
import json, sys, glob, collections
base = sys.argv[1]; new = sys.argv[2]
tot = collections.Counter(); ex = collections.defaultdict(list)
for f in sorted(glob.glob(f"{new}/*.jsonl")):
    part = f.split('/')[-1][:-6]
    a = {}
    for l in open(f"{base}/{part}.jsonl"):
        d = json.loads(l); a[d['id']] = d
    for l in open(f):
        d = json.loads(l); o = a[d['id']]
        assert o['inj'] == d['inj']
        if o['flagged'] == d['flagged']: continue
        k = ('attack ' if d['inj'] else 'clean ') + ('gained' if d['flagged'] else 'lost/dropped')
        tot[k] += 1; tot[(part, k)] += 1; ex[k].append((part, d['id']))
for k, v in sorted(tot.items(), key=str): print(k, v)
for k in ex:
    if k.startswith('attack'): print(k, ex[k][:20])
