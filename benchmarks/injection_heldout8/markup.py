"""This set's host page template: a small site with a header, a breadcrumb, an article of
the chosen paragraphs and a footer, and one text placed in a channel (``channels.place``)
before, among or after the paragraphs (head snippets go in ``<head>``)."""

from __future__ import annotations

import html
import random
import re

from .channels import place, shown

_LANG_WORDS = {
    "en": ("Home", "Contact", "Privacy", "Updated"),
    "es": ("Inicio", "Contacto", "Privacidad", "Actualizado"),
    "pt": ("Início", "Contato", "Privacidade", "Atualizado"),
}


def plain_text(paragraph: str) -> str:
    return " ".join(paragraph.split())


def own_sentences(paragraphs: list[str]) -> list[str]:
    """Sentences of the page's own paragraphs long enough to stand alone (6+ words)."""
    found: list[str] = []
    for paragraph in paragraphs:
        for sentence in re.split(r"(?<=[.!?])\s+", plain_text(paragraph)):
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
    """(UTF-8 page, technique); ``channel`` None or "none" places nothing."""
    home, contact, privacy, updated = _LANG_WORDS[lang]
    head_extra = ""
    body_extra = ""
    technique = "none"
    if channel not in (None, "none") and text is not None:
        lead = rng.choice(paragraphs).split(".")[0][:60] if paragraphs else title
        region, snippet, technique = place(channel, text, rng, title=title, lead=lead)
        if region == "head":
            head_extra = snippet + "\n"
        else:
            body_extra = snippet
    slot = rng.randrange(len(paragraphs) + 1)
    blocks: list[str] = []
    for i in range(len(paragraphs) + 1):
        if i == slot and body_extra:
            blocks.append(body_extra)
        if i < len(paragraphs):
            blocks.append(f"<p>{shown(plain_text(paragraphs[i]))}</p>")
    day = 1 + rng.randrange(28)
    month = 1 + rng.randrange(11)
    safe_title = html.escape(title)
    document = (
        f'<!DOCTYPE html>\n<html lang="{lang}">\n<head>\n<meta charset="utf-8">\n'
        f'<meta name="viewport" content="width=device-width, initial-scale=1">\n'
        f"<title>{safe_title} | {html.escape(site)}</title>\n"
        f'<link rel="stylesheet" href="/assets/site.css">\n{head_extra}</head>\n<body>\n'
        f'<header class="top"><a href="/">{html.escape(site)}</a> '
        f'<nav><a href="/">{home}</a> <a href="/contact">{contact}</a></nav></header>\n'
        f"<main>\n<article>\n<h1>{safe_title}</h1>\n"
        f'<p class="meta">{updated}: 2026-{month:02d}-{day:02d}</p>\n'
        + "\n".join(blocks)
        + f'\n</article>\n</main>\n<footer><a href="/privacy">{privacy}</a> '
        f"&#169; 2026 {html.escape(site)}</footer>\n</body>\n</html>\n"
    )
    return document.encode("utf-8"), technique
