"""Attack instructions composed from one side's banks: who is addressed, what is asked,
how softly, in which shape.

An attack is frame(addressee, ask) with its values filled in, then wrapped in a shape
(plain text, role-play, a fake tool call in JSON, a fake chat template, Unicode tag
characters). Every part comes from the banks of the document's side (``split.pick``), so
a test attack has no wording in common with any dev attack.
"""

from __future__ import annotations

import json
import random
import re
import unicodedata
from dataclasses import dataclass
from functools import cache
from types import ModuleType
from typing import Any

from . import bank_common, bank_en, bank_es, bank_pt
from .split import pick

LANGUAGES = ("es", "en", "pt")
BANKS: dict[str, ModuleType] = {"es": bank_es, "en": bank_en, "pt": bank_pt}
ASKS = ("ignore", "rank_first", "verified", "hide", "reveal", "exfiltrate")
SOFTNESS = ("imperative", "request", "note", "policy", "indirect")
ADDRESSEES = (
    "assistant",
    "agent",
    "model",
    "system",
    "chatgpt",
    "claude",
    "gemini",
    "the_ai",
    "role",
    "implicit",
)
SHAPES = ("plain", "roleplay", "tool_json", "chat_template", "unicode_tags")
PLAIN_SHARE = 0.7

_CONTRACTIONS = {
    "es": [(" a el ", " al "), (" de el ", " del "), ("A el ", "Al ")],
    "pt": [
        (" a o ", " ao "),
        (" a a ", " à "),
        (" a os ", " aos "),
        (" a as ", " às "),
        (" de o ", " do "),
        (" de a ", " da "),
        (" em o ", " no "),
        (" em a ", " na "),
    ],
    "en": [],
}


@dataclass(frozen=True)
class Attack:
    text: str  # the instruction as planted (shape applied; tag characters decoded)
    lang: str
    addressee: str
    ask: str
    soft: str
    shape: str
    encoded: str  # what goes into the document (differs from text only for unicode_tags)

    @property
    def axes(self) -> str:
        return f"addressee={self.addressee};ask={self.ask};soft={self.soft};shape={self.shape}"


@cache
def banks(lang: str, part: str) -> dict[str, Any]:
    """The wordings of ``lang`` that belong to ``part``, by slot."""
    module = BANKS[lang]
    return {
        "addressee": {k: pick("addressee", v, part) for k, v in module.ADDRESSEES.items()},
        "ask": {k: pick("ask", v, part) for k, v in module.ASKS.items()},
        "frame": {k: pick("frame", v, part) for k, v in module.FRAMES.items()},
        "implicit": {k: pick("implicit_frame", v, part) for k, v in module.IMPLICIT_FRAMES.items()},
        "shape": {k: pick("shape", v, part) for k, v in module.SHAPES.items()},
        "value": {k: pick("value", v, part) for k, v in module.VALUES.items()},
        "host_title": pick("host_title", module.HOST_TITLES, part),
        "host_paragraph": pick("host_paragraph", module.HOST_PARAGRAPHS, part),
        "site": pick("site", module.SITES, part),
        "url": pick("url", bank_common.URLS, part),
        "email": pick("email", bank_common.EMAILS, part),
        "invented_key": pick("invented_key", bank_common.INVENTED_KEYS, part),
    }


def all_bank_entries() -> dict[str, list[str]]:
    """Every split entry's text by bank name, for the disjointness check."""
    out: dict[str, list[str]] = {}

    def add(bank: str, entries: list[Any]) -> None:
        out.setdefault(bank, []).extend(e if isinstance(e, str) else e[0] for e in entries)

    slotted = (
        ("addressee", "ADDRESSEES"),
        ("ask", "ASKS"),
        ("frame", "FRAMES"),
        ("implicit_frame", "IMPLICIT_FRAMES"),
        ("shape", "SHAPES"),
        ("value", "VALUES"),
    )
    for module in BANKS.values():
        for bank, attribute in slotted:
            for v in getattr(module, attribute).values():
                add(bank, v)
        add("host_title", module.HOST_TITLES)
        add("host_paragraph", module.HOST_PARAGRAPHS)
        add("site", module.SITES)
    add("url", bank_common.URLS)
    add("email", bank_common.EMAILS)
    add("invented_key", bank_common.INVENTED_KEYS)
    return out


def _cap(text: str) -> str:
    return text[:1].upper() + text[1:]


_SLOT = re.compile(r"\{([A-Za-z_]+)\}")


def fill(template: str, values: dict[str, str]) -> str:
    """``template`` with each ``{name}`` in ``values`` replaced (others left alone)."""
    return _SLOT.sub(lambda m: values.get(m.group(1), m.group(0)), template)


def to_tags(text: str) -> str:
    """``text`` as Unicode tag characters (U+E0020-U+E007E), accents dropped first."""
    plain = unicodedata.normalize("NFKD", text).encode("ascii", "ignore").decode()
    return "".join(chr(0xE0000 + ord(c)) for c in plain if 0x20 <= ord(c) < 0x7F)


def compose(
    lang: str,
    part: str,
    rng: random.Random,
    *,
    ask: str,
    soft: str,
    addressee: str | None = None,
    shape: str | None = None,
    allow_tags: bool = True,
) -> Attack:
    """One attack in ``lang`` from ``part``'s wordings (``rng`` picks what is not given)."""
    b = banks(lang, part)
    if addressee is None:
        addressee = rng.choice(ADDRESSEES)
    if shape is None:
        if rng.random() < PLAIN_SHARE:
            shape = "plain"
        else:
            shapes = [s for s in SHAPES[1:] if allow_tags or s != "unicode_tags"]
            shape = rng.choice(shapes)
    imp, inf = rng.choice(b["ask"][ask])
    values = {
        "imp": imp,
        "Imp": _cap(imp),
        "inf": inf,
        "brand": rng.choice(b["value"]["brand"]),
        "auth": rng.choice(b["value"]["auth"]),
        "fact": rng.choice(b["value"]["fact"]),
        "url": rng.choice(b["url"]),
        "email": rng.choice(b["email"]),
    }
    values["fact_a"] = "a " + values["fact"]
    if addressee == "implicit":
        frame = rng.choice(b["implicit"][soft])
    else:
        vocative, noun = rng.choice(b["addressee"][addressee])
        frame = rng.choice(b["frame"][soft])
        values.update({"V": vocative, "np": noun, "Np": _cap(noun)})
    text = fill(fill(frame, values), values)
    text = " " + text + " "
    for old, new in _CONTRACTIONS[lang]:
        text = text.replace(old, new)
    text = _cap(text.strip())
    encoded = text
    if shape == "unicode_tags":
        wrapper = rng.choice(b["shape"]["unicode_tags"])
        visible = wrapper.replace("{S}", "").strip()
        plain = unicodedata.normalize("NFKD", text).encode("ascii", "ignore").decode()
        text = plain
        encoded = visible + " " + to_tags(plain)
    elif shape != "plain":
        wrapper = rng.choice(b["shape"][shape])
        inner = json.dumps(text, ensure_ascii=False)[1:-1] if shape == "tool_json" else text
        text = encoded = wrapper.replace("{S}", inner)
    return Attack(text, lang, addressee, ask, soft, shape, encoded)
