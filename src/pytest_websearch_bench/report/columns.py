"""The columns of the terminal table: what each shows, how a cell is written, and its
priority (the narrower the terminal, the fewer priorities are shown)."""

from __future__ import annotations

import re
import textwrap
from collections.abc import Mapping, Sequence
from dataclasses import dataclass
from decimal import ROUND_HALF_UP, Decimal
from typing import Any

MISSING = "—"
UNRELIABLE = "~"
# $/useful of a row whose calls had a cost and got no useful answer: not "not applicable" (—)
NO_USEFUL = "none"
# What the latency columns count: the terminal legend and the HTML glossary say it alike.
LATENCY_COUNTS = (
    "no backoff wait, no read; n counts the attempts answered, an error status included, "
    "or timed out: failed connections and synthetic failure fixtures, classes 4-7, left out"
)
# the mark on a metric whose lower values are better: beside a column's header here and a
# metric's label in ``ws-bench diff`` (``diff_render.label``), said once in each legend
LOWER_MARK = "*"
LOWER_LEGEND = f"{LOWER_MARK} lower is better"
# the mark beside a value whose gate was not evaluated (``ws-bench compare``'s ``fresh.acc``
# with too few hand-verified dated documents), said in its footnote: a mark of its own,
# never ``LOWER_MARK`` (one meaning per mark across the reports; until stop 69 it was ``*``)
UNGATED_MARK = "†"


@dataclass(frozen=True)
class Column:
    header: str
    key: str  # aggregate key
    kind: str  # int | ratio | mean | usd | p50 | p95
    priority: int  # 1: always shown; 2: dropped below a narrow width; 3: first to go
    legend: str


COLUMNS: tuple[Column, ...] = (
    Column(
        "n",
        "n_measured",
        "int",
        1,
        "n cases measured (allowed, no hard fault; forbidden cases count in abst. only)",
    ),
    Column("P@5", "precision@5", "ratio", 3, ""),
    Column("P@10", "precision@10", "ratio", 1, "P@k precision at k (claim support and family)"),
    Column(
        "ret",
        "results_returned_mean",
        "mean",
        2,
        "ret mean results returned in ranks 1-10 (P@10 divides by 10 whatever came back)",
    ),
    Column("nDCG@10", "ndcg@10", "ratio", 1, "nDCG@10 ranking against the gold URLs"),
    Column("hit@10", "hit@10", "ratio", 3, "hit@10 a gold URL in the top 10"),
    Column("MRR@10", "mrr@10", "ratio", 3, "MRR@10 reciprocal rank of the first gold URL"),
    Column(
        "cite",
        "citation_coverage",
        "ratio",
        2,
        "cite citation coverage (citable claims / claims; the bench's pipeline)",
    ),
    Column("f.known", "freshness_known", "ratio", 3, "f.known documents with a publication date"),
    Column(
        "f.within",
        "freshness_within",
        "ratio",
        3,
        "f.within documents inside the case's freshness window",
    ),
    Column("p50 ms", "latency_ms", "p50", 3, ""),
    Column(
        "p95 ms",
        "latency_ms",
        "p95",
        2,
        f"p50/p95 ms one search call per HTTP attempt ({LATENCY_COUNTS}; end-to-end per case "
        "under the table; ~: fewer than 100 calls, unreliable)",
    ),
    Column("$/search", "cost_per_search_usd", "usd", 3, "$/search cost of a search that answered"),
    Column(
        "$/case",
        "cost_per_case_usd",
        "usd",
        2,
        "$/case cost of a case a call answered (search, reads, retries), USD at the providers' "
        "prices",
    ),
    Column(
        "$/useful",
        "cost_per_useful_answer_usd",
        "usd",
        1,
        f"$/useful cost per useful answer ({NO_USEFUL}: the calls had a cost, no useful answer; "
        "a search-only provider's includes the pages the bench read for it at ws_fetch_price, "
        "assumed)",
    ),
    Column(
        "abst.",
        "abstention",
        "ratio",
        2,
        "abst. forbidden cases that abstained (the bench's router)",
    ),
    # The provider's reader against the stored page (the control): shown when some row
    # measured a reader and the terminal is wide enough (priority 4: the first to go).
    Column("rd.R", "reader_fidelity", "reader:recall", 4, ""),
    Column(
        "rd.P",
        "reader_fidelity",
        "reader:precision",
        4,
        "rd.R/rd.P reader main-text recall/precision against the stored page (word shingles)",
    ),
    Column("rd.tbl", "reader_fidelity", "reader:table_cells_kept", 4, "rd.tbl table cells kept"),
    Column("rd.pdf", "reader_fidelity", "reader:pdf_pages_covered", 4, "rd.pdf PDF pages covered"),
    Column(
        "rd.js", "reader_fidelity", "reader:javascript_rendered", 4, "rd.js app shells rendered"
    ),
    Column(
        "rd.hid",
        "reader_fidelity",
        "reader:hidden_passed",
        4,
        "rd.hid hidden or injected passages passed through",
    ),
)
READER_PRIORITY = 4


