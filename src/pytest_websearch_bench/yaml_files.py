"""Reading the YAML files of a golden set and of a fixture tree, through one loader.

PyYAML's C loader (libyaml) when the installed PyYAML has it: about ten times faster
than the pure-Python one on large files (``golden/pool.yaml``, imported sets). Both
are safe loaders: no Python objects are built from tags.

Stricter than PyYAML on three points, each a ``YAMLError`` that names the line:

* a duplicate key in a mapping is an error (PyYAML keeps the last one silently), merge
  keys (``<<: *defaults``) excepted: overriding a merged key is what they are for;
* aliases may not expand the document past ``MAX_EXPANDED_NODES`` nodes, nor refer to
  themselves: an "alias bomb" (a few lines whose aliases multiply into billions of
  values) fails at once instead of hanging whatever walks the data. Counted only when
  the text declares an anchor (``&``), so a file without one costs nothing more;
* a scalar that looks like a value of its type but is not one (``2024-13-45``, an
  integer of more than 4,300 digits, ``!!int abc``) is an error naming the line, where
  PyYAML lets the ``ValueError`` (or ``KeyError``...) of its constructor through.

``parse_yaml_all_problems`` (golden case files) goes on past the last two: an unreadable
scalar is kept as an ``UnreadableScalar`` (its text, with its problem and line) and a
duplicate key as a ``YAMLProblem``, so that the file's every problem is reported at once.

Nesting is bounded by libyaml (1,000 levels); the pure-Python fallback's recursion
error is reported as a ``YAMLError`` too.

One reading on every machine (review 69): libyaml and the pure-Python loader disagree on
some texts (a tab after a colon, ``"a: b\tc"``, is data to libyaml and an error to the
pure loader), so a golden file would load, and hash (``file_identity``), one way on a
machine with libyaml and another without. The pure loader is the reference, available
everywhere: where a text holds something the two are known to read differently
(``LOADERS_DIFFER``), or libyaml refuses it, the golden loaders (``parse_yaml`` with
``StrictLoader``, ``parse_yaml_all_problems``, ``safe_load``) read it with the pure
loader, which decides: its data, or an error (libyaml's message when both refuse).
Elsewhere libyaml's reading is the pure loader's, ten times faster.
"""

from __future__ import annotations

import re
from dataclasses import dataclass
from pathlib import Path
from typing import Any

import yaml
from yaml.constructor import ConstructorError
from yaml.nodes import MappingNode, Node, ScalarNode, SequenceNode

try:
    YAML_LOADER: Any = yaml.CSafeLoader
except AttributeError:  # pragma: no cover - PyYAML built without libyaml
    YAML_LOADER = yaml.SafeLoader

YAMLError = yaml.YAMLError
# The pure-Python loader, which decides what a golden text is where libyaml may read it
# otherwise (the module's docstring)
PURE_LOADER: Any = yaml.SafeLoader
# What libyaml (0.2.5) and PyYAML 6's pure-Python loader are known to read differently,
# found by comparing the two on random texts: a tab; a Unicode line break (NEL, LS, PS);
# a byte-order mark past the first character; a lone ``!`` tag (libyaml: '', pure: None);
# a comment right after a block scalar's header (``|#``) or a flow collection's end
# (``]#``); in a flow collection, ``:`` or ``?`` right before ``]``, ``}`` or ``,``, and
# ``---`` / ``...`` off a line's start. A text without them reads alike (not one of some
# 250,000 random texts did otherwise).
LOADERS_DIFFER = re.compile(
    r"[\t\x85\u2028\u2029]|(?<!^)\ufeff|(?:^|[\s\[\]{},\ufeff])!(?=[\s\[\]{},]|$)"
    r"|[|>][0-9+-]*#|[:?][\]},]|[\]}]#|(?<!^)(?<!\n)(?:---|\.\.\.)"
)
# libyaml's refusals of a text's syntax, which the pure loader is asked about again
_SYNTAX_ERRORS = (
    yaml.reader.ReaderError,
    yaml.scanner.ScannerError,
    yaml.parser.ParserError,
    yaml.composer.ComposerError,
)

