"""The flag that set pytest's ``maxfail``, as the user typed it (``-x``, ``--exitfirst``,
``--maxfail=N``), for the lines on a session it stopped.

pytest parses its ini's ``addopts``, ``PYTEST_ADDOPTS`` and the command line as one list
(in that order: the last flag given wins) and hands that list to
``pytest_load_initial_conftests``: it is kept from there (``keep_args``) with the parser
pytest read it with. ``-x`` and ``--exitfirst`` set the same option, so the flag is the
argument whose parsing, by pytest's own parser, set ``maxfail`` last: grouped short
options (``-vx``), an option's value (``-rx``, ``-k x``) and ``--`` are read as pytest
reads them."""

from __future__ import annotations

import argparse
from dataclasses import dataclass
from typing import Any

import pytest

ARGS_KEY = pytest.StashKey["ParsedArgs"]()


@dataclass(frozen=True)
class ParsedArgs:
    """The arguments pytest parsed (addopts, ``PYTEST_ADDOPTS``, then the command line)
    and its parser."""

    args: tuple[str, ...]
    parser: pytest.Parser


def keep_args(config: pytest.Config, parser: pytest.Parser, args: list[str]) -> None:
    config.stash[ARGS_KEY] = ParsedArgs(tuple(str(arg) for arg in args), parser)


class _Sets(argparse.Namespace):
    """A namespace that counts how often an argument set ``maxfail``."""

    def __init__(self) -> None:
        super().__init__()
        object.__setattr__(self, "ws_sets", 0)
        self.maxfail = None  # present: argparse gives it no default, so each set counts

    def __setattr__(self, name: str, value: Any) -> None:
        if name == "maxfail" and value is not None:
            object.__setattr__(self, "ws_sets", self.ws_sets + 1)
        object.__setattr__(self, name, value)


def _sets(parser: pytest.Parser, args: tuple[str, ...]) -> tuple[int, Any] | None:
    """How often ``args`` set ``maxfail``, and its last value; None when pytest's parser
    refuses them (a prefix that ends with an option still missing its value)."""
    namespace = _Sets()
    try:
        parser.parse_known_args(list(args), namespace=namespace)
    except (pytest.UsageError, SystemExit):
        return None
    return int(namespace.ws_sets), namespace.maxfail


def stop_flag(config: pytest.Config, maxfail: int) -> str:
    """``-x``, ``--exitfirst`` or ``--maxfail=N``: the argument that set ``maxfail`` (see
    the module); the flag its value stands for when no argument did (a plugin set it)."""
    fallback = "-x" if maxfail == 1 else f"--maxfail={maxfail}"
    kept = config.stash.get(ARGS_KEY, None)
    if kept is None:
        return fallback
    whole = _sets(kept.parser, kept.args)
    if whole is None or whole[0] == 0 or whole[1] != maxfail:
        return fallback
    for end in range(len(kept.args), 0, -1):
        before = _sets(kept.parser, kept.args[: end - 1])
        if before is None or before[0] == whole[0]:
            continue
        typed = kept.args[end - 1]
        if typed == "--exitfirst":
            return typed
        return f"--maxfail={maxfail}" if typed.startswith("--") else "-x"
    return fallback
