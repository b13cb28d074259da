"""What a bench session loaded: the golden set, its review files, the fixture tree.

One :class:`Loaded` value per process, built once (at configure) and shared by every
case: the cases (read file by file, as pytest collects them), the host families,
the reviewed pool, the verified dates, the cascades, the pricing table, the cassette
store, the manifest and the stored documents of ``_shared/``.

Over 400 lines because loading is one step with its checks: a golden set that does not
exist, a category or gate naming none of its categories, a link out of the tree are
refused here, where the files are read, before anything runs.
"""

from __future__ import annotations

import contextlib
import difflib
import hashlib
import re
from collections.abc import Iterable, Mapping
from dataclasses import dataclass, field
from pathlib import Path
from typing import Any

import yaml

from ..artifacts.cache import ArtifactCache
from ..artifacts.load import ArtifactLoader
from ..cascade import CASCADE_NAME, Cascade, load_cascade
from ..cases import (
    DEFAULTS_NAME,
    DUPLICATE_REMEDY,
    GoldenCase,
    case_files,
    check_golden_tree,
    is_leftover,
    load_defaults,
    read_case_file,
)
from ..cassette_tree import SHARED_DIR
from ..categories import CATEGORIES_NAME, load_categories
from ..config import BenchConfig
from ..errors import (
    BenchError,
    ConfigError,
    FixtureError,
    GoldenFileError,
    GoldenFileErrors,
    RecordContext,
)
from ..families import FAMILIES_NAME, FamilyTable, load_family_names
from ..file_identity import parsed_identity
from ..golden_messages import duplicate_problem
from ..judge.store import JUDGE_DIR
from ..pool import POOL_NAME, Pool, load_pool
from ..providers.pricing import ProviderPricing, load_overrides, pricing_for
from ..replay import manifest as manifest_mod
from ..replay.document_check import check_documents
from ..replay.shared import SharedDocuments
from ..replay.store import CassetteStore
from ..replay.verify import check_hashes, check_structure, fixture_files
from ..rootdir_words import cassettes_remedy, golden_remedy, rootdir_why
from ..treepaths import outside
from ..user_gates import GATES_FILE, GateRule, gate_rules
from ..verified_dates import VERIFIED_NAME, load_verified_dates


def shard_of(case_id: str, total: int) -> int:
    """1-based shard of a case: a stable hash of its id, independent of the set."""
    digest = hashlib.sha256(case_id.encode("utf-8")).digest()
    return int.from_bytes(digest[:8], "big") % total + 1


def shard_draws(case_ids: Iterable[str], total: int) -> dict[int, int]:
    """How many of ``case_ids`` each of ``total`` shards draws, by shard (those drawing
    none left out)."""
    drawn: dict[int, int] = {}
    for case_id in case_ids:
        shard = shard_of(case_id, total)
        drawn[shard] = drawn.get(shard, 0) + 1
    return dict(sorted(drawn.items()))


def shard_draw_words(total: int, case_ids: list[str], category: str | None) -> str:
    """ "draws none of the 3 case(s) of the golden set (cases by shard: 2/2 3)", of a shard
    that draws no case of the set (or of its ``--ws-category``): which shards draw them."""
    scope = f"--ws-category {category}" if category else "the golden set"
    where = ", ".join(f"{shard}/{total} {n}" for shard, n in shard_draws(case_ids, total).items())
    return (
        f"draws none of the {len(case_ids)} case(s) of {scope} (cases by shard: {where or 'none'})"
    )


# What leaves a shard's items out beside its draw (``report.terminal.DESELECTORS``)
SHARD_DESELECTORS = "-k, -m, --deselect, --lf or node ids"


