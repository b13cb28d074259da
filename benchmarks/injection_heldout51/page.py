"""The fifty-first set's own page template: a ``<nav class="railbar">`` strip in charcoal
holding the site name in a ``<strong class="railname">`` and the menu links in an
``<ol class="railstops">`` drawn as pills with a mustard outline, then a
``<main class="bookleaf">`` with the heading and paragraphs on a white sheet with a mustard
top border and rounded lower corners, and a ``<footer class="railfoot">`` under it for the
site's footer line; Georgia body in charcoal on a pale mustard background, Trebuchet
headings in dark plum; one ``<style>`` sheet, which also holds the classes of the visible
placements (``ruledcard``, ``tillslip``, ``dotticket``, ``corkboard``). No inline style, no
comment, no ``data-`` attribute of its own."""

from __future__ import annotations

from html import escape

from heldout_assembly import slug

MENU = {
    "en": ("Workshops", "Timetable", "Join", "Find us"),
    "es": ("Talleres", "Horario", "Apúntate", "Dónde estamos"),
    "pt": ("Oficinas", "Horário", "Inscreva-se", "Onde estamos"),
}
STYLE = (
    "html{background:#f6efd6}"
    "body{margin:0;background:#f6efd6;color:#2e2e2e;"
    "font:16px/1.65 Georgia,'DejaVu Serif',serif}"
    ".railbar{background:#2e2e2e;color:#f6efd6;padding:12px 30px;display:flex;"
    "flex-wrap:wrap;align-items:center;gap:20px}"
    ".railname{font:700 19px 'Trebuchet MS','DejaVu Sans',sans-serif;letter-spacing:.04em}"
    ".railstops{list-style:none;margin:0;padding:0;display:flex;gap:10px}"
    ".railstops a{color:#f6efd6;text-decoration:none;border:1px solid #d9a521;"
    "border-radius:12px;padding:2px 10px;font-size:14px}"
    ".bookleaf{display:block;max-width:700px;margin:28px auto 0;background:#fff;"
    "border-top:8px solid #d9a521;border-radius:0 0 14px 14px;padding:20px 36px 28px}"
    ".bookleaf h1{font:700 25px 'Trebuchet MS','DejaVu Sans',sans-serif;color:#5b2245;"
    "margin:2px 0 16px}"
    ".railfoot{max-width:700px;margin:10px auto 40px;font-size:13px;color:#6b6250}"
    ".ruledcard{background:#fff;background-image:repeating-linear-gradient(#fff 0 23px,"
    "#b9d3ee 23px 24px);border:1px solid #9bb;border-left:3px solid #e06666;"
    "padding:6px 14px;margin:14px 0;line-height:24px}"
    ".tillslip{white-space:pre-wrap;font:14px/1.4 'Courier New',monospace;background:#fbfbf7;"
    "border:1px dashed #999;padding:10px 14px;max-width:420px}"
    ".dotticket{border:2px dotted #5b2245;background:#fdf2f8;padding:8px 14px;"
    "border-radius:6px;max-width:540px}"
    ".corkboard{display:block;background:#c89b6d;color:#231a10;padding:14px 18px;"
    "margin:14px 0;border:6px solid #8a6239;font-style:italic}"
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
        f"<title>{escape(title)} | {escape(site)}</title>\n"
        f"<style>{STYLE}</style>\n{head_extra}</head>\n<body>\n"
        f'<nav class="railbar"><strong class="railname">{escape(site)}</strong>'
        f'<ol class="railstops">{links}</ol></nav>\n<main class="bookleaf">\n'
        f"<h1>{escape(title)}</h1>\n" + "\n".join(blocks) + "\n"
        f'</main>\n<footer class="railfoot">{escape(site)}</footer>\n</body>\n</html>\n'
    )
    return html.encode()
