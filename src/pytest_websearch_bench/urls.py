"""URL canonicalization and extraction.

A URL enters the system through :func:`canonical_url` (what a provider returned,
still the URL that is fetched and that a recorded request is matched on). The
evaluation compares pages, not spellings: gold lists, duplicates in a ranking, pool
groups and judged grades compare :func:`page_key`, which also ignores the scheme, a
leading ``www.`` and trailing slashes (docs/decision-report.md, 'How URLs are compared').
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


@lru_cache(maxsize=256)
def _already_canonical(url: str) -> bool:
    """Whether ``url`` is ``_ALREADY_CANONICAL``, matched once per URL string: a case asks it
    of the same URL ~3 times (the adapter's result, the URL's first ``page_key``, the
    case's gold URLs and families), the match costs ~4K instructions and a repeated look-up
    ~0.1K (docs/performance.md, stop 63). The same answers: the same test, remembered.
    The last 256 URLs only: a URL is asked again within its case, and a cache that grew
    with the run would cost ~1.2 KB a case of memory (10 URLs at ~120 bytes an entry)."""
    return _ALREADY_CANONICAL.fullmatch(url) is not None


def canonical_url(url: str) -> str:
    """Return the canonical form of ``url`` used for every comparison.

    Lowercases scheme and host, drops default ports, the fragment, session path
    parameters (``;jsessionid=...``) and tracking query parameters (``utm_*``,
    ``gclid``, ...), sorts the remaining query parameters, normalizes
    percent-encoding (so ``%28`` equals ``(``) and keeps everything else,
    including parenthesised paths such as ``/wiki/Bug_(Breaking_Bad)``.
    A string that is not an absolute http(s) URL is returned stripped, unchanged.
    """
    if _already_canonical(url):
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


@lru_cache(maxsize=65536)
def page_key(url: str) -> str:
    """The form in which the evaluation compares two URLs: one page, one key.

    :func:`canonical_url`, then also insensitive to the scheme (``http`` and ``https``
    are one page: the key says ``https``), to a leading ``www.`` of the host and to
    trailing slashes of the path (``/contact/`` is ``/contact``; the root stays ``/``).
    Ports 80 and 443 are dropped under either scheme; the query (tracking parameters
    dropped, the rest sorted) and any other port are kept: ``?id=1`` and ``?id=2`` are
    two pages.

    Gold matching, duplicates in a ranking, pool groups and judged grades compare keys;
    fetching a page and matching a recorded request keep :func:`canonical_url`, which
    is the URL a provider returned (a key may not be served: ``http://`` only sites).
    A string that is not an absolute http(s) URL is its own key, stripped.
    """
    if _already_canonical(url):
        # The common case (every URL a provider's result holds once canonical): no port,
        # query or fragment, so the key is the host without ``www.`` and the path without
        # its trailing slashes, what ``_page_key(canonical_url(url))`` makes of it.
        netloc, _, path = url.partition("://")[2].partition("/")
        if netloc.startswith("www."):
            netloc = netloc[4:]
        return f"https://{netloc}/{path.rstrip('/')}"
    return _page_key(canonical_url(url))


def _page_key(canonical: str) -> str:
    scheme, sep, rest = canonical.partition("://")
    if not sep or scheme not in ("http", "https"):
        return canonical
    cut = len(rest)
    for mark in "/?":
        at = rest.find(mark)
        if at != -1:
            cut = min(cut, at)
    netloc, tail = rest[:cut], rest[cut:]
    if netloc.startswith("www.") and len(netloc) > 4:
        netloc = netloc[4:]
    host, colon, port = netloc.rpartition(":")
    if colon and port in ("80", "443") and "]" not in port:
        netloc = host  # either scheme's default port: the scheme is not compared
    path, mark, query = tail.partition("?")
    path = path.rstrip("/") or "/"
    return f"https://{netloc}{path}{mark}{query}"


def canonical_url_and_host(url: str) -> tuple[str, str]:
    """``(canonical_url(url), host_of(canonical_url(url)))`` with one look at the URL:
    an adapter asks both of every result. The host is interned: a run keeps every
    ranked document's host until its run file is written, and the same few hosts come
    back across thousands of cases."""
    if _already_canonical(url):
        host = url.split("/", 3)[2]
        return (
            url if url.count("/") > 2 else url + "/",
            sys.intern(host[4:] if host.startswith("www.") else host),
        )
    canonical = _canonical_url(url)
    return canonical, sys.intern(host_of(canonical))


def host_of(url: str) -> str:
    """The lowercase host of ``url`` without a leading ``www.``; empty if none."""
    if _already_canonical(url):
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
