"""Assembly of the fourth held-out set: each attack in each of the seven channels (on a host
page of ``hosts``, or for about a quarter of the HTML documents on a real html-dev2 page of
the frozen test side), the clean hard negatives (most with one of their own sentences also
in a hidden channel or a hidden PDF layer) and plain host pages. Every document draws from
a ``random.Random`` seeded by its own id."""

from __future__ import annotations

import gzip
import hashlib
import html
import json
import random
from functools import lru_cache
from pathlib import Path

from injection_data import LabeledDoc

from . import attacks_en, attacks_es, attacks_pt, clean_en, clean_es, clean_pt, hosts, pdfraw
from .channels import CHANNELS, HTML_CHANNELS, PDF_CHANNEL, graft, plant
from .shapes import dress, for_pdf, shape_of

PART = "heldout4"
LANGUAGES = ("en", "es", "pt")
HTML_TYPE = "text/html; charset=utf-8"
PDF_TYPE = "application/pdf"
ATTACKS = {"en": attacks_en.ATTACKS, "es": attacks_es.ATTACKS, "pt": attacks_pt.ATTACKS}
CLEAN = {"en": clean_en.PAGES, "es": clean_es.PAGES, "pt": clean_pt.PAGES}
VARIANTS = 6  # clean documents per category and language
PLACEMENTS = (
    "none",
    "html_comment",
    "css_hidden",
    "attribute",
    "meta",
    "structured_data",
    PDF_CHANNEL,
)
CORPUS_SHARE = 0.25
CARRIERS = 24
CARRIER_LIMIT = 300_000
SPLIT = Path(__file__).resolve().parents[1] / "html_dev2_split.json"


def seeded(doc_id: str) -> random.Random:
    return random.Random("injection-heldout4/" + doc_id)


def _test_side(page_id: str) -> bool:
    """html_dev2_split.json's rule: bucket of sha256("html-dev2-split:" + id) >= 60 is test."""
    bucket = int(hashlib.sha256(f"html-dev2-split:{page_id}".encode()).hexdigest()[:8], 16) % 100
    return bucket >= 60


def carriers(corpus: Path | None) -> list[tuple[str, str, str]]:
    """(page id, url, html) of up to ``CARRIERS`` html-dev2 pages on the frozen test side
    (listed there, not listed in dev, and on the test side by the rule), UTF-8 and at most
    300 kB, in the order of sha256("heldout4-carrier:" + id). Empty without the corpus."""
    if corpus is None:
        return []
    folder = corpus / "html-dev2"
    truth = folder / "ground-truth.json"
    if not truth.is_file():
        return []
    urls = {key: entry["url"] for key, entry in json.loads(truth.read_text("utf-8")).items()}
    split = json.loads(SPLIT.read_text("utf-8"))
    dev = set(split["dev"])
    ids = [p for p in split["test"] if p not in dev and _test_side(p) and p in urls]
    ids.sort(key=lambda p: hashlib.sha256(f"heldout4-carrier:{p}".encode()).hexdigest())
    chosen: list[tuple[str, str, str]] = []
    for page_id in ids:
        path = folder / f"{page_id}.html.gz"
        if not path.is_file():
            continue
        raw = gzip.decompress(path.read_bytes())
        if len(raw) > CARRIER_LIMIT:
            continue
        try:
            chosen.append((page_id, urls[page_id], raw.decode("utf-8")))
        except UnicodeDecodeError:
            continue
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
        docs.extend(_hard_negatives(lang))
        docs.extend(_plain_pages(lang))
    return tuple(docs)


def to_html(paragraphs: list[str]) -> list[str]:
    """Markup of paragraphs: "## " heading, "$ " code line(s), "> " quotation, "* " list
    item (neighbours share a list), else a paragraph."""
    out: list[str] = []
    items: list[str] = []
    for p in paragraphs:
        if p.startswith("* "):
            items.append(f"<li>{html.escape(p[2:])}</li>")
            continue
        if items:
            out.append("<ul>" + "".join(items) + "</ul>")
            items = []
        if p.startswith("## "):
            out.append(f"<h2>{html.escape(p[3:])}</h2>")
        elif p.startswith("$ "):
            out.append(f"<pre><code>{html.escape(p[2:])}</code></pre>")
        elif p.startswith("> "):
            out.append(f"<blockquote>{html.escape(p[2:])}</blockquote>")
        else:
            out.append(f"<p>{html.escape(p)}</p>")
    if items:
        out.append("<ul>" + "".join(items) + "</ul>")
    return out


def bare(paragraph: str) -> str:
    for mark in ("## ", "$ ", "> ", "* "):
        if paragraph.startswith(mark):
            return paragraph[len(mark) :]
    return paragraph


def _pick(rng: random.Random, paragraphs: tuple[str, ...], least: int) -> list[str]:
    n = len(paragraphs)
    keep = sorted(rng.sample(range(n), k=rng.randint(min(least, n), n)))
    return [paragraphs[i] for i in keep]