# How many nodes a document may hold once every alias is expanded (a golden file of
# 10,000 cases is about 200,000 nodes).
MAX_EXPANDED_NODES = 1_000_000
_MERGE_TAG = "tag:yaml.org,2002:merge"
# What PyYAML's scalar constructors raise on a value they cannot build (not a YAMLError).
_SCALAR_FAILURES = (ArithmeticError, AttributeError, KeyError, TypeError, ValueError)


class YAMLLimitError(yaml.YAMLError):
    """A document past a limit of the loader (alias expansion, nesting)."""


class YAMLReadError(yaml.YAMLError):
    """A YAML file that cannot be read at all (missing, unreadable, not UTF-8 text)."""


@dataclass(frozen=True)
class YAMLProblem:
    """A problem of a YAML document the loader went on past: its message and where it
    is (0-based line and column, as PyYAML's marks count)."""

    problem: str
    line: int
    column: int


class UnreadableScalar(str):
    """A scalar that looks like a value of its type but is not one (``2024-13-45``), kept
    as its text by a loader that goes on past it, with its problem and where it is."""

    problem: str
    line: int  # 0-based, as PyYAML's marks count
    column: int

    def __new__(cls, text: str, problem: str, line: int, column: int) -> UnreadableScalar:
        value = super().__new__(cls, text)
        value.problem, value.line, value.column = problem, line, column
        return value


def pure_decides(text: str) -> bool:
    """Whether the pure-Python loader reads ``text`` for the golden loaders: always
    without libyaml, else where the two may read it differently (``LOADERS_DIFFER``)."""
    return YAML_LOADER is PURE_LOADER or LOADERS_DIFFER.search(text) is not None


def safe_load(text: str) -> Any:
    """The data of ``text`` as PyYAML's safe loader reads it, one reading on every
    machine (the module's docstring): libyaml's where it agrees with the pure loader,
    else the pure loader's (its error when it refuses the text)."""
    if pure_decides(text):
        return yaml.load(text, Loader=PURE_LOADER)  # a safe loader
    try:
        return yaml.load(text, Loader=YAML_LOADER)  # a safe loader
    except _SYNTAX_ERRORS:
        return yaml.load(text, Loader=PURE_LOADER)  # libyaml refused it


_MIXIN: Any = object  # what ``_Strict``'s methods call on is the loader it is mixed into


class _Strict(_MIXIN):  # type: ignore[misc]
    """The rules of ``StrictLoader``, mixed into a loader over either parser."""

    reject_duplicate_keys = True
    # go on past an unreadable scalar or a duplicate key, each kept in ``problems`` (the
    # scalar as an ``UnreadableScalar``, the last of the duplicate keys' values, as PyYAML)
    go_on = False

    def __init__(self, stream: Any) -> None:
        super().__init__(stream)
        self.problems: list[YAMLProblem] = []

    def construct_mapping(self, node: Node, deep: bool = False) -> Any:
        if self.reject_duplicate_keys and isinstance(node, MappingNode):
            seen: dict[tuple[str, str], Any] = {}
            for key_node, _ in node.value:
                if not isinstance(key_node, ScalarNode) or key_node.tag == _MERGE_TAG:
                    continue
                key = (key_node.tag, key_node.value)
                first = seen.setdefault(key, key_node)
                if first is not key_node:
                    if self.go_on:
                        mark = key_node.start_mark
                        self.problems.append(
                            YAMLProblem(
                                f"duplicate key {key_node.value!r} (first at {_line(first)}): "
                                "a key may appear once",
                                mark.line,
                                mark.column,
                            )
                        )
                        continue
                    raise ConstructorError(
                        "while constructing a mapping",
                        node.start_mark,
                        f"found duplicate key {key_node.value!r} (first at {_line(first)}); "
                        "a key may appear once, PyYAML would keep only the last",
                        key_node.start_mark,
                    )
        return super().construct_mapping(node, deep)

    def construct_object(self, node: Node, deep: bool = False) -> Any:
        try:
            return super().construct_object(node, deep)
        except _SCALAR_FAILURES as exc:
            # PyYAML's own scalar constructors raise these on a value that matched its
            # type's pattern but is out of range (a 13th month, 5,000 digits) or on an
            # explicit tag over a value of another type (``!!timestamp abc``).
            problem = (
                f"cannot read this value as {node.tag.rsplit(':', 1)[-1]}: "
                f"{str(exc).split('; use sys.', 1)[0]}"
            )
            if self.go_on and isinstance(node, ScalarNode):
                mark = node.start_mark
                kept = UnreadableScalar(str(node.value), problem, mark.line, mark.column)
                self.recursive_objects.pop(node, None)  # constructed after all: as its text
                self.constructed_objects[node] = kept
                return kept
            raise ConstructorError(
                None, None, f"{problem}; quote it to keep it as text", node.start_mark
            ) from None


