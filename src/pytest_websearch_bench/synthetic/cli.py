"""``ws-bench synthesize`` and ``ws-bench synthesize-judge``: the bundled demo fixtures.

Registered by the main command line (``cli``); the generator's modules load only when
one of these commands runs.
"""

from __future__ import annotations

import argparse
import sys
from pathlib import Path
from typing import Any


def synthesize(args: argparse.Namespace) -> int:
    if args.failures_only:
        return synthesize_failures_only(args)
    from ..cases import load_golden_cases
    from ..families import FamilyTable
    from ..providers.registry import get_adapter
    from .fixture_writer import write_synthetic_fixtures
    from .reviews import write_synthetic_reviews

    golden = Path(args.golden)
    root = Path(args.cassettes)
    cases = load_golden_cases(_golden_set(golden))
    adapters = [get_adapter(name.strip(), offline=True) for name in args.provider.split(",")]
    _refuse_over_recordings(root, [a.name for a in adapters], args.overwrite_recordings)
    families = FamilyTable.load(golden / "families.yaml")
    written = write_synthetic_fixtures(
        cases,
        adapters,
        families,
        root,
        extract_top=args.extract_top,
        failures=not args.no_failures,
        shared=not args.no_shared,
    )
    print(f"wrote {len(written)} synthetic fixture files under {root} and updated the manifest")
    if not args.no_reviews:
        reviews = write_synthetic_reviews(cases, adapters, families, golden)
        kept = sorted({"pool.yaml", "verified_dates.yaml"} - set(reviews))
        print(
            f"wrote synthetic {', '.join(reviews) or 'nothing'} in {golden}"
            + (f" (kept the reviewed {', '.join(kept)})" if kept else "")
        )
    return 0


def _golden_set(golden: Path) -> Path:
    """``golden``, checked before anything is written: a golden set that does not exist
    (or has no cases/ folder) is a typed error, never a manifest written for no case and
    then a traceback."""
    from ..errors import ConfigError

    if not (golden / "cases").is_dir():
        what = "does not exist" if not golden.exists() else "has no cases/ folder"
        raise ConfigError(
            f"the golden set {golden} {what} (--golden; default golden/); nothing was written",
            "point --golden at your golden folder (the one holding cases/*.yaml), or make "
            "one with `ws-bench import` (README 'Golden cases')",
        )
    return golden


def _refuse_over_recordings(root: Path, providers: list[str], overwrite: bool) -> None:
    """A synthetic tree is written over the providers' fixtures: refuse where the
    manifest lists real recordings of theirs (a forgotten ``--failures-only`` replaced a
    team's recordings with generated answers), unless told to overwrite them."""
    from ..errors import BenchError
    from ..replay.manifest import load_manifest

    path = root / "manifest.json"
    if overwrite or not path.is_file():
        return
    try:
        manifest = load_manifest(path)
    except BenchError:
        return  # the writer reports a broken manifest with its own remedy
    real = sorted(
        relative
        for relative, entry in manifest.files.items()
        if not entry.synthetic and relative.split("/", 1)[0] in providers
    )
    if real:
        shown = ", ".join(real[:3]) + (f" and {len(real) - 3} more" if len(real) > 3 else "")
        raise BenchError(
            f"{root} holds {len(real)} real recording(s) of {', '.join(providers)} ({shown}): "
            "ws-bench synthesize would replace them with generated answers",
            "to add the synthetic classes a recorded tree lacks, run ws-bench synthesize "
            "--failures-only; to replace the recordings on purpose, pass "
            "--overwrite-recordings",
        )


_CLASS_NAMES = {4: "429", 5: "5xx", 6: "timeout", 7: "partial"}


