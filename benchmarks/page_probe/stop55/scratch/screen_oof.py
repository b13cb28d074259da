"""v65's detector (this checkout: detector66's base) on every tuning writer with its sixth member replaced, for each
writer, by the fold fit that did not see that writer (fit_folds.py: folds.npz, folds.json); heldout54, which no fold
holds, keeps the shipped sixth member (fitted without it). Writes OUT/PART.jsonl: the verdict row plus each finding's
vector, member, decided_by, structural and rules' signals, probability. Tuning writers only (the registry's list)."""
import json, os, sys, time
from pathlib import Path
import numpy as np
sys.path.insert(0, "/work/wt/d66/benchmarks")
from page_probe.stop52.tuning_verdicts import chosen, loader
from pytest_websearch_bench.artifacts import ArtifactError, load_artifact
from pytest_websearch_bench.safety import model as M
from pytest_websearch_bench.safety.injection import detect_injection, DETECTOR_VERSION
assert DETECTOR_VERSION == "65"
folds = np.load("/work/scratch/s55/folds.npz"); fold_of = json.load(open("/work/scratch/s55/folds.json"))
fold_of["heldout"] = fold_of["heldout2"]  # the registry names heldout2 "heldout"
six = M.shipped_member("v64")
def union_for(part):
    members = []
    for name in M.MEMBER_FILES:
        m = M.shipped_member(name)
        if name == "v64" and part in fold_of:
            w = folds[f"fold{fold_of[part]}"]
            m = M.Model(tuple(float(x) for x in w), six.cutoffs, six.meta, f"fold{fold_of[part]}", "v64")
        members.append(m)
    return M.union(members, M.HIDDEN_ONLY, M.OUTSIDE_AGREEMENT)
out = Path(sys.argv[1]); out.mkdir(parents=True, exist_ok=True)
corpus = Path(os.environ.get("INJECTION_CORPUS", "/work/shared/corpus"))
for part in chosen(sys.argv[2:]):
    began = time.perf_counter(); u = union_for(part); rows = []
    for d in loader(part)(corpus):
        fs = []
        try:
            rep = detect_injection(load_artifact(d.body, content_type=d.content_type, url=d.url), model=u)
            flagged = bool(rep.flagged)
            fs = [dict(vector=f.vector, member=f.member, by=f.decided_by, structural=list(f.structural),
                       signals=list(f.signals), p=f.probability, agreed=f.agreed, page=f.page) for f in rep.findings]
        except ArtifactError:
            flagged = False
        rows.append(dict(id=d.id, inj=d.injected, ch=d.channel, lang=d.language, src=d.source,
                         pdf=d.content_type.startswith("application/pdf"), flagged=flagged, findings=fs))
    (out / f"{part}.jsonl").write_text("".join(json.dumps(r) + "\n" for r in rows))
    print(part, len(rows), f"{time.perf_counter()-began:.0f} s", "fold", fold_of.get(part), flush=True)
