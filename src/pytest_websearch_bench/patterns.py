"""Answer patterns of golden cases: checked when a golden file is loaded, run on a budget.

A golden file comes from a pull request like any fixture, so its regexes are untrusted
input that runs over every document a provider returns. Two defences:

* **checked at load** (:func:`pattern_problem`): a pattern that is empty or blank, that
  matches the empty string (it would match every document), that does not compile, or
  whose shape backtracks catastrophically is a golden-file error naming the case and the
  field. The shapes refused are the classic ones: a quantifier over a body that holds
  another unbounded quantifier and nothing that must match at a fixed place
  (``(a+)+``, ``(.*)*``, ``(\\w+\\s?)*``, ``(x+x+)+``), and a quantifier over
  alternatives that can match the same text (``(a|a)*``, ``(a|aa)+``, ``(a|)*``).
* **run on a budget** (:class:`AnswerMatcher`): what the check cannot prove (polynomial
  blow-ups such as ``.*a.*a.*a.*zq`` over a long page) runs through the ``regex``
  engine with a time limit of ``MATCH_BUDGET_S`` per search over one text; past it the
  case ends with a typed fault naming the pattern (:class:`PatternBudgetError`), never
  a hang. Plain-text patterns (no regex operator) skip the engine altogether.

The ``regex`` engine matches ``re``'s syntax and semantics (its version 0); measured on
the bundled patterns it is as fast as ``re`` or faster, and it handles ``(.*)*zq``
without backtracking at all (``re`` never returns on it).
"""

from __future__ import annotations

import importlib
from collections.abc import Iterator
from typing import Any

import regex

from .errors import BenchError

# Seconds one search of one pattern over one text may take (the bundled patterns take
# well under a millisecond on a 1 MB page).
MATCH_BUDGET_S = 1.0
MAX_PATTERN_LENGTH = 1_000

_REGEX_META = frozenset(".^$*+?{}[]|()")

try:  # Python >= 3.11
    _parser: Any = importlib.import_module("re._parser")
    _constants: Any = importlib.import_module("re._constants")
except ImportError:  # pragma: no cover - Python 3.10
    _parser = importlib.import_module("sre_parse")
    _constants = importlib.import_module("sre_constants")

_REPEATS = tuple(
    getattr(_constants, name)
    for name in ("MAX_REPEAT", "MIN_REPEAT", "POSSESSIVE_REPEAT")
    if hasattr(_constants, name)
)
_POSSESSIVE = getattr(_constants, "POSSESSIVE_REPEAT", None)
_ATOMIC = getattr(_constants, "ATOMIC_GROUP", None)
_UNBOUNDED = _constants.MAXREPEAT
_ZERO_WIDTH = frozenset(
    getattr(_constants, name)
    for name in ("AT", "ASSERT", "ASSERT_NOT", "GROUPREF", "GROUPREF_EXISTS")
    if hasattr(_constants, name)
)


class PatternBudgetError(BenchError):
    """An answer pattern that took longer than its budget on one text."""

    def __init__(self, pattern: str, owner: str, length: int) -> None:
        self.pattern = pattern
        super().__init__(
            f"answer pattern {as_written(pattern)} of {owner} ran past its budget of "
            f"{MATCH_BUDGET_S:g} s on a text of {length:,} characters (catastrophic "
            "backtracking)",
            "simplify the pattern in the golden file: no nested quantifiers, no "
            "alternatives that match the same text, no run of several '.*'",
        )


def as_written(pattern: str) -> str:
    r"""The pattern as a golden file writes it, in YAML single quotes: backslashes as typed
    (``'(\w+\s?)*$'``, where ``repr`` doubled them), a quote doubled as YAML does."""
    if any(ord(char) < 32 for char in pattern):
        return repr(pattern)  # a control character: shown escaped, as YAML needs it
    return "'" + pattern.replace("'", "''") + "'"


