"""Deterministic draws: every number the emulator picks is a hash of what it depends on."""

from __future__ import annotations

import hashlib
import math
from statistics import NormalDist

_NORMAL = NormalDist()
_Z95 = _NORMAL.inv_cdf(0.95)


def digest(*parts: object) -> bytes:
    """16 bytes determined by ``parts``."""
    joined = "\x1f".join(map(str, parts)).encode("utf-8", "surrogatepass")
    return hashlib.blake2b(joined, digest_size=16).digest()


def uniform(*parts: object) -> float:
    """A number in (0, 1) determined by ``parts``."""
    return (int.from_bytes(digest(*parts)[:8], "big") + 0.5) / 2.0**64


def hex_id(*parts: object, n: int = 32) -> str:
    """``n`` hex digits determined by ``parts``."""
    return digest(*parts).hex()[:n]


def uuid_from_hex(hex32: str) -> str:
    """A version-4-looking UUID made of ``hex32``."""
    h = (hex32 + "0" * 32)[:32]
    return f"{h[:8]}-{h[8:12]}-4{h[13:16]}-8{h[17:20]}-{h[20:32]}"


def lognormal_ms(u: float, median_ms: float, p95_ms: float) -> float:
    """The quantile ``u`` of a log-normal with the given median and 95th percentile."""
    if median_ms <= 0:
        return 0.0
    sigma = math.log(max(p95_ms, median_ms) / median_ms) / _Z95
    return median_ms * math.exp(sigma * _NORMAL.inv_cdf(u))