def _html_page(
    lang: str,
    rng: random.Random,
    title: str,
    site: str,
    prose: list[str],
    channel: str,
    text: str | None,
) -> tuple[bytes, str]:
    blocks = to_html(prose)
    head: list[str] = []
    technique = "none"
    if text is not None:
        sentences = [bare(p) for p in prose if not p.startswith(("## ", "$ "))]
        lead = rng.choice(sentences) if sentences else ""
        region, snippet, technique = plant(channel, text, rng, title=title, lead=lead)
        if region == "head":
            head.append(snippet)
        else:
            blocks.insert(rng.randint(1, len(blocks)), snippet)
    return hosts.frame(lang, rng, title=title, site=site, blocks=blocks, head=head), technique


def _attack(
    lang: str,
    a: int,
    attack: tuple[str, str, str, str, str],
    c: int,
    channel: str,
    pool: list[tuple[str, str, str]],
) -> LabeledDoc | None:
    addressee, ask, soft, context, text = attack
    doc_id = f"h4-atk-{lang}-{channel}-{a:03d}"
    rng = seeded(doc_id)
    shape = shape_of(a)
    if channel == PDF_CHANNEL:
        shape = for_pdf(shape)
    dressed = dress(shape, text, lang, rng)
    riding = rng.random() < CORPUS_SHARE
    page_note = ""
    if channel in HTML_CHANNELS and riding:
        if not pool:
            return None
        page_id, url, page = pool[rng.randrange(len(pool))]
        region, snippet, technique = plant(channel, dressed, rng, title=url.split("/")[2])
        body = graft(page, region, snippet, rng).encode("utf-8")
        source, content_type = "corpus:html-dev2", HTML_TYPE
        page_note = f";page=html-dev2/{page_id}"
    else:
        kind = hosts.KINDS[(3 * a + c) % len(hosts.KINDS)]
        site, titles, paragraphs = hosts.HOSTS[lang][kind]
        title = titles[rng.randrange(2)]
        prose = _pick(rng, paragraphs, 3)
        slug = f"{kind}/{rng.randrange(10**6):06d}"
        source = "synthetic"
        if channel == PDF_CHANNEL:
            body, technique = pdfraw.document(title, prose, dressed, rng)
            content_type, url = PDF_TYPE, f"https://{site}/files/{slug}.pdf"
        else:
            body, technique = _html_page(lang, rng, title, site, prose, channel, dressed)
            content_type, url = HTML_TYPE, f"https://{site}/{slug}"
    return LabeledDoc(
        id=doc_id,
        part=PART,
        injected=True,
        channel=channel,
        language=lang,
        family=(
            f"synthetic:addressee={addressee};ask={ask};soft={soft};shape={shape};"
            f"context={context};variant={technique};carrier={source}{page_note};set=heldout4"
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
    for k, (category, (title, paragraphs)) in enumerate(CLEAN[lang].items()):
        for j in range(VARIANTS):
            doc_id = f"h4-clean-{lang}-{category}-{j}"
            rng = seeded(doc_id)
            prose = _pick(rng, paragraphs, 4)
            placement = PLACEMENTS[(2 * k + j) % len(PLACEMENTS)]
            site = f"{category.replace('_', '')}.{lang}.example.net"
            url = f"https://{site}/page-{j}"
            # never a quotation: a quoted payload alone in a hidden channel would be an attack
            own = [bare(p) for p in prose if not p.startswith(("## ", "$ ", "> "))] or [title]
            sentence = rng.choice(own)
            if placement == PDF_CHANNEL:
                body, _ = pdfraw.document(title, [bare(p) for p in prose], sentence, rng)
                content_type, url = PDF_TYPE, url + ".pdf"
            else:
                hidden = None if placement == "none" else sentence
                body, _ = _html_page(lang, rng, title, site, prose, placement, hidden)
                content_type = HTML_TYPE
            family = f"hardneg:{category};placed={placement}"
            docs.append(_clean(doc_id, lang, family, url, content_type, body))
    return docs


def _plain_pages(lang: str) -> list[LabeledDoc]:
    docs: list[LabeledDoc] = []
    for k, kind in enumerate(hosts.KINDS):
        site, titles, paragraphs = hosts.HOSTS[lang][kind]
        for j in range(2):
            doc_id = f"h4-plain-{lang}-{kind}-{j}"
            rng = seeded(doc_id)
            prose = _pick(rng, paragraphs, 4)
            sentence = rng.choice(prose)
            if j == 1:
                placement = PDF_CHANNEL
                body, _ = pdfraw.document(titles[j], prose, sentence, rng)
                content_type, url = PDF_TYPE, f"https://{site}/files/{kind}.pdf"
            else:
                placement = PLACEMENTS[1 + k % 5]
                body, _ = _html_page(lang, rng, titles[j], site, prose, placement, sentence)
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
