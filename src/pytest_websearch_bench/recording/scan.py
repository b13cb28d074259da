"""The secret and personal-data scanner behind ``ws-bench verify``.

It looks where a leak hides: every JSON string at any depth, bodies stored as
JSON text inside cassettes, base64 bodies and gzip inside them, header values,
query strings, plain text files, and a PDF's compressed streams and page text.
Cookies (``Cookie``/``Set-Cookie`` headers, session keys) and account, organisation
and user identifiers are findings whatever their value (redaction replaces them all);
other secret-keyed values when they look like keys. Documentation placeholders and
the redaction placeholders are not findings. A finding names the file and a location
(a JSON path or line:column) and shows a masked excerpt, never the secret.
"""

from __future__ import annotations

import base64
import binascii
import json
import math
from collections import Counter
from collections.abc import Iterator
from dataclasses import dataclass
from pathlib import Path
from typing import Any
from urllib.parse import parse_qsl, unquote, urlsplit

from ..artifacts.html.decode import decode_html
from ..replay.document_check import HEAD, sniff
from ..replay.secrets import (
    DOC_PLACEHOLDERS,
    SECRET_PLACEHOLDER,
    normalize_key,
)
from ..replay.verify import REDACTION_RULES_NAME, fixture_files
from ..text_position import line_column
from .gunzip import GzipTooLarge, gunzip
from .redact import DEFAULT_RULES, RedactionRules, text_edits
from .scan_pdf import is_pdf, literal_spans, pdf_texts

# Session state: any value is a finding, whatever its entropy (``sid=1`` logs someone in).
COOKIE_HEADERS = frozenset({"cookie", "set-cookie"})
ALWAYS_SECRET_KEYS = frozenset({"cookie", "setcookie", "sessionid"})
TEXT_SUFFIXES = (".json", ".yaml", ".yml", ".html", ".htm", ".txt", ".md", ".csv", ".xml")


@dataclass(frozen=True)
class Finding:
    path: str
    location: str
    kind: str
    excerpt: str

    def __str__(self) -> str:
        return f"{self.path}:{self.location}: {self.kind} ({self.excerpt})"


def mask(value: str) -> str:
    value = value.strip()
    if len(value) <= 6:
        return "*" * len(value)
    return f"{value[:3]}…{value[-2:]} ({len(value)} chars)"


def entropy(value: str) -> float:
    if not value:
        return 0.0
    counts = Counter(value)
    return -sum(n / len(value) * math.log2(n / len(value)) for n in counts.values())


def is_placeholder(value: str) -> bool:
    return value.strip() in ("", SECRET_PLACEHOLDER) or bool(DOC_PLACEHOLDERS.search(value))


def _looks_like_key(value: str) -> bool:
    token = value.split(" ", 1)[-1].strip()
    return len(token) >= 12 and entropy(token) >= 3.0 and not is_placeholder(token)


def _line_col(text: str, offset: int) -> str:
    return "{}:{}".format(*line_column(text, offset))


