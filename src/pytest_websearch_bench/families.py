"""Host families (government, registry, news, corporate, ...) from ``golden/families.yaml``.

A host belongs to the family of the longest listed suffix it ends with
(``dof.gob.mx`` beats ``gob.mx``); per-case overrides come first. An unlisted
host is ``other``: precision never counts it unless a case lists ``other``.
"""

from __future__ import annotations

import difflib
from collections.abc import Iterable, Iterator, Mapping
from dataclasses import dataclass, field
from pathlib import Path

from pydantic import BaseModel, ConfigDict, ValidationError

from .errors import GoldenFileError, validation_problem
from .urls import host_of
from .yaml_files import YAMLError, read_yaml

UNKNOWN_FAMILY = "other"
FAMILIES_NAME = "families.yaml"


class _FamiliesFile(BaseModel):
    model_config = ConfigDict(extra="forbid")
    families: dict[str, list[str]]


@dataclass(frozen=True)
class FamilyTable:
    suffixes: Mapping[str, str] = field(default_factory=dict)  # host suffix -> family
    _memo: dict[str, str] = field(default_factory=dict, repr=False, compare=False)

    @classmethod
    def from_mapping(cls, families: Mapping[str, list[str]]) -> FamilyTable:
        table: dict[str, str] = {}
        for family, hosts in families.items():
            for host in hosts:
                table[host.lower().removeprefix("www.")] = family
        return cls(table)

    @classmethod
    def load(cls, path: Path) -> FamilyTable:
        families = _read(path)
        return cls() if families is None else cls.from_mapping(families)

    def family_of(self, url_or_host: str, overrides: Mapping[str, str] | None = None) -> str:
        host = host_of(url_or_host) if "://" in url_or_host else url_or_host.lower()
        host = host.removeprefix("www.")
        # a suffix ``_longest_suffix`` finds ends the host: a host that ends with none of the
        # case's overrides (most of a ranking's) needs no walk through its suffixes
        if overrides and host.endswith(tuple(overrides)):
            family = _longest_suffix(overrides, host)
            if family is not None:
                return family
        cached = self._memo.get(host)
        if cached is None:
            cached = _longest_suffix(self.suffixes, host) or UNKNOWN_FAMILY
            self._memo[host] = cached
        return cached


def _read(path: Path) -> dict[str, list[str]] | None:
    """The families file's table (None without the file)."""
    if not path.is_file():
        return None
    try:
        data = read_yaml(path) or {"families": {}}
        parsed = _FamiliesFile.model_validate(data)
    except YAMLError as exc:
        raise GoldenFileError(path, f"cannot read the families table: {exc}") from None
    except ValidationError as exc:
        where, problem = validation_problem(exc)
        raise GoldenFileError(
            path, f"{problem} (a mapping 'families' of family to host suffixes)", field=where
        ) from None
    return parsed.families


def load_family_names(golden_dir: Path) -> frozenset[str] | None:
    """The families ``golden/families.yaml`` declares (None without the file)."""
    families = _read(golden_dir / FAMILIES_NAME)
    return None if families is None else frozenset(families)


def family_problems(
    families: Iterable[str], overrides: Mapping[str, str], declared: frozenset[str] | None
) -> Iterator[tuple[int, str]]:
    """(index, why) of each family a case expects that no host can belong to: neither
    declared in families.yaml, nor ``other``, nor given by the case's own
    ``family_overrides`` (a typo, ``refrence``, would silently keep every document out of
    precision). Without a families.yaml no host belongs to any family: each family the
    case names, other than ``other`` and its own overrides', is one (walkthrough 59: a
    deleted families.yaml turned precision to 0 without a word)."""
    if declared is None:
        own = {UNKNOWN_FAMILY} | set(overrides.values())
        for index, family in enumerate(families):
            if family not in own:
                yield (
                    index,
                    (
                        f"family {family!r} is named but the golden set has no {FAMILIES_NAME} "
                        "(no host belongs to it, so no document could count for precision)"
                    ),
                )
        return
    known = declared | {UNKNOWN_FAMILY} | set(overrides.values())
    for index, family in enumerate(families):
        if family in known:
            continue
        close = difflib.get_close_matches(family, sorted(known), n=1, cutoff=0.6)
        hint = (
            f"did you mean {close[0]!r}?"
            if close
            else f"declared: {', '.join(sorted(declared)[:12])}{'...' if len(declared) > 12 else ''}"
        )
        yield (
            index,
            (
                f"family {family!r} is not declared in {FAMILIES_NAME} (no host belongs to it, so "
                f"no document could count for precision); {hint}"
            ),
        )


def _longest_suffix(table: Mapping[str, str], host: str) -> str | None:
    candidate = host
    while candidate:
        family = table.get(candidate)
        if family is not None:
            return family
        _, _, candidate = candidate.partition(".")
    return None
