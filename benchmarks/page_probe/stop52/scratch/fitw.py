"""Fit v59_no46 with dev's clean sentences at weight W. Run: fitw.py W OUT"""
import sys
import train_injection_model as tim
w, out = float(sys.argv[1]), sys.argv[2]
tim.DEV_WEIGHT["v59_no46"] = w
sys.exit(tim.main(["--extraction", "/work/scratch/s51/ext/read0.pkl", "/work/scratch/s51/ext/read1.pkl",
                   "--writers", "v59_no46", "--out", out]))
