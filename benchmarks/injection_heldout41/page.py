"""The forty-first set's own page template: a ``<header class="belfry">`` with the site name
in a ``<span class="peal">`` on a dark slate band and the menu links under it in a thin
``<ul class="rungs">``, then an ``<article class="nave">`` with the heading and paragraphs
in a narrow single column bordered left by a thick rope-brown rule, and a ``<small
class="plinth">`` at the foot for the site's line; Palatino body in ink blue on a pale
grey-green ground, Gill Sans/Tahoma headings in small caps; one ``<style>`` sheet, which also
holds the classes of the visible placements (``belltag``, ``ledgerline``, ``slatebox``,
``ropeband``)."""

from __future__ import annotations

from html import escape

from heldout_assembly import slug

MENU = {
    "en": ("Workshop", "Courses", "Stockists", "Write to us"),
    "es": ("Taller", "Cursos", "Dónde comprar", "Escríbenos"),
    "pt": ("Oficina", "Cursos", "Onde comprar", "Escreva-nos"),
}
STYLE = (
    "html{background:#e3ebe4}"
    "body{margin:0;background:#e3ebe4;color:#1d2f55;"
    "font:17px/1.6 Palatino,'Palatino Linotype','DejaVu Serif',serif}"
    ".belfry{background:#2f3b45;color:#e8efe9;padding:14px 22px 6px}"
    ".peal{font:700 22px 'Gill Sans',Tahoma,sans-serif;letter-spacing:.08em}"
    ".rungs{list-style:none;margin:8px 0 0;padding:0;display:flex;gap:18px;"
    "font:13px Tahoma,sans-serif}"
    ".rungs a{color:#c9d8cc;text-decoration:none;border-bottom:1px solid #6f8a7a}"
    ".nave{max-width:620px;margin:26px auto;padding:4px 22px 16px;"
    "border-left:9px solid #8a5a32;background:#f6f9f4}"
    ".nave h1{font:600 25px 'Gill Sans',Tahoma,sans-serif;font-variant:small-caps;"
    "color:#2f3b45;margin:10px 0 12px}"
    ".plinth{display:block;text-align:right;max-width:660px;margin:0 auto 24px;"
    "font-size:12px;color:#5d6d63}"
    ".belltag{display:inline-block;background:#d9b650;color:#2f2710;padding:6px 14px;"
    "border-radius:0 0 18px 18px;margin:8px 0}"
    ".ledgerline{border-top:1px solid #1d2f55;border-bottom:3px double #1d2f55;"
    "padding:5px 2px;font-variant:small-caps}"
    ".slatebox{background:#4a5561;color:#f1f3f4;padding:10px 14px;margin:12px 0}"
    ".ropeband{border:4px dashed #8a5a32;border-radius:20px;padding:8px 16px;margin:10px 0}"
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
        f"<title>{escape(site)} - {escape(title)}</title>\n"
        f"<style>{STYLE}</style>\n{head_extra}</head>\n<body>\n"
        f'<header class="belfry"><span class="peal">{escape(site)}</span>\n'
        f'<ul class="rungs">{rungs}</ul></header>\n<article class="nave">\n'
        f"<h1>{escape(title)}</h1>\n" + "\n".join(blocks) + "\n"
        f'</article>\n<small class="plinth">{escape(site)}</small>\n</body>\n</html>\n'
    )
    return html.encode()
