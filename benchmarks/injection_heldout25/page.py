"""The twenty-fifth set's own HTML page template: a top bar with the site's name and a
``<nav>`` of links, a breadcrumb line, a ``<main>`` card holding the heading and paragraphs,
a notice ``<aside>`` and a ``<footer>`` with a ``<small>`` line, laid out by a flexbox sheet
(Palatino for text, Trebuchet MS for the bar) in one ``<style>`` element. The sheet also
holds the rules three CSS hidings of this set lean on (``.js-off``, shown only when scripting
is off; ``.fine`` in a local face scaled to nothing by ``size-adjust:0%``; the registered
custom property ``--ink25``, a colour whose initial value is transparent)."""

from __future__ import annotations

from html import escape

from heldout_assembly import MENU, Placed, slug

STYLE = (
    "html,body{margin:0;background:#fff;color:#1b1b1b}"
    "body{font:16px/1.55 Palatino,'Palatino Linotype','Book Antiqua',serif}"
    ".bar{display:flex;justify-content:space-between;align-items:center;padding:10px 28px;"
    "font-family:'Trebuchet MS',Tahoma,sans-serif;border-bottom:3px double #6b4f2a}"
    ".bar nav a{margin-left:14px;color:#6b4f2a;text-decoration:none}"
    ".crumbs{margin:8px 28px;font-size:13px;color:#555}"
    ".wrap{display:flex;gap:26px;padding:0 28px 24px;background:#fff}"
    "main{flex:3;background:#fff}main h1{font-weight:normal;letter-spacing:.02em}"
    "aside{flex:1;border-left:1px solid #ccc;padding-left:14px;font-size:14px}"
    "footer{padding:10px 28px;border-top:1px solid #ddd}"
    ".rule{border:0;border-top:1px dotted #bbb}"
    ".js-off{display:none}@media (scripting:none){.js-off{display:block}}"
    '@font-face{font-family:Nil25;src:local("DejaVu Serif"),local("Liberation Serif"),'
    "local(Arial);size-adjust:0%}.fine{font-family:Nil25}"
    '@property --ink25{syntax:"<color>";inherits:false;initial-value:transparent}'
)
NOTICE = {
    "en": "Opening times may change on public holidays.",
    "es": "Los horarios pueden cambiar en días festivos.",
    "pt": "Os horários podem mudar em feriados.",
}


def page(lang: str, site: str, title: str, paras: list[str], extra: Placed | None) -> bytes:
    """An HTML page of ``paras`` under ``title``; ``extra`` goes into the head, or into the
    ``<main>`` card after the first paragraph."""
    where, markup = (extra[1], extra[2]) if extra else ("", "")
    blocks = [f"<p>{escape(p)}</p>" for p in paras]
    if where == "body":
        blocks.insert(1, markup)
    links = "".join(f'<a href="/{lang}/{slug(m)}">{escape(m)}</a>' for m in MENU[lang])
    head_extra = f"{markup}\n" if where == "head" else ""
    html = (
        f'<!doctype html>\n<html lang="{lang}">\n<head>\n<meta charset="utf-8">\n'
        f'<meta name="viewport" content="width=device-width, initial-scale=1">\n'
        f"<title>{escape(title)} | {escape(site)}</title>\n<style>{STYLE}</style>\n"
        f"{head_extra}</head>\n<body>\n"
        f'<div class="bar"><strong>{escape(site)}</strong><nav>{links}</nav></div>\n'
        f'<div class="crumbs">{escape(MENU[lang][0])} / {escape(title)}</div>\n'
        f'<div class="wrap">\n<main>\n<h1>{escape(title)}</h1>\n'
        + "\n".join(blocks)
        + f"\n</main>\n<aside>{escape(NOTICE[lang])}</aside>\n</div>\n"
        f"<footer><small>{escape(site)}</small></footer>\n</body>\n</html>\n"
    )
    return html.encode()
