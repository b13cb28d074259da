"""The thirty-third set's own page template: a ``<div class="pane">`` on a slate-blue
background, its top a ``<header class="banner">`` with the site name in a ``<span
class="mark">`` and the menu links in small capitals on a dark teal strip, then the heading and
paragraphs directly in the pane on a pale mint sheet with a thick left rule, and a ``<div
class="tail">`` under it for the site's footer line; Palatino body in near-black ink, Gill
Sans/Helvetica headings; one ``<style>`` sheet, which also holds the classes of the visible
placements (``stamp``, ``card``, ``stub``, ``chalk``)."""

from __future__ import annotations

from html import escape

from heldout_assembly import slug

MENU = {
    "en": ("Notices", "Visiting", "Membership", "Write to us"),
    "es": ("Avisos", "Visitas", "Socios", "Escríbenos"),
    "pt": ("Avisos", "Visitas", "Sócios", "Escreva-nos"),
}
STYLE = (
    "html,body{margin:0;background:#5d7089}"
    "body{color:#1c1f1d;font:17px/1.6 Palatino,'Palatino Linotype','URW Palladio L',serif}"
    ".banner{background:#1f4a4a;padding:10px 22px;font:13px 'Gill Sans',Helvetica,sans-serif;"
    "font-variant:small-caps;letter-spacing:1px}"
    ".banner a{color:#cfe7df;margin-left:14px;text-decoration:none}"
    ".mark{color:#fff;font-weight:700;font-size:16px}"
    ".pane{max-width:720px;margin:24px auto;background:#eef7f1;border-left:9px solid #1f4a4a;"
    "padding:0 0 18px}"
    ".pane>h1,.pane>p,.pane>div.card,.pane>div.stamp,.pane>aside{margin-left:28px;"
    "margin-right:28px}"
    ".pane>h1{font:600 28px 'Gill Sans',Helvetica,sans-serif;color:#1f4a4a;margin-top:18px}"
    ".tail{max-width:720px;margin:0 auto 20px;color:#e6eef5;font-size:12px;text-align:right}"
    ".stamp{display:inline-block;border:3px double #a3262a;color:#a3262a;padding:6px 10px;"
    "transform:rotate(-2deg);text-transform:uppercase;font-size:14px}"
    ".card{background:#fff;border-top:14px solid #d9534f;box-shadow:0 1px 4px #888;"
    "padding:8px 12px;background-image:linear-gradient(#fff 27px,#b9d3ee 28px);"
    "background-size:100% 28px}"
    ".stub{border:2px dashed #555;border-radius:10px;padding:6px 14px;background:#fdf3c4}"
    ".chalk{background:#2c3a2f;color:#f2f2ea;padding:10px 14px;font-family:'Comic Sans MS',"
    "cursive}"
)


def page(lang: str, site: str, title: str, paras: list[str], extra: tuple | None) -> bytes:
    """An HTML page of ``paras`` under ``title``; ``extra`` (technique, where, markup) goes
    into the head, or into the pane after the first paragraph."""
    where, markup = (extra[1], extra[2]) if extra else ("", "")
    blocks = [f"<p>{escape(p)}</p>" for p in paras]
    if where == "body":
        blocks.insert(1, markup)
    links = "".join(f'<a href="/{slug(m)}">{escape(m)}</a>' for m in MENU[lang])
    head_extra = f"{markup}\n" if where == "head" else ""
    html = (
        f'<!DOCTYPE html>\n<html lang="{lang}">\n<head>\n<meta charset="utf-8">\n'
        f'<meta name="viewport" content="width=device-width, initial-scale=1">\n'
        f"<title>{escape(site)} :: {escape(title)}</title>\n"
        f"<style>{STYLE}</style>\n{head_extra}</head>\n<body>\n"
        f'<div class="pane">\n<header class="banner"><span class="mark">{escape(site)}</span>'
        f"{links}</header>\n"
        f"<h1>{escape(title)}</h1>\n" + "\n".join(blocks) + "\n"
        f'</div>\n<div class="tail">{escape(site)}</div>\n</body>\n</html>\n'
    )
    return html.encode()
