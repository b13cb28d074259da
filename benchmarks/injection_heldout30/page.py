"""The thirtieth set's own page template: a ``<div class="leaf">`` holding a ``<nav
class="crumbs">`` with the site name in a ``<strong class="brand">`` and the menu as
``<span>``-separated links, then an ``<article>`` with heading and paragraphs, and an
``<aside class="tailpiece">`` for the site's footer line; Baskerville/Constantia body in a
deep brown on white, Futura/Franklin Gothic headings; one ``<style>`` sheet, which also holds
the classes of the visible placements (``stick``, ``steps``, ``dash``, ``hang``)."""

from __future__ import annotations

from html import escape

from heldout_assembly import slug

MENU = {
    "en": ("Workshop", "Orders", "Courses", "Contact"),
    "es": ("Taller", "Pedidos", "Cursos", "Contacto"),
    "pt": ("Oficina", "Encomendas", "Cursos", "Contacto"),
}
STYLE = (
    "html{background:#fff}"
    "body{margin:0;background:#fff;color:#3b2a1e;"
    "font:16px/1.55 Baskerville,Constantia,serif}"
    ".leaf{max-width:700px;margin:0 0 0 48px;padding:18px 0}"
    ".crumbs{font:13px Futura,'Franklin Gothic Medium',sans-serif;padding:6px 0;"
    "border-bottom:2px solid #a0785a}"
    ".crumbs a{color:#6b4a32;margin:0 6px}"
    ".brand{margin-right:12px}"
    "article h1{font:600 26px Futura,'Franklin Gothic Medium',sans-serif;margin:18px 0 10px}"
    ".tailpiece{font-size:12px;color:#7a6655;margin-top:28px}"
    ".stick{position:sticky;top:0;background:#fff6c9;padding:6px 10px}"
    ".steps{margin:8px 0;padding-left:26px}"
    ".dash{border:2px dashed #a0785a;padding:8px 12px}"
    ".hang{padding-left:2em;text-indent:-2em}"
)


def page(lang: str, site: str, title: str, paras: list[str], extra: tuple | None) -> bytes:
    """An HTML page of ``paras`` under ``title``; ``extra`` (technique, where, markup) goes
    into the head, or into the article after the first paragraph."""
    where, markup = (extra[1], extra[2]) if extra else ("", "")
    blocks = [f"<p>{escape(p)}</p>" for p in paras]
    if where == "body":
        blocks.insert(1, markup)
    menu = " <span>/</span> ".join(f'<a href="/{slug(m)}">{escape(m)}</a>' for m in MENU[lang])
    head_extra = f"{markup}\n" if where == "head" else ""
    html = (
        f'<!DOCTYPE html>\n<html lang="{lang}">\n<head>\n<meta charset="utf-8">\n'
        f"<title>{escape(site)} | {escape(title)}</title>\n"
        f'<meta name="viewport" content="width=device-width, initial-scale=1">\n'
        f"<style>{STYLE}</style>\n{head_extra}</head>\n<body>\n"
        f'<div class="leaf">\n<nav class="crumbs"><strong class="brand">{escape(site)}</strong>'
        f"{menu}</nav>\n<article>\n<h1>{escape(title)}</h1>\n" + "\n".join(blocks) + "\n"
        f'</article>\n<aside class="tailpiece">{escape(site)}</aside>\n</div>\n</body>\n</html>\n'
    )
    return html.encode()
