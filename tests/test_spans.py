"""The span grammar: parsing, canonical text, resolution (examples and hypothesis properties)."""

from __future__ import annotations

import pytest
from hypothesis import given, settings
from hypothesis import strategies as st

from pytest_websearch_bench.artifacts import (
    Span,
    SpanError,
    load_artifact,
    locate,
    parse_artifact_span,
    resolve_span,
)

GOOD = [
    ("offset:0-1", Span("offset", 0, 1)),
    ("offset:10-42", Span("offset", 10, 42)),
    ("page:3", Span("page", page=3)),
    ("page:3:10-42", Span("page", 10, 42, page=3)),
    ("selector:article > p:nth-of-type(2)", Span("selector", css="article > p:nth-of-type(2)")),
    ("selector[4-9]:td.a\\@3-5", Span("selector", 4, 9, css="td.a\\@3-5")),
    (
        'selector[0-3]:a[href="mailto:x@y.mx"]',
        Span("selector", 0, 3, css='a[href="mailto:x@y.mx"]'),
    ),
]
BAD = [
    ("", "malformed span ''"),
    ("offset:10-10", "empty"),
    ("offset:12-3", "empty"),
    ("offset:01-3", "malformed"),
    ("offset:-1-3", "malformed"),
    ("offset: 1-3", "malformed"),
    ("offset:1-3 ", "malformed"),
    ("page:0", "malformed"),
    ("page:1:5", "malformed"),
    ("page:1:", "malformed"),
    ("selector:", "malformed"),
    ("selector: p", "whitespace"),
    ("selector:p >", "invalid CSS"),
    ("selector[3-1]:p", "empty"),
    ("selector[1-2] p", "malformed"),
    ("xpath://p", "malformed"),
    ("OFFSET:1-2", "malformed"),
]


@pytest.mark.parametrize(("text", "span"), GOOD, ids=[t for t, _ in GOOD])
def test_good_spans_parse_and_print_back(text: str, span: Span) -> None:
    assert parse_artifact_span(text) == span
    assert str(span) == text


@pytest.mark.parametrize(("text", "problem"), BAD, ids=[t or "empty" for t, _ in BAD])
def test_malformed_spans_are_rejected_with_the_grammar(text: str, problem: str) -> None:
    with pytest.raises(SpanError, match=problem) as caught:
        parse_artifact_span(text)
    assert "offset:S-E" in str(caught.value)  # the remedy spells the grammar out


def test_non_string_span_is_rejected() -> None:
    with pytest.raises(SpanError, match="not int"):
        parse_artifact_span(12)  # type: ignore[arg-type]


def test_offset_out_of_bounds_names_the_document() -> None:
    artifact = load_artifact(b"hola mundo", content_type="text/plain", url="https://x.mx/t")
    assert resolve_span(artifact, "offset:5-10") == "mundo"
    with pytest.raises(SpanError, match=r"out of bounds in https://x.mx/t.*10 characters"):
        resolve_span(artifact, "offset:5-11")


def test_selector_on_a_non_html_document_is_not_citable() -> None:
    artifact = load_artifact(b"# titulo", content_type="text/markdown")
    with pytest.raises(SpanError, match="selector: spans apply to HTML"):
        resolve_span(artifact, "selector:h1")


def test_selector_that_matches_nothing() -> None:
    artifact = load_artifact(b"<p>hola</p>", content_type="text/html", url="u")
    with pytest.raises(SpanError, match="no element matches"):
        resolve_span(artifact, "selector:table td")


numbers = st.integers(min_value=0, max_value=10**6)
identifiers = st.from_regex(r"[a-z][a-z0-9-]{0,8}", fullmatch=True)


@st.composite
def spans(draw: st.DrawFn) -> Span:
    kind = draw(st.sampled_from(["offset", "page", "selector"]))
    start = draw(numbers)
    end = start + draw(st.integers(min_value=1, max_value=10**6))
    if kind == "offset":
        return Span("offset", start, end)
    ranged = draw(st.booleans())
    if kind == "page":
        page = draw(st.integers(min_value=1, max_value=10**4))
        return Span("page", start, end, page=page) if ranged else Span("page", page=page)
    tags = draw(st.lists(identifiers, min_size=1, max_size=4))
    css = " > ".join(f"{t}:nth-of-type({i + 1})" for i, t in enumerate(tags))
    return Span("selector", start, end, css=css) if ranged else Span("selector", css=css)


@given(spans())
@settings(max_examples=300)
def test_property_format_then_parse_is_the_identity(span: Span) -> None:
    text = str(span)
    assert parse_artifact_span(text) == span
    assert str(parse_artifact_span(text)) == text


@given(st.text(min_size=1, max_size=300).filter(str.strip), st.data())
@settings(max_examples=300)
def test_property_offset_resolution_stays_in_bounds_and_is_stable(
    text: str, data: st.DataObject
) -> None:
    artifact = load_artifact(text.encode("utf-8"), content_type="text/plain; charset=utf-8")
    if not artifact.text:
        return
    length = len(artifact.text)
    start = data.draw(st.integers(min_value=0, max_value=length - 1))
    end = data.draw(st.integers(min_value=start + 1, max_value=length + 3))
    span = f"offset:{start}-{end}"
    if end > length:
        with pytest.raises(SpanError, match="out of bounds"):
            resolve_span(artifact, span)
        return
    cited = resolve_span(artifact, span)
    assert cited == artifact.text[start:end]
    assert len(cited) == end - start
    assert resolve_span(artifact, parse_artifact_span(span)) == cited  # reparse: same text
    assert resolve_span(artifact, str(parse_artifact_span(span))) == cited


words = st.text(alphabet="abcdefghijklmnñopqrstuvwxyzáéíóú", min_size=1, max_size=8)


@given(st.lists(words, min_size=1, max_size=12), st.data())
@settings(max_examples=200, deadline=None)  # the first page loaded imports the extractor
def test_property_selector_subranges_resolve_to_the_located_quote(
    paragraph: list[str], data: st.DataObject
) -> None:
    html = "<div><p>" + "   \n ".join(paragraph) + "</p><p>fin</p></div>"
    artifact = load_artifact(html.encode("utf-8"), content_type="text/html; charset=utf-8")
    first = data.draw(st.integers(min_value=0, max_value=len(paragraph) - 1))
    last = data.draw(st.integers(min_value=first, max_value=len(paragraph) - 1))
    quote = " ".join(paragraph[first : last + 1])
    where = locate(artifact.text, quote)
    assert where is not None
    found = artifact.selector_for(*where)  # type: ignore[attr-defined]
    assert found is not None
    css, s, e = found
    assert resolve_span(artifact, f"selector[{s}-{e}]:{css}") == quote
    assert resolve_span(artifact, f"selector[{s}-{e}]:{css}") == resolve_span(
        artifact, parse_artifact_span(f"selector[{s}-{e}]:{css}")
    )
