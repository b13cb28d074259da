"""Golden cases: the pydantic models of ``golden/cases/*.yaml`` and their loader.

A golden file holds a list of cases. Every problem is reported as a
:class:`GoldenFileError` naming the file, the case id and the field.
"""

from __future__ import annotations

import contextlib
import datetime as dt
import difflib
import hashlib
import json
import re
import sys
from collections.abc import Iterable, Mapping, Sequence
from dataclasses import dataclass
from functools import cached_property
from pathlib import Path
from typing import Annotated, Any, Literal

from pydantic import (
    AfterValidator,
    BaseModel,
    ConfigDict,
    Discriminator,
    Field,
    Strict,
    StringConstraints,
    Tag,
    TypeAdapter,
    ValidationError,
    ValidationInfo,
    field_validator,
)
from pydantic_core import PydanticCustomError

from .atomic_files import write_whole
from .categories import CATEGORIES_NAME, category_problem, load_categories
from .code_digest import source_digest
from .errors import GoldenFileError, GoldenFileErrors, _found, plain_problem, should_be
from .families import FAMILIES_NAME, family_problems, load_family_names
from .file_identity import data_identity
from .golden_messages import (
    NOT_A_MAPPING_REMEDY,
    around,
    duplicate_problem,
    empty_file,
    field_remedy,
    located,
    yaml_error,
)
from .patterns import AnswerMatcher, pattern_problem
from .text_position import undecodable
from .treepaths import escapes
from .urls import canonical_url, page_key
from .yaml_files import (
    UnreadableScalar,
    YAMLError,
    YAMLProblem,
    parse_yaml,
    parse_yaml_all_problems,
    unreadable_scalars,
)

# What validates a golden file besides the package's own code: part of the cache key.
# ``regex`` and the running Python's ``re`` parser decide whether an answer pattern is
# safe (``patterns.pattern_problem``), a check a cache entry is not put through again
# (``FROM_CACHE``): ``golden_cache_code`` holds both.
GOLDEN_LIBRARIES = ("pydantic", "PyYAML", "regex")
CASE_ID = re.compile(r"^[A-Za-z0-9][A-Za-z0-9._-]*$")
DUPLICATE_REMEDY = (
    "give one of the two cases another id (an id names one case across the golden set: "
    "the cassettes, the pool and the run files are keyed by it)"
)
WebRole = Literal["allowed", "forbidden"]
Topic = Literal["general", "news"]
PRECISION_LEFT_OUT = (
    "no expect.answer_patterns, no expect.urls and no origin group golden/pool.yaml judges "
    "relevant: nothing can show that a document supports the claim (a family alone is not "
    "relevance)"
)
PRECISION_LEFT_OUT_ZERO = (
    "no expect.answer_patterns, every URL of expect.urls graded 0 (judged not relevant) "
    "and no origin group golden/pool.yaml judges relevant: nothing can show that a "
    "document supports the claim"
)
# A gold URL's relevance grade, on the one scale the bench grades relevance on: TREC DL's
# and UMBRELA's 0-3, which the judge grades chunks on and ``--ws-judge-threshold`` takes
# (0 judged not relevant, 1 related, 2 relevant, 3 highly relevant; nDCG's gain is the
# grade). A grade from a wider scale (TREC Web's 4, a score out of 100) is refused, not
# taken as a gain three times or thirty times a relevant page's.
GRADE_MAX = 3
GRADES_DOC = "docs/golden-files.md 'Graded gold URLs'"
GRADE_REMEDY = (
    f"write the grade as a whole number from 0 to {GRADE_MAX} (0 judged not relevant, 1 "
    "related, 2 relevant, 3 highly relevant: the judge's scale, and nDCG's gain; map a "
    f"wider scale onto it), or write expect.urls as a list when every URL is equally "
    f"relevant ({GRADES_DOC})"
)
URLS_SHAPE_REMEDY = (
    "write expect.urls as a list of gold URLs (`- https://...` lines, each of grade 1) or "
    f"as a mapping of each URL to its grade (`https://...: 2`, 0 to {GRADE_MAX}; {GRADES_DOC})"
)
_Grade = Annotated[int, Strict(), Field(ge=0, le=GRADE_MAX)]


def _how_many(count: int) -> str:
    return "two" if count == 2 else str(count)


def clash_remedy(count: int) -> str:
    """The remedy of ``count`` URLs of one page graded differently: keep one of them."""
    return (
        f"keep one of the {_how_many(count)} URLs, with the grade the page deserves (the bench "
        "compares URLs canonicalized: scheme and host lowercased, default port, fragment "
        "and tracking parameters dropped)"
    )


CLASH_REMEDY = clash_remedy(2)
GradeClash = tuple[str, tuple[tuple[str, int], ...]]


