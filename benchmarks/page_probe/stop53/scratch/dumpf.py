"""v55's findings per document on tuning parts (refuses test and sealed). dumpf.py OUT PART..."""
import importlib, json, os, sys, time
from pathlib import Path
import injection_quality as iq
from injection_data import load
from pytest_websearch_bench.artifacts import ArtifactError, load_artifact
from pytest_websearch_bench.safety.injection import detect_injection
C = Path("/work/shared/corpus")
out = Path(sys.argv[1]); out.mkdir(parents=True, exist_ok=True)
for part in sys.argv[2:]:
    if part == "test" or part in iq.SEALED:
        sys.exit(f"refused {part}")
    t0 = time.time()
    docs = (iq.loader(part)(corpus=C) if part in iq.HELDOUT else importlib.import_module(f"injection_{part}").load(C)
            if part.startswith("tuning") else load(part, corpus=C))
    with open(out / f"{part}.jsonl", "w") as fh:
        for d in docs:
            if os.environ.get("CLEAN_ONLY") and d.injected:
                continue
            try:
                r = detect_injection(load_artifact(d.body, content_type=d.content_type, url=d.url))
                fs = [{"v": f.vector, "t": f.threshold, "by": f.decided_by, "m": f.member, "ag": f.agreed,
                       "pg": f.page, "sig": list(f.signals), "st": list(f.structural), "p": f.probability,
                       "dec": list(f.decoding), "org": f.origin, "text": f.text[:200]} for f in r.findings]
                fl = bool(r.flagged)
            except ArtifactError:
                fs, fl = [], False
            fh.write(json.dumps({"id": d.id, "inj": d.injected, "ch": d.channel, "lang": d.language,
                                 "src": d.source, "flagged": fl, "f": fs}) + "\n")
    print(part, len(docs), round(time.time() - t0), "s", flush=True)
