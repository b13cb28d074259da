"""Assembling the documents: every attack in every channel (on a host page of ``hosts`` or,
for a quarter of the HTML documents, on a real html-dev2 page of the frozen test side), the
clean hard negatives (each with some of its own sentences in a hidden channel or a PDF
layer) and plain host pages. Each document draws from its own ``random.Random`` seeded by
its id, so no document depends on another."""

from __future__ import annotations

import gzip
import hashlib
import html
import json
import random
from functools import lru_cache
from pathlib import Path

from injection_data import LabeledDoc

from . import attacks_en, attacks_es, attacks_pt, clean_en, clean_es, clean_pt, hosts, pdfdoc
from .channels import CHANNELS, HTML_CHANNELS, PDF_CHANNEL, into_page, place
from .shapes import SCHEDULE, apply, for_pdf

PART = "heldout3"
LANGUAGES = ("en", "es", "pt")
HTML_TYPE = "text/html; charset=utf-8"
PDF_TYPE = "application/pdf"
ATTACKS = {"en": attacks_en.ATTACKS, "es": attacks_es.ATTACKS, "pt": attacks_pt.ATTACKS}
CLEAN = {"en": clean_en.PAGES, "es": clean_es.PAGES, "pt": clean_pt.PAGES}
VARIANTS = 6  # clean documents per category and language
# Where a clean document also carries one or two of its own sentences.
PLACEMENTS = (
    "none",
    "html_comment",
    "css_hidden",
    "attribute",
    "meta",
    "structured_data",
    PDF_CHANNEL,
)
CARRIERS = 20  # real pages used as carriers
CARRIER_MAX_BYTES = 250_000
SPLIT_FILE = Path(__file__).resolve().parents[1] / "html_dev2_split.json"


def _rng(key: str) -> random.Random:
    return random.Random("injection-heldout3:" + key)


def _dev2_test_side(page_id: str) -> bool:
    """The html-dev2 split's own rule (benchmarks/html_dev2_split.json): test if bucket >= 60."""
    digest = hashlib.sha256(("html-dev2-split:" + page_id).encode()).hexdigest()
    return int(digest[:8], 16) % 100 >= 60


def carriers(corpus: Path | None) -> list[tuple[str, str, str]]:
    """(page id, url, html) of the real pages used as carriers: html-dev2 pages on the test
    side of its split (by the list and by the rule), ordered by sha256("heldout3-carrier:"
    + id), the first ``CARRIERS`` that are UTF-8 and at most 250 kB. Empty without the
    corpus."""
    if corpus is None:
        return []
    folder = corpus / "html-dev2"
    truth = folder / "ground-truth.json"
    if not truth.is_file():
        return []
    urls = {k: v["url"] for k, v in json.loads(truth.read_text(encoding="utf-8")).items()}
    split = json.loads(SPLIT_FILE.read_text(encoding="utf-8"))
    dev = set(split["dev"])
    test = [p for p in split["test"] if p not in dev and _dev2_test_side(p) and p in urls]
    test.sort(key=lambda p: hashlib.sha256(("heldout3-carrier:" + p).encode()).hexdigest())
    chosen: list[tuple[str, str, str]] = []
    for page_id in test:
        path = folder / f"{page_id}.html.gz"
        if not path.is_file():
            continue
        raw = gzip.decompress(path.read_bytes())
        if len(raw) > CARRIER_MAX_BYTES:
            continue
        try:
            text = raw.decode("utf-8")
        except UnicodeDecodeError:
            continue
        chosen.append((page_id, urls[page_id], text))
        if len(chosen) == CARRIERS:
            break
    return chosen


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
        docs.extend(_clean(lang))
        docs.extend(_plain(lang))
    return tuple(docs)


def blocks(paragraphs: list[str] | tuple[str, ...]) -> list[str]:
    """HTML of paragraphs: "h: " heading, "code: " code block, "quote: " quotation,
    "li: " list item (consecutive items share one list), else a paragraph."""
    out: list[str] = []
    items: list[str] = []
    for p in paragraphs:
        if p.startswith("li: "):
            items.append(f"<li>{html.escape(p[4:])}</li>")
            continue
        if items:
            out.append("<ul>" + "".join(items) + "</ul>")
            items = []
        if p.startswith("h: "):
            out.append(f"<h2>{html.escape(p[3:])}</h2>")
        elif p.startswith("code: "):
            out.append(f"<pre><code>{html.escape(p[6:])}</code></pre>")
        elif p.startswith("quote: "):
            out.append(f"<blockquote><p>{html.escape(p[7:])}</p></blockquote>")
        else:
            out.append(f"<p>{html.escape(p)}</p>")
    if items:
        out.append("<ul>" + "".join(items) + "</ul>")
    return out


def plain_text(paragraph: str) -> str:
    for mark in ("h: ", "code: ", "quote: ", "li: "):
        if paragraph.startswith(mark):
            return paragraph[len(mark) :]
    return paragraph


def _subset(rng: random.Random, paragraphs: tuple[str, ...], least: int) -> list[str]:
    keep = sorted(
        rng.sample(
            range(len(paragraphs)), k=rng.randint(min(least, len(paragraphs)), len(paragraphs))
        )
    )
    return [paragraphs[i] for i in keep]