def _grade_clashes(grades: Mapping[str, int]) -> list[GradeClash]:
    """The URLs of ``grades`` that are the same page once canonicalized yet graded
    differently: each such page's canonical URL, with its URLs as written and their grades
    (in the mapping's order). The same page twice with one grade is one gold URL."""
    pages: dict[str, list[str]] = {}
    for url in grades:
        pages.setdefault(canonical_url(url), []).append(url)
    return [
        (page, tuple((url, grades[url]) for url in urls))
        for page, urls in pages.items()
        if len({grades[url] for url in urls}) > 1
    ]


def _clash_problem(page: str, urls: Sequence[tuple[str, int]]) -> str:
    named = [f"{url!r} (grade {grade})" for url, grade in urls]
    listed = ", ".join(named[:-1]) + f" and {named[-1]}"
    return (
        f"gold urls {listed} are the same page once canonicalized ({page}), with different grades"
    )


def _urls_form(value: object) -> str:
    return "graded" if isinstance(value, Mapping) else "list"


# The tags of expect.urls' two forms, in a validation error's location after the field
URLS_FORMS = ("list", "graded")
GoldUrls = Annotated[
    Annotated[tuple[str, ...], Tag("list")] | Annotated[dict[str, _Grade], Tag("graded")],
    Discriminator(_urls_form),
]


def _pattern_safe(pattern: str, info: ValidationInfo) -> str:
    if info.context is FROM_CACHE:
        return pattern
    problem = pattern_problem(pattern)  # empty, invalid, catastrophic backtracking
    if problem is not None:
        raise ValueError(problem)
    return pattern


# The validation context of a parsed-golden cache entry (``read_case_file``). Its cases
# passed every check when the entry was written, by this same code, libraries and Python
# (the entry's key holds them: ``golden_cache_code``), so the checks written in Python (an id's shape, the gold URLs
# absolute and no page twice, an answer pattern safe, a locale code's shape), which only
# ever accept a value as it is or refuse it, are not run again on reading it back: about
# 47K of the 137K instructions a case's validation costs (stop 68). pydantic's own checks
# of types and ranges still run.
FROM_CACHE: dict[str, bool] = {"parsed_golden_cache": True}

_FIELDS_SETS: dict[frozenset[str], set[str]] = {}


class _Model(BaseModel):
    model_config = ConfigDict(extra="forbid", frozen=True)

    def model_post_init(self, context: Any, /) -> None:
        # pydantic gives every instance its own set of the fields it was given (728 bytes
        # for five or more names): a golden set of thousands of cases, held for the whole
        # session, would hold thousands of equal sets. The models are frozen, so nothing
        # adds to the set in place (``model_copy`` copies it before it updates it): cases
        # given the same fields share one.
        given = self.__pydantic_fields_set__
        shared = _FIELDS_SETS.setdefault(frozenset(given), given)
        if shared is not given:
            object.__setattr__(self, "__pydantic_fields_set__", shared)


class Expect(_Model):
    """What a good answer looks like. ``families`` and ``answer_patterns`` define
    precision's relevance; ``urls`` are the gold URLs nDCG, hit and MRR are scored against:
    a list (each URL of grade 1) or a mapping of each URL to its relevance grade."""

    families: tuple[str, ...] = ()
    hosts: tuple[str, ...] = ()
    urls: GoldUrls = ()
    # each pattern checked on its own: every bad one is named, at its own line
    answer_patterns: tuple[Annotated[str, AfterValidator(_pattern_safe)], ...] = ()
    family_overrides: dict[str, str] = Field(default_factory=dict)

    @field_validator("urls")
    @classmethod
    def _urls_absolute(
        cls, value: tuple[str, ...] | dict[str, int], info: ValidationInfo
    ) -> tuple[str, ...] | dict[str, int]:
        if info.context is FROM_CACHE:
            return value
        for url in value:
            if not url.lower().startswith(("http://", "https://")):
                raise ValueError(f"gold url {url!r} is not an absolute http(s) URL")
        if isinstance(value, dict):
            clashes = _grade_clashes(value)
            if clashes:
                raise PydanticCustomError(
                    "gold_grades_collide",
                    "{problem}",
                    {
                        "problem": _clash_problem(*clashes[0]),
                        "remedy": clash_remedy(len(clashes[0][1])),
                        # each clash's canonical URL and its URLs as written, with grades:
                        # every URL's own line is named (_case_errors)
                        "clashes": clashes,
                    },
                )
        pages: dict[str, str] = {}
        for at, url in enumerate(value):
            variant = pages.setdefault(page_key(url), url)
            if canonical_url(variant) != canonical_url(url):
                spelt = {canonical_url(u) for u in value if page_key(u) == page_key(url)}
                keep = (
                    f"keep one of the two URLs (delete {url!r}, or the other)"
                    if len(spelt) == 2
                    else f"keep one of the {len(spelt)} URLs of this page (delete all but one)"
                )
                raise PydanticCustomError(
                    "gold_urls_same_page",
                    "{problem}",
                    {
                        "problem": f"gold urls {variant!r} and {url!r} are one page for the "
                        f"evaluation ({page_key(url)}): the bench compares pages whatever "
                        "their scheme (http, https), a leading 'www.' or a trailing slash",
                        "remedy": f"{keep}; "
                        "a gold page is credited whichever of its spellings a provider "
                        "returns (docs/decision-report.md, 'How URLs are compared')",
                        "at": url if isinstance(value, dict) else at,
                    },
                )
        return value

    @property
    def grades(self) -> dict[str, int]:
        """Each gold URL as written with its grade (1 for every URL of a list)."""
        urls = self.urls
        return dict(urls) if isinstance(urls, dict) else dict.fromkeys(urls, 1)

    @property
    def relevant_urls(self) -> tuple[str, ...]:
        """The gold URLs as written that count as relevant (grade 1 or more)."""
        urls = self.urls
        if isinstance(urls, dict):
            return tuple(url for url, grade in urls.items() if grade >= 1)
        return urls


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

    @field_validator("country", "language")
    @classmethod
    def _locale_code(cls, value: str | None, info: ValidationInfo) -> str | None:
        if info.context is FROM_CACHE:
            return value
        # Every adapter sends a two-letter code (Tavily maps the country to its own name):
        # a name such as "Mexico" or "english" was dropped by all of them, silently.
        if value is None or _LOCALE_CODE.fullmatch(value):
            return value
        standard, examples = _LOCALE_FORMS[str(info.field_name)]
        raise PydanticCustomError(
            "locale_code",
            "{problem}",
            {
                "problem": f"{info.field_name} {value!r} is not an {standard} code",
                "remedy": f"write the two-letter {standard} code, e.g. {examples} (every "
                "provider adapter maps the code to its own form)",
            },
        )


