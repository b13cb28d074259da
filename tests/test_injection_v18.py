"""Detector v18's readings (issue 18), from the specifications rather than from a writer's
tricks: what the HTML Living Standard's user-agent stylesheet never draws (its hidden
elements, a closed ``<details>`` but its summary, a drop-down ``<select>``'s other options,
``input type=hidden``, comments in a ``<style>``), and CSS that leaves a box unpainted,
decided by its effect (a composed transform that flattens the box, turns its back or sends
it behind the viewer, a clip with no area, ``filter: opacity(0)``, a transparent mask,
empty containment, an animation resting on a hiding keyframe). Each is read as hidden text,
flags an attack, and the near misses that a browser does paint stay visible."""

from __future__ import annotations

import math

import pytest
from hypothesis import given
from hypothesis import strategies as st

from pytest_websearch_bench.artifacts.html.style import box_hiding, parse_style
from pytest_websearch_bench.artifacts.html.unpainted import transform_hiding
from pytest_websearch_bench.safety.injection import DETECTOR_VERSION, detect_injection
from shop_pages import ATTACK, artifact_of


def test_the_version_is_18_or_later() -> None:
    assert int(DETECTOR_VERSION) >= 18


# -- the HTML rendering section's hidden elements and states ---------------------------------

UA_HIDDEN = [
    (f"<noembed>{ATTACK}</noembed>", "ua_display_none"),
    (f"<noframes>{ATTACK}</noframes>", "ua_display_none"),
    (f"<p><ruby>漢<rt>kan</rt><rp>{ATTACK}</rp></ruby></p>", "ua_display_none"),
    (f"<table><colgroup>{ATTACK}</colgroup><tr><td>1</td></tr></table>", "ua_display_none"),
    (f"<details><summary>More</summary>{ATTACK}</details>", "details_closed"),
    (f"<details><summary>More</summary><p>{ATTACK}</p></details>", "details_closed"),
    (f"<details><p>{ATTACK}</p></details>", "details_closed"),
    (f"<select><option selected>One</option><option>{ATTACK}</option></select>", "select_unchosen"),
    (f"<select><option>One</option><option>{ATTACK}</option></select>", "select_unchosen"),
    (
        f"<select><optgroup label=a><option>One</option><option>{ATTACK}</option></optgroup>"
        "</select>",
        "select_unchosen",
    ),
    (f"<select size=1><option>One</option><option>{ATTACK}</option></select>", "select_unchosen"),
]


@pytest.mark.parametrize(("markup", "technique"), UA_HIDDEN)
def test_what_the_ua_stylesheet_never_draws_is_hidden_text(markup: str, technique: str) -> None:
    artifact = artifact_of(markup)
    assert ATTACK not in artifact.text
    found = [h for h in artifact.hidden if h.channel == "css_hidden"]
    assert [h.locator.endswith(f"[{technique}]") for h in found] == [True]
    assert ATTACK in found[0].text
    result = detect_injection(artifact)
    assert result.flagged
    assert any(f.locator.endswith(f"[{technique}]") for f in result.findings)


@pytest.mark.parametrize(
    ("markup", "shown"),
    [
        (f"<details open><summary>More</summary><p>{ATTACK}</p></details>", ATTACK),
        (f"<details><summary>{ATTACK}</summary><p>Más datos.</p></details>", ATTACK),
        (f"<select><option>One</option><option selected>{ATTACK}</option></select>", ATTACK),
        (f"<select><option disabled>One</option><option>{ATTACK}</option></select>", ATTACK),
        (f"<select multiple><option>One</option><option>{ATTACK}</option></select>", ATTACK),
        (f"<select size=4><option>One</option><option>{ATTACK}</option></select>", ATTACK),
        (f'<noembed style="display:block">{ATTACK}</noembed>', ATTACK),
        (f"<p><ruby>漢<rt>{ATTACK}</rt></ruby></p>", ATTACK),
    ],
)
def test_what_the_ua_stylesheet_draws_stays_visible(markup: str, shown: str) -> None:
    artifact = artifact_of(markup)
    assert shown in artifact.text
    assert not [h for h in artifact.hidden if h.channel == "css_hidden" and shown in h.text]


