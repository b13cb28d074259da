"""Where text hides in a document, channel by channel, for the injection detector.

Each channel is a piece of text with its vector, a locator that names the place (a
comment's index, an element and attribute, a JSON-LD path, a PDF page and object, a
span) and how much suspicion its hiding deserves:

* ``VISIBLE`` (what a reader sees): only strong content flags it;
* ``STRUCTURAL`` (hidden the way sites hide menus and accordions: ``display:none``,
  ``visibility:hidden``, the ``hidden`` attribute; meta tags; standard structured
  data): a clear instruction flags it;
* ``DECEPTIVE`` (hidden in ways that only make sense to hide text from people while
  keeping it for machines: comments, colour equal to the background, zero font size,
  zero opacity, off-screen or clipped boxes, alt/title/aria text, invented structured
  data keys, invisible PDF text, Unicode tag characters): any instruction-like
  sentence flags it.

Hiding alone is never a finding: real pages hide menus and gazettes print white
marks. The detector scores the content (``signals``) against the channel's threshold.

Over 400 lines because every HTML channel is read in the one walk of the DOM that
also resolves stylesheet hiding; PDF channels are in ``pdf_channels``.
"""

from __future__ import annotations

import json
import re
from collections.abc import Iterator
from dataclasses import dataclass
from typing import Any

VISIBLE = 3
STRUCTURAL = 2
DECEPTIVE = 1

INVENTED_KEYS = frozenset(
    {
        "instructions", "instruction", "system", "systemprompt", "systemmessage", "prompt",
        "prompts", "assistant", "assistantnote", "ainote", "notetoai", "notetoassistant",
        "noteforai", "llm", "llminstructions", "aiinstructions", "modelinstructions",
        "agentinstructions", "directive", "directives", "command", "commands", "jailbreak",
        "override", "instrucciones", "instruccion", "indicaciones", "notaparaelasistente",
        "notaparaia", "sistema", "asistente",
    }
)  # fmt: skip


@dataclass(frozen=True)
class Channel:
    vector: str  # html_comment | css_hidden | attribute | meta | structured_data |
    # invisible_chars | visible_text | pdf_hidden_text | pdf_text
    locator: str
    text: str
    threshold: int
    span: tuple[int, int] | None = None  # where it sits in Artifact.text (or its page's text)
    bonus: tuple[str, ...] = ()  # signals the place itself carries (an invented JSON-LD key)
    page: int | None = None  # the PDF page whose text ``span`` indexes

    def span_text(self, start: int = 0, end: int | None = None) -> str | None:
        """The span grammar's name for ``span`` (narrowed to ``start:end`` within it)."""
        if self.span is None:
            return None
        left = self.span[0] + start
        right = self.span[1] if end is None else self.span[0] + end
        if self.page is not None:
            return f"page:{self.page}:{left}-{right}"
        return f"offset:{left}-{right}"


# -- colours and styles -----------------------------------------------------------------------

_NAMED = {
    "white": (255, 255, 255), "black": (0, 0, 0), "red": (255, 0, 0), "green": (0, 128, 0),
    "blue": (0, 0, 255), "gray": (128, 128, 128), "grey": (128, 128, 128),
    "silver": (192, 192, 192), "whitesmoke": (245, 245, 245), "snow": (255, 250, 250),
    "ivory": (255, 255, 240), "ghostwhite": (248, 248, 255), "navy": (0, 0, 128),
    "yellow": (255, 255, 0), "orange": (255, 165, 0),
}  # fmt: skip
_HEX = re.compile(r"#([0-9a-f]{3,8})\b")
_RGB = re.compile(
    r"rgba?\(\s*([\d.]+%?)[\s,]+([\d.]+%?)[\s,]+([\d.]+%?)(?:[\s,/]+([\d.]+%?))?\s*\)"
)
_LENGTH = re.compile(r"^(-?[\d.]+)\s*(px|pt|em|rem|%|vw|vh)?$")