_LOCALE_CODE = re.compile(r"[A-Za-z]{2}")
_LOCALE_FORMS = {
    "country": ("ISO 3166-1 alpha-2", "MX, US, DE"),
    "language": ("ISO 639-1", "es, en, de"),
}

# keyed by the field values in their order: what pydantic's ``==`` compares (the same
# type, no extra or private attributes), at a sixth of its cost (~3.6 us a case: a frozen
# model's hash and ``__eq__`` are Python)
_PARAMS: dict[tuple[Any, ...], SearchParams] = {}


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
        return _PARAMS.setdefault(tuple(value.__dict__.values()), value)

    @field_validator("id")
    @classmethod
    def _id_shape(cls, value: str, info: ValidationInfo) -> str:
        if info.context is FROM_CACHE:
            return value
        if not CASE_ID.match(value):
            raise ValueError(f"case id {value!r} must match {CASE_ID.pattern}")
        return value

    @property
    def forbidden(self) -> bool:
        return self.web_role == "forbidden"

    @cached_property
    def definition_sha256(self) -> str:
        """sha256 of the case's definition: every field but its notes, as JSON with sorted
        keys (each record's ``case_sha256``: a case whose definition changed is not
        compared with its past). A golden file's cases read from the parsed-golden cache
        come with it (computed once, when the file was parsed)."""
        data = self.model_dump(mode="json", exclude={"notes"})
        text = json.dumps(data, sort_keys=True, ensure_ascii=False, separators=(",", ":"))
        return hashlib.sha256(text.encode("utf-8")).hexdigest()

    def __copy__(self) -> GoldenCase:
        # What a case derives from its fields (the cached properties, kept in its
        # ``__dict__``) is left out of a copy: ``model_copy(update=...)`` changes fields
        # of the copy, whose digest and gold URLs must follow them.
        return _underived(super().__copy__())

    def __deepcopy__(self, memo: dict[int, Any] | None = None) -> GoldenCase:
        return _underived(super().__deepcopy__(memo))

    @property
    def precision_left_out(self) -> str | None:
        """Why precision is not defined for this case on its own fields, or None. A
        document is relevant for precision when it supports the claim (a gold URL, an
        origin group the reviewed pool judges relevant, or an answer pattern found in it)
        *and* its family is expected (SPEC): a family alone is not relevance, so an allowed
        case with neither ``expect.urls`` nor ``expect.answer_patterns`` could only ever
        score 0, unless the pool judges a group of it relevant: the run decides with its
        pool (``relevance.precision_left_out``). It is left out of precision (as a case
        without gold URLs is left out of nDCG) and counted apart, never a 0 blamed on the
        provider."""
        if self.forbidden or self.gold_urls or self.expect.answer_patterns:
            return None
        return PRECISION_LEFT_OUT_ZERO if self.expect.urls else PRECISION_LEFT_OUT

    @cached_property
    def gold_urls(self) -> frozenset[str]:
        """The relevant gold URLs, canonicalized: grade 1 or more (every URL of a list)."""
        return frozenset(canonical_url(u) for u in self.expect.relevant_urls)

    @cached_property
    def judged_not_relevant(self) -> frozenset[str]:
        """The gold URLs graded 0, as the evaluation compares pages (``urls.page_key``):
        judged not relevant by the person who graded them, so a document there never counts
        as relevant by any route (an answer pattern in its text included), and the pool
        takes it as judged."""
        urls = self.expect.urls
        if not isinstance(urls, dict):
            return frozenset()
        return frozenset(page_key(url) for url, grade in urls.items() if grade == 0)

    @cached_property
    def gold_pages(self) -> frozenset[str]:
        """``gold_urls`` as the evaluation compares them (``urls.page_key``)."""
        return frozenset(page_key(u) for u in self.gold_urls)

    @cached_property
    def gold_grades(self) -> dict[str, int] | None:
        """Each gold URL, canonicalized, with its grade (0 included: judged not relevant);
        None when every one is of grade 1 (a list, or a mapping of 1s): binary relevance,
        scored as ``gold_urls``."""
        urls = self.expect.urls
        if not isinstance(urls, dict) or all(grade == 1 for grade in urls.values()):
            return None
        return dict(sorted((canonical_url(url), grade) for url, grade in urls.items()))

    @cached_property
    def answer_matchers(self) -> tuple[AnswerMatcher, ...]:
        owner = f"case {self.id!r}"
        return tuple(AnswerMatcher(p, owner) for p in self.expect.answer_patterns)

    @cached_property
    def _latin1_literals(self) -> tuple[bytes, ...] | None:
        """The answer patterns as Latin-1 bytes when every one is a literal that Latin-1
        can hold (None otherwise): see ``matches_answer``."""
        if _LATIN1_LOWER is None:
            return None
        found = []
        for matcher in self.answer_matchers:
            if matcher.literal is None:
                return None
            try:
                found.append(matcher.literal.encode("latin-1"))
            except UnicodeEncodeError:
                return None
        return tuple(found)

    def matches_answer(self, text: str) -> bool:
        """Whether ``text`` contains one of the answer patterns (case-insensitive)."""
        matchers = self.answer_matchers
        if not matchers:
            return False
        # A lowercase literal found in the text as it is is in the lowered text too (every
        # character lower() writes lowers to itself): the leading literals are tried on
        # the text first, which spares lowering it (a regex would be tried before any
        # literal after it, so the look stops at the first one).
        for matcher in matchers:
            if matcher.literal is None:
                break
            if matcher.literal in text:
                return True
        # A text Latin-1 can hold lowers character for character within Latin-1
        # (``_LATIN1_LOWER``), so literals are looked for in its bytes lowered by table:
        # the same answer, without str.lower()'s full Unicode case mapping of every
        # character (the text is not ASCII as soon as it holds an accent).
        literals = self._latin1_literals
        if literals is not None:
            try:
                lowered_bytes = text.encode("latin-1").translate(_LATIN1_LOWER)
            except UnicodeEncodeError:
                pass
            else:
                return any(literal in lowered_bytes for literal in literals)
        lowered = text.lower()
        return any(m.search(text, lowered) for m in matchers)