def test_a_closed_details_keeps_its_summary_and_hides_the_rest_in_order() -> None:
    artifact = artifact_of(
        "<details><summary>Envíos</summary>Primero. <b>Segundo.</b> Tercero.</details>"
    )
    assert "Envíos" in artifact.text and "Primero" not in artifact.text
    (found,) = [h for h in artifact.hidden if h.channel == "css_hidden"]
    assert found.text == "Primero. Segundo. Tercero."


def test_a_hidden_inputs_value_is_never_drawn() -> None:
    artifact = artifact_of(f'<form><input type="hidden" name="n" value="{ATTACK}"></form>')
    (found,) = [h for h in artifact.hidden if h.channel == "unrendered"]
    assert found.locator.endswith("[input_hidden]") and found.text == ATTACK
    assert detect_injection(artifact).flagged
    shown = artifact_of(f'<form><input type="text" name="n" value="{ATTACK}"></form>')
    assert not [h for h in shown.hidden if h.channel == "unrendered"]


def test_a_comment_inside_a_style_element_is_read_as_a_comment() -> None:
    artifact = artifact_of(f"<style>.tiles {{ gap: 4px; }}\n/* {ATTACK} */\n</style>")
    (found,) = [h for h in artifact.hidden if h.channel == "style_comment"]
    assert found.text == ATTACK and found.locator.endswith("[css_comment:0]")
    result = detect_injection(artifact)
    assert result.flagged and result.findings[0].vector == "html_comment"


def test_a_stylesheets_own_comments_are_not_flagged() -> None:
    head = (
        "<style>/*! normalize.css v8.0.1 | MIT License | github.com/necolas/normalize.css */"
        "/* Header styles: do not edit, generated by the theme builder */"
        "/* Print rules below apply to small screens too */ .a{color:red}</style>"
    )
    artifact = artifact_of("<p>Hola.</p>", head)
    assert len([h for h in artifact.hidden if h.channel == "style_comment"]) == 3
    assert not detect_injection(artifact).flagged


def test_a_sites_own_closed_details_and_menus_are_not_flagged() -> None:
    body = (
        "<details><summary>Preguntas frecuentes</summary><p>Los envíos tardan tres días y "
        "puede ignorar el correo de confirmación si ya pagó.</p></details>"
        "<select name=pais><option>España</option><option>Portugal</option>"
        "<option>México</option></select>"
    )
    assert not detect_injection(artifact_of(body)).flagged


# -- CSS decided by its effect ----------------------------------------------------------------

