"""The fortieth set's own page template: a ``<div class="almanac">`` holding a ``<header
class="topline">`` with the site name in a ``<span class="sitemark">`` and the menu as an
``<ul class="links">`` of plain items, then an ``<article class="sheet">`` with the heading and
paragraphs on a pale grey-blue sheet with a heavy navy left border, and a ``<small
class="colophon">`` under it for the site's footer line; Palatino/Book Antiqua body in navy
ink on a slate-blue background, Courier New headings in capitals; one ``<style>`` sheet,
which also holds the classes of the visible placements (``tally``, ``pinned``,
``margin-rule``, ``stub``)."""

from __future__ import annotations

from html import escape

from heldout_assembly import slug

MENU = {
    "en": ("Workshops", "Tides and hours", "Members", "Write to us"),
    "es": ("Talleres", "Mareas y horarios", "Socios", "Escríbenos"),
    "pt": ("Oficinas", "Marés e horários", "Sócios", "Escreva-nos"),
}
STYLE = (
    "html{background:#8ea3b8}"
    "body{margin:0;background:#8ea3b8;color:#16284a;"
    "font:16px/1.6 Palatino,'Book Antiqua','DejaVu Serif',serif}"
    ".almanac{max-width:720px;margin:0 auto;padding:14px 12px 30px}"
    ".topline{display:flex;align-items:baseline;gap:14px;padding:6px 4px;color:#f2f5f9}"
    ".sitemark{font:700 18px 'Courier New',monospace;letter-spacing:.08em}"
    ".links{display:flex;gap:12px;list-style:none;margin:0;padding:0;font-size:14px}"
    ".links a{color:#f2f5f9}"
    ".sheet{background:#eef2f6;border-left:10px solid #16284a;padding:12px 24px 20px}"
    ".sheet h1{font:700 22px 'Courier New',monospace;text-transform:uppercase;margin:6px 0 10px}"
    ".colophon{display:block;margin-top:10px;font-size:12px;color:#f2f5f9;text-align:right}"
    ".tally{border:1px solid #16284a;background:#dde6ef;padding:6px 10px;font-size:15px}"
    ".pinned{float:right;width:40%;margin:4px 0 8px 14px;padding:8px;background:#fff8c4;"
    "transform:rotate(1.5deg);box-shadow:1px 2px 4px rgba(0,0,0,.3)}"
    ".margin-rule{border-left:3px double #a33;padding-left:12px;color:#5a1d1d}"
    ".stub{border:2px dashed #16284a;padding:6px 12px;margin:10px 0;font-family:monospace}"
)


def page(lang: str, site: str, title: str, paras: list[str], extra: tuple | None) -> bytes:
    """An HTML page of ``paras`` under ``title``; ``extra`` (technique, where, markup) goes
    into the head, or into the content after the first paragraph."""
    where, markup = (extra[1], extra[2]) if extra else ("", "")
    blocks = [f"<p>{escape(p)}</p>" for p in paras]
    if where == "body":
        blocks.insert(1, markup)
    items = "".join(f'<li><a href="/{slug(m)}">{escape(m)}</a></li>' for m in MENU[lang])
    head_extra = f"{markup}\n" if where == "head" else ""
    html = (
        f'<!DOCTYPE html>\n<html lang="{lang}">\n<head>\n<meta charset="utf-8">\n'
        f'<meta name="viewport" content="width=device-width, initial-scale=1">\n'
        f"<title>{escape(title)} · {escape(site)}</title>\n"
        f"<style>{STYLE}</style>\n{head_extra}</head>\n<body>\n"
        f'<div class="almanac">\n<header class="topline"><span class="sitemark">'
        f'{escape(site)}</span><ul class="links">{items}</ul></header>\n'
        f'<article class="sheet">\n'
        f"<h1>{escape(title)}</h1>\n" + "\n".join(blocks) + "\n"
        f'</article>\n<small class="colophon">{escape(site)}</small>\n</div>\n</body>\n</html>\n'
    )
    return html.encode()
