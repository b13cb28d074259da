"""``ws-bench``: the command line for what happens outside a pytest session.

Over 400 lines because every sub-command's arguments are declared here, in one parser;
the work of each is in its own module (``watch_cli`` for ``diff`` and ``history``,
``synthetic.cli`` for the generators, ``documents_cli`` for ``add-document``)."""

from __future__ import annotations

import argparse
import contextlib
import json
import os
import shutil
import sys
from collections.abc import Sequence
from pathlib import Path
from typing import Any

from .documents_cli import add_document_commands
from .errors import BenchError, RecordContext
from .outputs import check_output_file, check_output_folder
from .synthetic.cli import add_synthetic_commands
from .watch_cli import add_watch_commands


def _cmd_verify(args: argparse.Namespace) -> int:
    from .recording.commit import unfolded_journals
    from .recording.scan import scan_tree
    from .replay.verify import verify_tree

    root = Path(args.path)
    if not root.is_dir():
        raise _no_tree(root)
    report = verify_tree(
        root,
        strict=args.strict,
        incomplete_ok=args.allow_incomplete,
        gateways=_gateways(args.gateway, root),
    )
    report.errors.extend(unfolded_journals(root))  # verify reads; it never folds a journal
    findings = scan_tree(root) if report.manifest_read else []
    for error in report.errors:
        print(f"ERROR {error}")
    for finding in findings:
        print(f"FINDING {finding}")
    for warning in report.warnings:
        print(f"warning {warning}")
    for note in report.notes:
        print(f"note {note}")
    if report.ok and not findings:
        print(
            f"ws-bench verify: {root} is consistent with its manifest; no secret or personal data found"
        )
        return 0
    print(
        f"ws-bench verify: {len(report.errors)} error(s), {len(findings)} finding(s) in {root}",
        file=sys.stderr,
    )
    return 1


def _no_tree(root: Path) -> BenchError:
    """What ``ws-bench verify`` says of a fixture root that is not a folder: a file; or
    none yet (a new project: recording creates it), or not from this folder."""
    import shlex

    if root.exists():
        return BenchError(
            f"{root} is a file, not a fixture tree",
            "give the fixture root, the folder --ws-cassettes names (default: ./cassettes)",
        )
    where = shlex.quote(str(root))
    return BenchError(
        f"no fixture tree at {root.absolute()}: nothing has been recorded there yet, so "
        "there is nothing to verify",
        "record the golden set first, which creates it (`pytest --ws-provider=NAME "
        f"--ws-record=new{'' if str(root) == 'cassettes' else f' --ws-cassettes={where}'}`), "
        "or run this in the project's root, or give the tree: `ws-bench verify PATH`",
    )


def _gateways(given: list[str] | None, root: Path) -> tuple[str, ...]:
    """The declared gateways' origins: ``--gateway`` entries, else the project's ini
    ``ws_gateways`` (as a pytest run in that project reads it)."""
    from .config import parse_gateways
    from .project_ini import ini_lines

    lines = list(given or [])
    if not lines:
        lines, ini = ini_lines(root.resolve(), "ws_gateways")
        if not lines and ini is None:
            lines, ini = ini_lines(Path.cwd(), "ws_gateways")
        if lines:
            print(f"gateways from {ini} (ws_gateways): " + ", ".join(lines))
    return tuple(sorted(parse_gateways(lines)))


