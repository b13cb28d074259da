"""The only look at v62's losses on the frozen test part: their (channel, language, pdf) counts.

Reads the two verdict files of the 41st scoring (stop50/verdicts.py rows: id, labels, pdf, flagged)
and prints nothing but the Counter below; no id, source or text was printed or opened."""
import collections
import json
a = {json.loads(l)['id']: json.loads(l) for l in open('test_v55.jsonl')}
b = {json.loads(l)['id']: json.loads(l) for l in open('test_v62.jsonl')}
print(collections.Counter((a[i]['ch'], a[i]['lang'], a[i].get('pdf')) for i in a
                          if a[i]['inj'] and a[i]['flagged'] and not b[i]['flagged']))
