"""``ws-bench compare``: one ranking over run files written separately (a tox matrix).

Runs are comparable when they share the golden set (its sha256) and the fixture
manifest (its sha256): otherwise the numbers answer different questions and the
comparison refuses. Every provider of every run is ranked, losers included, with
the paired ties of the ranking metric recomputed from the CaseRecords, and the
origin groups nobody judged yet (in ``golden/pool.yaml``) are listed for review:
unjudged groups never count silently.
"""

from __future__ import annotations

from collections.abc import Mapping, Sequence
from pathlib import Path
from typing import Any

from .. import __version__
from ..errors import BenchError
from ..records import CaseRecord
from .ranking import rank
from .run_file import load_run, records_of

COMPARE_SCHEMA = "pytest-websearch-bench/compare@1"
SUMMARY_KEYS = (
    "n",
    "cost_per_useful_answer_usd",
    "cost_per_query_usd",
    "precision@10",
    "ndcg@10",
    "recall_pooled",
    "citation_coverage",
    "freshness_known",
    "freshness_accuracy",
    "freshness_within",
    "abstention",
    "injection_containment",
    "injection_false_positive_rate",
    "fallback_rate",
)


class CompareError(BenchError):
    def __init__(self, problem: str, remedy: str) -> None:
        super().__init__(problem, remedy)


def run_paths(arguments: Sequence[str]) -> list[Path]:
    """Run files from arguments that are files or folders (every *.json in a folder)."""
    paths: list[Path] = []
    for argument in arguments:
        path = Path(argument)
        if path.is_dir():
            paths.extend(sorted(p for p in path.glob("*.json") if p.is_file()))
        else:
            paths.append(path)
    if not paths:
        raise CompareError("no run files to compare", "pass run files or a folder of them")
    return paths


def _check(runs: Sequence[tuple[Path, Mapping[str, Any]]]) -> None:
    for key, label in (("golden", "golden set"), ("fixtures", "fixture manifest")):
        field = "sha256" if key == "golden" else "manifest_sha256"
        seen = {str(path): run[key].get(field) for path, run in runs}
        if len(set(seen.values())) > 1:
            listing = "; ".join(f"{p}: {h}" for p, h in seen.items())
            raise CompareError(
                f"the runs do not share the same {label} ({listing})",
                f"rerun every provider on the same {label} before comparing",
            )
    owners: dict[str, str] = {}
    for path, run in runs:
        for name in run["providers"]:
            if name in owners:
                raise CompareError(
                    f"provider {name} is in two runs ({owners[name]} and {path})",
                    "compare one run per provider, or merge shards first (ws-bench merge)",
                )
            owners[name] = str(path)


def unjudged(records: Sequence[CaseRecord]) -> dict[str, list[dict[str, Any]]]:
    """Per case, the origin groups retrieved by any provider that the pool does not judge,
    with their URLs and who retrieved them (for a person to review)."""
    review: dict[str, dict[str, dict[str, Any]]] = {}
    for record in records:
        if record.pool_groups is None:
            continue  # a case outside the pool is reported as such, not as unjudged groups
        for document in record.documents:
            if document.pool is not None:
                continue
            group = review.setdefault(record.case_id, {}).setdefault(
                document.origin_group,
                {"group": document.origin_group, "urls": set(), "providers": set()},
            )
            group["urls"].add(document.url)
            group["providers"].add(record.provider)
    return {
        case_id: [
            {"group": g["group"], "urls": sorted(g["urls"]), "providers": sorted(g["providers"])}
            for g in sorted(groups.values(), key=lambda g: g["group"])
        ]
        for case_id, groups in sorted(review.items())
    }


def compare_runs(paths: Sequence[Path]) -> dict[str, Any]:
    runs = [(path, load_run(path)) for path in paths]
    _check(runs)
    providers: dict[str, Mapping[str, Any]] = {}
    records: dict[str, list[CaseRecord]] = {}
    sources: dict[str, str] = {}
    for path, run in runs:
        for name, block in run["providers"].items():
            providers[name] = block
            sources[name] = str(path)
        for record in records_of(run):
            records.setdefault(record.provider, []).append(record)
    ranking, unranked = rank(providers, records)
    review = unjudged([r for group in records.values() for r in group])
    first = runs[0][1]
    return {
        "schema": COMPARE_SCHEMA,
        "tool_version": __version__,
        "golden": first["golden"],
        "fixtures": first["fixtures"],
        "runs": [
            {
                "path": str(path),
                "started_at": run["started_at"],
                "providers": sorted(run["providers"]),
            }
            for path, run in runs
        ],
        "providers": {
            name: {
                "run": sources[name],
                "comparable": block["comparable"],
                "missing_classes": block["missing_classes"],
                "qualified": block["qualified"],
                "role": block.get("role"),
                "aggregate": {k: block["aggregate"].get(k) for k in SUMMARY_KEYS},
                "ci95": block.get("ci95", {}),
                "gates": block["gates"],
                "null_reasons": block["null_reasons"],
            }
            for name, block in sorted(providers.items())
        },
        "ranking": ranking,
        "unranked": unranked,
        "review": {
            "unjudged_groups": sum(len(v) for v in review.values()),
            "by_case": review,
        },
        "passed": all(
            g["status"] != "failed" for block in providers.values() for g in block["gates"]
        ),
    }


def _money(value: float | None, interval: Sequence[float] | None) -> str:
    if value is None:
        return "—"
    text = f"${value:.4f}"
    if interval:
        text += f" [{interval[0]:.4f}, {interval[1]:.4f}]"
    return text


def _ratio(value: float | None) -> str:
    return "—" if value is None else f"{value:.3f}"


def render_comparison(comparison: Mapping[str, Any]) -> list[str]:
    """The comparison as terminal lines: the ranking with intervals and ties."""
    lines = [
        "ranking (cost per useful answer [95% CI], then P@10, pooled recall, freshness accuracy):"
    ]
    for entry in comparison["ranking"]:
        block = comparison["providers"][entry["provider"]]
        interval = block["ci95"].get("cost_per_useful_answer_usd")
        role = block.get("role") or ("default_candidate" if entry["qualified"] else "disqualified")
        tie = f"  tie with {', '.join(entry['tie_with'])}" if entry["tie_with"] else ""
        lines.append(
            f"  {entry['position']:>2}. {entry['provider']:<12} "
            f"{_money(entry['cost_per_useful_answer_usd'], interval):<28} "
            f"P@10 {_ratio(entry['precision@10'])}  recall {_ratio(entry['recall_pooled'])}  "
            f"fresh.acc {_ratio(entry['freshness_accuracy'])}  {role}{tie}"
        )
    for entry in comparison["unranked"]:
        lines.append(f"  unranked: {entry['provider']}: {entry['reason']}")
    review = comparison["review"]
    if review["unjudged_groups"]:
        lines.append(
            f"{review['unjudged_groups']} origin groups retrieved but not judged in "
            "golden/pool.yaml (listed under review.by_case): review them before trusting recall"
        )
    return lines