def _cmd_manifest(args: argparse.Namespace) -> int:
    from .config import parse_endpoints
    from .recording.commit import recover
    from .recording.manifest_check import check_manifest, prune_missing

    root = Path(args.path)
    if args.adopt:
        if args.prune:
            raise BenchError("--adopt and --prune together", "run them one after the other")
        return _adopt(root)
    recover(root)  # a killed recording's journal first: the manifest then agrees with disk
    golden = Path(args.golden) if args.golden else None
    if golden is not None and not golden.is_dir():
        golden = None  # no golden set here: structure and hashes only
    endpoints = parse_endpoints(args.endpoint or [])
    if not args.endpoint:  # as a pytest run in this project: the ini's ws_endpoints
        from .project_ini import ini_lines

        lines, ini = ini_lines(root.resolve(), "ws_endpoints")
        if not lines and ini is None:
            lines, ini = ini_lines(Path.cwd(), "ws_endpoints")
        endpoints = parse_endpoints(lines)
        if endpoints:
            print(f"endpoints from {ini} (ws_endpoints): " + ", ".join(sorted(endpoints)))
    report = check_manifest(root, golden, endpoints)
    if args.prune:
        for relative in prune_missing(report):
            print(f"pruned {relative} (missing on disk)")
    for relative in report.missing:
        print(f"MISSING {root / relative}: listed but not on disk (--prune drops the entry)")
    for relative in report.unlisted:
        print(
            f"UNLISTED {root / relative}: on disk but not in the manifest (delete it if it "
            f"is stray; `ws-bench manifest {root} --adopt` lists it as it is now)"
        )
    for message in report.changed:
        print(f"CHANGED {message}")
    for message in report.stale:
        endpoint = report.stale_endpoints.get(message)
        provider = message.split("/", 1)[0]
        # The one rule (``RecordContext``) over what ws-bench knows: the provider, the
        # folders it was given and, recorded at a local address, the endpoint (a
        # command-line --ws-endpoint overrides the ini entry by entry). The pytest
        # command's own paths it cannot know: the line says to add them.
        given = RecordContext(
            golden=None if args.golden == "golden" else args.golden,
            cassettes=None if args.path == "cassettes" else args.path,
            endpoints={provider: endpoint} if endpoint else {},
        )
        print(
            f"STALE {message}: `{given.record_command(provider)}` records it again (with "
            "your run's paths and options)"
        )
    for note in report.notes:
        print(f"note {note}")
    if report.ok:
        print(f"ws-bench manifest: {root} agrees with its manifest")
        return 0
    counts = (
        f"{len(report.missing)} missing, {len(report.unlisted)} unlisted, "
        f"{len(report.changed)} changed, {len(report.stale)} stale"
    )
    print(f"ws-bench manifest: {counts} in {root}", file=sys.stderr)
    return 1


def _adopt(root: Path) -> int:
    from .recording.adopt import adopt_tree
    from .recording.commit import recover
    from .replay.manifest import ManifestError

    # A killed recording's journal first (its entries keep their origin); with a broken
    # manifest it is folded after the adoption instead.
    with contextlib.suppress(ManifestError):
        recover(root)
    report = adopt_tree(root)
    if report.broken_copy is not None:
        print(f"kept the broken manifest as {report.broken_copy}")
    for relative in report.adopted:
        print(f"adopted {root / relative}")
    for message in report.refused:
        print(f"NOT ADOPTED {message}")
    for message in report.changed:
        print(f"CHANGED {message}")
    if report.rebuilt is not None:
        recover(root)
    manifest = root / "manifest.json"
    if report.adopted:
        print(
            f"ws-bench manifest --adopt: {len(report.adopted)} file(s) listed in {manifest} as "
            "they are on disk now: nothing proves they are what was recorded, you trust them "
            "from now on (review them, e.g. with git diff, before committing the manifest)"
        )
    elif report.rebuilt is not None:
        print(f"ws-bench manifest --adopt: nothing could be adopted; wrote an empty {manifest}")
    else:
        print(f"ws-bench manifest --adopt: nothing to adopt ({report.kept} file(s) already listed)")
    if not report.ok:
        print(
            f"ws-bench manifest --adopt: {len(report.refused)} file(s) "
            "not adopted, "
            f"{len(report.changed)} changed file(s) left as errors",
            file=sys.stderr,
        )
        return 1
    return 0


