"""BenchConfig: the bench's settings, from pytest options and ini keys (CLI wins).

Kept free of pytest and of heavy imports: the dormant plugin builds it in every
session of a host suite. Over 400 lines because every option's parsing and its
user-facing error live here, next to the table of options that names them.
"""

from __future__ import annotations

import datetime as dt
import difflib
import os
from collections.abc import Callable, Iterable, Mapping
from dataclasses import dataclass, field, replace
from functools import cached_property
from pathlib import Path
from typing import Any, Literal, TypeVar, cast

from .addresses import local_origin
from .errors import (
    ConfigError,
    RecordContext,
    UnknownIniProviderError,
    in_ini_file,
    report_target_words,
)
from .os_words import unwritable_folder
from .recording.rates import Rate, parse_rates

_T = TypeVar("_T")

RecordMode = Literal["none", "new", "all"]
RECORD_MODES: tuple[str, ...] = ("none", "new", "all")
SandboxMode = Literal["auto", "on", "off"]
SANDBOX_MODES: tuple[str, ...] = ("auto", "on", "off")

# option name (without the leading dashes) -> (ini key, help, default shown in --help)
OPTIONS: dict[str, tuple[str, str]] = {
    "ws-provider": ("NAME[,NAME...]", "providers to benchmark; activates the bench"),
    "ws-golden": ("PATH", "golden set folder (default: golden/)"),
    "ws-cassettes": ("PATH", "fixture root (default: cassettes/)"),
    "ws-report": (
        "PATH",
        "run file to write (default: .ws-bench/runs/<utc-timestamp>-<provider+provider...>.json)",
    ),
    "ws-record": (
        "{none,new,all}",
        "record mode; anything but none opens the network to the named providers' hosts only "
        "and needs their keys (default: none)",
    ),
    "ws-sandbox": (
        "{auto,on,off}",
        "OS sandbox of an offline run (a user and network namespace with only loopback up, "
        "so subprocesses are offline too): auto enters it where the kernel allows and says "
        "why not otherwise, on fails when it cannot, off keeps the in-process lock alone "
        "(default: auto)",
    ),
    "ws-category": ("NAME", "run one category (default: all)"),
    "ws-shard": ("I/N", "run shard I of N, deterministic by case id (default: off)"),
    "ws-cache-dir": ("PATH", "parsed-artifact cache (default: .ws-bench/cache)"),
    "ws-invoice": ("PATH", "invoice CSV (provider, period, amount_usd) for the cost gate"),
    "ws-judge": ("MODEL", "opt-in LLM relevance judge model (default: off)"),
    "ws-judge-url": (
        "URL",
        "OpenAI-compatible base URL of the judge (default: https://api.openai.com/v1)",
    ),
    "ws-judge-threshold": ("0-3", "judge grade that counts as a hit in judged recall (default: 2)"),
    "ws-concurrency": (
        "N",
        "recording: calls in flight per provider, shared by the xdist workers (default: 8)",
    ),
    "ws-budget": (
        "USD",
        "recording: stop issuing calls once the spend reaches this many dollars, recording "
        "in case-id order; the rest is left for the next run (default: no budget)",
    ),
}
# Repeatable options (``--ws-endpoint a=URL --ws-endpoint b=URL``); the ini key holds one
# value per line.
LISTS: dict[str, tuple[str, str]] = {
    "ws-endpoint": (
        "NAME=URL",
        "base URL of a provider for recording and live calls (a proxy, a gateway, a local "
        "emulator); repeatable; NAME.reader=URL for a provider's separate reader host "
        "(jina). The key still comes from the provider's variable",
    ),
    "ws-rate": (
        "NAME=R/s",
        "recording: a provider's rate limit (R/s or R/min), or one operation's with "
        "NAME.OPERATION=R/s; repeatable; shared by the xdist workers (default: the "
        "documented limits, see docs/recording.md 'Recording at scale')",
    ),
    "ws-gateway": (
        "ORIGIN",
        "a local address (scheme://host[:port]) that forwards to the real providers (a "
        "company gateway or egress proxy): cassettes recorded there count as the "
        "provider's, not as an emulator's; repeatable; the run file lists the declaration",
    ),
}
FLAGS: dict[str, str] = {
    "ws-strict-provenance": "synthetic fixtures in classes 1-3 and 9 become errors",
    "ws-budget-refuse": "recording: refuse to start when the estimate exceeds --ws-budget",
}
INI_ONLY: dict[str, str] = {
    "ws_pricing": "JSON/YAML file overriding the bundled pricing table (per provider and price)",
    "ws_extract_top": "how many top results the default pipeline extracts (0: search only; default 3)",
    "ws_cascade": "cascade file (tiers, escalation causes, budgets); default golden/cascade.yaml",
    "ws_gates": (
        "user gates, one rule a line (precision@10 >= 0.30, latency.search.p95_ms <= 2500, "
        "category.NAME.ndcg@10 >= 0.4), with those of golden/gates.yaml"
    ),
    "ws_outage_cooldown": (
        "recording: seconds no call is sent to a provider after 5 consecutive upstream "
        "failures, before one trial call; after 3 failed trials the provider's recording "
        "stops and its remaining cases wait for the next run (default 30)"
    ),
    "ws_fetch_price": (
        "USD per page read through the neutral fetcher (search-only providers); default: the "
        "bundled price, the cheapest per-page reader of the pricing table"
    ),
}


def ini_name(option: str) -> str:
    return option.replace("-", "_")


def utc_stamp(now: dt.datetime | None = None) -> str:
    return (now or dt.datetime.now(dt.timezone.utc)).strftime("%Y%m%dT%H%M%SZ")


# Joins the providers in a default run file name (``20261206T101500Z-tavily+exa.json``): a
# comma (the name's before 2026-12-06) needs quoting in some shells and splits CI glob
# lists; ``-`` already parts the time from the providers. ``compare``, ``history``,
# ``merge`` and ``report`` read every *.json of a folder, whatever its name, older ones too.
RUN_NAME_JOIN = "+"


def default_report_name(providers: tuple[str, ...], now: dt.datetime | None = None) -> str:
    """``<UTC>-<providers>.json``: runs sort by time and say whom they measured."""
    return f"{utc_stamp(now)}-{RUN_NAME_JOIN.join(providers) or 'none'}.json"


