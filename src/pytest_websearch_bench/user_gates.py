"""User gates: thresholds a team sets on any aggregate or category metric.

Declared in ``golden/gates.yaml`` (a policy file: left out of the golden set's hash) as
``gates: ["precision@10 >= 0.30", ...]`` or in the ini key ``ws_gates`` (one rule a
line). A rule is ``METRIC OP NUMBER`` with OP one of ``>= <= > <``; METRIC is an
aggregate key (``precision@10``, ``cost_per_useful_answer_usd``), a latency
(``latency.search.p95_ms``, ``latency.search.mean_ms``), the useful-answer rate
(``useful_answer_rate``: these two are computed from the case records, as
``ws-bench diff`` computes them), a user metric (``custom.NAME``), a number of the reader
fidelity block (``reader_fidelity.f1``, ``reader_fidelity.hidden_passed``), the number of
documents without an injection label the detector flagged (``injection_flagged_unlabelled``),
a count of the useful answers by where they came from (``useful_by_source.provider_results``,
``useful_by_source.stored_documents_only``) or any of those in one
category (``category.NAME.METRIC``). Every metric ``ws-bench diff`` and ``history`` show
is one of them (``gate_metric``). A threshold the metric cannot take (a rate above 1,
anything below 0) is refused. Each is evaluated with the hard gates: passed, failed or
not_evaluated with the reason; one whose 95 % interval straddles the threshold says so
(another sample of cases could flip it). A gate over fewer than ``MIN_INTERVAL_CASES``
cases (of its category, or of the whole run) shows no interval (one over 3 cases is
degenerate as often as not: [1.00, 1.00] reads as certainty): it says the interval is not
reliable, with n (``ci95_reliable: false``, ``ci95_cases``); its verdict is the same.
"""

from __future__ import annotations

import re
from collections.abc import Callable, Iterable, Mapping, Sequence
from dataclasses import dataclass
from pathlib import Path
from typing import Any

from .claims import useful
from .errors import BenchError
from .gates import GATE_NAMES
from .metrics.latency import RELIABLE_MIN_CALLS, measures_latency
from .metrics.stats import point
from .records import FORBIDDEN_ONLY, CaseRecord, measured, unmeasured_reason
from .report.aggregate import STANDING_REASONS
from .report.caveats import MIN_INTERVAL_CASES, interval_cases, interval_reliable
from .report.columns import gate_number
from .yaml_files import YAMLError, parse_yaml

GATES_FILE = "gates.yaml"
CONSEQUENCE = "fails the run (a user gate)"
OPERATORS = (">=", "<=", ">", "<")
# Aggregate keys that are summaries, not one number a gate can compare.
SUMMARY_KEYS = frozenset(
    {
        "latency_ms",
        "judge_counts",
        "fallback_by_cause",
        "cost_per_query_usd",
        "injection_detection_rate_by_channel",
        "injection_detection_rate_by_language",
        "injection_false_positive_by_channel",
        "injection_false_positive_by_language",
        "injection_flagged_unlabelled",
        "useful_by_source",
        "reader_fidelity",
    }
)
# The numbers of the ``reader_fidelity`` block a gate may name as ``reader_fidelity.FIELD``.
READER_FIELDS = (
    "precision",
    "recall",
    "f1",
    "table_cells_kept",
    "pdf_pages_covered",
    "javascript_rendered",
    "hidden_passed",
)
# The counts of the ``useful_by_source`` block a gate may name as ``useful_by_source.FIELD``
# (its ``stored_cases`` is a list of case ids, and the block itself no one number).
USEFUL_SOURCE_FIELDS = ("provider_results", "stored_documents_only", "reader_tests")
# A gate on ``injection_flagged_unlabelled`` compares how many documents it lists.
FLAGGED_UNLABELLED = "injection_flagged_unlabelled"
# Names of summaries a team may reach for, and why no gate takes them as written.
_NOT_A_GATE = {
    "useful_by_source": (
        "useful_by_source is a breakdown of the useful answers (provider_results, "
        "stored_documents_only, stored_cases; reader_tests, reader_test_cases: the cases only "
        "a case document the search did not return answered, never counted), not one number",
        "gate on useful_by_source.provider_results (useful answers citing the provider's own "
        "results), useful_by_source.stored_documents_only, or useful_answer_rate",
    ),
    "useful_by_source.reader_test_cases": (
        "useful_by_source.reader_test_cases is a list of case ids, not a number",
        "gate on its count, useful_by_source.reader_tests",
    ),
    "useful_by_source.stored_cases": (
        "useful_by_source.stored_cases is a list of case ids, not a number",
        "gate on its count, useful_by_source.stored_documents_only (e.g. "
        "'useful_by_source.stored_documents_only <= 0')",
    ),
    "injection_flagged_unlabelled.flagged": (
        "injection_flagged_unlabelled.flagged is the list of flagged documents",
        "gate on their number, injection_flagged_unlabelled (e.g. "
        "'injection_flagged_unlabelled <= 0')",
    ),
}


