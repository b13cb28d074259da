"""HTML artifacts: what a reader sees, the main text within it, and the hidden channels.

``text`` is the page as a reader sees it, in document order: no script, style,
template or head, no comments, no attribute values, and no element hidden by the
``hidden`` attribute or by inline CSS (``display:none``, ``visibility:hidden``).
Blocks are separated by a newline and the cells of a table row by a tab (a row reads
across); whitespace inside a block is collapsed (kept in ``<pre>``). Offsets of ``offset:`` spans index this string.

``main`` is a view without navigation and boilerplate, kept as ranges of ``text`` so
that any offset found in the main text maps back into ``text`` unchanged.

The hidden channels (comments, attribute values, JSON-LD and other structured data,
CSS-hidden nodes, invisible characters) are collected apart for the injection
detector: they are exactly what ``text`` leaves out.

The package is split by job: ``decode`` (bytes to text), ``render`` (what a reader
sees), ``main_text`` (the main ranges), ``hidden`` (the hidden channels), ``dates``
(the page's own publication date) and ``artifact`` (:class:`HtmlArtifact` and
:func:`parse_html`).
"""

from .artifact import HtmlArtifact, HtmlParse, looks_like_spa_shell, parse_html
from .decode import decode_html
from .hidden import ATTRIBUTES, HiddenText, css_path, hidden_channels, invisible_characters
from .main_text import main_ranges
from .render import RenderedHtml, TextNode, collapse, element_text, is_hidden, parse_soup, render

__all__ = [
    "ATTRIBUTES",
    "HiddenText",
    "HtmlArtifact",
    "HtmlParse",
    "RenderedHtml",
    "TextNode",
    "collapse",
    "css_path",
    "decode_html",
    "element_text",
    "hidden_channels",
    "invisible_characters",
    "is_hidden",
    "looks_like_spa_shell",
    "main_ranges",
    "parse_html",
    "parse_soup",
    "render",
]
