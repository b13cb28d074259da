"""Assembly of the sixth held-out set: every attack in every one of the seven channels, on
a host page of ``hosts`` (AI-topic hosts for the AI contexts, and for some others) or, for
about a quarter of the HTML documents, on a real html-dev2 page of the frozen test side
that neither heldout4 nor heldout5 drew; the clean hard negatives (most with one of their
own sentences also in a hidden channel or a hidden PDF layer) and plain host pages. Every
document draws from a ``random.Random`` seeded by its own id."""

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

PART = "heldout6"
LANGUAGES = ("en", "es", "pt")
HTML_TYPE = "text/html; charset=utf-8"
PDF_TYPE = "application/pdf"
ATTACKS = {"en": attacks_en.ATTACKS, "es": attacks_es.ATTACKS, "pt": attacks_pt.ATTACKS}
CLEAN = {"en": clean_en.PAGES, "es": clean_es.PAGES, "pt": clean_pt.PAGES}
AI_CONTEXTS = frozenset({"ai_product_page", "ai_news", "chatbot_helpcentre"})
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
CARRIERS = 14
EARLIER_DRAWS = 24  # heldout4 and heldout5 each drew 24 carriers
MAX_BYTES = 300_000
SPLIT = Path(__file__).resolve().parents[1] / "html_dev2_split.json"


def seeded(doc_id: str) -> random.Random:
    return random.Random("injection-heldout6/" + doc_id)


def on_test_side(page_id: str) -> bool:
    """html_dev2_split's rule: bucket of sha256("html-dev2-split:" + id) >= 60 is test."""
    digest = hashlib.sha256(f"html-dev2-split:{page_id}".encode()).hexdigest()
    return int(digest[:8], 16) % 100 >= 60


def salted(salt: str, page_id: str) -> str:
    return hashlib.sha256(f"{salt}{page_id}".encode()).hexdigest()


def usable_pages(corpus: Path | None) -> dict[str, tuple[str, str, str]]:
    """Every html-dev2 page of the frozen test side a carrier may be drawn from: in the
    split's test list, not in dev, test by the rule, UTF-8, at most 300 kB."""
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
        if len(raw) > MAX_BYTES:
            continue
        try:
            found[page_id] = (page_id, urls[page_id], raw.decode("utf-8"))
        except UnicodeDecodeError:
            continue
    return found


def drawn_earlier(usable: list[str]) -> set[str]:
    """The carriers heldout4 and heldout5 may have drawn, replicated from their rules: the
    first 24 by sha256("heldout4-carrier:" + id); the first 24 by
    sha256("heldout5-carrier:" + id); and heldout5's actual draw (its order with
    heldout4's 24 put last). All of them are excluded here."""
    by4 = sorted(usable, key=lambda p: salted("heldout4-carrier:", p))[:EARLIER_DRAWS]
    by5 = sorted(usable, key=lambda p: salted("heldout5-carrier:", p))[:EARLIER_DRAWS]
    four = set(by4)
    drawn5 = sorted(usable, key=lambda p: (p in four, salted("heldout5-carrier:", p)))
    return four | set(by5) | set(drawn5[:EARLIER_DRAWS])


def carriers(corpus: Path | None) -> list[tuple[str, str, str]]:
    """(page id, url, html) of up to ``CARRIERS`` usable test-side html-dev2 pages that
    neither heldout4 nor heldout5 drew, in the order of sha256("heldout6-carrier:" + id).
    Empty without the corpus; read at run time, never copied."""
    usable = usable_pages(corpus)
    earlier = drawn_earlier(list(usable))
    rest = sorted(
        (p for p in usable if p not in earlier), key=lambda p: salted("heldout6-carrier:", p)
    )
    return [usable[p] for p in rest[:CARRIERS]]


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
        return hosts.AI_KINDS[(a + c) % len(hosts.AI_KINDS)]
    every = (*hosts.KINDS, *hosts.AI_KINDS)
    return every[(3 * a + 2 * c) % len(every)]


def _attack(
    lang: str,
    a: int,
    attack: tuple[str, str, str, str, str],
    c: int,
    channel: str,
    pool: list[tuple[str, str, str]],
) -> LabeledDoc | None:
    addressee, ask, soft, context, text = attack
    doc_id = f"h6-atk-{lang}-{channel}-{a:03d}"
    rng = seeded(doc_id)
    shape = shape_of(a)
    if channel == PDF_CHANNEL:
        shape = for_pdf(shape)
    dressed = dress(shape, text, rng)
    entities = shape == "entities"
    riding = channel in HTML_CHANNELS and rng.random() < CORPUS_SHARE
    page_note, topic = "", "none"
    if riding:
        if not pool:
            return None
        page_id, url, page = pool[rng.randrange(len(pool))]
        region, snippet, technique = place(
            channel, dressed, rng, title=url.split("/")[2], entities=entities
        )
        body = splice(page, region, snippet, rng).encode("utf-8")
        source, content_type = "corpus:html-dev2", HTML_TYPE
        page_note, topic = f";page=html-dev2/{page_id}", "corpus"
    else:
        kind = _host_kind(context, a, c)
        topic = "ai" if kind in hosts.AI_KINDS else "general"
        site, titles, paragraphs = hosts.HOSTS[lang][kind]
        title = titles[rng.randrange(len(titles))]
        prose = _pick(rng, paragraphs, 3)
        slug = f"{kind.replace('_', '-')}/{rng.randrange(10**6):06d}"
        source = "synthetic"
        if channel == PDF_CHANNEL:
            body, technique = pdfbytes.build_pdf(
                title, [markup.plain_text(p) for p in prose], dressed, rng
            )
            content_type, url = PDF_TYPE, f"https://{site}/files/{slug}.pdf"
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
            doc_id = f"h6-clean-{lang}-{category}-{j}"
            rng = seeded(doc_id)
            prose = _pick(rng, paragraphs, 4)
            placement = PLACEMENTS[(2 * k + j) % len(PLACEMENTS)]
            site = f"{category.replace('_', '-')}.{lang}.example.org"
            url = f"https://{site}/p/{j + 1}"
            # the page's own sentence, never a quotation or code (those stay visible)
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
            doc_id = f"h6-plain-{lang}-{kind}-{j}"
            rng = seeded(doc_id)
            prose = _pick(rng, paragraphs, 4)
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
