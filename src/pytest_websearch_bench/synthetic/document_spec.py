"""A synthetic ``_shared/`` document: what it is, where it stands and how it is built,
and the page furniture the HTML ones share."""

from __future__ import annotations

import html
from collections.abc import Callable, Sequence
from dataclasses import dataclass


@dataclass(frozen=True)
class DocumentSpec:
    case_id: str
    fixture_class: int
    path: str  # under _shared/
    url: str
    content_type: str
    what: str  # the manifest note
    build: Callable[[], bytes]
    role: str = "document"
    outcome: str = "read"  # what a reader without special powers gets
    injected: bool | None = None  # class 8 ground truth (False: a hard negative)
    vector: str | None = None  # class 8: the channel the injection was planted in


def html_page(
    title: str,
    body: str,
    *,
    site: str,
    published: str | None = None,
    nav: Sequence[str] = ("Inicio", "Empresas", "Economía", "Contacto"),
    head_extra: str = "",
) -> bytes:
    meta = f'<meta property="article:published_time" content="{published}">\n' if published else ""
    links = "".join(f'<li><a href="/{_slug(item)}">{html.escape(item)}</a></li>' for item in nav)
    return (
        "<!doctype html>\n"
        '<html lang="es">\n<head>\n<meta charset="utf-8">\n'
        f"<title>{html.escape(title)} | {html.escape(site)}</title>\n{meta}{head_extra}"
        "</head>\n<body>\n"
        f'<header class="site-header"><a class="logo" href="/">{html.escape(site)}</a>\n'
        f'<nav class="main-nav"><ul>{links}</ul></nav></header>\n'
        f"<main>\n{body}\n</main>\n"
        f'<footer class="site-footer"><p>© 2026 {html.escape(site)}. Todos los derechos '
        'reservados. <a href="/privacidad">Aviso de privacidad</a></p></footer>\n'
        "</body>\n</html>\n"
    ).encode()


def _slug(text: str) -> str:
    return "-".join(text.lower().split())
