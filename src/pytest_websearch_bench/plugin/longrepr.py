"""A report's text with a crash line: what pytest shows for a failure the plugin reports.

pytest < 9 takes the short summary's reason (``FAILED id - reason``, ``ERROR path - reason``)
and junitxml its ``<failure message>`` from ``longrepr.reprcrash.message`` alone: a plain
string would leave the line bare. The whole text is what the FAILURES and ERRORS sections,
``-rA`` and junit's body show; a report serialized (xdist, report logs) carries it as a
string (``str``)."""

from __future__ import annotations

from dataclasses import dataclass
from typing import Any


@dataclass(frozen=True)
class Crash:
    """Where and why, as pytest's own crash line has them (``ReprFileLocation``)."""

    path: str
    lineno: int
    message: str


class TextRepr:
    """``lines`` shown whole (in red when ``red``), ``message`` as the crash line's reason."""

    def __init__(self, lines: list[str], message: str, path: str = "", red: bool = False) -> None:
        self.lines = lines
        self.red = red
        self.reprcrash = Crash(path, 0, message)

    def toterminal(self, out: Any) -> None:
        for line in self.lines:
            if self.red:
                out.line(line, red=True)
            else:
                out.line(line)

    def __str__(self) -> str:
        return "\n".join(self.lines)

    def __repr__(self) -> str:
        return f"TextRepr({str(self)!r})"
