"""Assembly of the fifth held-out set: each attack in each of the seven channels (on a host
page of ``hosts`` or, for about a quarter of the HTML documents, on a real html-dev2 page of
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

from . import attacks_en, attacks_es, attacks_pt, clean_en, clean_es, clean_pt, hosts, pdfbytes
from .channels import CHANNELS, HTML_CHANNELS, PDF_CHANNEL, place, splice
from .shapes import dress, for_pdf, shape_of

PART = "heldout5"
LANGUAGES = ("en", "es", "pt")
HTML_TYPE = "text/html; charset=utf-8"
PDF_TYPE = "application/pdf"
ATTACKS = {"en": attacks_en.ATTACKS, "es": attacks_es.ATTACKS, "pt": attacks_pt.ATTACKS}
CLEAN = {"en": clean_en.PAGES, "es": clean_es.PAGES, "pt": clean_pt.PAGES}
VARIANTS = 6
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
MAX_BYTES = 300_000
SPLIT = Path(__file__).resolve().parents[1] / "html_dev2_split.json"


def seeded(doc_id: str) -> random.Random:
    return random.Random("injection-heldout5|" + doc_id)


def _on_test_side(page_id: str) -> bool:
    """The split's rule: bucket of sha256("html-dev2-split:" + id) >= 60 is test."""
    digest = hashlib.sha256(f"html-dev2-split:{page_id}".encode()).hexdigest()
    return int(digest[:8], 16) % 100 >= 60


def _salted(salt: str, page_id: str) -> str:
    return hashlib.sha256(f"{salt}{page_id}".encode()).hexdigest()


def carriers(corpus: Path | None) -> list[tuple[str, str, str]]:
    """(page id, url, html) of up to ``CARRIERS`` html-dev2 pages of the frozen test side
    (in the split's test list, not in dev, test by the rule), UTF-8, at most 300 kB, in the
    order of sha256("heldout5-carrier:" + id), the pages heldout4 drew (its first 24 by
    its own salt) put last so the two sets differ where the pool allows. Empty without the
    corpus; read at run time, never copied."""
    if corpus is None:
        return []
    folder = corpus / "html-dev2"
    truth = folder / "ground-truth.json"
    if not truth.is_file():
        return []
    urls = {k: v["url"] for k, v in json.loads(truth.read_text("utf-8")).items()}
    split = json.loads(SPLIT.read_text("utf-8"))
    dev = set(split["dev"])
    usable: dict[str, tuple[str, str, str]] = {}
    for page_id in split["test"]:
        if page_id in dev or not _on_test_side(page_id) or page_id not in urls:
            continue
        path = folder / f"{page_id}.html.gz"
        if not path.is_file():
            continue
        raw = gzip.decompress(path.read_bytes())
        if len(raw) > MAX_BYTES:
            continue
        try:
            usable[page_id] = (page_id, urls[page_id], raw.decode("utf-8"))
        except UnicodeDecodeError:
            continue
    earlier = set(sorted(usable, key=lambda p: _salted("heldout4-carrier:", p))[:24])
    order = sorted(usable, key=lambda p: (p in earlier, _salted("heldout5-carrier:", p)))
    return [usable[p] for p in order[:CARRIERS]]


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
    """Markup: "## " heading, "$ " code, "> " quotation, "* " list item (neighbours share a
    list), "| " table row (cells split on " | "), else a paragraph."""
    out: list[str] = []
    run: list[str] = []
    kind = ""

    def flush() -> None:
        if run:
            tag = "ul" if kind == "*" else "table"
            out.append(f"<{tag}>" + "".join(run) + f"</{tag}>")
            run.clear()

    for p in paragraphs:
        mark = p[:2]
        if mark in ("* ", "| "):
            if kind != mark[0]:
                flush()
            kind = mark[0]
            if mark == "* ":
                run.append(f"<li>{html.escape(p[2:])}</li>")
            else:
                cells = "".join(f"<td>{html.escape(c)}</td>" for c in p[2:].split(" | "))
                run.append(f"<tr>{cells}</tr>")
            continue
        flush()
        kind = ""
        if mark == "##":
            out.append(f"<h2>{html.escape(p[3:])}</h2>")
        elif mark == "$ ":
            out.append(f"<pre><code>{html.escape(p[2:])}</code></pre>")
        elif mark == "> ":
            out.append(f"<blockquote><p>{html.escape(p[2:])}</p></blockquote>")
        else:
            out.append(f"<p>{html.escape(p)}</p>")
    flush()
    return out


def plain_text(paragraph: str) -> str:
    for mark in ("## ", "$ ", "> ", "* ", "| "):
        if paragraph.startswith(mark):
            return paragraph[len(mark) :]
    return paragraph


