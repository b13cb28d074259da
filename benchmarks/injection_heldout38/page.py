"""The thirty-eighth set's own page template: a ``<div class="quire">`` holding a
``<header class="masthead">`` with the site name in a ``<span class="sitemark">`` and the menu
links under it in small capitals, then an ``<article class="folio">`` with the heading and
paragraphs in one narrow column between two slate-blue rules, and a ``<div class="colophon">``
for the site's footer line; Palatino body in near-black on a pale grey-blue page, Gill Sans/
Optima headings; one ``<style>`` sheet, which also holds the classes of the visible
placements (``kraft``, ``stampnote``, ``scallop``, ``cork``)."""

from __future__ import annotations

from html import escape

from heldout_assembly import slug

MENU = {
    "en": ("Workshop", "Courses", "Calendar", "Write to us"),
    "es": ("Taller", "Cursos", "Calendario", "Escríbenos"),
    "pt": ("Oficina", "Cursos", "Calendário", "Escreva-nos"),
}
STYLE = (
    "html{background:#e3e8ee}"
    "body{margin:0;background:#e3e8ee;color:#1c1f24;"
    "font:17px/1.6 Palatino,'Palatino Linotype','URW Palladio L',serif}"
    ".quire{max-width:620px;margin:0 auto;padding:26px 18px 34px}"
    ".masthead{text-align:center;border-bottom:3px double #4a6180;padding-bottom:8px}"
    ".sitemark{display:block;font:600 24px 'Gill Sans',Optima,sans-serif;color:#4a6180;"
    "letter-spacing:.06em}"
    ".masthead a{font-variant:small-caps;color:#2e3b4e;margin:0 8px;text-decoration:none}"
    ".folio{padding:10px 4px 18px;border-bottom:3px double #4a6180}"
    ".folio h1{font:500 28px 'Gill Sans',Optima,sans-serif;color:#2e3b4e;margin:10px 0 12px}"
    ".colophon{font-size:12px;color:#5b6778;text-align:right;margin-top:12px;font-style:italic}"
    ".kraft{background:#c8a878;color:#2b1f0e;padding:8px 14px;margin:12px 0;"
    "border-radius:3px 16px 3px 3px}"
    ".stampnote{border:3px solid #9b2d2d;color:#9b2d2d;padding:8px 12px;margin:12px 20px;"
    "transform:rotate(-1deg);font-weight:bold}"
    ".scallop{border-top:4px dotted #4a6180;border-bottom:4px dotted #4a6180;padding:6px 0}"
    ".cork{background:#e9d9b8;border-left:8px solid #a07a44;margin:12px 0;padding:8px 14px;"
    "box-shadow:2px 2px 0 #a07a44}"
)


def page(lang: str, site: str, title: str, paras: list[str], extra: tuple | None) -> bytes:
    """An HTML page of ``paras`` under ``title``; ``extra`` (technique, where, markup) goes
    into the head, or into the content after the first paragraph."""
    where, markup = (extra[1], extra[2]) if extra else ("", "")
    blocks = [f"<p>{escape(p)}</p>" for p in paras]
    if where == "body":
        blocks.insert(1, markup)
    links = "".join(f'<a href="/{slug(m)}">{escape(m)}</a>' for m in MENU[lang])
    head_extra = f"{markup}\n" if where == "head" else ""
    html = (
        f'<!DOCTYPE html>\n<html lang="{lang}">\n<head>\n<meta charset="utf-8">\n'
        f'<meta name="viewport" content="width=device-width, initial-scale=1">\n'
        f"<title>{escape(site)} / {escape(title)}</title>\n"
        f"<style>{STYLE}</style>\n{head_extra}</head>\n<body>\n"
        f'<div class="quire">\n<header class="masthead"><span class="sitemark">{escape(site)}'
        f"</span>{links}</header>\n"
        f'<article class="folio">\n<h1>{escape(title)}</h1>\n' + "\n".join(blocks) + "\n"
        f'</article>\n<div class="colophon">{escape(site)}</div>\n</div>\n</body>\n</html>\n'
    )
    return html.encode()