def empty_shard_words(
    index: int, total: int, case_ids: list[str], category: str | None, drew: int
) -> str:
    """Why shard ``index``/``total`` ran no case, as its run file says it
    (``selection.empty``): it draws none of ``case_ids`` (the other shards run them), or it
    draws ``drew`` case x provider items and pytest's selection left out every one."""
    if drew == 0:
        words = shard_draw_words(total, case_ids, category)
        return f"shard {index}/{total} {words}: the other shards run them"
    scope = f"--ws-category {category}" if category else "the golden set"
    return (
        f"shard {index}/{total} draws {drew} case x provider item(s) of {scope} and "
        f"{SHARD_DESELECTORS} left out every one"
    )


# The data files a session reads at the golden set's root, beside its ``cases/``. The
# policy file ``gates.yaml`` (what a run must meet, not what it measures) is not one of
# them: it stays out of the golden set's hash, so tightening a gate never makes runs
# incomparable.
DATA_FILES = (
    DEFAULTS_NAME,
    CATEGORIES_NAME,
    FAMILIES_NAME,
    POOL_NAME,
    VERIFIED_NAME,
    CASCADE_NAME,
)


def golden_files(golden_dir: Path, cascade: Path | None = None) -> list[Path]:
    """The files of the golden set a session reads, in path order: its case files
    (``cases.case_files``) and the data files at its root (``DATA_FILES``) that are
    there; with ``cascade`` (the ini key ``ws_cascade``), that file in place of the golden set's
    ``cascade.yaml``, which the session then does not read. Not the policy file
    ``gates.yaml``, not what an import or an editor leaves beside a file
    (``cases.is_leftover``: ``*.bak``, ``*~``, ``.#*``, ``#*#``, ``.*.swp``), nothing
    else a user keeps in the folder."""
    return [path for _, path in _read_files(golden_dir, cascade)]


def _read_files(golden_dir: Path, cascade: Path | None) -> list[tuple[str, Path]]:
    """(name in the golden set, file) of each file ``golden_files`` lists, in path order:
    the cascade the session reads is named ``cascade.yaml`` and placed as that file
    would be, wherever it is, so ``ws_cascade = golden/cascade.yaml`` hashes as the
    default does and the same tiers from another path are the same golden set."""
    names = DATA_FILES if cascade is None else tuple(n for n in DATA_FILES if n != CASCADE_NAME)
    found = [golden_dir / name for name in names if (golden_dir / name).is_file()]
    placed = [(path, path) for path in [*found, *case_files(golden_dir)]]
    if cascade is not None and cascade.is_file():
        placed.append((golden_dir / CASCADE_NAME, cascade))
    return [(at.relative_to(golden_dir).as_posix(), path) for at, path in sorted(placed)]


# Read by a session but left out of the golden set's identity: ``categories.yaml`` names
# the categories and describes them, and neither changes a score or a grouping (each
# case's own ``category``, in its case file, does). Creating it, as a run without it
# advises, or rewording a description, never makes two runs incomparable.
OUT_OF_IDENTITY = frozenset({CATEGORIES_NAME})


def _identity_of(path: Path) -> str:
    """A golden file's identity (``file_identity``), its bytes parsed here."""
    return parsed_identity(path.read_bytes())


def golden_digest(
    golden_dir: Path, cascade: Path | None = None, known: Mapping[Path, str] | None = None
) -> str:
    """sha256 of the golden set's identity: what of the files its session reads
    (``golden_files``) can change a score. Each file counts by its relative path and its
    data without prose (``file_identity``: a comment, a case's notes, a reflowed line
    change nothing); ``categories.yaml`` not at all (``OUT_OF_IDENTITY``). ``cascade``:
    the ``ws_cascade`` file, hashed as the golden set's ``cascade.yaml``. (Until stop 66
    each file's bytes were hashed, ``categories.yaml``'s too: a hash from before differs
    for the same set.) ``known``: the identities of the case files the session loaded, by
    path (``GoldenSet.identities``: worked out from the data the golden loader parsed,
    or kept with it in the parsed-golden cache); any other file is parsed here."""
    known = known or {}
    lines = []
    for relative, path in _read_files(golden_dir, cascade):
        if relative in OUT_OF_IDENTITY:
            continue
        identity = known.get(path)
        lines.append(f"{relative}\0{identity or _identity_of(path)}\n")
    return hashlib.sha256("".join(lines).encode("utf-8")).hexdigest()


