"""The reviewed pool (``golden/pool.yaml``): which origin groups answer each case.

Recall is counted per origin group, never per URL: four reprints of one agency story
are one group, so the provider that returns the most duplicates does not win. A
retrieved document belongs to a group

1. by annotation: its page is listed in a group of the case (URLs compared by
   ``urls.page_key``: http/https, a leading ``www.`` and a trailing slash are one page);
2. else by near-duplicate text: its text (the page read for it, else its title and
   snippet) shares most of its word 5-shingles (Jaccard >= 0.6) with an annotated
   document of the same ranking (a reprint of a judged story joins its group);
3. else it is its own group, named by its page key, and *unjudged*: comparisons
   list unjudged groups for review instead of counting them either way. (Unjudged
   documents are not clustered among themselves: they count for nothing until a
   person judges them, and comparing every pair of them is the one quadratic step.)

The pool is stored in the golden set, so recall does not move with whichever
providers happened to run. Its judgements are ``relevant`` and ``not_relevant``. Its
``pooled_from`` (optional: a file written before it still loads) says what it was built
from: the providers whose results were pooled, how deep in each ranking (``depth``: the
top N, or ``all`` of the documents each ranking was drawn from) and the run or recording
they came from (``source``).
"""

from __future__ import annotations

import re
from collections.abc import Mapping, Sequence
from dataclasses import dataclass, field
from functools import lru_cache
from pathlib import Path
from typing import Final, Literal

from pydantic import BaseModel, ConfigDict, Field, PositiveInt, ValidationError, field_validator

from .errors import GoldenFileError, validation_problem
from .records import DocumentRecord
from .text_position import yaml_position
from .urls import page_key
from .yaml_files import YAMLError, read_yaml

POOL_NAME = "pool.yaml"
POOL_SCHEMA: Final = "pytest-websearch-bench/pool@1"
NEAR_DUPLICATE = 0.6
SHINGLE = 5
Judgement = Literal["relevant", "not_relevant"]


class PoolGroup(BaseModel):
    model_config = ConfigDict(extra="forbid")
    group: str
    urls: list[str] = Field(min_length=1)


class PoolCase(BaseModel):
    model_config = ConfigDict(extra="forbid")
    relevant: list[PoolGroup] = Field(default_factory=list)
    not_relevant: list[PoolGroup] = Field(default_factory=list)


class PooledFrom(BaseModel):
    """What a pool was built from: without it, a pool cannot say whether a provider's
    documents are unjudged because nobody reviewed them or because it was never pooled."""

    model_config = ConfigDict(extra="forbid")
    providers: list[str] = Field(min_length=1)
    # the top N of each provider's ranking, or all the documents each ranking is drawn from
    depth: PositiveInt | Literal["all"]
    source: str = Field(min_length=1)  # the run file or recording the rankings came from

    @field_validator("providers")
    @classmethod
    def _each_once(cls, providers: list[str]) -> list[str]:
        twice = sorted({name for name in providers if providers.count(name) > 1})
        if twice:
            raise ValueError(f"names {', '.join(twice)} twice: list each provider once")
        if any(not name.strip() for name in providers):
            raise ValueError("holds an empty provider name")
        return providers


class PoolFile(BaseModel):
    model_config = ConfigDict(extra="forbid", populate_by_name=True)
    # another schema (a newer bench's file, another kind of file) is refused, never read as this one
    schema_: Literal["pytest-websearch-bench/pool@1"] = Field(default=POOL_SCHEMA, alias="schema")
    synthetic: bool = False
    note: str | None = None
    reviewed_at: str | None = None
    pooled_from: PooledFrom | None = None  # None: a file written before it was recorded
    cases: dict[str, PoolCase] = Field(default_factory=dict)


@dataclass
class CasePool:
    """One case's judged groups, by page key (``urls.page_key``)."""

    relevant: list[str]
    judged: dict[str, tuple[str, Judgement]] = field(
        default_factory=dict
    )  # url -> (group, judgement)


def with_graded_zero(case: CasePool | None, judged_out: frozenset[str]) -> CasePool | None:
    """``case`` with each URL its golden case graded 0 (``expect.urls: {URL: 0}``) judged
    ``not_relevant``: a person judged that page, so it is never listed as unjudged for
    review. The team's grade wins over the pool's judgement: a URL graded 0 that the pool
    judges relevant is taken out of its group into a ``not_relevant`` group of its own
    (``overruled_by_golden`` lists it for the run file), and a relevant group left with no
    URL is no longer one of the case's relevant groups (pooled recall never asks for a
    page the team judged not relevant). A URL the pool judges ``not_relevant`` keeps its
    group; a case outside the pool stays outside it."""
    if case is None or not judged_out:
        return case
    judged = dict(case.judged)
    emptied: set[str] = set()
    for url in sorted(judged_out):
        held = judged.get(url)
        if held is None or held[1] == "relevant":
            judged[url] = (url, "not_relevant")
            if held is not None:
                emptied.add(held[0])
    emptied -= {group for group, judgement in judged.values() if judgement == "relevant"}
    return CasePool([g for g in case.relevant if g not in emptied], judged)


