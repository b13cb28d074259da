"""Synthetic content: ranked documents and page texts derived from the request and the
emulator's ``seed``.

A query has a pool of max(20, 2n) URLs determined by the query; each provider ranks the
pool with its own hash, so providers overlap partly, as real engines do. The seed salts
both (same seed, same bytes; another seed, another pool and ranking, so other URLs and
snippets); seed 0, the default, adds no salt, so its content is what it always was (the
README's examples and the tests that match it rely on that). A page's text depends on its
URL alone. Nothing here is real provider content.

What a golden case can match (README "Your own golden set" relies on it): a result's
title and snippet repeat the query (its first 80 characters at least; the snippet also
says "Emulated passage"); a page read back (Tavily's extract, Exa's contents and text) is
headed by the first five words of the query, lower case, joined by dashes
(``# pytest-fixture-scope-session``), and holds nothing else of it. So an answer pattern
on one of those words finds a claim on every page read, and one on the snippet's other
words only supports the result (precision), never a claim.
"""

from __future__ import annotations

import dataclasses
import datetime as dt
import random
import re
from collections.abc import Sequence

from .draws import digest, hex_id, uniform

DOMAINS: tuple[str, ...] = (
    "en.wikipedia.org",
    "www.britannica.com",
    "www.nature.com",
    "arxiv.org",
    "www.bbc.com",
    "www.reuters.com",
    "docs.python.org",
    "github.com",
    "stackoverflow.com",
    "www.theguardian.com",
    "www.nih.gov",
    "www.sciencedirect.com",
    "medium.com",
    "www.nasa.gov",
    "www.imdb.com",
    "www.elpais.com",
)
_FILLER = (
    "history",
    "overview",
    "analysis",
    "report",
    "guide",
    "facts",
    "background",
    "timeline",
    "study",
    "review",
)
WORD = re.compile(r"[^\W_]+", re.UNICODE)
_EPOCH = dt.date(2015, 1, 1).toordinal()

Day = tuple[int, int, int]


def slug(text: str, words: int = 5) -> str:
    """Up to ``words`` lower-case ASCII words of ``text`` joined by dashes."""
    tokens = [t.lower() for t in WORD.findall(text)][:words]
    ascii_tokens = [t.encode("ascii", "ignore").decode() for t in tokens]
    return "-".join(t for t in ascii_tokens if t) or "page"


def draw_day(*parts: object) -> Day:
    """A day in 2015-2025 determined by ``parts``."""
    day = int(uniform("date", *parts) * 365 * 11)
    d = dt.date.fromordinal(_EPOCH + day)
    return d.year, d.month, d.day


def iso_day(d: Day) -> str:
    return f"{d[0]:04d}-{d[1]:02d}-{d[2]:02d}"


def rfc2822_day(d: Day) -> str:
    day = dt.date(*d)
    names = ("Mon", "Tue", "Wed", "Thu", "Fri", "Sat", "Sun")
    months = ("Jan", "Feb", "Mar", "Apr", "May", "Jun", "Jul", "Aug", "Sep", "Oct", "Nov", "Dec")
    return f"{names[day.weekday()]}, {d[2]:02d} {months[d[1] - 1]} {d[0]} 00:00:00 GMT"


def truthy(value: object) -> bool:
    """A request flag as the providers read it (``"false"`` and ``0`` are off)."""
    return value not in (None, False, 0, "", "false", "False", "0")


def extract_fails(url: str, fraction: float) -> bool:
    """Whether reading ``url`` fails (the same URLs for every provider)."""
    return fraction > 0 and uniform("extract-fail", url) < fraction


@dataclasses.dataclass(frozen=True)
class Doc:
    url: str
    title: str
    snippet: str
    host: str
    score: float
    published: Day


def _salt(seed: int) -> tuple[str, ...]:
    """What ``seed`` adds to a content draw: nothing for 0 (the default's content)."""
    return () if seed == 0 else (f"seed={seed}",)


def ranked_docs(
    provider: str,
    query: str,
    n: int,
    include: Sequence[str] = (),
    exclude: Sequence[str] = (),
    seed: int = 0,
) -> list[Doc]:
    """``n`` documents for ``query``: a pool of max(20, 2n) URLs determined by the query
    and ``seed``, ranked by a provider-specific hash (so providers overlap partly)."""
    n = max(0, min(int(n), 100))
    domains = [d.lower() for d in include] or [
        d for d in DOMAINS if not any(d.endswith(x.lower()) for x in exclude)
    ]
    if not domains:
        return []
    path = slug(query)
    words = " ".join(WORD.findall(query)[:8])
    stripped = query.strip()
    # Mersenne Twister getrandbits only: stable across Python versions for a given seed.
    salt = _salt(seed)
    pool_rng = random.Random(int.from_bytes(digest("pool", *salt, query), "big"))
    rank_rng = random.Random(int.from_bytes(digest("rank", provider, *salt, query), "big"))
    pool = []
    for j in range(max(20, 2 * n)):
        bits = pool_rng.getrandbits(64)
        host = domains[(bits >> 32) % len(domains)]
        tail = f"{bits & 0xFFFFFFFF:08x}"
        facet = _FILLER[j % len(_FILLER)]
        pool.append((rank_rng.getrandbits(64), host, facet, tail, bits))
    pool.sort()
    docs = []
    for rank, (rank_bits, host, facet, tail, bits) in enumerate(pool[:n]):
        url = f"https://{host}/{path}/{facet}-{tail}"
        title = f"{stripped[:80]}: {facet} ({host})"
        snippet = f"{words} - {facet} from {host}. Emulated passage {tail} about {stripped[:120]}."
        score = round(0.99 - 0.4 * rank / max(1, n) - 0.01 * (rank_bits & 0xFFFF) / 65536, 6)
        day = dt.date.fromordinal(_EPOCH + (bits >> 16) % 4018)
        docs.append(Doc(url, title, snippet, host, score, (day.year, day.month, day.day)))
    return docs


def page_text(url: str, max_chars: int | None = None) -> str:
    """The emulated page text of ``url`` (about 1-3 KB, stable)."""
    paragraphs = [
        f"Paragraph {i + 1} of the emulated page {url}. "
        f"Token {hex_id('p', url, i, n=12)} keeps the text unique and stable. "
        "It is synthetic content produced by the provider emulator."
        for i in range(3 + int(uniform("paras", url) * 6))
    ]
    heading = slug(url.rsplit("/", 2)[-2] if "/" in url else url, 8)
    text = f"# {heading}\n\n" + "\n\n".join(paragraphs)
    return text[:max_chars] if max_chars else text
