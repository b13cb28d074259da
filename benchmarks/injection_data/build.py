"""Building a part's documents: synthetic attacks, BIPIA, PINT, clean corpus pages, real
PDFs and hard negatives. Every document has its own ``random.Random`` seeded by its part,
channel, language and number, so nothing depends on what else was built."""

from __future__ import annotations

import json
import random
from functools import lru_cache
from pathlib import Path

from . import LabeledDoc
from .attacks import ASKS, LANGUAGES, SOFTNESS, Attack, banks, compose
from .corpus import available, carriers, pages, real_pdfs
from .hardneg import hard_negatives
from .plant import CHANNELS, PDF_CHANNEL, host_page, insert, pdf_document, snippet
from .split import pick

HTML_UTF8 = "text/html; charset=utf-8"
PDF = "application/pdf"
# Injected documents per channel and language (meta is an extra channel: half as many).
PER_CELL = {"dev": 84, "test": 50}
SPEC_CHANNELS = (
    "html_comment",
    "css_hidden",
    "attribute",
    "structured_data",
    PDF_CHANNEL,
    "visible_text",
)


@lru_cache(maxsize=4)
def build(part: str, corpus: Path) -> tuple[LabeledDoc, ...]:
    have = available(corpus)
    docs: list[LabeledDoc] = []
    docs.extend(_synthetic_attacks(part, corpus if have else None))
    if have:
        docs.extend(_bipia(part, corpus))
        docs.extend(_pint(part, corpus))
        docs.extend(_clean_corpus(part, corpus))
    docs.extend(hard_negatives(part))
    return tuple(docs)


def _rng(*key: object) -> random.Random:
    return random.Random("injection-data:" + ":".join(str(k) for k in key))


def _plant(
    part: str,
    lang: str,
    channel: str,
    text: str,
    rng: random.Random,
    carrier: tuple[object, str] | None,
) -> tuple[bytes, str, str, str, str]:
    """(body, content type, technique, source, url) of a document carrying ``text``."""
    b = banks(lang, part)
    if carrier is not None:
        page, page_text = carrier
        where, html, technique = snippet(
            channel,
            text,
            rng,
            invented_keys=b["invented_key"],
            name=rng.choice(b["value"]["brand"]),
        )
        body = insert(page_text, where, html, rng).encode()
        return body, HTML_UTF8, technique, page.source, page.url  # type: ignore[attr-defined]
    site = rng.choice(b["site"])
    title = rng.choice(b["host_title"])
    paragraphs = rng.sample(b["host_paragraph"], k=min(len(b["host_paragraph"]), rng.randint(2, 4)))
    url = f"https://{site}/{title.lower().replace(' ', '-')}-{rng.randrange(10**6)}"
    if channel == PDF_CHANNEL:
        body, technique = pdf_document(title, paragraphs, text, rng)
        return body, PDF, technique, "synthetic", url.replace("https://", "https://docs.") + ".pdf"
    where, html, technique = snippet(
        channel, text, rng, invented_keys=b["invented_key"], name=rng.choice(b["value"]["brand"])
    )
    body = host_page(
        lang,
        rng,
        site=site,
        title=title,
        paragraphs=paragraphs,
        head=html if where == "head" else "",
        body=html if where == "body" else "",
    )
    return body, HTML_UTF8, technique, "synthetic", url


