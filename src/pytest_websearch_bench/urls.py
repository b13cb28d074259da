"""URL canonicalization and extraction.

Every comparison between URLs (gold lists, pooled groups, duplicates in a ranking)
goes through :func:`canonical_url`, applied once where a URL enters the system, so
that metric functions can compare plain strings.
"""

from __future__ import annotations

import re
import sys
from functools import lru_cache
from urllib.parse import parse_qsl, quote, unquote, urlencode, urlsplit, urlunsplit

# Parameters that identify a click or a session, never a document.
TRACKING_PARAMS = frozenset(
    {
        "gclid",
        "gclsrc",
        "dclid",
        "fbclid",
        "msclkid",
        "yclid",
        "igshid",
        "mc_cid",
        "mc_eid",
        "_ga",
        "_gl",
        "_hsenc",
        "_hsmi",
        "mkt_tok",
        "oly_anon_id",
        "oly_enc_id",
        "vero_id",
        "wickedid",
        "rb_clickid",
        "s_cid",
        "ncid",
        "cmpid",
        "srsltid",
        "jsessionid",
        "phpsessid",
    }
)
TRACKING_PREFIXES = ("utm_", "pk_", "hsa_", "ga_")

_DEFAULT_PORTS = {"http": 80, "https": 443}
# Characters left unescaped in a canonical path: RFC 3986 unreserved plus the
# sub-delimiters and ':'/'@'/'/', so "%28" and "(" compare equal (Wikipedia uses both).
_PATH_SAFE = "/:@!$&'()*+,;=-._~"
# In a query "+" means a space and "&"/"=" delimit pairs: those three stay escaped.
_QUERY_SAFE = "/:@!$'()*,;-._~"
_SESSION_PATH_PARAM = re.compile(r";(?:jsessionid|phpsessid|sid)=[^/?#]*", re.IGNORECASE)


def _is_tracking(name: str) -> bool:
    lowered = name.lower()
    return lowered in TRACKING_PARAMS or lowered.startswith(TRACKING_PREFIXES)


# A URL made only of these characters, with a lowercase scheme and host, no port, query,
# fragment, percent-escape or path parameter, is already canonical (the common case).
_ALREADY_CANONICAL = re.compile(
    r"https?://[a-z0-9-]+(?:\.[a-z0-9-]+)*(?:/[A-Za-z0-9/._~!$&'()*+,=:@-]*)?"
)


def canonical_url(url: str) -> str:
    """Return the canonical form of ``url`` used for every comparison.

    Lowercases scheme and host, drops default ports, the fragment, session path
    parameters (``;jsessionid=...``) and tracking query parameters (``utm_*``,
    ``gclid``, ...), sorts the remaining query parameters, normalizes
    percent-encoding (so ``%28`` equals ``(``) and keeps everything else,
    including parenthesised paths such as ``/wiki/Bug_(Breaking_Bad)``.
    A string that is not an absolute http(s) URL is returned stripped, unchanged.
    """
    if _ALREADY_CANONICAL.fullmatch(url):
        return url if url.count("/") > 2 else url + "/"
    return _canonical_url(url)


@lru_cache(maxsize=65536)
def _canonical_url(url: str) -> str:
    text = url.strip()
    try:
        parts = urlsplit(text)
    except ValueError:
        return text
    scheme = parts.scheme.lower()
    if scheme not in ("http", "https") or not parts.netloc:
        return text
    host = (parts.hostname or "").lower().rstrip(".")
    try:
        port = parts.port
    except ValueError:
        port = None
    netloc = host
    if port is not None and port != _DEFAULT_PORTS[scheme]:
        netloc = f"{host}:{port}"
    path = _SESSION_PATH_PARAM.sub("", parts.path)
    path = quote(unquote(path), safe=_PATH_SAFE) or "/"
    query = ""
    if parts.query:
        pairs = [
            (k, v) for k, v in parse_qsl(parts.query, keep_blank_values=True) if not _is_tracking(k)
        ]
        pairs.sort()
        query = urlencode(pairs, quote_via=quote, safe=_QUERY_SAFE)
    return urlunsplit((scheme, netloc, path, query, ""))


def canonical_url_and_host(url: str) -> tuple[str, str]:
    """``(canonical_url(url), host_of(canonical_url(url)))`` with one look at the URL:
    an adapter asks both of every result. The host is interned: a run keeps every
    ranked document's host until its run file is written, and the same few hosts come
    back across thousands of cases."""
    if _ALREADY_CANONICAL.fullmatch(url):
        host = url.split("/", 3)[2]
        return (
            url if url.count("/") > 2 else url + "/",
            sys.intern(host[4:] if host.startswith("www.") else host),
        )
    canonical = _canonical_url(url)
    return canonical, sys.intern(host_of(canonical))


def host_of(url: str) -> str:
    """The lowercase host of ``url`` without a leading ``www.``; empty if none."""
    if _ALREADY_CANONICAL.fullmatch(url):
        host = url.split("/", 3)[2]
        return host[4:] if host.startswith("www.") else host
    try:
        host = (urlsplit(url).hostname or "").lower().rstrip(".")
    except ValueError:
        return ""
    return host[4:] if host.startswith("www.") else host


# A URL in running text ends at whitespace, quotes or angle brackets. Closing
# brackets are handled after the match so that balanced parentheses survive.
_URL_IN_TEXT = re.compile(r"https?://[^\s<>\"'`\]\[{}|\\^]+", re.IGNORECASE)
_TRAILING_PUNCT = ".,;:!?"


def _trim(candidate: str) -> str:
    while candidate:
        last = candidate[-1]
        if last in _TRAILING_PUNCT or (last == ")" and candidate.count(")") > candidate.count("(")):
            candidate = candidate[:-1]
        else:
            break
    return candidate


def extract_urls(text: str) -> list[str]:
    """URLs found in ``text``, in order, without duplicates.

    A closing parenthesis ends a URL only when it is unbalanced, so
    ``(see https://en.wikipedia.org/wiki/Bug_(Breaking_Bad))`` yields the full
    Wikipedia path; trailing sentence punctuation is dropped.
    """
    seen: set[str] = set()
    found: list[str] = []
    for match in _URL_IN_TEXT.finditer(text):
        candidate = _trim(match.group(0))
        if candidate and candidate not in seen:
            seen.add(candidate)
            found.append(candidate)
    return found
