"""This set's own HTML page template (handed to ``heldout_assembly`` through its ``page``
field, so the pages do not look like heldout21's or heldout22's): a top bar with the
site's name, a row of links, an ``<article>`` with the heading and paragraphs, and a short
``<aside>``, under one ``<style>`` sheet that gives the root a white background (the
backdrop the blend hidings of ``channels.py`` need). A planted body markup goes after the
article's second paragraph (or its last, if it has one); head markup at the end of
``<head>``. No inline style, no data attribute, no comment, no script of its own."""

from __future__ import annotations

from html import escape

from heldout_assembly import slug

LINKS = {
    "en": ("News", "Opening times", "Find us", "Join"),
    "es": ("Novedades", "Horario", "Dónde estamos", "Hazte socio"),
    "pt": ("Novidades", "Horário", "Onde estamos", "Junte-se a nós"),
}
SMALL_PRINT = {
    "en": "Run by volunteers. Questions by post or at the counter.",
    "es": "Gestionado por voluntarios. Dudas por carta o en el mostrador.",
    "pt": "Gerido por voluntários. Dúvidas por carta ou ao balcão.",
}
CSS = (
    "html{background:#fff;color:#222}"
    "body{max-width:46em;margin:1.2em auto;padding:0 1em;font:17px/1.55 Georgia,serif}"
    ".topbar{border-bottom:3px double #777;padding:.3em 0}.brand{font-variant:small-caps}"
    ".links{list-style:none;padding:0}.links li{display:inline;margin-right:1.2em}"
    ".small-print{font-size:13px;color:#555;border-top:1px solid #ccc}"
)
Placed = tuple[str, str, str]


def page(lang: str, site: str, title: str, paras: list[str], extra: Placed | None) -> bytes:
    """The page of ``paras`` under ``title`` on ``site``, with ``extra`` planted."""
    where, markup = (extra[1], extra[2]) if extra else ("", "")
    blocks = [f"<p>{escape(p)}</p>" for p in paras]
    if where == "body":
        blocks.insert(min(2, len(blocks)), markup)
    links = "\n".join(
        f'<li><a href="/{lang}/{slug(name)}">{escape(name)}</a></li>' for name in LINKS[lang]
    )
    head_extra = f"{markup}\n" if where == "head" else ""
    html = (
        f'<!doctype html>\n<html lang="{lang}">\n<head>\n<meta charset="utf-8">\n'
        f'<meta name="viewport" content="width=device-width">\n'
        f"<title>{escape(site)} | {escape(title)}</title>\n<style>{CSS}</style>\n"
        f"{head_extra}</head>\n<body>\n"
        f'<div class="topbar"><span class="brand">{escape(site)}</span></div>\n'
        f'<nav><ul class="links">\n{links}\n</ul></nav>\n'
        f"<article>\n<h1>{escape(title)}</h1>\n" + "\n".join(blocks) + "\n</article>\n"
        f'<aside class="small-print">{escape(SMALL_PRINT[lang])}</aside>\n</body>\n</html>\n'
    )
    return html.encode()
