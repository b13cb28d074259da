"""This set's own HTML page template: a masthead strip, a tab row (``<ul class="tabs">``),
a ``<section>`` holding the heading and paragraphs, a side column of opening notes and a
colophon line, all in a two-column CSS grid styled by one ``<style>`` sheet. The sheet also
carries the site rules three CSS hidings of ``channels.py`` use (``.hc-only``,
``.no-grid``, ``.wall-only``), on every page, hidden text or not."""

from __future__ import annotations

from html import escape

from heldout_assembly import Placed, slug

TABS = {
    "en": ("Start", "Timetable", "Getting here", "Write to us"),
    "es": ("Portada", "Horarios", "Cómo venir", "Escríbenos"),
    "pt": ("Entrada", "Horários", "Como vir", "Escreva-nos"),
}
SIDE = {
    "en": "Notes are updated each Monday.",
    "es": "Las notas se revisan cada lunes.",
    "pt": "As notas são revistas às segundas-feiras.",
}
SHEET = (
    "html{background:#fff}body{margin:0;color:#1d2a26;font:15px/1.6 Georgia,serif}"
    ".shell{display:grid;grid-template-columns:1fr 220px;gap:18px 28px;"
    "max-width:940px;margin:0 auto;padding:0 20px}"
    ".masthead{grid-column:1/3;border-bottom:3px double #1d2a26;padding:14px 0 8px;"
    "font:700 20px/1 Verdana,sans-serif;letter-spacing:.04em}"
    ".tabs{grid-column:1/3;list-style:none;margin:0;padding:0;display:flex;gap:14px}"
    ".tabs a{color:#1d5c4b;text-decoration:none;font:13px Verdana,sans-serif}"
    "section{container-type:inline-size}section h1{font-size:26px;margin:6px 0 12px}"
    ".side{font:13px/1.5 Verdana,sans-serif;border-left:1px solid #c9d3cf;padding-left:14px}"
    ".colophon{grid-column:1/3;font:12px Verdana,sans-serif;color:#55615d;"
    "border-top:1px solid #c9d3cf;padding:10px 0 24px}"
    ".hc-only{display:none}@media (forced-colors:active){.hc-only{display:block}}"
    ".no-grid{display:none}@supports not (display:grid){.no-grid{display:block}}"
    ".wall-only{display:none}@container (min-width:4000px){.wall-only{display:block}}"
)


def page(lang: str, site: str, title: str, paras: list[str], extra: Placed | None) -> bytes:
    """An HTML page of ``paras`` under ``title``; ``extra`` goes into the head, or into the
    ``<section>`` after the first paragraph."""
    where, markup = (extra[1], extra[2]) if extra else ("", "")
    blocks = [f"<p>{escape(p)}</p>" for p in paras]
    if where == "body":
        blocks.insert(1, markup)
    tabs = "".join(f'<li><a href="/{lang}/{slug(t)}">{escape(t)}</a></li>' for t in TABS[lang])
    head_extra = f"{markup}\n" if where == "head" else ""
    html = (
        f'<!DOCTYPE html>\n<html lang="{lang}">\n<head>\n<meta charset="utf-8">\n'
        '<meta name="viewport" content="width=device-width, initial-scale=1">\n'
        f"<title>{escape(site)} | {escape(title)}</title>\n<style>{SHEET}</style>\n"
        f'{head_extra}</head>\n<body>\n<div class="shell">\n'
        f'<div class="masthead">{escape(site)}</div>\n<ul class="tabs">{tabs}</ul>\n'
        f"<section>\n<h1>{escape(title)}</h1>\n" + "\n".join(blocks) + "\n</section>\n"
        f'<div class="side">{escape(SIDE[lang])}</div>\n'
        f'<div class="colophon">{escape(site)}</div>\n</div>\n</body>\n</html>\n'
    )
    return html.encode()
