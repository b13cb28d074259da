"""Assembly of the ninth held-out set: every attack in each of the seven channels on a host
page of ``hosts`` (an AI-topic host for the AI contexts, any host for the others), then
the clean hard negatives (most with one of their own sentences also in a hidden channel or
a hidden PDF layer) and plain host pages. Each document draws from a ``random.Random``
seeded by its own id, so the bytes are the same on every run.

No corpus carriers: the brief asked for frozen-test-side pages no earlier held-out set
drew. Loading heldout, heldout3 .. heldout8 with the corpus and reading only their
``page=`` labels showed 109 drawn pages (70 html-dev2, 37 html-dev, 2 html): every
html-dev2 test-side page of ``benchmarks/html_dev2_split.json`` and all but two html/ and
html-dev/ test-side pages of ``benchmarks/injection_split.json``; those two are not UTF-8
(and the five test-side PDFs are not HTML). So, as the brief allows, every attack rides
on this set's own host pages, ``corpus`` is accepted and unused, and the set is the same
with or without the shared corpus."""

from __future__ import annotations

import random
from functools import lru_cache
from pathlib import Path

from injection_data import LabeledDoc

from . import (
    attacks_en,
    attacks_es,
    attacks_pt,
    clean_en,
    clean_es,
    clean_pt,
    hosts,
    markup,
    pdfbytes,
)
from .channels import CHANNELS, PDF_CHANNEL
from .shapes import dress, for_pdf, shape_of

PART = "heldout9"
LANGUAGES = ("en", "es", "pt")
HTML_TYPE = "text/html; charset=utf-8"
PDF_TYPE = "application/pdf"
ATTACKS = {"en": attacks_en.ATTACKS, "es": attacks_es.ATTACKS, "pt": attacks_pt.ATTACKS}
CLEAN = {"en": clean_en.PAGES, "es": clean_es.PAGES, "pt": clean_pt.PAGES}
AI_CONTEXTS = frozenset({"llm_leaderboard", "ai_tutor_review", "agent_plugin_directory"})
VARIANTS = 6
PLACEMENTS = (
    "none",
    "css_hidden",
    "html_comment",
    "attribute",
    "meta",
    "structured_data",
    PDF_CHANNEL,
)
CARRIER_PAGES: tuple[str, ...] = ()  # see the module docstring


def seeded(doc_id: str) -> random.Random:
    return random.Random("injection-heldout9/" + doc_id)


@lru_cache(maxsize=4)
def build(corpus: Path | None = None) -> tuple[LabeledDoc, ...]:
    """Every document; ``corpus`` is accepted for the common interface and not read."""
    docs: list[LabeledDoc] = []
    for lang in LANGUAGES:
        for a, attack in enumerate(ATTACKS[lang]):
            for c, channel in enumerate(CHANNELS):
                docs.append(_attack(lang, a, attack, c, channel))
    for lang in LANGUAGES:
        docs.extend(_hard_negatives(lang))
        docs.extend(_plain_pages(lang))
    return tuple(docs)


def _pick(rng: random.Random, paragraphs: tuple[str, ...], least: int) -> list[str]:
    n = len(paragraphs)
    chosen = sorted(rng.sample(range(n), k=rng.randint(min(least, n), n)))
    return [paragraphs[i] for i in chosen]


def host_kind(context: str, a: int, c: int) -> str:
    if context in AI_CONTEXTS:
        return hosts.AI_KINDS[(a + c) % len(hosts.AI_KINDS)]
    every = (*hosts.KINDS, *hosts.AI_KINDS)
    return every[(2 * a + 3 * c) % len(every)]


