"""EXPLORATORY, written after about.py's counts (RULES_stop66 13:35 read): not the bar's rule.

(1) the clean sentences left at the strictest share (S = 0) at L 0.8, with their pages' sizes;
(2) the visible sentences whose own page sentences could not be found (``own`` empty);
(3) a variant of the rest of the page that also leaves out every page sentence contained in the
    sentence (a multi-sentence piece's own sentences repeated elsewhere on the page): it can only
    lower shares, so it can only add flags (clean documents added can only grow).

    python about_second.py    # after about.py read; writes about_second.out
"""

from __future__ import annotations

import gzip
import json
from collections import Counter

import about

lines: list[str] = []


def say(text: str = "") -> None:
    print(text)
    lines.append(text)


docs = {d.id: d for d in about.load()}
pages = {}
with gzip.open(about.PAGES, "rt", encoding="utf-8") as fh:
    for line in fh:
        row = json.loads(line)
        pages[row["id"]] = row

say("(1) clean sentences left at L 0.8, S 0 (share 0), highest first:")
out = []
for doc_id, row in pages.items():
    d = docs[doc_id]
    if d.injected:
        continue
    for p, again in zip(d.pieces, row["pieces"], strict=True):
        if not about.voiced(p, about.LOWEST):
            continue
        rest = about.rest_of_page(again["text"], again["own"], row["page"])
        value, stems, _ = about.share(again["text"], rest)
        if value == 0:
            out.append((about.agree(p["p"]), doc_id, len(row["page"]), again["text"], sorted(stems)))
for value, doc_id, n, text, stems in sorted(out, key=lambda x: -x[0]):
    say(f"  {value:.4f} h{about.half(doc_id)} {doc_id} page sentences {n}: {text[:140]!r} {stems}")
say(f"  ({len(out)} sentences in {len({x[1] for x in out})} documents)")
say()
say("(2) visible sentences with no own page sentence found:")
for doc_id, row in pages.items():
    for again in row["pieces"]:
        if again["vector"] in ("visible_text", "pdf_text") and not again["own"]:
            say(f"  {doc_id} [{again['vector']}] {about.agree(again['p']):.4f} {again['text'][:120]!r}")
say()
say("(3) EXPLORATORY variant: page sentences contained in the sentence also left out")


def rest_contained(text: str, own: list[int], page: list[str]) -> list[str]:
    key = about.same_text(text)
    return [s for s in about.rest_of_page(text, own, page) if about.same_text(s) not in key]


for level in about.LEVELS:
    for s in about.SHARES:
        g, c = Counter(), Counter()
        for doc_id, row in pages.items():
            d = docs[doc_id]
            hit = False
            for p, again in zip(d.pieces, row["pieces"], strict=True):
                if about.voiced(p, level):
                    rest = rest_contained(again["text"], again["own"], row["page"])
                    hit |= about.share(again["text"], rest)[0] <= s
            if hit and d.visible:
                g[about.half(doc_id)] += 1
            elif hit and not d.injected:
                c[about.half(doc_id)] += 1
        say(f"  L {level} S {s}: gained {g[0]} / {g[1]}, clean added {c[0]} / {c[1]}")
(about.HERE / "about_second.out").write_text("\n".join(lines) + "\n", encoding="utf-8")
