"""How a prose line of the terminal report (and of ``ws-bench compare``'s warnings) is
wrapped at the terminal's width.

A line is cut only between words, never inside one: a URL, a path or a word longer than
the width gets a line of its own, past the width rather than cut, except after the line's
first word in ``ws-bench compare``, ``diff`` and ``history`` (``skipped``, ``OLD``), which
keeps the piece after it rather than stand alone on a line (``keep_label``). Some words are kept
together: two a no-break space joins (``cases: ID``, ``p50 ms``); a name and the URL
after it, so that ``(brave: http://127.0.0.1:18871)`` moves to the next line whole rather
than leave ``(brave:`` at the end of one line and its address on the next (a provider's
or an operation's name, ``jina.reader:``, or a flag, ``--ws-gateway URL``); and a quoted
argument with its spaces (``'/tmp/two words/golden'``, as ``shlex.quote`` writes a path
in a remedy's command), a command in backticks (```ws-bench diff A B```), which pasted
as printed must run whole, and a comparison (a gate's rule, ``precision@10 >= 0.3``, or
``vs >= 0.5``), never cut between its metric, its operator and its number. The spaces between two words on one line are the input's own.
Continuation lines are indented two spaces more than the line's own indent (``more``),
so a reader (and ``tests/runkit.unwrapped``) tells them from the next line.
"""

from __future__ import annotations

import re
from collections.abc import Callable, Sequence

NBSP = "\xa0"  # joins two words a wrap must not part (printed as a space)
MIN_WIDTH = 40  # narrower terminals still get lines of this width
_SPACES = re.compile(r"([ \t\n\r\f\v]+)")  # where a line may break (not at a no-break space)
URL = re.compile(r"^[(\[<`'\"]*[A-Za-z][A-Za-z0-9+.\-]*://\S")
_NAME = re.compile(r"^[(\[`'\"]*[A-Za-z0-9_][\w.\-]*:$")  # brave:, (jina.reader:
_FLAG = re.compile(r"^[(`]*--[a-z][\w\-]*$")  # --ws-gateway, --ws-endpoint
# a quoted argument with spaces ('/tmp/two words/golden', as shlex.quote writes it) is
# one piece: the word that opens the quote to the word that closes it
_OPENS = re.compile(r"^(?:[(\[`\"]|--[\w\-]+=)*'[^']*$")
_CLOSES = re.compile(r"^[^']*'[)\]`\".,;:]*$")
# a command in backticks (`ws-bench diff A B`) is one piece too: pasted as printed, a command
# cut across two lines runs its first half alone
_TICK_OPENS = re.compile(r"^[(\[\"]*`[^`]*$")
_TICK_CLOSES = re.compile(r"^[^`]*`[)\]\"'.,;:]*$")
QUOTED_WORDS = 20  # a quote not closed within this many words is an apostrophe: not joined
# a comparison (``precision@10 >= 0.3``, ``vs >= 0.5``, ``p = 1``): its operator joined to
# the number after it and to the name before it, one piece, so that a gate's rule is never
# cut in a note (``precision@10 >=`` at the end of a line, ``0.3`` on the next)
_OPERATOR = re.compile(r"^(?:>=|<=|>|<|=)$")
_OPERAND = re.compile(r"^[(\[`'\"]*[A-Za-z][\w@.#\-]*$")  # precision@10, (category.x.ndcg@5


def _pieces(text: str) -> list[tuple[str, str]]:
    """(the spaces before it, piece) of every piece of ``text`` a wrap never parts: its
    words (split at ASCII whitespace, so a no-break space keeps two words one piece), a
    name or a flag joined to the URL that follows it and a quoted argument's words (by as
    many no-break spaces as there were spaces between them)."""
    parts = _SPACES.split(text.strip())
    found: list[tuple[str, str]] = []
    for at in range(0, len(parts), 2):
        word = parts[at]
        spaces = " " * len(parts[at - 1]) if at else ""
        if not word:
            continue
        last = found[-1][1].rsplit(NBSP, 1)[-1] if found else ""
        if found and URL.match(word) and (_NAME.match(last) or _FLAG.match(last)):
            found[-1] = (found[-1][0], found[-1][1] + NBSP * len(spaces) + word)
        else:
            found.append((spaces, word))
    return _rules(_quoted(found))


