"""The fifty-sixth set's own page template: a ``<div class="mastband">`` on cream with a
double oxblood rule under it, the site name centred above in a ``<span class="mastname">``
in Georgia bold and the menu centred below as a ``<nav class="mastnav">`` of links in
oxblood capitals; then a ``<div class="gazettebody">``, a white column with an oxblood top
border on a pale sand background, Georgia body in near-black, headings in Trebuchet in
oxblood; an ``<p class="endrule">`` in small italic sand-grey under it. One ``<style>``
sheet, which also holds the classes of the visible placements (``stampbox``,
``postitnote``, ``tallycard``, ``inkblotter``). No inline style, no comment, no ``data-``
attribute of its own."""

from __future__ import annotations

from html import escape

from heldout_assembly import slug

MENU = {
    "en": ("Notices", "Calendar", "Archive", "Get in touch"),
    "es": ("Avisos", "Calendario", "Archivo", "Contacto"),
    "pt": ("Avisos", "Calendário", "Arquivo", "Fale connosco"),
}
STYLE = (
    "html{background:#f1e9da}"
    "body{margin:0;background:#f1e9da;color:#1d1a17;"
    "font:16px/1.65 Georgia,'DejaVu Serif',serif}"
    ".mastband{background:#fbf6ea;border-bottom:6px double #7a2430;padding:14px 20px 8px;"
    "text-align:center}"
    ".mastname{display:block;color:#1d1a17;font:700 24px Georgia,'DejaVu Serif',serif}"
    ".mastnav a{color:#7a2430;margin:0 12px;text-decoration:none;font-size:12px;"
    "text-transform:uppercase;letter-spacing:.14em}"
    ".gazettebody{max-width:680px;margin:26px auto 0;background:#fff;"
    "border-top:5px solid #7a2430;padding:20px 36px 28px}"
    ".gazettebody h1{font:700 25px 'Trebuchet MS','DejaVu Sans',sans-serif;color:#7a2430;"
    "margin:0 0 12px}"
    ".endrule{max-width:680px;margin:10px auto 40px;font-size:12px;font-style:italic;"
    "color:#9b8b70;text-align:center}"
    ".stampbox{margin:14px 0;padding:8px 12px;border:3px double #2f5d8a;color:#2f5d8a;"
    "font-weight:700}"
    ".postitnote{float:left;width:190px;margin:4px 18px 10px 0;padding:12px;"
    "background:#fff7a8;box-shadow:2px 3px 6px #c8b98a;font-size:14px}"
    ".tallycard{margin:16px 0;padding:10px 16px;background:#f4f0fa;"
    "border-left:4px solid #6b4f9c;font:14px/1.6 'Courier New','DejaVu Sans Mono',monospace}"
    ".inkblotter{margin:16px -36px;padding:10px 36px;background:#eef6ef;"
    "border-top:1px solid #3c7a4a;border-bottom:1px solid #3c7a4a;font-style:italic}"
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
        f"<title>{escape(title)} | {escape(site)}</title>\n"
        f"<style>{STYLE}</style>\n{head_extra}</head>\n<body>\n"
        f'<div class="mastband"><span class="mastname">{escape(site)}</span>'
        f'<nav class="mastnav">{links}</nav></div>\n<div class="gazettebody">\n'
        f"<h1>{escape(title)}</h1>\n" + "\n".join(blocks) + "\n"
        f'</div>\n<p class="endrule">{escape(site)}</p>\n</body>\n</html>\n'
    )
    return html.encode()