def parse_color(value: str) -> tuple[int, int, int, float] | None:
    """(r, g, b, alpha) of a CSS colour, or None when it is not one this reads."""
    value = value.strip().lower().replace("!important", "").strip()
    if value == "transparent":
        return (0, 0, 0, 0.0)
    if value in _NAMED:
        return (*_NAMED[value], 1.0)
    match = _HEX.search(value)
    if match:
        digits = match.group(1)
        if len(digits) in (3, 4):
            digits = "".join(c * 2 for c in digits)
        if len(digits) not in (6, 8):
            return None
        alpha = int(digits[6:8], 16) / 255 if len(digits) == 8 else 1.0
        return (int(digits[0:2], 16), int(digits[2:4], 16), int(digits[4:6], 16), alpha)
    match = _RGB.search(value)
    if match:

        def channel(text: str) -> int:
            return round(float(text[:-1]) * 2.55) if text.endswith("%") else round(float(text))

        alpha_text = match.group(4)
        alpha = 1.0
        if alpha_text:
            alpha = float(alpha_text[:-1]) / 100 if alpha_text.endswith("%") else float(alpha_text)
        return (channel(match.group(1)), channel(match.group(2)), channel(match.group(3)), alpha)
    return None


def _close(a: tuple[int, int, int, float], b: tuple[int, int, int, float]) -> bool:
    return max(abs(a[i] - b[i]) for i in range(3)) <= 12


def _length_px(value: str) -> float | None:
    match = _LENGTH.match(value.strip().lower().replace("!important", "").strip())
    if not match:
        return None
    number, unit = float(match.group(1)), match.group(2) or "px"
    return number * {"px": 1, "pt": 1.33, "em": 16, "rem": 16, "%": 0.16, "vw": 12, "vh": 8}[unit]


def parse_style(text: str) -> dict[str, str]:
    declarations: dict[str, str] = {}
    for part in text.split(";"):
        name, _, value = part.partition(":")
        if value:
            declarations[name.strip().lower()] = value.strip().lower()
    return declarations


_AT_BLOCK = re.compile(r"@[a-z-]+[^{;]*\{", re.IGNORECASE)
_SIMPLE = re.compile(r"^(?:[a-z][a-z0-9]*)?(?:[.#][\w-]+)+$|^[a-z][a-z0-9]*$", re.IGNORECASE)
RELEVANT = (
    "display", "visibility", "opacity", "font-size", "color", "background", "background-color",
    "text-indent", "position", "left", "top", "clip", "clip-path", "height", "width",
    "overflow", "transform",
)  # fmt: skip


def _without_at_blocks(css: str) -> str:
    """Top-level rules only: @media and friends apply conditionally, so a rule inside
    one says nothing certain about what a reader sees."""
    out, index = [], 0
    while True:
        match = _AT_BLOCK.search(css, index)
        if match is None:
            out.append(css[index:])
            return "".join(out)
        out.append(css[index : match.start()])
        depth, cursor = 1, match.end()
        while cursor < len(css) and depth:
            depth += {"{": 1, "}": -1}.get(css[cursor], 0)
            cursor += 1
        index = cursor


def stylesheet_rules(css: str) -> Iterator[tuple[str, dict[str, str]]]:
    """(simple selector, relevant declarations) of a stylesheet's top-level rules."""
    css = re.sub(r"/\*.*?\*/", "", css, flags=re.DOTALL)
    for block in _without_at_blocks(css).split("}"):
        selectors, _, body = block.partition("{")
        declarations = {k: v for k, v in parse_style(body).items() if k in RELEVANT}
        if not declarations:
            continue
        for selector in selectors.split(","):
            selector = selector.strip()
            if selector and _SIMPLE.match(selector):
                yield selector, declarations


# -- hidden elements ------------------------------------------------------------------------------


