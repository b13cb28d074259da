"""The fifty-second set's own page template: a ``<header class="skyband">`` strip in a
steel-blue gradient holding the site name in a ``<span class="stationname">`` and the menu
links in a ``<ul class="obsmenu">`` set as small-caps tabs with a white underline, then a
``<main class="logsheet">`` with the heading and paragraphs on an off-white sheet ruled with
a faint blue grid, a dashed steel-blue left margin line and square corners, and a
``<footer class="logfoot">`` under it for the site's footer line; Verdana body in slate on a
pale sky background, Palatino headings in deep teal; one ``<style>`` sheet, which also holds
the classes of the visible placements (``lozenge``, ``hexcell``, ``barotrace``,
``isobarband``). No inline style, no comment, no ``data-`` attribute of its own."""

from __future__ import annotations

from html import escape

from heldout_assembly import slug

MENU = {
    "en": ("Readings", "Instruments", "Volunteer", "Contact"),
    "es": ("Lecturas", "Instrumentos", "Voluntariado", "Contacto"),
    "pt": ("Leituras", "Instrumentos", "Voluntariado", "Contactos"),
}
STYLE = (
    "html{background:#e4eef6}"
    "body{margin:0;background:#e4eef6;color:#34414e;"
    "font:15px/1.7 Verdana,'DejaVu Sans',sans-serif}"
    ".skyband{background:linear-gradient(90deg,#2f5d7c,#5b8db0);color:#fff;"
    "padding:14px 34px;display:flex;flex-wrap:wrap;align-items:baseline;gap:26px}"
    ".stationname{font:700 20px Palatino,'Palatino Linotype','DejaVu Serif',serif}"
    ".obsmenu{list-style:none;margin:0;padding:0;display:flex;gap:16px}"
    ".obsmenu a{color:#fff;text-decoration:none;font-variant:small-caps;"
    "border-bottom:2px solid #fff;padding-bottom:1px}"
    ".logsheet{display:block;max-width:720px;margin:30px auto 0;background-color:#fdfdf8;"
    "background-image:linear-gradient(#dbe7f1 1px,transparent 1px),"
    "linear-gradient(90deg,#dbe7f1 1px,transparent 1px);background-size:22px 22px;"
    "border-left:3px dashed #2f5d7c;padding:22px 38px 30px 44px}"
    ".logsheet h1{font:700 26px Palatino,'Palatino Linotype','DejaVu Serif',serif;"
    "color:#0f5257;margin:0 0 14px}"
    ".logfoot{max-width:720px;margin:12px auto 44px;font-size:12px;color:#5d6b78}"
    ".lozenge{display:inline-block;background:#0f5257;color:#fff;padding:8px 26px;"
    "border-radius:40px;margin:12px 0}"
    ".hexcell{background:#fff4c9;padding:12px 36px;max-width:520px;"
    "clip-path:polygon(6% 0,94% 0,100% 50%,94% 100%,6% 100%,0 50%)}"
    ".barotrace{display:block;border:1px solid #8aa6bd;padding:12px 16px;margin:14px 0;"
    "background:repeating-linear-gradient(0deg,#fff 0 17px,#f0d6d6 17px 18px);"
    "font-family:'Courier New',monospace}"
    ".isobarband{display:block;border-top:3px double #2f5d7c;border-bottom:3px double #2f5d7c;"
    "padding:10px 4px;margin:16px 0;color:#0f5257;font-weight:700}"
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
        f"<title>{escape(site)} \u00b7 {escape(title)}</title>\n"
        f"<style>{STYLE}</style>\n{head_extra}</head>\n<body>\n"
        f'<header class="skyband"><span class="stationname">{escape(site)}</span>'
        f'<ul class="obsmenu">{links}</ul></header>\n<main class="logsheet">\n'
        f"<h1>{escape(title)}</h1>\n" + "\n".join(blocks) + "\n"
        f'</main>\n<footer class="logfoot">{escape(site)}</footer>\n</body>\n</html>\n'
    )
    return html.encode()
