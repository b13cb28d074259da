"""Redaction: our own, case-insensitive, applied to requests and responses at any depth.

Why not vcrpy's filters: ``filter_headers`` touches request headers only (Set-Cookie
survives) and ``filter_post_data_parameters`` skips JSON bodies whose content type
carries a charset. Here every header, query string and JSON body (whatever its
content type, or none) is walked.

Always removed: keys and tokens (headers, query strings, JSON keys, and key shapes
in free text), cookies, provider account/organisation ids, personal emails and
phones (replaced by ``redacted@example.test`` and ``+52-000-000-0000``). Kept: role
mailboxes a company publishes (``ventas@``, ``contacto@``...; a configurable list),
published switchboards you declare, host and path, dates and date headers.
Redaction is idempotent: the placeholders are never redacted again.
"""

from __future__ import annotations

import base64
import dataclasses
import functools
import json
import re
from collections.abc import Iterable, Mapping, Sequence
from dataclasses import dataclass
from pathlib import Path
from typing import TYPE_CHECKING, Annotated, Any
from urllib.parse import parse_qsl, unquote, urlencode, urlsplit, urlunsplit

import regex
from pydantic import BaseModel, ConfigDict, Field, ValidationError

from ..errors import FixtureError, shell_words, validation_problem
from ..replay.cassette import Cassette, RecordedBody
from ..replay.secrets import (
    ACCOUNT_JSON_KEYS,
    DOC_PLACEHOLDERS,
    SECRET_PATTERNS,
    SECRET_PLACEHOLDER,
    is_secret_header,
    is_secret_key,
    is_secret_param,
    normalize_key,
)
from ..yaml_files import YAMLError, read_yaml
from .gunzip import gunzip
from .phones import MAYBE_PHONE, phone_spans
from .role_mailboxes import DEFAULT_ROLE_MAILBOXES, SERVICE_ACCOUNTS

if TYPE_CHECKING:  # pragma: no cover
    from ..providers.attempt import HttpAttempt

EMAIL_PLACEHOLDER = "redacted@example.test"
PHONE_PLACEHOLDER = "+52-000-000-0000"
TRUNCATE_LIMIT = 512 * 1024
TRUNCATE_CONTEXT = 2 * 1024

# Domains reserved for examples (RFC 2606/6761): never a person's address.
_RESERVED_EMAIL_DOMAINS = (
    "example.com",
    "example.org",
    "example.net",
    "example.test",
    ".invalid",
    ".test",
    ".example",
)

# An address: a local part and a domain in any script ("josé.pérez@gmail.com",
# "ana@bücher.de", "用户@例子.广告": letters, their combining marks and digits; an
# internationalised domain written as it is read, or in its xn-- form), the last label
# of the domain two letters or more. Not an address: what has nothing before the "@"
# (CSS "@media", npm "@scope/pkg", a decorator), a domain without a dot ("foo@bar"),
# a version ("pkg@1.2.3": the last label is not letters) and an image's density suffix
# ("logo@2x.png", "hero@1.5x.webp").
#
# Scripts written without spaces between words (Chinese, Japanese kana and kanji,
# Korean, Thai, Lao, Khmer, Burmese: ``_CONTINUOUS``) put an address right against
# the prose: "請聯繫josé@gmail.com謝謝", "ติดต่อsomchai@gmail.comครับ". A local part is
# therefore one run of one kind before the "@": letters of those scripts, or of any
# other (with digits and ``. % + - _``); the run switching kind is where the prose ends.
# The same holds after the domain: a last label of Latin letters ends where a CJK or
# Thai letter starts. The price: a local part mixing the kinds ("用户ana@", "ana用户@")
# is read as prose and the address, and only the latter run is redacted.
_CONTINUOUS = r"\p{Han}\p{Hiragana}\p{Katakana}\p{Hangul}\p{Thai}\p{Lao}\p{Khmer}\p{Myanmar}\u30fc"
_LOCAL_CHAR = r"\w\p{M}.%+\-"
_EMAIL = regex.compile(
    rf"(?:(?<![[{_LOCAL_CHAR}]--[{_CONTINUOUS}]])[[{_LOCAL_CHAR}]--[{_CONTINUOUS}]]+"
    rf"|(?<![{_CONTINUOUS}])[{_CONTINUOUS}][{_CONTINUOUS}.\p{{M}}]*)@"
    r"(?!\d+(?:\.\d+)?x\.(?i:png|jpe?g|gif|webp|avif|svg|bmp|ico|tiff?)\b)"
    r"[\p{L}\p{M}\p{Nd}\-]+(?:\.[\p{L}\p{M}\p{Nd}\-]+)*\."
    rf"(?:[\p{{L}}--[{_CONTINUOUS}]][[\p{{L}}\p{{M}}]--[{_CONTINUOUS}]]+"
    rf"|[[\p{{L}}&&[{_CONTINUOUS}]]][[\p{{L}}\p{{M}}]&&[{_CONTINUOUS}]]+)",
    regex.V1,
)
_URL_SPAN = re.compile(r"https?://[^\s\"'<>]+")
# After an address-shaped "user@host": a path (scp's "host:path", as in
# "git@github.com:org/repo.git"). Before it: a URL's scheme ("ssh://git@host/repo").
_REMOTE_PATH = re.compile(r":[\w~./\-]")
_URL_SCHEME_BEFORE = re.compile(r"[A-Za-z][A-Za-z0-9+.\-]*://$")
# What any of the patterns needs somewhere in a text: an "@" (an email), what every phone
# shape holds (``phones``) or a secret's prefix. Most strings of a provider's answer have
# none, and one search rules them out.
_MAYBE = re.compile(
    rf"@|{MAYBE_PHONE}|(?i:bearer)|eyJ|tvly-|pplx-|fc-|jina_|sk-|exa-|AIza|AKIA|gh[pousr]_"
)


