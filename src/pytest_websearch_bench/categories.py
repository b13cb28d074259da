"""``golden/categories.yaml``: the categories of a golden set, declared once.

A category is how results are broken down (``--ws-category``, per-category metrics),
so a typo in one case (``compras_publica``) would silently make a category of one.
With the file, every case must name a declared category; a case that does not is a
golden-file error naming the file, the case and the closest declared name. A golden
set without the file declares nothing and its cases' categories are taken as written
(``ws-bench import`` and the bundled set write one); the plugin warns of it once
(``plugin.golden_warnings.warn_categories_undeclared``)::

    schema: pytest-websearch-bench/categories@1
    categories:
      compras_publicas: public tenders and awarded contracts
      sanciones: sanctions lists and blacklisted taxpayers
"""

from __future__ import annotations

import difflib
import re
from collections.abc import Iterable, Mapping
from pathlib import Path
from typing import Final, Literal

import yaml
from pydantic import BaseModel, ConfigDict, Field, ValidationError, field_validator

from .errors import GoldenFileError
from .yaml_files import YAMLError, parse_yaml

CATEGORIES_NAME = "categories.yaml"
CATEGORIES_SCHEMA: Final = "pytest-websearch-bench/categories@1"
CATEGORY = re.compile(r"^[A-Za-z0-9][A-Za-z0-9._-]*$")


class CategoriesFile(BaseModel):
    model_config = ConfigDict(extra="forbid", populate_by_name=True)
    # another schema (a newer bench's file, another kind of file) is refused, never read as this one
    schema_: Literal["pytest-websearch-bench/categories@1"] = Field(
        default=CATEGORIES_SCHEMA, alias="schema"
    )
    categories: dict[str, str | None] = Field(min_length=1)

    @field_validator("categories")
    @classmethod
    def _names(cls, value: dict[str, str | None]) -> dict[str, str | None]:
        for name in value:
            if not CATEGORY.match(str(name)):
                raise ValueError(f"category {name!r} must match {CATEGORY.pattern}")
        return value


def load_categories(golden_dir: Path) -> frozenset[str] | None:
    """The categories the golden set declares; None when it has no ``categories.yaml``."""
    path = golden_dir / CATEGORIES_NAME
    if not path.exists():
        return None
    try:
        data = parse_yaml(path.read_text(encoding="utf-8"))
    except (OSError, UnicodeDecodeError, YAMLError) as exc:
        raise GoldenFileError(path, f"cannot read the declared categories: {exc}") from None
    try:
        parsed = CategoriesFile.model_validate(data if data is not None else {})
    except ValidationError as exc:
        first = exc.errors()[0]
        where = ".".join(str(part) for part in first["loc"]) or "<file>"
        problem = "unknown field (typo?)" if first["type"] == "extra_forbidden" else first["msg"]
        raise GoldenFileError(
            path,
            f"{problem} ({CATEGORIES_SCHEMA}: a mapping 'categories' of name to description)",
            field=where,
        ) from None
    return frozenset(parsed.categories)


def category_problem(category: str, declared: frozenset[str] | None) -> str | None:
    """Why a case may not name ``category`` (with the closest declared name), or None."""
    if declared is None or category in declared:
        return None
    close = difflib.get_close_matches(category, sorted(declared), n=1, cutoff=0.6)
    hint = (
        f"did you mean {close[0]!r}?"
        if close
        else f"declared: {', '.join(sorted(declared)[:12])}{'...' if len(declared) > 12 else ''}"
    )
    return f"category {category!r} is not declared in {CATEGORIES_NAME}; {hint}"


def categories_text(
    golden_dir: Path, names: Iterable[str], descriptions: Mapping[str, str] | None = None
) -> str:
    """The text of ``golden_dir/categories.yaml`` declaring ``names`` and what it declared
    already (descriptions kept), sorted by name: what ``write_categories`` writes."""
    path = golden_dir / CATEGORIES_NAME
    known: dict[str, str | None] = {}
    if load_categories(golden_dir) is not None:  # raises on an invalid file
        known = dict(CategoriesFile.model_validate(parse_yaml(path.read_text("utf-8"))).categories)
    known.update({name: (descriptions or {}).get(name, known.get(name)) for name in names})
    data = {"schema": CATEGORIES_SCHEMA, "categories": dict(sorted(known.items()))}
    return yaml.safe_dump(data, allow_unicode=True, sort_keys=False)


def write_categories(
    golden_dir: Path, names: Iterable[str], descriptions: Mapping[str, str] | None = None
) -> Path:
    """Write ``golden_dir/categories.yaml`` declaring ``names`` and what it declared
    already (descriptions kept), sorted by name."""
    path = golden_dir / CATEGORIES_NAME
    text = categories_text(golden_dir, names, descriptions)
    golden_dir.mkdir(parents=True, exist_ok=True)
    path.write_text(text, encoding="utf-8")
    return path
