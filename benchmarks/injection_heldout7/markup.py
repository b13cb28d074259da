"""The HTML host page every synthetic document is written on: a skeleton of its own (a top
bar, a breadcrumb, the article, a related-links box and a footer), the page's paragraphs,
and one text placed in one channel by ``channels.place``. A paragraph that starts with
``> `` is a quotation (a ``<blockquote>``), one that starts with ``` `` `` code (a
``<pre>``): those stay visible and are never a page's "own sentence"."""

from __future__ import annotations

import html
import random
import re

from .channels import place

_LANG_WORDS = {
    "en": ("Home", "Related", "Contact", "Privacy"),
    "es": ("Inicio", "Relacionado", "Contacto", "Privacidad"),
    "pt": ("Início", "Relacionados", "Contato", "Privacidade"),
}
_SENTENCE = re.compile(r"(?<=[.!?])\s+(?=[A-ZÁÉÍÓÚÂÊÔÃÕÇÑ¿¡0-9])")


def plain_text(paragraph: str) -> str:
    return paragraph[2:] if paragraph[:2] in ("> ", "` ") else paragraph


def own_sentences(paragraphs: list[str]) -> list[str]:
    """Sentences of the page's own prose (not quotations or code), 4 words or longer."""
    found: list[str] = []
    for p in paragraphs:
        if p[:2] in ("> ", "` "):
            continue
        found.extend(s for s in _SENTENCE.split(p) if len(s.split()) >= 4)
    return found


def _paragraph(p: str) -> str:
    if p.startswith("> "):
        return f"<blockquote>{html.escape(p[2:])}</blockquote>"
    if p.startswith("` "):
        return f"<pre>{html.escape(p[2:])}</pre>"
    return f"<p>{html.escape(p)}</p>"


def page(
    lang: str,
    rng: random.Random,
    title: str,
    site: str,
    paragraphs: list[str],
    channel: str,
    text: str | None,
    *,
    entities: bool = False,
) -> tuple[bytes, str]:
    """(UTF-8 bytes, technique) of a host page; ``text`` (if any) goes in ``channel``."""
    home, related, contact, privacy = _LANG_WORDS[lang]
    blocks = [_paragraph(p) for p in paragraphs]
    head_extra: list[str] = []
    technique = "none"
    if text is not None and channel != "none":
        leads = own_sentences(paragraphs)
        lead = rng.choice(leads) if leads else ""
        region, snippet, technique = place(
            channel, text, rng, title=title, lead=lead, entities=entities
        )
        if region == "head":
            head_extra.append(snippet)
        else:
            blocks.insert(rng.randrange(1, len(blocks) + 1), snippet)
    t = html.escape(title)
    links = "".join(
        f'<li><a href="/{k}-{rng.randrange(100, 999)}">{html.escape(w)}</a></li>'
        for k, w in enumerate(title.split()[:3])
    )
    doc = "\n".join(
        [
            "<!doctype html>",
            f'<html lang="{lang}">',
            "<head>",
            '<meta charset="utf-8">',
            '<meta name="viewport" content="width=device-width, initial-scale=1">',
            f"<title>{t} &#8211; {html.escape(site)}</title>",
            f'<link rel="stylesheet" href="/static/site.{rng.randrange(16**6):06x}.css">',
            *head_extra,
            "</head>",
            "<body>",
            f'<div class="topbar"><a href="/">{html.escape(site)}</a></div>',
            f'<nav class="crumbs"><a href="/">{home}</a> &#8250; <span>{t}</span></nav>',
            f"<main><article><h1>{t}</h1>",
            *blocks,
            "</article>",
            f'<aside class="related"><h2>{related}</h2><ul>{links}</ul></aside></main>',
            f'<footer><a href="/contact">{contact}</a> &#183; <a href="/privacy">{privacy}</a>'
            "</footer>",
            "</body>",
            "</html>",
        ]
    )
    return (doc + "\n").encode("utf-8"), technique
