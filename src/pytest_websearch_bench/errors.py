"""Errors a user can cause, each naming the file, case or provider and the remedy.

They are raised by plain-Python modules and turned into collection errors,
item failures or a clean usage error by ``plugin.py``; never a bare traceback.
"""

from __future__ import annotations

import itertools
import re
import shlex
from collections.abc import Iterable, Mapping, Sequence
from dataclasses import dataclass, field, replace
from pathlib import Path
from typing import TYPE_CHECKING, Any

if TYPE_CHECKING:  # pragma: no cover - a dormant plugin imports this module: no pydantic
    from pydantic import ValidationError


class BenchError(Exception):
    """Base class: ``str(error)`` is the whole message a user needs, remedy included."""

    remedy: str = ""

    def __init__(self, message: str, remedy: str = "") -> None:
        self.message = message
        self.remedy = remedy or self.remedy
        super().__init__(f"{message}\n  remedy: {self.remedy}" if self.remedy else message)


class BenchWarning(UserWarning):
    """Something a user should fix that does not stop a run (a declared category with no
    case). The plugin issues it as pytest issues its own configuration warnings, so it is
    in the "warnings summary" at every verbosity and ``-W error::pytest_websearch_bench.
    errors.BenchWarning`` (or ``filterwarnings``) can turn it into an error or hide it."""


# What a value should have been, for pydantic's type errors, in YAML's words (YAML has
# lists, mappings, text, numbers and true/false; not tuples, dictionaries or strings).
_SHOULD_BE = {
    **dict.fromkeys(
        ("tuple_type", "list_type", "set_type", "frozen_set_type", "iterable_type"),
        "a list (`[a, b]`, or one `- a` line per item)",
    ),
    **dict.fromkeys(
        ("dict_type", "model_type", "model_attributes_type", "mapping_type"),
        "a mapping (`key: value` lines)",
    ),
    "string_type": "text (quote it)",
    **dict.fromkeys(("int_type", "int_parsing", "int_from_float"), "a whole number"),
    **dict.fromkeys(("float_type", "float_parsing"), "a number"),
    **dict.fromkeys(("bool_type", "bool_parsing"), "true or false"),
}


def should_be(kind: str) -> str | None:
    """What a value should have been, in YAML's words, for a pydantic type error of
    ``kind`` (``list_type``: a list); None for any other kind of error."""
    return _SHOULD_BE.get(kind)


def _found(value: object) -> str:
    if value is None:
        return "nothing (null)"
    if isinstance(value, bool):
        return f"{str(value).lower()}"
    if isinstance(value, (int, float)):
        return f"the number {value}"
    if isinstance(value, str):
        return f"the text {value[:40]!r}" + ("..." if len(value) > 40 else "")
    if isinstance(value, dict):
        return "a mapping"
    if isinstance(value, (list, tuple)):
        return "a list"
    return type(value).__name__


def plain_problem(error: Mapping[str, Any]) -> str:
    """One pydantic error in a YAML file's words: a type error says what the value
    should be and what was found; other messages lose pydantic's prefixes."""
    expected = _SHOULD_BE.get(str(error.get("type")))
    if expected is not None:
        return f"should be {expected}, found {_found(error.get('input'))}"
    message = str(error.get("msg", ""))
    for prefix in ("Value error, ", "Assertion failed, "):
        message = message.removeprefix(prefix)
    if str(error.get("type", "")).startswith(("date_", "datetime_")):
        # walkthrough, stop 52: "day value is outside expected range" said nothing of the form
        message += f" (found {_found(error.get('input'))}; write a real calendar date as YYYY-MM-DD, e.g. 2026-02-28)"
    return message


def validation_problem(error: ValidationError) -> tuple[str, str]:
    """(field path, problem) of the first error pydantic found, in a user's words."""
    first = error.errors()[0]
    where = ".".join(str(part) for part in first["loc"]) or "<file>"
    problem = (
        "unknown field (typo?)" if first["type"] == "extra_forbidden" else plain_problem(first)
    )
    more = len(error.errors()) - 1
    return where, problem + (f" (and {more} more problem(s))" if more else "")


