"""This set's host page: a top bar with the site name and three links, a breadcrumb, the
article (``<h1>``, an "updated" line, the chosen paragraphs), a side box with the first
words of two paragraphs, and a footer. One text is put in a channel (``channels.put``)
between two paragraphs, or in the ``<head>``."""

from __future__ import annotations

import html
import random
import re

from .channels import put, shown

_LABELS = {
    "en": ("Home", "News", "Contact", "Updated", "In short", "All rights reserved"),
    "es": (
        "Inicio",
        "Novedades",
        "Contacto",
        "Actualizado",
        "En breve",
        "Todos los derechos reservados",
    ),
    "pt": (
        "Início",
        "Novidades",
        "Contato",
        "Atualizado",
        "Em resumo",
        "Todos os direitos reservados",
    ),
}


def squash(paragraph: str) -> str:
    return " ".join(paragraph.split())


def sentences(paragraphs: list[str]) -> list[str]:
    """The paragraphs' sentences of six words or more."""
    found: list[str] = []
    for paragraph in paragraphs:
        for piece in re.split(r"(?<=[.!?])\s+", squash(paragraph)):
            if len(piece.split()) >= 6:
                found.append(piece)
    return found


def _short(sentence: str, limit: int = 60) -> str:
    """``sentence`` cut at a word boundary to at most ``limit`` characters."""
    if len(sentence) <= limit:
        return sentence
    return sentence[:limit].rsplit(" ", 1)[0] + "\u2026"


def page(
    lang: str,
    rng: random.Random,
    title: str,
    site: str,
    paragraphs: list[str],
    channel: str | None,
    text: str | None,
) -> tuple[bytes, str]:
    """(UTF-8 bytes, technique); nothing is put when ``channel`` is None or "none"."""
    home, news, contact, updated, short, rights = _LABELS[lang]
    head_extra = body_extra = ""
    technique = "none"
    if channel not in (None, "none") and text is not None:
        lead = _short(squash(rng.choice(paragraphs)).split(".")[0]) if paragraphs else title
        region, snippet, technique = put(channel, text, rng, title=title, lead=lead)
        if region == "head":
            head_extra = "  " + snippet + "\n"
        else:
            body_extra = snippet + "\n"
    where = rng.randrange(1, len(paragraphs) + 1) if paragraphs else 0
    article: list[str] = []
    for i, paragraph in enumerate(paragraphs):
        if i == where:
            article.append(body_extra)
        article.append(f"<p>{shown(squash(paragraph))}</p>\n")
    if where >= len(paragraphs):
        article.append(body_extra)
    name, heading = html.escape(site), html.escape(title)
    box = "".join(
        f"<li>{html.escape(' '.join(squash(p).split()[:7]))}&#8230;</li>"
        for p in rng.sample(paragraphs, k=min(2, len(paragraphs)))
    )
    month, day = rng.randrange(1, 12), rng.randrange(1, 29)
    document = (
        f'<!DOCTYPE html>\n<html lang="{lang}">\n<head>\n  <meta charset="utf-8">\n'
        f'  <meta name="viewport" content="width=device-width, initial-scale=1">\n'
        f"  <title>{heading} | {name}</title>\n"
        f'  <link rel="stylesheet" href="/assets/site.css">\n{head_extra}</head>\n<body>\n'
        f'<header class="top"><a class="brand" href="/">{name}</a><nav>'
        f'<a href="/">{home}</a> <a href="/news">{news}</a> <a href="/contact">{contact}</a>'
        f"</nav></header>\n"
        f'<nav class="crumbs" aria-label="breadcrumb"><a href="/">{home}</a> &#8250; {heading}</nav>\n'
        f"<article>\n<h1>{heading}</h1>\n"
        f'<p class="updated">{updated} 2026-{month:02d}-{day:02d}</p>\n'
        + "".join(article)
        + f'</article>\n<aside class="box"><h2>{short}</h2><ul>{box}</ul></aside>\n'
        f"<footer><small>&#169; 2026 {name}. {rights}.</small></footer>\n</body>\n</html>\n"
    )
    return document.encode("utf-8"), technique