def synthesize_failures_only(args: argparse.Namespace) -> int:
    """Add the missing failure classes (4-7) to a tree of real recordings."""
    from ..cases import load_golden_cases
    from ..cassette_tree import SHARED_PREFIX
    from ..errors import BenchError
    from ..providers.registry import get_adapter
    from ..replay.manifest import load_manifest
    from .own_failures import add_failure_fixtures
    from .own_injection import add_injection_documents

    if args.no_failures:
        raise BenchError(
            "--failures-only and --no-failures contradict each other",
            "give one of them: --failures-only adds failure fixtures (classes 4-7) to a "
            "recorded tree; --no-failures writes a synthetic tree without them",
        )
    root = Path(args.cassettes)
    cases = load_golden_cases(_golden_set(Path(args.golden)))
    adapters = [get_adapter(name.strip(), offline=True) for name in args.provider.split(",")]
    unfinished = False
    for outcome in add_failure_fixtures(cases, adapters, root, args.golden):
        parts = [
            f"class {c} ({_CLASS_NAMES[c]}) on {path.rsplit('/', 1)[1].split('.')[0]}"
            for c, path in sorted(outcome.added.items())
        ]
        if outcome.had:
            parts.append(f"already had {', '.join(map(str, outcome.had))}")
        print(f"{outcome.provider}: {'; '.join(parts) or 'nothing to add'}")
        for fixture_class, why in sorted(outcome.missing.items()):
            unfinished = True
            print(
                f"{outcome.provider}: class {fixture_class} NOT added: {why} (each class needs "
                "an allowed case of its own that has a recorded search: 4 such cases bring "
                "classes 4-7)",
                file=sys.stderr,
            )
    if not args.no_injection:
        manifest = load_manifest(root / "manifest.json")
        dates = [e.captured_at for e in manifest.files.values() if not e.synthetic]
        if dates:
            placed = add_injection_documents(cases, root, max(dates))
            print(
                f"class 8 (prompt injection): {len(placed)} synthetic documents under "
                f"{root}/{SHARED_PREFIX}injection/ for case(s) {', '.join(sorted(set(placed.values())))}"
                if placed
                else "class 8 (prompt injection): the tree has its documents already"
            )
    print(
        "synthetic fixtures are marked synthetic: true; replay the golden set again to use "
        "them. Classes 2, 3 and 9 must be real captured documents: store each downloaded "
        "page or PDF with ws-bench add-document (README 'Your own golden set')"
    )
    return 1 if unfinished else 0


def synthesize_judge(args: argparse.Namespace) -> int:
    from ..config import BenchConfig, parse_providers
    from ..judge.store import JUDGE_DIR, model_slug
    from ..session import BenchSession
    from .judge import SyntheticJudge

    root = Path.cwd()
    golden = Path(args.golden).resolve()
    cassettes = Path(args.cassettes).resolve()
    config = BenchConfig(
        providers=parse_providers(args.provider),
        rootdir=root,
        golden=golden,
        cassettes=cassettes,
        report=root / ".ws-bench" / "unused.json",
        judge=args.model,
        sources={"ws-golden": "--golden", "ws-cassettes": "--cassettes"},  # for its errors
    )
    session = BenchSession.start(config)
    cases = session.loaded.golden.all_cases()
    session.runner.judge_endpoint = SyntheticJudge(cases)
    session.runner.judge_synthetic = True
    failed = 0
    for provider in config.providers:
        for case in cases:
            record = session.runner.compute(case, provider).record
            if record.hard_fault is not None and record.hard_fault.kind == "judge":
                failed += 1
                print(f"FAILED {case.id}[{provider}]: {record.hard_fault.message}", file=sys.stderr)
    session.close()
    folder = cassettes / JUDGE_DIR / model_slug(args.model)
    print(
        f"wrote synthetic (rule-based) judgments by {args.model!r} under {folder} "
        "and updated the manifest"
    )
    return 1 if failed else 0


def _count(text: str) -> int:
    """A whole number >= 0 (argparse turns the ValueError into a usage error)."""
    value = int(text)
    if value < 0:
        raise argparse.ArgumentTypeError(f"{text} is negative: give a count of 0 or more")
    return value


