"""How the twenty-first and twenty-second held-out sets put their texts on pages: one
assembly, each set handing over its own texts, hosts, channels, PDF maker and shapes.

Written by heldout21's writer as that set's ``build.py``; heldout22's writer kept it line
for line (only the set's name and id prefix differed), so on 2026-12-03 the lead folded
the two copies into this module. Both sets' documents are byte for byte what their own
``build.py`` gave before the fold (checked by a digest of every document, before and
after). heldout23 .. heldout25 were written on it, each with its own page template; the
``build.py`` each of the five kept (naming its own modules, the same lines but for the set's
name) became ``package_set`` on 2026-12-03, which reads a package of that layout by its
name (digests of every set's documents unchanged). Nothing here reads the detector.

Every attack, dressed in its shape, goes once into each of the seven channels on a host
page of its set (an AI context only on an AI host). Clean side: six documents per
hard-negative category, five of which also hide one of their own sentences in a hidden HTML
channel or a hidden PDF block, and two plain pages per host. Each document draws from a
``random.Random`` seeded with its own id."""

from __future__ import annotations

import importlib
import importlib.util
import json
import random
import re
import unicodedata
from collections.abc import Callable, Mapping, Sequence
from dataclasses import dataclass, field
from functools import lru_cache
from html import escape
from pathlib import Path
from types import ModuleType
from typing import Protocol

from injection_data import LabeledDoc

LANGUAGES = ("en", "es", "pt")
HTML_TYPE = "text/html; charset=utf-8"
PDF_TYPE = "application/pdf"
DOCS_PER_CATEGORY = 6
HIDDEN_HTML = ("css_hidden", "html_comment", "attribute", "meta", "structured_data")
MENU = {
    "en": ("Home", "When we open", "Directions", "Contact"),
    "es": ("Inicio", "Cuándo abrimos", "Cómo llegar", "Contacto"),
    "pt": ("Início", "Quando abrimos", "Como chegar", "Contacto"),
}
Placed = tuple[str, str, str]


class Row(Protocol):
    """An attack of a set's grid (its own ``_grid.Row``)."""

    text: str
    addressee: str
    ask: str
    soft: str
    context: str


PER_LANGUAGE = 45  # attacks per language in every set of this layout


@dataclass(frozen=True)
class GridRow:
    """An attack of a set's grid: its labels and its text (a set's ``_grid.Row``)."""

    addressee: str
    ask: str
    soft: str
    context: str
    text: str


