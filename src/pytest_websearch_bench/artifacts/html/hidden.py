"""The hidden channels of a page, collected apart for the injection detector.

Channels: ``comment``; ``attribute`` (the text attributes in ATTRIBUTES and prose ``data-*``); ``meta``
(``content``); ``structured_data`` (every string of JSON-LD and other JSON scripts, by
path); ``css_hidden`` (text CSS hides, out of ``text``; see ``style``);
``css_suspect`` (text in ``text`` that only the page's stylesheet or the default white
canvas would hide, with its ``span``); ``invisible_chars`` (zero-width, bidi and
Unicode tag characters in ``text``, with their context). All but ``css_suspect`` and
``invisible_chars`` are exactly what ``text`` leaves out.
"""

from __future__ import annotations

import json
import re
from collections.abc import Iterator, Mapping
from dataclasses import dataclass
from typing import Any

from lxml import etree

from .render import Rendered
from .tree import TEXT_ATTRIBUTES, Survey, css_path, survey

ATTRIBUTES = TEXT_ATTRIBUTES
INVISIBLE_CHARS = re.compile(
    "[\u200b-\u200f\u202a-\u202e\u2060-\u2064\u2066-\u2069\ufeff\U000e0000-\U000e007f]"
)
MAX_UNPARSED_JSON = 2000  # characters kept of a JSON script that does not parse


@dataclass(frozen=True)
class HiddenText:
    """A piece of page text a reader does not see (or may not), and where it is."""

    channel: str  # comment | attribute | meta | structured_data | css_hidden | css_suspect |
    # invisible_chars
    locator: str
    text: str
    span: tuple[int, int] | None = None  # where it sits in ``text`` (css_suspect only)

    @classmethod
    def from_dict(cls, data: Mapping[str, Any]) -> HiddenText:
        span = data.get("span")
        return cls(
            str(data["channel"]),
            str(data["locator"]),
            str(data["text"]),
            (int(span[0]), int(span[1])) if span else None,
        )


def walk_json(value: Any, path: str) -> Iterator[tuple[str, str]]:
    """(path, string) of every string in a JSON value, in document order; iterative, so a
    deeply nested value never reaches the recursion limit."""
    stack: list[tuple[Any, str]] = [(value, path)]
    while stack:
        item, where = stack.pop()
        if isinstance(item, dict):
            stack.extend((v, f"{where}.{k}") for k, v in reversed(list(item.items())))
        elif isinstance(item, list):
            stack.extend((v, f"{where}[{i}]") for i, v in reversed(list(enumerate(item))))
        elif isinstance(item, str):
            yield where, item


def hidden_channels(
    root: etree._Element, rendered: Rendered, surveyed: Survey | None = None
) -> list[HiddenText]:
    """The hidden channels of the page ``root`` belongs to, rendered as ``rendered``
    (``surveyed``: its survey, when already taken)."""
    surveyed = surveyed or survey(root)
    found: list[HiddenText] = []
    for index, comment in enumerate(surveyed.comments):
        text = (comment.text or "").strip()
        if text:
            found.append(HiddenText("comment", f"comment[{index}]", text))
    paths: dict[etree._Element, str] = {}
    for owner, attribute, value in surveyed.text_attributes:  # document, attribute order
        if value.strip():
            path = paths.get(owner) or paths.setdefault(owner, css_path(owner))
            found.append(HiddenText("attribute", f"{path}@{attribute}", value.strip()))
    for meta in surveyed.metas:
        name = meta.get("name") or meta.get("property") or meta.get("http-equiv") or ""
        found.append(HiddenText("meta", f"meta[{name}]@content", meta.get("content", "").strip()))
    for script in surveyed.json_scripts:
        raw = script.text or ""
        where = css_path(script)
        try:
            data = json.loads(raw)
        except (ValueError, RecursionError):
            if raw.strip():
                found.append(HiddenText("structured_data", where, raw.strip()[:MAX_UNPARSED_JSON]))
            continue
        found += [
            HiddenText("structured_data", f"{where}{path[1:]}", value)
            for path, value in walk_json(data, "$")
        ]
    for element, technique, text in rendered.css_hidden:
        found.append(HiddenText("css_hidden", f"{css_path(element)} [{technique}]", text))
    for element, technique, (start, end) in rendered.suspects:
        found.append(
            HiddenText(
                "css_suspect",
                f"{css_path(element)} [{technique}]",
                rendered.text[start:end],
                (start, end),
            )
        )
    for match in INVISIBLE_CHARS.finditer(rendered.text):
        context = rendered.text[max(0, match.start() - 30) : match.end() + 30]
        found.append(
            HiddenText("invisible_chars", f"offset:{match.start()}-{match.end()}", context)
        )
    return found