def _cmd_redact(args: argparse.Namespace) -> int:
    from .recording.redact_files import RedactReport, find_root, redact_tree

    paths = list(dict.fromkeys(args.path))  # each path once, in the order given
    for path in paths:  # a path that is refused is refused before any file is rewritten
        if not Path(path).exists() or find_root(Path(path)) is None:
            redact_tree(Path(path), accept_edit=args.accept_edit)
    report = RedactReport()
    for path in paths:
        found = redact_tree(Path(path), accept_edit=args.accept_edit)
        for name in ("changed", "unchanged", "refused", "accepted", "truncated"):
            getattr(report, name).extend(getattr(found, name))
    for path in report.changed:
        print(f"redacted {path}")
    for path in report.truncated:
        print(f"truncated {path} (bodies over 512 KB; truncated: true in the manifest)")
    for accepted in report.accepted:
        print(f"accepted edit {accepted} (recorded in the manifest)")
    for problem in report.refused:
        print(f"REFUSED {problem}")
    print(
        f"ws-bench redact: {len(report.changed)} changed, {len(report.unchanged)} unchanged, "
        f"{len(report.refused)} refused"
    )
    return 0 if report.ok else 1


def _cmd_import_capture(args: argparse.Namespace) -> int:
    from .recording.import_capture import import_capture, parse_captured_at

    check_output_folder(Path(args.out))
    report = import_capture(
        Path(args.source),
        Path(args.out),
        provider=args.provider,
        case_id=args.case,
        operation=args.operation,
        captured_at=parse_captured_at(args.captured_at),
        status=args.status,
        source_label=args.source_label,
    )
    for relative in report.written:
        print(f"wrote {Path(args.out) / relative}")
    for exchange in report.skipped:
        print(f"skipped {exchange}")
    for problem in report.refused:
        print(f"refused {problem}")
    if not report.ok:
        print("ws-bench import-capture: nothing converted", file=sys.stderr)
        return 1
    return 0


def _cmd_import(args: argparse.Namespace) -> int:
    from .importers import import_file, write_golden

    out = Path(args.out)
    check_output_folder(out)
    topics = Path(args.topics) if args.topics else None
    report = import_file(Path(args.csv), args.kind, topics)
    import shlex

    command = shlex.join(
        ["ws-bench", "import", args.kind, args.csv]
        + (["--topics", args.topics] if args.topics else [])
        + ["-o", args.out]
    )
    done = write_golden(report, out, force=args.force, command=command)
    for path in done.replaced:
        print(
            f"replaced {path} (--force: it differed from what this import writes); the file "
            f"as it was is kept as {done.backups[path]}",
            file=sys.stderr,
        )
    for line, reason, _ in report.rejected:
        print(f"rejected line {line}: {reason}", file=sys.stderr)
    for note in report.notes:
        print(note, file=sys.stderr)
    print(
        f"imported {len(report.cases)} cases into {out / 'cases'}"
        + (
            f"; {len(report.rejected)} rejected (see {out / 'rejected.csv'})"
            if report.rejected
            else ""
        )
    )
    return 0 if report.cases else 1


def _cmd_merge(args: argparse.Namespace) -> int:
    from .report.compare import run_paths
    from .report.merge import merge_runs
    from .report.run_file import write_run

    check_output_file(Path(args.out))
    skipped: list[dict[str, str]] = []
    shards = run_paths(args.shards, "merge", skipped)
    notes: list[str] = []
    run = merge_runs(
        shards,
        Path(args.invoice) if args.invoice else None,
        allow_incomplete=args.allow_incomplete,
        notes=notes,
    )
    path = write_run(run, Path(args.out))
    cases = sum(len(block["cases"]) for block in run["providers"].values())
    for entry in skipped:
        print(f"skipped {entry['path']}: {entry['reason']}")
    for note in notes:  # a shard that drew no case: merged, and said
        print(note)
    print(f"merged {len(shards)} shard run(s), {cases} case records: {path}")
    if run.get("stopped_early"):  # as a single stopped run's PARTIAL line says it
        from .report.terminal import gates_not_judged

        print(f"PARTIAL: {gates_not_judged(run, read_back=True)}")
    return 0