HIDING = [
    ("transform: matrix(0,0,0,0,0,0)", "scaled_0"),
    ("transform: scale(0)", "scaled_0"),
    ("transform: scaleY(0) rotate(30deg)", "scaled_0"),
    ("transform: rotateX(90deg)", "scaled_0"),
    ("transform: rotateY(-90deg) translateX(10px)", "scaled_0"),
    ("transform: matrix3d(1,0,0,0, 0,0,0,0, 0,0,1,0, 0,0,0,1)", "scaled_0"),
    ("transform: skew(45deg, 45deg)", "scaled_0"),
    ("scale: 0 1", "scaled_0"),
    ("transform: perspective(4px) translateZ(9px)", "behind_viewer"),
    ("transform: perspective(100px) translate3d(0, 0, 200px)", "behind_viewer"),
    ("transform: perspective(10px) translateZ(5px) translateZ(5px)", "behind_viewer"),
    ("transform: translateX(-9999px)", "off_screen"),
    ("translate: -400vw 0", "off_screen"),
    ("transform: rotate(180deg) translateX(3000px)", "off_screen"),
    ("transform: rotateY(180deg); backface-visibility: hidden", "backface_hidden"),
    ("transform: rotateX(120deg); backface-visibility: hidden", "backface_hidden"),
    ("rotate: 0 1 0 0.5turn; backface-visibility: hidden", "backface_hidden"),
    ("transform: rotate3d(1, 1, 0, 180deg); backface-visibility: hidden", "backface_hidden"),
    ("clip-path: polygon(0 0, 0 0, 0 0)", "clipped"),
    ("clip-path: polygon(0 0, 50% 50%, 100% 100%)", "clipped"),
    ("clip-path: inset(50%)", "clipped"),
    ("clip-path: inset(0 0 100% 0)", "clipped"),
    ("clip-path: inset(0 60% 0 40%)", "clipped"),
    ("clip-path: circle(0 at 50% 50%)", "clipped"),
    ("clip-path: ellipse(0 20px)", "clipped"),
    ("clip-path: xywh(0 0 0 100%)", "clipped"),
    ("clip-path: rect(10px 50% 10px 0)", "clipped"),
    ("position: absolute; clip: rect(1px, 1px, 1px, 1px)", "clipped"),
    ("position: absolute; clip: rect(0 100px 1px 0)", "clipped"),
    ("filter: opacity(0)", "filter_opacity_0"),
    ("filter: blur(1px) opacity(10%) opacity(40%)", "filter_opacity_0"),
    ("mask-image: linear-gradient(transparent, transparent)", "masked"),
    ("-webkit-mask: linear-gradient(to right, #0000, rgba(0, 0, 0, 0) 80%)", "masked"),
    ("mask: radial-gradient(hsla(0, 0%, 0%, 0), transparent)", "masked"),
    ("contain: strict", "contained_empty"),
    ("contain: size paint", "contained_empty"),
    ("contain: size; overflow: hidden", "contained_empty"),
]


@pytest.mark.parametrize(("style", "technique"), HIDING)
def test_css_that_paints_nothing_hides_the_box(style: str, technique: str) -> None:
    assert box_hiding(parse_style(style)) == technique
    artifact = artifact_of(f'<div style="{style}">{ATTACK}</div>')
    assert ATTACK not in artifact.text
    (found,) = [h for h in artifact.hidden if h.channel == "css_hidden"]
    assert found.locator.endswith(f"[{technique}]") and found.text == ATTACK
    assert detect_injection(artifact).flagged


@pytest.mark.parametrize(
    "style",
    [
        "transform: scaleX(-1); backface-visibility: hidden",  # a mirror is no back face
        "transform: rotateY(60deg); backface-visibility: hidden",
        "transform: rotateY(180deg)",  # mirrored, drawn
        "transform: perspective(400px) rotateY(30deg)",
        "transform: perspective(4px) translateZ(2px)",  # closer, still in front
        "transform: translateZ(900px)",  # no perspective: nothing is behind the viewer
        "transform: translate(-50%, -50%) rotate(45deg)",
        "transform: skew(30deg)",
        "transform: matrix(1, 0, 0, 1, 20, 20)",
        "transform: rotate(90deg) scale(0.5)",
        "transform: translate(var(--x), 0)",
        "clip-path: inset(10px)",
        "clip-path: inset(20% 10%)",
        "clip-path: circle(40%)",
        "clip-path: polygon(0 0, 100% 0, 100% 100%)",
        "clip-path: polygon(50% 0, 100% 100%, 0 100%, 100% 0)",
        "position: absolute; clip: rect(0 200px 40px 0)",
        "position: absolute; clip: rect(auto auto auto auto)",
        "filter: opacity(50%)",
        "filter: grayscale(1) brightness(0)",
        "mask-image: linear-gradient(black, transparent)",
        "mask-image: url(#m)",
        "contain: strict; height: 120px",
        "contain: strict; contain-intrinsic-size: 300px 80px",
        "contain: content",
        "contain: size",  # sized to nothing, but its content overflows and is drawn
        "contain: strict; display: inline",
    ],
)
def test_css_that_paints_the_box_leaves_it_visible(style: str) -> None:
    assert box_hiding(parse_style(style)) is None


