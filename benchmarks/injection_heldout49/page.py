"""The forty-ninth set's own page template: a ``<header class="plaque">`` band in dark
slate green holding the site name in a ``<span class="plaquename">`` and the menu links in a
``<ul class="plaquelinks">`` drawn as underlined small capitals, then an
``<article class="tidebook">`` with the heading and paragraphs on a cream sheet with a thick
teal left border and squared corners, and a ``<footer class="tidefoot">`` under it for the
site's footer line; Palatino body in ink blue on a pale grey-green background, Verdana
headings in teal with a dotted underline; one ``<style>`` sheet, which also holds the classes
of the visible placements (``enamelsign``, ``yellowmemo``, ``tickertape``, ``roundelpanel``).
No inline style, no comment, no ``data-`` attribute of its own."""

from __future__ import annotations

from html import escape

from heldout_assembly import slug

MENU = {
    "en": ("Our rooms", "Calendar", "Membership", "Write to us"),
    "es": ("Salas", "Calendario", "Hazte socio", "Escríbenos"),
    "pt": ("Salas", "Calendário", "Seja sócio", "Escreva-nos"),
}
STYLE = (
    "html{background:#dfe7e2}"
    "body{margin:0;background:#dfe7e2;color:#1f2f4a;"
    "font:16px/1.6 Palatino,'Palatino Linotype','URW Palladio L',serif}"
    ".plaque{background:#23413a;color:#eef3ea;padding:14px 36px;display:flex;"
    "flex-wrap:wrap;align-items:baseline;gap:24px}"
    ".plaquename{font:700 20px Verdana,'DejaVu Sans',sans-serif}"
    ".plaquelinks{list-style:none;margin:0;padding:0;display:flex;gap:16px}"
    ".plaquelinks a{color:#cfe3d8;font-variant:small-caps;font-size:15px}"
    ".tidebook{max-width:720px;margin:30px auto 0;background:#fffdf5;"
    "border-left:12px solid #2b7a78;padding:18px 34px 26px}"
    ".tidebook h1{font:700 24px Verdana,'DejaVu Sans',sans-serif;color:#2b7a78;"
    "border-bottom:2px dotted #2b7a78;padding-bottom:6px;margin:4px 0 14px}"
    ".tidefoot{max-width:720px;margin:12px auto 36px;font-size:13px;color:#4b5d57;"
    "text-align:right}"
    ".enamelsign{background:#1d4f91;color:#fff;border:3px solid #fff;outline:2px solid #1d4f91;"
    "border-radius:10px;padding:8px 14px;margin:12px 0;font-weight:700}"
    ".yellowmemo{background:#fff39a;box-shadow:2px 3px 6px rgba(0,0,0,.2);padding:10px 14px;"
    "transform:rotate(-1deg);max-width:520px}"
    ".tickertape{display:block;background:#f3efe2;border-top:1px dashed #8a7b55;"
    "border-bottom:1px dashed #8a7b55;font-family:'Courier New',monospace;padding:6px 10px}"
    ".roundelpanel{border:2px solid #8b1e2d;background:#fbeff0;padding:10px 16px 10px 48px;"
    "margin:12px 0;position:relative}"
    ".roundelpanel::before{content:'';position:absolute;left:12px;top:12px;width:22px;"
    "height:22px;border-radius:50%;background:#8b1e2d}"
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
        f"<title>{escape(title)} · {escape(site)}</title>\n"
        f"<style>{STYLE}</style>\n{head_extra}</head>\n<body>\n"
        f'<header class="plaque"><span class="plaquename">{escape(site)}</span>'
        f'<ul class="plaquelinks">{links}</ul></header>\n<article class="tidebook">\n'
        f"<h1>{escape(title)}</h1>\n" + "\n".join(blocks) + "\n"
        f'</article>\n<footer class="tidefoot">{escape(site)}</footer>\n</body>\n</html>\n'
    )
    return html.encode()