def number_keys() -> tuple[str, ...]:
    """The aggregate keys that hold one number, in the run file's order (every key of
    ``report.aggregate`` but its summaries and the deprecated ``cost_per_query_usd``)."""
    from .report.aggregate import AGGREGATE_KEYS

    return tuple(key for key in AGGREGATE_KEYS if key not in SUMMARY_KEYS)


_RULE = re.compile(r"^\s*(?P<metric>[^\s<>=]+)\s*(?P<op>>=|<=|>|<)\s*(?P<value>\S+)\s*$")
_LATENCY = re.compile(r"^latency\.(?P<operation>[a-z_]+)\.(?P<stat>p50|p95|mean)_ms$")
# Metrics computed from the case records, not read from the aggregate block: the
# useful-answer rate and the mean latency of an operation's calls (``latency.OP.mean_ms``).
USEFUL_RATE = "useful_answer_rate"


def record_pairs(records: Sequence[CaseRecord], key: str) -> dict[str, tuple[float, float]]:
    """Per case, (numerator, denominator) of a metric computed from the records:
    ``useful_answer_rate`` (1 for a useful answer, over the measured cases) or
    ``latency.OP.mean_ms`` (the case's OP latencies, summed, over their number). The one
    definition ``ws-bench diff`` and the gates share."""
    if key == USEFUL_RATE:
        return {r.case_id: (1.0 if useful(r.claims) else 0.0, 1.0) for r in measured(records)}
    found = _LATENCY.match(key)
    if found is None or found["stat"] != "mean":
        raise ValueError(f"{key!r} is not computed from the records")
    out: dict[str, tuple[float, float]] = {}
    for record in measured(records):  # as the aggregate's p50/p95
        times = [
            c.latency_ms
            for c in record.calls
            if c.operation == found["operation"]
            and measures_latency(c)
            and c.latency_ms is not None
        ]
        if times:
            out[record.case_id] = (sum(times), float(len(times)))
    return out


def from_records(key: str) -> bool:
    """Whether the metric is computed from the case records (``record_pairs``)."""
    found = _LATENCY.match(key)
    return key == USEFUL_RATE or (found is not None and found["stat"] == "mean")


def metric_range(key: str) -> tuple[float, float | None] | None:
    """The values a metric can take, (low, high) with None for unbounded above; None
    when unknown (a user metric)."""
    if key.startswith("custom."):
        return None
    if key == "n" or key.endswith(("_usd", "_ms")) or _is_count(key):
        return (0.0, None)
    return (0.0, 1.0)  # every other metric is a rate or a ratio


class GateRuleError(BenchError):
    def __init__(self, where: str, problem: str, remedy: str) -> None:
        self.where, self.problem = where, problem
        super().__init__(f"{where}: {problem}", remedy)