def _underived(case: GoldenCase) -> GoldenCase:
    fields = GoldenCase.model_fields
    for key in [key for key in case.__dict__ if key not in fields]:
        del case.__dict__[key]
    return case


def _latin1_lower() -> bytes | None:
    """``str.lower`` over Latin-1 as a byte table, or None if some Latin-1 character
    lowers to anything but one Latin-1 character (not so in any Unicode version yet)."""
    lowered = [chr(code).lower() for code in range(256)]
    if any(len(c) != 1 or ord(c) > 255 for c in lowered):
        return None
    return bytes(ord(c) for c in lowered)


_LATIN1_LOWER = _latin1_lower()


def _field_path(loc: Sequence[int | str]) -> str:
    """The field a problem is about, as the golden file names it (``expect.families``): an
    item's index is left out of the name, its line says which item it is."""
    parts = list(loc)
    if parts[:2] == ["expect", "urls"]:  # a URL of the mapping form: its line says which
        return "expect.urls"
    while parts and isinstance(parts[-1], int):
        parts.pop()
    return ".".join(str(part) for part in parts) or "<case>"


def _urls_untagged(error: Mapping[str, Any]) -> Mapping[str, Any]:
    """``error`` without the form pydantic names in the location of a problem inside
    expect.urls (``list`` or ``graded``: not a key of the file)."""
    loc = tuple(error["loc"])
    if loc[:2] == ("expect", "urls") and len(loc) > 2 and loc[2] in URLS_FORMS:
        return {**error, "loc": (*loc[:2], *loc[3:])}
    return error


