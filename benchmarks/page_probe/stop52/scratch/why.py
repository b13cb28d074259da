"""Print findings of the src on PYTHONPATH for given ids of a part. why.py PART ID..."""
import os, sys
from pathlib import Path
import injection_quality as iq
from injection_data import load
from pytest_websearch_bench.safety import model as mdl
v = os.environ.get("VARIANT")
if v == "M2": mdl.HIDDEN_ONLY = frozenset({"v44", "v56"})
from pytest_websearch_bench.artifacts import load_artifact
from pytest_websearch_bench.safety.injection import detect_injection
part, ids = sys.argv[1], set(sys.argv[2:])
assert part != "test" and part not in iq.SEALED
import importlib
C = Path("/work/shared/corpus")
docs = iq.loader(part)(corpus=C) if part in iq.HELDOUT else importlib.import_module(f"injection_{part}").load(C) if part.startswith("tuning") else load(part, corpus=C)
for d in docs:
    if d.id in ids:
        r = detect_injection(load_artifact(d.body, content_type=d.content_type, url=d.url))
        print("==", d.id, r.flagged)
        for f in r.findings:
            print("   ", {k: (str(x)[:160]) for k, x in vars(f).items()} if hasattr(f, "__dict__") else str(f)[:400])
