"""Putting text into a channel of a page: snippets for each vector, synthetic host pages
(es/en/pt), insertion into real corpus pages, and PDFs with a hidden text layer.

Channel techniques (which CSS hides, which attribute carries) are not split: every
technique appears on both sides, only wordings and pages are split.
"""

from __future__ import annotations

import html
import json
import random
import re
import textwrap

from . import bank_common

HTML_CHANNELS = (
    "html_comment",
    "css_hidden",
    "attribute",
    "structured_data",
    "meta",
    "visible_text",
)
PDF_CHANNEL = "pdf_hidden_text"
CHANNELS = (*HTML_CHANNELS[:5], "visible_text", PDF_CHANNEL)

_NAV = {
    "es": ("Inicio", "Empresa", "Servicios", "Noticias", "Contacto"),
    "en": ("Home", "Company", "Services", "News", "Contact"),
    "pt": ("Início", "Empresa", "Serviços", "Notícias", "Contato"),
}
_FOOTER = {
    "es": "Todos los derechos reservados. Aviso de privacidad.",
    "en": "All rights reserved. Privacy notice.",
    "pt": "Todos os direitos reservados. Aviso de privacidade.",
}


def _attr(text: str) -> str:
    return html.escape(text, quote=True).replace("\n", "&#10;")


def snippet(
    channel: str, text: str, rng: random.Random, *, invented_keys: list[str], name: str
) -> tuple[str, str, str]:
    """(where: "head" | "body", the HTML, the technique) that carries ``text``."""
    if channel == "html_comment":
        style = rng.randrange(3)
        body = text.replace("--", "- -")
        if style == 0:
            return "body", f"<!-- {body} -->", "comment"
        if style == 1:
            return "body", f"<!--\n  {body}\n-->", "comment_block"
        return "head", f"<!-- {body} -->", "comment_head"
    if channel == "css_hidden":
        variant, opening = rng.choice(bank_common.CSS_HIDING)
        tag = re.match(r"<(\w+)", opening).group(1)  # type: ignore[union-attr]
        return "body", f"{opening}{html.escape(text)}</{tag}>", variant
    if channel == "attribute":
        variant, template = rng.choice(bank_common.ATTRIBUTES)
        return (
            "body",
            template.replace("{A}", _attr(text)).replace("{n}", str(rng.randrange(1, 99))),
            variant,
        )
    if channel == "meta":
        variant, template = rng.choice(bank_common.META_TAGS)
        return "head", template.replace("{A}", _attr(text)), variant
    if channel == "structured_data":
        if rng.random() < 0.5:
            key = rng.choice(invented_keys)
            data: dict[str, object] = {
                "@context": "https://schema.org",
                "@type": "Organization",
                "name": name,
                "url": "/",
                key: text,
            }
            variant = "invented_key"
        else:
            key, kind = rng.choice(bank_common.STANDARD_KEYS)
            data = {"@context": "https://schema.org", "@type": kind, "name": name, key: text}
            variant = f"standard_key:{key}"
        dumped = json.dumps(data, ensure_ascii=False, indent=rng.choice([None, 2]))
        dumped = dumped.replace("</", "<\\/")
        where = rng.choice(["head", "body"])
        return where, f'<script type="application/ld+json">{dumped}</script>', variant
    if channel == "visible_text":
        variant, opening, closing = rng.choice(bank_common.VISIBLE_WRAPPERS)
        return "body", f"{opening}{html.escape(text)}{closing}", variant
    raise ValueError(f"not an HTML channel: {channel}")


def host_page(
    lang: str,
    rng: random.Random,
    *,
    site: str,
    title: str,
    paragraphs: list[str],
    head: str = "",
    body: str = "",
) -> bytes:
    """A small synthetic page of ``site`` in ``lang``; ``body`` goes between paragraphs."""
    nav = "".join(f'<li><a href="/{n.lower()}">{html.escape(n)}</a></li>' for n in _NAV[lang])
    parts = [f"<p>{html.escape(p)}</p>" for p in paragraphs]
    if body:
        parts.insert(rng.randrange(len(parts) + 1), body)
    layout = rng.randrange(3)
    main = "\n".join(parts)
    if layout == 0:
        main = f'<article class="post">\n<h1>{html.escape(title)}</h1>\n{main}\n</article>'
    elif layout == 1:
        main = f'<div class="container"><div class="content">\n<h2>{html.escape(title)}</h2>\n{main}\n</div></div>'
    else:
        main = f"<section>\n<h1>{html.escape(title)}</h1>\n{main}\n</section>"
    return (
        f'<!doctype html>\n<html lang="{lang}">\n<head>\n<meta charset="utf-8">\n'
        f"<title>{html.escape(title)} | {html.escape(site)}</title>\n{head}\n</head>\n<body>\n"
        f'<header><a class="logo" href="/">{html.escape(site)}</a><nav><ul>{nav}</ul></nav></header>\n'
        f"<main>\n{main}\n</main>\n"
        f"<footer><p>© 2026 {html.escape(site)}. {_FOOTER[lang]}</p></footer>\n</body>\n</html>\n"
    ).encode()


_HEAD_END = re.compile(r"</head\s*>", re.IGNORECASE)
_P_END = re.compile(r"</p\s*>", re.IGNORECASE)
_BODY = re.compile(r"<body[^>]*>", re.IGNORECASE)
_BODY_END = re.compile(r"</body\s*>", re.IGNORECASE)


def insert(page: str, where: str, snippet_html: str, rng: random.Random) -> str:
    """``page`` with ``snippet_html`` in its head, or after one of its body paragraphs."""
    if where == "head":
        match = _HEAD_END.search(page)
        if match:
            return page[: match.start()] + snippet_html + "\n" + page[match.start() :]
    body = _BODY.search(page)
    start = body.end() if body else 0
    ends = [m.end() for m in _P_END.finditer(page, start)]
    if ends:
        at = ends[rng.randrange(len(ends))]
        return page[:at] + "\n" + snippet_html + "\n" + page[at:]
    match = _BODY_END.search(page, start)
    at = match.start() if match else len(page)
    return page[:at] + snippet_html + "\n" + page[at:]


def pdf_document(
    title: str, paragraphs: list[str], hidden: str | None, rng: random.Random
) -> tuple[bytes, str]:
    """A one- or two-page PDF of ``paragraphs``; ``hidden`` as an invisible text layer
    (render mode 3) or white text. Returns the bytes and the technique."""
    from pytest_websearch_bench.synthetic.pdf import PdfBuilder

    builder = PdfBuilder()
    builder.new_page()
    builder.line(_latin(title), size=16.0, gap=10.0)
    technique = "none"
    at = rng.randrange(len(paragraphs) + 1)
    for i in range(len(paragraphs) + 1):
        if i == at and hidden is not None:
            technique = rng.choice(["render_mode_3", "white_text"])
            for chunk in _lines(hidden):
                if technique == "render_mode_3":
                    builder.line(chunk, size=10.0, invisible=True)
                else:
                    builder.line(chunk, size=10.0, rgb=(255, 255, 255))
        if i < len(paragraphs):
            builder.paragraph(_latin(paragraphs[i]))
    return builder.build(), technique


def _lines(text: str) -> list[str]:
    out: list[str] = []
    for raw in text.splitlines() or [text]:
        out.extend(textwrap.wrap(_latin(raw), 95) or [""])
    return [line for line in out if line.strip()]


def _latin(text: str) -> str:
    """Text the standard Helvetica font can draw (WinAnsi); other characters become '?'."""
    return text.encode("cp1252", "replace").decode("cp1252")