def _field_names(model: type[BaseModel], under: str = "") -> dict[str, str]:
    """Every field name of ``model`` and of the models its fields hold (for "did you
    mean"), each with the field it is under ("" for a case's own, ``params``...)."""
    names: dict[str, str] = {}
    for name, info in model.model_fields.items():
        key = info.alias or name
        names.setdefault(key, under)
        for inner in (info.annotation, *getattr(info.annotation, "__args__", ())):
            if isinstance(inner, type) and issubclass(inner, BaseModel):
                for inner_key, home in _field_names(inner, f"{under}.{key}".lstrip(".")).items():
                    names.setdefault(inner_key, home)
    return names


def _problem(error: Mapping[str, Any]) -> tuple[str, str, str | None]:
    """One validation problem in the golden file's words (pydantic's prefixes dropped, an
    unknown field with the closest known name), its remedy, and that closest name."""
    field = _field_path(error["loc"])
    loc = tuple(error["loc"])
    if field == "expect.urls" and len(loc) > 2 and not isinstance(loc[2], int):
        # a URL of the mapping form (its key) or its grade
        if loc[-1] == "[key]":
            return f"gold url {loc[2]!r} should be text", URLS_SHAPE_REMEDY, None
        return (
            f"the grade of gold url {loc[2]!r} should be a whole number from 0 to "
            f"{GRADE_MAX}, found {_found(error.get('input'))}",
            GRADE_REMEDY,
            None,
        )
    context = error.get("ctx") or {}
    if "remedy" in context:  # a check of the case's own that knows its remedy
        return plain_problem(error), str(context["remedy"]), None
    if field == "expect.urls" and len(loc) == 2 and error["type"] == "tuple_type":
        given = _found(error.get("input"))
        problem = f"should be a list of URLs or a mapping of URL to grade, found {given}"
        return problem, URLS_SHAPE_REMEDY, None
    if field == "expect.urls" and should_be(str(error["type"])) is not None:
        return plain_problem(error), URLS_SHAPE_REMEDY, None
    if error["type"] == "extra_forbidden":
        key = str(error["loc"][-1]) if error["loc"] else ""
        names = _field_names(GoldenCase)
        found = difflib.get_close_matches(key, sorted(names), n=1, cutoff=0.6)
        close = found[0] if found else None
        problem = "unknown field" + (f"; did you mean {close!r}?" if close else " (a typo?)")
        home = names[close] if close is not None else None
        return problem, field_remedy(error, field, close, home), close
    return plain_problem(error), field_remedy(error, field), None


def _case_errors(
    path: Path | str, case_id: str, exc: ValidationError, index: int
) -> list[GoldenFileError]:
    """Every problem of a case (a typo is often two: the misspelt field unknown, the right
    one missing), the unknown fields first: they say what to fix. An unknown field is
    placed at its key, every other problem at its value."""
    errors = sorted(exc.errors(), key=lambda e: e["type"] != "extra_forbidden")
    found: list[GoldenFileError] = []
    renames: dict[tuple[int | str, ...], str] = {}  # a missing field's loc -> its typo's remedy
    for tagged in errors:
        error = _urls_untagged(tagged)
        if error["type"] == "gold_grades_collide":  # at each URL's own line, not the mapping's
            found.extend(
                GoldenFileError(
                    path,
                    _clash_problem(page, urls),
                    case_id=case_id,
                    field="expect.urls",
                    remedy=clash_remedy(len(urls)),
                    loc=(index, "expect", "urls", url),
                    at_key=True,
                )
                for page, urls in error["ctx"]["clashes"]
                for url, _ in urls
            )
            continue
        problem, remedy, close = _problem(error)
        loc = tuple(error["loc"])
        at_key = error["type"] == "extra_forbidden"
        if loc and loc[-1] == "[key]":  # a mapping's key that is wrong: placed at it
            loc, at_key = loc[:-1], True
        at = (error.get("ctx") or {}).get("at")
        if error["type"] == "gold_urls_same_page" and isinstance(at, (int, str)):
            loc, at_key = (*loc, at), isinstance(at, str)  # at the second spelling's line
        if loc and close is not None:
            renames.setdefault((*loc[:-1], close), remedy)
        elif error["type"] == "missing":
            remedy = renames.get(loc, remedy)  # `qeury` for `query`: one fix for the two
        found.append(
            GoldenFileError(
                path,
                problem,
                case_id=case_id,
                field=_field_path(error["loc"]),
                remedy=remedy,
                loc=(index, *loc),
                at_key=at_key,
            )
        )
    return found


DEFAULTS_NAME = "defaults.yaml"
# The copies ``ws-bench import --force`` keeps of the files it replaced
# (``importers.backup_path``, ``NAME.yaml.bak``): never read as cases (not ``.yaml``),
# and left out of the golden set's hash (``session.loaded.golden_digest``).
BACKUP_SUFFIX = ".bak"
# Vim's swap files: ``.NAME.yaml.swp``, then ``.swo``, ``.swn``... down to ``.swa``.
_SWAP_FILE = re.compile(r"\..+\.sw[a-p]")


