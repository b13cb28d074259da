"""The forty-second set's own page template: a ``<header class="bollard">`` with the site
name in a ``<span class="plate">`` and the menu links in a ``<ul class="rungs">``, then an
``<article class="pane">`` with the heading and paragraphs on a pale grey-green panel with a
thick left border in slate teal, and a ``<small class="keel">`` under it for the site's
footer line; Palatino body in near-black ink on a mist-blue page, Gill Sans/Tahoma headings
in capitals, the menu as a vertical-ruled row; one ``<style>`` sheet, which also holds the
classes of the visible placements (``postmark``, ``kraft``, ``dogear``, ``tabcard``)."""

from __future__ import annotations

from html import escape

from heldout_assembly import slug

MENU = {
    "en": ("Latest", "Visiting", "Courses", "Write to us"),
    "es": ("Lo último", "Visitas", "Cursos", "Escríbenos"),
    "pt": ("Últimas", "Visitas", "Cursos", "Escreva-nos"),
}
STYLE = (
    "html{background:#dfe8ee}"
    "body{margin:0;background:#dfe8ee;color:#1c1f22;"
    "font:17px/1.6 Palatino,'Palatino Linotype','DejaVu Serif',serif}"
    ".bollard{display:flex;align-items:center;gap:18px;max-width:760px;margin:0 auto;"
    "padding:14px 20px;font:15px 'Gill Sans',Tahoma,sans-serif}"
    ".plate{font-weight:700;letter-spacing:.08em;text-transform:uppercase;color:#2f5d62}"
    ".rungs{display:flex;list-style:none;margin:0;padding:0}"
    ".rungs li{padding:0 10px;border-left:1px solid #8aa5ad}"
    ".rungs a{color:#2f5d62;text-decoration:none}"
    ".pane{max-width:720px;margin:0 auto;background:#eef3ef;border-left:10px solid #2f5d62;"
    "padding:16px 28px 24px}"
    ".pane h1{font:600 24px 'Gill Sans',Tahoma,sans-serif;text-transform:uppercase;"
    "letter-spacing:.05em;color:#2f5d62;margin:6px 0 12px}"
    ".keel{display:block;max-width:720px;margin:10px auto 24px;font-size:12px;"
    "color:#55666c;text-align:right}"
    ".postmark{border:3px double #7a3b3b;border-radius:50%/20%;padding:10px 18px;"
    "margin:12px 0;color:#7a3b3b}"
    ".kraft{background:#c8a97e;color:#2b1d0e;padding:8px 12px;margin:10px 0}"
    ".dogear{background:linear-gradient(225deg,#dfe8ee 14px,#fff9e6 14px);"
    "padding:10px 14px;margin:10px 0}"
    ".tabcard{border:1px solid #2f5d62;border-top:6px solid #2f5d62;padding:8px 12px;"
    "margin:10px 0}"
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
        f"<title>{escape(site)} :: {escape(title)}</title>\n"
        f"<style>{STYLE}</style>\n{head_extra}</head>\n<body>\n"
        f'<header class="bollard"><span class="plate">{escape(site)}</span>'
        f'<ul class="rungs">{links}</ul></header>\n<article class="pane">\n'
        f"<h1>{escape(title)}</h1>\n" + "\n".join(blocks) + "\n"
        f'</article>\n<small class="keel">{escape(site)}</small>\n</body>\n</html>\n'
    )
    return html.encode()
