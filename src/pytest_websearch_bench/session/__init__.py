"""A bench session in one process, in three parts with one job each:

``loaded``
    what the session read once: golden set, review files, fixture tree (:class:`Loaded`);
``runner``
    running one (case, provider): adapter, transport, pipeline, judge (:class:`CaseRunner`);
``results``
    gathering the records on the controller and building the run (:class:`Results`).

``plugin`` owns one :class:`BenchSession` per pytest session; the command line builds
one to record judge grades. Everything here is plain Python.
"""

from __future__ import annotations

from dataclasses import dataclass, replace

from ..config import BenchConfig
from .cascades import merge_tiers
from .loaded import (
    FixtureTree,
    GoldenSet,
    Loaded,
    empty_shard_words,
    golden_digest,
    shard_draw_words,
    shard_of,
)
from .results import Results, lost_record
from .runner import AdapterHook, CaseRunner, Computed, PipelineHook

__all__ = [
    "AdapterHook",
    "BenchSession",
    "CaseRunner",
    "Computed",
    "FixtureTree",
    "GoldenSet",
    "Loaded",
    "PipelineHook",
    "Results",
    "empty_shard_words",
    "golden_digest",
    "lost_record",
    "merge_tiers",
    "shard_draw_words",
    "shard_of",
]


@dataclass
class BenchSession:
    loaded: Loaded
    runner: CaseRunner
    results: Results

    @classmethod
    def start(
        cls,
        config: BenchConfig,
        *,
        adapter_hook: AdapterHook | None = None,
        pipeline_hook: PipelineHook | None = None,
    ) -> BenchSession:
        """Load what the session reads (raises a BenchError naming the file at fault)."""
        loaded = Loaded.load(config)
        narrowed = config.for_providers(loaded.tiers_of(config.providers))
        if narrowed is not config:  # the ini's entries for providers not in this run
            loaded = replace(loaded, config=narrowed)
        runner = CaseRunner(loaded, adapter_hook=adapter_hook, pipeline_hook=pipeline_hook)
        return cls(
            loaded,
            runner,
            Results(
                loaded,
                runner.search_price,
                runner.endpoints,
                runner.settings,
                redact=runner.redact_text,
            ),
        )

    @property
    def config(self) -> BenchConfig:
        return self.loaded.config

    def close(self) -> None:
        self.loaded.close()
