"""``ws-bench diff`` in a terminal: the metrics table, the categories that moved, and
what the change is made of (the JSON of ``--json`` holds everything)."""

from __future__ import annotations

import re
from collections.abc import Callable, Mapping, Sequence
from dataclasses import dataclass
from pathlib import Path
from typing import Any

from ..user_gates import gate_metric, recorded_rule
from .columns import LOWER_MARK, ratio_text
from .diff_gates import (
    gate_lines,
    gate_text,
    over_text,
    since_old_text,
    still_failing,
    value_text,
)
from .diff_thresholds import TOO_FEW, higher_is_better
from .provenance import not_a_work_tree
from .replays import SAME_RECORDING
from .wrap import wrap

SHOWN = 8  # items of each explanation list shown in the terminal
# "too_few": would be called, but the runs share too few cases to call anything; a
# metric that moved without being called is never shown as "no change"
MARKS = {
    "regressed": "REGRESSED",
    "improved": "improved",
    "too_few": TOO_FEW,
    "not_significant": "not significant",
    "below_threshold": "below its threshold",
}


def number(key: str, value: float | None) -> str:
    if value is None:
        return "—"
    if key.endswith("_usd"):
        return f"${value:.5f}"
    if key.endswith("_ms"):
        return f"{value:.0f} ms"
    return ratio_text(value)


def delta(key: str, metric: Mapping[str, Any]) -> str:
    difference = metric["difference"]
    if difference is None:
        return "—"
    interval = metric["ci95"]
    # a latency moves by whole milliseconds, named (walkthrough, stop 52: "+310.732" read as a rate)
    digits, unit = (
        (5, "") if key.endswith("_usd") else (0, " ms") if key.endswith("_ms") else (3, "")
    )
    text = f"{difference:+.{digits}f}"
    if interval:
        text += f" [{interval[0]:+.{digits}f}, {interval[1]:+.{digits}f}]"
    return text + unit


# the mark on a metric whose lower values are better (said once, in ``LOWER_FOOTNOTE`` right
# under the first block of rows holding a marked one: ``overall``, before the categories,
# as ``ws-bench compare`` says its ``UNGATED_MARK`` under the block of its first marked row;
# compare's mark means "gate not evaluated", never this one's "lower is better")
LOWER_FOOTNOTE = f"  {LOWER_MARK} lower is better: a negative difference is an improvement"


def label(key: str) -> str:
    """A metric's label in the table: its key, marked (``LOWER_MARK``) when lower is better."""
    return key if higher_is_better(key) else f"{key}{LOWER_MARK}"


def case_count(n: int, of: int | None = None) -> str:
    """A row's count of cases: ``3 cases``, or ``2 of 3 cases`` when its metric is defined on
    fewer than the cases of its section (``of``): the header's count and the row's agree."""
    total = f"{n} of {of}" if of is not None and n < of else f"{n}"
    return f"{total} case{'' if n == 1 and (of is None or of == 1) else 's'}"


def fewer_defined(block: Mapping[str, Any]) -> dict[str, int]:
    """The metrics of ``block`` shown (compared) on fewer cases than the block's: defined on
    those alone (a case whose every grade is 0 has no nDCG, one with no dated document no
    freshness), by metric, its count."""
    size = int(block.get("cases") or 0)
    return {
        key: int(metric.get("cases") or 0)
        for key, metric in block["metrics"].items()
        if metric["status"] != "not_compared" and int(metric.get("cases") or 0) < size
    }


# a line of a diff's table of metrics (``metric_rows``, ``shown_rows``) printed whole: a row
# that fits its width, never cut
METRIC_ROW = re.compile(r"^  \S.* -> .* thr \S+")
# how deep a suggested gate's rule to copy stands, on its own line under the sentence that
# suggests it (``suggestion``)
RULE_INDENT = " " * 6
# that line (a rule, or the command that holds it): never cut, the one line of a diff that
# may pass the terminal's width, and only when the rule itself is longer
RULE_LINE = re.compile(r"^ {6}(?:pytest \S.*|[^\s<>=]+ (?:>=|<=|>|<) \S+)$")


@dataclass(frozen=True)
class Row:
    """One row of a diff's table of metrics, its cells as printed: the metric's label,
    OLD's and NEW's values, the difference and its interval, the threshold, the verdict
    (empty when there is none)."""

    label: str
    old: str
    new: str
    delta: str
    threshold: str
    mark: str


