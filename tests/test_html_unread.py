"""What the reader cannot read is not proven visible (``artifacts.html.unread``, v35): text
under a colour, font size or opacity the reader cannot evaluate stays in ``text`` and is
listed as ``css_suspect``; what the reader reads, and the CSS-wide keywords, change nothing."""

from __future__ import annotations

import pytest
from hypothesis import given
from hypothesis import strategies as st

from pytest_websearch_bench.artifacts import load_artifact
from pytest_websearch_bench.artifacts.html import HtmlArtifact
from pytest_websearch_bench.artifacts.html.unread import CHECKED, unread, unread_after


def html(body: str) -> HtmlArtifact:
    page = f"<html><body><p>Lead words of the page.</p>{body}</body></html>"
    artifact = load_artifact(page.encode(), content_type="text/html", url="https://unread.test/")
    assert isinstance(artifact, HtmlArtifact)
    return artifact


def suspects(artifact: HtmlArtifact) -> dict[str, str]:
    return {h.text: h.locator for h in artifact.hidden if h.channel == "css_suspect"}


UNREAD = {
    "wide_gamut_colour": "color:color(a98-rgb 1 1 1)",
    "system_colour": "color:SelectedItemText",
    "colour_function": "color:light-dark(transparent,#000)",
    "relative_colour": "color:rgb(from currentColor r g b / 0)",
    "custom_property": "color:var(--ink)",
    "text_fill": "-webkit-text-fill-color:contrast-color(#000)",
    "math_font_size": "font-size:round(down,.6px,1px)",
    "keyword_font_size": "font-size:math",
    "math_opacity": "opacity:calc(sign(-3) + 1)",
}
READ = {
    "hex": "color:#333",
    "named": "color:navy",
    "oklch": "color:oklch(0.4 0.1 200)",
    "current": "color:currentColor",
    "inherit": "color:inherit",
    "em": "font-size:1.2em",
    "keyword": "font-size:larger",
    "percent": "font-size:90%",
    "opacity": "opacity:.9",
    "opacity_percent": "opacity:90%",
    "unchecked_property": "line-height:calc(1em + 2px)",
}


@pytest.mark.parametrize("style", list(UNREAD.values()), ids=list(UNREAD))
def test_text_under_a_value_the_reader_cannot_evaluate_is_suspect(style: str) -> None:
    artifact = html(f'<p style="{style}">Words under the value.</p>')
    assert "Words under the value." in artifact.text  # kept: it may well be visible
    found = suspects(artifact)
    assert list(found) == ["Words under the value."]
    assert "[unread_" in found["Words under the value."]


@pytest.mark.parametrize("style", list(READ.values()), ids=list(READ))
def test_values_the_reader_reads_change_nothing(style: str) -> None:
    artifact = html(f'<p style="{style}">Words under the value.</p>')
    assert "Words under the value." in artifact.text
    assert suspects(artifact) == {}


def test_unread_is_inherited_until_a_descendant_declares_the_property_readably() -> None:
    artifact = html(
        '<div style="color:color(rec2020 1 1 1)">Outer words here.'
        "<span>Inner words here.</span>"
        '<span style="color:#222">Readable words here.</span></div>'
    )
    found = suspects(artifact)
    assert "Readable words here." not in " ".join(found)
    assert any("Inner words here." in text for text in found)
    assert any("Outer words here." in text for text in found)


def test_an_unread_opacity_is_never_undone_below() -> None:
    assert unread_after(frozenset({"opacity"}), {"opacity": "1"}) == {"opacity"}
    assert unread_after(frozenset({"color"}), {"color": "#000"}) == frozenset()


def test_the_hidden_degree_is_unchanged() -> None:
    """Only the suspect degree reads unread values: nothing leaves the reader's text and
    nothing enters ``css_hidden``."""
    artifact = html('<p style="color:color(display-p3 1 1 1)">Words under the value.</p>')
    assert not [h for h in artifact.hidden if h.channel == "css_hidden"]


_WIDE = st.sampled_from(["inherit", "initial", "unset", "revert", "revert-layer"])


@given(name=st.sampled_from(CHECKED), keyword=_WIDE, spaces=st.sampled_from(["", " ", "  "]))
def test_css_wide_keywords_always_read(name: str, keyword: str, spaces: str) -> None:
    assert not unread(name, f"{spaces}{keyword.upper()}{spaces}")


@given(st.floats(min_value=0, max_value=1, allow_nan=False))
def test_every_number_reads_as_an_opacity(value: float) -> None:
    assert not unread("opacity", repr(value))
    assert not unread("opacity", f"{value * 100}%")


@given(
    inherited=st.frozensets(st.sampled_from(CHECKED)),
    values=st.dictionaries(
        st.sampled_from(CHECKED),
        st.sampled_from(["#000", "calc(sign(-1)+1)", "var(--x)", "12px", "inherit", "0.5"]),
    ),
)
def test_unread_after_only_adds_what_is_declared_and_only_drops_what_is_read(
    inherited: frozenset[str], values: dict[str, str]
) -> None:
    out = unread_after(inherited, values)
    assert out - inherited <= {n for n, v in values.items() if unread(n, v)}
    assert inherited - out <= {n for n, v in values.items() if not unread(n, v)} - {"opacity"}
