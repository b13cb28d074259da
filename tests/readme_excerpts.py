"""A README excerpt of a command's output checked against what the command printed: every
line is a printed line, in the printed order, and lines with no ``...`` between them are
printed one right after the other (an excerpt abridges only where ``...`` stands). A hand
edit that reorders lines, joins two runs of lines or rewords one fails here."""

from __future__ import annotations

from collections.abc import Sequence

ELISION = "..."


def excerpt_problems(
    shown: Sequence[str], printed: Sequence[str], loose: tuple[str, ...] = ()
) -> list[str]:
    """What keeps ``shown`` from being an abridged copy of ``printed`` (empty: nothing).
    A line starting with one of ``loose`` stands for any printed line with that start (a
    run file's timestamped name, the sandbox the kernel allows)."""

    def same(line: str, out: str) -> bool:
        return line == out or any(line.startswith(p) and out.startswith(p) for p in loose)

    runs: list[list[str]] = [[]]
    for line in shown:
        if line.strip() == ELISION:
            runs.append([])
        else:
            runs[-1].append(line)
    at = 0
    for run in (r for r in runs if r):
        found = next(
            (
                start
                for start in range(at, len(printed) - len(run) + 1)
                if all(same(line, printed[start + i]) for i, line in enumerate(run))
            ),
            None,
        )
        if found is None:
            missing = [line for line in run if not any(same(line, out) for out in printed)]
            why = f"not printed: {missing}" if missing else "not printed together, in this order"
            return [f"lines after line {at} of the output: {run}: {why}"]
        at = found + len(run)
    return []
