"""``golden/verified_dates.yaml``: publication dates checked by hand on a sample of
documents (at least 40), the reference of ``freshness_accuracy``.

A provider that dates nothing is honest but limited (``freshness_known``); one that
dates wrongly is dangerous, and only this file can tell the two apart.
"""

from __future__ import annotations

import datetime as dt
from pathlib import Path
from typing import Final, Literal

from pydantic import BaseModel, ConfigDict, Field, ValidationError

from .errors import GoldenFileError, validation_problem
from .text_position import yaml_position
from .urls import canonical_url, page_key
from .yaml_files import YAMLError, read_yaml

VERIFIED_NAME = "verified_dates.yaml"
VERIFIED_SCHEMA: Final = "pytest-websearch-bench/verified-dates@1"


class VerifiedDatesFile(BaseModel):
    model_config = ConfigDict(extra="forbid", populate_by_name=True)
    # another schema (a newer bench's file, another kind of file) is refused, never read as this one
    schema_: Literal["pytest-websearch-bench/verified-dates@1"] = Field(
        default=VERIFIED_SCHEMA, alias="schema"
    )
    synthetic: bool = False
    note: str | None = None
    dates: dict[str, dt.date] = Field(default_factory=dict)


def load_verified_dates(path: Path) -> dict[str, str]:
    """Canonical URL -> ISO date (empty when the file does not exist)."""
    if not path.exists():
        return {}
    try:
        raw = read_yaml(path) or {}
        parsed = VerifiedDatesFile.model_validate(raw)
    except YAMLError as exc:
        raise GoldenFileError(
            path, f"not a verified-dates file ({VERIFIED_SCHEMA}): {exc}"
        ) from None
    except ValidationError as exc:
        where, problem = validation_problem(exc)
        raise GoldenFileError(path, f"{problem} ({VERIFIED_SCHEMA})", field=where) from None
    by_page: dict[str, tuple[str, dt.date]] = {}
    for url, day in parsed.dates.items():
        first = by_page.setdefault(page_key(url), (url, day))
        if first[1] != day:  # two spellings of one page, two dates: which is true?
            raise GoldenFileError(
                path,
                f"{first[0]!r} ({first[1].isoformat()}) and {url!r} ({day.isoformat()}) are "
                "one page (http/https, www. and a trailing slash are spellings of one page) "
                "with two dates",
                field=f"dates.{url}",
                position=yaml_position(path.read_text(encoding="utf-8"), ("dates", url), key=True),
                remedy="check the page's date and keep one of the two lines",
            )
    return {canonical_url(url): day.isoformat() for url, day in parsed.dates.items()}
