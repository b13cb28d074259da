"""A local, synthetic emulator of web search provider APIs, for tests and benchmarks.

What it is: one stdlib-only HTTP server on 127.0.0.1 that answers in the shapes of
Tavily (``POST /search``, ``POST /extract``), Brave (``GET /res/v1/web/search``) and Exa
(``POST /search``, ``POST /contents``), each under its own prefix, so a provider's base
URL is ``http://127.0.0.1:PORT/<provider>`` (:meth:`ProviderEmulator.url`). It draws
latency from a log-normal (median and p95 configurable, times ``time_scale``), enforces a
rate limit per provider (and per operation) with an immediate 429 and ``Retry-After``,
fails a deterministic fraction of calls with 502/503, checks each provider's auth header
(401 in its shape), and counts every call per request key: paid calls, duplicate paid
calls, calls repeated after the answer was delivered, cost. With ``state_path`` it
journals every answer to a JSON Lines file, so it can itself be killed (``kill -9``) and
restarted without losing its counters.

How tests use it (``tests/`` is on ``sys.path`` under pytest, as for ``conftest``)::

    from emulator import EmulatorConfig, ProviderEmulator

    @pytest.fixture
    def emu():
        # median latency 0.6 ms, no 5xx, no rate limit (each overridable by keyword)
        with ProviderEmulator(EmulatorConfig.for_tests()) as emu:
            yield emu

    adapter = TavilyAdapter(base_url=emu.url("tavily"), api_key="any")
    assert emu.stats()["totals"]["duplicate_paid_calls"] == 0

:class:`EmulatorProcess` has the same API in a child process (``kill()`` is SIGKILL,
``start()`` again reuses the port and the journal). Benchmarks add ``tests/`` to
``sys.path`` (``sys.path.insert(0, str(REPO / "tests"))``) and import it the same way,
or run ``python tests/emulator serve ...`` (see ``cli.py``), which prints its URLs as one
JSON line. Counters: ``stats()`` or ``GET /_stats?keys=all|duplicates|none``.
``emulator.client`` has ``call``/``search`` for tests that hit the routes directly.

It is synthetic and never a stand-in for real provider behaviour: bodies are generated
from a hash of the request and the ``seed`` (0, the default, keeps the usual content;
another seed ranks other URLs and snippets), the shapes follow the providers'
documentation and the project's captures only as far as the adapters parse them, and the
latency, limits and error rates are whatever the configuration says. Use it to exercise
the plugin's machinery (concurrency, pacing, 429 handling, budgets, resume), never to
measure or rank a provider, and never record it into a cassette presented as real.
"""

from __future__ import annotations

from .config import PROVIDERS, ROUTES, EmulatorConfig
from .content import page_text, ranked_docs
from .core import EmulatorCore, canonical_request
from .draws import lognormal_ms
from .ledger import KeyRecord
from .limiters import FixedWindow, Limiter, SlidingWindow, TokenBucket
from .process import EmulatorProcess
from .server import ProviderEmulator

__all__ = [
    "PROVIDERS",
    "ROUTES",
    "EmulatorConfig",
    "EmulatorCore",
    "EmulatorProcess",
    "FixedWindow",
    "KeyRecord",
    "Limiter",
    "ProviderEmulator",
    "SlidingWindow",
    "TokenBucket",
    "canonical_request",
    "lognormal_ms",
    "page_text",
    "ranked_docs",
]
