"""The fifty-fifth set's own page template: a ``<div class="lintelbar">`` band in slate
green with a thin copper line under it, the site name at the left in a
``<span class="lintelname">`` in small capitals and the menu at the right as a
``<nav class="lintelnav">`` of plain links in pale mint; then a ``<div class="fernsheet">``
on a white sheet with a copper left edge and a soft shadow, Verdana body in charcoal on a
pale grey-green background, headings in Palatino in slate green; a
``<p class="sillnote">`` in small grey capitals under it. One ``<style>`` sheet, which also
holds the classes of the visible placements (``kitetail``, ``chalkslate``, ``sashribbon``,
``cindertag``). No inline style, no comment, no ``data-`` attribute of its own."""

from __future__ import annotations

from html import escape

from heldout_assembly import slug

MENU = {
    "en": ("Bulletins", "Rota", "Members", "Write to us"),
    "es": ("Boletines", "Turnos", "Socios", "Escríbenos"),
    "pt": ("Boletins", "Escala", "Sócios", "Escreva-nos"),
}
STYLE = (
    "html{background:#e3ebe6}"
    "body{margin:0;background:#e3ebe6;color:#2b2b2b;"
    "font:15px/1.7 Verdana,'DejaVu Sans',sans-serif}"
    ".lintelbar{display:flex;justify-content:space-between;align-items:center;"
    "background:#2f4f46;border-bottom:3px solid #b8733a;padding:10px 28px}"
    ".lintelname{color:#f1f6f3;font:600 18px Palatino,'DejaVu Serif',serif;"
    "font-variant:small-caps;letter-spacing:.06em}"
    ".lintelnav a{color:#bfe3d2;margin-left:18px;text-decoration:none;font-size:13px}"
    ".fernsheet{max-width:720px;margin:30px auto 0;background:#fff;"
    "border-left:7px solid #b8733a;box-shadow:0 2px 10px #9aa9a2;padding:22px 34px 30px}"
    ".fernsheet h1{font:700 26px Palatino,'DejaVu Serif',serif;color:#2f4f46;margin:0 0 14px}"
    ".sillnote{max-width:720px;margin:12px auto 40px;font-size:11px;letter-spacing:.12em;"
    "text-transform:uppercase;color:#7d8a84;text-align:right}"
    ".kitetail{margin:14px 0;padding:6px 14px;background:#fff4d6;border:1px dashed #b8733a;"
    "font-weight:600}"
    ".chalkslate{margin:16px 0;padding:12px 18px;background:#34403b;color:#f4f4ee;"
    "border-radius:4px;font:14px/1.6 'Comic Sans MS','DejaVu Sans',sans-serif}"
    ".sashribbon{margin:16px -34px;padding:8px 34px;background:#e9f2fb;"
    "border-top:2px solid #4a78a8;border-bottom:2px solid #4a78a8}"
    ".cindertag{float:right;width:200px;margin:4px 0 10px 18px;padding:10px;"
    "background:#f7ece8;border:1px solid #a3553f;font-size:13px}"
)


def page(lang: str, site: str, title: str, paras: list[str], extra: tuple | None) -> bytes:
    """An HTML page of ``paras`` under ``title``; ``extra`` (technique, where, markup) goes
    into the head, or into the sheet after the first paragraph."""
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
        f'<div class="lintelbar"><span class="lintelname">{escape(site)}</span>'
        f'<nav class="lintelnav">{links}</nav></div>\n<div class="fernsheet">\n'
        f"<h1>{escape(title)}</h1>\n" + "\n".join(blocks) + "\n"
        f'</div>\n<p class="sillnote">{escape(site)}</p>\n</body>\n</html>\n'
    )
    return html.encode()