def parse_endpoints(entries: list[str]) -> dict[str, str]:
    """``NAME=URL`` (or ``NAME.reader=URL``) entries as {name: url}; later entries win."""
    endpoints: dict[str, str] = {}
    for entry in entries:
        name, sep, url = entry.partition("=")
        name, url = name.strip().lower(), url.strip()
        if not sep or not name or not url:
            raise ConfigError(
                f"--ws-endpoint={entry!r} is not NAME=URL",
                "write it as NAME=URL, e.g. --ws-endpoint tavily=http://127.0.0.1:8080",
            )
        if not url.startswith(("http://", "https://")):
            raise ConfigError(
                f"--ws-endpoint {name}={url!r} is not an http(s) URL",
                "give the provider's base URL, e.g. http://127.0.0.1:8080",
            )
        endpoints[name] = url.rstrip("/")
    return endpoints


def parse_gateways(entries: list[str]) -> dict[str, str]:
    """``--ws-gateway``/``ws_gateways`` entries as {origin: entry}: each must be the origin
    of a local address (``addresses.py``), the only recordings the bench flags."""
    gateways: dict[str, str] = {}
    for entry in entries:
        text = entry.strip()
        if not text.startswith(("http://", "https://")):
            raise ConfigError(
                f"--ws-gateway={text!r} (ws_gateways) is not an http(s) origin",
                "write the gateway's scheme, host and port as its --ws-endpoint URLs start, "
                "e.g. --ws-gateway https://10.0.0.5:8443",
            )
        origin = local_origin(text)
        if origin is None:
            raise ConfigError(
                f"--ws-gateway={text!r} (ws_gateways) is not a local address: recordings at "
                "a public address already count as the provider's, so there is nothing to "
                "declare",
                "name only a gateway on this machine or a private network (127.x, 10.x, "
                "172.16-31.x, 192.168.x, 100.64/10, fc00::/7, *.localhost), or drop the entry",
            )
        gateways[origin] = text
    return gateways


def parse_budget(text: str) -> float:
    cleaned = text.strip().lstrip("$").strip()
    try:
        budget = float(cleaned)
    except ValueError:
        budget = -1.0
    if not budget > 0 or budget != budget or budget == float("inf"):
        raise ConfigError(
            f"--ws-budget={text!r} is not an amount of dollars",
            "give a positive number of US dollars, e.g. --ws-budget 25 or --ws-budget 7.50",
        )
    return budget


def parse_shard(text: str) -> tuple[int, int]:
    try:
        index_text, total_text = text.split("/")
        index, total = int(index_text), int(total_text)
    except ValueError:
        raise ConfigError(
            f"--ws-shard={text!r} is not I/N", "write it as I/N, e.g. --ws-shard=2/4"
        ) from None
    if total < 1 or not 1 <= index <= total:
        raise ConfigError(
            f"--ws-shard={text!r} is out of range: shard {index} of {total}",
            f"write I/N with I from 1 to N (N at least 1): here --ws-shard=1/{max(total, 1)} "
            f"... --ws-shard={max(total, 1)}/{max(total, 1)}",
        )
    return index, total


def _shard(option: Callable[[str], object], text: str, ini_file: str | None) -> tuple[int, int]:
    """``parse_shard`` of the command line's value; of the ini's, its error names
    ``ws_shard`` and the ini file, not the flag."""
    if _given(option, "ws-shard"):
        return parse_shard(text)
    try:
        return parse_shard(text)
    except ConfigError as error:
        raise ConfigError(
            error.message.replace(
                f"--ws-shard={text!r}", _said(option, "ws-shard", text, ini_file)
            ),
            error.remedy.replace(
                "--ws-shard=", "-o ws_shard=" if _overridden(option, "ws-shard") else "ws_shard = "
            ),
        ) from None


def parse_providers(text: str | None) -> tuple[str, ...]:
    if not text:
        return ()
    names: list[str] = []
    for part in text.replace(" ", ",").split(","):
        name = part.strip().lower()
        if name and name not in names:
            names.append(name)
    return tuple(names)


def repeated_providers(text: str | None) -> list[str]:
    """The providers ``text`` (``--ws-provider``'s value) names more than once, as
    ``parse_providers`` reads them (case and spaces aside), in their order."""
    seen: set[str] = set()
    twice: list[str] = []
    for part in (text or "").replace(" ", ",").split(","):
        name = part.strip().lower()
        if name and name in seen and name not in twice:
            twice.append(name)
        seen.add(name)
    return twice


