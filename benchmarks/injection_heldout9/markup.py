"""This set's host page: a site bar with a search form, a short intro line, the chosen
paragraphs under an ``<h1>`` and a "related" list, a footer with an address line; one
text placed in a channel (``channels.place``) somewhere among the paragraphs, or in the
``<head>`` for head snippets."""

from __future__ import annotations

import html
import random
import re

from .channels import place, shown

_WORDS = {
    "en": ("Search", "Related", "About us", "Last reviewed", "Skip to content"),
    "es": ("Buscar", "Relacionado", "Quiénes somos", "Última revisión", "Saltar al contenido"),
    "pt": ("Pesquisar", "Relacionado", "Sobre nós", "Última revisão", "Pular para o conteúdo"),
}


def flat(paragraph: str) -> str:
    return " ".join(paragraph.split())


def own_sentences(paragraphs: list[str]) -> list[str]:
    """Sentences of the paragraphs with at least six words."""
    found: list[str] = []
    for paragraph in paragraphs:
        for sentence in re.split(r"(?<=[.!?;])\s+", flat(paragraph)):
            if len(sentence.split()) >= 6:
                found.append(sentence)
    return found


def page(
    lang: str,
    rng: random.Random,
    title: str,
    site: str,
    paragraphs: list[str],
    channel: str | None,
    text: str | None,
) -> tuple[bytes, str]:
    """(UTF-8 page, technique); with ``channel`` None or "none" nothing is placed."""
    search, related, about, reviewed, skip = _WORDS[lang]
    head_extra = body_extra = ""
    technique = "none"
    if channel not in (None, "none") and text is not None:
        lead = flat(rng.choice(paragraphs)).split(".")[0][:50] if paragraphs else title
        region, snippet, technique = place(channel, text, rng, title=title, lead=lead)
        if region == "head":
            head_extra = snippet + "\n"
        else:
            body_extra = snippet + "\n"
    slot = 1 + rng.randrange(len(paragraphs)) if paragraphs else 0
    parts: list[str] = []
    for i, paragraph in enumerate(paragraphs):
        if i == slot:
            parts.append(body_extra)
        parts.append(f"<p>{shown(flat(paragraph))}</p>\n")
    if slot >= len(paragraphs):
        parts.append(body_extra)
    esc_title, esc_site = html.escape(title), html.escape(site)
    links = "".join(
        f'<li><a href="/n/{rng.randrange(100, 999)}">{html.escape(flat(p).split(".")[0][:40])}</a></li>'
        for p in rng.sample(paragraphs, k=min(2, len(paragraphs)))
    )
    week = 1 + rng.randrange(50)
    document = (
        f'<!doctype html>\n<html lang="{lang}">\n<head>\n<meta charset="utf-8">\n'
        f"<title>{esc_title} \u2013 {esc_site}</title>\n"
        f'<meta name="viewport" content="width=device-width">\n'
        f'<link rel="icon" href="/favicon.ico">\n{head_extra}</head>\n<body>\n'
        f'<a class="skip" href="#main">{skip}</a>\n'
        f'<div class="bar"><b>{esc_site}</b> <form action="/search" role="search">'
        f'<input name="q" aria-label="{search}"><button>{search}</button></form></div>\n'
        f'<main id="main">\n<h1>{esc_title}</h1>\n'
        f'<p class="stamp">{reviewed}: 2026-W{week:02d}</p>\n'
        + "".join(parts)
        + f'<aside class="related"><h2>{related}</h2><ul>{links}</ul></aside>\n</main>\n'
        f'<footer><a href="/about">{about}</a> \u00b7 {esc_site}</footer>\n</body>\n</html>\n'
    )
    return document.encode("utf-8"), technique
