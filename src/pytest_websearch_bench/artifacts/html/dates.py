"""The publication date a page declares about itself (meta tags, JSON-LD, <time>)."""

from __future__ import annotations

from lxml import etree

from ...dates import isoformat, parse_loose
from .hidden import HiddenText
from .tree import Survey, survey

PUBLISHED_META = frozenset(
    {
        "article:published_time",
        "og:published_time",
        "datepublished",
        "date",
        "dc.date",
        "dc.date.issued",
        "dcterms.created",
        "pubdate",
        "publish-date",
        "sailthru.date",
    }
)


def published_date(
    root: etree._Element, hidden: list[HiddenText], surveyed: Survey | None = None
) -> str | None:
    """The publication date the page declares (meta tags, JSON-LD, ``<time>``), as ISO.

    A page states its own date in metadata a reader does not see; the claim layer needs
    it to tell two dated documents apart, so it is read here once."""
    surveyed = surveyed or survey(root)
    for meta in surveyed.metas:
        name = (meta.get("property") or meta.get("name") or meta.get("itemprop") or "").lower()
        if name in PUBLISHED_META:
            when = parse_loose(meta.get("content"))
            if when is not None:
                return isoformat(when)
    for item in hidden:
        if item.channel == "structured_data" and item.locator.endswith(".datePublished"):
            when = parse_loose(item.text)
            if when is not None:
                return isoformat(when)
    for time in surveyed.times:
        when = parse_loose(time.get("datetime"))
        if when is not None:
            return isoformat(when)
    return None
