"""Where in a file a problem is, in a user's words: the line and column of the first byte
that is not UTF-8 (never a byte offset), and of a value in a YAML document."""

from __future__ import annotations

from collections.abc import Sequence
from typing import Any

import yaml
from yaml.nodes import MappingNode, Node, ScalarNode, SequenceNode


def line_column(text: str | bytes, offset: int) -> tuple[int, int]:
    """(line, column), 1-based, of ``offset`` in ``text`` (characters, or bytes)."""
    newline: Any = b"\n" if isinstance(text, bytes) else "\n"
    line = text.count(newline, 0, offset) + 1
    return line, offset - (text.rfind(newline, 0, offset) + 1) + 1


def undecodable(data: bytes, error: UnicodeDecodeError) -> str:
    """``line L, column C holds the byte 0xNN``: where ``data`` stops being UTF-8."""
    start = min(error.start, max(len(data) - 1, 0))
    line, column = line_column(data, start)
    byte = f" holds the byte 0x{data[start]:02x}" if data else ""
    return f"line {line}, column {column}{byte}"


def yaml_position(
    text: str, path: Sequence[int | str], *, key: bool = False
) -> tuple[int, int] | None:
    """(line, column), 1-based, of the value at ``path`` (list indexes and mapping keys)
    in the YAML document ``text``, as deep as the path leads (``key``: of the last key
    itself, for a key that is wrong, not its value); None when the document cannot be
    composed. Composing again costs a parse: only for a file in error."""
    from .yaml_files import YAML_LOADER

    loader: Any = YAML_LOADER(text)
    try:
        node: Node | None = loader.get_single_node()
    except yaml.YAMLError:  # the file's own error is reported elsewhere
        return None
    finally:
        loader.dispose()
    if node is None:
        return None
    for index, part in enumerate(path):
        if key and index == len(path) - 1 and isinstance(node, MappingNode):
            found = next(
                (k for k, _ in node.value if isinstance(k, ScalarNode) and k.value == str(part)),
                None,
            )
            if found is not None:
                node = found
                break
        child = _child(node, part)
        if child is None:
            break
        node = child
    mark = node.start_mark
    return (mark.line + 1, mark.column + 1) if mark is not None else None


def _child(node: Node, part: int | str) -> Node | None:
    if isinstance(node, SequenceNode) and isinstance(part, int):
        return node.value[part] if 0 <= part < len(node.value) else None
    if isinstance(node, MappingNode):
        for key, value in node.value:
            if isinstance(key, ScalarNode) and key.value == str(part):
                return value if isinstance(value, Node) else None
    return None
