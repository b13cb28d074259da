"""What the main text leaves around an article's body (``artifacts/html/boiler``): the
headline and what stands above it, the deck and the dateline, form boxes, image boxes,
pointer lines; and the rescue of an article the pre-cleaning took away (``main_text``)."""

from __future__ import annotations

from pytest_websearch_bench.artifacts import HtmlArtifact, load_artifact


def html(markup: str) -> HtmlArtifact:
    artifact = load_artifact(markup.encode("utf-8"), content_type="text/html", url="https://x/a")
    assert isinstance(artifact, HtmlArtifact)
    return artifact


def paragraph(n: int) -> str:
    return (
        f"Paragraph {n} of the report explains how the money for roads, bridges and buses "
        f"will be spent over the next {n + 2} years across the districts of the region."
    )


BODY = "".join(f"<p>{paragraph(n)}</p>" for n in range(1, 7))
HEADLINE = "Council approves the transport budget after a six-hour debate"
DECK = "The vote was narrow, and the works start in spring"


def page(head: str, article: str, tail: str = "") -> str:
    return (
        f"<html><head>{head}</head><body><nav><a href='/'>Home</a> <a href='/n'>News</a></nav>"
        f"<article>{article}</article>{tail}</body></html>"
    )


def test_the_headline_deck_and_dateline_leave_and_what_stood_above_the_headline_too() -> None:
    markup = page(
        f"<title>{HEADLINE} | City Paper</title><meta name='description' content='{DECK}.'>",
        f"<div>Politics</div><h1>{HEADLINE}</h1><h2>{DECK}</h2><div>March 4, 2026, 10:00</div>"
        f"{BODY}<h2>What happens next</h2><p>{paragraph(7)}</p>",
    )
    main = html(markup).main_text
    for gone in ("Politics", HEADLINE, DECK, "March 4, 2026"):
        assert gone not in main
    assert main.startswith(paragraph(1))
    assert "What happens next" in main and paragraph(7) in main  # a subheading stays


def test_a_reworded_h1_is_the_headline_but_a_site_name_h1_above_the_title_is_not() -> None:
    reworded = page(
        "<title>Council approves transport budget after long debate</title>",
        f"<h1>{HEADLINE}</h1>{BODY}",
    )
    assert HEADLINE not in html(reworded).main_text
    site = page(
        f"<title>City Paper: {HEADLINE}</title>",
        f"<h1>City Paper News</h1><h2>{HEADLINE}</h2>{BODY}",
    )
    main = html(site).main_text
    assert HEADLINE not in main and paragraph(1) in main
    # an h1 that shares nothing with the title stays (a page without a <title> match)
    other = page("<title>Título de la pestaña</title>", f"<h1>{HEADLINE}</h1>{BODY}")
    assert HEADLINE in html(other).main_text


SIGNUP = (
    "<div class='box'><h3>Morning Newsletter</h3><p>Get the day's top stories in your inbox "
    "every morning.</p><form><input type='email' name='e'><button>Sign up</button></form>"
    "<div>Thanks for signing up!</div></div>"
)


def test_a_sign_up_box_leaves_but_a_short_article_with_a_comment_form_stays() -> None:
    main = html(page("<title>Budget</title>", f"{BODY}{SIGNUP}<p>{paragraph(7)}</p>")).main_text
    assert "Newsletter" not in main and "Thanks for signing up" not in main
    assert paragraph(1) in main and paragraph(7) in main
    short = (
        "<html><body><div class='post'><p>Short note: the library opens on Monday at nine, "
        "with the new reading room and a children's corner.</p><h4>Leave a comment</h4>"
        "<textarea name='c'></textarea></div></body></html>"
    )
    assert "the library opens on Monday" in html(short).main_text


def test_an_image_box_caption_leaves_but_a_paragraph_with_an_image_stays() -> None:
    figure = (
        "<div><img src='a.jpg' alt=''><br><span>The new bus depot seen from the river</span></div>"
    )
    inline = f"<p><img src='b.png' alt=''>{paragraph(4)}</p>"
    first = "".join(f"<p>{paragraph(n)}</p>" for n in range(1, 4))
    article = f"<div class='body'>{first}{figure}{inline}{BODY}</div>"
    main = html(page("<title>Budget</title>", article)).main_text
    assert "The new bus depot" not in main
    assert paragraph(4) in main and paragraph(3) in main


def test_a_pointer_line_leaves_but_a_label_with_a_handle_stays() -> None:
    pointer = "<p><strong>Read more: <a href='/x'>Mayor defends the cost of the new bridge</a></strong></p>"
    handle = "<p><strong>Account: <a href='/u'>@citypaper</a></strong></p>"
    article = BODY[: len(BODY) // 2] + pointer + handle + BODY[len(BODY) // 2 :]
    main = html(page("<title>Budget</title>", article)).main_text
    assert "Mayor defends" not in main and "Read more" not in main
    assert "Account: @citypaper" in main


def test_an_article_inside_an_aside_the_pre_cleaning_took_away_is_rescued() -> None:
    """The pre-cleaning strips <aside> before the extractor runs (unless it holds half the
    text); when nothing of the extract then maps onto the page, trafilatura's default
    cascade reads the element taken away that held the most text outside links (the
    aside, not the menu)."""
    menu = "".join(
        f"<li><a href='/s{n}'>Section number {n} of the regional news site</a></li>"
        for n in range(120)
    )
    markup = (
        f"<html><head><title>Budget</title></head><body><aside><ul>{menu}</ul></aside>"
        f"<main><aside class='content'><div class='story'>{BODY}</div></aside></main>"
        "</body></html>"
    )
    artifact = html(markup)
    assert paragraph(1) in artifact.main_text and paragraph(6) in artifact.main_text
    for start, end in artifact.main:
        assert artifact.text[start:end] in artifact.main_text
