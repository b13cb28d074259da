"""Assembly of the eighth held-out set: every attack in every one of the seven channels,
on a host page of ``hosts`` (AI-topic hosts for the AI contexts, and for some others) or,
for about a quarter of the HTML documents, on a real page of the FROZEN TEST side of
``benchmarks/injection_split.json`` from the corpus folders ``html/`` and ``html-dev/``;
then the clean hard negatives (most with one of their own sentences also in a hidden
channel or a hidden PDF layer) and plain host pages. Every document draws from a
``random.Random`` seeded by its own id.

Carriers: the split's test-side pages (in its ``pages.test`` list, not in ``pages.dev``,
test by its rule: bucket of sha256("injection-split:page:" + path) >= 60) of ``html/`` and
``html-dev/`` that decode as UTF-8 and have an http(s) URL in their folder's
``manifest.json``; the
first ``CARRIERS`` in the order of sha256("heldout8-carrier:" + path). They are read at
run time from ``../shared/corpus`` and never copied."""

from __future__ import annotations

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

PART = "heldout8"
LANGUAGES = ("en", "es", "pt")
HTML_TYPE = "text/html; charset=utf-8"
PDF_TYPE = "application/pdf"
ATTACKS = {"en": attacks_en.ATTACKS, "es": attacks_es.ATTACKS, "pt": attacks_pt.ATTACKS}
CLEAN = {"en": clean_en.PAGES, "es": clean_es.PAGES, "pt": clean_pt.PAGES}
AI_CONTEXTS = frozenset({"ai_safety_blog", "chatbot_marketplace", "ai_regulation_explainer"})
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
FOLDERS = ("html", "html-dev")
MAX_BYTES = 1_000_000
SPLIT = Path(__file__).resolve().parents[1] / "injection_split.json"


def seeded(doc_id: str) -> random.Random:
    return random.Random("injection-heldout8:" + doc_id)


def on_test_side(path: str) -> bool:
    digest = hashlib.sha256(f"injection-split:page:{path}".encode()).hexdigest()
    return int(digest[:8], 16) % 100 >= 60


def frozen_test_pages(corpus: Path | None) -> dict[str, tuple[str, str, str]]:
    """path -> (path, url, html) for every usable frozen-test-side page of ``html/`` and
    ``html-dev/``; empty without the corpus."""
    if corpus is None:
        return {}
    split = json.loads(SPLIT.read_text("utf-8"))["pages"]
    dev = set(split["dev"])
    urls: dict[str, str] = {}
    for folder in FOLDERS:
        manifest = corpus / folder / "manifest.json"
        if manifest.is_file():
            pages = json.loads(manifest.read_text("utf-8")).get("pages", {})
            urls.update(
                {
                    f"{folder}/{name}": v["url"]
                    for name, v in pages.items()
                    if str(v.get("url", "")).startswith(("http://", "https://"))
                }
            )
    found: dict[str, tuple[str, str, str]] = {}
    for path in split["test"]:
        if path.split("/")[0] not in FOLDERS or path in dev or path not in urls:
            continue
        if not on_test_side(path):
            continue
        file = corpus / path
        if not file.is_file() or file.stat().st_size > MAX_BYTES:
            continue
        try:
            found[path] = (path, urls[path], file.read_bytes().decode("utf-8"))
        except UnicodeDecodeError:
            continue
    return found


def carriers(corpus: Path | None) -> list[tuple[str, str, str]]:
    """(path, url, html) of up to ``CARRIERS`` frozen-test-side pages, in the order of
    sha256("heldout8-carrier:" + path)."""
    pages = frozen_test_pages(corpus)
    order = sorted(
        pages, key=lambda p: hashlib.sha256(f"heldout8-carrier:{p}".encode()).hexdigest()
    )
    return [pages[p] for p in order[:CARRIERS]]


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
        return hosts.AI_KINDS[(a + 2 * c) % len(hosts.AI_KINDS)]
    every = (*hosts.KINDS, *hosts.AI_KINDS)
    return every[(3 * a + 5 * c) % len(every)]


def _attack(
    lang: str,
    a: int,
    attack: tuple[str, str, str, str, str],
    c: int,
    channel: str,
    pool: list[tuple[str, str, str]],
) -> LabeledDoc | None:
    addressee, ask, soft, context, text = attack
    doc_id = f"h8-atk-{lang}-{channel}-{a:03d}"
    rng = seeded(doc_id)
    shape = shape_of(a)
    if channel == PDF_CHANNEL:
        shape = for_pdf(shape)
    dressed = dress(shape, text, rng)
    riding = channel in HTML_CHANNELS and rng.random() < CORPUS_SHARE
    page_note = ""
    if riding:
        if not pool:
            return None
        path, url, original = pool[rng.randrange(len(pool))]
        region, snippet, technique = place(channel, dressed, rng, title=url.split("/")[2])
        body = splice(original, region, snippet, rng).encode("utf-8")
        source, content_type, topic = f"corpus:{path.split('/')[0]}", HTML_TYPE, "corpus"
        page_note = f";page={path}"
    else:
        kind = _host_kind(context, a, c)
        topic = "ai" if kind in hosts.AI_KINDS else "general"
        site, titles, paragraphs = hosts.HOSTS[lang][kind]
        title = titles[rng.randrange(len(titles))]
        prose = _pick(rng, paragraphs, 3)
        slug = f"{kind.replace('_', '-')}/{rng.randrange(36**4):x}"
        source = "synthetic"
        if channel == PDF_CHANNEL:
            body, technique = pdfbytes.build_pdf(
                title, [markup.plain_text(p) for p in prose], dressed, rng
            )
            content_type, url = PDF_TYPE, f"https://{site}/files/{slug}.pdf"
        else:
            body, technique = markup.page(lang, rng, title, site, prose, channel, dressed)
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
            doc_id = f"h8-clean-{lang}-{category}-{j}"
            rng = seeded(doc_id)
            prose = _pick(rng, paragraphs, 3)
            placement = PLACEMENTS[(2 * k + j) % len(PLACEMENTS)]
            site = f"{category.replace('_', '-')}.{lang}.example.org"
            url = f"https://{site}/p/{j + 1}"
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
            doc_id = f"h8-plain-{lang}-{kind}-{j}"
            rng = seeded(doc_id)
            prose = _pick(rng, paragraphs, 3)
            sentence = rng.choice(markup.own_sentences(prose))
            title = titles[j % len(titles)]
            if j == 1:
                placement = PDF_CHANNEL
                body, _ = pdfbytes.build_pdf(
                    title, [markup.plain_text(p) for p in prose], sentence, rng
                )
                content_type, url = PDF_TYPE, f"https://{site}/files/{kind}.pdf"
            else:
                placement = PLACEMENTS[1 + k % 5]
                body, _ = markup.page(lang, rng, title, site, prose, placement, sentence)
                content_type, url = HTML_TYPE, f"https://{site}/{kind.replace('_', '-')}"
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
