"""The pricing table: per provider, prices with the date and source they were read from.

The bundled table (``pricing.json``) can be overridden per provider and per price
by a user file (JSON or YAML, same shape) named by the ``ws_pricing`` ini key.
A price the sources do not publish is ``null``: a cost priced from it is ``None``,
never 0.
"""

from __future__ import annotations

import json
from collections.abc import Mapping
from dataclasses import dataclass, field
from functools import cached_property, lru_cache
from importlib import resources
from pathlib import Path
from typing import Annotated, Any

from pydantic import BaseModel, ConfigDict, Field, TypeAdapter, ValidationError

from ..errors import ConfigError, validation_problem
from ..yaml_files import YAMLError, parse_yaml


@dataclass(frozen=True)
class ProviderPricing:
    provider: str
    as_of: str
    source: str
    prices: Mapping[str, float | None] = field(default_factory=dict)

    @cached_property
    def label(self) -> str:
        # made once: every priced call keeps it as its ``cost_source``
        return f"pricing:{self.provider}@{self.as_of}"

    def price(self, key: str) -> float | None:
        return self.prices.get(key)


@lru_cache(maxsize=1)
def _bundled() -> dict[str, Any]:
    text = resources.files(__package__).joinpath("pricing.json").read_text(encoding="utf-8")
    data: dict[str, Any] = json.loads(text)
    return data


def _entry(provider: str, raw: Mapping[str, Any]) -> ProviderPricing:
    prices = raw.get("prices", {})
    return ProviderPricing(
        provider=provider,
        as_of=str(raw.get("as_of", "unknown")),
        source=str(raw.get("source", "unknown")),
        prices={k: (None if v is None else float(v)) for k, v in prices.items()},
    )


def bundled_pricing(provider: str) -> ProviderPricing:
    raw = _bundled().get(provider)
    if raw is None:
        return ProviderPricing(provider=provider, as_of="unknown", source="no bundled price")
    return _entry(provider, raw)


Price = Annotated[float, Field(ge=0, allow_inf_nan=False, strict=True)]


class PriceEntry(BaseModel):
    """One provider's entry: when and where the prices were read, and the prices (a
    number >= 0 in USD or in the provider's units, or null when unpublished)."""

    model_config = ConfigDict(extra="forbid")
    as_of: str | None = None
    source: str | None = None
    prices: dict[str, Price | None] = Field(default_factory=dict)


_OVERRIDES: TypeAdapter[dict[str, PriceEntry]] = TypeAdapter(dict[str, PriceEntry])
SHAPE = (
    "{provider: {as_of, source, prices: {name: number >= 0 or null}}}, as the bundled pricing.json"
)


def load_overrides(path: Path) -> dict[str, Mapping[str, Any]]:
    """The user's pricing file (``ws_pricing``), checked: ConfigError naming the file,
    the provider and the field for anything but the bundled table's shape."""
    try:
        text = path.read_text(encoding="utf-8")
    except UnicodeDecodeError as exc:
        raise ConfigError(
            f"the pricing file {path} is not UTF-8 text ({exc.reason})", f"write {SHAPE}"
        ) from None
    except OSError as exc:
        raise ConfigError(
            f"cannot read the pricing file {path}: {exc.strerror or exc}", "fix the ws_pricing path"
        ) from None
    try:
        data = parse_yaml(text) if path.suffix in (".yaml", ".yml") else json.loads(text)
    except (YAMLError, ValueError) as exc:
        raise ConfigError(
            f"the pricing file {path} is not valid: {exc}", f"write {SHAPE}"
        ) from None
    try:
        parsed = _OVERRIDES.validate_python(data)
    except ValidationError as exc:
        where, problem = validation_problem(exc)
        provider, _, rest = where.partition(".")
        detail = f"field {where!r}"
        if where != "<file>":
            detail = f"provider {provider!r}" + (f", field {rest!r}" if rest else "")
        raise ConfigError(
            f"the pricing file {path}: {detail}: {problem}", f"write {SHAPE}"
        ) from None
    return {name: entry.model_dump(exclude_unset=True) for name, entry in parsed.items()}


def pricing_for(
    provider: str, overrides: Mapping[str, Mapping[str, Any]] | None = None
) -> ProviderPricing:
    """The bundled entry for ``provider`` with the user's overrides merged over it."""
    base = bundled_pricing(provider)
    override = (overrides or {}).get(provider)
    if not override:
        return base
    prices = dict(base.prices)
    prices.update(
        {k: (None if v is None else float(v)) for k, v in override.get("prices", {}).items()}
    )
    return ProviderPricing(
        provider=provider,
        as_of=str(override.get("as_of", f"{base.as_of}+override")),
        source=str(override.get("source", "user override")),
        prices=prices,
    )
