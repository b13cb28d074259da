"""Synthetic hard negatives: clean pages (es/en/pt) about AI, assistants, instructions,
policies and "ignore" that address no reader model: product manuals, terms of service,
chatbot FAQs, recipes, release notes, HR policies on AI, AI news, a security blog quoting
injections, customer support, cookie banners, developer docs with system-prompt examples.

Each sentence is split by ``side("hardneg", sentence)``; a page draws its sentences from
its side. Pages use the same synthetic hosts as the attacks, and some put a sentence in
the places attacks use (a collapsed FAQ answer hidden by CSS, an alt text, the meta
description, JSON-LD, a comment, a PDF with white printer's marks or an invisible OCR
layer), because benign text sits there too.
"""

from __future__ import annotations

import html
import json
import random
from functools import cache

from . import LabeledDoc, hardneg_en, hardneg_es, hardneg_pt
from .attacks import LANGUAGES, banks
from .plant import _latin, host_page
from .split import pick

PER_CELL = {"dev": 10, "test": 8}  # pages per category and language
_BANKS = {"es": hardneg_es, "en": hardneg_en, "pt": hardneg_pt}
CATEGORIES = tuple(hardneg_en.SENTENCES)
VARIANTS = (
    ("visible", 40),
    ("hidden_block", 15),
    ("meta", 10),
    ("jsonld", 10),
    ("alt", 10),
    ("comment", 5),
    ("pdf", 10),
)
_MARKS = {
    "es": "Talleres Gráficos del Estado - folio {n} - impreso en papel reciclado",
    "en": "Printed by Government Printing Office - sheet {n} - recycled paper",
    "pt": "Imprensa Oficial - folha {n} - papel reciclado",
}


@cache
def sentences(lang: str, category: str, part: str) -> tuple[str, ...]:
    return tuple(pick("hardneg", _BANKS[lang].SENTENCES[category], part))


def all_sentences() -> list[str]:
    return [s for module in _BANKS.values() for items in module.SENTENCES.values() for s in items]


def _variant(rng: random.Random) -> str:
    names = [name for name, _ in VARIANTS]
    weights = [weight for _, weight in VARIANTS]
    return rng.choices(names, weights)[0]


def _title(sentence: str) -> str:
    words = sentence.replace("¿", "").split()
    return " ".join(words[:6]).rstrip(".,:;?!")


def hard_negatives(part: str) -> list[LabeledDoc]:
    docs: list[LabeledDoc] = []
    for category in CATEGORIES:
        for lang in LANGUAGES:
            pool = sentences(lang, category, part)
            for i in range(PER_CELL[part]):
                rng = random.Random(f"injection-data:{part}:hardneg:{category}:{lang}:{i}")
                chosen = rng.sample(pool, k=min(len(pool), rng.randint(3, 5)))
                variant = _variant(rng)
                body, content_type, url = _page(lang, part, chosen, variant, rng)
                docs.append(
                    LabeledDoc(
                        id=f"clean-hardneg-{category}-{lang}-{part[0]}{i:03d}",
                        part=part,
                        injected=False,
                        channel=None,
                        language=lang,
                        family=f"hardneg:{category};variant={variant}",
                        source="synthetic",
                        url=url,
                        content_type=content_type,
                        body=body,
                        payload=None,
                        synthetic=True,
                    )
                )
    return docs


def _page(
    lang: str, part: str, chosen: list[str], variant: str, rng: random.Random
) -> tuple[bytes, str, str]:
    b = banks(lang, part)
    site = rng.choice(b["site"])
    title = _title(chosen[0])
    url = f"https://{site}/{'-'.join(title.lower().split()[:4])}-{rng.randrange(10**6)}"
    hosts = rng.sample(b["host_paragraph"], k=rng.randint(0, 2))
    if variant == "pdf":
        return _pdf(lang, title, [*chosen, *hosts], rng), "application/pdf", url + ".pdf"
    visible = list(chosen)
    head = ""
    extra = ""
    if variant == "hidden_block":
        hidden = visible.pop()
        style = rng.choice(
            [
                '<div class="faq-answer" style="display:none">',
                '<div class="collapse" aria-hidden="true" style="display: none;">',
                '<div class="tab-pane" hidden>',
                '<div class="tooltip" style="opacity:0">',
            ]
        )
        extra = f"{style}<p>{html.escape(hidden)}</p></div>"
    elif variant == "meta":
        head = f'<meta name="description" content="{html.escape(chosen[0], quote=True)}">'
    elif variant == "jsonld":
        question, _, answer = chosen[0].partition("?")
        if answer:
            data: dict[str, object] = {
                "@context": "https://schema.org",
                "@type": "FAQPage",
                "mainEntity": [
                    {
                        "@type": "Question",
                        "name": question + "?",
                        "acceptedAnswer": {"@type": "Answer", "text": answer.strip()},
                    }
                ],
            }
        else:
            data = {
                "@context": "https://schema.org",
                "@type": "WebPage",
                "name": title,
                "description": chosen[0],
            }
        dumped = json.dumps(data, ensure_ascii=False).replace("</", "<\\/")
        head = f'<script type="application/ld+json">{dumped}</script>'
    elif variant == "alt":
        extra = f'<img src="/img/{rng.randrange(100)}.jpg" alt="{html.escape(visible.pop(), quote=True)}">'
    elif variant == "comment":
        extra = f"<!-- {visible.pop().replace('--', '- -')} -->"
    paragraphs = [*visible, *hosts]
    rng.shuffle(paragraphs)
    body = host_page(
        lang,
        rng,
        site=site,
        title=title,
        paragraphs=paragraphs or [chosen[0]],
        head=head,
        body=extra,
    )
    return body, "text/html; charset=utf-8", url


def _pdf(lang: str, title: str, paragraphs: list[str], rng: random.Random) -> bytes:
    from pytest_websearch_bench.synthetic.pdf import PdfBuilder

    builder = PdfBuilder()
    builder.new_page()
    builder.line(_latin(title), size=14.0, gap=10.0)
    for paragraph in paragraphs:
        builder.paragraph(_latin(paragraph))
    if rng.random() < 0.5:
        mark = _MARKS[lang].replace("{n}", f"{rng.randrange(10**5):05d}")
        builder.line(_latin(mark), size=6.0, rgb=(255, 255, 255))
    else:
        builder.line(_latin(paragraphs[0][:95]), size=10.0, invisible=True)
    return builder.build()
