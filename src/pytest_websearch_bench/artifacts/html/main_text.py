"""The main text of a page: ranges of ``text`` without navigation and boilerplate, so
that any offset found in the main text maps back into ``text`` unchanged."""

from __future__ import annotations

import re
from typing import Any

from bs4 import BeautifulSoup, Tag
from bs4.element import NavigableString

from .render import BLOCK_TAGS, RenderedHtml

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
