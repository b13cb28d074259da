"""The emulator's configuration, its providers and their routes."""

from __future__ import annotations

import dataclasses
from collections.abc import Mapping
from typing import Any

PROVIDERS: tuple[str, ...] = ("tavily", "brave", "exa")

# (provider, method, path after the prefix) -> operation (the adapters' operation names).
ROUTES: dict[tuple[str, str, str], str] = {
    ("tavily", "POST", "/search"): "search",
    ("tavily", "POST", "/extract"): "extract",
    ("brave", "GET", "/res/v1/web/search"): "search",
    ("exa", "POST", "/search"): "search",
    ("exa", "POST", "/contents"): "extract",
}

LIMITERS: tuple[str, ...] = ("sliding", "fixed", "bucket")


@dataclasses.dataclass
class EmulatorConfig:
    """Everything that shapes the emulator's behaviour. All fields have defaults."""

    host: str = "127.0.0.1"
    port: int = 0  # 0: an ephemeral port
    # latency and 5xx draws, and the content (pools, rankings, snippets; 0: the default
    # content, which the README's examples and tests match)
    seed: int = 0
    # the content's own seed, when it must stay put while ``seed`` varies the latency and
    # 5xx draws (None: ``seed``)
    content_seed: int | None = None

    @property
    def drawn_content_seed(self) -> int:
        return self.seed if self.content_seed is None else self.content_seed

    # Latency: log-normal with this median and 95th percentile, multiplied by time_scale.
    latency_median_ms: float = 600.0
    latency_p95_ms: float = 1500.0
    latency_cap_ms: float = 30_000.0  # before time_scale
    time_scale: float = 1.0
    # Rate limit: requests per second per provider, counted over windows of rate_window_s
    # (at most round(rate * rate_window_s) in a window); None = unlimited.
    rate: float | None = 20.0
    # Overrides: {"tavily": 10, "exa": None, "tavily.extract": 5}. A "provider.operation"
    # key adds a second limiter for that operation (a request must pass both).
    rates: dict[str, float | None] = dataclasses.field(default_factory=dict)
    rate_window_s: float = 1.0
    # "sliding": <= R in any window; "fixed": <= R per aligned window; "bucket": token bucket.
    limiter: str = "sliding"
    burst: float | None = None  # bucket capacity; default round(rate * window), at least 1
    retry_after: str = "ceil"  # "ceil": integer seconds >= 1 (as providers send) | "exact"
    # 5xx: fraction of admitted requests answered 502/503, drawn per (seed, key, occurrence).
    error_fraction: float = 0.01
    error_statuses: tuple[int, ...] = (502, 503)
    # Tavily /extract and Exa /contents: fraction of URLs reported as failed (by URL hash).
    extract_fail_fraction: float = 0.0
    # Auth: header required; with a key for a provider, only that key is accepted.
    require_auth: bool = True
    api_keys: dict[str, str] = dataclasses.field(default_factory=dict)
    # Quota of billable calls per provider (None: unlimited).
    quotas: dict[str, int] = dataclasses.field(default_factory=dict)
    # JSON Lines journal of every answered request; reloaded on start.
    state_path: str | None = None
    # Adds x-emulator-* headers (drawn latency, occurrence): off by default because a
    # recorder would store them in cassettes.
    debug_headers: bool = False

    def __post_init__(self) -> None:
        if self.limiter not in LIMITERS:
            raise ValueError(f"EmulatorConfig.limiter: {self.limiter!r} is not one of {LIMITERS}")
        if self.retry_after not in ("ceil", "exact"):
            raise ValueError(
                f"EmulatorConfig.retry_after: {self.retry_after!r} is not 'ceil' or 'exact'"
            )
        unknown = [
            name
            for name in (*self.rates, *self.api_keys, *self.quotas)
            if name.split(".", 1)[0] not in PROVIDERS
        ]
        if unknown:
            raise ValueError(
                f"EmulatorConfig: unknown provider(s) {sorted(set(unknown))}; have {PROVIDERS}"
            )

    @classmethod
    def for_tests(cls, **overrides: Any) -> EmulatorConfig:
        """Tiny latencies (median 0.6 ms), no 5xx and no rate limit, unless overridden."""
        return dataclasses.replace(
            cls(time_scale=0.001, error_fraction=0.0, rate=None), **overrides
        )

    def rate_for(self, name: str) -> float | None:
        """The rate of ``provider`` or ``provider.operation`` (None: no limiter)."""
        if name in self.rates:
            return self.rates[name]
        return None if "." in name else self.rate

    def to_json(self) -> dict[str, Any]:
        """The configuration as JSON, with the API keys masked."""
        data = dataclasses.asdict(self)
        data["error_statuses"] = list(self.error_statuses)
        data["api_keys"] = dict.fromkeys(self.api_keys, "***")
        return data

    @classmethod
    def from_json(cls, data: Mapping[str, Any]) -> EmulatorConfig:
        """The inverse of ``dataclasses.asdict`` (unknown keys are refused)."""
        names = {f.name for f in dataclasses.fields(cls)}
        unknown = sorted(set(data) - names)
        if unknown:
            raise ValueError(f"EmulatorConfig: unknown field(s) {unknown}")
        kwargs = dict(data)
        if "error_statuses" in kwargs:
            kwargs["error_statuses"] = tuple(kwargs["error_statuses"])
        return cls(**kwargs)
