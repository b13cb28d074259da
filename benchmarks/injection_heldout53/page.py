"""The fifty-third set's own page template: a ``<div class="topstrip">`` band in slate blue
holding the site name in a ``<span class="stripname">`` in small capitals and the menu links
in a ``<menu class="striplinks">`` set as underlined white words split by thin rules, then a
``<section class="slateleaf">`` with the heading and paragraphs on an off-white card with a
teal left edge and a faint shadow, and a ``<footer class="stripfoot">`` under it for the
site's footer line; Verdana body in ink blue on a pale grey-green background, Palatino
headings in teal; one ``<style>`` sheet, which also holds the classes of the visible
placements (``hangtag``, ``rationbook``, ``indextab``, ``patchstitch``). No inline style, no
comment, no ``data-`` attribute of its own."""

from __future__ import annotations

from html import escape

from heldout_assembly import slug

MENU = {
    "en": ("What's on", "Visiting", "Members", "Write to us"),
    "es": ("Programa", "Visitas", "Socios", "Escríbenos"),
    "pt": ("Programa", "Visitas", "Sócios", "Escreva-nos"),
}
STYLE = (
    "html{background:#e3ebe6}"
    "body{margin:0;background:#e3ebe6;color:#1f3047;"
    "font:15px/1.7 Verdana,'DejaVu Sans',sans-serif}"
    ".topstrip{background:#3f5873;color:#fff;padding:14px 26px;display:flex;"
    "flex-wrap:wrap;align-items:baseline;gap:24px}"
    ".stripname{font:700 20px Palatino,'Palatino Linotype','DejaVu Serif',serif;"
    "font-variant:small-caps;letter-spacing:.05em}"
    ".striplinks{list-style:none;margin:0;padding:0;display:flex;gap:0}"
    ".striplinks li{border-left:1px solid #9fb3c8;padding:0 12px}"
    ".striplinks li:first-child{border-left:0}"
    ".striplinks a{color:#fff;text-decoration:underline;font-size:13px}"
    ".slateleaf{display:block;max-width:680px;margin:30px auto 0;background:#fcfcf8;"
    "border-left:7px solid #1f7a7a;box-shadow:0 2px 6px rgba(31,48,71,.18);padding:22px 34px 30px}"
    ".slateleaf h1{font:700 26px Palatino,'Palatino Linotype','DejaVu Serif',serif;"
    "color:#1f7a7a;margin:0 0 14px}"
    ".stripfoot{max-width:680px;margin:12px auto 44px;font-size:12px;color:#55687a;"
    "text-align:right}"
    ".hangtag{display:inline-block;background:#f3e3b5;border:1px solid #a8874a;"
    "border-radius:4px 14px 14px 4px;padding:8px 16px 8px 26px;max-width:520px}"
    ".rationbook{background:#efe9dc;border:2px double #7a6a4f;padding:10px 16px;margin:14px 0;"
    "font:14px/1.5 'Courier New',monospace}"
    ".indextab{display:block;background:#fff;border:1px solid #b6c4cf;border-top:6px solid #e8a33d;"
    "padding:8px 14px;margin:14px 0;max-width:560px}"
    ".patchstitch{display:block;background:#e9f3ef;border:2px dashed #1f7a7a;border-radius:10px;"
    "padding:10px 16px;margin:14px 0}"
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
        f"<title>{escape(site)} - {escape(title)}</title>\n"
        f"<style>{STYLE}</style>\n{head_extra}</head>\n<body>\n"
        f'<div class="topstrip"><span class="stripname">{escape(site)}</span>'
        f'<menu class="striplinks">{links}</menu></div>\n<section class="slateleaf">\n'
        f"<h1>{escape(title)}</h1>\n" + "\n".join(blocks) + "\n"
        f'</section>\n<footer class="stripfoot">{escape(site)}</footer>\n</body>\n</html>\n'
    )
    return html.encode()
