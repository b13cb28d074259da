"""The forty-sixth set's own page template: a ``<section class="quire">`` holding a
``<header class="runner">`` (the site name in a ``<span class="runmark">`` beside the menu
links in a ``<ul class="runlinks">``), then a ``<div class="gathering">`` with the heading
and paragraphs on a pale blue-grey card ruled by a double left border, and a ``<small
class="endmark">`` under it for the site's footer line; Palatino body in slate ink on a
misty blue background, Gill Sans/Tahoma headings in small capitals; one ``<style>`` sheet,
which also holds the classes of the visible placements (``rubric``, ``marginal``,
``cartouche``, ``slipnote``)."""

from __future__ import annotations

from html import escape

from heldout_assembly import slug

MENU = {
    "en": ("Diary", "Visiting", "Workshops", "Write to us"),
    "es": ("Diario", "Visitas", "Talleres", "Escríbenos"),
    "pt": ("Diário", "Visitas", "Oficinas", "Escreva-nos"),
}
CARD = "#f3f6f8"
STYLE = (
    "html{background:#cdd8e0}"
    "body{margin:0;background:#cdd8e0;color:#2b3440;"
    "font:17px/1.6 Palatino,'Palatino Linotype','DejaVu Serif',serif}"
    ".quire{max-width:720px;margin:0 auto;padding:22px 18px 30px;position:relative}"
    ".runner{display:flex;align-items:baseline;gap:14px;border-bottom:3px double #51687a;"
    "padding-bottom:6px;font:15px 'Gill Sans',Tahoma,sans-serif}"
    ".runmark{font-variant:small-caps;font-size:20px;color:#1f3a52;letter-spacing:1px}"
    ".runlinks{display:flex;gap:12px;list-style:none;margin:0;padding:0}"
    ".runlinks a{color:#51687a}"
    f".gathering{{background:{CARD};border-left:6px double #51687a;padding:12px 28px 20px;"
    "margin-top:14px}"
    ".gathering h1{font:600 25px 'Gill Sans',Tahoma,sans-serif;font-variant:small-caps;"
    "color:#1f3a52;margin:6px 0 10px}"
    ".endmark{display:block;text-align:right;color:#51687a;margin-top:12px;font-size:12px}"
    ".rubric{color:#8a2a1c;font-weight:bold;border-top:1px solid #8a2a1c;padding-top:6px}"
    ".marginal{float:right;width:34%;margin:4px 0 8px 14px;font-size:14px;"
    "border-left:2px solid #9aa9b5;padding-left:8px;font-style:italic}"
    ".cartouche{border:3px ridge #a68b4f;border-radius:40px;padding:10px 24px;margin:12px 0;"
    "text-align:center}"
    ".slipnote{background:#fff9d9;border:1px dashed #b8a24a;padding:6px 10px;"
    "transform:rotate(-1deg);margin:12px 6px}"
)


def page(lang: str, site: str, title: str, paras: list[str], extra: tuple | None) -> bytes:
    """An HTML page of ``paras`` under ``title``; ``extra`` (technique, where, markup) goes
    into the head, or into the content after the first paragraph."""
    where, markup = (extra[1], extra[2]) if extra else ("", "")
    blocks = [f"<p>{escape(p)}</p>" for p in paras]
    if where == "body":
        blocks.insert(1, markup)
    links = "".join(f'<li><a href="/{slug(m)}">{escape(m)}</a></li>' for m in MENU[lang])
    head_extra = f"{markup}\n" if where == "head" else ""
    html = (
        f'<!DOCTYPE html>\n<html lang="{lang}">\n<head>\n<meta charset="utf-8">\n'
        f'<meta name="viewport" content="width=device-width, initial-scale=1">\n'
        f"<title>{escape(site)} \u00b7 {escape(title)}</title>\n"
        f"<style>{STYLE}</style>\n{head_extra}</head>\n<body>\n"
        f'<section class="quire">\n<header class="runner"><span class="runmark">'
        f'{escape(site)}</span><ul class="runlinks">{links}</ul></header>\n'
        f'<div class="gathering">\n<h1>{escape(title)}</h1>\n' + "\n".join(blocks) + "\n"
        f'</div>\n<small class="endmark">{escape(site)}</small>\n</section>\n'
        "</body>\n</html>\n"
    )
    return html.encode()