class ConfigError(BenchError):
    """A bad option or ini value."""


class WorkerRecordError(BenchError):
    """A case record an xdist worker sent the controller does not have a record's shape:
    named by the worker, the case and the field. The case counts as lost (never a record
    the aggregates half-read)."""

    def __init__(self, worker: str, key: tuple[str, str] | None, where: str, problem: str):
        self.worker, self.key = worker, key
        case = f"{key[0]}[{key[1]}]" if key is not None else "a case"
        super().__init__(
            f"the record of {case} sent by xdist worker {worker} is malformed: "
            f"field {where}: {problem}",
            "a conftest or plugin hook changed the record on the worker, or the worker runs "
            "another version of pytest-websearch-bench; rerun without -n to see the item "
            "in one process",
        )


class SandboxError(ConfigError):
    """``--ws-sandbox=on`` and the OS sandbox cannot be entered here."""

    def __init__(self, reason: str) -> None:
        self.reason = reason
        super().__init__(
            f"--ws-sandbox=on: cannot enter the OS sandbox: {reason}",
            "use --ws-sandbox=auto to run with the in-process lock alone where the sandbox "
            "is unavailable (the report says so), or enable user namespaces "
            "(README 'Network isolation')",
        )


class GoldenFileError(BenchError):
    """A golden file that cannot be loaded: names the file, the case and the field."""

    def __init__(
        self,
        path: Path | str,
        problem: str,
        *,
        case_id: str | None = None,
        field: str | None = None,
        remedy: str | None = None,
        loc: tuple[int | str, ...] | None = None,
        position: tuple[int, int] | None = None,
        at_key: bool = False,
    ) -> None:
        self.path = str(path)
        self.case_id = case_id
        self.field = field
        self.problem = problem
        self.custom_remedy = remedy
        self.loc = loc  # where in the file's data (list index, keys): for its line
        self.at_key = at_key  # the problem is the key at ``loc`` (unknown), not its value
        self.position = position
        # PyYAML names a parsed string "<unicode string>": the file is named above already
        problem = problem.replace('in "<unicode string>", ', "at ")
        super().__init__(
            f"invalid golden file {self.path}{self.where()}: {problem}",
            self.default_remedy() if remedy is None else remedy,
        )

    def default_remedy(self) -> str:
        """The remedy of a problem that brings none of its own."""
        name = Path(self.path).name
        if Path(self.path).parent.name == "cases" or not name.endswith((".yaml", ".yml")):
            return "fix the YAML (a file holds a list of cases; see README 'Golden cases')"
        return f"fix {name} (what each file of the golden set holds: README 'Golden cases')"

    def where(self) -> str:
        """``, case 'ID', field 'F' (line L, column C)``: what follows the file's name."""
        where = ""
        if self.case_id:
            where += f", case {self.case_id!r}"
        if self.field:
            where += f", field {self.field!r}"
        if self.position is not None:
            where += f" (line {self.position[0]}, column {self.position[1]})"
        return where


class GoldenFileErrors(GoldenFileError):
    """Every problem of one golden file at once, each with its case, field, line and its
    own remedy: a file fixed one error per run took as many runs as it had errors, and
    one remedy for all of them (stop 59: the family's, under eight problems of which one
    was a family) fitted none of the others. A remedy already given is not repeated: the
    problem says ``remedy: as for line N``, the first problem it was given for."""

    def __init__(self, path: Path | str, errors: Sequence[GoldenFileError]) -> None:
        self.errors = list(errors)
        lines: list[str] = []
        first: dict[str, tuple[int, str]] = {}  # remedy -> the problem it was given for
        for index, error in enumerate(self.errors):
            where = error.where().removeprefix(", ")
            line = f"line {error.position[0]}" if error.position is not None else where
            at, given = first.setdefault(error.remedy, (index, line))
            if at == index:
                remedy = error.remedy
            else:  # two problems of one line: the first is just above
                remedy = "as above" if given == line else f"as for {given}"
            lines += [f"{where}: {error.problem}", f"  remedy: {remedy}"]
        super().__init__(path, f"{len(self.errors)} problems:\n    " + "\n    ".join(lines))

    def default_remedy(self) -> str:
        return ""  # each problem has its own, under it