class GateRuleErrors(GateRuleError):
    """Every bad rule at once, each with its file, position and remedy: a gates file fixed
    one rule per run took as many runs as it had bad rules."""

    def __init__(self, where: str, errors: Sequence[GateRuleError]) -> None:
        self.errors = list(errors)
        lines: list[str] = []
        first: dict[str, str] = {}  # remedy -> the rule that gave it first
        for error in self.errors:
            same = first.setdefault(error.remedy, error.where)
            remedy = error.remedy if same == error.where else f"as for {same}"
            head, *more = f"remedy: {remedy}".splitlines()
            lines += [error.message, f"  {head}", *(f"    {line}" for line in more)]
        rules = len(dict.fromkeys(error.where for error in self.errors))
        count = (
            f"{rules} bad rules"
            if rules == len(self.errors)
            else f"{len(self.errors)} problems in {rules} bad rule{'s' if rules > 1 else ''}"
        )
        problem = f"{count}:\n  " + "\n  ".join(lines)
        self.where, self.problem = where, problem
        BenchError.__init__(self, f"{where}: {problem}")


def _raise_all(where: str, errors: Sequence[GateRuleError]) -> None:
    """Nothing when ``errors`` is empty; the one error as it is; several as one."""
    if len(errors) == 1:
        raise errors[0]
    if errors:
        raise GateRuleErrors(where, errors)


@dataclass(frozen=True)
class GateRule:
    metric: str  # as written, category prefix included
    operator: str
    threshold: float
    source: str  # "golden/gates.yaml" or "ini ws_gates"
    category: str | None = None
    key: str = ""  # the metric inside its block (without the category prefix)

    @property
    def name(self) -> str:
        return f"{self.metric} {self.threshold_text}"

    @property
    def threshold_text(self) -> str:
        """``>= 0.3``: the threshold as ``%g`` writes it, or whole when ``%g`` would round
        it (``>= 0.1234567``, not ``>= 0.123457``, which is another rule)."""
        short = f"{self.threshold:g}"
        number = short if float(short) == self.threshold else repr(self.threshold)
        return f"{self.operator} {number}"

    def holds(self, value: float) -> bool:
        return {
            ">=": value >= self.threshold,
            "<=": value <= self.threshold,
            ">": value > self.threshold,
            "<": value < self.threshold,
        }[self.operator]

    def to_dict(self) -> dict[str, Any]:
        return {"rule": self.name, "source": self.source}


def _is_count(key: str) -> bool:
    """Whether the metric is a count of documents or answers (no upper bound)."""
    return key == FLAGGED_UNLABELLED or key in {
        f"useful_by_source.{f}" for f in USEFUL_SOURCE_FIELDS
    }


def _known(key: str) -> bool:
    return (
        _is_count(key)
        or key in number_keys()
        or key == USEFUL_RATE
        or bool(_LATENCY.match(key))
        or key.startswith("custom.")
        or key in {f"reader_fidelity.{f}" for f in READER_FIELDS}
    )


def _closest_metric(name: str) -> str | None:
    """The known metric closest to a misspelt ``name`` (``precsion@10``), or None."""
    import difflib

    candidates = [
        *number_keys(),
        USEFUL_RATE,
        *(f"latency.search.{stat}_ms" for stat in ("p50", "p95", "mean")),
        *(f"reader_fidelity.{field}" for field in READER_FIELDS),
        FLAGGED_UNLABELLED,
        *(f"useful_by_source.{field}" for field in USEFUL_SOURCE_FIELDS),
    ]
    close = difflib.get_close_matches(name, candidates, n=1, cutoff=0.75)
    return close[0] if close else None


def gate_metric(scope: str, key: str) -> str | None:
    """The metric a gate rule names for ``key`` in ``scope`` (``overall`` or
    ``category.NAME``), or None when no rule can name it: what ``ws-bench diff`` may
    suggest as a gate."""
    metric = key if scope == "overall" else f"{scope}.{key}"
    if not _known(key) or (scope != "overall" and not scope.startswith("category.")):
        return None
    return metric


