"""``ws-bench diff`` and ``ws-bench history``: the commands that keep watching a provider
against its own past (the rest of ``ws-bench`` is in ``cli.py``)."""

from __future__ import annotations

import argparse
import json
import re
import shutil
import sys
from pathlib import Path
from typing import Any

from .errors import BenchError


def _write_json(data: Any, out: str) -> Path:
    path = Path(out)
    path.parent.mkdir(parents=True, exist_ok=True)
    path.write_text(json.dumps(data, indent=2, ensure_ascii=False) + "\n", encoding="utf-8")
    return path


def _regression_lines(diff: dict[str, Any]) -> list[str]:
    """``--fail-on-regression``'s lines for one provider's diff: each metric that
    regressed, then each gate that went from passed to failed."""
    from .report.diff_render import delta, gate_regression_lines, number

    lines = []
    for item in diff["regressions"]:
        key = item["metric"]
        lines.append(
            f"REGRESSED {diff['provider']} {item['scope']} {item['metric']}: "
            f"{number(key, item['old'])} -> {number(key, item['new'])} "
            f"{delta(key, item)} ({item['why']})"
        )
    return lines + gate_regression_lines(diff)


# a diff's prose headings whose next lines are two spaces deep, beside those that end with
# ``:`` (``wrap.is_heading``): its first line (OLD and NEW follow) and the footer of the
# changes for the worse too few cases call (the gates it suggests follow); their
# continuation lines go four spaces deep
DIFF_HEADINGS = re.compile(r"^(?:ws-bench diff: |overall \(|\d+ change\(s\) for the worse)")


def _is_row(line: str) -> bool:
    """A line of a diff's table of metrics (laid out at the terminal's width by
    ``diff_render.Table``) or a suggested gate's rule to copy, on its own line: never cut
    (the sentence that suggests it is prose, wrapped)."""
    from .report.diff_render import METRIC_ROW, RULE_LINE

    return bool(METRIC_ROW.match(line)) or bool(RULE_LINE.match(line))


def _notes_wrapped(lines: list[str], headings: re.Pattern[str] | None = DIFF_HEADINGS) -> list[str]:
    """A diff's lines at the terminal's width (``COLUMNS``, else 80 when not
    a terminal) by the one wrapping helper (``report.wrap.wrap_lines``): every prose line
    wrapped, its first words on its first line (``  note:``, ``skipped``), the next ones
    two spaces deeper, a heading's four, as the pytest report wraps its headings; a metric
    row and a suggested gate's rule kept whole (``_is_row``)."""
    from .report.diff_render import NO_GATE_HEAD
    from .report.wrap import wrap, wrap_lines

    width = shutil.get_terminal_size().columns

    def kept(line: str) -> list[str] | None:
        if _is_row(line):
            return [line]
        if line.startswith(NO_GATE_HEAD) and line.endswith(":"):
            # the heading of several changes that get no gate: its items are four deep
            return wrap(line, width, more="    ", keep_label=True)
        return None

    return wrap_lines(lines, width, kept=kept, headings=headings)


def _cmd_diff(args: argparse.Namespace) -> int:
    from .report.diff import diff_each, diff_runs
    from .report.diff_render import one_shared_line, render_diff, render_each, unmeasured_text
    from .report.diff_thresholds import parse_thresholds

    old_path, new_path = Path(args.old), Path(args.new)
    if old_path.exists() and new_path.exists() and old_path.samefile(new_path):
        raise BenchError(
            f"OLD and NEW are the same file ({args.old}): a diff compares two runs",
            "pass two run files, e.g. last month's and this month's (`ws-bench history` "
            "lists the runs)",
        )
    options: dict[str, Any] = {
        "common_cases": args.common_cases,
        "allow_incomplete": args.allow_incomplete,
        "allow_different_settings": args.allow_different_settings,
        "thresholds": parse_thresholds(args.threshold or []),
    }
    if args.provider is None:
        # one diff per shared provider; runs of one provider each keep the single diff,
        # runs holding several keep the envelope, which names the providers left out
        result = diff_each(Path(args.old), Path(args.new), **options)
        diffs = list(result["providers"].values())
        chosen = one_shared_line(result)
        if len(diffs) == 1 and not (result["only_old"] or result["only_new"]):
            result = diffs[0]
    else:
        result = diff_runs(Path(args.old), Path(args.new), provider=args.provider, **options)
        diffs, chosen = [result], None
    if args.json == "-":
        if chosen:
            print(chosen, file=sys.stderr)  # stdout is the JSON alone
        print(json.dumps(result, indent=2, ensure_ascii=False))
    else:
        if chosen:
            print(chosen)
        width = shutil.get_terminal_size().columns
        for line in _notes_wrapped(
            render_each(result, width) if len(diffs) > 1 else render_diff(diffs[0], width=width)
        ):
            print(line)
        if args.json:
            print(f"diff: {_write_json(result, args.json)}")
    unmeasured = [d for d in diffs if d.get("unmeasured_in_new")]
    if args.fail_on_regression and (result["regressed"] or unmeasured):
        from .report.wrap import wrap_lines

        told = [line for diff in diffs for line in _regression_lines(diff)]
        for diff in unmeasured:
            first = diff["unmeasured_in_new"][0]
            said = unmeasured_text(diff, f"{first['kind']}: {first['message']}")
            told.append(f"UNMEASURED {diff['provider']}: {said}")
        what = [
            *(["a metric or a gate regressed"] if result["regressed"] else []),
            *(["NEW left cases OLD measured unmeasured"] if unmeasured else []),
        ]
        told.append(f"{' and '.join(what)} (--fail-on-regression)")
        # at the terminal's width as stdout's lines (``compare``'s NOT RANKED too)
        for line in wrap_lines(told, shutil.get_terminal_size().columns):
            print(line, file=sys.stderr)
        return 1
    return 0


