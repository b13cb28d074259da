"""The cassette index: which files serve (provider, operation, case), loaded on demand.

The directory tree is listed once per session; cassettes are parsed when a case
first asks for them and kept in a small LRU (a case reads its cassettes, then a
user test on the same case may read them again; keeping every parsed cassette
would grow memory with the size of the golden set).
"""

from __future__ import annotations

import hashlib
import os
from collections import OrderedDict
from collections.abc import Sequence
from pathlib import Path

from ..errors import CassetteFormatError
from ..treepaths import outside_file
from ..urls import canonical_url, host_of
from .cassette import Cassette, load_cassette
from .matching import RequestKey, Scrub, request_key

ERRORS_DIR = "errors"
_DROP_HEADERS = frozenset({"content-encoding", "transfer-encoding", "content-length"})


def stored_page_name(url: str) -> str:
    """Where, under ``_shared/``, the neutral fetcher's stored copy of ``url`` lives:
    ``pages/<host>/<first 16 hex of sha256(canonical URL)>.html``. The generator writes
    pages by it and ``ws-bench manifest --adopt`` finds them by it."""
    key = canonical_url(url)
    digest = hashlib.sha256(key.encode("utf-8")).hexdigest()[:16]
    return f"pages/{host_of(key)}/{digest}.html"


class LoadedCassette:
    """A parsed cassette with each interaction's request as recorded (for the exact-match
    fast path) and its canonical key, computed only when a comparison needs it."""

    __slots__ = ("_keys", "_scrub", "cassette", "filename", "headers", "raw", "relative")

    def __init__(self, filename: str, cassette: Cassette, relative: str) -> None:
        self.filename = filename
        self.relative = relative
        self.cassette = cassette
        self.raw = tuple(
            (i.request.method.upper(), i.request.uri, (i.request.body or "").encode("utf-8"))
            for i in cassette.interactions
        )
        # Response headers as httpx takes them; the stored body is decoded already, so the
        # headers that would make httpx decode it again are dropped.
        self.headers = tuple(
            [
                (name, value)
                for name, values in (i.response.headers.items() if i.response else ())
                if name.lower() not in _DROP_HEADERS
                for value in values
            ]
            for i in cassette.interactions
        )
        self._keys: list[RequestKey | None] = [None] * len(self.raw)
        self._scrub: Scrub | None = None  # the one the cached keys were computed with

    @property
    def path(self) -> Path:
        return Path(self.filename)

    def key(self, index: int, scrub: Scrub | None = None) -> RequestKey:
        """The canonical key of interaction ``index`` (redacted by ``scrub``: the one a
        live request is compared with)."""
        if scrub is not self._scrub:
            self._keys = [None] * len(self.raw)
            self._scrub = scrub
        key = self._keys[index]
        if key is None:
            method, uri, body = self.raw[index]
            key = self._keys[index] = request_key(method, uri, body, scrub)
        return key

    def fingerprint(self, index: int) -> str:
        stored = self.cassette.interactions[index].ws.fingerprint
        return stored if stored is not None else self.key(index, self._scrub).fingerprint