class UnknownProviderError(BenchError):
    def __init__(self, name: str, known: Iterable[str]) -> None:
        import difflib

        self.name = name
        listed = sorted(known)
        names = ", ".join(listed)
        close = difflib.get_close_matches(name.strip().lower(), listed, n=1)
        self.closest = close[0] if close else None
        guess = f"did you mean {self.closest!r}? " if self.closest else ""
        super().__init__(
            f"unknown provider {name!r}; {guess}known providers: {names}",
            "check the spelling of the provider's name (in --ws-provider, or the --provider "
            "of a ws-bench command), install the package that registers it in the "
            "'pytest_websearch_bench.providers' entry-point group, or implement the "
            "pytest_ws_provide_adapter hook in a conftest",
        )


class UnknownIniProviderError(ConfigError):
    """An ini ``ws_endpoints``/``ws_rates`` entry naming no known provider (a typo would
    otherwise be ignored as a provider "not in this run")."""

    def __init__(
        self, option: str, entry: str, closest: str | None, ini_file: Path | str | None
    ) -> None:
        self.option = option
        self.entry = entry
        self.closest = closest
        provider = entry.partition(".")[0]
        where = f" of {ini_file}" if ini_file else ""
        guess = f"did you mean {closest!r}? " if closest else ""
        super().__init__(
            f"{option}{where}: entry {entry!r} names no known provider ({provider!r})",
            f"{guess}fix the name in {option} (a provider built in, registered in the "
            "'pytest_websearch_bench.providers' entry-point group, or given by a "
            "pytest_ws_provide_adapter hook)",
        )


class FixtureError(BenchError):
    """A problem with the recorded fixtures (cassettes, manifest)."""


# Where a run's endpoint for a provider was given (``RecordContext.endpoint_given``, the
# run file's ``endpoint_overrides[NAME].source``): the command line's flag, the ini file's
# key, or the command line's override of that key (``-o ws_endpoints=...``).
ENDPOINT_SOURCES = ("--ws-endpoint", "ws_endpoints", "-o ws_endpoints")
_FLAG = re.compile(r"--?[A-Za-z][A-Za-z0-9_-]*")


def in_ini_file(ini_file: str | None) -> str:
    """Where a remedy sends the user to set an ini key: ``in other/pytest.ini``, the run's
    ini file as it was named (``config.IniFile.named``: as ``-c`` gave it, else relative
    to the rootdir), or, when the run read none (or the run file predates the name), ``in
    pytest.ini (or your ini file)``: the file to create or to open. The one place that
    words it: every message naming the ini file says it through here."""
    return f"in {ini_file}" if ini_file else "in pytest.ini (or your ini file)"


def report_target_words(
    report: str, source: str = "flag", ini_file: str | None = None
) -> tuple[str, str]:
    """How a message about the run file's path ``report`` names where it was given, and
    the remedy: ``source`` ``flag`` (``--ws-report=PATH``), ``override`` (``-o
    ws_report=PATH``), ``ini`` (``ws_report = PATH in pytest.ini``, the ini file as
    ``in_ini_file`` names it) or ``default`` (neither: the path under .ws-bench/runs/).
    The one wording of the check before the run (``config.check_report_target``) and of
    the write after it (``report.run_file.RunFileWriteError``)."""
    if source == "override":
        return f"-o ws_report={report}", (
            "give -o ws_report a file path in a folder you can write, e.g. "
            "-o ws_report=runs/r1.json (or pass --ws-report)"
        )
    if source == "ini":
        return f"ws_report = {report} {in_ini_file(ini_file)}", (
            f"give ws_report {in_ini_file(ini_file)} a file path in a folder you can write, "
            "e.g. `ws_report = runs/r1.json` (or pass --ws-report)"
        )
    remedy = "give --ws-report a file path in a folder you can write, e.g. --ws-report=runs/r1.json"
    if source == "default":
        return f"the run file {report} (the default --ws-report)", remedy
    return f"--ws-report={report}", remedy


