"""The thirty-fourth set's own page template: a ``<header class="masthead">`` on a deep teal
band holding the site name in a ``<span class="mark">`` and the menu links as small caps, a
``<div class="folio">`` with the heading and paragraphs on a white sheet with a thick teal
rule down its left edge, and a ``<footer class="colophon">`` under it for the site's footer
line; Verdana body in slate blue on a pale blue-grey background, Palatino/Book Antiqua
headings; one ``<style>`` sheet, which also holds the classes of the visible placements
(``divtab``, ``quire``, ``sepiaband``, ``hooked``)."""

from __future__ import annotations

from html import escape

from heldout_assembly import slug

MENU = {
    "en": ("Workshops", "Calendar", "Members", "Write to us"),
    "es": ("Talleres", "Calendario", "Socios", "Escríbenos"),
    "pt": ("Oficinas", "Calendário", "Sócios", "Escreva-nos"),
}
STYLE = (
    "html{background:#e6ebf0}"
    "body{margin:0;background:#e6ebf0;color:#2c3e50;"
    "font:15px/1.7 Verdana,'DejaVu Sans',sans-serif}"
    ".masthead{background:#1f5f66;color:#e8f4f4;padding:14px 24px;"
    "font-variant:small-caps;letter-spacing:.04em}"
    ".masthead .mark{font:700 20px 'Palatino Linotype','Book Antiqua',Palatino,serif;"
    "margin-right:18px}"
    ".masthead a{color:#cde6e6;margin-right:12px;text-decoration:none}"
    ".folio{max-width:680px;margin:22px auto;background:#ffffff;border-left:8px solid #1f5f66;"
    "padding:12px 28px 24px}"
    ".folio h1{font:400 28px 'Palatino Linotype','Book Antiqua',Palatino,serif;"
    "color:#1f5f66;margin:10px 0 12px}"
    ".colophon{text-align:right;max-width:680px;margin:0 auto 24px;font-size:11px;"
    "color:#5d6d7e}"
    ".divtab{float:right;width:38%;margin:4px 0 10px 16px;padding:8px 10px;"
    "border-top:4px solid #c0673a;background:#f7efe8;font-size:14px}"
    ".quire{margin:12px 0;padding:10px 14px;border:1px solid #8aa3b5;"
    "box-shadow:4px 4px 0 #8aa3b5}"
    ".sepiaband{background:#efe3c8;color:#5a4526;padding:6px 14px}"
    ".hooked{border-left:3px solid #1f5f66;border-bottom:3px solid #1f5f66;"
    "padding:4px 12px;font-style:italic}"
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
        f"<title>{escape(site)} \u00b7 {escape(title)}</title>\n"
        f"<style>{STYLE}</style>\n{head_extra}</head>\n<body>\n"
        f'<header class="masthead"><span class="mark">{escape(site)}</span>'
        f"{links}</header>\n"
        f'<div class="folio">\n<h1>{escape(title)}</h1>\n' + "\n".join(blocks) + "\n"
        f'</div>\n<footer class="colophon">{escape(site)}</footer>\n</body>\n</html>\n'
    )
    return html.encode()
