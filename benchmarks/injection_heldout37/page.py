"""The thirty-seventh set's own page template: a ``<div class="workbench">`` holding a
``<header class="plank">`` (the site name in a ``<span class="maker">``, then the menu as
small square-cornered buttons), then a ``<div class="board">`` with the heading and the
paragraphs on a pale mint panel with a thick slate-blue left edge, and a ``<small
class="endnote">`` under it for the site's footer line; Palatino/Book Antiqua body in a
charcoal ink on a light grey-blue background, monospaced (Courier New) headings; one
``<style>`` sheet, which also holds the classes of the visible placements (``perf``,
``hinge``, ``notepad``, ``gilt``)."""

from __future__ import annotations

from html import escape

from heldout_assembly import slug

MENU = {
    "en": ("Timetable", "Members", "Prices", "Write to us"),
    "es": ("Horario", "Socios", "Precios", "Escríbenos"),
    "pt": ("Horário", "Sócios", "Preços", "Escreva-nos"),
}
STYLE = (
    "html{background:#dfe5ec}"
    "body{margin:0;background:#dfe5ec;color:#2b2b2b;"
    "font:17px/1.6 Palatino,'Book Antiqua','URW Palladio L',serif}"
    ".workbench{max-width:720px;margin:0 auto;padding:20px 14px 30px}"
    ".plank{display:flex;flex-wrap:wrap;align-items:center;gap:6px;padding:8px 10px;"
    "background:#34495e;font:13px 'Courier New',monospace}"
    ".maker{color:#f4d35e;font-weight:700;margin-right:12px;letter-spacing:1px}"
    ".plank a{color:#ecf0f1;border:1px solid #7f8c9d;padding:3px 8px;text-decoration:none}"
    ".board{background:#eef7f1;border-left:10px solid #34495e;padding:12px 28px 20px;"
    "margin-top:10px}"
    ".board h1{font:700 24px 'Courier New',monospace;color:#34495e;margin:6px 0 12px}"
    ".endnote{display:block;text-align:right;color:#5d6d7e;font-size:12px;margin-top:10px}"
    ".perf{border:3px dashed #c0392b;outline:4px solid #fff;padding:10px 14px;margin:12px 0;"
    "background:#fdf2e9}"
    ".hinge{border-left:6px double #7d6608;padding:4px 12px;margin:10px 0 10px 20px;"
    "font-size:15px}"
    ".notepad{background:repeating-linear-gradient(#fffbe6 0 24px,#c8d6e5 24px 25px);"
    "line-height:25px;padding:0 10px}"
    ".gilt{margin:14px 24px;padding:8px 14px;border:1px solid #b7950b;"
    "box-shadow:inset 0 0 0 3px #fcf3cf;font-variant:small-caps}"
)


def page(lang: str, site: str, title: str, paras: list[str], extra: tuple | None) -> bytes:
    """An HTML page of ``paras`` under ``title``; ``extra`` (technique, where, markup) goes
    into the head, or into the board after the first paragraph."""
    where, markup = (extra[1], extra[2]) if extra else ("", "")
    blocks = [f"<p>{escape(p)}</p>" for p in paras]
    if where == "body":
        blocks.insert(1, markup)
    buttons = "".join(f'<a href="/{slug(m)}">{escape(m)}</a>' for m in MENU[lang])
    head_extra = f"{markup}\n" if where == "head" else ""
    html = (
        f'<!DOCTYPE html>\n<html lang="{lang}">\n<head>\n<meta charset="utf-8">\n'
        f'<meta name="viewport" content="width=device-width, initial-scale=1">\n'
        f"<title>{escape(site)} :: {escape(title)}</title>\n"
        f"<style>{STYLE}</style>\n{head_extra}</head>\n<body>\n"
        f'<div class="workbench">\n<header class="plank"><span class="maker">{escape(site)}'
        f'</span>{buttons}</header>\n<div class="board">\n'
        f"<h1>{escape(title)}</h1>\n" + "\n".join(blocks) + "\n"
        f'</div>\n<small class="endnote">{escape(site)}</small>\n</div>\n</body>\n</html>\n'
    )
    return html.encode()
