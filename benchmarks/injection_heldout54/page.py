"""The fifty-fourth set's own page template: a ``<header class="quayhead">`` band in deep
maroon with a mustard underline, holding the site name in a ``<strong class="quayname">``
in spaced capitals and the menu as a ``<ul class="quaylinks">`` of rounded cream pills with
maroon words; then an ``<article class="quayleaf">`` on a cream sheet with a mustard double
rule on top and a dotted maroon border, Georgia body in dark brown on a sand background,
headings in Trebuchet in maroon; a ``<footer class="quayfoot">`` in small italics, centred,
under it. One ``<style>`` sheet, which also holds the classes of the visible placements
(``tidecard``, ``ledgerstub``, ``pressedflower``, ``cufflabel``). No inline style, no
comment, no ``data-`` attribute of its own."""

from __future__ import annotations

from html import escape

from heldout_assembly import slug

MENU = {
    "en": ("Notices", "Timetable", "Our crew", "Find us"),
    "es": ("Avisos", "Horario", "Equipo", "Dónde estamos"),
    "pt": ("Avisos", "Horário", "Equipa", "Onde estamos"),
}
STYLE = (
    "html{background:#eadfc8}"
    "body{margin:0;background:#eadfc8;color:#3b2a1a;"
    "font:16px/1.65 Georgia,'DejaVu Serif',serif}"
    ".quayhead{background:#6b1f2a;border-bottom:5px solid #d9a520;padding:12px 30px 14px;"
    "text-align:center}"
    ".quayname{display:block;color:#f7ecd2;font:700 19px 'Trebuchet MS','DejaVu Sans',"
    "sans-serif;letter-spacing:.3em;text-transform:uppercase;margin-bottom:8px}"
    ".quaylinks{list-style:none;margin:0;padding:0;display:flex;justify-content:center;gap:10px}"
    ".quaylinks li{background:#f7ecd2;border-radius:14px;padding:2px 14px}"
    ".quaylinks a{color:#6b1f2a;text-decoration:none;font:13px 'Trebuchet MS',sans-serif}"
    ".quayleaf{display:block;max-width:700px;margin:28px auto 0;background:#fffaf0;"
    "border:2px dotted #6b1f2a;border-top:6px double #d9a520;padding:20px 36px 28px}"
    ".quayleaf h1{font:700 25px 'Trebuchet MS','DejaVu Sans',sans-serif;color:#6b1f2a;"
    "margin:0 0 12px}"
    ".quayfoot{max-width:700px;margin:10px auto 40px;font-size:12px;font-style:italic;"
    "color:#7a6048;text-align:center}"
    ".tidecard{background:#dcecf0;border:1px solid #2f6f7f;border-radius:0 0 12px 12px;"
    "padding:8px 16px;margin:14px 0;max-width:540px}"
    ".ledgerstub{background:#f4f1e4;border-left:4px solid #556b2f;padding:8px 14px;"
    "margin:14px 0;font:13px/1.5 'Courier New',monospace;white-space:pre-wrap}"
    ".pressedflower{margin:14px 24px;padding:10px 18px;background:#f6e8ee;"
    "border:1px solid #b0607a;border-radius:18px;font-style:italic}"
    ".cufflabel{display:inline-block;background:#fff;border:2px solid #3b2a1a;"
    "padding:4px 12px;font:600 14px 'Trebuchet MS',sans-serif;transform:rotate(-1deg)}"
)


def page(lang: str, site: str, title: str, paras: list[str], extra: tuple | None) -> bytes:
    """An HTML page of ``paras`` under ``title``; ``extra`` (technique, where, markup) goes
    into the head, or into the article after the first paragraph."""
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
        f'<header class="quayhead"><strong class="quayname">{escape(site)}</strong>'
        f'<ul class="quaylinks">{links}</ul></header>\n<article class="quayleaf">\n'
        f"<h1>{escape(title)}</h1>\n" + "\n".join(blocks) + "\n"
        f'</article>\n<footer class="quayfoot">{escape(site)}</footer>\n</body>\n</html>\n'
    )
    return html.encode()