def metric_rows(
    block: Mapping[str, Any], rule: Mapping[str, Any], *, moved_only: bool
) -> list[Row]:
    rows = []
    size = block.get("cases")
    for key, metric in block["metrics"].items():
        if metric["status"] == "not_compared":
            continue
        if moved_only and metric["status"] not in MARKS:
            continue
        mark = MARKS.get(metric["status"], "")
        count = case_count(int(metric.get("cases", 0)), size)
        if metric["status"] == "too_few" and metric.get("p_floor") is not None:
            mark += f" ({count}: exact p >= {metric['p_floor']:.3g})"
        elif str(metric.get("why", "")).startswith("not significant after the Holm"):
            # the p that Holm judged is the adjusted one (capped at 1); the interval is
            # each metric's own 95 %, never adjusted, so it may exclude 0 all the same
            notes = ["capped at 1"] if metric["p_adjusted"] >= 1 else []
            if metric.get("p_value") is not None:
                notes += [f"raw p = {metric['p_value']:.3g}", "the interval is not adjusted"]
            mark = f"not significant after Holm: adjusted p = {metric['p_adjusted']:.3g}" + (
                f" ({'; '.join(notes)})" if notes else ""
            )
        elif metric["status"] == "not_significant" and (
            block.get("few_cases") or metric.get("ci95") is None
        ):
            mark = f"not significant, {TOO_FEW} ({count})"
        rows.append(
            Row(
                label(key),
                number(key, metric["old"]),
                number(key, metric["new"]),
                delta(key, metric),
                str(rule["thresholds"][key]["threshold"]),
                mark,
            )
        )
    return rows


def shown_rows(shown: Mapping[str, Mapping[str, Any]]) -> list[Row]:
    """The rows of the metrics a diff shows and never tests nor gates
    (``reader_test_cost_usd``: what reading the case documents the provider's search did
    not return cost), in the table's columns, with why in place of a threshold."""
    rows = []
    for key, metric in shown.items():
        why = str(metric.get("why") or "")
        mark = "shown, not gated (not the provider's work)"
        if metric.get("old") is None or metric.get("new") is None:
            mark += f": {why}"
        rows.append(
            Row(
                label(key),  # marked as the tested rows are: a cost, lower is better
                number(key, metric.get("old")),
                number(key, metric.get("new")),
                delta(key, metric),
                "—",
                mark,
            )
        )
    return rows


@dataclass(frozen=True)
class Table:
    """The columns of a diff's table of metrics, as wide as the widest cell of every row
    it prints (overall, the categories, the rows shown): the arrows and thresholds line
    up in one column across the table."""

    sizes: tuple[int, int, int, int, int]

    @classmethod
    def of(cls, rows: Sequence[Row]) -> Table:
        def size(cell: Callable[[Row], str]) -> int:
            return max([0, *(len(cell(row)) for row in rows)])

        return cls(
            (
                size(lambda r: r.label),
                size(lambda r: r.old),
                size(lambda r: r.new),
                size(lambda r: r.delta),
                size(lambda r: r.threshold),
            )
        )

    def head(self, row: Row) -> str:
        """A row's cells before its verdict, on one line."""
        lw, ow, nw, dw, tw = self.sizes
        return (
            f"  {row.label:<{lw}} {row.old:>{ow}} -> {row.new:<{nw}}  {row.delta:<{dw}}  "
            f"thr {row.threshold:<{tw}}"
        )

    def fits(self, width: int | None) -> bool:
        """Whether a row's cells fit ``width`` on one line (None: no width, one line)."""
        return width is None or 2 + sum(self.sizes) + 1 + 4 + 2 + 2 + 4 <= width

    def lines(self, row: Row, width: int | None) -> list[str]:
        """A row at ``width`` columns (None: one line, however wide). When its cells fit,
        one line; when they do not, two lines: the metric and its values, then the
        difference and the threshold six deep. Its verdict follows on the last of them
        when it fits there whole, else goes under them (six deep under one line, eight
        under two), wrapped, its next lines two spaces deeper; no line ends with a
        space."""
        head = self.head(row)
        if width is None:
            return [f"{head}  {row.mark}".rstrip()]
        lw, ow, _, dw, tw = self.sizes
        if self.fits(width):
            lines, under = [head.rstrip()], "      "
        else:
            lines = [
                f"  {row.label:<{lw}} {row.old:>{ow}} -> {row.new}".rstrip(),
                f"      {row.delta:<{dw}}  thr {row.threshold}".rstrip(),
            ]
            under = "        "
        if not row.mark:
            return lines
        # the verdict after the cells when it fits there whole, else under them, wrapped
        padded = self.head(row) if len(lines) == 1 else f"{lines[1]:<{6 + dw + 6 + tw}}"
        if len(padded) + 2 + len(row.mark) <= width:
            return [*lines[:-1], f"{padded}  {row.mark}"]
        return [*lines, *wrap(row.mark, width, indent=under)]


