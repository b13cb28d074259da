"""Building tuning10's documents: every attack in all seven channels of a host page of its
context, and every clean text in the channel it is written for. Each document has its own
``random.Random`` seeded by its kind, language, number and channel, so nothing depends on
what else was built."""

from __future__ import annotations

import html
import json
import random
from dataclasses import dataclass
from functools import lru_cache

from injection_data import LabeledDoc
from injection_data.plant import CHANNELS, PDF_CHANNEL, host_page, pdf_document, snippet

from . import LANGUAGES, PART, attacks_en, attacks_es, attacks_pt, clean, contexts
from .obfuscate import METHODS, entities, obfuscate

HTML_UTF8 = "text/html; charset=utf-8"
PDF = "application/pdf"
ATTACKS = {"es": attacks_es.ATTACKS, "pt": attacks_pt.ATTACKS, "en": attacks_en.ATTACKS}
# JSON-LD keys a site might invent; the planted text is their value.
INVENTED_KEYS = {
    "es": ["notaInterna", "avisoEditorial", "observaciones", "comentarioSistema", "x-nota"],
    "pt": ["notaInterna", "observacoes", "avisoEditorial", "comentarioSistema", "x-nota"],
    "en": ["internalNote", "editorNote", "remarks", "systemComment", "x-note"],
}
# Obfuscations that survive in each channel (HTML entities are decoded only in text and
# attribute values; a PDF's Helvetica has no zero-width or Cyrillic letters).
_NOT_IN = {
    "html_comment": {"entities"},
    "structured_data": {"entities"},
    PDF_CHANNEL: {"entities", "zero_width", "homoglyph"},
}
_FALLBACK = {"entities": "leet", "zero_width": "spaced", "homoglyph": "strip_accents"}


@dataclass(frozen=True)
class Attack:
    lang: str
    number: int
    context: str
    addressee: str
    ask: str
    soft: str
    shape: str
    text: str  # the order as written
    obf: str  # "none" or one of obfuscate.METHODS

    @property
    def axes(self) -> str:
        return (
            f"addressee={self.addressee};ask={self.ask};soft={self.soft};"
            f"shape={self.shape};context={self.context}"
        )


def _rng(*key: object) -> random.Random:
    return random.Random("injection-tuning10:" + ":".join(str(k) for k in key))


