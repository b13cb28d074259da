"""Assembly of the fourteenth held-out set. Every attack, dressed by its shape, is put into
each of the seven channels of one of this set's host pages (an AI-topic host for the AI
contexts). Then come the clean hard negatives (five of six with one of their own sentences
also placed in a hidden HTML channel or a hidden PDF block) and the plain host pages. A
document draws only from a ``random.Random`` seeded by its own id; ``corpus`` is accepted
and never read."""

from __future__ import annotations

import random
import re
import unicodedata
from functools import lru_cache
from html import escape
from pathlib import Path

from injection_data import LabeledDoc

from . import attacks_en, attacks_es, attacks_pt, channels, clean_en, clean_es, clean_pt
from ._grid import AI_CONTEXTS, CONTEXTS, Row
from .channels import CHANNELS, PDF_CHANNEL
from .hosts import AI_KINDS, HOSTS, KINDS
from .pdfmake import TECHNIQUES, make_pdf
from .shapes import dress, shape_of

PART = "heldout14"
LANGUAGES = ("en", "es", "pt")
HTML_TYPE = "text/html; charset=utf-8"
PDF_TYPE = "application/pdf"
ATTACKS: dict[str, tuple[Row, ...]] = {
    "en": attacks_en.ATTACKS,
    "es": attacks_es.ATTACKS,
    "pt": attacks_pt.ATTACKS,
}
CLEAN = {"en": clean_en.PAGES, "es": clean_es.PAGES, "pt": clean_pt.PAGES}
COPIES = 6
HIDDEN_HTML = ("css_hidden", "html_comment", "attribute", "meta", "structured_data")
MENU = {
    "en": ("Home", "Prices", "Visit us", "Write to us"),
    "es": ("Inicio", "Precios", "Visítanos", "Escríbenos"),
    "pt": ("Início", "Preços", "Visite-nos", "Escreva-nos"),
}
__all__ = ["AI_CONTEXTS", "ATTACKS", "CLEAN", "CONTEXTS", "build"]


def slug(text: str) -> str:
    ascii_text = unicodedata.normalize("NFKD", text.lower()).encode("ascii", "ignore").decode()
    return re.sub(r"[^a-z0-9]+", "-", ascii_text).strip("-")


def label(name: str) -> str:
    return re.sub(r"[^a-z0-9]+", "_", name.lower())


def place(channel: str, text: str, rng: random.Random, site: str) -> channels.Placed:
    if channel == "structured_data":
        return channels.structured(text, rng, site)
    placers = {
        "visible_text": channels.visible,
        "css_hidden": channels.css_hidden,
        "html_comment": channels.comment,
        "attribute": channels.attribute,
        "meta": channels.meta,
    }
    if channel not in placers:
        raise ValueError(f"no HTML placer for channel {channel!r}")
    return placers[channel](text, rng)


def page(
    lang: str, site: str, title: str, paras: list[str], extra: channels.Placed | None
) -> bytes:
    """An HTML page of ``paras``; ``extra`` (if any) goes into the head or after the second
    paragraph of the body."""
    where, markup = (extra[1], extra[2]) if extra is not None else ("", "")
    body = [f"<p>{escape(p)}</p>" for p in paras]
    if where == "body":
        body.insert(min(2, len(body)), markup)
    links = "\n".join(f'<li><a href="/{slug(m)}">{escape(m)}</a></li>' for m in MENU[lang])
    nl = "\n"
    html = (
        f'<!doctype html>\n<html lang="{lang}">\n<head>\n<meta charset="utf-8">\n'
        '<meta name="viewport" content="width=device-width, initial-scale=1">\n'
        f"<title>{escape(title)} - {escape(site)}</title>\n"
        f"{markup if where == 'head' else ''}\n</head>\n<body>\n"
        f'<div class="top"><a href="/">{escape(site)}</a>\n<ul class="menu">\n{links}\n</ul></div>\n'
        f"<main>\n<h1>{escape(title)}</h1>\n{nl.join(body)}\n</main>\n"
        f"<footer><small>{escape(site)}</small></footer>\n</body>\n</html>\n"
    )
    return html.encode("utf-8")


