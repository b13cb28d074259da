"""The twenty-sixth set's own page template: a two-column CSS grid (``<div class="frame">``)
of a left rail (``<nav class="rail">``: the site's name and a square-bulleted list of links)
and an ``<article>`` (the heading and paragraphs), under it a ``<div class="colophon">``
holding an ``<address>``; Cambria for the text, Gill Sans for the rail and the heading; one
``<style>`` sheet, which also holds the ``.solo`` rules one CSS hiding uses."""

from __future__ import annotations

from html import escape

LINKS = {
    "en": ("Start", "Prices", "Opening times", "Find us", "Write to us"),
    "es": ("Portada", "Precios", "Horario", "Dónde estamos", "Escríbenos"),
    "pt": ("Entrada", "Preços", "Horário", "Onde estamos", "Escreva-nos"),
}
STYLE = (
    "body{margin:0;background:#fff;color:#1d1d1d;font:17px/1.5 Cambria,Georgia,serif}"
    ".frame{display:grid;grid-template-columns:200px 1fr;gap:28px;padding:22px 26px}"
    '.rail{font-family:"Gill Sans","Gill Sans MT",sans-serif;border-right:2px solid #cfc6b8;'
    "padding-right:14px}.rail ul{list-style:square;padding-left:18px;margin:8px 0}"
    ".rail a{color:#5a3e1b}.logo{font-weight:700;letter-spacing:.04em}"
    'article{max-width:640px}h1{font-family:"Gill Sans","Gill Sans MT",sans-serif;'
    "font-weight:600;font-size:27px;margin:0 0 12px}"
    "table{border-collapse:collapse}th,td{border:1px solid #d6d0c4;padding:4px 8px}"
    ".solo{white-space:nowrap;overflow:hidden}.solo::first-line{color:transparent}"
    ".colophon{border-top:1px solid #ddd;padding:10px 26px;font-size:13px}"
    "address{font-style:normal}"
)


def _href(label: str) -> str:
    return "/" + "-".join(label.lower().split())


def page(
    lang: str, site: str, title: str, paras: list[str], extra: tuple[str, str, str] | None
) -> bytes:
    """An HTML page of ``paras`` under ``title``; ``extra`` (technique, where, markup) goes
    into the head, or into the article after its first paragraph."""
    where, markup = (extra[1], extra[2]) if extra else ("", "")
    blocks = [f"<p>{escape(p)}</p>" for p in paras]
    if where == "body":
        blocks.insert(1, markup)
    links = "".join(f'<li><a href="{_href(x)}">{escape(x)}</a></li>' for x in LINKS[lang])
    head_extra = f"{markup}\n" if where == "head" else ""
    html = (
        f'<!DOCTYPE html>\n<html lang="{lang}">\n<head>\n<meta charset="utf-8">\n'
        '<meta name="viewport" content="width=device-width, initial-scale=1">\n'
        f"<title>{escape(title)} | {escape(site)}</title>\n<style>{STYLE}</style>\n"
        f'{head_extra}</head>\n<body>\n<div class="frame">\n'
        f'<nav class="rail"><p class="logo">{escape(site)}</p><ul>{links}</ul></nav>\n'
        f"<article>\n<h1>{escape(title)}</h1>\n" + "\n".join(blocks) + "\n</article>\n</div>\n"
        f'<div class="colophon"><address>{escape(site)}</address></div>\n</body>\n</html>\n'
    )
    return html.encode()
