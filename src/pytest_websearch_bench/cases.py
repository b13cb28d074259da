"""Golden cases: the pydantic models of ``golden/cases/*.yaml`` and their loader.

A golden file holds a list of cases. Every problem is reported as a
:class:`GoldenFileError` naming the file, the case id and the field.
"""

from __future__ import annotations

import datetime as dt
import hashlib
import json
import os
import re
from collections.abc import Iterable, Iterator, Mapping, Sequence
from functools import cached_property
from pathlib import Path
from typing import Any, Literal

from pydantic import BaseModel, ConfigDict, Field, TypeAdapter, ValidationError, field_validator

from . import __version__
from .errors import GoldenFileError
from .urls import canonical_url
from .yaml_files import YAMLError, parse_yaml

CASE_ID = re.compile(r"^[A-Za-z0-9][A-Za-z0-9._-]*$")
WebRole = Literal["allowed", "forbidden"]
Topic = Literal["general", "news"]


_REGEX_META = frozenset(".^$*+?{}[]|()")


def _literal_of(pattern: str) -> str | None:
    """The plain text a pattern matches when it has no regex operator (``ventas@x\\.mx``)."""
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


class AnswerMatcher:
    """A case-insensitive answer pattern; plain-text patterns skip the regex engine."""

    __slots__ = ("literal", "pattern", "regex")

    def __init__(self, pattern: str) -> None:
        self.pattern = pattern
        literal = _literal_of(pattern)
        self.literal = None if literal is None else literal.lower()
        self.regex = None if literal is not None else re.compile(pattern, re.IGNORECASE)

    def search(self, text: str, lowered: str | None = None) -> bool:
        if self.literal is not None:
            return self.literal in (lowered if lowered is not None else text.lower())
        assert self.regex is not None
        return self.regex.search(text) is not None

    def find_all(self, text: str) -> Iterator[tuple[int, int]]:
        """Where the matches are in ``text`` (offsets into ``text`` itself: lowering can
        change a string's length, so literals are searched by regex here too)."""
        regex = self.regex or re.compile(self.pattern, re.IGNORECASE)  # literals are regexes too
        for match in regex.finditer(text):
            if match.end() > match.start():
                yield match.start(), match.end()

    def find(self, text: str) -> tuple[int, int] | None:
        return next(self.find_all(text), None)


class _Model(BaseModel):
    model_config = ConfigDict(extra="forbid", frozen=True)


class Expect(_Model):
    """What a good answer looks like. ``families`` and ``answer_patterns`` define
    precision's relevance; ``urls`` are the gold list NDCG is scored against."""

    families: tuple[str, ...] = ()
    hosts: tuple[str, ...] = ()
    urls: tuple[str, ...] = ()
    answer_patterns: tuple[str, ...] = ()
    family_overrides: dict[str, str] = Field(default_factory=dict)

    @field_validator("answer_patterns")
    @classmethod
    def _patterns_compile(cls, value: tuple[str, ...]) -> tuple[str, ...]:
        for pattern in value:
            if _literal_of(pattern) is not None:
                continue  # plain text: nothing to compile
            try:
                re.compile(pattern)
            except re.error as exc:
                raise ValueError(f"answer pattern {pattern!r} is not a valid regex: {exc}") from exc
        return value

    @field_validator("urls")
    @classmethod
    def _urls_absolute(cls, value: tuple[str, ...]) -> tuple[str, ...]:
        for url in value:
            if not url.startswith(("http://", "https://")):
                raise ValueError(f"gold url {url!r} is not an absolute http(s) URL")
        return value


class SearchParams(_Model):
    """Search parameters of a case, mapped by each adapter to its own API."""

    max_results: int = Field(default=10, ge=1, le=100)
    country: str | None = None  # no silent locale: from the case or golden/defaults.yaml
    language: str | None = None
    topic: Topic = "general"
    include_domains: tuple[str, ...] = ()
    exclude_domains: tuple[str, ...] = ()
    start_date: dt.date | None = None
    end_date: dt.date | None = None


_PARAMS: dict[SearchParams, SearchParams] = {}


class GoldenCase(_Model):
    id: str
    category: str = Field(min_length=1)
    query: str = Field(min_length=1)
    entity: str | None = None
    claim_type: str = Field(min_length=1)
    web_role: WebRole = "allowed"
    freshness_days: int | None = Field(default=None, ge=1)
    expect: Expect = Field(default_factory=Expect)
    params: SearchParams = Field(default_factory=SearchParams, validate_default=True)
    registry: str | None = None
    notes: str | None = None

    @field_validator("params")
    @classmethod
    def _shared_params(cls, value: SearchParams) -> SearchParams:
        # Most cases of a large set search the same way: one frozen instance serves them
        # all (a golden set of thousands of cases is held in memory for the session).
        return _PARAMS.setdefault(value, value)

    @field_validator("id")
    @classmethod
    def _id_shape(cls, value: str) -> str:
        if not CASE_ID.match(value):
            raise ValueError(f"case id {value!r} must match {CASE_ID.pattern}")
        return value

    @property
    def forbidden(self) -> bool:
        return self.web_role == "forbidden"

    @cached_property
    def gold_urls(self) -> frozenset[str]:
        return frozenset(canonical_url(u) for u in self.expect.urls)

    @cached_property
    def answer_matchers(self) -> tuple[AnswerMatcher, ...]:
        return tuple(AnswerMatcher(p) for p in self.expect.answer_patterns)

    def matches_answer(self, text: str) -> bool:
        """Whether ``text`` contains one of the answer patterns (case-insensitive)."""
        if not self.answer_matchers:
            return False
        lowered = text.lower()
        return any(m.search(text, lowered) for m in self.answer_matchers)