@given(
    st.lists(
        st.sampled_from(
            [
                "translate(10px, 4px)",
                "rotate(33deg)",
                "scale(1.5, 0.5)",
                "skewX(20deg)",
                "rotateY(30deg)",
                "rotateX(-40deg)",
                "translateZ(-20px)",
                "scale3d(2, 1, 1)",
            ]
        ),
        max_size=4,
    ),
    st.sampled_from(["scale(0)", "scaleX(0)", "scaleY(0)", "matrix(1, 2, 2, 4, 0, 0)"]),
    st.integers(min_value=0, max_value=4),
)
def test_a_singular_factor_flattens_any_composition(
    others: list[str], singular: str, at: int
) -> None:
    functions = [*others[:at], singular, *others[at:]]
    assert transform_hiding({"transform": " ".join(functions)}) == "scaled_0"


@given(
    st.floats(min_value=-80.0, max_value=80.0),
    st.floats(min_value=-80.0, max_value=80.0),
    st.floats(min_value=0.5, max_value=5.0),
)
def test_a_box_turned_less_than_a_quarter_is_drawn(ax: float, ay: float, k: float) -> None:
    style = {
        "transform": f"perspective(800px) rotateX({ax}deg) rotateY({ay}deg) scale({k})",
        "backface-visibility": "hidden",
    }
    assert transform_hiding(style) is None


@given(st.floats(min_value=1.0, max_value=500.0), st.floats(min_value=1.001, max_value=10.0))
def test_a_box_moved_past_the_eye_is_behind_the_viewer(depth: float, beyond: float) -> None:
    z = depth * beyond
    style = {"transform": f"perspective({depth}px) translateZ({z}px)"}
    assert transform_hiding(style) == "behind_viewer"
    style = {"transform": f"perspective({depth}px) translateZ({depth * 0.9}px)"}
    assert transform_hiding(style) is None
    assert math.isfinite(z)


# -- animations and stylesheet rules --------------------------------------------------------------

FADE = "<style>@keyframes gone{from{opacity:1}to{opacity:0}}</style>"


@pytest.mark.parametrize(
    ("animation", "hidden"),
    [
        ("animation: gone 0s forwards", True),
        ("animation: gone 2s ease-in 1 both", True),
        ("animation-name: gone; animation-fill-mode: forwards", True),
        ("animation: gone 2s", False),  # back to its own opacity when it ends
        ("animation: gone 2s infinite forwards", False),  # blinks
        ("animation: gone 2s alternate forwards", False),
        ("animation: other 0s forwards", False),
    ],
)
def test_an_animation_resting_on_a_hiding_keyframe_hides(animation: str, hidden: bool) -> None:
    artifact = artifact_of(f'<div style="{animation}">{ATTACK}</div>', FADE)
    assert (ATTACK not in artifact.text) is hidden
    found = [h for h in artifact.hidden if h.channel == "css_hidden"]
    assert [h.locator.endswith("[animation_end_hidden]") for h in found] == [True] * hidden


def test_a_stylesheet_rule_hiding_by_effect_is_suspect() -> None:
    head = (
        "<style>.a{transform:perspective(4px) translateZ(9px)}"
        ".b{clip-path:polygon(0 0,0 0,0 0)}.c{animation:gone 0s forwards}"
        "@keyframes gone{to{opacity:0}}</style>"
    )
    body = f'<div class="a">{ATTACK}</div><div class="b">Uno dos tres.</div><div class="c">Cuatro.</div>'
    artifact = artifact_of(body, head)
    assert ATTACK in artifact.text  # a stylesheet's hiding keeps the text citable
    suspects = [h.locator.rpartition("[")[2] for h in artifact.hidden if h.channel == "css_suspect"]
    assert suspects == ["behind_viewer]", "clipped]", "animation_end_hidden]"]
