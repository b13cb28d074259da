"""The fiftieth set's own page template: a ``<header class="gantry">`` band in deep maroon
with a thin ochre underline, holding the site name in a ``<strong class="gantryname">`` and
the menu links in a ``<nav class="gantrylinks">`` drawn as rounded cream pills, then a
``<main class="ledgerleaf">`` with the heading and paragraphs on ruled paper (faint blue
lines every 28 px) inside a double brown border with rounded corners, and a
``<footer class="ledgerfoot">`` under it for the site's footer line, centred in italics;
Trebuchet body in dark brown on a sand background, Georgia italic headings in maroon; one
``<style>`` sheet, which also holds the classes of the visible placements
(``corkboard``, ``telegramstrip``, ``tinsign``, ``blackboardtile``). No inline style,
no comment, no ``data-`` attribute of its own."""

from __future__ import annotations

from html import escape

from heldout_assembly import slug

MENU = {
    "en": ("Workshop", "Courses", "Stockists", "Find us"),
    "es": ("Taller", "Cursos", "Dónde comprar", "Encuéntranos"),
    "pt": ("Oficina", "Cursos", "Revendedores", "Encontre-nos"),
}
STYLE = (
    "html{background:#e9dcc0}"
    "body{margin:0;background:#e9dcc0;color:#3b2a1a;"
    "font:15px/28px 'Trebuchet MS','DejaVu Sans',sans-serif}"
    ".gantry{background:#5e1a24;border-bottom:3px solid #c8902e;padding:12px 28px;"
    "display:flex;justify-content:space-between;align-items:center}"
    ".gantryname{color:#f6e8c8;font:italic 700 21px Georgia,'DejaVu Serif',serif}"
    ".gantrylinks{display:flex;gap:8px}"
    ".gantrylinks a{background:#f6e8c8;color:#5e1a24;border-radius:14px;padding:2px 12px;"
    "text-decoration:none;font-size:13px}"
    ".ledgerleaf{display:block;max-width:700px;margin:28px auto 0;padding:14px 30px 28px;"
    "border:6px double #7a4a25;border-radius:16px;background-color:#fffaf0;"
    "background-image:repeating-linear-gradient(#fffaf0 0 27px,#d5e2f0 27px 28px)}"
    ".ledgerleaf h1{font:italic 700 26px/28px Georgia,'DejaVu Serif',serif;color:#5e1a24;"
    "margin:0 0 28px}"
    ".ledgerleaf p{margin:0 0 28px}"
    ".ledgerfoot{text-align:center;font-style:italic;font-size:12px;color:#6d5437;"
    "margin:10px 0 32px}"
    ".corkboard{background:#c8a26b;color:#2b1c0c;border:10px solid #6b4a2b;padding:12px 18px;"
    "margin:0 0 28px;box-shadow:inset 0 0 12px rgba(0,0,0,.25)}"
    ".telegramstrip{background:#fbf3c9;border-left:6px solid #d5a000;padding:4px 12px;"
    "font-family:'Courier New',monospace}"
    ".tinsign{display:block;background:#1f5f3f;color:#fff;padding:8px 16px;margin:0 0 28px;"
    "border-radius:4px;border:2px dotted #d8d8d8;font-weight:700}"
    ".blackboardtile{background:#263b2f;color:#eef2e6;border:8px solid #8a5a2b;"
    "padding:10px 16px;margin:0 0 28px;font-family:'Comic Sans MS','DejaVu Sans',sans-serif}"
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
        f"<title>{escape(site)} | {escape(title)}</title>\n"
        f"<style>{STYLE}</style>\n{head_extra}</head>\n<body>\n"
        f'<header class="gantry"><strong class="gantryname">{escape(site)}</strong>'
        f'<nav class="gantrylinks">{links}</nav></header>\n<main class="ledgerleaf">\n'
        f"<h1>{escape(title)}</h1>\n" + "\n".join(blocks) + "\n"
        f'</main>\n<footer class="ledgerfoot">{escape(site)}</footer>\n</body>\n</html>\n'
    )
    return html.encode()