@dataclass(frozen=True)
class BenchConfig:
    providers: tuple[str, ...]
    rootdir: Path
    golden: Path
    cassettes: Path
    report: Path
    record: RecordMode = "none"
    category: str | None = None
    shard: tuple[int, int] | None = None
    strict_provenance: bool = False
    cache_dir: Path = Path(".ws-bench/cache")
    invoice: Path | None = None
    judge: str | None = None
    judge_url: str = "https://api.openai.com/v1"
    judge_threshold: int = 2
    pricing: Path | None = None
    extract_top: int = 3
    cascade: Path | None = None  # None: golden/cascade.yaml when it exists
    # provider (or provider.reader) -> base URL, for recording and live calls
    endpoints: Mapping[str, str] = field(default_factory=dict)
    report_default: bool = False  # the run file path is the default one (never overwrite)
    fetch_price: float | None = None  # USD per neutral-fetcher page (None: the bundled price)
    sandbox: SandboxMode = "auto"
    gates: tuple[str, ...] = ()  # user gate rules from the ini key ws_gates
    # Recording at scale: calls in flight per provider, rate limits (--ws-rate, over the
    # documented defaults), the budget in USD and whether an estimate over it refuses.
    concurrency: int = 8
    rates: Mapping[str, Rate] = field(default_factory=dict)
    budget: float | None = None
    budget_refuse: bool = False
    outage_cooldown_s: float = 30.0
    # The entries of the repeatable options (``ws-endpoint``, ``ws-rate``) that came from
    # the ini file (``ws_endpoints``, ``ws_rates``), by option: the command line overrides
    # the ini entry by entry (``tavily=`` on the command line replaces the ini's
    # ``tavily=`` and leaves ``brave=`` alone). A project's ini may name every provider it
    # uses, and a run of some of them ignores the others' entries (``for_providers``).
    ini_keys: Mapping[str, frozenset[str]] = field(default_factory=dict)
    # Where each single-valued option of this run was given (``given``): option name ->
    # "--ws-golden", "ws_golden in pytest.ini" (the ini file as ``IniFile.named`` names it) or
    # "-o ws_golden=gx" (the command line's override); an option left at its default is
    # absent.
    sources: Mapping[str, str] = field(default_factory=dict)
    # the kind of each of ``sources``: ``flag`` (``--ws-report``),
    # ``override`` (``-o ws_report=...``) or ``ini`` (the ini file's key); a message is
    # built from it (``source_kind``), never by parsing ``sources`` back
    source_kinds: Mapping[str, str] = field(default_factory=dict)
    # Local origins declared to forward to the real providers (``--ws-gateway``,
    # ``ws_gateways``): recordings there are not reported as an emulator's.
    gateways: tuple[str, ...] = ()
    # Ini entries left out because they name no provider of this run (for a header note),
    # as "<ini key> <entry>", and as (ini key, entry) for the check of their names.
    ignored_ini: tuple[str, ...] = ()
    ignored_entries: tuple[tuple[str, str], ...] = ()
    # What of the pytest command line a re-record command keeps besides the --ws-*
    # options (``RecordContext.args``): its positional paths, --rootdir and -c, as given.
    invocation: tuple[str, ...] = ()
    # the ini file pytest read, as the session's messages name it (``IniFile.named``: as ``-c``
    # gave it, read from the folder pytest was run in); None: none, or ``-c /dev/null``.
    # ``rooted`` names it relative to the rootdir, as the run file keeps it.
    ini_file: str | None = None
    # the same ini file, absolute (None: none): both names are derived from it
    ini_path: Path | None = None
    # The folder pytest was run in (``config.invocation_params.dir``): relative paths of
    # the command line were read from there, and the commands the bench prints during the
    # session are pasted there (None: the rootdir, for a caller outside pytest).
    invocation_dir: Path | None = None

    @property
    def here(self) -> Path:
        """The folder pytest was run in (the rootdir when not known)."""
        return self.invocation_dir or self.rootdir

    @property
    def started_in(self) -> str:
        """The folder pytest was run in as the run file names it: relative to the rootdir
        (``.``: the rootdir itself; ``tests``; ``..`` above it), POSIX."""
        return relative_path(self.here, self.rootdir).replace(os.sep, "/")

    @property
    def active(self) -> bool:
        return bool(self.providers)

    @property
    def cassettes_option(self) -> str | None:
        """The run's fixture tree as a remedy's ``--ws-cassettes`` gives it, pasted where
        pytest was run (``here``: relative to that folder when the tree is inside the
        rootdir, ``../cassettes`` from ``tests/``; else absolute); None for the default
        tree (``cassettes`` at the rootdir, which the command finds again)."""
        if self.cassettes == self.rootdir / "cassettes":
            return None
        return _command_path(self.cassettes, self.here, self.rootdir)

    def from_here(self, path: Path) -> str:
        """``path`` as the session's messages name a file for the user in the folder
        pytest was run in (``here``): relative to that folder when it lies inside the
        rootdir (``../golden/defaults.yaml`` from ``sub/``), else absolute; POSIX."""
        return _command_path(path, self.here, self.rootdir).replace(os.sep, "/")

    @property
    def golden_option(self) -> str | None:
        """The run's golden set as a remedy's ``--ws-golden`` gives it, when the command
        line gave one (relative to the folder pytest was run in when inside the rootdir,
        as ``cassettes_option``); None when it came from the ini or the default (the
        remedy's command reads them again)."""
        if self.given("ws-golden") != "--ws-golden":
            return None
        return _command_path(self.golden, self.here, self.rootdir)

    @property
    def rooted(self) -> BenchConfig:
        """This configuration as a run file keeps it: every command path in the rootdir's
        frame (``cassettes_option``, ``golden_option`` and ``invocation`` relative to the
        rootdir, as pasted in the project's root), whichever folder pytest was run in. The
        commands ``ws-bench`` prints from a run file are pasted there; ``started_in`` says
        where the session itself was run."""
        ini_file = (
            self.ini_file
            if self.ini_path is None
            else IniFile(self.ini_path).named(self.rootdir, "rootdir")
        )
        if _same_folder(self.here, self.rootdir) and ini_file == self.ini_file:
            return self
        return replace(
            self,
            invocation_dir=None,
            ini_file=ini_file,
            invocation=_rebased(
                self.invocation, self.here, self.rootdir, has_ini_file=self.ini_file is not None
            ),
        )

    @cached_property
    def record_context(self) -> RecordContext:
        """What of this run every re-record command keeps (``errors.RecordContext``)."""
        return RecordContext(
            golden=self.golden_option,
            cassettes=self.cassettes_option,
            endpoints=dict(self.endpoints),
            ini_endpoints=frozenset(self.ini_keys.get("ws-endpoint", ())),
            ini_file=self.ini_file,
            args=self.invocation,
        )

    def record_command(self, provider: str, record: str = "new") -> str:
        """The command a remedy gives to record ``provider`` again, with what of this run
        ``RecordContext.record_command`` keeps (the command line's paths, --rootdir, -c,
        --ws-golden, --ws-cassettes and --ws-endpoint)."""
        return self.record_context.record_command(provider, record)

    def source_kind(self, name: str) -> str:
        """Where option ``name`` (``ws-report``) was given: ``flag``, ``override`` (``-o``),
        ``ini`` or ``default``."""
        return self.source_kinds.get(name, "default")

    def given(self, name: str) -> str:
        """Where option ``name`` (``ws-golden``) was given, for a message: ``--ws-golden``,
        ``ws_golden in pytest.ini`` (the ini file as ``IniFile.named`` names it), ``-o
        ws_golden=gx`` (the command line's override of the ini key) or ``the default``."""
        return self.sources.get(name, "the default")

    def endpoint_source(self, name: str) -> str:
        """Where the run's endpoint for ``name`` (a provider, or ``NAME.reader``) was
        given (``errors.ENDPOINT_SOURCES``): ``ws_endpoints`` (the ini file), ``-o
        ws_endpoints`` (the command line's override of that key) or ``--ws-endpoint``."""
        return self.record_context.endpoint_given(name)

    def endpoint_overrides(self) -> dict[str, dict[str, str]]:
        """The run's own endpoints, each with where it was given (``endpoint_source``,
        and the ini file of an ini entry): what a remedy's command keeps, or tells the
        user to leave out."""
        overrides = {}
        for name, url in sorted(self.endpoints.items()):
            source = self.endpoint_source(name)
            overrides[name] = {"url": url, "source": source}
            if source == "ws_endpoints" and self.ini_file:
                overrides[name]["ini_file"] = self.ini_file
        return overrides

    @property
    def offline(self) -> bool:
        return self.record == "none"

    @classmethod
    def from_sources(
        cls,
        rootdir: Path,
        option: Callable[[str], object],
        ini: Callable[[str], object],
        *,
        now: dt.datetime | None = None,
        ini_file: Path | str | IniFile | None = None,
        invocation_dir: Path | None = None,
    ) -> BenchConfig:
        """Build from an option getter and an ini getter (CLI value first, then ini).
        pytest's own ``file_or_dir``, ``rootdir`` and ``inifilename`` are read through
        ``option`` too (``invocation``); ``ini_file``: the ini file pytest read (or
        it as ``IniFile.read`` read it, by a caller that named it already);
        ``invocation_dir``: the folder pytest was run in (None: the rootdir).

        Relative paths follow pytest's own: a command-line value (``--ws-report``) is
        read from the folder pytest was run in, as ``--junitxml`` is; an ini value
        (``ws_report``, ``ws_pricing``, also given as ``-o ws_report=...``) from the ini
        file's folder, as a ``type="paths"`` ini value is (the folder pytest was run in
        when there is no ini file, or ``-c /dev/null``: ``IniFile.folder``); a default
        (``golden``, ``cassettes``, ``.ws-bench/...``) from the rootdir. An absolute path
        is taken as it is."""
        # pytest's invocation dir is physical (os.getcwd()), its rootdir logical under
        # --rootdir=$PWD or an argument through a symlinked checkout: spelled as the
        # rootdir is, every path read from it is inside the rootdir as a run file names it
        here = _under_rootdir(invocation_dir or rootdir, rootdir)
        read = (
            ini_file
            if isinstance(ini_file, IniFile)
            else IniFile.read(ini_file, rootdir, option, here)
        )
        ini_dir = read.folder(here)
        # the ini file as every message of the session names it, from here on
        named = read.named(rootdir)
        overrides = {
            key.strip(): given
            for key, _, given in (v.partition("=") for v in _bench_overrides(option))
        }

        ini_keys: dict[str, frozenset[str]] = {}

        def listed(name: str, parse: Callable[[list[str]], dict[str, _T]]) -> dict[str, _T]:
            """The ini's entries, overridden entry by entry by the command line's."""
            cli = option(name)
            cli_lines = (
                [str(x) for x in cli] if isinstance(cli, list) else [str(cli)] if cli else []
            )
            raw = ini(ini_name(name) + "s")
            lines = (
                raw.splitlines() if isinstance(raw, str) else raw if isinstance(raw, list) else []
            )
            try:
                from_ini = parse([str(x).strip() for x in lines if str(x).strip()])
            except ConfigError as error:  # the ini key's line: named by its key, not the flag
                key = f"{ini_name(name)}s"
                if any(v.partition("=")[0].strip() == key for v in _bench_overrides(option)):
                    # the command line's -o gave the key: no ini file holds that line
                    given = f"-o {key}="
                    raise ConfigError(
                        _as_ini(error.message, name, given, ""),
                        _as_ini(error.remedy, name, given, ""),
                    ) from None
                raise ConfigError(
                    _as_ini(error.message, name, f"a {key} line ({in_ini_file(named)})"),
                    _as_ini(error.remedy, name, f"a {key} line"),
                ) from None
            from_cli = parse(cli_lines)
            ini_keys[name] = frozenset(from_ini) - frozenset(from_cli)
            return {**from_ini, **from_cli}

        sources: dict[str, str] = {}
        kinds: dict[str, str] = {}

        def value(name: str) -> str | None:
            found = _value(option, ini, name)
            if found is not None:
                kinds[name] = (
                    "flag"
                    if _given(option, name)
                    else "override"
                    if ini_name(name) in overrides
                    else "ini"
                )
                sources[name] = (
                    f"--{name}"
                    if _given(option, name)
                    else f"-o {ini_name(name)}={overrides[ini_name(name)]}"
                    if ini_name(name) in overrides
                    else f"{ini_name(name)} {in_ini_file(named)}"
                )
            return found

        def path(name: str, default: str) -> Path:
            given = value(name)
            base = rootdir if given is None else here if _given(option, name) else ini_dir
            return _joined(base, given or default)

        record = _record_mode(option, ini, named)
        sandbox = _sandbox_mode(option, ini, named)
        value("ws-sandbox")  # where it came from (``given``), for the network header
        shard_text = value("ws-shard")

        def said(name: str, text: str) -> str:
            return _said(option, name, text, named)

        def setting(name: str, example: str) -> str:
            return _setting(option, name, example, named)

        def place(name: str) -> str:
            return _ini_place(option, name, named)

        strict_cli = option("ws-strict-provenance")
        strict_ini = str(ini("ws_strict_provenance") or "").lower() in ("1", "true", "yes")
        invoice = value("ws-invoice")
        pricing = ini("ws_pricing")
        cascade = ini("ws_cascade")
        threshold_text = (value("ws-judge-threshold") or "2").strip()
        if threshold_text not in ("0", "1", "2", "3"):
            raise ConfigError(
                f"{said('ws-judge-threshold', threshold_text)} is not a grade of the 0-3 scale",
                f"use {setting('ws-judge-threshold', '1|2|3')} (2 is the default, TREC's "
                "convention)",
            )
        judge_url = value("ws-judge-url") or "https://api.openai.com/v1"
        if not judge_url.startswith(("http://", "https://")):
            raise ConfigError(
                f"{said('ws-judge-url', judge_url)} is not an http(s) URL",
                "give the endpoint's base URL, e.g. "
                + setting("ws-judge-url", "https://api.openai.com/v1"),
            )
        fetch_text = str(ini("ws_fetch_price") or "").strip()
        try:
            fetch_price = float(fetch_text) if fetch_text else None
        except ValueError:
            fetch_price = -1.0
        if fetch_price is not None and not (fetch_price >= 0.0 and fetch_price < float("inf")):
            raise ConfigError(
                f"ws_fetch_price = {fetch_text!r} ({place('ws-fetch-price')}) is not a price "
                "in USD per page",
                "use a number >= 0, e.g. ws_fetch_price = 0.001",
            )
        extract_text = str(ini("ws_extract_top") or "3").strip()
        if not extract_text.isdigit():
            raise ConfigError(
                f"ws_extract_top = {extract_text!r} ({place('ws-extract-top')}) is not a "
                "whole number of results",
                "use 0 (search only) or more, e.g. ws_extract_top = 3",
            )
        given_providers = option("ws-provider")
        if isinstance(given_providers, str) and not parse_providers(given_providers):
            # walkthrough 64: `--ws-provider=` ran a dormant session, the value never named
            raise ConfigError(
                f"--ws-provider={given_providers!r} names no provider",
                "name one or more, comma-separated, e.g. --ws-provider=tavily; leave the "
                "option out for a session without the bench",
            )
        provider_text = value("ws-provider")
        twice = repeated_providers(provider_text)
        if twice:
            # refused, not dropped in silence: `tavily,tavily` is most often a slip for two
            # providers (`tavily,brave`), and a run of one would be taken for the comparison
            raise ConfigError(
                f"{said('ws-provider', provider_text or '')} names "
                f"{', '.join(twice)} more than once",
                "name each provider once, e.g. "
                + setting("ws-provider", ",".join(parse_providers(provider_text)))
                + " (if you meant another provider there, name it instead)",
            )
        providers = parse_providers(provider_text)
        gates_raw = ini("ws_gates")
        gate_lines = (
            gates_raw.splitlines()
            if isinstance(gates_raw, str)
            else [str(x) for x in gates_raw]
            if isinstance(gates_raw, list)
            else []
        )
        concurrency_text = (value("ws-concurrency") or "8").strip()
        if not concurrency_text.isdigit() or int(concurrency_text) < 1:
            raise ConfigError(
                f"{said('ws-concurrency', concurrency_text)} is not a positive number",
                f"give the calls in flight per provider, e.g. {setting('ws-concurrency', '16')}",
            )
        cooldown_text = str(ini("ws_outage_cooldown") or "30").strip()
        try:
            cooldown = float(cooldown_text)
        except ValueError:
            cooldown = -1.0
        if not cooldown >= 0 or cooldown == float("inf"):
            what = (
                "is negative: it must be >= 0 seconds"
                if cooldown_text.lstrip().startswith("-") and _is_number(cooldown_text)
                else "is not a number of seconds"
            )
            raise ConfigError(
                f"ws_outage_cooldown = {cooldown_text!r} ({place('ws-outage-cooldown')}) {what}",
                "use a number >= 0, e.g. ws_outage_cooldown = 30",
            )
        budget_text = value("ws-budget")
        budget = None
        if budget_text is not None:
            try:
                budget = parse_budget(budget_text)
            except ConfigError:
                if _given(option, "ws-budget"):
                    raise
                raise ConfigError(  # the ini's value: the remedy names its key
                    f"{said('ws-budget', budget_text)} is not an amount of dollars",
                    f"give a positive number of US dollars, e.g. {setting('ws-budget', '25')}",
                ) from None
        refuse = bool(option("ws-budget-refuse")) or str(ini("ws_budget_refuse") or "").lower() in (
            "1",
            "true",
            "yes",
        )
        if refuse and budget is None:
            if option("ws-budget-refuse"):
                raise ConfigError(
                    "--ws-budget-refuse needs --ws-budget", "give the budget, e.g. --ws-budget 25"
                )
            if _overridden(option, "ws-budget-refuse"):  # not the ini file's
                raise ConfigError(
                    "-o ws_budget_refuse=true needs a budget",
                    "give the budget, e.g. -o ws_budget=25 or --ws-budget 25",
                )
            raise ConfigError(
                f"ws_budget_refuse = true {in_ini_file(named)} needs a budget",
                f"give the budget, e.g. `ws_budget = 25` {in_ini_file(named)} or --ws-budget 25",
            )
        report = path("ws-report", f".ws-bench/runs/{default_report_name(providers, now)}")
        if providers:
            check_report_target(report, kinds.get("ws-report", "default"), named)
        return cls(
            providers=providers,
            rootdir=rootdir,
            golden=path("ws-golden", "golden"),
            cassettes=path("ws-cassettes", "cassettes"),
            report=report,
            record=record,
            # "--ws-category=" is kept as given (empty): an error, never every category
            category="" if option("ws-category") == "" else value("ws-category"),
            shard=_shard(option, shard_text, named) if shard_text else None,
            strict_provenance=bool(strict_cli) or strict_ini,
            cache_dir=path("ws-cache-dir", ".ws-bench/cache"),
            invoice=None if invoice is None else path("ws-invoice", invoice),
            judge=value("ws-judge"),
            judge_url=judge_url,
            judge_threshold=int(threshold_text),
            pricing=None if not pricing else _joined(ini_dir, str(pricing)),
            extract_top=int(extract_text),
            cascade=None if not cascade else _joined(ini_dir, str(cascade)),
            endpoints=listed("ws-endpoint", parse_endpoints),
            report_default=value("ws-report") is None,
            fetch_price=fetch_price,
            sandbox=sandbox,
            gates=tuple(line.strip() for line in gate_lines if line.strip()),
            concurrency=int(concurrency_text),
            rates=listed("ws-rate", parse_rates),
            gateways=tuple(sorted(listed("ws-gateway", parse_gateways))),
            budget=budget,
            budget_refuse=refuse,
            outage_cooldown_s=cooldown,
            ini_keys=ini_keys,
            sources=sources,
            source_kinds=kinds,
            invocation=_invocation(option),
            ini_file=named,
            ini_path=read.path,
            invocation_dir=None if _same_folder(here, rootdir) else here,
        )

    def for_providers(self, tiers: list[str]) -> BenchConfig:
        """This configuration for a run of ``tiers`` (the real providers behind
        ``--ws-provider``): the ini's ``ws_endpoints`` and ``ws_rates`` entries for other
        providers are left out (a project's ini names every provider it uses; a run of one
        of them is not an error). A command-line entry naming no provider of the run stays
        an error (``plugin``: a typo there would silently send calls elsewhere)."""
        names = set(tiers)
        ignored: list[tuple[str, str]] = []
        endpoints, rates = dict(self.endpoints), dict(self.rates)
        entries: dict[str, Any]
        for option, entries in (("ws-endpoint", endpoints), ("ws-rate", rates)):
            from_ini = self.ini_keys.get(option, frozenset())
            for key in list(entries):
                if key in from_ini and key.partition(".")[0] not in names:
                    del entries[key]
                    ignored.append((f"{ini_name(option)}s", key))
        if not ignored:
            return self
        return replace(
            self,
            endpoints=endpoints,
            rates=rates,
            ignored_ini=tuple(f"{option} {key}" for option, key in ignored),
            ignored_entries=tuple(ignored),
        )