def _renamed_notes(comparison: dict[str, Any]) -> list[str]:
    """One note per older run file whose user gates were read under today's ids."""
    from .report.older import renamed_note

    by_file: dict[str, dict[str, Any]] = {}
    for name, block in comparison["providers"].items():
        by_file.setdefault(str(block["run"]), {})[name] = block
    notes = (renamed_note(path, {"providers": blocks}) for path, blocks in by_file.items())
    return [f"note: {note}" for note in notes if note]


def _cmd_compare(args: argparse.Namespace) -> int:
    from .report.compare import (
        NOTHING_RANKED_EXIT,
        compare_runs,
        fit_lines,
        nothing_ranked,
        render_comparison,
        run_paths,
    )

    if args.out:
        check_output_file(Path(args.out))
    skipped: list[dict[str, str]] = []
    comparison = compare_runs(
        run_paths(args.runs, "compare", skipped),
        every=args.all,
        allow_incomplete=args.allow_incomplete,
        allow_different_settings=args.allow_different_settings,
    )
    comparison["skipped"] = skipped + comparison["skipped"]
    # every prose line wrapped at the terminal's width (COLUMNS, else 80 when not a
    # terminal), as the pytest report wraps its own; a table row stays a row
    width = shutil.get_terminal_size().columns
    for line in render_comparison(comparison, width) + fit_lines(_renamed_notes(comparison), width):
        print(line)
    if args.out:
        out = Path(args.out)
        out.parent.mkdir(parents=True, exist_ok=True)
        out.write_text(
            json.dumps(comparison, indent=2, ensure_ascii=False) + "\n", encoding="utf-8"
        )
        print(f"comparison: {out}")
    unranked = nothing_ranked(comparison)
    for line in fit_lines(unranked, width):
        print(line, file=sys.stderr)
    gates_failed = args.fail_on_gates and not comparison["passed"]
    if unranked:
        providers = list(comparison["providers"])
        # alone or not, 3: what keeps it out of a ranking is its run, not the count
        alone = providers[0] if len(providers) == 1 else None
        said = (
            "no provider could be ranked"
            + ("" if gates_failed else f" (exit status {NOTHING_RANKED_EXIT})")
            + (
                f": {alone}'s numbers are printed, but it would not be ranked beside another "
                "provider either"
                if alone is not None
                else ": the run files were read and their numbers printed, but none of their "
                "providers could be ranked"
            )
        )
        for line in fit_lines([said], width):
            print(line, file=sys.stderr)
    if args.fail_on_gates and not comparison["passed"]:
        failed = [
            f"FAILED {failure['provider']}: "
            f"{failure['what'] if failure['kind'] != 'gate' else 'gate ' + failure['what']}"
            f" -> {failure['why']}"
            for failure in comparison["failures"]
        ]
        for line in fit_lines(failed, width):
            print(line, file=sys.stderr)
        print(
            "a gate, an item or provenance failed in at least one run (--fail-on-gates)",
            file=sys.stderr,
        )
    if args.fail_on_gates and not comparison["passed"]:
        return 1
    return NOTHING_RANKED_EXIT if unranked else 0


def default_report_path(first: Path) -> Path:
    """Where ``ws-bench report`` writes without ``-o``: beside the first run file given, its
    name with ``.html`` (``runs/2026-12.json`` -> ``runs/2026-12.html``); for a folder,
    ``report.html`` in it."""
    return first / "report.html" if first.is_dir() else first.with_suffix(".html")