def _page(
    lang: str,
    rng: random.Random,
    title: str,
    site: str,
    prose: list[str],
    channel: str,
    text: str | None,
) -> tuple[bytes, str]:
    """An HTML page of ``prose`` with ``text`` placed in ``channel`` (none: nothing)."""
    body = blocks(prose)
    head: list[str] = []
    technique = "none"
    if text is not None:
        where, snippet, technique = place(
            channel,
            text,
            rng,
            title=title,
            prose=[plain_text(p) for p in prose if not p.startswith(("code: ", "h: "))],
        )
        if where == "head":
            head.append(snippet)
        else:
            body.insert(rng.randrange(1, len(body) + 1), snippet)
    return hosts.frame(lang, rng, title=title, site=site, blocks=body, head=head), technique


def _attack(
    lang: str,
    a: int,
    attack: tuple[str, str, str, str],
    c: int,
    channel: str,
    pool: list[tuple[str, str, str]],
) -> LabeledDoc | None:
    addressee, ask, soft, text = attack
    doc_id = f"h3-atk-{lang}-{channel}-{a:03d}"
    rng = _rng(doc_id)
    shape = SCHEDULE[a % len(SCHEDULE)]
    if channel == PDF_CHANNEL:
        shape = for_pdf(shape)
    encoded = apply(shape, text, lang, rng)
    extra = ""
    on_corpus = rng.random() < 0.25  # about a quarter of the HTML documents ride a real page
    if channel in HTML_CHANNELS and on_corpus:
        if not pool:
            return None
        page_id, url, page = pool[rng.randrange(len(pool))]
        where, snippet, technique = place(channel, encoded, rng, title=url.split("/")[2], prose=[])
        body = into_page(page, where, snippet, rng).encode("utf-8")
        source, content_type = "corpus:html-dev2", HTML_TYPE
        extra = f";page=html-dev2/{page_id}"
    else:
        kind = hosts.KINDS[(a + c) % len(hosts.KINDS)]
        site, titles, paragraphs = hosts.HOSTS[lang][kind]
        title = rng.choice(titles)
        prose = _subset(rng, paragraphs, 3)
        slug = f"{kind}/{rng.randrange(10**5):05d}"
        source = "synthetic"
        if channel == PDF_CHANNEL:
            body, technique = pdfdoc.build(title, prose, encoded, rng)
            content_type, url = PDF_TYPE, f"https://{site}/docs/{slug}.pdf"
        else:
            body, technique = _page(lang, rng, title, site, prose, channel, encoded)
            content_type, url = HTML_TYPE, f"https://{site}/{slug}"
    return LabeledDoc(
        id=doc_id,
        part=PART,
        injected=True,
        channel=channel,
        language=lang,
        family=(
            f"synthetic:addressee={addressee};ask={ask};soft={soft};shape={shape};"
            f"variant={technique};carrier={source}{extra};set=heldout3"
        ),
        source=source,
        url=url,
        content_type=content_type,
        body=body,
        payload=text,
        synthetic=True,
    )


def _clean(lang: str) -> list[LabeledDoc]:
    docs: list[LabeledDoc] = []
    for k, (category, (title, paragraphs)) in enumerate(CLEAN[lang].items()):
        for j in range(VARIANTS):
            doc_id = f"h3-clean-{lang}-{category}-{j}"
            rng = _rng(doc_id)
            prose = _subset(rng, paragraphs, 4)
            placement = PLACEMENTS[(j + k) % len(PLACEMENTS)]
            site = f"{category.replace('_', '-')}.{lang}.example.org"
            url = f"https://{site}/{j}"
            own = [plain_text(p) for p in prose if not p.startswith(("code: ", "h: "))] or [title]
            sentence = " ".join(rng.sample(own, k=min(len(own), rng.choice((1, 1, 2)))))
            if placement == PDF_CHANNEL:
                body, _ = pdfdoc.build(title, [plain_text(p) for p in prose], sentence, rng)
                content_type, url = PDF_TYPE, url + ".pdf"
            else:
                hidden = None if placement == "none" else sentence
                body, _ = _page(lang, rng, title, site, prose, placement, hidden)
                content_type = HTML_TYPE
            docs.append(
                _clean_doc(
                    doc_id, lang, f"hardneg:{category};placed={placement}", url, content_type, body
                )
            )
    return docs


def _plain(lang: str) -> list[LabeledDoc]:
    docs: list[LabeledDoc] = []
    for k, kind in enumerate(hosts.KINDS):
        site, titles, paragraphs = hosts.HOSTS[lang][kind]
        for j in range(2):
            doc_id = f"h3-plain-{lang}-{kind}-{j}"
            rng = _rng(doc_id)
            title = titles[j]
            prose = _subset(rng, paragraphs, 4)
            sentence = rng.choice(prose)
            if j == 1:
                placement = PDF_CHANNEL
                body, _ = pdfdoc.build(title, prose, sentence, rng)
                content_type, url = PDF_TYPE, f"https://{site}/docs/{kind}-{j}.pdf"
            else:
                placement = HTML_CHANNELS[1 + k % 5]  # a hidden channel, never visible text
                body, _ = _page(lang, rng, title, site, prose, placement, sentence)
                content_type, url = HTML_TYPE, f"https://{site}/{kind}-{j}"
            docs.append(
                _clean_doc(
                    doc_id, lang, f"plain:{kind};placed={placement}", url, content_type, body
                )
            )
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