def _attack(
    lang: str, a: int, attack: tuple[str, str, str, str, str], c: int, channel: str
) -> LabeledDoc:
    addressee, ask, soft, context, text = attack
    doc_id = f"h9-atk-{lang}-{a:03d}-{channel}"
    rng = seeded(doc_id)
    shape = shape_of(a)
    if channel == PDF_CHANNEL:
        shape = for_pdf(shape)
    dressed = dress(shape, text, rng)
    kind = host_kind(context, a, c)
    topic = "ai" if kind in hosts.AI_KINDS else "general"
    site, titles, paragraphs = hosts.HOSTS[lang][kind]
    title = rng.choice(titles)
    prose = _pick(rng, paragraphs, 2)
    slug = f"{kind.replace('_', '-')}/{rng.randrange(10**6):06d}"
    if channel == PDF_CHANNEL:
        body, technique = pdfbytes.build_pdf(title, [markup.flat(p) for p in prose], dressed, rng)
        content_type, url = PDF_TYPE, f"https://{site}/docs/{slug}.pdf"
    else:
        body, technique = markup.page(lang, rng, title, site, prose, channel, dressed)
        content_type, url = HTML_TYPE, f"https://{site}/{slug}"
    family = (
        f"synthetic:addressee={addressee};ask={ask};soft={soft};shape={shape};"
        f"context={context};variant={technique};carrier=synthetic;"
        f"host_topic={topic};set={PART}"
    )
    return LabeledDoc(
        id=doc_id,
        part=PART,
        injected=True,
        channel=channel,
        language=lang,
        family=family,
        source="synthetic",
        url=url,
        content_type=content_type,
        body=body,
        payload=text,
        synthetic=True,
    )


def _hard_negatives(lang: str) -> list[LabeledDoc]:
    docs: list[LabeledDoc] = []
    for k, (category, (title, paragraphs)) in enumerate(CLEAN[lang].items()):
        for j in range(VARIANTS):
            doc_id = f"h9-clean-{lang}-{category}-{j}"
            rng = seeded(doc_id)
            prose = _pick(rng, paragraphs, 2)
            placement = PLACEMENTS[(3 * k + j) % len(PLACEMENTS)]
            site = f"{category.replace('_', '-')}-{lang}.example.net"
            url = f"https://{site}/page-{j + 1}"
            sentence = rng.choice(markup.own_sentences(prose) or [title])
            if placement == PDF_CHANNEL:
                body, _ = pdfbytes.build_pdf(title, [markup.flat(p) for p in prose], sentence, rng)
                content_type, url = PDF_TYPE, url + ".pdf"
            else:
                hidden = None if placement == "none" else sentence
                body, _ = markup.page(lang, rng, title, site, prose, placement, hidden)
                content_type = HTML_TYPE
            docs.append(
                _clean(
                    doc_id, lang, f"hardneg:{category};placed={placement}", url, content_type, body
                )
            )
    return docs


def _plain_pages(lang: str) -> list[LabeledDoc]:
    docs: list[LabeledDoc] = []
    for k, kind in enumerate((*hosts.KINDS, *hosts.AI_KINDS)):
        site, titles, paragraphs = hosts.HOSTS[lang][kind]
        for j in range(2):
            doc_id = f"h9-plain-{lang}-{kind}-{j}"
            rng = seeded(doc_id)
            prose = _pick(rng, paragraphs, 2)
            sentence = rng.choice(markup.own_sentences(prose))
            title = titles[j % len(titles)]
            if j == 1:
                placement = PDF_CHANNEL
                body, _ = pdfbytes.build_pdf(title, [markup.flat(p) for p in prose], sentence, rng)
                content_type, url = PDF_TYPE, f"https://{site}/docs/{kind}.pdf"
            else:
                placement = PLACEMENTS[1 + k % 5]
                body, _ = markup.page(lang, rng, title, site, prose, placement, sentence)
                content_type, url = HTML_TYPE, f"https://{site}/{kind.replace('_', '-')}"
            docs.append(
                _clean(doc_id, lang, f"plain:{kind};placed={placement}", url, content_type, body)
            )
    return docs


def _clean(
    doc_id: str, lang: str, family: str, url: str, content_type: str, body: bytes
) -> LabeledDoc:
    return LabeledDoc(
        id=doc_id,
        part=PART,
        injected=False,
        channel=None,
        language=lang,
        family=family,
        source="synthetic",
        url=url,
        content_type=content_type,
        body=body,
        payload=None,
        synthetic=True,
    )