@dataclass
class GoldenSet:
    """The golden cases, read file by file (a bad file is that file's collection error)
    and the session's selection among them (``--ws-category``, ``--ws-shard``). A case id
    belongs to the first file (in path order) that defines it; a file defining it again
    is an error of both files, each naming the other and the lines (in path order the
    later file may well be the one the user did not touch)."""

    config: BenchConfig
    _by_file: dict[Path, list[GoldenCase]] = field(default_factory=dict)
    # each loaded file's identity in the golden set's hash, from the same parse (stop 68)
    _identity: dict[Path, str] = field(default_factory=dict)
    _defaults: dict[str, Any] | None = None
    _declared: tuple[frozenset[str] | None] | None = None
    _families: tuple[frozenset[str] | None] | None = None
    _owners: dict[str, Path] | None = None
    _defined: dict[str, list[Path]] | None = None  # each case id's files, in path order
    # Every case, sorted, and by id: built once (the files are read once too), because the
    # recording phase and each item look a case up by id (it was a scan of every file per
    # lookup: quadratic, 7 s of a 1,000-case recording).
    _all: tuple[GoldenCase, ...] | None = None
    _by_id: dict[str, GoldenCase] | None = None

    @property
    def defaults(self) -> dict[str, Any]:
        """The golden set's default search parameters (``golden/defaults.yaml``)."""
        if self._defaults is None:
            self._defaults = load_defaults(self.config.golden)
        return self._defaults

    @property
    def declared(self) -> frozenset[str] | None:
        """The categories ``golden/categories.yaml`` declares (None without the file)."""
        if self._declared is None:
            self._declared = (load_categories(self.config.golden),)
        return self._declared[0]

    @property
    def families(self) -> frozenset[str] | None:
        """The families ``golden/families.yaml`` declares (None without the file)."""
        if self._families is None:
            self._families = (load_family_names(self.config.golden),)
        return self._families[0]

    @property
    def cases_dir(self) -> Path:
        return self.config.golden / "cases"

    def known_categories(self) -> frozenset[str]:
        """The categories the readable golden files' cases name."""
        found: set[str] = set()
        for path in case_files(self.config.golden):
            try:
                found.update(case.category for case in self._load(path))
            except GoldenFileError:
                # Reported as that file's collection error; the categories it names still
                # have cases (a missing field is no reason to call "docs" empty).
                found.update(_named_categories(path))
        return frozenset(found)

    def categories(self) -> frozenset[str]:
        """The set's categories: those ``categories.yaml`` declares, else those its cases
        name (a golden file that cannot be read is its own collection error: its cases
        are not known here)."""
        return self.declared or self.known_categories()

    def category_problem(self, name: str, metric: str | None = None) -> tuple[str, str]:
        """(problem, remedy) for a category the set does not have, with the closest name
        (as a gate's ``category.NAME.METRIC`` when its ``metric`` is given)."""
        known = sorted(self.categories())
        close = difflib.get_close_matches(name, known, n=1, cutoff=0.6)
        guess = ""
        if close:
            guess = close[0] if metric is None else f"category.{close[0]}.{metric}"
        return (
            f"the golden set in {_label(self.config, self.config.golden)}/ has no category "
            f"{name!r}" + (f"; did you mean {guess!r}?" if guess else ""),
            f"use one of: {', '.join(known[:20])}{'...' if len(known) > 20 else ''}",
        )

    def category_error(self) -> ConfigError | None:
        """What is wrong with ``--ws-category``: a name the set does not have (a typo
        selected nothing), with the closest name, or an empty value (``--ws-category=``
        ran every category without a word); None when it is fine or not given."""
        name = self.config.category
        if name is None or name in self.categories():
            return None
        if not name.strip():
            _, remedy = self.category_problem(name)
            return ConfigError(
                f"--ws-category is empty: it names no category of the golden set in "
                f"{_label(self.config, self.config.golden)}/",
                f"{remedy}; or leave the option out to run every category",
            )
        problem, remedy = self.category_problem(name)
        # where the name was given: the flag, or the ini key (``ws_category in the ini``)
        given = self.config.sources.get("ws-category", "--ws-category")
        return ConfigError(f"{given}: {problem}", remedy)

    def unknown_category(self, rule: GateRule) -> tuple[str, str] | None:
        """What is wrong with a user gate whose ``category.NAME.`` names a category the
        set does not have (the gate would never fire), or None (``user_gates.RuleCheck``)."""
        if rule.category is None or rule.category in self.categories():
            return None
        problem, remedy = self.category_problem(rule.category, rule.key)
        return f"{rule.metric!r}: {problem}", remedy

    def categories_without_cases(self) -> list[str]:
        """The declared categories (``golden/categories.yaml``) no case names. A golden
        file that failed to load still holds its cases: the categories its data shows
        count as named, and when its data cannot show them all (not valid YAML, not a list
        of mappings each with a category) none is called empty, since any may be in it
        (the file's own error is shown; the next run, with it fixed, says what is left)."""
        declared = self.declared
        if not declared:
            return []
        named: set[str] = set()
        for path in case_files(self.config.golden):
            try:
                named.update(case.category for case in self._load(path))
            except GoldenFileError:
                in_failed = _failed_file_categories(path)
                if in_failed is None:
                    return []
                named.update(in_failed)
        return sorted(declared - named)

    def is_golden_file(self, path: Path) -> bool:
        """Whether pytest should collect ``path`` as a golden file: a YAML file under
        ``cases/`` (by its path, so a link out of the tree is collected, and refused) that
        is no editor's leftover (``cases.is_leftover``: ``.#NAME.yaml``, Emacs's lock)."""
        if path.suffix not in (".yaml", ".yml") or is_leftover(path.name):
            return False
        for candidate, folder in (
            (path, self.cases_dir),
            (path.resolve(), self.cases_dir.resolve()),
        ):
            try:
                candidate.absolute().relative_to(folder.absolute())
            except ValueError:
                continue
            return True
        return False

    def _load(self, path: Path) -> list[GoldenCase]:
        cases = self._by_file.get(path)
        if cases is None:
            target = outside(self.config.golden, path)
            if target is not None:
                raise GoldenFileError(
                    path,
                    f"it leads to {target}, outside the golden set {self.config.golden} (a "
                    "link?): the bench reads nothing outside it",
                )
            read = read_case_file(
                path, self.config.cache_dir, self.defaults, self.declared, self.families
            )
            cases, self._identity[path] = read.cases, read.identity
            self._by_file[path] = cases
        return cases

    def identities(self) -> dict[Path, str]:
        """Each case file's identity in the golden set's hash (``golden_digest``'s
        ``known``), by path, as the session loaded it: from the data the golden loader
        parsed, so no case file is parsed again for the hash. A file that cannot be loaded
        has none here (``golden_digest`` parses it)."""
        for path in case_files(self.config.golden):
            with contextlib.suppress(GoldenFileError):
                self._load(path)
        return dict(self._identity)

    def owners(self) -> dict[str, Path]:
        """Each case id's file: the first, in path order, that defines it (files that
        cannot be read are skipped here: they are their own collection errors)."""
        if self._owners is None:
            owners: dict[str, Path] = {}
            defined: dict[str, list[Path]] = {}
            for path in case_files(self.config.golden):
                try:
                    cases = self._load(path)
                except GoldenFileError:
                    continue
                for case in cases:
                    owners.setdefault(case.id, path)
                    files = defined.setdefault(case.id, [])
                    if path not in files:  # a file's own duplicate is its own error
                        files.append(path)
            self._owners, self._defined = owners, defined
        return self._owners

    def cases_in(self, path: Path) -> list[GoldenCase]:
        """The cases of one golden file; GoldenFileError for a bad file or for a case id
        another file defines too (either way round: each of the two files is in error,
        naming the other; ``GoldenFileErrors`` when several ids are)."""
        cases = self._load(path)
        self.owners()
        defined = self._defined or {}
        problems: list[GoldenFileError] = []
        for case in cases:
            files = defined.get(case.id, [])
            others = [other for other in files if not _same_file(other, path)]
            if others and len(others) < len(files):  # this file is one of them
                problems.append(
                    GoldenFileError(
                        path,
                        duplicate_problem(case.id, path, others),
                        case_id=case.id,
                        remedy=DUPLICATE_REMEDY,
                    )
                )
        if len(problems) == 1:
            raise problems[0]
        if problems:
            raise GoldenFileErrors(path, problems)
        return cases

    def all_cases(self) -> list[GoldenCase]:
        """Every case of the golden set (raises GoldenFileError on a bad file)."""
        if self._all is None:
            out: list[GoldenCase] = []
            for path in case_files(self.config.golden):
                out.extend(self.cases_in(path))
            self._all = tuple(sorted(out, key=lambda c: c.id))
        return list(self._all)

    def readable_cases(self) -> list[GoldenCase]:
        """The cases of the golden files that load (``cases_in``), in id order: the cases
        pytest collected, also beside a bad file (``all_cases`` raises then; the bad file is
        its own collection error, and its cases never run)."""
        out: list[GoldenCase] = []
        for path in case_files(self.config.golden):
            try:
                out.extend(self.cases_in(path))
            except GoldenFileError:
                continue
        return sorted(out, key=lambda c: c.id)

    def selected(self, case: GoldenCase) -> bool:
        if self.config.category is not None and case.category != self.config.category:
            return False
        if self.config.shard is not None:
            index, total = self.config.shard
            return shard_of(case.id, total) == index
        return True

    def selected_cases(self) -> list[GoldenCase]:
        return [c for c in self.all_cases() if self.selected(c)]

    def case(self, case_id: str) -> GoldenCase:
        if self._by_id is None:
            by_id: dict[str, GoldenCase] = {}
            for case in self.all_cases():
                by_id.setdefault(case.id, case)  # the first in id order, as the scan found
            self._by_id = by_id
        return self._by_id[case_id]