def check_ini_providers(
    config: BenchConfig,
    is_known: Callable[[str], bool],
    names: Iterable[str],
    ini_file: str | None = None,
) -> None:
    """An ini ``ws_endpoints``/``ws_rates`` entry left out of this run (``for_providers``)
    must still name a known provider (``is_known``: built in, registered, or given by a
    ``pytest_ws_provide_adapter`` hook): a misspelt one is an UnknownIniProviderError
    naming the closest of ``names``; a known provider simply not in this run stays a
    note."""
    for option, key in config.ignored_entries:
        provider = key.partition(".")[0]
        if is_known(provider):
            continue
        close = difflib.get_close_matches(provider, sorted(set(names)), n=1)
        raise UnknownIniProviderError(option, key, close[0] if close else None, ini_file)


def check_report_target(report: Path, source: str = "flag", ini_file: str | None = None) -> None:
    """ConfigError, before anything runs, when the run file cannot be written at ``report``
    (a folder, or under a file, or in a folder this user cannot write): found after the
    run, it cost the run's report and verdicts. ``source``: where the path was given
    (``flag``: --ws-report, ``ini``: ws_report, ``default``: neither), as the message
    names it; ``override``: the command line's ``-o ws_report=...``)."""
    said, remedy = report_target_words(str(report), source, ini_file)
    if report.is_dir():
        raise ConfigError(f"{said} is a folder, not a file", remedy)
    parent = report.parent
    while not parent.exists() and parent != parent.parent:
        parent = parent.parent  # made when the run file is written
    if not parent.is_dir():
        raise ConfigError(f"{said}: {parent} is not a folder", remedy)
    why = unwritable_folder(parent)
    if why is not None:
        raise ConfigError(f"{said}: {why}", remedy)


