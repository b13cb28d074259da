"""Names and shapes of secrets, shared by request matching (secrets never take part in a
match), redaction (they never reach disk) and the scanner (they are found if they did).

Everything is matched case-insensitively; JSON keys are compared without ``_``/``-``
so ``api_key``, ``apiKey`` and ``API-KEY`` are one name.
"""

from __future__ import annotations

import re

SECRET_HEADERS = frozenset(
    {
        "authorization",
        "proxy-authorization",
        "x-api-key",
        "api-key",
        "x-subscription-token",
        "ocp-apim-subscription-key",
        "x-goog-api-key",
        "cookie",
        "set-cookie",
        "x-auth-token",
        "x-access-token",
        "x-project-id",
        "x-amz-security-token",
    }
)

# Words that make a header's name a secret's wherever they stand in it (``X-Acme-Key``,
# ``X-Custom-Token``, ``Acme-Auth``): a team's own search API sends its key under a name no
# list can know. Whole words only: ``WWW-Authenticate`` and ``Keep-Alive`` are not secrets.
SECRET_HEADER_WORDS = frozenset(
    {
        "key",
        "apikey",
        "token",
        "secret",
        "auth",
        "authorization",
        "password",
        "passwd",
        "credential",
        "credentials",
        "signature",
    }
)
_NAME_WORDS = re.compile(r"[-_.\s]+")

SECRET_QUERY_PARAMS = frozenset(
    {
        "api_key",
        "apikey",
        "api-key",
        "key",
        "token",
        "access_token",
        "auth",
        "auth_token",
        "client_secret",
        "secret",
        "password",
        "signature",
        "sig",
    }
)

# JSON keys (normalized: lowercase, without "_" and "-") whose values are secrets.
SECRET_JSON_KEYS = frozenset(
    {
        "apikey",
        "key",
        "token",
        "accesstoken",
        "refreshtoken",
        "idtoken",
        "authtoken",
        "authorization",
        "secret",
        "clientsecret",
        "password",
        "passwd",
        "cookie",
        "setcookie",
        "sessionid",
        "xapikey",
        "subscriptiontoken",
        "bearer",
        "privatekey",
        "signature",
    }
)

# JSON keys that hold provider account, organisation or user ids (adapters add their own).
ACCOUNT_JSON_KEYS = frozenset(
    {
        "accountid",
        "account",
        "orgid",
        "organizationid",
        "organisationid",
        "organization",
        "projectid",
        "teamid",
        "userid",
        "user",
        "username",
        "customerid",
        "billingid",
        "workspaceid",
    }
)

# Shapes of secrets in free text: provider key formats, bearer tokens, JWTs.
SECRET_PATTERNS: tuple[tuple[str, re.Pattern[str]], ...] = (
    ("jwt", re.compile(r"\beyJ[A-Za-z0-9_-]{8,}\.[A-Za-z0-9_-]{8,}\.[A-Za-z0-9_-]{8,}")),
    ("bearer_token", re.compile(r"(?i)\bbearer\s+(?!<redacted>)[A-Za-z0-9._~+/=-]{12,}")),
    ("tavily_key", re.compile(r"\btvly-(?:dev-|prod-)?[A-Za-z0-9]{16,}")),
    ("perplexity_key", re.compile(r"\bpplx-[A-Za-z0-9]{20,}")),
    ("firecrawl_key", re.compile(r"\bfc-[0-9a-f]{24,}")),
    ("jina_key", re.compile(r"\bjina_[A-Za-z0-9]{20,}")),
    ("openai_key", re.compile(r"\bsk-(?:proj-)?[A-Za-z0-9_-]{20,}")),
    ("exa_key", re.compile(r"\bexa-[A-Za-z0-9-]{20,}")),
    ("google_api_key", re.compile(r"\bAIza[0-9A-Za-z_-]{35}\b")),
    ("aws_access_key", re.compile(r"\bAKIA[0-9A-Z]{16}\b")),
    ("github_token", re.compile(r"\bgh[pousr]_[A-Za-z0-9]{30,}")),
)

SECRET_PLACEHOLDER = "<redacted>"
# Placeholders found in provider documentation: never findings, never redacted twice.
DOC_PLACEHOLDERS = re.compile(
    r"(?i)(your[_-]?api[_-]?key|<redacted>|redacted|xxxx+|\*{4,}|placeholder|example|dummy|changeme)"
)


def normalize_key(name: str) -> str:
    return name.lower().replace("_", "").replace("-", "")


def is_secret_header(name: str) -> bool:
    """A header that carries a key: a known name, or any name with a secret's word in it."""
    lowered = name.lower()
    if lowered in SECRET_HEADERS:
        return True
    return any(word in SECRET_HEADER_WORDS for word in _NAME_WORDS.split(lowered))


def is_secret_param(name: str) -> bool:
    return name.lower() in SECRET_QUERY_PARAMS


def is_secret_key(name: str) -> bool:
    return normalize_key(name) in SECRET_JSON_KEYS
