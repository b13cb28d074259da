"""The thirty-sixth set's own page template: a ``<header class="mast">`` band in slate blue
with the site name in a ``<span class="sitemark">`` and the menu as pill links, then a
``<div class="ply">`` holding the heading and paragraphs on a pale grey-green panel framed by
a thick teal left border, and a ``<div class="basebar">`` under it for the site's footer
line; Palatino/Book Antiqua body in charcoal on a cool off-white, Gill Sans/Optima small-caps
headings; one ``<style>`` sheet, which also holds the classes of the visible placements
(``frame``, ``ruled``, ``flag``, ``band``)."""

from __future__ import annotations

from html import escape

from heldout_assembly import slug

MENU = {
    "en": ("Workshop", "Timetable", "Prices", "Write to us"),
    "es": ("Taller", "Horario", "Precios", "Escríbenos"),
    "pt": ("Oficina", "Horário", "Preços", "Escreva-nos"),
}
STYLE = (
    "html{background:#f3f6f4}"
    "body{margin:0;background:#f3f6f4;color:#2b2f33;"
    "font:17px/1.6 Palatino,'Book Antiqua','URW Palladio L',serif}"
    ".mast{background:#3b5670;padding:12px 22px;display:flex;flex-wrap:wrap;align-items:center;"
    "gap:10px;font:15px 'Gill Sans',Optima,'DejaVu Sans',sans-serif}"
    ".sitemark{color:#fff;font-weight:700;letter-spacing:.06em;margin-right:14px}"
    ".mast a{color:#3b5670;background:#dfe9f1;border-radius:999px;padding:3px 12px;"
    "text-decoration:none}"
    ".ply{max-width:740px;margin:22px auto;background:#e8efeb;border-left:10px solid #2f8f83;"
    "padding:12px 28px 20px}"
    ".ply h1{font:600 27px 'Gill Sans',Optima,'DejaVu Sans',sans-serif;font-variant:small-caps;"
    "color:#2f8f83;margin:6px 0 10px}"
    ".basebar{max-width:740px;margin:0 auto 26px;font-size:13px;color:#5d6872;"
    "border-top:1px solid #b9c6c0;padding-top:8px}"
    ".frame{border:3px double #3b5670;padding:8px 14px;margin:12px 0;background:#fff}"
    ".ruled{margin:14px 24px;border-left:4px solid #c9822b;padding:2px 14px;font-style:italic}"
    ".flag{float:right;width:38%;margin:4px 0 8px 14px;background:#fbe7c6;padding:8px;"
    "font-size:14px;border-radius:0 0 0 12px}"
    ".band{background:#d2e3dc;padding:6px 12px;border-radius:4px}"
)


def page(lang: str, site: str, title: str, paras: list[str], extra: tuple | None) -> bytes:
    """An HTML page of ``paras`` under ``title``; ``extra`` (technique, where, markup) goes
    into the head, or into the content after the first paragraph."""
    where, markup = (extra[1], extra[2]) if extra else ("", "")
    blocks = [f"<p>{escape(p)}</p>" for p in paras]
    if where == "body":
        blocks.insert(1, markup)
    pills = "".join(f'<a href="/{slug(m)}">{escape(m)}</a>' for m in MENU[lang])
    head_extra = f"{markup}\n" if where == "head" else ""
    html = (
        f'<!DOCTYPE html>\n<html lang="{lang}">\n<head>\n<meta charset="utf-8">\n'
        f'<meta name="viewport" content="width=device-width, initial-scale=1">\n'
        f"<title>{escape(site)} \u00b7 {escape(title)}</title>\n"
        f"<style>{STYLE}</style>\n{head_extra}</head>\n<body>\n"
        f'<header class="mast"><span class="sitemark">{escape(site)}</span>{pills}</header>\n'
        f'<div class="ply">\n<h1>{escape(title)}</h1>\n' + "\n".join(blocks) + "\n"
        f'</div>\n<div class="basebar">{escape(site)}</div>\n</body>\n</html>\n'
    )
    return html.encode()
