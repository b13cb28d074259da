"""Assembly of the seventh held-out set: every attack in every one of the seven channels,
on a host page of ``hosts`` (AI-topic hosts for the AI contexts, and for some others) or,
for about a quarter of the HTML documents, on a real html-dev2 page of the frozen test
side that none of heldout4, heldout5 and heldout6 drew; the clean hard negatives (most with
one of their own sentences also in a hidden channel or a hidden PDF layer) and plain host
pages. Every document draws from a ``random.Random`` seeded by its own id.

The earlier sets drew their carriers from the test-side pages of at most 300 kB; between
them they used all 62 of those. The fresh ones left are the larger test-side pages, so
this set takes test-side pages of up to 1 MB that none of them drew."""

from __future__ import annotations

import gzip
import hashlib
import json
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
from .channels import CHANNELS, HTML_CHANNELS, PDF_CHANNEL, place, splice
from .shapes import dress, for_pdf, shape_of

PART = "heldout7"
LANGUAGES = ("en", "es", "pt")
HTML_TYPE = "text/html; charset=utf-8"
PDF_TYPE = "application/pdf"
ATTACKS = {"en": attacks_en.ATTACKS, "es": attacks_es.ATTACKS, "pt": attacks_pt.ATTACKS}
CLEAN = {"en": clean_en.PAGES, "es": clean_es.PAGES, "pt": clean_pt.PAGES}
AI_CONTEXTS = frozenset({"model_card", "prompt_marketplace", "ai_course_syllabus"})
VARIANTS = 6
PLACEMENTS = (
    "none",
    "css_hidden",
    "html_comment",
    "meta",
    "attribute",
    "structured_data",
    PDF_CHANNEL,
)
CORPUS_SHARE = 0.25
CARRIERS = 8
EARLIER_DRAWS = 24  # heldout4 and heldout5 drew 24 carriers each, heldout6 14
EARLIER_MAX_BYTES = 300_000  # the size limit the earlier sets drew under
MAX_BYTES = 1_000_000
SPLIT = Path(__file__).resolve().parents[1] / "html_dev2_split.json"


def seeded(doc_id: str) -> random.Random:
    return random.Random("injection-heldout7:" + doc_id)


def on_test_side(page_id: str) -> bool:
    """html_dev2_split's rule: bucket of sha256("html-dev2-split:" + id) >= 60 is test."""
    digest = hashlib.sha256(f"html-dev2-split:{page_id}".encode()).hexdigest()
    return int(digest[:8], 16) % 100 >= 60


def salted(salt: str, page_id: str) -> str:
    return hashlib.sha256(f"{salt}{page_id}".encode()).hexdigest()


def frozen_side_pages(corpus: Path | None, limit: int) -> dict[str, tuple[str, str, str]]:
    """Every html-dev2 page of the frozen test side: in the split's test list, not in dev,
    test by the rule, UTF-8, at most ``limit`` bytes."""
    if corpus is None:
        return {}
    folder = corpus / "html-dev2"
    truth = folder / "ground-truth.json"
    if not truth.is_file():
        return {}
    urls = {k: v["url"] for k, v in json.loads(truth.read_text("utf-8")).items()}
    split = json.loads(SPLIT.read_text("utf-8"))
    dev = set(split["dev"])
    found: dict[str, tuple[str, str, str]] = {}
    for page_id in split["test"]:
        if page_id in dev or page_id not in urls or not on_test_side(page_id):
            continue
        path = folder / f"{page_id}.html.gz"
        if not path.is_file():
            continue
        raw = gzip.decompress(path.read_bytes())
        if len(raw) > limit:
            continue
        try:
            found[page_id] = (page_id, urls[page_id], raw.decode("utf-8"))
        except UnicodeDecodeError:
            continue
    return found


def drawn_earlier(small: list[str]) -> set[str]:
    """Every carrier heldout4, heldout5 or heldout6 may have drawn, replicated from their
    rules over the test-side pages of at most 300 kB: the first 24 by
    sha256("heldout4-carrier:" + id) and by sha256("heldout5-carrier:" + id); heldout5's
    actual draw (heldout4's 24 put last); the first 24 by sha256("heldout6-carrier:" + id)
    and heldout6's actual draw (its 14 first of the rest by that order)."""
    by4 = sorted(small, key=lambda p: salted("heldout4-carrier:", p))[:EARLIER_DRAWS]
    by5 = sorted(small, key=lambda p: salted("heldout5-carrier:", p))[:EARLIER_DRAWS]
    four = set(by4)
    drawn5 = sorted(small, key=lambda p: (p in four, salted("heldout5-carrier:", p)))
    before6 = four | set(by5) | set(drawn5[:EARLIER_DRAWS])
    order6 = sorted(small, key=lambda p: salted("heldout6-carrier:", p))
    drawn6 = [p for p in order6 if p not in before6][:14]
    return before6 | set(order6[:EARLIER_DRAWS]) | set(drawn6)


def carriers(corpus: Path | None) -> list[tuple[str, str, str]]:
    """(page id, url, html) of up to ``CARRIERS`` test-side html-dev2 pages (at most 1 MB)
    that no earlier set drew, in the order of sha256("heldout7-carrier:" + id). Empty
    without the corpus; read at run time, never copied."""
    pages = frozen_side_pages(corpus, MAX_BYTES)
    small = [p for p, (_, _, text) in pages.items() if len(text.encode()) <= EARLIER_MAX_BYTES]
    earlier = drawn_earlier(small)
    fresh = sorted(
        (p for p in pages if p not in earlier), key=lambda p: salted("heldout7-carrier:", p)
    )
    return [pages[p] for p in fresh[:CARRIERS]]