def _metric_keys(rest: str) -> Iterable[tuple[str, str]]:
    """(category, metric) splits of ``NAME.METRIC`` whose metric is known (a category
    name may hold dots; the metric is the longest known suffix)."""
    parts = rest.split(".")
    for cut in range(1, len(parts)):
        category, metric = ".".join(parts[:cut]), ".".join(parts[cut:])
        if category and _known(metric):
            yield category, metric


def parse_rule(text: str, where: str, source: str, *, in_range: bool = True) -> GateRule:
    """One rule (``precision@10 >= 0.30``); raises ``GateRuleError`` naming ``where``
    (``in_range``: also when the threshold is outside what the metric can take)."""
    found = _RULE.match(text)
    if found is None:
        raise GateRuleError(
            where,
            f"{text!r} is not METRIC OP NUMBER",
            "write e.g. 'precision@10 >= 0.30' (OP is one of >= <= > <)",
        )
    metric, operator, raw = found["metric"], found["op"], found["value"]
    try:
        threshold = float(raw)
    except ValueError:
        threshold = float("nan")
    if threshold != threshold or threshold in (float("inf"), float("-inf")):
        raise GateRuleError(where, f"{raw!r} in {text!r} is not a number", "give a finite number")
    category, key = None, metric
    last = metric.rsplit(".", 2)
    for named in (metric, ".".join(last[-2:]), last[-1]):
        if named in _NOT_A_GATE and (named == metric or metric.startswith("category.")):
            problem, remedy = _NOT_A_GATE[named]
            raise GateRuleError(where, f"{text.strip()!r}: {problem}", remedy)
    if metric.startswith("category."):
        splits = list(_metric_keys(metric[len("category.") :]))
        if not splits:
            name, _, last = metric[len("category.") :].rpartition(".")
            close = _closest_metric(last) if name else None
            guess = f"; did you mean 'category.{name}.{close}'?" if close else ""
            raise GateRuleError(
                where,
                f"{metric!r} is not category.NAME.METRIC with a known METRIC{guess}",
                "e.g. category.certificaciones.ndcg@10; METRIC as for the whole run",
            )
        category, key = splits[-1]  # the shortest known metric: the longest category name
    elif not _known(metric):
        close = _closest_metric(metric)
        raise GateRuleError(
            where,
            f"no metric {metric!r}" + (f"; did you mean {close!r}?" if close else ""),
            "name one of: "
            + ", ".join(number_keys())
            + f", {USEFUL_RATE}, latency.OPERATION.p50_ms/p95_ms/mean_ms, custom.NAME, "
            + "reader_fidelity."
            + "/".join(READER_FIELDS)
            + f", {FLAGGED_UNLABELLED}, useful_by_source."
            + "/".join(USEFUL_SOURCE_FIELDS)
            + ", category.NAME.METRIC",
        )
    rule = GateRule(metric, operator, threshold, source, category, key)
    wrong = _range_error(rule, text, where) if in_range else None
    if wrong is not None:
        raise wrong
    return rule


def _range_error(rule: GateRule, text: str, where: str) -> GateRuleError | None:
    """The error of a rule whose threshold is outside what its metric can take (it could
    never be met, or always is), or None."""
    limits = metric_range(rule.key)
    if limits is None:
        return None
    low, high = limits
    threshold, key, source = rule.threshold, rule.key, rule.source
    if not (threshold < low or (high is not None and threshold > high)):
        return None
    named = "" if source in where else f" (from {source})"  # the file said once
    if high is None:  # "takes values from 0 or more, -1 is outside them" (stop 64)
        span = f"{low:g} or more"
        takes = f"takes values of {span}, {threshold:g} is below {low:g}"
    else:
        span = f"{low:g} to {high:g}"
        takes = f"takes values from {span}, {threshold:g} is outside them"
    return GateRuleError(
        where,
        f"{text.strip()!r}{named}: {key} {takes} (the rule could never be met, or always is)",
        f"give a threshold {'of' if high is None else 'from'} {span}"
        + (" (a rate: 0.30 for 30%)" if high == 1.0 else ""),
    )


