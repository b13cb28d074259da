"""Stop 52's analysis scripts (issue 18): ``tuning_verdicts.py``."""