def overruled_by_golden(
    case: CasePool | None, grades: Mapping[str, int]
) -> list[dict[str, str | int]]:
    """The URLs the golden case grades 0 (``grades``: its ``expect.urls`` as written) that
    the pool judges relevant, once per page (``urls.page_key``), each with the pool's
    group: the conflict ``with_graded_zero`` settles for the team's grade, reported in
    each record of the case (``pool_overruled``)."""
    if case is None:
        return []
    found: dict[str, dict[str, str | int]] = {}
    for url, grade in grades.items():
        key = page_key(url)
        held = case.judged.get(key)
        if grade == 0 and held is not None and held[1] == "relevant" and key not in found:
            found[key] = {
                "url": url,
                "golden_grade": 0,
                "pool_group": held[0],
                "pool": "relevant",
                "kept": "the golden grade: not relevant",
            }
    return [found[key] for key in sorted(found)]


class Pool:
    def __init__(
        self,
        cases: Mapping[str, CasePool],
        synthetic: bool = False,
        pooled_from: PooledFrom | None = None,
    ) -> None:
        self.cases = dict(cases)
        self.synthetic = synthetic
        self.pooled_from = pooled_from

    @classmethod
    def empty(cls) -> Pool:
        return cls({})

    def of(self, case_id: str) -> CasePool | None:
        return self.cases.get(case_id)


def load_pool(path: Path) -> Pool:
    """The pool at ``path`` (an empty pool when the file does not exist)."""
    if not path.exists():
        return Pool.empty()
    try:
        raw = read_yaml(path) or {}
        parsed = PoolFile.model_validate(raw)
    except YAMLError as exc:
        raise GoldenFileError(path, f"not a pool file ({POOL_SCHEMA}): {exc}") from None
    except ValidationError as exc:
        where, problem = validation_problem(exc)
        raise GoldenFileError(path, f"{problem} ({POOL_SCHEMA})", field=where) from None
    cases: dict[str, CasePool] = {}
    for case_id, entry in parsed.cases.items():
        judged: dict[str, tuple[str, Judgement]] = {}
        written: dict[str, str] = {}  # page key -> the URL as first written
        for judgement, groups in (
            ("relevant", entry.relevant),
            ("not_relevant", entry.not_relevant),
        ):
            for at_group, group in enumerate(groups):
                for at_url, url in enumerate(group.urls):
                    key = page_key(url)
                    first = written.setdefault(key, url)
                    if key in judged and judged[key][0] != group.group:
                        same = "" if first == url else f" (as {first}: one page, {key})"
                        raise GoldenFileError(
                            path,
                            f"{url} is in two groups ({judged[key][0]}, {group.group}){same}",
                            case_id=case_id,
                            field=f"{judgement}[{at_group}].urls",
                            position=yaml_position(
                                path.read_text(encoding="utf-8"),
                                ("cases", case_id, judgement, at_group, "urls", at_url),
                            ),
                            remedy="keep the page in one group (http/https, a leading "
                            "'www.' and a trailing slash do not make another page)",
                        )
                    judged[key] = (group.group, judgement)  # type: ignore[assignment]
        cases[case_id] = CasePool([g.group for g in entry.relevant], judged)
    return Pool(cases, parsed.synthetic, parsed.pooled_from)


_WORDS = re.compile(r"\w+")


@lru_cache(maxsize=4096)
def shingles(text: str, size: int = SHINGLE) -> frozenset[int]:
    """The hashed word ``size``-grams of ``text`` (a short text is one shingle)."""
    words = _WORDS.findall(text.lower())
    if len(words) < size:
        return frozenset([hash(tuple(words))]) if words else frozenset()
    return frozenset(hash(tuple(words[i : i + size])) for i in range(len(words) - size + 1))


def jaccard(a: frozenset[int], b: frozenset[int]) -> float:
    if not a or not b:
        return 0.0
    return len(a & b) / len(a | b)


def assign_groups(
    documents: Sequence[DocumentRecord], case: CasePool | None, texts: Mapping[str, str]
) -> None:
    """Set each document's ``origin_group`` and ``pool`` judgement (in place)."""
    judged = case.judged if case is not None else {}
    for document in documents:
        key = page_key(document.url)
        group = judged.get(key)
        document.origin_group, document.pool = group if group else (key, None)
    anchors = [d for d in documents if d.pool is not None]
    if not anchors:
        return  # nothing judged in this ranking: every document is its own group
    prints = {d.url: shingles(texts.get(d.url, d.title)) for d in documents}
    for document in documents:
        if document.pool is not None:
            continue
        mine = prints[document.url]
        best, score = None, 0.0
        for anchor in anchors:
            other = prints[anchor.url]
            small, large = sorted((len(mine), len(other)))
            if not small or small < NEAR_DUPLICATE * large:
                continue  # sizes alone rule out the threshold: no set arithmetic
            similarity = jaccard(mine, other)
            if similarity > score:
                best, score = anchor, similarity
        if best is not None and score >= NEAR_DUPLICATE:
            document.origin_group, document.pool = best.origin_group, best.pool


def recall_pooled(
    documents: Sequence[DocumentRecord], relevant: Sequence[str] | None
) -> float | None:
    """Relevant groups reached / relevant groups of the case (None without a pool entry)."""
    if not relevant:
        return None
    reached = {d.origin_group for d in documents if d.pool == "relevant"}
    return len(reached & set(relevant)) / len(set(relevant))
