"""A second, later recording epoch of the bundled fixtures (``ws-bench synthesize-epoch``).

The demonstration of keeping watch, offline: the same golden set recorded again a month
later (2026-12-20, the bundled epoch is 2026-11-20) for two providers, with two known
changes and nothing else:

* **tavily regresses on one category** (``REGRESSED_CATEGORY``): its ranking no longer
  finds the gold pages nor the pages that support the answer there (NDCG, MRR, hit,
  precision and useful answers fall in that category);
* **exa gets cheaper**: it bills ``PRICE_FACTOR`` of its bundled prices per search and
  per page (its answers carry ``costDollars``, which replay reads).

Pages keep their dates (the same web, recorded later), every other draw of the generator
is the bundled one. So a third change follows, not chosen: the same pages are a month
older at capture, and ``freshness_within`` (measured from the capture) falls where the
windows are short (60 days in ``contratacion``); ``ws-bench diff`` reports it too. Written apart from the main fixtures (``examples/epoch-2/cassettes``),
every file marked ``synthetic: true``. The changes are fixed here, chosen before any
diff was run, and never tuned to make ``ws-bench diff`` or a gate pass or fail.
"""

from __future__ import annotations

import dataclasses
import datetime as dt
from collections.abc import Iterable
from pathlib import Path

from ..cases import GoldenCase
from ..families import FamilyTable
from ..providers.base import Adapter
from ..providers.pricing import pricing_for
from ..providers.registry import get_adapter
from .fixture_writer import write_synthetic_fixtures
from .synthesize import DRIFT, Drift

EPOCH_TWO_CAPTURED_AT = dt.datetime(2026, 12, 20, 12, 0, tzinfo=dt.timezone.utc)
EPOCH_TWO_PROVIDERS = ("exa", "tavily")
REGRESSED_PROVIDER = "tavily"
REGRESSED_CATEGORY = "finanzas"
CHEAPER_PROVIDER = "exa"
PRICE_FACTOR = 0.6
NOTE = f"""# Epoch 2 of the bundled synthetic fixtures (synthetic: true)

Written by `ws-bench synthesize-epoch` (src/pytest_websearch_bench/synthetic/epoch.py):
the bundled golden set recorded again on {EPOCH_TWO_CAPTURED_AT:%Y-%m-%d} for
{", ".join(EPOCH_TWO_PROVIDERS)}, a month after the bundled fixtures (cassettes/), with
two known changes and nothing else:

- {REGRESSED_PROVIDER} regresses on the category `{REGRESSED_CATEGORY}`: its ranking no
  longer finds the gold pages nor the pages that support the answer there;
- {CHEAPER_PROVIDER} gets cheaper: it bills {PRICE_FACTOR:.0%} of its bundled prices per
  search and per page (its answers carry `costDollars`).

Pages keep their dates (the same web, recorded a month later), so one change follows
that was not chosen: the same pages are a month older at capture, and
`freshness_within` (measured from the capture) falls where the windows are short (60
days in `contratacion`); `ws-bench diff` reports it as well.

Every file is synthetic (generated, not a provider capture). The changes were fixed
before any diff was run and are never tuned to make a diff or a gate pass or fail.
"""


def _adapter(name: str) -> Adapter:
    if name != CHEAPER_PROVIDER:
        return get_adapter(name, offline=True)
    bundled = pricing_for(name)
    cheaper = dataclasses.replace(
        bundled,
        source=f"{bundled.source} x {PRICE_FACTOR} (synthetic epoch 2)",
        prices={
            key: None if price is None else round(price * PRICE_FACTOR, 8)
            for key, price in bundled.prices.items()
        },
    )
    return get_adapter(name, offline=True, pricing=cheaper)


def write_epoch_two(cases: Iterable[GoldenCase], families: FamilyTable, root: Path) -> list[str]:
    """Write epoch 2 under ``root`` (a fixture tree of its own, with its manifest), and
    what it is beside it (``root/../README.md``)."""
    token = DRIFT.set(Drift(EPOCH_TWO_CAPTURED_AT, {REGRESSED_PROVIDER: REGRESSED_CATEGORY}))
    try:
        written = write_synthetic_fixtures(
            list(cases), [_adapter(n) for n in EPOCH_TWO_PROVIDERS], families, root
        )
    finally:
        DRIFT.reset(token)
    (root.parent / "README.md").write_text(NOTE, encoding="utf-8")
    return written