# A check the caller adds to each rule that parses: (problem, remedy), or None when the rule
# is fine (the session's: a ``category.NAME.`` the golden set does not have).
RuleCheck = Callable[[GateRule], tuple[str, str] | None]


def _checked(text: str, where: str, source: str, check: RuleCheck | None) -> GateRule:
    """The rule ``text`` at ``where``, or a ``GateRuleError`` with every problem found
    in it: one that makes it no rule (its form, number or metric) alone; otherwise its
    threshold's range and what ``check`` finds wrong (an unknown category) together,
    as ``GateRuleErrors`` when both are wrong, so one run shows them all."""
    rule = parse_rule(text, where, source, in_range=False)
    found = None if check is None else check(rule)
    errors = [
        error
        for error in (
            _range_error(rule, text, where),
            None if found is None else GateRuleError(where, *found),
        )
        if error is not None
    ]
    _raise_all(where, errors)
    return rule


def load_gate_file(
    path: Path, label: str | None = None, check: RuleCheck | None = None
) -> list[GateRule]:
    """The rules of a gates file (none when it does not exist); ``check``'s problems are
    bad rules like the others."""
    if not path.is_file():
        return []
    where = label or str(path)
    try:
        data = parse_yaml(path.read_text(encoding="utf-8"))
    except (OSError, UnicodeDecodeError, YAMLError) as exc:
        # PyYAML names a parsed string "<unicode string>": the file is named already
        said = str(exc).replace('in "<unicode string>", ', "at ")
        raise GateRuleError(
            where,
            f"cannot be read: {said}",
            "fix the YAML at that line" if isinstance(exc, YAMLError) else "check the file",
        ) from None
    if data is None:
        return []
    rules = data.get("gates") if isinstance(data, dict) else None
    if not isinstance(data, dict) or set(data) - {"gates"} or not isinstance(rules, list):
        raise GateRuleError(
            where,
            "expected one key, gates, holding a list of rules",
            "write:\ngates:\n  - precision@10 >= 0.30\n  - cost_per_useful_answer_usd <= 0.02",
        )
    out, errors = [], []
    for index, item in enumerate(rules, 1):
        try:
            if not isinstance(item, str):
                raise GateRuleError(
                    f"{where}, gate {index}", f"{item!r} is not a rule", "quote it as a string"
                )
            out.append(_checked(item, f"{where}, gate {index}", where, check))
        except GateRuleErrors as many:  # one rule, more than one problem
            errors.extend(many.errors)
        except GateRuleError as error:
            errors.append(error)
    _raise_all(where, errors)  # every bad rule of the file, not the first one
    return out


def gate_rules(
    golden: Path, ini_lines: Sequence[str], golden_label: str, check: RuleCheck | None = None
) -> list[GateRule]:
    """The rules of ``golden/gates.yaml`` then those of the ini key ``ws_gates``; a
    ``GateRuleErrors`` naming every bad rule of both (``check``'s problems included) when
    more than one is bad."""
    rules: list[GateRule] = []
    errors: list[GateRuleError] = []
    sources: list[str] = []  # those with a bad rule, named first in the error
    try:
        rules = load_gate_file(golden / GATES_FILE, golden_label, check)
    except GateRuleErrors as many:
        errors, sources = many.errors, [golden_label]
    except GateRuleError as error:
        errors, sources = [error], [golden_label]
    for index, line in enumerate(ini_lines, 1):
        try:
            where = f"ini ws_gates, line {index}"
            rules.append(_checked(line, where, "ini ws_gates", check))
        except GateRuleError as error:
            errors.extend(error.errors if isinstance(error, GateRuleErrors) else [error])
            sources += [] if "ini ws_gates" in sources else ["ini ws_gates"]
    _raise_all(" and ".join(sources), errors)
    return rules