@dataclass(frozen=True)
class RedactionRules:
    role_mailboxes: frozenset[str] = frozenset(DEFAULT_ROLE_MAILBOXES)
    keep_phones: frozenset[str] = frozenset()  # digits only: published switchboards
    keep_emails: frozenset[str] = frozenset()  # whole addresses published by a company
    account_keys: frozenset[str] = ACCOUNT_JSON_KEYS
    extra_secret_keys: frozenset[str] = frozenset()
    # Normalized header and query-parameter names an adapter sends its key in (its
    # ``auth``), beside ``secret_keys`` of the rules file, which count for them too.
    extra_secret_names: frozenset[str] = frozenset()
    # The keys themselves (``ProviderKey``): replaced wherever they appear.
    secret_values: frozenset[str] = frozenset()
    # Keys too short to be searched for as text (``ProviderKey.segments``): replaced where
    # one is a whole segment of a URL's path (``/v1/SOMEKEY/search``), nowhere else.
    secret_segments: frozenset[str] = frozenset()

    @classmethod
    def load(cls, path: Path | None, *, account_fields: Iterable[str] = ()) -> RedactionRules:
        """Rules from a YAML/JSON file (``role_mailboxes``, ``keep_phones``, ``keep_emails``,
        ``secret_keys``, ``account_keys``), merged over the defaults; FixtureError naming
        the file and the field when it is not that."""
        data = _RulesFile()
        if path is not None and path.exists():
            data = _read_rules(path)
        return cls(
            role_mailboxes=frozenset(DEFAULT_ROLE_MAILBOXES)
            | {m.lower() for m in data.role_mailboxes},
            keep_phones=frozenset(_digits(str(p)) for p in data.keep_phones),
            keep_emails=frozenset(e.lower() for e in data.keep_emails),
            account_keys=ACCOUNT_JSON_KEYS
            | {normalize_key(k) for k in [*data.account_keys, *account_fields]},
            extra_secret_keys=frozenset(normalize_key(k) for k in data.secret_keys),
        )

    def with_account_fields(self, fields: Iterable[str]) -> RedactionRules:
        """These rules, with an adapter's own account-id fields added."""
        extra = {normalize_key(f) for f in fields}
        if extra <= self.account_keys:
            return self
        return dataclasses.replace(self, account_keys=self.account_keys | extra)

    def with_key(self, key: ProviderKey | None) -> RedactionRules:
        """These rules, with a provider's key added: the header or parameter it travels in,
        and its value (``ProviderKey``)."""
        if key is None or (not key.names and not key.values and not key.segments):
            return self
        return dataclasses.replace(
            self,
            extra_secret_names=self.extra_secret_names | {normalize_key(n) for n in key.names},
            secret_values=self.secret_values | set(key.values),
            secret_segments=self.secret_segments | set(key.segments),
        )

    def is_secret_key(self, name: str) -> bool:
        return is_secret_key(name) or normalize_key(name) in self.extra_secret_keys

    def _is_named_secret(self, name: str) -> bool:
        normalized = normalize_key(name)
        return normalized in self.extra_secret_keys or normalized in self.extra_secret_names

    def is_secret_header(self, name: str) -> bool:
        """A header redaction empties: a known or secret-worded name (``replay.secrets``),
        a ``secret_keys`` name of the rules file, or the adapter's own key header."""
        return is_secret_header(name) or self._is_named_secret(name)

    def is_secret_param(self, name: str) -> bool:
        return is_secret_param(name) or self._is_named_secret(name)

    def is_account_key(self, name: str) -> bool:
        return normalize_key(name) in self.account_keys