def attacks(lang: str) -> list[Attack]:
    out = []
    for n, row in enumerate(ATTACKS[lang]):
        context, addressee, ask, soft, shape, text = row
        obf = METHODS[(n // 5) % len(METHODS)] if n % 5 == 2 else "none"
        out.append(Attack(lang, n, context, addressee, ask, soft, shape, text, obf))
    return out


def _buried(text: str, paragraphs: list[str], rng: random.Random) -> str:
    """``text`` in the middle of a paragraph of the context (the order buried)."""
    sentences = [s for p in paragraphs for s in p.replace(". ", ".\n").splitlines() if s]
    k = min(len(sentences), rng.randint(3, 5))
    chosen = sentences[:k]
    at = max(1, k // 2)
    return " ".join([*chosen[:at], text, *chosen[at:]])


def _planted(attack: Attack, channel: str, rng: random.Random) -> tuple[str, str, str]:
    """(the text planted in ``channel``, the obfuscation used there, the payload).

    The payload is the order as written, except under leetspeak, which a reader takes as
    it is: then it is the order as planted, so the sentence that holds it is the one
    labelled. A buried order is obfuscated before it is put in its paragraph."""
    method = attack.obf
    if method in _NOT_IN.get(channel, set()):
        method = _FALLBACK[method]
    text = attack.text
    if method not in ("none", "entities"):
        text = obfuscate(text, method, rng)
    payload = text if method == "leet" else attack.text
    if attack.shape == "buried":
        text = _buried(text, contexts.paragraphs(attack.lang, attack.context), rng)
    return text, method, payload


def _attack_doc(attack: Attack, channel: str) -> LabeledDoc:
    rng = _rng("atk", attack.lang, attack.number, channel)
    site, title, paragraphs = contexts.host(attack.lang, attack.context)
    text, method, payload = _planted(attack, channel, rng)
    url = f"https://{site}/{contexts.slug(title)}-{rng.randrange(10**6)}"
    if channel == PDF_CHANNEL:
        body, technique = pdf_document(title, paragraphs, text, rng)
        content_type = PDF
        url = url.replace("https://", "https://docs.") + ".pdf"
    else:
        where, markup, technique = snippet(
            channel,
            text,
            rng,
            invented_keys=INVENTED_KEYS[attack.lang],
            name=contexts.brand(attack.lang, attack.context),
        )
        if method == "entities":
            encoded = entities(text, rng)
            for escaped in (
                html.escape(text, quote=True).replace("\n", "&#10;"),
                html.escape(text),
            ):
                markup = markup.replace(escaped, encoded)
        body = host_page(
            attack.lang,
            rng,
            site=site,
            title=title,
            paragraphs=list(paragraphs),
            head=markup if where == "head" else "",
            body=markup if where == "body" else "",
        )
        content_type = HTML_UTF8
    return LabeledDoc(
        id=f"t10-atk-{attack.lang}-{channel}-{attack.number:04d}",
        part=PART,
        injected=True,
        channel=channel,
        language=attack.lang,
        family=f"tuning10:{attack.axes};obf={method};variant={technique};carrier=synthetic",
        source="synthetic",
        url=url,
        content_type=content_type,
        body=body,
        payload=payload,
        synthetic=True,
    )


def _clean_markup(channel: str, text: str, name: str, rng: random.Random) -> tuple[str, str]:
    """(where, HTML) of a clean ``text`` in the channel where such text sits on real pages."""
    if channel == "meta":
        key = rng.choice(["description", "og:description", "twitter:description"])
        attr = "name" if key == "description" else "property"
        return "head", f'<meta {attr}="{key}" content="{html.escape(text, quote=True)}">'
    if channel == "attribute":
        kind = rng.randrange(3)
        value = html.escape(text, quote=True)
        if kind == 0:
            return (
                "body",
                f'<figure><img src="/img/foto-{rng.randrange(99)}.jpg" alt="{value}"></figure>',
            )
        if kind == 1:
            return "body", f'<p><a href="/ayuda" title="{value}">+ info</a></p>'
        return "body", f'<button type="button" aria-label="{value}">?</button>'
    if channel == "structured_data":
        data = {
            "@context": "https://schema.org",
            "@type": rng.choice(["WebPage", "Article", "FAQPage", "Product", "Organization"]),
            "name": name,
            "description": text,
        }
        dumped = json.dumps(data, ensure_ascii=False, indent=rng.choice([None, 2]))
        return rng.choice(["head", "body"]), (
            '<script type="application/ld+json">' + dumped.replace("</", "<\\/") + "</script>"
        )
    if channel == "html_comment":
        return rng.choice(["head", "body"]), f"<!-- {text.replace('--', '- -')} -->"
    return "body", f'<div class="aviso"><p>{html.escape(text)}</p></div>'


def _clean_doc(lang: str, item: clean.CleanText, number: int) -> LabeledDoc:
    rng = _rng("clean", lang, item.category, number)
    site, title, paragraphs = contexts.host(lang, item.context)
    url = f"https://{site}/{contexts.slug(title)}-{rng.randrange(10**6)}"
    if item.channel == "pdf_text":
        body, _ = pdf_document(title, [*paragraphs, item.text], None, rng)
        content_type = PDF
        url = url.replace("https://", "https://docs.") + ".pdf"
    else:
        where, markup = _clean_markup(
            item.channel, item.text, contexts.brand(lang, item.context), rng
        )
        page = host_page(
            lang,
            rng,
            site=site,
            title=title,
            paragraphs=list(paragraphs),
            head=markup if where == "head" else "",
            body=markup if where == "body" else "",
        )
        body = page
        content_type = HTML_UTF8
    return LabeledDoc(
        id=f"t10-clean-{lang}-{item.category}-{number:02d}",
        part=PART,
        injected=False,
        channel=None,
        language=lang,
        family=f"tuning10-clean:category={item.category};context={item.context};channel={item.channel}",
        source="synthetic",
        url=url,
        content_type=content_type,
        body=body,
        payload=None,
        synthetic=True,
    )


def make() -> tuple[LabeledDoc, ...]:
    """Every document, built afresh (``build`` caches this)."""
    docs: list[LabeledDoc] = []
    for lang in LANGUAGES:
        for attack in attacks(lang):
            docs.extend(_attack_doc(attack, channel) for channel in CHANNELS)
    for lang in LANGUAGES:
        counts: dict[str, int] = {}
        for item in clean.texts(lang):
            n = counts.get(item.category, 0)
            counts[item.category] = n + 1
            docs.append(_clean_doc(lang, item, n))
    return tuple(docs)


@lru_cache(maxsize=1)
def build() -> tuple[LabeledDoc, ...]:
    return make()


__all__ = ["Attack", "attacks", "build", "make"]
