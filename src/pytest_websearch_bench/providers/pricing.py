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
from functools import lru_cache
from importlib import resources
from pathlib import Path
from typing import Any

from ..errors import ConfigError
from ..yaml_files import parse_yaml


@dataclass(frozen=True)
class ProviderPricing:
    provider: str
    as_of: str
    source: str
    prices: Mapping[str, float | None] = field(default_factory=dict)

    @property
    def label(self) -> str:
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


def load_overrides(path: Path) -> dict[str, Mapping[str, Any]]:
    try:
        text = path.read_text(encoding="utf-8")
    except OSError as exc:
        raise ConfigError(
            f"cannot read the pricing file {path}: {exc}", "fix the ws_pricing path"
        ) from None
    try:
        data = parse_yaml(text) if path.suffix in (".yaml", ".yml") else json.loads(text)
    except Exception as exc:
        raise ConfigError(
            f"the pricing file {path} is not valid: {exc}",
            "use the shape of the bundled pricing.json",
        ) from None
    if not isinstance(data, dict) or not all(isinstance(v, dict) for v in data.values()):
        raise ConfigError(
            f"the pricing file {path} must map provider names to {{as_of, source, prices}}",
            "use the shape of the bundled pricing.json",
        )
    return data


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