class Scanner:
    def __init__(self, rules: RedactionRules = DEFAULT_RULES) -> None:
        self.rules = rules

    def scan_text(
        self,
        text: str,
        path: str,
        where: str | None = None,
        phones_in: list[tuple[int, int]] | None = None,
    ) -> Iterator[Finding]:
        """Findings in ``text``; with ``phones_in``, a phone number only inside those
        spans (a PDF's literal strings: elsewhere its digits are operands)."""
        for edit in text_edits(text, self.rules):
            if (
                phones_in is not None
                and edit.kind == "personal_phone"
                and not any(start <= edit.start and edit.end <= end for start, end in phones_in)
            ):
                continue
            excerpt = text[edit.start : edit.end]
            if edit.kind not in ("personal_email", "personal_phone") and is_placeholder(excerpt):
                continue
            location = f"{where} @{edit.start}" if where else _line_col(text, edit.start)
            yield Finding(path, location, edit.kind, mask(excerpt))

    def _scan_url(self, url: str, path: str, where: str) -> Iterator[Finding]:
        try:
            parts = urlsplit(url)
            query, password = parts.query, parts.password
        except ValueError:
            query, password = "", None
        if password and not is_placeholder(unquote(password)):  # ``user:key@host``
            yield Finding(path, f"{where}@userinfo", "secret_userinfo", mask(unquote(password)))
        for name, value in parse_qsl(query, keep_blank_values=True):
            if self.rules.is_secret_param(name) and not is_placeholder(value):
                yield Finding(path, f"{where}?{name}", "secret_query_param", mask(value))

    def scan_json(self, value: Any, path: str, where: str = "$") -> Iterator[Finding]:
        if isinstance(value, dict):
            for key, item in value.items():
                here = f"{where}.{key}"
                if isinstance(item, str) and self.rules.is_secret_key(key):
                    if normalize_key(key) in ALWAYS_SECRET_KEYS and not is_placeholder(item):
                        yield Finding(path, here, "cookie", mask(item))
                        continue
                    if _looks_like_key(item):
                        yield Finding(path, here, "secret_value", mask(item))
                        continue
                if self.rules.is_account_key(key):
                    found = list(self._scan_account(item, path, here))
                    if found:
                        yield from found
                        continue
                if key == "headers" and isinstance(item, dict):
                    yield from self._scan_headers(item, path, here)
                    continue
                if key == "base64_string" and isinstance(item, str):
                    yield from self._scan_base64(item, path, here)
                    continue
                yield from self.scan_json(item, path, here)
        elif isinstance(value, list):
            for index, item in enumerate(value):
                yield from self.scan_json(item, path, f"{where}[{index}]")
        elif isinstance(value, str):
            yield from self._scan_string(value, path, where)

    def _scan_account(self, value: Any, path: str, where: str) -> Iterator[Finding]:
        """An account, organisation or user identifier (any value redaction replaces)."""
        if isinstance(value, bool) or value is None:
            return
        if isinstance(value, (str, int)) and not is_placeholder(str(value)):
            yield Finding(path, where, "account_id", mask(str(value)))
        elif isinstance(value, dict):
            for key, item in value.items():
                if normalize_key(key) in ("id", "name", "email"):
                    yield from self._scan_account(item, path, f"{where}.{key}")

    def _scan_headers(self, headers: dict[str, Any], path: str, where: str) -> Iterator[Finding]:
        for name, values in headers.items():
            items = values if isinstance(values, list) else [values]
            for item in items:
                if not isinstance(item, str):
                    continue
                if name.lower() in COOKIE_HEADERS and not is_placeholder(item):
                    yield Finding(path, f"{where}.{name}", "cookie", mask(item))
                elif self.rules.is_secret_header(name) and _looks_like_key(item):
                    yield Finding(path, f"{where}.{name}", "secret_header", mask(item))
                else:
                    yield from self._scan_string(item, path, f"{where}.{name}")

    def _scan_string(self, value: str, path: str, where: str) -> Iterator[Finding]:
        stripped = value.lstrip()
        if stripped[:1] in ("{", "[") and len(stripped) > 1:
            try:
                inner = json.loads(value)
            except ValueError:
                inner = None
            if isinstance(inner, (dict, list)):
                yield from self.scan_json(inner, path, f"{where}→$")
                return
        if value.startswith(("http://", "https://")):
            yield from self._scan_url(value, path, where)
        yield from self.scan_text(value, path, where)

    def _scan_base64(self, value: str, path: str, where: str) -> Iterator[Finding]:
        try:
            raw = base64.b64decode(value, validate=True)
        except (binascii.Error, ValueError):
            yield from self.scan_text(value, path, where)
            return
        yield from self.scan_bytes(raw, path, f"{where}(base64)")

    def scan_bytes(self, raw: bytes, path: str, where: str | None = None) -> Iterator[Finding]:
        phones_in = None
        if is_pdf(raw):  # compressed streams and page text, then the bytes themselves
            for inside, text, spans in pdf_texts(raw):
                yield from self.scan_text(text, path, f"{where or ''}({inside})", spans)
            phones_in = literal_spans(raw, whole_file=True)  # the bytes, as latin-1, below
        if raw[:2] == b"\x1f\x8b":
            try:
                raw = gunzip(raw)
            except GzipTooLarge as exc:  # unscanned is never "clean": a finding
                yield Finding(path, f"{where or '$'}(gzip)", "unscannable body", str(exc))
                return
            except OSError:
                return
            where = f"{where or ''}(gzip)"
        if phones_in is not None:  # a PDF's bytes: one character a byte, spans carry over
            yield from self.scan_text(raw.decode("latin-1"), path, where, phones_in)
            return
        text = raw.decode("utf-8", errors="replace")
        if "\ufffd" in text and sniff(raw[:HEAD]) == "an HTML page":
            text = decode_html(raw)[0]  # a windows-1252 page, as the reader decodes it
        stripped = text.lstrip("\ufeff \n\r\t")
        if stripped[:1] in ("{", "["):
            try:
                data = json.loads(stripped)
            except ValueError:
                data = None
            if data is not None:
                yield from self.scan_json(data, path, where or "$")
                return
        yield from self.scan_text(text, path, where)

    def scan_file(self, file: Path, label: str) -> list[Finding]:
        try:
            raw = file.read_bytes()
        except OSError as exc:
            return [Finding(label, "-", "unreadable", str(exc))]
        return list(self.scan_bytes(raw, label))


def scan_tree(root: Path) -> list[Finding]:
    """Secrets and personal data in every fixture file under ``root``, under the tree's
    own redaction rules (the scanning half of ``ws-bench verify``)."""
    scanner = Scanner(RedactionRules.load(root / REDACTION_RULES_NAME))
    findings: list[Finding] = []
    for relative in fixture_files(root):
        findings += scanner.scan_file(root / relative, str(root / relative))
    return findings