def _same_file(a: Path, b: Path) -> bool:
    return a == b or a.resolve() == b.resolve()


@dataclass
class FixtureTree:
    """The cassette tree: its store, its manifest (parsed again only when recording
    rewrote it) and the stored documents of ``_shared/``.

    The parsed manifest costs about 2.5 KB a fixture file (its bytes and its model): once
    the session start has checked the tree and listed the stored documents, ``settle``
    lets it go and keeps only what the run file says of it (``ManifestFacts``)."""

    root: Path
    store: CassetteStore
    _manifest: tuple[bytes, manifest_mod.Manifest] | None = None
    _shared: SharedDocuments | None = None
    _facts: manifest_mod.ManifestFacts | None = None
    # a recording session's manifest as it found it, before it wrote to the tree
    # (``note_start``; the run file's ``fixtures.manifest_before_sha256``)
    started: str | None = None

    @classmethod
    def at(cls, root: Path) -> FixtureTree:
        return cls(root, CassetteStore(root))

    def manifest(self) -> tuple[bytes, manifest_mod.Manifest] | None:
        """The fixture manifest's bytes and model (None without one), parsed again only
        when the file changed (recording rewrites it): a session reads it three times."""
        data = self._read()
        if data is None:
            return None
        if self._manifest is None or self._manifest[0] != data:
            path = self.root / manifest_mod.MANIFEST_NAME
            self._manifest = (data, manifest_mod.parse_manifest(path, data))
        return self._manifest

    def _read(self) -> bytes | None:
        path = self.root / manifest_mod.MANIFEST_NAME
        try:
            return path.read_bytes()
        except FileNotFoundError:
            return None
        except OSError as exc:
            raise manifest_mod.ManifestError(path, f"cannot read the manifest: {exc}") from None

    def facts(self) -> manifest_mod.ManifestFacts | None:
        """What the run file says of the manifest as it is on disk now (None without
        one): kept while the file's bytes hash the same, else read from the file again (a
        recording session rewrote it)."""
        data = self._read()
        if data is None:
            return None
        digest = manifest_mod.sha256_bytes(data)
        if self._facts is None or self._facts.sha256 != digest:
            if self._manifest is not None and self._manifest[0] == data:
                manifest = self._manifest[1]
            else:
                manifest = manifest_mod.parse_manifest(self.root / manifest_mod.MANIFEST_NAME, data)
            self._facts = manifest_mod.ManifestFacts.of(data, manifest, digest)
        return self._facts

    def note_start(self) -> None:
        """A recording session's start: the hash of the manifest on disk now (None
        without one), before the recording writes to the tree (``started``)."""
        data = self._read()
        self.started = None if data is None else manifest_mod.sha256_bytes(data)

    def settle(self) -> None:
        """After a replay's session-start check: the stored documents listed, what the run
        file says of the manifest kept, and the parsed manifest let go (``facts`` reads
        the file again at the end, and parses it only if it changed)."""
        if self._manifest is None:
            return
        _ = self.shared
        self._facts = manifest_mod.ManifestFacts.of(*self._manifest)
        self._manifest = None

    def settle_worker(self) -> None:
        """An xdist worker's replay (which never runs the session-start check, nor writes
        a run file, so needs no ``ManifestFacts``): the stored documents listed and the
        parsed manifest let go at once, instead of kept for the whole session."""
        _ = self.shared
        self._manifest = None

    @property
    def shared(self) -> SharedDocuments:
        """The stored documents of ``_shared/`` (none without a manifest)."""
        if self._shared is None:
            loaded = self.manifest()
            manifest = loaded[1] if loaded is not None else manifest_mod.Manifest()
            self._shared = SharedDocuments.from_manifest(self.root, manifest)
        return self._shared

    def verify(
        self,
        providers: Iterable[str],
        case_ids: set[str],
        *,
        offline: bool,
        judge: bool,
        remedy: str,
        record: str = "none",
        context: RecordContext | None = None,
    ) -> list[str]:
        """Session-start check of the files a run reads: unlisted or missing files in the
        providers' folders and ``_shared/``, hashes of every file the selected cases use,
        and that their stored documents are what the manifest says (``document_check``).
        Each error names the file (and both hashes for a mismatch)."""
        path = self.root / manifest_mod.MANIFEST_NAME
        try:
            loaded = self.manifest()
        except FixtureError as error:
            return [str(error)]
        if loaded is None:
            if record == "all" or not fixture_files(self.root):
                return []  # a first recording (or one of every case) writes the manifest
            # Replay, and --ws-record=new, which would record nothing (every cassette is
            # there) or write a manifest listing only what it recorded: the anchor is
            # rebuilt only on purpose (restored, adopted or every case recorded again).
            doing = "replay" if offline else "--ws-record=new"
            return [
                f"{path}: no manifest, so no fixture on disk can be trusted and {doing} is "
                f"refused\n  remedy: {manifest_mod.manifest_remedy(path, remedy, broken=False)}"
            ]
        manifest = loaded[1]
        chosen = set(providers)
        scope = [*chosen, SHARED_DIR]
        if judge:
            scope.append(JUDGE_DIR)
        errors = check_structure(
            self.root, manifest, scope, missing_ok=not offline, context=context
        )
        reads = [
            relative
            for relative, entry in manifest.files.items()
            if (entry.provider is None or entry.provider in chosen)
            and not case_ids.isdisjoint(entry.case_ids)
        ]
        return (
            errors
            + check_hashes(self.root, manifest, reads, context)
            + check_documents(self.root, manifest, reads)
        )


