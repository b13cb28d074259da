"""The publication date a page declares about itself (meta tags, JSON-LD, <time>)."""

from __future__ import annotations

from bs4 import BeautifulSoup, Tag

from ...dates import isoformat, parse_loose
from .hidden import HiddenText

PUBLISHED_META = (
    "article:published_time",
    "og:published_time",
    "datePublished",
    "date",
    "dc.date",
    "dc.date.issued",
    "dcterms.created",
    "pubdate",
    "publish-date",
    "sailthru.date",
)


def published_date(soup: BeautifulSoup, hidden: list[HiddenText]) -> str | None:
    """The publication date the page declares (meta tags, JSON-LD, ``<time>``), as ISO.

    A page states its own date in metadata a reader does not see; the claim layer needs
    it to tell two dated documents apart, so it is read here once."""
    wanted = {name.lower() for name in PUBLISHED_META}
    for tag in soup.find_all("meta"):
        name = str(tag.get("property") or tag.get("name") or tag.get("itemprop") or "").lower()
        if name in wanted and tag.get("content"):
            when = parse_loose(str(tag["content"]))
            if when is not None:
                return isoformat(when)
    for item in hidden:
        if item.channel == "structured_data" and item.locator.endswith(".datePublished"):
            when = parse_loose(item.text)
            if when is not None:
                return isoformat(when)
    for tag in soup.find_all("time"):
        if isinstance(tag, Tag) and tag.get("datetime"):
            when = parse_loose(str(tag["datetime"]))
            if when is not None:
                return isoformat(when)
    return None