def is_leftover(name: str) -> bool:
    """Whether a file of this name is what an import or an editor leaves beside the file
    it changes, never a golden file: a backup (``NAME.yaml.bak``, ``NAME.yaml~``), Emacs's
    lock and auto-save files (``.#NAME.yaml``, ``#NAME.yaml#``), Vim's swap files
    (``.NAME.yaml.swp``). Neither read, nor collected, nor in the golden set's hash."""
    return (
        name.endswith((BACKUP_SUFFIX, "~"))
        or name.startswith(".#")
        or (len(name) > 1 and name.startswith("#") and name.endswith("#"))
        or _SWAP_FILE.fullmatch(name) is not None
    )


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
        remedy = (first.get("ctx") or {}).get("remedy")
        raise GoldenFileError(
            path,
            plain_problem(first) if remedy else problem,
            field=_field_path(first["loc"]),
            remedy=str(remedy) if remedy else None,
        ) from None
    return dict(params)


def parse_cases(
    data: object,
    path: Path | str,
    defaults: Mapping[str, Any] | None = None,
    declared: frozenset[str] | None = None,
    families: frozenset[str] | None = None,
) -> list[GoldenCase]:
    """Validate already-parsed YAML data of one golden file; ``defaults`` are search
    parameters a case gets unless it sets its own; ``declared`` the categories of
    ``golden/categories.yaml`` and ``families`` the families of ``golden/families.yaml``
    (None: the set declares none)."""
    if data is None:
        return []
    if not isinstance(data, list):
        raise GoldenFileError(
            path, f"the file must hold a list of cases, found {type(data).__name__}"
        )
    cases: list[GoldenCase] = []
    seen: dict[str, int] = {}
    problems: list[GoldenFileError] = []  # every problem of the file, reported at once
    for index, raw in enumerate(data):
        raw_id = raw.get("id") if isinstance(raw, dict) else None
        case_id = str(raw_id) if raw_id is not None else f"#{index + 1}"
        if not isinstance(raw, dict):
            problems.append(
                GoldenFileError(
                    path,
                    "each case must be a mapping",
                    case_id=case_id,
                    loc=(index,),
                    remedy=NOT_A_MAPPING_REMEDY,
                )
            )
            continue
        if defaults and isinstance(raw.get("params", {}), dict):
            raw = {**raw, "params": {**defaults, **raw.get("params", {})}}
        case: GoldenCase | None = None
        try:
            case = GoldenCase.model_validate(raw)
        except ValidationError as exc:
            problems.extend(_case_errors(path, case_id, exc, index))
        category = case.category if case is not None else raw.get("category")
        undeclared = category_problem(category, declared) if isinstance(category, str) else None
        if undeclared is not None:
            problems.append(
                GoldenFileError(
                    path,
                    undeclared,
                    case_id=case_id,
                    field="category",
                    loc=(index, "category"),
                    remedy=f"fix the name, or declare the category in {CATEGORIES_NAME} "
                    "(`categories: {name: description}`)",
                )
            )
        # a case pydantic refused is still checked for what its raw data shows (walkthrough,
        # stop 52: a bad pattern hid the same case's duplicate id and misspelt family, one
        # more run each)
        given = raw.get("expect")
        expect: dict[str, Any] = given if isinstance(given, dict) else {}
        named = case.expect.families if case is not None else expect.get("families")
        overrides = (
            case.expect.family_overrides if case is not None else expect.get("family_overrides")
        )
        if raw_id is not None and case_id in seen:
            problems.append(
                GoldenFileError(
                    path,
                    f"duplicate case id (also case #{seen[case_id] + 1})",
                    case_id=case_id,
                    loc=(index, "id"),
                    remedy=DUPLICATE_REMEDY,
                )
            )
        if isinstance(named, (list, tuple)) and all(isinstance(f, str) for f in named):
            problems.extend(
                GoldenFileError(
                    path,
                    why,
                    case_id=case_id,
                    field="expect.families",
                    loc=(index, "expect", "families", at),
                    remedy=f"fix the name, or declare the family in {FAMILIES_NAME} (its host "
                    "suffixes), or give a host of it in expect.family_overrides",
                )
                for at, why in family_problems(
                    named,
                    overrides if isinstance(overrides, dict) else {},
                    families,
                )
            )
        if raw_id is not None:
            seen.setdefault(case_id, index)
        if case is None:
            continue
        cases.append(case)
    if len(problems) == 1:
        raise problems[0]
    if problems:
        raise GoldenFileErrors(path, problems)
    return cases


