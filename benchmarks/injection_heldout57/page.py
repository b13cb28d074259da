"""The fifty-seventh set's own page template (look described in the package docstring)."""

from __future__ import annotations

from html import escape

from heldout_assembly import slug

MENU = {
    "en": ("Visit us", "Timetable", "Members", "Write to us"),
    "es": ("Visítenos", "Horario", "Socios", "Escríbanos"),
    "pt": ("Visite-nos", "Horário", "Sócios", "Escreva-nos"),
}
STYLE = (
    "@property --h57-fade{syntax:'<number>';inherits:false;initial-value:0}"
    "html{background:#e3efe9}"
    "body{margin:0;background:#e3efe9;color:#17302c;"
    "font:15px/1.7 Verdana,'DejaVu Sans',sans-serif}"
    ".tealbar{display:flex;justify-content:space-between;align-items:center;"
    "background:#0f4c4a;padding:10px 28px;border-bottom:4px solid #e0a43a}"
    ".tealname{color:#fff;font:700 19px Verdana,'DejaVu Sans',sans-serif;letter-spacing:.03em}"
    ".tealnav a{color:#bfe6df;margin-left:18px;text-decoration:none;font-size:13px}"
    ".loomcloth{display:block;max-width:660px;margin:30px auto 0;background:#fff;"
    "border-left:6px solid #0f4c4a;padding:18px 34px 26px}"
    ".loomcloth h1{font:400 27px 'Palatino Linotype',Palatino,'DejaVu Serif',serif;"
    "color:#0f4c4a;margin:0 0 14px;border-bottom:1px dotted #e0a43a;padding-bottom:6px}"
    ".tealfoot{max-width:660px;margin:0 auto 36px;background:#0f4c4a;color:#bfe6df;"
    "font-size:11px;padding:6px 40px}"
    ".postagelabel{margin:16px 0;padding:10px 14px;background:#fdf3dc;"
    "border:1px dashed #a0702a;font-size:14px}"
    ".cameooval{margin:18px auto;max-width:420px;padding:16px 26px;border-radius:50%;"
    "background:#f6e6e6;border:2px solid #8c4a5a;text-align:center;font-style:italic}"
    ".matchbox{float:right;width:200px;margin:4px 0 12px 18px;padding:10px;"
    "background:#2b2b2b;color:#f2d36b;font:12px/1.5 'Courier New','DejaVu Sans Mono',monospace}"
    ".doily{margin:18px auto;max-width:460px;padding:14px 20px;background:#fffaf0;"
    "border:4px dotted #c9b48a;border-radius:18px;text-align:center;font-size:14px}"
)


def page(lang: str, site: str, title: str, paras: list[str], extra: tuple | None) -> bytes:
    """An HTML page of ``paras`` under ``title``; ``extra`` (technique, where, markup) goes
    into the head, or into the column after the first paragraph."""
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
        f'<div class="tealbar"><span class="tealname">{escape(site)}</span>'
        f'<nav class="tealnav">{links}</nav></div>\n<main class="loomcloth">\n'
        f"<h1>{escape(title)}</h1>\n" + "\n".join(blocks) + "\n"
        f'</main>\n<div class="tealfoot">{escape(site)}</div>\n</body>\n</html>\n'
    )
    return html.encode()