def _gate_metric(shift: Mapping[str, Any]) -> str | None:
    """The metric as a gate rule names it (``ndcg@5``, ``category.finanzas.ndcg@5``), or
    None when a gate cannot name it (user gates decide: one list for both)."""
    return gate_metric(str(shift["scope"]), str(shift["metric"]))


def _bound_digits(key: str) -> int:
    """The decimals a suggested bound keeps: dollars 5, milliseconds none, ratios 3."""
    return 5 if key.endswith("_usd") else 0 if key.endswith("_ms") else 3


def suggested_bound(
    shift: Mapping[str, Any], thresholds: Mapping[str, Any]
) -> tuple[str, float] | None:
    """A gate rule's operator and bound for a change for the worse: OLD's value moved by the
    metric's diff threshold towards the bad side (``>= 0.4`` for a precision of 0.450 and
    a threshold of 0.05; ``<= 120`` for a latency of 100 ms and 20 %), so that the gate
    fails a change the diff would call, not noise; None when OLD has no value."""
    key = str(shift["metric"])
    old = shift.get("old")
    if old is None:
        return None
    text = str((thresholds.get(key) or {}).get("threshold", "0"))
    try:
        step = float(text.rstrip("%"))
    except ValueError:
        step = 0.0
    if text.endswith("%"):
        step = step / 100 * abs(old)
    digits = _bound_digits(key)
    if higher_is_better(key):
        return ">=", max(0.0, round(old - step, digits))
    return "<=", round(old + step, digits)


def bound_text(key: str, value: float) -> str:
    """A suggested bound as a rule writes it: no exponent, no trailing zeros."""
    digits = _bound_digits(key)
    return f"{value:.{digits}f}".rstrip("0").rstrip(".") if digits else f"{value:.0f}"


def _ids(cases: Sequence[str], shown: int = 5) -> str:
    """The first case ids of a list, ``...`` when there are more (``--json`` has them all)."""
    return ", ".join(cases[:shown]) + (", ..." if len(cases) > shown else "")


def _cases(title: str, items: list[dict[str, Any]], line: Any) -> list[str]:
    if not items:
        return []
    out = [f"{title} ({len(items)}):"]
    out.extend(f"  {line(item)}" for item in items[:SHOWN])
    if len(items) > SHOWN:
        out.append(f"  ... and {len(items) - SHOWN} more (--json)")
    return out


def commit_text(commit: object, reason: object) -> str:
    """A run's commit, or why it has none as its run file says (a diff or history file
    written before ``git_commit_reason``: none said); ``history``'s footnote too."""
    if commit:
        return f"commit {str(commit)[:12]}"
    return (
        f"no git commit: {reason_text(reason)}" if reason else "no git commit (no reason recorded)"
    )


# what a session before 2026-12 stored: git's own line after the root
_NOT_A_WORK_TREE = re.compile(r"(?s)(?P<root>.*) is not in a git work tree \((?P<git>fatal: .*)\)")
_OUTSIDE = re.compile(r"the suite ran outside a git repository \(.*\)")


def reason_text(reason: object) -> str:
    """A run file's reason for having no commit in the tool's words (``not_a_work_tree``'s,
    which an older file's git ``fatal:`` line is read into), with what a suite run outside
    a repository means for ``diff`` and ``history``."""
    text = str(reason)
    found = _NOT_A_WORK_TREE.fullmatch(text)
    if found is not None:
        text = not_a_work_tree(found.group("root"), found.group("git"))
    if _OUTSIDE.fullmatch(text):
        meaning = (
            "no commit names its code, so a change of the suite between runs cannot be seen here"
        )
        return f"{text}: {meaning}"
    return text


def _commit(side: Mapping[str, Any]) -> str:
    return commit_text(side.get("git_commit"), side.get("git_commit_reason"))


def failed_text(side: Mapping[str, Any]) -> str:
    """One run's failures for the header (empty when nothing failed)."""
    parts = []
    errored = side.get("errored_cases") or []
    if errored:
        shown = ", ".join(errored[:5]) + (", ..." if len(errored) > 5 else "")
        parts.append(f"{len(errored)} case(s) with an error outcome ({shown})")
    parts.extend(f"{f['what']}" for f in side.get("item_failures") or [])
    return "; ".join(parts)