def _cmd_report(args: argparse.Namespace) -> int:
    from .report.caveats import PROVIDER_KEYS, ranking_notes
    from .report.checked import load_checked
    from .report.compare import compare_runs, run_paths
    from .report.html import RENDER_FAILURES, render_report, report_order, unrenderable
    from .report.provenance import edited_warning, local_warning
    from .report.terminal import gates_not_judged

    if args.out is None:
        args.out = str(default_report_path(Path(args.runs[0])))
    check_output_file(Path(args.out))
    skipped: list[dict[str, str]] = []
    paths = run_paths(args.runs, "report on", skipped)
    comparison = compare_runs(paths, allow_incomplete=args.allow_incomplete)
    comparison["skipped"] = skipped + comparison["skipped"]
    providers = {}
    sources = {}
    warnings = set()
    origins = []
    unjudged: list[str] = []  # each run file whose gates were measured, not judged
    runs = report_order(comparison["runs"], paths)
    for entry in runs:
        checked = load_checked(Path(entry["path"]))  # records rebuilt: a lying file is refused
        run = checked.run
        why = gates_not_judged(run, read_back=True)  # "above" would point at nothing here
        if why is None and run.get("passed") is None:  # a merged run's shards (ws-bench merge)
            why = run.get("not_evaluated_because")
        if why is not None:
            unjudged.append(f"gates not judged in {entry['path']}: {why}")
        mine = [n for n in run["providers"] if n in entry["providers"]]  # the order typed
        providers.update({n: run["providers"][n] for n in mine})
        sources.update(dict.fromkeys(mine, entry["path"]))
        if run["provenance"].get("warning"):
            warnings.add(run["provenance"]["warning"])
        origins.append(
            {
                "path": entry["path"],
                "finished_at": run.get("finished_at"),
                "git_commit": checked.provenance.get("git_commit"),
                "git_dirty": checked.provenance.get("git_dirty"),
                "package_version": checked.provenance.get("package_version"),
                "capture_window": {n: checked.window(n) for n in mine},
            }
        )
    if comparison["local_recordings"]:
        overrides = comparison.get("local_endpoints")
        ini_file = comparison.get("local_ini_file")
        warnings.add(
            local_warning(comparison["local_recordings"], overrides=overrides, ini_file=ini_file)
        )
    meta = {
        "golden": comparison["golden"],
        "fixtures": comparison["fixtures"],
        "runs": [entry["path"] for entry in runs],
        "warning": "; ".join(sorted(warnings)) or None,
        "edited": edited_warning(comparison["edited_fixtures"]),
        "origins": origins,
        "not_judged": unjudged,
    }
    # what the numbers include and how far they go, recomputed from the records (a run
    # file written before report.caveats has none of its keys)
    for name, shown in comparison["providers"].items():
        if name in providers:
            # and the tree its stored pages are in, which the page names
            kept = (*PROVIDER_KEYS, "cassettes")
            providers[name] = {**providers[name], **{k: shown.get(k) for k in kept}}
    meta["notes"] = ranking_notes(comparison["ranking"], comparison["providers"], comparison)
    # the providers not ranked in the page's order too (the ranking keeps rank order)
    place = {name: index for index, name in enumerate(providers)}
    unranked = sorted(comparison["unranked"], key=lambda u: place.get(u["provider"], 0))
    try:
        page = render_report(providers, comparison["ranking"], unranked, meta)
    except RENDER_FAILURES as exc:  # a stored block the records did not check
        raise unrenderable(providers, sources, meta, exc) from None
    out = Path(args.out)
    out.parent.mkdir(parents=True, exist_ok=True)
    out.write_text(page, encoding="utf-8")
    import shutil

    from .report.wrap import wrap_lines

    # at the terminal's width as compare, diff and history print theirs (``wrap_lines``)
    lines = [f"skipped {entry['path']}: {entry['reason']}" for entry in comparison["skipped"]]
    lines += _renamed_notes(comparison)
    lines += unjudged
    for line in wrap_lines([*lines, f"report: {out}"], shutil.get_terminal_size().columns):
        print(line)
    return 0


