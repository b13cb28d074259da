"""HTML artifacts: what a reader sees, the main text within it, and the hidden channels.

``text`` is the page as a reader sees it, in document order: no script, style,
template or head, no comments, no attribute values, and no text that CSS hides by the
element's inline style or presentational attributes (``hidden``, ``display:none``,
``visibility:hidden``, ``opacity:0``, a font size of at most 1px, a colour equal to the
nearest declared background, off-screen, clipped, zero-sized or zero-scaled boxes; see
``style``). A class name is never visibility. Blocks are separated by a newline and the
cells of a table row by a tab (a row reads across); whitespace inside a block is
collapsed (kept in ``<pre>``). Offsets of ``offset:`` spans index this string.

``main`` is a view without navigation and boilerplate, kept as ranges (whole lines) of
``text`` so that any offset found in the main text maps back into ``text`` unchanged.

The hidden channels (comments, attribute values, meta content, JSON-LD and other
structured data, CSS-hidden text, invisible characters) are collected apart for the
injection detector, which reads nothing else of the page's markup.

Bounded work: a page over 8 MiB, nested deeper than 256 levels or holding one text
node over 10 MB raises ``HtmlLimitExceeded`` (a read outcome ``too_large``); see
``tree``.

The package is split by job: ``decode`` (bytes to text), ``tree`` (text to an lxml tree
within the limits; element paths; the survey, one walk for what the others look up),
``style`` (what CSS hides), ``render`` (what a reader sees), ``main_text`` (the main
ranges), ``boiler`` (what the extracted article keeps around its body), ``hidden`` (the hidden channels), ``dates`` (the page's own publication date) and
``artifact`` (:class:`HtmlArtifact`, :class:`HtmlDom` and :func:`parse_html`).
"""

from ..errors import HtmlLimitExceeded
from .artifact import HtmlArtifact, HtmlDom, HtmlParse, looks_like_spa_shell, parse_html
from .decode import decode_html
from .hidden import ATTRIBUTES, HiddenText, hidden_channels
from .main_text import MAX_MAIN_ELEMENTS, main_ranges
from .render import Rendered, collapse, element_text, render
from .tree import MAX_DEPTH, MAX_HTML_BYTES, compile_selector, css_path

__all__ = [
    "ATTRIBUTES",
    "MAX_DEPTH",
    "MAX_HTML_BYTES",
    "MAX_MAIN_ELEMENTS",
    "HiddenText",
    "HtmlArtifact",
    "HtmlDom",
    "HtmlLimitExceeded",
    "HtmlParse",
    "Rendered",
    "collapse",
    "compile_selector",
    "css_path",
    "decode_html",
    "element_text",
    "hidden_channels",
    "looks_like_spa_shell",
    "main_ranges",
    "parse_html",
    "render",
]
