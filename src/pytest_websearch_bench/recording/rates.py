"""Rate limits for recording: the documented defaults (with their sources) and the
``--ws-rate NAME=R/s|R/min`` / ``NAME.OPERATION=R/s`` overrides (ini ``ws_rates``).

A limit is the provider's: recording paces its calls a little below it
(:data:`HEADROOM`), so the arrival jitter of evenly spaced calls does not trip a
sliding-window limiter on the provider's side. A provider whose documentation states
no limit has none by default; ``--ws-concurrency`` alone bounds it, and a 429 still
pauses it.
"""

from __future__ import annotations

import difflib
import re
from collections.abc import Iterable, Mapping
from dataclasses import dataclass

from ..errors import ConfigError

# Calls are paced at this fraction of the stated limit.
HEADROOM = 0.95


@dataclass(frozen=True)
class Rate:
    """A limit: ``per_second`` calls a second, as written (``text``) and where from."""

    per_second: float
    text: str
    source: str
    window_s: float = 1.0  # the window the limit is stated over (1 s, or 60 s for /min)

    @property
    def per_window(self) -> int:
        """The most calls any window may hold (the guard on actual send times)."""
        return max(1, int(self.per_second * self.window_s + 1e-9))

    @property
    def interval_s(self) -> float:
        """Seconds between paced calls (the limit less the headroom)."""
        return 1.0 / (self.per_second * HEADROOM)

    def to_dict(self) -> dict[str, object]:
        return {"limit": self.text, "per_second": round(self.per_second, 6), "source": self.source}


# The documented limits of /work/shared/PROVIDERS.md, each with the source it names. Where
# a plan decides (Tavily's dev and production keys), the lower one: override with --ws-rate.
DEFAULT_RATES: dict[str, Rate] = {
    "tavily": Rate(
        100 / 60,
        "100/min",
        "docs.tavily.com/documentation/rate-limits.md: 100 RPM with a development key "
        "(1,000 RPM production)",
        60.0,
    ),
    "exa": Rate(10.0, "10/s", "exa.ai/docs/llms-full.txt: 10 QPS (free/PAYG; up to 25 QPS PAYG)"),
    "brave": Rate(
        50.0,
        "50/s",
        "api-dashboard.search.brave.com/app/plans (2026-09): 50 RPS; x-ratelimit-limit: 50 in "
        "a captured answer (the old free tier: 1 QPS)",
    ),
    "you": Rate(10.0, "10/s", "you.com/resources (2026-09): default 10 RPS"),
    "parallel": Rate(
        10.0, "600/min", "docs.parallel.ai/getting-started/rate-limits.md: 600 req/min", 60.0
    ),
    "jina.fetch": Rate(
        200 / 60,
        "200/min",
        "PROVIDERS.md, Jina errors/limits (from the apis.io rate-limit profile, third-party): "
        "reader 200 RPM with a key (20 without)",
        60.0,
    ),
}
# Providers whose documentation (as gathered) states no numeric limit.
UNDOCUMENTED = ("serpapi", "perplexity", "firecrawl", "linkup", "jina (search)")

_RATE = re.compile(r"^\s*(\d+(?:\.\d+)?)\s*/\s*(s|sec|second|m|min|minute)\s*$", re.IGNORECASE)


def parse_rate(text: str, *, name: str = "") -> Rate:
    """``R/s`` or ``R/min`` as a :class:`Rate` (source: the option)."""
    match = _RATE.match(text)
    if match is None or float(match.group(1)) <= 0:
        raise ConfigError(
            f"--ws-rate {name + '=' if name else ''}{text!r} is not a rate",
            "write it as NAME=R/s or NAME=R/min with R > 0, e.g. --ws-rate tavily=20/s",
        )
    value = float(match.group(1))
    per_second = value if match.group(2).lower().startswith("s") else value / 60.0
    unit = "s" if match.group(2).lower().startswith("s") else "min"
    return Rate(per_second, f"{match.group(1)}/{unit}", "--ws-rate", 1.0 if unit == "s" else 60.0)


def parse_rates(entries: Iterable[str]) -> dict[str, Rate]:
    """``NAME=R/s`` / ``NAME.OPERATION=R/min`` entries; later entries win."""
    rates: dict[str, Rate] = {}
    for entry in entries:
        name, sep, value = entry.partition("=")
        name = name.strip().lower()
        if not sep or not name or not value.strip():
            raise ConfigError(
                f"--ws-rate={entry!r} is not NAME=RATE",
                "write it as NAME=R/s, NAME=R/min or NAME.OPERATION=R/s, e.g. tavily=20/s",
            )
        rates[name] = parse_rate(value, name=name)
    return rates


def rates_for(providers: Iterable[str], overrides: Mapping[str, Rate]) -> dict[str, Rate]:
    """The limits in force for ``providers``: the defaults, replaced by any override of the
    same name (a provider's override does not drop a default per-operation limit)."""
    names = set(providers)
    out = {k: v for k, v in DEFAULT_RATES.items() if k.partition(".")[0] in names}
    out.update({k: v for k, v in overrides.items() if k.partition(".")[0] in names})
    return dict(sorted(out.items()))


def check_rate_names(overrides: Mapping[str, Rate], providers: Iterable[str]) -> None:
    """A ``--ws-rate`` for no provider of the run is a usage error (a typo would silently
    leave the provider unpaced)."""
    names = set(providers)
    for key in overrides:
        provider, _, operation = key.partition(".")
        if provider not in names:
            close = difflib.get_close_matches(provider, sorted(names), n=1)
            raise ConfigError(
                f"--ws-rate {key}=... names no provider of this run ({', '.join(sorted(names))})"
                + (f"; did you mean {close[0]!r}?" if close else ""),
                "give NAME=R/s for a provider named in --ws-provider",
            )
        if operation and operation not in ("search", "extract", "fetch"):
            raise ConfigError(
                f"--ws-rate {key}=...: {operation!r} is not an operation",
                "use NAME.search, NAME.extract or NAME.fetch",
            )