# The parsed-golden cache: a file's validated cases, each one's definition digest and the
# file's identity (``file_identity``: a file that loads is valid YAML, so ``data:``).
_Identity = Annotated[str, StringConstraints(pattern=r"^data:[0-9a-f]{64}$")]
_CACHED: TypeAdapter[tuple[list[GoldenCase], list[str], str]] = TypeAdapter(
    tuple[list[GoldenCase], list[str], _Identity]
)


@dataclass(frozen=True)
class CaseFile:
    """What a golden file that loads holds: its cases, and its identity in the golden set's
    hash (``file_identity``), worked out from the same parse."""

    cases: list[GoldenCase]
    identity: str


def load_case_file(
    path: Path,
    cache_dir: Path | None = None,
    defaults: Mapping[str, Any] | None = None,
    declared: frozenset[str] | None = None,
    families: frozenset[str] | None = None,
) -> list[GoldenCase]:
    """The cases of one golden file (``read_case_file``)."""
    return read_case_file(path, cache_dir, defaults, declared, families).cases


def golden_cache_code() -> str:
    """What validated a parsed-golden cache entry, in its key: the package's source and
    ``GOLDEN_LIBRARIES``' versions (``source_digest``), and the Python that ran it (its
    ``re`` parser tells a catastrophic pattern, ``_catastrophic``, and 3.11 reads syntax
    3.10 refuses: ``a*+``, ``(?>...)``). A cache folder shared by two interpreters, or
    kept over an upgrade of either, then never serves a case the running code would
    refuse."""
    python = f"{sys.implementation.name}-{'.'.join(map(str, sys.version_info[:3]))}"
    return f"{source_digest(__package__ or 'pytest_websearch_bench', GOLDEN_LIBRARIES)} {python}"


def read_case_file(
    path: Path,
    cache_dir: Path | None = None,
    defaults: Mapping[str, Any] | None = None,
    declared: frozenset[str] | None = None,
    families: frozenset[str] | None = None,
) -> CaseFile:
    """The cases of one golden file and its identity, with the golden set's ``defaults`` applied and their
    categories checked against ``declared``. With ``cache_dir``, the validated cases are
    kept as JSON keyed by the file's sha256, the defaults, the declared categories and a
    digest of the package's source, of pydantic's, PyYAML's and regex's versions and of the
    Python (``golden_cache_code``; an edited checkout with a changed validation rule never reuses a case the old rule accepted;
    PyYAML costs ~0.3 ms a case, the cache ~0.05 ms). The cache keeps each case's
    ``definition_sha256`` too: it is a function of the validated case, which the same key
    gives (about 0.09M instructions a case when computed in each run), and the file's
    identity (``file_identity.data_identity`` of the data parsed here: one parse serves the
    cases and the golden set's hash)."""
    try:
        raw = path.read_bytes()
    except OSError as exc:
        raise GoldenFileError(path, f"cannot read: {exc.strerror or exc}") from None
    try:
        text = raw.decode("utf-8")
    except UnicodeDecodeError as exc:
        raise GoldenFileError(
            path,
            f"not UTF-8 text: {undecodable(raw, exc)}",
            remedy="save the file as UTF-8 (e.g. `iconv -f latin1 -t utf-8`): a golden file is "
            "UTF-8 YAML",
        ) from None
    cached = None
    if cache_dir is not None:
        key = json.dumps(
            [
                dict(defaults or {}),
                None if declared is None else sorted(declared),
                None if families is None else sorted(families),
            ],
            sort_keys=True,
            default=str,
        ).encode()
        code = golden_cache_code().encode()
        digest = hashlib.sha256(code + b"\0" + key + b"\0" + raw).hexdigest()
        cached = cache_dir / "golden" / f"{digest}.json"
        try:
            cases, digests, kept = _CACHED.validate_json(cached.read_bytes(), context=FROM_CACHE)
        except (OSError, ValidationError, ValueError):
            pass
        else:
            if len(digests) == len(cases):
                for case, digest in zip(cases, digests, strict=True):
                    case.__dict__["definition_sha256"] = digest  # the cached property's slot
                return CaseFile(cases, kept)
    try:
        data, yaml_problems = parse_yaml_all_problems(text)
    except YAMLError as exc:
        mark = getattr(exc, "problem_mark", None)
        raise yaml_error(path, str(exc), text, None if mark is None else mark.line) from None
    if data is None or data == []:
        raise empty_file(path, raw, data)
    # a value YAML cannot read (a 13th month) or a duplicate key is one problem of the
    # file among the others, all reported at once (walkthrough, stop 59)
    read_problems = _read_problems(path, data, yaml_problems, text)
    # before the cases are built from it; without a problem the data is what PyYAML's safe
    # loader reads (the loader is stricter, never otherwise)
    identity = None if read_problems else data_identity(data)
    try:
        cases = parse_cases(data, path, defaults, declared, families)
    except GoldenFileError as error:
        problems = [*read_problems, *_without_unreadable(error, read_problems)]
        raise located(_one_or_all(path, problems), text) from None
    if identity is None:  # there were read problems
        raise located(_one_or_all(path, read_problems), text) from None
    if cached is not None:
        entry = (cases, [c.definition_sha256 for c in cases], identity)
        with contextlib.suppress(OSError):  # a read-only cache directory only costs speed
            write_whole(cached, _CACHED.dump_json(entry))
    return CaseFile(cases, identity)


