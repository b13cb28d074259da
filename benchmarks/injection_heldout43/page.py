"""The forty-third set's own page template: a ``<div class="gatefold">`` holding a
``<nav class="bandeau">`` whose first item is the site name in a ``<span class="crest">``
and the rest the menu links, then a ``<section class="folium">`` with the heading and
paragraphs on a pale slate-blue sheet with a thick left rule in brick red and square
corners, and a ``<p class="endnote">`` under it for the site's footer line; Palatino/Book
Antiqua body in a near-black navy on a grey-green background, small-caps Gill Sans/Candara
headings and menu, the menu as a band with dot separators; one ``<style>`` sheet, which also
holds the classes of the visible placements (``waxseal``, ``rosette``, ``pennant``,
``stampcard``)."""

from __future__ import annotations

from html import escape

from heldout_assembly import slug

MENU = {
    "en": ("Diary", "Visiting", "Members", "Write to us"),
    "es": ("Diario", "Visitas", "Socios", "Escríbenos"),
    "pt": ("Diário", "Visitas", "Sócios", "Escreva-nos"),
}
STYLE = (
    "html{background:#c9d3c4}"
    "body{margin:0;background:#c9d3c4;color:#1b2433;"
    "font:17px/1.6 Palatino,'Book Antiqua','URW Palladio L',serif}"
    ".gatefold{max-width:720px;margin:0 auto;padding:22px 14px 30px}"
    ".bandeau{font:600 13px 'Gill Sans',Candara,sans-serif;font-variant:small-caps;"
    "letter-spacing:.06em;background:#1b2433;color:#e8edf3;padding:8px 14px}"
    ".bandeau a{color:#e8edf3;text-decoration:none;margin-left:10px}"
    ".bandeau a::before{content:'\\00b7';margin-right:10px;color:#a8433a}"
    ".crest{font-size:15px;color:#f4d9a0}"
    ".folium{background:#eef2f7;border-left:9px solid #a8433a;padding:12px 28px 24px}"
    ".folium h1{font:600 27px 'Gill Sans',Candara,sans-serif;font-variant:small-caps;"
    "color:#a8433a;margin:10px 0 6px}"
    ".endnote{font-size:12px;color:#34405a;text-align:right;margin-top:12px}"
    ".waxseal{display:inline-block;background:#8e2b24;color:#fbeee0;border-radius:40px;"
    "padding:10px 18px;margin:8px 0}"
    ".rosette{border:3px double #3d6b8e;border-radius:50%;padding:18px 26px;text-align:center}"
    ".pennant{background:#f4d9a0;clip-path:polygon(0 0,100% 0,92% 50%,100% 100%,0 100%);"
    "padding:8px 44px 8px 14px;margin:10px 0}"
    ".stampcard{border:2px dashed #1b2433;background:#fffdf6;padding:10px 14px;margin:10px 0}"
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
        f"<title>{escape(site)} \u00b7 {escape(title)}</title>\n"
        f"<style>{STYLE}</style>\n{head_extra}</head>\n<body>\n"
        f'<div class="gatefold">\n<nav class="bandeau"><span class="crest">{escape(site)}</span>'
        f'{links}</nav>\n<section class="folium">\n'
        f"<h1>{escape(title)}</h1>\n" + "\n".join(blocks) + "\n"
        f'</section>\n<p class="endnote">{escape(site)}</p>\n</div>\n</body>\n</html>\n'
    )
    return html.encode()