class StrictLoader(_Strict, YAML_LOADER):  # type: ignore[misc]
    """The safe loader; a duplicate key in a mapping is an error."""


class PureStrictLoader(_Strict, PURE_LOADER):  # type: ignore[misc]
    """``StrictLoader`` over the pure-Python parser: where it decides (``pure_decides``)."""


def _line(node: Node) -> str:
    mark = node.start_mark
    return f"line {mark.line + 1}" if mark is not None else "an earlier line"


def expanded_size(root: Node, limit: int = MAX_EXPANDED_NODES) -> int:
    """How many nodes the document under ``root`` holds with every alias expanded;
    ``YAMLLimitError`` past ``limit`` or on an alias that contains itself. Iterative
    (no recursion limit) and linear in the distinct nodes (sizes are memoised)."""
    sizes: dict[int, int] = {}
    active: set[int] = set()
    stack: list[tuple[Node, bool]] = [(root, False)]
    while stack:
        node, done = stack.pop()
        key = id(node)
        if done:
            active.discard(key)
            children = _children(node)
            total = 1 + sum(sizes[id(child)] for child in children)
            if total > limit:
                raise YAMLLimitError(
                    f"the document expands to more than {limit:,} values through its aliases "
                    f"(the node at {_line(node)}); an alias bomb? write the "
                    "values out or use fewer aliases"
                )
            sizes[key] = total
            continue
        if key in sizes:
            continue
        if key in active:
            raise YAMLLimitError(
                f"an alias at {_line(node)} refers to a node that contains "
                "it (a recursive alias): the data would be infinite"
            )
        active.add(key)
        stack.append((node, True))
        for child in _children(node):
            if id(child) in active:
                raise YAMLLimitError(
                    f"an alias at {_line(child)} refers to a node that "
                    "contains it (a recursive alias): the data would be infinite"
                )
            if id(child) not in sizes:
                stack.append((child, False))
    return sizes[id(root)]


def _children(node: Node) -> list[Node]:
    if isinstance(node, SequenceNode):
        return list(node.value)
    if isinstance(node, MappingNode):
        return [part for pair in node.value for part in pair]
    return []


def parse_yaml(text: str, loader: type[Any] = StrictLoader) -> Any:
    """The data of one YAML document (None for an empty one); raises ``YAMLError``
    (duplicate keys and alias bombs included). With ``StrictLoader``, one reading on every
    machine (``pure_decides``, the module's docstring)."""
    return _decided(text, loader, _parse)


def _parse(text: str, loader: type[Any]) -> Any:
    instance = loader(text)
    try:
        node = instance.get_single_node()
        if node is None:
            return None
        if "&" in text:  # an anchor may be declared: aliases may multiply the data
            expanded_size(node)
        return instance.construct_document(node)
    except RecursionError:
        raise YAMLLimitError("the document is nested too deeply") from None
    finally:
        instance.dispose()


