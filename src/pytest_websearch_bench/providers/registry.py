"""Finding an adapter by name: the built-ins, then the ``pytest_websearch_bench.providers``
entry-point group (how a package adds a provider without touching this one)."""

from __future__ import annotations

from functools import lru_cache
from importlib import import_module
from importlib.metadata import entry_points
from typing import Any

from ..errors import UnknownProviderError
from .base import Adapter

ENTRY_POINT_GROUP = "pytest_websearch_bench.providers"

# name -> "module:Class", imported only when asked for.
BUILTIN: dict[str, str] = {
    "tavily": "pytest_websearch_bench.providers.tavily:TavilyAdapter",
    "exa": "pytest_websearch_bench.providers.exa:ExaAdapter",
    "brave": "pytest_websearch_bench.providers.brave:BraveAdapter",
    "serpapi": "pytest_websearch_bench.providers.serpapi:SerpApiAdapter",
    "you": "pytest_websearch_bench.providers.you:YouAdapter",
    "parallel": "pytest_websearch_bench.providers.parallel:ParallelAdapter",
    "perplexity": "pytest_websearch_bench.providers.perplexity:PerplexityAdapter",
    "jina": "pytest_websearch_bench.providers.jina:JinaAdapter",
    "firecrawl": "pytest_websearch_bench.providers.firecrawl:FirecrawlAdapter",
    "linkup": "pytest_websearch_bench.providers.linkup:LinkupAdapter",
}


def _load(target: str) -> type[Adapter]:
    module_name, _, attr = target.partition(":")
    cls = getattr(import_module(module_name), attr)
    if not (isinstance(cls, type) and issubclass(cls, Adapter)):
        raise TypeError(f"{target} is not an Adapter subclass")
    return cls


@lru_cache(maxsize=1)
def _entry_point_targets() -> dict[str, Any]:
    return {ep.name: ep for ep in entry_points(group=ENTRY_POINT_GROUP)}


def known_providers() -> list[str]:
    return sorted({*BUILTIN, *_entry_point_targets()})


def adapter_class(name: str) -> type[Adapter]:
    key = name.strip().lower()
    if key in BUILTIN:
        return _load(BUILTIN[key])
    ep = _entry_point_targets().get(key)
    if ep is not None:
        cls = ep.load()
        if not (isinstance(cls, type) and issubclass(cls, Adapter)):
            raise UnknownProviderError(name, known_providers())
        return cls
    raise UnknownProviderError(name, known_providers())


def get_adapter(name: str, **kwargs: Any) -> Adapter:
    """An adapter instance. No key is needed to parse or to replay; pass ``client=``
    (an httpx client), ``api_key=``, ``base_url=``, ``pricing=``, ``offline=``."""
    return adapter_class(name)(**kwargs)
