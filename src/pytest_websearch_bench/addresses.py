"""Whether an address is *local*: on this machine or on a network that is not the internet.

A cassette recorded at a local address (an emulator, a local gateway, a container on a
private network) is not synthetic, yet its answers, latencies and costs are not the
provider's. One rule decides it everywhere (recording notes it in the cassette and the
manifest, replay reads it back, the reports warn, ``--ws-strict-provenance`` fails):

* ``loopback``: ``localhost`` and any ``*.localhost`` name (RFC 6761: they never leave
  the machine), ``127.0.0.0/8``, ``::1`` and IPv4-mapped ``::ffff:127.x``;
* ``unspecified``: ``0.0.0.0/8`` and ``::`` (a connection to them reaches this machine);
* ``private``: ``10/8``, ``172.16/12``, ``192.168/16``, the shared address space
  ``100.64/10`` (carrier-grade NAT, tailnets) and IPv6 unique-local ``fc00::/7``;
* ``link-local``: ``169.254/16`` and ``fe80::/10`` (zone ids such as ``%eth0`` ignored).

A company gateway on a private address counts as local too: from its address the bench
cannot tell it from an emulator in a container. Other names are never resolved (no
lookup at replay, and today's answer would say nothing about the recording): only the
address as written is judged. IPv4 in the short or integer forms the C resolver accepts
(``127.1``, ``2130706433``) is read as that resolver reads it. Documentation and
reserved ranges (``192.0.2.0/24``, ``2001:db8::/32``...) are not local: an address a
recording actually reached there would be a public one.
"""

from __future__ import annotations

import ipaddress
import socket
from functools import lru_cache
from urllib.parse import urlsplit

IPAddress = ipaddress.IPv4Address | ipaddress.IPv6Address

_SCOPES: tuple[tuple[str, tuple[ipaddress.IPv4Network | ipaddress.IPv6Network, ...]], ...] = (
    ("loopback", (ipaddress.ip_network("127.0.0.0/8"), ipaddress.ip_network("::1/128"))),
    ("unspecified", (ipaddress.ip_network("0.0.0.0/8"), ipaddress.ip_network("::/128"))),
    (
        "private",
        (
            ipaddress.ip_network("10.0.0.0/8"),
            ipaddress.ip_network("172.16.0.0/12"),
            ipaddress.ip_network("192.168.0.0/16"),
            ipaddress.ip_network("100.64.0.0/10"),
            ipaddress.ip_network("fc00::/7"),
        ),
    ),
    (
        "link-local",
        (ipaddress.ip_network("169.254.0.0/16"), ipaddress.ip_network("fe80::/10")),
    ),
)
LOCAL_SCOPES = tuple(name for name, _ in _SCOPES)


def _ip(host: str) -> IPAddress | None:
    try:
        return ipaddress.ip_address(host)
    except ValueError:
        pass
    if host and all(c in "0123456789abcdefx." for c in host) and host[0].isdigit():
        try:  # 127.1, 2130706433, 0x7f.1: what a connection to this text would reach
            return ipaddress.IPv4Address(socket.inet_aton(host))
        except OSError:
            return None
    return None


@lru_cache(maxsize=1024)  # a replay asks it of the same few hosts once a case
def address_scope(host: str) -> str | None:
    """``loopback``, ``unspecified``, ``private`` or ``link-local`` for a local host (a
    name or an address, IPv6 with or without brackets), None for anything else."""
    text = host.strip().lower()
    if text.startswith("[") and text.endswith("]"):
        text = text[1:-1]
    text = text.split("%", 1)[0].rstrip(".")
    if text == "localhost" or text.endswith(".localhost"):
        return "loopback"
    ip = _ip(text)
    if ip is None:
        return None
    if isinstance(ip, ipaddress.IPv6Address) and ip.ipv4_mapped is not None:
        ip = ip.ipv4_mapped
    for scope, networks in _SCOPES:
        if any(ip.version == net.version and ip in net for net in networks):
            return scope
    return None


def local_origin(url: str) -> str | None:
    """``scheme://host[:port]`` of ``url`` when its host is local (see the module), else
    None (also for text that is not a URL with a host)."""
    try:
        parts = urlsplit(url.strip())
        host = parts.hostname
        port = parts.port
    except ValueError:
        return None
    if not host or address_scope(host) is None:
        return None
    shown = f"[{host}]" if ":" in host else host
    return f"{parts.scheme.lower()}://{shown}" + (f":{port}" if port is not None else "")


def is_local(url: str) -> bool:
    """Whether ``url``'s host is a local address (see the module)."""
    return local_origin(url) is not None