def _rules(found: list[tuple[str, str]]) -> list[tuple[str, str]]:
    """``found`` with each comparison one piece (``_OPERATOR``): the operator, the piece
    after it and, when it is a name (``_OPERAND``), the piece before it."""
    joined: list[tuple[str, str]] = []
    at = 0
    while at < len(found):
        spaces, piece = found[at]
        if _OPERATOR.match(piece) and at + 1 < len(found):
            after_gap, after = found[at + 1]
            if joined and _OPERAND.match(joined[-1][1].rsplit(NBSP, 1)[-1]):
                before_gap, before = joined.pop()
                spaces, piece = before_gap, before + NBSP * len(spaces) + piece
            joined.append((spaces, piece + NBSP * len(after_gap) + after))
            at += 2
            continue
        joined.append((spaces, piece))
        at += 1
    return joined


def _quoted(found: list[tuple[str, str]]) -> list[tuple[str, str]]:
    """``found`` with each quoted argument's words (``_OPENS``) and each backticked command's
    (``_TICK_OPENS``) joined into one piece."""
    joined: list[tuple[str, str]] = []
    at = 0
    while at < len(found):
        spaces, piece = found[at]
        end = None
        for opens, closes in ((_TICK_OPENS, _TICK_CLOSES), (_OPENS, _CLOSES)):
            if end is None and opens.match(piece):
                end = next(
                    (
                        n
                        for n in range(at + 1, min(at + QUOTED_WORDS, len(found)))
                        if closes.match(found[n][1])
                    ),
                    None,
                )
        if end is None:
            joined.append((spaces, piece))
            at += 1
            continue
        for gap, word in found[at + 1 : end + 1]:
            piece += NBSP * len(gap) + word
        joined.append((spaces, piece))
        at = end + 1
    return joined


def units(text: str) -> list[str]:
    """The pieces of ``text`` a wrap never parts, in order (``_pieces``)."""
    return [piece for _, piece in _pieces(text)]


def wrap(
    line: str,
    width: int,
    *,
    indent: str | None = None,
    more: str = "  ",
    keep_label: bool = False,
) -> list[str]:
    """``line`` cut into lines of at most ``width`` characters (``MIN_WIDTH`` at least),
    each past the width only when it is one unbreakable piece (``units``); the first line
    keeps ``line``'s own leading spaces (or ``indent``), the next ones add ``more``. No-break
    spaces are printed as spaces. An empty line stays one empty line. ``keep_label``: the
    line's first word (``skipped``, ``OLD``) is never left alone on a line: the piece after
    it (a path) stays with it, past the width when it must (``ws-bench compare``, ``diff``,
    ``history``)."""
    width = max(width, MIN_WIDTH)
    lead = line[: len(line) - len(line.lstrip(" "))] if indent is None else indent
    pieces = _pieces(line)
    if not pieces:
        return [line]
    lines: list[str] = []
    current = lead + pieces[0][1]
    for at, (spaces, piece) in enumerate(pieces[1:]):
        if len(current) + len(spaces) + len(piece) <= width or (keep_label and at == 0):
            # (the piece after the line's first word stays with it: a label, ``skipped``,
            # ``OLD``, is never left alone above a long path)
            current += spaces + piece
        else:
            lines.append(current)
            current = lead + more + piece
    lines.append(current)
    return [text.replace(NBSP, " ") for text in lines]


def is_heading(line: str, following: str, headings: re.Pattern[str] | None = None) -> bool:
    """Whether ``line`` heads the lines under it (``following``, the next one): a line at
    column 0 that ``headings`` matches, or that ends with ``:`` above a line two spaces
    deep. Its continuation lines go four spaces deep, below its items' two."""
    if line.startswith(" "):
        return False
    if headings is not None and headings.match(line):
        return True
    return line.rstrip().endswith(":") and following.startswith("  ")


def wrap_lines(
    lines: Sequence[str],
    width: int,
    *,
    kept: Callable[[str], list[str] | None] | None = None,
    headings: re.Pattern[str] | None = None,
) -> list[str]:
    """Every line of a command's output at ``width`` columns (``ws-bench compare``,
    ``diff``, ``history``): a line of several lines cut at its newlines first; each prose
    line wrapped (``wrap``, ``keep_label``: its first words stay on its first line), its
    next lines two spaces deeper than it, a heading's four (``is_heading``); a line
    ``kept`` answers for (a table row, a gate line: never cut) printed as it says."""
    flat = [part for line in lines for part in line.split("\n")]
    out: list[str] = []
    for at, line in enumerate(flat):
        own = kept(line) if kept is not None else None
        if own is not None:
            out.extend(own)
            continue
        following = flat[at + 1] if at + 1 < len(flat) else ""
        more = "    " if is_heading(line, following, headings) else "  "
        out.extend(wrap(line, width, more=more, keep_label=True))
    return out