def hiding_technique(style: dict[str, str], hidden_attribute: bool) -> tuple[str, int] | None:
    """(technique, threshold) when these declarations alone hide an element's text."""
    if hidden_attribute or style.get("display", "").startswith("none"):
        return "display_none", DECEPTIVE
    if style.get("visibility", "").startswith(("hidden", "collapse")):
        return "visibility_hidden", DECEPTIVE
    opacity = style.get("opacity")
    if opacity is not None:
        try:
            if float(opacity.replace("!important", "")) <= 0.05:
                return "opacity_0", DECEPTIVE
        except ValueError:
            pass
    size = _length_px(style.get("font-size", "")) if "font-size" in style else None
    if size is not None and size <= 1.0:
        return "font_size_0", DECEPTIVE
    indent = _length_px(style.get("text-indent", "")) if "text-indent" in style else None
    if indent is not None and indent <= -999:
        return "text_indent", DECEPTIVE
    if style.get("position", "").startswith(("absolute", "fixed")):
        for side in ("left", "top"):
            offset = _length_px(style.get(side, "")) if side in style else None
            if offset is not None and offset <= -999:
                return "off_screen", DECEPTIVE
        clip = style.get("clip", "")
        if clip.startswith("rect(") and re.fullmatch(r"rect\(\s*(?:[01]px[\s,]*){4}\)", clip):
            return "clipped", DECEPTIVE
    if style.get("clip-path", "").startswith(("inset(50%", "circle(0")):
        return "clipped", DECEPTIVE
    if style.get("overflow", "").startswith("hidden"):
        for side in ("height", "width"):
            extent = _length_px(style.get(side, "")) if side in style else None
            if extent is not None and extent <= 1:
                return "zero_box", DECEPTIVE
    if style.get("transform", "").startswith("scale(0"):
        return "scaled_0", DECEPTIVE
    return None


class StyleIndex:
    """The relevant declarations of each element: stylesheet rules with simple selectors
    (by id, class or tag), overridden by the element's inline style."""

    def __init__(self, soup: Any) -> None:
        self.by_class: dict[str, list[dict[str, str]]] = {}
        self.by_id: dict[str, list[dict[str, str]]] = {}
        self.by_tag: dict[str, list[dict[str, str]]] = {}
        for style in soup.find_all("style"):
            for selector, declarations in stylesheet_rules(style.get_text()):
                self._add(selector, declarations)

    def _add(self, selector: str, declarations: dict[str, str]) -> None:
        parts = re.findall(r"[.#]?[\w-]+", selector)
        # Compound selectors (tag.class, .a.b) are indexed by their most specific part
        # and checked in full when an element is styled.
        key = next((p for p in parts if p.startswith("#")), None) or next(
            (p for p in parts if p.startswith(".")), parts[0]
        )
        table = (
            self.by_id
            if key.startswith("#")
            else self.by_class
            if key.startswith(".")
            else self.by_tag
        )
        table.setdefault(key.lstrip(".#").lower(), []).append(
            {"__selector__": selector, **declarations}
        )

    @staticmethod
    def _matches(tag: Any, selector: str) -> bool:
        classes = {c.lower() for c in (tag.get("class") or [])}
        for part in re.findall(r"[.#]?[\w-]+", selector):
            if part.startswith("."):
                if part[1:].lower() not in classes:
                    return False
            elif part.startswith("#"):
                if str(tag.get("id", "")).lower() != part[1:].lower():
                    return False
            elif (tag.name or "").lower() != part.lower():
                return False
        return True

    def style_of(self, tag: Any) -> dict[str, str]:
        merged: dict[str, str] = {}
        candidates = list(self.by_tag.get((tag.name or "").lower(), ()))
        for name in tag.get("class") or []:
            candidates += self.by_class.get(str(name).lower(), ())
        if tag.get("id"):
            candidates += self.by_id.get(str(tag["id"]).lower(), ())
        for rule in candidates:
            if self._matches(tag, rule["__selector__"]):
                merged.update({k: v for k, v in rule.items() if k != "__selector__"})
        inline = tag.get("style")
        if inline:
            merged.update({k: v for k, v in parse_style(str(inline)).items() if k in RELEVANT})
        return merged