def _gates(
    gates: Mapping[str, Any] | None, since: str = "OLD", worse: Sequence[Mapping[str, Any]] = ()
) -> list[str]:
    """The gates of both runs: what changed, or one line that nothing did (a diff file
    written before ``gates``: nothing); then each gate NEW fails that OLD did not have
    (``worse``, the diff's ``gate_regressions`` added or changed since OLD): a regression."""
    if not gates:
        return []
    if not gates.get("compared"):
        return [f"gates: not compared ({gates.get('why')})"]
    changed = gate_lines(gates)
    if not changed:
        lines = [f"gates: the same verdicts in both runs ({len(gates['pairs'])} gates)"]
    else:
        lines = ["gates (OLD -> NEW, recomputed from each run's records):"]
        lines += [f"  {line}" for line in changed]
    lines += [
        f"  NEW fails {gate_text(g['new'])} ({value_text(g['new'])}"
        f"{over_text(g['new'], 'NEW', g.get('common_cases'))}), a regression "
        f"(--fail-on-regression): {since_old_text(g)}"
        for g in worse
        if g.get("since_old") in ("changed", "added")
    ]
    # a gate failing in both runs is no change, and the team must see it every month
    return lines + [f"  still failing: {line}" for line in still_failing(gates, since)]


def replays_header(provider: str, made_by: Sequence[str] = ()) -> str:
    """The line of a diff whose OLD and NEW are runs of one recording: not two months
    (``ws-bench history`` shows them as one point). ``made_by``: the side(s) that recorded
    it live, said to have made it, never to replay it (docs/keeping-watch.md)."""
    end = (
        f" ({SAME_RECORDING}: one point in `ws-bench history`): {{}}, not two months; a new "
        "recording makes a month (docs/keeping-watch.md)"
    )
    if len(made_by) == 1:
        other = "NEW" if made_by[0] == "OLD" else "OLD"
        return f"  {other} replays the recording of {provider} {made_by[0]} made" + end.format(
            "the recording and a replay of it"
        )
    if made_by:
        # both sides recorded it live: one run's recording, read twice (a copy of the file)
        return f"  OLD and NEW are one recording of {provider}, made once" + end.format(
            "one run read twice"
        )
    return f"  OLD and NEW replay one recording of {provider}" + end.format("two replays")