def _invocation(option: Callable[[str], object]) -> tuple[str, ...]:
    """The positional paths, ``--rootdir``, ``-c`` and the ``-o``/``--override-ini``
    values of ``ws_*`` keys of the pytest command line, as given (pytest's
    ``file_or_dir``, ``rootdir``, ``inifilename`` and ``override_ini``): a command that
    records again keeps them, or it collects another set of tests, or none, and reads
    the ini's value of a key the run overrode (``-o ws_endpoints=...``: the ini's
    endpoint). Each override as ``-o KEY=VALUE``."""
    paths = option("file_or_dir")
    found = [str(x) for x in paths] if isinstance(paths, (list, tuple)) else []
    rootdir, inifile = option("rootdir"), option("inifilename")
    if isinstance(rootdir, str) and rootdir:
        found.append(f"--rootdir={rootdir}")
    if isinstance(inifile, str) and inifile:
        found.extend(["-c", inifile])
    for value in _bench_overrides(option):
        found.extend(["-o", value])
    return tuple(found)


def _bench_overrides(option: Callable[[str], object]) -> list[str]:
    """The command line's ``-o KEY=VALUE`` values whose key is the bench's (``ws_*``)."""
    given = option("override_ini")
    values = [str(x) for x in given] if isinstance(given, (list, tuple)) else []
    return [v for v in values if v.partition("=")[0].strip().startswith("ws_")]