def rules_from_run(entries: Iterable[Mapping[str, Any]]) -> list[GateRule]:
    """The rules a run file recorded (``user_gates``), for ``ws-bench merge`` and the
    check of its verdicts (a file written before thresholds were held to the metric's
    range stays readable)."""
    return [
        parse_rule(
            str(e["rule"]), f"run file user gate {e['rule']!r}", str(e["source"]), in_range=False
        )
        for e in entries
    ]


def recorded_rule(text: str) -> GateRule | None:
    """A user gate's rule as a run file recorded it (its ``rule``, ``precision@10 >= 0.3``)
    parsed by the one parser (``parse_rule``, the threshold not held to the metric's range,
    as ``rules_from_run``), or None when it does not parse: what ``ws-bench diff`` compares
    (metric, comparison, threshold) when it pairs gates and names the user's own."""
    try:
        return parse_rule(text, "run file user gate", "run file", in_range=False)
    except GateRuleError:
        return None


def _value(
    block: Mapping[str, Any], key: str, records: Sequence[CaseRecord] | None
) -> tuple[float | None, str]:
    """The metric's value in an aggregate block (or, for the metrics computed from
    them, in the block's ``records``), or None and why."""
    if from_records(key):
        if records is None:
            return None, f"{key} is computed from the case records, which were not given"
        value = point(record_pairs(records, key))
        if value is None:
            return None, (
                "no allowed case ran"
                if key == USEFUL_RATE
                else f"no {key.split('.')[1]} call has a latency in this run"
            )
        return value, ""
    latency = _LATENCY.match(key)
    if latency:
        summary = (block.get("latency_ms") or {}).get(latency["operation"])
        if not summary:
            return None, f"no {latency['operation']} call has a latency in this run"
        return float(summary[latency["stat"]]), ""
    if key.startswith("custom."):
        name = key[len("custom.") :]
        custom = block.get("custom") or {}
        if name not in custom:
            return None, f"no case recorded the user metric {name!r} (ws_metric)"
        value = custom[name]
        return (None, f"the user metric {name!r} has no value") if value is None else (value, "")
    if _is_count(key):
        name, _, field = key.partition(".")
        found = block.get(name)
        if not isinstance(found, Mapping):
            reasons = block.get("null_reasons") or {}
            return None, str(reasons.get(name, f"{name} is not computed"))
        if not field:  # injection_flagged_unlabelled: the documents it lists
            return float(len(found.get("flagged") or [])), ""
        value = found.get(field)
        return (None, f"{key} is not recorded") if value is None else (float(value), "")
    if key.startswith("reader_fidelity."):
        fidelity = block.get("reader_fidelity")
        if not fidelity:
            reasons = block.get("null_reasons") or {}
            return None, str(reasons.get("reader_fidelity", "reader_fidelity is not computed"))
        field = key[len("reader_fidelity.") :]
        value = fidelity.get(field)
        if value is None:
            return None, f"{key} has no value (no document of this run has such content)"
        return float(value), ""
    value = block.get(key)
    if value is None:
        return None, str((block.get("null_reasons") or {}).get(key, f"{key} is not computed"))
    return float(value), ""


def _latency_sample(
    block: Mapping[str, Any], key: str, records: Sequence[CaseRecord] | None
) -> int | None:
    """How many calls a latency metric was computed over (None for other metrics): a p95
    over 6 calls is not a p95, and a gate on it says so as the table does."""
    found = _LATENCY.match(key)
    if found is None:
        return None
    if found["stat"] == "mean":
        if records is None:
            return None
        return int(sum(n for _, n in record_pairs(records, key).values()))
    summary = (block.get("latency_ms") or {}).get(found["operation"]) or {}
    n = summary.get("n")
    return int(n) if n is not None else None


