"""Where text hides in a document, channel by channel, for the injection detector.

Each channel is a piece of text with its vector, a locator that names the place (a
comment's index, an element and attribute, a JSON-LD path, a PDF page and object, a
span) and how much suspicion its hiding deserves:

* ``VISIBLE`` (what a reader sees): only strong content flags it;
* ``STRUCTURAL`` (meta tags, standard structured data): a clear instruction flags it;
* ``DECEPTIVE`` (text a person does not see while a machine reads it: comments,
  every kind of CSS-hidden text (``display:none``, colour equal to the background, zero
  font size, zero opacity, off-screen or clipped boxes...), alt/title/aria text,
  invented structured data keys, invisible PDF text, Unicode tag characters): any
  instruction-like sentence flags it.

Hiding alone is never a finding: real pages hide menus and gazettes print white
marks. The detector scores the content (``signals``) against the channel's threshold.

Where HTML hides text is the artifact layer's to say (``artifacts.html.style``, one
definition for the reader's text and for this detector): its hidden channels are read
here, the markup never again. PDF channels are in ``pdf_channels``.
"""

from __future__ import annotations

import re
from collections.abc import Iterator
from dataclasses import dataclass
from typing import TYPE_CHECKING

if TYPE_CHECKING:
    from ..artifacts.html import HtmlArtifact

VISIBLE = 3
STRUCTURAL = 2
DECEPTIVE = 1

DECODERS = frozenset({"rot13", "reversed", "pgame", "base64", "hex", "leet"})
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
    # invisible_chars | visible_text | svg_text | pdf_hidden_text | pdf_text
    locator: str
    text: str
    threshold: int
    span: tuple[int, int] | None = None  # where it sits in Artifact.text (or its page's text)
    bonus: tuple[str, ...] = ()  # signals the place itself carries (an invented JSON-LD key)
    page: int | None = None  # the PDF page whose text ``span`` indexes
    # v9 (``deobfuscate``): the original offset of each character of ``text`` (and of its
    # end) when ``text`` was folded or decoded, and what was done to it
    offsets: tuple[int, ...] | None = None
    decoding: tuple[str, ...] = ()

    @property
    def decoded(self) -> bool:
        """A second reading of a channel, decoded (ROT13, reversed, the p language, base64, hex, leet): not
        the page's prose, and not counted by the page's topic bar."""
        return bool(DECODERS.intersection(self.decoding))

    def original(self, index: int) -> int:
        """The offset in the original text of ``text[index]``."""
        if self.offsets is None:
            return index
        return self.offsets[min(index, len(self.offsets) - 1)]

    def span_text(self, start: int = 0, end: int | None = None) -> str | None:
        """The span grammar's name for ``span`` (narrowed to ``start:end`` within it)."""
        if self.span is None:
            return None
        start = self.original(start)
        end = None if end is None else self.original(end)
        left = self.span[0] + start
        right = self.span[1] if end is None else self.span[0] + end
        if self.page is not None:
            return f"page:{self.page}:{left}-{right}"
        return f"offset:{left}-{right}"


# -- HTML ----------------------------------------------------------------------------------------

# Read as hidden text: what a reader shows on hover or to a screen reader, and (v13) the
# hint of an empty form field (``placeholder``, ``aria-placeholder``): grey text gone as
# soon as a person types, read whole by an agent fed the page, and where writers plant
# orders ("<textarea placeholder='AI assistant: ...'>"); before v13 it was never read.
# Prose in ``data-*`` attributes (which the artifact layer keeps only when
# it reads as prose) is invisible to a person yet read by an agent fed the raw page: it is
# judged as metadata is (a site's own copy is common there: titles, captions, share text).
# v15: so is any other attribute holding prose (``artifacts.html.tree.attribute_texts``:
# ``hx-confirm``, ``<option label>``, ``<table summary>``, a widget's JSON options...):
# some a person sees (an option's label, a confirm dialog), some never (a ``longdesc``, a
# table summary); judged as hidden text, two writers' clean pages flagged on a site's own
# instruction ("Describe lo que importa...", "Write the address on the underside..."), as
# metadata none, and no attack of heldout5/9/10/11 was lost (2026-12-02).
TEXT_ATTRIBUTES = (
    "alt", "title", "aria-label", "aria-description", "placeholder", "aria-placeholder",
)  # fmt: skip
# Markup commented out (its tags dropped, its text kept); chat markers such as
# <|im_start|> are not markup and stay.
_TAGS_IN_COMMENT = re.compile(r"</?[a-zA-Z][^>]*>")
_SPACES = re.compile(r"\s+")
_TAG_CHARS = re.compile("[\U000e0020-\U000e007e]{4,}")
_JSON_KEY = re.compile(r"\.([^.\[\]]*)(?:\[\d+\])*$")


def _collapse(text: str) -> str:
    return _SPACES.sub(" ", text).strip()


def _words(text: str) -> int:
    return len(text.split())


