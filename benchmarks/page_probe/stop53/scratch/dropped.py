"""The clean documents v63 (and v62) no longer flag, with the text of v55's finding."""
import json, glob, sys
d55 = {}
for f in glob.glob('v55f/*.jsonl'):
    for l in open(f):
        d = json.loads(l); d55[d['id']] = d
for name in sys.argv[1:]:
    rows = []
    for f in sorted(glob.glob(f'{name}/*.jsonl')):
        part = f.split('/')[-1][:-6]
        for l in open(f):
            d = json.loads(l)
            o = d55[d['id']]
            if not d['inj'] and o['flagged'] and not d['flagged']:
                rows.append((part, d['id'], o['f'][0]['v'], o['f'][0]['text'][:110]))
    print(f'== {name}: {len(rows)} documents, {len(set(r[3] for r in rows))} distinct sentences')
    for r in rows: print(*r, sep=' | ')