@dataclass(frozen=True)
class Grid:
    """A set's labels, fixed before any text was written: its 9 addressees, 9 asks, 8 tones,
    15 contexts and its offset per language. heldout21's writer wrote this formula in its
    ``_grid.py``; heldout22 .. heldout25 kept it line for line with new offsets (folded here
    on 2026-12-03; every set's documents unchanged)."""

    addressees: Sequence[str]
    asks: Sequence[str]
    softs: Sequence[str]
    contexts: Sequence[str]
    offset: Mapping[str, int]

    def cell(self, lang: str, i: int) -> tuple[str, str, str, str]:
        """Labels of attack ``i`` (0-44) of ``lang``: over 45 positions every addressee
        comes five times (4 is prime to 9) and every context three times (7 is prime to 15)."""
        k = i + self.offset[lang]
        return (
            self.addressees[(4 * k) % 9],
            self.asks[(7 * k + k // 9) % 9],
            self.softs[(3 * k + k // 8) % 8],
            self.contexts[(7 * k + 2) % 15],
        )

    def rows(self, lang: str, texts: tuple[str, ...]) -> tuple[GridRow, ...]:
        """Each text of ``lang`` with its cell, whitespace runs folded to one space."""
        if len(texts) != PER_LANGUAGE:
            raise ValueError(f"attacks_{lang}.py holds {len(texts)} texts, the grid {PER_LANGUAGE}")
        return tuple(GridRow(*self.cell(lang, i), " ".join(t.split())) for i, t in enumerate(texts))


@dataclass(frozen=True)
class HeldoutSet:
    """One set's own parts; ``builder()`` makes its ``build``. ``page`` is the HTML page
    template (``lang, site, title, paragraphs, placed``): heldout21's by default, a set's own
    when it passes one."""

    part: str
    tag: str
    attacks: Mapping[str, Sequence[Row]]
    clean: Mapping[str, Mapping[str, tuple[str, Sequence[str]]]]
    channels: ModuleType
    ai_contexts: tuple[str, ...]
    all_channels: Sequence[str]
    pdf_channel: str
    hosts: Mapping[str, Mapping[str, tuple[str, str, Sequence[str]]]]
    kinds: tuple[str, ...]
    ai_kinds: tuple[str, ...]
    techniques: Sequence[str]
    make_pdf: Callable[[str, list[str], str, str], bytes]
    dress: Callable[[str, str, str], str]
    shape_of: Callable[[int], str]
    page: Callable[[str, str, str, list[str], Placed | None], bytes] = field(
        default_factory=lambda: page
    )

    def plant(self, channel: str, text: str, rng: random.Random, site: str) -> Placed:
        """``text`` put into HTML ``channel`` by one of its techniques, drawn from ``rng``."""
        ch = self.channels
        if channel == "visible_text":
            return ch.visible(text, rng)  # type: ignore[no-any-return]
        if channel == "css_hidden":
            return ch.css_hidden(text, rng)  # type: ignore[no-any-return]
        if channel == "html_comment":
            return ch.comment(text, rng)  # type: ignore[no-any-return]
        if channel == "attribute":
            return ch.attribute(text, rng)  # type: ignore[no-any-return]
        if channel == "meta":
            return ch.meta(text, rng)  # type: ignore[no-any-return]
        if channel == "structured_data":
            return ch.structured(text, rng, site)  # type: ignore[no-any-return]
        raise ValueError(f"{channel!r} is not an HTML channel of {self.part}; see CHANNELS")

    def doc(
        self, doc_id: str, lang: str, url: str, body: bytes, family: str, **planted: str
    ) -> LabeledDoc:
        return LabeledDoc(
            id=doc_id,
            part=self.part,
            injected=bool(planted),
            channel=planted.get("channel"),
            language=lang,
            family=family,
            source="synthetic",
            url=url,
            content_type=PDF_TYPE if body.startswith(b"%PDF-") else HTML_TYPE,
            body=body,
            payload=planted.get("payload"),
            synthetic=True,
        )

    def attack_docs(self, lang: str) -> list[LabeledDoc]:
        out = []
        for i, row in enumerate(self.attacks[lang]):
            shape = self.shape_of(i)
            text = self.dress(row.text, shape, lang)
            for channel in self.all_channels:
                doc_id = f"{self.tag}-atk-{lang}-{i:02d}-{channel}"
                rng = random.Random(doc_id)
                ai_only = row.context in self.ai_contexts
                kind = rng.choice(self.ai_kinds if ai_only else self.kinds + self.ai_kinds)
                site, title, paras = self.hosts[lang][kind]
                stem = f"https://{slug(site)}.example/{lang}/{slug(row.context)}/{i:02d}"
                if channel == self.pdf_channel:
                    technique = rng.choice(self.techniques)
                    body = self.make_pdf(f"{site}: {title}", list(paras), text, technique)
                    url = f"{stem}.pdf"
                else:
                    technique, where, markup = self.plant(channel, text, rng, site)
                    body = self.page(lang, site, title, list(paras), (technique, where, markup))
                    url = f"{stem}.html"
                topic = "ai" if kind in self.ai_kinds else "general"
                family = (
                    f"synthetic:addressee={row.addressee};ask={row.ask};soft={row.soft};"
                    f"shape={shape};context={row.context};variant={variant_label(technique)};"
                    f"carrier=synthetic;host_topic={topic};set={self.part}"
                )
                out.append(self.doc(doc_id, lang, url, body, family, channel=channel, payload=text))
        return out

    def clean_docs(self, lang: str) -> list[LabeledDoc]:
        out = []
        every_kind = self.kinds + self.ai_kinds
        for c, (category, (title, sentences)) in enumerate(self.clean[lang].items()):
            for k in range(DOCS_PER_CATEGORY):
                doc_id = f"{self.tag}-clean-{lang}-{category}-{k}"
                rng = random.Random(doc_id)
                start = (2 * k + c) % len(sentences)
                own = list((list(sentences[start:]) + list(sentences[:start]))[: 4 + (c + k) % 3])
                site = self.hosts[lang][every_kind[(3 * c + k) % len(every_kind)]][0]
                url = f"https://{slug(site)}.example/{lang}/help/{slug(title)}-{k}"
                if k == 4:
                    body = self.make_pdf(title, own, rng.choice(own), rng.choice(self.techniques))
                    where, url = self.pdf_channel, f"{url}.pdf"
                elif k == 1:
                    body = self.page(lang, site, title, own, None)
                    where, url = "none", f"{url}.html"
                else:
                    where = HIDDEN_HTML[(2 * k + c) % len(HIDDEN_HTML)]
                    placed = self.plant(where, rng.choice(own), rng, site)
                    body = self.page(lang, site, title, own, placed)
                    url = f"{url}.html"
                out.append(self.doc(doc_id, lang, url, body, f"hardneg:{category};placed={where}"))
        for n, kind in enumerate(every_kind):
            site, title, paras = self.hosts[lang][kind]
            for j in range(2):
                doc_id = f"{self.tag}-plain-{lang}-{kind}-{j}"
                rng = random.Random(doc_id)
                own_sentence = rng.choice(paras)
                url = f"https://{slug(site)}.example/{lang}/{'leaflet' if j else 'index'}"
                if j:
                    technique = rng.choice(self.techniques)
                    body = self.make_pdf(f"{site}: {title}", list(paras), own_sentence, technique)
                    where, url = self.pdf_channel, f"{url}.pdf"
                else:
                    where = HIDDEN_HTML[(3 * n + 2) % len(HIDDEN_HTML)]
                    placed = self.plant(where, own_sentence, rng, site)
                    body = self.page(lang, site, title, list(paras), placed)
                    url = f"{url}.html"
                out.append(self.doc(doc_id, lang, url, body, f"plain:{kind};placed={where}"))
        return out

    def builder(self) -> Callable[..., tuple[LabeledDoc, ...]]:
        """The set's ``build(corpus=None)``: all documents in a fixed order, computed once
        (``build.cache_clear()`` forgets them); ``corpus`` is accepted and never read."""

        @lru_cache(maxsize=1)
        def everything() -> tuple[LabeledDoc, ...]:
            docs: list[LabeledDoc] = []
            for lang in LANGUAGES:
                docs.extend(self.attack_docs(lang))
            for lang in LANGUAGES:
                docs.extend(self.clean_docs(lang))
            return tuple(docs)

        def build(corpus: Path | None = None) -> tuple[LabeledDoc, ...]:
            del corpus
            return everything()

        build.cache_clear = everything.cache_clear  # type: ignore[attr-defined]
        build.__doc__ = f"All documents of {self.part} in a fixed order; ``corpus`` is never read."
        return build


def package_set(package: str) -> HeldoutSet:
    """The set a package of the shared layout holds (heldout21 .. heldout25 each wrote
    the same ``build.py`` naming its own modules; folded here on 2026-12-03): its attacks
    (``attacks_en``/``_es``/``_pt.ATTACKS``), clean pages (``clean_*.PAGES``), channels
    (``channels``: ``CHANNELS``, ``PDF_CHANNEL``), AI contexts (``_grid.AI_CONTEXTS``), hosts
    (``hosts``: ``HOSTS``, ``KINDS``, ``AI_KINDS``), PDF maker (``pdfmake``: ``TECHNIQUES``,
    ``make_pdf``), shapes (``shapes``: ``dress``, ``shape_of``) and, when it has one, its
    own page template (``page.page``). ``injection_heldoutN`` is part ``heldoutN``, id
    prefix ``hN``."""
    number = package.removeprefix("injection_heldout")
    if not number.isdigit():
        raise ValueError(f"{package!r} is not an injection_heldoutN package")

    def module(name: str) -> ModuleType:
        return importlib.import_module(f"{package}.{name}")

    channels, hosts, pdfmake, shapes = (
        module(name) for name in ("channels", "hosts", "pdfmake", "shapes")
    )
    own_page = importlib.util.find_spec(f"{package}.page") is not None
    return HeldoutSet(
        part=f"heldout{number}",
        tag=f"h{number}",
        attacks={lang: module(f"attacks_{lang}").ATTACKS for lang in LANGUAGES},
        clean={lang: module(f"clean_{lang}").PAGES for lang in LANGUAGES},
        channels=channels,
        ai_contexts=module("_grid").AI_CONTEXTS,
        all_channels=channels.CHANNELS,
        pdf_channel=channels.PDF_CHANNEL,
        hosts=hosts.HOSTS,
        kinds=hosts.KINDS,
        ai_kinds=hosts.AI_KINDS,
        techniques=pdfmake.TECHNIQUES,
        make_pdf=pdfmake.make_pdf,
        dress=shapes.dress,
        shape_of=shapes.shape_of,
        page=module("page").page if own_page else page,
    )


def slug(text: str) -> str:
    plain = unicodedata.normalize("NFKD", text.lower()).encode("ascii", "ignore").decode()
    return re.sub(r"[^a-z0-9]+", "-", plain).strip("-")


def variant_label(name: str) -> str:
    return re.sub(r"[^a-z0-9]+", "_", name.lower())


def page(lang: str, site: str, title: str, paras: list[str], extra: Placed | None) -> bytes:
    """An HTML page of ``paras`` under ``title``; ``extra`` goes into the head, or into the
    body after the first paragraph."""
    where, markup = (extra[1], extra[2]) if extra else ("", "")
    blocks = [f"<p>{escape(p)}</p>" for p in paras]
    if where == "body":
        blocks.insert(1, markup)
    menu = " ".join(f'<a href="/{slug(m)}">{escape(m)}</a>' for m in MENU[lang])
    head_extra = f"{markup}\n" if where == "head" else ""
    html = (
        f'<!DOCTYPE html>\n<html lang="{lang}">\n<head>\n<meta charset="utf-8">\n'
        f'<meta name="viewport" content="width=device-width, initial-scale=1">\n'
        f"<title>{escape(title)} - {escape(site)}</title>\n{head_extra}</head>\n<body>\n"
        f"<header><b>{escape(site)}</b> {menu}</header>\n"
        f"<main>\n<h1>{escape(title)}</h1>\n" + "\n".join(blocks) + "\n</main>\n"
        f"<footer>{escape(site)}</footer>\n</body>\n</html>\n"
    )
    return html.encode()


# The comment and JSON-LD channels heldout23 .. heldout27 each wrote line for line (each set
# with its own banners, schema types and fields; folded here on 2026-12-04, documents byte for
# byte the same, pinned in tests/test_heldout_assembly.py).


def banner_comment(
    text: str, rng: random.Random, names: Sequence[str], banners: Mapping[str, str]
) -> Placed:
    """``text`` inside a tool's banner comment (``banners[name]``, a ``{t}`` template) for a
    ``name`` drawn from ``names``, in the head or the body."""
    if "--" in text or ">" in text:
        raise ValueError("an HTML comment cannot hold '--' or '>'")
    how = rng.choice(names)
    return how, rng.choice(("head", "body")), f"<!-- {banners[how].format(t=text)} -->"


def json_ld(
    text: str,
    rng: random.Random,
    site: str,
    kinds: Sequence[str],
    fields: Mapping[str, str],
    where: str = "head",
) -> Placed:
    """``text`` as the field ``fields[kind]`` of a JSON-LD block of a ``kind`` drawn from
    ``kinds`` named ``site``, ASCII-escaped about 30 % of the time."""
    kind = rng.choice(kinds)
    data = {"@context": "https://schema.org", "@type": kind, "name": site, fields[kind]: text}
    raw = json.dumps(data, ensure_ascii=rng.random() < 0.3).replace("</", "<\\/")
    return kind, where, f'<script type="application/ld+json">{raw}</script>'


# The PDF bytes the sets' ``pdfmake.py`` share (heldout21's writer wrote them; heldout22's and
# heldout23's kept them line for line with their own page size, fonts and hidings; folded
# here on 2026-12-03, documents byte for byte the same, pinned in tests/test_heldout_assembly.py).


def pdf_lines(text: str, width: int) -> list[str]:
    """``text`` broken at spaces into lines of at most ``width`` characters."""
    out: list[str] = []
    line = ""
    for word in text.split():
        if line and len(line) + 1 + len(word) > width:
            out.append(line)
            line = word
        else:
            line = f"{line} {word}" if line else word
    return [*out, line] if line else out


def pdf_string(text: str) -> bytes:
    """A PDF literal string of ``text`` in cp1252, its backslashes and parentheses escaped."""
    raw = text.encode("cp1252", "replace")
    return b"(" + raw.replace(b"\\", b"\\\\").replace(b"(", b"\\(").replace(b")", b"\\)") + b")"


def pdf_block(
    lines: list[str], x: float, y: float, font: str, size: float, leading: float
) -> bytes:
    """One text object drawing ``lines`` from (``x``, ``y``) down, ``leading`` apart."""
    parts = [f"BT /{font} {size:g} Tf {leading} TL {x:g} {y:g} Td".encode()]
    parts += [(b"T* " if n else b"") + pdf_string(line) + b" Tj" for n, line in enumerate(lines)]
    return b"\n".join([*parts, b"ET"])


def pdf_stream(data: bytes) -> bytes:
    return f"<< /Length {len(data)} >>\nstream\n".encode() + data + b"\nendstream"


def pdf_file(version: str, objects: Sequence[bytes], info: int) -> bytes:
    """A PDF file of ``objects`` (numbered from 1; the first is the catalogue, ``info`` the
    document information) with its cross-reference table and trailer."""
    pdf = bytearray(f"%PDF-{version}\n".encode() + b"%\xe2\xe3\xcf\xd3\n")
    offsets = []
    for n, body in enumerate(objects, start=1):
        offsets.append(len(pdf))
        pdf += f"{n} 0 obj\n".encode() + body + b"\nendobj\n"
    xref = len(pdf)
    pdf += f"xref\n0 {len(objects) + 1}\n0000000000 65535 f \n".encode()
    pdf += b"".join(f"{at:010d} 00000 n \n".encode() for at in offsets)
    pdf += (
        f"trailer\n<< /Size {len(objects) + 1} /Root 1 0 R /Info {info} 0 R >>\n"
        f"startxref\n{xref}\n%%EOF\n"
    ).encode()
    return bytes(pdf)