class _GoOnLoader(StrictLoader):
    go_on = True


class _PureGoOnLoader(PureStrictLoader):
    go_on = True


# the golden loaders over libyaml, and their twins over the pure-Python parser
_PURE_TWINS: dict[type[Any], type[Any]] = {
    StrictLoader: PureStrictLoader,
    _GoOnLoader: _PureGoOnLoader,
}


def _decided(text: str, loader: type[Any], parse: Any) -> Any:
    """``parse(text, loader)``, or with ``loader``'s pure twin where the pure loader
    decides: where ``text`` may read otherwise with libyaml, or libyaml refuses it (then
    its data if it reads it, else libyaml's error, the message as before)."""
    twin = _PURE_TWINS.get(loader)
    if twin is None or YAML_LOADER is PURE_LOADER:
        return parse(text, loader)
    if pure_decides(text):
        return parse(text, twin)
    try:
        return parse(text, loader)
    except _SYNTAX_ERRORS as refused:
        try:
            return parse(text, twin)
        except YAMLError:
            raise refused from None


def parse_yaml_all_problems(text: str) -> tuple[Any, list[YAMLProblem]]:
    """``parse_yaml``, going on past an unreadable scalar (kept in the data as an
    ``UnreadableScalar``: find them with ``unreadable_scalars``) and a duplicate key (its
    ``YAMLProblem`` returned); every other problem raises ``YAMLError`` as there. One
    reading on every machine, as ``parse_yaml``'s."""
    result: tuple[Any, list[YAMLProblem]] = _decided(text, _GoOnLoader, _parse_all)
    return result


def _parse_all(text: str, loader: type[Any]) -> tuple[Any, list[YAMLProblem]]:
    instance = loader(text)
    try:
        node = instance.get_single_node()
        if node is None:
            return None, []
        if "&" in text:
            expanded_size(node)
        return instance.construct_document(node), list(instance.problems)
    except RecursionError:
        raise YAMLLimitError("the document is nested too deeply") from None
    finally:
        instance.dispose()


def unreadable_scalars(
    data: Any, where: tuple[int | str, ...] = ()
) -> list[tuple[tuple[int | str, ...], UnreadableScalar, bool]]:
    """Every ``UnreadableScalar`` in ``data``: its path (list indexes and mapping keys),
    itself, and whether it is a mapping's key (True) or a value. Iterative; an alias met
    again is walked again (its expansion is bounded by ``MAX_EXPANDED_NODES``)."""
    found: list[tuple[tuple[int | str, ...], UnreadableScalar, bool]] = []
    stack: list[tuple[tuple[int | str, ...], Any]] = [(where, data)]
    while stack:
        path, value = stack.pop()
        if isinstance(value, UnreadableScalar):
            found.append((path, value, False))
        elif isinstance(value, dict):
            for key, item in value.items():
                if isinstance(key, UnreadableScalar):
                    found.append(((*path, key), key, True))
                stack.append(((*path, key if isinstance(key, (int, str)) else str(key)), item))
        elif isinstance(value, list):
            stack.extend(((*path, index), item) for index, item in enumerate(value))
    return sorted(found, key=lambda f: (f[1].line, f[1].column))


def read_yaml(path: Path) -> Any:
    """The data of the YAML file at ``path``; ``YAMLError`` for everything that keeps it
    from being read (``YAMLReadError`` when the file cannot be read as UTF-8 text)."""
    try:
        data = path.read_bytes()
    except OSError as exc:
        raise YAMLReadError(f"cannot be read ({exc.strerror or exc})") from None
    try:
        text = data.decode("utf-8")
    except UnicodeDecodeError as exc:
        from .text_position import undecodable

        raise YAMLReadError(
            f"not UTF-8 text: {undecodable(data, exc)} (save it as UTF-8)"
        ) from None
    return parse_yaml(text)
