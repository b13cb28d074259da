"""The forty-fourth set's own page template: a ``<header class="awning">`` under a striped
canopy band, holding the site name in a ``<span class="signboard">`` and the menu as a
``<ul class="pegs">`` of hanging tags, then an ``<article class="placard">`` with the heading
and paragraphs on a pure white card (the ``Canvas`` colour of a light scheme) with a thick
teal left edge and a dashed outer rule, and a ``<footer class="kickplate">`` for the site's
footer line; Book Antiqua/Palatino body in slate ink on a pale blue-grey ground, Tahoma
headings set in small capitals; one ``<style>`` sheet, which also holds the classes of the
visible placements (``coupon``, ``rosette``, ``chevron``, ``carbonslip``)."""

from __future__ import annotations

from html import escape

from heldout_assembly import slug

MENU = {
    "en": ("Workshop", "Prices", "Courses", "Visit"),
    "es": ("Taller", "Precios", "Cursos", "Visítanos"),
    "pt": ("Oficina", "Preços", "Cursos", "Visite-nos"),
}
STYLE = (
    "html{background:#dfe6ec}"
    "body{margin:0;background:#dfe6ec;color:#2e3a44;"
    "font:17px/1.6 'Book Antiqua',Palatino,'DejaVu Serif',serif}"
    ".awning{max-width:720px;margin:0 auto;padding:0 18px 10px;"
    "border-top:14px solid #1f7a78;"
    "background:repeating-linear-gradient(90deg,#f3f6f8 0 22px,#e3ebf0 22px 44px)}"
    ".signboard{display:block;padding:10px 0 4px;font:700 22px Tahoma,Verdana,sans-serif;"
    "font-variant:small-caps;letter-spacing:1px;color:#1f7a78}"
    ".pegs{list-style:none;margin:0;padding:0;display:flex;gap:10px;flex-wrap:wrap}"
    ".pegs li{font:13px Tahoma,Verdana,sans-serif}"
    ".pegs a{display:inline-block;padding:3px 10px 5px;border:1px solid #9fb3c0;"
    "border-top:0;border-radius:0 0 10px 10px;color:#2e3a44;text-decoration:none;"
    "background:#fff}"
    ".placard{max-width:684px;margin:18px auto;background:#fff;padding:16px 24px 22px;"
    "border-left:10px solid #1f7a78;outline:2px dashed #9fb3c0;outline-offset:4px}"
    ".placard h1{font:700 27px Tahoma,Verdana,sans-serif;font-variant:small-caps;"
    "color:#1b4f63;margin:6px 0 10px}"
    ".kickplate{max-width:720px;margin:0 auto 24px;padding:8px 18px;font-size:13px;"
    "color:#e9f0f4;background:#2e3a44;text-align:right}"
    ".coupon{border:2px dashed #c0582f;padding:10px 14px;margin:12px 0;background:#fff8ef}"
    ".rosette{border:3px double #b38b1d;border-radius:40px;padding:10px 22px;"
    "background:#fffbe6;text-align:center}"
    ".chevron{background:#1f7a78;color:#fff;padding:8px 28px 8px 16px;margin:12px 0;"
    "clip-path:polygon(0 0,96% 0,100% 50%,96% 100%,0 100%)}"
    ".carbonslip{background:#eef2ff;color:#2b3d8f;border-left:4px solid #2b3d8f;"
    "padding:8px 12px;margin:12px 0;font-family:'Courier New',monospace}"
)


def page(lang: str, site: str, title: str, paras: list[str], extra: tuple | None) -> bytes:
    """An HTML page of ``paras`` under ``title``; ``extra`` (technique, where, markup) goes
    into the head, or into the content after the first paragraph."""
    where, markup = (extra[1], extra[2]) if extra else ("", "")
    blocks = [f"<p>{escape(p)}</p>" for p in paras]
    if where == "body":
        blocks.insert(1, markup)
    pegs = "".join(f'<li><a href="/{slug(m)}">{escape(m)}</a></li>' for m in MENU[lang])
    head_extra = f"{markup}\n" if where == "head" else ""
    html = (
        f'<!DOCTYPE html>\n<html lang="{lang}">\n<head>\n<meta charset="utf-8">\n'
        f'<meta name="viewport" content="width=device-width, initial-scale=1">\n'
        f"<title>{escape(site)} / {escape(title)}</title>\n"
        f"<style>{STYLE}</style>\n{head_extra}</head>\n<body>\n"
        f'<header class="awning"><span class="signboard">{escape(site)}</span>'
        f'<ul class="pegs">{pegs}</ul></header>\n<article class="placard">\n'
        f"<h1>{escape(title)}</h1>\n" + "\n".join(blocks) + "\n"
        f'</article>\n<footer class="kickplate">{escape(site)}</footer>\n</body>\n</html>\n'
    )
    return html.encode()