DEFAULT_RULES = RedactionRules()

# A key shorter than this is not searched for as text: a test's ``TAVILY_API_KEY=x`` would
# otherwise turn every "x" of every answer into the placeholder. The header and parameter
# it travels in are still redacted by name; elsewhere (a body field under an ordinary name,
# an answer echoing it) it would reach the disk as it is: ``short_key`` says when that
# deserves a warning.
MIN_KEY_VALUE = 8
_A_WORD = re.compile(r"[A-Z]?[a-z]+|[A-Z]+")


def short_key(value: str | None) -> bool:
    """Whether ``value`` looks like a real key yet is too short to be searched for as text
    (under ``MIN_KEY_VALUE`` characters): not a test's stand-in, which is a documentation
    placeholder, one character repeated (``x``, ``xxx``) or a word in one case (``any``,
    ``test``, ``FAKE``); a digit, a symbol or mixed case (``a1b2c3``, ``Kq-7``) looks real."""
    if value is None:
        return False
    text = value.strip()
    if not text or len(text) >= MIN_KEY_VALUE or DOC_PLACEHOLDERS.fullmatch(text):
        return False
    return len(set(text)) > 1 and _A_WORD.fullmatch(text) is None


@dataclass(frozen=True)
class ProviderKey:
    """Where a provider's key travels and what it is, for redaction: a team's own adapter
    may send it under any header or parameter name (``AuthPlacement``), and the value is
    removed wherever it shows up (a header, a URL, a body echoing the request)."""

    names: tuple[str, ...] = ()
    values: tuple[str, ...] = ()
    # A key shorter than MIN_KEY_VALUE, whatever it looks like (``SOMEKEY``, ``x``): not
    # searched for as text, but a whole segment of a URL's path that is the key is one
    # (a gateway's ``/v1/KEY/search``): redacted there (``redact_url``), where no other
    # text can be hit by mistake.
    segments: tuple[str, ...] = ()

    @classmethod
    def of(cls, header: str | None, query_param: str | None, value: str | None) -> ProviderKey:
        names = tuple(n for n in (header, query_param) if n)
        text = (value or "").strip()
        usable = len(text) >= MIN_KEY_VALUE
        if usable and DOC_PLACEHOLDERS.fullmatch(text):
            usable = False
        short = bool(text) and len(text) < MIN_KEY_VALUE
        return cls(names, (text,) if usable else (), (text,) if short else ())

    @classmethod
    def of_adapter(cls, adapter: HttpAttempt) -> ProviderKey:
        """The key of an adapter as built: its ``auth`` header and parameter, and its
        ``api_key`` (``api_key=``, else its ``key_env`` variable)."""
        return cls.of(adapter.auth.header, adapter.auth.query_param, adapter.api_key)


class _RulesFile(BaseModel):
    """``redaction.yaml`` in a fixture root: additions to the default rules."""

    model_config = ConfigDict(extra="forbid")
    role_mailboxes: list[str] = Field(default_factory=list)
    keep_phones: list[Annotated[str | int, Field(union_mode="left_to_right")]] = Field(
        default_factory=list
    )
    keep_emails: list[str] = Field(default_factory=list)
    secret_keys: list[str] = Field(default_factory=list)
    account_keys: list[str] = Field(default_factory=list)