def lower_is_better(column: Column) -> bool:
    """Whether lower values of ``column`` are better (latency, cost, hidden passages passed
    through): the direction the HTML report's glossary gives each column header
    (``html_glossary.GLOSSARY``, which agrees with ``diff_thresholds.LOWER_IS_BETTER`` on the
    metrics both name)."""
    from .html_glossary import GLOSSARY  # (it imports this module)

    entry = GLOSSARY.get(column.header)
    return entry is not None and entry[2] == "lower"


def header_text(column: Column) -> str:
    """A column's header in the table: marked (``LOWER_MARK``) when lower is better."""
    return f"{column.header}{LOWER_MARK}" if lower_is_better(column) else column.header


def ratio_text(value: float, digits: int = 3) -> str:
    """``value`` with ``digits`` decimals, rounded half up from its shortest decimal form
    (to 9 places first): values that are equal, whatever float arithmetic left in their
    last bits (0.175 as 0.17499999999999999 or 0.17500000000000002), read the same."""
    exact = Decimal(repr(round(value, 9) + 0.0))  # + 0.0: no '-0.000'
    return format(exact.quantize(Decimal(1).scaleb(-digits), rounding=ROUND_HALF_UP), "f")


def beside(
    value: float, threshold: float, digits: int = 3, *, scale: int = 1, fixed: bool = False
) -> str:
    """``value`` (times ``scale``) written with ``digits`` decimals as ``ratio_text`` writes
    it (``fixed``: as ``f"{value:.Nf}"``, the table's latencies), or with more when that
    many would not show which side of ``threshold`` it is on: against ``>= 0.9``, 0.8999
    is ``0.8999``, not ``0.900``; past 9 decimals, its shortest exact form."""
    side = (value > threshold) - (value < threshold)
    limit = Decimal(repr(float(threshold))) * scale
    for places in range(digits, 10):
        text = f"{value * scale:.{places}f}" if fixed else ratio_text(value * scale, places)
        shown = Decimal(text)
        if (shown > limit) - (shown < limit) == side:
            return text
    return format(Decimal(repr(float(value))) * scale, "f")


_GATE_THRESHOLD = re.compile(r"^(?:>=|<=|>|<|=)\s*(?P<number>[^\s%]+)\s*(?P<percent>%?)$")


def gate_threshold(text: str) -> tuple[float, bool] | None:
    """The number of a gate's ``threshold`` (``">= 0.3"``; ``"<= 5 %"`` is 0.05) and
    whether it is a percentage; None when it is not one number (``honest_partial``'s)."""
    found = _GATE_THRESHOLD.match(text.strip())
    if found is None:
        return None
    try:
        number = float(found["number"])
    except ValueError:
        return None
    percent = bool(found["percent"])
    return (number / 100 if percent else number), percent


# A count's threshold: a whole number then the words of what is counted
# (``honest_partial``'s ``= 0 answers short of what was asked...``).
_COUNT_THRESHOLD = re.compile(r"^(?:>=|<=|>|<|=)\s*\d+\s+[^\d\s%]")
_REPEAT = re.compile(r"#\d+$")  # a user gate's label for its metric's second rule: ``...#2``


def _money(gate: Mapping[str, Any]) -> bool:
    """Whether the gate is on a cost (``*_usd``, a category's too): the table writes those
    with 4 decimals (``cell``'s ``usd``). A user metric (``custom.NAME``) is a ratio."""
    metric = _REPEAT.sub("", str(gate.get("name", "")))
    return metric.endswith("_usd") and not metric.startswith("custom.")


def gate_number(number: float, gate: Mapping[str, Any]) -> str:
    """``number`` (a gate's value, or a bound of its interval) as every part of the gate's
    line writes it: a ratio with the table's 3 decimals, a cost (``*_usd``) with its 4, a
    latency (a gate with ``n``) in whole ms, a percentage threshold's value in % with 1;
    more decimals when those would not show which side of the threshold it is on
    (``beside``); a count (a user gate's whole number against a whole threshold,
    ``honest_partial``'s answers short) with none."""
    parsed = gate_threshold(str(gate.get("threshold", "")))
    latency = "n" in gate
    money = _money(gate)
    if parsed is None:
        if _COUNT_THRESHOLD.match(str(gate.get("threshold", "")).strip()):
            return f"{number:.0f}"  # a count against a whole threshold: no decimals
        return f"{number:.0f}" if latency else f"{number:.4f}" if money else ratio_text(number)
    threshold, percent = parsed
    if percent:
        return beside(number, threshold, 1, scale=100) + "%"
    if money:
        return beside(number, threshold, 4, fixed=True)
    whole = (
        gate.get("kind") == "user" and float(number).is_integer() and float(threshold).is_integer()
    )
    return beside(number, threshold, 0 if latency or whole else 3, fixed=latency)


