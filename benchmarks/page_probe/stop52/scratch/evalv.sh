#!/bin/bash
# evalw.sh NAME PARTS... : NAME_no46.json as v57's sixth member (design M2), verdicts on PARTS into eval_NAME
N=$1; shift
S=/work/scratch/s52
[ -d $S/src_$N ] || { cp -r /work/wt/v56/src $S/src_$N && cp $S/${N}_no46.json $S/src_$N/pytest_websearch_bench/safety/injection_model_v56.json; }
cd /work/main
VARIANT=${VARIANT:-M2} INJECTION_CORPUS=/work/shared/corpus PYTHONPATH=$S/src_$N:/work/main/benchmarks /work/venv/bin/python /work/scratch/s52/vrunv.py $S/eval_$N "$@" >> $S/eval_$N.log 2>&1