def _label(config: BenchConfig, path: Path) -> str:
    """``path`` relative to the rootdir when inside it (run files stay portable)."""
    try:
        return path.relative_to(config.rootdir).as_posix()
    except ValueError:
        return str(path)


def _check_cassettes(config: BenchConfig) -> None:
    """ConfigError when a replay run's own fixture tree (``--ws-cassettes`` or
    ``ws_cassettes`` in the ini) is not a folder: a mistyped path would otherwise fail
    every case with "record it", and following that remedy with real keys pays to record
    into the typo. Recording (``--ws-record``) into a new folder stays allowed. The default
    ``cassettes/`` too (walkthrough 69: ``pytest -c /dev/null golden`` rooted the session at
    ``golden/``, and every case said "record it" into ``golden/cassettes``): the message
    says which rootdir pytest chose and why. A folder that exists and lacks some case's
    cassette is left to that case's "record it"."""
    where = config.given("ws-cassettes")
    if not config.offline or config.cassettes.is_dir():
        return
    what = "is not a folder" if config.cassettes.exists() else "does not exist"
    if where == "the default":
        raise ConfigError(
            f"the cassettes folder {config.cassettes} {what} (the default, cassettes/ under "
            f"{rootdir_why(config)}); a replay run (no --ws-record) reads every case's "
            "recording from it",
            cassettes_remedy(config),
        )
    command = config.record_command(",".join(config.providers))
    raise ConfigError(
        f"the cassettes folder {config.cassettes} {what} ({where}); a replay run "
        "(no --ws-record) reads every case's recording from it",
        f"check the path given to {where}; or, if it is meant to be a new folder, record "
        f"into it with `{command}` and the providers' keys in the environment",
    )


