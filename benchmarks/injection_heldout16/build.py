"""Assembly of the sixteenth held-out set. Every attack, dressed by its shape, goes into
all seven channels of one of this set's host pages (AI contexts only on AI-topic hosts).
The clean side: six documents per hard-negative category, five of them with one of their
own sentences also in a hidden HTML channel or a hidden PDF block, and two plain pages
per host. Each document draws only from a ``random.Random`` seeded by its id; ``corpus``
is accepted and never read."""

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

PART = "heldout16"
LANGUAGES = ("en", "es", "pt")
HTML = "text/html; charset=utf-8"
PDF = "application/pdf"
ATTACKS: dict[str, tuple[Row, ...]] = {
    "en": attacks_en.ATTACKS,
    "es": attacks_es.ATTACKS,
    "pt": attacks_pt.ATTACKS,
}
CLEAN = {"en": clean_en.PAGES, "es": clean_es.PAGES, "pt": clean_pt.PAGES}
PER_CATEGORY = 6
HIDDEN_HTML = ("css_hidden", "html_comment", "attribute", "meta", "structured_data")
MENU = {
    "en": ("Home", "Prices", "Getting here", "Book"),
    "es": ("Inicio", "Precios", "Cómo llegar", "Reservar"),
    "pt": ("Início", "Preços", "Como chegar", "Reservar"),
}
__all__ = ["AI_CONTEXTS", "ATTACKS", "CLEAN", "CONTEXTS", "build"]


def slug(text: str) -> str:
    plain = unicodedata.normalize("NFKD", text.lower()).encode("ascii", "ignore").decode()
    return re.sub(r"[^a-z0-9]+", "-", plain).strip("-")


def label(name: str) -> str:
    return re.sub(r"[^a-z0-9]+", "_", name.lower())


def place(channel: str, text: str, rng: random.Random, site: str) -> channels.Placed:
    """Put ``text`` into HTML ``channel`` by one of that channel's techniques."""
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
        raise ValueError(f"no HTML placer for channel {channel!r}; one of {tuple(placers)}")
    return placers[channel](text, rng)


def html_page(
    lang: str, site: str, title: str, paras: list[str], extra: channels.Placed | None
) -> bytes:
    """A page of ``paras``; ``extra`` goes into the head or after the first paragraph."""
    where, markup = (extra[1], extra[2]) if extra else ("", "")
    body = [f"<p>{escape(p)}</p>" for p in paras]
    if where == "body":
        body.insert(1, markup)
    menu = " | ".join(f'<a href="/{slug(n)}">{escape(n)}</a>' for n in MENU[lang])
    head_extra = markup + "\n" if where == "head" else ""
    joined = "\n".join(body)
    return (
        f'<!DOCTYPE html>\n<html lang="{lang}">\n<head>\n<meta charset="utf-8">\n'
        f'<meta name="viewport" content="width=device-width">\n'
        f"<title>{escape(title)} - {escape(site)}</title>\n{head_extra}</head>\n<body>\n"
        f'<div class="top"><b>{escape(site)}</b>\n<nav>{menu}</nav></div>\n'
        f"<main>\n<h1>{escape(title)}</h1>\n{joined}\n</main>\n"
        f"<footer><small>{escape(site)}</small></footer>\n</body>\n</html>\n"
    ).encode()


def _doc(id_: str, lang: str, url: str, body: bytes, family: str, **attack: str) -> LabeledDoc:
    return LabeledDoc(
        id=id_,
        part=PART,
        injected=bool(attack),
        channel=attack.get("channel"),
        language=lang,
        family=family,
        source="synthetic",
        url=url,
        content_type=PDF if body.startswith(b"%PDF-") else HTML,
        body=body,
        payload=attack.get("payload"),
        synthetic=True,
    )