def endpoint_where(provider: str, url: str, source: str | None, ini_file: str | None = None) -> str:
    """Where a run's endpoint for ``provider`` was given, in the one wording of every
    message that names it (the remedies that say to fix it or to leave it out, the
    mismatch that says where the calls go now, the local-address warning):
    ``--ws-endpoint tavily=URL`` (``source`` ``--ws-endpoint``, or unknown), ``the
    ws_endpoints entry tavily=URL in pytest.ini`` (``ws_endpoints``; ``ini_file`` the
    ini read, ``in_ini_file``) or ``-o ws_endpoints=tavily=URL`` (``-o ws_endpoints``:
    the command line's override of the ini key). The flag's value is shell-quoted where
    it needs it (``--ws-endpoint 'tavily=http://gw/v1/<redacted>'``: a bare ``<redacted>``
    is a redirection to a shell)."""
    if source == "ws_endpoints":
        return f"the ws_endpoints entry {provider}={url} {in_ini_file(ini_file)}"
    if source == "-o ws_endpoints":
        return f"-o {shell_words([f'ws_endpoints={provider}={url}'])}"
    return f"--ws-endpoint {shell_words([f'{provider}={url}'])}"


def shell_words(words: Iterable[str]) -> str:
    """``words`` as one command to paste into a POSIX shell: ``shlex.split`` of it gives
    ``words`` back, whatever they hold (spaces, ``?``, ``*``, ``&``, ``[fe80::1%eth0]``,
    quotes). A ``--flag=value`` word keeps its flag bare and quotes its value alone
    (``--ws-golden='/tmp/g x'``), as a user would type it."""
    out = []
    for word in words:
        flag, sep, value = word.partition("=")
        if sep and _FLAG.fullmatch(flag):
            out.append(f"{flag}={shlex.quote(value)}")
        else:
            out.append(shlex.quote(word))
    return " ".join(out)


def override_args(args: Sequence[str]) -> list[tuple[str, str]]:
    """The ``-o KEY=VALUE`` pairs among a run's kept arguments (``RecordContext.args``:
    ``config._invocation`` keeps the bench's own, ``ws_*`` keys), as (key, value)."""
    found = []
    for flag, value in itertools.pairwise(args):
        if flag == "-o":
            key, _, given = value.partition("=")
            found.append((key.strip(), given))
    return found


