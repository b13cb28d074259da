"""Building tuning9's documents: every attack planted in the seven channels of a host page
written for its context, and the clean hard negatives placed in the channels where such
text naturally sits. Every document draws from a ``random.Random`` seeded by its id."""

from __future__ import annotations

import random
from functools import cache, lru_cache
from types import ModuleType

from injection_data import LabeledDoc
from injection_data.plant import CHANNELS, PDF_CHANNEL, host_page, pdf_document, snippet

from . import en, es, pt
from ._rows import AttackRow, attack_rows, clean_rows
from .obfuscate import DRESSINGS, PDF_SAFE, dress

PART = "tuning9"
LANGUAGES = ("en", "es", "pt")
MODULES: dict[str, ModuleType] = {"en": en, "es": es, "pt": pt}
HTML_UTF8 = "text/html; charset=utf-8"
PDF = "application/pdf"
# Contexts whose topic is AI itself: the attack hides among legitimate talk about models.
AI_CONTEXTS = frozenset(
    {
        "model_card",
        "ai_tool_review",
        "prompt_tutorial",
        "chatbot_faq",
        "ai_policy",
        "llm_release_notes",
        "ai_news",
        "ai_course",
        "agent_framework_docs",
        "ai_forum",
        "ai_leaderboard",
        "ai_glossary",
        "ai_startup_pitch",
    }
)
OBFUSCATIONS = tuple(DRESSINGS)
# Dressings a reader sees as the plain words (invisible characters, look-alike letters,
# letters spaced out): their payload is the plain text, as in injection_data, so the
# trainer's sentence labels (payload vs the folded text) still find it. Leetspeak,
# markdown noise and literal entities change what is read: payload is the dressed text.
READS_PLAIN = frozenset({"zero_width", "lookalike", "spaced"})
# Where a clean document's extra sentence goes, by document number within its category.
PLACEMENTS = (
    "visible_text",
    "visible_text",
    "meta",
    "attribute",
    "structured_data",
    "html_comment",
    "css_hidden",
    PDF_CHANNEL,
)
CLEAN_PER_CATEGORY = len(PLACEMENTS)
INVENTED_KEYS = [
    "readerNote",
    "assistantHint",
    "x-ai-guidance",
    "crawlerMessage",
    "botInstructions",
    "summaryPolicy",
    "agentNotes",
    "llmContext",
]


def _rng(*key: object) -> random.Random:
    return random.Random("tuning9:" + ":".join(str(k) for k in key))