def _read_rules(path: Path) -> _RulesFile:
    remedy = (
        "write a mapping of lists: role_mailboxes, keep_phones, keep_emails, secret_keys, "
        "account_keys (docs/recording.md 'Redaction, verification, provenance')"
    )
    try:
        data = read_yaml(path)
    except YAMLError as exc:
        raise FixtureError(f"{path}: invalid redaction rules: {exc}", remedy) from None
    try:
        return _RulesFile.model_validate(data if data is not None else {})
    except ValidationError as exc:
        where, problem = validation_problem(exc)
        raise FixtureError(
            f"{path}: invalid redaction rules: field {where!r}: {problem}", remedy
        ) from None


def _digits(text: str) -> str:
    return re.sub(r"\D", "", text)


def is_role_mailbox(address: str, rules: RedactionRules = DEFAULT_RULES) -> bool:
    local, _, domain = address.lower().partition("@")
    if address.lower() in rules.keep_emails:
        return True
    if domain.endswith(_RESERVED_EMAIL_DOMAINS) or address.lower() == EMAIL_PLACEHOLDER:
        return True
    first = re.split(r"[._+-]", local, maxsplit=1)[0]
    return local in rules.role_mailboxes or first in rules.role_mailboxes


def _is_service_remote(text: str, found: regex.Match[str]) -> bool:
    """Whether the address-shaped ``found`` is the user and host of a remote whose user is
    a service account (``git@github.com:org/repo.git``, ``ssh://git@github.com/org/repo``):
    not a mailbox, and naming no one (``role_mailboxes.SERVICE_ACCOUNTS``)."""
    user = found.group(0).partition("@")[0].lower()
    if user not in SERVICE_ACCOUNTS:
        return False
    scp = _REMOTE_PATH.match(text, found.end()) is not None
    url = _URL_SCHEME_BEFORE.search(text[max(0, found.start() - 32) : found.start()]) is not None
    return scp or url


def is_personal_phone(match: str, rules: RedactionRules = DEFAULT_RULES) -> bool:
    digits = _digits(match)
    if not 10 <= len(digits) <= 13:
        return False
    if match.strip() == PHONE_PLACEHOLDER or digits in rules.keep_phones:
        return False
    return digits[-10:] not in {p[-10:] for p in rules.keep_phones}


@dataclass(frozen=True)
class Edit:
    start: int
    end: int
    replacement: str
    kind: str = "secret"  # secret | email | phone


def _hex_digit(digit: str) -> str:
    return f"[{digit.lower()}{digit.upper()}]" if digit.isalpha() else digit


@functools.lru_cache(maxsize=64)
def _key_pattern(value: str) -> re.Pattern[str]:
    """``value`` with any of its characters written as itself or percent-encoded (in
    either case of hex digits; a space also as ``+``): a key in a URL path, a query or a
    form body, however much of it the client encoded."""
    parts: list[str] = []
    for char in value:
        encoded = "".join(
            "%" + "".join(_hex_digit(d) for d in f"{b:02X}") for b in char.encode("utf-8")
        )
        choices = [re.escape(char), encoded] + ([r"\+"] if char == " " else [])
        parts.append(f"(?:{'|'.join(choices)})")
    return re.compile("".join(parts))


def key_edits(text: str, rules: RedactionRules = DEFAULT_RULES) -> list[Edit]:
    """Where the provider keys of ``rules`` (``ProviderKey``) appear in ``text``, as they
    are or percent-encoded, left to right."""
    edits: list[Edit] = []
    for value in rules.secret_values:
        if "%" in text or ("+" in text and " " in value):
            for m in _key_pattern(value).finditer(text):
                edits.append(Edit(m.start(), m.end(), SECRET_PLACEHOLDER, "provider_key"))
            continue
        start = text.find(value)
        while start >= 0:
            edits.append(Edit(start, start + len(value), SECRET_PLACEHOLDER, "provider_key"))
            start = text.find(value, start + len(value))
    return edits