def _spent_for_nothing(agg: Mapping[str, Any], key: str) -> bool:
    """A cost per useful answer left out because the row's spend bought no useful answer
    (its cost is known and above 0), not because a price is unknown or nothing ran."""
    if key != "cost_per_useful_answer_usd":
        return False
    spent = agg.get("cost_per_case_usd")
    reason = str((agg.get("null_reasons") or {}).get(key, "no useful answer"))
    return isinstance(spent, (int, float)) and spent > 0 and reason.startswith("no useful answer")


def bought_nothing(block: Mapping[str, Any]) -> bool:
    """A provider block's (run file's or comparison's) cost per useful answer is left out
    because its priced calls bought no useful answer: undefined, printed ``none``
    (``NO_USEFUL``) by every report, never "cost unknown" (walkthrough 68 #4)."""
    agg = block.get("aggregate") or {}
    reasons = block.get("null_reasons") or agg.get("null_reasons") or {}
    return _spent_for_nothing({**agg, "null_reasons": reasons}, "cost_per_useful_answer_usd")


def cell(agg: Mapping[str, Any], key: str, kind: str) -> str:
    value = agg.get(key)
    if kind.startswith("reader:"):
        value = (value or {}).get(kind.partition(":")[2])
    if kind == "int":  # n_measured: n in run files written before it
        return str(agg.get("n") if value is None and key == "n_measured" else value)
    if kind in ("p50", "p95"):
        search = (value or {}).get("search")
        if not search:
            return MISSING
        return f"{search[kind]:.0f}" + ("" if search.get("reliable") else UNRELIABLE)
    if value is None:
        return NO_USEFUL if _spent_for_nothing(agg, key) else MISSING
    if kind == "usd":
        return f"{value:.4f}"
    if kind == "mean":  # a mean count (results returned): one decimal
        return f"{value:.1f}"
    return ratio_text(value)


def _layout(
    rows: Sequence[tuple[str, Mapping[str, Any]]], custom: Sequence[str], columns: Sequence[Column]
) -> list[str]:
    header = ["category", *(header_text(c) for c in columns), *custom]
    body = [
        [
            label,
            *(cell(agg, c.key, c.kind) for c in columns),
            *(
                MISSING
                if agg.get("custom", {}).get(name) is None
                else ratio_text(agg["custom"][name])
                for name in custom
            ),
        ]
        for label, agg in rows
    ]
    widths = [max(len(str(r[i])) for r in [header, *body]) for i in range(len(header))]

    def fmt(row: Sequence[str]) -> str:
        first = row[0].ljust(widths[0])
        rest = "  ".join(str(cell).rjust(widths[i + 1]) for i, cell in enumerate(row[1:]))
        return f"  {first}  {rest}".rstrip()

    return [fmt(header), "  " + "-" * (sum(widths) + 2 * (len(widths) - 1)), *map(fmt, body)]


def table(
    rows: Sequence[tuple[str, Mapping[str, Any]]], custom: Sequence[str], width: int
) -> tuple[list[str], list[Column]]:
    """The widest layout that fits ``width``; the columns left out (the reader columns
    are not offered when no row measured a reader)."""
    offered = [
        c for c in COLUMNS if c.priority < READER_PRIORITY or any(agg.get(c.key) for _, agg in rows)
    ]
    for keep in (READER_PRIORITY, 3, 2, 1):
        columns = [c for c in offered if c.priority <= keep]
        lines = _layout(rows, custom, columns)
        if max(len(line) for line in lines) <= width or keep == 1:
            return lines, [c for c in offered if c.priority > keep]
    raise AssertionError("unreachable")  # pragma: no cover


def legend(width: int, dropped: Sequence[Column] = (), extra: Sequence[str] = ()) -> list[str]:
    """One wrapped line per abbreviation group of the columns shown, then ``extra``
    (what useful means, which columns measure the bench: ``report.caveats``); first what
    ``LOWER_MARK`` means when a column shown carries it."""
    marked = any(lower_is_better(c) for c in COLUMNS if c not in dropped)
    shown = [c for c in COLUMNS if c.legend and c not in dropped]
    gone = {c.header for c in dropped}
    texts = [
        # the latency pair's words name the columns shown: "p95 ms" alone when p50 left
        c.legend.replace("p50/p95 ms", "p95 ms", 1) if "p50 ms" in gone else c.legend
        for c in shown
    ]
    # a full stop: the line after it (``not shown at N columns: ...``) is another sentence
    text = "legend: " + "; ".join([*([LOWER_LEGEND] if marked else []), *texts, *extra]) + "."
    return textwrap.wrap(text, width=max(width - 2, 40), initial_indent="", subsequent_indent="  ")