def render_diff(
    diff: Mapping[str, Any],
    peers: Mapping[str, Mapping[str, Any]] | None = None,
    width: int | None = None,
) -> list[str]:
    """One provider's diff. ``peers``: the other providers' diffs of the same two runs
    (``render_each``): the footnote on changes too few cases call names its provider, and
    its gate is checked against theirs, since a gate applies to every provider of a run.
    ``width``: the terminal's (``ws-bench diff``), which the table of metrics fits
    (``Table.lines``); None: one line a row, however wide."""
    old, new, rule = diff["old"], diff["new"], diff["rule"]
    fewer = fewer_defined(diff["overall"])
    why_fewer = ""
    if fewer:  # the rows' counts, said where the count of the cases in common is
        shown = ", ".join(f"{key} on {n}" for key, n in list(fewer.items())[:4]) + (
            ", ..." if len(fewer) > 4 else ""
        )
        why_fewer = (
            "; a row counts the cases where its metric is defined (" + shown + "): a case "
            "where it is not (no gold URL, or every grade 0, for nDCG; no dated document for "
            "freshness) is left out of its row"
        )
    lines = [
        f"ws-bench diff: {diff['provider']} on {diff['common_cases']} common case(s){why_fewer}",
        f"  OLD {old['path']} (captured {old['captured']}, {_commit(old)})",
        f"  NEW {new['path']} (captured {new['captured']}, {_commit(new)})",
    ]
    if diff.get("same_recording"):  # (a diff file written before: absent)
        lines.append(replays_header(diff["provider"], diff.get("made_by") or ()))
    lines.extend(f"  note: {note}" for note in diff["notes"])
    for label in ("old", "new"):
        failed = failed_text(diff[label])
        if failed:
            lines.append(f"  {label.upper()} failed: {failed}")
    for side in ("only_old", "only_new"):
        if diff[side]:
            lines.append(f"  {len(diff[side])} case(s) only in {side[5:].upper()}: not compared")
    changed = diff.get("changed_cases") or []
    if changed:
        shown = "; ".join(f"{c['case_id']} ({', '.join(c['fields'])})" for c in changed[:SHOWN]) + (
            f"; ... and {len(changed) - SHOWN} more (--json)" if len(changed) > SHOWN else ""
        )
        lines.append(
            f"  {len(changed)} case(s) changed definition between the runs: {shown}; left out "
            "(a change there is the golden set's, not the provider's)"
        )
    if diff.get("definition_check"):
        lines.append(f"  note: {diff['definition_check']}")
    few = f"{diff['overall']['cases']} case(s), few cases; " if diff["overall"]["few_cases"] else ""
    lines.append(
        f"overall ({few}new - old, paired 95% interval; regression: interval excludes 0, at "
        f"least the threshold, Holm-corrected over {_tests_text(rule)}):"
    )
    if rule.get("too_few_to_call"):
        lines.append(
            f"  {rule['too_few_to_call']}: metric changes are shown, none is called a "
            "regression or an improvement (nor counted by --fail-on-regression); a gate NEW "
            "fails (passed -> failed, or added or changed since OLD) still counts"
        )
    overall_rows = metric_rows(diff["overall"], rule, moved_only=False)
    untested = shown_rows(diff.get("shown") or {})  # (a diff file written before: none)
    by_category = {
        name: metric_rows(block, rule, moved_only=True)
        for name, block in diff["categories"].items()
    }
    every_row = [*overall_rows, *untested, *(r for rows in by_category.values() for r in rows)]
    table = Table.of(every_row)
    marked = any(row.label.endswith(LOWER_MARK) for row in every_row)

    def footnote(rows: Sequence[Row]) -> None:
        """The ``*`` said once, under the first block with a marked row (not under the whole
        table: with many categories it stood far from the rows it explains)."""
        nonlocal marked
        if marked and any(row.label.endswith(LOWER_MARK) for row in rows):
            lines.append(LOWER_FOOTNOTE)
            marked = False

    for row in [*overall_rows, *untested]:
        lines.extend(table.lines(row, width))
    footnote([*overall_rows, *untested])
    older: dict[str, list[str]] = {}  # null in an older run file: said, never hidden
    for key, metric in diff["overall"]["metrics"].items():
        if metric["status"] == "not_compared" and "not recorded by" in str(metric.get("why")):
            older.setdefault(str(metric["why"]), []).append(key)
    lines.extend(f"  not compared: {', '.join(keys)} ({why})" for why, keys in older.items())
    for name, block in diff["categories"].items():
        rows = by_category[name]
        few = ", few cases" if block["few_cases"] else ""
        summary = f"{name[len('category.') :]} ({block['cases']} case(s){few})"
        lines.append(f"{summary}:" if rows else f"{summary}: no change")
        for row in rows:
            lines.extend(table.lines(row, width))
        footnote(rows)
    errors = diff.get("error_cases") or []
    lines += _cases(
        "cases with an error outcome on either side (a provider's failure is kept in every "
        "metric, as the runs count it; a hard fault, the bench's, was not measured: a "
        "change here may be a failure, not the provider)",
        errors,
        lambda c: (
            f"{c['case_id']} [{c['category']}] {c['old_outcome']} -> {c['new_outcome']}: "
            f"{c['new_reason'] if c['new_outcome'] == 'error' else c['old_reason']}"
        ),
    )
    why = diff["explain"]
    lines += _cases(
        "lost a useful answer",
        why["lost_useful"],
        lambda c: (
            f"{c['case_id']} [{c['category']}] {c['old_outcome']} -> {c['new_outcome']}: "
            + (
                f"NEW: {c['not_useful_why']}"  # (a diff file written before: its reason)
                if c.get("not_useful_why")
                else f"{c['new_reason'] or c['query']}"
            )
        ),
    )
    lines += _cases(
        "gained a useful answer",
        why["gained_useful"],
        lambda c: (
            f"{c['case_id']} [{c['category']}] {c['old_outcome']} -> {c['new_outcome']}"
            + (f" (OLD: {c['not_useful_why']})" if c.get("not_useful_why") else "")
        ),
    )
    lines += _cases(
        "gold URLs no longer found",
        why["gold_urls_lost"],
        lambda c: f"{c['case_id']}: {', '.join(c['urls'])}",
    )
    for side in ("OLD", "NEW"):
        if why.get(f"no_answer_{side.lower()}"):  # (a diff file written before: absent)
            lines.append(f"{side} has no answer from {diff['provider']}: hosts not compared")
    lines += _cases("new hosts", why["hosts_new"], lambda h: f"{h['host']} in {h['cases']} case(s)")
    lines += _cases(
        "vanished hosts", why["hosts_vanished"], lambda h: f"{h['host']} in {h['cases']} case(s)"
    )
    lines += _cases(
        "new error classes",
        [{"kind": k, "cases": v} for k, v in why["errors_new"].items()],
        lambda e: f"{e['kind']} in {len(e['cases'])} case(s): {_ids(e['cases'])}",
    )
    price = why["price"]
    if price["change"] is not None and price["change"] != 0:
        lines.append(
            f"spend on the common cases: ${price['total_old_usd']:.4f} -> "
            f"${price['total_new_usd']:.4f} ({price['change']:+.1%})"
        )
    for operation, times in why["latency"].items():
        if times["p95_old"] is not None and times["p95_new"] is not None:
            note = "" if times["reliable"] else " (few calls: not reliable)"
            lines.append(
                f"latency {operation}: p50 {times['p50_old']:.0f} -> {times['p50_new']:.0f} ms, "
                f"p95 {times['p95_old']:.0f} -> {times['p95_new']:.0f} ms{note}"
            )
    gates_worse = diff.get("gate_regressions") or []  # (a diff file written before: none)
    lines += _gates(diff.get("gates"), Path(str(old["path"])).name, gates_worse)
    worse = diff.get("too_few_worse") or []
    if diff["regressions"] or gates_worse:
        lines.append(
            f"{len(diff['regressions']) + len(gates_worse)} regression(s): "
            + ", ".join(
                [f"{r['scope']}:{r['metric']}" for r in diff["regressions"]]
                + [
                    f"gate {g['new']['name']}"
                    + (
                        f" ({g['since_old']} since OLD)"
                        if g.get("since_old") in ("changed", "added")
                        else ""
                    )
                    for g in gates_worse
                ]
            )
        )
    elif rule.get("too_few_to_call"):
        lines.append(f"no regression called: {rule['too_few_to_call']}")
    else:
        missing = len(diff.get("unmeasured_in_new") or ())
        over = f" over the {diff['common_cases'] - missing} case(s) NEW measured" if missing else ""
        lines.append(("no regression called" if worse else "no regression") + over)
    lines += unmeasured_lines(diff)
    if worse:
        whose = f" of {diff['provider']}" if peers else ""
        lines.append(
            f"{len(worse)} change(s) for the worse{whose}, {TOO_FEW} (not counted by "
            "--fail-on-regression): " + ", ".join(f"{r['scope']}:{r['metric']}" for r in worse)
        )
        local = bool(old.get("local_recordings") or new.get("local_recordings"))
        lines.extend(
            suggestion(
                by_weight(worse, local),
                rule["thresholds"],
                str(diff["provider"]),
                peers,
                local,
                own_gates(diff),
            )
        )
        lines.extend(unsuggested_lines(diff))
    return lines


