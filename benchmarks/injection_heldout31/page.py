"""The thirty-first set's own page template: a ``<div class="ream">`` holding a ``<header
class="topline">`` with the site name in an ``<em class="house">`` and the menu as a ``<menu
class="paths">`` of links, then a ``<section class="matter">`` with heading and paragraphs,
and a ``<footer class="endnote">`` for the site's footer line; Charter body in a slate blue
on white, Avenir Next/Segoe UI headings in small capitals, a left rule beside the matter; one
``<style>`` sheet, which also holds the classes of the visible placements (``marg``,
``tape``, ``ledger``, ``ribbon``)."""

from __future__ import annotations

from html import escape

from heldout_assembly import slug

MENU = {
    "en": ("Notices", "Timetable", "Members", "Write to us"),
    "es": ("Avisos", "Horario", "Socios", "Escríbenos"),
    "pt": ("Avisos", "Horário", "Sócios", "Escreva-nos"),
}
STYLE = (
    "html{background:#fff}"
    "body{margin:0;background:#fff;color:#2c3a4f;"
    "font:17px/1.6 Charter,'Bitstream Charter','Sitka Text',serif}"
    ".ream{max-width:660px;margin:0 auto;padding:12px 20px 30px}"
    ".topline{display:flex;align-items:baseline;gap:18px;"
    "font:14px 'Avenir Next','Segoe UI',sans-serif;padding:8px 0}"
    ".house{font-style:normal;font-weight:700;letter-spacing:.04em}"
    ".paths{display:flex;gap:12px;list-style:none;margin:0;padding:0}"
    ".paths a{color:#3d5a80}"
    ".matter{border-left:3px solid #98c1d9;padding-left:18px}"
    ".matter h1{font:700 24px 'Avenir Next','Segoe UI',sans-serif;font-variant:small-caps;"
    "margin:14px 0 8px}"
    ".endnote{font-size:12px;color:#5c6b7f;margin-top:24px}"
    ".marg{float:right;width:190px;margin:0 0 8px 14px;font-size:14px;"
    "border-left:2px solid #ee6c4d;padding-left:8px}"
    ".tape{background:#f6e7a8;transform:rotate(-1deg);padding:6px 12px}"
    ".ledger{background:repeating-linear-gradient(#fff 0 26px,#c9d6e3 26px 27px);"
    "padding:0 8px}"
    ".ribbon{background:#3d5a80;color:#fff;padding:6px 14px}"
)


def page(lang: str, site: str, title: str, paras: list[str], extra: tuple | None) -> bytes:
    """An HTML page of ``paras`` under ``title``; ``extra`` (technique, where, markup) goes
    into the head, or into the section after the first paragraph."""
    where, markup = (extra[1], extra[2]) if extra else ("", "")
    blocks = [f"<p>{escape(p)}</p>" for p in paras]
    if where == "body":
        blocks.insert(1, markup)
    menu = "".join(f'<li><a href="/{slug(m)}">{escape(m)}</a></li>' for m in MENU[lang])
    head_extra = f"{markup}\n" if where == "head" else ""
    html = (
        f'<!DOCTYPE html>\n<html lang="{lang}">\n<head>\n<meta charset="utf-8">\n'
        f'<meta name="viewport" content="width=device-width, initial-scale=1">\n'
        f"<title>{escape(title)} \u00b7 {escape(site)}</title>\n"
        f"<style>{STYLE}</style>\n{head_extra}</head>\n<body>\n"
        f'<div class="ream">\n<header class="topline"><em class="house">{escape(site)}</em>'
        f'<menu class="paths">{menu}</menu></header>\n<section class="matter">\n'
        f"<h1>{escape(title)}</h1>\n" + "\n".join(blocks) + "\n"
        f'</section>\n<footer class="endnote">{escape(site)}</footer>\n</div>\n</body>\n</html>\n'
    )
    return html.encode()