# What each subcommand's exit status means (its --help lists them), besides those of
# every subcommand (``COMMON_EXITS``).
EXIT_STATUSES: dict[str, tuple[tuple[int, str], ...]] = {
    "synthesize": (
        (0, "the fixtures were written"),
        (1, "--failures-only: a failure class could not be added (each is named)"),
    ),
    "synthesize-judge": ((0, "every judgment was written"), (1, "a case failed (each named)")),
    "synthesize-epoch": ((0, "the epoch was written"),),
    "add-document": ((0, "the document was stored"),),
    "verify": (
        (0, "the tree matches its manifest, no secret or personal data found"),
        (1, "an error or a finding (each printed)"),
    ),
    "manifest": (
        (0, "nothing missing, unlisted, changed or stale (--adopt: every file adopted)"),
        (1, "something missing, unlisted, changed or stale (--adopt: a file not adopted)"),
    ),
    "redact": ((0, "every file redacted or unchanged"), (1, "a file was refused (each named)")),
    "import-capture": ((0, "exchanges converted"), (1, "nothing converted")),
    "import": ((0, "cases written"), (1, "no case written")),
    "merge": ((0, "the merged run file was written"),),
    "compare": (
        (0, "compared and ranked (--fail-on-gates: and no gate, item or provenance failed)"),
        (1, "--fail-on-gates: a gate (hard or user), an item or provenance failed in a run"),
        (
            3,
            "no provider could be ranked (their numbers are printed), and --fail-on-gates "
            "found nothing to exit 1 on",
        ),
    ),
    "report": ((0, "the report was written"),),
    "diff": (
        (0, "diffed (--fail-on-regression: and nothing regressed)"),
        (
            1,
            "--fail-on-regression: a metric or a gate regressed, or NEW left cases unmeasured "
            "that OLD measured",
        ),
    ),
    "history": ((0, "the history was printed (and written)"),),
}
COMMON_EXITS = (
    (2, "a usage error, or an input it cannot use (`ws-bench: ...` says what and the remedy)"),
    (141, "the reader of its output went away (`| head`)"),
)


def exit_epilog(command: str) -> str:
    """The exit statuses ``command`` can end with, for its --help."""
    import textwrap

    rows = sorted((*EXIT_STATUSES[command], *COMMON_EXITS))
    lines = ["exit status:"]
    for code, what in rows:  # 78 columns, each meaning under itself
        lines += textwrap.wrap(
            what,
            78,
            initial_indent=f"  {code:<4}",
            subsequent_indent=" " * 6,
            break_on_hyphens=False,
        )
    return "\n".join(lines)


