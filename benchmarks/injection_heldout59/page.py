"""The fifty-ninth set's own page template (look described in the package docstring)."""

from __future__ import annotations

from html import escape

from heldout_assembly import slug

MENU = {
    "en": ("Who we are", "Fixtures", "Bulletin", "Write to us"),
    "es": ("Quiénes somos", "Citas", "Boletín", "Escríbanos"),
    "pt": ("Quem somos", "Encontros", "Boletim", "Escreva-nos"),
}
STYLE = (
    "html{background:#f4f1ea}"
    "body{margin:0;background:#f4f1ea;color:#1d2b2a;"
    "font:15px/1.7 'Trebuchet MS','DejaVu Sans',sans-serif}"
    ".railbar{background:#0f4c4a;border-left:12px solid #e07a2e;padding:14px 28px 12px;"
    "display:flex;align-items:baseline;gap:28px}"
    ".railname{color:#fdf6e3;font:700 21px 'Trebuchet MS','DejaVu Sans',sans-serif;"
    "letter-spacing:.14em;text-transform:uppercase}"
    ".railnav a{color:#a9d8cf;margin-right:16px;font-size:13px;text-decoration:none;"
    "border-bottom:1px dotted #a9d8cf}"
    ".feltboard{display:block;max-width:700px;margin:30px auto 0;background:#fff;"
    "border-left:5px dashed #0f4c4a;padding:18px 34px 26px 30px}"
    ".feltboard h1{font:700 23px 'Trebuchet MS','DejaVu Sans',sans-serif;color:#0f4c4a;"
    "margin:0 0 14px;padding-bottom:6px;border-bottom:3px solid #e07a2e}"
    ".railfoot{max-width:734px;margin:12px auto 36px;color:#5f6f6c;font-size:12px;"
    "letter-spacing:.08em}"
    ".pinnednote{margin:16px 40px;max-width:360px;padding:12px 16px;background:#fff3a6;"
    "box-shadow:2px 3px 5px #b8b08a;rotate:-1.5deg;font-size:14px}"
    ".ledgerstrip{margin:16px 0;padding:8px 12px;background:#e8f1ee;"
    "border-top:1px solid #0f4c4a;border-bottom:1px solid #0f4c4a;"
    "font:13px/1.6 'DejaVu Sans Mono',monospace}"
    ".lozenge{float:right;width:200px;margin:4px 0 12px 22px;padding:14px;"
    "background:#fbe3cf;border:2px solid #e07a2e;border-radius:22px 0;font-size:13px}"
    ".tearoff{margin:22px 0 10px;padding:12px 14px 6px;border-top:2px dashed #5f6f6c;"
    "background:#f7f7f2;font-style:italic}"
    "@keyframes h59shut{to{opacity:0}}"
)


def page(lang: str, site: str, title: str, paras: list[str], extra: tuple | None) -> bytes:
    """An HTML page of ``paras`` under ``title``; ``extra`` (technique, where, markup) goes
    into the head, or into the board after the first paragraph."""
    where, markup = (extra[1], extra[2]) if extra else ("", "")
    blocks = [f"<p>{escape(p)}</p>" for p in paras]
    if where == "body":
        blocks.insert(1, markup)
    links = "".join(f'<a href="/{slug(m)}">{escape(m)}</a>' for m in MENU[lang])
    head_extra = f"{markup}\n" if where == "head" else ""
    html = (
        f'<!DOCTYPE html>\n<html lang="{lang}">\n<head>\n<meta charset="utf-8">\n'
        f'<meta name="viewport" content="width=device-width, initial-scale=1">\n'
        f"<title>{escape(site)} / {escape(title)}</title>\n"
        f"<style>{STYLE}</style>\n{head_extra}</head>\n<body>\n"
        f'<header class="railbar"><span class="railname">{escape(site)}</span>'
        f'<nav class="railnav">{links}</nav></header>\n<main class="feltboard">\n'
        f"<h1>{escape(title)}</h1>\n" + "\n".join(blocks) + "\n"
        f'</main>\n<footer class="railfoot">{escape(site)}</footer>\n</body>\n</html>\n'
    )
    return html.encode()
