"""The provider's invoice against the cost the adapters reported (``--ws-invoice``).

The CSV has a header ``provider,period,amount_usd`` (other columns are ignored); a
provider may have several rows (periods), which are summed. The gate compares that
sum with every call's ``cost_usd`` in the run: a divergence over 5 % means the credit
model rests on numbers that are not what the provider bills.
"""

from __future__ import annotations

import csv
import math
from collections.abc import Mapping, Sequence
from dataclasses import dataclass
from pathlib import Path

from .errors import BenchError
from .records import CaseRecord

REQUIRED = ("provider", "period", "amount_usd")


class InvoiceError(BenchError):
    def __init__(self, path: Path | str, problem: str, remedy: str | None = None) -> None:
        super().__init__(
            f"invoice {path}: {problem}",
            remedy
            or "write a CSV with the header provider,period,amount_usd and one row per period",
        )


@dataclass(frozen=True)
class Invoice:
    path: str
    amounts: Mapping[str, float]  # provider -> invoiced USD
    periods: Mapping[str, tuple[str, ...]]


def load_invoice(path: Path) -> Invoice:
    try:
        text = path.read_text(encoding="utf-8-sig")
    except UnicodeDecodeError as exc:
        raise InvoiceError(
            path, f"is not UTF-8 text ({exc.reason} at byte {exc.start}): a binary file?"
        ) from None
    except OSError as exc:
        raise InvoiceError(
            path,
            f"cannot be read ({exc.strerror or exc})",
            "check the path: a relative --ws-invoice is read from the folder pytest was run "
            "in, a relative ws_invoice from the ini file's folder (ws-bench merge --invoice: "
            "from the current folder)",
        ) from None
    if "\0" in text:
        raise InvoiceError(path, "holds NUL bytes: a binary file, not a CSV")
    try:
        return _parse(path, csv.DictReader(text.splitlines()))
    except csv.Error as exc:
        raise InvoiceError(path, f"is not a valid CSV ({exc})") from None


def _parse(path: Path, reader: csv.DictReader[str]) -> Invoice:
    missing = [c for c in REQUIRED if c not in (reader.fieldnames or ())]
    if missing:
        raise InvoiceError(path, f"no column {', '.join(missing)}")
    amounts: dict[str, float] = {}
    periods: dict[str, list[str]] = {}
    for line, row in enumerate(reader, start=2):
        provider = (row["provider"] or "").strip().lower()
        if not provider:
            raise InvoiceError(path, f"line {line}: no provider")
        try:
            amount = float((row["amount_usd"] or "").replace(",", "").strip())
        except ValueError:
            raise InvoiceError(
                path, f"line {line}: amount_usd {row['amount_usd']!r} is not a number"
            ) from None
        if amount < 0 or not math.isfinite(amount):
            raise InvoiceError(path, f"line {line}: amount_usd must be a non-negative number")
        amounts[provider] = amounts.get(provider, 0.0) + amount
        periods.setdefault(provider, []).append((row["period"] or "").strip())
    if not amounts:
        raise InvoiceError(path, "no rows")
    return Invoice(str(path), amounts, {p: tuple(v) for p, v in periods.items()})


def divergence(
    invoice: Invoice | None, provider: str, records: Sequence[CaseRecord]
) -> tuple[float | None, str]:
    """(|reported - invoiced| / invoiced, reason when it cannot be computed)."""
    if invoice is None:
        return None, "no --ws-invoice: reported cost is verified against an invoice only"
    invoiced = invoice.amounts.get(provider)
    if invoiced is None:
        return None, f"{invoice.path} has no row for {provider}"
    costs = [c.cost_usd for r in records for c in r.calls]
    if any(c is None for c in costs):
        return None, "some calls have no known price, so the reported total is unknown"
    reported = math.fsum(c for c in costs if c is not None)
    periods = ", ".join(invoice.periods[provider])
    if invoiced == 0:
        # Nothing billed: no divergence if nothing was reported, all of it otherwise.
        return (
            0.0 if reported == 0 else 1.0
        ), f"reported ${reported:.4f}; invoiced $0 for {periods}"
    value = abs(reported - invoiced) / invoiced
    return value, f"reported ${reported:.4f} against ${invoiced:.4f} invoiced for {periods}"
