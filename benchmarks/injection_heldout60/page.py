"""The sixtieth set's own page template (look described in the package docstring)."""

from __future__ import annotations

from html import escape

from heldout_assembly import slug

MENU = {
    "en": ("About the society", "Calendar", "Notices", "Find us"),
    "es": ("La asociación", "Calendario", "Avisos", "Dónde estamos"),
    "pt": ("A associação", "Calendário", "Avisos", "Onde estamos"),
}
STYLE = (
    "html{background:#3b2a3f}"
    "body{margin:0;background:#3b2a3f;color:#2a2126;"
    "font:16px/1.65 Georgia,'DejaVu Serif',serif}"
    ".proscenium{background:#5a2d4f;border-bottom:6px double #d9b45a;padding:18px 32px 14px;"
    "text-align:center}"
    ".billname{display:block;color:#f6e7c1;font:700 24px Georgia,'DejaVu Serif',serif;"
    "font-variant:small-caps;letter-spacing:.06em}"
    ".billnav{margin-top:6px}"
    ".billnav a{display:inline-block;margin:0 6px;padding:2px 12px;border-radius:12px;"
    "background:#7b4a6c;color:#f6e7c1;font-size:13px;text-decoration:none}"
    ".playbill{display:block;max-width:680px;margin:28px auto 0;background:#fffaf0;"
    "border:4px double #d9b45a;padding:22px 36px 28px}"
    ".playbill h1{font:italic 700 25px Georgia,'DejaVu Serif',serif;color:#5a2d4f;"
    "text-align:center;margin:0 0 16px;padding-bottom:8px;border-bottom:1px solid #d9b45a}"
    ".curtainfoot{max-width:760px;margin:14px auto 34px;color:#d8c6d3;font-size:12px;"
    "text-align:center;font-style:italic}"
    ".stubticket{margin:18px auto;max-width:420px;padding:10px 18px;background:#f3d9a4;"
    "border-left:3px dotted #5a2d4f;border-right:3px dotted #5a2d4f;text-align:center;"
    "font-size:14px}"
    ".slatepanel{margin:16px 0;padding:10px 14px;background:#33403d;color:#eef2ea;"
    "border:5px solid #8a6a44;font:14px/1.6 'Comic Sans MS','DejaVu Sans',sans-serif}"
    ".cockade{float:left;width:190px;margin:4px 22px 12px 0;padding:16px;background:#fbe8ef;"
    "border:3px solid #a33b62;border-radius:50% 50% 12px 12px;font-size:13px;"
    "text-align:center}"
    ".foldflap{margin:20px 0 10px;padding:12px 16px;background:#f1ece2;"
    "box-shadow:inset 0 8px 6px -6px #9c8f78;font-size:14px}"
    ".pinmark{display:inline-block;width:0;height:0}"
)


def page(lang: str, site: str, title: str, paras: list[str], extra: tuple | None) -> bytes:
    """An HTML page of ``paras`` under ``title``; ``extra`` (technique, where, markup) goes
    into the head, or into the playbill after the first paragraph."""
    where, markup = (extra[1], extra[2]) if extra else ("", "")
    blocks = [f"<p>{escape(p)}</p>" for p in paras]
    if where == "body":
        blocks.insert(1, markup)
    links = "".join(f'<a href="/{slug(m)}">{escape(m)}</a>' for m in MENU[lang])
    head_extra = f"{markup}\n" if where == "head" else ""
    html = (
        f'<!DOCTYPE html>\n<html lang="{lang}">\n<head>\n<meta charset="utf-8">\n'
        f'<meta name="viewport" content="width=device-width, initial-scale=1">\n'
        f"<title>{escape(title)} | {escape(site)}</title>\n"
        f"<style>{STYLE}</style>\n{head_extra}</head>\n<body>\n"
        f'<header class="proscenium"><span class="billname">{escape(site)}</span>'
        f'<nav class="billnav">{links}</nav></header>\n<article class="playbill">\n'
        f"<h1>{escape(title)}</h1>\n" + "\n".join(blocks) + "\n"
        f'</article>\n<footer class="curtainfoot">{escape(site)}</footer>\n</body>\n</html>\n'
    )
    return html.encode()
