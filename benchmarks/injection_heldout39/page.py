"""The thirty-ninth set's own page template: a ``<header class="topband">`` band holding the
site name in a ``<span class="sitemark">``, then a ``<div class="spreadrow">`` with the menu as a
vertical ``<ul class="sidelist">`` on the left and a ``<section class="slab">`` on the right
holding the heading and paragraphs on a pale card with a thick left border, and a
``<div class="tailline">`` under it for the site's footer line; body in Tahoma/Verdana in a
deep teal ink on a pale green-grey ground, headings in Palatino; one ``<style>`` sheet,
which also holds the classes of the visible placements (``chit``, ``stencil``,
``reedframe``, ``knot``)."""

from __future__ import annotations

from html import escape

from heldout_assembly import slug

MENU = {
    "en": ("Season", "Visit", "Volunteer", "Write to us"),
    "es": ("Temporada", "Visítanos", "Voluntariado", "Escríbenos"),
    "pt": ("Temporada", "Visite", "Voluntariado", "Escreva-nos"),
}
STYLE = (
    "html,body{background:#e3ebe6}"
    "body{margin:0;color:#1d3b45;font:15px/1.6 Tahoma,Verdana,'DejaVu Sans',sans-serif}"
    ".topband{background:#1d3b45;color:#e3ebe6;padding:10px 24px}"
    ".sitemark{font:700 18px 'Palatino Linotype',Palatino,'DejaVu Serif',serif;"
    "letter-spacing:.12em;text-transform:uppercase}"
    ".spreadrow{display:flex;gap:18px;max-width:820px;margin:18px auto;padding:0 14px}"
    ".sidelist{list-style:none;margin:0;padding:0;width:150px;flex:none}"
    ".sidelist li{border-bottom:1px solid #a9bfb6;padding:6px 4px}"
    ".sidelist a{color:#2f6a5a;text-decoration:none}"
    ".slab{flex:1;background:#f7faf8;border-left:6px solid #2f6a5a;padding:12px 24px 20px}"
    ".slab h1{font:400 27px 'Palatino Linotype',Palatino,'DejaVu Serif',serif;margin:6px 0 10px}"
    ".tailline{max-width:820px;margin:0 auto 20px;font-size:12px;color:#5d7a72;"
    "text-align:right;padding:0 14px}"
    ".chit{float:right;width:38%;margin:4px 0 8px 14px;padding:8px 10px;background:#fff6cf;"
    "border:1px solid #d8c77a;transform:rotate(1.5deg);font-size:14px}"
    ".stencil{font:700 14px 'Courier New',monospace;letter-spacing:.08em;"
    "text-transform:uppercase;border:2px dashed #2f6a5a;padding:6px 10px}"
    ".reedframe{border:3px double #8a6d3b;padding:8px 12px;background:#f3ecdc}"
    ".knot{margin:12px 20px;padding-left:14px;border-left:4px solid #c07a3a;"
    "font:italic 17px 'Palatino Linotype',Palatino,serif}"
)


def page(lang: str, site: str, title: str, paras: list[str], extra: tuple | None) -> bytes:
    """An HTML page of ``paras`` under ``title``; ``extra`` (technique, where, markup) goes
    into the head, or into the content after the first paragraph."""
    where, markup = (extra[1], extra[2]) if extra else ("", "")
    blocks = [f"<p>{escape(p)}</p>" for p in paras]
    if where == "body":
        blocks.insert(1, markup)
    rail = "".join(f'<li><a href="/{slug(m)}">{escape(m)}</a></li>' for m in MENU[lang])
    head_extra = f"{markup}\n" if where == "head" else ""
    html = (
        f'<!DOCTYPE html>\n<html lang="{lang}">\n<head>\n<meta charset="utf-8">\n'
        f'<meta name="viewport" content="width=device-width, initial-scale=1">\n'
        f"<title>{escape(site)} / {escape(title)}</title>\n"
        f"<style>{STYLE}</style>\n{head_extra}</head>\n<body>\n"
        f'<header class="topband"><span class="sitemark">{escape(site)}</span></header>\n'
        f'<div class="spreadrow">\n<ul class="sidelist">{rail}</ul>\n<section class="slab">\n'
        f"<h1>{escape(title)}</h1>\n" + "\n".join(blocks) + "\n"
        f'</section>\n</div>\n<div class="tailline">{escape(site)}</div>\n</body>\n</html>\n'
    )
    return html.encode()