def _weight(item: Mapping[str, Any], local: bool) -> int:
    """How much a change for the worse matters to a gate, the least first: quality (what
    the provider found and answered), then cost, then latency, a latency of answers
    recorded at a local address last (it timed the emulator or gateway, not the
    provider)."""
    key = str(item["metric"])
    if key.endswith("_ms"):
        return 3 if local else 2
    return 1 if key.endswith("_usd") else 0


def by_weight(worse: Sequence[dict[str, Any]], local: bool = False) -> list[dict[str, Any]]:
    """``worse`` with the changes that matter first (``_weight``; overall before a
    category, then as the diff lists them): the gate suggested is the first a gate can
    name."""
    return sorted(worse, key=lambda item: (_weight(item, local), item["scope"] != "overall"))


# the line above several changes for the worse that get no gate (its next lines six deep,
# past its items' four)
NO_GATE_HEAD = "  no gate suggested for"
# why a change for the worse the diff did not call gets no gate (said once for them all)
NO_GATE_WHY = (
    "a gate set from a change the diff cannot tell from noise would fail runs on noise: more "
    "cases in common tell"
)


def unsuggested_lines(diff: Mapping[str, Any]) -> list[str]:
    """Why no gate is suggested for an overall change for the worse the diff did not call
    (``not significant``, ``below its threshold``): a gate set from a change that cannot
    be told from noise on so few cases would fail runs on noise (a quality metric that
    fell is listed first, as it matters most)."""
    metrics = (diff.get("overall") or {}).get("metrics") or {}
    found = [
        (key, metric)
        for key, metric in metrics.items()
        if metric.get("status") in ("not_significant", "below_threshold")
        and metric.get("difference")
        and (metric["difference"] > 0) != higher_is_better(key)
    ]
    found.sort(key=lambda km: _weight({"metric": km[0]}, False))
    size = (diff.get("overall") or {}).get("cases")
    items = []
    for key, metric in found:
        count = case_count(int(metric.get("cases") or 0), size)
        items.append(
            f"{key} ({number(key, metric['old'])} -> {number(key, metric['new'])}): "
            f"{MARKS[metric['status']]} ({count}: {metric.get('why')})"
        )
    if not items:
        return []
    if len(items) == 1:
        return [f"  no gate suggested for {items[0]}; {NO_GATE_WHY}"]
    # the reason is one for them all: said once, above them (walkthrough 65 #4)
    return [f"{NO_GATE_HEAD} these {len(items)} ({NO_GATE_WHY}):"] + [
        f"    {item}" for item in items
    ]


