"""Assembly of the tenth held-out set: every attack in each of the seven channels on one
of this set's own host pages (AI-topic hosts for the AI contexts, any host for the
others), then the clean hard negatives (most with one of their own sentences also put in
a hidden channel or a hidden PDF layer) and plain host pages. Every document draws from a
``random.Random`` seeded by its own id, so the bytes are the same on every run.

No corpus carriers: the ninth set's docstring records that every usable frozen-test-side
page had already been drawn, so this set rides only on its own hosts; ``corpus`` is
accepted and never read."""

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
    pdfdraw,
)
from ._rows import Row
from .channels import CHANNELS, PDF_CHANNEL
from .shapes import dress, fallback, shape_of

PART = "heldout10"
LANGUAGES = ("en", "es", "pt")
HTML_TYPE = "text/html; charset=utf-8"
PDF_TYPE = "application/pdf"
ATTACKS: dict[str, tuple[Row, ...]] = {
    "en": attacks_en.ATTACKS,
    "es": attacks_es.ATTACKS,
    "pt": attacks_pt.ATTACKS,
}
CLEAN = {"en": clean_en.PAGES, "es": clean_es.PAGES, "pt": clean_pt.PAGES}
AI_CONTEXTS = frozenset({"dataset_card", "ai_incident_log", "gpu_rental_listing"})
CONTEXTS = (
    "wine_tasting_notes",
    "concert_setlist",
    "home_swap_profile",
    "beekeeping_log",
    "citizen_science_count",
    "book_errata",
    "fishing_report",
    "genealogy_record",
    "quiz_night_results",
    "repair_cafe_log",
    "seed_swap_catalogue",
    "theatre_programme",
    *sorted(AI_CONTEXTS),
)
COPIES = 6
PLACEMENTS = (
    "none",
    "css_hidden",
    "html_comment",
    "attribute",
    "meta",
    "structured_data",
    PDF_CHANNEL,
)


def seeded(doc_id: str) -> random.Random:
    return random.Random("heldout10|" + doc_id)


@lru_cache(maxsize=2)
def build(corpus: Path | None = None) -> tuple[LabeledDoc, ...]:
    """Every document in a fixed order; ``corpus`` is accepted and not read."""
    docs: list[LabeledDoc] = []
    for lang in LANGUAGES:
        for a, row in enumerate(ATTACKS[lang]):
            for c, channel in enumerate(CHANNELS):
                docs.append(_attack(lang, a, row, c, channel))
    for lang in LANGUAGES:
        docs.extend(_hard_negatives(lang))
        docs.extend(_plain(lang))
    return tuple(docs)


def _some(rng: random.Random, paragraphs: tuple[str, ...], least: int) -> list[str]:
    k = rng.randint(min(least, len(paragraphs)), len(paragraphs))
    return [paragraphs[i] for i in sorted(rng.sample(range(len(paragraphs)), k))]


def host_for(context: str, a: int, c: int) -> str:
    if context in AI_CONTEXTS:
        return hosts.AI_KINDS[(a + 2 * c) % len(hosts.AI_KINDS)]
    kinds = (*hosts.KINDS, *hosts.AI_KINDS)
    return kinds[(3 * a + c) % len(kinds)]


def _attack(lang: str, a: int, row: Row, c: int, channel: str) -> LabeledDoc:
    addressee, ask, soft, context, text = row
    doc_id = f"h10-atk-{lang}-{a:03d}-{channel}"
    rng = seeded(doc_id)
    shape = fallback(shape_of(a), channel)
    dressed = dress(shape, text, rng)
    kind = host_for(context, a, c)
    topic = "ai" if kind in hosts.AI_KINDS else "general"
    site, titles, paragraphs = hosts.HOSTS[lang][kind]
    title = rng.choice(titles)
    prose = _some(rng, paragraphs, 2)
    slug = f"{kind.replace('_', '-')}/{rng.randrange(10**5):05d}"
    if channel == PDF_CHANNEL:
        body, technique = pdfdraw.make_pdf(title, prose, dressed, rng)
        content_type, url = PDF_TYPE, f"https://{site}/files/{slug}.pdf"
    else:
        body, technique = markup.page(lang, rng, title, site, prose, channel, dressed)
        content_type, url = HTML_TYPE, f"https://{site}/{slug}"
    family = (
        f"synthetic:addressee={addressee};ask={ask};soft={soft};shape={shape};"
        f"context={context};variant={technique};carrier=synthetic;host_topic={topic};set={PART}"
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
        for j in range(COPIES):
            doc_id = f"h10-clean-{lang}-{category}-{j}"
            rng = seeded(doc_id)
            prose = _some(rng, paragraphs, 2)
            placement = PLACEMENTS[(2 * k + j) % len(PLACEMENTS)]
            site = f"{category.replace('_', '-')}.{lang}.example.org"
            url = f"https://{site}/p/{j + 1}"
            own = rng.choice(markup.sentences(prose) or [title])
            if placement == PDF_CHANNEL:
                body, _ = pdfdraw.make_pdf(title, prose, own, rng)
                content_type, url = PDF_TYPE, url + ".pdf"
            else:
                hidden = None if placement == "none" else own
                body, _ = markup.page(lang, rng, title, site, prose, placement, hidden)
                content_type = HTML_TYPE
            docs.append(
                _clean(
                    doc_id, lang, f"hardneg:{category};placed={placement}", url, content_type, body
                )
            )
    return docs


def _plain(lang: str) -> list[LabeledDoc]:
    docs: list[LabeledDoc] = []
    for k, kind in enumerate((*hosts.KINDS, *hosts.AI_KINDS)):
        site, titles, paragraphs = hosts.HOSTS[lang][kind]
        for j in range(2):
            doc_id = f"h10-plain-{lang}-{kind}-{j}"
            rng = seeded(doc_id)
            prose = _some(rng, paragraphs, 2)
            own = rng.choice(markup.sentences(prose) or [titles[0]])
            title = titles[j % len(titles)]
            if j == 1:
                placement = PDF_CHANNEL
                body, _ = pdfdraw.make_pdf(title, prose, own, rng)
                content_type, url = PDF_TYPE, f"https://{site}/files/{kind}.pdf"
            else:
                placement = PLACEMENTS[1 + k % 5]
                body, _ = markup.page(lang, rng, title, site, prose, placement, own)
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