# What a metric of ``n_by_metric`` counts when not cases, one and many (as the built-in
# gates say it: ``over 3 claims``)
OVER_UNITS = {
    "citation_coverage": ("claim", "claims"),
    "abstention": ("forbidden case", "forbidden cases"),
    "freshness_accuracy": ("verified dated document", "verified dated documents"),
    "injection_containment": ("injected document", "injected documents"),
    "injection_detection_rate": ("injected document", "injected documents"),
    "injection_false_positive_rate": ("clean document", "clean documents"),
    "injection_structural_containment": ("web-text crossing", "web-text crossings"),
    "cost_per_search_usd": ("search", "searches"),
    "cost_per_useful_answer_usd": ("useful answer", "useful answers"),
    "reader_fidelity": ("document", "documents"),
    "reader_test_cost_usd": ("reader-test read", "reader-test reads"),
}


def _over(block: Mapping[str, Any], key: str, records: Sequence[CaseRecord] | None) -> str | None:
    """``over 12 cases``: what a user gate's metric was computed over, as the built-in
    proportion gates say theirs (``n_by_metric`` of the block, or the records for the
    metrics computed from them); None for a count, a user metric, a latency (its own
    ``n`` says it) or a block without the number."""
    if _LATENCY.match(key) or _is_count(key) or key.startswith("custom."):
        return None
    if key == USEFUL_RATE:
        count = None if records is None else len(record_pairs(records, key))
    else:
        counts = block.get("n_by_metric") or {}
        name = key if key in counts else key.partition(".")[0]
        count = counts.get(name)
    if not isinstance(count, int) or isinstance(count, bool):
        return None
    one, many = OVER_UNITS.get(key.partition(".")[0], ("case", "cases"))
    return f"over {count} {one if count == 1 else many}"


def gate_labels(rules: Sequence[GateRule]) -> list[str]:
    """Each rule's gate name, unique among the run's gates: its metric, or ``METRIC#N``
    with the next free N when a hard gate (``citation_coverage``) or an earlier rule has
    the name, so a verdict id (``gates::citation_coverage#2[tavily]``), a junit test case
    and a ``--lf`` entry name one gate. Stable: it depends on the rules' order alone."""
    taken = set(GATE_NAMES)
    labels = []
    for rule in rules:
        label, number = rule.metric, 1
        while label in taken:
            number += 1
            label = f"{rule.metric}#{number}"
        taken.add(label)
        labels.append(label)
    return labels


def unreliable_interval_text(
    cases: int | None, category: str | None, *, counted: bool = False
) -> str:
    """What a gate says in place of an interval over fewer than ``MIN_INTERVAL_CASES``
    cases: of one category, or of the whole run (``category`` None). ``counted``: the
    gate's line said that count already (``over 3 cases``), and does not say it twice."""
    if counted:
        over = "so few cases"
    elif cases is not None:
        over = f"n={cases} case{'' if cases == 1 else 's'}"
    else:
        over = "too few cases"
    of = f"of category {category!r}" if category is not None else "of the whole run"
    return (
        f"no reliable 95% interval over {over} {of} (fewer than {MIN_INTERVAL_CASES} "
        "measured): another sample of cases could flip this verdict"
    )