@dataclass(frozen=True)
class RecordContext:
    """What a run was given that its re-record commands keep, and where each came from:
    built once per session (``BenchConfig.record_context``) and passed to every remedy
    that prints a recording command (``record_command``, the one rule).

    ``golden``: the run's ``--ws-golden`` when the command line gave it (None when the
    golden set came from the ini or the default: the command reads them again);
    ``cassettes``: its ``--ws-cassettes`` (None: the default tree); ``endpoints``: its
    endpoints by provider, ``ini_endpoints`` the names among them the ini's
    ``ws_endpoints`` gave (read again by the command, so never repeated; an ``-o
    ws_endpoints=...`` among ``args`` gave them when there is one), ``ini_file`` that
    ini file; ``args``: the positional paths, the ``--rootdir``/``-c`` and the ``-o``
    overrides of ``ws_*`` ini keys the command line gave (without them a golden set
    collected through a path records nothing, and an endpoint given with ``-o`` is the
    ini's again)."""

    golden: str | None = None
    cassettes: str | None = None
    endpoints: Mapping[str, str] = field(default_factory=dict)
    ini_endpoints: frozenset[str] = frozenset()
    ini_file: str | None = None
    args: tuple[str, ...] = ()

    def endpoint(self, provider: str) -> str | None:
        return self.endpoints.get(provider)

    def endpoint_given(self, provider: str) -> str:
        """Where ``provider``'s endpoint was given (``ENDPOINT_SOURCES``):
        ``--ws-endpoint``, ``ws_endpoints`` (the ini file) or ``-o ws_endpoints``."""
        if provider not in self.ini_endpoints:
            return "--ws-endpoint"
        if any(key == "ws_endpoints" for key, _ in override_args(self.args)):
            return "-o ws_endpoints"
        return "ws_endpoints"

    def endpoint_where(self, provider: str) -> str:
        """Where ``provider``'s endpoint was given, with its value, in the one wording
        (``endpoint_where``): ``--ws-endpoint tavily=URL``, ``the ws_endpoints entry
        tavily=URL in pytest.ini`` or ``-o ws_endpoints=tavily=URL``."""
        url = self.endpoint(provider) or "URL"
        return endpoint_where(provider, url, self.endpoint_given(provider), self.ini_file)

    def without_endpoint(self, provider: str) -> RecordContext:
        """This context with ``provider``'s endpoint left out (a local one, for a command
        that must record against the provider): its ``--ws-endpoint``, and its entry of an
        ``-o ws_endpoints=...`` kept in ``args`` (an ini file's entry is read again: the
        remedy says to remove it)."""
        endpoints = {k: v for k, v in self.endpoints.items() if k != provider}
        args: list[str] = []
        pairs = list(self.args)
        while pairs:
            word = pairs.pop(0)
            if word == "-o" and pairs and pairs[0].partition("=")[0].strip() == "ws_endpoints":
                key, _, value = pairs.pop(0).partition("=")
                lines = [
                    line
                    for line in value.splitlines()
                    if line.strip() and line.partition("=")[0].strip().lower() != provider
                ]
                if lines:
                    args.extend(["-o", key + "=" + "\n".join(lines)])
                continue
            args.append(word)
        return replace(self, endpoints=endpoints, args=tuple(args))

    def options(
        self,
        provider: str,
        record: str = "new",
        *,
        case_id: str | None = None,
        judge: str | None = None,
    ) -> list[str]:
        """The bench's words of ``record_command`` (unquoted, without ``pytest`` and
        ``args``): ``--ws-provider``, the command line's ``--ws-golden``,
        ``--ws-cassettes`` and each provider's ``--ws-endpoint``, ``--ws-judge``,
        ``--ws-record`` and ``-k``."""
        words = [f"--ws-provider={provider}"]
        if self.golden is not None:
            words.append(f"--ws-golden={self.golden}")
        if self.cassettes is not None:
            words.append(f"--ws-cassettes={self.cassettes}")
        for name in provider.split(","):
            endpoint = self.endpoint(name)
            if endpoint and self.endpoint_given(name) == "--ws-endpoint":
                words.extend(["--ws-endpoint", f"{name}={endpoint}"])
        if judge:
            words.append(f"--ws-judge={judge}")
        words.append(f"--ws-record={record}")
        if case_id:
            words.extend(["-k", case_id])
        return words

    def record_command(
        self,
        provider: str,
        record: str = "new",
        *,
        case_id: str | None = None,
        judge: str | None = None,
    ) -> str:
        """The ``pytest`` command a remedy gives to record ``provider`` again. It keeps
        the run's positional paths, ``--rootdir``, ``-c`` and ``-o ws_*=...`` (``args``),
        the command line's ``--ws-golden``, ``--ws-cassettes`` and the provider's
        ``--ws-endpoint`` (an ini ``ws_endpoints`` entry is read again by the command, and
        repeating it would only mislead). Copied as written, from the folder the run
        started in, it records the cases the run read, into the tree it read, at the
        address it called: every word is shell-quoted where it needs it
        (``shell_words``). ``judge``: the ``--ws-judge`` model whose judgments it records
        too; ``provider`` may name several, comma-separated (each one's endpoint kept)."""
        words = self.options(provider, record, case_id=case_id, judge=judge)
        return shell_words(["pytest", *words, *self.args])


