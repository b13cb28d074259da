"""Aggregation, the run file, the terminal section and the HTML report (pure functions)."""