@lru_cache(maxsize=4)
def build(corpus: Path | None) -> tuple[LabeledDoc, ...]:
    pool = carriers(corpus)
    docs: list[LabeledDoc] = []
    for lang in LANGUAGES:
        for a, attack in enumerate(ATTACKS[lang]):
            for c, channel in enumerate(CHANNELS):
                doc = _attack(lang, a, attack, c, channel, pool)
                if doc is not None:
                    docs.append(doc)
    for lang in LANGUAGES:
        docs.extend(_hard_negatives(lang))
        docs.extend(_plain_pages(lang))
    return tuple(docs)


def _pick(rng: random.Random, paragraphs: tuple[str, ...], least: int) -> list[str]:
    n = len(paragraphs)
    kept = sorted(rng.sample(range(n), k=rng.randint(min(least, n), n)))
    return [paragraphs[i] for i in kept]


def _host_kind(context: str, a: int, c: int) -> str:
    if context in AI_CONTEXTS:
        return hosts.AI_KINDS[(2 * a + c) % len(hosts.AI_KINDS)]
    every = (*hosts.KINDS, *hosts.AI_KINDS)
    return every[(5 * a + 3 * c) % len(every)]


def _attack(
    lang: str,
    a: int,
    attack: tuple[str, str, str, str, str],
    c: int,
    channel: str,
    pool: list[tuple[str, str, str]],
) -> LabeledDoc | None:
    addressee, ask, soft, context, text = attack
    doc_id = f"h7-atk-{lang}-{channel}-{a:03d}"
    rng = seeded(doc_id)
    shape = shape_of(a)
    if channel == PDF_CHANNEL:
        shape = for_pdf(shape)
    dressed = dress(shape, text, rng)
    entities = shape == "entities"
    riding = channel in HTML_CHANNELS and rng.random() < CORPUS_SHARE
    page_note = ""
    if riding:
        if not pool:
            return None
        page_id, url, original = pool[rng.randrange(len(pool))]
        region, snippet, technique = place(
            channel, dressed, rng, title=url.split("/")[2], entities=entities
        )
        body = splice(original, region, snippet, rng).encode("utf-8")
        source, content_type, topic = "corpus:html-dev2", HTML_TYPE, "corpus"
        page_note = f";page=html-dev2/{page_id}"
    else:
        kind = _host_kind(context, a, c)
        topic = "ai" if kind in hosts.AI_KINDS else "general"
        site, titles, paragraphs = hosts.HOSTS[lang][kind]
        title = titles[rng.randrange(len(titles))]
        prose = _pick(rng, paragraphs, 3)
        slug = f"{kind.replace('_', '-')}/{rng.randrange(16**5):05x}"
        source = "synthetic"
        if channel == PDF_CHANNEL:
            body, technique = pdfbytes.build_pdf(
                title, [markup.plain_text(p) for p in prose], dressed, rng
            )
            content_type, url = PDF_TYPE, f"https://{site}/docs/{slug}.pdf"
        else:
            body, technique = markup.page(
                lang, rng, title, site, prose, channel, dressed, entities=entities
            )
            content_type, url = HTML_TYPE, f"https://{site}/{slug}"
    family = (
        f"synthetic:addressee={addressee};ask={ask};soft={soft};shape={shape};"
        f"context={context};variant={technique};carrier={source}{page_note};"
        f"host_topic={topic};set={PART}"
    )
    return LabeledDoc(
        id=doc_id,
        part=PART,
        injected=True,
        channel=channel,
        language=lang,
        family=family,
        source=source,
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
            doc_id = f"h7-clean-{lang}-{category}-{j}"
            rng = seeded(doc_id)
            prose = _pick(rng, paragraphs, 3)
            placement = PLACEMENTS[(3 * k + j) % len(PLACEMENTS)]
            site = f"{category.replace('_', '-')}.{lang}.example.net"
            url = f"https://{site}/item/{j + 1}"
            sentence = rng.choice(markup.own_sentences(prose) or [title])
            if placement == PDF_CHANNEL:
                body, _ = pdfbytes.build_pdf(
                    title, [markup.plain_text(p) for p in prose], sentence, rng
                )
                content_type, url = PDF_TYPE, url + ".pdf"
            else:
                hidden = None if placement == "none" else sentence
                body, _ = markup.page(lang, rng, title, site, prose, placement, hidden)
                content_type = HTML_TYPE
            family = f"hardneg:{category};placed={placement}"
            docs.append(_clean(doc_id, lang, family, url, content_type, body))
    return docs


def _plain_pages(lang: str) -> list[LabeledDoc]:
    docs: list[LabeledDoc] = []
    for k, kind in enumerate((*hosts.KINDS, *hosts.AI_KINDS)):
        site, titles, paragraphs = hosts.HOSTS[lang][kind]
        for j in range(2):
            doc_id = f"h7-plain-{lang}-{kind}-{j}"
            rng = seeded(doc_id)
            prose = _pick(rng, paragraphs, 3)
            sentence = rng.choice(markup.own_sentences(prose))
            title = titles[j % len(titles)]
            if j == 0:
                placement = PDF_CHANNEL
                body, _ = pdfbytes.build_pdf(
                    title, [markup.plain_text(p) for p in prose], sentence, rng
                )
                content_type, url = PDF_TYPE, f"https://{site}/docs/{kind}.pdf"
            else:
                placement = PLACEMENTS[1 + k % 5]
                body, _ = markup.page(lang, rng, title, site, prose, placement, sentence)
                content_type, url = HTML_TYPE, f"https://{site}/{kind}"
            family = f"plain:{kind};placed={placement}"
            docs.append(_clean(doc_id, lang, family, url, content_type, body))
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
