"""The thirty-fifth set's own page template: a ``<header class="mast">`` with the site name
in a ``<span class="sign">`` and the menu links after it, then a ``<div class="slate">``
holding the heading and paragraphs on a cool grey-blue panel with a thick left border, and a
``<footer class="kerb">`` for the site's footer line; Palatino/Book Antiqua body in slate
ink on a pale blue-grey background, the heading in small caps, the menu as plain links
separated by a middle dot; one ``<style>`` sheet, which also holds the classes of the visible
placements (``stencil``, ``flag``, ``ruled``, ``notch``)."""

from __future__ import annotations

from html import escape

from heldout_assembly import slug

MENU = {
    "en": ("Timetable", "Tickets", "Volunteers", "Write to us"),
    "es": ("Horario", "Entradas", "Voluntariado", "Escríbenos"),
    "pt": ("Horário", "Bilhetes", "Voluntariado", "Escreva-nos"),
}
STYLE = (
    "html{background:#e3e8ec}"
    "body{margin:0;background:#e3e8ec;color:#26323c;"
    "font:16px/1.6 Palatino,'Book Antiqua','URW Palladio L',serif}"
    ".mast{background:#26323c;color:#e3e8ec;padding:10px 22px;font-size:14px}"
    ".mast .sign{font-weight:700;letter-spacing:.06em;margin-right:14px}"
    ".mast a{color:#b9cad6;text-decoration:none}"
    ".mast a+a:before{content:'\\00b7';color:#7d8f9c;margin:0 8px}"
    ".slate{max-width:720px;margin:22px auto;background:#f4f6f8;border-left:8px solid #4d6a80;"
    "padding:12px 28px 20px}"
    ".slate h1{font-variant:small-caps;font-size:27px;color:#33495a;margin:6px 0 10px}"
    ".kerb{max-width:720px;margin:0 auto 24px;font-size:12px;color:#5d6d78;text-align:right}"
    ".stencil{border:3px double #4d6a80;padding:8px 12px;font-family:'Courier New',monospace}"
    ".flag{float:right;width:34%;margin:4px 0 8px 14px;padding:6px 10px;background:#dbe6ee;"
    "font-size:14px}"
    ".ruled{background:repeating-linear-gradient(#f4f6f8 0 23px,#c9d5de 23px 24px);"
    "padding:0 6px}"
    ".notch{background:#33495a;color:#f4f6f8;padding:6px 14px;"
    "clip-path:polygon(0 0,100% 0,97% 50%,100% 100%,0 100%)}"
)


def page(lang: str, site: str, title: str, paras: list[str], extra: tuple | None) -> bytes:
    """An HTML page of ``paras`` under ``title``; ``extra`` (technique, where, markup) goes
    into the head, or into the content after the first paragraph."""
    where, markup = (extra[1], extra[2]) if extra else ("", "")
    blocks = [f"<p>{escape(p)}</p>" for p in paras]
    if where == "body":
        blocks.insert(1, markup)
    links = "".join(f'<a href="/{slug(m)}">{escape(m)}</a>' for m in MENU[lang])
    head_extra = f"{markup}\n" if where == "head" else ""
    html = (
        f'<!DOCTYPE html>\n<html lang="{lang}">\n<head>\n<meta charset="utf-8">\n'
        f'<meta name="viewport" content="width=device-width, initial-scale=1">\n'
        f"<title>{escape(site)} | {escape(title)}</title>\n"
        f"<style>{STYLE}</style>\n{head_extra}</head>\n<body>\n"
        f'<header class="mast"><span class="sign">{escape(site)}</span>{links}</header>\n'
        f'<div class="slate">\n<h1>{escape(title)}</h1>\n' + "\n".join(blocks) + "\n"
        f'</div>\n<footer class="kerb">{escape(site)}</footer>\n</body>\n</html>\n'
    )
    return html.encode()
