"""Stop 68, screen (e): the design read of the reader on half 0 ONLY (RULES_stop68, "screen (e)").

Reads screen (d)'s stored verdicts (``/work/scratch/det68/``): for each heldout50-57 document of half 0 that C3
flags and v67 does not, whether ``reader.reads_order`` reads C3's visible model findings (an approximation of G2:
the stored finding text is cut at 300 characters, place bonus signals are not stored). Half 1 is skipped in code.

    python design.py [--misses]
"""

from __future__ import annotations

import gzip
import json
import sys
import zlib
from pathlib import Path

import reader

DET68 = Path("/work/scratch/det68")
VISIBLE = ("visible_text", "pdf_text", "svg_text")


def main(show: bool) -> None:
    counts = {"inj": [0, 0], "clean": [0, 0]}
    for path in sorted(DET68.glob("heldout5*.jsonl.gz")):
        with gzip.open(path, "rt", encoding="utf-8") as fh:
            for line in fh:
                d = json.loads(line)
                if zlib.crc32(d["id"].encode()) % 2 != 0:
                    continue  # half 1: the check half, never read here
                s, c3 = d["cells"]["S"], d["cells"]["C3"]
                if not c3["f"] or s["f"]:
                    continue
                xs = [x for x in c3["x"] if (x[0] in VISIBLE or x[7]) and "model" in x[5]]
                forms = [reader.forms_of(x[1], x[6]) for x in xs]
                read = any(forms)
                key = "inj" if d["injected"] else "clean"
                counts[key][read] += 1
                if show and (not read or key == "clean"):
                    print(f"{key} {'READ' if read else 'miss'} {d['id']}: " + " || ".join(
                        f"{','.join(f) or '-'}: {x[1][:220]}" for x, f in zip(xs, forms, strict=True)))
    print(f"half 0, C3's additions: injected read {counts['inj'][1]} / missed {counts['inj'][0]}; "
          f"clean read {counts['clean'][1]} / not {counts['clean'][0]}")


if __name__ == "__main__":
    main("--misses" in sys.argv)
