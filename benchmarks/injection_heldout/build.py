"""Assembling the held-out documents: every attack in every channel (on a host page written
here, or on a test-side corpus page), the clean hard negatives and the plain clean pages.
Every document has its own ``random.Random`` seeded by its id, so nothing depends on what
else was built."""

from __future__ import annotations

import html
import random
from functools import lru_cache
from pathlib import Path

from injection_data import LabeledDoc
from injection_data.corpus import Page, available, carriers

from . import (
    attacks_en,
    attacks_es,
    attacks_pt,
    clean_en,
    clean_es,
    clean_more,
    clean_pt,
    hosts,
    shapes,
)
from .channels import CHANNELS, HTML_CHANNELS, PDF_CHANNEL, insert, pdf, snippet

PART = "heldout"
LANGUAGES = ("es", "en", "pt")
HTML_UTF8 = "text/html; charset=utf-8"
PDF = "application/pdf"
ATTACKS = {"en": attacks_en.ATTACKS, "es": attacks_es.ATTACKS, "pt": attacks_pt.ATTACKS}
CLEAN = {
    lang: {**pages, **clean_more.PAGES[lang]}
    for lang, pages in (("en", clean_en.PAGES), ("es", clean_es.PAGES), ("pt", clean_pt.PAGES))
}
CLEAN_PER_CATEGORY = 5  # documents per hard-negative category and language
PLAIN_PER_KIND = 4  # plain clean pages per host kind and language
# Where a clean page puts one of its own sentences (a benign use of each channel).
CLEAN_PLACEMENTS = ("none", *CHANNELS)


def _rng(*key: object) -> random.Random:
    return random.Random("injection-heldout:" + ":".join(str(k) for k in key))


def page_key(page: Page) -> str:
    """ "<folder>/<file name or id>", as the split names corpus pages."""
    return f"{page.source.removeprefix('corpus:')}/{page.name}"


@lru_cache(maxsize=2)
def build(corpus: Path | None) -> tuple[LabeledDoc, ...]:
    pool = carriers(corpus, "test") if corpus is not None and available(corpus) else []
    docs: list[LabeledDoc] = []
    for lang in LANGUAGES:
        for a, attack in enumerate(ATTACKS[lang]):
            for c, channel in enumerate(CHANNELS):
                doc = _attack(lang, a, attack, c, channel, pool)
                if doc is not None:
                    docs.append(doc)
    for lang in LANGUAGES:
        docs.extend(_hard_negatives(lang))
        docs.extend(_plain(lang))
    return tuple(docs)


def _blocks(paragraphs: list[str]) -> list[str]:
    out: list[str] = []
    for p in paragraphs:
        if p.startswith("```"):
            out.append(f"<pre><code>{html.escape(p[3:])}</code></pre>")
        elif p.startswith("> "):
            out.append(f"<blockquote>{html.escape(p[2:])}</blockquote>")
        else:
            out.append(f"<p>{html.escape(p)}</p>")
    return out


def _host(
    lang: str, rng: random.Random, channel: str, text: str | None, kind: str | None = None
) -> tuple[bytes, str, str, str]:
    """(body, content type, technique, url) of a host page written here carrying ``text``
    (none: a plain clean page); its kind drawn by ``rng`` unless given."""
    k = rng.randrange(len(hosts.KINDS)) if kind is None else hosts.KINDS.index(kind)
    kind = hosts.KINDS[k]
    site = hosts.SITES[lang][k]
    title = rng.choice(hosts.TITLES[lang][kind])
    paragraphs = list(hosts.PARAGRAPHS[lang][kind])
    chosen = sorted(rng.sample(range(len(paragraphs)), k=rng.randint(3, len(paragraphs))))
    prose = [paragraphs[i] for i in chosen]
    slug = f"{kind}-{rng.randrange(10**6)}"
    if channel == PDF_CHANNEL:
        body, technique = pdf(title, prose, text, rng)
        return body, PDF, technique, f"https://{site}/files/{slug}.pdf"
    blocks = _blocks(prose)
    head = ""
    technique = "none"
    if text is not None:
        where, snip, technique = snippet(channel, text, rng, name=title, kind=kind, prose=prose)
        if where == "head":
            head = snip + "\n"
        else:
            blocks.insert(rng.randrange(1, len(blocks) + 1), snip)
    body = hosts.page(lang, kind, rng, title=title, site=site, blocks=blocks, head=head)
    return body, HTML_UTF8, technique, f"https://{site}/{slug}"