@dataclass(frozen=True)
class Loaded:
    """Everything a session reads before it runs a case, built once per process."""

    config: BenchConfig
    golden: GoldenSet
    fixtures: FixtureTree
    families: FamilyTable
    pool: Pool
    verified_dates: Mapping[str, str]
    cascades: Mapping[str, Cascade]
    loader: ArtifactLoader
    pricing_overrides: Mapping[str, Any]
    gate_rules: tuple[GateRule, ...] = ()
    _pricing: dict[str, ProviderPricing] = field(default_factory=dict, compare=False)

    @classmethod
    def load(cls, config: BenchConfig) -> Loaded:
        """Read the golden set's review files and open the fixture tree; raises a
        BenchError naming the file at fault."""
        golden = config.golden
        if not (golden / "cases").is_dir():
            what = "does not exist" if not golden.exists() else "has no cases/ folder"
            default = config.given("ws-golden") == "the default"
            remedy = golden_remedy(config) if default else None
            raise ConfigError(
                f"the golden set {golden} {what} ({config.given('ws-golden')}"
                + (f", golden/ under {rootdir_why(config)})" if default else ")"),
                (f"{remedy}; or " if remedy else "")
                + "point --ws-golden at your golden folder, or write golden/cases/*.yaml "
                "(the README's 'Golden cases'; `ws-bench import` makes one from a question set)",
            )
        check_golden_tree(golden)
        _check_cassettes(config)
        cascade_path = config.cascade or golden / CASCADE_NAME
        cascades: dict[str, Cascade] = {}
        if config.cascade is not None or cascade_path.exists():
            cascade = load_cascade(cascade_path)
            cascades[cascade.name] = cascade
        golden_set = GoldenSet(config)
        # The set-wide files are read (and checked) now: a bad one is a usage error.
        _ = (golden_set.defaults, golden_set.declared)
        try:
            loaded = cls(
                config=config,
                golden=golden_set,
                fixtures=FixtureTree.at(config.cassettes),
                families=FamilyTable.load(golden / "families.yaml"),
                pool=load_pool(golden / POOL_NAME),
                verified_dates=load_verified_dates(golden / VERIFIED_NAME),
                cascades=cascades,
                loader=ArtifactLoader(ArtifactCache(config.cache_dir)),
                pricing_overrides=load_overrides(config.pricing) if config.pricing else {},
                gate_rules=tuple(
                    gate_rules(
                        golden,
                        config.gates,
                        _label(config, golden / GATES_FILE),
                        golden_set.unknown_category,  # with the other bad rules, in one error
                    )
                ),
            )
        except BenchError as error:
            problem = golden_set.category_error()
            if problem is None:
                raise
            # Both at once: the user fixes the option and the file in one go.
            raise ConfigError(
                "2 usage errors:\n  "
                + "\n  ".join(line for one in (problem, error) for line in str(one).splitlines())
            ) from None
        loaded.check_categories()
        return loaded

    def check_categories(self) -> None:
        """ConfigError when ``--ws-category`` names a category the golden set does not
        have (a typo selected nothing), with the closest name. (A user gate's
        ``category.NAME.`` is checked as its rule is read: ``GoldenSet.unknown_category``.)"""
        error = self.golden.category_error()
        if error is not None:
            raise error

    @property
    def store(self) -> CassetteStore:
        return self.fixtures.store

    @property
    def shared(self) -> SharedDocuments:
        return self.fixtures.shared

    def pricing(self, provider: str) -> ProviderPricing:
        cached = self._pricing.get(provider)
        if cached is None:
            cached = self._pricing[provider] = pricing_for(provider, self.pricing_overrides)
        return cached

    def tiers_of(self, providers: Iterable[str]) -> list[str]:
        """The real providers behind ``providers`` (a cascade stands for its tiers)."""
        out: list[str] = []
        for name in providers:
            for provider in self.cascades[name].tiers if name in self.cascades else (name,):
                if provider not in out:
                    out.append(provider)
        return out

    def verify_fixtures(self) -> list[str]:
        """The session-start check of the fixtures the selected providers and cases read."""
        from ..recording.commit import unfolded_journals

        config = self.config
        errors = self.fixtures.verify(
            self.tiers_of(config.providers),
            {c.id for c in self.golden.selected_cases()},
            offline=config.offline,
            judge=config.judge is not None,
            remedy=" then ".join(  # the run's options kept (``errors.RecordContext``)
                f"`{config.record_command(name, 'all')}`" for name in config.providers
            ),
            record=config.record,
            context=config.record_context,
        )
        if not config.offline:
            # recording rewrites the manifest: it is parsed again as it changes; the run
            # file says which one it found (a -k re-recording is one made in part over it)
            self.fixtures.note_start()
            return errors
        self.fixtures.settle()  # replay: the parsed manifest is not needed past this point
        return errors + unfolded_journals(config.cassettes)

    def close(self) -> None:
        """Release what parsed documents hold open (PDFium documents)."""
        self.loader.close()


_CATEGORY_LINE = re.compile(r"""^\s*(?:-\s+)?category:\s*["']?([^"'#\s]+)""", re.MULTILINE)


def _failed_file_categories(path: Path) -> set[str] | None:
    """The categories a golden file that failed to load names, when its data shows every
    case's (a list of mappings, each with a ``category`` string); None when it cannot (not
    valid YAML, another shape, a case without one): any category may be among them."""
    try:
        data = yaml.safe_load(path.read_text(encoding="utf-8"))
    except (OSError, ValueError, RecursionError, yaml.YAMLError):  # a bad date: ValueError
        return None
    if data is None:
        return set()
    if not isinstance(data, list):
        return None
    found: set[str] = set()
    for raw in data:
        category = raw.get("category") if isinstance(raw, dict) else None
        if not isinstance(category, str):
            return None
        found.add(category)
    return found


def _named_categories(path: Path) -> set[str]:
    """The categories an unreadable golden file's text names (``category: NAME`` lines)."""
    try:
        text = path.read_text(encoding="utf-8")
    except (OSError, UnicodeDecodeError):
        return set()
    return set(_CATEGORY_LINE.findall(text))