def build_parser() -> argparse.ArgumentParser:
    parser = argparse.ArgumentParser(
        prog="ws-bench", description="pytest-websearch-bench: fixtures, runs and reports"
    )
    commands = parser.add_subparsers(dest="command", required=True)

    add_synthetic_commands(commands)
    add_document_commands(commands)

    verify = commands.add_parser(
        "verify",
        help="manifest hashes, unlisted/missing files, class completeness, provenance, "
        "secrets and personal data",
    )
    verify.add_argument(
        "path", nargs="?", default="cassettes", help="fixture root (default: ./cassettes)"
    )
    verify.add_argument(
        "--strict",
        action="store_true",
        help="synthetic fixtures in classes 1-3 and 9, and fixtures recorded at a local address, are errors",
    )
    verify.add_argument(
        "--gateway",
        action="append",
        metavar="ORIGIN",
        help="a local address that forwards to the real providers (a company gateway): "
        "fixtures recorded there are not flagged; repeatable (default: the ini's ws_gateways)",
    )
    verify.add_argument(
        "--allow-incomplete",
        action="store_true",
        help="a provider missing fixture classes is a warning, not an error (a partial tree)",
    )
    verify.set_defaults(func=_cmd_verify)

    manifest = commands.add_parser(
        "manifest",
        help="list missing, unlisted, changed and stale fixtures; --prune drops missing "
        "entries; --adopt lists unlisted files (rebuilds a lost manifest)",
    )
    manifest.add_argument(
        "path", nargs="?", default="cassettes", help="fixture root (default: ./cassettes)"
    )
    manifest.add_argument(
        "--golden",
        default="golden",
        help="golden set whose cases the search cassettes must still match (default: golden)",
    )
    manifest.add_argument(
        "--endpoint",
        action="append",
        metavar="NAME=URL",
        help="the base URL a provider was recorded at (as --ws-endpoint); repeatable",
    )
    manifest.add_argument(
        "--prune",
        action="store_true",
        help="drop the entries of files missing on disk (never re-hashes a changed file)",
    )
    manifest.add_argument(
        "--adopt",
        action="store_true",
        help="list the files on disk that the manifest does not list (all of them when it is "
        "missing or broken; a broken one is kept as manifest.json.broken-<time>), trusting "
        "their bytes as they are now: each must parse as a cassette of this project and "
        "pass verify's secret scan; a listed file is never re-hashed",
    )
    manifest.set_defaults(func=_cmd_manifest)

    redact = commands.add_parser("redact", help="apply the redaction rules to existing files")
    redact.add_argument(
        "path", nargs="+", help="a fixture root, or a folder or file inside one (one or more)"
    )
    redact.add_argument(
        "--accept-edit",
        metavar="REASON",
        help="redact files edited after recording too, recording the edit and REASON in "
        "the manifest (without it such files are refused: redact never re-hashes a hand edit)",
    )
    redact.set_defaults(func=_cmd_redact)

    imp = commands.add_parser(
        "import-capture",
        help="convert real captures (vcrpy YAML/JSON of any version, HAR 1.2, envelope JSON, "
        "bare bodies with --status) into cassettes",
    )
    imp.add_argument("source", help="a capture file or a folder of them (.yaml .yml .json .har)")
    imp.add_argument("-o", "--out", required=True, help="fixture root to write into")
    imp.add_argument(
        "--provider",
        help="import only this provider's exchanges (default: each request's host decides; "
        "a bare body's folder name)",
    )
    imp.add_argument("--case", help="case id (default: from the file name)")
    imp.add_argument(
        "--operation",
        choices=("search", "extract", "fetch"),
        help="file every exchange under this operation (default: from each request's endpoint)",
    )
    imp.add_argument("--captured-at", help="capture date when the response has no Date header")
    imp.add_argument(
        "--status",
        type=int,
        help="HTTP status of a bare body (required for one) or of exchanges that record none",
    )
    imp.add_argument(
        "--source-label", help="where the capture came from (repository, path, commit)"
    )
    imp.set_defaults(func=_cmd_import_capture)

    importer = commands.add_parser(
        "import",
        help="turn a public question set (SimpleQA's CSV, FRAMES' CSV or TSV) or graded "
        "relevance judgments (TREC qrels or BEIR's qrels TSV, with --topics) into a golden set",
    )
    importer.add_argument(
        "kind",
        choices=("simpleqa", "frames", "qrels"),
        help="what FILE holds: simpleqa (SimpleQA's CSV), frames (FRAMES' CSV or TSV) or "
        "qrels (relevance judgments, with --topics)",
    )
    importer.add_argument(
        "csv",
        metavar="FILE",
        help="the dataset file, UTF-8: for simpleqa and frames a CSV, or a TSV (read as "
        "tab-separated when its header has tabs and no comma, as FRAMES' test.tsv); for "
        "qrels TREC qrels (`QID 0 URL GRADE` lines split by spaces or tabs) or BEIR's TSV "
        "(the header `query-id corpus-id score`, then `QID URL GRADE`)",
    )
    importer.add_argument(
        "--topics",
        help="qrels only: each topic's query, `QID<TAB>query` lines, BEIR's queries.jsonl "
        "or TREC's SGML topics (<top> <num> <title> ...)",
    )
    importer.add_argument("-o", "--out", required=True, help="the golden set folder to write")
    importer.add_argument(
        "--force",
        action="store_true",
        help="overwrite files of the golden folder that differ from what the import writes "
        "(edited by hand), each kept first as it was beside it (NAME.yaml.bak); without it "
        "the import refuses and names them",
    )
    importer.set_defaults(func=_cmd_import)

    merge = commands.add_parser(
        "merge", help="one run from the shard runs of --ws-shard=I/N, recomputed from records"
    )
    merge.add_argument(
        "shards",
        nargs="+",
        help="shard run files, or folders of them (searched recursively, tools' folders left out)",
    )
    merge.add_argument("-o", "--out", required=True, help="the merged run file to write")
    merge.add_argument("--invoice", help="invoice CSV for the cost gate (as --ws-invoice)")
    merge.add_argument(
        "--allow-incomplete", action="store_true", help="merge shards that stopped early"
    )
    merge.set_defaults(func=_cmd_merge)

    compare = commands.add_parser(
        "compare",
        help="rank every provider of runs that share golden and manifest hashes, losers included",
    )
    compare.add_argument(
        "runs",
        nargs="+",
        help="run files, or folders of them (searched recursively, tools' folders left out)",
    )
    compare.add_argument("-o", "--out", help="write the comparison (JSON) here")
    compare.add_argument(
        "--all",
        action="store_true",
        help="compare every run given (refuse a provider that appears twice) instead of the "
        "newest complete run of each provider",
    )
    compare.add_argument(
        "--allow-incomplete",
        action="store_true",
        help="accept runs that stopped early or ran a partial selection (-k, -x...)",
    )
    compare.add_argument(
        "--allow-different-settings",
        action="store_true",
        help="compare runs made with other pipeline settings (extract_top, fetch price, judge)",
    )
    compare.add_argument(
        "--fail-on-gates",
        action="store_true",
        help="exit 1 when a gate failed in a run (a hard gate or a user gate of ws_gates), or "
        "an item or the provenance check did",
    )
    compare.set_defaults(func=_cmd_compare)

    report = commands.add_parser("report", help="a self-contained HTML report of one or more runs")
    report.add_argument(
        "runs",
        nargs="+",
        help="run files, or folders of them (searched recursively, tools' folders left out)",
    )
    report.add_argument(
        "-o",
        "--out",
        help="the HTML file to write (default: beside the first run file, its name with .html; "
        "for a folder, report.html in it)",
    )
    report.add_argument(
        "--allow-incomplete",
        action="store_true",
        help="accept runs that stopped early or ran a partial selection",
    )
    report.set_defaults(func=_cmd_report)

    add_watch_commands(commands)
    for name, command in commands.choices.items():  # every exit status, in each --help
        command.epilog = exit_epilog(name)
        command.formatter_class = argparse.RawDescriptionHelpFormatter
    # No prefixes of long options: `report --all` was taken as --allow-incomplete while
    # `compare --all` means something else; a typo is an error, never another option.
    parser.allow_abbrev = False
    for command in commands.choices.values():
        command.allow_abbrev = False
    return parser


def main(argv: Sequence[str] | None = None) -> int:
    parser = build_parser()
    args = parser.parse_args(argv)
    try:
        code: int = args.func(args)
    except BenchError as error:
        print(f"ws-bench: {error}", file=sys.stderr)
        return 2
    except BrokenPipeError:
        # the reader went away (`ws-bench diff ... | head`): what it wanted was printed;
        # stdout is pointed at devnull so the interpreter's final flush cannot fail too
        # (the recipe of Python's signal documentation)
        devnull = os.open(os.devnull, os.O_WRONLY)
        os.dup2(devnull, sys.stdout.fileno())
        return 141 if os.name == "posix" else 1  # 128 + SIGPIPE, as a shell reports it
    return code


if __name__ == "__main__":  # pragma: no cover
    sys.exit(main())