def _field_path(loc: Sequence[int | str]) -> str:
    return ".".join(str(part) for part in loc) or "<case>"


DEFAULTS_NAME = "defaults.yaml"


class _DefaultsFile(_Model):
    params: dict[str, Any] = Field(default_factory=dict)


def load_defaults(golden_dir: Path) -> dict[str, Any]:
    """The search parameters every case of a golden set uses unless it sets its own
    (``golden/defaults.yaml``: ``params: {country: MX, language: es}``); none without
    the file, so no locale is ever sent that nobody declared."""
    path = golden_dir / DEFAULTS_NAME
    if not path.is_file():
        return {}
    try:
        data = parse_yaml(path.read_text(encoding="utf-8")) or {}
        params = _DefaultsFile.model_validate(data).params
        SearchParams.model_validate(params)  # the same keys and values a case may set
    except (OSError, UnicodeDecodeError, YAMLError) as exc:
        raise GoldenFileError(path, f"cannot read the golden set's defaults: {exc}") from None
    except ValidationError as exc:
        first = exc.errors()[0]
        problem = "unknown field (typo?)" if first["type"] == "extra_forbidden" else first["msg"]
        raise GoldenFileError(path, problem, field=_field_path(first["loc"])) from None
    return dict(params)


def parse_cases(
    data: object, path: Path | str, defaults: Mapping[str, Any] | None = None
) -> list[GoldenCase]:
    """Validate already-parsed YAML data of one golden file; ``defaults`` are search
    parameters a case gets unless it sets its own."""
    if data is None:
        return []
    if not isinstance(data, list):
        raise GoldenFileError(
            path, f"the file must hold a list of cases, found {type(data).__name__}"
        )
    cases: list[GoldenCase] = []
    seen: dict[str, int] = {}
    for index, raw in enumerate(data):
        raw_id = raw.get("id") if isinstance(raw, dict) else None
        case_id = str(raw_id) if raw_id is not None else f"#{index + 1}"
        if not isinstance(raw, dict):
            raise GoldenFileError(path, "each case must be a mapping", case_id=case_id)
        if defaults and isinstance(raw.get("params", {}), dict):
            raw = {**raw, "params": {**defaults, **raw.get("params", {})}}
        try:
            case = GoldenCase.model_validate(raw)
        except ValidationError as exc:
            first = exc.errors()[0]
            problem = first["msg"]
            if first["type"] == "extra_forbidden":
                problem = "unknown field (typo?)"
            raise GoldenFileError(
                path,
                f"{problem}"
                + (f" ({len(exc.errors())} problems)" if len(exc.errors()) > 1 else ""),
                case_id=case_id,
                field=_field_path(first["loc"]),
            ) from None
        if case.id in seen:
            raise GoldenFileError(
                path, f"duplicate case id (also case #{seen[case.id] + 1})", case_id=case.id
            )
        seen[case.id] = index
        cases.append(case)
    return cases


_CASE_LIST: TypeAdapter[list[GoldenCase]] = TypeAdapter(list[GoldenCase])


def load_case_file(
    path: Path, cache_dir: Path | None = None, defaults: Mapping[str, Any] | None = None
) -> list[GoldenCase]:
    """The cases of one golden file, with the golden set's ``defaults`` applied. With
    ``cache_dir``, the validated cases are kept as JSON keyed by the file's sha256 and the
    defaults (PyYAML costs ~0.3 ms a case; the cache ~0.05 ms)."""
    try:
        raw = path.read_bytes()
        text = raw.decode("utf-8")
    except (OSError, UnicodeDecodeError) as exc:
        raise GoldenFileError(path, f"cannot read: {exc}") from None
    cached = None
    if cache_dir is not None:
        key = json.dumps(dict(defaults or {}), sort_keys=True, default=str).encode()
        digest = hashlib.sha256(__version__.encode() + b"\0" + key + b"\0" + raw).hexdigest()
        cached = cache_dir / "golden" / f"{digest}.json"
        try:
            return _CASE_LIST.validate_json(cached.read_bytes())
        except (OSError, ValidationError, ValueError):
            pass
    try:
        data = parse_yaml(text)
    except YAMLError as exc:
        raise GoldenFileError(path, f"not valid YAML: {exc}") from None
    cases = parse_cases(data, path, defaults)
    if cached is not None:
        try:
            cached.parent.mkdir(parents=True, exist_ok=True)
            tmp = cached.with_suffix(f".{os.getpid()}.tmp")
            tmp.write_bytes(_CASE_LIST.dump_json(cases))
            tmp.replace(cached)
        except OSError:
            pass  # a read-only cache directory only costs speed
    return cases


def case_files(golden_dir: Path) -> list[Path]:
    cases_dir = golden_dir / "cases"
    if not cases_dir.is_dir():
        return []
    return sorted(p for p in cases_dir.rglob("*") if p.suffix in (".yaml", ".yml") and p.is_file())


def load_golden_cases(golden_dir: Path, cache_dir: Path | None = None) -> list[GoldenCase]:
    """All cases of a golden set, ids unique across files, sorted by id."""
    by_id: dict[str, Path] = {}
    cases: list[GoldenCase] = []
    defaults = load_defaults(golden_dir)
    for path in case_files(golden_dir):
        for case in load_case_file(path, cache_dir, defaults):
            if case.id in by_id:
                raise GoldenFileError(
                    path, f"duplicate case id, also defined in {by_id[case.id]}", case_id=case.id
                )
            by_id[case.id] = path
            cases.append(case)
    return sorted(cases, key=lambda c: c.id)


def categories(cases: Iterable[GoldenCase]) -> list[str]:
    return sorted({c.category for c in cases})
