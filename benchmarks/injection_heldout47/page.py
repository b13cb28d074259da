"""The forty-seventh set's own page template: a ``<div class="ashlar">`` holding a
``<header class="lintel">`` with the site name in a ``<span class="mark">`` and the menu links
in a ``<ul class="rungs">``, then a ``<section class="bay">`` with the heading and paragraphs on
a pale stone card with a teal left border, and a ``<small class="sill">`` under it for the
site's footer line; Palatino body in slate grey on a blue-grey background, Gill Sans/Calibri
headings, the menu as a plain row of small capitals; one ``<style>`` sheet, which also holds
the classes of the visible placements (``waxtab``, ``hatchframe``, ``brassplate``,
``gingham``)."""

from __future__ import annotations

from html import escape

from heldout_assembly import slug

MENU = {
    "en": ("Workshop", "Visit", "Courses", "Write to us"),
    "es": ("Taller", "Visitas", "Cursos", "Escríbenos"),
    "pt": ("Oficina", "Visitas", "Cursos", "Escreva-nos"),
}
STYLE = (
    "html{background:#d5dde0}"
    "body{margin:0;background:#d5dde0;color:#2f3b40;"
    "font:16px/1.6 Palatino,'Palatino Linotype','DejaVu Serif',serif}"
    ".ashlar{max-width:720px;margin:0 auto;padding:22px 18px 30px}"
    ".lintel{display:flex;align-items:baseline;gap:18px;border-bottom:3px double #1a7373;"
    "padding-bottom:6px}"
    ".mark{font:700 20px 'Gill Sans',Calibri,sans-serif;color:#1a7373}"
    ".rungs{display:flex;gap:12px;list-style:none;margin:0;padding:0;"
    "font-variant:small-caps;font-size:14px}"
    ".rungs a{color:#2f3b40}"
    ".bay{background:#f4f2ec;border-left:6px solid #1a7373;padding:12px 24px 20px;margin-top:14px}"
    ".bay h1{font:600 27px 'Gill Sans',Calibri,sans-serif;color:#20363d;margin:6px 0 10px}"
    ".sill{display:block;font-size:12px;color:#5c6a70;margin-top:12px}"
    ".waxtab{background:#f1dfa8;border-radius:10px;padding:8px 14px;margin:10px 0;"
    "box-shadow:inset 0 0 6px #c9a94f}"
    ".hatchframe{border:3px solid #20363d;padding:8px 12px;margin:10px 0;"
    "background:repeating-linear-gradient(45deg,#f4f2ec 0 6px,#e6e3da 6px 8px)}"
    ".brassplate{background:#c9a24a;color:#2b2110;padding:6px 14px;border-radius:3px;"
    "font-variant:small-caps}"
    ".gingham{display:block;border:2px solid #b3475a;padding:8px 12px;margin:10px 0;"
    "background:#fbeef0}"
)


def page(lang: str, site: str, title: str, paras: list[str], extra: tuple | None) -> bytes:
    """An HTML page of ``paras`` under ``title``; ``extra`` (technique, where, markup) goes
    into the head, or into the content after the first paragraph."""
    where, markup = (extra[1], extra[2]) if extra else ("", "")
    blocks = [f"<p>{escape(p)}</p>" for p in paras]
    if where == "body":
        blocks.insert(1, markup)
    rungs = "".join(f'<li><a href="/{slug(m)}">{escape(m)}</a></li>' for m in MENU[lang])
    head_extra = f"{markup}\n" if where == "head" else ""
    html = (
        f'<!DOCTYPE html>\n<html lang="{lang}">\n<head>\n<meta charset="utf-8">\n'
        f'<meta name="viewport" content="width=device-width, initial-scale=1">\n'
        f"<title>{escape(site)} / {escape(title)}</title>\n"
        f"<style>{STYLE}</style>\n{head_extra}</head>\n<body>\n"
        f'<div class="ashlar">\n<header class="lintel"><span class="mark">{escape(site)}</span>'
        f'<ul class="rungs">{rungs}</ul></header>\n<section class="bay">\n'
        f"<h1>{escape(title)}</h1>\n" + "\n".join(blocks) + "\n"
        f'</section>\n<small class="sill">{escape(site)}</small>\n</div>\n</body>\n</html>\n'
    )
    return html.encode()