def synthesize_epoch(args: argparse.Namespace) -> int:
    from ..cases import load_golden_cases
    from ..families import FamilyTable
    from .epoch import EPOCH_TWO_CAPTURED_AT, EPOCH_TWO_PROVIDERS, write_epoch_two

    golden = _golden_set(Path(args.golden))
    root = Path(args.out)
    written = write_epoch_two(
        load_golden_cases(golden), FamilyTable.load(golden / "families.yaml"), root
    )
    rules = Path(args.redaction)
    if rules.is_file():  # the same published switchboards are kept in both epochs
        (root / rules.name).write_bytes(rules.read_bytes())
    print(
        f"wrote epoch 2 ({EPOCH_TWO_CAPTURED_AT:%Y-%m-%d}; {', '.join(EPOCH_TWO_PROVIDERS)}): "
        f"{len(written)} synthetic fixture files under {root}; what changed: "
        f"{root.parent / 'README.md'}"
    )
    return 0


def add_synthetic_commands(commands: Any) -> None:
    """Add the generator's subcommands to ``ws-bench``'s subparsers."""
    synth = commands.add_parser(
        "synthesize",
        help="write deterministic synthetic search cassettes (marked synthetic) for a golden set",
    )
    synth.add_argument("--golden", default="golden", help="golden set folder (default: golden)")
    synth.add_argument("--cassettes", default="cassettes", help="fixture root (default: cassettes)")
    synth.add_argument("--provider", required=True, help="providers, comma-separated")
    synth.add_argument(
        "--extract-top",
        type=_count,
        default=3,
        help="extract cassettes for the top N results (0: none; default: %(default)s)",
    )
    synth.add_argument(
        "--no-failures", action="store_true", help="no failure fixtures (classes 4-7), search only"
    )
    synth.add_argument(
        "--failures-only",
        action="store_true",
        help="keep a tree of real recordings and add only the fixtures a recording cannot "
        "capture on demand, where the tree lacks them: failure answers (classes 4-7: a 429, "
        "a 5xx, a timeout, a partial body, each on one of --provider's own cases) and "
        "prompt-injection documents (class 8); every fixture added is marked synthetic, "
        "nothing recorded is changed",
    )
    synth.add_argument(
        "--overwrite-recordings",
        action="store_true",
        help="without --failures-only: replace real recordings of --provider with "
        "synthetic ones (refused otherwise)",
    )
    synth.add_argument(
        "--no-injection",
        action="store_true",
        help="with --failures-only: no class-8 (prompt injection) documents",
    )
    synth.add_argument(
        "--no-reviews",
        action="store_true",
        help="leave golden/pool.yaml and golden/verified_dates.yaml alone",
    )
    synth.add_argument(
        "--no-shared",
        action="store_true",
        help="no _shared/ documents (classes 2, 3, 9 and the neutral fetcher's pages)",
    )
    synth.set_defaults(func=synthesize)

    synth_judge = commands.add_parser(
        "synthesize-judge",
        help="record rule-based judge grades (marked synthetic) over the replayed rankings",
    )
    synth_judge.add_argument(
        "--golden", default="golden", help="golden set folder (default: %(default)s)"
    )
    synth_judge.add_argument(
        "--cassettes", default="cassettes", help="fixture root (default: %(default)s)"
    )
    synth_judge.add_argument("--provider", required=True, help="providers, comma-separated")
    synth_judge.add_argument(
        "--model",
        default="synthetic-judge",
        help="the model name to file them under (default: %(default)s)",
    )
    synth_judge.set_defaults(func=synthesize_judge)

    epoch = commands.add_parser(
        "synthesize-epoch",
        help="write a second, later recording epoch of the bundled fixtures for two "
        "providers with known changes (the diff and history demonstration)",
    )
    epoch.add_argument("--golden", default="golden", help="golden set folder (default: golden)")
    epoch.add_argument(
        "-o",
        "--out",
        default="examples/epoch-2/cassettes",
        help="fixture root to write (default: examples/epoch-2/cassettes)",
    )
    epoch.add_argument(
        "--redaction",
        default="cassettes/redaction.yaml",
        help="redaction rules to copy into it (default: cassettes/redaction.yaml)",
    )
    epoch.set_defaults(func=synthesize_epoch)
