"""The main text's extraction: trafilatura's cascade run on the page's own tree (an
internal of the pinned trafilatura series) gives what ``trafilatura.extract`` gives on a
copy, in both modes, and the tree can be extracted from twice."""

from __future__ import annotations

import copy

import lxml.html
import pytest
import trafilatura

from pytest_websearch_bench.artifacts.html.main_text import extract, main_ranges
from pytest_websearch_bench.artifacts.html.render import render

PARAGRAPHS = "".join(
    f"<p>Paragraph {n} of the report explains how the money for roads, bridges and buses "
    f"will be spent over the next {n + 2} years across the districts of the region.</p>"
    for n in range(1, 9)
)
ARTICLE = (
    "<html><body><nav><ul><li><a href='/'>Home</a></li><li><a href='/news'>News</a></li>"
    "</ul></nav><div class='infinite-scroll'><h2>Next story</h2><p>Appended text.</p></div>"
    f"<article><h1>Budget approved</h1>{PARAGRAPHS}<table><tr><td>Roads</td><td>12</td></tr>"
    "</table></article><section id='comments' class='comments'><p>Reader comment that "
    "trafilatura leaves out of the article, long enough to matter here.</p></section>"
    "<footer>Imprint · Privacy</footer></body></html>"
)
# A short article on a busy page: the fast extract is short, so trafilatura escalates.
SHORT = (
    "<html><body>"
    + "".join(
        f"<div class='teaser'><a href='/{n}'>Teaser headline number {n}</a></div>"
        for n in range(40)
    )
    + "<div><p>One short paragraph of real text.</p></div></body></html>"
)


def tree(markup: str) -> lxml.html.HtmlElement:
    return lxml.html.document_fromstring(markup)


@pytest.mark.parametrize("markup", [ARTICLE, SHORT], ids=["article", "short"])
@pytest.mark.parametrize("fast", [True, False], ids=["fast", "default"])
def test_extract_on_the_tree_itself_equals_trafilatura_extract(markup: str, fast: bool) -> None:
    expected = trafilatura.extract(tree(markup), fast=fast, include_comments=False) or ""
    assert extract(tree(markup), fast=fast) == expected
    assert "Paragraph 8" in extract(tree(ARTICLE), fast=fast)


@pytest.mark.parametrize("markup", [ARTICLE, SHORT], ids=["article", "short"])
def test_a_tree_extracted_in_fast_mode_extracts_again_as_a_fresh_one(markup: str) -> None:
    root = tree(markup)
    fresh = copy.deepcopy(root)
    assert extract(root, fast=True) == extract(copy.deepcopy(fresh), fast=True)
    assert extract(root, fast=False) == extract(fresh, fast=False)


def sentence(n: int) -> str:
    return f"Sentence number {n} of the article goes on about the budget, the roads and the river."


CHUNKED = (
    "<html><body><article><h1>Budget</h1>"
    + "".join(
        f"<div class='grid-item body'><div class='article-chunk'>{''.join(f'<p>{sentence(10 * c + n)}</p>' for n in range(4))}</div></div>"
        for c in range(3)
    )
    + "<div class='teasers'><p>A teaser paragraph that is long enough to count as prose here.</p>"
    "<p>Another teaser paragraph that is long enough to count as prose here.</p></div>"
    "<div class='grid-item body'><div class='article-chunk'><p>Short one.</p></div></div>"
    "</article></body></html>"
)


def test_an_article_extracted_from_its_first_chunk_gets_its_other_chunks() -> None:
    """Paragraphs in the place (parent and grandparent) of the matched ones continue the
    article; paragraphs elsewhere, and short ones, do not."""
    rendered = render(lxml.html.document_fromstring(CHUNKED))
    first_chunk = "\n".join(sentence(n) for n in range(4))
    main = "\n".join(rendered.text[s:e] for s, e in main_ranges(rendered, first_chunk))
    for n in (0, 3, 10, 23):
        assert sentence(n) in main
    assert "teaser" not in main and "Short one." not in main
    alone = main_ranges(rendered, sentence(0) + "\n" + sentence(1))  # two: not a place yet
    assert "\n".join(rendered.text[s:e] for s, e in alone) == first_chunk.rsplit("\n", 2)[0]


TEASERS = "".join(
    f"<li><h3><a href='/{n}'>Teaser headline {n}</a></h3><h4>Summary of story {n}</h4></li>"
    for n in range(3)
)


def test_a_teaser_headline_takes_its_list_items_summary_along() -> None:
    """A run of linked lines is a list of teasers; the summaries in their list items go
    too."""
    article = "".join(f"<p>{sentence(n)}</p>" for n in range(4))
    markup = f"<html><body><div>{article}</div><ul>{TEASERS}</ul></body></html>"
    rendered = render(lxml.html.document_fromstring(markup))
    main = "\n".join(rendered.text[s:e] for s, e in main_ranges(rendered, rendered.text))
    assert "Teaser headline" not in main and "Summary of story" not in main
    assert all(sentence(n) in main for n in range(4))


def test_an_article_in_a_list_item_with_teaser_links_stays() -> None:
    """A page that puts the whole article in a list item, teaser links and all: the item
    holds more than a teaser's lines, so the article stays (the links go)."""
    article = "".join(f"<p>{sentence(n)}</p>" for n in range(4))
    links = "".join(f"<div><a href='/{n}'>Teaser headline {n}</a></div>" for n in range(3))
    markup = f"<html><body><ul><li>{article}{links}</li></ul></body></html>"
    rendered = render(lxml.html.document_fromstring(markup))
    main = "\n".join(rendered.text[s:e] for s, e in main_ranges(rendered, rendered.text))
    assert "Teaser headline" not in main
    assert all(sentence(n) in main for n in range(4))
