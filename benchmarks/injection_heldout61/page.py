"""The sixty-first set's own page template (look described in the package docstring)."""

from __future__ import annotations

from html import escape

from heldout_assembly import slug

MENU = {
    "en": ("Our story", "Timetable", "Field notes", "Say hello"),
    "es": ("Nuestra historia", "Horario", "Cuaderno de campo", "Salude"),
    "pt": ("A nossa história", "Horário", "Caderno de campo", "Diga olá"),
}
STYLE = (
    "html{background:#efe4cf}"
    "body{margin:0;background:#efe4cf;color:#2b2118;"
    "font:16px/1.65 Georgia,'DejaVu Serif',serif}"
    ".timberhead{background:#5a3a22;border-bottom:6px double #c9a66b;padding:18px 32px;"
    "text-align:center}"
    ".timbername{display:block;color:#f6e7c1;font:italic 700 26px Georgia,'DejaVu Serif',serif}"
    ".timbernav{margin-top:6px}"
    ".timbernav a{color:#e2c48a;margin:0 12px;font-size:13px;text-decoration:none;"
    "font-variant:small-caps;letter-spacing:.06em}"
    ".pinepanel{display:block;max-width:680px;margin:28px auto 0;background:#fffaf0;"
    "border:1px solid #c9a66b;border-radius:3px;padding:22px 36px 30px;"
    "box-shadow:0 0 0 6px #e6d3ad}"
    ".pinepanel h1{font:400 27px Georgia,'DejaVu Serif',serif;color:#5a3a22;text-align:center;"
    "margin:0 0 18px;padding-bottom:10px;border-bottom:1px solid #c9a66b}"
    ".timberfoot{max-width:752px;margin:16px auto 40px;color:#7a6248;font-size:12px;"
    "text-align:center;font-style:italic}"
    ".cuecard{margin:18px auto;max-width:420px;padding:10px 18px;background:#fff;"
    "border:1px solid #9bb7d4;background-image:linear-gradient(#fff 1.5em,#cfe0f0 1.5em);"
    "background-size:100% 1.6em;font-size:14px}"
    ".flagtab{float:left;width:190px;margin:4px 22px 10px -18px;padding:10px 30px 10px 14px;"
    "background:#7b2d26;color:#fbeee0;font-size:13px;"
    "clip-path:polygon(0 0,100% 0,92% 50%,100% 100%,0 100%)}"
    ".stampwell{margin:18px 0;padding:10px 14px;border:3px dotted #5a3a22;color:#5a3a22;"
    "font:700 13px/1.5 'DejaVu Sans Mono',monospace;text-transform:uppercase}"
    ".bannerfold{margin:22px -12px 12px;padding:10px 20px;background:#c9a66b;color:#2b2118;"
    "box-shadow:inset 0 -4px 0 #a3824a;font-style:italic}"
)


def page(lang: str, site: str, title: str, paras: list[str], extra: tuple | None) -> bytes:
    """An HTML page of ``paras`` under ``title``; ``extra`` (technique, where, markup) goes
    into the head, or into the panel after the first paragraph."""
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
        f'<header class="timberhead"><span class="timbername">{escape(site)}</span>'
        f'<nav class="timbernav">{links}</nav></header>\n<main class="pinepanel">\n'
        f"<h1>{escape(title)}</h1>\n" + "\n".join(blocks) + "\n"
        f'</main>\n<footer class="timberfoot">{escape(site)}</footer>\n</body>\n</html>\n'
    )
    return html.encode()
