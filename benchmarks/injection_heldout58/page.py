"""The fifty-eighth set's own page template (look described in the package docstring)."""

from __future__ import annotations

from html import escape

from heldout_assembly import slug

MENU = {
    "en": ("Our rooms", "Calendar", "Notices", "Reach us"),
    "es": ("Nuestras salas", "Calendario", "Avisos", "Contáctenos"),
    "pt": ("As nossas salas", "Calendário", "Avisos", "Fale connosco"),
}
STYLE = (
    "html{background:#efe4cc}"
    "body{margin:0;background:#efe4cc;color:#3b2418;"
    "font:16px/1.65 Georgia,'DejaVu Serif',serif}"
    ".plumband{background:#5c1f3a;border-bottom:3px double #d8b46a;padding:16px 0 10px;"
    "text-align:center}"
    ".plumtitle{display:block;color:#f6ead0;font:italic 700 24px Georgia,'DejaVu Serif',serif;"
    "letter-spacing:.06em}"
    ".plumnav a{color:#e9c98f;margin:0 12px;font:12px Verdana,'DejaVu Sans',sans-serif;"
    "text-transform:uppercase;text-decoration:none}"
    ".giltleaf{display:block;max-width:640px;margin:26px auto 0;background:#fff;"
    "border:1px solid #c9a25a;box-shadow:6px 6px 0 #d9c7a0;padding:20px 38px 28px}"
    ".giltleaf h1{font:700 25px Georgia,'DejaVu Serif',serif;color:#5c1f3a;margin:0 0 16px;"
    "text-align:center;border-top:1px solid #c9a25a;border-bottom:1px solid #c9a25a;"
    "padding:6px 0}"
    ".plumfoot{max-width:716px;margin:10px auto 40px;text-align:center;color:#7a5a3a;"
    "font:italic 12px Georgia,'DejaVu Serif',serif}"
    ".luggagetag{margin:18px 0 18px 30px;max-width:380px;padding:10px 16px 10px 34px;"
    "background:#f3dcae;border-radius:0 10px 10px 0;border:1px solid #9a6b2f;"
    "font:13px/1.5 Verdana,'DejaVu Sans',sans-serif}"
    ".enamelbadge{margin:18px auto;max-width:440px;padding:12px 20px;background:#1f4f7a;"
    "color:#fff8e6;border:3px solid #d8b46a;border-radius:14px;text-align:center;"
    "font-weight:700}"
    ".medallion{float:left;width:190px;margin:6px 20px 12px 0;padding:22px 14px;"
    "border-radius:50%;background:#fbeed2;border:2px solid #b07d2a;text-align:center;"
    "font-size:13px}"
    ".ribbonmark{margin:20px -38px;padding:8px 38px;background:#a3263c;color:#fff;"
    "font:italic 15px Georgia,'DejaVu Serif',serif}"
)


def page(lang: str, site: str, title: str, paras: list[str], extra: tuple | None) -> bytes:
    """An HTML page of ``paras`` under ``title``; ``extra`` (technique, where, markup) goes
    into the head, or into the leaf after the first paragraph."""
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
        f'<header class="plumband"><span class="plumtitle">{escape(site)}</span>'
        f'<nav class="plumnav">{links}</nav></header>\n<article class="giltleaf">\n'
        f"<h1>{escape(title)}</h1>\n" + "\n".join(blocks) + "\n"
        f'</article>\n<footer class="plumfoot">{escape(site)}</footer>\n</body>\n</html>\n'
    )
    return html.encode()
