"""The command line: ``python -m emulator serve ...`` (with ``tests/`` on ``sys.path``) or
``python tests/emulator serve ...``.

It prints one JSON line (``port``, ``url``, ``pid``, ``providers``: the base URL of each)
once it listens, then serves until SIGTERM or SIGINT, and compacts its journal on the way
out::

    python tests/emulator serve --port 0 --rate 20 --rates exa=10,tavily.extract=5 \\
        --median-ms 600 --p95-ms 1500 --time-scale 1 --error-fraction 0.01 \\
        --state emu.jsonl [--limiter sliding|fixed|bucket] [--retry-after ceil|exact] \\
        [--api-key tavily=tvly-x] [--quota brave=1000] [--no-auth] [--debug-headers]
"""

from __future__ import annotations

import argparse
import dataclasses
import errno
import json
import os
import signal
import sys
import threading
from collections.abc import Sequence
from typing import Any

from .config import LIMITERS, PROVIDERS, EmulatorConfig
from .server import ProviderEmulator

_DIRECT = (
    "host",
    "port",
    "seed",
    "content_seed",
    "latency_median_ms",
    "latency_p95_ms",
    "time_scale",
    "limiter",
    "retry_after",
    "error_fraction",
    "extract_fail_fraction",
    "state_path",
    "debug_headers",
)


def _pairs(values: Sequence[str]) -> dict[str, str]:
    out: dict[str, str] = {}
    for value in values:
        for item in value.split(","):
            if item.strip():
                name, _, v = item.partition("=")
                out[name.strip()] = v.strip()
    return out


def _rate(text: str) -> float | None:
    return None if text.lower() == "none" else float(text)


def _parser() -> argparse.ArgumentParser:
    p = argparse.ArgumentParser(
        prog="python -m emulator",
        description="A synthetic local emulator of Tavily, Brave and Exa for tests and benchmarks.",
    )
    sub = p.add_subparsers(dest="cmd", required=True)
    s = sub.add_parser("serve", help="run the emulator until SIGTERM/SIGINT")
    s.add_argument("--config-json", help="an EmulatorConfig as JSON (the other flags override it)")
    s.add_argument("--host")
    s.add_argument("--port", type=int)
    s.add_argument(
        "--seed",
        type=int,
        help="latency, 5xx and content draws (0, the default: the usual content)",
    )
    s.add_argument(
        "--content-seed", type=int, dest="content_seed", help="the content's seed (default: --seed)"
    )
    s.add_argument("--median-ms", type=float, dest="latency_median_ms")
    s.add_argument("--p95-ms", type=float, dest="latency_p95_ms")
    s.add_argument("--time-scale", type=float, dest="time_scale")
    s.add_argument(
        "--rate", type=_rate, default=argparse.SUPPRESS, help="requests/s per provider, or 'none'"
    )
    s.add_argument("--rates", action="append", default=[], help="tavily=20,exa=10,tavily.extract=5")
    s.add_argument("--limiter", choices=LIMITERS)
    s.add_argument("--retry-after", choices=("ceil", "exact"), dest="retry_after")
    s.add_argument("--error-fraction", type=float, dest="error_fraction")
    s.add_argument("--extract-fail-fraction", type=float, dest="extract_fail_fraction")
    s.add_argument("--api-key", action="append", default=[], help="provider=key")
    s.add_argument("--quota", action="append", default=[], help="provider=N billable calls")
    s.add_argument("--state", dest="state_path")
    s.add_argument("--no-auth", action="store_true")
    s.add_argument("--debug-headers", action="store_true", default=None)
    return p


def parse_args(argv: Sequence[str]) -> EmulatorConfig:
    """The configuration the command line asks for (exits 2 with a message when wrong)."""
    parser = _parser()
    a = parser.parse_args(argv)
    try:
        base = (
            EmulatorConfig.from_json(json.loads(a.config_json))
            if a.config_json
            else EmulatorConfig()
        )
        changes: dict[str, Any] = {
            name: getattr(a, name) for name in _DIRECT if getattr(a, name) is not None
        }
        if hasattr(a, "rate"):
            changes["rate"] = a.rate
        if a.rates:
            changes["rates"] = {k: _rate(v) for k, v in _pairs(a.rates).items()}
        if a.api_key:
            changes["api_keys"] = _pairs(a.api_key)
        if a.quota:
            changes["quotas"] = {k: int(v) for k, v in _pairs(a.quota).items()}
        if a.no_auth:
            changes["require_auth"] = False
        return dataclasses.replace(base, **changes)
    except (ValueError, TypeError) as exc:
        parser.error(str(exc))


def _listen_error(config: EmulatorConfig, exc: OSError) -> str:
    """Why the emulator cannot listen at ``config.host:config.port``, with the remedy."""
    where = f"{config.host}:{config.port}"
    if exc.errno == errno.EADDRINUSE:
        return (
            f"port {config.port} is already in use ({where}: another emulator, or another "
            "program, listens there): pass another --port (--port 0 picks a free one and "
            "prints it), or stop what listens there"
        )
    return (
        f"cannot listen at {where}: {exc.strerror or exc} (errno {exc.errno}): pass another "
        "--host or --port"
    )


def _state_error(config: EmulatorConfig, exc: OSError) -> str:
    """Why the emulator cannot read or open its ``--state`` journal, with the remedy."""
    return (
        f"cannot use the --state journal {config.state_path}: {exc.strerror or exc} "
        f"(errno {exc.errno}): pass --state a file path in a folder that "
        "exists and this user can write (it is created if missing), or leave --state out"
    )


def main(argv: Sequence[str] | None = None) -> int:
    config = parse_args(sys.argv[1:] if argv is None else argv)
    try:
        emu = ProviderEmulator(config).start()
    except OSError as exc:  # a busy port, a host not of this machine: one line, no traceback
        # a file's error names the file (the journal, opened before the port is bound); a
        # bind's names none
        state = config.state_path is not None and exc.filename is not None
        problem = _state_error(config, exc) if state else _listen_error(config, exc)
        print(f"python -m emulator: {problem}", file=sys.stderr)
        return 2
    done = threading.Event()

    def stop(signum: int, frame: object) -> None:
        done.set()

    signal.signal(signal.SIGTERM, stop)
    signal.signal(signal.SIGINT, stop)
    ready = {
        "port": emu.port,
        "url": emu.base_url,
        "pid": os.getpid(),
        "providers": {p: emu.url(p) for p in PROVIDERS},
    }
    print(json.dumps(ready), flush=True)
    done.wait()
    emu.stop()
    return 0