def _peer_old(peer: Mapping[str, Any], scope: str, key: str) -> float | None:
    """OLD's value of ``scope``'s ``key`` in another provider's diff (None: it has none)."""
    block = peer.get("overall") if scope == "overall" else (peer.get("categories") or {}).get(scope)
    value = ((block or {}).get("metrics") or {}).get(key, {}).get("old")
    return None if value is None else float(value)


def own_gates(diff: Mapping[str, Any]) -> list[Mapping[str, Any]]:
    """NEW's user gates as the diff recomputed them (rule, status, value): a suggestion
    never proposes one the user already has (walkthrough 65 #5)."""
    pairs = (diff.get("gates") or {}).get("pairs") or []
    return [p["new"] for p in pairs if p.get("new") and p["new"].get("rule")]


def _same_gate(
    gates: Sequence[Mapping[str, Any]], metric: str, operator: str
) -> Mapping[str, Any] | None:
    """The user's gate on ``metric`` bounding it the same way as ``operator`` (``>=`` and
    ``>`` from below, ``<=`` and ``<`` from above), if any: its rule as the one parser
    reads it (``user_gates.recorded_rule``)."""
    for gate in gates:
        rule = recorded_rule(str(gate["rule"]))
        if rule is not None and rule.metric == metric and rule.operator[0] == operator[0]:
            return gate
    return None


def suggestion(
    worse: list[dict[str, Any]],
    thresholds: Mapping[str, Any],
    provider: str = "",
    peers: Mapping[str, Mapping[str, Any]] | None = None,
    local: bool = False,
    gates: Sequence[Mapping[str, Any]] = (),
) -> list[str]:
    """The gate of your own that would fail a run on the first of the ``worse`` changes a
    gate can name (``by_weight`` puts the ones that matter first), with a bound from the data (OLD's value moved by the diff's threshold)
    and where it comes from; empty when none can be named or none has an OLD value. With
    ``peers`` (the other providers of the runs): a gate applies to every provider of a run,
    so one whose bound another provider's OLD value breaks is scoped to ``provider``'s
    runs (``pytest --ws-provider=...``), the README's gate syntax naming no provider.
    ``local``: a run's answers were recorded at a local address (a latency gate says so).
    ``gates``: NEW's user gates (``own_gates``): one on the same metric and side is named
    instead, as failing on the change already or as the one to tighten."""
    for item in worse:
        metric = _gate_metric(item)
        bound = suggested_bound(item, thresholds)
        if metric is None or bound is None:
            continue
        operator, value = bound
        key = str(item["metric"])
        mine = _same_gate(gates, metric, operator)
        if mine is not None:
            if mine.get("status") == "failed":
                return [
                    f"  your gate `{mine['rule']}` already fails NEW on this change "
                    f"({number(key, item['new'])}): no other gate needed"
                ]
            return [
                f"  your gate `{mine['rule']}` lets this change through (NEW "
                f"{number(key, item['new'])}, {mine.get('status')}); to fail a run on it, "
                "tighten it where you wrote it (golden/gates.yaml or ws_gates) to:",
                f"{RULE_INDENT}{metric} {operator} {bound_text(key, value)}",
            ]
        fails = (item["new"] < value) if operator == ">=" else (item["new"] > value)
        step = thresholds[key]["threshold"]
        rule = f"{metric} {operator} {bound_text(key, value)}"
        gate = f'-o ws_gates="{rule}"'
        whose = f"{provider}'s OLD" if peers else "OLD's"
        why = (
            f"{whose} {number(key, item['old'])} {'less' if operator == '>=' else 'plus'} the "
            f"diff's threshold {step}"
            + (f"; NEW's {number(key, item['new'])} fails it" if fails else "")
            + (
                "; a latency of answers recorded at a local address times that address, not "
                "the provider"
                if local and key.endswith("_ms")
                else ""
            )
        )
        # A line to add to the ini's ws_gates, not ``-o ws_gates=...``: on the command line
        # it replaces the ini's gates (walkthrough 59 #5). The rule on its own line, whole
        # at any width (walkthrough 66: a sentence kept whole ran to 200 columns).
        add = "add this line to ws_gates in your ini"
        if not peers:
            return [
                f"  to fail a run on such a change, a gate of your own (README: User gates): "
                f"{add} ({why}):",
                f"{RULE_INDENT}{rule}",
            ]
        olds = {
            name: v
            for name, peer in sorted(peers.items())
            if (v := _peer_old(peer, str(item["scope"]), key)) is not None
        }
        broken = {n: v for n, v in olds.items() if (v < value if operator == ">=" else v > value)}
        if not broken:
            others = ", ".join(f"{n}'s OLD {number(key, v)}" for n, v in olds.items())
            passes = f"; {others} {'passes' if len(olds) == 1 else 'pass'} it too" if others else ""
            return [
                f"  to fail a run on such a change, a gate of your own (README: User gates): "
                f"{add} ({why}{passes}):",
                f"{RULE_INDENT}{rule}",
            ]
        others = ", ".join(f"{n}'s OLD {number(key, v)}" for n, v in broken.items())
        return [
            f"  to fail a run of {provider} on such a change, a gate of your own (README: "
            f"User gates) in its own runs ({why}; a gate applies to every provider of a run, "
            f"and {others} would fail it; -o ws_gates replaces the ini's gates for that run), "
            "e.g.:",
            f"{RULE_INDENT}pytest --ws-provider={provider} {gate}",
        ]
    return []


