"""``ws-bench``: the command line for what happens outside a pytest session."""

from __future__ import annotations

import argparse
import sys
from collections.abc import Sequence
from pathlib import Path

from .errors import BenchError


def _cmd_synthesize(args: argparse.Namespace) -> int:
    from .cases import load_golden_cases
    from .families import FamilyTable
    from .providers.registry import get_adapter
    from .replay.cassette import load_cassette
    from .replay.manifest import entry_for_cassette, update_manifest
    from .replay.synthesize import write_search_cassettes

    golden = Path(args.golden)
    root = Path(args.cassettes)
    cases = load_golden_cases(golden)
    families = FamilyTable.load(golden / "families.yaml")
    adapters = [get_adapter(name.strip(), offline=True) for name in args.provider.split(",")]
    written = write_search_cassettes(cases, adapters, families, root)
    entries = []
    for path in written:
        relative = path.relative_to(root).as_posix()
        entries.append(
            (relative, entry_for_cassette(relative, load_cassette(path), path.read_bytes()))
        )
    update_manifest(root, entries)
    print(f"wrote {len(written)} synthetic search cassettes under {root} and updated the manifest")
    return 0


def build_parser() -> argparse.ArgumentParser:
    parser = argparse.ArgumentParser(
        prog="ws-bench", description="pytest-websearch-bench: fixtures, runs and reports"
    )
    commands = parser.add_subparsers(dest="command", required=True)

    synth = commands.add_parser(
        "synthesize",
        help="write deterministic synthetic search cassettes (marked synthetic) for a golden set",
    )
    synth.add_argument("--golden", default="golden", help="golden set folder (default: golden)")
    synth.add_argument("--cassettes", default="cassettes", help="fixture root (default: cassettes)")
    synth.add_argument("--provider", required=True, help="providers, comma-separated")
    synth.set_defaults(func=_cmd_synthesize)
    return parser


def main(argv: Sequence[str] | None = None) -> int:
    parser = build_parser()
    args = parser.parse_args(argv)
    try:
        code: int = args.func(args)
    except BenchError as error:
        print(f"ws-bench: {error}", file=sys.stderr)
        return 2
    return code


if __name__ == "__main__":  # pragma: no cover
    sys.exit(main())
