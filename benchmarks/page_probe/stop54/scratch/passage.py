"""Stop 54 analysis (tuning writers only): every visible piece of every clean document and of every
visible-text attack v63 leaves unflagged, with the members' highest and lowest probability (members
heard on visible text) and structure flags. passage.py V63_DIR OUT J/K"""
import json, os, re, sys, time
from pathlib import Path
sys.path.insert(0, "/work/wt/d64/benchmarks")
from page_probe.stop52.tuning_verdicts import chosen, loader
from pytest_websearch_bench.artifacts import ArtifactError, load_artifact
from pytest_websearch_bench.safety import injection as inj
from pytest_websearch_bench.safety.channels import VISIBLE
from pytest_websearch_bench.safety.model import shipped_model
from pytest_websearch_bench.safety.structure import names_machine_reader, reader_work
from pytest_websearch_bench.safety.lexicon import fold

C = Path(os.environ.get("INJECTION_CORPUS", "/work/shared/corpus"))
v63, out = Path(sys.argv[1]), Path(sys.argv[2]); out.mkdir(parents=True, exist_ok=True)
model = shipped_model(); vis = model.for_visible()
W = re.compile(r"[^\W_]+")
for part in chosen(sys.argv[3:]):
    verdict = {}
    vf = v63 / f"{part}.jsonl"
    if vf.exists():
        for line in open(vf):
            r = json.loads(line); verdict[r["id"]] = r["flagged"]
    t0 = time.time(); n = 0
    with open(out / f"{part}.jsonl", "w") as fh:
        for d in loader(part)(C):
            if d.injected and (d.channel != "visible_text" or verdict.get(d.id, False)):
                continue
            try:
                art = load_artifact(d.body, content_type=d.content_type, url=d.url)
                chans = inj.channels_of(art)
            except ArtifactError:
                continue
            pay = set(W.findall(fold(d.payload or "")))
            rows = []
            for ci, ch in enumerate(chans):
                if ch.threshold != VISIBLE or ch.decoded:
                    continue
                for s in inj.scored(ch, model):
                    p = s.piece
                    if p.kind != "visible" or p.clause or s.probability is None:
                        continue
                    words = W.findall(fold(p.text))
                    inpay = bool(pay) and bool(words) and sum(w in pay for w in words) / len(words) >= 0.6
                    rows.append([ci, round(s.probability, 4), round(vis.lowest(s.features), 4),
                                 int(p.addressing), int(reader_work(p.text, p.structural)),
                                 int(names_machine_reader(p.text)), len(p.text.split()), int(inpay),
                                 int(p.by_rules), p.text[:160]])
            fh.write(json.dumps({"id": d.id, "inj": d.injected, "lang": d.language, "src": d.source,
                                 "flagged": verdict.get(d.id), "pieces": rows}) + "\n")
            n += 1
    print(part, n, round(time.time() - t0), "s", flush=True)
