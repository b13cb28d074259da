"""The twenty-ninth set's own page template: a centred ``<div class="sheet">`` holding a
``<header class="masthead">`` (the site name in a ``<span class="sitename">``, the menu as
a ``<ul class="tabs">``), the ``<main>`` with heading and paragraphs, and a ``<footer
class="imprint">``; Optima/Candara body in dark grey, Rockwell/Georgia headings; one
``<style>`` sheet that also holds the classes of the visible placements."""

from __future__ import annotations

from html import escape

from heldout_assembly import MENU, slug

_STYLE = (
    "html{background:#fff}"
    "body{margin:0;color:#3a3a3a;font:17px/1.5 Optima,Candara,sans-serif}"
    ".sheet{max-width:44rem;margin:0 auto;padding:1.2rem 1.6rem}"
    ".masthead{display:flex;justify-content:space-between;border-bottom:3px double #777}"
    ".sitename{font:700 1.3rem Rockwell,Georgia,serif}"
    ".tabs{list-style:none;display:flex;gap:.9rem;margin:0;padding:0}"
    "h1{font:700 1.8rem/1.2 Rockwell,Georgia,serif}"
    ".pull{text-wrap:balance;border-left:4px solid #999;padding-left:1rem;font-style:italic}"
    ".sunk::first-letter{initial-letter:2;font-weight:700;margin-right:.3rem}"
    ".orbit::before{content:'';float:left;width:4rem;height:4rem;border-radius:50%;"
    "background:#ddd;shape-outside:circle(50%);margin-right:.6rem}"
    ".caps{font-variant:small-caps;letter-spacing:.04em}"
    ".imprint{margin-top:2rem;font-size:.85rem;color:#666}"
)


def page(
    lang: str, site: str, title: str, paras: list[str], extra: tuple[str, str, str] | None
) -> bytes:
    """An HTML page of ``paras`` under ``title``; ``extra`` goes into the head, or into the
    main column after the first paragraph."""
    where, markup = (extra[1], extra[2]) if extra else ("", "")
    blocks = [f"<p>{escape(p)}</p>" for p in paras]
    if where == "body":
        blocks.insert(1, markup)
    menu = "".join(f'<li><a href="/{slug(m)}">{escape(m)}</a></li>' for m in MENU[lang])
    head_extra = f"{markup}\n" if where == "head" else ""
    html = (
        f'<!DOCTYPE html>\n<html lang="{lang}">\n<head>\n<meta charset="utf-8">\n'
        f'<meta name="viewport" content="width=device-width, initial-scale=1">\n'
        f"<title>{escape(site)} | {escape(title)}</title>\n<style>{_STYLE}</style>\n"
        f'{head_extra}</head>\n<body>\n<div class="sheet">\n<header class="masthead">'
        f'<span class="sitename">{escape(site)}</span><ul class="tabs">{menu}</ul></header>\n'
        f"<main>\n<h1>{escape(title)}</h1>\n" + "\n".join(blocks) + "\n</main>\n"
        f'<footer class="imprint">{escape(site)}</footer>\n</div>\n</body>\n</html>\n'
    )
    return html.encode()