NO_CONTEXT = RecordContext()


class CassetteNotFoundError(FixtureError):
    def __init__(
        self,
        provider: str,
        operation: str,
        case_id: str,
        path: Path | str,
        context: RecordContext = NO_CONTEXT,
    ) -> None:
        self.provider = provider
        self.operation = operation
        self.case_id = case_id
        self.path = str(path)
        # The run's paths, --ws-golden, --ws-cassettes and --ws-endpoint are kept in the
        # remedy (``RecordContext.record_command``: without the endpoint, a user following
        # it with a real key would record the real provider).
        command = context.record_command(provider)
        super().__init__(
            f"no cassette for provider {provider!r}, operation {operation!r}, case {case_id!r}: "
            f"expected {self.path}",
            f"record it with `{command}` and the "
            "provider's key in the environment (the bench itself never calls the network)",
        )


class ReplayMismatchError(FixtureError):
    """The request a case makes now differs from the one recorded in its cassette."""

    def __init__(
        self,
        cassette: Path | str,
        field: str,
        recorded: object,
        requested: object,
        provider: str,
        local_address: str | None = None,
        *,
        recorded_origin: str | None = None,
        context: RecordContext = NO_CONTEXT,
    ) -> None:
        self.cassette = str(cassette)
        self.field = field
        self.recorded = recorded
        self.requested = requested
        command = context.record_command(provider)
        endpoint = context.endpoint(provider)
        remedy = (
            f"if the change is intended, re-record with `{command}` (it records again every "
            "case whose cassettes no longer match), "
            "otherwise restore the parameter"
        )
        if field in ("url.scheme", "url.netloc"):  # recorded at another address
            # Both addresses, when known: the run may have been given a --ws-endpoint the
            # cassette was not recorded through (or none, when it was).
            now = (
                f"this run sends {provider}'s requests to the address of "
                f"{context.endpoint_where(provider)}"
                if endpoint
                else f"this run sends {provider}'s requests to its own address (no --ws-endpoint)"
            )
            back = (
                f"`{shell_words(['--ws-endpoint', f'{provider}={recorded_origin}'])}` when "
                f"that is a gateway or an emulator, no --ws-endpoint when it is {provider}'s own"
                if recorded_origin
                else f"the same `--ws-endpoint {provider}=URL` it was recorded with, or none"
            )
            remedy = (
                f"the cassette was recorded at {recorded_origin or 'another address'} and "
                f"{now}: replay at the address it was recorded at ({back}), or re-record at "
                f"this address with `{command}`"
            )
            if local_address:  # the recording's own address is local
                remedy += (
                    f"; it was recorded at {local_address}, a local address (an emulator or a "
                    "local gateway): its answers, latencies and costs are not the provider's, "
                    "so re-recording against the provider is what a comparison needs"
                )
        super().__init__(
            f"request does not match cassette {self.cassette}: field {field!r} was recorded as "
            f"{recorded!r} but is now {requested!r}",
            remedy,
        )


# What a re-record command must add when the raise site knows no run (``RecordContext``).
RUN_OPTIONS = "the run's --ws-provider, paths, --ws-golden, --ws-cassettes and --ws-endpoint"


class CassetteFormatError(FixtureError):
    """A cassette that cannot be read. ``command``: the one that records it again, with
    the run's options (``RecordContext.record_command``); without it, the remedy names
    the options to add."""

    def __init__(self, path: Path | str, problem: str, command: str | None = None) -> None:
        self.path = str(path)
        self.problem = problem
        self.command = command
        how = f"`{command}`" if command else f"--ws-record=all and {RUN_OPTIONS}"
        super().__init__(
            f"cassette {self.path} cannot be read: {problem}",
            f"re-record it with {how}, or convert it with `ws-bench import-capture`",
        )


