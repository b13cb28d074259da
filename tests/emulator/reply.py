"""One answer as the HTTP layer writes it, with the bookkeeping the counters need."""

from __future__ import annotations

import dataclasses
import json

Header = tuple[str, str]
Key = tuple[str, str, str]  # (provider, operation, canonical request)

JSON: Header = ("Content-Type", "application/json")
JSON_UTF8: Header = ("Content-Type", "application/json; charset=utf-8")
BAD_GATEWAY = (
    b"<html>\r\n<head><title>502 Bad Gateway</title></head>\r\n<body>\r\n"
    b"<center><h1>502 Bad Gateway</h1></center>\r\n</body>\r\n</html>\r\n"
)


def json_bytes(obj: object) -> bytes:
    """Compact UTF-8 JSON."""
    return json.dumps(obj, ensure_ascii=False, separators=(",", ":")).encode("utf-8")


@dataclasses.dataclass
class Reply:
    status: int
    headers: list[Header]
    body: bytes
    delay_s: float = 0.0
    # Bookkeeping (None for control endpoints and unrouted paths).
    key: Key | None = None
    cost_usd: float = 0.0
    credits: float = 0.0
    after_delivery: bool = False
    arrived: float = 0.0  # monotonic time of arrival
    write_started: float = 0.0
    booked_t: float = 0.0


def gateway_error(status: int) -> Reply:
    """A 5xx as a gateway in front of a provider sends it: 502 an HTML page, else empty."""
    if status == 502:
        return Reply(502, [("Content-Type", "text/html")], BAD_GATEWAY)
    return Reply(status, [], b"")