def _attack(
    lang: str,
    a: int,
    attack: tuple[str, str, str, str, str],
    c: int,
    channel: str,
    pool: list[tuple[Page, str]],
) -> LabeledDoc | None:
    addressee, ask, soft, shape, text = attack
    doc_id = f"ho-atk-{lang}-{channel}-{a:03d}"
    rng = _rng(doc_id)
    if channel == PDF_CHANNEL and shape in shapes.HTML_ONLY:
        shape = "plain"  # the PDF font draws no tag, zero-width or Cyrillic characters
    encoded = shapes.apply(shape, text)
    on_corpus = channel in HTML_CHANNELS and (a + c) % 3 == 0
    page_note = ""
    if on_corpus:
        if not pool:
            return None
        page, page_text = pool[rng.randrange(len(pool))]
        where, snip, technique = snippet(
            channel,
            encoded,
            rng,
            name=page.url.split("/")[2] if "//" in page.url else "site",
            kind="news",
            prose=[],
        )
        body = insert(page_text, where, snip, rng).encode()
        content_type, source, url = HTML_UTF8, page.source, page.url
        page_note = f";page={page_key(page)}"
    else:
        body, content_type, technique, url = _host(lang, rng, channel, encoded)
        source = "synthetic"
    return LabeledDoc(
        id=doc_id,
        part=PART,
        injected=True,
        channel=channel,
        language=lang,
        family=(
            f"synthetic:addressee={addressee};ask={ask};soft={soft};shape={shape};"
            f"variant={technique};carrier={source}{page_note};set=heldout"
        ),
        source=source,
        url=url,
        content_type=content_type,
        body=body,
        payload=text,
        synthetic=True,
    )


def _hard_negatives(lang: str) -> list[LabeledDoc]:
    docs: list[LabeledDoc] = []
    n = 0
    for category, (title, paragraphs) in CLEAN[lang].items():
        for j in range(CLEAN_PER_CATEGORY):
            n += 1
            doc_id = f"ho-clean-{lang}-{category}-{j}"
            rng = _rng(doc_id)
            keep = sorted(rng.sample(range(len(paragraphs)), k=rng.randint(3, len(paragraphs))))
            prose = [paragraphs[i] for i in keep]
            placement = CLEAN_PLACEMENTS[n % len(CLEAN_PLACEMENTS)]
            site = f"{category.replace('_', '')}-{lang}.example.org"
            url = f"https://{site}/{category}/{j}"
            if placement == PDF_CHANNEL:
                body, _ = pdf(
                    title, [p.removeprefix("```").removeprefix("> ") for p in prose], None, rng
                )
                content_type, url = PDF, url + ".pdf"
            else:
                body = _clean_page(lang, rng, title, site, prose, placement)
                content_type = HTML_UTF8
            docs.append(
                _clean_doc(
                    doc_id, lang, f"hardneg:{category};placed={placement}", url, content_type, body
                )
            )
    return docs


def _clean_page(
    lang: str, rng: random.Random, title: str, site: str, prose: list[str], placement: str
) -> bytes:
    """A clean page; ``placement``: the channel that also carries one of its own sentences
    (a meta description, an alt text, a collapsed FAQ answer, a JSON-LD description...)."""
    blocks = _blocks(prose)
    head = ""
    if placement in HTML_CHANNELS:
        sentence = rng.choice([p for p in prose if not p.startswith(("```", "> "))] or prose)
        where, snip, _ = snippet(placement, sentence, rng, name=title, kind="docs", prose=prose)
        if placement != "visible_text":  # visible text is the page itself
            if where == "head":
                head = snip + "\n"
            else:
                blocks.insert(rng.randrange(1, len(blocks) + 1), snip)
    kind = rng.choice(("news", "docs"))
    return hosts.page(lang, kind, rng, title=title, site=site, blocks=blocks, head=head)


def _plain(lang: str) -> list[LabeledDoc]:
    docs: list[LabeledDoc] = []
    for kind in hosts.KINDS:
        for j in range(PLAIN_PER_KIND):
            doc_id = f"ho-plain-{lang}-{kind}-{j}"
            rng = _rng(doc_id)
            channel = PDF_CHANNEL if j == 3 else "visible_text"
            body, content_type, _, url = _host(lang, rng, channel, None, kind)
            docs.append(_clean_doc(doc_id, lang, f"plain:{kind}", url, content_type, body))
    return docs


def _clean_doc(
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