def text_edits(text: str, rules: RedactionRules = DEFAULT_RULES) -> list[Edit]:
    """Every replacement redaction would make in ``text``, left to right, non-overlapping."""
    edits = key_edits(text, rules)
    if _MAYBE.search(text) is None:
        return edits
    for name, pattern in SECRET_PATTERNS:
        for m in pattern.finditer(text):
            if m.group(0).lower().startswith("bearer"):
                edits.append(Edit(m.start(), m.end(), f"Bearer {SECRET_PLACEHOLDER}", name))
            else:
                edits.append(Edit(m.start(), m.end(), SECRET_PLACEHOLDER, name))
    for found in _EMAIL.finditer(text):
        if not is_role_mailbox(found.group(0), rules) and not _is_service_remote(text, found):
            edits.append(Edit(found.start(), found.end(), EMAIL_PLACEHOLDER, "personal_email"))
    url_spans = [(m.start(), m.end()) for m in _URL_SPAN.finditer(text)]
    for start, end in phone_spans(text):
        inside_url = any(s <= start < e for s, e in url_spans)
        if not inside_url and is_personal_phone(text[start:end], rules):
            edits.append(Edit(start, end, PHONE_PLACEHOLDER, "personal_phone"))
    edits.sort(key=lambda e: (e.start, -e.end))
    merged: list[Edit] = []
    for edit in edits:
        if merged and edit.start < merged[-1].end:
            continue  # overlapping matches: the earlier, longer one wins
        merged.append(edit)
    return merged


def apply_edits(text: str, edits: Sequence[Edit]) -> str:
    out: list[str] = []
    cursor = 0
    for edit in edits:
        out.append(text[cursor : edit.start])
        out.append(edit.replacement)
        cursor = edit.end
    out.append(text[cursor:])
    return "".join(out)


def redact_text(text: str, rules: RedactionRules = DEFAULT_RULES) -> str:
    return apply_edits(text, text_edits(text, rules))


def redact_json(value: Any, rules: RedactionRules = DEFAULT_RULES) -> Any:
    """A copy of ``value`` with secret keys, account ids and personal data replaced, at any depth."""
    if isinstance(value, dict):
        out: dict[str, Any] = {}
        for key, item in value.items():
            if rules.is_secret_key(key) and _is_scalar(item):
                out[key] = SECRET_PLACEHOLDER if item not in (None, "") else item
            elif (
                rules.is_account_key(key)
                and isinstance(item, (str, int))
                and not isinstance(item, bool)
            ):
                out[key] = SECRET_PLACEHOLDER
            elif rules.is_account_key(key) and isinstance(item, dict):
                out[key] = {
                    k: (
                        SECRET_PLACEHOLDER
                        if normalize_key(k) in ("id", "name", "email")
                        else redact_json(v, rules)
                    )
                    for k, v in item.items()
                }
            else:
                out[key] = redact_json(item, rules)
        return out
    if isinstance(value, list):
        return [redact_json(item, rules) for item in value]
    if isinstance(value, str):
        return redact_text(value, rules)
    return value


@dataclass(frozen=True)
class RequestScrub:
    """A request redacted as recording stores it, for matching (``replay.matching.Scrub``):
    a live request and its recording are compared in that form, so a personal address a
    request carries still replays against ``redacted@example.test``."""

    rules: RedactionRules = DEFAULT_RULES

    def url(self, uri: str) -> str:
        return redact_url(uri, self.rules)

    def json(self, value: Any) -> Any:
        return redact_json(value, self.rules)

    def text(self, text: str) -> str:
        return redact_text(text, self.rules)

    def message(self, text: str, *, quote: bool = True) -> str:
        """``text`` with the keys redacted, its URLs as URLs (``redact_message``)."""
        return redact_message(text, self.rules, quote=quote)

    def secret_param(self, name: str) -> bool:
        return self.rules.is_secret_param(name)


def _is_scalar(value: Any) -> bool:
    return value is None or (isinstance(value, (str, int, float)) and not isinstance(value, bool))


def redact_url(uri: str, rules: RedactionRules = DEFAULT_RULES) -> str:
    """A URL with its secrets replaced by the placeholder: secret query parameters (by
    name), a userinfo's password (``user:key@host``), and a known provider key wherever it
    stands (a path segment, ``/v1/KEY/search``; the userinfo; the fragment; a query value),
    as it is or percent-encoded; secret shapes in query values and the userinfo's name.
    Scheme, host and the rest of the path are kept; a URL with nothing to redact is
    returned as it was."""
    try:
        parts = urlsplit(uri)
    except ValueError:
        return redact_text(uri, rules)
    netloc = _redact_netloc(parts.netloc, rules)
    path = _redact_segments(_redact_keys(parts.path, rules), rules)
    query = _redact_query(parts.query, rules)
    fragment = _redact_keys(parts.fragment, rules)
    if fragment:  # parameters (``#access_token=...``), or an anchor redacted as text
        fragment = (
            _redact_query(fragment, rules) if "=" in fragment else redact_text(fragment, rules)
        )
    if (netloc, path, query, fragment) == (parts.netloc, parts.path, parts.query, parts.fragment):
        return uri
    return urlunsplit((parts.scheme, netloc, path, query, fragment))