def _joined(base: Path, text: str) -> Path:
    """``text`` read from folder ``base``: an absolute path as it is, a relative one joined
    and normalised (``tests/../golden`` is ``golden``, as pytest's own paths are); its
    environment variables and a leading ``~`` expanded first, as pytest expands
    ``--junitxml`` (``--ws-golden=~/g`` is the home folder's ``g``, not ``<base>/~/g``: the
    shell expands no ``~`` after an option's ``=``, nor in an ini value)."""
    chosen = Path(os.path.expanduser(os.path.expandvars(text)))
    return chosen if chosen.is_absolute() else climbed(base, chosen)


def climbed(base: Path, chosen: Path) -> Path:
    """Relative path ``chosen`` read from folder ``base``, normalised (``tests/../golden``
    is ``golden``, as written: a symlink of ``base`` kept); one whose ``..`` climbs past a
    symlink of ``base`` (``--rootdir=$PWD`` in a symlinked checkout) where the OS climbs, as
    the shell's ``ls ../../g`` reads it: from the physical folder."""
    joined = Path(os.path.normpath(base / chosen))
    if ".." not in chosen.parts:
        return joined
    physical = _resolved(base / chosen)
    return joined if _resolved(joined) == physical else physical


# The frame a message names the ini file in (``IniFile.named``): the folder pytest was run
# in (the session's own messages: a ``-c`` path as it was typed there) or the rootdir (a
# run file, and the commands ``ws-bench`` prints from it).
IniFrame = Literal["invocation", "rootdir"]


