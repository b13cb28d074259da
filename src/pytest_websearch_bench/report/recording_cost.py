"""How a recording's cost is worded outside the ``recorded live`` line (an interrupted
recording's line, ``compare``'s refusal of a run that ran no case), as that line words
it: the providers' prices applied to the calls (the provider's own figure where its
answer carries one), an estimate, not a bill; calls to a local address (a
``--ws-endpoint`` at an emulator, a local gateway not declared with ``--ws-gateway``)
cost nothing, and the words say so."""

from __future__ import annotations

from collections.abc import Iterable, Mapping, Sequence
from typing import Any

from ..addresses import is_local, local_origin


def estimated_cost(usd: float | None) -> str:
    """``estimated cost $0.0840 at the providers' prices`` (``unknown`` without a price)."""
    if usd is None:
        return "estimated cost unknown (a price is not published)"
    return f"estimated cost ${usd:.4f} at the providers' prices"


def local_calls(run: Mapping[str, Any], providers: Iterable[str]) -> str:
    """What ``providers``' calls to a local address cost, from the run's provenance:
    ``no money spent: the calls went to a local address (NAME: ORIGIN)`` when every one
    of their endpoints is local, ``no money spent on the calls to a local address (NAME:
    ORIGIN)`` when some are (``local_listing``), "" when none is (or the run file does
    not say)."""
    provenance = run.get("provenance")
    provenance = provenance if isinstance(provenance, Mapping) else {}
    endpoints = provenance.get("endpoints")
    if not isinstance(endpoints, Mapping):
        return ""
    names = set(providers)
    own = {
        str(key): str(url)
        for key, url in sorted(endpoints.items(), key=lambda item: str(item[0]))
        if str(key).split(".", 1)[0] in names
    }
    gateways = provenance.get("declared_gateways")  # a hand-edited file: a list or nothing
    local = local_endpoints(own, map(str, gateways) if isinstance(gateways, list) else ())
    if not local:
        return ""
    if set(local) == set(own):
        return f"no money spent: the calls went to a local address ({local_listing(local)})"
    return f"no money spent on the calls to a local address ({local_listing(local)})"


def local_listing(found: Mapping[str, str | Sequence[str]]) -> str:
    """``exa: http://127.0.0.1:18871; tavily: http://127.0.0.1:18999``: how every report
    lists local addresses, each provider's (or operation's: ``jina.reader``) by its origin
    (scheme, host, port), not its path, each once."""
    return "; ".join(
        f"{name}: {', '.join(dict.fromkeys(_origin(u) for u in ([url] if isinstance(url, str) else url)))}"
        for name, url in found.items()
    )


def _origin(url: str) -> str:
    return local_origin(str(url)) or str(url)


def local_endpoints(endpoints: Mapping[str, str], gateways: Iterable[str] = ()) -> dict[str, str]:
    """The --ws-endpoint addresses that are local (``addresses.py``: this machine or a
    private network): recordings made there are not the provider's, whatever their
    ``synthetic`` flag says; those at a declared gateway (``--ws-gateway``) excepted."""
    declared = set(gateways)
    return {
        name: url
        for name, url in endpoints.items()
        if is_local(url) and local_origin(url) not in declared
    }
