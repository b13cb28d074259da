"""Assembling the twenty-first held-out set. Every attack, dressed in its shape, goes once
into each of the seven channels on a host page of this set (an AI context only on an AI
host). Clean side: six documents per hard-negative category, five of which also hide one
of their own sentences in a hidden HTML channel or a hidden PDF block, and two plain
pages per host. Each document draws from a ``random.Random`` seeded with its own id;
``corpus`` is accepted and never read."""

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

PART = "heldout21"
TAG = "h21"
LANGUAGES = ("en", "es", "pt")
HTML_TYPE = "text/html; charset=utf-8"
PDF_TYPE = "application/pdf"
ATTACKS: dict[str, tuple[Row, ...]] = {
    "en": attacks_en.ATTACKS,
    "es": attacks_es.ATTACKS,
    "pt": attacks_pt.ATTACKS,
}
CLEAN = {"en": clean_en.PAGES, "es": clean_es.PAGES, "pt": clean_pt.PAGES}
DOCS_PER_CATEGORY = 6
HIDDEN_HTML = ("css_hidden", "html_comment", "attribute", "meta", "structured_data")
MENU = {
    "en": ("Home", "When we open", "Directions", "Contact"),
    "es": ("Inicio", "Cuándo abrimos", "Cómo llegar", "Contacto"),
    "pt": ("Início", "Quando abrimos", "Como chegar", "Contacto"),
}
__all__ = ["AI_CONTEXTS", "ATTACKS", "CLEAN", "CONTEXTS", "build"]


def slug(text: str) -> str:
    plain = unicodedata.normalize("NFKD", text.lower()).encode("ascii", "ignore").decode()
    return re.sub(r"[^a-z0-9]+", "-", plain).strip("-")


def variant_label(name: str) -> str:
    return re.sub(r"[^a-z0-9]+", "_", name.lower())


def plant(channel: str, text: str, rng: random.Random, site: str) -> channels.Placed:
    """``text`` put into HTML ``channel`` by one of its techniques, drawn from ``rng``."""
    if channel == "visible_text":
        return channels.visible(text, rng)
    if channel == "css_hidden":
        return channels.css_hidden(text, rng)
    if channel == "html_comment":
        return channels.comment(text, rng)
    if channel == "attribute":
        return channels.attribute(text, rng)
    if channel == "meta":
        return channels.meta(text, rng)
    if channel == "structured_data":
        return channels.structured(text, rng, site)
    raise ValueError(f"{channel!r} is not an HTML channel of this set; see CHANNELS")


def page(
    lang: str, site: str, title: str, paras: list[str], extra: channels.Placed | None
) -> bytes:
    """An HTML page of ``paras`` under ``title``; ``extra`` goes into the head, or into the
    body after the first paragraph."""
    where, markup = (extra[1], extra[2]) if extra else ("", "")
    blocks = [f"<p>{escape(p)}</p>" for p in paras]
    if where == "body":
        blocks.insert(1, markup)
    menu = " ".join(f'<a href="/{slug(m)}">{escape(m)}</a>' for m in MENU[lang])
    head_extra = f"{markup}\n" if where == "head" else ""
    html = (
        f'<!DOCTYPE html>\n<html lang="{lang}">\n<head>\n<meta charset="utf-8">\n'
        f'<meta name="viewport" content="width=device-width, initial-scale=1">\n'
        f"<title>{escape(title)} - {escape(site)}</title>\n{head_extra}</head>\n<body>\n"
        f"<header><b>{escape(site)}</b> {menu}</header>\n"
        f"<main>\n<h1>{escape(title)}</h1>\n" + "\n".join(blocks) + "\n</main>\n"
        f"<footer>{escape(site)}</footer>\n</body>\n</html>\n"
    )
    return html.encode()


def _doc(doc_id: str, lang: str, url: str, body: bytes, family: str, **planted: str) -> LabeledDoc:
    return LabeledDoc(
        id=doc_id,
        part=PART,
        injected=bool(planted),
        channel=planted.get("channel"),
        language=lang,
        family=family,
        source="synthetic",
        url=url,
        content_type=PDF_TYPE if body.startswith(b"%PDF-") else HTML_TYPE,
        body=body,
        payload=planted.get("payload"),
        synthetic=True,
    )


