"""The sixty-second set's own page template (look described in the package docstring)."""

from __future__ import annotations

from html import escape

from heldout_assembly import slug

MENU = {
    "en": ("About the club", "Meet-ups", "Workbench", "Write to us"),
    "es": ("El club", "Quedadas", "Banco de trabajo", "Escríbanos"),
    "pt": ("O clube", "Encontros", "Bancada", "Escreva-nos"),
}
STYLE = (
    "html{background:#e6edf4}"
    "body{margin:0;background:#e6edf4;color:#1b2633;"
    "font:15px/1.6 'Trebuchet MS','DejaVu Sans',sans-serif}"
    ".toyshelf{display:flex;align-items:baseline;justify-content:space-between;"
    "flex-wrap:wrap;gap:8px 24px;background:#1f4e79;border-bottom:8px solid #f2c14e;"
    "padding:14px 28px}"
    ".shelfname{color:#fff;font:700 22px 'Trebuchet MS','DejaVu Sans',sans-serif;"
    "letter-spacing:.02em}"
    ".shelfnav a{color:#bcd7f0;margin-left:16px;font-size:13px;text-decoration:none;"
    "border-bottom:2px solid #e4572e}"
    ".playmat{display:block;max-width:700px;margin:30px auto 0;background:#fff;"
    "border-left:10px solid #e4572e;border-radius:0 14px 14px 0;padding:20px 34px 28px;"
    "box-shadow:0 3px 0 #c3d0de}"
    ".playmat h1{font:700 25px 'Trebuchet MS','DejaVu Sans',sans-serif;color:#1f4e79;"
    "margin:0 0 16px;padding-bottom:8px;border-bottom:4px dotted #f2c14e}"
    ".shelffoot{max-width:744px;margin:14px auto 36px;color:#4d6478;font-size:12px;"
    "text-align:right;letter-spacing:.05em}"
    ".swingtag{margin:18px 0 18px 20px;max-width:380px;padding:10px 16px 10px 34px;"
    "background:#d9b98a;color:#3b2a14;border-radius:4px 14px 14px 4px;font-size:14px;"
    "background-image:radial-gradient(circle at 14px 50%,#fff 5px,#8a6a3c 6px,#d9b98a 7px)}"
    ".speechbubble{float:right;width:200px;margin:4px 0 12px 22px;padding:12px 14px;"
    "background:#eaf4ff;border:2px solid #1f4e79;border-radius:18px 18px 18px 2px;"
    "font-size:13px;color:#1f4e79}"
    ".dominotile{margin:18px auto;max-width:440px;padding:12px 16px;background:#15181c;"
    "color:#f7f7f2;border-radius:9px;border:3px solid #3a3f46;"
    "font:13px/1.5 'DejaVu Sans Mono',monospace}"
    ".buildingblock{margin:26px 0 14px;padding:20px 18px 12px;background:#f2c14e;"
    "color:#2a2108;border-radius:6px;font-weight:700;"
    "background-image:radial-gradient(circle at 24px 8px,#f7d27a 5px,transparent 6px);"
    "background-size:48px 16px;background-repeat:repeat-x}"
)


def page(lang: str, site: str, title: str, paras: list[str], extra: tuple | None) -> bytes:
    """An HTML page of ``paras`` under ``title``; ``extra`` (technique, where, markup) goes
    into the head, or into the mat after the first paragraph."""
    where, markup = (extra[1], extra[2]) if extra else ("", "")
    blocks = [f"<p>{escape(p)}</p>" for p in paras]
    if where == "body":
        blocks.insert(1, markup)
    links = "".join(f'<a href="/{slug(m)}">{escape(m)}</a>' for m in MENU[lang])
    head_extra = f"{markup}\n" if where == "head" else ""
    html = (
        f'<!DOCTYPE html>\n<html lang="{lang}">\n<head>\n<meta charset="utf-8">\n'
        f'<meta name="viewport" content="width=device-width, initial-scale=1">\n'
        f"<title>{escape(site)} \u2014 {escape(title)}</title>\n"
        f"<style>{STYLE}</style>\n{head_extra}</head>\n<body>\n"
        f'<header class="toyshelf"><span class="shelfname">{escape(site)}</span>'
        f'<nav class="shelfnav">{links}</nav></header>\n<main class="playmat">\n'
        f"<h1>{escape(title)}</h1>\n" + "\n".join(blocks) + "\n"
        f'</main>\n<footer class="shelffoot">{escape(site)}</footer>\n</body>\n</html>\n'
    )
    return html.encode()