def _choose(rng: random.Random, paragraphs: tuple[str, ...], least: int) -> list[str]:
    n = len(paragraphs)
    keep = sorted(rng.sample(range(n), k=rng.randint(min(least, n), n)))
    return [paragraphs[i] for i in keep]


def _own_sentences(prose: list[str]) -> list[str]:
    """Sentences of the page's own voice: no headings, code, quotations or table rows."""
    return [plain_text(p) for p in prose if not p.startswith(("## ", "$ ", "> ", "| "))]


def _page(
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
        own = _own_sentences(prose)
        lead = rng.choice(own) if own else ""
        region, snippet, technique = place(channel, text, rng, title=title, lead=lead)
        if region == "head":
            head.append(snippet)
        else:
            blocks.insert(rng.randint(0, len(blocks)), snippet)
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
    doc_id = f"h5-atk-{lang}-{channel}-{a:03d}"
    rng = seeded(doc_id)
    shape = shape_of(a)
    if channel == PDF_CHANNEL:
        shape = for_pdf(shape)
    dressed = dress(shape, text, lang, rng)
    on_corpus = rng.random() < CORPUS_SHARE
    page_note = ""
    if channel in HTML_CHANNELS and on_corpus:
        if not pool:
            return None
        page_id, url, page = pool[rng.randrange(len(pool))]
        region, snippet, technique = place(channel, dressed, rng, title=url.split("/")[2])
        body = splice(page, region, snippet, rng).encode("utf-8")
        source, content_type = "corpus:html-dev2", HTML_TYPE
        page_note = f";page=html-dev2/{page_id}"
    else:
        kind = hosts.KINDS[(5 * a + c) % len(hosts.KINDS)]
        site, titles, paragraphs = hosts.HOSTS[lang][kind]
        title = titles[rng.randrange(2)]
        prose = _choose(rng, paragraphs, 3)
        slug = f"{kind.replace('_', '-')}/{rng.randrange(36**5):x}"
        source = "synthetic"
        if channel == PDF_CHANNEL:
            body, technique = pdfbytes.build_pdf(
                title, [plain_text(p) for p in prose], dressed, rng
            )
            content_type, url = PDF_TYPE, f"https://{site}/docs/{slug}.pdf"
        else:
            body, technique = _page(lang, rng, title, site, prose, channel, dressed)
            content_type, url = HTML_TYPE, f"https://{site}/{slug}"
    family = (
        f"synthetic:addressee={addressee};ask={ask};soft={soft};shape={shape};"
        f"context={context};variant={technique};carrier={source}{page_note};set={PART}"
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
            doc_id = f"h5-clean-{lang}-{category}-{j}"
            rng = seeded(doc_id)
            prose = _choose(rng, paragraphs, 4)
            placement = PLACEMENTS[(3 * k + j) % len(PLACEMENTS)]
            site = f"{category.replace('_', '-')}.{lang}.example.com"
            url = f"https://{site}/{j + 1}"
            # never a quotation: a quoted payload alone in a hidden channel would be an attack
            sentence = rng.choice(_own_sentences(prose) or [title])
            if placement == PDF_CHANNEL:
                body, _ = pdfbytes.build_pdf(title, [plain_text(p) for p in prose], sentence, rng)
                content_type, url = PDF_TYPE, url + ".pdf"
            else:
                hidden = None if placement == "none" else sentence
                body, _ = _page(lang, rng, title, site, prose, placement, hidden)
                content_type = HTML_TYPE
            docs.append(
                _clean(
                    doc_id, lang, f"hardneg:{category};placed={placement}", url, content_type, body
                )
            )
    return docs


def _plain_pages(lang: str) -> list[LabeledDoc]:
    docs: list[LabeledDoc] = []
    for k, kind in enumerate(hosts.KINDS):
        site, titles, paragraphs = hosts.HOSTS[lang][kind]
        for j in range(2):
            doc_id = f"h5-plain-{lang}-{kind}-{j}"
            rng = seeded(doc_id)
            prose = _choose(rng, paragraphs, 4)
            sentence = rng.choice(_own_sentences(prose))
            if j == 1:
                placement = PDF_CHANNEL
                body, _ = pdfbytes.build_pdf(
                    titles[j], [plain_text(p) for p in prose], sentence, rng
                )
                content_type, url = PDF_TYPE, f"https://{site}/docs/{kind}.pdf"
            else:
                placement = PLACEMENTS[1 + k % 5]
                body, _ = _page(lang, rng, titles[j], site, prose, placement, sentence)
                content_type, url = HTML_TYPE, f"https://{site}/{kind}"
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