def _background(style: dict[str, str]) -> tuple[int, int, int, float] | None:
    for name in ("background-color", "background"):
        if name in style:
            color = parse_color(style[name])
            if color is not None and color[3] > 0.5:
                return color
            if "url(" in style[name] or "gradient" in style[name]:
                return (-999, -999, -999, 1.0)  # an image: any colour may be readable on it
    return None


# -- HTML ----------------------------------------------------------------------------------------

_SKIP = frozenset(
    {"script", "style", "template", "noscript", "head", "title", "meta", "link", "svg", "math"}
)
_WHITE = (255, 255, 255, 1.0)
_BLACK = (0, 0, 0, 1.0)
TEXT_ATTRIBUTES = ("alt", "title", "aria-label", "aria-description")
# Markup commented out (its tags dropped, its text kept); chat markers such as
# <|im_start|> are not markup and stay.
_TAGS_IN_COMMENT = re.compile(r"</?[a-zA-Z][^>]*>")
_SPACES = re.compile(r"\s+")
_TAG_CHARS = re.compile("[\U000e0020-\U000e007e]{4,}")


def _collapse(text: str) -> str:
    return _SPACES.sub(" ", text).strip()


def _words(text: str) -> int:
    return len(text.split())


def html_channels(artifact: Any) -> list[Channel]:
    """Every channel of an HTML artifact (see the module docstring)."""
    from bs4.element import Comment, Tag

    from ..artifacts.html import css_path

    soup = artifact.soup
    rendered = artifact.rendered
    channels: list[Channel] = []

    def span_of(element: Any) -> tuple[int, int] | None:
        ranges = [
            rendered.node_ranges[id(s)]
            for s in element.find_all(string=True)
            if id(s) in rendered.node_ranges
        ]
        if not ranges:
            return None
        return min(r[0] for r in ranges), max(r[1] for r in ranges)

    index = StyleIndex(soup)

    def walk(
        element: Any, color: tuple[int, int, int, float], background: tuple[int, int, int, float]
    ) -> None:
        for child in element.children:
            if not isinstance(child, Tag) or (child.name or "") in _SKIP:
                continue
            style = index.style_of(child)
            found = hiding_technique(style, child.has_attr("hidden"))
            own_color = parse_color(style["color"]) if "color" in style else None
            own_background = _background(style)
            child_color = own_color or color
            child_background = own_background or background
            if found is None and (own_color is not None or own_background is not None):
                if child_color[3] <= 0.05:
                    found = ("transparent_text", DECEPTIVE)
                elif child_background[0] >= 0 and _close(child_color, child_background):
                    found = ("color_matches_background", DECEPTIVE)
            if found is not None:
                text = _collapse(child.get_text(" "))
                if _words(text) >= 2:
                    technique, threshold = found
                    channels.append(
                        Channel(
                            "css_hidden",
                            f"{css_path(child)} [{technique}]",
                            text,
                            threshold,
                            span_of(child) if threshold == DECEPTIVE else None,
                        )
                    )
                continue
            walk(child, child_color, child_background)

    walk(soup, _BLACK, _WHITE)

    comments = soup.find_all(string=lambda s: isinstance(s, Comment))
    for number, comment in enumerate(comments):
        raw = str(comment).strip()
        if raw.startswith(("[if", "<![endif]", "[endif]")):
            continue  # Internet Explorer conditional markup
        text = _collapse(_TAGS_IN_COMMENT.sub(" ", raw))
        if _words(text) >= 2:
            channels.append(Channel("html_comment", f"comment[{number}]", text, DECEPTIVE))

    for tag in soup.find_all(True):
        for attribute in TEXT_ATTRIBUTES:
            value = tag.get(attribute)
            if isinstance(value, str) and _words(value) >= 2:
                channels.append(
                    Channel(
                        "attribute", f"{css_path(tag)}@{attribute}", _collapse(value), DECEPTIVE
                    )
                )
        if (
            tag.name == "meta"
            and isinstance(tag.get("content"), str)
            and _words(tag["content"]) >= 2
        ):
            name = tag.get("name") or tag.get("property") or tag.get("http-equiv") or ""
            channels.append(
                Channel("meta", f"meta[{name}]@content", _collapse(tag["content"]), STRUCTURAL)
            )
        if tag.name == "script" and "json" in str(tag.get("type", "")).lower():
            channels.extend(_structured_data(tag, css_path(tag)))

    channels.extend(smuggled_channels(artifact.text))
    channels.extend(visible_channels(artifact.text))
    return channels