def _cmd_history(args: argparse.Namespace) -> int:
    import datetime as dt

    from .report.diff_thresholds import parse_thresholds
    from .report.history import build_history, render_history
    from .report.trend_html import render_trend

    history = build_history(
        Path(args.folder),
        allow_incomplete=args.allow_incomplete,
        thresholds=parse_thresholds(args.threshold or []),
    )
    for line in render_history(history, shutil.get_terminal_size().columns):
        print(line)
    if args.json:
        print(f"history: {_write_json(history, args.json)}")
    if args.out:
        out = Path(args.out)
        out.parent.mkdir(parents=True, exist_ok=True)
        now = dt.datetime.now(dt.timezone.utc).strftime("%Y-%m-%d %H:%M UTC")
        out.write_text(render_trend(history, now), encoding="utf-8")
        print(f"trend: {out}")
    return 0


def _defaults_text() -> str:
    """``diff --threshold``'s defaults, grouped by value (``0.05: precision@5, ...``), from
    the table diff applies: what the help says is what diff uses."""
    from .report.diff_thresholds import DEFAULT_THRESHOLDS, DIFF_KEYS

    groups: dict[str, list[str]] = {}
    for key in DIFF_KEYS:
        groups.setdefault(DEFAULT_THRESHOLDS[key].text(), []).append(key)
    return "; ".join(f"{value} for {', '.join(keys)}" for value, keys in groups.items()).replace(
        "%", "%%"
    )


def add_watch_commands(commands: Any) -> None:
    """Register ``diff`` and ``history`` on the ``ws-bench`` sub-parsers."""
    diff = commands.add_parser(
        "diff",
        help="two runs (two recordings) of each provider they share, or of --provider: paired "
        "shifts of every metric with bootstrap intervals, overall and per category, and what "
        "changed",
    )
    diff.add_argument("old", help="the earlier run file")
    diff.add_argument("new", help="the later run file")
    diff.add_argument(
        "--provider",
        help="diff this provider only (default: each provider both runs hold, one section each)",
    )
    diff.add_argument(
        "--json",
        metavar="FILE",
        help="write the diff as JSON to FILE (- prints only the JSON)",
    )
    diff.add_argument(
        "--threshold",
        action="append",
        metavar="METRIC=VALUE",
        help="the smallest change that counts for METRIC: absolute (0.03) or relative "
        "(10%%); repeatable (defaults: " + _defaults_text() + "; docs/keeping-watch.md)",
    )
    diff.add_argument(
        "--fail-on-regression",
        action="store_true",
        help="exit 1 when any metric regresses, overall or in a category, or NEW fails a "
        "gate that passed in OLD or that OLD did not have (a gate added or changed since "
        "OLD, such as a threshold tightened; a gate failing in both runs does not count)",
    )
    diff.add_argument(
        "--common-cases",
        action="store_true",
        help="diff runs of different golden sets on the cases both ran",
    )
    diff.add_argument(
        "--allow-incomplete",
        action="store_true",
        help="accept runs that stopped early or ran a partial selection",
    )
    diff.add_argument(
        "--allow-different-settings",
        action="store_true",
        help="diff runs made with other pipeline settings (extract_top, fetch price, judge)",
    )
    diff.set_defaults(func=_cmd_diff)

    history = commands.add_parser(
        "history",
        help="every run in a folder, per provider in capture order: a trend table, "
        "regressions against each previous run marked; -o trend.html",
    )
    history.add_argument("folder", help="a folder of run files (searched recursively)")
    history.add_argument("-o", "--out", help="write a self-contained trend page (HTML) here")
    history.add_argument("--json", metavar="FILE", help="write the history as JSON to FILE")
    history.add_argument(
        "--threshold",
        action="append",
        metavar="METRIC=VALUE",
        help="as for ws-bench diff (defaults: see ws-bench diff --help); repeatable",
    )
    history.add_argument(
        "--allow-incomplete",
        action="store_true",
        help="include shards and runs that stopped early or ran a partial selection (a "
        "partial replay of a recording is one point with the recording's whole run)",
    )
    history.set_defaults(func=_cmd_history)
