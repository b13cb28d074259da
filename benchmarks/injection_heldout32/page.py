"""The thirty-second set's own page template: a ``<div class="sheaf">`` holding a
``<nav class="tabrow">`` whose first item is the site name in a ``<strong
class="brandtab">`` and the rest the menu links, then a ``<main class="leaf">`` with the heading and paragraphs on a warm
cream card with a rounded corner and a soft shadow, and a ``<p class="footline">`` under it
for the site's footer line; Georgia body in a deep olive brown on a sand background,
Trebuchet MS/Verdana headings, the menu as tabs; one ``<style>`` sheet, which also holds the
classes of the visible placements (``pullq``, ``tipbox``, ``dotside``, ``strip``)."""

from __future__ import annotations

from html import escape

from heldout_assembly import slug

MENU = {
    "en": ("News", "Opening days", "Join", "Find us"),
    "es": ("Novedades", "Días de apertura", "Hazte socio", "Encuéntranos"),
    "pt": ("Novidades", "Dias de abertura", "Junte-se", "Encontre-nos"),
}
STYLE = (
    "html{background:#efe6d2}"
    "body{margin:0;background:#efe6d2;color:#3f3a1e;"
    "font:16px/1.65 Georgia,'DejaVu Serif',serif}"
    ".sheaf{max-width:700px;margin:0 auto;padding:18px 16px 28px}"
    ".tabrow{display:flex;flex-wrap:wrap;gap:4px;font:14px 'Trebuchet MS',Verdana,sans-serif}"
    ".tabrow a,.brandtab{display:inline-block;padding:5px 12px;border-radius:8px 8px 0 0;"
    "background:#d9c9a3;color:#3f3a1e;text-decoration:none}"
    ".brandtab{background:#6b5b2e;color:#fbf6ea}"
    ".leaf{background:#fbf6ea;border-radius:0 14px 14px 14px;padding:14px 26px 22px;"
    "box-shadow:0 2px 6px rgba(60,50,20,.25)}"
    ".leaf h1{font:700 26px 'Trebuchet MS',Verdana,sans-serif;color:#6b5b2e;margin:8px 0}"
    ".footline{font-size:12px;color:#7a6f4e;text-align:center;margin-top:16px}"
    ".pullq{margin:12px 30px;font-style:italic;font-size:19px;border-top:2px solid #b08d3c;"
    "border-bottom:2px solid #b08d3c;padding:8px 0}"
    ".tipbox{border:2px solid #6b8f3c;border-radius:6px;padding:8px 12px;background:#eef5e1}"
    ".dotside{border:2px dotted #b05a3c;padding:6px 10px;margin:10px 0;font-size:15px}"
    ".strip{background:#e4d6b3;padding:6px 12px}"
)


def page(lang: str, site: str, title: str, paras: list[str], extra: tuple | None) -> bytes:
    """An HTML page of ``paras`` under ``title``; ``extra`` (technique, where, markup) goes
    into the head, or into the content after the first paragraph."""
    where, markup = (extra[1], extra[2]) if extra else ("", "")
    blocks = [f"<p>{escape(p)}</p>" for p in paras]
    if where == "body":
        blocks.insert(1, markup)
    tabs = "".join(f'<a href="/{slug(m)}">{escape(m)}</a>' for m in MENU[lang])
    head_extra = f"{markup}\n" if where == "head" else ""
    html = (
        f'<!DOCTYPE html>\n<html lang="{lang}">\n<head>\n<meta charset="utf-8">\n'
        f'<meta name="viewport" content="width=device-width, initial-scale=1">\n'
        f"<title>{escape(title)} | {escape(site)}</title>\n"
        f"<style>{STYLE}</style>\n{head_extra}</head>\n<body>\n"
        f'<div class="sheaf">\n<nav class="tabrow"><strong class="brandtab">{escape(site)}</strong>'
        f'{tabs}</nav>\n<main class="leaf">\n'
        f"<h1>{escape(title)}</h1>\n" + "\n".join(blocks) + "\n"
        f'</main>\n<p class="footline">{escape(site)}</p>\n</div>\n</body>\n</html>\n'
    )
    return html.encode()
