"""For candidate removals, attacks and clean docs that lose every finding. rel.py"""
import json, glob, collections, sys
def load():
    docs = []
    for f in sorted(glob.glob('v55f/*.jsonl')):
        p = f.split('/')[-1][:-6]
        try:
            lines = open(f).read().splitlines()
        except Exception:
            continue
        for l in lines:
            try: d = json.loads(l)
            except Exception: continue
            d['part'] = p; docs.append(d)
    return docs
docs = load()
print('docs', len(docs), 'parts', len(set(d['part'] for d in docs)))
def removed(f, floor, kinds):
    return f['by'] == 'rules' and f['t'] in kinds and (f['p'] or 0) < floor
for kinds in [(3,), (1,), (2,), (1, 2, 3)]:
    for floor in (0.02, 0.05, 0.1, 0.2, 0.3, 0.5):
        lost = clean = 0; ex = []
        for d in docs:
            if not d['flagged']: continue
            if all(removed(f, floor, kinds) for f in d['f']):
                if d['inj']: lost += 1; ex.append((d['part'], d['id'], d['f'][0]['text'][:90], d['f'][0]['p']))
                else: clean += 1
        print(kinds, floor, 'attacks lost', lost, 'clean dropped', clean)
        if floor == 0.1 and len(sys.argv) > 1:
            for e in ex[:12]: print('     ', e)
