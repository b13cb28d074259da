"""Chunks: what the judge grades, in one schema whatever the provider.

A chunk is one returned result as its provider showed it: URL, title, description,
extra snippets and position. The text the judge reads is capped (``CHUNK_CHARS``), so
a provider that returns whole pages does not buy a longer look. Its hash covers the
URL and that text (both are in the prompt) and, with the model, the prompt version
and the query, keys the recorded judgment; the position is not in the prompt.
"""

from __future__ import annotations

import hashlib
from collections.abc import Sequence
from dataclasses import dataclass

from ..providers.models import SearchResult
from ..urls import page_key

CHUNK_CHARS = 2000


@dataclass(frozen=True, slots=True)
class Chunk:
    url: str  # canonical
    title: str
    description: str
    extra_snippets: tuple[str, ...]
    position: int  # 1-based, in the provider's order

    def text(self, cap: int = CHUNK_CHARS) -> str:
        """Title, description and extra snippets, one per line, cut to ``cap`` characters."""
        lines = [self.title, self.description, *self.extra_snippets]
        return "\n".join(line.strip() for line in lines if line and line.strip())[:cap]

    @property
    def sha256(self) -> str:
        """Of what the judge sees: the source URL (the prompt names it) and the text."""
        return hashlib.sha256(f"{self.url}\n{self.text()}".encode()).hexdigest()


def chunks_of(results: Sequence[SearchResult]) -> list[Chunk] | None:
    """The ranking's chunks, one per page (``urls.page_key``: http and https, a leading
    ``www.`` and a trailing slash are one page; the first position and spelling kept, as
    the ranking metrics do, so judged recall and coverage never count one page twice);
    None when no result carries any text to grade (a provider that returns bare URLs
    exposes no chunks)."""
    seen: set[str] = set()
    chunks: list[Chunk] = []
    for result in results:
        key = page_key(result.url)
        if key in seen:
            continue
        seen.add(key)
        description = result.description if result.description is not None else result.snippet
        chunks.append(
            Chunk(
                url=result.url,
                title=result.title,
                description=description,
                extra_snippets=tuple(result.extra_snippets),
                position=result.position,
            )
        )
    if chunks and not any(chunk.text() for chunk in chunks):
        return None
    return chunks
