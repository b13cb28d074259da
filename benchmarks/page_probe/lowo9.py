"""Detector v9, leave-one-writer-out over five tuning writers (dev, heldout2-5).

    python benchmarks/page_probe/extract.py /tmp/v8.pkl    # on a v8 checkout
    python benchmarks/page_probe/extract.py /tmp/v9.pkl    # on this one
    python benchmarks/page_probe/lowo9.py /tmp/v8.pkl /tmp/v9.pkl [LAMBDA]

heldout5 was scored blind twice and is burned: it is a tuning writer here. Documents
carried by frozen-test-side pages were skipped by ``extract.py`` before reading. Prints,
per writer, v8 and v9 at v8's page point and v9 with the cutoffs (hidden, structural,
weakly ruled) chosen on the other writers (mean detection - LAMBDA x mean false
positives, the others' false positives each at most ``CAP``), and heldout5's detection
by shape, channel and ask.
"""

from __future__ import annotations

import re
import sys

import fast
import numpy as np

WRITERS = ("dev", "heldout2", "heldout3", "heldout4", "heldout5")
V8 = {"repeats": True, "d0": 0.05, "chi": 1.01, "topic_rules": "off", "topic_def": "lowp"}
CUTS = tuple(
    (h, s, r)
    for h in (0.5, 0.6, 0.7, 0.8, 0.9)
    for s in (0.5, 0.7, 0.8, 0.9, 0.97)
    for r in (0.3, 0.5)
)
CAP = 0.03


def table(D: fast.Data, points: list[dict]) -> list[dict[str, tuple[float, float]]]:
    masks = {w: D.set == w for w in WRITERS}
    out = []
    for P in points:
        s = D.scores(P)
        out.append({w: fast.rates(s[m], D.injected[m]) for w, m in masks.items()})
    return out


def axis(D: fast.Data, scores: np.ndarray, writer: str, name: str) -> str:
    m = (D.set == writer) & D.injected
    values = np.array(
        [
            (re.search(name + r"=([^;]+)", d["family"] or "") or [None, "?"])[1]
            if name != "channel"
            else d["channel"]
            for d in D.docs
        ]
    )
    parts = []
    for v in sorted(set(values[m])):
        k = m & (values == v)
        parts.append(f"{v} {np.mean(scores[k] >= 1):.2f}")
    return ", ".join(parts)


def main() -> None:
    d8, d9 = fast.Data(sys.argv[1]), fast.Data(sys.argv[2])
    lam = float(sys.argv[3]) if len(sys.argv) > 3 else 3.0
    points = [{**V8, "cuts": c} for c in CUTS]
    rows = table(d9, points)
    s8, s9 = d8.scores(V8), d9.scores(V8)
    for held in WRITERS:
        train = [w for w in WRITERS if w != held and w != "dev"] + ["dev"]
        if held == "dev":
            train = [w for w in WRITERS if w != "dev"]
        ok = [i for i, r in enumerate(rows) if max(r[w][1] for w in train) <= CAP]
        best = max(
            ok or range(len(rows)),
            key=lambda i: (
                np.mean([rows[i][w][0] for w in train])
                - lam * np.mean([rows[i][w][1] for w in train])
            ),
        )
        m8, m9 = d8.set == held, d9.set == held
        a8, f8 = fast.rates(s8[m8], d8.injected[m8])
        a9, f9 = fast.rates(s9[m9], d9.injected[m9])
        ac, fc = rows[best][held]
        print(
            f"{held}: v8 {a8:.3f} / {100 * f8:.1f} % | v9 (v8 cutoffs) {a9:.3f} / {100 * f9:.1f} %"
            f" | v9 LOWO cutoffs {points[best]['cuts']} {ac:.3f} / {100 * fc:.1f} %"
            f" (n {int(m9.sum() - d9.injected[m9].sum())} clean, {int(d9.injected[m9].sum())} att.)"
        )
    for name in ("shape", "channel", "ask", "addressee", "soft"):
        print(f"heldout5 {name}: v8 [{axis(d8, s8, 'heldout5', name)}]")
        print(f"heldout5 {name}: v9 [{axis(d9, s9, 'heldout5', name)}]")
    for w in ("heldout2", "heldout3", "heldout4"):
        print(f"{w} shape: v8 [{axis(d8, s8, w, 'shape')}]")
        print(f"{w} shape: v9 [{axis(d9, s9, w, 'shape')}]")


if __name__ == "__main__":
    main()
