"""Verdicts of the detector on several tuning parts, with the member design set by env.

VARIANT=M1 (default; the src as it is) or M2 (v56 heard only on hidden text).
Run: PYTHONPATH=src:benchmarks python vrun.py OUTDIR PART...
Refuses test and sealed parts.
"""
import json, os, sys, time
from pathlib import Path
import injection_quality as iq
from injection_data import load
from pytest_websearch_bench.safety import model as mdl
if os.environ.get("VARIANT") == "M2":
    mdl.HIDDEN_ONLY = frozenset({"v44", "v56"})
from pytest_websearch_bench.artifacts import ArtifactError, load_artifact
from pytest_websearch_bench.safety.injection import detect_injection

CORPUS = Path(os.environ.get("INJECTION_CORPUS", "../shared/corpus"))
out = Path(sys.argv[1]); out.mkdir(parents=True, exist_ok=True)
print("members", list(mdl.shipped_model().members and [m.name for m in mdl.shipped_model().members]),
      "hidden_only", sorted(mdl.shipped_model().hidden_only), "outside", sorted(getattr(mdl.shipped_model(), "outside_agreement", ())), flush=True)
for part in sys.argv[2:]:
    if part == "test" or part in iq.SEALED:
        sys.exit(f"refused {part}")
    t0 = time.time()
    docs = (iq.loader(part)(corpus=CORPUS) if part in iq.HELDOUT else __import__("importlib").import_module(f"injection_{part}").load(CORPUS) if part.startswith("tuning") else load(part, corpus=CORPUS))
    with open(out / f"{part}.jsonl", "w") as f:
        for d in docs:
            try:
                a = load_artifact(d.body, content_type=d.content_type, url=d.url)
                fl = bool(detect_injection(a).flagged)
            except ArtifactError:
                fl = False
            f.write(json.dumps({"id": d.id, "inj": d.injected, "ch": d.channel, "lang": d.language,
                                "src": d.source, "pdf": d.content_type.startswith("application/pdf"),
                                "flagged": fl}) + "\n")
    print(part, len(docs), round(time.time() - t0), "s", flush=True)
