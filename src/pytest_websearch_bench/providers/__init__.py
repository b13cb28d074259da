"""Provider adapters and the normalized models they produce."""

from .base import Adapter
from .errors import ResponseParseError, WebSearchError
from .models import (
    AuthPlacement,
    Capabilities,
    RequestSpec,
    SearchQuery,
    SearchResponse,
    SearchResult,
    Usage,
)
from .registry import adapter_class, get_adapter, known_providers

__all__ = [
    "Adapter",
    "AuthPlacement",
    "Capabilities",
    "RequestSpec",
    "ResponseParseError",
    "SearchQuery",
    "SearchResponse",
    "SearchResult",
    "Usage",
    "WebSearchError",
    "adapter_class",
    "get_adapter",
    "known_providers",
]