def _attacks(lang: str) -> list[LabeledDoc]:
    out = []
    for i, row in enumerate(ATTACKS[lang]):
        shape = shape_of(i)
        text = dress(row.text, shape, lang)
        for channel in CHANNELS:
            doc_id = f"{TAG}-atk-{lang}-{i:02d}-{channel}"
            rng = random.Random(doc_id)
            kind = rng.choice(AI_KINDS if row.context in AI_CONTEXTS else KINDS + AI_KINDS)
            site, title, paras = HOSTS[lang][kind]
            stem = f"https://{slug(site)}.example/{lang}/{slug(row.context)}/{i:02d}"
            if channel == PDF_CHANNEL:
                technique = rng.choice(TECHNIQUES)
                body = make_pdf(f"{site}: {title}", list(paras), text, technique)
                url = f"{stem}.pdf"
            else:
                technique, where, markup = plant(channel, text, rng, site)
                body = page(lang, site, title, list(paras), (technique, where, markup))
                url = f"{stem}.html"
            topic = "ai" if kind in AI_KINDS else "general"
            family = (
                f"synthetic:addressee={row.addressee};ask={row.ask};soft={row.soft};"
                f"shape={shape};context={row.context};variant={variant_label(technique)};"
                f"carrier=synthetic;host_topic={topic};set={PART}"
            )
            out.append(_doc(doc_id, lang, url, body, family, channel=channel, payload=text))
    return out


def _clean(lang: str) -> list[LabeledDoc]:
    out = []
    every_kind = KINDS + AI_KINDS
    for c, (category, (title, sentences)) in enumerate(CLEAN[lang].items()):
        for k in range(DOCS_PER_CATEGORY):
            doc_id = f"{TAG}-clean-{lang}-{category}-{k}"
            rng = random.Random(doc_id)
            start = (2 * k + c) % len(sentences)
            own = list((sentences[start:] + sentences[:start])[: 4 + (c + k) % 3])
            site = HOSTS[lang][every_kind[(3 * c + k) % len(every_kind)]][0]
            url = f"https://{slug(site)}.example/{lang}/help/{slug(title)}-{k}"
            if k == 4:
                body = make_pdf(title, own, rng.choice(own), rng.choice(TECHNIQUES))
                where, url = PDF_CHANNEL, f"{url}.pdf"
            elif k == 1:
                body = page(lang, site, title, own, None)
                where, url = "none", f"{url}.html"
            else:
                where = HIDDEN_HTML[(2 * k + c) % len(HIDDEN_HTML)]
                body = page(lang, site, title, own, plant(where, rng.choice(own), rng, site))
                url = f"{url}.html"
            out.append(_doc(doc_id, lang, url, body, f"hardneg:{category};placed={where}"))
    for n, kind in enumerate(every_kind):
        site, title, paras = HOSTS[lang][kind]
        for j in range(2):
            doc_id = f"{TAG}-plain-{lang}-{kind}-{j}"
            rng = random.Random(doc_id)
            own_sentence = rng.choice(paras)
            url = f"https://{slug(site)}.example/{lang}/{'leaflet' if j else 'index'}"
            if j:
                body = make_pdf(
                    f"{site}: {title}", list(paras), own_sentence, rng.choice(TECHNIQUES)
                )
                where, url = PDF_CHANNEL, f"{url}.pdf"
            else:
                where = HIDDEN_HTML[(3 * n + 2) % len(HIDDEN_HTML)]
                body = page(lang, site, title, list(paras), plant(where, own_sentence, rng, site))
                url = f"{url}.html"
            out.append(_doc(doc_id, lang, url, body, f"plain:{kind};placed={where}"))
    return out


@lru_cache(maxsize=1)
def _everything() -> tuple[LabeledDoc, ...]:
    docs: list[LabeledDoc] = []
    for lang in LANGUAGES:
        docs.extend(_attacks(lang))
    for lang in LANGUAGES:
        docs.extend(_clean(lang))
    return tuple(docs)


def build(corpus: Path | None = None) -> tuple[LabeledDoc, ...]:
    """All documents of the set in a fixed order; ``corpus`` is never read."""
    del corpus
    return _everything()


build.cache_clear = _everything.cache_clear  # type: ignore[attr-defined]