class CassetteStore:
    def __init__(self, root: Path, *, cache_size: int = 64) -> None:
        self.root = root
        self._root_text = str(root)
        self._listing: dict[str, frozenset[str]] = {}
        self._cache: OrderedDict[str, LoadedCassette] = OrderedDict()
        self._cache_size = cache_size
        # (provider, operation) -> (its errors/ folder, its regular folder), as path text.
        self._folders: dict[tuple[str, str], tuple[str, str]] = {}

    def expected_path(self, provider: str, operation: str, case_id: str) -> Path:
        return self.root / provider / operation / f"{case_id}.json"

    def error_path(self, provider: str, operation: str, case_id: str) -> Path:
        return self.root / provider / ERRORS_DIR / f"{case_id}.{operation}.json"

    def _names(self, directory: str) -> frozenset[str]:
        names = self._listing.get(directory)
        if names is None:
            try:
                names = frozenset(entry.name for entry in os.scandir(directory) if entry.is_file())
            except OSError:
                names = frozenset()
            self._listing[directory] = names
        return names

    def exists(self, path: Path) -> bool:
        return path.name in self._names(str(path.parent))

    def candidates(self, provider: str, operation: str, case_id: str) -> list[Path]:
        """Files serving this (provider, operation, case), in play order: the recorded
        failures first (errors/), then the regular recording."""
        return [Path(name) for name in self.candidate_files(provider, operation, case_id)]

    def _folders_of(self, provider: str, operation: str) -> tuple[str, str]:
        """The folders serving (provider, operation): ``errors/`` and the regular one."""
        folders = self._folders.get((provider, operation))
        if folders is None:
            base = os.path.join(self._root_text, provider)
            folders = (os.path.join(base, ERRORS_DIR), os.path.join(base, operation))
            self._folders[provider, operation] = folders
        return folders

    def candidate_files(self, provider: str, operation: str, case_id: str) -> list[str]:
        """``candidates`` as path strings: replay asks for them once a call, and pathlib
        objects cost more than the lookup itself."""
        error_dir, regular_dir = self._folders_of(provider, operation)
        found = []
        error_name = f"{case_id}.{operation}.json"
        if error_name in self._names(error_dir):
            found.append(os.path.join(error_dir, error_name))
        regular_name = f"{case_id}.json"
        if regular_name in self._names(regular_dir):
            found.append(os.path.join(regular_dir, regular_name))
        return found

    def load(self, path: Path | str) -> LoadedCassette:
        text = str(path)
        loaded = self._cache.get(text)
        if loaded is not None:
            self._cache.move_to_end(text)
            return loaded
        target = outside_file(self._root_text, text)
        if target is not None:
            raise CassetteFormatError(
                text,
                f"it leads to {target}, outside the fixture tree {self.root} (a link?): the "
                "bench reads nothing outside its tree",
            )
        loaded = LoadedCassette(text, load_cassette(text), self.relative(text))
        self._cache[text] = loaded
        if len(self._cache) > self._cache_size:
            self._cache.popitem(last=False)
        return loaded

    def relative(self, path: Path | str) -> str:
        text = str(path)
        prefix = self._root_text.rstrip(os.sep) + os.sep
        if text.startswith(prefix):  # the common case, without pathlib's cost
            return text[len(prefix) :].replace(os.sep, "/")
        try:
            return Path(text).relative_to(self.root).as_posix()
        except ValueError:
            return Path(text).as_posix()

    def recorded_attempts(
        self,
        provider: str,
        case_id: str,
        operations: Sequence[str] = ("search", "extract", "fetch"),
    ) -> list[bool]:
        """What the case's recordings say its attempts met, in play order: False for a
        failure a circuit breaker counts (429, 5xx, a timeout: they live in ``errors/``),
        True for the regular recording's answer. Other errors (a bad request, a quota)
        count for neither. Only ``errors/`` files are read: a regular recording answers."""
        attempts: list[bool] = []
        for operation in operations:
            error_name = f"{case_id}.{operation}.json"
            error_dir, regular_dir = self._folders_of(provider, operation)
            if error_name in self._names(error_dir):
                for interaction in self.load(
                    os.path.join(error_dir, error_name)
                ).cassette.interactions:
                    response = interaction.response
                    if response is None:
                        if interaction.ws.kind == "timeout":
                            attempts.append(False)
                    elif response.status.code == 429 or response.status.code >= 500:
                        attempts.append(False)
            if f"{case_id}.json" in self._names(regular_dir):
                attempts.append(True)
        return attempts

    def forget_listing(self) -> None:
        """Drop the directory listing (after recording added files)."""
        self._listing.clear()
        self._cache.clear()


class DirectStore(CassetteStore):
    """A store that asks the disk every time instead of a listing made once: replaying a
    case right after it was recorded, while other threads write theirs (one per replay,
    so its parsed-cassette cache is never shared between threads)."""

    def exists(self, path: Path) -> bool:
        return os.path.isfile(path)

    def candidate_files(self, provider: str, operation: str, case_id: str) -> list[str]:
        base = os.path.join(self._root_text, provider)
        return [
            path
            for path in (
                os.path.join(base, ERRORS_DIR, f"{case_id}.{operation}.json"),
                os.path.join(base, operation, f"{case_id}.json"),
            )
            if os.path.isfile(path)
        ]