def literal_of(pattern: str) -> str | None:
    """The plain text a pattern matches when it has no regex operator (``ventas@x\\.mx``)."""
    if "\\" not in pattern and _REGEX_META.isdisjoint(pattern):
        return pattern  # nothing escaped, no operator: the text itself (most patterns)
    out: list[str] = []
    chars = iter(pattern)
    for char in chars:
        if char == "\\":
            escaped = next(chars, "")
            if escaped.isalnum() or not escaped:
                return None  # \d, \s, \b... are operators
            out.append(escaped)
        elif char in _REGEX_META:
            return None
        else:
            out.append(char)
    return "".join(out)


def pattern_problem(pattern: str) -> str | None:
    """Why ``pattern`` may not be an answer pattern, or None when it may."""
    if not pattern.strip():
        return "an empty or blank answer pattern would match every document"
    if len(pattern) > MAX_PATTERN_LENGTH:
        return f"an answer pattern may have at most {MAX_PATTERN_LENGTH} characters"
    literal = literal_of(pattern)
    if literal is not None:
        return None  # plain text, searched as text
    try:
        compiled = regex.compile(pattern, regex.IGNORECASE)
        parsed = _parser.parse(pattern, 0)
    except (regex.error, _constants.error, RecursionError, OverflowError) as exc:
        return f"answer pattern {as_written(pattern)} is not a valid regex: {exc}"
    if compiled.search("", timeout=MATCH_BUDGET_S) is not None:
        return f"answer pattern {as_written(pattern)} matches the empty string, so it matches every document"
    shape = _catastrophic(parsed)
    if shape is not None:
        return (
            f"answer pattern {as_written(pattern)} backtracks catastrophically ({shape}); rewrite it "
            "without nested quantifiers or overlapping alternatives under a quantifier"
        )
    return None


# -- the shape check -------------------------------------------------------------------------


def _items(sub: Any) -> list[tuple[Any, Any]]:
    return list(sub.data) if hasattr(sub, "data") else list(sub)


def _inner(op: Any, av: Any) -> list[Any]:
    """The sub-patterns directly inside one item."""
    if op in _REPEATS:
        return [av[2]]
    if op == _constants.SUBPATTERN:
        return [av[-1]]
    if op == _constants.BRANCH:
        return list(av[1])
    if _ATOMIC is not None and op == _ATOMIC:
        return [av]
    if op in (_constants.ASSERT, _constants.ASSERT_NOT):
        return [av[1]]
    if op == _constants.GROUPREF_EXISTS:
        return [p for p in av[1:] if p is not None]
    return []


def _nullable(sub: Any) -> bool:
    """Whether the sequence ``sub`` can match the empty string."""
    return all(_item_nullable(op, av) for op, av in _items(sub))


def _item_nullable(op: Any, av: Any) -> bool:
    if op in _REPEATS:
        return bool(av[0] == 0 or _nullable(av[2]))
    if op in _ZERO_WIDTH:
        return True
    if op == _constants.SUBPATTERN or (_ATOMIC is not None and op == _ATOMIC):
        return _nullable(_inner(op, av)[0])
    if op == _constants.BRANCH:
        return any(_nullable(branch) for branch in av[1])
    return False


def _has_unbounded(sub: Any) -> bool:
    """Whether ``sub`` holds an unbounded quantifier that can backtrack (possessive
    quantifiers and atomic groups give nothing back)."""
    for op, av in _items(sub):
        if _POSSESSIVE is not None and op == _POSSESSIVE:
            continue
        if _ATOMIC is not None and op == _ATOMIC:
            continue
        if op in _REPEATS and av[1] == _UNBOUNDED:
            return True
        if any(_has_unbounded(inner) for inner in _inner(op, av)):
            return True
    return False


def _rigid(op: Any, av: Any) -> bool:
    """An item that must consume text and holds no unbounded quantifier: it pins where
    each repetition of the enclosing quantifier starts and ends."""
    return not _item_nullable(op, av) and not _has_unbounded([(op, av)])