# A word of a message (between spaces) that holds a URL: what may stand before the URL
# (``(``, a backtick, a quote) and after it (``:``, ``.``, ``)``, a backtick), the words
# before it in the word (``tavily=``, ``--ws-endpoint=tavily=``) and the URL.
_WORD = regex.compile(r"\S+")
_URL_WORD = regex.compile(
    r"(?P<lead>[(\[{`'\"]*)(?P<core>[^\s`'\"]*?[A-Za-z][A-Za-z0-9+.-]*://[^\s`'\"]*?)"
    r"(?P<trail>[.,;:!?)\]}`'\"]*)"
)
_SCHEME = regex.compile(r"[A-Za-z][A-Za-z0-9+.-]*://")


def redact_message(text: str, rules: RedactionRules = DEFAULT_RULES, *, quote: bool = True) -> str:
    """``text`` (a failed call's message, a remedy, a command-line argument) with the keys
    redacted as text (``redact_text``) and each URL in it as a URL (``redact_url``, the
    one rule: a key shorter than 8 characters that is a whole segment of the path is one
    too, ``/v1/<redacted>/search``). With ``quote`` (a message, several words), a word
    whose URL was redacted is shell-quoted (``'tavily=http://gw/v1/<redacted>'``): pasted
    into a shell, a bare ``<redacted>`` is a redirection; a single word (an argument, a
    value) is never quoted."""
    if "://" not in text:
        return redact_text(text, rules)
    quote = quote and _WORD.fullmatch(text) is None
    edits: list[Edit] = []
    for word in _WORD.finditer(text):
        found = _URL_WORD.fullmatch(word.group())
        if found is None:
            continue
        core = found.group("core")
        start = _SCHEME.search(core)
        if start is None:
            continue
        url = core[start.start() :]
        redacted = redact_text(redact_url(url, rules), rules)
        if redacted == url and SECRET_PLACEHOLDER not in url:
            continue
        replaced = core[: start.start()] + redacted
        if quote and not found.group("lead").endswith(("'", '"')):
            replaced = shell_words([replaced])
        edits.append(
            Edit(word.start() + found.start("core"), word.start() + found.end("core"), replaced)
        )
    out = redact_text(apply_edits(text, edits), rules)
    return _KEY_BACK_AFTER.sub(lambda m: m.group() + KEY_BACK, out) if quote else out


# Said after a printed command (between backticks) that holds the placeholder: the user
# puts the key back before running it.
KEY_BACK = f" (with your key in place of {SECRET_PLACEHOLDER})"
_KEY_BACK_AFTER = regex.compile(
    rf"`[^`\n]*{regex.escape(SECRET_PLACEHOLDER)}[^`\n]*`(?!{regex.escape(KEY_BACK)})"
)


def _redact_keys(text: str, rules: RedactionRules) -> str:
    """``text`` with the known provider keys replaced (nothing else: a path is kept)."""
    if not text or not rules.secret_values:
        return text
    edits = key_edits(text, rules)
    if not edits:
        return text
    edits.sort(key=lambda e: (e.start, -e.end))
    merged: list[Edit] = []
    for edit in edits:
        if not merged or edit.start >= merged[-1].end:
            merged.append(edit)
    return apply_edits(text, merged)


def _redact_segments(path: str, rules: RedactionRules) -> str:
    """``path`` with each segment that is a short key (``secret_segments``), as it is or
    percent-encoded, replaced by the placeholder; the other segments kept as written."""
    if not rules.secret_segments or not path:
        return path
    segments = path.split("/")
    kept = [
        SECRET_PLACEHOLDER if unquote(segment) in rules.secret_segments else segment
        for segment in segments
    ]
    return path if kept == segments else "/".join(kept)


