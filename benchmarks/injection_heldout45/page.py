"""The forty-fifth set's own page template: an ``<article class="broadside">`` holding a
``<header class="toprule">`` with the site name in a ``<span class="pressmark">`` and the menu
links in a ``<span class="runners">``, then a ``<div class="ivorycard">`` with the heading and
paragraphs on an ivory card with a double ink border and square corners, and a ``<footer
class="endline">`` for the site's footer line; Palatino/Book Antiqua body in near-black on
a slate-blue background, small-caps Gill Sans/Optima headings; one ``<style>`` sheet, which
also holds the classes of the visible placements (``scallop``, ``crayon``, ``gummed``,
``linocut``). The card is opaque and is not a stacking context."""

from __future__ import annotations

from html import escape

from heldout_assembly import slug

MENU = {
    "en": ("Workshop", "Price list", "Courses", "Write to us"),
    "es": ("Taller", "Tarifas", "Cursos", "Escríbenos"),
    "pt": ("Oficina", "Tabela de preços", "Cursos", "Escreva-nos"),
}
STYLE = (
    "html{background:#5d6f86}"
    "body{margin:0;background:#5d6f86;color:#1d1b17;"
    "font:17px/1.6 Palatino,'Book Antiqua','URW Palladio L',serif}"
    ".broadside{max-width:680px;margin:0 auto;padding:22px 14px 30px}"
    ".toprule{display:flex;justify-content:space-between;align-items:baseline;"
    "color:#f1ece0;font:600 15px 'Gill Sans',Optima,'DejaVu Sans',sans-serif;"
    "font-variant:small-caps;letter-spacing:.06em;padding:0 4px 10px}"
    ".pressmark{font-size:19px}"
    ".runners a{color:#f1ece0;margin-left:14px;text-decoration:none}"
    ".ivorycard{background:#fdfaf1;border:4px double #1d1b17;padding:16px 28px 24px}"
    ".ivorycard h1{font:600 27px 'Gill Sans',Optima,'DejaVu Sans',sans-serif;"
    "font-variant:small-caps;margin:6px 0 12px;color:#243246}"
    ".endline{color:#dfe5ee;font-size:13px;text-align:right;margin-top:12px}"
    ".scallop{margin:12px 0;padding:10px 16px;background:#f3e6c8;"
    "border-radius:18px 4px 18px 4px;border:2px solid #c9a75a}"
    ".crayon{margin:10px 0;padding:8px 12px;border-left:6px solid #c2453a;"
    "background:#fbefe9;font-size:16px}"
    ".gummed{display:inline-block;padding:4px 12px;background:#e8f0d8;"
    "border:1px solid #7d9a4a;box-shadow:2px 2px 0 #7d9a4a}"
    ".linocut{margin:12px 0;padding:8px 14px;border:2px dashed #243246;"
    "font-family:'Courier New',monospace;letter-spacing:.04em}"
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
        f"<title>{escape(site)} &middot; {escape(title)}</title>\n"
        f"<style>{STYLE}</style>\n{head_extra}</head>\n<body>\n"
        f'<article class="broadside">\n<header class="toprule"><span class="pressmark">'
        f'{escape(site)}</span><span class="runners">{links}</span></header>\n'
        f'<div class="ivorycard">\n<h1>{escape(title)}</h1>\n' + "\n".join(blocks) + "\n"
        f'</div>\n<footer class="endline">{escape(site)}</footer>\n</article>\n'
        "</body>\n</html>\n"
    )
    return html.encode()
