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
"""

from __future__ import annotations

import bisect
import json
import re
from collections.abc import Callable, Iterator
from dataclasses import dataclass, field
from typing import Any

from bs4 import BeautifulSoup, Tag
from bs4.dammit import UnicodeDammit
from bs4.element import Comment, Doctype, NavigableString

from ..dates import isoformat, parse_loose
from .base import HTML, Artifact
from .errors import ArtifactError
from .text import declared_charset

SKIP_TAGS = frozenset(
    {
        "script",
        "style",
        "template",
        "noscript",
        "head",
        "title",
        "meta",
        "link",
        "svg",
        "math",
        "iframe",
        "object",
        "embed",
        "canvas",
        "audio",
        "video",
        "source",
        "track",
        "map",
    }
)
BLOCK_TAGS = frozenset(
    {
        "address",
        "article",
        "aside",
        "blockquote",
        "body",
        "caption",
        "center",
        "dd",
        "details",
        "dialog",
        "div",
        "dl",
        "dt",
        "fieldset",
        "figcaption",
        "figure",
        "footer",
        "form",
        "h1",
        "h2",
        "h3",
        "h4",
        "h5",
        "h6",
        "header",
        "hr",
        "html",
        "li",
        "main",
        "menu",
        "nav",
        "ol",
        "p",
        "pre",
        "section",
        "summary",
        "table",
        "tbody",
        "tfoot",
        "thead",
        "tr",
        "ul",
        "br",
        "option",
        "legend",
        "label",
        "picture",
    }
)
CELL_TAGS = frozenset({"td", "th"})
BOILERPLATE_TAGS = frozenset(
    {
        "nav",
        "header",
        "footer",
        "aside",
        "form",
        "menu",
        "button",
        "select",
        "label",
        "fieldset",
        "dialog",
        "figcaption",
        "time",
    }
)
BOILERPLATE_ROLES = frozenset(
    {
        "navigation",
        "banner",
        "contentinfo",
        "complementary",
        "search",
        "menu",
        "menubar",
        "dialog",
        "alert",
    }
)
# Class/id tokens of page furniture (matched against whole tokens and their parts).
BOILERPLATE_WORDS = re.compile(
    r"(^|[-_ ])(nav|navbar|navigation|menu|menue|footer|header|masthead|sidebar|side-bar|aside|"
    r"breadcrumbs?|cookies?|consent|gdpr|share|sharing|social|socials|related|recommend(ed|ations)?|"
    r"teasers|teaser-?list|comments?|newsletter|subscribe|subscription|advert(isement)?|"
    r"ads?|banner|promo|skip|pagination|pager|toolbar|login|signup|tags?|tagcloud|meta|byline|"
    r"author-?box|print|popup|modal|overlay|toc|infobox|navbox|catlinks|mw-navigation|"
    r"more-?stories|read-?more|outbrain|taboola|copyright|legal|disclaimer|caption|credits?|"
    r"date|time|timestamp|posted|published|dateline|read-?time|reading-?time|respond|disqus|"
    r"discussion|replies|reply|ratings?|stars|likes|votes?|follow|author|bio|profile|categories|"
    r"category|topics|keywords|tools|actions|utility|utils|sharebar|shariff|embed|video-?player|"
    r"image-?credit|photo-?credit|source-?box|hint|notice|teaser-?list|list-?teaser|more|weitere|"
    r"thumbnails?|thumbs|next-?post|prev-?post|previous-?post|post-?navigation|linktipps|link-?tips)($|[-_ ])",
    re.IGNORECASE,
)
CONTENT_WORDS = re.compile(
    r"(^|[-_ ])(content|article|post|entry|story|main|body-?text|text|blog-?post|news-?text|"
    r"article-?body|post-?body|entry-?content|mw-content-text|page-content|artikel|beitrag|inhalt|"
    r"nota|noticia|articulo|contenido|texto|cuerpo|contenu|corps)($|[-_ ])",
    re.IGNORECASE,
)
STRONG_CONTENT = re.compile(
    r"(^|[-_ ])(entry-?content|post-?body|article-?body|story-?body|articlebody|mw-content-text|"
    r"post-?content|article-?content|article-?text|news-?text)($|[-_ ])",
    re.IGNORECASE,
)
_HIDDEN_STYLE = re.compile(r"display\s*:\s*none|visibility\s*:\s*hidden", re.IGNORECASE)
_SPACES = re.compile(r"[ \t\r\n\f\v\u00a0\u200b]+")
INVISIBLE_CHARS = re.compile(
    "[\u200b-\u200f\u202a-\u202e\u2060-\u2064\u2066-\u2069\ufeff\U000e0000-\U000e007f]"
)
SPA_ROOTS = ("root", "app", "__next", "__nuxt", "svelte", "main-app")


def decode_html(data: bytes, content_type: str | None = None) -> tuple[str, str]:
    """(text, encoding): the charset from the HTTP header, the BOM, ``<meta>``, then
    detection (bs4's UnicodeDammit, with charset-normalizer when installed)."""
    declared = declared_charset(content_type)
    dammit = UnicodeDammit(
        data, known_definite_encodings=[declared] if declared else [], is_html=True
    )
    if dammit.unicode_markup is None:
        return data.decode("utf-8", errors="replace"), "utf-8 (replaced)"
    return dammit.unicode_markup, str(dammit.original_encoding or "utf-8")


def is_hidden(tag: Tag) -> bool:
    if tag.has_attr("hidden"):
        return True
    style = tag.get("style")
    return bool(style and _HIDDEN_STYLE.search(str(style)))


def _tokens(tag: Tag) -> str:
    """Class and id, without BEM modifiers (``Section--Ads`` is a section, not an ad)."""
    value: Any = tag.get("class") or []
    classes: list[str] = value.split() if isinstance(value, str) else list(value)
    return " ".join(c.split("--")[0] for c in [*classes, str(tag.get("id") or "")])


TEXT_TAGS = frozenset({"h1", "h2", "h3", "h4", "h5", "h6", "p", "blockquote", "pre"})


def is_boilerplate(tag: Tag) -> bool:
    if tag.name in TEXT_TAGS:
        return False  # furniture is a container; a heading or paragraph is the text itself
    if tag.name == "header" and tag.find_parent(("article", "main", "section")) is not None:
        return False  # an article's own header: its title and lead
    if tag.name in BOILERPLATE_TAGS:
        return True
    if str(tag.get("role", "")).lower() in BOILERPLATE_ROLES:
        return True
    tokens = _tokens(tag)
    return (
        bool(tokens.strip())
        and bool(BOILERPLATE_WORDS.search(tokens))
        and not CONTENT_WORDS.search(tokens)
    )


@dataclass
class TextNode:
    start: int
    end: int
    node: NavigableString


@dataclass
class RenderedHtml:
    text: str
    nodes: list[TextNode]
    node_ranges: dict[int, tuple[int, int]]  # id(NavigableString) -> range in text


class _Renderer:
    """Builds ``text`` in one walk, remembering where each visible text node landed."""

    def __init__(self) -> None:
        self.parts: list[str] = []
        self.length = 0
        self.nodes: list[TextNode] = []
        self.pending_break = False
        self.pending_cell = False

    def _emit(self, text: str) -> tuple[int, int]:
        if not text:
            return self.length, self.length
        if self.pending_break and self.length:
            self.parts.append("\n")
            self.length += 1
        elif self.pending_cell and self.length and self.parts[-1][-1:] != "\n":
            self.parts.append("\t")
            self.length += 1
        self.pending_break = self.pending_cell = False
        last = self.parts[-1][-1] if self.parts and self.parts[-1] else "\n"
        if last in " \t\n" and text.startswith(" "):
            text = text.lstrip(" ")
            if not text:
                return self.length, self.length
        start = self.length
        self.parts.append(text)
        self.length += len(text)
        return start, self.length

    def block(self) -> None:
        if self.length:
            self.pending_break = True

    def cell(self) -> None:
        """A table cell: a row reads across, so cells are separated by a tab, not a line."""
        if self.length:
            self.pending_cell = True

    def walk(self, element: Tag, preformatted: bool = False) -> None:
        for child in element.children:
            if isinstance(child, (Comment, Doctype)):
                continue
            if isinstance(child, NavigableString):
                if type(child) is not NavigableString:
                    continue  # CData, ProcessingInstruction, Declaration...
                raw = str(child)
                text = raw.replace("\r\n", "\n") if preformatted else _SPACES.sub(" ", raw)
                if not text.strip() and not preformatted:
                    if (
                        text
                        and self.parts
                        and not (self.pending_break or self.pending_cell)
                        and self.parts[-1][-1:] not in (" ", "\t", "\n")
                    ):
                        self._emit(" ")
                    continue
                start, end = self._emit(text)
                if end > start:
                    self.nodes.append(TextNode(start, end, child))
                continue
            if not isinstance(child, Tag):
                continue
            name = child.name or ""
            if name in SKIP_TAGS or is_hidden(child) or name == "input":
                continue
            is_block = name in BLOCK_TAGS
            if is_block:
                self.block()
            elif name in CELL_TAGS:
                self.cell()
            self.walk(child, preformatted or name == "pre")
            if is_block:
                self.block()
            elif name in CELL_TAGS:
                self.cell()

    def result(self) -> RenderedHtml:
        text = "".join(self.parts)
        # Trailing spaces before a break are not part of what a reader sees.
        ranges = {id(n.node): (n.start, n.end) for n in self.nodes}
        return RenderedHtml(text, self.nodes, ranges)


def render(soup: BeautifulSoup) -> RenderedHtml:
    renderer = _Renderer()
    body = soup.body or soup
    renderer.walk(body)
    return renderer.result()


def parse_soup(markup: str) -> BeautifulSoup:
    return BeautifulSoup(markup, "html.parser")


# -- main text -----------------------------------------------------------------------------


def _text_lengths(rendered: RenderedHtml) -> tuple[dict[int, int], dict[int, int]]:
    """Visible text length under every element, and the part of it inside links,
    counted once from the rendered nodes (no repeated get_text over the tree)."""
    lengths: dict[int, int] = {}
    linked: dict[int, int] = {}
    for text_node in rendered.nodes:
        size = len(text_node.node.strip())
        in_link = False
        for parent in text_node.node.parents:
            if parent.name == "a":
                in_link = True
            key = id(parent)
            lengths[key] = lengths.get(key, 0) + size
            if in_link:
                linked[key] = linked.get(key, 0) + size
    return lengths, linked


def _content_root(
    soup: BeautifulSoup, lengths: dict[int, int], linked: dict[int, int], total: int
) -> Tag | None:
    """The tightest element that holds the article, when the page marks one: the
    longest marked candidate, then any marked descendant still holding 85% of it."""
    candidates: list[Tag] = []
    for selector in ("article", "main", "[role=main]", "[itemprop=articleBody]"):
        candidates += [t for t in soup.select(selector) if isinstance(t, Tag)]
    for tag in soup.find_all(["div", "section"]):
        tokens = _tokens(tag)
        if CONTENT_WORDS.search(tokens) and not BOILERPLATE_WORDS.search(tokens):
            candidates.append(tag)
    # Scored by the text that is not inside links (a grid of teaser links is not an
    # article); the markers CMSs put on the article body itself weigh three times.
    scores = {
        id(c): (lengths.get(id(c), 0) - linked.get(id(c), 0))
        * (3 if STRONG_CONTENT.search(_tokens(c)) or c.get("itemprop") == "articleBody" else 1)
        for c in candidates
    }
    candidates = [c for c in candidates if scores[id(c)] > 0]
    if not candidates:
        return None
    # The markers CMSs put on the article body itself are the most reliable sign.
    strong = [
        c
        for c in candidates
        if (STRONG_CONTENT.search(_tokens(c)) or c.get("itemprop") == "articleBody")
        and scores[id(c)] >= 600
    ]
    if strong:
        return max(strong, key=lambda c: scores[id(c)])
    best = max(candidates, key=lambda c: scores[id(c)])
    best_score = scores[id(best)]
    if best_score < max(200, total * 0.1):
        return None
    inner = [
        c
        for c in candidates
        if c is not best
        and any(p is best for p in c.parents)
        and scores[id(c)] >= 0.85 * best_score
    ]
    if inner:
        best = min(inner, key=lambda c: scores[id(c)])
    return best


def main_ranges(soup: BeautifulSoup, rendered: RenderedHtml) -> list[tuple[int, int]]:
    """Ranges of ``text`` that make the main text: inside the content root when the
    page marks one, outside page furniture (navigation, headers, footers, asides,
    share/related/comment boxes: small containers, never one that holds most of the
    page), in blocks that are not mostly links."""
    lengths, linked = _text_lengths(rendered)
    total = len(rendered.text)
    root = _content_root(soup, lengths, linked, total)
    scope = lengths.get(id(root), total) if root is not None else total
    verdicts: dict[int, bool] = {}

    def furniture(tag: Tag) -> bool:
        return is_boilerplate(tag) and lengths.get(id(tag), 0) < 0.4 * scope

    def excluded(node: NavigableString) -> bool:
        chain: list[Tag] = []
        verdict = root is not None  # outside the root unless we meet it
        for parent in node.parents:
            cached = verdicts.get(id(parent))
            if cached is not None:
                verdict = cached
                break
            chain.append(parent)
            if parent is root:
                verdict = False
                break
            if parent.name in ("body", "html", "[document]"):
                verdict = root is not None
                break
            if furniture(parent):
                verdict = True
                break
        for tag in chain:
            verdicts[id(tag)] = verdict
        return verdict

    keep: list[tuple[int, int]] = []
    for text_node in rendered.nodes:
        node = text_node.node
        if excluded(node):
            continue
        block = node.parent
        while block is not None and block.name not in BLOCK_TAGS:
            block = block.parent
        if block is not None and block.name not in ("body", "html"):
            size = lengths.get(id(block), 0)
            if size < 400 and size and linked.get(id(block), 0) / size > 0.6:
                continue
        keep.append((text_node.start, text_node.end))
    if root is not None:
        keep = _with_title(soup, rendered, root, keep, verdicts)
    keep = _cut_at_closing_section(rendered.text, keep)
    merged: list[tuple[int, int]] = []
    for start, end in keep:
        if merged and start - merged[-1][1] <= 1:
            merged[-1] = (merged[-1][0], end)
        else:
            merged.append((start, end))
    return merged


def _with_title(
    soup: BeautifulSoup,
    rendered: RenderedHtml,
    root: Tag,
    keep: list[tuple[int, int]],
    verdicts: dict[int, bool],
) -> list[tuple[int, int]]:
    """The page's title (its first h1) and lead belong to the article even when the
    markup puts them just before the content root."""
    extra: list[tuple[int, int]] = []
    # The title: the nearest h1 before the content (a logo is often an earlier h1).
    heading = root.find_previous("h1")
    if isinstance(heading, Tag) and not any(p is root for p in heading.parents):
        extra += [
            rendered.node_ranges[id(s)]
            for s in heading.find_all(string=True)
            if id(s) in rendered.node_ranges
        ]
    for sibling in root.find_previous_siblings(limit=3):
        if isinstance(sibling, Tag) and (
            LEAD_WORDS.search(_tokens(sibling)) or sibling.name in ("h1", "h2")
        ):
            extra += [
                rendered.node_ranges[id(s)]
                for s in sibling.find_all(string=True)
                if id(s) in rendered.node_ranges
            ]
    return sorted(set(keep) | set(extra))


LEAD_WORDS = re.compile(
    r"(^|[-_ ])(lead|intro|vorspann|teaser|summary|standfirst|subtitle|deck|kicker|entradilla|excerpt|"
    r"sumario|bajada|chapeau|abstract)($|[-_ ])",
    re.IGNORECASE,
)


# Lines that open what comes after an article: related reading, comments, newsletters.
CLOSING_SECTION = re.compile(
    r"^\s*(?:[\w'’]+\s+){0,2}?(related( coverage| articles| posts| stories)?|more (from|on|about|stories)|"
    r"explore further|read more|recommended|you (may|might) also like|popular|trending|"
    r"leave a (reply|comment)|comments?|\d+ comments?|ähnliche (beiträge|artikel)|"
    r"auch interessant|das könnte (sie|dich) auch interessieren|mehr zum thema|mehr zu(m)? |"
    r"lesen sie (auch|mehr)|weiterlesen|weitere (artikel|beiträge|themen)|kommentare?|"
    r"schreibe(n sie)? einen kommentar|aktuelle berichte|sie könnten auch|te puede interesar|"
    r"noticias relacionadas|más noticias|relacionad[oa]s|lee también|vous aimerez|à lire aussi|"
    r"sur le même sujet|articles? similaires|highlights aus|zurück zur|weiterführende|"
    r"en savoir plus|könnte (sie|dich) auch interessieren|submit your)\b",
    re.IGNORECASE,
)


# Lines that are metadata, not prose: a bare date or time, a reading time, a credit label.
META_LINE = re.compile(
    r"^\s*(\d{1,2}[./-]\d{1,2}[./-]\d{2,4}(,? \d{1,2}:\d{2})?|\d{1,2}:\d{2}( ?[ap]\.?m\.?)?( uhr)?|"
    r"\d+ min(ute)?s?\.? read|lesezeit:? \d+ min(uten)?|credits?:?|fotos?:?|photos?:?|bild:?|"
    r"beitragsbild|aufrufe:?|\d+ kommentare?|\d+ comments?|advertisement:?|anzeige|werbung|publicidad)\s*$",
    re.IGNORECASE,
)


def _cut_at_closing_section(text: str, keep: list[tuple[int, int]]) -> list[tuple[int, int]]:
    """Drop metadata lines, and everything from the first short line that opens a closing
    section (related reading, comments) once most of the main text is behind it."""
    total = sum(end - start for start, end in keep)
    seen = 0
    out: list[tuple[int, int]] = []
    for start, end in keep:
        line = text[start:end]
        short = len(line.strip()) <= 80
        if seen >= 0.3 * total and short and CLOSING_SECTION.match(line):
            break
        seen += end - start
        if short and META_LINE.match(line):
            continue
        out.append((start, end))
    return out


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


# -- JavaScript shells -----------------------------------------------------------------------


def looks_like_spa_shell(soup: BeautifulSoup, text: str) -> bool:
    """A page whose visible text is nearly empty while scripts and an app root carry it."""
    visible = len(text.strip())
    scripts = soup.find_all("script")
    has_root = (
        any(soup.find(id=root) is not None for root in SPA_ROOTS)
        or soup.select_one("[data-reactroot]") is not None
    )
    noscript = " ".join(n.get_text(" ") for n in soup.find_all("noscript")).lower()
    asks_js = "javascript" in noscript or "enable js" in noscript
    return visible < 200 and len(scripts) >= 1 and (has_root or asks_js)


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


@dataclass
class HtmlParse:
    """Everything parsed from one HTML document, cacheable without the DOM."""

    text: str
    encoding: str
    main: list[tuple[int, int]] = field(default_factory=list)
    hidden: list[HiddenText] = field(default_factory=list)
    spa_shell: bool = False
    published_at: str | None = None


def parse_html(data: bytes, content_type: str | None = None) -> tuple[HtmlParse, BeautifulSoup]:
    markup, encoding = decode_html(data, content_type)
    soup = parse_soup(markup)
    rendered = render(soup)
    hidden = hidden_channels(soup) + invisible_characters(rendered.text)
    parse = HtmlParse(
        text=rendered.text,
        encoding=encoding,
        main=main_ranges(soup, rendered),
        hidden=hidden,
        spa_shell=looks_like_spa_shell(soup, rendered.text),
        published_at=published_date(soup, hidden),
    )
    return parse, soup


def collapse(text: str) -> str:
    """Whitespace runs (block breaks included) to one space, ends stripped: the text
    a ``selector:`` span sees."""
    return _SPACES.sub(" ", text).strip()


def element_text(element: Tag) -> str:
    """An element's visible text (the rules of ``text``), whitespace collapsed."""
    renderer = _Renderer()
    renderer.walk(element, preformatted=element.name == "pre")
    return collapse(renderer.result().text)


class HtmlArtifact(Artifact):
    """An HTML page: ``text`` as a reader sees it, ``main`` ranges without boilerplate,
    ``hidden`` channels for the injection detector, and ``select_text`` for selector
    spans (the DOM is parsed again only when a selector is resolved)."""

    content_type = HTML

    def __init__(
        self,
        parse: HtmlParse,
        *,
        sha256: str,
        url: str | None = None,
        data: bytes | None = None,
        declared: str | None = None,
        soup: BeautifulSoup | None = None,
        source: Callable[[], bytes] | None = None,
    ) -> None:
        super().__init__(sha256=sha256, url=url)
        self.parse = parse
        self._data = data
        self._source = source  # gives the bytes when a selector needs the DOM
        self._declared = declared
        self._soup = soup
        self._rendered: RenderedHtml | None = None
        self._ends: list[int] | None = None  # where each rendered text node ends, for bisect

    @property
    def text(self) -> str:
        return self.parse.text

    @property
    def main(self) -> list[tuple[int, int]]:
        return self.parse.main

    @property
    def main_text(self) -> str:
        """The main ranges joined by newlines (for reading; offsets come from ``main``)."""
        return "\n".join(self.parse.text[s:e] for s, e in self.parse.main)

    @property
    def hidden(self) -> list[HiddenText]:
        return self.parse.hidden

    @property
    def spa_shell(self) -> bool:
        return self.parse.spa_shell

    @property
    def published_at(self) -> str | None:
        return self.parse.published_at

    @property
    def soup(self) -> BeautifulSoup:
        if self._soup is None:
            if self._data is None and self._source is not None:
                self._data = self._source()
            if self._data is None:
                raise ArtifactError(
                    self.where,
                    "its HTML bytes were not kept, so selectors cannot be resolved",
                    "load it with load_artifact(data, ...) to resolve selector: spans",
                )
            markup, _ = decode_html(self._data, self._declared)
            self._soup = parse_soup(markup)
        return self._soup

    def select_text(self, css: str) -> str:
        import soupsieve

        try:
            element = self.soup.select_one(css)
        except soupsieve.SelectorSyntaxError as exc:
            raise ArtifactError(self.where, f"invalid CSS selector {css!r}: {exc}") from None
        if element is None:
            raise ArtifactError(self.where, f"no element matches the selector {css!r}")
        return element_text(element)

    @property
    def rendered(self) -> RenderedHtml:
        """The text again, with where each DOM text node landed (for building selectors)."""
        if self._rendered is None:
            rendered = render(self.soup)
            if rendered.text != self.parse.text:
                raise ArtifactError(
                    self.where,
                    "re-rendering the HTML does not give the cached text back",
                    f"delete the artifact cache entry {self.sha256} (parser version mismatch)",
                )
            self._rendered = rendered
        return self._rendered

    def selector_for(self, start: int, end: int) -> tuple[str, int, int] | None:
        """(css, s, e): the innermost element whose collapsed text holds ``text[start:end]``
        (collapsed), and where; None when no single element holds it."""
        quote = collapse(self.text[start:end])
        nodes = self.rendered.nodes
        if not quote or not nodes:
            return None
        if self._ends is None:
            self._ends = [n.end for n in nodes]
        index = bisect.bisect_right(self._ends, start)
        if index >= len(nodes):
            return None
        element: Any = nodes[index].node.parent
        while isinstance(element, Tag) and element.name != "[document]":
            text = element_text(element)
            position = text.find(quote)
            if position >= 0:
                # ":root" needs a single top-level node; markup with stray text after
                # </html> has none, so the spelled-out path is the fallback.
                for css in (css_path(element), css_path(element, root=False)):
                    if self.soup.select_one(css) is element:
                        return css, position, position + len(quote)
                return None  # the path is ambiguous in this markup: no selector span
            element = element.parent
        return None
