"""Names under which providers and HTTP carry secrets: matched case-insensitively.

Shared by request matching (secrets never take part in a match) and redaction
(they never reach disk)."""

from __future__ import annotations

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
    }
)

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


def is_secret_header(name: str) -> bool:
    return name.lower() in SECRET_HEADERS


def is_secret_param(name: str) -> bool:
    return name.lower() in SECRET_QUERY_PARAMS