@dataclass(frozen=True)
class IniFile:
    """The ini file a run reads its values from (``read``: once per configuration), and
    the one naming of it in messages (``named``; ``errors.in_ini_file`` then decides the
    wording: ``in other/pytest.ini``, or ``in pytest.ini (or your ini file)`` with none).

    ``path``: absolute; None with no ini file, and None too when ``-c`` named a path that
    exists and is not a regular file (``-c /dev/null``, pytest's way to ask for no
    configuration: pytest reads no value from it and does not root the session at
    ``/dev``, pytest #11502). Its ``-o`` values are then read as with no ini file, from the
    folder pytest was run in, and no message sends the user to edit it. (pytest's own
    ``type="paths"`` keys still join an ``-o`` value to ``/dev`` there; a bench path is
    never meant under ``/dev``.) ``given``: the ``-c`` path as the command line typed it,
    when it names that file read from the folder pytest was run in."""

    path: Path | None = None
    given: str | None = None

    @classmethod
    def read(
        cls,
        ini_file: Path | str | None,
        rootdir: Path,
        option: Callable[[str], object] | None = None,
        here: Path | None = None,
    ) -> IniFile:
        """The ini file pytest read (``ini_file``: ``config.inipath``; a relative one is the
        rootdir's), with ``-c``'s spelling (``option("inifilename")``, read from ``here``,
        the folder pytest was run in; None: the rootdir)."""
        if ini_file is None:
            return cls()
        full = _ini_absolute(ini_file, rootdir)
        if full.exists() and not full.is_file():
            return cls()
        given = option("inifilename") if option is not None else None
        if isinstance(given, str) and given and _same_folder(_joined(here or rootdir, given), full):
            return cls(full, given)
        return cls(full)

    def folder(self, here: Path) -> Path:
        """The folder an ini value's relative path is read from: the ini file's (pytest's
        ``type="paths"`` rule), else, with no ini file (an ``-o`` value alone, or ``-c
        /dev/null``), ``here``, the folder pytest was run in, as pytest reads a ``paths``
        key's ``-o`` value with no ini file."""
        return here if self.path is None else self.path.parent

    def named(self, rootdir: Path, frame: IniFrame = "invocation") -> str | None:
        """The ini file as a message names it, for the user to open; None with none. In
        the ``invocation`` frame (the session's messages, read where pytest was run): as
        ``-c`` gave it when the command line chose it (``other/pytest.ini``; named by its
        bare name, ``pytest.ini`` would send the user to another file); else, and always in
        the ``rootdir`` frame (a run file, the commands ``ws-bench`` prints from it):
        relative to the rootdir when inside it (``pytest.ini``, ``conf/tox.ini``: pytest's
        header's ``configfile``; also when one of them is spelled through a symlink),
        POSIX; absolute outside it."""
        if self.path is None:
            return None
        if frame == "invocation" and self.given:
            return self.given
        inside = _inside(self.path, rootdir)
        return str(self.path) if inside is None else inside.as_posix()


def _resolved(path: Path) -> Path:
    """``path`` with its symlinks resolved (as it is when that fails: a symlink loop)."""
    try:
        return path.resolve()
    except (OSError, RuntimeError):
        return path


def _same_folder(one: Path, other: Path) -> bool:
    """``one`` and ``other`` are the same folder (or file), also when one is spelled
    through a symlink (pytest's invocation dir is physical, a ``--rootdir=$PWD``
    logical)."""
    return one == other or _resolved(one) == _resolved(other)


def _inside(path: Path, base: Path) -> Path | None:
    """``path`` relative to ``base`` when it lies inside it (``.`` for ``base`` itself), as
    written or else once both are resolved (one spelled through a symlink); else None."""
    for child, parent in ((path, base), (_resolved(path), _resolved(base))):
        try:
            return child.relative_to(parent)
        except ValueError:
            continue
    return None


def _under_rootdir(here: Path, rootdir: Path) -> Path:
    """``here`` spelled as the rootdir is when it lies inside it (``/tmp/link/proj/sub``
    for the physical ``/private/tmp/proj/sub`` under the rootdir ``/tmp/link/proj``)."""
    inside = _inside(here, rootdir)
    return here if inside is None else Path(os.path.normpath(rootdir / inside))


def relative_path(path: Path, base: Path) -> str:
    """``path`` relative to ``base`` (``..`` where it must), else as it is (another drive).
    Inside ``base``, as written (a symlink inside the project kept); one that climbs out
    (``..``) between the resolved paths, as the OS climbs from the physical folder (also
    when one of them is spelled through a symlink, ``--rootdir=$PWD``)."""
    inside = _inside(path, base)
    try:
        if inside is not None:
            return os.path.relpath(base / inside, base)
        return os.path.relpath(_resolved(path), _resolved(base))
    except ValueError:
        return str(path)


def _command_path(path: Path, here: Path, rootdir: Path) -> str:
    """``path`` as a command pasted in ``here`` gives it: relative to ``here`` when it lies
    inside the rootdir (``../cassettes`` from ``tests/``), else absolute as it is."""
    if _inside(path, rootdir) is None:
        return str(path)
    return relative_path(path, here)


# The ini keys whose value is a path (``from_sources``: ``path`` and ``_joined``): an ``-o``
# value of one is read from the ini file's folder, or with no ini file from the folder
# pytest was run in (``IniFile.folder``).
PATH_KEYS = frozenset(
    {
        "ws_golden",
        "ws_cassettes",
        "ws_report",
        "ws_cache_dir",
        "ws_invoice",
        "ws_pricing",
        "ws_cascade",
    }
)


def _rebased(
    args: tuple[str, ...], here: Path, rootdir: Path, *, has_ini_file: bool = True
) -> tuple[str, ...]:
    """The run's kept arguments (``_invocation``: positional paths, ``--rootdir``, ``-c``,
    ``-o``), given in ``here``, as pasted in the rootdir: each path relative to the rootdir
    (an absolute one, or one naming a variable, as given). With no positional path, the
    folder pytest was run in is added: pytest collected it (``testpaths`` counts only in
    the rootdir), and the command pasted in the rootdir must collect the same. An ``-o``
    value of a path key (``PATH_KEYS``) moves too when the run read no ini file
    (``has_ini_file`` false): it was read from ``here``, and would be read from the rootdir;
    with an ini file it is read from the ini file's folder wherever the command is pasted."""

    def moved(text: str) -> str:
        if "$" in text or Path(text).is_absolute():
            return text
        return relative_path(Path(os.path.normpath(here / text)), rootdir)

    out: list[str] = []
    positional = False
    words = iter(args)
    for word in words:
        if word == "-c":
            out.extend([word, moved(next(words, ""))])
        elif word == "-o":
            key, sep, value = next(words, "").partition("=")
            # (``~/g`` as it is: expanded when read, ``_joined``, from any folder)
            if not has_ini_file and key.strip() in PATH_KEYS and value and value[0] != "~":
                value = moved(value)
            out.extend([word, key + sep + value])
        elif word.startswith("--rootdir="):
            out.append("--rootdir=" + moved(word.removeprefix("--rootdir=")))
        else:
            path, sep, rest = word.partition("::")
            out.append(moved(path) + sep + rest)
            positional = True
    if not positional:
        out.insert(0, relative_path(here, rootdir))
    return tuple(out)