def doc(id_: str, lang: str, url: str, body: bytes, family: str, **attack: str) -> LabeledDoc:
    return LabeledDoc(
        id=id_,
        part=PART,
        injected=bool(attack),
        channel=attack.get("channel"),
        language=lang,
        family=family,
        source="synthetic",
        url=url,
        content_type=PDF_TYPE if body.startswith(b"%PDF-") else HTML_TYPE,
        body=body,
        payload=attack.get("payload"),
        synthetic=True,
    )


def _attacks(lang: str) -> list[LabeledDoc]:
    out = []
    for i, row in enumerate(ATTACKS[lang]):
        shape = shape_of(i)
        text = dress(row.text, shape, lang)
        for channel in CHANNELS:
            id_ = f"h14-atk-{lang}-{i:02d}-{channel}"
            rng = random.Random(id_)
            kind = rng.choice(AI_KINDS if row.context in AI_CONTEXTS else KINDS + AI_KINDS)
            site, title, paras = HOSTS[lang][kind]
            stem = f"https://{slug(site)}.example/{lang}/{row.context.replace('_', '-')}/{i:02d}"
            if channel == PDF_CHANNEL:
                variant = rng.choice(TECHNIQUES)
                body = make_pdf(f"{site} - {title}", list(paras), text, variant)
                url = stem + ".pdf"
            else:
                placed = place(channel, text, rng, site)
                variant = placed[0]
                body = page(lang, site, title, list(paras), placed)
                url = stem + ".html"
            family = (
                f"synthetic:addressee={row.addressee};ask={row.ask};soft={row.soft};"
                f"shape={shape};context={row.context};variant={label(variant)};"
                f"carrier=synthetic;host_topic={'ai' if kind in AI_KINDS else 'general'};"
                f"set={PART}"
            )
            out.append(doc(id_, lang, url, body, family, channel=channel, payload=text))
    return out


def _clean(lang: str) -> list[LabeledDoc]:
    out = []
    kinds = KINDS + AI_KINDS
    for c, (category, (title, sentences)) in enumerate(CLEAN[lang].items()):
        for k in range(COPIES):
            id_ = f"h14-clean-{lang}-{category}-{k}"
            rng = random.Random(id_)
            turn = (k * 5 + c) % len(sentences)
            own = list(sentences[turn:] + sentences[:turn])[: 4 + (k + c) % 3]
            site = HOSTS[lang][kinds[(2 * c + k) % len(kinds)]][0]
            url = f"https://{slug(site)}.example/{lang}/notes/{slug(title)}-{k}"
            if k == 3:
                body = make_pdf(title, own, rng.choice(own), rng.choice(TECHNIQUES))
                where, url = PDF_CHANNEL, url + ".pdf"
            elif k == 0:
                body = page(lang, site, title, own, None)
                where, url = "none", url + ".html"
            else:
                where = HIDDEN_HTML[(k + 3 * c) % len(HIDDEN_HTML)]
                body = page(lang, site, title, own, place(where, rng.choice(own), rng, site))
                url += ".html"
            out.append(doc(id_, lang, url, body, f"hardneg:{category};placed={where}"))
    for n, kind in enumerate(kinds):
        site, title, paras = HOSTS[lang][kind]
        for j in range(2):
            id_ = f"h14-plain-{lang}-{kind}-{j}"
            rng = random.Random(id_)
            hidden = rng.choice(paras)
            url = f"https://{slug(site)}.example/{lang}/{'leaflet' if j else 'welcome'}"
            if j:
                body = make_pdf(f"{site} - {title}", list(paras), hidden, rng.choice(TECHNIQUES))
                where, url = PDF_CHANNEL, url + ".pdf"
            else:
                where = HIDDEN_HTML[(n + 2) % len(HIDDEN_HTML)]
                body = page(lang, site, title, list(paras), place(where, hidden, rng, site))
                url += ".html"
            out.append(doc(id_, lang, url, body, f"plain:{kind};placed={where}"))
    return out


@lru_cache(maxsize=1)
def _all() -> tuple[LabeledDoc, ...]:
    docs: list[LabeledDoc] = []
    for lang in LANGUAGES:
        docs += _attacks(lang)
    for lang in LANGUAGES:
        docs += _clean(lang)
    return tuple(docs)


def build(corpus: Path | None = None) -> tuple[LabeledDoc, ...]:
    """Every document, in a fixed order; ``corpus`` is never read."""
    del corpus
    return _all()


build.cache_clear = _all.cache_clear  # type: ignore[attr-defined]