def _lead(sub: Any) -> str:
    """The literal text a branch starts with (lower-cased)."""
    out = []
    for op, av in _items(sub):
        if op != _constants.LITERAL:
            break
        out.append(chr(av).lower())
    return "".join(out)


def _ambiguous(branches: list[Any]) -> bool:
    """Alternatives that can match the same text at the same place."""
    if any(_nullable(branch) for branch in branches):
        return True
    firsts = [_items(branch)[0] if _items(branch) else None for branch in branches]
    leads = [_lead(branch) for branch in branches]
    for i in range(len(branches)):
        for j in range(i + 1, len(branches)):
            a, b = leads[i], leads[j]
            if a and b and (a.startswith(b) or b.startswith(a)):
                return True
            if not a and not b and firsts[i] == firsts[j]:
                return True
    return False


def _unwrap(body: Any) -> list[tuple[Any, Any]]:
    """The items of a quantified body, through the groups that only wrap it."""
    items = _items(body)
    while len(items) == 1 and items[0][0] == _constants.SUBPATTERN:
        items = _items(items[0][1][-1])
    return items


def _repeated_choice(items: list[tuple[Any, Any]]) -> bool:
    """A body whose alternatives (an alternation, or a set listing a character twice:
    ``a|a`` is parsed as one) can match the same text at the same place."""
    for op, av in items:
        if op == _constants.BRANCH and _ambiguous(list(av[1])):
            return True
        if op == _constants.IN:
            literals = [v for o, v in av if o == _constants.LITERAL]
            if len(literals) != len(set(literals)):
                return True
    return False


def _catastrophic(sub: Any) -> str | None:
    for op, av in _items(sub):
        if op in _REPEATS and op != _POSSESSIVE and av[1] > 1:
            body = av[2]
            top = _unwrap(body)
            if _has_unbounded(body) and not any(_rigid(o, a) for o, a in top):
                return "a quantifier over a body that repeats without anything fixed"
            if _repeated_choice(top):
                return "a quantifier over alternatives that can match the same text"
        for inner in _inner(op, av):
            found = _catastrophic(inner)
            if found is not None:
                return found
    return None


# -- matching --------------------------------------------------------------------------------


class AnswerMatcher:
    """A case-insensitive answer pattern; plain-text patterns skip the regex engine,
    the others run on a time budget (``owner`` names the case in the error)."""

    __slots__ = ("literal", "owner", "pattern", "regex")

    def __init__(self, pattern: str, owner: str = "a golden case") -> None:
        self.pattern = pattern
        self.owner = owner
        literal = literal_of(pattern)
        self.literal = None if literal is None else literal.lower()
        self.regex = None if literal is not None else regex.compile(pattern, regex.IGNORECASE)

    def search(self, text: str, lowered: str | None = None) -> bool:
        if self.literal is not None:
            return self.literal in (lowered if lowered is not None else text.lower())
        assert self.regex is not None
        try:
            return self.regex.search(text, timeout=MATCH_BUDGET_S) is not None
        except TimeoutError:
            raise PatternBudgetError(self.pattern, self.owner, len(text)) from None

    def find_all(self, text: str) -> Iterator[tuple[int, int]]:
        """Where the matches are in ``text`` (offsets into ``text`` itself: lowering can
        change a string's length, so literals are searched by regex here too)."""
        compiled = self.regex or regex.compile(self.pattern, regex.IGNORECASE)
        try:
            for match in compiled.finditer(text, timeout=MATCH_BUDGET_S):
                if match.end() > match.start():
                    yield match.start(), match.end()
        except TimeoutError:
            raise PatternBudgetError(self.pattern, self.owner, len(text)) from None

    def find(self, text: str) -> tuple[int, int] | None:
        return next(self.find_all(text), None)