def obfuscation_of(number: int) -> str:
    """About a fifth of the attacks are dressed, cycling through every dressing."""
    if number % 5 != 2:
        return "plain"
    return OBFUSCATIONS[(number // 5) % len(OBFUSCATIONS)]


@cache
def attacks(lang: str) -> tuple[AttackRow, ...]:
    return tuple(attack_rows(MODULES[lang].ATTACKS))


@cache
def clean(lang: str) -> dict[str, list[str]]:
    return clean_rows(MODULES[lang].CLEAN)


def _slug(title: str) -> str:
    keep = "".join(c if c.isalnum() else "-" for c in title.lower())
    return "-".join(part for part in keep.split("-") if part)[:60]


def _attack_docs(lang: str) -> list[LabeledDoc]:
    docs: list[LabeledDoc] = []
    for number in range(len(attacks(lang))):
        docs.extend(attack_documents(lang, number))
    return docs


def attack_documents(lang: str, number: int) -> list[LabeledDoc]:
    """Attack ``number`` of ``lang`` planted in each of the seven channels."""
    row = attacks(lang)[number]
    site, title, paragraphs = MODULES[lang].HOSTS[row.context]
    kind = obfuscation_of(number)
    dressed = dress(kind, row.text, _rng("dress", lang, number))
    docs: list[LabeledDoc] = []
    for channel in CHANNELS:
        doc_id = f"t9-atk-{lang}-{number:03d}-{channel}"
        rng = _rng(doc_id)
        shown_kind, text = kind, dressed
        if channel == PDF_CHANNEL and kind not in PDF_SAFE and kind != "plain":
            shown_kind, text = "plain", row.text  # the PDF font cannot draw them
        chosen = rng.sample(paragraphs, k=min(len(paragraphs), rng.randint(2, 3)))
        url = f"https://{site}/{_slug(title)}-{number:03d}"
        if channel == PDF_CHANNEL:
            body, technique = pdf_document(title, chosen, text, rng)
            content_type, url = PDF, url.replace("https://", "https://files.") + ".pdf"
        else:
            where, snippet_html, technique = snippet(
                channel, text, rng, invented_keys=INVENTED_KEYS, name=site
            )
            body = host_page(
                lang,
                rng,
                site=site,
                title=title,
                paragraphs=chosen,
                head=snippet_html if where == "head" else "",
                body=snippet_html if where == "body" else "",
            )
            content_type = HTML_UTF8
        topic = "ai" if row.context in AI_CONTEXTS else "general"
        family = (
            f"tuning9:addressee={row.addressee};ask={row.ask};soft={row.soft};"
            f"shape={row.shape};context={row.context};obf={shown_kind};"
            f"variant={technique};host_topic={topic};carrier=synthetic"
        )
        docs.append(
            LabeledDoc(
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
                payload=row.text if shown_kind in READS_PLAIN else text,
                synthetic=True,
            )
        )
    return docs


def _clean_docs(lang: str) -> list[LabeledDoc]:
    sites = MODULES[lang].CLEAN_SITES
    docs: list[LabeledDoc] = []
    for category, pool in clean(lang).items():
        site, titles = sites[category]
        for j, placed in enumerate(PLACEMENTS):
            doc_id = f"t9-clean-{lang}-{category}-{j}"
            rng = _rng(doc_id)
            order = rng.sample(pool, k=len(pool))
            visible = order[: min(len(order) - 1, 3 + j % 2)]
            extra = order[len(visible)]
            title = titles[j % len(titles)]
            url = f"https://{site}/{_slug(title)}-{j}"
            if placed == PDF_CHANNEL:
                hidden = extra if j % 2 else None  # an OCR-like text layer, or none
                body, technique = pdf_document(title, [*visible, extra], hidden, rng)
                content_type, url = PDF, url.replace("https://", "https://files.") + ".pdf"
                where_placed = f"{PDF_CHANNEL}:{technique}"
            else:
                if placed == "visible_text":
                    visible = [*visible, extra]
                    head = body_html = ""
                    where_placed = "visible_text"
                else:
                    where, html_text, technique = snippet(
                        placed, extra, rng, invented_keys=["description"], name=site
                    )
                    head = html_text if where == "head" else ""
                    body_html = html_text if where == "body" else ""
                    where_placed = f"{placed}:{technique}"
                body = host_page(
                    lang,
                    rng,
                    site=site,
                    title=title,
                    paragraphs=visible,
                    head=head,
                    body=body_html,
                )
                content_type = HTML_UTF8
            docs.append(
                LabeledDoc(
                    id=doc_id,
                    part=PART,
                    injected=False,
                    channel=None,
                    language=lang,
                    family=f"hardneg:{category};placed={where_placed};set=tuning9",
                    source="synthetic",
                    url=url,
                    content_type=content_type,
                    body=body,
                    payload=None,
                    synthetic=True,
                )
            )
    return docs


def _plain_hosts(lang: str) -> list[LabeledDoc]:
    """Every context's host page with nothing planted, as a page and as a PDF: the
    carriers' own prose must read as clean."""
    docs: list[LabeledDoc] = []
    for context, (site, title, paragraphs) in sorted(MODULES[lang].HOSTS.items()):
        for form in ("html", "pdf"):
            doc_id = f"t9-plain-{lang}-{context}-{form}"
            rng = _rng(doc_id)
            url = f"https://{site}/{_slug(title)}"
            if form == "pdf":
                body, _ = pdf_document(title, paragraphs, None, rng)
                content_type, url = PDF, url.replace("https://", "https://files.") + ".pdf"
            else:
                body = host_page(lang, rng, site=site, title=title, paragraphs=paragraphs)
                content_type = HTML_UTF8
            topic = "ai" if context in AI_CONTEXTS else "general"
            docs.append(
                LabeledDoc(
                    id=doc_id,
                    part=PART,
                    injected=False,
                    channel=None,
                    language=lang,
                    family=f"plain:{context};placed=none;host_topic={topic};set=tuning9",
                    source="synthetic",
                    url=url,
                    content_type=content_type,
                    body=body,
                    payload=None,
                    synthetic=True,
                )
            )
    return docs


@lru_cache(maxsize=1)
def build() -> tuple[LabeledDoc, ...]:
    docs: list[LabeledDoc] = []
    for lang in LANGUAGES:
        docs.extend(_attack_docs(lang))
    for lang in LANGUAGES:
        docs.extend(_clean_docs(lang))
        docs.extend(_plain_hosts(lang))
    return tuple(docs)