_DATE_FIELDS = ("params.start_date", "params.end_date")


def _remedy_for_unreadable(value: UnreadableScalar, field: str | None) -> str:
    if field in _DATE_FIELDS:
        return f"write {field} as a real calendar date, YYYY-MM-DD (e.g. 2026-02-28)"
    if "as timestamp" in value.problem:
        return (
            "write a date that exists (YYYY-MM-DD: month 1 to 12, a day the month has; a "
            f'time 00:00:00 to 23:59:59), or quote the value to keep it as text ("{value}")'
        )
    return f'quote the value to keep it as text ("{value}"), or write a value of its type'


def _read_problems(
    path: Path, data: Any, yaml_problems: Sequence[YAMLProblem], text: str
) -> list[GoldenFileError]:
    """The problems the YAML loader went on past, each named by its case, field and line:
    a scalar it could not read as its type, a duplicate key."""
    problems: list[GoldenFileError] = []
    for where, value, at_key in unreadable_scalars(data):
        top = where[0] if where else None
        raw = data[top] if isinstance(data, list) and isinstance(top, int) else None
        raw_id = raw.get("id") if isinstance(raw, dict) else None
        field = _field_path(where[1:]) if len(where) > 1 else None
        problems.append(
            GoldenFileError(
                path,
                value.problem,
                case_id=str(raw_id) if raw_id is not None else None,
                field=field,
                remedy=_remedy_for_unreadable(value, field),
                loc=where,
                position=(value.line + 1, value.column + 1),  # the whole file's, too
                at_key=at_key,
            )
        )
    for found in yaml_problems:
        case, field = around(text, found.line)
        problems.append(
            GoldenFileError(
                path,
                found.problem,
                case_id=case,
                field=field,
                remedy="keep one of the two, with the value meant (PyYAML would keep the "
                "last one silently)",
                position=(found.line + 1, found.column + 1),
            )
        )
    return problems


def _without_unreadable(
    error: GoldenFileError, read_problems: Sequence[GoldenFileError]
) -> list[GoldenFileError]:
    """The problems of ``error`` (one, or a file's every one) but those about a value the
    YAML loader could not read: that value's own problem says it already."""
    errors = error.errors if isinstance(error, GoldenFileErrors) else [error]
    if any(p.loc == () for p in read_problems):
        return []  # the whole file is the value it could not read
    unreadable = [p.loc for p in read_problems if p.loc]
    return [
        e
        for e in errors
        if not (e.loc and any(e.loc[: len(loc)] == loc for loc in unreadable if loc))
    ]


def _one_or_all(path: Path, problems: Sequence[GoldenFileError]) -> GoldenFileError:
    return problems[0] if len(problems) == 1 else GoldenFileErrors(path, problems)


def check_golden_tree(golden_dir: Path) -> None:
    """GoldenFileError naming the first link under the golden set that leads out of it:
    the bench reads nothing outside its golden and fixture trees."""
    for relative, target in escapes(golden_dir):
        raise GoldenFileError(
            golden_dir / relative,
            f"a link to {target}, outside the golden set {golden_dir}: the bench reads "
            "nothing outside it; replace the link with the file itself",
        )


def case_files(golden_dir: Path) -> list[Path]:
    cases_dir = golden_dir / "cases"
    if not cases_dir.is_dir():
        return []
    return sorted(
        p
        for p in cases_dir.rglob("*")
        if p.suffix in (".yaml", ".yml") and not is_leftover(p.name) and p.is_file()
    )


def load_golden_cases(golden_dir: Path, cache_dir: Path | None = None) -> list[GoldenCase]:
    """All cases of a golden set, ids unique across files, sorted by id."""
    check_golden_tree(golden_dir)
    by_id: dict[str, Path] = {}
    cases: list[GoldenCase] = []
    defaults = load_defaults(golden_dir)
    declared = load_categories(golden_dir)
    families = load_family_names(golden_dir)
    for path in case_files(golden_dir):
        for case in load_case_file(path, cache_dir, defaults, declared, families):
            if case.id in by_id:
                raise GoldenFileError(
                    path,
                    duplicate_problem(case.id, path, [by_id[case.id]]),
                    case_id=case.id,
                    remedy=DUPLICATE_REMEDY,
                )
            by_id[case.id] = path
            cases.append(case)
    return sorted(cases, key=lambda c: c.id)


def categories(cases: Iterable[GoldenCase]) -> list[str]:
    return sorted({c.category for c in cases})
