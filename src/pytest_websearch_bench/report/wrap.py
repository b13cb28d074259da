"""How a prose line of the terminal report (and of ``ws-bench compare``'s warnings) is
wrapped at the terminal's width.

A line is cut only between words, never inside one: a URL, a path or a word longer than
the width gets a line of its own, past the width rather than cut. A no-break space holds
two words together (``cases: ID``, ``p50 ms``), and a name is kept with the URL after
it: ``(brave: http://127.0.0.1:18871)`` moves to the next line whole rather than leave
``(brave:`` at the end of one and its address on the next (a provider's or an
operation's name, ``jina.reader:``, or a flag, ``--ws-gateway URL``). Continuation lines
are indented two spaces more than the line's own indent, so a reader (and
``tests/runkit.unwrapped``) tells them from the next line.
"""

from __future__ import annotations

import re

NBSP = "\xa0"  # joins two words a wrap must not part (printed as a space)
MIN_WIDTH = 40  # narrower terminals still get lines of this width
_SPACES = re.compile(r"[ \t\n\r\f\v]+")  # where a line may break (not at a no-break space)
URL = re.compile(r"^[(\[<`'\"]*[A-Za-z][A-Za-z0-9+.\-]*://\S")
_NAME = re.compile(r"^[(\[`'\"]*[A-Za-z0-9_][\w.\-]*:$")  # brave:, (jina.reader:
_FLAG = re.compile(r"^[(`]*--[a-z][\w\-]*$")  # --ws-gateway, --ws-endpoint


def units(text: str) -> list[str]:
    """The pieces of ``text`` a wrap never parts, in order: its words (split at ASCII
    whitespace, so a no-break space keeps two words one piece), a name or a flag joined
    to the URL that follows it by a no-break space."""
    pieces: list[str] = []
    for word in _SPACES.split(text.strip()):
        if not word:
            continue
        last = pieces[-1].rsplit(NBSP, 1)[-1] if pieces else ""
        if pieces and URL.match(word) and (_NAME.match(last) or _FLAG.match(last)):
            pieces[-1] += NBSP + word
        else:
            pieces.append(word)
    return pieces


def wrap(line: str, width: int, *, indent: str | None = None, more: str = "  ") -> list[str]:
    """``line`` cut into lines of at most ``width`` characters (``MIN_WIDTH`` at least),
    each past the width only when it is one unbreakable piece (``units``); the first line
    keeps ``line``'s own leading spaces (or ``indent``), the next ones add ``more``. No-break
    spaces are printed as spaces. An empty line stays one empty line."""
    width = max(width, MIN_WIDTH)
    lead = line[: len(line) - len(line.lstrip(" "))] if indent is None else indent
    pieces = units(line)
    if not pieces:
        return [line]
    lines: list[str] = []
    current = lead + pieces[0]
    for piece in pieces[1:]:
        if len(current) + 1 + len(piece) <= width:
            current += " " + piece
        else:
            lines.append(current)
            current = lead + more + piece
    lines.append(current)
    return [text.replace(NBSP, " ") for text in lines]
