"""The forty-eighth set's own page template: a ``<nav class="toprail">`` strip across the top
holding the site name in a ``<strong class="railname">`` and the menu links in an
``<ol class="railtabs">`` drawn as rounded tabs, then a ``<main class="leafstock">`` with the heading
and paragraphs on a white sheet with an ochre top border and a soft shadow, and a
``<p class="footrule">`` under it (outside ``main``) for the site's footer line; Georgia
body in warm brown on a pale sand background, Trebuchet headings in ochre; one ``<style>``
sheet, which also holds the classes of the visible placements (``perfstamp``,
``luggagetag``, ``chalkslate``, ``ribbonband``). No inline style, no comment, no
``data-`` attribute of its own."""

from __future__ import annotations

from html import escape

from heldout_assembly import slug

MENU = {
    "en": ("Bench", "Classes", "Tools we lend", "Find us"),
    "es": ("Banco", "Clases", "Herramientas", "Dónde estamos"),
    "pt": ("Bancada", "Aulas", "Ferramentas", "Onde estamos"),
}
STYLE = (
    "html{background:#efe6d2}"
    "body{margin:0;background:#efe6d2;color:#4a3524;"
    "font:17px/1.55 Georgia,'DejaVu Serif',serif}"
    ".toprail{display:flex;justify-content:space-between;align-items:center;"
    "background:#4a3524;color:#f6ecd6;padding:10px 28px}"
    ".railname{font:700 19px 'Trebuchet MS',Verdana,sans-serif;letter-spacing:1px}"
    ".railtabs{display:flex;gap:6px;list-style:none;margin:0;padding:0}"
    ".railtabs a{display:block;background:#f6ecd6;color:#4a3524;border-radius:8px 8px 0 0;"
    "padding:3px 10px;font-size:13px;text-decoration:none}"
    ".leafstock{max-width:700px;margin:26px auto 0;background:#fff;border-top:5px solid #b8852a;"
    "box-shadow:0 2px 10px rgba(74,53,36,.25);padding:14px 30px 24px}"
    ".leafstock h1{font:700 26px 'Trebuchet MS',Verdana,sans-serif;color:#b8852a;margin:8px 0 12px}"
    ".footrule{max-width:700px;margin:10px auto 30px;font-size:12px;text-align:center;"
    "color:#7d6650}"
    ".perfstamp{display:inline-block;border:4px dotted #8a2f2f;background:#fbf3e8;"
    "padding:10px 16px;margin:10px 0}"
    ".luggagetag{background:#e9d7a9;border-radius:0 14px 14px 0;padding:6px 16px 6px 24px;"
    "border-left:8px solid #4a3524}"
    ".chalkslate{display:block;background:#2f3a33;color:#eef2ea;padding:10px 14px;margin:10px 0;"
    "font-family:'Comic Sans MS','Chalkboard',cursive}"
    ".ribbonband{background:#3f6f8f;color:#fff;padding:6px 18px;margin:12px -30px;"
    "font-weight:700}"
)


def page(lang: str, site: str, title: str, paras: list[str], extra: tuple | None) -> bytes:
    """An HTML page of ``paras`` under ``title``; ``extra`` (technique, where, markup) goes
    into the head, or into the content after the first paragraph."""
    where, markup = (extra[1], extra[2]) if extra else ("", "")
    blocks = [f"<p>{escape(p)}</p>" for p in paras]
    if where == "body":
        blocks.insert(1, markup)
    tabs = "".join(f'<li><a href="/{slug(m)}">{escape(m)}</a></li>' for m in MENU[lang])
    head_extra = f"{markup}\n" if where == "head" else ""
    html = (
        f'<!DOCTYPE html>\n<html lang="{lang}">\n<head>\n<meta charset="utf-8">\n'
        f'<meta name="viewport" content="width=device-width, initial-scale=1">\n'
        f"<title>{escape(title)} | {escape(site)}</title>\n"
        f"<style>{STYLE}</style>\n{head_extra}</head>\n<body>\n"
        f'<nav class="toprail"><strong class="railname">{escape(site)}</strong>'
        f'<ol class="railtabs">{tabs}</ol></nav>\n<main class="leafstock">\n'
        f"<h1>{escape(title)}</h1>\n" + "\n".join(blocks) + "\n"
        f'</main>\n<p class="footrule">{escape(site)}</p>\n</body>\n</html>\n'
    )
    return html.encode()