# What `ws-bench import-capture` reads (named in every refusal).
CAPTURE_FORMATS = (
    "vcrpy cassettes, YAML or JSON, of any vcrpy version (Python 2 !!python/unicode tags, "
    "the pre-1.0 list layout and the parsed_body variant included); HAR 1.2 (.har or "
    ".json); envelope JSON {request: {method, url, headers, body}, response: {status, "
    "headers, body}}, one or a list; a bare JSON response body with --provider and --status"
)


class CaptureFormatError(BenchError):
    """A file ``ws-bench import-capture`` cannot import: names the file, the problem and
    the formats it reads."""

    def __init__(self, path: Path | str, problem: str, remedy: str = "") -> None:
        self.path = str(path)
        self.problem = problem
        super().__init__(
            f"capture {self.path} cannot be imported: {problem}",
            remedy or f"import-capture reads: {CAPTURE_FORMATS}",
        )


class ReplayExhaustedError(FixtureError):
    """The case made more calls than its cassettes recorded."""

    def __init__(
        self,
        cassettes: Iterable[str],
        provider: str,
        played: int,
        context: RecordContext = NO_CONTEXT,
    ) -> None:
        self.cassettes = list(cassettes)
        # the run's options kept, as in every remedy (``RecordContext.record_command``)
        command = context.record_command(provider)
        super().__init__(
            f"every recorded interaction for this request was already played ({played} in "
            f"{', '.join(self.cassettes)}): the case made more calls than were recorded",
            f"re-record with `{command}` if the extra call is intended (it records again "
            "every case whose cassettes no longer match)",
        )


class JudgeRecordingMissingError(FixtureError):
    """A chunk the judge must grade has no recorded judgment."""

    def __init__(
        self,
        model: str,
        provider: str,
        case_id: str,
        path: Path | str,
        context: RecordContext = NO_CONTEXT,
    ) -> None:
        self.path = str(path)
        # the run's options kept (its --ws-cassettes: the judgments live in its tree)
        command = context.record_command(provider, judge=model)
        super().__init__(
            f"no recorded judgment by {model!r} for a chunk of case {case_id!r} ({provider}): "
            f"expected it in {self.path}",
            f"record the judge with `{command}` and the judge's key in WS_JUDGE_API_KEY (or "
            "OPENAI_API_KEY); replays never call the judge",
        )


class JudgeMismatchError(FixtureError):
    """A recorded judgment whose request differs from the one the judge would send now."""

    def __init__(
        self,
        path: Path | str,
        field: str,
        recorded: object,
        requested: object,
        command: str | None = None,
    ) -> None:
        """``command``: the one that records the judge again with the run's options
        (``RecordContext.record_command`` with ``judge``); without it, the remedy names
        the options to add."""
        self.path = str(path)
        how = f"`{command}`" if command else f"--ws-record=new, --ws-judge and {RUN_OPTIONS}"
        super().__init__(
            f"judge request does not match {self.path}: {field!r} was recorded as "
            f"{recorded!r} but is now {requested!r}",
            "the judge prompt or its parameters changed without a new PROMPT_VERSION: bump it "
            f"(judge/prompt.py) and record again with {how}",
        )


class JudgeCallError(BenchError):
    """The judge's endpoint failed while recording (after retries)."""


def restore_hint(path: object) -> str:
    """How to get a fixture file back as it was recorded, without assuming version
    control: a tree that was never committed has no copy to check out."""
    quoted = shlex.quote(str(path))
    return (
        f"restore it from version control if the fixtures are committed (`git checkout -- "
        f"{quoted}`) or from a backup; a tree never committed has no copy to restore"
    )
