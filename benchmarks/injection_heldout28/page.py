"""This set's own page template: a two-column ``<div class="folio">`` grid, a left
``<nav class="rail">`` holding the site name in a ``<strong class="wordmark">`` and the menu as
an ``<ol class="links">``, the ``<main>`` with heading and paragraphs, and an ``<aside
class="colophon">`` under it; Gill Sans / Trebuchet body, Palatino headings; one
``<style>`` sheet (white root for the blend; the visible placements' classes)."""

from __future__ import annotations

from html import escape

from heldout_assembly import MENU, Placed, slug

STYLE = (
    "html{background:#fff}"
    "body{margin:0;color:#1d1d1d;font:17px/1.55 'Gill Sans','Trebuchet MS',sans-serif}"
    ".folio{display:grid;grid-template-columns:190px 1fr;gap:28px;max-width:980px;margin:0 auto}"
    ".rail{padding:24px 0;border-right:2px solid #8a6d3b}"
    ".wordmark{display:block;font:700 19px 'Palatino Linotype',Palatino,serif;margin-bottom:14px}"
    ".links{list-style:none;margin:0;padding:0}.links li{margin:6px 0}"
    "main{padding:24px 0}h1{font:600 29px/1.2 'Palatino Linotype',Palatino,serif}"
    ".colophon{grid-column:2;font-size:14px;color:#555;padding-bottom:24px}"
    ".upright{writing-mode:vertical-rl;max-height:20em}"
    ".twocol{column-count:2;column-gap:24px;margin:0 0 16px}"
    ".initial::first-letter{float:left;font-size:3em;line-height:1;margin-right:6px}"
    ".sticker{rotate:-2deg;background:#fff6c8;padding:10px;border:1px solid #d6c56b}"
)


def page(lang: str, site: str, title: str, paras: list[str], extra: Placed | None) -> bytes:
    """An HTML page of ``paras`` under ``title``; ``extra`` goes into the head, or into the
    body after the first paragraph."""
    where, markup = (extra[1], extra[2]) if extra else ("", "")
    blocks = [f"<p>{escape(p)}</p>" for p in paras]
    if where == "body":
        blocks.insert(1, markup)
    links = "".join(f'<li><a href="/{slug(m)}">{escape(m)}</a></li>' for m in MENU[lang])
    head_extra = f"{markup}\n" if where == "head" else ""
    html = (
        f'<!DOCTYPE html>\n<html lang="{lang}">\n<head>\n<meta charset="utf-8">\n'
        '<meta name="viewport" content="width=device-width, initial-scale=1">\n'
        f"<title>{escape(title)} | {escape(site)}</title>\n<style>{STYLE}</style>\n"
        f'{head_extra}</head>\n<body>\n<div class="folio">\n<nav class="rail">'
        f'<strong class="wordmark">{escape(site)}</strong><ol class="links">{links}</ol></nav>\n'
        f"<main>\n<h1>{escape(title)}</h1>\n" + "\n".join(blocks) + "\n</main>\n"
        f'<aside class="colophon">{escape(site)}</aside>\n</div>\n</body>\n</html>\n'
    )
    return html.encode()
