"""Reader v50 (PARSER_VERSION 12): four CSS hidings ``style.box_hiding`` reads, each checked
in headless Chromium first (hiding cases drew none of the text, counter-cases drew it):

* off-screen offsets through the logical insets (``inset``, ``inset-inline``, ``inset-block``
  and their longhands) under absolute or fixed positioning, and the start offset alone
  under ``position:relative`` (``off_screen``);
* a start margin of -999px or further (``margin_off_screen``);
* ``content`` set to an image on the element itself (``content_replaced``);
* a start padding that fills a clipping border box (``padding_pushed``).
"""

from __future__ import annotations

import re

import pytest

from pytest_websearch_bench.artifacts import HtmlArtifact, load_artifact
from pytest_websearch_bench.artifacts.cache import PARSER_VERSION
from pytest_websearch_bench.artifacts.html.style import box_hiding, parse_style


def html(markup: str) -> HtmlArtifact:
    artifact = load_artifact(
        markup.encode("utf-8"), content_type="text/html; charset=utf-8", url="https://x.mx/a"
    )
    assert isinstance(artifact, HtmlArtifact)
    return artifact


def page(styled: str) -> HtmlArtifact:
    return html(
        "<html><body><p>Visible lead paragraph.</p>"
        f'<p style="{styled}">SECRET <b>words</b></p><p>After.</p></body></html>'
    )


def test_parser_version() -> None:
    assert PARSER_VERSION == "13"


HIDDEN = {
    # c1: absolute or fixed, every left/top/right equivalent
    "position:absolute;inset:0 0 0 -9999px": "off_screen",
    "position:absolute;inset:-9999px": "off_screen",
    "position:fixed;inset:0 0 0 -9999px": "off_screen",
    "position:absolute;inset:auto -9999px auto auto": "off_screen",
    "position:absolute;inset-inline:-9999px": "off_screen",
    "position:absolute;inset-inline-start:-9999px": "off_screen",
    "position:absolute;inset-inline-end:-9999px": "off_screen",
    "position:absolute;inset-block:-9999px 0": "off_screen",
    "position:absolute;inset-block-start:-9999px": "off_screen",
    "position:absolute;right:-9999px": "off_screen",
    # c1: relative, the start offset alone
    "position:relative;left:-9999px": "off_screen",
    "position:relative;inset-inline-start:-9999px": "off_screen",
    "position:relative;inset:0 0 0 -9999px": "off_screen",
    "position:relative;inset-inline:-9999px 0": "off_screen",
    # c2
    "margin-left:-9999px": "margin_off_screen",
    "margin:0 0 0 -9999px": "margin_off_screen",
    "margin:0 -9999px": "margin_off_screen",
    "margin-inline:-9999px 0": "margin_off_screen",
    "margin-inline:-9999px": "margin_off_screen",
    "margin-inline-start:-9999px": "margin_off_screen",
    "position:absolute;margin-left:-9999px": "margin_off_screen",
    "width:300px;margin-left:-9999px": "margin_off_screen",
    "margin-left:-9999px;text-align:center": "margin_off_screen",
    # c3
    "content:url(missing.png)": "content_replaced",
    "content:url(&quot;a.png&quot;) / 'alt text'": "content_replaced",
    "content:url(data:image/png;base64,AAAA)": "content_replaced",
    "content:linear-gradient(#0f0,#00f)": "content_replaced",
    "content:radial-gradient(#0f0,#00f)": "content_replaced",
    "content:conic-gradient(#0f0,#00f)": "content_replaced",
    "content:repeating-linear-gradient(#0f0,#00f 10px)": "content_replaced",
    "content:image-set(url(a.png) 1x)": "content_replaced",
    "content:-webkit-image-set(url(a.png) 1x)": "content_replaced",
    "content:-webkit-cross-fade(url(a.png), url(b.png), 50%)": "content_replaced",
    "content:image(#0f0)": "content_replaced",
    # c4
    "box-sizing:border-box;overflow:hidden;width:200px;padding-left:200px": "padding_pushed",
    "box-sizing:border-box;overflow:hidden;width:200px;padding-left:400px": "padding_pushed",
    "box-sizing:border-box;overflow:hidden;width:200px;padding:0 0 0 200px": "padding_pushed",
    "box-sizing:border-box;overflow-x:clip;inline-size:200px;padding-inline-start:200px": (
        "padding_pushed"
    ),
    "box-sizing:border-box;overflow-x:hidden;width:200px;padding-inline:200px 0": (
        "padding_pushed"
    ),
    "box-sizing:border-box;overflow:hidden;width:30%;padding-left:30%": "padding_pushed",
}