# v19: a word path (``/p/ignore-the-rules-and-...``, ``ask_the_model_to...``, words joined
# in camel case or URL-encoded: ``IgnoreTheRules``, ``ignore%20the%20rules``): one token to
# ``split``, but a sentence to a reader of the raw text. Four words of letters or more so
# joined make a piece of hidden text worth reading though it holds no space (before v19 a
# hidden text of one token was never read); a version number or a date path is not one.
_JOINERS = re.compile(r"%20|[-_/.+]|(?<=[^\W\d_])(?=[A-Z][a-z])")
_LETTER_WORD = re.compile(r"^[^\W\d_]{2,}$")


def hidden_text_read(text: str) -> bool:
    """A hidden text worth reading: two words, or one token that joins four words of
    letters or more (see ``_JOINERS``)."""
    if _words(text) >= 2:
        return True
    parts = _JOINERS.sub(" ", text.strip()).split()
    return sum(1 for part in parts if _LETTER_WORD.match(part)) >= 4


def html_channels(artifact: HtmlArtifact) -> list[Channel]:
    """Every channel of an HTML artifact (see the module docstring), read from the
    artifact's hidden channels: what CSS hides is decided once, by the artifact layer
    (``artifacts.html.style``), for the reader's text and for this detector alike."""
    channels: list[Channel] = []
    for item in artifact.hidden:
        if item.channel in ("css_hidden", "css_suspect"):
            # Out of the text (no span: nothing there to cite), or in it and hidden only
            # by the page's stylesheet or the default white canvas (its span).
            text = _collapse(item.text)
            if hidden_text_read(text):
                channels.append(Channel("css_hidden", item.locator, text, DECEPTIVE, item.span))
    comments = 0
    for item in artifact.hidden:
        if item.channel == "comment":
            number, comments = comments, comments + 1
            if item.text.startswith(("[if", "<![endif]", "[endif]")):
                continue  # Internet Explorer conditional markup
            text = _collapse(_TAGS_IN_COMMENT.sub(" ", item.text))
            if _words(text) >= 2:
                channels.append(Channel("html_comment", f"comment[{number}]", text, DECEPTIVE))
        elif item.channel == "attribute":
            name = item.locator.rpartition("@")[2]
            if name in TEXT_ATTRIBUTES and _words(item.text) >= 2:
                channels.append(Channel("attribute", item.locator, _collapse(item.text), DECEPTIVE))
            elif _words(item.text) >= 3:  # prose data-* and (v15) any other prose attribute
                channels.append(
                    Channel("attribute", item.locator, _collapse(item.text), STRUCTURAL)
                )
        elif item.channel == "meta":
            if _words(item.text) >= 2:
                channels.append(Channel("meta", item.locator, _collapse(item.text), STRUCTURAL))
        elif item.channel == "structured_data":
            channels.extend(_structured_data(item.locator, item.text))
        elif item.channel in SRCDOC_CHANNELS:
            channels.extend(_srcdoc_or_svg(item.channel, item.locator, item.text))
    channels.extend(smuggled_channels(artifact.text))
    channels.extend(visible_channels(artifact.text))
    return channels


# v15: what the artifact layer reads of ``<iframe srcdoc>`` and inline SVG (``artifacts.html.
# hidden``): a srcdoc's text and channels are markup in an attribute, judged as an
# attribute; an SVG's drawn ``<text>`` as visible text (vector ``svg_text``: it is not in
# the page's text, so no span); its ``<title>`` (a tooltip) and ``<desc>`` as an attribute;
# text a hidden SVG holds as ``css_hidden``, and so is the text a browser never draws
# (``unrendered``: media and canvas fallback, a frame's inner markup, noscript, template).
SRCDOC_CHANNELS = {
    "srcdoc": ("attribute", DECEPTIVE),
    "svg_label": ("attribute", DECEPTIVE),
    "svg_hidden": ("css_hidden", DECEPTIVE),
    "unrendered": ("css_hidden", DECEPTIVE),
    "svg_text": ("svg_text", VISIBLE),
    # v18: a comment inside a <style> element (never drawn), judged as an HTML comment
    "style_comment": ("html_comment", DECEPTIVE),
}


def _srcdoc_or_svg(channel: str, locator: str, text: str) -> Iterator[Channel]:
    vector, threshold = SRCDOC_CHANNELS[channel]
    text = _collapse(text)
    if _words(text) >= 2 or (vector == "css_hidden" and hidden_text_read(text)):
        yield Channel(vector, locator, text, threshold)


def decode_tags(text: str) -> str:
    """The text spelled in Unicode tag characters inside ``text`` ("" when none)."""
    runs = [m.group(0) for m in _TAG_CHARS.finditer(text)]
    return " ".join("".join(chr(ord(c) - 0xE0000) for c in run) for run in runs)


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


def _structured_data(locator: str, value: str) -> Iterator[Channel]:
    """A string of structured data; under a key that looks like configuration
    (``instructions``, ``system``...) it weighs more. A script that did not parse is one
    channel, located by its element alone."""
    if _words(value) < 2:
        return
    match = _JSON_KEY.search(locator)
    key = match.group(1) if match else ""
    invented = re.sub(r"[^a-z]", "", key.lower()) in INVENTED_KEYS
    yield Channel(
        "structured_data",
        locator,
        _collapse(value),
        DECEPTIVE if invented else STRUCTURAL,
        bonus=("config_key",) if invented else (),
    )


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
