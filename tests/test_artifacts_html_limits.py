"""HTML artifacts under hostile input (issue 17): deep nesting, oversized pages and text
nodes, huge trees, deep JSON-LD: each a typed outcome (the read's outcome names it), never a
hang. No test here times anything (speed is measured in ``benchmarks/``): "refused at once" is
shown by the parser never being called, the rest by the typed outcome or the complete text."""

from __future__ import annotations

import pytest
from lxml import etree

from pytest_websearch_bench.artifacts import HtmlArtifact, HtmlLimitExceeded, load_artifact
from pytest_websearch_bench.artifacts.html import MAX_HTML_BYTES, parse_html, tree
from pytest_websearch_bench.pipeline.reads import READ_OUTCOME_OF


def html(markup: str) -> HtmlArtifact:
    artifact = load_artifact(markup.encode("utf-8"), content_type="text/html; charset=utf-8")
    assert isinstance(artifact, HtmlArtifact)
    return artifact


@pytest.mark.parametrize("depth", [1_000, 100_000])
def test_deep_nesting_is_a_typed_outcome_and_fast(depth: int) -> None:
    data = (
        "<html><body>" + "<div>" * depth + "deep" + "</div>" * depth + "</body></html>"
    ).encode()
    with pytest.raises(HtmlLimitExceeded, match=r"https://x\.test/deep: .*deeper than 256"):
        load_artifact(data, content_type="text/html", url="https://x.test/deep")
    assert READ_OUTCOME_OF[HtmlLimitExceeded.kind] == "too_large"


def test_unclosed_deep_nesting_is_a_typed_outcome() -> None:
    with pytest.raises(HtmlLimitExceeded):
        load_artifact(b"<html><body>" + b"<div>" * 100_000 + b"text", content_type="text/html")


def test_nesting_within_the_limit_reads_in_full() -> None:
    data = "<html><body>" + "<div>" * 200 + "deep" + "</div>" * 200 + "<p>after</p></body></html>"
    assert html(data).text == "deep\nafter"


def test_a_25_mb_page_is_refused_at_once(monkeypatch: pytest.MonkeyPatch) -> None:
    """At once: before lxml is asked to parse a byte of it."""

    def never(*args: object, **kwargs: object) -> None:
        raise AssertionError("a page over the size limit reached the parser")

    monkeypatch.setattr(tree.etree, "fromstring", never)
    data = b"<html><body>" + b"<p>filler words here</p>" * 1_100_000 + b"</body></html>"
    assert len(data) > 25_000_000
    with pytest.raises(HtmlLimitExceeded, match=r"https://x\.test/big: .* over the 8,388,608"):
        load_artifact(data, content_type="text/html", url="https://x.test/big")
    assert tree.etree is etree


def test_a_huge_text_node_within_the_size_limit_is_a_typed_outcome(
    monkeypatch: pytest.MonkeyPatch,
) -> None:
    monkeypatch.setattr(tree, "MAX_HTML_BYTES", 64 * 1024 * 1024)
    data = b"<html><body><p>" + b"word " * 2_500_000 + b"</p></body></html>"  # a 12.5 MB node
    with pytest.raises(HtmlLimitExceeded, match="libxml2"):
        parse_html(data, "text/html")


def test_a_page_at_the_size_limit_finishes() -> None:
    paragraph = b"<div class='c'><p>Some <b>bold</b> words and <a href='/x'>a link</a>.</p></div>\n"
    data = b"<html><body>" + paragraph * (MAX_HTML_BYTES // len(paragraph) - 1) + b"</body></html>"
    parsed = parse_html(data, "text/html")
    assert parsed.text.startswith("Some bold words and a link.")
    assert parsed.text.count("Some bold words and a link.") == MAX_HTML_BYTES // len(paragraph) - 1


def test_a_huge_tree_keeps_every_line_as_main_and_says_so() -> None:
    data = (
        b"<html><body>" + b"<div><p>Some <b>bold</b> words.</p></div>" * 8_000 + b"</body></html>"
    )
    parsed = parse_html(data, "text/html")
    assert not parsed.main_extracted
    assert "\n".join(parsed.text[s:e] for s, e in parsed.main) == parsed.text


def test_deep_json_ld_does_not_reach_the_recursion_limit() -> None:
    deep = "[" * 50_000 + "]" * 50_000
    artifact = html(
        f'<html><head><script type="application/ld+json">{deep}</script></head>'
        "<body><p>x</p></body></html>"
    )
    assert artifact.text == "x"
    assert [h.channel for h in artifact.hidden] == ["structured_data"]
