"""Host families (government, registry, news, corporate, ...) from ``golden/families.yaml``.

A host belongs to the family of the longest listed suffix it ends with
(``dof.gob.mx`` beats ``gob.mx``); per-case overrides come first. An unlisted
host is ``other``: precision never counts it unless a case lists ``other``.
"""

from __future__ import annotations

from collections.abc import Mapping
from dataclasses import dataclass, field
from pathlib import Path

from pydantic import BaseModel, ConfigDict, ValidationError

from .errors import GoldenFileError, validation_problem
from .urls import host_of
from .yaml_files import YAMLError, read_yaml

UNKNOWN_FAMILY = "other"


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
        if not path.is_file():
            return cls()
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
        return cls.from_mapping(parsed.families)

    def family_of(self, url_or_host: str, overrides: Mapping[str, str] | None = None) -> str:
        host = host_of(url_or_host) if "://" in url_or_host else url_or_host.lower()
        host = host.removeprefix("www.")
        if overrides:
            family = _longest_suffix(overrides, host)
            if family is not None:
                return family
        cached = self._memo.get(host)
        if cached is None:
            cached = _longest_suffix(self.suffixes, host) or UNKNOWN_FAMILY
            self._memo[host] = cached
        return cached


def _longest_suffix(table: Mapping[str, str], host: str) -> str | None:
    candidate = host
    while candidate:
        family = table.get(candidate)
        if family is not None:
            return family
        _, _, candidate = candidate.partition(".")
    return None
