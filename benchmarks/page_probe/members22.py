"""Run a benchmark with the detector's sentence model replaced by a union of weight files
(detector v22's design check: which members the union has).

    python benchmarks/page_probe/members22.py NAME=FILE[,NAME=FILE...] SCRIPT [ARGS...]

e.g. ``members22.py v13=src/.../injection_model_v13.json,v22=/tmp/F.json
benchmarks/injection_quality.py --part heldout17 --json OUT``. Each ``FILE`` is read as
the package reads a shipped member (``model.model_from_dict``; its digest and name kept),
the members joined by ``model.union`` (their cutoffs must agree), and the detector's
``shipped_model`` returns that union for the whole run (the cache key holds its digests,
so nothing is shared with the shipped detector's cache). Nothing else changes: the
readings, the cutoffs and the page decision are the installed detector's.
"""

from __future__ import annotations

import hashlib
import json
import runpy
import sys
from pathlib import Path


def members(spec: str) -> object:
    from pytest_websearch_bench.safety import model

    out = []
    for item in spec.split(","):
        name, _, file = item.partition("=")
        text = Path(file).read_text(encoding="utf-8")
        read = model.model_from_dict(json.loads(text), file)
        digest = hashlib.sha256(text.encode("utf-8")).hexdigest()[:12]
        out.append(model.Model(read.weights, read.cutoffs, read.meta, digest, name))
    return model.union(out)


def main() -> None:
    from pytest_websearch_bench.safety import injection, model

    scorer = members(sys.argv[1])
    model.shipped_model = lambda: scorer  # type: ignore[assignment]
    injection.shipped_model = lambda: scorer  # type: ignore[assignment]
    names = [m.name for m in scorer.members]  # type: ignore[attr-defined]
    print(f"members22: union of {names} ({scorer.digest})", flush=True)  # type: ignore[attr-defined]
    script = sys.argv[2]
    sys.argv = sys.argv[2:]
    sys.path.insert(0, str(Path(script).resolve().parent))
    runpy.run_path(script, run_name="__main__")


if __name__ == "__main__":
    main()
