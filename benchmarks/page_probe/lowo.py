"""Leave-one-writer-out choice of the page-level rule (a grid) on extract.py's pickle.

    python benchmarks/page_probe/lowo.py PICKLE [LAMBDA]

For each held-out writer W of heldout2-4: the grid point maximising, over dev and the two
other writers, mean(detection) - LAMBDA * mean(false positives) is applied to W; W's
detection and false positives are printed beside v3's at the shipped point, with both
frontiers (detection at 1/2/5 % false positives, cutoff chosen on W itself).
"""

from __future__ import annotations

import itertools
import sys

import fast
import numpy as np

WRITERS = ("heldout2", "heldout3", "heldout4")
GRIDS = {
    # idea (a) and the repeated-prose rule: the v8 candidate's family
    "page": {
        "repeats": (False, True),
        "d0": (0.02, 0.05, 0.1, 0.2, 0.3, 9.0),
        "chi": (0.999, 0.9999, 1.01),
        "topic_rules": ("alone", "need_model", "off"),
        "topic_def": ("all", "noaddr", "lowp"),
    },
    # the same with idea (b): rules alone need some model probability
    "page+rules": {
        "repeats": (True,),
        "d0": (0.02, 0.05, 0.1, 0.2, 9.0),
        "chi": (0.9999, 1.01),
        "topic_rules": ("alone", "off"),
        "topic_def": ("all", "lowp"),
        "rules_hidden": (None, 0.1, 0.3),
        "rules_visible": (None, 0.9),
    },
    # the shipped design with v3's cutoffs re-chosen (hidden, structural, ruled)
    "page+cutoffs": {
        "repeats": (True,),
        "d0": (0.05,),
        "chi": (1.01,),
        "topic_rules": ("off",),
        "topic_def": ("lowp",),
        "cuts": tuple(
            (h, s, r)
            for h in (0.5, 0.6, 0.7, 0.8, 0.9)
            for s in (0.5, 0.7, 0.8, 0.9, 0.97)
            for r in (0.3, 0.5)
        ),
    },
}


def points(grid):
    keys = list(grid)
    for values in itertools.product(*(grid[k] for k in keys)):
        P = dict(zip(keys, values, strict=True))
        P["rv_topic"] = 0.9
        yield P


def main() -> None:
    D = fast.Data(sys.argv[1])
    lam = float(sys.argv[2]) if len(sys.argv) > 2 else 3.0
    grid = GRIDS[sys.argv[3] if len(sys.argv) > 3 else "page"]
    masks = {w: D.set == w for w in ("dev", *WRITERS)}
    table = []
    for P in points(grid):
        s = D.scores(P)
        table.append((P, {w: fast.rates(s[m], D.injected[m]) for w, m in masks.items()}))
    v3 = D.scores(None)
    print(f"lambda {lam}; {len(table)} grid points")
    for held in WRITERS:
        train = [w for w in ("dev", *WRITERS) if w != held]
        best = max(
            table,
            key=lambda row: (
                np.mean([row[1][w][0] for w in train])
                - lam * np.mean([row[1][w][1] for w in train])
            ),
        )
        P = best[0]
        m = masks[held]
        s = D.scores(P)
        d3, f3 = fast.rates(v3[m], D.injected[m])
        d8, f8 = fast.rates(s[m], D.injected[m])
        print(
            f"{held}: v3 {d3:.3f} / {100 * f3:.1f} % frontier {fast.frontier(v3[m], D.injected[m])}"
            f" | v8 {d8:.3f} / {100 * f8:.1f} % frontier {fast.frontier(s[m], D.injected[m])}"
            f" | chosen { {k: v for k, v in P.items() if k != 'rv_topic'} }"
        )


if __name__ == "__main__":
    main()