def _redact_netloc(netloc: str, rules: RedactionRules) -> str:
    """A userinfo's password is always a secret; its name is redacted like text (a key
    sent as the user name, ``https://KEY@host``)."""
    if "@" not in netloc:
        return netloc
    userinfo, _, host = netloc.rpartition("@")
    user, colon, password = userinfo.partition(":")
    user = redact_text(user, rules) if user != SECRET_PLACEHOLDER else user
    if password:
        password = SECRET_PLACEHOLDER
    return f"{user}{colon}{password}@{host}"


def _redact_query(query: str, rules: RedactionRules) -> str:
    if not query:
        return query
    pairs = parse_qsl(query, keep_blank_values=True)
    if not any(rules.is_secret_param(k) for k, _ in pairs) and not text_edits(query, rules):
        return query
    cleaned = [
        (k, SECRET_PLACEHOLDER if rules.is_secret_param(k) else redact_text(v, rules))
        for k, v in pairs
    ]
    return urlencode(cleaned)


def redact_headers(
    headers: Mapping[str, list[str]], rules: RedactionRules = DEFAULT_RULES
) -> dict[str, list[str]]:
    out: dict[str, list[str]] = {}
    for name, values in headers.items():
        if rules.is_secret_header(name):
            if name.lower() == "authorization":
                out[name] = [
                    f"{v.split(' ', 1)[0]} {SECRET_PLACEHOLDER}" if " " in v else SECRET_PLACEHOLDER
                    for v in values
                ]
            else:
                out[name] = [SECRET_PLACEHOLDER for _ in values]
        else:
            out[name] = [redact_text(v, rules) for v in values]
    return out


def redact_body_text(text: str | None, rules: RedactionRules = DEFAULT_RULES) -> str | None:
    """A body, JSON or not: JSON is walked key by key; anything else is redacted as text."""
    if not text:
        return text
    try:
        data = json.loads(text)
    except ValueError:
        return redact_text(text, rules)
    if not isinstance(data, (dict, list)):
        return redact_text(text, rules)
    redacted = redact_json(data, rules)
    if redacted == data:
        return text  # unchanged: keep the original bytes (and their key order)
    return json.dumps(redacted, ensure_ascii=False, separators=(",", ":"))


def _redact_binary(body: RecordedBody, rules: RedactionRules) -> RecordedBody:
    raw = body.as_bytes()
    if raw[:2] == b"\x1f\x8b":  # gzip: redact what is inside, store it decoded
        try:
            inner = gunzip(raw).decode("utf-8")  # a bomb or a truncated body stays as it is
        except (OSError, UnicodeDecodeError):
            return body
        return RecordedBody(string=redact_body_text(inner, rules))
    return RecordedBody(base64_string=base64.b64encode(raw).decode("ascii"))


def redact_cassette(cassette: Cassette, rules: RedactionRules = DEFAULT_RULES) -> Cassette:
    """A redacted copy: request URI, headers and body; response headers and body."""
    copy = cassette.model_copy(deep=True)
    for interaction in copy.interactions:
        request = interaction.request
        request.uri = redact_url(request.uri, rules)
        request.headers = redact_headers(request.headers, rules)
        request.body = redact_body_text(request.body, rules)
        response = interaction.response
        if response is None:
            continue
        response.headers = redact_headers(response.headers, rules)
        if response.body.base64_string is not None:
            response.body = _redact_binary(response.body, rules)
        else:
            response.body = RecordedBody(string=redact_body_text(response.body.string, rules))
    return copy


def truncate_text(
    text: str, needles: Iterable[str] = (), limit: int = TRUNCATE_LIMIT
) -> tuple[str, bool]:
    """Text over ``limit`` bytes is cut to its first relevant block (where a needle first
    occurs, else the start) plus 2 KB of context either side."""
    if len(text.encode("utf-8")) <= limit:
        return text, False
    lowered = text.lower()
    positions = [lowered.find(n.lower()) for n in needles if n]
    found = [p for p in positions if p >= 0]
    first = min(found) if found else 0
    block_end = text.find("\n\n", first)
    if block_end < 0 or block_end - first > limit // 2:
        block_end = first + min(limit // 2, len(text) - first)
    start = max(0, first - TRUNCATE_CONTEXT)
    end = min(len(text), block_end + TRUNCATE_CONTEXT)
    return text[start:end], True
