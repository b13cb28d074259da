"""Assembly of the eleventh held-out set: every attack in each of the seven channels on
one of this set's own host pages (AI-topic hosts for the AI contexts), then the clean
hard negatives (most with one of their own sentences also in a hidden channel or a hidden
PDF layer) and plain host pages. Every document draws from a ``random.Random`` seeded by
its own id, so the bytes are the same on every run; ``corpus`` is accepted, never read."""

from __future__ import annotations

import random
import re
from functools import lru_cache
from html import escape
from pathlib import Path

from injection_data import LabeledDoc

from . import attacks_en, attacks_es, attacks_pt, channels, clean_en, clean_es, clean_pt
from ._rows import AI_CONTEXTS, CONTEXTS, Row
from .channels import CHANNELS, PDF_CHANNEL
from .hosts import AI_KINDS, HOSTS, KINDS
from .pdfdraw import TECHNIQUES, make_pdf
from .shapes import dress, fallback, shape_of

PART = "heldout11"
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
NAV = {
    "en": ("Home", "Services", "Notices", "Contact"),
    "es": ("Inicio", "Servicios", "Avisos", "Contacto"),
    "pt": ("Início", "Serviços", "Avisos", "Contato"),
}
__all__ = ["AI_CONTEXTS", "ATTACKS", "CLEAN", "CONTEXTS", "build"]


def slug(text: str) -> str:
    return re.sub(r"[^a-z0-9]+", "-", text.lower().encode("ascii", "ignore").decode()).strip("-")


def place(channel: str, text: str, rng: random.Random, site: str) -> channels.Placed:
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
    raise ValueError(f"no HTML placer for channel {channel!r}")


def page(
    lang: str, site: str, title: str, paras: list[str], extra: tuple[str, str] | None
) -> bytes:
    where, markup = extra if extra is not None else ("", "")
    head = markup if where == "head" else ""
    body = [f"<p>{escape(p)}</p>" for p in paras]
    if where == "body":
        body.insert(min(2, len(body)), markup)
    nav = "".join(f'<a href="/{slug(n)}">{escape(n)}</a>' for n in NAV[lang])
    html = (
        f'<!DOCTYPE html>\n<html lang="{lang}"><head><meta charset="utf-8">'
        f"<title>{escape(title)} | {escape(site)}</title>{head}</head>"
        f"<body><header><strong>{escape(site)}</strong><nav>{nav}</nav></header>"
        f"<main><h1>{escape(title)}</h1>{''.join(body)}</main>"
        f"<footer>© {escape(site)}</footer></body></html>\n"
    )
    return html.encode("utf-8")


def doc(id_: str, lang: str, url: str, body: bytes, family: str, **attack: object) -> LabeledDoc:
    pdf = body.startswith(b"%PDF-")
    return LabeledDoc(
        id=id_,
        part=PART,
        injected=bool(attack),
        channel=attack.get("channel"),  # type: ignore[arg-type]
        language=lang,
        family=family,
        source="synthetic",
        url=url,
        content_type=PDF_TYPE if pdf else HTML_TYPE,
        body=body,
        payload=attack.get("payload"),  # type: ignore[arg-type]
        synthetic=True,
    )


def _attacks(lang: str) -> list[LabeledDoc]:
    out = []
    for i, row in enumerate(ATTACKS[lang]):
        for channel in CHANNELS:
            id_ = f"h11-atk-{lang}-{i:03d}-{channel}"
            rng = random.Random(id_)
            pdf = channel == PDF_CHANNEL
            shape = fallback(shape_of(i), pdf)
            text = dress(row.text, shape, rng)
            kind = rng.choice(AI_KINDS if row.context in AI_CONTEXTS else KINDS + AI_KINDS)
            site, title, paras = HOSTS[lang][kind]
            base = f"https://{slug(site)}.example/{row.context.replace('_', '-')}/{i:03d}"
            if pdf:
                variant = rng.choice(TECHNIQUES)
                body = make_pdf(f"{site}: {title}", list(paras), text, variant)
                url = base + ".pdf"
            else:
                variant, where, markup = place(channel, text, rng, site)
                body = page(lang, site, title, list(paras), (where, markup))
                url = base + ".html"
            topic = "ai" if kind in AI_KINDS else "general"
            family = (
                f"synthetic:addressee={row.addressee};ask={row.ask};soft={row.soft};"
                f"shape={shape};context={row.context};variant={slug(variant).replace('-', '_')};"
                f"carrier=synthetic;host_topic={topic};set={PART}"
            )
            out.append(doc(id_, lang, url, body, family, channel=channel, payload=text))
    return out


def _clean(lang: str) -> list[LabeledDoc]:
    out = []
    kinds = KINDS + AI_KINDS
    for c, (category, (title, sentences)) in enumerate(CLEAN[lang].items()):
        for k in range(COPIES):
            id_ = f"h11-clean-{lang}-{category}-{k}"
            rng = random.Random(id_)
            own = list(sentences[k:] + sentences[:k])[: 4 + k % 3]
            site = HOSTS[lang][kinds[(c + k) % len(kinds)]][0]
            url = f"https://{slug(site)}.example/{slug(title)}-{k}"
            if k == 5:
                hidden = rng.choice(own)
                how = rng.choice(TECHNIQUES)
                body = make_pdf(title, own, hidden, how)
                placed, url = PDF_CHANNEL, url + ".pdf"
            elif k == 0:
                body = page(lang, site, title, own, None)
                placed, url = "none", url + ".html"
            else:
                placed = HIDDEN_HTML[(k - 1 + c) % len(HIDDEN_HTML)]
                _, where, markup = place(placed, rng.choice(own), rng, site)
                body = page(lang, site, title, own, (where, markup))
                url += ".html"
            out.append(doc(id_, lang, url, body, f"hardneg:{category};placed={placed}"))
    for n, kind in enumerate(kinds):
        site, title, paras = HOSTS[lang][kind]
        for j in range(2):
            id_ = f"h11-plain-{lang}-{kind}-{j}"
            rng = random.Random(id_)
            hidden = rng.choice(paras)
            url = f"https://{slug(site)}.example/{'about' if j else 'index'}"
            if j:
                body = make_pdf(f"{site}: {title}", list(paras), hidden, rng.choice(TECHNIQUES))
                placed, url = PDF_CHANNEL, url + ".pdf"
            else:
                placed = HIDDEN_HTML[n % len(HIDDEN_HTML)]
                _, where, markup = place(placed, hidden, rng, site)
                body = page(lang, site, title, list(paras), (where, markup))
                url += ".html"
            out.append(doc(id_, lang, url, body, f"plain:{kind};placed={placed}"))
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