def _attacks(lang: str) -> list[LabeledDoc]:
    docs = []
    for i, row in enumerate(ATTACKS[lang]):
        shape = shape_of(i)
        text = dress(row.text, shape, lang)
        for channel in CHANNELS:
            id_ = f"h16-atk-{lang}-{i:02d}-{channel}"
            rng = random.Random(id_)
            pool = AI_KINDS if row.context in AI_CONTEXTS else KINDS + AI_KINDS
            kind = rng.choice(pool)
            site, title, paras = HOSTS[lang][kind]
            base = f"https://{slug(site)}.example/{lang}/{slug(row.context)}-{i:02d}"
            if channel == PDF_CHANNEL:
                technique = rng.choice(TECHNIQUES)
                body = make_pdf(f"{site}: {title}", list(paras), text, technique)
                url = base + ".pdf"
            else:
                placed = place(channel, text, rng, site)
                technique = placed[0]
                body = html_page(lang, site, title, list(paras), placed)
                url = base + ".html"
            topic = "ai" if kind in AI_KINDS else "general"
            family = (
                f"synthetic:addressee={row.addressee};ask={row.ask};soft={row.soft};"
                f"shape={shape};context={row.context};variant={label(technique)};"
                f"carrier=synthetic;host_topic={topic};set={PART}"
            )
            docs.append(_doc(id_, lang, url, body, family, channel=channel, payload=text))
    return docs


def _clean(lang: str) -> list[LabeledDoc]:
    docs = []
    kinds = KINDS + AI_KINDS
    for c, (category, (title, sentences)) in enumerate(CLEAN[lang].items()):
        for k in range(PER_CATEGORY):
            id_ = f"h16-clean-{lang}-{category}-{k}"
            rng = random.Random(id_)
            start = (3 * k + c) % len(sentences)
            own = (sentences[start:] + sentences[:start])[: 4 + (2 * c + k) % 3]
            site = HOSTS[lang][kinds[(2 * c + k) % len(kinds)]][0]
            url = f"https://{slug(site)}.example/{lang}/help/{slug(title)}-{k}"
            if k == 3:
                body = make_pdf(title, list(own), rng.choice(own), rng.choice(TECHNIQUES))
                where, url = PDF_CHANNEL, url + ".pdf"
            elif k == 0:
                body = html_page(lang, site, title, list(own), None)
                where, url = "none", url + ".html"
            else:
                where = HIDDEN_HTML[(3 * k + c) % len(HIDDEN_HTML)]
                hidden = place(where, rng.choice(own), rng, site)
                body = html_page(lang, site, title, list(own), hidden)
                url += ".html"
            docs.append(_doc(id_, lang, url, body, f"hardneg:{category};placed={where}"))
    for n, kind in enumerate(kinds):
        site, title, paras = HOSTS[lang][kind]
        for j in range(2):
            id_ = f"h16-plain-{lang}-{kind}-{j}"
            rng = random.Random(id_)
            hidden_text = rng.choice(paras)
            url = f"https://{slug(site)}.example/{lang}/{'leaflet' if j else 'index'}"
            if j:
                body = make_pdf(
                    f"{site}: {title}", list(paras), hidden_text, rng.choice(TECHNIQUES)
                )
                where, url = PDF_CHANNEL, url + ".pdf"
            else:
                where = HIDDEN_HTML[(2 * n + 1) % len(HIDDEN_HTML)]
                hidden = place(where, hidden_text, rng, site)
                body = html_page(lang, site, title, list(paras), hidden)
                url += ".html"
            docs.append(_doc(id_, lang, url, body, f"plain:{kind};placed={where}"))
    return docs


@lru_cache(maxsize=1)
def _everything() -> tuple[LabeledDoc, ...]:
    docs: list[LabeledDoc] = []
    for lang in LANGUAGES:
        docs += _attacks(lang)
    for lang in LANGUAGES:
        docs += _clean(lang)
    return tuple(docs)


def build(corpus: Path | None = None) -> tuple[LabeledDoc, ...]:
    """Every document of the set, in a fixed order; ``corpus`` is never read."""
    del corpus
    return _everything()


build.cache_clear = _everything.cache_clear  # type: ignore[attr-defined]