def smuggled_channels(text: str) -> list[Channel]:
    """Text spelled in Unicode tag characters (invisible everywhere), decoded."""
    channels = []
    for match in _TAG_CHARS.finditer(text):
        if match.start() and text[match.start() - 1] == "\U0001f3f4":
            continue  # a subdivision flag emoji, not smuggled text
        decoded = "".join(chr(ord(c) - 0xE0000) for c in match.group(0))
        channels.append(
            Channel(
                "invisible_chars",
                f"offset:{match.start()}-{match.end()}",
                decoded,
                DECEPTIVE,
                (match.start(), match.end()),
                ("smuggled",),
            )
        )
    return channels


def _structured_data(tag: Any, where: str) -> Iterator[Channel]:
    raw = tag.string or tag.get_text()
    try:
        data = json.loads(raw)
    except ValueError:
        text = _collapse(raw)[:4000]
        if _words(text) >= 2:
            yield Channel("structured_data", where, text, STRUCTURAL)
        return
    for path, key, value in _json_strings(data, "$"):
        if _words(value) < 2:
            continue
        invented = re.sub(r"[^a-z]", "", key.lower()) in INVENTED_KEYS
        yield Channel(
            "structured_data",
            f"{where}{path[1:]}",
            _collapse(value),
            DECEPTIVE if invented else STRUCTURAL,
            bonus=("config_key",) if invented else (),
        )


def _json_strings(value: Any, path: str, key: str = "") -> Iterator[tuple[str, str, str]]:
    if isinstance(value, dict):
        for name, item in value.items():
            yield from _json_strings(item, f"{path}.{name}", str(name))
    elif isinstance(value, list):
        for number, item in enumerate(value):
            yield from _json_strings(item, f"{path}[{number}]", key)
    elif isinstance(value, str):
        yield path, key, value


def visible_channels(
    text: str, *, prefix: str = "offset", page: int | None = None
) -> list[Channel]:
    """What a reader sees, a block (line) at a time, with its span."""
    channels = []
    start = 0
    for line in text.split("\n"):
        end = start + len(line)
        if _words(line) >= 2:
            left = start + (len(line) - len(line.lstrip()))
            right = end - (len(line) - len(line.rstrip()))
            locator = (
                f"page:{page}:{left}-{right}" if page is not None else f"{prefix}:{left}-{right}"
            )
            vector = "pdf_text" if page is not None else "visible_text"
            channels.append(
                Channel(vector, locator, line.strip(), VISIBLE, (left, right), page=page)
            )
        start = end + 1
    return channels


_MARKDOWN_COMMENT = re.compile(r"<!--(.*?)-->", re.DOTALL)


def text_channels(text: str) -> list[Channel]:
    """Markdown or plain text: its visible lines, and the HTML comments extracted markdown
    keeps (invisible when rendered, read by every model)."""
    channels = []
    for number, match in enumerate(_MARKDOWN_COMMENT.finditer(text)):
        inner = _collapse(_TAGS_IN_COMMENT.sub(" ", match.group(1)))
        if _words(inner) >= 2:
            channels.append(
                Channel(
                    "html_comment",
                    f"comment[{number}]",
                    inner,
                    DECEPTIVE,
                    (match.start(), match.end()),
                )
            )
    channels.extend(smuggled_channels(text))
    channels.extend(visible_channels(text))
    return channels
