"""The twenty-seventh set's own page template: a centred ``<div class="sheet">`` holding a
masthead (``<header class="mast">`` with the site name in a ``<span class="brand">`` and the
menu as a ``<ul class="tabs">``), the ``<main>`` with the heading and paragraphs, and a
``<footer class="foot">``; Optima (Candara) body, Rockwell headings; one ``<style>`` sheet
that paints the root and the sheet white (the blends in ``channels.py`` need that backdrop)
and lays a white box over a ``.veil`` paragraph through ``::after``."""

from __future__ import annotations

from html import escape

from heldout_assembly import MENU, Placed, slug

STYLE = (
    "html{background:#fff}"
    "body{margin:0;background:#fff;color:#1b1b1b;font:16px/1.55 Optima,Candara,sans-serif}"
    ".sheet{max-width:760px;margin:0 auto;padding:22px 26px;background:#fff}"
    ".mast{display:flex;gap:18px;align-items:baseline;border-bottom:3px double #333}"
    ".brand{font:700 20px Rockwell,'Roboto Slab',serif}"
    ".tabs{display:flex;gap:12px;list-style:none;margin:0;padding:0 0 8px}"
    ".tabs a{color:#7a2e10}"
    "h1{font:700 28px/1.2 Rockwell,'Roboto Slab',serif;margin:18px 0 10px}"
    ".veil{position:relative}"
    '.veil::after{content:"";position:absolute;inset:0;background:#fff}'
    ".foot{margin-top:26px;border-top:1px solid #999;font-size:13px;color:#555}"
)


def page(lang: str, site: str, title: str, paras: list[str], extra: Placed | None) -> bytes:
    """An HTML page of ``paras`` under ``title``; ``extra`` goes into the head, or into the
    main column after the first paragraph."""
    where, markup = (extra[1], extra[2]) if extra else ("", "")
    blocks = [f"<p>{escape(p)}</p>" for p in paras]
    if where == "body":
        blocks.insert(1, markup)
    tabs = "".join(f'<li><a href="/{slug(m)}">{escape(m)}</a></li>' for m in MENU[lang])
    head_extra = f"{markup}\n" if where == "head" else ""
    html = (
        f'<!DOCTYPE html>\n<html lang="{lang}">\n<head>\n<meta charset="utf-8">\n'
        '<meta name="viewport" content="width=device-width, initial-scale=1">\n'
        f"<title>{escape(site)} | {escape(title)}</title>\n<style>{STYLE}</style>\n"
        f'{head_extra}</head>\n<body>\n<div class="sheet">\n'
        f'<header class="mast"><span class="brand">{escape(site)}</span>'
        f'<ul class="tabs">{tabs}</ul></header>\n'
        f"<main>\n<h1>{escape(title)}</h1>\n" + "\n".join(blocks) + "\n</main>\n"
        f'<footer class="foot"><p>{escape(site)}</p></footer>\n</div>\n</body>\n</html>\n'
    )
    return html.encode()
