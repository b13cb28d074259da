"""The hidden channels of a page (comments, attribute values, JSON-LD and other
structured data, CSS-hidden nodes, invisible characters), collected apart for the
injection detector: they are exactly what ``text`` leaves out."""

from __future__ import annotations

import json
import re
from collections.abc import Iterator
from dataclasses import dataclass
from typing import Any

from bs4 import BeautifulSoup, Tag
from bs4.element import Comment

from .render import _SPACES, SKIP_TAGS, is_hidden

INVISIBLE_CHARS = re.compile(
    "[\u200b-\u200f\u202a-\u202e\u2060-\u2064\u2066-\u2069\ufeff\U000e0000-\U000e007f]"
)


# -- hidden channels -------------------------------------------------------------------------


@dataclass(frozen=True)
class HiddenText:
    """A piece of page text a reader does not see, and where it is."""

    channel: str  # comment | attribute | structured_data | css_hidden | invisible_chars | meta
    locator: str
    text: str


ATTRIBUTES = ("alt", "title", "aria-label", "aria-description", "placeholder", "data-description")


def css_path(tag: Tag, *, root: bool = True) -> str:
    """A selector naming exactly ``tag``: its chain of ``name:nth-of-type(i)`` from the
    top, the document element written ``:root``."""
    import soupsieve

    parts = []
    node: Any = tag
    while isinstance(node, Tag) and node.name not in ("[document]",):
        index = 1
        sibling = node.previous_sibling
        while sibling is not None:
            if isinstance(sibling, Tag) and sibling.name == node.name:
                index += 1
            sibling = sibling.previous_sibling
        parts.append(f"{soupsieve.escape(node.name)}:nth-of-type({index})")
        node = node.parent
    parts.reverse()
    if root and parts and parts[0] == "html:nth-of-type(1)":
        parts[0] = ":root"  # shorter, and it cannot match a stray nested <html>
    return " > ".join(parts)


def _walk_json(value: Any, path: str) -> Iterator[tuple[str, str]]:
    if isinstance(value, dict):
        for key, item in value.items():
            yield from _walk_json(item, f"{path}.{key}")
    elif isinstance(value, list):
        for index, item in enumerate(value):
            yield from _walk_json(item, f"{path}[{index}]")
    elif isinstance(value, str):
        yield path, value


def hidden_channels(soup: BeautifulSoup) -> list[HiddenText]:
    found: list[HiddenText] = []
    for index, comment in enumerate(soup.find_all(string=lambda s: isinstance(s, Comment))):
        text = str(comment).strip()
        if text:
            found.append(HiddenText("comment", f"comment[{index}]", text))
    for tag in soup.find_all(True):
        for attribute in ATTRIBUTES:
            value = tag.get(attribute)
            if isinstance(value, str) and value.strip():
                found.append(HiddenText("attribute", f"{css_path(tag)}@{attribute}", value.strip()))
        if tag.name == "meta" and isinstance(tag.get("content"), str):
            name = tag.get("name") or tag.get("property") or tag.get("http-equiv") or ""
            found.append(HiddenText("meta", f"meta[{name}]@content", str(tag["content"]).strip()))
        if tag.name == "script" and "json" in str(tag.get("type", "")).lower():
            raw = tag.string or tag.get_text()
            try:
                data = json.loads(raw)
            except ValueError:
                found.append(HiddenText("structured_data", f"{css_path(tag)}", raw.strip()[:2000]))
                continue
            for path, value in _walk_json(data, "$"):
                found.append(HiddenText("structured_data", f"{css_path(tag)}{path[1:]}", value))
        if tag.name not in SKIP_TAGS and is_hidden(tag):
            text = _SPACES.sub(" ", tag.get_text(" ")).strip()
            if text:
                found.append(HiddenText("css_hidden", css_path(tag), text))
    return found


def invisible_characters(text: str) -> list[HiddenText]:
    """Zero-width, Unicode tag and bidi-override characters in visible text."""
    found = []
    for match in INVISIBLE_CHARS.finditer(text):
        context = text[max(0, match.start() - 30) : match.end() + 30]
        found.append(
            HiddenText("invisible_chars", f"offset:{match.start()}-{match.end()}", context)
        )
    return found