def _synthetic_attacks(part: str, corpus: Path | None) -> list[LabeledDoc]:
    pool = carriers(corpus, part) if corpus is not None else []
    docs: list[LabeledDoc] = []
    for channel in CHANNELS:
        count = PER_CELL[part] // (2 if channel == "meta" else 1)
        for lang in LANGUAGES:
            for i in range(count):
                rng = _rng(part, channel, lang, i)
                attack: Attack = compose(
                    lang,
                    part,
                    rng,
                    ask=ASKS[i % len(ASKS)],
                    soft=SOFTNESS[(i // len(ASKS)) % len(SOFTNESS)],
                    allow_tags=channel != PDF_CHANNEL,
                )
                on_corpus = channel != PDF_CHANNEL and i % 2 == 1
                if on_corpus and not pool:
                    continue
                carrier = pool[rng.randrange(len(pool))] if on_corpus else None
                body, content_type, technique, source, url = _plant(
                    part, lang, channel, attack.encoded, rng, carrier
                )
                docs.append(
                    LabeledDoc(
                        id=f"atk-{lang}-{channel}-{part[0]}{i:04d}",
                        part=part,
                        injected=True,
                        channel=channel,
                        language=lang,
                        family=f"synthetic:{attack.axes};variant={technique};carrier={source}",
                        source=source,
                        url=url,
                        content_type=content_type,
                        body=body,
                        payload=attack.text,
                        synthetic=True,
                    )
                )
    return docs


def _bipia(part: str, corpus: Path) -> list[LabeledDoc]:
    folder = corpus / "injection" / "bipia"
    pool = carriers(corpus, part)
    docs: list[LabeledDoc] = []
    for kind in ("text", "code"):
        data = json.loads((folder / f"{kind}_attack_test.json").read_text(encoding="utf-8"))
        instructions = [text for _, items in sorted(data.items()) for text in items]
        for k, text in enumerate(pick("bipia", instructions, part)):
            for j, channel in enumerate((SPEC_CHANNELS[k % 6], SPEC_CHANNELS[(k + 3) % 6])):
                rng = _rng(part, "bipia", kind, k, channel)
                on_corpus = channel != PDF_CHANNEL and (k + j) % 2 == 1 and bool(pool)
                carrier = pool[rng.randrange(len(pool))] if on_corpus else None
                body, content_type, _technique, _source, url = _plant(
                    part, "en", channel, text, rng, carrier
                )
                docs.append(
                    LabeledDoc(
                        id=f"bipia-{kind}-{part[0]}{k:03d}-{channel}",
                        part=part,
                        injected=True,
                        channel=channel,
                        language="en",
                        family=f"bipia:{kind}",
                        source="bipia",
                        url=url,
                        content_type=content_type,
                        body=body,
                        payload=text,
                        synthetic=True,
                    )
                )
    return docs


def _pint(part: str, corpus: Path) -> list[LabeledDoc]:
    import yaml

    rows = yaml.safe_load(
        (corpus / "injection" / "pint-example-dataset.yaml").read_text(encoding="utf-8")
    )
    docs: list[LabeledDoc] = []
    for k, row in enumerate(rows):
        text = str(row["text"]).strip()
        if pick("pint", [text], part) == []:
            continue
        rng = _rng(part, "pint", k)
        b = banks("en", part)
        site = rng.choice(b["site"])
        body = host_page(
            "en",
            rng,
            site=site,
            title=rng.choice(b["host_title"]),
            paragraphs=rng.sample(b["host_paragraph"], k=2),
            body=f"<p>{_escape(text)}</p>",
        )
        injected = bool(row["label"])
        docs.append(
            LabeledDoc(
                id=f"pint-{k:02d}",
                part=part,
                injected=injected,
                channel="visible_text" if injected else None,
                language="en",
                family=f"pint:{row.get('category', 'unknown')}",
                source="pint",
                url=f"https://{site}/pint-{k:02d}",
                content_type=HTML_UTF8,
                body=body,
                payload=text if injected else None,
                synthetic=True,
            )
        )
    return docs


def _escape(text: str) -> str:
    import html

    return html.escape(text).replace("\n\n", "</p>\n<p>")


def _clean_corpus(part: str, corpus: Path) -> list[LabeledDoc]:
    docs: list[LabeledDoc] = []
    for page in pages(corpus):
        if page.part != part:
            continue
        folder = page.source.removeprefix("corpus:")
        docs.append(
            LabeledDoc(
                id=f"clean-{folder}-{page.short}",
                part=part,
                injected=False,
                channel=None,
                language=page.lang,
                family=page.source,
                source=page.source,
                url=page.url,
                content_type="text/html",
                body=page.data,
                payload=None,
                synthetic=False,
            )
        )
    for name, pdf_part, data in real_pdfs(corpus):
        if pdf_part != part:
            continue
        docs.append(
            LabeledDoc(
                id=f"clean-pdf-{name.removesuffix('.pdf')}",
                part=part,
                injected=False,
                channel=None,
                language="und",
                family="corpus:pdfs",
                source="corpus:pdfs",
                url=f"https://corpus.invalid/pdfs/{name}",
                content_type=PDF,
                body=data,
                payload=None,
                synthetic=False,
            )
        )
    return docs