VISIBLE = [
    # c1
    "position:relative;top:-9999px",  # mid-page, a vertical shift stays on the page
    "position:sticky;left:-9999px",  # a sticky offset is a threshold, not a shift
    "position:sticky;inset-inline-start:-9999px",
    "position:absolute;inset:0 0 -9999px 0",  # the bottom side
    "inset:0 0 0 -9999px",  # not positioned
    "position:absolute;inset-inline-start:-9999px;left:0",  # the later longhand wins
    "position:absolute;inset-inline:0 -9999px",  # left places the box, right is ignored
    "position:absolute;left:0;right:-9999px",
    "position:absolute;inset-inline-start:20px",
    # c2
    "margin-top:-9999px",
    "margin:-9999px 0 0 0",
    "margin-left:-20px",
    "margin-left:-9999px;text-align:right",
    # c3
    "content:normal",
    "content:none",
    "content:'x'",
    "content:counter(a)",
    "content:attr(title)",
    "content:url(a.png) 'x'",  # a list: not valid on an element, the text shows
    "content:cross-fade(url(a.png), url(b.png) 50%)",  # unsupported by Chromium
    "content:image(url(a.png))",
    # c4
    "overflow:hidden;width:200px;padding-left:200px",  # content-box sizing
    "box-sizing:border-box;overflow:hidden;width:200px;padding-left:150px",
    "box-sizing:border-box;overflow:hidden;width:200px;padding-right:200px",
    "box-sizing:border-box;overflow:hidden;width:200px;padding:0 40px 0 200px",
    "box-sizing:border-box;overflow:hidden;width:200px;padding-inline:200px",
    "box-sizing:border-box;width:200px;padding-left:200px",  # nothing clips
    "box-sizing:border-box;overflow:hidden;width:10%;padding-left:100px",  # units differ
]


@pytest.mark.parametrize(("styled", "technique"), list(HIDDEN.items()), ids=list(HIDDEN))
def test_hidden_out_of_text_into_css_hidden(styled: str, technique: str) -> None:
    artifact = page(styled)
    assert "SECRET" not in artifact.text and "SECRET" not in artifact.main_text
    assert "Visible lead paragraph." in artifact.text and "After." in artifact.text
    hidden = [h for h in artifact.hidden if h.channel == "css_hidden"]
    assert [re.sub(r"\s+", " ", h.text) for h in hidden] == ["SECRET words"]
    assert hidden[0].locator.endswith(f"[{technique}]")


@pytest.mark.parametrize("styled", VISIBLE, ids=VISIBLE)
def test_counter_cases_stay_visible(styled: str) -> None:
    artifact = page(styled)
    assert "SECRET words" in artifact.text
    assert not [h for h in artifact.hidden if h.channel in ("css_hidden", "css_suspect")]


def test_declaration_order_decides_between_shorthand_and_longhand() -> None:
    assert (
        box_hiding(parse_style("position:absolute;left:0;inset-inline-start:-9999px"))
        == "off_screen"
    )
    assert box_hiding(parse_style("margin-left:0;margin:0 0 0 -9999px")) == "margin_off_screen"
    assert box_hiding(parse_style("margin:0 0 0 -9999px;margin-left:0")) is None
    assert box_hiding(parse_style("margin:calc(1px + 2px) 0 0 -9999px")) is None


def test_stylesheet_rules_are_suspect_and_pseudo_elements_are_not_read() -> None:
    artifact = html(
        "<html><head><style>"
        ".logo{content:url(logo.png)} .x::before{content:url(a.png)} "
        ".away{margin-inline-start:-9999px} "
        ".pushed{box-sizing:border-box;overflow:hidden;width:10em;padding-left:10em} "
        ".slid{position:absolute;inset-inline:-9999px}"
        "</style></head><body><p>Lead.</p>"
        '<p class="logo">Replaced words</p><p class="x">Before words</p>'
        '<p class="away">Margin words</p><p class="pushed">Pushed words</p>'
        '<p class="slid">Slid words</p></body></html>'
    )
    for kept in ("Replaced words", "Before words", "Margin words", "Pushed words", "Slid"):
        assert kept in artifact.text
    suspects = {h.text: h.locator for h in artifact.hidden if h.channel == "css_suspect"}
    assert set(suspects) == {"Replaced words", "Margin words", "Pushed words", "Slid words"}
    assert suspects["Replaced words"].endswith("[content_replaced]")
    assert suspects["Margin words"].endswith("[margin_off_screen]")
    assert suspects["Pushed words"].endswith("[padding_pushed]")
    assert suspects["Slid words"].endswith("[off_screen]")


def test_known_limits_of_the_declaration_order_and_unread_values() -> None:
    """Left as found by stop 48's review (docs/injection-detector.md, *v50*, "For the next
    person"): a property declared twice keeps its first place in the order ``_side`` reads, so
    a later ``margin-left:0`` does not undo the shorthand; and a value holding a function reads
    as unset, so an unreadable end padding or left offset does not cancel the hiding. A fix
    changes these verdicts on purpose."""
    assert (
        box_hiding(parse_style("margin-left:0;margin:0 0 0 -9999px;margin-left:0"))
        == "margin_off_screen"
    )
    assert box_hiding(parse_style("position:absolute;left:calc(0px);right:-9999px")) == (
        "off_screen"
    )
    pushed = "box-sizing:border-box;overflow:hidden;width:200px;padding-left:200px"
    assert box_hiding(parse_style(pushed + ";padding-right:calc(40px)")) == "padding_pushed"
    assert box_hiding(parse_style(pushed + ";padding-right:40px")) is None