def gate_regression_lines(diff: Mapping[str, Any]) -> list[str]:
    """``--fail-on-regression``'s line for each gate NEW fails that passed in OLD, or that
    OLD did not have (changed or added since OLD: ``since_old_text``)."""
    lines = []
    for g in diff.get("gate_regressions") or []:
        head = f"REGRESSED {diff['provider']} gate {gate_text(g['new'])}"
        value = value_text(g["new"]) + over_text(g["new"], "NEW", g.get("common_cases"))
        if g.get("since_old") in ("changed", "added"):
            lines.append(f"{head}: NEW fails it ({value}); {since_old_text(g)}")
        else:
            lines.append(f"{head}: passed -> failed ({value})")
    return lines


def one_shared_line(diffs: Mapping[str, Any]) -> str | None:
    """``ws-bench diff`` without ``--provider`` of runs that share one provider among
    others: which one is diffed and what is left out (None when the runs hold no other)."""
    names = list(diffs["providers"])
    left = [
        f"{', '.join(diffs[side])} only in {side[5:].upper()}"
        for side in ("only_old", "only_new")
        if diffs.get(side)
    ]
    if len(names) != 1 or not left:
        return None
    return f"diffing {names[0]}, the one provider both runs hold; {'; '.join(left)}"


def render_each(diffs: Mapping[str, Any], width: int | None = None) -> list[str]:
    """``ws-bench diff`` of runs that share several providers: one section each."""
    names = list(diffs["providers"])
    lines = [
        f"ws-bench diff: {len(names)} providers in both runs ({', '.join(names)}): one section "
        "each (--provider NAME diffs one)"
    ]
    for side in ("only_old", "only_new"):
        if diffs.get(side):
            lines.append(f"  only in {side[5:].upper()}: {', '.join(diffs[side])} (not diffed)")
    for name in names:
        lines.append("")
        peers = {n: d for n, d in diffs["providers"].items() if n != name}
        lines.extend(render_diff(diffs["providers"][name], peers, width))
    return lines


def _tests_text(rule: Mapping[str, Any]) -> str:
    """How many tests the Holm correction is over, and why that many (walkthrough 61 #4:
    26 tests under 14 rows read as a mistake): each metric, overall and in each category
    shown below."""
    tests, scopes = rule["tests"], rule.get("scopes")
    if not scopes or scopes <= 1:
        return f"{tests} tests"
    return f"{tests} tests: each metric overall and in each of {scopes - 1} categories"


def unmeasured_text(diff: Mapping[str, Any], detail: str) -> str:
    """The sentence saying NEW left common cases unmeasured that OLD measured, ``detail``
    in its parentheses: the diff's line (``unmeasured_lines``) and ``--fail-on-regression``'s
    ``UNMEASURED`` line on stderr say it in these words."""
    missing = diff.get("unmeasured_in_new") or []
    return (
        f"NEW did not measure {len(missing)} of {diff['common_cases']} common case(s) OLD "
        f"measured ({detail})"
    )


def unmeasured_lines(diff: Mapping[str, Any]) -> list[str]:
    """The line saying NEW left common cases unmeasured that OLD measured (``diff.
    unmeasured_cases``): "no regression" is then over the cases NEW measured alone, and
    ``--fail-on-regression`` fails on them."""
    missing = diff.get("unmeasured_in_new") or []  # (a diff file written before: none)
    if not missing:
        return []
    kinds: dict[str, int] = {}
    for case in missing:
        kinds[case["kind"]] = kinds.get(case["kind"], 0) + 1
    first = missing[0]["message"]
    detail = (
        f"{', '.join(f'{k} {n}' for k, n in sorted(kinds.items()))}: "
        f"{_ids([c['case_id'] for c in missing])}; first: {first}"
    )
    return [
        f"{unmeasured_text(diff, detail)}: no metric compares them; record them "
        "(`--ws-record=new`) and diff again (--fail-on-regression fails on them)"
    ]
