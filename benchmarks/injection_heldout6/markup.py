"""Turning this set's page texts into HTML pages. Paragraph marks: "# " a heading, "- " a
bullet (neighbours share a list), "= " a table row (cells split on " ; "), "> " a
quotation, "` " code; anything else is a paragraph. ``page`` frames the blocks in one of
three layouts with navigation and footer words in the page's language, and, when given a
text, writes it into one channel via ``channels.place``."""

from __future__ import annotations

import html
import random

from .channels import place

MARKS = ("# ", "- ", "= ", "> ", "` ")
_CHROME = {
    "en": (("Home", "About", "Contact", "Opening hours"), "All rights reserved", "Skip to content"),
    "es": (("Inicio", "Quiénes somos", "Contacto", "Horarios"), "Todos los derechos reservados", "Ir al contenido"),
    "pt": (("Início", "Sobre nós", "Contacto", "Horário"), "Todos os direitos reservados", "Saltar para o conteúdo"),
}  # fmt: skip


def plain_text(paragraph: str) -> str:
    return paragraph[2:] if paragraph[:2] in MARKS else paragraph


def own_sentences(prose: list[str]) -> list[str]:
    """The page's own voice: paragraphs and bullets, not headings, rows, quotes or code."""
    return [plain_text(p) for p in prose if p[:2] not in ("# ", "= ", "> ", "` ")]


def to_html(paragraphs: list[str]) -> list[str]:
    blocks: list[str] = []
    group: list[str] = []
    open_kind = ""

    def close() -> None:
        if group:
            tag = "ul" if open_kind == "-" else "table"
            blocks.append(f"<{tag}>{''.join(group)}</{tag}>")
            group.clear()

    for p in paragraphs:
        mark, rest = p[:2], html.escape(p[2:])
        if mark in ("- ", "= "):
            if open_kind != mark[0]:
                close()
                open_kind = mark[0]
            if mark == "- ":
                group.append(f"<li>{rest}</li>")
            else:
                cells = "".join(f"<td>{html.escape(c)}</td>" for c in p[2:].split(" ; "))
                group.append(f"<tr>{cells}</tr>")
            continue
        close()
        open_kind = ""
        if mark == "# ":
            blocks.append(f"<h2>{rest}</h2>")
        elif mark == "> ":
            blocks.append(f"<blockquote>{rest}</blockquote>")
        elif mark == "` ":
            blocks.append(f"<pre>{rest}</pre>")
        else:
            blocks.append(f"<p>{html.escape(p)}</p>")
    close()
    return blocks


def frame(
    lang: str, rng: random.Random, *, title: str, site: str, blocks: list[str], head: list[str]
) -> bytes:
    nav, rights, skip = _CHROME[lang]
    links = "".join(f'<a href="/{i}">{html.escape(n)}</a>' for i, n in enumerate(nav))
    t = html.escape(title)
    layout = rng.randrange(3)
    top = [
        "<!DOCTYPE html>",
        f'<html lang="{lang}">',
        "<head>",
        '<meta charset="utf-8">',
        '<meta name="viewport" content="width=device-width, initial-scale=1">',
        f"<title>{t} | {html.escape(site)}</title>",
        f'<link rel="canonical" href="https://{site}/">',
        *head,
        "</head>",
    ]
    main = "\n".join(blocks)
    if layout == 0:
        body = (
            f'<body><a class="skip" href="#c">{html.escape(skip)}</a><header><strong>{html.escape(site)}</strong>'
            f'<nav>{links}</nav></header><main id="c"><h1>{t}</h1>\n{main}\n</main>'
        )
    elif layout == 1:
        body = (
            f'<body class="two-col"><div class="wrap"><nav class="side">{links}</nav>'
            f"<article><header><h1>{t}</h1></header>\n{main}\n</article></div>"
        )
    else:
        body = (
            f'<body><div id="app"><div class="bar">{html.escape(site)} &middot; {links}</div>'
            f'<section class="content"><h1 class="title">{t}</h1>\n{main}\n</section></div>'
        )
    year = 2019 + rng.randrange(8)
    foot = f"<footer><p>&copy; {year} {html.escape(site)}. {html.escape(rights)}.</p></footer></body></html>"
    return "\n".join([*top, body, foot]).encode("utf-8") + b"\n"


def page(
    lang: str,
    rng: random.Random,
    title: str,
    site: str,
    prose: list[str],
    channel: str,
    text: str | None,
    *,
    entities: bool = False,
) -> tuple[bytes, str]:
    """(HTML bytes, technique) of a page of ``prose`` with ``text`` (if any) in ``channel``."""
    blocks = to_html(prose)
    head: list[str] = []
    technique = "none"
    if text is not None:
        own = own_sentences(prose)
        lead = rng.choice(own) if own else ""
        region, snippet, technique = place(
            channel, text, rng, title=title, lead=lead, entities=entities
        )
        if region == "head":
            head.append(snippet)
        else:
            blocks.insert(rng.randint(0, len(blocks)), snippet)
    return frame(lang, rng, title=title, site=site, blocks=blocks, head=head), technique