def evaluate_user_gates(
    rules: Sequence[GateRule],
    overall: Mapping[str, Any],
    ci95: Mapping[str, Sequence[float]],
    categories: Mapping[str, Mapping[str, Any]],
    records: Sequence[CaseRecord] | None = None,
) -> list[dict[str, Any]]:
    """Each rule against a provider's aggregate (``overall`` with its ``null_reasons``,
    its ``ci95``) or one of its categories (each with its own ``ci95``); the metrics
    computed from the records (``from_records``) from ``records`` (the provider's)."""
    out = []
    for rule, label in zip(rules, gate_labels(rules), strict=True):
        gate: dict[str, Any] = {
            "name": label,
            "threshold": rule.threshold_text,
            "value": None,
            "status": "not_evaluated",
            "kind": "user",
            "consequence": CONSEQUENCE,
            "source": rule.source,
            "rule": rule.name,
        }
        block: Mapping[str, Any] = overall
        intervals = ci95
        mine = records
        if overall.get("n") == 0:  # nothing ran (``-k`` deselected every case): judged on nothing
            gate["reason"] = "no case ran"
            out.append(gate)
            continue
        if rule.category is not None:
            found = categories.get(rule.category)
            if found is not None:
                block, intervals = found, found.get("ci95") or {}
                mine = (
                    None if records is None else [r for r in records if r.category == rule.category]
                )
            else:
                gate["reason"] = (
                    f"no case of category {rule.category!r} ran (categories of this run: "
                    + (", ".join(sorted(categories)) or "none")
                    + ")"
                )
                out.append(gate)
                continue
        value, why = _value(block, rule.key, mine)
        if value is None:
            # every allowed case has a hard fault: the reason the hard gates give, unless the
            # number is null for a standing reason of its own (no judge, no cascade)
            unmeasured = None if mine is None else unmeasured_reason(mine)
            own = rule.key in FORBIDDEN_ONLY or why in STANDING_REASONS
            gate["reason"] = why if own else unmeasured or why
            out.append(gate)
            continue
        gate["value"] = value
        gate["status"] = "passed" if rule.holds(value) else "failed"
        sample = _latency_sample(block, rule.key, mine)
        if sample is not None:
            gate["n"], gate["reliable"] = sample, sample >= RELIABLE_MIN_CALLS
        # the value as the line's ``value`` writes it (``gate_number``): one number, one form
        unit = "" if sample is None else " ms"  # whole ms, as the table prints latencies
        shown = f"{gate_number(value, gate)}{unit}"
        over = _over(block, rule.key, mine)  # what it is over, as the built-in gates say
        reasons = (
            [] if gate["status"] == "passed" else [f"{shown} is not {gate['threshold']}{unit}"]
        )
        if over is not None:
            reasons[:] = [" ".join([*reasons, over])]
        elif sample is not None and gate["reliable"]:
            reasons[:] = [" ".join([*reasons, f"over {sample} call{'' if sample == 1 else 's'}"])]
        if sample is not None and not gate["reliable"]:
            reasons.append(
                f"over n={sample} calls: unreliable (fewer than {RELIABLE_MIN_CALLS}; the "
                "table marks it ~), another sample of calls could flip this verdict"
            )
        interval = intervals.get(rule.key)
        cases = interval_cases(block)
        # a category without a count is taken as too small (as before); a whole run's block
        # without one (a caller's own aggregate) keeps its interval
        few = (
            not interval_reliable(block)
            if rule.category is not None
            else (cases is not None and cases < MIN_INTERVAL_CASES)
        )
        if interval and few:
            # a bootstrap over 3 cases is degenerate as often as not ([1.00, 1.00]): no
            # interval is shown as if it said how sure the verdict is (the block's own
            # ci95_reliable: false, as the run file marks a category and the whole run)
            gate["ci95_reliable"], gate["ci95_cases"] = False, cases
            # the count once: ``over 3 cases`` said, the interval's n=3 is not said again
            counted = cases is not None and over == f"over {cases} case{'' if cases == 1 else 's'}"
            reasons.append(unreliable_interval_text(cases, rule.category, counted=counted))
        elif interval and interval[0] < rule.threshold < interval[1]:
            gate["straddles"] = True
            reasons.append(
                f"its 95% interval [{gate_number(interval[0], gate)}, "
                f"{gate_number(interval[1], gate)}] straddles the threshold: "
                "another sample of cases could flip this verdict"
            )
        if reasons:
            gate["reason"] = "; ".join(reasons)
        out.append(gate)
    return out