def _ini_absolute(ini_file: Path | str, rootdir: Path) -> Path:
    """The ini file as an absolute path (a relative ``ini_file`` is the rootdir's)."""
    path = Path(ini_file)
    return path if path.is_absolute() else rootdir / path


def _given(option: Callable[[str], object], name: str) -> bool:
    """Whether the command line gave option ``name`` (else its value is the ini's)."""
    return option(name) not in (None, "", False)


def _said(
    option: Callable[[str], object], name: str, value: str, ini_file: str | None = None
) -> str:
    """A value as a message names it: ``--ws-record='x'`` given on the command line,
    ``ws_record = 'x' (in pytest.ini)`` read from the ini, with the file it came from
    (never both, hedged); ``ws_record = 'x' (-o ws_record=...)`` given by the command
    line's override of the ini key."""
    if _given(option, name):
        return f"--{name}={value!r}"
    if _overridden(option, name):
        return f"{ini_name(name)} = {value!r} (-o {ini_name(name)}=...)"
    return f"{ini_name(name)} = {value!r} ({in_ini_file(ini_file)})"


def _ini_place(option: Callable[[str], object], name: str, ini_file: str | None) -> str:
    """Where an ini-only key's value came from, for a message's parenthesis: ``in
    pytest.ini``, or ``-o ws_extract_top=...`` when the command line's ``-o`` gave it."""
    return f"-o {ini_name(name)}=..." if _overridden(option, name) else in_ini_file(ini_file)


def _overridden(option: Callable[[str], object], name: str) -> bool:
    """Whether the command line's ``-o``/``--override-ini`` gave option ``name``'s ini key
    (``-o ws_golden=gx``): its value is not the ini file's."""
    key = ini_name(name)
    return any(v.partition("=")[0].strip() == key for v in _bench_overrides(option))


def _is_number(text: str) -> bool:
    try:
        float(text)
    except ValueError:
        return False
    return True


def _as_ini(text: str, name: str, line: str, space: str = " ") -> str:
    """A list option's message about the command line's entry (``--ws-endpoint=' x'``,
    ``--ws-rate tavily=...``), said of an ini line (``a ws_endpoints line ' x'``) or of
    the command line's override of the key (``line`` ``-o ws_endpoints=``, ``space``
    empty: ``-o ws_endpoints=' x'``); the hedged ``(ws_gateways)`` dropped, the ini key
    being named."""
    for flag in (f"--{name}=", f"--{name} "):
        text = text.replace(flag, f"{line}{space}")
    return text.replace(f" ({ini_name(name)}s)", "")


def _setting(
    option: Callable[[str], object], name: str, example: str, ini_file: str | None = None
) -> str:
    """How a remedy writes option ``name`` set to ``example``: as the flag
    (``--ws-concurrency=16``) when the command line gave the value, as the ini key
    (```ws_concurrency = 16` in pytest.ini``) when the ini did: the remedy names the
    place the wrong value is (``-o ws_concurrency=16`` when the command line's ``-o``
    gave it)."""
    if _given(option, name):
        return f"--{name}={example}"
    if _overridden(option, name):
        return f"-o {ini_name(name)}={example}"
    return f"`{ini_name(name)} = {example}` {in_ini_file(ini_file)}"


def _value(option: Callable[[str], object], ini: Callable[[str], object], name: str) -> str | None:
    """The option's value from the command line, else from the ini key, else None."""
    cli = option(name)
    if _given(option, name):
        return str(cli)
    raw = ini(ini_name(name))
    if isinstance(raw, list):
        raw = ",".join(str(x) for x in raw)
    return str(raw) if raw not in (None, "", []) else None


def _record_mode(
    option: Callable[[str], object],
    ini: Callable[[str], object],
    ini_file: str | None = None,
) -> RecordMode:
    record = _value(option, ini, "ws-record") or "none"
    if record in RECORD_MODES:
        return cast(RecordMode, record)
    raise ConfigError(
        f"{_said(option, 'ws-record', record, ini_file)} is not one of {', '.join(RECORD_MODES)}",
        f"use {_setting(option, 'ws-record', '|'.join(RECORD_MODES), ini_file)}: none "
        "(replay the cassettes, no network), new (record the cases whose cassettes are missing or "
        "stale, replay the rest) or all (record every selected case again, replacing its "
        "cassettes)",
    )


def _sandbox_mode(
    option: Callable[[str], object],
    ini: Callable[[str], object],
    ini_file: str | None = None,
) -> SandboxMode:
    sandbox = (_value(option, ini, "ws-sandbox") or "auto").strip().lower()
    if sandbox in SANDBOX_MODES:
        return cast(SandboxMode, sandbox)
    raise ConfigError(
        f"{_said(option, 'ws-sandbox', sandbox, ini_file)} is not one of "
        f"{', '.join(SANDBOX_MODES)}",
        f"use {_setting(option, 'ws-sandbox', '|'.join(SANDBOX_MODES), ini_file)}: auto "
        "(the default: the OS sandbox where the kernel allows it), on (fail without it) or "
        "off (the in-process lock alone)",
    )


def offline_sandbox(
    option: Callable[[str], object],
    ini: Callable[[str], object],
    ini_file: str | None = None,
) -> SandboxMode | None:
    """The sandbox mode of an offline bench session, or None when the session is not one
    (dormant, or recording). Read before conftests are imported, from the same sources
    and with the same checks as ``BenchConfig.from_sources``, which it does not build."""
    if not parse_providers(_value(option, ini, "ws-provider")):
        return None
    if _record_mode(option, ini, ini_file) != "none":
        return None
    return _sandbox_mode(option, ini, ini_file)
